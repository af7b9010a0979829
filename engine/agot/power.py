"""Power and victory: gaining power from the pool, and winning at 15 (moving power: the kit's
:func:`~engine.cardgame.power.move_power`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Result

if TYPE_CHECKING:
    from .cards import Card
    from .game import Agot

VICTORY_POWER = 15


def gain_power(game: Agot, name: str, n: int, rule: str, why: str, on: str | None = None) -> None:
    """Take ``n`` power tokens from the power pool onto the house card (or a character).

    If the pool runs short, the player takes what is left (rule power.pool).
    Victory is checked at once (rule victory).
    """
    amount = min(n, game.state.power_pool)
    if amount <= 0:
        return
    game.state.power_pool -= amount
    if on is None:
        game.player(name).power += amount
        where = "house"
    else:
        game.card(on).power += amount
        where = game.card(on).name
    game.record(
        "power",
        f"{name} gains {amount} power on {where}: {why}",
        rule,
        {"player": name, "amount": amount, "on": on},
    )
    check_victory(game)


def return_power(game: Agot, card: Card) -> None:
    """Power on a card that leaves play goes back to the power pool. rule: leave-play.power"""
    if card.power:
        game.state.power_pool += card.power
        game.record(
            "power-returned",
            f"{card.power} power on {card.name} returns to the power pool",
            "leave-play.power",
            {"card": card.uid, "amount": card.power},
        )
    card.power = 0


def check_victory(game: Agot) -> None:
    """15 or more power (house card plus characters) wins at once; if several players
    reach it together, the first player wins (rules victory, victory.tie).
    """
    scores = {p: game.total_power(p) for p in game.players}
    reached = [p for p in game.players if scores[p] >= VICTORY_POWER]
    if not reached:
        return
    if len(reached) == 1:
        winner, rule, why = reached[0], "victory", f"{reached[0]} has {scores[reached[0]]} power"
    else:
        winner, rule = game.state.first_player or reached[0], "victory.tie"
        why = f"both players reached {VICTORY_POWER} power together; the first player, {winner}, wins"
    game.end_now(Result(winner, why, rule, scores))
