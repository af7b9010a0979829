"""The schema of a lesson's quiz entries, checked when the lesson is loaded (see :mod:`tutor.quiz`
for what the entries mean and how a question is built and shown)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError, model_validator
from pydantic_core import PydanticCustomError


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: StrictStr
    explain: StrictStr
    rule: StrictStr


class FixedQuestion(_Entry):
    """A question whose right answer is written in the lesson (``answer`` counts from 0)."""

    choices: list[StrictStr] = Field(min_length=2)
    answer: StrictInt

    @model_validator(mode="after")
    def _answer_is_a_choice(self) -> FixedQuestion:
        if not 0 <= self.answer < len(self.choices):
            raise ValueError(f"answer {self.answer} is not one of the {len(self.choices)} choices (counted from 0)")
        return self


class LiveStart(BaseModel):
    model_config = ConfigDict(extra="forbid")
    scenario: StrictStr


class Expect(BaseModel):
    """An event the choice expects: its kind, and any fields it must have."""

    model_config = ConfigDict(extra="allow")
    event: StrictStr


class LiveChoice(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: StrictStr
    expect: Expect


class LiveQuestion(_Entry):
    """A 'what happens next?' question: the engine plays ``then`` and finds the right choice."""

    start: LiveStart
    play: list[StrictStr] = Field(default_factory=list)
    then: list[StrictStr] = Field(min_length=1)
    choices: list[LiveChoice] = Field(min_length=2)


LIVE_FIELDS = ("start", "play", "then")


def _kind(value: Any) -> str:
    """What a YAML value turned out to be, in words."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bool):
        return f"the yes/no value {str(value).lower()}"
    if isinstance(value, int | float):
        return f"the number {value}"
    if value is None:
        return "empty"
    return "a text"


def _where(loc: tuple[int | str, ...]) -> str:
    """A place in a quiz entry in words: ``("choices", 1, "text")`` -> "choice 2's text"."""
    words: list[str] = []
    parts = list(loc)
    while parts:
        part = parts.pop(0)
        if isinstance(part, str) and parts and isinstance(parts[0], int):
            n = int(parts.pop(0)) + 1
            words.append(f"choice {n}" if part == "choices" else f"{part} item {n}")
        else:
            words.append(str(part))
    return "'s ".join(words) if words else "the entry"


def _problem(error: dict[str, Any]) -> str:
    """One pydantic error on a quiz entry, in plain words with what to do."""
    loc, value, kind = tuple(error["loc"]), error.get("input"), error["type"]
    where = _where(loc)
    if kind == "missing":
        return f"{where} is missing"
    if kind == "extra_forbidden":
        return f"'{loc[-1]}' is not a field of " + (f"{_where(loc[:-1])}" if loc[:-1] else "a quiz question")
    if kind == "string_type":
        return f"{where} is empty" if value is None else f"{where} is {_kind(value)}, not a text: quote it"
    if kind == "int_type":
        return f"{where} is {_kind(value)}, not a whole number"
    if kind == "list_type":
        return f"{where} is {_kind(value)}, not a list"
    if kind in ("model_type", "dict_type", "model_attributes_type"):
        return f"{where} is {_kind(value)}, not a mapping"
    if kind == "too_short":
        return f"{where} needs at least {error['ctx']['min_length']} items"
    if kind == "value_error":
        return str(error["ctx"]["error"])
    return f"{where}: {error['msg']}"


def check_entry(entry: Any) -> FixedQuestion | LiveQuestion:
    """One quiz entry checked by its schema; ``ValueError`` says what is wrong, in plain words."""
    if not isinstance(entry, dict):
        raise ValueError(f"is {_kind(entry)}, not a mapping of question, choices, answer, explain and rule")
    model = LiveQuestion if any(k in entry for k in LIVE_FIELDS) else FixedQuestion
    try:
        return model.model_validate(entry)
    except ValidationError as err:
        raise ValueError(_problem(err.errors()[0])) from None


def check_quiz(entries: Any) -> Any:
    """A lesson's ``quiz:`` list, each entry checked (for ``LessonFile``); unchanged if all is well.

    The first wrong entry raises one error naming the question by number and text.
    """
    if not isinstance(entries, list):
        return entries  # the lesson's own schema says it is not a list
    for number, entry in enumerate(entries, 1):
        try:
            check_entry(entry)
        except ValueError as err:
            text = entry.get("question") if isinstance(entry, dict) else None
            name = f"question {number}"
            if isinstance(text, str):
                short = " ".join(text.split())
                name += f" ('{short[:60].rsplit(' ', 1)[0]}…')" if len(short) > 60 else f" ('{short}')"
            raise PydanticCustomError("quiz_entry", "{problem}", {"problem": f"{name}: {err}"}) from None
    return entries
