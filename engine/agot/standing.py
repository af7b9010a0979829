"""Phases 6 and 7: standing (FAZA POWSTAWANIA) and taxation (FAZA PODATKÓW)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.lasting import restricted

from .cardtext import PLOT_RULES

if TYPE_CHECKING:
    from .game import Agot


def stand_all(game: Agot) -> None:
    """Both players stand all their kneeling characters, locations and attachments. rule: standing"""
    night = next(
        (game.plot(p) for p in game.players if game.plot(p) and PLOT_RULES.get(game.plot(p).id) == "nothing-stands"),
        None,
    )
    if night:
        game.record("stand", f"{night.name}: no card stands this round", "plot.round")
        return
    for name in game.players:
        stood = [c for c in game.in_play(name) if c.kneeling and not restricted(game, c.uid, "stand")]
        for card in stood:
            card.kneeling = False
        game.record("stand", f"{name} stands {len(stood)} card{'s' * (len(stood) != 1)}", "standing", {"player": name})


def pay_taxes(game: Agot) -> None:
    """Both players return their unspent gold to the treasury. rule: taxation"""
    for name in game.players:
        gold = game.player(name).gold
        game.pay(name, gold)
        game.record("taxation", f"{name} returns {gold} unspent gold to the treasury", "taxation", {"player": name})
