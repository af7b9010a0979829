"""Drawing what a leader cannot see anew (``Game.sample``) in Sojusze.

Hidden from a leader: the other leaders' hands and packets, the order of the influence deck and of
the ally deck, and every power token's value (from everyone, until winter ends). A sample pools the
influence cards of the others' hands and packets with the influence deck and deals them back into
the same places, the same number each; shuffles the ally deck; and hands the token values out
anew over the same tokens. A leader's own cards (advanced game) stay where they are: whose they
are is known; so does a card the pending options name. A leader whose pending options were
worked out from their hand (``keep``) keeps it.
rules: setup.influence, setup.allies, setup.tokens
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.core.resume import named_in_decision

from . import seasons

if TYPE_CHECKING:
    from .game import Alliances


def resample(game: Alliances, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
    """Deal the hidden influence cards anew, shuffle the ally deck, hand the token values out anew."""
    s = game.state
    own, shown = {c.id for c in game.deck.leader_cards}, named_in_decision(game)
    zones = [s.influence]
    for p in game.players:
        if p != seat and p not in keep:
            zones += [s.hands[p], s.packets.get(p, [])]
    fixed = own | shown  # by card id, and by uid for a named copy

    def moves(uid: str) -> bool:
        return uid.split(".")[0] not in fixed and uid not in shown

    slots = [(zone, i) for zone in zones for i, uid in enumerate(zone) if moves(uid)]
    cards = sorted(zone[i] for zone, i in slots)  # from a fixed order: the draw never reads the real one
    rng.shuffle(cards)
    for (zone, i), uid in zip(slots, cards, strict=True):
        zone[i] = uid
    s.allies.sort()
    rng.shuffle(s.allies)
    if not (game.over or seasons.game_over(game)):
        tokens = sorted(s.token_values)
        values = sorted(s.token_values[t] for t in tokens)
        rng.shuffle(values)
        s.token_values.update(zip(tokens, values, strict=True))
