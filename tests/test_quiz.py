"""Quiz entries: one clear error for a wrong entry, and right answers spread over the positions."""

import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import engine
from tutor.lesson import LESSONS, load_lesson
from tutor.quiz import build, positions

GAMES = sorted(d.name for d in LESSONS.iterdir() if d.is_dir() and any(d.glob("*.yaml")))
GOOD = """\
  - question: Who wins a tie?
    choices: [the attacker, the defender]
    answer: 1
    explain: Ties go to the defender here.
    rule: challenges.winner
"""


def lesson_with(tmp_path: Path, quiz: str) -> Path:
    path = tmp_path / "bad.yaml"
    path.write_text(f"title: A lesson\nbeats:\n  - text: Read this.\nquiz:\n{GOOD}{quiz}", encoding="utf-8")
    return path


def test_a_choice_read_as_a_mapping_is_one_clear_error_naming_the_file_and_the_question(tmp_path):
    path = lesson_with(
        tmp_path,
        """\
  - question: May you leave a Power token in your emptied home?
    choices:
      - Yes, to keep it
      - No, and you need not: your home stays yours
    answer: 1
    explain: Home areas keep their control.
    rule: board.action.march.power-token
""",
    )
    with pytest.raises(engine.EngineError) as err:
        load_lesson(path)
    assert str(err.value) == (
        "bad.yaml: quiz: question 2 ('May you leave a Power token in your emptied home?'): "
        "choice 2 is a mapping, not a text: quote it"
    )


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        (
            "question: Q?\n    choices: [Yes, b]\n    answer: 0\n    explain: E.\n    rule: r",
            "choice 1 is the yes/no value true, not a text: quote it",
        ),
        ("question: Q?\n    choices: [a, b]\n    explain: E.\n    rule: r", "answer is missing"),
        (
            "question: Q?\n    choices: [a, b]\n    answer: 2\n    explain: E.\n    rule: r",
            "answer 2 is not one of the 2 choices",
        ),
        (
            "question: Q?\n    choices: [a, b]\n    answer: 0\n    explain: E.\n    rule: r\n    hint: h",
            "'hint' is not a field",
        ),
        (
            "question: Q?\n    choices: [a]\n    answer: 0\n    explain: E.\n    rule: r",
            "choices needs at least 2 items",
        ),
        (
            "question: Q?\n    start: {scenario: s.yaml}\n    then: [x]"
            "\n    choices: [{text: a}, {text: b, expect: {event: e}}]\n    explain: E.\n    rule: r",
            "choice 1's expect is missing",
        ),
    ],
    ids=["yes-unquoted", "no-answer", "answer-out-of-range", "unknown-field", "one-choice", "live-without-expect"],
)
def test_each_schema_error_names_the_question_and_says_what_is_wrong(tmp_path, entry, problem):
    with pytest.raises(engine.EngineError) as err:
        load_lesson(lesson_with(tmp_path, f"  - {entry}\n"))
    assert str(err.value).startswith("bad.yaml: quiz: question 2 ('Q?'): ") and problem in str(err.value)


def test_board_lesson_7_shows_all_its_questions():
    lesson = load_lesson("agot-board/07-full-game.yaml")
    questions = [build(q, lesson.game) for q in lesson.quiz]
    assert len(questions) == 6 and all(isinstance(c, str) for q in questions for c in q.choices)


def built(game: str) -> list[tuple[dict, object]]:
    """Every quiz entry of a game's lessons with its built question."""
    out = []
    for path in sorted((LESSONS / game).glob("*.yaml")):
        lesson = load_lesson(path)
        out += [(spec, build(spec, lesson.game)) for spec in lesson.quiz]
    return out


@pytest.mark.parametrize("game", GAMES)
def test_no_position_holds_the_right_answer_in_more_than_40_percent_of_a_games_questions(game):
    questions = built(game)
    fixed = [q for spec, q in questions if "answer" in spec]
    for group in (fixed, [q for _, q in questions]):
        counts = Counter(q.answer for q in group)
        assert max(counts.values()) <= 0.4 * len(group), f"{game}: right answers by position {dict(counts)}"


@pytest.mark.parametrize("game", GAMES)
def test_the_shown_choices_are_the_written_ones_and_the_answer_follows(game):
    for spec, q in built(game):
        written = [c if isinstance(c, str) else c["text"] for c in spec["choices"]]
        assert sorted(q.choices) == sorted(written)
        if "answer" in spec:
            assert q.choices[q.answer] == written[spec["answer"]]


def shown(game: str, reverse: bool = False) -> dict[str, list[str]]:
    """The choices of a game's written-answer questions as shown, by question."""
    paths = sorted((LESSONS / game).glob("*.yaml"), reverse=reverse)
    return {
        spec["question"]: build(spec, game).choices
        for path in paths
        for spec in load_lesson(path).quiz
        if "answer" in spec
    }


def test_a_quiz_shows_the_same_order_on_every_load_whatever_the_load_order():
    first = shown("agot2")
    positions.cache_clear()
    assert shown("agot2", reverse=True) == first
    written = {
        s["question"]: s["choices"] for path in (LESSONS / "agot2").glob("*.yaml") for s in load_lesson(path).quiz
    }
    assert sum(first[q] != written[q] for q in first) > len(first) / 2  # shuffled, not as written


def test_a_quiz_shows_the_same_order_in_another_process():
    code = "import json; from tests.test_quiz import shown; print(json.dumps(shown('alliances')))"
    root = Path(__file__).parents[1]
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == shown("alliances")


POSITION_WORDS = re.compile(
    r"\b(first|second|third|fourth|last|other|previous|next) (answer|choice|option)s?\b"
    r"|\b(answer|choice|option) [a-d1-4]\b|\b(all|none|both) of the above\b",
    re.IGNORECASE,
)


def test_no_explanation_or_choice_refers_to_a_position():
    for path in sorted(LESSONS.glob("*/*.yaml")):
        for spec in load_lesson(path).quiz:
            texts = [spec["explain"], *(c if isinstance(c, str) else c["text"] for c in spec["choices"])]
            assert not any(POSITION_WORDS.search(t) for t in texts), f"{path.name}: {spec['question']}"
