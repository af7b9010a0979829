"""Phases 6 and 7: standing (rule agot2.standing) and taxation (rule agot2.taxation): every
kneeling card stands; gold goes back, hands above the reserve are cut, titles go back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.leaving import discard_from_hand
from engine.cardgame.names import card_name
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import effects
from .effects import plot_value

if TYPE_CHECKING:
    from .game import Agot2


def stand_all(game: Agot2) -> Walk:
    """6.2: every kneeling card in play stands, faction cards too; where a card caps the characters
    each player stands, each player picks which of theirs stand. rule: agot2.standing
    """
    cap = effects.stand_limit(game)
    for name in game.turn_order():
        kneeling = [c.uid for c in game.characters(name) if c.kneeling]
        keep = set()
        if cap is not None and len(kneeling) > cap:
            keep = set(kneeling) - set((yield from _pick_standing(game, name, kneeling, cap)))
        for card in game.in_play(name):
            if card.uid not in keep:
                game.stand(card.uid)
        game.player(name).faction_kneeling = False
    game.record(
        "standing",
        "Every kneeling card stands" + (f" (at most {cap} characters each)" if cap else ""),
        "agot2.standing",
    )
    yield from game.settle()


def _pick_standing(game: Agot2, name: str, kneeling: list[str], cap: int) -> Walk:
    """The player picks up to ``cap`` of their kneeling characters to stand. rule: agot2.standing"""
    chosen: list[str] = []
    while len(chosen) < cap:
        left = [u for u in kneeling if u not in chosen]
        choice = yield Decision(
            name,
            f"{name}: choose a character to stand ({len(chosen)} of at most {cap})",
            [option("stand", u, label=card_name(game, u)) for u in left] + [Option("done", "Stand no more")],
            rule="agot2.standing",
        )
        if choice.verb == "done":
            break
        chosen.append(str(choice.subject))
    return chosen


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
        [option("discard", u, label=card_name(game, u)) for u in hand],
        rule="agot2.taxation",
    )
    discard_from_hand(game, name, str(choice.subject), "agot2.taxation", f"reserve {reserve}")
    return len(hand) <= reserve
