"""Every lesson walked as a learner would, through the page's own actions (tutor/page.py).

At every beat of every lesson: a refused choice twice, Hint, Explore and Return, Back then
forward again, then the step's answer; every other answer a step accepts is walked to the end
on its own; Restart from the last beat and from after the end. After every action the page must
show no raw option id, unfilled number or placeholder, offer a way on, keep the lesson's text
where the game's decisions put it, and name no card the learner's seat cannot see.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tutor.lesson import LESSONS, load_lesson
from tutor.page import Page
from tutor.session import Session

SCRIPTS = sorted(LESSONS.glob("*/*.yaml"))
IDS = [f"{p.parent.name}/{p.stem}" for p in SCRIPTS]
PLACEHOLDERS = re.compile(r"\{\{|\}\}|\bundefined\b|\bNone\b|\bnull\b|\bNaN\b|…")
STEPS = 400  # more actions than any lesson needs to get from one beat to another


def shown_texts(scene: dict[str, Any]) -> list[str]:
    """The sentences the page shows around the table: lesson, message, hints, decision, log."""
    out = [scene["message"] or "", scene["phase_label"] or ""]
    lesson = scene["lesson"] or {}
    out += [lesson.get("text", ""), lesson.get("said", "")]
    out += [f"{h['label']} {h['why']}" for h in scene["hints"] or ()]
    d = scene["view"]["decision"]
    if d:
        out.append(d["prompt"])
        out += [f"{o['label']} {o.get('explain') or ''}" for o in d["options"]]
        out += [f"{r['label']} {r['reason']}" for r in d["refused"]]
    out += [e["text"] for e in scene["view"]["events"][-20:]]
    return out


def names(table: Any) -> set[str]:
    """Card names a table shows (any text under a key that names or titles something)."""
    found: set[str] = set()
    if isinstance(table, dict):
        for key, value in table.items():
            if isinstance(value, str) and ("name" in key or key == "title") and len(value) > 3:
                found.add(value)
            else:
                found |= names(value)
    elif isinstance(table, list):
        for value in table:
            found |= names(value)
    return found


class Walk:
    """One learner on one lesson page, checking the page after every action."""

    def __init__(self, path: Path):
        self.path = path
        self.lesson = load_lesson(path)
        session = Session(self.lesson.game)
        # the quickest bots after the end and the quickest coach (Hint is pressed at every beat): the walk
        # checks the page, not their strength
        session.level = "beginner"
        self.page = Page(session, self.lesson)
        self.run = self.page.run
        assert self.run is not None
        self.starts: dict[int, tuple[Any, tuple[str, ...]]] = {}
        self.ids: set[str] = set()
        self.note()

    @property
    def session(self) -> Session:
        return self.page.session

    def answers(self) -> list[str]:
        """The answers the current step accepts that the game allows now."""
        beat, d = self.run.beat, self.session.game.decision
        return [a for a in beat.expected if d is not None and d.option(a) is not None] if beat else []

    def where(self) -> str:
        return f"{self.path.parent.name}/{self.path.name}, step {self.run.index + 1}"

    def act(self, act: str, **more: Any) -> dict[str, Any]:
        self.page.act({"act": act, **more})
        return self.note()

    def note(self) -> dict[str, Any]:
        """Check what the page shows now; remember where each beat began."""
        run, s = self.run, self.session
        if not run.finished and not run.exploring and run.at_mark:
            self.starts.setdefault(run.index, (s.game, tuple(s.game.decisions)))
        scene = self.page.scene()
        d = s.game.decision
        if d is not None:
            self.ids |= {o.id for o in d.options} | {r.id for r in d.rejected if r.id}
        if run.beat is not None:
            self.ids |= set(run.beat.expected) | set(run.beat.feedback)
        texts = shown_texts(scene)
        for text in texts:
            bad = PLACEHOLDERS.search(text)
            assert not bad, f"{self.where()}: the page shows '{bad.group()}' in: {text}"
        everything = "\n".join(texts)
        for i in (i for i in self.ids if ":" in i and i in everything):  # a cheap look first, then the word
            raw = [t for t in texts if re.search(rf"(?<![\w.]){re.escape(i)}(?![\w.])", t)]
            assert not raw, f"{self.where()}: the page shows the raw id {i} in: {raw[0]}"
        self.check_position()
        self.check_way_on(scene)
        self.check_secrets(scene)
        return scene

    def check_position(self) -> None:
        """The lesson's step is the last begun beat whose start the game's decisions still hold."""
        run, game = self.run, self.session.game
        made = tuple(game.decisions)
        if run.finished or run.index not in self.starts:
            return
        start_game, start = self.starts[run.index]
        if start_game is game:
            assert made[: len(start)] == start, f"{self.where()}: the text is ahead of the table"
        for j, (later_game, later) in self.starts.items():
            if j > run.index and later_game is game and len(later) > len(start) and not run.exploring:
                assert made[: len(later)] != later, f"{self.where()}: the table is at step {j + 1}, the text is not"

    def check_way_on(self, scene: dict[str, Any]) -> None:
        """Until the lesson's end there is an enabled way forward."""
        run, lesson = self.run, scene["lesson"]
        if run.finished or run.exploring:
            return
        if run.beat.expected:
            assert self.answers(), f"{self.where()}: no answer the step accepts is legal ({run.beat.expected})"
            assert scene["view"]["decision"] is not None, f"{self.where()}: the answer is not the learner's to make"
            assert set(self.answers()) <= set(scene["spotlight"]), f"{self.where()}: an accepted answer is not shown"
        else:
            assert lesson["can_continue"], f"{self.where()}: a step to read offers no Continue"

    def check_secrets(self, scene: dict[str, Any]) -> None:
        """The lesson's text names no card the learner's seat cannot see."""
        s = self.session
        if s.show_all or s.viewer is None or self.run.finished or self.run.exploring:
            return  # exploring, the text is the beat's from where it began: what the seat saw then
        hidden = names(s.game.view(None).to_json()["table"]) - names(scene["view"]["table"])
        seen = " ".join(e["text"] for e in scene["view"]["events"])  # a card the log showed was seen
        text = scene["lesson"]["text"]
        named = [n for n in hidden if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) and n not in seen]
        assert not named, f"{self.where()}: the text names {named}, which {s.viewer} cannot see"

    # -- moving on ---------------------------------------------------------------------

    def forward(self) -> None:
        """One step on as a learner who presses the lesson's own buttons: Continue or Next."""
        lesson = self.page.scene()["lesson"]
        index, made = self.run.index, len(self.session.game.decisions)
        self.act("continue" if lesson["can_continue"] else "next")
        moved = self.run.index != index or len(self.session.game.decisions) != made
        assert moved, f"{self.where()}: Continue/Next did nothing: {self.session.message}"

    def to_beat(self, index: int) -> None:
        for _ in range(STEPS):
            if self.run.index == index and self.run.at_mark:
                return
            self.forward()
        raise AssertionError(f"{self.where()}: never got back to step {index + 1}")

    def to_end(self) -> None:
        for _ in range(STEPS):
            if self.run.finished:
                return
            self.forward()
        raise AssertionError(f"{self.where()}: the lesson never ended")

    def restart(self) -> None:
        """Restart leads to the first step, as a fresh page has it, and the page answers again."""
        self.act("restart")
        fresh = Walk(self.path)
        assert self.run.index == 0 and not self.run.exploring, self.where()
        assert self.session.game.decisions == fresh.session.game.decisions, f"{self.where()}: not the lesson's start"
        assert self.session.bots == {} and self.session.gate is not None, f"{self.where()}: the end's bots still play"
        self.forward()

    # -- what a learner tries at a beat ------------------------------------------------------

    def wrong_choice(self) -> str | None:
        beat, d = self.run.beat, self.session.game.decision
        accepted = set(beat.expected)
        candidates = [*beat.feedback, *(o.id for o in d.options), *(r.id for r in d.rejected if r.id)]
        return next((c for c in candidates if c not in accepted), None)

    def probe(self) -> None:
        """At a beat with an answer: a refusal twice, Hint, Explore and Return, Back and forward."""
        run, s = self.run, self.session
        index, start = run.index, list(s.game.decisions)
        wrong = self.wrong_choice()
        if wrong is not None:
            for _ in range(2):
                self.act("choose", id=wrong)
                assert s.message.startswith("Not that one: "), f"{self.where()}: {wrong} refused without a word"
                assert s.game.decisions == start and run.index == index, f"{self.where()}: a refusal changed the game"
        self.act("hint")
        hints = self.page.hints or []
        assert hints and hints[0]["id"] in self.answers(), f"{self.where()}: the first hint is not the step's answer"
        assert not s.message, f"{self.where()}: a refusal stays on screen beside the hint"
        for other in hints[1:]:  # any other advice says plainly that the step asks otherwise
            assert other["id"] in self.answers() or "this step asks for" in other["why"], f"{self.where()}: {other}"
        self.act("explore")
        assert run.exploring
        self.act("next")
        self.act("return")
        assert run.index == index and s.game.decisions == start and not run.exploring, f"{self.where()}: Return"
        self.act("back")
        assert run.index <= index, f"{self.where()}: Back went forward"
        self.to_beat(index)
        assert s.game.decisions == start, f"{self.where()}: forward again reached another position"


