"""House Tyrell's cards. rules: board.cards.mace_tyrell, board.cards.ser_loras_tyrell,
board.cards.queen_of_thorns
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk

from .. import areas
from ..armies import destroy, fighting_units
from ..state import Combat, Order
from .another_card import remove_order
from .card import HouseCard, instant
from .context import opponent, protected

if TYPE_CHECKING:
    from ..game import BoardGame

HOUSE = "tyrell"


@instant
def _mace(game: BoardGame, c: Combat, house: str) -> None:
    """One of the opponent's fighting footmen is destroyed (a routed one first; not under The
    Blackfish)."""
    other = opponent(c, house)
    footmen = [u for u in fighting_units(game, c, other) if u.kind == "footman"]
    if footmen and not protected(c, other):
        footmen.sort(key=lambda u: u.routed)
        destroy(game, c, other, [footmen[0]], "Mace Tyrell's text", "board.cards.mace_tyrell")


@instant
def _loras(game: BoardGame, c: Combat, house: str) -> None:
    """After winning an attack, the March order moves into the area taken."""
    if house == c.attacker and c.winner == house and areas.occupant(game, c.area) == house:
        game.state.orders[c.area] = Order(house, c.token)
        game.record(
            "loras",
            f"Ser Loras Tyrell: the March order moves into {game.area_name(c.area)}",
            "board.cards.ser_loras_tyrell",
        )


def _queen(game: BoardGame, c: Combat, house: str) -> Walk:
    """One of the opponent's orders next to the combat goes."""
    near = [a for a in sorted(game.map.neighbours(c.area)) if a in game.state.orders]
    yield from remove_order(game, c, house, near, "queen_of_thorns", "thorns", "next to the combat", False)


CARDS = (
    HouseCard("mace_tyrell", "destroy one of the opponent's fighting footmen", immediately=_mace),
    HouseCard("ser_loras_tyrell", "attacking and winning: your March order moves into the area", after=_loras),
    HouseCard("randyll_tarly"),
    HouseCard("ser_garlan_tyrell"),
    HouseCard("margaery_tyrell"),
    HouseCard("alester_florent"),
    HouseCard("queen_of_thorns", "remove an opponent order next to the combat", immediately=_queen),
)
