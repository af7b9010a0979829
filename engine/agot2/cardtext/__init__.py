"""What the cards do: each faction's texts in our own words and the abilities that implement them.

Every module holds ``TEXTS`` (card code -> what it does, in our words), ``ABILITIES`` (card code ->
its abilities, declared next to its text) and ``NO_TEXT`` (codes of cards printed without an
ability). A card is implemented when it has no text, or its text and abilities are here; only
implemented cards go into decks (:mod:`..decks`).
"""

from __future__ import annotations

from engine.cardgame import Ability

from . import baratheon, lannister, neutral, plots, stark, targaryen, teaching

MODULES = (lannister, targaryen, stark, baratheon, neutral, plots, teaching)

TEXTS: dict[str, str] = {code: text for m in MODULES for code, text in m.TEXTS.items()}
ABILITIES: dict[str, tuple[Ability, ...]] = {code: a for m in MODULES for code, a in m.ABILITIES.items()}
IMPLEMENTED: frozenset[str] = frozenset(TEXTS) | frozenset(c for m in MODULES for c in m.NO_TEXT)


def rule_of(data: object) -> str | None:
    """The rule a card relates to most, for the glossary: its first keyword's, else its first
    ability's, else its card type's.
    """
    from ..cards import CardData

    assert isinstance(data, CardData)
    if data.keywords:
        keyword = "immune" if data.keywords[0].startswith("immune") else data.keywords[0]
        return f"agot2.kw.{keyword.replace(' ', '-')}"
    found = ABILITIES.get(data.id)
    if found:
        return found[0].cites
    return {"plot": "agot2.plot", "title": "agot2.melee", "agenda": "agot2.cards.agenda"}.get(
        data.type, "agot2.cards.types"
    )
