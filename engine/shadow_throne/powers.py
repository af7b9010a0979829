"""Special powers (SPECJALNE MOCE KART): who holds them, whether they are active, what they allow.

Offensive and defensive powers work only for the largest column of their type (a tie
counts as largest). A column's last card is turned when its power is inactive or was
used this turn. Restrictive powers (Queen, King) always apply to their holder.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from engine.core.protocol import Option, option

from .cards import CHANGE, CHARACTERS

if TYPE_CHECKING:
    from .game import ShadowThrone

OFFENSIVE = (1, 2, 3, 4, 5)
QUEEN, KING, MINSTREL, ALCHEMIST, JUDGE, PROPHET = 8, 9, 6, 7, 5, 2
#: The offensive powers the Judge may use once more (every one but its own).
REPEATABLE = tuple(v for v in OFFENSIVE if v != JUDGE)
RESTRICTIVE = frozenset(v for v, c in CHARACTERS.items() if c.power == "restrictive")


def size(game: ShadowThrone, player: str, v: int) -> int:
    """How many cards the player's column of value ``v`` holds (0: no such column). rule: columns.same-type"""
    return len(game.state.seats[player].columns.get(v, []))


def is_active(game: ShadowThrone, player: str, v: int) -> bool:
    """A power works when the player's column of it is at least as large as anyone else's.

    rule: powers.active
    """
    seats = game.state.seats
    mine = len(seats[player].columns.get(v, ()))
    if mine == 0:
        return False
    return v in RESTRICTIVE or all(mine >= len(seat.columns.get(v, ())) for seat in seats.values())


def is_turned(game: ShadowThrone, player: str, v: int) -> bool:
    """The column's last card lies turned: its power is inactive, or used this turn. rule: powers.marks"""
    return size(game, player, v) > 0 and (_used(game, player, v) or not is_active(game, player, v))


def can_use(game: ShadowThrone, player: str, v: int) -> bool:
    """An offensive power may be used now: active and not used this turn. rule: powers.once"""
    return is_active(game, player, v) and not _used(game, player, v)


def _used(game: ShadowThrone, player: str, v: int) -> bool:
    t = game.state.turn
    return t is not None and t.player == player and v in t.used


def judge_targets(game: ShadowThrone, player: str) -> list[int]:
    """Offensive powers the Judge may use again: the player's turned ones, the Prorok (Prophet)
    included, but not the Judge itself nor one it already repeated. rule: powers.judge
    """
    t = game.state.turn
    assert t is not None
    return [v for v in REPEATABLE if size(game, player, v) and is_turned(game, player, v) and v not in t.judged]


def changes(game: ShadowThrone, player: str) -> list[Option]:
    """The changes the player can make to the last revealed card, as options: the power's value is
    the subject, the change the amount; the verb is ``judge`` when the Judge repeats a turned power.
    rules: powers.offensive, powers.judge
    """
    out: list[Option] = []
    held = [v for v in CHANGE if v in game.state.seats[player].columns]
    if not held:  # the Judge repeats only a power the player holds
        return out
    t = game.state.turn
    used = t.used if t is not None and t.player == player else ()
    active = {v: is_active(game, player, v) for v in held}
    for v in held:
        if active[v] and v not in used:
            out += [_change(v, a, "power") for a in CHANGE[v]]
    if JUDGE not in used and is_active(game, player, JUDGE):
        judged = t.judged if t is not None else ()
        for v in held:
            if (v in used or not active[v]) and v not in judged:  # turned, and not repeated yet
                out += [_change(v, a, "judge") for a in CHANGE[v]]
    return out


def judge_can_look(game: ShadowThrone, player: str) -> bool:
    """The Judge may repeat a turned Prorok (Prophet): look at the next card, if it is not known yet.

    rules: powers.judge, powers.prophet
    """
    t = game.state.turn
    assert t is not None
    if t.seen is not None or PROPHET in t.judged or PROPHET not in game.state.seats[player].columns:
        return False
    return can_use(game, player, JUDGE) and is_turned(game, player, PROPHET)


@cache
def _change(v: int, a: int, verb: str) -> Option:
    """The option of changing the last card by ``a`` with the power of value ``v`` (the same every time)."""
    label = f"{'Sędzia → ' if verb == 'judge' else ''}{CHARACTERS[v].name_pl} {a:+d}"
    return option(verb, v, label=label, amount=a, id=f"{verb}:{v}{'+' if a > 0 else '-'}")


def queen_blocks(game: ShadowThrone, player: str) -> bool:
    """Queen: no eliminating others' cards unless more cards are revealed than Queens held. rule: powers.queen"""
    t = game.state.turn
    assert t is not None
    return len(t.revealed) <= size(game, player, QUEEN)


def king_blocks(game: ShadowThrone, player: str) -> bool:
    """King: no exchange unless at least as many cards are revealed as Kings held. rule: powers.king"""
    t = game.state.turn
    assert t is not None
    return len(t.revealed) < size(game, player, KING)
