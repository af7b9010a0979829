"""What a player sees: a typed view with a header every game shares and the game's own table.

``game.view(viewer)`` builds a :class:`View`. Its ``table`` is a dataclass the game declares
(its zones, cards and counters as that viewer may see them); what the viewer may not know is
left out when the view is built, never masked afterwards. :meth:`View.to_json` gives the
same view as plain JSON data (for a web front end, a save of the screen, or a test).
"""

from __future__ import annotations

import dataclasses
import functools
import operator
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .protocol import Decision, Event, Result

T = TypeVar("T")


@dataclass(frozen=True)
class Standing:
    """One line of the score table shown when the game is over.

    ``place`` counts from 1; players the rules leave tied share a place (1, 1, 3). ``tiebreaks`` are
    the values the game's rules compare, in order, when scores are equal (e.g. ``("other council",
    22)``); ``note`` says which of them put this player ahead of (or behind) a player with the same
    score, or that the rules leave them tied.
    """

    player: str
    place: int
    score: int
    tiebreaks: tuple[tuple[str, int], ...]
    note: str = ""


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
    standings: tuple[Standing, ...] = ()  # the score table, once the game is over (see Game.standings)


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


def rank_standings(
    players: Sequence[str],
    scores: Mapping[str, int],
    tiebreaks: Mapping[str, tuple[tuple[str, int], ...]] | None = None,
    winner: str | None = None,
    tied: Callable[[str, list[str]], str] | None = None,
) -> tuple[Standing, ...]:
    """The score table: players by score, then by each tie-break in turn (higher is better), the
    seats in the given order among equals. Players equal on everything share a place. ``winner``, when
    the rules named one, comes first, alone in first place. A player's note names, for each player
    with the same score placed apart, the first tie-break that differs; ``tied(player, others)`` words
    the note of players left tied (default: "tied with ...").

    >>> table = rank_standings(["A", "B", "C"], {"A": 5, "B": 7, "C": 5},
    ...                        {"A": (("allies", 3),), "B": (("allies", 1),), "C": (("allies", 3),)})
    >>> [(s.player, s.place) for s in table]
    [('B', 1), ('A', 2), ('C', 2)]
    >>> table[1].note
    'tied with C'
    >>> rank_standings(["A", "B"], {"A": 4, "B": 4}, {"A": (("allies", 2),), "B": (("allies", 3),)})[0].note
    'ahead of A on allies (3 against 2)'
    """
    breaks = tiebreaks or {}

    def key(p: str) -> tuple[int, ...]:
        return (p == winner, scores.get(p, 0), *(v for _, v in breaks.get(p, ())))

    order = sorted(players, key=key, reverse=True)  # a stable sort: equal players keep seat order
    places = {}
    for i, p in enumerate(order):
        places[p] = places[order[i - 1]] if i and key(p) == key(order[i - 1]) else i + 1
    out = []
    for p in order:
        notes = []
        same = [q for q in order if q != p and places[q] == places[p]]
        if same:
            notes.append(tied(p, same) if tied else f"tied with {', '.join(same)}")
        for q in order:
            if q == p or places[q] == places[p] or scores.get(q, 0) != scores.get(p, 0):
                continue
            for (name, mine), (_, theirs) in zip(breaks.get(p, ()), breaks.get(q, ()), strict=False):
                if mine != theirs:
                    side = "ahead of" if places[p] < places[q] else "behind"
                    notes.append(f"{side} {q} on {name} ({mine} against {theirs})")
                    break
        out.append(Standing(p, places[p], scores.get(p, 0), tuple(breaks.get(p, ())), "; ".join(notes)))
    return tuple(out)


@functools.cache
def _shown_fields(cls: type) -> tuple[tuple[str, ...], Callable[[Any], tuple[Any, ...]]]:
    """The fields of a view's dataclass that go into its JSON (not those starting with '_'), and a
    function reading their values in one call."""
    names = tuple(f.name for f in dataclasses.fields(cls) if not f.name.startswith("_"))
    read = operator.attrgetter(*names)
    return names, (read if len(names) > 1 else lambda value: (read(value),))


_SCALARS = frozenset({type(None), str, int, float, bool})  # most of a view: passed on as they are


def plain(value: Any) -> Any:
    """``value`` as JSON-ready data; a decision lists its options and its refusals.

    Lists, dicts and dataclasses pass their scalars on without a call each (a board view holds thousands)."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list or kind is tuple:
        return [v if type(v) in _SCALARS else plain(v) for v in value]
    if kind is dict:
        return {str(k): v if type(v) in _SCALARS else plain(v) for k, v in value.items()}
    if kind is Decision:
        return {
            "player": value.player,
            "prompt": value.prompt,
            "rule": value.rule,
            "kind": value.kind,
            "secret": value.secret,
            "options": plain(value.options),
            "refused": plain(value.rejected),
        }
    if dataclasses.is_dataclass(kind):
        names, values = _shown_fields(kind)
        return dict(zip(names, [v if type(v) in _SCALARS else plain(v) for v in values(value)], strict=True))
    return _plain_other(value)


def _plain_other(value: Any) -> Any:
    """What :func:`plain` does not meet by its exact type: subclasses of the plain types, and sets."""
    if isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, (dict, list, tuple)):
        return plain(dict(value) if isinstance(value, dict) else list(value))
    if isinstance(value, (set, frozenset)):
        return plain(sorted(value))
    raise TypeError(f"{type(value).__name__} in a view cannot be written as JSON")
