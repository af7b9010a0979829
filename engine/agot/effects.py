"""Lasting effects (TRWAŁE EFEKTY): modifiers that hold while a card is in play, or until
the end of a challenge, a phase or the round. Several may apply to one card; strength
is always computed through them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

from .abilities import Ability

if TYPE_CHECKING:
    from .game import Agot


@dataclass
class Lasting:
    """An effect created by an ability that lasts ``until`` the end of a challenge, phase or round."""

    source: str
    player: str
    until: str  # challenge, phase, round
    targets: list[str] = field(default_factory=list)
    strength: int = 0
    no_attack: bool = False  # the targets cannot be declared as attackers
    no_stand: bool = False  # the targets do not stand in the standing phase
    on_win_draw: int = 0  # if ``player`` wins the challenge, they draw this many


def constant_sources(game: Agot) -> list[tuple[str, object]]:
    """(card uid, ability) for every constant ability working now: cards in play, revealed plots."""
    out = []
    cards, table = game.state.cards, constants()
    for p in game.state.players.values():
        for zone in ("play", "revealed"):
            for uid in p.zones[zone]:
                out.extend((uid, a) for a in table.get(cards[uid].data.id, ()))
    return out


@cache
def constants() -> dict[str, tuple[Ability, ...]]:
    """Card id -> its constant abilities that modify strength."""
    from .cardtext import ABILITIES

    return {
        cid: found
        for cid, abs_ in ABILITIES.items()
        if (found := tuple(a for a in abs_ if a.kind == "constant" and a.modifier))
    }


def modifiers(game: Agot, uid: str) -> list[tuple[str, int, str]]:
    """Every strength modifier on a character now: (source card uid, amount, kind), where
    kind is ``attachment``, ``constant`` (a card in play or a plot) or ``lasting`` (until an end).
    """
    out = [(a.uid, a.data.strength_bonus, "attachment") for a in game.attached(uid) if a.data.strength_bonus]
    for src, ability in constant_sources(game):
        amount = ability.modifier(game, src, uid)  # type: ignore[attr-defined]
        if amount:
            out.append((src, amount, "constant"))
    out += [(e.source, e.strength, "lasting") for e in game.state.lasting if e.strength and uid in e.targets]
    return out


def strength(game: Agot, uid: str) -> int:
    """Printed strength plus every modifier, never below 0. rule: abilities.lasting"""
    return max(0, game.card(uid).data.strength + sum(n for _, n, _ in modifiers(game, uid)))


def add(game: Agot, effect: Lasting) -> None:
    """Start a lasting effect."""
    game.state.lasting.append(effect)
    names = ", ".join(game.card(u).name for u in effect.targets) or "nobody"
    game.record(
        "lasting",
        f"{game.card(effect.source).name} affects {names} until the end of the {effect.until}",
        "abilities.lasting",
        {"source": effect.source, "targets": list(effect.targets), "until": effect.until},
    )


def expire(game: Agot, until: str) -> None:
    """End the effects that last until the end of this challenge, phase or round."""
    ended = [e for e in game.state.lasting if e.until == until]
    if ended:
        game.state.lasting = [e for e in game.state.lasting if e.until != until]
        game.record(
            "effects-end",
            f"The end of the {until}: {', '.join(game.card(e.source).name for e in ended)} no longer applies",
            "abilities.lasting",
            {"until": until, "sources": [e.source for e in ended]},
        )


def restricted(game: Agot, uid: str, flag: str) -> str | None:
    """The name of the card whose lasting effect forbids this (no_attack, no_stand), or None."""
    for e in game.state.lasting:
        if getattr(e, flag) and uid in e.targets:
            return game.card(e.source).name
    return None
