"""House Stark's cards. rules: board.cards.robb_stark, board.cards.roose_bolton,
board.cards.the_blackfish, board.cards.catelyn_stark
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Combat
from .card import HouseCard, instant

if TYPE_CHECKING:
    from ..game import BoardGame

HOUSE = "stark"


@instant
def _robb(game: BoardGame, c: Combat, house: str, won: bool) -> None:
    """Winning, Robb's house chooses where the loser retreats."""
    if won:
        c.retreat_by = house
        game.record("robb", "Robb Stark: the winner chooses where the loser retreats", "board.cards.robb_stark")


def _roose(game: BoardGame, c: Combat, house: str) -> None:
    """Beaten, Roose's house takes back every discarded card, Roose too."""
    s = game.state
    s.hands[house] += s.discards[house]
    s.discards[house] = []
    game.record(
        "roose", f"Roose Bolton: {game.name(house)} takes back every discarded card", "board.cards.roose_bolton"
    )


CARDS = (
    HouseCard("eddard_stark"),
    HouseCard("robb_stark", "if you win, you choose where the loser retreats", outcome=_robb),
    HouseCard(
        "roose_bolton",
        "if you lose, take back every discarded house card, this one too",
        before_refresh_if_lost=_roose,
    ),
    HouseCard("greatjon_umber"),
    HouseCard("ser_rodrick_cassel"),
    HouseCard("the_blackfish", "you lose no units to swords or card texts", no_losses=True),
    HouseCard("catelyn_stark", "your Defense order here counts double", defense_factor=2),
)
