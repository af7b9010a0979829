"""Phase 5, dominance (FAZA DOMINACJI)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Agot


def dominance_total(game: Agot, name: str) -> int:
    """Strength of the player's standing characters plus 1 per gold in their pool."""
    standing = sum(game.strength(c.uid) for c in game.characters(name) if not c.kneeling)
    return standing + game.player(name).gold


def decide_dominance(game: Agot) -> None:
    """The higher total wins dominance and gains 1 power at once, before any action;
    a tie gives dominance to nobody. rules: dominance, dominance.tie
    """
    a, b = game.players
    ta, tb = dominance_total(game, a), dominance_total(game, b)
    if ta == tb:
        game.record("dominance", f"Dominance is tied at {ta}: nobody wins it", "dominance.tie", {"totals": [ta, tb]})
        return
    winner = a if ta > tb else b
    game.state.dominance = winner
    game.record(
        "dominance",
        f"{winner} wins dominance, {max(ta, tb)} against {min(ta, tb)}",
        "dominance",
        {"player": winner, "totals": [ta, tb]},
    )
    game.gain_power(winner, 1, "dominance", "dominance")
