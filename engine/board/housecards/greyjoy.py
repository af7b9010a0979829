"""House Greyjoy's cards. rules: board.cards.victarion_greyjoy, board.cards.balon_greyjoy,
board.cards.theon_greyjoy, board.cards.asha_greyjoy, board.cards.aeron_damphair
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option

from ..state import Combat, Unit
from .another_card import play_another
from .card import HouseCard
from .context import backed

if TYPE_CHECKING:
    from ..game import BoardGame

HOUSE = "greyjoy"


def _victarion(game: BoardGame, c: Combat, house: str, u: Unit, value: int) -> int:
    """Attacking, each of the house's ships counts 2."""
    return 2 if u.house == house == c.attacker and u.kind == "ship" else value


def _theon(game: BoardGame, c: Combat, house: str) -> int:
    """Defending a castle or stronghold area: +1 (and a sword, :func:`_theon_sword`)."""
    return int(house == c.defender and game.map[c.area].castle != "none")


def _theon_sword(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    return _theon(game, c, house), 0


def _asha(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    """Backed by no Support order: 2 swords and a fortification."""
    return (0, 0) if backed(c, house) else (2, 1)


def _aeron(game: BoardGame, c: Combat, house: str) -> Walk:
    """Aeron's house may pay 2 power to discard him and play another card."""
    if game.state.power[house] < 2 or len(game.state.hands[house]) < 2:
        return
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Aeron Damphair: pay 2 power to swap him for another card?",
        [
            Option("aeron-swap", "Pay 2 power and swap", "Aeron goes to the discard pile"),
            Option("aeron-keep", "Keep Aeron", ""),
        ],
        rule="board.cards.aeron_damphair",
    )
    if choice.verb == "aeron-swap":
        s = game.state
        s.power[house] -= 2
        s.hands[house].remove("aeron_damphair")
        s.discards[house].append("aeron_damphair")
        game.record(
            "aeron", f"{game.name(house)} pays 2 power: Aeron Damphair is discarded", "board.cards.aeron_damphair"
        )
        yield from play_another(game, c, house, "aeron_damphair", "Aeron is swapped")


CARDS = (
    HouseCard("euron_crows_eye"),
    HouseCard("victarion_greyjoy", "attacking: your ships count 2 each", unit_value=_victarion),
    HouseCard("balon_greyjoy", "the opponent's card has printed strength 0", opponent_printed_zero=True),
    HouseCard("theon_greyjoy", "defending a castle or stronghold: +1 and a sword", bonus=_theon, icons=_theon_sword),
    HouseCard("dagmar_cleftjaw"),
    HouseCard("asha_greyjoy", "if nobody backs you: 2 swords and a fortification", icons=_asha),
    HouseCard("aeron_damphair", "you may pay 2 power to swap this for another card", immediately=_aeron),
)
