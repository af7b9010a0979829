"""What every game with cards shares: bilingual names and the rule that each card is in one place."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass


def bilingual(name_pl: str, name_en: str) -> str:
    """The name a learner reads: Polish, with the English name beside it when it differs.

    >>> bilingual("Generał", "General")
    'Generał (General)'
    >>> bilingual("Tyrion", "Tyrion")
    'Tyrion'
    """
    return name_pl if name_pl == name_en else f"{name_pl} ({name_en})"


def one_place_each(found: Iterable[str], every: Iterable[str], what: str = "cards") -> list[str]:
    """Problems with card conservation: every card of the game in exactly one place.

    >>> one_place_each(["a", "b", "b"], ["a", "b", "c"])
    ['cards not conserved: twice b; missing c']
    >>> one_place_each(["b", "a"], ["a", "b"])
    []
    """
    have, want = Counter(found), Counter(every)
    if dict.__eq__(have, want):  # counts of at least one on both sides: equal dicts are equal counts (fast, in C)
        return []
    twice = sorted(u for u, n in have.items() if n > want.get(u, 0) and u in want)
    extra = sorted(u for u in have if u not in want)
    missing = sorted(u for u in want if have.get(u, 0) < want[u])
    parts = [
        f"{label} {', '.join(uids[:5])}"
        for label, uids in (("twice", twice), ("unknown", extra), ("missing", missing))
        if uids
    ]
    return [f"{what} not conserved: {'; '.join(parts)}"]


@dataclass(frozen=True)
class CardEntry:
    """One card of a game as a glossary lists it: names, kind, what it does, the rule behind it.

    ``id`` is the card's id in the engine's data (what lesson scripts and saves name);
    ``text`` is the ability as the engine's data words it, or the card's values; ``rule``
    is the id of the rule the card relates to most, or None.

    >>> CardEntry("ice", "Lód", "Ice", "attachment", "Kneel to kill a character.").name
    'Lód (Ice)'
    """

    id: str
    name_pl: str
    name_en: str
    kind: str
    text: str
    rule: str | None = None

    @property
    def name(self) -> str:
        """The name a learner reads: Polish, with the English name beside it when it differs."""
        return bilingual(self.name_pl, self.name_en)
