"""Abilities a player chooses to use: in an action window, or at a trigger point (and duplicates at a
"would leave play" one), each as an option; and why each other one is not available now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Option, Rejected, option

from . import duplicates
from .abilities import Kind, Use, legal_targets, resolve, sources, why_not

if TYPE_CHECKING:
    from .game import CardGame

Handler = Callable[["CardGame"], Walk | None]


def options(
    game: CardGame, player: str, node: str, kinds: tuple[Kind, ...], trigger: str | None = None
) -> list[tuple[Option, Handler]]:
    """The abilities of these kinds ``player`` may use now at ``node``, each as (option, handler); a
    card used once at this moment is not offered again. With ``trigger`` (the kinds are used at their
    trigger point), only those of that trigger point are looked at. rules: the kinds', duplicate
    """
    ctx = game.moment(node)
    out = []
    for uid, ability in sources(game, player, kinds, trigger):
        if ctx is not None and uid in ctx["used"]:
            continue
        use = Use(ability, uid, player, event=ctx or {})
        if why_not(game, use, node):
            continue
        for target in legal_targets(game, use) if ability.targets else [None]:
            chosen = Use(ability, uid, player, target, ctx or {})
            out.append((use_option(game, chosen), _handler(chosen)))
    if ctx is not None and node in game.would_leave:
        out += duplicates.saves(game, player, ctx)
    return out


def use_option(game: CardGame, use: Use) -> Option:
    """The option of using an ability (on its target, if it has one), its cost in the explanation."""
    card = game.card(use.source)
    targets = (use.target,) if use.target else ()
    label = game.aimed_label(use.player, use.source, targets) if targets else card.name
    cost = use.ability.cost.describe(game, use)
    explain = card.data.ability + (f" (cost: {cost})" if cost else "")
    return option(use.ability.kind.verb, use.source, *targets, label=label, explain=explain)


def _handler(use: Use) -> Handler:
    def run(game: CardGame) -> Walk:
        if use.event:
            use.event["used"].append(use.source)
        yield from resolve(game, use)

    return run


def unavailable(game: CardGame, player: str, node: str) -> list[Rejected]:
    """Why each of the player's abilities that is chosen (not forced, not constant) cannot be used
    now, with the rule: the "why not?" of every card in hand or play. rules: the kinds'
    """
    out = []
    ctx = game.moment(node)
    for uid, ability in sources(game, player, game.chosen_kinds):
        use = Use(ability, uid, player, event=ctx or {})
        reason = why_not(game, use, node)
        if ctx is not None and uid in ctx["used"]:
            reason = ("already used at this moment", ability.cites)
        if reason:
            out.append(option(ability.kind.verb, uid, label=game.card(uid).name).refused(*reason))
        elif ability.targets:  # a card it could otherwise choose that is immune to it
            for target in ability.targets(game, use):
                immune = game.immune(target, Use(ability, uid, player, target, ctx or {}))
                if immune:
                    label = game.aimed_label(player, uid, (target,))
                    out.append(option(ability.kind.verb, uid, target, label=label).refused(*immune))
    return out
