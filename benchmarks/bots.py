"""Bot strength: seeded games between levels, with win rates, their 95% intervals and time per move.

Pairings: the searching bot at ``strong`` and at ``normal`` against the greedy "beginner", and
``strong`` against ``normal``. The first bot of a pairing takes one seat (a different one each
game) and the second bot all the others. Its *win share* is 1 for a win and 0 for a loss; a game
ended with no winner (a round cap, a draw) is shared by the leaders on score. It is shown with
Wilson's 95% interval and, beside it, the fair share (one seat's worth: 0.50 with two players).
The time is the searching bots' time per move (median and 95th percentile, over their decisions
with more than one option).

    python benchmarks/bots.py [--game GAME[,GAME]|all] [--games 10] [--budget SECONDS|pPLAYOUTS|untimed]
                             [--players N] [--pairings strong-greedy,normal-greedy,strong-normal] [--jobs 2] [--start 0]

(GAME: agot, agot2, agot-board, mother-of-dragons, shadow-throne, alliances; ``--budget`` caps the
strong bot per move, in seconds (``0.5``) or in playouts (``p40``), the normal bot at a quarter
of it; ``untimed`` keeps each level's playouts and drops its time limit, so that the games do not
depend on how busy the machine is; without it each level keeps its own budget, see
``engine/core/search.py``. ``--jobs`` plays that many games at once, one process each.)
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.core.search import LEVELS, SearchBot  # noqa: E402

#: The player count each game is measured at: two where the game allows it, else the fewest.
PLAYERS = {
    "agot": 2,
    "agot2": 2,
    "shadow-throne": 2,
    "alliances": 3,
    "agot-board": 3,
    "mother-of-dragons": 4,
}
OPTIONS = {"agot": {"max_rounds": 12, "windows": "auto"}, "agot2": {"max_rounds": 12, "windows": "auto"}}
PAIRINGS = (("strong", "greedy"), ("normal", "greedy"), ("strong", "normal"))
CAP = 5000  # decisions: a game still going then counts as won by nobody


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's 95% score interval for a proportion ``share`` observed over ``n`` trials.

    >>> [round(x, 3) for x in wilson(0.5, 10)]
    [0.237, 0.763]
    """
    if n == 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def make_bot(level: str, seed: int, budget: str | None):
    """A bot of ``level`` ("greedy", "normal", "strong") with the budget asked for."""
    if level == "greedy":
        return engine.GreedyBot(seed)
    if budget is None:
        return SearchBot(level, seed)
    if budget == "untimed":
        return SearchBot(level, seed, seconds=None)
    scale = 1.0 if level == "strong" else 0.25
    if budget.startswith("p"):
        return SearchBot(level, seed, playouts=max(2, round(int(budget[1:]) * scale)), seconds=None)
    return SearchBot(level, seed, seconds=float(budget) * scale)


def play(game_id: str, players: int, seed: int, first: str, second: str, budget: str | None) -> tuple[float, dict]:
    """One game: ``first`` in seat ``seed % players``, ``second`` in the others; ``first``'s win share
    and the searching bots' times per move, by level."""
    times: dict[str, list[float]] = {}
    game = engine.new_game(game_id, seed=seed, players=players, options=OPTIONS.get(game_id))
    seat = game.players[seed % players]
    bots = {p: make_bot(first if p == seat else second, 1000 * seed + i, budget) for i, p in enumerate(game.players)}
    while game.decision is not None and len(game.decisions) < CAP:
        bot = bots[game.decision.player]
        start = time.perf_counter()
        choice = bot.pick(game)
        if isinstance(bot, SearchBot) and len(game.decision.options) > 1:
            times.setdefault(bot.name, []).append(time.perf_counter() - start)
        game.choose(choice)
    if game.over and game.result is not None and game.result.winner is not None:
        return (1.0 if game.result.winner == seat else 0.0), times
    scores = game.scores()  # a round cap, a draw or the decision cap: the leaders share the win
    top = [p for p in game.players if scores.get(p, 0) == max(scores.values(), default=0)]
    return (1 / len(top) if seat in top else 0.0), times


def play_star(args: tuple) -> tuple[float, dict]:
    """:func:`play` with its arguments in one tuple (for a process pool)."""
    return play(*args)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def measure(
    game_id: str,
    players: int,
    games: int,
    budget: str | None,
    pairings: tuple[tuple[str, str], ...] = PAIRINGS,
    jobs: int = 1,
    first_seed: int = 0,
) -> None:
    """Play every pairing ``games`` times (seeds from ``first_seed``, ``jobs`` at once) and print its line."""
    fair = 1 / players
    print(f"\n{game_id}, {players} players, {games} games a pairing (fair share {fair:.2f})", flush=True)
    for first, second in pairings:
        start = time.perf_counter()
        work = [(game_id, players, seed, first, second, budget) for seed in range(first_seed, first_seed + games)]
        if jobs > 1:
            with multiprocessing.Pool(jobs) as pool:
                played = pool.map(play_star, work, chunksize=1)
        else:
            played = [play_star(w) for w in work]
        times: dict[str, list[float]] = {}
        for _, t in played:
            for level, ts in t.items():
                times.setdefault(level, []).extend(ts)
        share = statistics.fmean(s for s, _ in played)
        low, high = wilson(share, games)
        timing = "; ".join(
            f"{level} {statistics.median(ts):.3f}s median, {percentile(ts, 0.95):.3f}s p95 a move ({len(ts)} moves)"
            for level, ts in sorted(times.items())
        )
        print(
            f"  {first} vs {second}: win share {share:.2f} [{low:.2f}, {high:.2f}] (fair {fair:.2f}); "
            f"{timing}; {time.perf_counter() - start:.0f}s",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game id, a comma list, or all")
    parser.add_argument("--games", type=int, default=10, help="games per pairing")
    parser.add_argument("--budget", help="the strong bot's budget a move: seconds (0.5) or playouts (p40)")
    parser.add_argument("--players", type=int, help="the player count (default: see PLAYERS)")
    parser.add_argument("--start", type=int, default=0, help="the first game's seed (to add games to a run)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, one process each")
    parser.add_argument("--pairings", help="a comma list such as strong-greedy,normal-greedy (default: all three)")
    args = parser.parse_args()
    pairings = tuple(tuple(p.split("-")) for p in args.pairings.split(",")) if args.pairings else PAIRINGS
    game_ids = list(PLAYERS) if args.game == "all" else args.game.split(",")
    levels = ", ".join(f"{k}: {v}" for k, v in LEVELS.items())
    print(f"levels: {levels}; budget {args.budget or 'per level'}")
    for game_id in game_ids:
        players = args.players or PLAYERS[game_id]
        measure(game_id, players, args.games, args.budget, pairings, args.jobs, args.start)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
