"""Resolving Raid orders, one per house at a time in turn order. rule: board.action.raid"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from .orders import TOKENS

if TYPE_CHECKING:
    from .game import BoardGame


def orders_of(game: BoardGame, house: str, kind: str) -> list[str]:
    """The areas holding a house's orders of one kind."""
    return [a for a, o in game.state.orders.items() if o.house == house and TOKENS[o.token].kind == kind]


def any_left(game: BoardGame, kind: str) -> bool:
    return any(TOKENS[o.token].kind == kind for o in game.state.orders.values())


def reach(game: BoardGame, raid_area: str, target: str) -> str:
    """Why a Raid in one area cannot reach another ('' if it can). rule: board.action.raid"""
    here, there = game.map[raid_area], game.map[target]
    if not game.map.adjacent(raid_area, target):
        return "a Raid reaches only an adjacent area"
    if here.is_land and not there.is_land:
        return "a Raid on land reaches only land areas"
    if here.is_port and target != here.sea:
        return "a Raid in a port reaches only the port's sea"
    return ""


def why_not(game: BoardGame, raid_area: str, target: str) -> str:
    """Why this Raid may not remove the order in ``target`` ('' if it may). rule: board.action.raid"""
    s = game.state
    raider, order = s.orders[raid_area], s.orders[target]
    token = TOKENS[order.token]
    if order.house == raider.house:
        return "you cannot raid your own order"
    if token.kind == "march":
        return "a Raid never removes a March order"
    if token.kind == "defense" and not TOKENS[raider.token].star:
        return "only a Raid ★ removes a Defense order"
    return reach(game, raid_area, target)


def resolve(game: BoardGame, house: str) -> Walk:
    """Resolve one of your Raid orders: remove it and, if you like, one enemy order it reaches.
    rule: board.action.raid
    """
    s = game.state
    player = game.player_of(house)
    mine = orders_of(game, house, "raid")
    if not mine:
        return
    options, refused = [], []
    for area in mine:
        options.append(option("raid", area, label=f"Raid from {game.area_name(area)}: remove it, raid nothing"))
        for target in sorted(game.map.neighbours(area)):
            if target not in s.orders or s.orders[target].house == house:
                continue
            o = option(
                "raid",
                area,
                target,
                label=f"Raid from {game.area_name(area)} on {TOKENS[s.orders[target].token].label} "
                f"in {game.area_name(target)}",
            )
            why = why_not(game, area, target)
            (refused.append(o.refused(why, "board.action.raid")) if why else options.append(o))
    choice = yield Decision(player, f"{game.name(house)}: resolve a Raid order", options, refused, "board.action.raid")
    area = str(choice.subject)
    del s.orders[area]
    if not choice.targets:
        game.record("raid", f"{game.name(house)} removes its Raid in {game.area_name(area)}", "board.action.raid")
        return
    target = str(choice.target)
    victim = s.orders.pop(target)
    game.record(
        "raid",
        f"{game.name(house)} raids from {game.area_name(area)}: {game.name(victim.house)}'s "
        f"{TOKENS[victim.token].label} in {game.area_name(target)} is removed",
        "board.action.raid",
        {"house": house, "area": area, "target": target},
    )
    if TOKENS[victim.token].kind == "consolidate_power":
        gained = game.gain_power(house, 1)
        lost = min(1, s.power[victim.house])
        s.power[victim.house] -= lost
        game.record(
            "pillage",
            f"Raiding a Consolidate Power order: {game.name(house)} gains {gained} power, "
            f"{game.name(victim.house)} discards {lost}",
            "board.action.raid",
        )
