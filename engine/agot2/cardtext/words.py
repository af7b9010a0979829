"""The words card texts are written in: trigger points, conditions, targets, effects and limits.

A card's entry in a faction module is its text in our own words (``TEXTS``) and its abilities
(``ABILITIES``), built from the kit's :class:`~engine.cardgame.Ability` (or
:class:`~engine.agot2.effects.Constant`) with the helpers below. rule: agot2.timing.types
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cardgame import Ability, Cost, Lasting, Use
from engine.cardgame.effects import boost, draw, gain_gold, gain_power, kneel_target, stand_target
from engine.cardgame.lasting import add
from engine.cardgame.leaving import leave_play
from engine.cardgame.names import card_name
from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from ..effects import Constant, Reducer
from ..timing import (
    ACTION,
    CONSTANT,
    DISCARDED,
    ENTERS,
    FORCED,
    INTERRUPT,
    KILLED,
    REACTION,
    REVEALED,
    WOULD_KILL,
)

if TYPE_CHECKING:
    from ..game import Agot2

__all__ = [
    "ACTION",
    "AFTER_CHALLENGE",
    "AFTER_DEFENDERS",
    "AFTER_INITIATED",
    "CONSTANT",
    "DISCARDED",
    "DOMINANCE_WON",
    "ENTERS",
    "FORCED",
    "INTERRUPT",
    "KILLED",
    "KNEEL",
    "REACTION",
    "REVEALED",
    "WHEN_REVEALED",
    "WOULD_KILL",
    "Ability",
    "Constant",
    "Cost",
    "Lasting",
    "Reducer",
    "Use",
    "boost",
    "draw",
    "gain_gold",
    "gain_power",
    "kneel_target",
    "stand_target",
]

AFTER_INITIATED = "challenges.after-initiated"
AFTER_DEFENDERS = "challenges.after-defenders"
AFTER_CHALLENGE = "challenges.after-challenge"
WHEN_REVEALED = "plot.when-revealed"
DOMINANCE_WON = "dominance.won"
KNEEL = Cost(kneel_self=True)

Check = Callable[["Agot2", Use], bool]
Effect = Callable[["Agot2", Use], Walk | None]
Test = Callable[["Agot2", Use, str], bool]

# -- facts about cards --------------------------------------------------------


def trait(game: Agot2, uid: str, name: str) -> bool:
    """Whether a card has a trait."""
    return name in game.card(uid).data.traits


def lord_or_lady(game: Agot2, uid: str) -> bool:
    """Whether a card has the Lord or the Lady trait."""
    return trait(game, uid, "Lord") or trait(game, uid, "Lady")


def faction(game: Agot2, uid: str) -> str:
    """A card's faction."""
    return game.card(uid).data.faction


def controller(game: Agot2, uid: str) -> str:
    """Who controls a card (its owner: control never changes in the Core Set's cards we implement)."""
    return game.card(uid).owner


def all_characters(game: Agot2) -> list[str]:
    """Every character in play, players in seat order."""
    return [c.uid for p in game.players for c in game.characters(p)]


def attacking(game: Agot2, uid: str) -> bool:
    """Whether the card is an attacker of the challenge being resolved, still in play."""
    c = game.state.challenge
    return c is not None and uid in c.attackers and game.is_in_play(uid)


def defending(game: Agot2, uid: str) -> bool:
    """Whether the card is a defender of the challenge being resolved, still in play."""
    c = game.state.challenge
    return c is not None and uid in c.defenders and game.is_in_play(uid)


def participating(game: Agot2, uid: str) -> bool:
    """Whether the card takes part in the challenge being resolved."""
    return attacking(game, uid) or defending(game, uid)


# -- conditions on the moment -------------------------------------------------


def both(*checks: Check) -> Check:
    """Every condition holds."""
    return lambda game, use: all(c(game, use) for c in checks)


def entered_self(game: Agot2, use: Use) -> bool:
    """The card that just entered play is this one."""
    return use.event.get("card") == use.source


