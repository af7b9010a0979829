"""What the cards do: each faction's texts in our own words and the abilities that implement them.

Every module holds ``TEXTS`` (card code -> what it does, in our words), ``ABILITIES`` (card code ->
its abilities, declared next to its text) and ``NO_TEXT`` (codes of cards printed without an
ability). A card is implemented when it has no text, or its text and abilities are here; only
implemented cards go into decks (:mod:`..decks`). The texts are given to the card data
(:func:`..cards.give_texts`), where ``CardData.ability`` reads them.
"""

from __future__ import annotations

from engine.cardgame import Ability

from ..cards import give_texts
from . import agendas, baratheon, lannister, neutral, plots, stark, targaryen, teaching

MODULES = (lannister, targaryen, stark, baratheon, neutral, plots, agendas, teaching)

TEXTS: dict[str, str] = {code: text for m in MODULES for code, text in m.TEXTS.items()}
ABILITIES: dict[str, tuple[Ability, ...]] = {code: a for m in MODULES for code, a in m.ABILITIES.items()}
IMPLEMENTED: frozenset[str] = frozenset(TEXTS) | frozenset(c for m in MODULES for c in m.NO_TEXT)


give_texts(TEXTS)
