"""What a leader sees of Sojusze: typed views, built without what the viewer may not know.

Open to everyone: the ring of councils with their allies and how many face-down power tokens lie in
each, the current ally, the row of open allies, every bidding area and its influence, who knelt,
the dead pile, and how many cards the decks, the discard pile and the supply hold. Hidden: the other
leaders' hands and packets (only their sizes are given) and every token's value until winter ends;
until then a council's shown power counts its allies alone. rules: setup.tokens, setup.influence,
scoring
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import bidding, ring, seasons
from .setup import rounds_per_season
from .setup import seasons as season_names

if TYPE_CHECKING:
    from .cards import Ally, Influence
    from .game import Alliances


@dataclass(frozen=True)
class AllyView:
    """A face-up ally card."""

    uid: str
    name: str
    power: int
    text: str  # its ability in our own words ("" for none)


@dataclass(frozen=True)
class CurrentAllyView:
    """The ally the leaders bid for this round, and the tokens Little Birds laid on it."""

    ally: AllyView
    tokens: int  # face-down power tokens lying on it


@dataclass(frozen=True)
class CardView:
    """A face-up influence card (in a bidding area, or in the viewer's own hand or packet)."""

    uid: str
    name: str
    value: int  # the printed value (a bonus counts in the leader's total)
    text: str


@dataclass(frozen=True)
class CouncilView:
    """A council shared by two neighbours: its allies and its face-down power tokens."""

    id: str
    leaders: tuple[str, str]  # clockwise
    allies: tuple[AllyView, ...]
    tokens: int  # how many power tokens lie in it
    token_values: tuple[int, ...] | None  # None until the tokens are turned up at the end
    power_shown: int  # the allies' power, plus the tokens' values once they are turned up


@dataclass(frozen=True)
class LeaderView:
    """One leader at the table: their councils, bidding area and hand."""

    player: str
    councils: tuple[str, str]  # (left council, right council)
    small_council: str  # the weaker of the two by the power shown (the left one when equal)
    bids: tuple[CardView, ...]  # the bidding area, in the order the cards were laid
    total: int  # the bidding area's influence, bonuses included
    knelt: bool
    hand: tuple[CardView, ...] | None  # only the viewer's own hand (None for the others)
    hand_size: int
    packet: tuple[CardView, ...] | None  # card selection: the viewer's own packet only
    packet_size: int


@dataclass(frozen=True)
class AlliancesTable:
    """The table of Sojusze as one viewer may see it."""

    seats: tuple[str, ...]  # clockwise, as the leaders sit (not the turn order)
    first: str | None
    seasons: tuple[str, ...]  # the seasons of this game, in order
    season: str
    round: int  # the round within the season
    rounds_per_season: int
    current: CurrentAllyView | None  # None between rounds, or when no ally was left to turn up
    councils: tuple[CouncilView, ...]  # clockwise, starting with the first seat's left council
    leaders: tuple[LeaderView, ...]  # in seat order
    allies_left: int  # in the face-down ally deck
    row: tuple[AllyView, ...]  # open allies: the next ones, in order
    dead: tuple[AllyView, ...]  # the public dead pile
    discard: int  # influence cards in the public discard pile
    influence_left: int  # in the influence deck
    supply: int  # face-down power tokens left
    revealed: bool  # winter is over: every token is turned up
    incoming: tuple[AllyView, ...] = ()  # allies won and waiting for a council (rule acquire.place)
    incoming_tokens: int = 0  # face-down tokens travelling with them

    def council(self, council_id: str) -> CouncilView:
        """One council by its id ("A|B")."""
        return next(c for c in self.councils if c.id == council_id)

    def leader(self, player: str) -> LeaderView:
        """One leader's part of the table."""
        return next(x for x in self.leaders if x.player == player)


def ally_view(game: Alliances, uid: str) -> AllyView:
    """An ally card as everyone sees it."""
    a: Ally = game.card(uid)  # type: ignore[assignment]
    return AllyView(uid, a.name, a.power, a.text)


def card_view(game: Alliances, uid: str) -> CardView:
    """An influence card, face up."""
    c: Influence = game.card(uid)  # type: ignore[assignment]
    return CardView(uid, c.name, c.value, c.text)


def council_view(game: Alliances, council_id: str, revealed: bool) -> CouncilView:
    """A council; its tokens' values only once they are turned up. rules: setup.tokens, scoring"""
    s = game.state
    c = s.councils[council_id]
    return CouncilView(
        council_id,
        ring.members(council_id),
        tuple(ally_view(game, a) for a in c.allies),
        len(c.tokens),
        tuple(s.token_values[t] for t in c.tokens) if revealed else None,
        ring.power(game, council_id, reveal=revealed),
    )


def leader_view(game: Alliances, player: str, viewer: str | None, shown: dict[str, int]) -> LeaderView:
    """One leader; the hand and packet only for that leader (or an onlooker). rule: setup.influence"""
    s = game.state
    own = viewer in (None, player)
    left, right = ring.councils_of(game, player)
    packet = s.packets.get(player, [])
    return LeaderView(
        player,
        (left, right),
        right if shown[right] < shown[left] else left,
        tuple(card_view(game, u) for u in s.bids[player]),
        bidding.total(game, player),
        player in s.knelt,
        tuple(card_view(game, u) for u in s.hands[player]) if own else None,
        len(s.hands[player]),
        tuple(card_view(game, u) for u in packet) if own else None,
        len(packet),
    )


def table(game: Alliances, viewer: str | None) -> AlliancesTable:
    """The whole table for ``viewer`` (None: an onlooker who sees every hand)."""
    s = game.state
    n = len(game.players)
    names = tuple(season_names(n))
    revealed = game.over or seasons.game_over(game)
    councils = tuple(council_view(game, cid, revealed) for cid in s.councils)
    shown = {c.id: c.power_shown for c in councils}
    current = None if s.current is None else CurrentAllyView(ally_view(game, s.current), len(s.on_current))
    return AlliancesTable(
        seats=tuple(s.seats),
        first=s.first or None,
        seasons=names,
        season=names[min(s.season, len(names) - 1)],
        round=s.round,
        rounds_per_season=rounds_per_season(n),
        current=current,
        councils=councils,
        leaders=tuple(leader_view(game, p, viewer, shown) for p in s.seats),
        allies_left=len(s.allies),
        row=tuple(ally_view(game, a) for a in s.row),
        dead=tuple(ally_view(game, a) for a in s.dead),
        discard=len(s.discard),
        influence_left=len(s.influence),
        supply=len(s.supply),
        revealed=revealed,
        incoming=tuple(ally_view(game, a) for a in s.incoming),
        incoming_tokens=len(s.incoming_tokens),
    )
