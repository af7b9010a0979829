"""A greedy judgement for Sojusze: bid for allies that balance your two councils."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import bidding, ring

if TYPE_CHECKING:
    from .game import Alliances


def judge(game: Alliances, player: str, option_id: str) -> tuple[float, str]:
    s = game.state
    verb, _, rest = option_id.partition(":")
    if verb == "play":
        mine = bidding.total(game, player)
        best_other = max((bidding.total(game, q) for q in game.players if q != player), default=0)
        value = game.card(rest).value  # type: ignore[union-attr]
        worth = game.card(s.current).power if s.current else 0  # type: ignore[union-attr]
        if mine + value > best_other and worth >= 3:
            return (
                3 + worth / 10 - value / 20,
                f"takes the lead ({mine + value} against {best_other}) for a strong ally",
            )
        return 1 - value / 20, "a cheap card to keep the bid going"
    if verb == "kneel":
        mine = bidding.total(game, player)
        best_other = max((bidding.total(game, q) for q in game.players if q != player), default=0)
        return (2.5 if mine > best_other else 1.5), "save your cards for a better ally"
    if verb in ("council", "token"):
        power = ring.power(game, rest, reveal=False)
        return 5 - power / 10, "strengthen your weaker council: only the small council counts"
    return 1, ""
