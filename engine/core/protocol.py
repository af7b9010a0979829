"""The small vocabulary every game speaks: decisions, options, rejections, events.

A game never asks a human directly: it stops at a :class:`Decision` and waits
for ``game.choose(option_id)``. Bots, tests, widgets and replays all answer the
same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any


class EngineError(ValueError):
    """Bad input from outside the engine: a scenario, a saved game, a game id.

    The message names what was wrong (file, field, value) and what was expected, on one
    line: control characters that came in with a bad value are shown escaped.
    """

    def __init__(self, message: str):
        super().__init__("".join(c if c.isprintable() else repr(c)[1:-1] for c in str(message)))


class IllegalChoice(EngineError):
    """An option id that is not legal now. Carries the reason and the rule id."""

    def __init__(self, reason: str, rule: str | None = None, option_id: str | None = None):
        super().__init__(f"{reason} (rule {rule})" if rule else reason)
        self.reason = reason
        self.rule = rule
        self.option_id = option_id


Subject = str | int


@dataclass(frozen=True, init=False)
class Option:
    """A legal choice: a stable id, a label for people, and what choosing it does, in fields.

    ``verb`` says what the choice does (``play``, ``attack``, ``pass``), ``subject`` the thing it
    acts on (a card uid, a player, a column), ``targets`` what it is aimed at, ``amount`` a number
    it carries. Build an option that has a subject with :func:`option`, which writes the id;
    nobody reads an id apart: it is only for saves, replays, scenarios and lesson scripts.

    >>> option("play", "S.ice", "S.eddard-stark", label="Ice on Eddard").id
    'play:S.ice@S.eddard-stark'
    >>> Option("pass", "Pass").verb
    'pass'
    """

    id: str
    label: str
    explain: str = ""
    verb: str = ""
    subject: Subject | None = None
    targets: tuple[Subject, ...] = ()
    amount: int | None = None

    def __init__(
        self,
        id: str,
        label: str,
        explain: str = "",
        verb: str = "",
        subject: Subject | None = None,
        targets: tuple[Subject, ...] = (),
        amount: int | None = None,
    ) -> None:
        if not verb:
            if ":" in id:
                raise ValueError(f"option '{id}': build an option that has a subject with option()")
            verb = id
        # Frozen, but filled in one step: games build thousands of options a second.
        self.__dict__.update(
            id=id, label=label, explain=explain, verb=verb, subject=subject, targets=targets, amount=amount
        )

    @property
    def target(self) -> Subject | None:
        """The first target, or None."""
        return self.targets[0] if self.targets else None

    def refused(self, reason: str, rule: str) -> Rejected:
        """This choice as one that is not allowed now, with the reason and the rule."""
        return Rejected(self.label, reason, rule, self.id, self.verb, self.subject, self.targets)


def option(
    verb: str,
    subject: Subject | None = None,
    *targets: Subject,
    label: str,
    explain: str = "",
    amount: int | None = None,
    id: str | None = None,
) -> Option:
    """Build an option from what it does. Its id is ``verb``, ``verb:subject`` or
    ``verb:subject@target,...``, unless the game keeps another stable form with ``id``.
    """
    if id is None:
        id = verb if subject is None else f"{verb}:{subject}"
        if targets:
            id += "@" + ",".join(map(str, targets))
    return Option(id, label, explain, verb, subject, targets, amount)


@dataclass(frozen=True)
class Rejected:
    """Something that is not allowed now, with the reason and the rule behind it.

    ``id``, ``verb``, ``subject`` and ``targets`` are those the choice would have had as an
    option, so that a click on anything on the table can be answered with its reason. Build
    one with :meth:`Option.refused`.
    """

    label: str
    reason: str
    rule: str
    id: str | None = None
    verb: str = ""
    subject: Subject | None = None
    targets: tuple[Subject, ...] = ()


@dataclass
class Decision:
    """The pending choice of one player.

    ``rejected`` may be given as a function; it is then computed the first time
    someone reads it, so random playouts do not pay for explanations.
    """

    player: str
    prompt: str
    options: list[Option]
    why_not: Callable[[], Sequence[Rejected]] | Sequence[Rejected] = ()
    rule: str | None = None
    kind: str = "decision"
    secret: bool = False
    _rejected: list[Rejected] | None = field(default=None, repr=False)

    @property
    def rejected(self) -> list[Rejected]:
        """What is not allowed now, each with its reason and rule; never an option that is legal (a
        card with two abilities of one kind, one usable now, is offered and not refused).
        """
        if self._rejected is None:
            source = self.why_not() if callable(self.why_not) else self.why_not
            legal = set(self.ids)
            self._rejected = [r for r in source if r.id is None or r.id not in legal]
        return self._rejected

    @property
    def ids(self) -> list[str]:
        """The legal option ids, in order."""
        return [o.id for o in self.options]

    def option(self, option_id: str) -> Option | None:
        """The legal option with this id, or None."""
        for o in self.options:
            if o.id == option_id:
                return o
        return None

    def about(self, subject: Subject) -> list[Option]:
        """The legal options that act on ``subject`` (a card, a player, a column) or aim at it."""
        return [o for o in self.options if o.subject == subject or subject in o.targets]

    def refused_about(self, subject: Subject) -> list[Rejected]:
        """What is not allowed now with ``subject``, each with its reason and rule."""
        return [r for r in self.rejected if r.subject == subject or subject in r.targets]

    def refusal(self, option_id: str) -> IllegalChoice:
        """The error for choosing ``option_id`` when it is not legal."""
        for r in self.rejected:
            if r.id == option_id:
                return IllegalChoice(f"{r.label}: {r.reason}", r.rule, option_id)
        legal = ", ".join(self.ids[:12]) + (" ..." if len(self.options) > 12 else "")
        return IllegalChoice(
            f"'{option_id}' is not an option of {self.player}'s decision "
            f"('{self.prompt}'); the legal options are: {legal}",
            self.rule,
            option_id,
        )


@dataclass(frozen=True, init=False)
class Event:
    """One entry of the log. Every event names the rule it applies.

    ``visible_to`` is None when every player may see the event, otherwise the
    players who may (a secret choice is seen only by the one who made it).
    """

    kind: str
    text: str
    rule: str
    node: str
    data: dict[str, Any] = field(default_factory=dict)
    visible_to: tuple[str, ...] | None = None

    def __init__(
        self,
        kind: str,
        text: str,
        rule: str,
        node: str,
        data: dict[str, Any] | None = None,
        visible_to: tuple[str, ...] | None = None,
    ) -> None:
        # Frozen, but filled in one step (as Option): a game logs several events a decision.
        self.__dict__.update(
            kind=kind, text=text, rule=rule, node=node, data={} if data is None else data, visible_to=visible_to
        )


@dataclass(frozen=True)
class Rule:
    """An entry of a game's rules catalogue, summarised in our own words."""

    id: str
    title: str
    term_pl: str
    section: str
    summary: str
    reading: str = ""  # how we read an unclear or faulty passage, if any
    changes: tuple[str, ...] = ()  # rules of another game this one changes, as "game:rule-id"


@dataclass(frozen=True)
class Result:
    """How the game ended: the winner (or None) and why."""

    winner: str | None
    reason: str
    rule: str
    scores: dict[str, int] = field(default_factory=dict)
