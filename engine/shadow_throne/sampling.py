"""Drawing what a player cannot see anew (``Game.sample``): in W Cieniu Tronu only the deck's order.

Every other zone lies open, and the deck's make-up can be counted from them (the cards removed at
setup are known by value), so a sample shuffles the deck and nothing else. A card seen with the
Prorok (Prophet) stays on top for the player who looked; for anyone else it is part of the
shuffle, and the new top card is the one the looker saw. rules: setup.deck, powers.prophet
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import ShadowThrone


def resample(game: ShadowThrone, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
    """Shuffle the deck in place; the turn player's seen card stays on top when the seat (or a kept
    player) looked at it.
    """
    s = game.state
    t = s.turn
    seen = t is not None and t.seen is not None
    fixed = 1 if seen and t is not None and (t.player == seat or t.player in keep) else 0
    rest = sorted(s.deck[fixed:])  # from a fixed order: the draw never reads the real one
    rng.shuffle(rest)
    s.deck[fixed:] = rest
    if seen and t is not None and s.deck:
        t.seen = s.deck[0]
