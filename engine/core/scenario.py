"""Scenarios: a prepared position plus an optional script of decisions (YAML files).

The envelope (game, title, seed, start, script, ...) is the same for every game;
each game validates its own part (who has which cards where) with a pydantic
model and builds the position in ``setup_state``. A bad file fails with one
message naming the file, the field and what was expected.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .game import Game
from .protocol import EngineError
from .yamlfile import read_yaml


def check_players(game: Game, named: dict[str, str | None]) -> None:
    """A scenario may name only the game's players: ``named`` maps each field to the name in it."""
    for where, name in named.items():
        if name is not None and name not in game.players:
            raise EngineError(f"{where}: '{name}' is not one of the players ({', '.join(game.players)})")


class ScriptStep(BaseModel):
    """One scripted decision, with what should be true right after it."""

    model_config = ConfigDict(extra="forbid")
    choose: str
    expect: dict[str, Any] = Field(default_factory=dict)
    say: str = ""


class Envelope(BaseModel):
    """The game-independent part of a scenario file."""

    model_config = ConfigDict(extra="allow")
    game: str
    title: str
    description: str = ""
    notes: str = ""
    seed: int = 0
    options: dict[str, Any] = Field(default_factory=dict)
    start: str
    script: list[ScriptStep] = Field(default_factory=list)


def describe(err: ValidationError) -> str:
    """The first problem of a pydantic error, as 'field.path: message (got value)'."""
    first = err.errors()[0]
    where = ".".join(str(p) if str(p).isprintable() else repr(p) for p in first["loc"]) or "(top level)"
    got = first.get("input")
    shown = "" if isinstance(got, dict | list) else f" (got {got!r})"
    return f"{where}: {first['msg']}{shown}"


def read(path: str | Path) -> dict[str, Any]:
    """Read and check a scenario file's envelope; returns the raw mapping."""
    path = Path(path)
    try:
        data = read_yaml(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise EngineError(f"scenario file not found: {path}") from None
    except yaml.YAMLError as err:
        raise EngineError(f"{path.name}: not valid YAML: {err}") from None
    if not isinstance(data, dict):
        raise EngineError(f"{path.name}: expected a mapping of fields (game, title, start, ...)")
    try:
        Envelope.model_validate(data)
    except ValidationError as err:
        raise EngineError(f"{path.name}: {describe(err)}") from None
    return data


def build(cls: type[Game], data: dict[str, Any], name: str, run_script: bool = True) -> Game:
    """Build the scenario's game and, if asked, play its script checking each expectation."""
    try:
        env = Envelope.model_validate(data)
        game = cls(seed=env.seed, options=env.options, scenario=data)
    except ValidationError as err:
        raise EngineError(f"{name}: {describe(err)}") from None
    except EngineError as err:
        raise EngineError(f"{name}: {err}") from None
    game.script = list(env.script)
    if run_script:
        for i, step in enumerate(env.script):
            run_step(game, step, f"{name}: script[{i}]")
    return game


def run_step(game: Game, step: ScriptStep, where: str) -> None:
    """Make one scripted decision and check its expectations."""
    seen = len(game.events)
    try:
        game.choose(step.choose)
    except EngineError as err:
        raise EngineError(f"{where}: {err}") from None
    new = game.events[seen:]
    for key, want in step.expect.items():
        if key == "event" and want not in [e.kind for e in new]:
            got = ", ".join(e.kind for e in new) or "none"
            raise EngineError(f"{where}: expected an event '{want}', got: {got}")
        if key == "node" and game.node != want:
            raise EngineError(f"{where}: expected to be at '{want}', the game is at '{game.node}'")
        if key == "player" and (game.decision is None or game.decision.player != want):
            raise EngineError(f"{where}: expected {want} to decide next")
        if key not in ("event", "node", "player"):
            raise EngineError(f"{where}: unknown expectation {key!r} (use event, node or player)")
