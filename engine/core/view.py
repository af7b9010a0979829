"""What a player sees: a typed view with a header every game shares and the game's own table.

``game.view(viewer)`` builds a :class:`View`. Its ``table`` is a dataclass the game declares
(its zones, cards and counters as that viewer may see them); what the viewer may not know is
left out when the view is built, never masked afterwards. :meth:`View.to_json` gives the
same view as plain JSON data (for a web front end, a save of the screen, or a test).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .protocol import Decision, Event, Result

T = TypeVar("T")


@dataclass(frozen=True)
class Header:
    """What every game shows above its table."""

    game: str
    seats: tuple[str, ...]  # in turn order, first player first
    first_player: str | None
    round: int  # the round, or the turn in games without rounds (0 before the first)
    round_name: str  # "round" or "turn"
    phase: str  # the node id of the phase the game is in
    scores: dict[str, int]  # what wins the game so far, per player (power, points, ...)
    score_name: str
    waiting_for: str | None  # whose decision it is
    over: bool
    result: Result | None


@dataclass(frozen=True)
class View(Generic[T]):
    """One player's view of the game (``viewer`` None: an onlooker who sees everything)."""

    viewer: str | None
    header: Header
    cursor: tuple[str, ...]
    decision: Decision | None  # only the viewer's own decision
    events: tuple[Event, ...]  # the log, without what the viewer was not shown
    table: T

    def to_json(self) -> dict[str, Any]:
        """The view as JSON-ready data (dicts, lists, strings, numbers, booleans, None)."""
        return plain(self)


def plain(value: Any) -> Any:
    """``value`` as JSON-ready data; a decision lists its options and its refusals."""
    if isinstance(value, Decision):
        return {
            "player": value.player,
            "prompt": value.prompt,
            "rule": value.rule,
            "kind": value.kind,
            "secret": value.secret,
            "options": plain(value.options),
            "refused": plain(value.rejected),
        }
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value) if not f.name.startswith("_")}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value) if isinstance(value, (set, frozenset)) else value
        return [plain(v) for v in items]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"{type(value).__name__} in a view cannot be written as JSON")
