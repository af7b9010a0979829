"""Parts of a card game's view that every edition shows alike: why a strength differs from the
printed one, and the challenge being fought.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Modifier:
    """Why a character's strength differs from the printed one."""

    source: str
    amount: int
    kind: str


@dataclass(frozen=True)
class ChallengeView:
    """The challenge being fought. Until the winner is decided the strengths are the current totals
    (the participating characters with every modifier); afterwards, the totals that decided it.
    """

    kind: str
    attacker: str
    defender: str
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    stealthed: tuple[str, ...]
    attack_strength: int
    defense_strength: int
    winner: str | None


def challenge_fields(c: Any, attack: int, defense: int) -> dict[str, Any]:
    """The fields of :class:`ChallengeView` for a game's challenge state and its totals."""
    return {
        "kind": c.kind,
        "attacker": c.attacker,
        "defender": c.defender,
        "attackers": tuple(c.attackers),
        "defenders": tuple(c.defenders),
        "stealthed": tuple(c.stealthed),
        "attack_strength": attack,
        "defense_strength": defense,
        "winner": c.winner,
    }
