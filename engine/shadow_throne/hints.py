"""A greedy judgement of the pending options: push your luck by the risk, keep high columns."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import columns, odds, powers
from .cards import CHARACTERS, value

if TYPE_CHECKING:
    from .game import ShadowThrone

RISK = 0.4  # reveal again while the chance of busting is below this


def judge(game: ShadowThrone, player: str, o: Option) -> tuple[float, str]:
    """How good an option looks to the greedy bot, with why: (score, reason). rules: turn.reveal, turn.bust"""
    verb = o.verb
    t = game.state.turn
    if verb == "peek":
        return 5, "free information before you risk a card"
    if verb == "reveal":
        p = odds.bust_chance(game, player)
        return (3 if p < RISK else 0.5), f"{p:.0%} chance the next card busts you"
    if verb == "stop":
        p = odds.bust_chance(game, player)
        return (1 if p < RISK else 2), f"keep {len(t.revealed) if t else 0} card(s) safe"
    if verb == "judge" and o.subject == powers.PROPHET:
        p = odds.bust_chance(game, player)
        return (4, f"{p:.0%} risk: see the card first") if p else (0.5, "nothing can bust you; keep the Sędzia")
    if verb in ("power", "judge"):
        return _power(game, player, o)
    if verb == "done":
        return 1, "no power changes the outcome for the better"
    if verb == "eliminate":
        owner, v = o.subject, o.target
        size = powers.size(game, owner, v)
        if owner == player:
            return -1, "it is your own card"
        leader = max(game.players, key=lambda p: columns.score(game, p))
        lost = v if size == 2 else 0
        return 2 + lost + (owner == leader), f"{owner} loses {lost} points" if lost else f"weakens {owner}"
    if verb == "skip":
        return 0, "eliminate nothing"
    if verb == "take":
        gain = sum(value(u) for u in t.revealed) if t else 0
        return 3 + gain / 10, "keep what you revealed"
    if verb == "exchange":
        owner, v = o.subject, o.target
        return (2.5 + v / 10 if t and len(t.revealed) <= 1 else 1), f"take {owner}'s {CHARACTERS[v].name}"
    if verb == "column":
        return 3 + o.subject / 10, "a new column"
    if verb == "replace":
        new, old = o.subject, o.target
        keep = len(game.state.seats[player].columns[old]) >= 2
        return (1 + (new - old) / 10 - 2 * keep), f"swap {CHARACTERS[old].name_pl} for {CHARACTERS[new].name_pl}"
    if verb == "discard":
        return 1.5, "keep your columns"
    if verb == "keep":
        return 2 + value(o.subject) / 10, "a free card for your columns"
    return 1, ""


def _power(game: ShadowThrone, player: str, o: Option) -> tuple[float, str]:
    from .turn import last, previous

    _, now = last(game)
    prev = previous(game)
    after = now + o.amount
    if now > prev >= after:
        return 4 + (after == prev), "saves the turn"
    if after == prev:
        return 3, "makes the values equal: you may eliminate"
    return 0, "does not help now"
