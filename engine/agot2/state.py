"""The state of a 2nd-edition game: each player's zones and counters, the titles, the challenge.

Gold and power come from an unlimited treasury (rule agot2.cards.gold): the engine counts
what is in play, never what is left. rule: agot2.cards.zones
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.cardgame.lasting import Lasting

from .cards import Card, table_card

#: Every zone a player's card can be in. ``setup`` holds cards placed face down at setup;
#: ``duplicates`` duplicates under a unique card; ``shadows`` cards face down in shadows;
#: ``title`` the title taken this round (melee); ``removed`` cards out of the game.
ZONES = (
    "deck",
    "hand",
    "setup",
    "play",
    "duplicates",
    "shadows",
    "discard",
    "dead",
    "plots",
    "revealed",
    "used_plots",
    "title",
    "resolving",  # an event being played, until it has resolved
    "removed",
)


@dataclass
class PlayerState:
    """One player's faction card, tokens, zones and what they did this round."""

    name: str
    faction: str = ""
    agenda: str | None = None
    zones: dict[str, list[str]] = field(default_factory=lambda: {z: [] for z in ZONES})
    gold: int = 0  # the gold pool
    power: int = 0  # on the faction card
    faction_kneeling: bool = False
    mulligan_taken: bool = False
    limited_count: int = 0  # Limited cards marshalled or played this round
    limited_extra: int = 0  # Limited cards allowed this round beyond the one (Taxation)
    challenges_made: list[tuple[str, str]] = field(default_factory=list)  # (type, defender) this round
    challenges_over: bool = False  # chose to make no more challenges this round
    chosen_plot: str | None = None  # secret until revealed
    rival_bonus_from: list[str] = field(default_factory=list)  # opponents who gave a rival bonus this round
    eliminated: bool = False

    @property
    def limited_played(self) -> bool:
        """Whether the player may marshal or play no more Limited card this round: one a round, plus
        any extra a card allows (Taxation). The kit reads this for Limited events. rule: agot2.kw.limited
        """
        return self.limited_count > self.limited_extra

    @limited_played.setter
    def limited_played(self, value: bool) -> None:
        """``True``: one more Limited card was marshalled or played (the kit sets it for an event);
        ``False``: a new round, none yet and no extra allowance. rule: agot2.kw.limited
        """
        if value:
            self.limited_count += 1
        else:
            self.limited_count = self.limited_extra = 0


@dataclass
class Challenge:
    """The challenge being resolved (rule agot2.challenges)."""

    kind: str
    attacker: str
    defender: str
    initiated_against: str  # the first opponent named, kept after a redirect (rule agot2.melee.redirect)
    attackers: list[str] = field(default_factory=list)
    defenders: list[str] = field(default_factory=list)
    stealthed: list[str] = field(default_factory=list)  # bypassed by Stealth: may not defend
    stealth_chosen: list[str] = field(default_factory=list)  # Stealth attackers that have chosen
    attack_strength: int = 0
    defense_strength: int = 0
    winner: str | None = None
    loser: str | None = None
    initiated: bool = False  # attackers knelt: the challenge is initiated
    claimed_too: list[str] = field(default_factory=list)  # Master of Whispers' other opponents
    over: bool = False  # a side was eliminated: the rest of the challenge does not resolve


@dataclass
class State:
    """Everything on the table. Cards are referred to by uid everywhere else."""

    cards: dict[str, Card]
    players: dict[str, PlayerState]
    treasury: int = 0  # gold paid back (the treasury itself is unlimited)
    round: int = 0
    first_player: str | None = None
    initiative: str | None = None
    challenge: Challenge | None = None
    titles: list[str] = field(default_factory=list)  # the title pool (melee)
    titles_offered: list[str] = field(default_factory=list)  # left after removal, being chosen
    titles_aside: list[str] = field(default_factory=list)  # removed face down this round
    redirect_used: bool = False  # the Crown Regent's redirect, this round
    lasting: list[Lasting] = field(default_factory=list)  # effects until the end of a challenge/phase/round
    moments: list[dict[str, Any]] = field(default_factory=list)  # trigger points being resolved
    pending: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # "after" points still to open
    uses: dict[str, int] = field(default_factory=dict)  # "uid:round" -> uses of a limited ability
    dominance: str | None = None  # who won dominance this round
    reserve: dict[str, int] = field(default_factory=dict)  # each player's reserve at this round's taxation
    won: list[tuple[str, str, str]] = field(default_factory=list)  # (winner, kind, loser) this round

    def __getstate__(self) -> dict[str, Any]:
        """Pickled with its cards as plain tuples (see :meth:`packed_cards`): several times cheaper than
        pickling hundreds of card objects one by one."""
        state = self.__dict__.copy()
        state["cards"] = self.packed_cards()
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state["cards"] = unpacked_cards(state["cards"])
        self.__dict__.update(state)

    def packed_cards(self) -> tuple[tuple[Any, ...], ...]:
        """Every card's state, as tuples of plain values: a copy nothing in play can change."""
        return tuple(
            [
                (c.uid, c.data.id, c.owner, c.kneeling, c.power, c.gold, c.attached_to, c.facedown)
                for c in self.cards.values()
            ]
        )

    def flat_cards(self) -> tuple[Any, ...]:
        """What :meth:`packed_cards` holds in one flat tuple (``CARD_FIELDS`` values a card): one object
        for the garbage collector to track where there would be one a card; a snapshot is taken every
        few decisions, and hundreds of young tuples each time make the collector run several times as often."""
        out: list[Any] = []
        add = out.extend
        for c in self.cards.values():
            add((c.uid, c.data.id, c.owner, c.kneeling, c.power, c.gold, c.attached_to, c.facedown))
        return tuple(out)

    def packed_zones(self) -> tuple[tuple[tuple[str, tuple[str, ...]], ...], ...]:
        """Every player's zones in seat order, as (zone, uids) tuples: a copy nothing in play can change."""
        return tuple(tuple((z, tuple(uids)) for z, uids in p.zones.items()) for p in self.players.values())

    def without_cards(self) -> dict[str, Any]:
        """Every field but the cards, and each player's fields but the zones (``Agot2.freeze`` keeps
        those packed, see :meth:`packed_cards` and :meth:`packed_zones`)."""
        rest = self.__dict__.copy()
        del rest["cards"]
        rest["players"] = {name: {**p.__dict__, "zones": None} for name, p in self.players.items()}
        return rest

    @classmethod
    def rebuilt(
        cls,
        rest: dict[str, Any],
        packed: Iterable[tuple[Any, ...]],
        zones: Iterable[tuple[tuple[str, tuple[str, ...]], ...]],
    ) -> State:
        """The state of :meth:`without_cards`, :meth:`packed_cards` and :meth:`packed_zones` again."""
        players = {}
        for (name, fields), held in zip(rest["players"].items(), zones, strict=True):
            seat = players[name] = PlayerState.__new__(PlayerState)
            seat.__dict__.update(fields, zones={z: list(uids) for z, uids in held})
        state = cls.__new__(cls)
        state.__dict__.update(rest, cards=unpacked_cards(packed), players=players)
        return state


def unpacked_cards(packed: Iterable[tuple[Any, ...]]) -> dict[str, Card]:
    """The cards of :meth:`State.packed_cards` again, by uid."""
    return {t[0]: table_card(*t) for t in packed}


#: How many values :meth:`State.flat_cards` keeps of each card.
CARD_FIELDS = 8


def unflattened(flat: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    """The tuples of :meth:`State.packed_cards` from :meth:`State.flat_cards`."""
    values = iter(flat)
    return zip(*[values] * CARD_FIELDS, strict=True)
