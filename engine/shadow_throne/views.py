"""What a player sees of W Cieniu Tronu: typed views, built without what the viewer may not know.

Almost everything lies open: the columns, the discard pile, the cards revealed this turn, how many
cards were removed at setup and where the end-of-game card is. Only the deck is hidden. The chance
that the next card busts the turn is the active player's own reckoning (it counts a card they saw
with the Prorok), so it is given to them alone; the card seen with the Prorok (Prophet) is given
only to the player who looked. An onlooker (viewer None) sees both. rules: powers.prophet, turn.bust
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import columns, odds, powers, turn
from .cards import CHARACTERS, END, name, value

if TYPE_CHECKING:
    from .game import ShadowThrone


@dataclass(frozen=True)
class CardView:
    """A face-up card."""

    uid: str
    value: int  # 0 for the end-of-game card
    name: str


@dataclass(frozen=True)
class ValueCount:
    """How many cards of one character lie in a pile."""

    value: int
    name: str
    cards: int


@dataclass(frozen=True)
class ColumnView:
    """One column: its character, its size, and whether its power stands or lies turned."""

    value: int
    name: str
    power: str  # offensive, defensive, restrictive
    does: str  # the power in our own words
    cards: int
    active: bool  # the largest column of its character (ties count), or a restrictive power
    turned: bool  # its last card lies sideways: the power is inactive or used this turn


@dataclass(frozen=True)
class SeatView:
    """One player's columns and score."""

    player: str
    score: int
    columns: tuple[ColumnView, ...]  # by face value


@dataclass(frozen=True)
class TurnView:
    """The turn in progress."""

    player: str
    revealed: tuple[CardView, ...]  # in the order they came
    change: int  # what powers did to the last revealed card
    counts_as: int | None  # the last card's value after powers (None before the first card)
    used: tuple[int, ...]  # values of the powers used this turn (5: the Sędzia)
    judged: tuple[int, ...]  # values of the powers the Sędzia (Judge) used again
    bust_chance: float | None  # only for the player whose turn it is (and an onlooker)
    next_card: CardView | None  # only for the player who looked with the Prorok (and an onlooker)
    given: tuple[CardView, ...] = ()  # revealed cards handed over in an exchange (rule columns.exchange)
    placing: tuple[CardView, ...] = ()  # cards on their way into someone's columns


@dataclass(frozen=True)
class ShadowTable:
    """The table of W Cieniu Tronu as one viewer may see it."""

    deck: int  # cards left in the deck
    discard: tuple[ValueCount, ...]  # the discard pile by face value
    discard_size: int
    removed: int  # cards taken out at setup for two or three players
    end_card: str  # "aside", "in the deck" or "revealed"
    seats: tuple[SeatView, ...]  # in seating order
    turn: TurnView | None
    most_revealed: int  # the cards a turn may reveal at most (rule: turn.reveal)
    most_columns: int  # the columns a player may hold (rule: columns.limit)
    most_cards: int  # the cards a column may hold (rule: columns.limit)
    judge: int  # the value of the Sędzia (Judge), who uses a turned power once more (rule: powers.judge)
    prophet: int  # the value of the Prorok (Prophet), who looks at the next card (rule: powers.prophet)


def card_view(uid: str) -> CardView:
    """A face-up card's view."""
    return CardView(uid, value(uid), name(uid))


def seat_view(game: ShadowThrone, player: str) -> SeatView:
    """A player's columns, each with its power's state. rules: powers.active, powers.marks"""
    cols = game.state.seats[player].columns
    return SeatView(
        player,
        columns.score(game, player),
        tuple(
            ColumnView(
                v,
                CHARACTERS[v].name,
                CHARACTERS[v].power,
                CHARACTERS[v].does,
                len(cards),
                powers.is_active(game, player, v),
                powers.is_turned(game, player, v),
            )
            for v, cards in sorted(cols.items())
        ),
    )


def turn_view(game: ShadowThrone, viewer: str | None) -> TurnView | None:
    """The turn in progress; the odds and the seen card only for those who may know them."""
    t = game.state.turn
    if t is None:
        return None
    knows = viewer in (None, t.player)
    printed = value(t.revealed[-1]) if t.revealed else None
    return TurnView(
        t.player,
        tuple(card_view(u) for u in t.revealed),
        t.change,
        None if printed is None else printed + t.change,
        tuple(t.used),
        tuple(t.judged),
        odds.bust_chance(game, t.player) if knows else None,
        card_view(t.seen) if knows and t.seen is not None else None,
        tuple(card_view(u) for u in t.given),
        tuple(card_view(u) for u in t.placing),
    )


def where_end_card(game: ShadowThrone) -> str:
    """Where the end-of-game card is. rules: setup.deck, setup.reshuffle, end"""
    s = game.state
    if s.aside:
        return "aside"
    return "revealed" if s.turn is not None and END in s.turn.revealed else "in the deck"


def table(game: ShadowThrone, viewer: str | None) -> ShadowTable:
    """The whole table for ``viewer`` (None: an onlooker who sees everything)."""
    s = game.state
    piles = Counter(value(u) for u in s.discard)
    return ShadowTable(
        deck=len(s.deck),
        discard=tuple(ValueCount(v, CHARACTERS[v].name, n) for v, n in sorted(piles.items())),
        discard_size=len(s.discard),
        removed=len(s.box),
        end_card=where_end_card(game),
        seats=tuple(seat_view(game, p) for p in game.players),
        turn=turn_view(game, viewer),
        most_revealed=turn.MAX_REVEALED,
        most_columns=columns.MAX_COLUMNS,
        most_cards=columns.MAX_CARDS,
        judge=powers.JUDGE,
        prophet=powers.PROPHET,
    )
