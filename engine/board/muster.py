"""Mustering: each castle area gives points (a stronghold 2) spent on new units there, or on
turning footmen into knights or siege engines. rules: board.muster, board.action.consolidate.star
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import areas
from .areas import UNIT_NAMES
from .data import components
from .state import Muster, Unit

if TYPE_CHECKING:
    from .game import BoardGame


def begin(game: BoardGame, house: str, only: str | None = None) -> None:
    """Start a house's mustering: the points of every castle area it controls (or only one)."""
    places = [only] if only else [a for a in game.castle_areas if areas.controller(game, a) == house]
    if not only:
        places = game.muster_places(house, places)
    places = [a for a in places if a not in game.state.blocked]
    game.state.muster = Muster(house, {a: game.area_icons(a).muster_points for a in places}, only)


def begin_turn(game: BoardGame) -> None:
    """The active house's turn to muster (a Mustering card). rule: board.muster"""
    begin(game, game.active)


def mustering(game: BoardGame) -> bool:
    """a house is mustering"""
    return game.state.muster is not None


def ship_places(game: BoardGame, house: str, area: str) -> list[str]:
    """Where a ship mustered in a castle area may go: its port, or an adjacent sea free of enemy ships."""
    out = []
    port = game.map.port(area)
    if port and port not in game.state.blocked:
        out.append(port)
    for a in sorted(game.map.neighbours(area)):
        if game.map[a].is_sea and areas.occupant(game, a) in (None, house):
            out.append(a)
    return out


def _cost(kind: str) -> int:
    return components().unit_types[kind]["muster_cost"]


def _upgrade(kind: str) -> int:
    return components().unit_types[kind]["upgrade_from_footman_cost"]


def choices(game: BoardGame) -> tuple[list[Option], list]:
    """Every legal muster now, and the refused ones with their reasons."""
    m = game.state.muster
    assert m is not None
    options, refused = [], []
    for area, points in sorted(m.points.items()):
        if points <= 0:
            continue
        name = game.area_name(area)
        for kind in ("footman", "knight", "siege_engine", "ship"):
            places = ship_places(game, m.house, area) if kind == "ship" else [area]
            for place in places:
                o = option(
                    "muster",
                    kind,
                    place,
                    area,
                    label=f"{UNIT_NAMES[kind].capitalize()} in {game.area_name(place)} ({_cost(kind)} from {name})",
                )
                why = _refuse(game, m.house, kind, place, _cost(kind), points)
                (refused.append(o.refused(why, "board.muster")) if why else options.append(o))
        if any(u.kind == "footman" for u in areas.units_of(game, area)):
            for kind in ("knight", "siege_engine"):
                o = option(
                    "upgrade", kind, area, label=f"Footman in {name} becomes a {UNIT_NAMES[kind]} ({_upgrade(kind)})"
                )
                why = "" if areas.pool(game, m.house, kind) > 0 else f"no {UNIT_NAMES[kind]} is left in your pool"
                if not why and _upgrade(kind) > points:
                    why = f"{name} has only {points} point(s) left"
                (refused.append(o.refused(why, "board.muster")) if why else options.append(o))
    options.append(Option("muster-done", "Done mustering", "points not spent are lost"))
    return options, refused


def _refuse(game: BoardGame, house: str, kind: str, place: str, cost: int, points: int) -> str:
    if cost > points:
        return f"it costs {cost} and only {points} point(s) are left there"
    if areas.pool(game, house, kind) <= 0:
        return f"no {UNIT_NAMES[kind]} is left in your pool"
    if game.map[place].is_port and len(areas.units_of(game, place)) >= 3:
        return "a port holds at most 3 ships"
    if not areas.within_supply(game, house, {place: 1}):
        return "one more unit there would break your supply limit"
    return ""


def pick(game: BoardGame) -> Walk:
    """Muster one unit or upgrade one footman, or stop. rule: board.muster"""
    m = game.state.muster
    assert m is not None
    with game.reading():  # the pool and the armies counted once for every choice
        options, refused = choices(game)
    if len(options) == 1:
        return _done(game)
    choice = yield Decision(
        game.player_of(m.house),
        f"{game.name(m.house)}: muster ({', '.join(f'{game.area_name(a)} {p}' for a, p in m.points.items() if p > 0)})",
        options,
        refused,
        "board.muster",
    )
    if choice.verb == "muster-done":
        return _done(game)
    kind, place = str(choice.subject), str(choice.targets[0])
    source = str(choice.targets[-1])
    if choice.verb == "muster":
        m.points[source] -= _cost(kind)
        areas.add_unit(game, place, Unit(m.house, kind))
        what = f"musters a {UNIT_NAMES[kind]} in {game.area_name(place)}"
    else:
        m.points[source] -= _upgrade(kind)
        unit = next(u for u in areas.units_of(game, place) if u.kind == "footman")
        unit.kind = kind
        what = f"turns a footman in {game.area_name(place)} into a {UNIT_NAMES[kind]}"
    game.record(
        "muster", f"{game.name(m.house)} {what}", "board.muster", {"house": m.house, "area": place, "kind": kind}
    )
    return False


def _done(game: BoardGame) -> bool:
    game.state.muster = None
    return True
