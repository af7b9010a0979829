"""W Cieniu Tronu (rulebook 003): push your luck, collect columns. Game id ``shadow-throne``."""

from .game import ShadowThrone

#: The scenario files: the rulebook's examples and teaching positions.
SCENARIOS = ShadowThrone.scenarios

__all__ = ["SCENARIOS", "ShadowThrone"]
