"""Many learners at once: N lesson pages opened at the same moment on one `python -m tutor serve`.

Starts the tutor's Voilà (the settings of ``python -m tutor serve``), then, in headless Chromium
(one browser context per learner, all driven concurrently with Playwright's async API):

1. a bare notebook (one ipywidgets Button -> Label) alone, for the ratios;
2. the lesson alone (N=1), as the baseline;
3. N lesson pages opened at once.

For 2 and 3 it waits for each page's first widget (the tutor page's ``.rt-root``), then for
``--seconds`` each page toggles "show hidden cards" (a click is done when ``.rt-root`` has lost
``rt-busy`` and its ``data-drawn`` count went up), pausing ``--think`` seconds between clicks like
a learner reading. It prints pages served, when Voilà had sent each whole page and when its widget
appeared, failed clicks, click latency, the kernels' memory, and the CPU each part used while the
pages started (the kernels, Voilà, this benchmark's Chromium, anything else on the machine).

    python benchmarks/load.py [--pages 20] [--lesson agot/02-setup.ipynb] [--seconds 60]
                              [--trace]

Times are taken in the page (benchmarks/inpage.py: at each change, from the navigation's start),
not by polling it. The browsers ask for reduced motion (``--motion`` animates Voilà's spinner:
about 4% of a core per waiting page, drawn in software). Chromium runs on the server's own cores,
about 2.4 s of CPU per page against the server's 1.3 s; it stands in for the learners' own
computers, so by default it runs at the lowest CPU priority (``--browser-nice 19``) and takes what
the server leaves. ``--browser-nice 0`` gives it the server's priority: a pessimistic picture
of a server whose learners sit at their own computers. The last round is that server alone: the
same N pages fetched at once over plain HTTP (each page's kernel started and every cell run, no
browser), timed to the page's last byte.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import shutil
import statistics
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

if not __package__:  # run as a file: import the project's packages, not this folder's
    sys.path[0] = str(Path(__file__).resolve().parents[1] / "tests" / "browser")  # its conftest, not the root's
    sys.path.insert(1, str(Path(__file__).resolve().parents[1]))

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import async_playwright

from benchmarks.inpage import FIRST_WIDGET, LABEL, LABEL_AFTER_CLICK, MARKS_AT_CHANGE, NEXT_DRAW
from conftest import CHROMIUM_ARGS, chromium_path, site, start_voila, stop
from tutor.serve import PREHEATED

PEEK = ".rt-root label:has-text('show hidden cards') input"
TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class Learner:
    """One browser context on one page: what it saw."""

    first_widget: float | None = None  # seconds from the first navigation, None: never within the limit
    reloads: int = 0  # times the page retried itself (the tutor template) before its widget showed
    html: float | None = None  # seconds until Voilà had sent the whole page (every cell run: its part done)
    kernel: str | None = None
    clicks: list[float] = field(default_factory=list)
    failed: int = 0
    error: str = ""


# ---- processes: kernels, memory, CPU ------------------------------------------------------------


def processes() -> dict[int, tuple[int, str, float, float]]:
    """pid -> (parent pid, command line, CPU seconds, resident MB) of every process we can read."""
    out = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            status = (entry / "status").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime
        rss = int(status.split("VmRSS:")[1].split()[0]) / 1024 if "VmRSS:" in status else 0.0
        out[int(entry.name)] = (int(fields[1]), cmdline, cpu, rss)
    return out


def kernels(voila_pid: int) -> dict[int, tuple[str, float, float]]:
    """The kernels Voilà started (its children): pid -> (command line, CPU s, MB)."""
    return {
        pid: (cmd, cpu, rss)
        for pid, (parent, cmd, cpu, rss) in processes().items()
        if parent == voila_pid and "ipykernel_launcher" in cmd
    }


def descendants(pid: int, table: dict[int, tuple[int, str, float, float]]) -> set[int]:
    children: dict[int, list[int]] = {}
    for child, (parent, *_) in table.items():
        children.setdefault(parent, []).append(child)
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def cpu_by_part(voila_pid: int) -> dict[str, float]:
    """CPU seconds used so far by the kernels, by Voilà itself, and by our Chromium (not anyone else's)."""
    parts = {"kernels": 0.0, "Voilà": 0.0, "Chromium pages": 0.0, "Chromium browser": 0.0}
    table = processes()
    ours = descendants(os.getpid(), table)
    for pid, (parent, cmd, cpu, _) in table.items():
        if parent == voila_pid and "ipykernel_launcher" in cmd:
            parts["kernels"] += cpu
        elif pid == voila_pid:
            parts["Voilà"] += cpu
        elif pid in ours and "chromium" in cmd:  # the pages' renderers; the browser, GPU and network processes
            parts["Chromium pages" if "--type=renderer" in cmd else "Chromium browser"] += cpu
    return parts


def machine_busy() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine so far."""
    values = [int(v) for v in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = values[3] + values[4]
    return (sum(values) - idle) / TICKS, sum(values) / TICKS


async def settle(seconds: float = 120) -> None:
    """Wait until the machine is nearly idle (the kernel pools are filled), at most ``seconds``."""
    deadline = time.monotonic() + seconds
    quiet = 0
    before = machine_busy()
    while time.monotonic() < deadline and quiet < 3:
        await asyncio.sleep(1)
        now = machine_busy()
        share = (now[0] - before[0]) / max(now[1] - before[1], 1e-9)
        quiet = quiet + 1 if share < 0.15 else 0
        before = now


# ---- one learner -------------------------------------------------------------------------------


async def blank_page(browser, motion: bool):
    context = await browser.new_context(
        viewport={"width": 1280, "height": 900}, reduced_motion="no-preference" if motion else "reduce"
    )
    await context.add_init_script(MARKS_AT_CHANGE)
    return await context.new_page()


async def html_sent(response, result: Learner) -> None:
    await response.finished()
    end = response.request.timing["responseEnd"]
    result.html = end / 1000 if end >= 0 else None


async def visit(page, url: str, timeout: float, result: Learner) -> Learner:
    """Open ``url`` and wait for its first widget."""
    try:
        response = await page.goto(url, wait_until="commit", timeout=timeout * 1000)
        sent = asyncio.create_task(html_sent(response, result))
        began = await page.evaluate("performance.timeOrigin")
        deadline = time.monotonic() + timeout
        while True:  # a page the template reloads (it could not start, or lost its widgets) is waited for
            try:
                left = max(deadline - time.monotonic(), 1)
                await page.wait_for_function(FIRST_WIDGET, polling=250, timeout=left * 1000)
                shown = await page.evaluate("performance.timeOrigin + window.__load.widget")
                break
            except PlaywrightError as err:
                if "context was destroyed" not in str(err) or time.monotonic() > deadline:
                    raise
                result.reloads += 1
        result.first_widget = (shown - began) / 1000
        await sent
        config = await page.evaluate("document.getElementById('jupyter-config-data').textContent")
        result.kernel = json.loads(config)["kernelId"]
    except Exception as err:  # a page that never shows its widget is a result, not a crash
        result.error = f"{type(err).__name__}: {str(err).splitlines()[0]}"
    return result


async def click_for(page, result: Learner, until: float, think: float) -> None:
    """Toggle "show hidden cards" until ``until`` (monotonic), timing each click to its redraw."""
    try:  # the diagram comes after the first draw and redraws the page: clicks are timed after it
        await page.wait_for_selector(".rt-diagram svg", state="attached", timeout=120_000)
    except Exception as err:
        result.failed += 1
        result.error = result.error or f"diagram: {type(err).__name__}: {str(err).splitlines()[0]}"
    while time.monotonic() < until:
        try:
            drawn = int(await page.locator(".rt-root").first.get_attribute("data-drawn") or 0)
            await page.locator(PEEK).first.click(timeout=30_000)
            await page.wait_for_function(f"({NEXT_DRAW})({drawn}) !== null", polling=100, timeout=30_000)
            result.clicks.append(await page.evaluate(NEXT_DRAW, drawn) / 1000)
        except Exception as err:
            result.failed += 1
            result.error = result.error or f"click: {type(err).__name__}: {str(err).splitlines()[0]}"
        await asyncio.sleep(think)


async def bare_clicks(page, n: int) -> list[float]:
    times = []
    for i in range(1, n + 1):
        await page.click("button:text('Add one')")
        await page.wait_for_function(f"({LABEL_AFTER_CLICK})('{i}') !== null", polling=100)
        times.append(await page.evaluate(LABEL_AFTER_CLICK, str(i)) / 1000)
    return times


# ---- one round: N learners at once -------------------------------------------------------------


@dataclass
class Round:
    pages: int
    learners: list[Learner]
    kernel_mb: float  # the round's pages' kernels
    all_kernels: int  # every kernel alive at the end (the pools' too)
    all_kernel_mb: float
    cpu: dict[str, float]  # CPU seconds by part while the pages started
    busy: float  # share of the machine's CPU busy while the pages started
    started_in: float  # seconds until the last page showed its widget (or gave up)

    @property
    def served(self) -> list[float]:
        return sorted(x.first_widget for x in self.learners if x.first_widget is not None)

    @property
    def clicks(self) -> list[float]:
        return sorted(t for x in self.learners for t in x.clicks)

    @property
    def failed(self) -> int:
        return sum(x.failed for x in self.learners)


async def timeline(voila_pid: int, began: float, learners: list[Learner], every: float = 2.0) -> None:
    """Print, every few seconds, the CPU each part used and how many pages got their HTML and widget."""
    before = cpu_by_part(voila_pid)
    while True:
        await asyncio.sleep(every)
        now = cpu_by_part(voila_pid)
        used = " ".join(f"{k} {(now[k] - before[k]) / every:4.2f}" for k in now)
        html = sum(x.html is not None for x in learners)
        drawn = sum(x.first_widget is not None for x in learners)
        print(f"  t={time.monotonic() - began:5.1f} s  cores used: {used}  page sent {html:2}  widget {drawn:2}")
        before = now


async def round_of(browser, url: str, voila_pid: int, n: int, args: argparse.Namespace) -> Round:
    seconds, think, timeout = args.seconds, args.think, args.timeout
    pages = await asyncio.gather(*(blank_page(browser, args.motion) for _ in range(n)))  # then all navigate at once
    cpu_before, busy_before, began = cpu_by_part(voila_pid), machine_busy(), time.monotonic()
    learners = [Learner() for _ in pages]
    tracer = asyncio.create_task(timeline(voila_pid, began, learners)) if args.trace else None
    visits = (visit(page, url, timeout, r) for page, r in zip(pages, learners, strict=True))
    results = await asyncio.gather(*visits)
    if tracer:
        tracer.cancel()
    opened = list(zip(results, pages, strict=True))
    started_in = time.monotonic() - began
    cpu_after, busy_after = cpu_by_part(voila_pid), machine_busy()
    cpu = {k: cpu_after[k] - cpu_before[k] for k in cpu_after}
    busy = (busy_after[0] - busy_before[0]) / max(busy_after[1] - busy_before[1], 1e-9)
    cpu["anything else"] = busy_after[0] - busy_before[0] - sum(cpu.values())  # other users of the machine
    until = time.monotonic() + seconds
    await asyncio.gather(*(click_for(page, r, until, think) for r, page in opened if r.first_widget is not None))
    alive = kernels(voila_pid)
    mine = {r.kernel for r, _ in opened if r.kernel}
    kernel_mb = sum(rss for cmd, _, rss in alive.values() if any(f"kernel-{k}" in cmd for k in mine))
    for _, page in opened:
        await page.context.close()
    return Round(
        n,
        [r for r, _ in opened],
        kernel_mb,
        len(alive),
        sum(rss for _, _, rss in alive.values()),
        cpu,
        busy,
        started_in,
    )


async def server_alone(url: str, n: int, timeout: float) -> list[float | None]:
    """Seconds until each of N pages fetched at once over plain HTTP had its last byte (None: failed)."""

    def fetch(began: float) -> float | None:
        try:
            with urllib.request.urlopen(url, timeout=timeout) as response:
                response.read()
            return time.monotonic() - began
        except OSError:
            return None

    loop = asyncio.get_running_loop()
    with ThreadPoolExecutor(n) as fetchers:  # one thread per page: all N requests at the same moment
        began = time.monotonic()
        return await asyncio.gather(*(loop.run_in_executor(fetchers, fetch, began) for _ in range(n)))


# ---- report ------------------------------------------------------------------------------------


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[round(q * (len(ordered) - 1))] if ordered else float("nan")


def report(bare_first: float, bare_click: float, rounds: list[Round], alone: list[float | None]) -> None:
    base = rounds[0]
    print(f"\nbare notebook alone: first widget {bare_first:.2f} s, click p95 {bare_click * 1000:.0f} ms")
    for r in rounds:
        served = r.served
        med, worst = (statistics.median(served), max(served)) if served else (float("nan"), float("nan"))
        clicks = r.clicks
        p95 = pct(clicks, 0.95)
        print(f"\n{r.pages} page(s) at once")
        print(f"  pages served            : {len(served)} of {r.pages} (all done in {r.started_in:.1f} s)")
        html = sorted(x.html for x in r.learners if x.html is not None)
        if html:
            print(
                f"  whole page sent         : median {statistics.median(html):.1f} s, max {max(html):.1f} s"
                "  (Voilà's part: kernel started, every cell run; the rest is the browser's)"
            )
        print(
            f"  first widget            : median {med:.1f} s, max {worst:.1f} s"
            f"  (x{med / bare_first:.1f} the bare page; x{med / statistics.median(base.served):.1f} one lesson alone)"
            if base.served
            else f"  first widget            : median {med:.1f} s, max {worst:.1f} s"
        )
        retried = [x.reloads for x in r.learners if x.reloads]
        print(f"  pages that reloaded     : {len(retried)} ({sum(retried)} reloads; the times count from the first)")
        print(f"  clicks                  : {len(clicks)} done, {r.failed} failed")
        if clicks:
            print(
                f"  click -> redraw         : median {statistics.median(clicks) * 1000:.0f} ms,"
                f" p95 {p95 * 1000:.0f} ms  (p95 x{p95 / bare_click:.1f} the bare click;"
                f" x{p95 / pct(base.clicks, 0.95):.1f} one lesson alone)"
            )
        print(
            f"  kernel memory           : {r.kernel_mb:.0f} MB for these pages' kernels"
            f" ({r.kernel_mb / max(len(served), 1):.0f} MB each); {r.all_kernels} kernels alive"
            f" hold {r.all_kernel_mb:.0f} MB in all (the preheated pools' too)"
        )
        cpu = ", ".join(f"{k} {v:.1f} s" for k, v in r.cpu.items())
        print(f"  CPU while pages started : {cpu}; all cores {r.busy * 100:.0f}% busy")
        errors = sorted({x.error for x in r.learners if x.error})
        for error in errors[:5]:
            print(f"  error: {error[:160]}")
    sent = sorted(t for t in alone if t is not None)
    print(f"\nthe server alone: {len(alone)} pages fetched at once over HTTP, no browser")
    if sent:
        print(
            f"  whole page sent         : {len(sent)} of {len(alone)}, median {statistics.median(sent):.1f} s,"
            f" first {sent[0]:.1f} s, max {sent[-1]:.1f} s"
        )


def lower_priority(nice: int) -> None:
    """Give this process, and the browser it launches from now on, a lower CPU priority than Voilà's
    and its kernels' (they run in a session of their own, see tutor.serve.start)."""
    if nice:
        os.nice(nice)
        with contextlib.suppress(OSError):  # Linux's autogroups share the CPU between sessions first
            Path("/proc/self/autogroup").write_text(str(nice))


async def run(args: argparse.Namespace) -> None:
    root = site("tutor-load-")
    classes = {args.lesson: args.pages} if args.for_a_class else None
    process, url = start_voila(root, args.pool, (*PREHEATED, "bare.ipynb"), classes)
    try:
        lower_priority(args.browser_nice)  # Voilà has started: from here on, only the learners' side
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
            await settle()
            page = await blank_page(browser, args.motion)
            context = page.context
            await page.goto(f"{url}/voila/render/bare.ipynb", wait_until="commit")
            await page.wait_for_function(f"({LABEL})('0') !== null", polling=100)
            bare_first = await page.evaluate(LABEL, "0") / 1000
            bare_click = pct(await bare_clicks(page, 30), 0.95)
            await context.close()
            rounds = []
            lesson = f"{url}/voila/render/{args.lesson}"
            for n in (1, args.pages) if args.pages != 1 else (1,):
                await settle()  # the lesson's preheated kernels are back in their pool
                print(f"opening {n} page(s) of {args.lesson} at once...", flush=True)
                rounds.append(await round_of(browser, lesson, process.pid, n, args))
            await browser.close()
        await settle()
        print(f"fetching {args.pages} page(s) at once, no browser...", flush=True)
        alone = await server_alone(lesson, args.pages, args.timeout)
    finally:
        stop(process)
        shutil.rmtree(root.parent, ignore_errors=True)
    report(bare_first, bare_click, rounds, alone)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=20, help="pages opened at the same moment (default 20)")
    parser.add_argument("--lesson", default="agot/02-setup.ipynb", help="the lesson page, under lessons/")
    parser.add_argument("--seconds", type=float, default=60, help="how long every page keeps clicking (default 60)")
    parser.add_argument("--think", type=float, default=1.0, help="pause between a page's clicks, s (default 1)")
    parser.add_argument("--timeout", type=float, default=300, help="give up on a page's first widget after (s)")
    parser.add_argument("--pool", type=int, default=1, help="preheated kernels per first page, as in serve")
    parser.add_argument(
        "--for-a-class",
        action="store_true",
        help="serve as for a class opening the lesson together (python -m tutor serve --class LESSON=PAGES):"
        " as many preheated kernels for the lesson as pages",
    )
    parser.add_argument("--trace", action="store_true", help="print a timeline while the pages start")
    parser.add_argument(
        "--browser-nice",
        type=int,
        default=19,
        help="CPU priority of Chromium and this benchmark, as nice(1) (default 19: the browsers, standing in for the"
        " learners' own computers, take what the server leaves of the shared cores; 0: the server's priority)",
    )
    parser.add_argument(
        "--motion",
        action="store_true",
        help="let the pages animate their spinners (by default the browsers ask for reduced motion: headless"
        " Chromium draws animations in software, about 4%% of a core per waiting page, on the server's own CPU)",
    )
    args = parser.parse_args()
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
