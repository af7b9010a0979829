"""W Cieniu Tronu (In the Shadow of the Throne): push your luck and collect columns. Game id ``shadow-throne``."""

from __future__ import annotations

import random
from itertools import chain
from typing import Any, ClassVar

from engine.core.cards import one_place_each
from engine.core.game import Game
from engine.core.protocol import EngineError, Option, Result, Subject
from engine.core.view import Standing, rank_standings

from . import columns, hints, odds, procedure, sampling, scenario, views
from .cards import END, all_cards, name, value
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
    round_name = "turn"
    scenario_players = "players"
    score_name = "points"
    score_scale = 8.0  # a column scores its face value (1 to 9): a lead of one good column weighs e times

    state: State

    def setup_state(self) -> list[str] | None:
        """An empty table, or a scenario's position (option ``max_turns`` checked). rule: variant.turn-cap"""
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

    # -- the protocol's game-specific parts ----------------------------------------

    def judge(self, player: str, option: Option) -> tuple[float, str]:
        """See :func:`.hints.judge`."""
        return hints.judge(self, player, option)

    def odds_text(self, player: str) -> str:
        """The chance the next card busts the player, in words."""
        return f"{odds.bust_chance(self, player):.0%} that the next card busts you"

    def final_result(self) -> Result:
        """A capped game ends without a winner; the scores are shown. rule: variant.turn-cap"""
        return Result(None, "the turn cap was reached", "variant.turn-cap", self.scores())

    def view_table(self, player: str | None) -> views.ShadowTable:
        """The table as ``player`` may see it (see :mod:`.views`)."""
        return views.table(self, player)

    def first_player(self) -> str | None:
        """Who goes first (None before setup draws one). rule: setup.first-player"""
        return self.state.first or None

    def round_number(self) -> int:
        """The turn being played, counted over the whole game (0 before the first). rule: turn"""
        return self.state.turns

    def scores(self) -> dict[str, int]:
        """Each player's points as the columns stand now. rule: scoring"""
        return {p: columns.score(self, p) for p in self.players}

    def standings(self) -> list[Standing]:
        """The score table: points, best first. The rules break no tie: equal points share the place,
        and equal highest points are a draw. rules: scoring, scoring.draw, variant.turn-cap
        """
        scores, r = self.scores(), self.result
        capped = r is not None and r.rule == "variant.turn-cap"

        def tied(player: str, others: list[str]) -> str:
            if scores[player] == max(scores.values()) and not capped:
                return f"a draw with {', '.join(others)}: equal highest points"
            return f"tied with {', '.join(others)} on points"

        return list(rank_standings(self.players, scores, winner=r.winner if r else None, tied=tied))

    def card_of(self, subject: Subject | None) -> Subject | None:
        """The nine copies of a character are alike: a card uid (``8e``) stands for its value.

        >>> ShadowThrone().card_of("8e"), ShadowThrone().card_of(3)
        (8, 3)
        """
        if isinstance(subject, str) and subject != END and len(subject) == 2 and subject[0].isdigit():
            return value(subject)
        return subject

    @property
    def phase(self) -> str:
        """Setup, or the part of the turn in progress (``turn.reveals``, ``turn.collect``, ...)."""
        cursor = list(self.cursor)
        if "turn" in cursor[:-1]:
            return cursor[cursor.index("turn") + 1]
        return cursor[1] if len(cursor) > 1 else self.node

    def resample(self, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
        """The deck shuffled anew (see :mod:`.sampling`)."""
        sampling.resample(self, seat, rng, keep)

    def hidden_from(self, viewer: str) -> set[str]:
        """The deck's cards, but the next one for a player who looked at it with the Prorok.

        rule: powers.prophet
        """
        s = self.state
        seen = s.turn.seen if s.turn is not None and s.turn.player == viewer else None
        return set(s.deck) - {seen}

    def invariants(self) -> list[str]:
        """Every card in one place, columns within their limits, the end card never discarded.

        rules: columns.limit, columns.sixth, turn, setup.reshuffle
        """
        s = self.state
        problems: list[str] = []
        places = [s.deck, s.discard, s.box, s.aside]
        places += [c for seat in s.seats.values() for c in seat.columns.values()]
        if s.turn:
            places += [s.turn.revealed, s.turn.given, s.turn.placing]
        problems += one_place_each(chain.from_iterable(places), all_cards())
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
        if s.turn and s.turn.seen is not None and s.deck[:1] != [s.turn.seen]:
            problems.append(f"the card seen with the Prorok, {s.turn.seen}, is not the next card")
        return problems
