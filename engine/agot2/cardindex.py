"""The card index: every card of the 2nd edition as the glossary lists it (its values, what it does
in our own words, the rule it relates to most). Read through :func:`engine.card_index`.
"""

from __future__ import annotations

from engine.core.cards import CardEntry

from .cards import CardData, library, values
from .cardtext import ABILITIES
from .titles import EFFECTS, RELATIONS


def rule_of(data: CardData) -> str | None:
    """The rule a card relates to most: its first keyword's, else its first ability's, else its card type's."""
    if data.keywords:
        keyword = "immune" if data.keywords[0].startswith("immune") else data.keywords[0]
        return f"agot2.kw.{keyword.replace(' ', '-')}"
    found = ABILITIES.get(data.id)
    if found:
        return found[0].cites
    return {"plot": "agot2.plot", "title": "agot2.melee", "agenda": "agot2.cards.agenda"}.get(
        data.type, "agot2.cards.types"
    )


def card_index() -> list[CardEntry]:
    """Every card, for the glossary: its values and, where it has one, its ability in our words."""
    out = []
    for c in library().values():
        entry = f"{c.ability} ({values(c)})" if c.ability else values(c)
        if c.type == "title":
            support, rivals = RELATIONS[c.id]
            names = {k: library()[k].name for k in RELATIONS}
            entry = EFFECTS[c.id] + (f"; supports {names[support]}" if support else "")
            entry += f"; rivals {' and '.join(names[r] for r in rivals)}" if rivals else ""
        out.append(
            CardEntry(c.id, c.name_pl or c.name_en, c.name_en, c.type, entry or "not in the engine yet", rule_of(c))
        )
    return out