def initiated(kind: str | None = None, by: str = "you") -> Check:
    """After a challenge (of a type) is initiated, by you / against you / by anyone."""

    def check(game: Agot2, use: Use) -> bool:
        c = game.state.challenge
        if c is None or (kind and c.kind != kind):
            return False
        return {"you": c.attacker, "against you": c.defender}.get(by, use.player) == use.player

    return check


def won(kind: str | None = None, side: str | None = None, self_in: bool = False) -> Check:
    """After you win a challenge (of a type, as attacker/defender, with this card taking part)."""

    def check(game: Agot2, use: Use) -> bool:
        c = game.state.challenge
        if c is None or c.winner != use.player or (kind and c.kind != kind):
            return False
        if side and (c.attacker if side == "attacker" else c.defender) != use.player:
            return False
        return not self_in or participating(game, use.source)

    return check


def lost(kind: str | None = None, side: str | None = None) -> Check:
    """After you lose a challenge (of a type, as attacker/defender)."""

    def check(game: Agot2, use: Use) -> bool:
        c = game.state.challenge
        if c is None or c.loser != use.player or (kind and c.kind != kind):
            return False
        return not side or (c.attacker if side == "attacker" else c.defender) == use.player

    return check


def in_challenge(game: Agot2, use: Use) -> bool:
    """During a challenge not yet decided."""
    c = game.state.challenge
    return c is not None and c.winner is None and c.initiated


def _uses_key(game: Agot2, use: Use, per: str, each_copy: bool) -> str:
    """Where the uses of an ability are counted (``state.uses`` starts afresh each round): per copy
    ("Limit") or per player and card title ("Max"), per round, phase or challenge.
    """
    who = f"{use.source}:{use.ability.kind.name}" if each_copy else f"max:{game.card(use.source).data.id}:{use.player}"
    if per == "phase":
        return f"{who}:{game.phase}"
    if per == "challenge":
        c = game.state.challenge
        return f"{who}:{c.attacker}:{len(game.player(c.attacker).challenges_made)}" if c else f"{who}:-"
    return who


def limit(n: int, check: Check, effect: Effect, per: str = "round", each_copy: bool = True) -> dict[str, object]:
    """An ability's ``when`` and ``effect`` with a limit: "Limit n times per round/phase" (per copy) or,
    with ``each_copy=False``, "Max n per challenge" (per player, across copies):
    ``Ability(REACTION, ..., **limit(2, when, effect))``. rule: agot2.timing.initiate
    """

    def when(game: Agot2, use: Use) -> bool:
        return check(game, use) and game.state.uses.get(_uses_key(game, use, per, each_copy), 0) < n

    def counted(game: Agot2, use: Use) -> Walk:
        key = _uses_key(game, use, per, each_copy)
        game.state.uses[key] = game.state.uses.get(key, 0) + 1
        out = effect(game, use)
        if out is not None:
            yield from out

    return {"when": when, "effect": counted}


# -- targets --------------------------------------------------------------------


def characters(test: Test) -> Callable[[Agot2, Use], list[str]]:
    """Every character in play (any player's) that passes ``test``."""
    return lambda game, use: [u for u in all_characters(game) if test(game, use, u)]


def yours(game: Agot2, use: Use, uid: str) -> bool:
    return controller(game, uid) == use.player


def opponents(game: Agot2, use: Use, uid: str) -> bool:
    return controller(game, uid) != use.player


def standing(game: Agot2, use: Use, uid: str) -> bool:
    return not game.card(uid).kneeling


def kneeling(game: Agot2, use: Use, uid: str) -> bool:
    return game.card(uid).kneeling


def all_of(*tests: Test) -> Test:
    """A target that passes every test."""
    return lambda game, use, uid: all(t(game, use, uid) for t in tests)


def strength_at_most(n: int) -> Test:
    return lambda game, use, uid: game.strength(uid) <= n


def has_trait(name: str) -> Test:
    return lambda game, use, uid: trait(game, uid, name)


def not_self(game: Agot2, use: Use, uid: str) -> bool:
    return uid != use.source


# -- effects --------------------------------------------------------------------


