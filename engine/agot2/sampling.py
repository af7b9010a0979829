"""Drawing what a player cannot see anew (``Game.sample``) in the second edition: the card-game kit's
draw (:mod:`engine.cardgame.sampling`: deck orders, others' hands, secret plots) and the others'
cards in shadows, dealt anew from their shadows, hand and deck among the cards with Shadow (X)
(the only ones that may lie there), face down in shadows and face up elsewhere.
Face-down titles (melee) and setup cards stay. rules: agot2.kw.shadow, agot2.plot
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.cardgame import sampling as kit
from engine.core.resume import named_in_decision

if TYPE_CHECKING:
    from .game import Agot2


def resample(game: Agot2, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
    """The kit's draw, then the others' shadows dealt anew among their Shadow cards."""
    kit.resample(game, seat, rng, keep)
    shown = named_in_decision(game)
    for name in game.players:
        if name == seat or name in keep:
            continue
        z = game.player(name).zones
        if not z["shadows"]:
            continue

        def may_lie_in_shadows(u: str) -> bool:
            return not kit.named(game, u, shown) and game.card(u).data.x("shadow") is not None

        slots = kit.slots_of([z["shadows"], z["hand"], z["deck"]], may_lie_in_shadows)
        kit.deal_anew(slots, rng)
        for zone in ("shadows", "hand", "deck"):
            for uid in z[zone]:
                game.card(uid).facedown = zone == "shadows"
