"""What must hold after every decision. rules: board.terms.units, board.terms.control,
board.tracks.supply, board.terms.power-cap, board.pitfalls.cards
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import one_place_each

from . import areas
from .data import components

if TYPE_CHECKING:
    from .game import BoardGame


def check(game: BoardGame) -> list[str]:
    """Pools never exceeded, one house per area, ships only at sea or in ports, land units only on
    land, no unit in a blocked area, supply limits after reconciling, at most 20 power, house cards
    conserved, at most 3 ships in a port.
    """
    s = game.state
    out: list[str] = []
    for house in s.houses:
        for kind, n in areas.on_board(game, house).items():
            if n > components().houses[house].units_available.get(kind, 0):
                out.append(f"{house} has {n} {kind} units on the board, more than its pool")
        power = s.power[house] + sum(1 for h in s.tokens.values() if h == house and house not in s.vassals)
        if power > components().game["max_power_tokens_per_house"] or s.power[house] < 0:
            out.append(f"{house} has {power} power tokens")
        if not s.reconcile and not areas.within_supply(game, house) and s.march is None and s.muster is None:
            out.append(f"{house}'s armies {areas.armies(game, house)} break supply {s.supply[house]}")
        if house in s.vassals:  # a vassal holds no deck of its own: the game's own checks read its cards
            continue
        deck = game.house_deck(house)
        cards = s.hands[house] + s.discards[house] + [c for c in s.cards_out if c in deck]
        out += one_place_each(cards, deck, f"{house}'s house cards")
    out += game.extra_invariants()
    for area, units in s.units.items():
        where = game.map[area]
        if not units:
            out.append(f"{area} holds an empty unit list")
            continue
        if len({u.house for u in units}) > 1:
            out.append(f"{area} holds units of {sorted({u.house for u in units})}")
        if area in s.blocked:
            out.append(f"units in the blocked area {area}")
        for u in units:
            if (u.kind == "ship") == where.is_land:
                out.append(f"a {u.kind} in {area} ({where.kind})")
        if where.is_port and len(units) > 3:
            out.append(f"{len(units)} ships in {area}")
        if area in s.neutral:
            out.append(f"units share {area} with a neutral force")
    for area, house in s.tokens.items():
        if not game.map[area].is_land:
            out.append(f"a power token on {area}, not a land area")
        if areas.occupant(game, area) not in (None, house):
            out.append(f"{house}'s power token in {area} beside another house's units")
    if s.combat is None:
        out += [f"an order on {a}, which holds no units" for a in s.orders if a not in s.units]
    if s.threat % 2 or not 0 <= s.threat <= 12:
        out.append(f"wildling threat {s.threat}")
    for track in s.tracks.values():
        if sorted(track) != sorted(s.houses):
            out.append(f"a track holds {track}")
    return out
