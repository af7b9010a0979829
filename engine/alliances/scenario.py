"""Scenario positions for Sojusze: the seats, what each council holds, hands, and the time track."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from engine.core.protocol import EngineError

from .setup import deal, prepare

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
    if pos.first is not None:
        if pos.first not in game.players:
            raise EngineError(f"first: '{pos.first}' is not one of the seats ({', '.join(game.players)})")
        s.first = pos.first
    s.season, s.round = pos.season, pos.round
    if s.season and not any(s.hands.values()):
        deal(game)
    return path