def stand_host(game: Agot2, use: Use) -> None:
    """Stand the character this attachment is on."""
    host = game.card(use.source).attached_to
    if host is not None and game.card(host).kneeling:
        game.stand(host)
        game.record("stood", f"{game.card(host).name} stands", use.ability.cites, {"card": host})


def return_self_to_hand(game: Agot2, use: Use) -> None:
    """This card returns to its owner's hand (as a cost: it cannot be saved)."""
    leave_play(game, use.source, "hand", use.ability.cites, "returned to hand")


def then(*effects: Effect) -> Effect:
    """Several effects in order."""

    def effect(game: Agot2, use: Use) -> Walk:
        for e in effects:
            out = e(game, use)
            if out is not None:
                yield from out

    return effect


def gives(**values: int) -> Callable[[Agot2, str], dict[str, int]]:
    """A constant's values for its controller, e.g. ``gives(income=1)`` or ``gives(**{"extra:intrigue": 1})``."""
    return lambda game, src: dict(values)


def reduce_next(amount: int, fits: Callable[[Agot2, str], bool] | None = None, until: str = "phase") -> Effect:
    """The next card you marshal this phase that ``fits`` (card uid) costs ``amount`` less."""

    def effect(game: Agot2, use: Use) -> None:
        add(game, Reducer(use.source, use.player, until, [], amount=amount, fits=fits))

    return effect


@dataclass(frozen=True)
class OfFaction:
    """Cards (by uid) of a faction and/or a card type; a value, so a cost reduction holding it can be
    kept in a snapshot of the table.
    """

    name: str | None = None
    kind: str | None = None

    def __call__(self, game: Agot2, uid: str) -> bool:
        data = game.card(uid).data
        return (self.name is None or data.faction == self.name) and (self.kind is None or data.type == self.kind)


def of_faction(name: str | None = None, kind: str | None = None) -> OfFaction:
    """Cards of a faction and/or a card type: ``of_faction("stark", "character")``."""
    return OfFaction(name, kind)


def marshal_discount(amount: int, fits: Callable[[Agot2, str], bool]) -> Ability:
    """Action (marshalling phase): kneel this card; the next card you marshal this phase that fits
    costs ``amount`` less.
    """
    return Ability(ACTION, phase="marshalling", cost=KNEEL, effect=reduce_next(amount, fits))


def revealed(effect: Effect) -> Ability:
    """A plot's When Revealed ability: ``effect`` resolves once, when the plot is revealed."""
    return Ability(REVEALED, trigger=WHEN_REVEALED, effect=effect)


def leave_target(way: str) -> Effect:
    """The target leaves play (killed, discarded, returned, sacrificed), if still in play; a save may answer."""

    def effect(game: Agot2, use: Use) -> Walk:
        assert use.target is not None
        if game.is_in_play(use.target):
            yield from game.leave([use.target], way, game.card(use.source).name)

    return effect


kill_target = leave_target("killed")
discard_target = leave_target("discarded")


def pick(game: Agot2, use: Use, prompt: str, uids: list[str], verb: str, explain: str = "") -> Walk:
    """The ability's player chooses one of ``uids`` (asked only when there is a choice); returns the
    uid, or None when there is none. Cards immune to the ability are left out. rule: agot2.kw.immune
    """
    uids = [u for u in uids if not game.immune(u, use)]
    if len(uids) <= 1:
        return uids[0] if uids else None
    choice = yield Decision(
        use.player,
        f"{use.player}: {game.card(use.source).name}: {prompt}",
        [option(verb, u, label=card_name(game, u), explain=explain) for u in uids],
        rule=use.ability.cites,
    )
    return str(choice.subject)


def choose_opponent(game: Agot2, use: Use, among: list[str] | None = None, prompt: str = "", explain: str = "") -> Walk:
    """The ability's player names one of ``among`` (default: every opponent), asked only when there
    are several; returns the name.
    """
    found = game.opponents(use.player) if among is None else among
    if len(found) == 1:
        return found[0]
    choice = yield Decision(
        use.player,
        f"{use.player}: {game.card(use.source).name}: {prompt or 'choose an opponent'}",
        [option("opponent", p, label=p, explain=explain) for p in found],
        rule=use.ability.cites,
    )
    return str(choice.subject)
