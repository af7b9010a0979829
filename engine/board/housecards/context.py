"""What a card's text reads of the combat: the opponent, the cards played, the gap, the units
that fight, and the marks a text leaves for a later step. rule: board.combat.cards
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..armies import fighting_units
from ..state import Combat, Done, Unit
from .registry import RECORDS

if TYPE_CHECKING:
    from ..game import BoardGame


def played(c: Combat, house: str, cid: str) -> bool:
    """The house's card, revealed, is ``cid``."""
    return c.revealed and c.cards.get(house) == cid


def opponent(c: Combat, house: str) -> str:
    """The other side of the combat."""
    return c.defender if house == c.attacker else c.attacker


def combatants(game: BoardGame, c: Combat) -> list[str]:
    """The attacker and the defender in turn order: two texts at one timing go in this order."""
    return [h for h in game.state.tracks["iron_throne"] if h in (c.attacker, c.defender)]


def fights(game: BoardGame, c: Combat, u: Unit) -> bool:
    """Whether this very unit fights (it is not backing from a Support order)."""
    return u.house in (c.attacker, c.defender) and any(x is u for x in fighting_units(game, c, u.house))


def gap(c: Combat) -> int:
    """How far apart the two final strengths are."""
    return abs(c.strength[c.attacker] - c.strength[c.defender])


def mark(c: Combat, house: str, cid: str, step: str) -> None:
    """Note what a card's text did in this combat, for a later step to read."""
    c.done.append(Done(house, cid, step))


def marks(c: Combat, house: str, cid: str) -> list[str]:
    """The steps noted for a card's text in this combat."""
    return [d.step for d in c.done if d.house == house and d.card == cid and d.step is not None]


def backed(c: Combat, house: str) -> bool:
    """Some Support order backs ``house``."""
    return any(h == house for h in c.support.values())


def protected(c: Combat, house: str) -> bool:
    """The house's revealed card says it loses no units to swords or texts (The Blackfish).
    rule: board.cards.the_blackfish
    """
    cid = c.cards.get(house)
    return c.revealed and cid is not None and RECORDS[cid].no_losses
