"""Rules of thumb for the greedy bot and the tutor's hints (placeholder: all options equal)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

if TYPE_CHECKING:
    from .game import BoardGame


def judge(game: BoardGame, player: str, option: Option) -> tuple[float, str]:
    return 0.0, ""
