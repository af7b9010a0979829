"""Card abilities as data, and whether one can be used now.

An ability has a :class:`Kind` (which the game declares: how it is used and the rule it
follows), a timing (the phase of an action, the trigger point of the others), a
condition, a :class:`~.costs.Cost`, targets and an effect. Where a card must be for
its abilities to work is the game's (``home_zones``, ``Ability.zone``).
"""

from __future__ import annotations

from collections.abc import Callable, Container
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from engine.core.flow import Walk, call

from .costs import FREE, Cost
from .leaving import leave_play

if TYPE_CHECKING:
    from .game import CardGame

T = TypeVar("T")

#: How a kind of ability is used (``Kind.timing``).
WINDOW = "window"  # chosen by its player in an action window
CHOSEN = "chosen"  # chosen by its player at its trigger point (responses, saves, interrupts, reactions)
FORCED = "forced"  # resolves by itself at its trigger point (passive, forced, when revealed)
CONSTANT = "constant"  # applies while its card is where it works


@dataclass(frozen=True, eq=False)
class Kind:
    """A kind of ability of one game: its name (the event kind logged when it is used), how it
    is used (:data:`WINDOW`, :data:`CHOSEN`, :data:`FORCED` or :data:`CONSTANT`), the rule it
    follows, the verb of its option, and how a learner names it ("Response") with the rule
    that says when it may be used, where that is another kind's rule.
    """

    name: str
    timing: str
    rule: str
    verb: str = ""
    label: str = ""
    timing_rule: str = ""

    @property
    def when_rule(self) -> str:
        """The rule that says when an ability of this kind may be used."""
        return self.timing_rule or self.rule


@dataclass(frozen=True, init=False)
class Use:
    """One use of an ability: which card, by whom, on what, in answer to what."""

    ability: Ability
    source: str
    player: str
    target: str | None = None
    event: dict[str, Any] = field(default_factory=dict, compare=False)

    def __init__(
        self, ability: Ability, source: str, player: str, target: str | None = None, event: dict[str, Any] | None = None
    ) -> None:
        # Frozen, but filled in one step (as Option): every window turn weighs each of a player's abilities.
        self.__dict__.update(
            ability=ability, source=source, player=player, target=target, event={} if event is None else event
        )


Check = Callable[["CardGame", Use], bool]
Targets = Callable[["CardGame", Use], list[str]]
Effect = Callable[["CardGame", Use], Walk | None]
Modifier = Callable[["CardGame", str, str], int]


def always(game: CardGame, use: Use) -> bool:
    """The condition of an ability that has none."""
    return True


def nothing(game: CardGame, use: Use) -> None:
    """The effect of an ability that only changes a rule (read where the rule is applied)."""
    return None


@dataclass(frozen=True)
class Ability:
    """One ability of a card.

    ``phase`` limits an action (``any`` or a phase id); ``trigger`` is the trigger point of
    the other kinds; ``when`` the condition on the moment, said in words by ``needs``;
    ``modifier`` the strength a constant gives a character; ``zone`` where the card must be,
    when not where the game's ``home_zones`` say; ``rule`` overrides the kind's rule.
    """

    kind: Kind
    phase: str = "any"
    trigger: str = ""
    when: Check = always
    cost: Cost = FREE
    targets: Targets | None = None
    effect: Effect = nothing
    modifier: Modifier | None = None
    zone: str = ""
    rule: str = ""
    needs: str = ""

    def home(self, game: CardGame, card_type: str) -> str:
        """The zone a card of this type must be in for this ability to work."""
        return self.zone or game.home_zones.get(card_type, "play")

    @property
    def cites(self) -> str:
        """The rule this ability follows."""
        return self.rule or self.kind.rule


def sources(
    game: CardGame, player: str, kinds: tuple[Kind, ...], trigger: str | None = None
) -> list[tuple[str, Ability]]:
    """(card uid, ability) for the player's cards whose abilities of these kinds are where they work
    (and whose text is not blank), zone by zone in the order of the game's ``ability_zones``; with
    ``trigger``, only the abilities whose trigger point it is. Which cards have them where is kept
    while the player's zones hold the same cards (:func:`kept_while`). rule: the kinds' rules
    """
    zones = game.state.players[player].zones
    held = [zones[zone] for zone in game.ability_zones]
    out = kept_while(game, (player, kinds, trigger), held, lambda: _sources(game, kinds, trigger, held))
    if out and (blank := game.blanked()):
        return [(uid, a) for uid, a in out if uid not in blank]
    return list(out)


def _sources(
    game: CardGame,
    kinds: tuple[Kind, ...],
    trigger: str | None,
    held: list[list[str]],
) -> tuple[tuple[str, Ability], ...]:
    """What :func:`sources` finds before blank text is left out: ``held`` are the player's ``ability_zones``."""
    having = holders(game, kinds, trigger)
    if not having:
        return ()
    index, cards = _index(game, kinds, trigger)[1], game.state.cards
    out: list[tuple[str, Ability]] = []
    for (zone, by_id), uids in zip(index.items(), held, strict=True):
        if having.isdisjoint(uids):
            continue
        for uid in uids:
            if uid not in having:
                continue
            data = cards[uid].data
            found = by_id.get(data.id)
            if found is None:
                found = by_id[data.id] = tuple(
                    a
                    for a in game.card_abilities.get(data.id, ())
                    if a.kind in kinds and a.home(game, data.type) == zone and trigger in (None, a.trigger)
                )
            out.extend((uid, ability) for ability in found)
    return tuple(out)


