"""Winning (ZWYCIĘSTWO W GRZE): reveal the tokens; the strongest small council wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Result
from engine.core.view import Standing, rank_standings

from . import ring

if TYPE_CHECKING:
    from .game import Alliances


def standing(game: Alliances, player: str) -> tuple[int, int, int]:
    """(small council, other council, allies in both) of a leader, tokens revealed."""
    a, b = (ring.power(game, c) for c in ring.councils_of(game, player))
    allies = sum(len(game.state.councils[c].allies) for c in ring.councils_of(game, player))
    return min(a, b), max(a, b), allies


def result(game: Alliances) -> Result:
    """The strongest small council wins; ties: the other council, then the number of allies; then a
    shared win. rules: scoring, scoring.tie
    """
    table = {p: standing(game, p) for p in game.players}
    best = max(table.values())
    winners = [p for p, v in table.items() if v == best]
    scores = {p: v[0] for p, v in table.items()}
    tied = [v for v in table.values() if v[0] == best[0]]
    if len(winners) == 1:
        why = f"{winners[0]}'s small council is the strongest ({best[0]})"
        if len(tied) > 1 and sum(1 for v in tied if v[1] == best[1]) == 1:
            why += f"; tied, their other council is stronger ({best[1]})"
        elif len(tied) > 1:
            why += f"; tied on both councils, they have more allies ({best[2]})"
        return Result(winners[0], why, "scoring.tie" if len(tied) > 1 else "scoring", scores)
    return Result(
        None, f"a shared victory: {', '.join(winners)} ({best[0]}, {best[1]}, {best[2]} allies)", "scoring.tie", scores
    )


def standings(game: Alliances) -> list[Standing]:
    """The score table with the tokens turned up: small council, then the other council, then the
    allies in both councils (more is better each time); leaders equal on all three share the place,
    and at the top they share the victory. rules: scoring, scoring.tie
    """
    table = {p: standing(game, p) for p in game.players}
    scores = {p: v[0] for p, v in table.items()}
    breaks = {p: (("the other council", v[1]), ("allies in both councils", v[2])) for p, v in table.items()}
    shared = game.result is not None and game.result.winner is None

    def tied(player: str, others: list[str]) -> str:
        top = scores[player] == max(scores.values())
        what = "shares the victory with" if shared and top else "tied with"
        return f"{what} {', '.join(others)}: equal on both councils and on allies"

    return list(rank_standings(game.players, scores, breaks, game.result.winner if game.result else None, tied))
