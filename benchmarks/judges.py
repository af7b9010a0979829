"""Greedy bot against greedy bot: the judges of this tree against those of another revision.

Each game is played by seeded greedy bots, the bot of this tree in one seat (a different seat from
game to game) and the other revision's bot in every other seat. The other revision's judge is its
``engine/<game>/hints.py`` read with ``git show`` and run on this tree's engine, so only the rules
of thumb differ. It prints wins per side and the mean final score of each, per game.

    python benchmarks/judges.py [--against REV] [--games 40] [--game GAME[,GAME]] [--players N]
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.core.game import Game  # noqa: E402
from engine.core.protocol import Option  # noqa: E402

PACKAGES = {
    "agot": "agot",
    "agot2": "agot2",
    "agot-board": "board",
    "mother-of-dragons": "board",
    "shadow-throne": "shadow_throne",
    "alliances": "alliances",
}
PLAYERS = {"agot": 2, "agot2": 2, "agot-board": 3, "mother-of-dragons": 4, "shadow-throne": 2, "alliances": 3}
OPTIONS: dict[str, dict[str, Any]] = {
    "agot": {"windows": "auto", "max_rounds": 30},
    "agot2": {"windows": "auto", "max_rounds": 30},
}
Judge = Callable[[Game, str, Option], tuple[float, str]]


def old_judge(game_id: str, rev: str) -> Judge:
    """The ``judge`` of ``engine/<package>/hints.py`` at ``rev``, run inside this tree's package."""
    package = f"engine.{PACKAGES[game_id]}"
    path = f"engine/{PACKAGES[game_id]}/hints.py"
    source = subprocess.run(["git", "show", f"{rev}:{path}"], cwd=ROOT, check=True, capture_output=True, text=True)
    module = types.ModuleType(f"{package}._hints_at_{abs(hash(rev))}")
    module.__package__ = package
    module.__file__ = str(ROOT / path)
    sys.modules[module.__name__] = module
    exec(compile(source.stdout, f"{rev}:{path}", "exec"), module.__dict__)
    return module.judge


class JudgedBot:
    """A greedy bot with a judge of its own (``None``: the game's own judge)."""

    def __init__(self, seed: int, judge: Judge | None = None):
        self.rng, self.judge = random.Random(seed), judge

    def pick(self, game: Game) -> str:
        """The best option by the judge, ties drawn at random."""
        if self.judge is None:
            ranked = [(o, s) for o, s, _ in game.rank()]
        else:
            d = game.decision
            assert d is not None
            with game.reading():
                ranked = [(o, float(self.judge(game, d.player, o)[0])) for o in d.options]
        best = max(s for _, s in ranked)
        return self.rng.choice([o.id for o, s in ranked if s == best])


def match(game_id: str, seed: int, players: int, judge: Judge, cap: int = 20_000) -> tuple[str, dict[str, int], str]:
    """One game: the new bot in seat ``seed % players``. Returns (outcome, scores, new seat's name)."""
    game = engine.new_game(game_id, seed=seed, players=players, options=OPTIONS.get(game_id, {}))
    new = game.players[seed % players]
    bots = {p: JudgedBot(seed * 10 + i, None if p == new else judge) for i, p in enumerate(game.players)}
    for _ in range(cap):
        if game.decision is None:
            break
        game.choose(bots[game.decision.player].pick(game))
    result = game.result
    outcome = "none" if result is None or result.winner is None else "new" if result.winner == new else "old"
    return outcome, game.scores(), new


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", default="HEAD", help="the revision whose judges the other seats use")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--game", default="agot,agot2,agot-board")
    parser.add_argument("--players", type=int, default=0, help="players per game (0: the game's usual count)")
    args = parser.parse_args()
    for game_id in args.game.split(","):
        judge = old_judge(game_id, args.against)
        players = args.players or PLAYERS[game_id]
        tally = {"new": 0, "old": 0, "none": 0}
        seats: dict[str, list[int]] = {}
        mine, theirs, start = 0.0, 0.0, time.perf_counter()
        for seed in range(args.games):
            outcome, scores, new = match(game_id, seed, players, judge)
            tally[outcome] += 1
            seats.setdefault(new, [0, 0])[0] += outcome == "new"
            seats[new][1] += 1
            mine += scores.get(new, 0)
            theirs += sum(v for p, v in scores.items() if p != new) / max(1, len(scores) - 1)
        n = args.games
        print(
            f"{game_id} ({players} players, {n} games, this tree in 1 seat against {args.against}): "
            f"this tree wins {tally['new']}, {args.against} wins {tally['old']}, no winner {tally['none']}; "
            f"mean score {mine / n:.1f} against {theirs / n:.1f} ({time.perf_counter() - start:.0f} s)",
            flush=True,
        )
        print("  this tree's wins by seat: " + ", ".join(f"{p} {w}/{t}" for p, (w, t) in seats.items()))


if __name__ == "__main__":
    main()
