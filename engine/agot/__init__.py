"""A Game of Thrones: The Card Game, two-player Stark vs Lannister core (rulebook 000). Game id ``agot``."""

from .game import Agot

#: The scenario files: the rulebook's worked examples and teaching positions.
SCENARIOS = Agot.scenarios

__all__ = ["SCENARIOS", "Agot"]
