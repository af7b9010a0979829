"""Timing: what may be done in an action window and at a trigger point.

- In an action window, players alternate (first player first) taking actions of
  the current phase or "any phase"; two passes in a row close it (rule actions.window).
- At a trigger point, mandatory passive abilities resolve first, in the order
  the first player chooses when several fire together (rule abilities.passive);
  then players may use responses to that moment, alternating; a response not
  used before the window closes is lost (rule abilities.responses).
- Saves are responses to "a character would be killed" (rule abilities.saves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.flow import Walk, call, trigger
from engine.core.protocol import Decision, Option, Rejected, option

from .abilities import CHOSEN, Use, resolve, sources, why_not

if TYPE_CHECKING:
    from .game import Agot

#: Nodes where a card can be killed: the claim, plot effects, and responses after a challenge.
KILLING = ("challenges.claim", "plot.when-revealed", "challenges.after-challenge", "window")

#: Trigger points that fire when something happens, wherever it happens.
INTERRUPTS = (
    trigger(
        "abilities.after-played",
        "After a card is played",
        "abilities.responses",
        ("marshalling.marshal",),
        ends="a player reaches 15 power",
    ),
    trigger("leave-play.would-be-killed", "When a character would be killed (saves)", "abilities.saves", KILLING),
    trigger(
        "leave-play.after-killed",
        "After a character is killed",
        "abilities.responses",
        KILLING,
        ends="a player reaches 15 power",
    ),
)

VERB = {"action": "act", "response": "respond", "save": "save"}


def options(game: Agot, player: str, node: str, kinds: tuple[str, ...]) -> list[tuple[Option, Any]]:
    """The abilities ``player`` may use now at ``node``, each as (option, handler)."""
    ctx = game.moment(node)
    out = []
    for uid, ability in sources(game, player, kinds):
        if ctx is not None and uid in ctx["used"]:
            continue
        use = Use(ability, uid, player, event=ctx or {})
        if why_not(game, use, node):
            continue
        for target in ability.targets(game, use) if ability.targets else [None]:
            chosen = Use(ability, uid, player, target, ctx or {})
            out.append((use_option(game, chosen), _handler(chosen)))
    if ctx is not None and node == "leave-play.would-be-killed":
        out += duplicate_saves(game, player, ctx)
    return out


def use_option(game: Agot, use: Use) -> Option:
    """The option of using an ability (on its target, if it has one)."""
    card = game.card(use.source)
    targets = (use.target,) if use.target else ()
    label = card.name + (f" on {game.card(use.target).name}" if use.target else "")
    cost = use.ability.cost.describe(game, use)
    explain = card.data.ability + (f" (cost: {cost})" if cost else "")
    return option(VERB[use.ability.kind], use.source, *targets, label=label, explain=explain)


def _handler(use: Use):
    def run(game: Agot) -> Walk:
        if use.event:
            use.event["used"].append(use.source)
        yield from resolve(game, use)

    return run


def duplicate_saves(game: Agot, player: str, ctx: dict[str, Any]) -> list[tuple[Option, Any]]:
    """Discarding a duplicate saves the unique character it is under. rule: cards.duplicate"""
    victim = ctx["card"]
    if ctx["saved"] or game.card(victim).owner != player:
        return []
    out = []
    for dup in [c for c in game.attached(victim) if c.data.type != "attachment"][:1]:

        def run(game: Agot, dup: str = dup.uid) -> None:
            game.move(dup, player, "duplicates", "discard")
            game.card(dup).attached_to = None
            ctx["saved"] = True
            game.record(
                "save",
                f"{player} discards a duplicate of {game.card(victim).name} to save it",
                "cards.duplicate",
                {"source": dup, "target": victim, "kind": "save"},
            )

        out.append(
            (
                option(
                    "save", dup.uid, label=f"Discard the duplicate of {dup.name}", explain="saves it from being killed"
                ),
                run,
            )
        )
    return out


def unavailable(game: Agot, player: str, node: str) -> list[Rejected]:
    """Why each of the player's abilities that is chosen (actions, responses, saves)
    cannot be used now, with the rule (the "why not?" of every card in hand or play).
    """
    out = []
    ctx = game.moment(node)
    for uid, ability in sources(game, player, CHOSEN):
        use = Use(ability, uid, player, event=ctx or {})
        reason = why_not(game, use, node)
        if ctx is not None and uid in ctx["used"]:
            reason = ("already used at this moment", ability.cites)
        if reason:
            out.append(option(VERB[ability.kind], uid, label=game.card(uid).name).refused(*reason))
    return out


def passives(game: Agot, node: str) -> list[Use]:
    """The mandatory abilities that fire at this trigger point now."""
    ctx = game.moment(node) or {}
    out = []
    for player in game.turn_order():
        for uid, ability in sources(game, player, ("passive", "when-revealed")):
            use = Use(ability, uid, player, event=ctx)
            if ability.trigger == node and ability.when(game, use):
                out.append(use)
    return out


def resolve_passives(game: Agot, node: str) -> Walk:
    """Resolve the passives that fired together; the first player picks the order.

    rules: abilities.passive, plot.when-revealed
    """
    pending = passives(game, node)
    first = game.state.first_player or game.players[0]
    while pending:
        use = pending[0]
        if len(pending) > 1:
            choice = yield Decision(
                first,
                f"{first}: several abilities fire together; which resolves first?",
                [
                    option("first", u.source, label=game.card(u.source).name, explain=game.card(u.source).data.ability)
                    for u in pending
                ],
                rule="abilities.passive",
            )
            use = next(u for u in pending if u.source == choice.subject)
        pending.remove(use)
        card = game.card(use.source)
        game.record(
            use.ability.kind,
            f"{card.name} ({use.player}): {card.data.ability}",
            use.ability.cites,
            {"source": use.source, "player": use.player, "kind": use.ability.kind},
        )
        yield from call(use.ability.effect, game, use)
