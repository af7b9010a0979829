"""Mother of Dragons' parts of a scenario's position: vassals' lords, loyalty tokens, dragon strength,
the Iron Bank's row and loans, upgrades. rules: mod.vassals.lord, mod.targaryen.loyalty-gain,
mod.dragons.strength, mod.bank, mod.upgrades
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import EngineError

from ..data import components
from ..scenario import Check, Position

if TYPE_CHECKING:
    from ..game import BoardGame


def build(game: BoardGame, pos: Position, house: Check, area: Check) -> None:
    """The expansion's parts of a position: lords, loyalty, dragons, the Iron Bank, upgrades."""
    s = game.state
    for v, lord in pos.lords.items():
        if house(v, f"lords.{v}") not in s.vassals or house(lord, f"lords.{v}") in s.vassals:
            raise EngineError(f"lords.{v}: a vassal's lord must be a house a player holds")
        s.lords[v] = lord
    if pos.loyalty is not None:
        s.loyalty = {area(a, f"loyalty.{a}"): n for a, n in pos.loyalty.items()}
    if pos.loyalty_won is not None:
        s.loyalty_won = pos.loyalty_won
    if "targaryen" in s.houses:  # the tokens the round marker has passed (rule: mod.dragons.strength)
        s.dragon_strength = sum(1 for r in components().dragons["strength_token_rounds"] if r <= s.round)
    if pos.dragon_strength is not None:
        s.dragon_strength = pos.dragon_strength
    known = [c.id for c in components().loan_cards]
    for i, cid in enumerate(pos.bank or []):
        if cid is not None and cid not in known:
            raise EngineError(f"bank[{i}]: unknown loan card '{cid}'; loans are {', '.join(known)}")
    if pos.bank is not None:
        s.bank = list(pos.bank)
    for h, cards in pos.loans.items():
        s.loans[house(h, f"loans.{h}")] = list(cards)
    taken = [c for c in s.bank if c] + [c for cards in s.loans.values() for c in cards]
    s.loan_deck = [c for c in known if c not in taken] if pos.bank is not None or pos.loans else s.loan_deck
    for a, ups in pos.upgrades.items():
        s.upgrades[area(a, f"upgrades.{a}")] = list(ups)
