"""Gra o tron: Sojusze (rulebook 002), standard game. Game id ``alliances``."""

from .game import Alliances

#: The scenario files: the rulebook's examples and teaching positions.
SCENARIOS = Alliances.scenarios

__all__ = ["SCENARIOS", "Alliances"]
