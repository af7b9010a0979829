"""Scenario positions for W Cieniu Tronu: columns by value and count, the top of the deck, a turn under way."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core.protocol import EngineError
from engine.core.scenario import check_players

from .cards import CHARACTERS, END, REMOVED, all_cards, value
from .state import Turn

if TYPE_CHECKING:
    from .game import ShadowThrone

Value = Literal[1, 2, 3, 4, 5, 6, 7, 8, 9]


class SeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    columns: dict[Value, int] = Field(default_factory=dict)  # value -> how many cards


class TurnSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    revealed: list[Value] = Field(default_factory=list)


class Position(BaseModel):
    model_config = ConfigDict(extra="allow")
    players: dict[str, SeatSpec]
    first: str | None = None
    active: str | None = None
    deck: list[Value | Literal[0]] = Field(default_factory=list)  # top first (0: the end card); rest shuffled
    discard: list[Value] = Field(default_factory=list)
    end_card: Literal["aside", "deck"] = "aside"
    turn: TurnSpec | None = None


def build_position(game: ShadowThrone, data: dict[str, Any]) -> list[str]:
    """Lay out the scenario; returns the path to start from. rule: scenarios"""
    pos = Position.model_validate(data)
    check_players(game, {"first": pos.first, "active": pos.active})
    path = game.start_path(data["start"])
    free = {v: [u for u in all_cards() if u != END and value(u) == v] for v in CHARACTERS}
    drop = REMOVED[len(game.players)]
    s = game.state

    def take(v: int, n: int, where: str) -> list[str]:
        if len(free[v]) - drop < n:
            raise EngineError(
                f"{where}: {n} more {CHARACTERS[v].name} asked for, but only "
                f"{len(free[v]) - drop} are left in a {len(game.players)}-player game"
            )
        out, free[v][:] = free[v][:n], free[v][n:]
        return out

    for p, seat in pos.players.items():
        if len(seat.columns) > 5:
            raise EngineError(f"players.{p}.columns: {len(seat.columns)} columns; at most 5")
        for v, n in seat.columns.items():
            if not 1 <= n <= 5:
                raise EngineError(f"players.{p}.columns.{v}: {n} cards; a column holds 1 to 5")
            s.seats[p].columns[v] = take(v, n, f"players.{p}.columns.{v}")
    s.discard = [u for i, v in enumerate(pos.discard) for u in take(v, 1, f"discard[{i}]")]
    top = [
        END if v == 0 else u for i, v in enumerate(pos.deck) for u in ([END] if v == 0 else take(v, 1, f"deck[{i}]"))
    ]
    if END in top and pos.end_card == "aside":
        raise EngineError("deck: the end card (0) is in the deck, so end_card must be 'deck'")
    revealed = (
        [u for i, v in enumerate(pos.turn.revealed) for u in take(v, 1, f"turn.revealed[{i}]")] if pos.turn else []
    )
    s.box = [u for v in CHARACTERS for u in free[v][:drop]]
    rest = [u for v in CHARACTERS for u in free[v][drop:]]
    if pos.end_card == "deck" and END not in top:
        rest.append(END)
    else:
        s.aside = [END]
    game.rng.shuffle(rest)
    s.deck = top + rest
    s.first = pos.first or game.players[0]
    game.active = pos.active or s.first
    if pos.turn is not None:
        s.turn = Turn(game.active, revealed=revealed)
    return path
