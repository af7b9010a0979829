"""Duplicates: another copy of a unique card you have in play, put under it for free, that can be
discarded to save that card when it would leave play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.core.protocol import Option, option

if TYPE_CHECKING:
    from .game import CardGame


def copy_in_play(game: CardGame, name: str, card_id: str) -> str | None:
    """The uid of the player's copy of this card in play, if any."""
    return next((c.uid for c in game.in_play(name) if c.data.id == card_id), None)


def add_duplicate(game: CardGame, name: str, uid: str) -> None:
    """Put a copy of a unique card from hand under the copy in play, for free. rule: duplicate"""
    copy = copy_in_play(game, name, game.card(uid).data.id)
    game.move(uid, name, "hand", "duplicates")
    game.card(uid).attached_to = copy
    game.record(
        "duplicate",
        f"{name} puts a duplicate of {game.card(uid).name} under it (free)",
        game.kit_rules["duplicate"],
        {"player": name, "card": uid, "on": copy},
    )


def saves(game: CardGame, player: str, ctx: dict[str, Any]) -> list[tuple[Option, Callable[[CardGame], None]]]:
    """At a "would leave play" trigger point: the owner of the card may discard one duplicate
    under it to save it. rule: duplicate
    """
    victim = ctx["card"]
    if ctx["saved"] or game.card(victim).owner != player:
        return []
    under = [u for u in game.zone(player, "duplicates") if game.card(u).attached_to == victim]
    out = []
    for dup in under[:1]:

        def run(game: CardGame, dup: str = dup) -> None:
            game.move(dup, player, "duplicates", "discard")
            game.card(dup).attached_to = None
            ctx["saved"] = True
            game.record(
                "save",
                f"{player} discards a duplicate of {game.card(victim).name} to save it",
                game.kit_rules["duplicate"],
                {"source": dup, "target": victim, "kind": "save"},
            )

        name = game.card(dup).name
        out.append(
            (
                option(
                    "save", dup, label=f"Discard the duplicate of {name}", explain=f"saves it from being {ctx['way']}"
                ),
                run,
            )
        )
    return out
