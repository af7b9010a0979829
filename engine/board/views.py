"""The board as one player may see it: areas with units, orders (face down unless revealed or
one's own), tokens, garrisons and neutral forces; tracks; each house's public counts and cards;
the combat under way. Secret choices (orders, bids, house cards) stay out until revealed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import areas, supply, tracks, victory, westeros
from .armies import fighting_units
from .combat import icons, parts, strength
from .data import components, positions
from .housecards import CARDS, text
from .orders import TOKENS
from .wildlings import NAMES as WILDLING_NAMES

if TYPE_CHECKING:
    from .game import BoardGame

UNIT_KINDS = ("footman", "knight", "siege_engine", "ship", "dragon")
LOAN_NAMES = {c.id: c.name for c in components().loan_cards}


@dataclass(frozen=True)
class UnitView:
    kind: str
    routed: bool


@dataclass(frozen=True)
class OrderView:
    """An order token: ``uid`` and what it is only when face up or the viewer's own."""

    house: str
    face_up: bool
    uid: str | None  # house/token
    label: str  # "an order" while hidden
    kind: str | None
    star: bool | None
    sea: bool = False  # Mother of Dragons: a sea order (shown once face up or one's own)
    vassal: bool = False  # a vassal's order


@dataclass(frozen=True)
class AreaView:
    id: str
    name: str
    name_pl: str | None
    kind: str
    castle: str
    supply: int
    crowns: int
    x: float
    y: float
    home: str | None
    port_of: str | None
    blocked: bool
    controller: str | None
    house: str | None  # whose units are here
    units: tuple[UnitView, ...]
    order: OrderView | None
    token: str | None  # the house of a power token here
    garrison: int
    neutral: int
    board: str = "westeros"  # or essos


@dataclass(frozen=True)
class CardView:
    id: str
    name: str
    strength: int
    swords: int
    forts: int
    text: str


@dataclass(frozen=True)
class ArmySlot:
    """An army beside the supply limit it fits in, largest with largest (rule: board.tracks.supply)."""

    army: int | None  # None: a limit no army uses
    limit: int | None  # None: an army beyond every limit of the supply level
    over: bool  # this army does not fit


@dataclass(frozen=True)
class HouseView:
    house: str
    name: str
    player: str
    power: int
    supply: int
    castles: int
    armies: tuple[int, ...]
    limits: tuple[int, ...]
    army_slots: tuple[ArmySlot, ...]
    over_supply: bool  # some army does not fit the supply level
    stars: int
    places: tuple[tuple[str, int], ...]  # (track, position)
    hand: tuple[CardView, ...]
    discards: tuple[CardView, ...]
    pool: tuple[tuple[str, int], ...]
    has_bid: bool
    bid: int | None  # the viewer's own bid only
    orders_placed: int
    points: int  # the victory track (Targaryen: loyalty)
    counts: str  # what the points count: "castles", or "loyalty" for Targaryen
    can_win: bool  # a vassal never wins
    vassal: bool = False
    lord: str | None = None  # a vassal's lord this round
    loans: tuple[str, ...] = ()  # the names of the loan cards taken


@dataclass(frozen=True)
class SideView:
    house: str
    units: tuple[UnitView, ...]
    parts: tuple[tuple[str, int], ...]
    strength: int  # as it stands now (casualties lower it)
    final: int | None  # the strength that decided the combat, once it is decided
    card: CardView | None  # shown to others once revealed
    chosen: bool
    swords: int | None
    forts: int | None


@dataclass(frozen=True)
class CombatView:
    area: str
    origin: str
    attacker: SideView
    defender: SideView
    support: tuple[tuple[str, str | None], ...]  # support area -> backed house (decided so far)
    asking: tuple[str, ...]
    revealed: bool
    blade: str | None
    winner: str | None
    casualties: int
    notes: tuple[str, ...]


@dataclass(frozen=True)
class BoardTable:
    variant: str
    round: int
    rounds: int
    threat: int
    tracks: tuple[tuple[str, tuple[str, ...]], ...]
    holders: tuple[tuple[str, str], ...]  # track -> house holding its token
    raven_used: bool
    blade_used: bool
    houses: tuple[HouseView, ...]
    areas: tuple[AreaView, ...]
    borders: tuple[tuple[str, str], ...]
    westeros: tuple[tuple[str, str, str], ...]  # this round's cards: (deck, uid, name)
    bans: tuple[str, ...]
    wildling_top: str | None  # only for a house that looked at it with the Raven
    last_wildling: str | None
    combat: CombatView | None
    march: tuple[tuple[str, str], ...]  # the march under way: (unit kind, destination)
    march_origin: str | None
    mustering: tuple[tuple[str, int], ...]  # castle areas and points left
    frame: tuple[float, float]
    you: str | None  # the viewer's house
    victory_target: int  # the points that win at once
    supply_levels: tuple[int, ...]  # the supply track's spaces
    threat_marks: tuple[int, ...]  # the wildling track's spaces; the wildlings attack at the last
    mod: Any = None  # what an expansion adds (the game's ``extra_view``), else None


def card_view(cid: str) -> CardView:
    c = CARDS[cid]
    return CardView(cid, c.name, c.strength, c.swords, c.forts, text(cid))


def _order(game: BoardGame, area: str, viewer: str | None) -> OrderView | None:
    o = game.state.orders.get(area)
    if o is None:
        return None
    t = TOKENS[o.token]
    shown = game.state.revealed or viewer is None or viewer == o.house or viewer == game.state.lords.get(o.house)
    if not shown:
        return OrderView(o.house, False, None, "an order", None, None)
    return OrderView(o.house, game.state.revealed, f"{o.house}/{o.token}", t.label, t.kind, t.star, t.sea, t.vassal)


