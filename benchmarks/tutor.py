"""Tutor speed on the server side: building each lesson's page, and a click's new state.

Each figure is also printed as a ratio against a bare ipywidgets Button -> Label
update measured in the same run.

    python benchmarks/tutor.py [--clicks 30]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

if not __package__:  # run as a file: import the project's packages, not this folder's
    sys.path[0] = str(Path(__file__).resolve().parents[1])

import ipywidgets as widgets

from tutor import Board, Page, Session, lesson_view, quiz_view
from tutor.lesson import LESSONS


def bare_click(n: int) -> float:
    """Median seconds of a bare Button click that sets a Label."""
    label, button = widgets.Label(), widgets.Button()
    button.on_click(lambda b: setattr(label, "value", str(time.perf_counter())))
    times = []
    for _ in range(n):
        start = time.perf_counter()
        button.click()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def build_times() -> list[tuple[str, float]]:
    """Seconds to build each lesson's widgets (the lesson and its quiz)."""
    out = []
    for path in sorted((LESSONS / "agot").glob("*.yaml")):
        start = time.perf_counter()
        lesson_view(f"agot/{path.name}")
        quiz_view(f"agot/{path.name}")
        out.append((path.stem, time.perf_counter() - start))
    return out


def click_times(n: int) -> list[float]:
    """Seconds from a click's message to the page's new state, over a game's first clicks."""
    board = Board(Page(Session("agot", seed=11, options={"windows": "auto"})))
    times = []
    for _ in range(n):
        d = board.scene["view"]["decision"]
        if not d:
            break
        verbs = [o for o in d["options"] if o["verb"] in ("place", "plot", "play", "attack")]
        pick = (verbs or d["options"])[0 if verbs else -1]["id"]
        start = time.perf_counter()
        board.click({"act": "choose", "id": pick})
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    args = parser.parse_args()
    base = bare_click(200)
    print(f"baseline: bare Button -> Label click           {base * 1000:9.3f} ms  (ratio 1)")
    for name, seconds in build_times():
        print(f"build lesson {name:28} {seconds * 1000:9.1f} ms  (ratio {seconds / base:,.0f})")
    clicks = sorted(click_times(args.clicks))
    median, p95 = statistics.median(clicks), clicks[int(0.95 * (len(clicks) - 1))]
    print(f"click -> the page's new state, median         {median * 1000:9.1f} ms  (ratio {median / base:,.0f})")
    print(f"click -> the page's new state, 95th pct       {p95 * 1000:9.1f} ms  (ratio {p95 / base:,.0f})")


if __name__ == "__main__":
    main()
