"""House Targaryen's cards, set A. rules: mod.cards.khal_drogo, mod.cards.xaro_xhoan_daxos,
mod.cards.daenerys_targaryen_a, mod.cards.viserys_targaryen, mod.cards.illyrio_mopatis
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from ...armies import fighting_units
from ...housecards import CARDS as PRINTED
from ...housecards import HouseCard, fights, gap, mark, marks, opponent, text
from ...housecards.card import instant
from ...state import Combat, Unit
from .removed import remove_from_game

if TYPE_CHECKING:
    from ...game import BoardGame

DECK = "targaryen_a"


def _knights(game: BoardGame, c: Combat, house: str) -> int:
    """Khal Drogo: the house's knights that fight (routed ones do not); each is +1 and a sword."""
    return sum(1 for u in fighting_units(game, c, house) if u.kind == "knight" and not u.routed)


def _knight_swords(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    return _knights(game, c, house), 0


@instant
def _drogo_goes(game: BoardGame, c: Combat, house: str) -> None:
    """Khal Drogo is used once: after his combat he leaves the game."""
    remove_from_game(game, house, "khal_drogo", "Khal Drogo is played only once")


def _more_ships(game: BoardGame, c: Combat, house: str) -> bool:
    def ships(h: str) -> int:
        return sum(1 for u in fighting_units(game, c, h) if u.kind == "ship")

    return ships(house) > ships(opponent(c, house))


def _xaro(game: BoardGame, c: Combat, house: str, u: Unit, value: int) -> int:
    """With more ships in the fight than the opponent, each of the house's fighting ships counts 2."""
    if u.house == house and u.kind == "ship" and _more_ships(game, c, house):
        return 2 if fights(game, c, u) else value
    return value


def _daenerys(game: BoardGame, c: Combat, house: str) -> int:
    """+2 when a dragon fights on either side."""
    dragon = any(u.kind == "dragon" for h in (c.attacker, c.defender) for u in fighting_units(game, c, h))
    return 2 * dragon


def _viserys(game: BoardGame, c: Combat, house: str) -> Walk:
    """Viserys' house may discard a card from its hand; its printed strength is added
    (:func:`_viserys_bonus`)."""
    s = game.state
    others = [cid for cid in s.hands[house] if cid != "viserys_targaryen"]
    if not others:
        return
    options = [
        option("viserys", cid, label=f"Discard {PRINTED[cid].name}: +{PRINTED[cid].strength}", explain=text(cid))
        for cid in others
    ]
    options.append(option("viserys-none", label="Discard nothing"))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Viserys Targaryen: discard a card from your hand to add its printed strength?",
        options,
        rule="mod.cards.viserys_targaryen",
    )
    if choice.verb != "viserys":
        return
    cid = str(choice.subject)
    s.hands[house].remove(cid)
    s.discards[house].append(cid)
    mark(c, house, "viserys_targaryen", cid)
    game.record(
        "viserys",
        f"Viserys Targaryen: {game.name(house)} discards {PRINTED[cid].name} for +{PRINTED[cid].strength}",
        "mod.cards.viserys_targaryen",
    )


def _viserys_bonus(game: BoardGame, c: Combat, house: str) -> int:
    return sum(PRINTED[d].strength for d in marks(c, house, "viserys_targaryen"))


@instant
def _viserys_lost(game: BoardGame, c: Combat, house: str, won: bool) -> None:
    """Losing, Viserys leaves the game."""
    if not won:
        remove_from_game(game, house, "viserys_targaryen", "Viserys Targaryen lost his combat")


@instant
def _illyrio(game: BoardGame, c: Combat, house: str) -> None:
    """Illyrio's house gains power equal to the strength gap; then, with 5 or more power, he goes."""
    n = game.gain_power(house, gap(c))
    game.record(
        "illyrio",
        f"Illyrio Mopatis: {game.name(house)} gains {n} power (a gap of {gap(c)})",
        "mod.cards.illyrio_mopatis",
    )
    if game.state.power[house] >= 5:
        remove_from_game(game, house, "illyrio_mopatis", f"{game.name(house)} holds 5 power or more")


CARDS = (
    HouseCard(
        "khal_drogo",
        "+1 and a sword for each of your knights in the fight; after the combat this card leaves the game",
        bonus=_knights,
        icons=_knight_swords,
        after=_drogo_goes,
    ),
    HouseCard("arstan_whitebeard"),
    HouseCard(
        "xaro_xhoan_daxos",
        "with more ships in the fight than the opponent, each of your fighting ships counts 2",
        unit_value=_xaro,
    ),
    HouseCard("ser_jorah_mormont"),
    HouseCard("daenerys_targaryen_a", "+2 if a dragon is in the fight", bonus=_daenerys),
    HouseCard(
        "viserys_targaryen",
        "you may discard a card from your hand and add its printed strength; if you lose, this card leaves the game",
        immediately=_viserys,
        bonus=_viserys_bonus,
        outcome=_viserys_lost,
    ),
    HouseCard(
        "illyrio_mopatis",
        "after the combat gain power equal to the strength gap; then, holding 5 or more "
        "power, this card leaves the game",
        after=_illyrio,
    ),
)
