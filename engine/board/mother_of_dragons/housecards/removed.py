"""House cards put out of the game for good (Khal Drogo, Viserys, Illyrio, Robert Arryn and the
card he takes). rule: mod.cards.removed
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...housecards import CARDS

if TYPE_CHECKING:
    from ...game import BoardGame


def out_of_game(game: BoardGame) -> list[str]:
    """The cards out of the game, in the order they left. rule: mod.cards.removed"""
    return game.state.cards_out


def remove_from_game(game: BoardGame, house: str, cid: str, why: str) -> None:
    """A card leaves its house's hand or discard pile for good. rule: mod.cards.removed"""
    s = game.state
    for pile in (s.hands[house], s.discards[house]):
        if cid in pile:
            pile.remove(cid)
    out_of_game(game).append(cid)
    game.record(
        "card-out",
        f"{CARDS[cid].name} leaves {game.name(house)}'s cards for the rest of the game ({why})",
        "mod.cards.removed",
        {"house": house, "card": cid},
    )
