"""W Cieniu Tronu (In the Shadow of the Throne): push your luck and collect columns. Game id ``shadow-throne``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, ClassVar

from engine.core.catalogue import load_catalogue
from engine.core.game import Game, GameOver
from engine.core.protocol import EngineError, Option, Result

from . import columns, hints, odds, powers, procedure, scenario
from .cards import CHARACTERS, END, all_cards, name, value
from .state import Seat, State


class ShadowThrone(Game):
    """W Cieniu Tronu for 2 to 4 players (rulebook 003).

    >>> game = ShadowThrone(seed=1, players=3)
    >>> game.decision.ids
    ['reveal']
    """

    game_id = "shadow-throne"
    title = "W Cieniu Tronu (In the Shadow of the Throne)"
    player_counts = (2, 3, 4)
    option_defaults: ClassVar[dict[str, Any]] = {"max_turns": None}
    procedure = procedure.GAME
    conformance_options = ({}, {"max_turns": 7})
    catalogue = load_catalogue(Path(__file__).parent / "rules.yaml")

    state: State

    def _player_names(self, players: Any) -> list[str]:
        """A scenario names its players (its ``players`` mapping); otherwise P1, P2, ..."""
        named = self.scenario.get("players") if self.scenario is not None else None
        if players is None and isinstance(named, dict) and named:
            players = [str(p) for p in named]
        return super()._player_names(players)

    def setup_state(self) -> list[str] | None:
        cap = self.options["max_turns"]
        if cap is not None and (not isinstance(cap, int) or isinstance(cap, bool) or cap < 1):
            raise EngineError(f"shadow-throne: option max_turns must be a whole number of turns from 1, not {cap!r}")
        self.state = State(deck=[], seats={p: Seat(p) for p in self.players})
        if self.scenario is not None:
            return scenario.build_position(self, self.scenario)
        return None

    # -- the deck ---------------------------------------------------------------

    def top_card(self) -> str:
        """The next card to be revealed (rebuilding the deck first if it is empty)."""
        self._refill()
        return self.state.deck[0]

    def take_top(self) -> str:
        """Remove and return the top card."""
        self._refill()
        return self.state.deck.pop(0)

    def _refill(self) -> None:
        """An empty deck is rebuilt from the discard pile, with the end card the first time. rule: setup.reshuffle"""
        s = self.state
        if s.deck:
            return
        s.deck, s.discard = s.discard + s.aside, []
        s.aside = []
        self.rng.shuffle(s.deck)
        self.record(
            "reshuffle", f"The deck ran out: {len(s.deck)} cards are shuffled into a new deck", "setup.reshuffle"
        )

    def discard(self, uids: list[str], why: str, rule: str) -> None:
        """Put cards on the discard pile."""
        self.state.discard.extend(uids)
        if uids:
            self.record(
                "discarded",
                f"{', '.join(name(u) for u in uids)} to the discard pile: {why}",
                rule,
                {"cards": list(uids)},
            )

    def end_now(self, result: Result) -> None:
        raise GameOver(result)

    # -- the protocol's game-specific parts ----------------------------------------

    def turn_order(self) -> list[str]:
        """Clockwise from the first player."""
        first = self.state.first or self.players[0]
        i = self.players.index(first)
        return self.players[i:] + self.players[:i]

    def judge(self, player: str, option: Option) -> tuple[float, str]:
        """See :func:`.hints.judge`."""
        return hints.judge(self, player, option)

    def odds_text(self, player: str) -> str:
        """The chance the next card busts the player, in words."""
        return f"{odds.bust_chance(self, player):.0%} that the next card busts you"

    def final_result(self) -> Result:
        scores = {p: columns.score(self, p) for p in self.players}
        return Result(None, "the turn cap was reached", "variant.turn-cap", scores)

    def view_state(self, player: str | None) -> dict[str, Any]:
        s = self.state
        t = s.turn
        seats = {}
        for p, seat in s.seats.items():
            seats[p] = {
                "score": columns.score(self, p),
                "columns": [
                    {
                        "value": v,
                        "name": CHARACTERS[v].name,
                        "power": CHARACTERS[v].power,
                        "does": CHARACTERS[v].does,
                        "cards": len(cards),
                        "active": powers.is_active(self, p, v),
                        "turned": powers.is_turned(self, p, v),
                    }
                    for v, cards in sorted(seat.columns.items())
                ],
            }
        turn = None
        if t is not None:
            turn = {
                "player": t.player,
                "revealed": [{"uid": u, "value": value(u), "name": name(u)} for u in t.revealed],
                "change": t.change,
                "used": list(t.used),
                "bust_chance": odds.bust_chance(self, t.player) if player in (t.player, None) else None,
            }
        return {
            "deck": len(s.deck),
            "discard": Counter(value(u) for u in s.discard),
            "removed": len(s.box),
            "end_card": "aside" if s.aside else "in the deck",
            "first": s.first,
            "seats": seats,
            "turn": turn,
        }

    def hidden_from(self, viewer: str) -> set[str]:
        """The deck's cards, but the next one for a player who looked at it with the Prorok."""
        s = self.state
        peeked = s.turn is not None and s.turn.peeked and s.turn.player == viewer and s.deck
        return set(s.deck[1:] if peeked else s.deck)

    def invariants(self) -> list[str]:
        s = self.state
        problems = []
        places = [s.deck, s.discard, s.box, s.aside]
        places += [c for seat in s.seats.values() for c in seat.columns.values()]
        if s.turn:
            places += [s.turn.revealed, s.turn.given, s.turn.placing]
        seen = [u for zone in places for u in zone]
        if sorted(seen) != sorted(all_cards()):
            problems.append(f"{len(seen)} cards in play instead of 82, or some twice")
        for p, seat in s.seats.items():
            if len(seat.columns) > columns.MAX_COLUMNS:
                problems.append(f"{p} has {len(seat.columns)} columns")
            for v, cards in seat.columns.items():
                if not cards or len(cards) > columns.MAX_CARDS or any(value(u) != v for u in cards):
                    problems.append(f"{p}'s column {v} holds {cards}")
        if s.turn and len(s.turn.revealed) > 5:
            problems.append("more than five cards revealed")
        if END in s.discard or END in s.box:
            problems.append("the end card is out of place")
        return problems
