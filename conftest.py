"""What the whole suite shares: which tests must run in the same pytest-xdist worker.

The README's command runs the suite in two workers (``pytest -n 2``; ``--dist loadgroup`` is in
pyproject's addopts). Tests are handed out one at a time, except these groups, each kept in one
worker and in order:

- a notebook's cells (nbval runs them one after another in one kernel);
- the browser tests (one Voilà server and one Chromium for all of them, started once);
- the conformance tests of one game (its seeded random games are played once, in a module-scoped
  cache, and every test of that game reads them);
- a module whose tests share a module-scoped fixture that costs much (it would run in both workers).
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).parent
SHARED_FIXTURE = {"tests/test_agot_invariants.py"}  # a module-scoped fixture plays 500 games


def xdist_group(item: pytest.Item) -> str | None:
    """The group ``item`` belongs to (None: it may run in any worker)."""
    path = Path(item.path).resolve().relative_to(ROOT).as_posix()
    if path.endswith(".ipynb"):
        return path
    if path.startswith("tests/browser/"):
        return "browser"
    if path == "tests/test_conformance.py":
        params = getattr(item, "callspec", None)
        return f"conformance-{params.params['game_id']}" if params and "game_id" in params.params else None
    return path if path in SHARED_FIXTURE else None


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        group = xdist_group(item)
        if group is not None:
            item.add_marker(pytest.mark.xdist_group(group))
