"""Power moving between players' house or faction cards, as both editions move it."""

from __future__ import annotations

from typing import Any


def move_power(game: Any, source: str, target: str, n: int, rule: str, card: str = "house card") -> int:
    """Move up to ``n`` power from one player's ``card`` (house or faction card) to another's; victory
    is checked at once. Returns how many moved.
    """
    amount = min(n, game.player(source).power)
    game.player(source).power -= amount
    game.player(target).power += amount
    game.record(
        "power-moved",
        f"{amount} power moves from {source}'s {card} to {target}'s",
        rule,
        {"from": source, "to": target, "amount": amount},
    )
    game.check_victory()
    return amount
