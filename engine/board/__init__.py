"""A Game of Thrones: The Board Game, 2nd edition: the base game for 3-6 houses (``agot-board``)
and the Mother of Dragons expansion for 3-8 players (``mother-of-dragons``) on the same engine.
"""

from .game import BoardGame, MotherOfDragons
from .mother_of_dragons import housecards as _mod_housecards  # noqa: F401 (registers the expansion's decks)

__all__ = ["BoardGame", "MotherOfDragons"]
