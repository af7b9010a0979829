"""Setup (PRZYGOTOWANIE DO ROZGRYWKI)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CHARACTERS, END, REMOVED, all_cards, value

if TYPE_CHECKING:
    from .game import ShadowThrone


def build_deck(game: ShadowThrone) -> None:
    """Set the end card aside, remove 4 (2 players) or 2 (3 players) cards of each value, shuffle.

    rule: setup.deck
    """
    s = game.state
    cards = [u for u in all_cards() if u != END]
    drop = REMOVED[len(game.players)]
    removed = [u for v in CHARACTERS for u in [c for c in cards if value(c) == v][:drop]]
    s.box = removed
    s.deck = [u for u in cards if u not in removed]
    game.rng.shuffle(s.deck)
    s.aside = [END]
    extra = f"; {drop} of each value are removed for {len(game.players)} players" if drop else ""
    game.record("setup", f"The deck has {len(s.deck)} cards{extra}; the end card waits aside", "setup.deck")


def choose_first(game: ShadowThrone) -> None:
    """The first player is drawn at random; play goes clockwise. rule: setup.first-player"""
    first = game.rng.choice(game.players)
    game.state.first = first
    game.active = first
    game.record(
        "setup",
        f"{first} goes first; then {', '.join(game.seats_from(first)[1:])}",
        "setup.first-player",
        {"player": first},
    )
