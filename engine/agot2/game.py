"""The 2nd edition's engine: the table and the small actions its rules are made of.

The procedure is declared in :mod:`.procedure`; each rule lives in the module named after it
(:mod:`.setup`, :mod:`.plot`, :mod:`.titles`, :mod:`.marshalling`, :mod:`.challenges`,
:mod:`.claim`, :mod:`.dominance`, :mod:`.taxation`, :mod:`.victory`). Abilities, timing, lasting
effects and leaving play are the card-game kit's (:mod:`engine.cardgame`).
"""

from __future__ import annotations

import pickle
import random
import re
from collections import Counter
from typing import Any, ClassVar

from engine.cardgame import CardGame, Use
from engine.cardgame.duplicates import copy_in_play
from engine.cardgame.leaving import leave
from engine.cardgame.power import move_power
from engine.core.cards import one_place_each
from engine.core.flow import Node, Walk
from engine.core.protocol import Option, Rejected, Result, Subject

from . import cardindex, delayed, effects, hints, marshalling, procedure, sampling, scenario, timing, victory, views
from .cards import Card, CardData, library
from .cardtext import ABILITIES
from .state import ZONES, PlayerState, State, unflattened


class Agot2(CardGame):
    """The card game's 2nd edition (rulebook 004): joust and melee, 2 to 6 players.

    >>> game = Agot2(seed=1, options={"windows": "auto"})
    >>> game.decision.prompt.endswith("keep this setup hand or take a mulligan?")
    True
    """

    game_id = "agot2"
    title = "Gra o Tron: Gra karciana, 2. edycja (A Game of Thrones card game, 2nd edition)"
    player_counts = (2, 3, 4, 5, 6)
    default_players = ("Lannister", "Targaryen")
    scenario_players = "players"
    option_defaults: ClassVar[dict[str, Any]] = {
        "windows": "all",  # "auto": skip action windows where nobody can act
        "max_rounds": None,  # end the game after this many rounds (bots and tests)
        "decks": None,  # per player in seat order: a faction, or a deck list {faction, agenda, cards}
        "keyword_order": "summary",  # or "first player": the first player orders the keywords
        "summary_keywords": False,  # the summary's own Vigilant and Vindictive (not FFG's)
        "unique": "official",  # or "summary": nobody may bring in a unique another player has in play
    }
    procedure = procedure.GAME
    interrupts = timing.INTERRUPTS
    kinds = timing.KINDS
    card_abilities = ABILITIES
    card_index = staticmethod(cardindex.card_index)  # the glossary's cards, with their texts
    ability_zones = ("hand", "play", "shadows", "revealed")
    home_zones: ClassVar[dict[str, str]] = {"event": "hand", "plot": "revealed"}
    constant_zones = ("play", "revealed")
    attachment_zones = ("play", "duplicates")
    ways_to_leave = timing.WAYS_TO_LEAVE
    phases = timing.PHASES
    kit_rules = timing.KIT_RULES
    played = timing.PLAYED
    one_sided: ClassVar[dict[str, str]] = {
        "challenges.defenders:when": "false only when a player runs out of cards during a challenge "
        "(tests/test_agot2_rules.py, a player eliminated during a challenge)",
        "challenges.resolve:when": "the same: a challenge ended by an elimination is not resolved",
    }
    #: A melee decision costs several times a joust's, and a long melee reaches thousands: snapshots every
    #: 12 decisions keep an undo's replay short (every turn of a window is a point to keep one at; the
    #: state pickles cheaply, see ``State.__getstate__``); a joust's, every 16 (see :meth:`setup_state`).
    checkpoint_every = 12
    conformance_options = (
        {"windows": "auto", "max_rounds": 12},
        {"windows": "all", "max_rounds": 4, "summary_keywords": True, "keyword_order": "first player"},
        {"windows": "auto", "max_rounds": 30, "unique": "summary"},
    )

    state: State

    def freeze(self) -> Any:
        """A snapshot keeps the cards (in one flat tuple) and the players' zones packed as tuples, shared
        and never pickled; the rest of the state is pickled with the walk's frames and the active player
        (see ``Game.freeze``)."""
        rest = (self.state.without_cards(), self.frames, self.active)
        return self.state.flat_cards(), self.state.packed_zones(), pickle.dumps(rest, pickle.HIGHEST_PROTOCOL)

    def thaw(self, blob: Any) -> None:
        """The state, frames and active player a snapshot kept (see :meth:`freeze`)."""
        packed, zones, pickled = blob
        rest, self.frames, self.active = pickle.loads(pickled)
        self.state = State.rebuilt(rest, unflattened(packed), zones)

    def _run(self, start: list[str] | None) -> Walk:
        """The procedure's walk; when several players reach 15 power together it stops there and the
        first player picks the winner. rule: agot2.end.win
        """
        try:
            yield from super()._run(start)
        except victory.TiedVictory as tie:
            yield from victory.pick_winner(self, tie.tied)

    def setup_state(self) -> list[str] | None:
        """An empty table, or the scenario's position and the path it starts from."""
        self.state = State(cards={}, players={p: PlayerState(p) for p in self.players})
        if len(self.players) == 2:
            self.checkpoint_every = 16
        if self.scenario is not None:
            return scenario.build_position(self, self.scenario)
        return None

    # -- looking at the table ------------------------------------------------

    @property
    def library(self) -> dict[str, CardData]:
        """Every card's data, by code."""
        return library()

    def strength(self, uid: str) -> int:
        """A character's strength now (printed, out of play). rule: agot2.cards.plot-values"""
        return effects.strength(self, uid) if self.is_in_play(uid) else self.card(uid).data.strength

    def discount(self, use: Use) -> int:
        """Cost reductions that fit an event being played lower its gold cost (Fealty on a loyal
        event). rule: agot2.timing.types
        """
        if self.card(use.source).data.type != "event":
            return 0
        return sum(e.amount for e in effects.reductions(self, use.player, use.source))

    def use_discount(self, use: Use) -> None:
        """The reductions that fitted the event are used up."""
        if self.card(use.source).data.type == "event":
            marshalling.use_reductions(self, use.player, use.source)

    def blanked(self) -> frozenset[str]:
        """Characters whose printed text counts as blank now. rule: agot2.timing.blank"""
        return effects.blanked(self)

    def is_in_play(self, uid: str) -> bool:
        """Whether a card is in some player's play area."""
        card = self.state.cards[uid]
        return bool(card.owner) and uid in self.state.players[card.owner].zones["play"]

    def plot(self, name: str) -> CardData | None:
        """A player's revealed plot, or None before the first plot phase."""
        revealed = self.zone(name, "revealed")
        return self.card(revealed[0]).data if revealed else None

    def total_power(self, name: str) -> int:
        """See :func:`.victory.total_power`."""
        return victory.total_power(self, name)

    def first_player(self) -> str | None:
        """The first player (rule agot2.plot.first-player); drawn at random at setup."""
        return self.state.first_player

    def turn_order(self) -> list[str]:
        """Player order: clockwise from the first player, skipping eliminated players."""
        seats = self.seats_from(self.state.first_player or self.players[0])
        return [p for p in seats if not self.state.players[p].eliminated]

    def opponents(self, player: str) -> list[str]:
        """The other players still in the game, clockwise from ``player``."""
        return [p for p in self.seats_from(player)[1:] if not self.state.players[p].eliminated]

    def defender_for(self, attacker: str) -> str:
        """The opponent the challenge being resolved is against (the one the attacker named)."""
        c = self.state.challenge
        return c.defender if c is not None else super().defender_for(attacker)

    def hosts(self, uid: str, player: str) -> list[str]:
        """Characters in play (anyone's) this attachment can go on now. rule: agot2.attachments"""
        return [c.uid for p in self.players for c in self.characters(p) if self.attachment_fits(uid, c.uid)]

    def attachment_fits(self, uid: str, host: str, setup: bool = False) -> bool:
        """Whether an attachment can go on this card: a character without "No attachments" (and, at
        setup, one of its owner's placed characters). rules: agot2.attachments, agot2.kw.no-attachments
        """
        target = self.card(host)
        if target.data.type != "character" or target.data.has("no attachments"):
            return False
        own = effects.host_rule(self, uid)
        if own is not None and not own.host(self, uid, host):  # type: ignore[misc]
            return False
        return not setup or target.owner == self.card(uid).owner

    def attachment_pile(self, card: Card) -> str:  # type: ignore[override]
        """Duplicates are discarded; attachments go back to their owner's hand, Terminal ones are
        discarded. rules: agot2.leave-play, agot2.kw.terminal
        """
        duplicate = card.uid in self.zone(card.owner, "duplicates")
        return "discard" if duplicate or card.data.has("terminal") else "hand"

    # -- small actions ---------------------------------------------------------

    def draw(self, name: str, n: int, rule: str) -> int:
        """Draw up to ``n`` cards; an emptied deck eliminates its player at once (rule agot2.end.eliminate)."""
        if n <= 0 or self.player(name).eliminated:
            return 0
        deck = self.zone(name, "deck")
        drawn = deck[:n]
        del deck[: len(drawn)]
        self.zone(name, "hand").extend(drawn)
        self.record(
            "draw",
            f"{name} draws {len(drawn)} card{'s' * (len(drawn) != 1)}",
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
        victory.check_decks(self)
        return len(drawn)

    def take_gold(self, name: str, n: int, rule: str) -> int:
        """Take ``n`` gold from the unlimited treasury into the pool. rule: agot2.cards.gold"""
        self.player(name).gold += n
        return n

    def check_decks(self) -> None:
        """See :func:`.victory.check_decks`."""
        victory.check_decks(self)

    def return_tokens(self, card: Card) -> None:  # type: ignore[override]
        """See :func:`.victory.return_tokens`."""
        victory.return_tokens(self, card)

    def gain_power(self, name: str, n: int, rule: str, why: str, on: str | None = None) -> None:
        """See :func:`.victory.gain_power`; power gained on a card opens "after it gains power" at
        the next :meth:`settle`.
        """
        before = self.card(on).power if on else 0
        victory.gain_power(self, name, n, rule, why, on)
        if on and self.card(on).power > before:
            self.state.pending.append((timing.GAINS_POWER, {"card": on, "amount": self.card(on).power - before}))

    def stand(self, uid: str) -> None:
        """Stand a kneeling card; "after it stands" opens at the next :meth:`settle`. rule: agot2.standing"""
        if self.card(uid).kneeling:
            super().stand(uid)
            self.state.pending.append((timing.STANDS, {"card": uid}))

    def move_power(self, source: str, target: str, n: int, rule: str) -> int:
        """Move power between faction cards (moved power is not gained). rule: agot2.cards.power"""
        return move_power(self, source, target, n, rule, "faction card")

    def check_victory(self) -> None:
        """See :func:`.victory.check_victory`."""
        victory.check_victory(self)

    def leave(self, uids: list[str], way: str, why: str, can_save: bool = True) -> Walk:
        """Cards leave play together in one way (killed, discarded, returned, sacrificed)."""
        yield from leave(self, uids, way, why, can_save)

    def forbidden(self, use: Use) -> tuple[str, str] | None:
        """A card's effect forbids this use (Marching Orders: no events; Catelyn Stark: no abilities
        for her opponents while she takes part in a challenge). rule: agot2.timing.cannot
        """
        return effects.forbidden(self, use.player, use.source, "use")

    def immune(self, target: str, use: Use) -> tuple[str, str] | None:
        """A card immune to events is never chosen by one (Unbowed Sentinel, a teaching card: no Core
        Set card prints Immune). rule: agot2.kw.immune
        """
        if self.card(use.source).data.type == "event" and effects.has(self, target, "immune to events"):
            return f"{self.card(target).name} is immune to events", "agot2.kw.immune"
        return None

    def initiate(self, use: Use) -> Walk:
        """The moment an ability's effects would initiate, where cancels are used; False if they
        were. rule: agot2.timing.cancel
        """
        kind = "event" if self.card(use.source).data.type == "event" else use.ability.kind.name
        ctx = yield from self.event(timing.INITIATING, card=use.source, player=use.player, kind=kind, cancelled=False)
        return not ctx["cancelled"]

    def settle(self) -> Walk:
        """After an ability resolves (or a step that stands cards or gives them power): the "after"
        trigger points of what happened open in order, then doomed characters at 0 strength are
        killed. rules: agot2.timing.trigger, agot2.timing.doomed
        """
        while self.state.pending:
            node, data = self.state.pending.pop(0)
            yield from self.event(node, **data)
        if self.state.lasting:
            yield from delayed.check_doomed(self)

    def add_duplicate(self, name: str, uid: str, source: str) -> None:
        """Put a copy of a unique card under the copy in play, for free. rule: agot2.unique.duplicate"""
        on = copy_in_play(self, name, self.card(uid).data.id)
        card = self.card(uid)
        card.facedown, card.attached_to = False, on
        self.move(uid, name, source, "duplicates")
        self.record(
            "duplicate",
            f"{name} puts a duplicate of {card.name} under it (free)",
            "agot2.unique.duplicate",
            {"player": name, "card": uid, "on": on},
        )

    # -- action windows: the kit's abilities, and the framework's own actions -----

    def actions(self, player: str, node: Node) -> list[tuple[Option, Any]]:
        """Abilities usable now; in the marshalling window the active player's marshalling; in any
        window, cards out of shadows and (challenges phase) Ambush. rules: agot2.marshal, agot2.kw.*
        """
        found = super().actions(player, node)
        if node.kind != "window":
            return found
        if node.id == "marshalling.marshal" and player == self.active:
            found = marshalling.marshal_actions(self, player) + found
        return found + marshalling.challenge_actions(self, player, node.id)

    def unavailable(self, player: str, node: Node) -> list[Rejected]:
        """Why each other card of the player's cannot be used or brought in now."""
        out = super().unavailable(player, node)
        if node.kind != "window":
            return out
        if node.id == "marshalling.marshal" and player == self.active:
            out = marshalling.why_not_marshal_all(self, player) + out
        return out + marshalling.why_not_bring(self, player)

    def card_of(self, subject: Subject | None) -> Subject | None:
        """Copies of one card share ``seat.code``: ``A.01089.2`` is a copy of ``A.01089``."""
        return re.sub(r"^([^.]+\.[^.]+)\.\d+$", r"\1", subject) if isinstance(subject, str) else subject

    # -- the end ------------------------------------------------------------------

    def final_result(self) -> Result:
        """The round cap was reached: nobody has won (rule agot2.variant.round-cap)."""
        return Result(
            None,
            f"the round cap of {self.options['max_rounds']} rounds was reached",
            "agot2.variant.round-cap",
            self.scores(),
        )

    score_name = "power"

    def round_number(self) -> int:
        return self.state.round

    def scores(self) -> dict[str, int]:
        """Power on each faction card and the cards in play (rule agot2.cards.power)."""
        return {p: self.total_power(p) for p in self.players}

    def view_table(self, player: str | None) -> views.Table2:
        """See :func:`.views.table`."""
        return views.table(self, player)

    def resample(self, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
        """Decks shuffled, others' hands and secret plots drawn anew (see :mod:`.sampling`)."""
        sampling.resample(self, seat, rng, keep)

    def hidden_from(self, viewer: str) -> set[str]:
        """Other players' hands, decks, plot decks, chosen plot and title, setup and shadow cards, and
        face-down duplicates (Arya Stark's)."""
        hidden: set[str] = set()
        for name in (q for q in self.players if q != viewer):
            z = self.player(name).zones
            hidden |= {*z["hand"], *z["setup"], *z["shadows"], *z["plots"], *z["deck"]}
            if self.player(name).chosen_plot:
                hidden.add(self.player(name).chosen_plot)  # type: ignore[arg-type]
            hidden |= {u for u in z["title"] + z["duplicates"] if self.card(u).facedown}
        hidden |= set(self.state.titles_aside)
        return hidden

    def judge(self, player: str, option: Option) -> tuple[float, str]:
        """See :func:`.hints.judge`."""
        return hints.judge(self, player, option)

    def invariants(self) -> list[str]:
        """Cards in exactly one place; gold and power never negative; one revealed plot each after
        the first plot phase; reserve respected after taxation; one Limited card a round; no title
        held twice. rules: agot2.cards.zones, agot2.taxation, agot2.kw.limited, agot2.melee
        """
        s, problems = self.state, []
        places = [z for p in s.players.values() for z in p.zones.values()]
        places += [s.titles, s.titles_offered, s.titles_aside]
        problems += one_place_each((u for zone in places for u in zone), s.cards.keys())
        if any(p.gold < 0 or p.power < 0 for p in s.players.values()) or any(
            c.power < 0 or c.gold < 0 for c in s.cards.values()
        ):
            problems.append("negative gold or power")
        held = [u for p in s.players.values() for u in p.zones["title"]]
        if len(held) > len(set(held)) or any(len(p.zones["title"]) > 1 for p in s.players.values()):
            problems.append("a title held twice, or a player with two titles")
        for name, p in s.players.items():
            if p.eliminated:
                continue
            if self.phase not in ("setup", "plot") and len(p.zones["revealed"]) != 1:
                problems.append(f"{name} has {len(p.zones['revealed'])} revealed plots in the {self.phase} phase")
            if self.node == "plot.choose" and len(p.zones["hand"]) > s.reserve.get(name, 99):
                problems.append(f"{name} holds more cards than the reserve after taxation")
            for uid in p.zones["play"] + p.zones["duplicates"]:
                on = s.cards[uid].attached_to
                if on is not None and not self.is_in_play(on):
                    problems.append(f"{uid} is attached to {on}, which is not in play")
            if any(z not in ZONES for z in p.zones):
                problems.append(f"{name} has an unknown zone")
        off = [u for u, c in s.cards.items() if (c.power or c.gold) and not self.is_in_play(u)]
        if off:
            problems.append(f"tokens left on cards out of play: {off[:3]}")
        return problems

    def tally(self) -> Counter[str]:
        """Abilities and framework actions used in this game, by kind."""
        used: Counter[str] = Counter()
        for e in self.events:
            used[e.kind] += 1
            if "source" in e.data and e.kind in ("action", "reaction", "interrupt", "forced", "when-revealed"):
                used[f"card:{self.card(e.data['source']).data.id}"] += 1
        return used
