"""Decks: a learning deck per faction, and a player's own deck list checked line by line.

**The learning deck rule** (rule agot2.cards.agenda, TEACH): every card of the faction in the
Core Set twice, every neutral draw card as many times as the Core Set holds it, and the
seven plots of :data:`LEARNING_PLOTS`; no agenda. Only cards whose abilities the engine
implements are taken, so a deck never holds a card that would not work.

**A deck list** (YAML): ``faction``, an optional ``agenda`` (a card code) and ``cards``, a
mapping of card code to copies holding the draw cards and the seven plots. An agenda brings its
own rule: a Banner needs 12 cards of its faction, Fealty allows at most 15 neutral cards (we count
the draw deck: every Core Set plot is neutral). rule: agot2.cards.agenda
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import yaml

from engine.core.protocol import EngineError

from .cards import EXAMPLE_ONLY, FACTIONS, CardData, library
from .cardtext import IMPLEMENTED

MIN_DRAW = 60
PLOTS = 7
#: The learning decks' plots: simple ones, with a spread of income, initiative and reserve.
LEARNING_PLOTS = ("01004", "01005", "01006", "01010", "01016", "01019", "01021")
DRAW_TYPES = ("character", "location", "attachment", "event")
BANNERS = {
    "01198": "baratheon",
    "01199": "greyjoy",
    "01200": "lannister",
    "01201": "martell",
    "01202": "thenightswatch",
    "01203": "stark",
    "01204": "targaryen",
    "01205": "tyrell",
}
BANNER_MIN = 12
FEALTY = "01027"
#: Fealty's deck-building rule: at most this many neutral cards in the deck.
FEALTY_MAX_NEUTRAL = 15


@dataclass(frozen=True)
class Deck:
    """A legal deck: faction, agenda and the cards by code with copies."""

    faction: str
    agenda: str | None = None
    cards: dict[str, int] = field(default_factory=dict)  # draw cards and plots

    def draw_cards(self) -> list[str]:
        """Draw deck card codes, one entry per copy."""
        lib = library()
        return [c for c, n in self.cards.items() for _ in range(n) if lib[c].type in DRAW_TYPES]

    def plots(self) -> list[str]:
        """Plot card codes, one entry per copy."""
        lib = library()
        return [c for c, n in self.cards.items() for _ in range(n) if lib[c].type == "plot"]


def playable(data: CardData) -> bool:
    """Whether a card may go into a deck: a Core Set card whose abilities are all implemented."""
    return not data.teaching and data.id not in EXAMPLE_ONLY and data.id in IMPLEMENTED


def learning_deck(faction: str) -> Deck:
    """A faction's learning deck by the documented rule (see the module's docstring)."""
    if faction not in FACTIONS:
        raise EngineError(f"unknown faction '{faction}'; factions: {', '.join(FACTIONS)}")
    cards: dict[str, int] = {}
    for c in library().values():
        if c.type not in DRAW_TYPES or not playable(c):
            continue
        if c.faction == faction:
            cards[c.id] = min(2, c.deck_limit)
        elif c.faction == "neutral":
            cards[c.id] = min(c.quantity, c.deck_limit)
    cards.update(dict.fromkeys(LEARNING_PLOTS, 1))
    return Deck(faction, None, cards)


def learning_factions() -> list[str]:
    """The factions whose learning deck is legal (enough implemented cards)."""
    return list(_learning_factions())


@cache
def _learning_factions() -> tuple[str, ...]:
    """Worked out once: the learning decks follow from the card data and the implemented card texts,
    which never change while the program runs (every game used to check all of them for each seat)."""
    out = []
    for f in FACTIONS:
        try:
            check(learning_deck(f))
        except EngineError:
            continue
        out.append(f)
    return tuple(out)


def check(deck: Deck, where: dict[str, int] | None = None, name: str = "deck") -> Deck:
    """Check a deck against the deck-building rules; one error naming the line of what is wrong.
    ``where`` gives each card code's line in the file. rule: agot2.cards.agenda
    """
    lib, at = library(), where or {}

    def fail(code: str | None, message: str) -> EngineError:
        line = at.get(code or "", at.get("", 0))
        return EngineError(f"{name}{f', line {line}' if line else ''}: {message}")

    if deck.faction not in FACTIONS:
        raise fail("faction", f"unknown faction '{deck.faction}'; factions: {', '.join(FACTIONS)}")
    if deck.agenda is not None and (deck.agenda not in lib or lib[deck.agenda].type != "agenda"):
        raise fail("agenda", f"'{deck.agenda}' is not an agenda's card code")
    if deck.agenda is not None and not playable(lib[deck.agenda]):
        raise fail("agenda", f"{lib[deck.agenda].name}: its ability is not implemented yet")
    banner = BANNERS.get(deck.agenda or "")
    for code, copies in deck.cards.items():
        data = lib.get(code)
        if data is None:
            raise fail(code, f"unknown card code '{code}'")
        if data.type not in (*DRAW_TYPES, "plot"):
            raise fail(code, f"{data.name} is a {data.type}; a deck holds draw cards and plots")
        if not isinstance(copies, int) or copies < 1:
            raise fail(code, f"{data.name}: copies must be a whole number from 1, got {copies!r}")
        if copies > data.deck_limit:
            raise fail(code, f"{data.name}: {copies} copies; at most {data.deck_limit} of it in a deck")
        if data.faction not in ("neutral", deck.faction):
            if data.faction != banner:
                raise fail(
                    code, f"{data.name} is a {FACTIONS[data.faction]} card; this is a {FACTIONS[deck.faction]} deck"
                )
            if data.loyal:
                raise fail(code, f"{data.name} is loyal: only a {FACTIONS[data.faction]} deck may hold it")
        if not playable(data):
            raise fail(code, f"{data.name}: its ability is not implemented yet (or it is not a Core Set card)")
    draw, plots = deck.draw_cards(), deck.plots()
    if len(draw) < MIN_DRAW:
        raise fail("cards", f"the draw deck has {len(draw)} cards; it needs at least {MIN_DRAW}")
    if len(plots) != PLOTS:
        raise fail("cards", f"the plot deck has {len(plots)} plots; it needs exactly {PLOTS}")
    if banner and sum(1 for c in draw if lib[c].faction == banner) < BANNER_MIN:
        raise fail("agenda", f"a banner needs at least {BANNER_MIN} cards of {FACTIONS[banner]}")
    neutral = sum(1 for c in draw if lib[c].faction == "neutral")
    if deck.agenda == FEALTY and neutral > FEALTY_MAX_NEUTRAL:
        raise fail(
            "agenda", f"Fealty allows at most {FEALTY_MAX_NEUTRAL} neutral cards in the deck; this one holds {neutral}"
        )
    return deck


def read_deck(text: str, name: str = "deck list") -> Deck:
    """Read a deck list (YAML) and check it; an error names the line of what is wrong. Card codes
    are read as written (``01027`` stays a code, never a number).
    """
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as err:
        raise EngineError(f"{name}: not valid YAML: {err}") from None
    if not isinstance(node, yaml.MappingNode):
        raise EngineError(f"{name}: expected fields faction, agenda (optional) and cards")
    fields = {k.value: v for k, v in node.value}
    lines = {"": 1, **{k.value: k.start_mark.line + 1 for k, _ in node.value}}
    unknown = sorted(set(fields) - {"faction", "agenda", "cards"})
    if unknown:
        raise EngineError(
            f"{name}, line {lines[unknown[0]]}: unknown field '{unknown[0]}' (use faction, agenda, cards)"
        )
    cards = fields.get("cards")
    if not isinstance(cards, yaml.MappingNode):
        raise EngineError(f"{name}, line {lines.get('cards', 1)}: cards must map card codes to copies")
    copies: dict[str, int] = {}
    for k, v in cards.value:
        lines[k.value] = k.start_mark.line + 1
        if not isinstance(v, yaml.ScalarNode) or not v.value.isdigit():
            raise EngineError(f"{name}, line {lines[k.value]}: copies of '{k.value}' must be a number")
        copies[k.value] = int(v.value)
    faction = fields.get("faction")
    agenda = fields.get("agenda")
    deck = Deck(
        _scalar(faction).lower().replace("'", "").replace(" ", ""),
        _scalar(agenda) or None,
        copies,
    )
    return check(deck, lines, name)


def _scalar(node: yaml.Node | None) -> str:
    return str(node.value) if isinstance(node, yaml.ScalarNode) else ""
