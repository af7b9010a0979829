"""The published page in a real browser: time to the first widget, click latency, kernel memory.

Each figure is printed with a ratio against a bare notebook (one ipywidgets Button that
sets a Label) served by the same Voilà in the same run. Times are taken in the page
(benchmarks/inpage.py): from the navigation's start, or from the click, to the frame
that paints the change. First widgets are timed ``--cold`` times each, bare and lesson
in turn (ABBA order, after one page that warms Voilà up), and the medians compared.

The board game (agot-board) gets figures of its own on a page this script writes beside the
lessons (Stark against five greedy bots, every area of the map drawn): its first widget, the
first draw of its whole page in the browser (the map included: the drawn page is taken away and
drawn afresh, ``--draws`` times, with no kernel involved), and click -> painted update. Two more
written pages give click -> painted update for the biggest tables: a six-player melee of the 2nd
edition and an eight-house game of Mother of Dragons.

``--levels beginner,normal`` times the same two biggest games against bots of each level (a page
per level: six houses of the board game, a six-player melee), each click to the first painted
change (the bots may still be at work: the page shows them) and to the last (the learner's turn
again); ``--bots-only`` prints those figures alone.

    python benchmarks/page.py [--clicks 50] [--cold 3] [--draws 20] [--levels beginner,normal] [--bots-only]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

if not __package__:  # run as a file: import the project's packages, not this folder's
    sys.path[0] = str(Path(__file__).resolve().parents[1] / "tests" / "browser")  # its conftest, not the root's
    sys.path.insert(1, str(Path(__file__).resolve().parents[1]))

import nbformat
from playwright.sync_api import sync_playwright

from benchmarks.inpage import FIRST_DRAW, FIRST_WIDGET, LABEL, LABEL_AFTER_CLICK, MARKS, NEXT_DRAW, STILL
from conftest import CHROMIUM_ARGS, chromium_path, site, start_voila, stop
from tutor.serve import PREHEATED

LESSON = "agot/02-setup.ipynb"
FULL = "agot/08-full-game.ipynb"
MELEE = "agot2/10-full-melee.ipynb"  # the 2nd edition: Stark against three bots
BARE = "bare.ipynb"
BOARD = "board-6.ipynb"  # written by this script beside its copy of the lessons
MELEE6 = "melee-6.ipynb"
DRAGONS8 = "dragons-8.ipynb"
PAGES = {  # the whole-game pages this script writes: the biggest table of each kind
    BOARD: """from tutor import play_view
houses = ["Stark", "Lannister", "Greyjoy", "Tyrell", "Baratheon", "Martell"]
play_view("agot-board", seed=1, viewer="Stark", players=houses)""",
    MELEE6: """from tutor import play_view
play_view("agot2", seed=1, viewer="P1", players=["P1", "P2", "P3", "P4", "P5", "P6"])""",
    DRAGONS8: """from tutor import play_view
play_view("mother-of-dragons", seed=1, viewer="P1", players=[f"P{i}" for i in range(1, 9)])""",
}
#: Take the last tutor page's drawn page away and draw it afresh (a tab's button redraws the page
#: without the kernel), ``n`` times: [script ms, ms to the frame after the one that paints it].
FRESH_DRAWS = """async (n) => {
  const roots = document.querySelectorAll(".rt-root");
  const root = roots[roots.length - 1];
  const out = [];
  for (let i = 0; i < n; i++) {
    const tab = root.querySelector(".rt-tabbar button:not(.on)");
    root.querySelector(":scope > .rt-page").remove();
    const t0 = performance.now();
    tab.click();
    const t1 = performance.now();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    out.push([t1 - t0, performance.now() - t0]);
  }
  return out;
}"""
PEEK = ".rt-root label:has-text('show hidden cards') input"
#: The games against bots of one level (see --levels): the page's file name -> its code.
LEVEL_PAGES = {
    "board-6-{level}.ipynb": """from tutor import play_view
houses = ["Stark", "Lannister", "Greyjoy", "Tyrell", "Baratheon", "Martell"]
play_view("agot-board", seed=1, viewer="Stark", players=houses, bot="{level}")""",
    "melee-6-{level}.ipynb": """from tutor import play_view
