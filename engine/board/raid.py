"""Resolving Raid orders, one per house at a time in turn order. rule: board.action.raid"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from .orders import TOKENS
from .state import Order

if TYPE_CHECKING:
    from .game import BoardGame


def resolves_in(order: Order, step: str) -> bool:
    """Whether an order is resolved in a step of the Action phase (raid, march, consolidate_power):
    a vassal's Raid/Support once its lord kept it as a Support no longer raids; the Iron Bank order
    and a vassal's Defense/Muster are resolved with the Consolidate Power orders.
    rules: board.action, mod.vassals.tokens, mod.sea-orders.bank
    """
    t = TOKENS[order.token]
    if step == "raid":
        return t.kind == "raid" and not order.kept
    if step == "consolidate_power":
        return t.kind in ("consolidate_power", "iron_bank") or t.also == "muster"
    return t.kind == step


def orders_of(game: BoardGame, house: str, step: str) -> list[str]:
    """The areas holding a house's orders resolved in a step."""
    return [a for a, o in game.state.orders.items() if o.house == house and resolves_in(o, step)]


def any_left(game: BoardGame, step: str) -> bool:
    return any(resolves_in(o, step) for o in game.state.orders.values())


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
    barred = game.why_not_raid(raider.house, order.house)
    if barred:
        return barred
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
        if TOKENS[s.orders[area].token].also == "support":
            options.append(
                option(
                    "keep-support",
                    area,
                    label=f"Keep the token in {game.area_name(area)} as a Support +1",
                    explain="it does not raid; it can back a combat next to it",
                )
            )
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
    if choice.verb == "keep-support":
        s.orders[area].kept = True
        game.record(
            "raid-kept",
            f"{game.name(house)} keeps its Raid/Support in {game.area_name(area)} as a Support",
            "mod.vassals.tokens",
        )
        return
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
