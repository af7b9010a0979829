"""A Game of Thrones: The Card Game, two-player Stark vs Lannister core (rulebook 000). Game id ``agot``."""

from .game import Agot

__all__ = ["Agot"]
