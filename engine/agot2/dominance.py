"""Phase 5, dominance (rule agot2.dominance): standing characters' strength plus gold in the pool
(the Crown Regent adds 2); the single highest total gains 1 power, a tie gives none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects

if TYPE_CHECKING:
    from .game import Agot2


def dominance_total(game: Agot2, name: str) -> int:
    """A player's dominance total. rule: agot2.dominance"""
    standing = sum(game.strength(c.uid) for c in game.characters(name) if not c.kneeling)
    return standing + game.player(name).gold + effects.bonus(game, name, "dominance")


def decide(game: Agot2) -> None:
    """The single highest total wins dominance and gains 1 power. rule: agot2.dominance"""
    totals = {p: dominance_total(game, p) for p in game.turn_order()}
    top = max(totals.values())
    best = [p for p, t in totals.items() if t == top]
    shown = ", ".join(f"{p} {t}" for p, t in totals.items())
    if len(best) > 1:
        game.record("dominance", f"Dominance is tied ({shown}): nobody wins it", "agot2.dominance", {"totals": totals})
        return
    game.state.dominance = best[0]
    game.record("dominance", f"{best[0]} wins dominance ({shown})", "agot2.dominance", {"totals": totals})
    game.gain_power(best[0], 1, "agot2.dominance", "won dominance")