def _units(units: list) -> tuple[UnitView, ...]:
    return tuple(UnitView(u.kind, u.routed) for u in units)


def _area(game: BoardGame, area: str, viewer: str | None) -> AreaView:
    s, a = game.state, game.map[area]
    p = positions().positions[area]
    units = s.units.get(area, [])
    now = game.area_icons(area)  # the icons it counts as now (Mother of Dragons: upgrades and downgrades)
    return AreaView(
        area,
        a.name,
        a.name_pl,
        a.kind,
        now.castle,
        now.supply,
        now.crowns,
        p.x,
        p.y,
        a.home,
        a.port_of,
        area in s.blocked,
        areas.controller(game, area),
        units[0].house if units else None,
        _units(units),
        _order(game, area, viewer),
        s.tokens.get(area),
        s.garrisons.get(area, 0),
        s.neutral.get(area, 0),
        a.board,
    )


def _house(game: BoardGame, house: str, viewer: str | None) -> HouseView:
    s = game.state
    secret_hand = house in s.vassals and viewer not in (None, s.lords.get(house))  # rule: mod.vassals.cards
    return HouseView(
        house,
        components().houses[house].name,
        game.player_of(house) if house in s.holders or house in s.lords else "",
        s.power[house],
        s.supply[house],
        areas.castles(game, house),
        tuple(areas.armies(game, house)),
        tuple(areas.limits(s.supply[house])),
        _slots(game, house),
        supply.over_limit(game, house),
        0 if house in s.vassals else tracks.stars(game, house),
        tuple((t, tracks.position(game, house, t)) for t in tracks.TRACKS),
        () if secret_hand else tuple(card_view(c) for c in s.hands[house]),
        tuple(card_view(c) for c in s.discards[house]),
        tuple((k, areas.pool(game, house, k)) for k in UNIT_KINDS if k != "dragon" or house == "targaryen"),
        house in s.bids,
        s.bids.get(house) if viewer in (None, house) else None,
        sum(1 for o in s.orders.values() if o.house == house),
        victory.points(game, house),
        game.points_count(house),
        victory.may_win(game, house),
        house in s.vassals,
        s.lords.get(house),
        tuple(LOAN_NAMES[c] for c in s.loans.get(house, ())),
    )


def _slots(game: BoardGame, house: str) -> tuple[ArmySlot, ...]:
    """A house's armies beside its supply limits, each marked when it does not fit. rule: board.tracks.supply"""
    return tuple(
        ArmySlot(army, limit, army is not None and (limit is None or army > limit))
        for army, limit in supply.slots(game, house)
    )


def _side(game: BoardGame, house: str, viewer: str | None) -> SideView:
    c = game.state.combat
    assert c is not None
    cid = c.cards.get(house)
    see = c.revealed or viewer in (None, house)
    sw, fo = icons(game, c, house) if c.revealed else (None, None)
    return SideView(
        house,
        _units(fighting_units(game, c, house)),
        tuple(parts(game, c, house)),
        strength(game, c, house),
        c.strength.get(house),
        card_view(cid) if cid and see else None,
        house in c.cards,
        sw,
        fo,
    )


def _combat(game: BoardGame, viewer: str | None) -> CombatView | None:
    c = game.state.combat
    if c is None:
        return None
    return CombatView(
        c.area,
        c.origin,
        _side(game, c.attacker, viewer),
        _side(game, c.defender, viewer),
        tuple(c.support.items()),
        tuple(c.to_ask),
        c.revealed,
        c.blade,
        c.winner,
        c.casualties,
        tuple(c.notes),
    )


def table(game: BoardGame, player: str | None) -> BoardTable:
    """The board as ``player`` may see it (None: an onlooker who sees everything)."""
    s = game.state
    viewer = game.holding(player)
    m = s.march
    seen = s.wildling_seen.get(viewer) if viewer else (s.wildlings[0] if s.wildlings else None)
    frame = positions().frame
    return BoardTable(
        s.variant,
        s.round,
        s.rounds,
        s.threat,
        tuple((t, tuple(s.tracks.get(t, ()))) for t in tracks.TRACKS),
        tuple((t, tracks.holder(game, t)) for t in tracks.TRACKS if s.tracks),
        s.raven_used,
        s.blade_used,
        tuple(_house(game, h, viewer) for h in s.tracks.get("iron_throne", ())),
        tuple(_area(game, a, viewer) for a in game.map.areas),
        tuple(sorted(tuple(sorted(e)) for e in game.map.graph.edges)),
        tuple((d, uid, westeros.card_of(uid).name) for d, uid in s.drawn.items()),
        tuple(s.bans),
        WILDLING_NAMES[seen] if seen and s.wildlings and s.wildlings[0] == seen else None,
        WILDLING_NAMES[s.wildlings[-1]] if s.round > 1 and s.wildlings else None,
        _combat(game, viewer),
        tuple(m.moves) if m else (),
        m.origin if m else None,
        tuple(s.muster.points.items()) if s.muster else (),
        (float(frame["width"]), float(frame["height"])),
        viewer,
        victory.target(),
        supply.LEVELS,
        westeros.threat_marks(),
        game.extra_view(viewer),
    )


def hidden_from(game: BoardGame, viewer: str) -> set[str]:
    """Strings a player's view must not hold: others' face-down orders, the Westeros decks' cards."""
    s = game.state
    out = set()
    if not s.revealed:
        out |= {f"{o.house}/{o.token}" for o in s.orders.values() if game.player_of(o.house) != viewer}
    for deck in s.decks.values():
        out |= {uid for uid in deck if uid not in s.drawn.values()}
    return out
