"""The state of a game of the card game: supplies, players' zones, the round, the challenge."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cardgame.lasting import Lasting

from .cards import CARD_FIELDS, Card, table_card

GOLD_TOKENS = 20  # rule: setup.supply
POWER_TOKENS = 30  # rule: setup.supply

#: Every zone a player's card can be in. ``setup`` holds cards placed face down
#: at setup; ``duplicates`` holds duplicates under a unique card in play.
ZONES = (
    "deck",
    "hand",
    "setup",
    "play",
    "duplicates",
    "discard",
    "dead",
    "plots",
    "revealed",
    "used_plots",
    "drafted",
    "resolving",  # an event being played, until it has resolved
)


@dataclass
class PlayerState:
    """One player's house, tokens and zones."""

    name: str
    house: str = ""
    zones: dict[str, list[str]] = field(default_factory=lambda: {z: [] for z in ZONES})
    gold: int = 0  # the gold pool
    power: int = 0  # power on the house card
    mulligan_taken: bool = False
    limited_played: bool = False  # this round
    challenges_made: list[str] = field(default_factory=list)  # this round
    challenges_over: bool = False  # chose to make no more challenges this round
    chosen_plot: str | None = None  # secret until revealed


@dataclass
class Challenge:
    """The challenge being resolved."""

    kind: str
    attacker: str
    defender: str
    attackers: list[str] = field(default_factory=list)
    defenders: list[str] = field(default_factory=list)
    stealthed: list[str] = field(default_factory=list)  # may not defend (rule: keywords.stealth)
    stealth_chosen: list[str] = field(default_factory=list)  # Stealth attackers that have chosen
    attack_strength: int = 0
    defense_strength: int = 0
    winner: str | None = None


@dataclass
class State:
    """Everything on the table. Cards are referred to by uid everywhere else."""

    cards: dict[str, Card]
    players: dict[str, PlayerState]
    treasury: int = GOLD_TOKENS
    power_pool: int = POWER_TOKENS
    round: int = 0
    phase: str = "setup"
    first_player: str | None = None
    initiative: str | None = None
    challenge: Challenge | None = None
    draft_deck: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)  # cards out of this game
    draft_hands: dict[str, list[str]] = field(default_factory=dict)
    kept_plots: dict[str, list[str]] = field(default_factory=dict)  # the draft's final choice, so far
    lasting: list[Lasting] = field(default_factory=list)  # effects until the end of a challenge/phase/round
    moments: list[dict[str, Any]] = field(default_factory=list)  # trigger points being resolved
    dominance: str | None = None  # who won dominance this round
    won: list[tuple[str, str, str]] = field(default_factory=list)  # (winner, kind, attacker/defender) this round

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (every snapshot) with its cards as one flat tuple of plain values, ``CARD_FIELDS`` a
        card: several times cheaper than pickling a hundred card objects one by one."""
        state = self.__dict__.copy()
        state["cards"] = tuple(v for c in self.cards.values() for v in c.__reduce__()[1])
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        values = iter(state["cards"])
        state["cards"] = {t[0]: table_card(*t) for t in zip(*[values] * CARD_FIELDS, strict=True)}
        self.__dict__.update(state)
