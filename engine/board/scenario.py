"""Scenario positions for the board game: units, orders, tokens, tracks, cards, and perhaps a march
or a combat under way. Anything not given stays as the standard setup lays it out.

A position names areas and houses by their ids (``winterfell``, ``stark``); units per area as
``{house: stark, footman: 2, knight: 1}``; a house's values under ``houses``. rule: board.setup
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.protocol import EngineError
from engine.core.scenario import describe

from . import combat
from .data import components
from .march import hostile
from .orders import TOKENS
from .state import Combat, MarchInProgress, Order, Unit
from .westeros_ids import WesterosId

if TYPE_CHECKING:
    from .game import BoardGame

KINDS = ("footman", "knight", "siege_engine", "ship", "dragon")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class UnitsSpec(_Strict):
    house: str
    footman: int = 0
    knight: int = 0
    siege_engine: int = 0
    ship: int = 0
    dragon: int = 0
    routed: int = 0  # how many of them (footmen first) are routed


class OrderSpec(_Strict):
    house: str
    token: str


class HouseSpec(_Strict):
    power: int | None = None
    supply: int | None = None
    hand: list[str] | None = None
    discards: list[str] | None = None


class MarchSpec(_Strict):
    origin: str
    token: str = "march0"


class CombatSpec(_Strict):
    area: str
    origin: str
    house: str | None = None  # the attacker (by default the house holding the origin)
    attackers: dict[Literal["footman", "knight", "siege_engine", "ship", "dragon"], int]
    token: str = "march0"
    cards: dict[str, str] = Field(default_factory=dict)  # house -> card already chosen


#: A position's check of a house or an area id: (id, where in the file) -> the id.
Check = Callable[[str, str], str]


class Position(BaseModel):
    model_config = ConfigDict(extra="allow")
    players: list[str] | None = None
    round: int = 1
    units: dict[str, UnitsSpec] | None = None  # replaces every unit on the board
    add_units: dict[str, UnitsSpec] = Field(default_factory=dict)
    orders: dict[str, OrderSpec] = Field(default_factory=dict)
    revealed: bool = False
    tokens: dict[str, str] = Field(default_factory=dict)
    garrisons: dict[str, int] | None = None
    neutral: dict[str, int] | None = None
    tracks: dict[Literal["iron_throne", "fiefdoms", "kings_court"], list[str]] = Field(default_factory=dict)
    houses: dict[str, HouseSpec] = Field(default_factory=dict)
    threat: int | None = None
    wildlings: list[str] = Field(default_factory=list)  # the top of the wildling deck, top first
    westeros: dict[Literal["I", "II", "III", "IV"], list[str]] = Field(default_factory=dict)  # tops of the decks
    bans: list[str] = Field(default_factory=list)
    # Mother of Dragons
    lords: dict[str, str] = Field(default_factory=dict)  # vassal -> its lord this round
    loyalty: dict[str, int] | None = None  # area -> loyalty tokens
    loyalty_won: int | None = None
    dragon_strength: int | None = None
    bank: list[str | None] | None = None  # the loan cards in the slots 1, 4, 7
    loans: dict[str, list[str]] = Field(default_factory=dict)  # house -> loans taken
    upgrades: dict[str, list[str]] = Field(default_factory=dict)  # area -> upgrade tokens
    march: MarchSpec | None = None
    combat: CombatSpec | None = None


def build_position(game: BoardGame, data: dict[str, Any]) -> list[str]:
    """Lay out the standard setup, then the scenario's changes; returns the path to start from."""
    try:
        pos = Position.model_validate(data)
    except ValidationError as err:
        raise EngineError(describe(err)) from None
    path = game.start_path(data["start"])
    s = game.state
    if s.mod and s.to_choose:
        raise EngineError("players: a Mother of Dragons position names its players after their houses")
    game.prepare_board()
    s.round = pos.round
    s.round_over = False
    houses = set(s.houses)

    def house(h: str, where: str) -> str:
        if h not in houses:
            raise EngineError(f"{where}: '{h}' is not a house in play ({', '.join(sorted(houses))})")
        return h

    def area(a: str, where: str) -> str:
        if a not in game.map.areas:
            raise EngineError(f"{where}: unknown area '{a}'")
        return a

    if pos.units is not None:
        s.units = {}
    for where, specs in (("units", pos.units or {}), ("add_units", pos.add_units)):
        for a, u in specs.items():
            area(a, f"{where}.{a}")
            owner = house(u.house, f"{where}.{a}.house")
            new = [Unit(owner, k) for k in KINDS for _ in range(getattr(u, k))]
            for unit in new[: u.routed]:
                unit.routed = True
            s.units.setdefault(a, []).extend(new)
    for a, o in pos.orders.items():
        if o.token not in TOKENS:
            raise EngineError(f"orders.{a}.token: unknown token '{o.token}'; tokens are {', '.join(TOKENS)}")
        s.orders[area(a, f"orders.{a}")] = Order(house(o.house, f"orders.{a}.house"), o.token)
    s.revealed = pos.revealed
    for a, h in pos.tokens.items():
        s.tokens[area(a, f"tokens.{a}")] = house(h, f"tokens.{a}")
    if pos.garrisons is not None:
        s.garrisons = {area(a, f"garrisons.{a}"): n for a, n in pos.garrisons.items()}
    if pos.neutral is not None:
        s.neutral = {area(a, f"neutral.{a}"): n for a, n in pos.neutral.items()}
    for track, order in pos.tracks.items():
        if sorted(order) != sorted(s.houses):
            raise EngineError(f"tracks.{track}: name every house in play once ({', '.join(sorted(s.houses))})")
        s.tracks[track] = list(order)
    for h, spec in pos.houses.items():
        house(h, f"houses.{h}")
        s.power[h] = s.power[h] if spec.power is None else spec.power
        s.supply[h] = s.supply[h] if spec.supply is None else spec.supply
        if spec.hand is not None or spec.discards is not None:
            hand = spec.hand if spec.hand is not None else [c for c in s.hands[h] if c not in (spec.discards or [])]
            discards = spec.discards if spec.discards is not None else []
            deck = game.house_deck(h)
            if h in s.vassals:
                deck = [c.id for c in components().house_cards["vassal"]]
            for cid in hand + discards:
                if cid not in deck:
                    raise EngineError(f"houses.{h}: '{cid}' is not one of {h}'s house cards")
            s.hands[h], s.discards[h] = list(hand), list(discards)
            if h in s.vassals:  # a vassal's drawn cards leave the shared deck
                s.vassal_deck = [c for c in s.vassal_deck if c not in hand + discards]
    if pos.threat is not None:
        s.threat = pos.threat
    for i, card in enumerate(pos.wildlings):
        if card not in s.wildlings:
            raise EngineError(f"wildlings[{i}]: unknown wildling card '{card}'")
    s.wildlings = list(pos.wildlings) + [c for c in s.wildlings if c not in pos.wildlings]
    for deck, tops in pos.westeros.items():
        for i, cid in enumerate(tops):
            uid = next((u for u in s.decks[deck] if WesterosId.parse(u).card == cid), None)
            if uid is None:
                raise EngineError(f"westeros.{deck}[{i}]: no card '{cid}' left in deck {deck}")
            s.decks[deck].remove(uid)
            s.decks[deck].insert(i, uid)
    s.bans = list(pos.bans)
    game.position_parts(pos, house, area)
    if pos.march is not None:
        m = pos.march
        owner = s.units.get(area(m.origin, "march.origin"), [Unit("", "")])[0].house
        s.orders[m.origin] = Order(house(owner, "march.origin"), m.token)
        s.march = MarchInProgress(owner, m.origin, m.token)
        _turn(game, "action.march-turns", owner)
    if pos.combat is not None:
        _combat(game, pos.combat, house, area)
    return path


