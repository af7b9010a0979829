"""Setting up the base game for 3 to 6 houses. rules: board.setup, board.setup.houses, board.three-player

Houses, their cards, units and tokens; round 1; the wildling deck and threat 2; the three
Westeros decks shuffled apart; influence tracks and supply; starting units; garrisons, neutral
forces and (3 players) blocked areas; 5 power tokens each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import components
from .state import State, Unit
from .westeros_ids import WesterosId

if TYPE_CHECKING:
    from .game import BoardGame

DECKS = ("I", "II", "III")


def setup_key(players: int) -> str:
    """The setup a player count uses.

    >>> setup_key(4)
    'base_4p'
    """
    return f"base_{players}p"


def houses_for(players: int) -> list[str]:
    """The houses a player count plays with, in the order seats take them. rule: board.setup.houses"""
    return list(components().setups[setup_key(players)].houses or [])


def deck_cards(deck: str) -> list[str]:
    """A Westeros deck's card uids: the deck, the card's id, later copies ``.2``, ``.3``.

    >>> deck_cards("I")[:4]
    ['I:last_days_of_summer', 'I:supply', 'I:supply.2', 'I:supply.3']
    """
    out = []
    for card in components().westeros_decks[f"deck_{deck}"]:
        out += [WesterosId(deck, card.id, n + 1).text for n in range(card.copies)]
    return out


def new_state(game: BoardGame, rounds: int) -> State:
    """An empty table for the houses in play (nothing placed yet)."""
    key = setup_key(len(game.players))
    s = State(variant=components().setups[key].map or "base", setup=key, houses=list(game.houses), rounds=rounds)
    for h in s.houses:
        s.hands[h], s.discards[h], s.power[h], s.supply[h] = [], [], 0, 0
    s.holders = dict(game._seats)
    return s


def prepare(game: BoardGame) -> None:
    """Lay out the whole starting position. rules: board.setup, board.setup.houses"""
    c = components()
    s = game.state
    setup = c.setups[s.setup]
    for h in s.houses:
        s.hands[h] = [card.id for card in c.house_cards[h]]
        s.power[h] = c.game["starting_power_tokens"]["base"]
        s.supply[h] = c.houses[h].start_supply
    s.round, s.threat = 1, c.game["wildling_track_start"]
    s.wildlings = [w.id for w in c.wildling_cards]
    game.rng.shuffle(s.wildlings)
    for deck in DECKS:
        s.decks[deck], s.used[deck] = deck_cards(deck), []
        game.rng.shuffle(s.decks[deck])
    for track, order in c.influence_tracks["base"].items():
        s.tracks[track] = [h for h in order if h in s.houses]
    for h in s.houses:
        for area, kinds in c.starting_units[h]["player"].items():
            if area in setup.omit_start_units_in:
                continue
            for kind, n in kinds.items():
                s.units.setdefault(area, []).extend(Unit(h, kind) for _ in range(n))
        s.garrisons[game.map.homes[h]] = 2
    s.neutral = dict(setup.neutral_forces)
    s.blocked = list(setup.blocked_areas)
    game.record(
        "setup",
        f"{len(s.houses)} houses take their places: {', '.join(game.name(h) for h in s.tracks['iron_throne'])}"
        + (f"; {len(s.blocked)} areas are blocked" if s.blocked else ""),
        "board.setup",
    )
