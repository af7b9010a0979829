"""The state of a game of Sojusze: the ring of leaders, councils, decks, bids and the time track."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Council:
    """A council shared by two neighbours: allies and face-down power tokens."""

    allies: list[str] = field(default_factory=list)
    tokens: list[str] = field(default_factory=list)


@dataclass
class State:
    seats: list[str]  # clockwise; a leader's left neighbour is the next seat
    leaders: dict[str, str] = field(default_factory=dict)  # player -> leader card id (flavour)
    councils: dict[str, Council] = field(default_factory=dict)  # "A|B" for neighbours A then B clockwise
    hands: dict[str, list[str]] = field(default_factory=dict)
    bids: dict[str, list[str]] = field(default_factory=dict)  # each leader's bidding area
    knelt: list[str] = field(default_factory=list)
    allies: list[str] = field(default_factory=list)  # the ally deck, top first
    dead: list[str] = field(default_factory=list)  # public
    current: str | None = None  # the current ally
    round_ally: str | None = None  # the ally revealed this round (its "this round" ability)
    on_current: list[str] = field(default_factory=list)  # tokens lying on the current ally
    incoming: list[str] = field(default_factory=list)  # an ally on its way into a council
    incoming_tokens: list[str] = field(default_factory=list)  # tokens on their way into a council
    influence: list[str] = field(default_factory=list)  # the influence deck, top first
    discard: list[str] = field(default_factory=list)  # public
    supply: list[str] = field(default_factory=list)  # face-down power tokens
    token_values: dict[str, int] = field(default_factory=dict)  # hidden from every player until the end
    box: list[str] = field(default_factory=list)  # cards out of this game
    first: str = ""
    season: int = 0  # index into the game's seasons
    round: int = 1  # the round within the season
    rounds: int = 0  # rounds played in all
    winner: str | None = None  # of the current bid
    gained: dict[str, int] = field(default_factory=dict)  # influence cards gained this season (draws, bribes)
    piles: dict[str, list[str]] = field(default_factory=dict)  # advanced: each leader's own cards, aside
    aside_events: list[str] = field(default_factory=list)  # advanced: event cards not yet in the deck
    row: list[str] = field(default_factory=list)  # open allies: this season's row, leftmost first
    draft_due: bool = False  # card selection waits to be done
    packets: dict[str, list[str]] = field(default_factory=dict)  # card selection: the packet before each leader
    selections: int = 0  # card selection: how many selections this game has begun
    passing_left: bool = True  # card selection: which way the packets go in this selection
