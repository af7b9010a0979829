"""Engine speed: decisions per second, random games per second, the cost of undo and of a clone.

Every figure is printed with a ratio against a baseline measured in the same process (a bare
generator answering random choices, the floor any engine sits on), so that runs on different
machines can be compared. ``--against REV`` measures the same figures on another revision of
the engines (checked out in a temporary git worktree) and prints both, and their quotient, in one
run: game by game, ``--rounds`` rounds of before then now, each in a fresh process, keeping each
figure's best round (see :func:`side_by_side`).

Times are the process's CPU time (``time.process_time``), so other work on a shared machine weighs
less, and each count's first game is played once unclocked (imports, first-time tables).

    python benchmarks/engine.py [--games 100] [--game GAME[,GAME]|all] [--against REV] [--rounds N]

(GAME: agot, agot2, agot-board, mother-of-dragons, shadow-throne, alliances)
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COUNTS = {
    "agot": (2,),
    "shadow-throne": (2, 3, 4),
    "alliances": (3, 4, 5, 6),
    "agot2": (2, 3, 4, 6),
    "agot-board": (3, 6),
    "mother-of-dragons": (4, 8),
}
OPTIONS = {"agot": {"windows": "all", "max_rounds": 40}, "agot2": {"windows": "all", "max_rounds": 40}}
UNDO_AT = (300, 1000, 3000)


def baseline(n: int = 200_000) -> float:
    """Steps per second of a bare generator that yields five options and receives a random pick."""

    def walk():
        options = ["a", "b", "c", "d", "e"]
        while True:
            yield options

    rng = random.Random(0)
    gen = walk()
    options = next(gen)
    start = time.process_time()
    for _ in range(n):
        options = gen.send(rng.choice(options))
    return n / (time.process_time() - start)


def random_games(engine, game_id: str, games: int, players: int, options: dict) -> dict:
    """Decisions per second, games per second and decisions a game over seeded random games (CPU
    time, after one unclocked game)."""
    engine.play_out(engine.new_game(game_id, seed=games, players=players, options=options), engine.RandomBot(games))
    decisions = 0
    start = time.process_time()
    for seed in range(games):
        game = engine.new_game(game_id, seed=seed, players=players, options=options)
        decisions += engine.play_out(game, engine.RandomBot(seed))
    elapsed = time.process_time() - start
    return {"dps": decisions / elapsed, "gps": games / elapsed, "length": decisions / games}


def long_game(engine, game_id: str, players: int, options: dict, length: int):
    """A random game at its decision ``length`` (the first seed whose game lasts that long), or None."""
    for seed in range(200):
        game = engine.new_game(game_id, seed=seed, players=players, options=options)
        bot = engine.RandomBot(seed)
        while game.decision is not None and len(game.decisions) < length:
            game.choose(bot.pick(game))
        if len(game.decisions) == length:
            return game
    return None


def undo_cost(game, repeats: int = 20) -> float:
    """Seconds for one undo plus making the same choice again."""
    start = time.perf_counter()
    for _ in range(repeats):
        last = game.decisions[-1]
        game.undo()
        game.choose(last)
    return (time.perf_counter() - start) / repeats


def clone_cost(game, repeats: int = 20) -> float | None:
    """Seconds for one clone (None where the engine has no clone)."""
    if not hasattr(game, "clone"):
        return None
    start = time.perf_counter()
    for _ in range(repeats):
        game.clone()
    return (time.perf_counter() - start) / repeats


def measure(game_ids: list[str], games: int) -> dict:
    """Every figure of these games, with this process's baseline."""
    import engine

    out: dict = {"baseline": baseline(), "games": {}}
    for game_id in game_ids:
        options = OPTIONS.get(game_id, {})
        figures: dict = {}
        for players in COUNTS[game_id]:
            figures[str(players)] = random_games(engine, game_id, games, players, options)
        players = COUNTS[game_id][-1]
        undo: dict = {}
        for at in UNDO_AT:
            game = long_game(engine, game_id, players, options, at)
            undo[str(at)] = None if game is None else {"undo": undo_cost(game), "clone": clone_cost(game)}
        figures["undo"] = undo
        out["games"][game_id] = figures
    return out