play_view("agot2", seed=1, viewer="P1", players=["P1", "P2", "P3", "P4", "P5", "P6"], bot="{level}")""",
}


def open_page(browser, url: str):
    """A fresh browser context (no cache) with the in-page marks, at ``url``."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(MARKS)
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(url)
    return page


def first_widget(browser, url: str) -> float:
    """Seconds from navigation to the painting of the page's first widget."""
    page = open_page(browser, url)
    if url.endswith(BARE):
        page.wait_for_function(f"({LABEL})('0') !== null", polling=100)
        seconds = page.evaluate(LABEL, "0") / 1000
    else:
        page.wait_for_function(FIRST_WIDGET, polling=100)
        seconds = page.evaluate("window.__load.widget") / 1000
    page.context.close()
    return seconds


def bare_clicks(browser, url: str, n: int) -> list[float]:
    page = open_page(browser, url)
    page.wait_for_function(f"({LABEL})('0') !== null", polling=100)
    times = []
    for i in range(1, n + 1):
        page.click("button:text('Add one')")
        page.wait_for_function(f"({LABEL_AFTER_CLICK})('{i}') !== null", polling=20)
        times.append(page.evaluate(LABEL_AFTER_CLICK, str(i)) / 1000)
    page.context.close()
    return times


def drawn(page, index: int = 0) -> int:
    """How many times the tutor's page (the index-th on the page) has drawn its scene."""
    return int(page.locator(".rt-root").nth(index).get_attribute("data-drawn") or 0)


def timed_click(page, locator, index: int = 0) -> float:
    """Seconds from a click to the painting of the tutor's page with the kernel's answer."""
    before = drawn(page, index)
    locator.click()
    page.wait_for_function(f"({NEXT_DRAW})({before}, {index}) !== null", polling=20)
    return page.evaluate(f"({NEXT_DRAW})({before}, {index})") / 1000


def bot_clicks(browser, url: str, n: int, last: bool) -> tuple[list[float], list[float], list[float]]:
    """A game against bots: seconds from each click to the first painted change, to the painted end
    of the bots' moves (the learner's turn again), and the longest the page stood still in between;
    the first or the last option each time."""
    page = open_page(browser, url)
    page.wait_for_selector(".rt-root .rt-option")
    diagrams_drawn(page)
    root = page.locator(".rt-root").last
    first, final, still = [], [], []
    for _ in range(n):
        option = root.locator(".rt-option").last if last else root.locator(".rt-option").first
        if not option.count():
            break
        before = drawn(page)
        final.append(timed_click(page, option))
        first.append(page.evaluate(f"({FIRST_DRAW})({before}, 0)") / 1000)
        still.append(page.evaluate(f"({STILL})({before}, 0)") / 1000)
    page.context.close()
    return first, final, still


def level_figures(browser, url: str, levels: list[str], n: int) -> list[str]:
    """Lines of figures for the games against bots of each level."""
    out = []
    for level in levels:
        for name in LEVEL_PAGES:
            page_name = name.format(level=level)
            first, final, still = bot_clicks(browser, f"{url}/voila/render/{page_name}", n, page_name[:5] == "board")
            (f_med, f_p95), (e_med, e_p95) = stats(first), stats(final)
            out.append(
                f"{page_name:24} ({len(final)} clicks): first change median {f_med * 1000:5.0f} ms, "
                f"95th pct {f_p95 * 1000:5.0f} ms; bots done median {e_med * 1000:6.0f} ms, "
                f"95th pct {e_p95 * 1000:6.0f} ms, worst {max(final) * 1000:6.0f} ms; "
                f"longest still {max(still) * 1000:5.0f} ms"
            )
    return out


def diagrams_drawn(page) -> None:
    """Wait until every tutor widget of the page has its diagram (it comes after the first draw and
    redraws the page: a click timed before that would be timed to the wrong draw)."""
    page.wait_for_function(
        "document.querySelectorAll('.rt-diagram svg').length === document.querySelectorAll('.rt-root').length",
        polling=100,
    )


def lesson_clicks(browser, url: str, n: int) -> list[float]:
    """Toggle 'show hidden cards' in a lesson: each click redraws the whole table from a new scene."""
    page = open_page(browser, url)
    page.wait_for_selector("text=Step 1 of")
    diagrams_drawn(page)
    times = [timed_click(page, page.locator(PEEK)) for _ in range(n)]
    page.context.close()
    return times


