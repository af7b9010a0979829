"""What Mother of Dragons adds to the table's view: vassals, loyalty, dragons, the Iron Bank,
upgrades. rules: mod.vassals, mod.targaryen, mod.dragons, mod.bank, mod.upgrades
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..data import components
from ..views import LOAN_NAMES
from . import dragons, ironbank, points

if TYPE_CHECKING:
    from ..game import BoardGame


@dataclass(frozen=True)
class ModView:
    """What Mother of Dragons adds to the table: vassals, loyalty, dragons, the Iron Bank, upgrades."""

    vassals: tuple[tuple[str, str | None], ...]  # vassal -> lord
    vassal_sets: tuple[str, ...]  # holders of an unused vassal order set
    vassal_deck: int  # cards in the vassal house-card deck
    loyalty: tuple[tuple[str, int], ...]  # area -> loyalty tokens
    loyalty_won: int
    pentos_held: bool
    pentos_points: int  # what Pentos adds to Targaryen's points now
    dragon_strength: int
    dragon_rounds: tuple[int, ...]
    dragon_rounds_left: tuple[int, ...]  # the rounds still to bring a strength token
    bank: tuple[tuple[int, str | None, str | None], ...]  # (cost, loan id, loan name) per slot
    prices: tuple[int, ...]  # per slot, the power the viewer's house pays (Braavos' discount off)
    braavos: str | None  # the house holding Braavos' token
    loan_deck: int
    upgrades: tuple[tuple[str, tuple[str, ...]], ...]
    card_set: str


def _prices(game: BoardGame, house: str | None) -> tuple[int, ...]:
    """What a loan costs a house in each slot of the bank's row, as the engine charges it (an
    onlooker sees the slots' printed costs). rules: mod.bank.loan, mod.bank.braavos
    """
    slots = range(len(ironbank.SLOT_COSTS))
    return tuple(ironbank.price(game, house, i) if house else ironbank.SLOT_COSTS[i] for i in slots)


def table(game: BoardGame, viewer: str | None) -> ModView | None:
    """What Mother of Dragons adds to the table as ``viewer`` sees it."""
    s = game.state
    if not s.mod:
        return None
    costs = ironbank.SLOT_COSTS
    return ModView(
        tuple((v, s.lords.get(v)) for v in s.vassals),
        tuple(s.vassal_sets),
        len(s.vassal_deck),
        tuple(sorted(s.loyalty.items())),
        s.loyalty_won,
        s.pentos_held,
        points.pentos_points(game),
        s.dragon_strength,
        tuple(components().dragons["strength_token_rounds"]),
        dragons.dragon_rounds_left(game),
        tuple((cost, cid, LOAN_NAMES[cid] if cid else None) for cost, cid in zip(costs, s.bank, strict=False)),
        _prices(game, viewer),
        ironbank.braavos_holder(game),
        len(s.loan_deck),
        tuple((a, tuple(u)) for a, u in sorted(s.upgrades.items())),
        s.card_set,
    )
