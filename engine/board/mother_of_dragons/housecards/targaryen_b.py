"""House Targaryen's cards, set B. rules: mod.cards.daenerys_targaryen_b, mod.cards.captain_groleo,
mod.cards.rakharo, mod.cards.missandei
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from ... import areas
from ...housecards import CARDS as PRINTED
from ...housecards import HouseCard, fights, gap, opponent
from ...housecards.card import instant
from ...state import Combat, Unit

if TYPE_CHECKING:
    from ...game import BoardGame

DECK = "targaryen_b"


@instant
def _daenerys(game: BoardGame, c: Combat, house: str) -> None:
    """The opponent discards power equal to the strength gap (what it has; a vassal has none)."""
    s, other = game.state, opponent(c, house)
    n = min(s.power[other], gap(c))
    s.power[other] -= n
    game.record(
        "daenerys",
        f"Daenerys Targaryen: {game.name(other)} discards {n} power (a gap of {gap(c)})",
        "mod.cards.daenerys_targaryen_b",
    )


def _groleo(game: BoardGame, c: Combat, house: str) -> int:
    """Attacking a land area the army reached over ships (not from next door, and not a flight of
    dragons alone), one for each of the house's ships next to the area."""
    if house != c.attacker or not game.map[c.area].is_land or c.area in game.map.neighbours(c.origin):
        return 0
    if all(u.kind == "dragon" for u in c.attackers):
        return 0
    near = game.map.neighbours(c.area)
    return sum(1 for a in near for u in areas.units_of(game, a) if u.house == house and u.kind == "ship")


def _rakharo(game: BoardGame, c: Combat, house: str, u: Unit, value: int) -> int:
    """In a land area with neither a castle nor a stronghold, the house's fighting knights count 4."""
    open_land = game.map[c.area].is_land and game.map[c.area].castle == "none"
    if u.house == house and u.kind == "knight" and open_land:
        return 4 if fights(game, c, u) else value
    return value


def _missandei(game: BoardGame, c: Combat, house: str, won: bool) -> Walk:
    """Beaten by 2 or less, Missandei's house may take one discarded card back into its hand."""
    if won or gap(c) > 2:
        return
    s = game.state
    pile = [cid for cid in s.discards[house] if cid != "missandei"]
    if not pile:
        return
    options = [
        option("missandei", cid, label=f"Take back {PRINTED[cid].name} ({PRINTED[cid].strength})") for cid in pile
    ]
    options.append(option("missandei-none", label="Take nothing back"))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Missandei: lost by {gap(c)}: take a discarded card back into your hand?",
        options,
        rule="mod.cards.missandei",
    )
    if choice.verb != "missandei":
        return
    cid = str(choice.subject)
    s.discards[house].remove(cid)
    s.hands[house].append(cid)
    game.record("missandei", f"Missandei: {game.name(house)} takes back {PRINTED[cid].name}", "mod.cards.missandei")


CARDS = (
    HouseCard(
        "daenerys_targaryen_b",
        "after the combat the opponent discards power equal to the strength gap",
        after=_daenerys,
    ),
    HouseCard("daario_naharis"),
    HouseCard("gray_worm"),
    HouseCard("strong_belwas"),
    HouseCard(
        "captain_groleo", "attacking a land area over ships: +1 for each of your ships next to it", bonus=_groleo
    ),
    HouseCard(
        "rakharo",
        "in a land area without a castle or stronghold, your fighting knights count 4 each",
        unit_value=_rakharo,
    ),
    HouseCard(
        "missandei",
        "losing by 2 or less: you may take another card back from your discard pile",
        outcome=_missandei,
    ),
)
