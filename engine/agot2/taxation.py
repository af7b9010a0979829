"""Phases 6 and 7: standing (rule agot2.standing) and taxation (rule agot2.taxation): every
kneeling card stands; gold goes back, hands above the reserve are cut, titles go back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.leaving import discard_from_hand
from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from .effects import plot_value

if TYPE_CHECKING:
    from .game import Agot2


def stand_all(game: Agot2) -> None:
    """6.2: every kneeling card in play stands, faction cards too. rule: agot2.standing"""
    for name in game.turn_order():
        for card in game.in_play(name):
            card.kneeling = False
        game.player(name).faction_kneeling = False
    game.record("standing", "Every kneeling card stands", "agot2.standing")


def return_gold(game: Agot2) -> None:
    """7.2: gold left in every pool goes back to the treasury. rule: agot2.taxation"""
    game.state.reserve = {p: plot_value(game, p, "reserve") for p in game.turn_order()}
    for name in game.turn_order():
        gold = game.player(name).gold
        if gold:
            game.pay(name, gold)
            game.record(
                "gold-returned", f"{name} returns {gold} gold", "agot2.taxation", {"player": name, "gold": gold}
            )


def over_reserve(game: Agot2) -> bool:
    """a player holds more cards than their reserve"""
    return any(len(game.zone(p, "hand")) > plot_value(game, p, "reserve") for p in game.turn_order())


def discard_to_reserve(game: Agot2, name: str) -> Walk:
    """7.3: in player order, a hand above the plot's reserve (with modifiers) is cut to it, one card
    at a time, its owner choosing. Returns True when this player is within it. rule: agot2.taxation
    """
    hand, reserve = game.zone(name, "hand"), plot_value(game, name, "reserve")
    if len(hand) <= reserve:
        return True
    choice = yield Decision(
        name,
        f"{name}: your reserve is {reserve}: discard a card ({len(hand) - reserve} to go)",
        [option("discard", u, label=game.card(u).name) for u in hand],
        rule="agot2.taxation",
    )
    discard_from_hand(game, name, str(choice.subject), "agot2.taxation", f"reserve {reserve}")
    return len(hand) <= reserve