def _turn(game: BoardGame, node: str, owner: str) -> None:
    """Inside a house's turn of a turn structure: the frame the walk resumes with."""
    game.active = owner
    game.frames[node] = [game.active]


def _combat(game: BoardGame, spec: CombatSpec, house: Any, area: Any) -> None:
    s = game.state
    area(spec.area, "combat.area")
    owner = spec.house or s.units.get(area(spec.origin, "combat.origin"), [Unit("", "")])[0].house
    house(owner, "combat.house" if spec.house else "combat.origin")
    if not game.map.adjacent(spec.origin, spec.area):
        raise EngineError(f"combat.origin: {spec.origin} does not border {spec.area}")
    foe = hostile(game, owner, spec.area)
    if foe in (None, "neutral"):
        raise EngineError(f"combat.area: {spec.area} holds no enemy of {owner} to fight")
    attackers = [Unit(owner, k) for k, n in spec.attackers.items() for _ in range(n)]
    s.combat = Combat(spec.area, owner, foe, spec.origin, TOKENS[spec.token].bonus, attackers, token=spec.token)
    for h, cid in spec.cards.items():
        if cid not in s.hands[house(h, f"combat.cards.{h}")]:
            raise EngineError(f"combat.cards.{h}: '{cid}' is not in {h}'s hand")
        s.combat.cards[h] = cid
    combat.start(game)
    _turn(game, "action.march-turns", owner)
