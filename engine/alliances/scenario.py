"""Scenario positions for Sojusze: the seats, what each council holds, hands, and the time track."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from engine.core.protocol import EngineError
from engine.core.scenario import check_players

from .setup import deal, prepare, rounds_per_season, seasons

if TYPE_CHECKING:
    from .game import Alliances


class CouncilSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    allies: list[str] = Field(default_factory=list)
    tokens: list[int] = Field(default_factory=list)  # token values (1, 2 or 3)


class Position(BaseModel):
    model_config = ConfigDict(extra="allow")
    seats: list[str] = Field(min_length=3, max_length=6)
    first: str | None = None
    councils: dict[str, CouncilSpec] = Field(default_factory=dict)
    season: int = Field(0, ge=0)
    round: int = Field(1, ge=1)


def rounds_before(game: Alliances, season: int, round_: int) -> int:
    """How many rounds of this game were played before the scenario's round: the whole seasons since
    the game's first season (autumn in a quick game) and the rounds of this one. rules: round.advance,
    variant.quick
    """
    first = 1 if game.options["quick"] else 0
    return max(0, (season - first) * rounds_per_season(len(game.players)) + round_ - 1)


def check_time(game: Alliances, season: int, round_: int) -> None:
    """The time track has a space for the scenario's season and round. rules: setup.time-track,
    round.advance
    """
    n = len(game.players)
    names = seasons(n)
    if season >= len(names):
        raise EngineError(f"season: {season} is past winter; with {n} leaders it is 0 to {len(names) - 1}")
    if round_ > rounds_per_season(n):
        raise EngineError(f"round: {round_} is past the season's last; with {n} leaders it is 1 to {n + 1}")


def build_position(game: Alliances, data: dict[str, Any]) -> list[str]:
    """Prepare the table as usual, then lay out the scenario's councils. rule: scenarios"""
    pos = Position.model_validate(data)
    path = game.start_path(data["start"])
    prepare(game)
    s = game.state
    for cid, spec in pos.councils.items():
        if cid not in s.councils:
            raise EngineError(f"councils.{cid}: no such council; councils are {', '.join(s.councils)}")
        for i, ally in enumerate(spec.allies):
            if ally not in s.allies:
                raise EngineError(f"councils.{cid}.allies[{i}]: '{ally}' is not a free ally card")
            s.allies.remove(ally)
            s.councils[cid].allies.append(ally)
        for i, v in enumerate(spec.tokens):
            token = next((t for t in s.supply if s.token_values[t] == v), None)
            if token is None:
                raise EngineError(f"councils.{cid}.tokens[{i}]: no power token of value {v} left")
            s.supply.remove(token)
            s.councils[cid].tokens.append(token)
    check_players(game, {"first": pos.first})
    check_time(game, pos.season, pos.round)
    if pos.first is not None:
        s.first = pos.first
    s.season, s.round = pos.season, pos.round
    s.rounds = rounds_before(game, pos.season, pos.round)
    if s.season and not any(s.hands.values()):
        deal(game)
    return path
