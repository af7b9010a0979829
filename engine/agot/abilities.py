"""Card abilities, every kind the rulebook defines (AKCJE, ODPOWIEDZI, ZDOLNOŚCI PASYWNE,
ODPOWIEDŹ OCALENIA, TRWAŁE EFEKTY), and whether one can be used now.

An ability is data: its kind, when it may be used, its cost, its targets and its
effect. The cards' own abilities are declared in :mod:`.cardtext`; the timing
(windows and trigger points) lives in :mod:`.timing`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from engine.core.flow import Walk, call
from engine.core.protocol import Decision, option

if TYPE_CHECKING:
    from .game import Agot

#: Kinds a player chooses to use; the others apply by themselves.
CHOSEN = ("action", "response", "save")
PHASE_NAMES = {
    "any": "Any phase",
    "marshalling": "Marshalling",
    "challenges": "Challenges",
    "dominance": "Dominance",
}


@dataclass(frozen=True)
class Use:
    """One use of an ability: which card, by whom, on what, in answer to what."""

    ability: Ability
    source: str
    player: str
    target: str | None = None
    event: dict[str, Any] = field(default_factory=dict, compare=False)


Check = Callable[["Agot", Use], bool]
Targets = Callable[["Agot", Use], list[str]]
Effect = Callable[["Agot", Use], Walk | None]
Modifier = Callable[["Agot", str, str], int]


def _always(game: Agot, use: Use) -> bool:
    return True


def _nothing(game: Agot, use: Use) -> None:
    return None


@dataclass(frozen=True)
class Cost:
    """What must be paid before the effect: kneel the card, pay gold, discard the card,
    or kneel another character of yours that matches ``kneel_one``.
    """

    kneel_self: bool = False
    gold: int = 0
    discard_self: bool = False
    kneel_one: Callable[[Agot, str], bool] | None = None
    kneel_one_text: str = ""

    def why_not(self, game: Agot, use: Use) -> tuple[str, str] | None:
        """Why the cost cannot be paid now: (reason, rule), or None."""
        if self.kneel_self and game.card(use.source).kneeling:
            return "is kneeling, and its cost is to kneel it", "kneel"
        if self.gold > game.player(use.player).gold:
            return f"costs {self.gold} gold; your gold pool holds {game.player(use.player).gold}", "gold.pool"
        if self.kneel_one and not self.kneel_candidates(game, use):
            return f"you have no standing {self.kneel_one_text} to kneel", "abilities.costs"
        return None

    def kneel_candidates(self, game: Agot, use: Use) -> list[str]:
        """Your standing characters that could pay a 'kneel one' cost."""
        assert self.kneel_one is not None
        return [c.uid for c in game.characters(use.player) if not c.kneeling and self.kneel_one(game, c.uid)]

    def pay(self, game: Agot, use: Use) -> Walk:
        """Pay the cost; a choice of which character to kneel is asked if there are several."""
        if self.kneel_self:
            game.kneel(use.source)
        if self.gold:
            game.pay(use.player, self.gold)
        if self.kneel_one:
            options = self.kneel_candidates(game, use)
            uid = options[0]
            if len(options) > 1:
                choice = yield Decision(
                    use.player,
                    f"{use.player}: kneel a {self.kneel_one_text} to pay for {game.card(use.source).name}",
                    [option("kneel", u, label=game.card(u).name) for u in options],
                    rule="abilities.costs",
                )
                uid = choice.subject
            game.kneel(uid)
            game.record("knelt", f"{game.card(uid).name} kneels to pay the cost", "abilities.costs", {"card": uid})
        paid = self.describe(game, use)
        if paid:
            game.record("cost", f"{use.player} pays: {paid}", "abilities.costs", {"source": use.source})

    def describe(self, game: Agot, use: Use) -> str:
        parts = []
        if self.kneel_self:
            parts.append(f"kneels {game.card(use.source).name}")
        if self.gold:
            parts.append(f"{self.gold} gold")
        if self.discard_self:
            parts.append(f"discards {game.card(use.source).name}")
        if self.kneel_one:
            parts.append(f"kneels a {self.kneel_one_text}")
        return ", ".join(parts)


FREE = Cost()


@dataclass(frozen=True)
class Ability:
    """One ability of a card.

    kind: ``action`` (a phase header, used in an action window), ``response``
    (used right after its trigger), ``save`` (a response that stops a kill),
    ``passive`` (no header: mandatory when its trigger happens), ``constant``
    (a lasting effect while the card is in play, or through the round for a
    plot), ``when-revealed`` (a plot's effect as it is revealed).
    """

    kind: str
    phase: str = "any"  # actions: any, marshalling, challenges, dominance
    trigger: str = ""  # responses, saves, passives: the trigger point
    when: Check = _always  # the condition on the moment (e.g. "after you win")
    cost: Cost = FREE
    targets: Targets | None = None
    effect: Effect = _nothing
    modifier: Modifier | None = None  # constants: strength given to a character
    zone: str = ""  # where the card must be: default play, or hand for events
    rule: str = ""
    needs: str = ""  # what ``when`` asks for, in words, for "why not?"

    def home(self, game: Agot, uid: str) -> str:
        """The zone the card must be in for this ability to work."""
        if self.zone:
            return self.zone
        kind = game.card(uid).data.type
        return "hand" if kind == "event" else "revealed" if kind == "plot" else "play"

    @property
    def cites(self) -> str:
        """The rule this kind of ability follows."""
        return (
            self.rule
            or {
                "action": "abilities.actions",
                "response": "abilities.responses",
                "save": "abilities.saves",
                "passive": "abilities.passive",
                "constant": "abilities.lasting",
                "when-revealed": "plot.when-revealed",
            }[self.kind]
        )


def abilities_of(game: Agot, uid: str) -> tuple[Ability, ...]:
    """The abilities printed on a card (see :mod:`.cardtext`)."""
    return _table().get(game.card(uid).data.id, ())


@cache
def _table() -> dict[str, tuple[Ability, ...]]:
    from .cardtext import ABILITIES  # cardtext builds on this module

    return ABILITIES


def sources(game: Agot, player: str, kinds: tuple[str, ...]) -> Iterator[tuple[str, Ability]]:
    """(card uid, ability) for the player's cards whose ability of these kinds is where it works."""
    zones, cards, table = game.player(player).zones, game.state.cards, _table()
    for zone in ("hand", "play", "revealed", "dead"):
        for uid in zones[zone]:
            for ability in table.get(cards[uid].data.id, ()):
                if ability.kind in kinds and ability.home(game, uid) == zone:
                    yield uid, ability


def why_not(game: Agot, use: Use, node: str) -> tuple[str, str] | None:
    """Why this use is not possible now: (reason, rule), or None when it is legal.

    Checks, in order: the timing (phase, trigger), Limited, the condition, the
    cost, and the targets.
    """
    a, card = use.ability, game.card(use.source)
    if a.kind == "action":
        if a.phase != "any" and game.phase != a.phase:
            return f"a {PHASE_NAMES[a.phase]} action: usable only in the {a.phase} phase", "abilities.actions"
    elif a.trigger != node:
        return f"a Response: usable only right after its moment ({card.data.ability})", "abilities.responses"
    if card.data.type == "event" and card.data.has("limited") and game.player(use.player).limited_played:
        return "you have already played a Limited card this round", "keywords.limited"
    if not a.when(game, use):
        return f"needs {a.needs or 'its condition'}, which does not hold now", a.cites
    reason = a.cost.why_not(game, use)
    if reason:
        return reason
    if a.targets is not None and not a.targets(game, use):
        return "there is no legal target now", "abilities.targets"
    return None


def resolve(game: Agot, use: Use) -> Walk:
    """Use an ability: pay its cost, resolve its effect; an event then goes to the discard pile.

    rules: abilities.actions, abilities.costs, marshalling.play-types
    """
    a = use.ability
    card = game.card(use.source)
    event = card.data.type == "event"
    if event:
        game.move(use.source, use.player, "hand", "resolving")
        if card.data.has("limited"):
            game.player(use.player).limited_played = True
    yield from a.cost.pay(game, use)
    if a.cost.discard_self:
        from .leaving import leave_play

        leave_play(game, use.source, "discard", "abilities.costs", "paid as a cost")
    on = f" on {game.card(use.target).name}" if use.target else ""
    verb = "plays" if event else "uses"
    game.record(
        a.kind,
        f"{use.player} {verb} {card.name}{on}: {card.data.ability}",
        a.cites,
        {"source": use.source, "player": use.player, "target": use.target, "kind": a.kind},
    )
    yield from call(a.effect, game, use)
    if event:
        game.move(use.source, use.player, "resolving", "discard")
