"""Columns (KARTY W KOLUMNACH): where taken cards go.

A column holds one character type, at most five cards; a player has at most five
columns. A card whose column has room must go there; a sixth card of a type is
discarded. New types must get new columns while there are fewer than five; when
there is no room, the player either discards the new type or discards an old
column to make room for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from .cards import CHARACTERS, value

if TYPE_CHECKING:
    from .game import ShadowThrone

MAX_COLUMNS = 5
MAX_CARDS = 5


def place(game: ShadowThrone, player: str, holding: list[str], why: str) -> Walk:
    """Put the cards of ``holding`` (a list in the state: they stay there until placed) into
    ``player``'s columns by the column rules, asking where there is a choice.

    rules: columns.same-type, columns.limit, columns.new, columns.replace, columns.sixth
    """
    cols = game.state.seats[player].columns
    filled: set[int] = set()  # columns that took cards now: they cannot be thrown away for others
    for uid in [u for u in holding if value(u) in cols]:
        holding.remove(uid)
        _add(game, player, value(uid), [uid], why)
        filled.add(value(uid))
    while holding:
        pending: dict[int, list[str]] = {}
        for uid in holding:
            pending.setdefault(value(uid), []).append(uid)
        if len(pending) <= MAX_COLUMNS - len(cols):  # room for every new type: no choice to make
            for v, uids in pending.items():
                holding[:] = [u for u in holding if u not in uids]
                cols[v] = []
                _add(game, player, v, uids, why)
            return
        options, rejected = _choices(game, player, pending, filled)
        choice = yield Decision(
            player,
            f"{player}: where do the new cards go? ({len(cols)} of {MAX_COLUMNS} columns used)",
            options,
            rejected,
            rule="columns.new",
        )
        v = choice.subject
        for uid in pending[v]:
            holding.remove(uid)
        if choice.verb == "discard":
            game.discard(pending[v], f"{player} has no room for {CHARACTERS[v].name}", "columns.limit")
            continue
        if choice.verb == "replace":
            old = choice.target
            game.discard(
                cols.pop(old), f"{player} discards the {CHARACTERS[old].name} column to make room", "columns.replace"
            )
        cols[v] = []
        _add(game, player, v, pending[v], why)
        filled.add(v)


def _choices(
    game: ShadowThrone, player: str, pending: dict[int, list[str]], filled: set[int]
) -> tuple[list[Option], list[Rejected]]:
    cols = game.state.seats[player].columns
    room = len(cols) < MAX_COLUMNS
    options, rejected = [], []
    for v, uids in pending.items():
        n = f"{len(uids)} card{'s' * (len(uids) > 1)}"
        if room:
            options.append(option("column", v, label=f"New {CHARACTERS[v].name} column", explain=n))
            rejected.append(
                option("discard", v, label=f"discard {CHARACTERS[v].name}").refused(
                    "while you have fewer than five columns, a new type must get a column", "columns.new"
                )
            )
        else:
            options.append(option("discard", v, label=f"Discard the {CHARACTERS[v].name}", explain=n))
            for old in [c for c in cols if c not in filled]:
                options.append(
                    option(
                        "replace",
                        v,
                        old,
                        label=f"{CHARACTERS[v].name} instead of the {CHARACTERS[old].name} column",
                        explain=f"discards {len(cols[old])} card(s)",
                    )
                )
    return options, rejected


def _add(game: ShadowThrone, player: str, v: int, uids: list[str], why: str) -> None:
    column = game.state.seats[player].columns.setdefault(v, [])
    room = MAX_CARDS - len(column)
    column.extend(uids[:room])
    if uids[:room]:
        game.record(
            "placed",
            f"{player} adds {len(uids[:room])} {CHARACTERS[v].name} to the column ({len(column)}): {why}",
            "columns.same-type",
            {"player": player, "value": v, "cards": uids[:room]},
        )
    if uids[room:]:
        game.discard(uids[room:], f"{player}'s {CHARACTERS[v].name} column is full", "columns.sixth")


def score(game: ShadowThrone, player: str) -> int:
    """Each column of at least two cards scores its face value. rule: scoring"""
    return sum(v for v, column in game.state.seats[player].columns.items() if len(column) >= 2)
