"""The three influence tracks and their dominance tokens. rules: board.tracks.influence, board.planning.stars

Position 1 of each track holds its dominance token: the Iron Throne (turn order, non-combat ties),
the Valyrian Steel Blade (combat ties, +1 once a round), the Messenger Raven (star orders, the
Raven's look or swap once a round).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import components

if TYPE_CHECKING:
    from .game import BoardGame

TRACKS = ("iron_throne", "fiefdoms", "kings_court")
TRACK_NAMES = {"iron_throne": "Iron Throne", "fiefdoms": "Fiefdoms", "kings_court": "King's Court"}
TRACK_PL = {"iron_throne": "tor Żelaznego Tronu", "fiefdoms": "tor Lenników", "kings_court": "tor Królewskiego Dworu"}
TOKEN_NAMES = {
    "iron_throne": "the Iron Throne",
    "fiefdoms": "the Valyrian Steel Blade",
    "kings_court": "the Messenger Raven",
}


def holder(game: BoardGame, track: str) -> str:
    """The house at position 1 of a track, holding its dominance token; a vassal never holds one,
    so it goes to the next house a player holds. rules: board.tracks.influence, mod.vassals.dominance
    """
    s = game.state
    return next(h for h in s.tracks[track] if h not in s.vassals)


def position(game: BoardGame, house: str, track: str) -> int:
    """A house's place on a track, counting from 1."""
    return game.state.tracks[track].index(house) + 1


def stars(game: BoardGame, house: str) -> int:
    """How many star orders a house may place: its King's Court place's allowance (the short row
    with 3 or 4 houses). rules: board.planning.stars, board.pitfalls.stars
    """
    rows = components().star_order_limits
    row = rows["up_to_4_houses"] if len(game.state.houses) <= 4 else rows["from_5_houses"]
    place = position(game, house, "kings_court")
    return row[place - 1] if place <= len(row) else 0


def above(game: BoardGame, a: str, b: str, track: str = "fiefdoms") -> bool:
    """Whether ``a`` is above ``b`` on a track (Fiefdoms settles combat ties). rule: board.combat.final"""
    order = game.state.tracks[track]
    return order.index(a) < order.index(b)


def set_track(game: BoardGame, track: str, order: list[str], why: str, rule: str) -> None:
    """Put a track in a new order; the dominance token follows position 1 at once."""
    s = game.state
    before = holder(game, track)
    order = game.track_order(order)
    s.tracks[track] = list(order)
    names = ", ".join(game.name(h) for h in order)
    game.record("track", f"{TRACK_NAMES[track]} track: {names} ({why})", rule, {"track": track, "order": order})
    after = holder(game, track)
    if after != before:
        game.record(
            "dominance",
            f"{game.name(after)} takes {TOKEN_NAMES[track]}",
            "board.tracks.influence",
            {"track": track, "house": after},
        )


def move_to(game: BoardGame, house: str, track: str, place: str, why: str, rule: str) -> None:
    """Move a house to the top or the bottom of a track (``place``: 'top' or 'bottom')."""
    order = [h for h in game.state.tracks[track] if h != house]
    order = [house, *order] if place == "top" else [*order, house]
    set_track(game, track, order, why, rule)


def drop(game: BoardGame, house: str, track: str, places: int, why: str, rule: str) -> None:
    """Move a house down a track by some places (no further than the bottom)."""
    order = [h for h in game.state.tracks[track] if h != house]
    at = min(len(order), position(game, house, track) - 1 + places)
    order.insert(at, house)
    set_track(game, track, order, why, rule)
