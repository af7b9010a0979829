"""Gra o tron: Sojusze (A Game of Thrones: B'Twixt), standard game. Game id ``alliances``."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from engine.core.cards import one_place_each
from engine.core.game import Game
from engine.core.protocol import EngineError, Option, Result
from engine.core.view import Standing

from . import hints, procedure, ring, sampling, scenario, scoring, seasons, views
from .cards import Ally, Deck, Influence, load_deck, standard
from .state import State


class Alliances(Game):
    """Sojusze for 3 to 6 leaders around a table (rulebook 002).

    >>> game = Alliances(seed=1, players=4)
    >>> game.decision.prompt.split(":")[1].strip()[:24]
    'play an influence card o'
    """

    game_id = "alliances"
    title = "Gra o tron: Sojusze (A Game of Thrones: B'Twixt)"
    player_counts = (3, 4, 5, 6)
    option_defaults: ClassVar[dict[str, Any]] = {
        "deck": None,  # a deck file with your own box's values
        "advanced": False,  # leader cards and events
        "variant": None,  # "selection" or "royal" (card selection; royal council)
        "open_allies": False,
        "quick": False,
    }
    procedure = procedure.GAME
    round_name = "round"
    score_name = "small council (power shown)"
    score_scale = 4.0  # allies' power adds up over the seasons: a lead of one strong ally weighs e times
    scenario_players = "seats"
    conformance_options = (
        {},
        {"advanced": True},
        {"variant": "selection"},
        {"variant": "royal", "open_allies": True},
        {"quick": True, "variant": "selection"},
    )

    state: State

    def setup_state(self) -> list[str] | None:
        if self.options["variant"] not in (None, "selection", "royal"):
            raise EngineError(
                f"alliances: option variant must be 'selection' or 'royal', not {self.options['variant']!r}"
            )
        self.deck: Deck = load_deck(self.options["deck"]) if self.options["deck"] else standard()
        self._cards = self.deck.cards()
        self.state = State(seats=list(self.players))
        for p in self.players:
            self.state.hands[p], self.state.bids[p] = [], []
        if self.scenario is not None:
            return scenario.build_position(self, self.scenario)
        return None

    # -- looking at the table --------------------------------------------------

    def card(self, uid: str | None) -> Ally | Influence:
        """A card by uid (later copies are ``id.2``, ``id.3``)."""
        assert uid is not None
        card = self._cards.get(uid)  # a first copy's uid is its id
        return card if card is not None else self._cards[uid.split(".")[0]]

    def ally_count(self, player: str) -> int:
        """How many allies sit in a leader's two councils."""
        return sum(len(self.state.councils[c].allies) for c in ring.councils_of(self, player))

    def this_round(self, effect: str) -> bool:
        """Whether this round's ally has this 'this round' ability."""
        uid = self.state.round_ally
        return uid is not None and self.card(uid).timing == "this-round" and self.card(uid).effect == effect  # type: ignore[union-attr]

    def judge(self, player: str, option: Option) -> tuple[float, str]:
        """See :func:`.hints.judge`."""
        return hints.judge(self, player, option)

    def final_result(self) -> Result:
        return scoring.result(self)

    def standings(self) -> list[Standing]:
        """See :func:`.scoring.standings`. rules: scoring, scoring.tie"""
        return scoring.standings(self)

    # -- the header: first player, round, small councils --------------------------

    def first_player(self) -> str | None:
        """The leader holding the first-player marker. rule: round.first-player"""
        return self.state.first or None

    def round_number(self) -> int:
        """Rounds counted over the whole game (0 during setup); the last round once winter is over.
        rules: round.advance, round.season
        """
        s = self.state
        if seasons.game_over(self):
            return s.rounds
        return 0 if self.phase.startswith("setup") else s.rounds + 1

    def scores(self) -> dict[str, int]:
        """Each leader's small council as shown: its allies' power, and its tokens only once they are
        turned up at the end. rules: goal, scoring
        """
        table = self.view_table(None)
        return {x.player: table.council(x.small_council).power_shown for x in table.leaders}

    @property
    def phase(self) -> str:
        """The step of the round the game is at (``setup`` before the first round). rule: round"""
        c = self.cursor
        if len(c) > 3 and c[2] == "round":
            return c[3]
        return c[1] if len(c) > 1 else self.node

    # -- what players see, and what must hold ------------------------------------

    def view_table(self, player: str | None) -> views.AlliancesTable:
        """The table as ``player`` may see it: others' hands and every token value left out."""
        return views.table(self, player)

    def resample(self, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
        """Hidden cards dealt anew, the ally deck shuffled, token values handed out anew (see :mod:`.sampling`)."""
        sampling.resample(self, seat, rng, keep)

    def hidden_from(self, viewer: str) -> set[str]:
        """The other leaders' hands, packets and own leader cards aside. rule: setup.influence"""
        s = self.state
        others = [p for p in self.players if p != viewer]
        return {u for p in others for u in s.hands[p] + s.packets.get(p, []) + s.piles.get(p, [])}

    def invariants(self) -> list[str]:
        """Allies, tokens and influence cards each in one place; hand sizes; no token value shown
        before the end. rules: setup.allies, setup.tokens, setup.influence
        """
        s = self.state
        allies = s.allies + s.row + s.dead + s.incoming + ([s.current] if s.current else [])
        allies += [a for c in s.councils.values() for a in c.allies]
        problems = one_place_each(allies, [a.id for a in self.deck.allies], "allies")
        tokens = s.supply + s.on_current + s.incoming_tokens + [t for c in s.councils.values() for t in c.tokens]
        problems += one_place_each(tokens, list(s.token_values), "power tokens")
        cards = s.influence + s.discard + s.aside_events + [u for u in s.box if u in self._cards]
        cards += [u for p in self.players for u in s.hands[p] + s.bids[p] + s.piles.get(p, [])]
        cards += [u for packet in s.packets.values() for u in packet]
        every = [c.id + (f".{k + 1}" if k else "") for c in self.deck.influence for k in range(c.copies)]
        every += [c.id for c in self.deck.leader_cards + self.deck.events]
        problems += one_place_each(cards, every, "influence cards")
        for p in self.players:
            if len(s.hands[p]) > 10 + s.gained.get(p, 0):
                problems.append(f"{p} holds {len(s.hands[p])} cards")
        if not (self.over or seasons.game_over(self)):
            problems += [f"token values visible to {p} before the end" for p in self.players if self._shows_tokens(p)]
        return problems

    def _shows_tokens(self, player: str) -> bool:
        """Whether ``player``'s view gives away a token's value (listed, or counted in a council's power)."""
        table = self.view_table(player)
        return table.revealed or any(
            c.token_values is not None or c.power_shown != sum(a.power for a in c.allies) for c in table.councils
        )
