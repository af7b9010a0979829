"""What a board-game position is worth to each player, for a searching bot's playouts (``Game.evaluate``).

Castles and strongholds win the game, so they count most. But a playout of a few dozen decisions
seldom reaches a battle for a castle: a round's orders alone take a dozen. What decides the rounds
to come is then what a house holds now: units (the strength they bring to a battle), power tokens
(bids for the tracks and the wildlings, and the power that Consolidate Power orders bring in), its
supply level (how many armies it may keep), the land it controls, and its places on the three
influence tracks. The weights are rules of thumb, in castles, as the card games' are in power.

>>> import engine
>>> game = engine.new_game("agot-board", seed=1, players=3)
>>> first = worths(game)
>>> sorted(first) == sorted(game.players)
True
>>> house = game.holding(game.players[0])
>>> game.state.power[house] += 4
>>> worths(game)[game.players[0]] > first[game.players[0]]
True
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .areas import controller

if TYPE_CHECKING:
    from .game import BoardGame

STRENGTH = 0.12  # a castle's worth of a point of unit strength on the board
POWER = 0.1  # an available power token
SUPPLY = 0.15  # a step up the supply track
LAND = 0.1  # a land area controlled (castles are counted by the victory track besides)
TRACK_TOP = 0.4  # holding the top of an influence track; lower places a share of it

#: A unit's lasting worth in strength points: siege engines count only against castles, dragons
#: grow with the dragon pool (see :func:`engine.board.combat.kind_strength`); a middle figure here.
UNIT = {"footman": 1.0, "knight": 2.0, "ship": 1.0, "siege_engine": 1.5, "dragon": 2.5}


def worth(game: BoardGame, house: str, land: Counter[str | None] | None = None) -> float:
    """A house's victory points plus what its units, power, supply, land and tracks promise
    (``land``: the land areas each house controls, if already counted)."""
    land = _land(game) if land is None else land
    s = game.state
    strength = sum(UNIT.get(u.kind, 1.0) for units in s.units.values() for u in units if u.house == house)
    tracks = 0.0
    for order in s.tracks.values():
        if house in order and len(order) > 1:
            tracks += TRACK_TOP * (len(order) - 1 - order.index(house)) / (len(order) - 1)
    return (
        game.victory_points(house)
        + STRENGTH * strength
        + POWER * s.power.get(house, 0)
        + SUPPLY * s.supply.get(house, 0)
        + LAND * land[house]
        + tracks
    )


def worths(game: BoardGame) -> dict[str, float]:
    """Every player's :func:`worth`, by the house the player holds (0 before it holds one)."""
    land = _land(game)  # one pass over the map for every house
    return {player: worth(game, house, land) for house, player in game.state.holders.items()}


def _land(game: BoardGame) -> Counter[str | None]:
    """The land areas each house controls (ports not counted). rule: board.terms.control"""
    return Counter(controller(game, a) for a in game.land_areas)
