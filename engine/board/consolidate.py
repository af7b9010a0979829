"""Resolving Consolidate Power orders: power from crowns, or (a star order in a castle area)
mustering there instead. rules: board.action.consolidate, board.action.consolidate.star
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from . import areas, muster
from .orders import TOKENS
from .raid import orders_of

if TYPE_CHECKING:
    from .game import BoardGame


def income(game: BoardGame, area: str, house: str) -> int:
    """What a Consolidate Power order yields: on land 1 and a token per crown; in a port 1 unless
    enemy ships are in its sea; at sea nothing. rule: board.action.consolidate
    """
    a = game.map[area]
    if a.is_land:
        return 1 + game.area_icons(area).crowns
    if a.is_port and areas.occupant(game, a.sea or "") in (None, house):
        return 1
    return 0


def resolve(game: BoardGame) -> Walk:
    """Resolve one of your Consolidate Power orders. rules: board.action.consolidate,
    board.action.consolidate.star
    """
    s = game.state
    house = game.active
    player = game.player_of(house)
    mine = orders_of(game, house, "consolidate_power")
    if not mine:
        return
    options = []
    for a in mine:
        token = TOKENS[s.orders[a].token]
        special = game.consolidate_option(house, a)
        if special is not None:
            options.append(special)
        elif token.also == "muster":
            options.append(option("muster-here", a, label=f"Muster in {game.area_name(a)} (Defense/Muster)"))
            options.append(option("muster-skip", a, label=f"Leave the Defense/Muster in {game.area_name(a)} unused"))
            continue
        else:
            options.append(
                option("consolidate", a, label=f"Consolidate Power in {game.area_name(a)}: +{income(game, a, house)}")
            )
        if token.star and game.area_icons(a).has_castle:
            options.append(option("muster-here", a, label=f"Muster in {game.area_name(a)} instead (★)"))
    choice = yield Decision(
        player, f"{game.name(house)}: resolve a Consolidate Power order", options, rule="board.action.consolidate"
    )
    area = str(choice.subject)
    del s.orders[area]
    if choice.verb not in ("consolidate", "muster-here", "muster-skip"):
        yield from game.resolve_consolidate_option(house, area, choice)
        game.after_control_change()
        return
    if choice.verb == "muster-skip":
        game.record(
            "muster-skip", f"{game.name(house)} does not muster in {game.area_name(area)}", "mod.vassals.muster-order"
        )
        return
    if choice.verb == "muster-here" and not game.map[area].is_land:
        game.record(
            "muster-port",
            f"A Defense/Muster in a port ({game.area_name(area)}) musters nothing",
            "mod.vassals.muster-order",
        )
        return
    if choice.verb == "muster-here":
        game.record(
            "consolidate-muster",
            f"{game.name(house)} musters in {game.area_name(area)}",
            "board.action.consolidate.star",
        )
        muster.begin(game, house, only=area)
        return
    gained = game.gain_power(house, income(game, area, house))
    game.record(
        "consolidate",
        f"{game.name(house)} consolidates power in {game.area_name(area)}: +{gained}",
        "board.action.consolidate",
        {"house": house, "area": area, "gained": gained},
    )
