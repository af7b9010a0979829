"""Ports taken with their land area: ships of another house in the port are destroyed, and the new
holder may put its own there. rules: board.ports.capture, board.pitfalls.ports
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from . import areas
from .state import Unit

if TYPE_CHECKING:
    from .game import BoardGame


def settle_ports(game: BoardGame) -> dict[str, int]:
    """Ships in a port whose land area another house (or nobody) now controls are destroyed;
    returns how many, by port. rules: board.ports.capture, board.pitfalls.ports
    """
    s = game.state
    lost = {}
    for land, port in game.map.port_of_land.items():
        ships = s.units.get(port)
        if ships and areas.controller(game, land) != ships[0].house:
            game.record(
                "ships-lost",
                f"{game.name(ships[0].house)} loses {areas.describe(ships)} in {game.area_name(port)}: "
                f"it no longer holds {game.area_name(land)}",
                "board.ports.capture",
            )
            lost[port] = len(ships)
            areas.remove_units(game, port, list(ships))
            s.orders.pop(port, None)
    return lost


def port_captured(game: BoardGame) -> bool:
    """a house took a land area whose port held another house's ships"""
    return bool(game.state.captured)


def replace_ships(game: BoardGame) -> Walk:
    """The new holder of a captured port may put up to as many of its own ships there as were
    destroyed (from its pool, within supply). rule: board.ports.capture
    """
    s = game.state
    port, n = next(iter(s.captured.items()))
    del s.captured[port]
    house = areas.controller(game, game.map[port].port_of or "")
    if house is None:
        return not s.captured
    most = min(n, areas.pool(game, house, "ship"))
    while most and not areas.within_supply(game, house, {port: most}):
        most -= 1
    if not most:
        return not s.captured
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: put your own ships in {game.area_name(port)}?",
        [
            option("port-ships", port, label=f"Put {k} ship(s) there", amount=k, id=f"port-ships:{k}")
            for k in range(most + 1)
        ],
        rule="board.ports.capture",
    )
    for _ in range(choice.amount or 0):
        areas.add_unit(game, port, Unit(house, "ship"))
    if choice.amount:
        what = f"{game.name(house)} puts {choice.amount} ship(s) in {game.area_name(port)}"
        game.record("port-ships", what, "board.ports.capture")
    return not s.captured
