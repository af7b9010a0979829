"""Neutral cards of the Core Set: what each does, in our own words, and its abilities."""

from __future__ import annotations

from .words import Ability

TEXTS: dict[str, str] = {}
ABILITIES: dict[str, tuple[Ability, ...]] = {}
NO_TEXT: tuple[str, ...] = ()
