"""Strength in this edition (TRWAŁE EFEKTY): printed strength, an attachment's printed bonus, and
the kit's constant and lasting effects (:mod:`engine.cardgame.lasting`); and the one lasting
effect of its own, a draw for winning the challenge.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cardgame.lasting import Lasting, ability_modifiers

if TYPE_CHECKING:
    from .game import Agot


@dataclass
class Rewarded(Lasting):
    """A lasting effect that also lets its player draw ``on_win_draw`` cards if they win the challenge."""

    on_win_draw: int = 0


def modifiers(game: Agot, uid: str) -> list[tuple[str, int, str]]:
    """Every strength modifier on a character now: (source card uid, amount, kind), where
    kind is ``attachment``, ``constant`` (a card in play or a plot) or ``lasting`` (until an end).
    rule: abilities.lasting
    """
    out = [(a.uid, a.data.strength_bonus, "attachment") for a in game.attached(uid) if a.data.strength_bonus]
    return out + ability_modifiers(game, uid)


def strength(game: Agot, uid: str) -> int:
    """Printed strength plus every modifier, never below 0. rule: abilities.lasting"""
    return max(0, game.card(uid).data.strength + sum(n for _, n, _ in modifiers(game, uid)))


def reward_winner(game: Agot, winner: str) -> None:
    """The winner draws what their lasting effects promise for winning. rule: abilities.lasting"""
    for effect in game.state.lasting:
        if isinstance(effect, Rewarded) and effect.on_win_draw and effect.player == winner:
            game.draw(winner, effect.on_win_draw, "abilities.lasting")
