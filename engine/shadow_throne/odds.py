"""Odds: from what a player can know, the chance that the next card ends the turn.

Known to everyone: the columns, the discard pile, the revealed cards, the cards
removed at setup. Unknown: the deck. The next card busts if even every unused power
the player holds cannot bring it down to the value of the last card.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from . import powers
from .cards import END, value

if TYPE_CHECKING:
    from .game import ShadowThrone


def unknown(game: ShadowThrone, player: str | None = None) -> Counter[int]:
    """Values the next reveal may be (0: the end card). Every zone but the deck is public, so the
    deck's make-up can be counted; a player who looked with the Prophet knows the very next card
    until it is revealed. rules: setup.deck, powers.prophet
    """
    return Counter(_next_values(game, player))


def _next_values(game: ShadowThrone, player: str | None) -> list[int]:
    """The value of every card the next reveal may be, one a card (see :func:`unknown`)."""
    s = game.state
    t = s.turn
    if t is not None and t.seen is not None and t.player == player:
        return [value(t.seen)]
    pool = s.deck if s.deck else s.discard + s.aside  # an empty deck is rebuilt from the discard pile
    return list(map(value, pool))


def reduction(game: ShadowThrone, player: str) -> int:
    """How far the player's unused powers can lower a card this turn."""
    options = powers.changes(game, player)
    best: dict[int, int] = {}
    for o in options:
        key = 5 if o.verb == "judge" else o.subject
        best[key] = max(best.get(key, 0), -o.amount)
    return sum(best.values())


def bust_chance(game: ShadowThrone, player: str) -> float:
    """The chance that revealing the next card ends the turn empty-handed (the end card counts)."""
    t = game.state.turn
    if t is None or not t.revealed:
        return 0.0
    cards = _next_values(game, player)  # counted card by card: no Counter on every reveal
    if not cards:
        return 0.0
    limit = value(t.revealed[-1]) + reduction(game, player)
    return sum(1 for v in cards if v == 0 or v > limit) / len(cards)


def end_chance(game: ShadowThrone) -> float:
    """The chance that the next card is the end-of-game card."""
    cards = unknown(game)
    total = sum(cards.values())
    return cards[0] / total if total and (END not in game.state.aside or not game.state.deck) else 0.0
