"""The card game's 2nd edition (rulebook 004): joust and melee, 2 to 6 players."""

from .game import Agot2

__all__ = ["Agot2"]
