"""Every house card by id: the base game's six houses are registered by the package, an expansion
registers its decks when it is imported. rules: board.cards, mod.cards.sets, mod.vassals.cards
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.protocol import Option, option

from ..data import HouseCardData, components
from .card import HouseCard

#: Every registered house card's record, by id.
RECORDS: dict[str, HouseCard] = {}
#: Every registered house card as printed, by id.
CARDS: dict[str, HouseCardData] = {}
#: Whose deck a card is in: a house, or "vassal" for the vassals' shared deck.
HOUSE_OF: dict[str, str] = {}
#: The texts in our own words of the cards that have one.
TEXTS: dict[str, str] = {}
#: The glossary's name of each card's deck ("Stark", "Targaryen (set B)", "the vassal deck").
DECK_NAMES: dict[str, str] = {}
#: The catalogue prefix of each card's rules ("board.cards" or "mod.cards").
RULE_PREFIX: dict[str, str] = {}


def register(key: str, owner: str, records: Iterable[HouseCard], deck_name: str, prefix: str) -> None:
    """Add a deck: ``key`` names it in the components, ``owner`` is whose it is; every printed card
    of the deck needs a record and every record a printed card."""
    printed = {c.id: c for c in components().house_cards[key]}
    by_id = {r.id: r for r in records}
    assert set(by_id) == set(printed), f"{key}: records {sorted(by_id)} and printed cards {sorted(printed)} differ"
    for cid, data in printed.items():
        RECORDS[cid], CARDS[cid], HOUSE_OF[cid] = by_id[cid], data, owner
        DECK_NAMES[cid], RULE_PREFIX[cid] = deck_name, prefix
        if by_id[cid].text:
            TEXTS[cid] = by_id[cid].text


def deck_name(cid: str) -> str:
    """Whose deck a card is in, for the glossary: 'Stark', 'Targaryen (set B)', 'the vassal deck'."""
    return DECK_NAMES[cid]


def rule_of(cid: str) -> str:
    """The catalogue entry of a card: board.cards.<card> (plain) or mod.cards.<card> (plain)."""
    return f"{RULE_PREFIX[cid]}.{cid}" if cid in TEXTS else f"{RULE_PREFIX[cid]}.plain"


def text(cid: str) -> str:
    """A card's text in our words, or its icons for a card without one."""
    c = CARDS[cid]
    icons = ", ".join(
        p for p in (f"{c.swords} sword(s)" if c.swords else "", f"{c.forts} fort(s)" if c.forts else "") if p
    )
    return TEXTS.get(cid, icons or "no text")


def card_option(cid: str) -> Option:
    """The option that plays a card: its name, printed strength and text. rule: board.combat.cards"""
    c = CARDS[cid]
    return option("card", cid, label=f"{c.name} ({c.strength})", explain=text(cid))