def in_process(tree: Path, game_id: str, games: int) -> dict:
    """One game's figures, measured by a fresh process on the engines of ``tree``."""
    cmd = [sys.executable, __file__, "--json", "--tree", str(tree), "--games", str(games), "--game", game_id]
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def side_by_side(rev: str, game_ids: list[str], games: int, rounds: int) -> tuple[dict, dict]:
    """The figures of revision ``rev`` (in a temporary git worktree) and of this tree, taken in turns:
    for each game, ``rounds`` rounds of before then now, each in a fresh process; of each figure the
    best round is kept, so a slow spell of a shared machine weighs on one round, not on one side."""
    before: dict = {"baseline": 0.0, "games": {}}
    now: dict = {"baseline": 0.0, "games": {}}
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), rev], check=True)
        try:
            for game_id in game_ids:
                for _ in range(rounds):
                    keep_best(before, in_process(tree, game_id, games))
                    keep_best(now, in_process(ROOT, game_id, games))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=True)
    return before, now


def keep_best(into: dict, m: dict) -> None:
    """Fold one round's figures into ``into``: the highest rates, the lowest undo and clone costs."""
    into["baseline"] = max(into["baseline"], m["baseline"])
    for game_id, figures in m["games"].items():
        kept = into["games"].setdefault(game_id, figures)
        for key, f in figures.items():
            if key != "undo":
                kept[key] = max(kept[key], f, key=lambda x: x["dps"])
                continue
            for at, u in f.items():
                if u is not None and kept["undo"][at] is not None:
                    old = kept["undo"][at]
                    kept["undo"][at] = {k: None if u[k] is None else min(u[k], old[k]) for k in u}


def report(name: str, m: dict) -> None:
    """Print one run's figures with their ratios to its own baseline."""
    base = m["baseline"]
    print(f"\n{name}: baseline (bare generator + random pick) {base:,.0f} steps/s = ratio 1")
    for game_id, figures in m["games"].items():
        for players in COUNTS[game_id]:
            f = figures[str(players)]
            print(
                f"  {game_id} {players} players: {f['dps']:9,.0f} decisions/s (ratio {f['dps'] / base:.5f}), "
                f"{f['gps']:6,.1f} games/s, {f['length']:.0f} decisions a game"
            )
        for at, u in figures["undo"].items():
            if u is None:
                print(f"  {game_id}: no random game reaches decision {at}")
                continue
            clone = "n/a" if u["clone"] is None else f"{u['clone'] * 1000:.2f} ms"
            print(
                f"  {game_id}: at decision {at}: undo + redo {u['undo'] * 1000:.2f} ms "
                f"(ratio {u['undo'] * base:,.0f} baseline steps); clone {clone}"
            )


def compare(before: dict, now: dict) -> None:
    """Print now / before for each count's decisions per second, raw and as ratios to each run's baseline."""
    print("\nnow / before, decisions/s (raw; against each run's own baseline):")
    for game_id, figures in now["games"].items():
        cells = []
        for players in COUNTS[game_id]:
            a, b = before["games"][game_id][str(players)]["dps"], figures[str(players)]["dps"]
            scaled = (b / now["baseline"]) / (a / before["baseline"])
            cells.append(f"{players} players {b / a:.2f}x ({scaled:.2f}x)")
        print(f"  {game_id}: " + ", ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--game", default="all", help="agot, agot2, shadow-throne, alliances, all, or a comma list")
    parser.add_argument("--against", help="a git revision to measure in the same run, e.g. HEAD~3")
    parser.add_argument("--rounds", type=int, default=2, help="with --against: rounds of before then now per game")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--tree", help=argparse.SUPPRESS)
    args = parser.parse_args()
    game_ids = list(COUNTS) if args.game == "all" else args.game.split(",")
    sys.path.insert(0, args.tree or str(ROOT))
    if args.json:
        print(json.dumps(measure(game_ids, args.games)))
        return
    if not args.against:
        report("now", measure(game_ids, args.games))
        return
    before, now = side_by_side(args.against, game_ids, args.games, args.rounds)
    report(f"before ({args.against})", before)
    report("now", now)
    compare(before, now)


if __name__ == "__main__":
    main()
