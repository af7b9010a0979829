"""Every lesson script can be followed to its end, and every wrong choice gets its feedback."""

from pathlib import Path

import nbformat
import pytest

import engine
from tutor.lesson import LESSONS, LessonRun, fill, load_lesson
from tutor.quiz import build
from tutor.session import Session

SCRIPTS = sorted(LESSONS.glob("*/*.yaml"))


TABLE_ZONES = [
    "challenge",
    "deck",
    "end",
    "turn",
    "discard",
    "ally",
    "treasury",
    "power-pool",
    "initiative",
    "first-player",
    "track",
    "row",
    "dead",
    "titles",
]
SEAT_ZONES = [
    "area",
    "hand",
    "characters",
    "locations",
    "plot",
    "plots",
    "used-plots",
    "deck",
    "discard",
    "dead",
    "setup",
    "power",
    "gold",
    "draft",
    "drafted",
    "bids",
    "packet",
    "seat",
    "shadows",
    "title",
    "reserve",
    "faction",
]


def pointable(session: Session) -> set[str]:
    """What a beat may point at: option ids, and anything the view names (uids, seats, zones)."""
    view = session.view()
    found: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                if k in ("uid", "id", "player") and isinstance(v, str):
                    found.add(v)
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    data = view.to_json()
    walk(data["table"])
    if view.decision is not None:
        found |= {o.id for o in view.decision.options} | {r.id for r in view.decision.rejected if r.id}
    seats = data["header"]["seats"]
    # the zones the game tables mark (tutor/front/<game>.js, ctx.spot)
    zones = {f"zone:{z}" for z in TABLE_ZONES} | {f"seat:{seat}" for seat in seats}
    for seat in seats:
        zones |= {f"zone:{z}:{seat}" for z in SEAT_ZONES}
    columns = {
        f"column:{s['player']}@{c['value']}"
        for s in data["table"].get("seats", ())
        if isinstance(s, dict)
        for c in s["columns"]
    }
    return found | zones | columns | {f"council:{c['id']}" for c in data["table"].get("councils", [])}


@pytest.mark.parametrize("path", SCRIPTS, ids=[f"{p.parent.name}/{p.stem}" for p in SCRIPTS])
def test_following_the_script_reaches_the_end_and_wrong_choices_get_feedback(path: Path):
    lesson = load_lesson(path)
    session = Session(lesson.game)
    run = LessonRun(lesson, session)
    while not run.finished:
        beat = run.beat
        fill(beat.text, session.view().to_json())  # every number the text quotes is in the view
        assert set(beat.point) <= pointable(session), f"{path.name}: beat {run.index} points at nothing"
        before = list(session.game.decisions)
        if not beat.expected:
            run.proceed()
            continue
        d = session.game.decision
        assert d is not None, f"{path.name}: beat {run.index} expects {beat.expected} but the game is over"
        wrong = list(beat.feedback) + [o.id for o in d.options if o.id not in beat.expected][:2]
        wrong += [r.id for r in d.rejected if r.id][:2]
        for option_id in wrong:
            assert not session.choose(option_id), f"{path.name}: beat {run.index} let {option_id} through"
            assert session.message.startswith("Not that one: ")
            if option_id in beat.feedback:
                assert beat.feedback[option_id] in session.message
            assert session.game.decisions == before  # nothing was played
        index = run.index
        assert session.choose(beat.expected[0]), f"{path.name}: beat {index}: {session.message}"
        assert run.index == index + 1
    assert session.gate is None  # the learner is free at the end


@pytest.mark.parametrize("path", SCRIPTS, ids=[f"{p.parent.name}/{p.stem}" for p in SCRIPTS])
def test_each_lesson_has_a_notebook_three_quiz_questions_and_known_rules(path: Path):
    lesson = load_lesson(path)
    rules = engine.rules(lesson.game)
    assert set(lesson.rules) <= set(rules) and lesson.rules
    questions = [build(q, lesson.game) for q in lesson.quiz]
    assert len(questions) >= 3
    for q in questions:
        assert 0 <= q.answer < len(q.choices) and q.rule in rules
    notebook = nbformat.read(path.with_suffix(".ipynb"), as_version=4)
    assert any(path.name in c.source for c in notebook.cells if c.cell_type == "code")
    assert all(not c.get("outputs") for c in notebook.cells if c.cell_type == "code")  # stored without outputs


def test_every_notebook_is_stored_without_outputs():
    for path in LESSONS.rglob("*.ipynb"):
        if ".ipynb_checkpoints" in path.parts:
            continue
        notebook = nbformat.read(path, as_version=4)
        assert all(not c.get("outputs") for c in notebook.cells if c.cell_type == "code"), path


def test_the_landing_page_links_every_lesson_and_page():
    index = nbformat.read(LESSONS / "index.ipynb", as_version=4)
    text = "".join(c.source for c in index.cells)
    for path in LESSONS.glob("*/*.ipynb"):
        assert f"({path.parent.name}/{path.name})" in text, path.name
    for path in SCRIPTS:
        assert f"({path.parent.name}/{path.stem}.ipynb)" in text, path.stem
