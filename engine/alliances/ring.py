"""The ring (RADY I SĄSIEDZI): each leader shares a council with each neighbour.

Seats go clockwise. A leader's left neighbour is the next seat clockwise; the council
between two neighbours is named ``"A|B"`` with A before B clockwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Alliances


def left(game: Alliances, player: str) -> str:
    """The neighbour on the left: the next seat clockwise. rule: councils"""
    seats = game.state.seats
    return seats[(seats.index(player) + 1) % len(seats)]


def right(game: Alliances, player: str) -> str:
    """The neighbour on the right: the previous seat clockwise. rule: councils"""
    seats = game.state.seats
    return seats[(seats.index(player) - 1) % len(seats)]


def council(game: Alliances, a: str, b: str) -> str:
    """The id of the council shared by neighbours ``a`` and ``b``."""
    return f"{a}|{b}" if left(game, a) == b else f"{b}|{a}"


def members(council_id: str) -> tuple[str, str]:
    """The two neighbours who share a council, clockwise: the one place a council id is read apart."""
    a, b = council_id.split("|")
    return a, b


def councils_of(game: Alliances, player: str) -> tuple[str, str]:
    """(left council, right council) of a leader."""
    return council(game, player, left(game, player)), council(game, right(game, player), player)


def power(game: Alliances, council_id: str, reveal: bool = True) -> int:
    """A council's power: its allies' values and (at the end) its tokens' values."""
    c = game.state.councils[council_id]
    allies = sum(game.card(a).power for a in c.allies)  # type: ignore[union-attr]
    return allies + (sum(game.state.token_values[t] for t in c.tokens) if reveal else 0)
