"""The card index: every card of the learning set as the glossary lists it (what it does, its
teaching values, the rule it relates to most), read through :func:`engine.card_index`. It reads
the card data (:mod:`.cards`) and the engine's reading of the abilities (:mod:`.cardtext`).
"""

from __future__ import annotations

from engine.core.cards import CardEntry

from .cards import CardData, library
from .cardtext import ABILITIES

#: The rule about each kind of card, for cards that carry no keyword and no ability of their own.
_KIND_RULE = {"event": "marshalling.play-types", "attachment": "marshalling.attachments", "plot": "plot"}


def _values(c: CardData) -> str:
    """A card's numbers and keywords in a few words (teaching values unless printed)."""
    if c.type == "plot":
        parts = [f"income {c.income}", f"initiative {c.initiative}", f"claim {c.claim}"]
    else:
        parts = [f"cost {c.cost}"]
        if c.type == "character":
            parts.append(f"strength {c.strength}")
        if c.icons:
            parts.append("icons " + ", ".join(c.icons))
        if c.income:
            parts.append(f"income +{c.income}")
        if c.strength_bonus:
            parts.append(f"strength +{c.strength_bonus}")
        if c.icons_gained:
            parts.append("gives " + ", ".join(c.icons_gained))
    if c.keywords:
        parts.append("keywords " + ", ".join(c.keywords))
    if c.traits:
        parts.append("traits " + ", ".join(c.traits))
    return ("printed values: " if c.printed else "teaching values: ") + "; ".join(parts)


def card_index() -> list[CardEntry]:
    """Every card of the learning set, plots included, for the glossary (file order).

    The rule is the card's keyword rule, else the rule its ability follows, else the rule
    about its kind of card (none for a plain character or location).
    """
    out = []
    for c in library().cards.values():
        abilities = ABILITIES.get(c.id, ())
        if c.keywords:
            rule: str | None = f"keywords.{c.keywords[0]}"
        elif abilities:
            rule = abilities[0].cites
        elif c.type == "location" and c.income:
            rule = "marshalling.income-bonus"
        elif c.type == "plot" and c.ability:
            rule = "plot.round"  # a plot whose text changes a rule for the round
        else:
            rule = _KIND_RULE.get(c.type)
        values = _values(c)
        text = f"{c.ability} ({values})" if c.ability else values[0].upper() + values[1:]
        out.append(CardEntry(c.id, c.name_pl, c.name_en, c.type, text, rule))
    return out
