"""Dragon strength: a token joins the dragons' pool at the marked rounds while Targaryen plays; every
dragon has the pool's strength. rules: mod.dragons.strength, mod.deck-iv.fire_made_flesh
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..data import components

if TYPE_CHECKING:
    from ..game import BoardGame


def gain_strength(game: BoardGame) -> None:
    """At a marked round a strength token joins the pool. rule: mod.dragons.strength"""
    s = game.state
    rounds = components().dragons["strength_token_rounds"]
    if "targaryen" in s.houses and s.round in rounds and s.dragon_strength < len(rounds):
        s.dragon_strength += 1
        game.record(
            "dragon-strength",
            f"A dragon strength token joins the pool: every dragon now has strength {s.dragon_strength}",
            "mod.dragons.strength",
            {"strength": s.dragon_strength},
        )


def dragon_rounds_left(game: BoardGame) -> tuple[int, ...]:
    """The rounds still to bring a dragon strength token: the marked rounds after this one, as many
    as tokens are left on the round track (a dragon given up takes one early). rules:
    mod.dragons.strength, mod.deck-iv.fire_made_flesh
    """
    rounds = components().dragons["strength_token_rounds"]
    later = [r for r in rounds if r > game.state.round]
    return tuple(later[: max(0, len(rounds) - game.state.dragon_strength)])
