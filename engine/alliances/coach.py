"""The coach's terms for Sojusze: the small council's power shown, allies, influence cards in hand,
and who wins the first bid a playout settles (see :mod:`engine.core.coach`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.core.coach import Terms, before, who
from engine.core.protocol import Event

if TYPE_CHECKING:
    from engine.core.game import Game


class AlliancesTerms(Terms):
    """The power a small council shows first (it wins the game), then its allies and the hand."""

    def measures(self, game: Game, player: str) -> dict[str, float]:
        s = game.state  # type: ignore[attr-defined]
        table = game.view_table(None)
        council = next(x.small_council for x in table.leaders if x.player == player)
        return {
            "council power": float(table.council(council).power_shown),
            "allies": float(len(s.councils[council].allies)),
            "influence cards": float(len(s.hands.get(player, []))),
        }

    def decided(self, game: Game, seat: str, events: Sequence[Event], i: int) -> tuple[str, str] | None:
        e = events[i]
        if e.kind == "bid-won":
            winner, totals = e.data["winner"], e.data["totals"]
            shown = before(events, i, "ally")
            ally = f" for {game.card(shown.data['ally']).name}" if shown else ""  # type: ignore[attr-defined]
            others = [t for p, t in totals.items() if p != winner]
            score = f"{totals[winner]} to {max(others)}" if others else ""
            return f"{who(self, game, winner, seat, 'win')} the bid{ally}", score
        return None


TERMS = AlliancesTerms()
