"""Guided lessons: a script of beats, each with a short text, a position, the choice the
learner should make, and feedback for the others. The learner may leave the script to
explore and come back to where they left it.

A lesson is a YAML file (see ``lessons/agot/*.yaml``)::

    title: Setup
    summary: one line for the index
    rules: [setup, setup.place]          # what it teaches (for the glossary)
    full_game: true                      # the game goes on against bots: their level is offered from step 1
    beats:
      - text: What to do and why.
        start: {scenario: setup-example.yaml}   # or {new: {seed: 3, options: {...}, players: [...]}}
        play: [keep, keep]                      # made for the learner before they decide
        expect: place:S.arya-stark              # or a list; none: a beat to read
        feedback: {place:S.not-today: Events cannot be placed.}
        reveal: true                            # the text talks about hidden cards: show them first
    quiz: [...]                                  # see tutor.quiz
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

import engine
from engine.core.protocol import EngineError
from engine.core.yamlfile import read_yaml

from .quizfile import check_quiz
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
    seat: str | None = None  # whose choices the learner makes in this beat (default: the lesson's)
    point: list[str] = Field(default_factory=list)  # what the page spotlights: card uids, zones, option ids
    reveal: bool = False  # the step talks about hidden cards: it turns on "show hidden cards" first

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
    seat: str | None = None  # the player the learner plays throughout (default: whoever each beat asks)
    full_game: bool = False  # the game goes on against bots: the page offers their level from the first step
    beats: list[Beat]
    quiz: list[dict[str, Any]] = Field(default_factory=list)

    @field_validator("quiz", mode="before")
    @classmethod
    def _check_quiz(cls, entries: Any) -> Any:
        """Each quiz entry by its schema (tutor.quiz): one error naming the question that is wrong."""
        return check_quiz(entries)


NUMBER = re.compile(r"\{\{\s*([^}]+?)\s*\}\}")
PICK = re.compile(r"^(\w+)\[(\w+)=([^\]]+)\]$")


def lookup(data: Any, path: str) -> Any:
    """A value of a view's JSON by a dotted path; ``zone[field=value]`` picks from a list.

    ``table.players.Stark.gold``, ``table.players.Lannister.play[id=the-hound].strength``
    """
    for part in re.split(r"\.(?![^\[]*\])", path):  # dots inside [uid=S.x] belong to the uid
        pick = PICK.match(part)
        if pick:
            name, field_, wanted = pick.groups()
            items = data[name] if isinstance(data, dict) else None
            found = [x for x in items or () if isinstance(x, dict) and str(x.get(field_)) == wanted]
            if not found:
                raise KeyError(f"no {name} with {field_}={wanted}")
            data = found[0]
        elif isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        else:
            raise KeyError(f"'{part}' is not in the view here")
    return data


def fill(text: str, view: dict[str, Any], strict: bool = True) -> str:
    """Lesson text with each ``{{ path }}`` replaced by that value of the learner's view.

    A number the text quotes is then the engine's, never a copy that could disagree with the
    table. Not ``strict`` (the learner has left the script): a value no longer there reads "…".
    """

    def value(m: re.Match[str]) -> str:
        try:
            return str(lookup(view, m.group(1)))
        except (KeyError, TypeError):
            if strict:
                raise
            return "…"

    return NUMBER.sub(value, text)


def scenario_folder(game_id: str) -> Path:
    """Where a game's scenario files are."""
    return engine.game_class(game_id).scenarios


def load_lesson(path: str | Path) -> LessonFile:
    """Read a lesson file (relative paths are under ``lessons/``); one clear error if it is wrong."""
    path = Path(path)
    if not path.is_absolute() and not path.exists():
        path = LESSONS / path
    try:
        return LessonFile.model_validate(read_yaml(path.read_text(encoding="utf-8")))
    except ValidationError as err:
        first = err.errors()[0]
        raise EngineError(f"{path.name}: {'.'.join(map(str, first['loc']))}: {first['msg']}") from None