@pytest.mark.parametrize("path", SCRIPTS, ids=IDS)
def test_a_learner_walks_every_beat(path: Path):
    walk = Walk(path)
    run = walk.run
    while not run.finished:
        index = run.index
        if run.beat.expected:
            walk.probe()
            walk.act("choose", id=walk.answers()[0])
            assert run.index == index + 1, f"{walk.where()}: the step's answer did not lead on: {walk.session.message}"
        else:
            walk.forward()
    if walk.session.game.decision is not None:  # the game goes on against the bots
        walk.act("next")
    walk.act("back")
    walk.restart()


@pytest.mark.parametrize("path", SCRIPTS, ids=IDS)
def test_next_leads_from_the_first_step_to_the_end_and_restart_from_the_last(path: Path):
    walk = Walk(path)
    walk.to_beat(len(walk.lesson.beats) - 1)
    walk.restart()
    walk.to_end()


@pytest.mark.parametrize("path", SCRIPTS, ids=IDS)
def test_every_answer_a_step_accepts_leads_to_the_end(path: Path):
    walk, others = Walk(path), []
    while not walk.run.finished:
        others += [(walk.run.index, answer) for answer in walk.answers()[1:]]
        walk.forward()
    for index, answer in others:  # each as a walk of its own
        walk = Walk(path)
        walk.to_beat(index)
        walk.act("choose", id=answer)
        assert walk.run.index == index + 1, f"{walk.where()}: {answer} did not lead on: {walk.session.message}"
        walk.to_end()


def test_a_refusal_clicked_twice_is_answered_twice():
    """The browser redraws (and clears its busy bar) only when the scene changes: each action sends one."""
    from tutor.board import Board

    board = Board(Page(Session("agot2"), load_lesson("agot2/02-setup-and-plots.yaml")))
    scenes = []
    board.observe(lambda change: scenes.append(change["new"]), names="scene")
    for click in (1, 2):
        board.click({"act": "choose", "id": "keep"})
        assert len(scenes) == click and scenes[-1]["message"].startswith("Not that one: ")
