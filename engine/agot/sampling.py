"""Drawing what a player cannot see anew (``Game.sample``) in the first edition: the card-game kit's
draw (:mod:`engine.cardgame.sampling`: deck orders, the other's hand, the secret plot) and, in the
draft variant, the other's draft hand and drafted plots pooled with the draft deck.
rules: setup.shuffle, plot.choose, setup.draft
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.cardgame import sampling as kit
from engine.core.resume import named_in_decision

if TYPE_CHECKING:
    from .game import Agot


def resample(game: Agot, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
    """The kit's draw; the draft's hidden cards dealt anew when a draft is on."""
    kit.resample(game, seat, rng, keep)
    s = game.state
    others = [p for p in game.players if p != seat and p not in keep]
    shown = named_in_decision(game)
    zones = [s.draft_deck, *(s.draft_hands.get(p, []) for p in others)]
    kit.deal_anew(kit.slots_of(zones, lambda uid: not kit.named(game, uid, shown)), rng)
