"""Effects card texts share: draw, gain gold or power, kneel or stand a card, a strength boost.

Each reads only the game's small actions (``draw``, ``take_gold``, ``gain_power``, ``kneel``) and
cites the ability's rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .abilities import Use
from .lasting import Lasting, add

if TYPE_CHECKING:
    from .game import CardGame

Effect = Callable[[Any, Use], None]


def draw(n: int) -> Effect:
    """Draw ``n`` cards."""

    def effect(game: Any, use: Use) -> None:
        game.draw(use.player, n, use.ability.cites)

    return effect


def gain_gold(n: int) -> Effect:
    """Gain ``n`` gold (as much as the game's treasury gives)."""

    def effect(game: Any, use: Use) -> None:
        got = game.take_gold(use.player, n, use.ability.cites)
        game.record("gold", f"{use.player} gains {got} gold", use.ability.cites, {"player": use.player, "gold": got})

    return effect


def gain_power(n: int, on_self: bool = False) -> Effect:
    """Gain ``n`` power (on this card with ``on_self``)."""

    def effect(game: Any, use: Use) -> None:
        why = game.card(use.source).name
        game.gain_power(use.player, n, use.ability.cites, why, on=use.source if on_self else None)

    return effect


def kneel_target(game: CardGame, use: Use) -> None:
    """Kneel the target."""
    assert use.target is not None
    game.kneel(use.target)
    game.record("knelt", f"{game.card(use.target).name} kneels", use.ability.cites, {"card": use.target})


def stand_target(game: CardGame, use: Use) -> None:
    """Stand the target (or this card)."""
    target = use.target or use.source
    game.stand(target)
    game.record("stood", f"{game.card(target).name} stands", use.ability.cites, {"card": target})


def boost(amount: int, until: str = "challenge") -> Effect:
    """The target (or this card) gets +amount strength until the end of the challenge or phase."""

    def effect(game: CardGame, use: Use) -> None:
        add(game, Lasting(use.source, use.player, until, [use.target or use.source], strength=amount))

    return effect
