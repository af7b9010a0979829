"""Mother of Dragons, the expansion: everything that belongs only to it (its house cards, setup,
vassals, loyalty and Pentos, the Iron Bank and its loans, upgrades, gifts, players leaving, its
procedure steps and view), filling the hooks :class:`~engine.board.game.BoardGame` declares.
rules: mod
"""

from . import housecards
from .game import MotherOfDragons

__all__ = ["MotherOfDragons", "housecards"]
