"""Quizzes: multiple choice on the rules, and 'what happens next?' on a live position.

For a 'what happens next?' question the answer is not written down: the engine plays
the position on and the choice whose expectation matches what happened is right.
Every answer's explanation cites its rule.

A lesson file's ``quiz:`` entries are checked when the lesson is loaded (:func:`tutor.quizfile.check_quiz`)::

    - question: Who wins a tie?                 # a question with a written answer
      choices: [the attacker, the defender]     # texts: quote one that holds ": "
      answer: 1                                 # counts the choices as written, from 0
      explain: Why, in our own words.
      rule: challenges.winner
    - question: What happens next? ...          # a live question: the engine finds the answer
      start: {scenario: some-position.yaml}
      play: [option, ...]                       # made before the question is asked
      then: [option, ...]                       # made to see what happens
      choices:
        - {text: Stark gains 1 power, expect: {event: power, player: Stark}}
      explain: ...
      rule: ...

The choices are not shown in the order written: each question's wrong choices are shuffled by a
stable hash of the question (never Python's salted ``hash()``), and the right one is put where
:func:`positions` says, which spreads the right answers evenly over the positions across all
the lessons of a game. The order is the same on every load and in every process.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

import anywidget
import traitlets

import engine
from engine.core.yamlfile import read_yaml

from .board import FRONT, script
from .lesson import LESSONS, scenario_folder
from .quizfile import LIVE_FIELDS, check_entry


@dataclass
class Question:
    """One question: its choices, the right one, the explanation and the rule."""

    text: str
    choices: list[str]
    answer: int
    explain: str
    rule: str


# -- where the right answer goes ----------------------------------------------------------------------


def _texts(spec: dict[str, Any]) -> list[str]:
    """A quiz entry's choice texts, as written."""
    return [c["text"] if isinstance(c, dict) else str(c) for c in spec["choices"]]


def _key(spec: dict[str, Any]) -> str:
    """What names a question within its game: its text and its choices."""
    return "\n".join([" ".join(str(spec["question"]).split()), *_texts(spec)])


def _hash(text: str) -> int:
    """A stable hash (the same in every process, unlike ``hash()``)."""
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


@cache
def positions(game_id: str) -> dict[str, int]:
    """Where each quiz question of a game's lessons shows its right answer, by question.

    The questions of all of ``lessons/<game>/`` are taken in the order of their stable hashes
    (so not in the order lessons are loaded), and each puts its right answer in the position
    that has held it least so far among those it has (ties broken by its hash). Questions with
    a written answer and live ones are spread separately, so each kind is balanced.
    """
    found: dict[str, tuple[int, bool]] = {}
    for path in sorted((LESSONS / game_id).glob("*.yaml")):
        data = read_yaml(path.read_text(encoding="utf-8"))
        quiz = data.get("quiz") if isinstance(data, dict) else None
        for spec in quiz if isinstance(quiz, list) else ():
            try:
                check_entry(spec)
            except ValueError:
                continue  # loading that lesson says what is wrong
            found[_key(spec)] = (len(spec["choices"]), any(k in spec for k in LIVE_FIELDS))
    used: dict[bool, Counter[int]] = {False: Counter(), True: Counter()}
    out: dict[str, int] = {}
    for key in sorted(found, key=lambda k: (_hash(k), k)):
        n, live = found[key]
        least = min(used[live][p] for p in range(n))
        free = [p for p in range(n) if used[live][p] == least]
        out[key] = free[_hash(key) % len(free)]
        used[live][out[key]] += 1
    return out


def arrange(spec: dict[str, Any], right: int, game_id: str = "agot") -> list[int]:
    """The order a question's choices are shown in (their numbers as written); ``right`` is the
    written number of the right one. A question outside its game's lessons places it by its hash."""
    key, n = _key(spec), len(spec["choices"])
    place = positions(game_id).get(key)
    if place is None:
        place = _hash(key) % n
    wrong = sorted((i for i in range(n) if i != right), key=lambda i: (_hash(f"{key}\n{i}"), i))
    return [*wrong[:place], right, *wrong[place:]]


