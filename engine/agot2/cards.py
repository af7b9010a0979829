"""The 2nd edition's cards: the Core Set's printed facts (data/core-stats.json), the teaching cards
(data/teaching.yaml) and the cards on the table. rule: agot2.cards.types

The facts come from an open card database; what a card *does* is written in our own words next
to its ability in :mod:`.cardtext`, which builds on this module and hands the texts down with
:func:`give_texts` (``CardData.ability`` reads them).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

from engine.core.cards import bilingual
from engine.core.yamlfile import read_yaml

DATA = Path(__file__).parent / "data"
ICONS = ("military", "intrigue", "power")
#: Keywords with a number: Ambush (X), Bestow (X), Shadow (X).
NUMBERED = ("ambush", "bestow", "shadow")
#: The gold it costs to put a card with Shadow (X) into shadows, face down, at setup or when marshalling.
#: rule: agot2.kw.shadow
SHADOW_COST = 2

#: The eight factions of the Core Set: the name a learner reads (Polish beside English).
FACTIONS = {
    "baratheon": "Baratheon",
    "greyjoy": "Greyjoy",
    "lannister": "Lannister",
    "martell": "Martell",
    "thenightswatch": "Nocna Straż (The Night's Watch)",
    "stark": "Stark",
    "targaryen": "Targaryen",
    "tyrell": "Tyrell",
}


#: Card code -> what the card does, in our own words: the texts sit beside the abilities that
#: implement them in :mod:`.cardtext`, which gives them here when it is imported (the package
#: imports it with the game, before any card is read).
_TEXTS: dict[str, str] = {}


def give_texts(texts: Mapping[str, str]) -> None:
    """Where :attr:`CardData.ability` reads the card texts from: :mod:`.cardtext` calls it once."""
    _TEXTS.update(texts)


@dataclass(frozen=True)
class CardData:
    """What is printed on a card: cost, strength, icons, traits, keywords, plot values."""

    id: str  # the card code, e.g. "01089"
    name_en: str
    type: str  # character, location, attachment, event, plot, agenda, title
    faction: str = "neutral"
    cost: int | None = None  # None: no cost; events with cost X are -1
    strength: int = 0
    icons: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()  # bare names: "stealth", "ambush", "no attachments"
    numbers: tuple[tuple[str, int], ...] = ()  # ("ambush", 4): the X of numbered keywords
    unique: bool = False
    loyal: bool = False
    quantity: int = 1  # copies in the Core Set
    deck_limit: int = 3
    income: int = 0  # plots
    initiative: int = 0
    claim: int = 0
    reserve: int = 0
    teaching: bool = False  # one of our teaching cards, not a Core Set card
    name_pl: str = ""
    text: str = field(default="", compare=False)  # a teaching card's text, in the data

    @cached_property
    def name(self) -> str:
        """The name a learner reads (a Polish name beside the English one where we give one)."""
        return bilingual(self.name_pl or self.name_en, self.name_en)

    def has(self, keyword: str) -> bool:
        """Whether the card carries a keyword ("stealth", "ambush", "no attachments", ...)."""
        return keyword in self.keywords

    def x(self, keyword: str) -> int | None:
        """The X of a numbered keyword (Ambush, Bestow, Shadow), or None."""
        return self._numbers.get(keyword)

    @cached_property
    def _numbers(self) -> dict[str, int]:
        return dict(self.numbers)

    @property
    def ability(self) -> str:
        """What the card does, in our own words (empty for a card without text)."""
        return self.text or _TEXTS.get(self.id, "")

    @property
    def x_cost(self) -> bool:
        """An event whose cost is X (paid as it is played)."""
        return self.cost == -1

    def __reduce__(self) -> tuple:
        """Pickled by id: a snapshot of the table refers to the library's card data."""
        return card_data, (self.id,)


def card_data(card_id: str) -> CardData:
    """A card's data, by code."""
    return library()[card_id]