def full_game_clicks(browser, url: str, n: int, last: bool = False) -> list[float]:
    """A full game against a bot: click the first option each time (the bot answers before the redraw);
    ``last``: the last option (in the board game the first may take back the unit just sent)."""
    page = open_page(browser, url)
    page.wait_for_selector(".rt-root .rt-option")
    diagrams_drawn(page)
    part = page.locator(".rt-root").count() - 1  # the page's game against the bot is its last part
    root = page.locator(".rt-root").nth(part)
    times = []
    for _ in range(n):
        option = root.locator(".rt-option").last if last else root.locator(".rt-option").first
        if not option.count():
            break
        times.append(timed_click(page, option, part))
    page.context.close()
    return times


def kernel_memory_mb(browser, url: str, ready: str) -> float:
    """Resident memory of the kernel behind one open page."""
    page = open_page(browser, url)
    page.wait_for_selector(ready)
    kernel = json.loads(page.evaluate("document.getElementById('jupyter-config-data').textContent"))["kernelId"]
    pid = subprocess.run(["pgrep", "-f", f"kernel-{kernel}"], capture_output=True, text=True).stdout.split()[0]
    rss_kb = int(Path(f"/proc/{pid}/status").read_text().split("VmRSS:")[1].split()[0])
    page.context.close()
    return rss_kb / 1024


def write_pages(root: Path, levels: list[str]) -> list[str]:
    """The whole-game pages (six houses, a six-player melee, eight houses of Mother of Dragons, and
    those of each bot level), beside the lessons of the site's copy; their names."""
    pages = dict(PAGES)
    for level in levels:
        pages.update({name.format(level=level): code.replace("{level}", level) for name, code in LEVEL_PAGES.items()})
    for name, code in pages.items():
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(code)]
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, root / name)
    return list(pages)


def fresh_draws(browser, url: str, n: int) -> tuple[list[float], list[float]]:
    """The board game's whole page drawn afresh in the browser: script seconds, seconds to paint."""
    page = open_page(browser, url)
    page.wait_for_selector(".rt-root .ab-map")
    diagrams_drawn(page)
    times = page.evaluate(FRESH_DRAWS, n)
    page.context.close()
    return [t[0] / 1000 for t in times], [t[1] / 1000 for t in times]


def stats(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))]


