"""The published page in a real browser: time to the first widget, click latency, kernel memory.

Each figure is printed with a ratio against a bare notebook (one ipywidgets Button that
sets a Label) served by the same Voilà in the same run.

    python benchmarks/page.py [--clicks 50]
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
    sys.path[0] = str(Path(__file__).resolve().parents[1])
    sys.path.insert(1, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from conftest import CHROMIUM_ARGS, chromium_path, site, start_voila, stop
from playwright.sync_api import sync_playwright

from tutor.serve import PREHEATED

LESSON = "agot/02-setup.ipynb"
FULL = "agot/08-full-game.ipynb"


def first_widget(browser, url: str, selector: str) -> float:
    """Seconds from navigation to the first interactive widget."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(selector, timeout=120_000)
    seconds = time.perf_counter() - start
    context.close()
    return seconds


def bare_clicks(browser, url: str, n: int) -> list[float]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("button:text('Add one')")
    times = []
    for i in range(1, n + 1):
        start = time.perf_counter()
        page.click("button:text('Add one')")
        page.wait_for_selector(f".widget-label:text-is('{i}')")
        times.append(time.perf_counter() - start)
    context.close()
    return times


def drawn(page, index: int = 0) -> int:
    """How many times the tutor's page (the index-th on the page) has drawn its state."""
    return int(page.locator(".rt-root").nth(index).get_attribute("data-drawn") or 0)


def timed_click(page, locator, index: int = 0) -> float:
    """Seconds from a click to the tutor's page drawing the kernel's answer."""
    before = drawn(page, index)
    start = time.perf_counter()
    locator.click()
    page.wait_for_function(
        f"Number(document.querySelectorAll('.rt-root')[{index}].dataset.drawn) > {before}", polling="raf"
    )
    return time.perf_counter() - start


def lesson_clicks(browser, url: str, n: int) -> list[float]:
    """Toggle 'show hidden cards' in a lesson: each click redraws the whole table from a new state."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("text=Step 1 of")
    times = [timed_click(page, page.locator(".rt-root label:has-text('show hidden cards') input")) for _ in range(n)]
    context.close()
    return times


def full_game_clicks(browser, url: str, n: int) -> list[float]:
    """A full game against a bot: click the first option each time (the bot answers before the redraw)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(".rt-root .rt-option")
    last = page.locator(".rt-root").count() - 1  # the page's game against the bot is its last part
    root = page.locator(".rt-root").nth(last)
    times = []
    for _ in range(n):
        option = root.locator(".rt-option").first
        if not option.count():
            break
        times.append(timed_click(page, option, last))
    context.close()
    return times


def kernel_memory_mb(page_url: str, browser, ready: str) -> float:
    """Resident memory of the kernel behind one open page."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(page_url)
    page.wait_for_selector(ready)
    kernel = json.loads(page.evaluate("document.getElementById('jupyter-config-data').textContent"))["kernelId"]
    pid = subprocess.run(["pgrep", "-f", f"kernel-{kernel}"], capture_output=True, text=True).stdout.split()[0]
    rss_kb = int(Path(f"/proc/{pid}/status").read_text().split("VmRSS:")[1].split()[0])
    context.close()
    return rss_kb / 1024


def stats(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=50)
    args = parser.parse_args()
    root = site("tutor-page-")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        rows = []
        for pool in (0, 1):
            process, url = start_voila(root, pool, (*PREHEATED, "bare.ipynb"))
            try:
                time.sleep(8 if pool else 0)  # let the pool fill
                bare = first_widget(browser, f"{url}/voila/render/bare.ipynb", "button:text('Add one')")
                lesson = first_widget(browser, f"{url}/voila/render/{LESSON}", "text=Step 1 of")
                rows.append((pool, bare, lesson))
                if pool:
                    base_med, base_p95 = stats(bare_clicks(browser, f"{url}/voila/render/bare.ipynb", args.clicks))
                    med, p95 = stats(lesson_clicks(browser, f"{url}/voila/render/{LESSON}", args.clicks))
                    full_med, full_p95 = stats(full_game_clicks(browser, f"{url}/voila/render/{FULL}", args.clicks))
                    memory = kernel_memory_mb(f"{url}/voila/render/{LESSON}", browser, "text=Step 1 of")
                    bare_memory = kernel_memory_mb(f"{url}/voila/render/bare.ipynb", browser, "button:text('Add one')")
            finally:
                stop(process)
        browser.close()
    for pool, bare, lesson in rows:
        kind = "with the kernel pool" if pool else "cold (no pool)"
        print(f"first widget, {kind:22}: bare {bare:5.2f} s, setup lesson {lesson:5.2f} s  (ratio {lesson / bare:.1f})")
    print(
        f"click -> visible update, median       : bare {base_med * 1000:5.0f} ms, lesson {med * 1000:5.0f} ms"
        f"  (ratio {med / base_med:.1f})"
    )
    print(
        f"click -> visible update, 95th pct     : bare {base_p95 * 1000:5.0f} ms, lesson {p95 * 1000:5.0f} ms"
        f"  (ratio {p95 / base_p95:.1f})"
    )
    print(
        f"full game vs bot, click -> update      : median {full_med * 1000:5.0f} ms, 95th pct {full_p95 * 1000:5.0f} ms"
        f"  (ratio to bare p95 {full_p95 / base_p95:.1f})"
    )
    print(
        f"memory of one lesson's kernel         : {memory:.0f} MB  (bare kernel: {bare_memory:.0f} MB, "
        f"ratio {memory / bare_memory:.1f})"
    )
    shutil.rmtree(root.parent, ignore_errors=True)


if __name__ == "__main__":
    main()