def _keywords(raw: list[str]) -> tuple[tuple[str, ...], tuple[tuple[str, int], ...]]:
    names, numbers = [], []
    for kw in raw:
        m = re.fullmatch(r"([a-z ]+?) \((\d+)\)", kw)
        if m:
            names.append(m[1])
            numbers.append((m[1], int(m[2])))
        else:
            names.append(kw)
    return tuple(names), tuple(numbers)


def _from_stats(c: dict) -> CardData:
    plot = c.get("plotStats") or {}
    keywords, numbers = _keywords(c.get("keywords") or [])
    cost = c.get("cost")
    return CardData(
        id=c["code"],
        name_en=c["name"],
        type=c["type"],
        faction=c["faction"],
        cost=-1 if cost == "X" else cost,
        strength=c.get("strength") or 0,
        icons=tuple(i for i in ICONS if (c.get("icons") or {}).get(i)),
        traits=tuple(c.get("traits") or ()),
        keywords=keywords,
        numbers=numbers,
        unique=bool(c.get("unique")),
        loyal=bool(c.get("loyal")),
        quantity=c["quantity"],
        deck_limit=c["deckLimit"],
        income=plot.get("income", 0),
        initiative=plot.get("initiative", 0),
        claim=plot.get("claim", 0),
        reserve=plot.get("reserve", 0),
    )


def _teaching(c: dict) -> CardData:
    keywords, numbers = _keywords(c.pop("keywords", []))
    icons, traits = tuple(c.pop("icons", ())), tuple(c.pop("traits", ()))
    return CardData(**c, keywords=keywords, numbers=numbers, icons=icons, traits=traits, teaching=True)


@cache
def library() -> dict[str, CardData]:
    """Every card by code: the Core Set's (plus 004's example cards) and the teaching cards."""
    raw = json.loads((DATA / "core-stats.json").read_text(encoding="utf-8"))
    cards = {c["code"]: _from_stats(c) for c in raw["cards"]}
    for entry in read_yaml((DATA / "teaching.yaml").read_text(encoding="utf-8")):
        data = _teaching(dict(entry))
        cards[data.id] = data
    return cards


#: Cards of rulebook 004's example that are not in the Core Set (scenarios only, never in a deck).
EXAMPLE_ONLY = ("11089", "15007")


@dataclass
class Card:
    """One physical card in the game: its data and its state on the table."""

    uid: str
    data: CardData
    owner: str
    kneeling: bool = False
    power: int = 0
    gold: int = 0  # Bestow gold on the card (rule agot2.kw.bestow)
    attached_to: str | None = None  # attachments and duplicates
    facedown: bool = False  # in shadows, or placed at setup

    @property
    def name(self) -> str:
        """The card's learner-facing name."""
        return self.data.name

    def __reduce__(self) -> tuple:
        """Pickled as a short tuple (snapshots are taken often)."""
        state = (self.uid, self.data.id, self.owner, self.kneeling, self.power, self.gold, self.attached_to)
        return table_card, (*state, self.facedown)


def table_card(
    uid: str, code: str, owner: str, kneeling: bool, power: int, gold: int, on: str | None, facedown: bool
) -> Card:
    """A card on the table again, from what its pickled form keeps."""
    return Card(uid, card_data(code), owner, kneeling, power, gold, on, facedown)


def values(c: CardData) -> str:
    """A card's printed numbers and keywords in a few words."""
    if c.type == "plot":
        parts = [f"income {c.income}", f"initiative {c.initiative}", f"claim {c.claim}", f"reserve {c.reserve}"]
    else:
        parts = [] if c.cost is None else [f"cost {'X' if c.x_cost else c.cost}"]
        if c.type == "character":
            parts.append(f"strength {c.strength}")
            parts.append("icons " + (", ".join(c.icons) or "none"))
    if c.keywords:
        parts.append("keywords " + ", ".join(f"{k} ({c.x(k)})" if c.x(k) is not None else k for k in c.keywords))
    if c.traits:
        parts.append("traits " + ", ".join(c.traits))
    return "; ".join(parts)
