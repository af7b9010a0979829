"""Rules engines for the tutor: one protocol, one engine per game.

>>> import engine
>>> game = engine.new_game("agot", seed=7)
>>> game.decision.player in game.players
True
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from .core import scenario as _scenario
from .core.bots import GreedyBot, RandomBot, play_out
from .core.cards import CardEntry
from .core.game import Game
from .core.protocol import Decision, EngineError, Event, IllegalChoice, Option, Rejected, Result, Rule
from .core.search import BOT_LEVELS, SearchBot, make_bot

GAMES = {
    "agot": "engine.agot:Agot",
    "shadow-throne": "engine.shadow_throne:ShadowThrone",
    "alliances": "engine.alliances:Alliances",
    "agot2": "engine.agot2:Agot2",
    "agot-board": "engine.board:BoardGame",
    "mother-of-dragons": "engine.board:MotherOfDragons",
}

__all__ = [
    "BOT_LEVELS",
    "GAMES",
    "CardEntry",
    "Decision",
    "EngineError",
    "Event",
    "Game",
    "GreedyBot",
    "IllegalChoice",
    "Option",
    "RandomBot",
    "Rejected",
    "Result",
    "Rule",
    "SearchBot",
    "card_index",
    "game_class",
    "load",
    "load_scenario",
    "make_bot",
    "new_game",
    "play_out",
    "rules",
]


def game_class(game_id: str) -> type[Game]:
    """The engine class of a game id; a clear error for an unknown id."""
    if game_id not in GAMES:
        raise EngineError(f"unknown game id '{game_id}'; known games: {', '.join(sorted(GAMES))}")
    module, name = GAMES[game_id].split(":")
    return getattr(importlib.import_module(module), name)


def new_game(
    game_id: str, seed: int = 0, players: list[str] | int | None = None, options: dict[str, Any] | None = None
) -> Game:
    """Start a new game from its first setup step."""
    return game_class(game_id)(seed=seed, players=players, options=options)


def rules(game_id: str) -> dict[str, Rule]:
    """The rules catalogue of a game: rule id -> Rule."""
    return game_class(game_id).catalogue


def card_index(game_id: str) -> list[CardEntry]:
    """Every card of a game for a glossary: names, kind, what it does, the rule it relates to.

    >>> next(c for c in card_index("agot") if c.id == "arya-stark").rule
    'keywords.stealth'
    """
    cls = game_class(game_id)  # a clear error for an unknown game id
    own = getattr(cls, "card_index", None)  # one that reads the card texts too, or an expansion's
    if own is not None:
        return own()
    package = GAMES[game_id].split(":")[0]
    return importlib.import_module(f"{package}.cards").card_index()


class _Saved(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: int
    game: str
    seed: int
    players: list[str]
    options: dict[str, Any]
    scenario: dict[str, Any] | None = None
    decisions: list[str]


def load(saved: dict[str, Any]) -> Game:
    """Rebuild a saved game by replaying its decisions; a clear error if the save is damaged."""
    try:
        s = _Saved.model_validate(saved)
    except ValidationError as err:
        raise EngineError(f"saved game: {_scenario.describe(err)}") from None
    if s.format != 1:
        raise EngineError(f"saved game: format {s.format} is not known (expected 1)")
    cls = game_class(s.game)
    try:
        game = cls(seed=s.seed, players=s.players, options=s.options, scenario=s.scenario)
        game._replay(s.decisions)
    except EngineError as err:
        raise EngineError(f"saved game: {err}") from None
    return game


def load_scenario(path: str | Path, run_script: bool = True) -> Game:
    """Load a prepared position (YAML) and, unless told not to, play its script."""
    data = _scenario.read(path)
    try:
        cls = game_class(data["game"])
    except EngineError as err:
        raise EngineError(f"{Path(path).name}: game: {err}") from None
    return _scenario.build(cls, data, Path(path).name, run_script)
