"""The state of a game of W Cieniu Tronu."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Seat:
    """One player's columns: face value -> the cards of that column (at most five columns of five)."""

    name: str
    columns: dict[int, list[str]] = field(default_factory=dict)


@dataclass
class Turn:
    """The active player's turn."""

    player: str
    revealed: list[str] = field(default_factory=list)
    change: int = 0  # what powers did to the last revealed card (reset by the next reveal)
    used: list[int] = field(default_factory=list)  # powers used this turn (5: the Judge)
    judged: list[int] = field(default_factory=list)  # powers the Judge used again
    seen: str | None = None  # the next card, looked at with the Prorok (Prophet), until it is revealed
    stopped: bool = False
    busted: bool = False
    may_eliminate: bool = False
    exchange: tuple[str, int] | None = None  # (player, value) taken in an exchange
    given: list[str] = field(default_factory=list)  # revealed cards handed over in an exchange
    placing: list[str] = field(default_factory=list)  # cards on their way into someone's columns


@dataclass
class State:
    deck: list[str]  # top first
    discard: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)  # removed at setup for 2 or 3 players
    aside: list[str] = field(default_factory=list)  # the end card until the deck first runs out
    seats: dict[str, Seat] = field(default_factory=dict)
    first: str = ""
    turn: Turn | None = None
    turns: int = 0
