"""House Lannister's cards. rules: board.cards.tywin_lannister, board.cards.ser_kevan_lannister,
board.cards.tyrion_lannister, board.cards.cersei_lannister
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option

from ..state import Combat, Unit
from .another_card import play_another, remove_order
from .card import HouseCard, instant
from .context import opponent
from .registry import CARDS as PRINTED

if TYPE_CHECKING:
    from ..game import BoardGame

HOUSE = "lannister"


@instant
def _tywin(game: BoardGame, c: Combat, house: str, won: bool) -> None:
    """Winning, Tywin's house gains 2 power."""
    if won:
        n = game.gain_power(house, 2)
        game.record("tywin", f"Tywin Lannister: {game.name(house)} gains {n} power", "board.cards.tywin_lannister")


def _kevan(game: BoardGame, c: Combat, house: str, u: Unit, value: int) -> int:
    """Attacking, each of the house's footmen counts 2."""
    return 2 if u.house == house == c.attacker and u.kind == "footman" else value


def _tyrion(game: BoardGame, c: Combat, house: str) -> Walk:
    """Tyrion may send the opponent's card back: it plays another."""
    other = opponent(c, house)
    target = c.cards.get(other)
    if not target:
        return
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Tyrion Lannister: send {PRINTED[target].name} back to {game.name(other)}'s hand?",
        [
            Option("tyrion-cancel", "Send it back", "they must play another card"),
            Option("tyrion-keep", "Let it stand", ""),
        ],
        rule="board.cards.tyrion_lannister",
    )
    if choice.verb == "tyrion-cancel":
        game.record("tyrion", f"Tyrion Lannister sends {PRINTED[target].name} back", "board.cards.tyrion_lannister")
        yield from play_another(game, c, other, target, f"Tyrion sent {PRINTED[target].name} back")


def _cersei(game: BoardGame, c: Combat, house: str, won: bool) -> Walk:
    """Winning, Cersei's house may remove one of the opponent's orders anywhere."""
    if won:
        yield from remove_order(
            game, c, house, sorted(game.state.orders), "cersei_lannister", "cersei", "anywhere", True
        )


CARDS = (
    HouseCard("tywin_lannister", "if you win, gain 2 power", outcome=_tywin),
    HouseCard("ser_gregor_clegane"),
    HouseCard("ser_jaime_lannister"),
    HouseCard("the_hound"),
    HouseCard("ser_kevan_lannister", "attacking: your footmen count 2 each", unit_value=_kevan),
    HouseCard(
        "tyrion_lannister",
        "you may send the opponent's card back; they play another",
        cancels=True,
        immediately=_tyrion,
    ),
    HouseCard("cersei_lannister", "if you win, remove one of the opponent's orders", outcome=_cersei),
)
