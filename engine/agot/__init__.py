"""A Game of Thrones: The Card Game, two-player Stark vs Lannister core (rulebook 000). Game id ``agot``."""

from pathlib import Path

from .game import Agot

#: The scenario files: the rulebook's worked examples and teaching positions.
SCENARIOS = Path(__file__).parent / "scenarios"

__all__ = ["SCENARIOS", "Agot"]
