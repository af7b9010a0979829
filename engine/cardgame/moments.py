"""Trigger points (moments): something happened, or is about to. The abilities that must fire
there resolve first, in the order the first player picks when several fire together; then the
players may use the abilities they choose, in turn, until all pass (see :mod:`.windows`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk, call
from engine.core.protocol import Decision, option

from . import names
from .abilities import Use, holders, sources

if TYPE_CHECKING:
    from .game import CardGame


def quiet(game: CardGame, node: str) -> bool:
    """Whether nothing can happen at this trigger point now: no card with a forced or chosen ability
    at it is in any player's ``ability_zones`` (the only zones :func:`~.abilities.sources` looks
    in), and it is no "would leave play" point (where a duplicate may save a card). Its forced
    abilities and its round of chosen ones would find nothing for anyone. rule: the kinds'
    """
    if node in game.would_leave:
        return False
    players = game.state.players.values()
    for kinds in (game.forced_kinds, game.trigger_kinds):
        having = holders(game, kinds, node)
        if having and any(not having.isdisjoint(p.zones[z]) for p in players for z in game.ability_zones):
            return False
    return True


def forced(game: CardGame, node: str) -> list[Use]:
    """The forced abilities (passive, when revealed, ...) that fire at this trigger point now,
    players in turn order. rule: the kinds'
    """
    ctx = game.moment(node) or {}
    out = []
    with game.reading():
        for player in game.turn_order():
            for uid, ability in sources(game, player, game.forced_kinds, node):
                use = Use(ability, uid, player, event=ctx)
                if ability.when(game, use):
                    out.append(use)
    return out


def resolve_forced(game: CardGame, node: str) -> Walk:
    """Resolve the forced abilities that fired together, one by one; the first player picks
    which goes next while several are left. rule: order
    """
    pending = forced(game, node)
    first = game.first_player() or game.players[0]
    while pending:
        use = pending[0]
        if len(pending) > 1:
            choice = yield Decision(
                first,
                f"{first}: several abilities fire together; which resolves first?",
                [
                    option(
                        "first",
                        u.source,
                        label=names.card_name(game, u.source, first),
                        explain=game.card(u.source).data.ability,
                    )
                    for u in pending
                ],
                rule=game.kit_rules["order"],
            )
            use = next(u for u in pending if u.source == choice.subject)
        pending.remove(use)
        card = game.card(use.source)
        game.record(
            use.ability.kind.name,
            f"{card.name} ({use.player}): {card.data.ability}",
            use.ability.cites,
            {"source": use.source, "player": use.player, "kind": use.ability.kind.name},
        )
        yield from call(use.ability.effect, game, use)
