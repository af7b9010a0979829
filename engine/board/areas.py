"""Who holds what on the map: units, control, armies and the supply limit, unit pools.

rules: board.terms.control, board.terms.home, board.tracks.supply, board.terms.units
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.core.protocol import Option, option

from .data import components
from .state import Unit

if TYPE_CHECKING:
    from .game import BoardGame

UNIT_NAMES = {
    "footman": "footman",
    "knight": "knight",
    "siege_engine": "siege engine",
    "ship": "ship",
    "dragon": "dragon",
}
UNIT_PLURALS = {
    "footman": "footmen",
    "knight": "knights",
    "siege_engine": "siege engines",
    "ship": "ships",
    "dragon": "dragons",
}


def units_of(game: BoardGame, area: str) -> list[Unit]:
    return game.state.units.get(area, [])


def occupant(game: BoardGame, area: str) -> str | None:
    """The house whose units stand in an area (one house per area), or None."""
    units = game.state.units.get(area)
    return units[0].house if units else None


def controller(game: BoardGame, area: str) -> str | None:
    """Who controls an area: its units' house, else its power token's, else (a home area of a house
    in play) that house; a port follows its land area. rules: board.terms.control, board.terms.home,
    board.ports
    """
    s = game.state
    units = s.units.get(area)
    if units:
        return units[0].house
    a = game.map[area]
    if a.is_port and a.port_of:
        return controller(game, a.port_of)
    if area in s.tokens:
        return s.tokens[area]
    if a.home in s.houses:
        return a.home
    return None


def controlled(game: BoardGame, house: str) -> list[str]:
    """The land areas a house controls (ports not counted). rule: board.terms.control"""
    return [a for a in game.land_areas if controller(game, a) == house]


def castles(game: BoardGame, house: str) -> int:
    """Castle and stronghold areas a house controls: its place on the victory track.
    rule: board.tracks.victory
    """
    return castle_counts(game)[house]


def castle_counts(game: BoardGame) -> Counter[str | None]:
    """The castle and stronghold areas each house controls, counted in one pass over the map and
    once per reading of the game (``Game.reading``). rule: board.tracks.victory
    """
    return game.kept("castles", lambda: Counter(controller(game, a) for a in game.castle_areas))


def describe(units: list[Unit]) -> str:
    """'2 footmen, a knight' (routed units marked).

    >>> describe([Unit("stark", "footman"), Unit("stark", "footman"), Unit("stark", "knight", True)])
    '2 footmen, a routed knight'
    """
    parts = []
    for (kind, routed), n in Counter((u.kind, u.routed) for u in units).items():
        word = UNIT_PLURALS[kind] if n > 1 else UNIT_NAMES[kind]
        parts.append(f"{n if n > 1 else 'a'} {'routed ' if routed else ''}{word}")
    return ", ".join(parts) or "no units"


def on_board(game: BoardGame, house: str) -> Counter[str]:
    """A house's units on the board (and in a combat on their way in), by kind; counted once per
    reading of the game (``Game.reading``)."""
    return game.kept(("on board", house), lambda: _on_board(game, house))


def _on_board(game: BoardGame, house: str) -> Counter[str]:
    s = game.state
    found = Counter(u.kind for units in s.units.values() for u in units if u.house == house)
    if s.combat is not None:
        found += Counter(u.kind for u in s.combat.attackers if u.house == house)
    return found


def pool(game: BoardGame, house: str, kind: str) -> int:
    """Units of a kind still in a house's pool. rule: board.terms.units"""
    return components().houses[house].units_available.get(kind, 0) - on_board(game, house)[kind]


def armies(game: BoardGame, house: str, extra: dict[str, int] | None = None) -> list[int]:
    """The sizes of a house's armies (2 or more units in one area), largest first; ``extra`` adds
    units to areas (a march or a muster being checked). rule: board.tracks.supply
    """
    sizes = Counter(units_by_area(game, house))
    for area, n in (extra or {}).items():
        sizes[area] += n
    return sorted((n for n in sizes.values() if n >= 2), reverse=True)


def units_by_area(game: BoardGame, house: str) -> Counter[str]:
    """How many of a house's units stand in each area that holds some; counted once per reading."""
    return game.kept(("units by area", house), lambda: _units_by_area(game, house))


def _units_by_area(game: BoardGame, house: str) -> Counter[str]:
    sizes: Counter[str] = Counter()
    for area, units in game.state.units.items():
        n = sum(1 for u in units if u.house == house)
        if n:
            sizes[area] = n
    return sizes


def limits(supply: int) -> list[int]:
    """The armies a supply level allows, largest first.

    >>> limits(0), limits(6)
    ([2, 2], [4, 3, 2, 2, 2])
    """
    return sorted(components().supply_limits[max(0, min(6, supply))], reverse=True)


def fits(sizes: list[int], supply: int) -> bool:
    """Whether these armies fit a supply level. rule: board.tracks.supply

    >>> fits([3, 2], 1), fits([3, 3], 1), fits([2, 2, 2], 1)
    (True, False, False)
    """
    allowed = limits(supply)
    return len(sizes) <= len(allowed) and all(n <= m for n, m in zip(sizes, allowed, strict=False))


def within_supply(game: BoardGame, house: str, extra: dict[str, int] | None = None) -> bool:
    """Whether a house's armies (with ``extra``) fit its supply level."""
    return fits(armies(game, house, extra), game.state.supply[house])


def barrels(game: BoardGame, house: str) -> int:
    """Supply icons in the areas a house controls (at most 6). rule: board.supply"""
    return min(6, sum(game.area_icons(a).supply for a in controlled(game, house)))


def destroy_options(game: BoardGame, verb: str, places: list[str]) -> list[Option]:
    """One option per kind of unit in each of ``places``: destroy one of them (supply, wildlings)."""
    return [
        option(verb, kind, a, label=f"Destroy a {UNIT_NAMES[kind]} in {game.area_name(a)}")
        for a in places
        for kind in sorted({u.kind for u in game.state.units[a]})
    ]


def remove_units(game: BoardGame, area: str, units: list[Unit]) -> None:
    """Take units off the board (back to their pool); an emptied area forgets them."""
    here = game.state.units.get(area, [])
    for u in units:
        here.remove(u)
    if not here:
        game.state.units.pop(area, None)


def add_unit(game: BoardGame, area: str, unit: Unit) -> None:
    game.state.units.setdefault(area, []).append(unit)


def transport(game: BoardGame, house: str, origin: str) -> set[str]:
    """Land areas reachable through a chain of seas that each hold the house's ships.
    rule: board.action.march.transport
    """
    seas = [a for a in game.map.neighbours(origin) if game.map[a].is_sea and occupant(game, a) == house]
    seen, out = set(seas), set()
    while seas:
        sea = seas.pop()
        for b in game.map.neighbours(sea):
            if game.map[b].is_land:
                out.add(b)
            elif game.map[b].is_sea and b not in seen and occupant(game, b) == house:
                seen.add(b)
                seas.append(b)
    out.discard(origin)
    return out
