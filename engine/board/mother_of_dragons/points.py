"""Targaryen's victory points: the loyalty tokens it has taken, plus one while it holds Pentos; the
other houses count castle areas. rule: mod.targaryen.victory
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game import BoardGame

#: What holding Pentos adds to Targaryen's points. rule: mod.targaryen.victory
PENTOS_POINTS = 1


def counts(house: str) -> str:
    """What a house's victory points count: "castles" (castle areas), or "loyalty" for Targaryen.
    rules: board.tracks.victory, mod.targaryen.victory
    """
    return "loyalty" if house == "targaryen" else "castles"


def pentos_points(game: BoardGame) -> int:
    """What Pentos adds to Targaryen's points now (nothing while it does not hold it). rule: mod.targaryen.victory"""
    return PENTOS_POINTS if game.state.pentos_held else 0


def loyalty_points(game: BoardGame) -> int:
    """Targaryen's points: loyalty tokens taken, and Pentos while it holds it. rule: mod.targaryen.victory"""
    return game.state.loyalty_won + pentos_points(game)
