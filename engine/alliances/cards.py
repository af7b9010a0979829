"""The cards of Sojusze (data/cards.yaml, or a deck file of your own box's values).

The rulebook prints few values: every number in the data file is a teaching value
(``printed: false``), and the split of the power tokens (18 each of 1, 2, 3) is our
assumption. A learner can load the values printed in their own box from a file of the
same shape; a bad file gets one clear error.
"""

from __future__ import annotations

from functools import cache, cached_property
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.cards import CardEntry, bilingual
from engine.core.protocol import EngineError
from engine.core.scenario import describe
from engine.core.yamlfile import read_yaml

DATA = Path(__file__).parent / "data" / "cards.yaml"

InfluenceEffect = Literal[
    "none",
    "betrayal",
    "bribery",
    "strings",
    "matchmaker",
    "blood_magic",
    "assassin",
    "little_birds",
    "contingency",
    "pack",
    "bonus",
    "draw",
]
AllyEffect = Literal["none", "double_token", "no_strings", "sansa", "mance", "jaqen", "loras", "token"]


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name_pl: str
    name_en: str
    text: str = ""
    printed: bool = False

    @cached_property
    def name(self) -> str:
        """The name a learner reads: Polish, with the English beside it when it differs."""
        return bilingual(self.name_pl, self.name_en)


class Ally(Card):
    power: int = Field(ge=0, le=20)
    timing: Literal["none", "this-round", "on-acquisition"] = "none"
    effect: AllyEffect = "none"
    params: dict[str, int] = Field(default_factory=dict)


class Influence(Card):
    color: Literal["red", "green", "purple", "white", "blue"]
    value: int = Field(ge=0, le=20)
    copies: int = Field(1, ge=1, le=10)
    effect: InfluenceEffect = "none"
    params: dict[str, int] = Field(default_factory=dict)
    triumph: bool = False
    leader: str | None = None


class Leader(Card):
    pass


class Deck(BaseModel):
    """A whole deck file."""

    model_config = ConfigDict(extra="forbid")
    tokens: dict[int, int]
    leaders: list[Leader]
    allies: list[Ally]
    influence: list[Influence]
    leader_cards: list[Influence] = Field(default_factory=list)
    events: list[Influence] = Field(default_factory=list)

    def cards(self) -> dict[str, Ally | Influence]:
        """Allies and influence cards by id."""
        out: dict[str, Ally | Influence] = {a.id: a for a in self.allies}
        for c in self.influence + self.leader_cards + self.events:
            out[c.id] = c
        return out


def load_deck(path: str | Path = DATA) -> Deck:
    """Read and check a deck file; one clear error naming the file and the field if it is wrong."""
    path = Path(path)
    try:
        raw = read_yaml(path.read_text(encoding="utf-8"))
        deck = Deck.model_validate(raw)
    except FileNotFoundError:
        raise EngineError(f"deck file not found: {path}") from None
    except yaml.YAMLError as err:
        raise EngineError(f"{path.name}: not valid YAML: {err}") from None
    except ValidationError as err:
        raise EngineError(f"{path.name}: {describe(err)}") from None
    ids = [c.id for c in deck.leaders] + [c.id for c in deck.allies] + [c.id for c in deck.influence]
    ids += [c.id for c in deck.leader_cards + deck.events]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise EngineError(f"{path.name}: card id '{twice[0]}' is used twice")
    leaders = {c.id for c in deck.leaders}
    for c in deck.leader_cards:
        if c.leader not in leaders:
            raise EngineError(f"{path.name}: leader_cards: '{c.id}' names an unknown leader '{c.leader}'")
    if sum(deck.tokens.values()) < 1 or any(v not in (1, 2, 3) for v in deck.tokens):
        raise EngineError(f"{path.name}: tokens: expected counts of the values 1, 2 and 3")
    return deck


@cache
def standard() -> Deck:
    """The tutor's own deck (teaching values)."""
    return load_deck(DATA)


#: The rule behind an ability, by effect key (abilities not listed follow cards.abilities).
_EFFECT_RULE = {
    "sansa": "allies.override",
    "mance": "allies.override",
    "jaqen": "allies.override",
    "loras": "allies.override",
    "token": "acquire.token",
    "double_token": "acquire.token",
    "no_strings": "cards.strings",
    "strings": "cards.strings",
    "bribery": "cards.bribery",
}


def _influence(c: Influence, kind: str, kind_rule: str | None) -> CardEntry:
    copies = f", {c.copies} copies" if c.copies > 1 else ""
    values = f"{c.color}, value {c.value}{copies}"
    if c.effect != "none":
        rule = _EFFECT_RULE.get(c.effect) or ("cards.triumph" if c.triumph else "cards.abilities")
    else:
        rule = kind_rule
    return CardEntry(c.id, c.name_pl, c.name_en, kind, f"{c.text} ({values})", rule)


def card_index(deck: Deck | None = None) -> list[CardEntry]:
    """Every card of a deck (the tutor's own by default) for the glossary: leaders, allies,
    influence cards, leader cards and events, in file order, each with its values."""
    deck = deck or standard()
    out = []
    for c in deck.leaders:
        own = ", ".join(card.name for card in deck.leader_cards if card.leader == c.id)
        text = c.text or (f"Own leader cards (advanced game): {own}." if own else "")
        out.append(CardEntry(c.id, c.name_pl, c.name_en, "leader", text, "setup.leaders"))
    out += [
        CardEntry(c.id, c.name_pl, c.name_en, "ally", f"{c.text} (power {c.power})", _EFFECT_RULE.get(c.effect))
        for c in deck.allies
    ]
    out += [_influence(c, "influence card", None) for c in deck.influence]
    out += [_influence(c, "leader card", "advanced.leader-cards") for c in deck.leader_cards]
    out += [_influence(c, "event", "advanced.events") for c in deck.events]
    return out
