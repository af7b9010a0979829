"""What an area counts as: its castle level, barrels and crowns. The game answers through
``BoardGame.area_icons``: the printed icons in the base game (an expansion may change them).
rules: board.terms.castles, board.terms.areas
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import BoardGame

LEVELS = ("none", "castle", "stronghold")


@dataclass(frozen=True)
class Icons:
    """What an area counts as now: its castle level and its barrels and crowns."""

    castle: str  # none, castle or stronghold
    supply: int
    crowns: int

    @property
    def muster_points(self) -> int:
        """Mustering points: a castle 1, a stronghold 2. rule: board.terms.castles"""
        return LEVELS.index(self.castle)

    @property
    def has_castle(self) -> bool:
        """A castle or a stronghold: the area counts for victory and may muster."""
        return self.castle != "none"


def printed(game: BoardGame, area: str) -> Icons:
    """The icons printed on an area."""
    a = game.map[area]
    return Icons(a.castle, a.supply, a.crowns)