def build(spec: dict[str, Any], game_id: str = "agot") -> Question:
    """A question from a lesson file's quiz entry (computing live answers with the engine), with
    its choices in their shown order (:func:`arrange`)."""
    texts = _texts(spec)
    live = any(k in spec for k in LIVE_FIELDS)
    right = _live_answer(spec, game_id) if live else int(spec["answer"])
    order = arrange(spec, right, game_id)
    return Question(spec["question"], [texts[i] for i in order], order.index(right), spec["explain"], spec["rule"])


def _live_answer(spec: dict[str, Any], game_id: str) -> int:
    """The number (as written) of the one choice whose expectation matches what the engine plays."""
    game = engine.load_scenario(scenario_folder(game_id) / spec["start"]["scenario"], run_script=False)
    for option_id in spec.get("play", []):
        game.choose(option_id)
    seen = len(game.events)
    for option_id in spec["then"]:
        game.choose(option_id)
    happened = game.events[seen:]

    def fits(expect: dict[str, Any]) -> bool:
        return any(
            e.kind == expect["event"] and all(e.data.get(k) == v for k, v in expect.items() if k != "event")
            for e in happened
        )

    right = [i for i, c in enumerate(spec["choices"]) if fits(c["expect"])]
    if len(right) != 1:
        raise engine.EngineError(f"question '{spec['question']}': {len(right)} choices match what happened")
    return right[0]


class Quiz(anywidget.AnyWidget):
    """The questions of a lesson, each checked on its own, with a running score.

    One widget (its page in ``tutor/front/quiz.js``): the browser gets the questions and their
    choices, never the answers; a Check sends the pick, and the kernel answers with the verdict,
    the explanation and the rule.
    """

    _esm = script("core", "quiz")  # the quiz needs the core's h(), no game table
    _css = (FRONT / "quiz.css").read_text(encoding="utf-8")
    questions = traitlets.List().tag(sync=True)  # [{"text", "choices"}]
    feedback = traitlets.Dict().tag(sync=True)  # question number (as text) -> what its check showed
    score = traitlets.Unicode().tag(sync=True)

    def __init__(self, questions: list[Question], rules: dict[str, engine.Rule] | None = None, **kwargs: Any):
        super().__init__(questions=[{"text": q.text, "choices": q.choices} for q in questions], **kwargs)
        self.asked, self.rules = questions, rules or {}
        self.correct: set[int] = set()
        self.answered: set[int] = set()
        self.on_msg(lambda _w, content, _b: self.click(content))
        self._score()

    def click(self, message: Any) -> None:
        """Do what the page sent: ``{"check": question, "pick": choice number or None}``."""
        if not isinstance(message, dict) or not isinstance(message.get("check"), int):
            return
        i, pick = message["check"], message.get("pick")
        choices = len(self.asked[i].choices) if 0 <= i < len(self.asked) else 0
        if choices and (pick is None or (isinstance(pick, int) and 0 <= pick < choices)):
            self.check(i, pick)

    def check(self, i: int, pick: int | str | None) -> bool:
        """Check the answer picked for question ``i`` (a choice's number or text); shows why, with the rule."""
        q = self.asked[i]
        if isinstance(pick, str):
            pick = q.choices.index(pick)
        if pick is None:
            self.feedback = {**self.feedback, str(i): {"pick": None, "note": "Pick an answer first."}}
            return False
        right = pick == q.answer
        rule = self.rules.get(q.rule)
        shown = {"pick": pick, "right": right, "explain": q.explain, "rule": q.rule}
        shown |= {"rule_title": rule.summary if rule else "", "answer": q.choices[q.answer]}
        self.feedback = {**self.feedback, str(i): shown}
        if i not in self.answered:
            self.answered.add(i)
            if right:
                self.correct.add(i)
        self._score()
        return right

    def _score(self) -> None:
        self.score = f"Score: {len(self.correct)} / {len(self.asked)}" + (
            f" ({len(self.answered)} answered; the first answer to each question counts)" if self.answered else ""
        )
