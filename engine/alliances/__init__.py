"""Gra o tron: Sojusze (rulebook 002), standard game. Game id ``alliances``."""

from pathlib import Path

from .game import Alliances

#: The scenario files: the rulebook's examples and teaching positions.
SCENARIOS = Path(__file__).parent / "scenarios"

__all__ = ["SCENARIOS", "Alliances"]
