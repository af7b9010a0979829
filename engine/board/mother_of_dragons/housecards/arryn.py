"""House Arryn's cards. rules: mod.cards.lysa_arryn_mod, mod.cards.ser_vardis_egen,
mod.cards.godric_borrell, mod.cards.anya_waynwood, mod.cards.robert_arryn
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from ... import areas, tracks
from ...housecards import CARDS as PRINTED
from ...housecards import HouseCard, mark, marks, opponent
from ...housecards.card import instant
from ...orders import TOKENS
from ...state import Combat
from .removed import remove_from_game

if TYPE_CHECKING:
    from ...game import BoardGame

DECK = "arryn"


def _own_defense(game: BoardGame, c: Combat, house: str) -> bool:
    order = game.state.orders.get(c.area)
    return house == c.defender and order is not None and order.house == house and TOKENS[order.token].acts_as("defense")


def _lysa(game: BoardGame, c: Combat, house: str, won: bool) -> Walk:
    """Winning with its own Defense order in the area, the house may keep Lysa in its hand instead of
    discarding her (done at the clean-up, :func:`_lysa_back`)."""
    if not won or not _own_defense(game, c, house):
        return
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Lysa Arryn: keep her in your hand instead of discarding her?",
        [
            option("lysa-keep", label="Keep Lysa Arryn in hand", explain="she may be played again"),
            option("lysa-discard", label="Discard her as usual"),
        ],
        rule="mod.cards.lysa_arryn_mod",
    )
    if choice.verb == "lysa-keep":
        mark(c, house, "lysa_arryn_mod", "keep")


def _lysa_back(game: BoardGame, c: Combat, house: str) -> None:
    """Kept, Lysa goes back to the hand between the discarding and the refresh."""
    s, cid = game.state, "lysa_arryn_mod"
    if "keep" in marks(c, house, cid) and cid in s.discards[house]:
        s.discards[house].remove(cid)
        s.hands[house].append(cid)
        game.record("lysa", f"Lysa Arryn goes back to {game.name(house)}'s hand", "mod.cards.lysa_arryn_mod")


def _weak_opponent(c: Combat, house: str) -> bool:
    """Ser Vardis Egen: the opponent's card is printed with strength 2 or less."""
    theirs = c.cards.get(opponent(c, house))
    return theirs is not None and PRINTED[theirs].strength <= 2


def _vardis(game: BoardGame, c: Combat, house: str) -> int:
    """+1 against a card printed 2 or weaker (and 2 fortifications, :func:`_vardis_forts`)."""
    return int(_weak_opponent(c, house))


def _vardis_forts(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    return 0, 2 if _weak_opponent(c, house) else 0


def _godric(game: BoardGame, c: Combat, house: str) -> int:
    """Defending a sea, one for each land area next to it that the house controls."""
    if house != c.defender or not game.map[c.area].is_sea:
        return 0
    near = game.map.neighbours(c.area)
    return sum(1 for a in near if game.map[a].is_land and areas.controller(game, a) == house)


def _backed_by(game: BoardGame, c: Combat, backer: str, house: str) -> bool:
    return any(
        backed == house and a in game.state.orders and game.state.orders[a].house == backer
        for a, backed in c.support.items()
    )


@instant
def _anya(game: BoardGame, c: Combat, house: str, won: bool) -> None:
    """Winning, Anya's house and each other house whose Support order backed it gain 3 power (a
    vassal gains none)."""
    if not won:
        return
    backers = [h for h in game.state.tracks["iron_throne"] if h != house and _backed_by(game, c, h, house)]
    for h in [house, *backers]:
        n = game.gain_power(h, 3)
        game.record("anya", f"Anya Waynwood: {game.name(h)} gains {n} power", "mod.cards.anya_waynwood")


def _robert(game: BoardGame, c: Combat, house: str) -> Walk:
    """Defending, Robert Arryn's house may put him and the weakest card (by printed strength) of the
    opponent's discard pile out of the game; between equally weak cards the Iron Throne's holder
    picks. A vassal opponent has no discard pile: only Robert goes."""
    if house != c.defender:
        return
    s, other = game.state, opponent(c, house)
    pile = [] if other in s.vassals else s.discards[other]  # a vassal's played card goes back to its deck
    weakest = [cid for cid in pile if PRINTED[cid].strength == min(PRINTED[x].strength for x in pile)]
    what = " and ".join(sorted({PRINTED[cid].name for cid in weakest}, key=str)) if weakest else ""
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Robert Arryn: put him out of the game"
        + (f", with {game.name(other)}'s weakest discarded card ({what})?" if weakest else "?"),
        [
            option("robert-use", label="Put them out of the game" if weakest else "Put him out of the game"),
            option("robert-keep", label="Keep Robert Arryn"),
        ],
        rule="mod.cards.robert_arryn",
    )
    if choice.verb != "robert-use":
        return
    if len(weakest) > 1:
        throne = tracks.holder(game, "iron_throne")
        pick = yield Decision(
            game.player_of(throne),
            f"{game.name(throne)} (Iron Throne): which of {game.name(other)}'s weakest cards leaves the game?",
            [option("robert-card", cid, label=f"{PRINTED[cid].name} ({PRINTED[cid].strength})") for cid in weakest],
            rule="mod.cards.robert_arryn",
        )
        weakest = [str(pick.subject)]
    remove_from_game(game, house, "robert_arryn", "Robert Arryn's text")
    if weakest:
        remove_from_game(game, other, weakest[0], "Robert Arryn's text")


CARDS = (
    HouseCard(
        "lysa_arryn_mod",
        "a win with your Defense order in the area: you may keep this card in your hand",
        outcome=_lysa,
        before_refresh=_lysa_back,
    ),
    HouseCard("bronze_yohn_royce_mod"),
    HouseCard(
        "ser_vardis_egen",
        "against a card printed 2 or weaker: +1 and 2 fortifications",
        bonus=_vardis,
        icons=_vardis_forts,
    ),
    HouseCard("harry_hardyng"),
    HouseCard("godric_borrell", "defending a sea: +1 for each land area next to it that you control", bonus=_godric),
    HouseCard("anya_waynwood", "if you win, you and each house that backed you gain 3 power", outcome=_anya),
    HouseCard(
        "robert_arryn",
        "defending: after the combat you may put this card and the opponent's weakest discarded card out of the game",
        after=_robert,
    ),
)
