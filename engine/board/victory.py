"""How the game ends: seven castle areas at once, or the end of the last round with its
tie-breaks. rules: board.end, board.end.seven, board.end.round10, board.variant.round-cap
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Result
from engine.core.view import Standing, rank_standings

from . import areas
from .data import components

if TYPE_CHECKING:
    from .game import BoardGame


def target() -> int:
    """The points that win at once. rules: board.end.seven, mod.targaryen.victory"""
    return components().game["victory_target"]


def points(game: BoardGame, house: str) -> int:
    """A house's place on the victory track, as the game counts it (castle areas it controls; with
    Mother of Dragons, Targaryen's loyalty). rules: board.tracks.victory, mod.targaryen.victory
    """
    return game.victory_points(house)


def may_win(game: BoardGame, house: str) -> bool:
    """Only a house a player holds may win; a vassal never does. rule: mod.vassals.no-victory"""
    return house in game.state.holders


def check(game: BoardGame) -> None:
    """A house with seven points wins at once (as the game words the win); a vassal never wins.
    rules: board.end.seven, mod.vassals.no-victory
    """
    with game.reading():  # every house's castles counted in one pass
        for house in game.state.tracks["iron_throne"]:
            if not may_win(game, house):
                continue
            n = points(game, house)
            if n >= target():
                what, rule = game.win_claim(house, n)
                game.end_now(Result(game.player_of(house), what, rule, game.scores()))


def tiebreaks(game: BoardGame, house: str) -> tuple[tuple[str, int], ...]:
    """After castles: land areas, supply, then the higher place on the Iron Throne. rule: board.end.round10"""
    s = game.state
    return (
        ("land areas", len(areas.controlled(game, house))),
        ("supply", s.supply[house]),
        ("Iron Throne (higher is better)", len(s.houses) - s.tracks["iron_throne"].index(house)),
    )


def final(game: BoardGame) -> Result:
    """After the last round the house with the most castle areas wins, ties broken in order.
    rules: board.end.round10, board.variant.round-cap
    """
    s = game.state
    table = standings(game, None)
    best = table[0].player
    rule = "board.end.round10" if s.rounds == 10 else "board.variant.round-cap"
    return Result(best, f"after round {s.round}, {best} holds the most castles and strongholds", rule, game.scores())


def standings(game: BoardGame, winner: str | None) -> list[Standing]:
    """The score table: castles, then the tie-breaks of the last round."""
    players = list(game.players)
    scores = game.scores()
    breaks = {p: tiebreaks(game, h) for h, p in game.state.holders.items()}
    return list(rank_standings(players, scores, breaks, winner=winner))
