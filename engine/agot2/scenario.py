"""Scenario positions for the 2nd edition: who has which cards where, and where to start.

Cards are named by code (``"01089"``) or by English name (``Tyrion Lannister``); each side's
``deck`` is the rest of its cards, top first (by default the faction's learning deck, shuffled by
the scenario's seed, minus the cards placed elsewhere).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.cardgame import scenario as kit
from engine.core.protocol import EngineError
from engine.core.scenario import check_players, describe

from . import decks
from .cards import FACTIONS, library
from .setup import SEATS, new_card
from .titles import RELATIONS

if TYPE_CHECKING:
    from .game import Agot2


class InPlay(kit.InPlay):
    """A card in play with its state, and Bestow gold on it."""

    gold: int = Field(0, ge=0)


class Side(BaseModel):
    """One player's part of a scenario."""

    model_config = ConfigDict(extra="forbid")
    faction: str
    hand: list[str] = Field(default_factory=list)
    deck: list[str] | None = None  # top first; None: the rest of the learning deck, shuffled
    in_play: list[str | InPlay] = Field(default_factory=list)
    shadows: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    dead: list[str] = Field(default_factory=list)
    plot: str | None = None
    plots: list[str] | None = None  # None: the learning plots not revealed
    used_plots: list[str] = Field(default_factory=list)
    title: str | None = None
    gold: int = Field(0, ge=0)
    power: int = Field(0, ge=0)
    limited_played: bool = False
    challenges_made: list[tuple[Literal["military", "intrigue", "power"], str]] = Field(default_factory=list)


class Position(BaseModel):
    """The 2nd edition's part of a scenario file."""

    model_config = ConfigDict(extra="allow")
    players: dict[str, Side]
    first_player: str | None = None
    active: str | None = None
    round: int = Field(1, ge=0)


def code_of(name: str) -> str:
    """A card's code from its code or English name; a clear error naming close matches."""
    lib = library()
    if name in lib:
        return name
    found = [c for c in lib.values() if c.name_en.lower() == name.lower()]
    if not found:
        raise EngineError(f"unknown card '{name}' (give a card code such as 01089, or an English card name)")
    return found[0].id


def build_position(game: Agot2, data: dict[str, Any]) -> list[str]:
    """Lay out the scenario's position; return the path to start from."""
    try:
        pos = Position.model_validate(data)
    except ValidationError as err:
        raise EngineError(describe(err)) from None
    check_players(game, {"first_player": pos.first_player, "active": pos.active})
    s = game.state
    s.round, s.first_player = pos.round, pos.first_player or game.players[0]
    if len(game.players) > 2:
        s.titles = [new_card(game, "", code, "T") for code in RELATIONS]
    for i, (name, side) in enumerate(pos.players.items()):
        _lay_out(game, name, side, SEATS[i])
    if pos.active:
        game.active = pos.active
    return game.start_path(data["start"])


def _lay_out(game: Agot2, name: str, side: Side, seat: str) -> None:
    if side.faction not in FACTIONS:
        raise EngineError(f"players.{name}.faction: unknown faction '{side.faction}'; factions: {', '.join(FACTIONS)}")
    p = game.player(name)
    p.faction, p.gold, p.power, p.limited_played = side.faction, side.gold, side.power, side.limited_played
    p.challenges_made = [tuple(x) for x in side.challenges_made]  # type: ignore[misc]

    def put(zone: str, names: list[str]) -> list[str]:
        uids = [new_card(game, name, code_of(n), seat) for n in names]
        game.zone(name, zone).extend(uids)
        return uids

    for entry in side.in_play:
        item = entry if isinstance(entry, InPlay) else InPlay(card=entry)
        (uid,) = put("play", [item.card])
        card = game.card(uid)
        card.kneeling, card.power, card.gold = item.kneeling, item.power, item.gold
        for a in put("play", item.attachments):
            game.card(a).attached_to = uid
        for dup in put("duplicates", item.duplicates):
            game.card(dup).attached_to = uid
    put("hand", side.hand)
    for uid in put("shadows", side.shadows):
        game.card(uid).facedown = True
    put("discard", side.discard)
    put("dead", side.dead)
    put("used_plots", side.used_plots)
    if side.plot:
        put("revealed", [side.plot])
    shown = {code_of(n) for n in [*side.used_plots, *([side.plot] if side.plot else [])]}
    plots = side.plots if side.plots is not None else [c for c in decks.LEARNING_PLOTS if c not in shown]
    put("plots", plots)
    if side.title:
        code = code_of(side.title)
        uid = next(u for u in game.state.titles if game.card(u).data.id == code)
        game.state.titles.remove(uid)
        game.card(uid).owner = name
        game.zone(name, "title").append(uid)
    if side.deck is not None:
        put("deck", side.deck)
    else:
        placed = [game.card(u).data.id for z in p.zones.values() for u in z]
        rest = decks.learning_deck(side.faction).draw_cards()
        for code in placed:
            if code in rest:
                rest.remove(code)
        game.rng.shuffle(rest)
        put("deck", rest)
