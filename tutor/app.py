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

from .board import Board
from .glossary import Glossary
from .lesson import LESSONS, load_lesson, scenario_folder
from .page import Page
from .quiz import Quiz, build
from .session import Session
from .style import esc, stylesheet

W = TypeVar("W", bound=Callable[..., Any])


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


@page_part
def lesson_view(path: str | Path, viewer: str | None = None, bot: str = "normal") -> Board:
    """A lesson's interactive part, for a notebook cell: the lesson's text above the game table.

    ``viewer`` is the seat the learner plays throughout; without it the learner plays whichever
    seat each step asks for, and sees what that seat may see. ``bot`` is the level (engine.BOT_LEVELS)
    of the bots that play the other seats once the guided steps are over; the page lets the learner
    change it.
    """
    lesson = load_lesson(path)
    session = Session(lesson.game, viewer=viewer)
    session.level = bot
    return Board(Page(session, lesson))


@page_part
def quiz_view(path: str | Path) -> Quiz:
    """A lesson's quiz, for a notebook cell."""
    lesson = load_lesson(path)
    return Quiz([build(q, lesson.game) for q in lesson.quiz], engine.rules(lesson.game))


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


def auto_windows(game_id: str) -> dict[str, Any]:
    """Options that skip the action windows where nobody can act, for games that have them."""
    return {"windows": "auto"} if "windows" in engine.game_class(game_id).option_defaults else {}


@page_part
def play_view(
    game_id: str = "agot", seed: int = 0, viewer: str = "Stark", bot: str = "normal", players: list[str] | None = None
) -> Board:
    """A whole game against bots: the learner plays ``viewer``, bots of level ``bot`` (engine.BOT_LEVELS,
    the page lets the learner change it) the others; hints and the diagram follow."""
    players = players or list(engine.new_game(game_id, seed=seed).players)
    others = [p for p in players if p != viewer]
    options = auto_windows(game_id)
    session = Session(
        game_id, seed=seed, viewer=viewer, options=options, players=players, bots=dict.fromkeys(others, bot)
    )
    return Board(Page(session))


@page_part
def explore_view(game_id: str = "agot") -> Board:
    """The scenario picker with the whole table: load any prepared position and play from there."""
    session = Session(game_id, options=auto_windows(game_id))
    return Board(Page(session, scenarios=scenario_folder(game_id)))
