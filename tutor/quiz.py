"""Quizzes: multiple choice on the rules, and 'what happens next?' on a live position.

For a 'what happens next?' question the answer is not written down: the engine plays
the position on and the choice whose expectation matches what happened is right.
Every answer's explanation cites its rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

import engine

from .style import esc


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


class Quiz(widgets.VBox):
    """The questions of a lesson, each checked on its own, with a running score."""

    def __init__(self, questions: list[Question], rules: dict[str, engine.Rule] | None = None):
        super().__init__()
        self.questions, self.rules = questions, rules or {}
        self.correct: set[int] = set()
        self.answered: set[int] = set()
        self.score = widgets.HTML()
        self.picks: list[widgets.RadioButtons] = []
        self.checks: list[widgets.Button] = []
        self.feedback: list[widgets.HTML] = []
        rows = []
        for i, q in enumerate(questions):
            pick = widgets.RadioButtons(options=q.choices, value=None, layout=widgets.Layout(width="auto"))
            check = widgets.Button(description="Check")
            out = widgets.HTML()
            check.on_click(lambda _b, i=i: self.check(i))
            self.picks.append(pick)
            self.checks.append(check)
            self.feedback.append(out)
            rows.append(widgets.VBox([widgets.HTML(f"<b>{i + 1}. {esc(q.text)}</b>"), pick, check, out]))
        self.children = [*rows, self.score]
        self._score()

    def check(self, i: int) -> bool:
        """Check question ``i``'s picked answer; shows why, with the rule."""
        q, pick = self.questions[i], self.picks[i]
        if pick.value is None:
            self.feedback[i].value = "<i>Pick an answer first.</i>"
            return False
        right = q.choices.index(pick.value) == q.answer
        rule = self.rules.get(q.rule)
        cite = f" <span class='rule' title='{esc(rule.summary if rule else '')}'>[rule {esc(q.rule)}]</span>"
        verdict = (
            "<span class='rt-good'>Right.</span>"
            if right
            else (f"<span class='rt-bad'>Not quite.</span> The answer is: {esc(q.choices[q.answer])}.")
        )
        self.feedback[i].value = f"{verdict} {esc(q.explain)}{cite}"
        if i not in self.answered:
            self.answered.add(i)
            if right:
                self.correct.add(i)
        self._score()
        return right

    def _score(self) -> None:
        self.score.value = f"<b>Score: {len(self.correct)} / {len(self.questions)}</b>" + (
            f" ({len(self.answered)} answered; the first answer to each question counts)" if self.answered else ""
        )
