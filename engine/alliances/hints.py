"""A greedy judgement for Sojusze: bid for allies that balance your two councils."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import bidding, ring

if TYPE_CHECKING:
    from .game import Alliances


def judge(game: Alliances, player: str, option: Option) -> tuple[float, str]:
    """A rule-of-thumb score for one option and the reason: lead the bid only for a strong ally
    (rules: bid.play, bid.kneel), and put allies and tokens where the small council needs them
    (rules: goal, acquire.place, acquire.token).
    """
    if option.verb == "play":
        return _play(game, player, str(option.subject))
    if option.verb == "kneel":
        mine, best_other = _standing(game, player)
        return (2.5 if mine > best_other else 1.5), "save your cards for a better ally"
    if option.verb in ("council", "token"):
        power = ring.power(game, str(option.subject), reveal=False)
        return 5 - power / 10, "strengthen your weaker council: only the small council counts"
    return 1, ""


def _standing(game: Alliances, player: str) -> tuple[int, int]:
    """(your influence, the highest influence of the others) in this bid."""
    mine = bidding.total(game, player)
    return mine, max((bidding.total(game, q) for q in game.players if q != player), default=0)


def _play(game: Alliances, player: str, uid: str) -> tuple[float, str]:
    s = game.state
    mine, best_other = _standing(game, player)
    value = game.card(uid).value  # type: ignore[union-attr]
    worth = game.card(s.current).power if s.current else 0  # type: ignore[union-attr]
    if mine + value > best_other and worth >= 3:
        return 3 + worth / 10 - value / 20, f"takes the lead ({mine + value} against {best_other}) for a strong ally"
    return 1 - value / 20, "a cheap card to keep the bid going"
