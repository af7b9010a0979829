"""A Game of Thrones: The Board Game, 2nd edition (base game, 3-6 houses): game id ``agot-board``."""

from .game import BoardGame

__all__ = ["BoardGame"]
