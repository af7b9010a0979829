"""The browser's files in ``tutor/front``: each short enough to read, and every one in the page.

A table too long for one file is split where the page splits (the board game's map apart from the
panels beside it); ``tutor.board`` joins the parts in order into one module.
"""

from __future__ import annotations

import pytest

from tutor.board import FRONT, GAMES, page_parts, script, style

MOST_LINES = 600
SCRIPTS = sorted(FRONT.glob("*.js"))


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_no_script_is_longer_than_600_lines(path):
    lines = path.read_text(encoding="utf-8").count("\n")
    assert lines <= MOST_LINES, f"{path.name} has {lines} lines: split it where the page splits"


def test_every_script_but_the_quizs_is_in_the_page_in_order():
    parts = page_parts()
    assert {p.stem for p in SCRIPTS} - set(parts) == {"quiz"}  # the quiz is a widget of its own
    assert all((FRONT / f"{p}.js").exists() for p in parts)
    assert parts[0] == "core" and parts[-1] == "main"
    assert GAMES["agot-board"] == ("agot-board-map", "agot-board")
    module = script()
    starts = [module.index((FRONT / f"{p}.js").read_text(encoding="utf-8")) for p in parts]
    assert starts == sorted(starts)
    assert 'TABLES["agot-board"] =' in module and "function abMap(" in module


def test_the_style_sheet_holds_every_parts_css():
    sheet = style()
    for path in sorted(FRONT.glob("*.css")):
        if path.stem != "quiz":
            assert path.read_text(encoding="utf-8") in sheet, path.name
