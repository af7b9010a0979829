"""The coach's terms for the card games (both editions): power, gold, hand and characters, and the
first challenge, dominance or initiative a playout decides (see :mod:`engine.core.coach`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.core.coach import Terms, before, who
from engine.core.protocol import Event

if TYPE_CHECKING:
    from engine.core.game import Game


class CardTerms(Terms):
    """Power first (it wins the game), then gold, cards in hand, characters in play and their strength
    (with every modifier in force)."""

    def measures(self, game: Game, player: str) -> dict[str, float]:
        return {
            "power": float(game.total_power(player)),  # type: ignore[attr-defined]
            "gold": float(game.player(player).gold),  # type: ignore[attr-defined]
            "cards in hand": float(len(game.zone(player, "hand"))),  # type: ignore[attr-defined]
            "characters in play": float(len(game.characters(player))),  # type: ignore[attr-defined]
            "strength in play": float(sum(game.strength(c.uid) for c in game.characters(player))),  # type: ignore[attr-defined]
        }

    def decided(self, game: Game, seat: str, events: Sequence[Event], i: int) -> tuple[str, str] | None:
        e = events[i]
        if e.kind == "challenge-won":
            winner, kind = e.data["winner"], e.data["kind"]
            opened = before(events, i, "challenge")
            attacker = opened.data.get("attacker") if opened else winner
            ours, theirs = (e.data["attack"], e.data["defense"])
            if winner != attacker:
                ours, theirs = theirs, ours
            return f"{who(self, game, winner, seat, 'win')} the {kind} challenge", f"{ours} to {theirs}"
        if e.kind == "dominance":
            totals = e.data.get("totals")
            best = [p for p, t in totals.items() if t == max(totals.values())] if isinstance(totals, dict) else []
            winner = e.data.get("player") or (best[0] if len(best) == 1 else None)
            if winner is None:
                return "nobody wins dominance", ""
            return f"{who(self, game, winner, seat, 'win')} dominance", ""
        if e.kind == "initiative":
            return f"{who(self, game, e.data['player'], seat, 'win')} the initiative", ""
        return None


TERMS = CardTerms()
