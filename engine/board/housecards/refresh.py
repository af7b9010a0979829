"""An empty hand takes its discarded cards back. rules: board.combat.refresh, board.pitfalls.cards"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game import BoardGame


def refresh(game: BoardGame, house: str, keep_out: str | None = None) -> None:
    """An empty hand takes back every discarded card but the one just played.
    rules: board.combat.refresh, board.pitfalls.cards
    """
    s = game.state
    back = [cid for cid in s.discards[house] if cid != keep_out]
    s.hands[house] += back
    s.discards[house] = [cid for cid in s.discards[house] if cid == keep_out]
    game.record(
        "cards-back",
        f"{game.name(house)} has played every house card: {len(back)} go back to its hand",
        "board.combat.refresh",
    )
