"""Guided lessons: a script of beats, each with a short text, a position, the choice the
learner should make, and feedback for the others. The learner may leave the script to
explore and come back to where they left it.

A lesson is a YAML file (see ``lessons/agot/*.yaml``)::

    title: Setup
    summary: one line for the index
    rules: [setup, setup.place]          # what it teaches (for the glossary)
    beats:
      - text: What to do and why.
        start: {scenario: setup-example.yaml}   # or {new: {seed: 3, options: {...}, players: [...]}}
        play: [keep, keep]                      # made for the learner before they decide
        expect: place:S.arya-stark              # or a list; none: a beat to read
        feedback: {place:S.not-today: Events cannot be placed.}
    quiz: [...]                                  # see tutor.quiz
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

import engine
from engine.core.protocol import EngineError

from .session import Session

LESSONS = Path(__file__).parents[1] / "lessons"


class Start(BaseModel):
    model_config = ConfigDict(extra="forbid")
    scenario: str | None = None
    new: dict[str, Any] | None = None


class Beat(BaseModel):
    """One step of a lesson."""

    model_config = ConfigDict(extra="forbid")
    text: str
    start: Start | None = None
    play: list[str] = Field(default_factory=list)
    expect: str | list[str] | None = None
    feedback: dict[str, str] = Field(default_factory=dict)
    done: str = ""

    @property
    def expected(self) -> list[str]:
        return [self.expect] if isinstance(self.expect, str) else list(self.expect or [])


class LessonFile(BaseModel):
    """A lesson script file."""

    model_config = ConfigDict(extra="forbid")
    title: str
    game: str = "agot"
    summary: str = ""
    rules: list[str] = Field(default_factory=list)
    beats: list[Beat]
    quiz: list[dict[str, Any]] = Field(default_factory=list)


def scenario_folder(game_id: str) -> Path:
    """Where a game's scenario files are."""
    return engine.game_class(game_id).scenarios


def load_lesson(path: str | Path) -> LessonFile:
    """Read a lesson file (relative paths are under ``lessons/``); one clear error if it is wrong."""
    path = Path(path)
    if not path.is_absolute() and not path.exists():
        path = LESSONS / path
    try:
        return LessonFile.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except ValidationError as err:
        first = err.errors()[0]
        raise EngineError(f"{path.name}: {'.'.join(map(str, first['loc']))}: {first['msg']}") from None


@dataclass
class LessonRun:
    """A learner going through a lesson on a session: checks each choice against the beat."""

    lesson: LessonFile
    session: Session
    index: int = 0
    exploring: bool = False
    said: str = ""  # the lesson's last word to the learner
    _checkpoint: list[str] = field(default_factory=list)
    _advance: bool = False

    def __post_init__(self) -> None:
        self.session.gate = self.gate
        self.session.advisor = self.advice
        self.session.on_change(self._after_change)
        self.begin(0)

    @property
    def beat(self) -> Beat | None:
        return self.lesson.beats[self.index] if self.index < len(self.lesson.beats) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.beats)

    def begin(self, index: int, said: str = "") -> None:
        """Set up beat ``index``: its position, then the moves made for the learner."""
        self.index, self.exploring = index, False
        beat = self.beat
        if beat is None:  # the lesson is over: the learner is free
            self.said = said
            self.session.gate = self.session.advisor = None
            self.session.changed()
            return
        s = self.session
        gate, s.gate = s.gate, None
        if beat.start and beat.start.scenario:
            s.load(scenario_folder(self.lesson.game) / beat.start.scenario)
        elif beat.start and beat.start.new is not None:
            s.options = dict(beat.start.new.get("options", {}))
            s.players = beat.start.new.get("players")
            s.scenario_path = None
            s.reset(int(beat.start.new.get("seed", 0)))
        for option_id in beat.play:
            s.game.choose(option_id)
        s.gate = gate
        self._checkpoint = list(s.game.decisions)
        self.said = said
        s.changed()

    def gate(self, option_id: str) -> bool:
        """Let the expected choice through; stop any other with its feedback (nothing changes)."""
        beat = self.beat
        if self.exploring or beat is None:
            return True
        if not beat.expected:
            self.session.message = "Read this step, then press Continue."
            return False
        legal = self.session.game.decision is not None and self.session.game.decision.option(option_id) is not None
        if option_id in beat.expected and legal:
            self._advance = True
            self.said = beat.done or "Right."
            return True
        self.session.message = "Not that one: " + self.feedback(option_id)
        return False

    def advice(self) -> str | None:
        """What 'Next' plays during the script: the choice this beat expects."""
        beat = self.beat
        return beat.expected[0] if beat is not None and beat.expected and not self.exploring else None

    def feedback(self, option_id: str) -> str:
        """Why a choice is not the one this beat asks for."""
        beat = self.beat
        assert beat is not None
        if option_id in beat.feedback:
            return beat.feedback[option_id]
        d = self.session.game.decision
        if d is not None:
            for r in d.rejected:
                if r.id == option_id:
                    return f"{r.reason} — rule {r.rule}"
            if d.option(option_id) is None:
                return f"'{option_id}' is not an option here"
        return "that is allowed, but this step asks for something else; try the hint"

    def _after_change(self, session: Session) -> None:
        if self._advance:
            self._advance = False
            self.begin(self.index + 1, self.said)

    def proceed(self) -> None:
        """Continue after a beat that is only to be read."""
        if self.beat is not None and not self.beat.expected:
            self.begin(self.index + 1)

    def explore(self) -> None:
        """Leave the script: every legal choice is played."""
        self.exploring = True
        self.said = "Exploring freely. Press 'Back to the lesson' to return to this step."
        self.session.changed()

    def come_back(self) -> None:
        """Return to the position where the learner left the script."""
        self.session.restore(self._checkpoint)
        self.exploring = False
        self.said = ""
        self.session.changed()
