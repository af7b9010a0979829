"""A Game of Thrones: The Board Game, 2nd edition: the base game for 3-6 houses (``agot-board``)
and the Mother of Dragons expansion for 3-8 players (``mother-of-dragons``, in
:mod:`.mother_of_dragons`) on the same engine.
"""

from .game import BoardGame
from .mother_of_dragons import MotherOfDragons

__all__ = ["BoardGame", "MotherOfDragons"]
