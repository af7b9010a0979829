"""The tutor as a learner sees it: table, decision panel, hints, controls, diagram, log.

A lesson notebook needs one line per part::

    from tutor import lesson_view, quiz_view
    lesson_view("agot/02-setup.yaml")
    quiz_view("agot/02-setup.yaml")
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import ipywidgets as widgets

import engine

from .columns_table import ColumnsTable
from .controls import Controls
from .glossary import Glossary
from .hints import Hints
from .lesson import LESSONS, LessonRun, load_lesson, scenario_folder
from .log import Log
from .panel import DecisionPanel
from .picker import ScenarioPicker
from .quiz import Quiz, build
from .ring_table import RingTable
from .session import Session
from .style import esc, stylesheet
from .table import Table
from .timing import TimingDiagram

W = TypeVar("W", bound=Callable[..., Any])
#: How each game's table is drawn.
TABLES: dict[str, type[widgets.VBox]] = {"agot": Table, "shadow-throne": ColumnsTable, "alliances": RingTable}


def page_part(build: W) -> W:
    """A part of a page that, if it cannot start, says so kindly instead of showing a traceback."""

    @functools.wraps(build)
    def safely(*args: Any, **kwargs: Any) -> Any:
        try:
            return build(*args, **kwargs)
        except Exception as err:  # a visitor sees a message, never code
            return widgets.HTML(
                f'<div class="rt-msg">This part of the page could not start ({esc(type(err).__name__)}: '
                f"{esc(err)}). Reload the page; if it happens again, please tell us which page it was.</div>"
            )

    return safely  # type: ignore[return-value]


class Tutor(widgets.VBox):
    """Everything about one session, laid out to wrap from 1280 px down to 375 px."""

    def __init__(self, session: Session, picker: bool = False):
        super().__init__()
        self.session = session
        self.controls = Controls(session)
        self.table = TABLES.get(session.game_id, Table)(session)
        self.panel = DecisionPanel(session)
        self.hints = Hints(session)
        self.diagram = TimingDiagram(session)
        self.log_view = Log(session)
        tabs = widgets.Tab(children=[self.diagram, self.log_view])
        tabs.set_title(0, "Timing diagram")
        tabs.set_title(1, "Log")
        side = [self.panel, self.hints, tabs]
        if picker:
            self.picker = ScenarioPicker(session, scenario_folder(session.game_id))
            side.insert(0, self.picker)
        left = widgets.VBox([self.table], layout=widgets.Layout(flex="1 1 560px", min_width="320px"))
        right = widgets.VBox(side, layout=widgets.Layout(flex="1 1 340px", min_width="300px"))
        body = widgets.Box([left, right], layout=widgets.Layout(display="flex", flex_flow="row wrap"))
        self.children = [stylesheet(), self.controls, body]


class LessonView(widgets.VBox):
    """A guided lesson: the beat's text and buttons above the tutor."""

    def __init__(self, path: str | Path, viewer: str | None = None):
        super().__init__()
        self.lesson = load_lesson(path)
        self.session = Session(self.lesson.game, viewer=viewer)
        self.run = LessonRun(self.lesson, self.session)
        self.beat = widgets.HTML()
        self.proceed = widgets.Button(description="Continue ▶", button_style="info")
        self.explore = widgets.Button(description="Explore freely")
        self.back = widgets.Button(description="Back to the lesson")
        self.restart = widgets.Button(description="Restart lesson")
        self.proceed.on_click(lambda _: self.run.proceed())
        self.explore.on_click(lambda _: self.run.explore())
        self.back.on_click(lambda _: self.run.come_back())
        self.restart.on_click(lambda _: self.run.begin(0))
        self.tutor = Tutor(self.session)
        self.session.on_change(lambda s: self.refresh())
        bar = widgets.HBox(
            [self.proceed, self.explore, self.back, self.restart], layout=widgets.Layout(flex_flow="row wrap")
        )
        self.children = [stylesheet(), self.beat, bar, self.tutor]
        self.refresh()

    def refresh(self) -> None:
        run = self.run
        n = len(self.lesson.beats)
        beat = run.beat
        text = beat.text if beat else "Lesson complete. Explore freely, or try the quiz below."
        step = f"Step {min(run.index + 1, n)} of {n}" if beat else f"All {n} steps done"
        said = f"<div class='rt-good'>{esc(run.said)}</div>" if run.said else ""
        self.beat.value = f'<div class="rt-beat"><div class="rt-why">{step}</div><div>{esc(text)}</div>{said}</div>'
        self.proceed.disabled = beat is None or bool(beat.expected)
        self.explore.disabled = beat is None or run.exploring
        self.back.disabled = not run.exploring


@page_part
def lesson_view(path: str | Path, viewer: str | None = None) -> LessonView:
    """A lesson's interactive part, for a notebook cell."""
    return LessonView(path, viewer)


@page_part
def quiz_view(path: str | Path) -> widgets.VBox:
    """A lesson's quiz, for a notebook cell."""
    lesson = load_lesson(path)
    questions = [build(q, lesson.game) for q in lesson.quiz]
    return widgets.VBox([stylesheet(), Quiz(questions, engine.rules(lesson.game))])


def lesson_links(game_id: str = "agot") -> dict[str, list[tuple[str, str]]]:
    """For each rule, the lessons that teach it: (title, link relative to the lesson folder)."""
    out: dict[str, list[tuple[str, str]]] = {}
    for path in sorted((LESSONS / game_id).glob("*.yaml")):
        lesson = load_lesson(path)
        for rule in lesson.rules:
            out.setdefault(rule, []).append((lesson.title, path.with_suffix(".ipynb").name))
    return out


@page_part
def glossary_view(game_id: str = "agot") -> widgets.VBox:
    """The searchable glossary of a game's rules, linked to its lessons."""
    return widgets.VBox([stylesheet(), Glossary(game_id, lesson_links(game_id))])


@page_part
def play_view(
    game_id: str = "agot", seed: int = 0, viewer: str = "Stark", bot: str = "greedy", players: list[str] | None = None
) -> Tutor:
    """A whole game against bots: the learner plays ``viewer``, bots the others; hints and the diagram follow."""
    players = players or list(engine.game_class(game_id).default_players)
    others = [p for p in players if p != viewer]
    options = {"windows": "auto"} if game_id == "agot" else {}
    session = Session(
        game_id, seed=seed, viewer=viewer, options=options, players=players, bots=dict.fromkeys(others, bot)
    )
    return Tutor(session)


@page_part
def explore_view(game_id: str = "agot") -> Tutor:
    """The scenario picker with the whole tutor: load any prepared position and play from there."""
    return Tutor(Session(game_id, options={"windows": "auto"} if game_id == "agot" else {}), picker=True)
