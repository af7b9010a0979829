"""The house cards: one record per card (:class:`~.card.HouseCard`), one module per house, and the
hooks combat asks every played card through (:mod:`.resolve`). The base game's six decks are
registered here; Mother of Dragons registers Arryn's, Targaryen's two sets and the vassal deck.
rules: board.cards, board.combat.cards, board.combat.win-lose, board.cards.<card> for each base card
"""

from ..data import components
from . import baratheon, greyjoy, lannister, martell, stark, tyrell
from .card import HouseCard
from .context import fights, gap, mark, marks, opponent, played, protected
from .refresh import refresh
from .registry import CARDS, HOUSE_OF, RECORDS, TEXTS, card_option, deck_name, register, rule_of, text
from .resolve import (
    after_combat,
    before_refresh,
    bonuses,
    defense_factor,
    extra_icons,
    has_immediate,
    has_outcome,
    immediate,
    on_outcome,
    printed,
    unit_value,
)

BASE_HOUSES = ("stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell")
for _deck in (stark, lannister, greyjoy, tyrell, baratheon, martell):
    register(_deck.HOUSE, _deck.HOUSE, _deck.CARDS, components().houses[_deck.HOUSE].name, "board.cards")
#: The base game's cards (the agot-board game knows only these).
BASE_CARDS = frozenset(CARDS)

__all__ = [
    "BASE_CARDS",
    "BASE_HOUSES",
    "CARDS",
    "HOUSE_OF",
    "RECORDS",
    "TEXTS",
    "HouseCard",
    "after_combat",
    "before_refresh",
    "bonuses",
    "card_option",
    "deck_name",
    "defense_factor",
    "extra_icons",
    "fights",
    "gap",
    "has_immediate",
    "has_outcome",
    "immediate",
    "mark",
    "marks",
    "on_outcome",
    "opponent",
    "played",
    "printed",
    "protected",
    "refresh",
    "register",
    "rule_of",
    "text",
    "unit_value",
]
