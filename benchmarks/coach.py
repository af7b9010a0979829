"""The coach's time per hint ("What could I do?", ``engine/core/coach.py``) at each level, per game.

Positions: seeded games played by a random bot, the first decision with two options or more after
every ``--every`` decisions, ``--positions`` of them per game. For each level the script prints the
median and the slowest hint in seconds (the levels' own budgets, time limits included) and, with
``--show``, the first three options' explanations at the first position.

    python benchmarks/coach.py [--game GAME[,GAME]|all] [--positions 4] [--every 25] [--show]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.core.coach import advise  # noqa: E402

PLAYERS = {"agot": 2, "agot2": 2, "shadow-throne": 2, "alliances": 3, "agot-board": 3, "mother-of-dragons": 4}


def positions(game_id: str, count: int, every: int) -> list[engine.Game]:
    """Clones of a random game of ``game_id`` at ``count`` decisions with two options or more."""
    game = engine.new_game(game_id, seed=1, players=PLAYERS[game_id])
    bot, found = engine.RandomBot(1), []
    while game.decision is not None and len(found) < count:
        target = len(game.decisions) + every
        while game.decision is not None and (len(game.decisions) < target or len(game.decision.options) < 2):
            game.choose(bot.pick(game))
        if game.decision is not None:
            found.append(game.clone())
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all")
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--every", type=int, default=25)
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    games = list(PLAYERS) if args.game == "all" else args.game.split(",")
    print(f"{'game':<18} {'level':<9} {'median s':>9} {'max s':>7}")
    for game_id in games:
        found = positions(game_id, args.positions, args.every)
        for level in engine.BOT_LEVELS:
            times = []
            for game in found:
                start = time.perf_counter()
                tips = advise(game, level, n=5, seed=len(game.decisions))
                times.append(time.perf_counter() - start)
                if args.show and game is found[0]:
                    print(f"  {game.decision.prompt}")
                    for t in tips[:3]:
                        print(f"    [{level}] {t.label}: {t.why}")
            print(f"{game_id:<18} {level:<9} {statistics.median(times):>9.2f} {max(times):>7.2f}")


if __name__ == "__main__":
    main()
