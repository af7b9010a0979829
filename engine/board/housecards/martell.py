"""House Martell's cards. rules: board.cards.arianne_martell, board.cards.nymeria_sand,
board.cards.doran_martell
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from .. import tracks
from ..state import Combat
from .card import HouseCard, instant
from .context import opponent

if TYPE_CHECKING:
    from ..game import BoardGame

HOUSE = "martell"


@instant
def _arianne(game: BoardGame, c: Combat, house: str, won: bool) -> None:
    """Defending and losing: the attackers go back where they came from."""
    if not won and house == c.defender:
        c.stay_out = True
        game.record(
            "arianne", "Arianne Martell: the attackers stay where they came from", "board.cards.arianne_martell"
        )


def _nymeria(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    """A sword attacking, a fortification defending."""
    return (1, 0) if house == c.attacker else (0, 1)


def _doran(game: BoardGame, c: Combat, house: str) -> Walk:
    """The opponent goes to the bottom of the track Doran's house picks."""
    other = opponent(c, house)
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Doran Martell: move {game.name(other)} to the bottom of which track?",
        [option("doran", t, label=f"The {tracks.TRACK_NAMES[t]} track") for t in tracks.TRACKS],
        rule="board.cards.doran_martell",
    )
    tracks.move_to(game, other, str(choice.subject), "bottom", "Doran Martell's text", "board.cards.doran_martell")


CARDS = (
    HouseCard("the_red_viper"),
    HouseCard("areo_hotah"),
    HouseCard("darkstar"),
    HouseCard("obara_sand"),
    HouseCard("arianne_martell", "defending and losing: the attackers stay where they came from", outcome=_arianne),
    HouseCard("nymeria_sand", "a sword when attacking, a fortification when defending", icons=_nymeria),
    HouseCard("doran_martell", "the opponent drops to the bottom of a track you pick", immediately=_doran),
)
