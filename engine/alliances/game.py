"""Gra o tron: Sojusze (A Game of Thrones: B'Twixt), standard game. Game id ``alliances``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, ClassVar

from engine.core.catalogue import load_catalogue
from engine.core.game import Game
from engine.core.protocol import EngineError, Option, Result

from . import bidding, hints, procedure, ring, scenario, scoring
from .cards import Ally, Deck, Influence, load_deck, standard
from .setup import seasons
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
    conformance_options = (
        {},
        {"advanced": True},
        {"variant": "selection"},
        {"variant": "royal", "open_allies": True},
        {"quick": True, "variant": "selection"},
    )
    catalogue = load_catalogue(Path(__file__).parent / "rules.yaml")

    state: State

    def _player_names(self, players: Any) -> list[str]:
        """A scenario names its leaders, clockwise (its ``seats``); otherwise P1, P2, ..."""
        named = self.scenario.get("seats") if self.scenario is not None else None
        if players is None and isinstance(named, list) and named:
            players = [str(p) for p in named]
        return super()._player_names(players)

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
        return self._cards[uid.split(".")[0]]

    def ally_count(self, player: str) -> int:
        """How many allies sit in a leader's two councils."""
        return sum(len(self.state.councils[c].allies) for c in ring.councils_of(self, player))

    def this_round(self, effect: str) -> bool:
        """Whether this round's ally has this 'this round' ability."""
        uid = self.state.round_ally
        return uid is not None and self.card(uid).timing == "this-round" and self.card(uid).effect == effect  # type: ignore[union-attr]

    def turn_order(self) -> list[str]:
        """Clockwise from the first player. rule: round.first-player"""
        return ring.clockwise_from(self, self.state.first or self.players[0])

    def judge(self, player: str, option: Option) -> tuple[float, str]:
        """See :func:`.hints.judge`."""
        return hints.judge(self, player, option)

    def final_result(self) -> Result:
        return scoring.result(self)

    # -- what players see, and what must hold ------------------------------------

    def view_state(self, player: str | None) -> dict[str, Any]:
        s = self.state
        over = self.over or s.season >= len(seasons(len(self.players)))
        councils = {}
        for cid, c in s.councils.items():
            councils[cid] = {
                "leaders": list(ring.members(cid)),
                "allies": [{"uid": a, "name": self.card(a).name, "power": self.card(a).power} for a in c.allies],  # type: ignore[union-attr]
                "tokens": len(c.tokens),
                "token_values": [s.token_values[t] for t in c.tokens] if over else None,
                "power_shown": ring.power(self, cid, reveal=over),
            }
        names = seasons(len(self.players))
        return {
            "seats": list(s.seats),
            "first": s.first,
            "season": names[min(s.season, len(names) - 1)],
            "round": s.round,
            "rounds_per_season": len(self.players) + 1,
            "current": None
            if s.current is None
            else {
                "uid": s.current,
                "name": self.card(s.current).name,
                "power": self.card(s.current).power,  # type: ignore[union-attr]
                "text": self.card(s.current).text,
                "tokens": len(s.on_current),
            },
            "councils": councils,
            "bids": {
                p: [{"uid": u, "name": self.card(u).name, "value": self.card(u).value} for u in s.bids[p]]  # type: ignore[union-attr]
                for p in self.players
            },
            "totals": {p: bidding.total(self, p) for p in self.players},
            "knelt": list(s.knelt),
            "hands": {
                p: (
                    [
                        {
                            "uid": u,
                            "name": self.card(u).name,
                            "value": self.card(u).value,  # type: ignore[union-attr]
                            "text": self.card(u).text,
                        }
                        for u in s.hands[p]
                    ]
                    if player in (None, p)
                    else len(s.hands[p])
                )
                for p in self.players
            },
            "allies_left": len(s.allies),
            "row": [{"uid": a, "name": self.card(a).name, "power": self.card(a).power} for a in s.row],  # type: ignore[union-attr]
            "dead": [self.card(u).name for u in s.dead],
            "discard": len(s.discard),
            "supply": len(s.supply),
        }

    def hidden_from(self, viewer: str) -> set[str]:
        """The other leaders' hands, packets and own leader cards aside. rule: setup.influence"""
        s = self.state
        others = [p for p in self.players if p != viewer]
        return {u for p in others for u in s.hands[p] + s.packets.get(p, []) + s.piles.get(p, [])}

    def invariants(self) -> list[str]:
        s = self.state
        problems = []
        allies = s.allies + s.row + s.dead + s.incoming + ([s.current] if s.current else [])
        allies += [a for c in s.councils.values() for a in c.allies]
        if sorted(allies) != sorted(a.id for a in self.deck.allies):
            problems.append(f"{len(allies)} allies instead of {len(self.deck.allies)}, or some twice")
        tokens = s.supply + s.on_current + s.incoming_tokens + [t for c in s.councils.values() for t in c.tokens]
        if sorted(tokens) != sorted(s.token_values):
            problems.append(f"{len(tokens)} power tokens instead of {len(s.token_values)}")
        cards = s.influence + s.discard + s.aside_events + [u for u in s.box if u in self._cards]
        cards += [u for p in self.players for u in s.hands[p] + s.bids[p] + s.piles.get(p, [])]
        cards += [u for packet in s.packets.values() for u in packet]
        every = [c.id + (f".{k + 1}" if k else "") for c in self.deck.influence for k in range(c.copies)]
        every += [c.id for c in self.deck.leader_cards + self.deck.events]
        if Counter(cards) != Counter(every):
            problems.append("influence cards not conserved")
        for p in self.players:
            if len(s.hands[p]) > 10 + s.gained.get(p, 0):
                problems.append(f"{p} holds {len(s.hands[p])} cards")
            seen = repr(self.view_state(p)["councils"])
            if not self.over and "token_values': [" in seen:
                problems.append(f"token values visible to {p} before the end")
        return problems
