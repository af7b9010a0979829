"""Supply: the track follows the barrels a house controls; then armies over the limit shrink.
rules: board.supply, board.supply.reconcile, board.tracks.supply
"""

from __future__ import annotations

from itertools import zip_longest
from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision

from . import areas
from .areas import UNIT_NAMES
from .data import components

if TYPE_CHECKING:
    from .game import BoardGame


#: The spaces of the supply track, lowest first. rule: board.tracks.supply
LEVELS: tuple[int, ...] = tuple(sorted(components().supply_limits))


def over_limit(game: BoardGame, house: str) -> bool:
    """Whether a house's armies do not fit its supply level now. rule: board.tracks.supply"""
    return not areas.within_supply(game, house)


def slots(game: BoardGame, house: str) -> list[tuple[int | None, int | None]]:
    """A house's armies beside the limits of its supply level, largest with largest: (army, limit)
    pairs, the army None for a limit no army uses, the limit None for an army beyond every limit.
    rule: board.tracks.supply
    """
    return list(zip_longest(areas.armies(game, house), areas.limits(game.state.supply[house])))


def update(game: BoardGame) -> None:
    """Every house's supply track moves to the barrels in the areas it controls. rule: board.supply"""
    s = game.state
    for h in s.houses:
        before, s.supply[h] = s.supply[h], areas.barrels(game, h)
        if before != s.supply[h]:
            game.record("supply", f"{game.name(h)}'s supply: {before} → {s.supply[h]}", "board.supply", {"house": h})
    start_reconcile(game)


def start_reconcile(game: BoardGame) -> None:
    """Note the houses whose armies no longer fit their supply. rule: board.supply.reconcile"""
    s = game.state
    s.reconcile = [h for h in s.tracks["iron_throne"] if not areas.within_supply(game, h)]


def over_supply(game: BoardGame) -> bool:
    """a house's armies are over its supply limit"""
    return bool(game.state.reconcile)


def reconcile(game: BoardGame) -> Walk:
    """A house over its limit destroys one unit of an army of its choice, until it fits.
    rule: board.supply.reconcile
    """
    s = game.state
    house = s.reconcile[0]
    places = sorted(a for a, units in s.units.items() if units[0].house == house and len(units) >= 2)
    options = areas.destroy_options(game, "reduce", places)
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: your armies {areas.armies(game, house)} exceed supply {s.supply[house]} "
        f"(allowed {areas.limits(s.supply[house])}): destroy a unit",
        options,
        rule="board.supply.reconcile",
    )
    area, kind = str(choice.target), str(choice.subject)
    unit = next(u for u in s.units[area] if u.kind == kind)
    areas.remove_units(game, area, [unit])
    game.record(
        "reduced",
        f"{game.name(house)} destroys a {UNIT_NAMES[kind]} in {game.area_name(area)} to meet its supply",
        "board.supply.reconcile",
    )
    if areas.within_supply(game, house):
        s.reconcile.pop(0)
    return not s.reconcile
