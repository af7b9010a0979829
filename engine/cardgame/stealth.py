"""Stealth, as both editions have it: each attacker with Stealth may pick one character of the
defender without Stealth; that character cannot defend in this challenge.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

if TYPE_CHECKING:
    from .game import CardGame


def stealth_option(game: CardGame, uid: str) -> Option:
    """Bypassing one defending character with Stealth."""
    return option("stealth", uid, label=game.card(uid).name, explain="it cannot defend this challenge")


def choose_stealth(game: CardGame, c: Any, has_stealth: Callable[[str], bool], rule: str) -> Walk:
    """For the next Stealth attacker of challenge ``c`` that has not chosen, the attacker may pick a
    character of the defender without Stealth. Returns True when every Stealth attacker has chosen.
    rule: the game's Stealth rule
    """
    waiting = [u for u in c.attackers if has_stealth(u) and u not in c.stealth_chosen]
    if not waiting:
        return True
    uid = waiting[0]
    theirs = game.characters(c.defender)
    options = [stealth_option(game, ch.uid) for ch in theirs if not has_stealth(ch.uid) and ch.uid not in c.stealthed]
    options.append(Option("skip", "Bypass no one"))

    def why_not() -> list[Rejected]:
        return [
            stealth_option(game, ch.uid).refused(
                "has Stealth itself" if has_stealth(ch.uid) else "is already chosen", rule
            )
            for ch in theirs
            if has_stealth(ch.uid) or ch.uid in c.stealthed
        ]

    prompt = f"{c.attacker}: {game.card(uid).name} has Stealth: choose a character of {c.defender} that cannot defend"
    choice = yield Decision(c.attacker, prompt, options, why_not, rule)
    c.stealth_chosen.append(uid)
    if choice.verb == "stealth":
        c.stealthed.append(choice.subject)
        game.record(
            "stealth",
            f"{game.card(uid).name} slips past {game.card(choice.subject).name}: it cannot defend",
            rule,
            {"attacker": uid, "target": choice.subject},
        )
    return len(waiting) == 1
