"""Gifting power tokens: a player may hand available power tokens to another player at any time;
the giver's tokens go back to the pool and the receiver takes as many of its own from it.

The engine offers a gift, one token at a time, beside the decisions where giving matters: each
order placed in the Planning phase, each secret bid, and each Support choice in a combat (in a
combat only then). After a gift the same question is asked again. rule: mod.gifts
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option, option

if TYPE_CHECKING:
    from ..game import BoardGame


def options(game: BoardGame, house: str) -> list[Option]:
    """One option per other player's house: give it one of your available power tokens."""
    s = game.state
    if not s.mod or house not in s.holders or s.power[house] <= 0:
        return []
    return [
        option(
            "gift",
            other,
            label=f"Give {game.name(other)} a power token",
            explain=f"you keep {s.power[house] - 1}; then this question comes back",
        )
        for other in s.tracks["iron_throne"]
        if other in s.holders and other != house
    ]


def give(game: BoardGame, house: str, chosen: Option) -> None:
    """Hand one power token over (the receiver's 20-token cap may swallow it). rule: mod.gifts"""
    s = game.state
    to = str(chosen.subject)
    s.power[house] -= 1
    got = game.gain_power(to, 1)
    game.record(
        "gift",
        f"{game.name(house)} gives {game.name(to)} a power token" + ("" if got else f" ({game.name(to)} is at 20)"),
        "mod.gifts",
        {"from": house, "to": to},
    )
