"""Phase 2, draw (FAZA DOBIERANIA)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Agot


def draw_cards(game: Agot) -> None:
    """Phase 2, draw: each player draws 2 cards (none from an empty deck). rule: draw"""
    for name in game.turn_order():
        game.draw(name, 2, "draw")
