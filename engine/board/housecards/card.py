"""One house card as one record: its text and the hooks combat asks it through.

A card's printed name, strength, swords and fortifications are the components' (``house_cards``
in the components file); its text, in our own words, and what that text does are declared here,
each at the timing the rules give it. rules: board.cards, board.combat.cards, board.combat.win-lose
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from engine.core.flow import Walk

from ..data import HouseCardData, components
from ..state import Combat, Unit

if TYPE_CHECKING:
    from ..game import BoardGame

#: A text that may ask a decision: (game, combat, the card's house) -> Walk.
Text = Callable[["BoardGame", Combat, str], Walk]
#: A text on winning or losing: (game, combat, the card's house, whether it won) -> Walk.
Outcome = Callable[["BoardGame", Combat, str, bool], Walk]
#: A number the text adds: (game, combat, the card's house) -> int.
Bonus = Callable[["BoardGame", Combat, str], int]
#: Swords and fortifications the text adds: (game, combat, the card's house) -> (swords, forts).
Icons = Callable[["BoardGame", Combat, str], tuple[int, int]]
#: A unit's value under the text: (game, combat, the card's house, unit, value so far) -> value.
UnitValue = Callable[["BoardGame", Combat, str, Unit, int], int]
#: A text that asks nothing: (game, combat, the card's house) -> None.
Effect = Callable[["BoardGame", Combat, str], None]
#: Whether the text holds: (game, combat, the card's house) -> bool.
Check = Callable[["BoardGame", Combat, str], bool]


def instant(effect: Callable[..., Any]) -> Callable[..., Walk]:
    """A text that asks nothing, run where the combat expects a walk."""

    def run(*args: Any) -> Walk:
        effect(*args)
        return
        yield

    run.__doc__ = effect.__doc__
    return run


@dataclass(frozen=True)
class HouseCard:
    """A house card and the fixed hooks combat asks every played card, in the rules' order:

    * ``cancels`` / ``immediately``: on reveal, cancelling texts first, then the others
      (board.combat.cards);
    * ``unit_value``, ``bonus``, ``printed_zero``, ``opponent_printed_zero``, ``icons``,
      ``defense_factor``: the final strength and the icons (board.combat.final,
      board.combat.casualties);
    * ``outcome``: 'if you win / lose' (board.combat.win-lose);
    * ``no_losses``: no casualties to swords or texts;
    * ``before_refresh`` / ``before_refresh_if_lost``: at the clean-up, between the discarding and
      the refresh (board.combat.refresh);
    * ``after``: 'after combat' (board.combat.cleanup).
    """

    id: str
    #: The text in our own words; empty for a card with icons only.
    text: str = ""
    #: The text cancels the opponent's card: it resolves before the other 'immediately' texts.
    cancels: bool = False
    immediately: Text | None = None
    unit_value: UnitValue | None = None
    bonus: Bonus | None = None
    #: The card's own printed strength counts 0 (Bronn bought off).
    printed_zero: Check | None = None
    #: The opponent's card counts printed strength 0 (Balon Greyjoy).
    opponent_printed_zero: bool = False
    icons: Icons | None = None
    #: How many times the defender's Defense order counts (Catelyn Stark: 2).
    defense_factor: int = 1
    #: The card's house loses no units to swords or card texts (The Blackfish).
    no_losses: bool = False
    outcome: Outcome | None = None
    #: At the clean-up, after the discarding (Lysa Arryn kept goes back to the hand).
    before_refresh: Effect | None = None
    #: At the clean-up, after those, for the beaten house's card (Roose Bolton).
    before_refresh_if_lost: Effect | None = None
    after: Text | None = None

    @property
    def data(self) -> HouseCardData:
        """The printed card: name, strength, swords, fortifications."""
        return _printed()[self.id]

    @property
    def name(self) -> str:
        return self.data.name

    @property
    def strength(self) -> int:
        return self.data.strength

    @property
    def swords(self) -> int:
        return self.data.swords

    @property
    def forts(self) -> int:
        return self.data.forts


@cache
def _printed() -> dict[str, HouseCardData]:
    return {c.id: c for deck in components().house_cards.values() for c in deck}
