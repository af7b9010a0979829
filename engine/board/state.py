"""Everything that changes in a game of the board game, as plain data (pickled for undo).

Houses are the actors: a player holds a house (``Game.house_of``), and everything here is keyed
by house id (``stark``, ``lannister``, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Unit:
    """One plastic unit on the board. rule: board.terms.units"""

    house: str
    kind: str  # footman, knight, siege_engine, ship
    routed: bool = False


@dataclass
class Order:
    """An order token on an area: whose, which token, and whether it is face up."""

    house: str
    token: str  # a token id of orders.TOKENS
    kept: bool = False  # a vassal's Raid/Support token its lord did not raid with: a Support order now


@dataclass
class MarchInProgress:
    """A March order being resolved: the units sent so far, each (kind, destination), and the moves
    taken back, which this march may not make again. rule: board.action.march
    """

    house: str
    origin: str
    token: str
    moves: list[tuple[str, str]] = field(default_factory=list)
    taken_back: list[tuple[str, str]] = field(default_factory=list)
    leave_token: bool = False
    asked_token: bool = False
    ended: bool = False


@dataclass(frozen=True)
class Done:
    """A card text already resolved in a combat: whose card, which card, and a step its text noted
    (``None``: the card's immediate text as a whole; otherwise what a later step reads, such as a
    discarded card's id). rule: board.combat.cards"""

    house: str
    card: str
    step: str | None = None


@dataclass
class Combat:
    """One combat, from the support step to the clean-up. rule: board.combat"""

    area: str
    attacker: str
    defender: str
    origin: str  # where the attacking army marched from
    march_bonus: int
    attackers: list[Unit]  # the marching units, not yet in the area
    support: dict[str, str | None] = field(default_factory=dict)  # support area -> backed house or None
    to_ask: list[str] = field(default_factory=list)  # support areas still to decide
    cards: dict[str, str | None] = field(default_factory=dict)  # house -> chosen card (secret until revealed)
    revealed: bool = False
    blade: str | None = None  # who used the Blade in this combat
    strength: dict[str, int] = field(default_factory=dict)
    winner: str | None = None
    loser: str | None = None
    casualties: int = 0  # still to destroy
    done: list[Done] = field(default_factory=list)  # card texts already resolved, and what they noted
    notes: list[str] = field(default_factory=list)  # what changed the combat (for the view)
    killed: dict[str, int] = field(default_factory=dict)  # units lost by each side in this combat
    stay_out: bool = False  # Arianne Martell: the attackers stay at their origin
    retreat_by: str | None = None  # Robb Stark: who chooses the retreat area
    token: str = ""  # the attacking March order's token (Ser Loras Tyrell moves it in)


@dataclass
class Muster:
    """Mustering in progress: the house, and the points left in each of its castle areas."""

    house: str
    points: dict[str, int] = field(default_factory=dict)
    only: str | None = None  # a Consolidate Power star order musters in its area only


@dataclass
class State:
    variant: str  # the map: base, mod, mod_essos
    setup: str  # the setup's key, e.g. base_4p
    houses: list[str]  # the houses in play
    rounds: int = 10  # the game ends after this round
    round: int = 1
    round_over: bool = False  # the round's Action phase is over
    units: dict[str, list[Unit]] = field(default_factory=dict)
    orders: dict[str, Order] = field(default_factory=dict)
    revealed: bool = False  # the orders on the board are face up
    tokens: dict[str, str] = field(default_factory=dict)  # area -> house: power tokens on the board
    garrisons: dict[str, int] = field(default_factory=dict)
    neutral: dict[str, int] = field(default_factory=dict)
    blocked: list[str] = field(default_factory=list)
    tracks: dict[str, list[str]] = field(default_factory=dict)
    supply: dict[str, int] = field(default_factory=dict)
    power: dict[str, int] = field(default_factory=dict)  # available power tokens
    hands: dict[str, list[str]] = field(default_factory=dict)
    discards: dict[str, list[str]] = field(default_factory=dict)
    threat: int = 2
    wildlings: list[str] = field(default_factory=list)  # top first
    wildling_seen: dict[str, str] = field(default_factory=dict)  # house -> the top card it looked at
    decks: dict[str, list[str]] = field(default_factory=dict)  # I, II, III: card uids, top first
    used: dict[str, list[str]] = field(default_factory=dict)
    drawn: dict[str, str] = field(default_factory=dict)  # this round's card of each deck
    queue: list[str] = field(default_factory=list)  # Westeros items left to resolve this round
    current: str = ""  # the Westeros item being resolved
    choice: str = ""  # what a holder chose for the current card
    bans: list[str] = field(default_factory=list)  # order kinds barred this round
    raven_used: bool = False
    blade_used: bool = False
    placed: dict[str, int] = field(default_factory=dict)  # orders placed this planning phase
    march: MarchInProgress | None = None
    combat: Combat | None = None
    muster: Muster | None = None
    bids: dict[str, int | None] = field(default_factory=dict)  # secret until every bid is in
    bidding: str = ""  # what the bids are for: a track, or "wildlings"
    bid_order: list[str] = field(default_factory=list)  # houses ranked by bid (ties settled)
    clash: list[str] = field(default_factory=list)  # tracks still to bid for (Clash of Kings)
    won: bool = False  # the Night's Watch won the wildling attack being resolved
    excluded: list[str] = field(default_factory=list)  # houses left out of this wildling attack
    highest: str = ""
    lowest: str = ""
    attack_threat: int = 0  # the strength of the wildling attack being resolved
    pending: list[str] = field(default_factory=list)  # houses still to act in a multi-house effect
    loser_units: int = 0  # units the current effect still makes a house destroy
    reconcile: list[str] = field(default_factory=list)  # houses over their supply limit
    captured: dict[str, int] = field(default_factory=dict)  # port -> ships destroyed when its land was taken
    holders: dict[str, str] = field(default_factory=dict)  # house -> the player holding it
    # -- Mother of Dragons (rules: mod.*) -------------------------------------------------
    mod: bool = False
    to_choose: list[str] = field(default_factory=list)  # players still to choose a house, in order
    card_set: str = "A"  # Targaryen's house cards: A, or B with the later-books sets
    vassals: list[str] = field(default_factory=list)  # houses no player holds
    lords: dict[str, str] = field(default_factory=dict)  # vassal -> the house commanding it this round
    vassal_sets: list[str] = field(default_factory=list)  # holders of a vassal order set not yet used
    vassal_deck: list[str] = field(default_factory=list)  # the shared vassal house cards, top first
    loyalty: dict[str, int] = field(default_factory=dict)  # area -> loyalty tokens on it
    loyalty_won: int = 0  # loyalty tokens Targaryen has taken (kept for good)
    pentos_held: bool = True  # Targaryen's Pentos point is on the victory track
    dragon_strength: int = 0  # strength tokens in the dragon pool
    bank: list[str | None] = field(default_factory=list)  # the Iron Bank's slots 1, 4, 7: a loan card or None
    loan_deck: list[str] = field(default_factory=list)  # top first
    loans: dict[str, list[str]] = field(default_factory=dict)  # house -> loan cards taken (face down)
    upgrades: dict[str, list[str]] = field(default_factory=dict)  # area -> upgrade/downgrade tokens
    interest_due: list[str] = field(default_factory=list)  # debtors still to lose a unit, one per unpaid token
    targaryen_gift: int = 0  # Targaryen's revealed bid still to hand out
    westeros_seen: dict[str, list[str]] = field(default_factory=dict)  # house -> Westeros cards it has seen
    cards_out: list[str] = field(default_factory=list)  # house cards put out of the game for good
