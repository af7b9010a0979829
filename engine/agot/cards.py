"""The learning set's cards (data/cards.yaml) and the cards on the table.

The rulebook prints no card values: every number in the data is a teaching
value (``printed: false``), which the tutor tells the learner to check against
their own cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from engine.core.cards import bilingual
from engine.core.yamlfile import read_yaml

DATA = Path(__file__).parent / "data"
ICONS = ("military", "intrigue", "power")
KEYWORDS = ("limited", "renown", "stealth")
HOUSE_PREFIX = {"stark": "S", "lannister": "L"}


@dataclass(frozen=True)
class CardData:
    """What is printed on a card (or our teaching value for it)."""

    id: str
    name_pl: str
    name_en: str
    type: str  # character, location, attachment, event, plot
    house: str = "neutral"
    cost: int = 0
    strength: int = 0
    icons: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    unique: bool = False
    income: int = 0
    strength_bonus: int = 0
    icons_gained: tuple[str, ...] = ()
    ability: str = ""
    printed: bool = False
    # plots
    deck: str = ""
    initiative: int = 0
    claim: int = 0

    @cached_property
    def name(self) -> str:
        """The name a learner reads: Polish, with the English name beside it when it differs."""
        return bilingual(self.name_pl, self.name_en)

    def has(self, keyword: str) -> bool:
        """Whether the card carries a keyword (limited, renown, stealth)."""
        return keyword in self.keywords

    def __reduce__(self) -> tuple:
        """Pickled by id: a snapshot of the table refers to the library's card data."""
        return card_data, (self.id,)


def card_data(card_id: str) -> CardData:
    """The data of a card of the learning set, by id."""
    return library().cards[card_id]


@dataclass(frozen=True)
class Library:
    """All card data: cards by id, plots by id, the two decks, trait names."""

    cards: dict[str, CardData]
    decks: dict[str, dict[str, int]]
    traits: dict[str, str]

    def plots(self, deck: str) -> list[CardData]:
        """The plots of one starting pile (stark, lannister or draft), in file order."""
        return [c for c in self.cards.values() if c.type == "plot" and c.deck == deck]


def _card(entry: dict, kind: str | None = None) -> CardData:
    fields = {k: tuple(v) if isinstance(v, list) else v for k, v in entry.items()}
    if kind:
        fields["type"] = kind
    return CardData(**fields)


@cache
def library() -> Library:
    """Load data/cards.yaml once."""
    raw = read_yaml((DATA / "cards.yaml").read_text(encoding="utf-8"))
    cards = {c["id"]: _card(c) for c in raw["cards"]}
    cards.update({p["id"]: _card(p, "plot") for p in raw["plots"]})
    return Library(cards, raw["decks"], raw.get("traits", {}))


@dataclass
class Card:
    """One physical card in the game: its data and its state on the table."""

    uid: str
    data: CardData
    owner: str
    kneeling: bool = False
    power: int = 0
    attached_to: str | None = None  # for attachments and duplicates

    @property
    def name(self) -> str:
        """The card's learner-facing name."""
        return self.data.name

    def __reduce__(self) -> tuple:
        """Pickled as a short tuple (snapshots are taken often)."""
        return table_card, (self.uid, self.data.id, self.owner, self.kneeling, self.power, self.attached_to)


#: How many values a card is pickled as (see ``Card.__reduce__`` and ``State.__getstate__``).
CARD_FIELDS = 6


def table_card(uid: str, card_id: str, owner: str, kneeling: bool, power: int, attached_to: str | None) -> Card:
    """A card on the table again, from what its pickled form keeps."""
    return Card(uid, card_data(card_id), owner, kneeling, power, attached_to)
