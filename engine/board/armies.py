"""The two sides of a combat: each side's fighting units, and destroying some of them.

Below both :mod:`.combat` and :mod:`.housecards`, which each need them. rules: board.combat,
board.combat.casualties
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import areas
from .state import Combat, Unit

if TYPE_CHECKING:
    from .game import BoardGame


def fighting_units(game: BoardGame, c: Combat, house: str) -> list[Unit]:
    """A side's fighting units: the marching units, or the defender's units in the area. rule: board.combat"""
    if house == c.attacker:
        return c.attackers
    return [u for u in areas.units_of(game, c.area) if u.house == house]


def destroy(game: BoardGame, c: Combat, house: str, units: list[Unit], why: str, rule: str) -> None:
    """Destroy fighting units of one side (back to the pool). rule: board.combat.casualties"""
    for u in units:
        if house == c.attacker:
            c.attackers.remove(u)
        else:
            areas.remove_units(game, c.area, [u])
    c.killed[house] = c.killed.get(house, 0) + len(units)
    game.record(
        "destroyed", f"{game.name(house)} loses {areas.describe(units)}: {why}", rule, {"house": house, "n": len(units)}
    )
