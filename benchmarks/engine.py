"""Engine speed: decisions per second, random games per second, the cost of undo.

Figures are printed with a ratio against a baseline measured in the same run
(a bare generator answering random choices, the floor any engine sits on), so
that runs on different machines can be compared.

    python benchmarks/engine.py [--games 200] [--game agot|shadow-throne|alliances]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

if not __package__:  # run as a file: `import engine` must find the package, not this script
    sys.path[0] = str(Path(__file__).resolve().parents[1])

import engine


def baseline(n: int = 200_000) -> float:
    """Steps per second of a bare generator that yields five options and receives a random pick."""

    def walk():
        options = ["a", "b", "c", "d", "e"]
        while True:
            yield options

    rng = random.Random(0)
    gen = walk()
    options = next(gen)
    start = time.perf_counter()
    for _ in range(n):
        options = gen.send(rng.choice(options))
    return n / (time.perf_counter() - start)


def random_games(game_id: str, games: int, windows: str | None, players: int | None = None) -> tuple[float, float, int]:
    """(decisions per second, games per second, decisions) over seeded random games."""
    decisions = 0
    options = {"windows": windows, "max_rounds": 40} if windows else {}
    start = time.perf_counter()
    for seed in range(games):
        game = engine.new_game(game_id, seed=seed, players=players, options=options)
        decisions += engine.play_out(game, engine.RandomBot(seed))
    elapsed = time.perf_counter() - start
    return decisions / elapsed, games / elapsed, decisions


def undo_cost(game_id: str, length: int = 300, repeats: int = 20) -> tuple[float, int]:
    """Seconds for one undo (plus redoing the same choice) in a game ``length`` decisions long."""
    seed = 0
    while True:
        game = engine.new_game(game_id, seed=seed, options={"windows": "all"})
        bot = engine.RandomBot(seed)
        while game.decision is not None and len(game.decisions) < length:
            game.choose(bot.pick(game))
        if len(game.decisions) == length:
            break
        seed += 1
    start = time.perf_counter()
    for _ in range(repeats):
        last = game.decisions[-1]
        game.undo()
        game.choose(last)
    return (time.perf_counter() - start) / repeats, len(game.decisions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--game", default="agot", help="agot, shadow-throne or alliances")
    args = parser.parse_args()
    counts = {"shadow-throne": (2, 3, 4), "alliances": (3, 4, 5, 6)}
    if args.game in counts:
        base = baseline()
        print(f"baseline: bare generator + random pick      {base:12,.0f} steps/s  (ratio 1)")
        for players in counts[args.game]:
            dps, gps, n = random_games(args.game, args.games, None, players)
            print(
                f"{args.game} {players} players: decisions/s {dps:12,.0f} (ratio {dps / base:.4f}); "
                f"games/s {gps:8,.1f} (ratio {gps / base:.6f}); {n / args.games:.0f} decisions a game"
            )
        return

    base = baseline()
    print(f"baseline: bare generator + random pick      {base:12,.0f} steps/s  (ratio 1)", flush=True)
    for windows in ("auto", "all"):
        dps, gps, n = random_games(args.game, args.games, windows)
        print(
            f"{args.game} windows={windows:4}: decisions/s           {dps:12,.0f}          "
            f"(ratio {dps / base:.4f}; {n / args.games:.0f} decisions a game)"
        )
        print(f"{args.game} windows={windows:4}: full random games/s    {gps:12,.1f}          (ratio {gps / base:.6f})")
    cost, length = undo_cost(args.game)
    dps_all = random_games(args.game, 20, "all")[0]
    print(
        f"{args.game}: undo + redo at decision {length}:       {cost * 1000:12.2f} ms       "
        f"(= {cost * dps_all:.0f} decisions' time; ratio to a baseline step {cost * base:,.0f})"
    )


if __name__ == "__main__":
    main()
