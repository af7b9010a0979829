"""The coach's terms for W Cieniu Tronu: points and cards in the columns, and whether the turn the
option plays on ends in a bust or a stop (see :mod:`engine.core.coach`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.core.coach import Terms, who
from engine.core.protocol import Event

from . import columns

if TYPE_CHECKING:
    from engine.core.game import Game


class ShadowTerms(Terms):
    """Points first (they win the game), then the cards lying in the columns."""

    def measures(self, game: Game, player: str) -> dict[str, float]:
        seat = game.state.seats[player]  # type: ignore[attr-defined]
        return {
            "points": float(columns.score(game, player)),  # type: ignore[arg-type]
            "cards in your columns": float(sum(len(c) for c in seat.columns.values())),
        }

    def decided(self, game: Game, seat: str, events: Sequence[Event], i: int) -> tuple[str, str] | None:
        e = events[i]
        if e.kind == "bust" and e.data.get("player") == seat:
            return f"{who(self, game, seat, seat, 'bust')} and take nothing", ""
        if e.kind == "stop" and e.data.get("player") == seat:
            return f"{who(self, game, seat, seat, 'stop')} and keep the revealed cards", ""
        return None


TERMS = ShadowTerms()
