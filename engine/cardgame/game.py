"""The base class of card games: the table's helpers and the hooks the kit reads.

A card game subclasses :class:`CardGame` instead of :class:`~engine.core.game.Game`, gives
its tables as class attributes (kinds of abilities, the cards' abilities, zones, ways to
leave play, phases, the rule ids the kit cites) and the few methods only it can know
(:meth:`CardGame.return_tokens`, and :meth:`CardGame.defender_for` with more than two players).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from engine.core.flow import Node, Walk
from engine.core.game import Game
from engine.core.protocol import EngineError, Option, Rejected
from engine.core.resume import score_share

from . import evaluation, lasting, moments, names, windows
from .abilities import CHOSEN, CONSTANT, FORCED, WINDOW, Ability, Kind, Use
from .leaving import Way
from .table import Seat, Table, TableCard

#: What the kit cites a rule for; a game maps each to a rule id of its catalogue (``kit_rules``).
CITED = {
    "limited": "a Limited card was already played this round",
    "costs": "paying the cost of an ability",
    "gold": "spending gold from the pool",
    "kneel": "a kneeling card cannot kneel again",
    "targets": "an ability needs a legal target",
    "lasting": "lasting effects start and end",
    "order": "the first player orders forced abilities that fire together",
    "duplicate": "a duplicate under a unique card",
    "saved": "a card saved from leaving play",
    "attachments": "cards on a card leave play with it",
    "window": "whose turn it is to act",
    "over": "the game is over",
    "round": "a card with nothing to do at this step",
}


class CardGame(Game):
    """A card game: cards by uid in players' zones, abilities used in windows and at trigger
    points, lasting effects, cards leaving play with saves. Any number of players.

    Hooks given as class attributes:

    - ``kinds``: the game's :class:`~.abilities.Kind` of abilities;
    - ``card_abilities``: card id -> its abilities (the card texts);
    - ``played``: the trigger point opened after an event is played (None: the game has none);
    - ``ability_zones``: the zones looked through for usable abilities, in order;
      ``home_zones``: card type -> the zone its abilities work in (default ``play``);
    - ``constant_zones``: the zones whose cards' constant abilities apply;
    - ``attachment_zones``: the zones holding cards that sit on another card;
    - ``ways_to_leave``: way name -> :class:`~.leaving.Way` (pile, rule, trigger points);
    - ``phases``: the procedure's phase node ids, the first one before the game starts;
    - ``kit_rules``: each key of :data:`CITED` -> the game's rule id.
    """

    kinds: ClassVar[tuple[Kind, ...]] = ()
    card_abilities: ClassVar[Mapping[str, tuple[Ability, ...]]] = {}
    ability_zones: ClassVar[tuple[str, ...]] = ("hand", "play")
    home_zones: ClassVar[dict[str, str]] = {}
    constant_zones: ClassVar[tuple[str, ...]] = ("play",)
    attachment_zones: ClassVar[tuple[str, ...]] = ("play",)
    ways_to_leave: ClassVar[dict[str, Way]] = {}
    phases: ClassVar[tuple[str, ...]] = ("setup",)
    kit_rules: ClassVar[dict[str, str]] = {}
    # derived from the above for each game class (see __init_subclass__)
    window_kinds: ClassVar[tuple[Kind, ...]] = ()
    trigger_kinds: ClassVar[tuple[Kind, ...]] = ()
    chosen_kinds: ClassVar[tuple[Kind, ...]] = ()
    forced_kinds: ClassVar[tuple[Kind, ...]] = ()
    constants: ClassVar[dict[str, tuple[Ability, ...]]] = {}
    would_leave: ClassVar[frozenset[str]] = frozenset()
    phase_set: ClassVar[frozenset[str]] = frozenset()  # ``phases``, to look a node up in
    played: ClassVar[str | None] = None
    ability_index: ClassVar[dict[Any, tuple[frozenset[str], dict[str, dict[str, tuple[Ability, ...]]]]]] = {}

    state: Table

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Derive the kit's tables from the game's hooks and check every cited rule exists."""
        super().__init_subclass__(**kwargs)
        cls.window_kinds = tuple(k for k in cls.kinds if k.timing == WINDOW)
        cls.trigger_kinds = tuple(k for k in cls.kinds if k.timing == CHOSEN)
        cls.chosen_kinds = cls.window_kinds + cls.trigger_kinds
        cls.forced_kinds = tuple(k for k in cls.kinds if k.timing == FORCED)
        cls.constants = {
            cid: found
            for cid, abilities in cls.card_abilities.items()
            if (found := tuple(a for a in abilities if a.kind.timing == CONSTANT and a.modifier))
        }
        cls.would_leave = frozenset(w.would for w in cls.ways_to_leave.values() if w.would)
        cls.phase_set = frozenset(cls.phases)
        cls.ability_index = {}
        if cls.game_id:
            cls._check_cited()

    @classmethod
    def _check_cited(cls) -> None:
        """Every key of :data:`CITED` has a rule id, and every rule id the kit and the abilities cite
        is in the game's catalogue (a wrong id fails when the game is imported, not in play).
        """
        missing = sorted(set(CITED) - set(cls.kit_rules))
        if missing:
            raise TypeError(f"{cls.__name__}.kit_rules: no rule id for {', '.join(missing)}")
        cited = [*cls.kit_rules.values(), *(r for k in cls.kinds for r in (k.rule, k.when_rule))]
        cited += [w.rule for w in cls.ways_to_leave.values()]
        cited += [a.rule for abilities in cls.card_abilities.values() for a in abilities if a.rule]
        unknown = sorted({r for r in cited if r not in cls.catalogue})
        if cls.catalogue and unknown:
            raise TypeError(f"{cls.__name__}: the kit cites rules not in the catalogue: {', '.join(unknown)}")

    # -- the table ---------------------------------------------------------------

    def card(self, uid: str) -> TableCard:
        """A card on the table, by uid."""
        return self.state.cards[uid]

    def player(self, name: str) -> Seat:
        """A player's seat: zones and counters."""
        return self.state.players[name]

    def zone(self, name: str, zone: str) -> list[str]:
        """The uids in one of a player's zones, in order."""
        return self.state.players[name].zones[zone]

    def in_play(self, name: str, kind: str | None = None) -> list[TableCard]:
        """A player's cards in play, optionally of one type."""
        cards = self.state.cards
        if kind is None:
            return [cards[u] for u in self.state.players[name].zones["play"]]
        return [c for u in self.state.players[name].zones["play"] if (c := cards[u]).data.type == kind]

    def characters(self, name: str) -> list[TableCard]:
        """A player's characters in play."""
        return self.in_play(name, "character")

    def is_in_play(self, uid: str) -> bool:
        """Whether a card is in some player's play area."""
        return any(uid in p.zones["play"] for p in self.state.players.values())

    def blanked(self) -> frozenset[str]:
        """The cards in play whose printed text box counts as blank now: their abilities and
        printed keywords do not work (a game whose cards can blank text overrides this).
        """
        return frozenset()

    def in_play_uids(self) -> set[str]:
        """Every card in play, of every player."""
        return {u for p in self.state.players.values() for u in p.zones["play"]}

    def attached(self, uid: str) -> list[TableCard]:
        """The cards (of any player) that sit on this one: attachments and duplicates. Inside a
        reading block (``Game.reading``) every card's are found in one pass, kept for the block."""
        if self._kept is not None:
            return list(self.kept("attached", self._attached_by_host).get(uid, ()))
        cards, players, zones = self.state.cards, self.state.players, self.attachment_zones
        return [
            c for p in self.players for z in zones for u in players[p].zones[z] if (c := cards[u]).attached_to == uid
        ]

    def _attached_by_host(self) -> dict[str, list[TableCard]]:
        """Card uid -> the cards on it, in the order :meth:`attached` finds them (players, then zones)."""
        cards, players, out = self.state.cards, self.state.players, {}
        for p in self.players:
            for z in self.attachment_zones:
                for u in players[p].zones[z]:
                    if (c := cards[u]).attached_to is not None:
                        out.setdefault(c.attached_to, []).append(c)
        return out

    def opponents(self, player: str) -> list[str]:
        """Every other player, in seat order from ``player``."""
        return self.seats_from(player)[1:]

    def defender_for(self, attacker: str) -> str:
        """The opponent ``attacker``'s challenge is against. With two players, the other one; a game
        for more players overrides this (e.g. with the opponent the attacker named).
        """
        others = self.opponents(attacker)
        if len(others) != 1:
            raise EngineError(f"{self.game_id}: with {len(self.players)} players, the game must say who is attacked")
        return others[0]

    @property
    def phase(self) -> str:
        """The phase the game is in: the first of ``phases`` on the cursor (the first phase before any)."""
        phases = self.phase_set
        for node in self.cursor:
            if node in phases:
                return node
        return self.phases[0]

    def evaluate(self, player: str) -> float:
        """How well ``player`` stands, 0 to 1: the result, else a share by power and what the table and
        hand promise (see :mod:`.evaluation`)."""
        return score_share(self, player, self.score_scale, evaluation.worths(self))

    # -- small actions ---------------------------------------------------------------

    def move(self, uid: str, owner: str, source: str, target: str, top: bool = False) -> None:
        """Move a card between two of a player's zones (to the top with ``top``)."""
        self.zone(owner, source).remove(uid)
        if top:
            self.zone(owner, target).insert(0, uid)
        else:
            self.zone(owner, target).append(uid)

    def kneel(self, uid: str) -> None:
        """Turn a standing card sideways. rule: kneel"""
        card = self.card(uid)
        assert not card.kneeling, f"{uid} is already kneeling"
        card.kneeling = True

    def discount(self, use: Use) -> int:
        """Gold off an ability's gold cost now (a game whose cards reduce the cost of events says
        how much); :meth:`use_discount` uses it up when the cost is paid.
        """
        return 0

    def use_discount(self, use: Use) -> None:
        """The discount of :meth:`discount` is used up: the cost is being paid."""

    def stand(self, uid: str) -> None:
        """Turn a kneeling card upright (a standing one stays as it is). rule: kneel"""
        self.card(uid).kneeling = False

    def pay(self, name: str, n: int) -> None:
        """Return gold from a player's pool to the treasury. rule: gold"""
        assert self.player(name).gold >= n
        self.player(name).gold -= n
        self.state.treasury += n

    def return_tokens(self, card: TableCard) -> None:
        """The tokens on a card that leaves play go back where the game keeps them (hook)."""
        raise NotImplementedError

    def attachment_pile(self, card: TableCard) -> str:
        """Where a card on a card that leaves play goes (hook): by default its owner's discard pile."""
        return "discard"

    # -- timing ------------------------------------------------------------------

    def forbidden(self, use: Use) -> tuple[str, str] | None:
        """Why a card's effect forbids this use now (say, playing events): (reason, rule), or None.
        A game with such effects overrides this.
        """
        return None

    def immune(self, target: str, use: Use) -> tuple[str, str] | None:
        """Why ``target`` is immune to this use (it cannot be chosen as its target): (reason, rule),
        or None. A game whose cards can be immune overrides this.
        """
        return None

    def initiate(self, use: Use) -> Walk:
        """An ability's costs are paid and its effects are about to initiate: a game whose cards can
        cancel effects opens that moment here. Returns False if the effects were cancelled.
        """
        return True
        yield

    def settle(self) -> Walk:
        """After an ability resolves: what a game checks at once (say, characters at 0 strength)."""
        return
        yield

    def moment(self, node: str) -> dict[str, Any] | None:
        """What happened at the trigger point being resolved (None outside trigger points)."""
        found = self.state.moments
        return found[-1] if found and found[-1]["id"] == node else None

    def event(self, trigger_id: str, **data: Any) -> Walk:
        """Something happened: open its trigger point (forced abilities, then chosen ones) and
        return what it decided (e.g. ``saved``).
        """
        ctx = {"id": trigger_id, "used": [], **data}
        self.state.moments.append(ctx)
        yield from self.fire(trigger_id)
        self.state.moments.pop()
        return ctx

    def triggered(self, node: Node) -> Walk:
        """Resolve a trigger point: forced abilities first, then a round of chosen ones; nothing to
        do at a point where no card of the game has an ability (``moments.quiet``)."""
        if moments.quiet(self, node.id):
            return
        own = self.moment(node.id) is None
        if own:
            self.state.moments.append({"id": node.id, "used": []})
        yield from moments.resolve_forced(self, node.id)
        yield from self.action_window(node, skip_idle=True)
        if own:
            self.state.moments.pop()

    def actions(self, player: str, node: Node) -> list[tuple[Option, Any]]:
        """The chosen abilities usable at a trigger point; the window's kinds in a window. (A game
        adding options of its own at trigger points would make ``moments.quiet`` say so.)"""
        if node.kind == "trigger":
            return windows.options(self, player, node.id, self.trigger_kinds, trigger=node.id)
        return windows.options(self, player, node.id, self.window_kinds)

    def unavailable(self, player: str, node: Node) -> list[Rejected]:
        """Why each of the player's other abilities cannot be used now."""
        return windows.unavailable(self, player, node.id)

    def aimed_label(self, player: str, subject: str, targets: tuple[str, ...]) -> str:
        """How an option of ``player``'s aimed at cards reads: "card → target, ...", with copy numbers
        and owners where they tell options apart (see :func:`.names.aimed_label`).
        """
        return names.aimed_label(self, player, subject, targets)

    def why_not(self, uid: str) -> list[Rejected]:
        """Why this card (in hand or in play) cannot be played or used right now, with the rule.

        An empty list means it can be: its option is in ``decision.options``.
        """
        d, rules = self.decision, self.kit_rules
        if d is None:
            return [Rejected(self.card(uid).name, "the game is over", rules["over"])]
        owner = self.card(uid).owner
        if d.player != owner:
            node = self.declared(self.node).label
            why = f"it is {d.player}'s decision now ({node}); {owner} must wait for a window or their turn"
            return [Rejected(self.card(uid).name, why, rules["window"])]
        if any(o.subject == uid for o in d.options):
            return []
        found = [r for r in d.rejected if r.subject == uid]
        return found or [Rejected(self.card(uid).name, "it has nothing to do at this step", d.rule or rules["round"])]

    def left(self, node: Node) -> None:
        """Effects that last until the end of a phase end when the phase does. rule: lasting"""
        if node.id in self.phase_set and self.state.lasting:
            lasting.expire(self, "phase")
