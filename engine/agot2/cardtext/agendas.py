"""The Core Set's agendas: Fealty and the eight Banners, what each does in our own words, and
Fealty's ability. rule: agot2.cards.agenda

An agenda lies in its player's play area from setup (:func:`..setup.build_decks`), so its abilities
work there. Fealty's deck-building rule (15 neutral cards at most) is checked by :mod:`..decks`; its
Action's reduction applies to the next loyal card marshalled or played this phase (an event's gold
cost reads it through :meth:`..game.Agot2.discount`). A Banner's only text is its deck-building rule,
which :mod:`..decks` checks too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.flow import Walk

from .words import ACTION, Ability, Cost, Use, reduce_next

if TYPE_CHECKING:
    from ..game import Agot2

FEALTY = "01027"
BANNERS = ("01198", "01199", "01200", "01201", "01202", "01203", "01204", "01205")


def loyal_card(game: Agot2, uid: str) -> bool:
    """Fealty's reduction: a loyal card."""
    return game.card(uid).data.loyal


@dataclass(frozen=True)
class KneelFactionCard(Cost):
    """Fealty's cost: kneel your faction card (paid before cancels). rule: agot2.timing.initiate"""

    def why_not(self, game: Agot2, use: Use) -> tuple[str, str] | None:  # type: ignore[override]
        if game.player(use.player).faction_kneeling:
            return "your faction card is kneeling, and its cost is to kneel it", game.kit_rules["costs"]
        return None

    def pay(self, game: Agot2, use: Use) -> Walk:  # type: ignore[override]
        game.player(use.player).faction_kneeling = True
        game.record(
            "cost", f"{use.player} pays: {self.describe(game, use)}", game.kit_rules["costs"], {"source": use.source}
        )
        return
        yield

    def describe(self, game: Agot2, use: Use) -> str:  # type: ignore[override]
        return "kneels your faction card"


TEXTS: dict[str, str] = {
    FEALTY: (
        "Your deck may hold 15 neutral cards at most. Action: kneel your faction card; the next loyal card you "
        "marshal or play in this phase costs 1 less."
    ),
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    FEALTY: (
        Ability(
            ACTION,
            cost=KneelFactionCard(),
            effect=reduce_next(1, loyal_card),
            needs="your faction card standing",
        ),
    ),
}

NO_TEXT: tuple[str, ...] = BANNERS
