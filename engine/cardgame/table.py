"""What the kit reads of a game's table: cards, each player's seat, the shared state.

A game keeps its own dataclasses (its card data, zones and counters); they only need
these fields. The kit reads two card types by name, ``event`` (played from hand,
resolved, then discarded) and ``character``, one keyword, ``limited``, and these zones:
``hand``, ``play``, ``discard``, ``resolving`` (an event being played) and ``duplicates``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .lasting import Lasting


class Printed(Protocol):
    """What is printed on a card, as far as the kit reads it."""

    @property
    def id(self) -> str:
        """The card's id in the game's card data (abilities are looked up by it)."""

    @property
    def type(self) -> str:
        """character, location, attachment, event, plot, ..."""

    @property
    def ability(self) -> str:
        """The card's text as a learner reads it."""

    def has(self, keyword: str) -> bool:
        """Whether the card carries a keyword."""


class TableCard(Protocol):
    """One physical card and its state on the table."""

    uid: str
    owner: str
    kneeling: bool
    attached_to: str | None  # the card it sits on: attachments and duplicates

    @property
    def data(self) -> Printed:
        """What is printed on it."""

    @property
    def name(self) -> str:
        """The name a learner reads."""


class Seat(Protocol):
    """One player's zones and what the kit counts for them."""

    zones: dict[str, list[str]]  # zone name -> card uids, in order
    gold: int  # the gold pool
    limited_played: bool  # a Limited card was played this round


class Table(Protocol):
    """Everything on the table that the kit reads and changes."""

    cards: dict[str, TableCard]
    players: dict[str, Seat]
    treasury: int  # where paid gold goes back to
    lasting: list[Lasting]  # effects until the end of a challenge, phase or round
    moments: list[dict[str, Any]]  # trigger points being resolved, innermost last