@dataclass(frozen=True)
class Mark:
    """Where a beat began: the game on the table and how many decisions it had."""

    game: engine.Game
    decisions: tuple[str, ...]
    text: str = ""  # the beat's text with the numbers it had when the beat began

    def holds(self, game: engine.Game) -> bool:
        """True if ``game`` is this beat's game at or after the beat's start."""
        return game is self.game and tuple(game.decisions[: len(self.decisions)]) == self.decisions


@dataclass
class LessonRun:
    """A learner going through a lesson on a session: checks each choice against the beat.

    The position in the script follows from the game: each begun beat keeps a :class:`Mark`
    of where it began, and after every change the current beat is the latest one whose mark
    the game still holds. Back, undo and replay therefore move the text with the table.
    """

    lesson: LessonFile
    session: Session
    seat: str | None = None  # the player the learner plays (None: whoever the beat asks)
    index: int = 0
    exploring: bool = False
    said: str = ""  # the lesson's word on the choice that led to this beat
    marks: list[Mark] = field(default_factory=list)
    _followed: str | None = None  # the seat the learner played last, when the lesson names none
    _revealed: bool = False  # "show hidden cards" was turned on by a step, not by the learner
    _advance: bool = False
    _busy: bool = False

    def __post_init__(self) -> None:
        self.seat = self.seat or self.lesson.seat
        self.session.on_change(self._after_change)
        self.begin(0)

    @property
    def beat(self) -> Beat | None:
        return self.lesson.beats[self.index] if self.index < len(self.lesson.beats) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.beats)

    @property
    def at_mark(self) -> bool:
        """True if the table is exactly where the current beat began."""
        mark = self.marks[self.index] if self.index < len(self.marks) else None
        return mark is not None and mark.game is self.session.game and mark.decisions == tuple(mark.game.decisions)

    def begin(self, index: int, said: str = "") -> None:
        """Set up beat ``index``: its position, then the moves made for the learner."""
        s = self.session
        self._busy = True
        s.gate = s.advisor = None  # nothing of the last beat (nor the bots after the end) plays while setting up
        s.bots = {}
        try:
            beat = self.lesson.beats[index] if index < len(self.lesson.beats) else None
            start = beat.start if beat else None
            if start and start.scenario:
                s.load(scenario_folder(self.lesson.game) / start.scenario, notify=False)
            elif start and start.new is not None:
                s.options = dict(start.new.get("options", {}))
                s.players = start.new.get("players")
                s.scenario_path = None
                s.reset(int(start.new.get("seed", 0)), notify=False)
            for option_id in beat.play if beat else ():
                s.game.choose(option_id)
        finally:
            self._busy = False
        del self.marks[index:]
        start = tuple(s.game.decisions)  # before the bots move, after the lesson's end
        self._enter(index, said)
        text = fill(self.beat.text, s.view().to_json()) if self.beat else ""  # as the beat's seat reads it
        self.marks.append(Mark(s.game, start, text))
        s.changed()

    def _enter(self, index: int, said: str = "") -> None:
        """Make ``index`` the current beat: its gate, its seat, and the bots after the end."""
        s = self.session
        self.index, self.exploring, self.said = index, False, said
        s.message = ""
        beat = self.beat
        if beat is not None and beat.reveal:
            s.show_all = self._revealed = True
        elif self._revealed:
            s.show_all = self._revealed = False
        if beat is None:  # the lesson is over: the learner plays their seat, bots the others
            s.gate = s.advisor = None
            seat = self.seat or self._followed or (s.game.decision.player if s.game.decision else None)
            s.viewer = seat
            s.bots = {p: s.level for p in s.game.players if p != seat} if seat else {}
            s.bots_move()
            return
        s.gate, s.advisor, s.bots = self.gate, self.advice, {}
        d = s.game.decision
        if beat.seat or self.seat:
            s.viewer = beat.seat or self.seat
        elif d is not None:  # the learner plays whoever is to decide, and sees what they may see
            self._followed = s.viewer = d.player

    def gate(self, option_id: str) -> bool:
        """Let the expected choice through; stop any other with its feedback (nothing changes)."""
        beat = self.beat
        if self.exploring or beat is None:
            return True
        if not beat.expected:
            self.session.message = "This step is to read: press Continue when you are ready."
            return False
        legal = self.session.game.decision is not None and self.session.game.decision.option(option_id) is not None
        if option_id in beat.expected and legal:
            self._advance = True
            self.said = beat.done or "Right."
            return True
        view = self.session.view().to_json()
        self.session.message = "Not that one: " + fill(self.feedback(option_id), view, strict=False)
        return False

    def accepted(self) -> list[str]:
        """The answers this beat accepts that the game still allows (another may have been taken)."""
        beat, d = self.beat, self.session.game.decision
        if beat is None or d is None or self.exploring:
            return []
        return [option_id for option_id in beat.expected if d.option(option_id) is not None]

    def advice(self) -> str | None:
        """What 'Next' plays during the script: an answer this beat accepts that is still legal."""
        answers = self.accepted()
        return answers[0] if answers else None

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
                return "that choice is not open at this point of the game"
        return "that is allowed, but this step asks for something else; try the hint"

    def _after_change(self, session: Session) -> None:
        """Follow the game: the next beat after the expected choice, an earlier one after Back."""
        if self._busy:
            return
        if self._advance:  # the expected choice was made: its word, with the numbers it has now
            self._advance = False
            self.begin(self.index + 1, fill(self.said, session.view().to_json(), strict=False))
            return
        held = [i for i, mark in enumerate(self.marks) if mark.holds(session.game)]
        if not held:
            return  # the learner loaded something else while exploring: stay on this beat
        index = held[-1]
        if index != self.index:
            del self.marks[index + 1 :]
            self._enter(index)
            self.exploring = not self.finished and not self.at_mark  # off the script's path

    def proceed(self) -> None:
        """Continue after a beat that is only to be read."""
        if self.beat is not None and not self.beat.expected:
            self.begin(self.index + 1)

    def explore(self) -> None:
        """Leave the script: every legal choice is played."""
        self.exploring, self.said = True, ""
        self.session.message = ""
        self.session.changed()

    def come_back(self) -> None:
        """Return to the position where the current beat began."""
        self.restore(self.index)

    def back(self) -> None:
        """One step back: to where this beat began, or else to the beat before (one decision
        when exploring or after the end, and the text follows the table)."""
        if self.finished:
            self._back_after_the_end()
        elif self.exploring:
            self.session.undo()
        elif not self.at_mark:
            self.restore(self.index)
        elif self.index > 0:
            self.restore(self.index - 1)
        else:
            self.session.message = "This is the first step of the lesson."
            self.session.changed()

    def _back_after_the_end(self) -> None:
        """Undo the learner's last move against the bots; from the end itself, back to the last step."""
        s, end = self.session, self.marks[self.index]
        game, made = s.game, list(s.game.decisions)
        if not end.holds(game) or len(made) == len(end.decisions):
            self.restore(self.index - 1)
            return
        game.undo()
        while game.decisions and game.decision is not None and game.decision.player in s.bots:
            game.undo()
        for option_id in made[len(game.decisions) : len(end.decisions)]:  # never back over the end
            game.choose(option_id)
        if len(game.decisions) == len(end.decisions):
            self.restore(self.index - 1)
        else:
            s.message = ""
            s.changed()

    def restore(self, index: int) -> None:
        """Put the table back where beat ``index`` began, and that beat's text with it."""
        mark = self.marks[index]
        self.session.resume(mark.game, len(mark.decisions), notify=False)
        del self.marks[index + 1 :]
        self._enter(index)
        self.session.changed()
