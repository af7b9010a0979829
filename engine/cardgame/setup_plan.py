"""A setup a beginner bot would place: what both card games' setup judges return (see each game's
``hints_setup.py``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Plan:
    """A setup: its cards, gold, value, characters, strength and the icons its characters cover."""

    cards: tuple[str, ...] = ()
    cost: int = 0
    value: float = 0.0
    characters: int = 0
    strength: int = 0
    icons: int = 0
