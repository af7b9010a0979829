"""A real Voilà server on a free loopback port and headless Debian Chromium driven by Playwright."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import sync_playwright

from tutor import serve
from tutor.serve import free_port, stop

BARE = """import ipywidgets as widgets
label = widgets.Label("0")
button = widgets.Button(description="Add one")
button.on_click(lambda b: setattr(label, "value", str(int(label.value) + 1)))
widgets.VBox([button, label])"""

ARTIFACTS = Path(__file__).parents[2] / "artifacts" / "screenshots"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


def chromium_path() -> str:
    """Debian's Chromium (Playwright must not download a browser here)."""
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        pytest.fail("the browser tests need Debian's Chromium: sudo apt-get install -y chromium (CI does this)")
    return path


def wait_ready(url: str, seconds: float = 90) -> None:
    """Poll a static file (polling a page would start a kernel)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/voila/static/voila.js", timeout=2):
                return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"Voilà did not answer at {url} within {seconds} s")


def start_voila(
    root: Path = serve.LESSONS,
    pool: int = 1,
    preheated: tuple[str, ...] = serve.PREHEATED,
    classes: dict[str, int] | None = None,
) -> tuple[subprocess.Popen, str]:
    port = free_port()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log = open(ARTIFACTS.parent / f"voila-{port}.log", "w")  # noqa: SIM115
    process = serve.start(port, "127.0.0.1", pool, root, log, preheated, classes)
    url = f"http://127.0.0.1:{port}"
    wait_ready(url)
    return process, url


@pytest.fixture(scope="session")
def server():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    process, url = start_voila()
    yield url
    stop(process)


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def server_only(context, server: str) -> list[str]:
    """Let the browser context reach only ``server``: every other request is aborted and noted in
    the list returned."""
    outside: list[str] = []

    def route(r) -> None:
        if r.request.url.startswith(server):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    return outside


def shot(page, name: str) -> None:
    """Keep a screenshot of a key state (under artifacts/, not committed)."""
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def site(prefix: str) -> Path:
    """A copy of the lessons with a bare notebook (one Button -> Label) beside them, so one Voilà
    serves both: the baseline of the benchmarks."""
    root = Path(tempfile.mkdtemp(prefix=prefix))
    shutil.copytree(serve.LESSONS, root / "lessons")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(BARE)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, root / "lessons" / "bare.ipynb")
    return root / "lessons"
