"""Lasting effects: what abilities change for a while (until the end of a challenge, a phase or
the round) and what constant abilities change while their card is where it works. Several may
apply to one card; a game computes strength through them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .abilities import cards_with

if TYPE_CHECKING:
    from .abilities import Ability
    from .game import CardGame


@dataclass
class Lasting:
    """An effect an ability created that lasts ``until`` the end of a challenge, phase or round:
    strength for its targets, and what its targets may not do meanwhile (``forbids``: e.g.
    ``attack``, ``stand``). A game may subclass it for effects of its own.
    """

    source: str
    player: str
    until: str
    targets: list[str] = field(default_factory=list)
    strength: int = 0
    forbids: tuple[str, ...] = ()


def constant_sources(game: CardGame) -> tuple[tuple[str, Ability], ...]:
    """(card uid, ability) for every constant strength ability working now: the cards in each
    player's ``constant_zones`` whose text is not blank, players in seat order; worked out once per
    reading of the game (``Game.reading``). rule: lasting
    """
    return game.kept("constant_sources", lambda: _constant_sources(game))


def _constant_sources(game: CardGame) -> tuple[tuple[str, Ability], ...]:
    table = game.constants
    having = cards_with(game, "constant strength", table)
    if not having:
        return ()
    out = []
    cards, zones = game.state.cards, game.constant_zones
    for p in game.state.players.values():
        for zone in zones:
            if having.isdisjoint(p.zones[zone]):
                continue
            for uid in p.zones[zone]:
                if uid in having:
                    out.extend((uid, a) for a in table[cards[uid].data.id])
    if out and (blank := game.blanked()):
        out = [(uid, a) for uid, a in out if uid not in blank]
    return tuple(out)


def ability_modifiers(game: CardGame, uid: str) -> list[tuple[str, int, str]]:
    """Strength modifiers on a character from abilities: (source card uid, amount, kind), where
    kind is ``constant`` (a card's constant ability) or ``lasting`` (until an end). rule: lasting
    """
    out = []
    for src, ability in constant_sources(game):
        amount = ability.modifier(game, src, uid)  # type: ignore[misc]
        if amount:
            out.append((src, amount, "constant"))
    out += [(e.source, e.strength, "lasting") for e in game.state.lasting if e.strength and uid in e.targets]
    return out


def add(game: CardGame, effect: Lasting) -> None:
    """Start a lasting effect. rule: lasting"""
    game.state.lasting.append(effect)
    names = ", ".join(game.card(u).name for u in effect.targets) or "nobody"
    game.record(
        "lasting",
        f"{game.card(effect.source).name} affects {names} until the end of the {effect.until}",
        game.kit_rules["lasting"],
        {"source": effect.source, "targets": list(effect.targets), "until": effect.until},
    )


def expire(game: CardGame, until: str) -> None:
    """End the effects that last until the end of this challenge, phase or round. rule: lasting"""
    ended = [e for e in game.state.lasting if e.until == until]
    if ended:
        game.state.lasting = [e for e in game.state.lasting if e.until != until]
        game.record(
            "effects-end",
            f"The end of the {until}: {', '.join(game.card(e.source).name for e in ended)} no longer applies",
            game.kit_rules["lasting"],
            {"until": until, "sources": [e.source for e in ended]},
        )


def restricted(game: CardGame, uid: str, what: str) -> str | None:
    """The name of the card whose lasting effect forbids this card to do ``what`` now, or None.
    rule: lasting
    """
    for e in game.state.lasting:
        if what in e.forbids and uid in e.targets:
            return game.card(e.source).name
    return None