def first_widgets(browser, url: str, samples: int) -> tuple[list[float], list[float]]:
    """First widget of the bare page and of the lesson, ``samples`` each in ABBA order."""
    first_widget(browser, f"{url}/voila/render/{BARE}")  # Voilà's first page loads its templates
    bare, lesson = [], []
    for i in range(samples):
        order = ((BARE, bare), (LESSON, lesson))
        for name, times in order if i % 2 == 0 else reversed(order):
            times.append(first_widget(browser, f"{url}/voila/render/{name}"))
    return bare, lesson


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=50)
    parser.add_argument("--cold", type=int, default=3, help="first-widget samples per page and setting")
    parser.add_argument("--draws", type=int, default=20, help="fresh draws of the board game's page")
    parser.add_argument("--levels", default="", help="bot levels to time games against, e.g. beginner,normal")
    parser.add_argument("--bots-only", action="store_true", help="only the figures of --levels")
    args = parser.parse_args()
    levels = [x for x in args.levels.split(",") if x]
    root = site("tutor-page-")
    written = write_pages(root, levels)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        if args.bots_only:
            process, url = start_voila(root, 1, tuple(written))
            try:
                lines = level_figures(browser, url, levels, args.clicks)
            finally:
                stop(process)
            browser.close()
            print("\n".join(lines))
            shutil.rmtree(root.parent, ignore_errors=True)
            return
        rows = []
        for pool in (0, 1):
            process, url = start_voila(root, pool, (*PREHEATED, BARE, *written))
            try:
                if pool:
                    time.sleep(8)  # let the pool fill
                    bare, lesson = ([first_widget(browser, f"{url}/voila/render/{n}")] for n in (BARE, LESSON))
                else:
                    bare, lesson = first_widgets(browser, url, args.cold)
                rows.append((pool, bare, lesson))
                if pool:
                    base_med, base_p95 = stats(bare_clicks(browser, f"{url}/voila/render/{BARE}", args.clicks))
                    med, p95 = stats(lesson_clicks(browser, f"{url}/voila/render/{LESSON}", args.clicks))
                    full_med, full_p95 = stats(full_game_clicks(browser, f"{url}/voila/render/{FULL}", args.clicks))
                    melee_med, melee_p95 = stats(full_game_clicks(browser, f"{url}/voila/render/{MELEE}", args.clicks))
                    board_first = first_widget(browser, f"{url}/voila/render/{BOARD}")
                    script, drawn_in = fresh_draws(browser, f"{url}/voila/render/{BOARD}", args.draws)
                    board = full_game_clicks(browser, f"{url}/voila/render/{BOARD}", args.clicks, last=True)
                    board_med, board_p95 = stats(board)
                    melee6 = stats(full_game_clicks(browser, f"{url}/voila/render/{MELEE6}", args.clicks))
                    dragons8_url = f"{url}/voila/render/{DRAGONS8}"
                    dragons8 = stats(full_game_clicks(browser, dragons8_url, args.clicks, last=True))
                    memory = kernel_memory_mb(browser, f"{url}/voila/render/{LESSON}", "text=Step 1 of")
                    bare_memory = kernel_memory_mb(browser, f"{url}/voila/render/{BARE}", "button:text('Add one')")
                    level_lines = level_figures(browser, url, levels, args.clicks)
            finally:
                stop(process)
        browser.close()
    for pool, bare, lesson in rows:
        kind = "with the kernel pool" if pool else f"cold, median of {len(bare)}"
        b, s = statistics.median(bare), statistics.median(lesson)
        print(f"first widget, {kind:20}: bare {b:5.2f} s, setup lesson {s:5.2f} s  (ratio {s / b:.2f})")
        if len(bare) > 1:
            listed = [", ".join(f"{x:.2f}" for x in times) for times in (bare, lesson)]
            print(f"  samples: bare {listed[0]}; lesson {listed[1]}")
    print(
        f"click -> painted update, median     : bare {base_med * 1000:5.0f} ms, lesson {med * 1000:5.0f} ms"
        f"  (ratio {med / base_med:.1f})"
    )
    print(
        f"click -> painted update, 95th pct   : bare {base_p95 * 1000:5.0f} ms, lesson {p95 * 1000:5.0f} ms"
        f"  (ratio {p95 / base_p95:.1f})"
    )
    print(
        f"full game vs bot, click -> update    : median {full_med * 1000:5.0f} ms, 95th pct {full_p95 * 1000:5.0f} ms"
        f"  (ratio to bare p95 {full_p95 / base_p95:.1f})"
    )
    print(
        f"full melee vs 3 bots, click -> update: median {melee_med * 1000:5.0f} ms, 95th pct {melee_p95 * 1000:5.0f} ms"
        f"  (ratio to bare p95 {melee_p95 / base_p95:.1f})"
    )
    (script_med, script_p95), (draw_med, draw_p95) = stats(script), stats(drawn_in)
    print(
        f"board game, 6 houses, first widget  : {board_first:5.2f} s with the kernel pool"
        f"  (setup lesson {statistics.median(rows[-1][2]):.2f} s)"
    )
    print(
        f"board game, 6 houses, page drawn    : median {draw_med * 1000:5.0f} ms, 95th pct {draw_p95 * 1000:5.0f} ms"
        f"  (script {script_med * 1000:.0f} / {script_p95 * 1000:.0f} ms; {len(drawn_in)} fresh draws, no kernel)"
    )
    print(
        f"board game vs 5 bots, click -> update: median {board_med * 1000:5.0f} ms, 95th pct {board_p95 * 1000:5.0f} ms"
        f"  (ratio to bare p95 {board_p95 / base_p95:.1f})"
    )
    for name, (m, p) in (("full melee vs 5 bots", melee6), ("MoD, 8 houses vs 7 bots", dragons8)):
        print(
            f"{name + ', click -> update':37}: median {m * 1000:5.0f} ms, 95th pct {p * 1000:5.0f} ms"
            f"  (ratio to bare p95 {p / base_p95:.1f})"
        )
    print(
        f"memory of one lesson's kernel       : {memory:.0f} MB  (bare kernel: {bare_memory:.0f} MB, "
        f"ratio {memory / bare_memory:.1f})"
    )
    print("\n".join(level_lines))
    shutil.rmtree(root.parent, ignore_errors=True)


if __name__ == "__main__":
    main()
