"""House Baratheon's cards. rules: board.cards.stannis_baratheon, board.cards.renly_baratheon,
board.cards.ser_davos_seaworth, board.cards.salladhor_saan, board.cards.patchface
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from .. import areas, tracks
from ..armies import fighting_units
from ..state import Combat, Unit
from .card import HouseCard
from .context import opponent
from .refresh import refresh
from .registry import CARDS as PRINTED

if TYPE_CHECKING:
    from ..game import BoardGame

HOUSE = "baratheon"


def _stannis(game: BoardGame, c: Combat, house: str) -> int:
    """+1 when the opponent is above the house on the Iron Throne track."""
    return int(tracks.above(game, opponent(c, house), house, "iron_throne"))


def _renly(game: BoardGame, c: Combat, house: str, won: bool) -> Walk:
    """Winning, the house may turn one of its own footmen, fighting or backing, into a knight."""
    if not won or areas.pool(game, house, "knight") < 1:
        return

    def footman(u: Unit) -> bool:
        return u.kind == "footman" and u.house == house  # only his own footmen, not a supporter's

    places = ["here"] if any(footman(u) for u in fighting_units(game, c, house)) else []
    places += [a for a, h in c.support.items() if h == house and any(footman(u) for u in areas.units_of(game, a))]
    if not places:
        return
    options = [
        option("renly", a, label=f"Upgrade a footman {'in the combat' if a == 'here' else 'in ' + game.area_name(a)}")
        for a in places
    ]
    options.append(Option("renly-none", "Upgrade nothing", ""))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Renly Baratheon: turn a footman into a knight?",
        options,
        rule="board.cards.renly_baratheon",
    )
    if choice.verb != "renly":
        return
    where = str(choice.subject)
    units = fighting_units(game, c, house) if where == "here" else areas.units_of(game, where)
    unit = next(u for u in units if footman(u))
    unit.kind = "knight"
    game.record("renly", "Renly Baratheon: a footman becomes a knight", "board.cards.renly_baratheon")


def _davos(game: BoardGame, c: Combat, house: str) -> int:
    """+1 (and a sword, :func:`_davos_sword`) when Stannis is in the house's discard pile."""
    return int("stannis_baratheon" in game.state.discards[house])


def _davos_sword(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    return _davos(game, c, house), 0


def _salladhor(game: BoardGame, c: Combat, house: str, u: Unit, value: int) -> int:
    """Backed by a Support order: other houses' ships count 0."""
    return 0 if u.kind == "ship" and u.house != house and house in c.support.values() else value


def _patchface(game: BoardGame, c: Combat, house: str) -> Walk:
    """After the combat, the house discards one card of its choice from the opponent's hand."""
    s, other = game.state, opponent(c, house)
    hand = s.hands[other]
    if not hand:
        return
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Patchface: discard one card from {game.name(other)}'s hand",
        [option("patchface", cid, label=f"Discard {PRINTED[cid].name} ({PRINTED[cid].strength})") for cid in hand],
        rule="board.cards.patchface",
    )
    gone = str(choice.subject)
    hand.remove(gone)
    s.discards[other].append(gone)
    game.record("patchface", f"Patchface: {game.name(other)} discards {PRINTED[gone].name}", "board.cards.patchface")
    if not hand and other not in s.vassals:
        refresh(game, other, keep_out=gone)


CARDS = (
    HouseCard("stannis_baratheon", "+1 if the opponent is above you on the Iron Throne", bonus=_stannis),
    HouseCard("renly_baratheon", "if you win, you may turn one of your footmen here into a knight", outcome=_renly),
    HouseCard(
        "ser_davos_seaworth",
        "+1 and a sword if Stannis is in your discard pile",
        bonus=_davos,
        icons=_davos_sword,
    ),
    HouseCard("brienne_of_tarth"),
    HouseCard("salladhor_saan", "if you are backed, other houses' ships count 0", unit_value=_salladhor),
    HouseCard("melisandre"),
    HouseCard(
        "patchface",
        "after the combat, look at the opponent's hand and discard one card of it",
        after=_patchface,
    ),
)