def holders(game: CardGame, kinds: tuple[Kind, ...], trigger: str | None = None) -> frozenset[str]:
    """The uids of the game's cards, wherever they are, with an ability of these kinds (at this
    trigger point): see :func:`cards_with`."""
    return cards_with(game, (kinds, trigger), _index(game, kinds, trigger)[0])


def _index(
    game: CardGame, kinds: tuple[Kind, ...], trigger: str | None
) -> tuple[frozenset[str], dict[str, dict[str, tuple[Ability, ...]]]]:
    """The ids of the cards with an ability of these kinds (at this trigger point), and zone -> card id ->
    its abilities of these kinds (at this trigger point) that work in that zone, filled as cards are met
    (a card's abilities and type never change, so this is kept for the game class).
    """
    per_class = type(game).ability_index
    found = per_class.get((kinds, trigger))
    if found is None:
        ids = frozenset(
            cid
            for cid, abilities in game.card_abilities.items()
            if any(a.kind in kinds and trigger in (None, a.trigger) for a in abilities)
        )
        found = per_class[(kinds, trigger)] = (ids, {zone: {} for zone in game.ability_zones})
    return found


def cards_with(game: CardGame, key: Any, ids: Container[str]) -> frozenset[str]:
    """The uids of the game's cards, wherever they are, whose card id is among ``ids`` (``key`` names
    that set). Kept for one table of cards: worked out again when the table is another (after an undo
    or a clone) or has more cards. A uid names one card, and cards are only ever added to the table,
    so nothing else can change what this holds.
    """
    cards = game.state.cards
    kept = game.__dict__.get("_cards_with")
    if kept is None or kept[0] is not cards or kept[1] != len(cards):
        kept = game.__dict__["_cards_with"] = (cards, len(cards), {})
    found = kept[2].get(key)
    if found is None:
        found = kept[2][key] = frozenset(u for u, c in cards.items() if c.data.id in ids)
    return found


def kept_while(game: CardGame, key: Any, zones: list[list[str]], work: Callable[[], T]) -> T:
    """``work()``, kept between readings and decisions while ``zones`` hold the same cards in the same
    order and the table of cards is the same: for work that reads nothing but which cards are in
    those zones, in that order, and what a table never changes (a uid names one card, with its id
    and abilities; cards are only ever added, so the same table of the same size holds the same
    cards, see :func:`cards_with`). A new table (an undo, a clone) starts afresh. Comparing the
    zones with a copy of what they held costs far less than the work.
    """
    cards = game.state.cards
    kept = game.__dict__.get("_kept_while")
    if kept is None or kept[0] is not cards or kept[1] != len(cards):
        kept = game.__dict__["_kept_while"] = (cards, len(cards), {})
    found = kept[2].get(key)
    if found is None or found[0] != zones:
        found = kept[2][key] = ([list(z) for z in zones], work())
    return found[1]


def why_not(game: CardGame, use: Use, node: str) -> tuple[str, str] | None:
    """Why this use is not possible now: (reason, rule), or None when it is legal.

    Checks, in order: the timing (phase, trigger point), Limited, the condition, the
    cost, and the targets. rules: the kind's, limited, targets
    """
    a, card = use.ability, game.card(use.source)
    if a.kind.timing == WINDOW:
        if a.phase != "any" and game.phase != a.phase:
            return f"a {a.phase.title()} {a.kind.name}: usable only in the {a.phase} phase", a.kind.when_rule
    elif a.trigger != node:
        article = "an" if a.kind.label[:1].lower() in "aeiou" else "a"
        return f"{article} {a.kind.label}: usable only right at its moment ({card.data.ability})", a.kind.when_rule
    if card.data.type == "event" and card.data.has("limited") and game.player(use.player).limited_played:
        return "you have already played a Limited card this round", game.kit_rules["limited"]
    found = game.forbidden(use)
    if found:
        return found
    if not a.when(game, use):
        return f"needs {a.needs or 'its condition'}, which does not hold now", a.cites
    reason = a.cost.why_not(game, use)
    if reason:
        return reason
    if a.targets is not None and not legal_targets(game, use):
        return "there is no legal target now", game.kit_rules["targets"]
    return None


def legal_targets(game: CardGame, use: Use) -> list[str]:
    """The targets an ability may choose now: its own list, without the cards immune to it."""
    return [t for t in use.ability.targets(game, use) if not game.immune(t, use)] if use.ability.targets else []


def resolve(game: CardGame, use: Use) -> Walk:
    """Use an ability: pay its cost, resolve its effect. An event is played from where it works (its
    home: the hand, or another zone such as shadows) and then goes to the discard pile.

    rules: the kind's, costs, limited
    """
    a = use.ability
    card = game.card(use.source)
    event = card.data.type == "event"
    if event:
        game.move(use.source, use.player, a.home(game, card.data.type), "resolving")
        if card.data.has("limited"):
            game.player(use.player).limited_played = True
    yield from a.cost.pay(game, use)
    if a.cost.discard_self:
        leave_play(game, use.source, "discard", game.kit_rules["costs"], "paid as a cost")
    on = f" on {game.card(use.target).name}" if use.target else ""
    verb = "plays" if event else "uses"
    game.record(
        a.kind.name,
        f"{use.player} {verb} {card.name}{on}: {card.data.ability}",
        a.cites,
        {"source": use.source, "player": use.player, "target": use.target, "kind": a.kind.name},
    )
    if (yield from game.initiate(use)):
        yield from call(a.effect, game, use)
    if event:
        game.move(use.source, use.player, "resolving", "discard")
        if game.played:
            yield from game.event(game.played, card=use.source, player=use.player)
    yield from game.settle()
