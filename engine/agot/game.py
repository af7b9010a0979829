"""The card game's engine: the table and the small actions every rule is made of.

The procedure itself is declared in :mod:`.procedure`; each rule lives in the
module named after its rulebook section (:mod:`.setup`, :mod:`.plot`,
:mod:`.marshalling`, :mod:`.challenges`, :mod:`.claim`, :mod:`.dominance`, ...).
Abilities, timing, lasting effects and leaving play are the card-game kit's
(:mod:`engine.cardgame`); the class attributes below give it this edition's tables.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any, ClassVar

from engine.cardgame import CardGame
from engine.core.cards import one_place_each
from engine.core.protocol import Option, Result
from engine.core.view import Standing, rank_standings

from . import cardindex, cardtext, effects, hints, power, procedure, sampling, scenario, timing, views
from .cards import Card, CardData, library
from .procedure import PHASES
from .state import GOLD_TOKENS, POWER_TOKENS, ZONES, PlayerState, State


class Agot(CardGame):
    """A Game of Thrones: The Card Game, the two-player Stark vs Lannister core (rulebook 000).

    >>> game = Agot(seed=1, options={"windows": "auto"})
    >>> game.decision.prompt
    'Stark: keep this setup hand or take a mulligan?'
    """

    game_id = "agot"
    title = "A Game of Thrones: The Card Game (Gra o Tron: Gra karciana)"
    player_counts = (2,)
    default_players = ("Stark", "Lannister")
    option_defaults: ClassVar[dict[str, Any]] = {
        "windows": "all",  # "auto": skip action windows where nobody can act
        "max_rounds": None,  # end the game after this many rounds (for bots and tests)
        "draft": False,  # the plot draft variant
        "houses": None,  # houses in player order, when players are not named after them
    }
    procedure = procedure.GAME
    interrupts = timing.INTERRUPTS
    kinds = timing.KINDS
    card_abilities = cardtext.ABILITIES
    card_index = staticmethod(cardindex.card_index)  # the glossary's cards, with their abilities' rules
    ability_zones = ("hand", "play", "revealed", "dead")
    home_zones: ClassVar[dict[str, str]] = {"event": "hand", "plot": "revealed"}
    constant_zones = ("play", "revealed")
    attachment_zones = ("play", "duplicates")
    ways_to_leave = timing.WAYS_TO_LEAVE
    phases = PHASES
    kit_rules = timing.KIT_RULES
    conformance_options = (
        {"windows": "auto", "max_rounds": 40},
        {"windows": "all", "max_rounds": 40},
        {"windows": "auto", "draft": True, "max_rounds": 40},
        {"windows": "auto", "max_rounds": 2},
    )

    state: State

    def setup_state(self) -> list[str] | None:
        """An empty table, or the scenario's position and the path it starts from."""
        self.state = State(cards={}, players={p: PlayerState(p) for p in self.players})
        if self.scenario is not None:
            return scenario.build_position(self, self.scenario)
        return None

    # -- looking at the table ------------------------------------------------

    @property
    def library(self):
        """The card data."""
        return library()

    def strength(self, uid: str) -> int:
        """A character's strength through every modifier (see :func:`.effects.strength`) while it is
        in play; anywhere else (hand, deck, discard, dead pile) its printed strength, since bonuses
        reach only cards in play. rule: cards.in-play
        """
        card = self.card(uid)
        if not self.is_in_play(uid):
            return card.data.strength
        return effects.strength(self, uid)

    def icons(self, uid: str) -> set[str]:
        """A character's challenge icons, including icons its attachments give."""
        card = self.card(uid)
        gained = {i for a in self.attached(uid) if a.data.type == "attachment" for i in a.data.icons_gained}
        return set(card.data.icons) | gained

    def plot(self, name: str) -> CardData | None:
        """A player's revealed plot, or None before the first plot phase."""
        revealed = self.zone(name, "revealed")
        return self.state.cards[revealed[0]].data if revealed else None

    def total_power(self, name: str) -> int:
        """Power on the house card plus power on the player's characters (rule victory)."""
        return self.player(name).power + sum(c.power for c in self.characters(name))

    def first_player(self) -> str | None:
        """The first player of this round (rule actions.first-player); None before the first plot phase."""
        return self.state.first_player

    # -- small actions ---------------------------------------------------------

    def draw(self, name: str, n: int, rule: str) -> int:
        """Draw up to ``n`` cards from the top of the deck; fewer if it runs out."""
        deck = self.zone(name, "deck")
        drawn = deck[:n]
        del deck[: len(drawn)]
        self.zone(name, "hand").extend(drawn)
        if drawn or n:
            short = "" if len(drawn) == n else f" (the deck had only {len(drawn)})"
            self.record(
                "draw",
                f"{name} draws {len(drawn)} card{'s' * (len(drawn) != 1)}{short}",
                rule,
                {"player": name, "count": len(drawn)},
            )
            self.record(
                "drew",
                f"{name} drew: {', '.join(self.card(u).name for u in drawn)}",
                rule,
                {"cards": drawn},
                visible_to=[name],
            )
        return len(drawn)

    def take_gold(self, name: str, n: int, rule: str) -> int:
        """Move gold from the treasury to a player's gold pool, as much as the treasury holds."""
        amount = min(n, self.state.treasury)
        self.state.treasury -= amount
        self.player(name).gold += amount
        return amount

    def return_tokens(self, card: Card) -> None:  # type: ignore[override]
        """See :func:`.power.return_power`."""
        power.return_power(self, card)

    def gain_power(self, name: str, n: int, rule: str, why: str, on: str | None = None) -> None:
        """See :func:`.power.gain_power`."""
        power.gain_power(self, name, n, rule, why, on)

    def check_victory(self) -> None:
        """See :func:`.power.check_victory`."""
        power.check_victory(self)

    def final_result(self) -> Result:
        """The round cap was reached: nobody has won (rule variant.round-cap)."""
        scores = {p: self.total_power(p) for p in self.players}
        return Result(
            None, f"the round cap of {self.options['max_rounds']} rounds was reached", "variant.round-cap", scores
        )

    # -- what players see, and what must always hold ---------------------------

    score_name = "power"

    def view_table(self, player: str | None) -> views.AgotTable:
        """See :func:`.views.table`."""
        return views.table(self, player)

    def round_number(self) -> int:
        return self.state.round

    def scores(self) -> dict[str, int]:
        """Power on each house card and its characters (rule victory)."""
        return {p: self.total_power(p) for p in self.players}

    def standings(self) -> list[Standing]:
        """The score table: total power (house card and characters), the winner first. If both
        players reached 15 together the first player won, and the table says so with each one's
        ``("first player", 1 or 0)``; with the round cap nobody won and equal power shares a place.
        rules: victory, victory.tie, variant.round-cap
        """
        scores, r = self.scores(), self.result
        winner = r.winner if r else None
        if r is not None and r.rule == "victory.tie" and winner is not None:
            first = self.state.first_player
            breaks = {p: (("first player", int(p == first)),) for p in self.players}
            why = f"both reached {power.VICTORY_POWER} power together and {winner} is the first player"
            out = []
            for line in rank_standings(self.players, scores, breaks, winner=winner):
                side = f"ahead of {', '.join(self.opponents(winner))}" if line.player == winner else f"behind {winner}"
                out.append(dataclasses.replace(line, note=f"{side}: {why}"))
            return out
        capped = "; the round cap ended the game without a winner" if r and r.rule == "variant.round-cap" else ""

        def tied(player: str, others: list[str]) -> str:
            return f"tied with {', '.join(others)} on power{capped}"

        return list(rank_standings(self.players, scores, winner=winner, tied=tied))

    def invariants(self) -> list[str]:
        """Cards in exactly one zone; gold and power conserved, never negative; plots."""
        problems = []
        s = self.state
        places = [z for p in s.players.values() for z in p.zones.values()]
        places += [s.draft_deck, s.box, *s.draft_hands.values()]
        problems += one_place_each((u for zone in places for u in zone), s.cards.keys())
        gold = s.treasury + sum(p.gold for p in s.players.values())
        if gold != GOLD_TOKENS or s.treasury < 0 or any(p.gold < 0 for p in s.players.values()):
            problems.append(f"gold not conserved: treasury {s.treasury}, pools {[p.gold for p in s.players.values()]}")
        on_cards = sum(c.power for c in s.cards.values())
        power_total = s.power_pool + sum(p.power for p in s.players.values()) + on_cards
        if power_total != POWER_TOKENS or s.power_pool < 0 or any(c.power < 0 for c in s.cards.values()):
            problems.append(f"power not conserved: {power_total} tokens")
        for name, p in s.players.items():
            for uid in p.zones["play"]:
                card = s.cards[uid]
                if card.attached_to and card.attached_to not in [
                    u for q in s.players.values() for u in q.zones["play"]
                ]:
                    problems.append(f"{uid} is attached to {card.attached_to}, which is not in play")
            if len(p.zones["revealed"]) > 1:
                problems.append(f"{name} has {len(p.zones['revealed'])} revealed plots")
            if self.phase not in ("setup", "plot") and len(p.zones["revealed"]) != 1:
                problems.append(f"{name} has no revealed plot in the {self.phase} phase")
            if any(z not in ZONES for z in p.zones):
                problems.append(f"{name} has an unknown zone")
        power_off_table = [u for u, c in s.cards.items() if c.power and u not in self.in_play_uids()]
        if power_off_table:
            problems.append(f"power left on cards out of play: {power_off_table}")
        return problems

    def resample(self, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
        """Decks shuffled, others' hands and secret plots drawn anew (see :mod:`.sampling`)."""
        sampling.resample(self, seat, rng, keep)

    def hidden_from(self, viewer: str) -> set[str]:
        """The other player's cards in hand, face down at setup, drafted or to draft, in the plot
        deck, and the plot chosen in secret.
        """
        hidden: set[str] = set()
        for name in (q for q in self.players if q != viewer):
            p = self.player(name)
            hidden |= {*p.zones["hand"], *p.zones["setup"], *p.zones["drafted"], *p.zones["plots"]}
            hidden |= {*self.state.draft_hands.get(name, []), *([p.chosen_plot] if p.chosen_plot else [])}
        return hidden

    def judge(self, player: str, option: Option) -> tuple[float, str]:
        """See :func:`.hints.judge`."""
        return hints.judge(self, player, option)

    def tally(self) -> Counter[str]:
        """Abilities used in this game, by kind; constants count once per challenge they changed."""
        used: Counter[str] = Counter()
        for e in self.events:
            if e.kind in ("action", "response", "save", "passive", "when-revealed") and "source" in e.data:
                used[e.kind] += 1
                used[f"card:{self.card(e.data['source']).data.id}"] += 1
            elif e.kind == "lasting":
                used["lasting"] += 1
            elif e.kind == "challenge-won":
                mods = [m for ms in e.data["modifiers"].values() for m in ms]
                used.update({f"strength-{k}" for _, _, k in mods})
                used.update({f"card:{self.card(src).data.id}" for src, _, k in mods if k == "constant"})
            elif e.kind == "stays-standing":
                used["constant"] += 1
                used[f"card:{self.card(e.data['card']).data.id}"] += 1
        used["constant"] += used["strength-constant"]
        return used
