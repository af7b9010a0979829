"""Scenario positions for the board game (to be written)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import BoardGame


def build_position(game: BoardGame, data: dict[str, Any]) -> list[str]:
    raise NotImplementedError
