"""Quizzes: multiple choice on the rules, and 'what happens next?' on a live position.

For a 'what happens next?' question the answer is not written down: the engine plays
the position on and the choice whose expectation matches what happened is right.
Every answer's explanation cites its rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import anywidget
import traitlets

import engine

from .board import FRONT, script


@dataclass
class Question:
    """One question: its choices, the right one, the explanation and the rule."""

    text: str
    choices: list[str]
    answer: int
    explain: str
    rule: str


def build(spec: dict[str, Any], game_id: str = "agot") -> Question:
    """A question from a lesson file's quiz entry (computing live answers with the engine)."""
    choices = spec["choices"]
    if "then" not in spec:
        return Question(spec["question"], list(choices), int(spec["answer"]), spec["explain"], spec["rule"])
    from .lesson import scenario_folder

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

    right = [i for i, c in enumerate(choices) if fits(c["expect"])]
    if len(right) != 1:
        raise engine.EngineError(f"question '{spec['question']}': {len(right)} choices match what happened")
    return Question(spec["question"], [c["text"] for c in choices], right[0], spec["explain"], spec["rule"])


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
