"""What a card-game position is worth to each player, for a searching bot's playouts (``Game.evaluate``).

Power wins the game, so it counts most; but a playout of a few dozen decisions often ends before
any power moves, and then what is on the table decides: the printed strength of the characters in
play (they win challenges, and so power, in the rounds to come), the other cards in play, and the
cards in hand (the choices still open). The weights are rules of thumb, as the greedy judge's are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import CardGame

STRENGTH = 0.2  # power a point of printed strength in play is worth
OTHER_CARD = 0.3  # a location or attachment in play
IN_HAND = 0.25  # a card in hand


def worth(game: CardGame, name: str) -> float:
    """Power, plus what the table and the hand promise (see the module)."""
    characters = game.characters(name)
    others = len(game.in_play(name)) - len(characters)
    return (
        game.total_power(name)  # type: ignore[attr-defined]
        + STRENGTH * sum(c.data.strength for c in characters)
        + OTHER_CARD * others
        + IN_HAND * len(game.zone(name, "hand"))
    )


def worths(game: CardGame) -> dict[str, float]:
    """Every player's :func:`worth`."""
    return {p: worth(game, p) for p in game.players}
