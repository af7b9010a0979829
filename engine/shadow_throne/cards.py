"""The cards of W Cieniu Tronu: nine characters, nine copies each, and the end-of-game card."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.core.cards import CardEntry, bilingual

END = "end"  # the end-of-game card (Zakończenie gry)
COPIES = 9
#: Copies of each value removed before play, by player count (rule setup.deck).
REMOVED = {2: 4, 3: 2, 4: 0}


@dataclass(frozen=True)
class Character:
    """A character type: its face value, names, and the kind of its power."""

    value: int
    name_pl: str
    name_en: str
    power: str  # offensive, defensive, restrictive
    does: str  # the power in our own words

    @property
    def name(self) -> str:
        """The name a learner reads: Polish, with the English beside it when it differs."""
        return bilingual(self.name_pl, self.name_en)


CHARACTERS = {
    1: Character(1, "Generał", "General", "offensive", "lower the last revealed card by 3"),
    2: Character(2, "Prorok", "Prophet", "offensive", "look at the next card of the deck before revealing it"),
    3: Character(3, "Błazen", "Jester", "offensive", "raise or lower the last revealed card by 1"),
    4: Character(4, "Skrytobójca", "Assassin", "offensive", "lower the last revealed card by 2"),
    5: Character(5, "Sędzia", "Judge", "offensive", "use one of your turned offensive powers once more"),
    6: Character(6, "Minstrel", "Minstrel", "defensive", "whoever exchanges with you must take a Minstrel"),
    7: Character(
        7, "Alchemik", "Alchemist", "defensive", "whoever eliminates one of your cards must eliminate an Alchemik"
    ),
    8: Character(
        8,
        "Królowa",
        "Queen",
        "restrictive",
        "eliminate others' cards only with more cards out than Queens held",
    ),
    9: Character(9, "Król", "King", "restrictive", "exchange only with at least as many cards out as Kings held"),
}
#: How much each offensive power changes the last revealed card.
CHANGE = {1: (-3,), 3: (1, -1), 4: (-2,)}


@cache
def value(uid: str) -> int:
    """The face value of a card uid (``6c`` -> 6); the end card has none."""
    return 0 if uid == END else int(uid[0])


def name(uid: str) -> str:
    """A card's name for people."""
    return "Zakończenie gry (End of the game)" if uid == END else CHARACTERS[value(uid)].name


def all_cards() -> list[str]:
    """The 82 cards: ``1a``..``9i`` and ``end`` (a new list each time, made from one kept tuple)."""
    return list(_all_cards())


@cache
def _all_cards() -> tuple[str, ...]:
    return (*(f"{v}{chr(ord('a') + i)}" for v in CHARACTERS for i in range(COPIES)), END)


#: The rule about each character's power (the General, Jester and Assassin share the offensive one).
_POWER_RULE = {
    2: "powers.prophet",
    5: "powers.judge",
    6: "powers.minstrel",
    7: "powers.alchemist",
    8: "powers.queen",
    9: "powers.king",
}


def card_index() -> list[CardEntry]:
    """The nine characters (value, kind of power, what it does) and the end-of-game card, for the glossary.

    A character's id here is its English name in lower case: the engine's own uids (``5a``) name copies.
    """
    out = [
        CardEntry(
            c.name_en.lower(),
            c.name_pl,
            c.name_en,
            "character",
            f"Value {c.value}; {c.power} power: {c.does}.",
            _POWER_RULE.get(c.value, "powers.offensive"),
        )
        for c in CHARACTERS.values()
    ]
    out.append(CardEntry(END, "Zakończenie gry", "End of the game", "end-of-game card", "No value.", "end"))
    return out
