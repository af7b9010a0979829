"""Sea orders: each house's extra order tokens for its ships, the Iron Bank order only while the bank
is in play, and sea orders on land taken off before the Action phase. rules: mod.sea-orders,
mod.sea-orders.bank
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..orders import HOUSE_TOKENS, SEA_TOKENS, TOKENS, Token

if TYPE_CHECKING:
    from ..game import BoardGame


def house_tokens(game: BoardGame) -> list[Token]:
    """A house's order tokens with the sea orders; the Iron Bank order only while the bank is in
    play. rule: mod.sea-orders.bank
    """
    tokens = (HOUSE_TOKENS | SEA_TOKENS).values()
    return [t for t in tokens if t.kind != "iron_bank" or game.state.bank]


def clear_sea_orders(game: BoardGame) -> None:
    """Before the Action phase, sea orders on land areas leave the board unresolved.
    rule: mod.sea-orders
    """
    s = game.state
    for area in [a for a, o in s.orders.items() if TOKENS[o.token].sea and game.map[a].is_land]:
        order = s.orders.pop(area)
        game.record(
            "sea-order-removed",
            f"{game.name(order.house)}'s {TOKENS[order.token].label} on land ({game.area_name(area)}) is removed",
            "mod.sea-orders",
        )
