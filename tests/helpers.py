"""Small helpers shared by the tests: build positions, make choices, read the log."""

from __future__ import annotations

from typing import Any

from engine.agot import Agot
from engine.core import scenario
from engine.core.protocol import Event, Rejected


def position(start: str, seed: int = 0, options: dict[str, Any] | None = None, **fields: Any) -> Agot:
    """A card-game position built like a scenario file (windows skipped unless asked)."""
    data = {
        "game": "agot",
        "title": "test position",
        "start": start,
        "seed": seed,
        "options": {"windows": "auto", **(options or {})},
        **fields,
    }
    return scenario.build(Agot, data, "test")  # type: ignore[return-value]


def agot2_position(
    start: str,
    players: dict[str, Any],
    active: str = "P1",
    first: str | None = None,
    windows: str = "all",
    **options: Any,
):
    """A 2nd-edition position at ``start``: ``players`` maps names (seat order; uids A.*, B.*, ...)
    to their sides; ``first`` is the first player (by default the active one). Every action window is
    asked unless told.
    """
    from engine.agot2 import Agot2

    data = {
        "game": "agot2",
        "title": "test position",
        "start": start,
        "first_player": first or active,
        "active": active,
    }
    return Agot2(seed=0, options={"windows": windows, **options}, scenario={**data, "players": players})


def play(game: Agot, *ids: str) -> None:
    """Make these choices in order."""
    for option_id in ids:
        game.choose(option_id)


def events(game: Agot, kind: str) -> list[Event]:
    """The logged events of one kind."""
    return [e for e in game.events if e.kind == kind]


def rejected(game: Agot, option_id: str) -> Rejected:
    """The rejection the pending decision gives for an option id."""
    assert game.decision is not None
    found = [r for r in game.decision.rejected if r.id == option_id]
    assert found, f"{option_id} is not rejected; options are {game.decision.ids}"
    return found[0]


def advance_to(game: Agot, node: str, player: str | None = None, limit: int = 500) -> None:
    """Make default choices (pass, done, keep, the first option) until the game waits at ``node``."""
    for _ in range(limit):
        d = game.decision
        assert d is not None, f"the game ended before reaching {node}"
        if game.node == node and (player is None or d.player == player):
            return
        ids = d.ids
        pick = next((i for i in ("pass", "done", "keep", "skip") if i in ids), ids[0])
        game.choose(pick)
    raise AssertionError(f"did not reach {node} within {limit} decisions (at {game.node})")
