"""Scenario positions for the card game: who has which cards where, and where to start.

Cards are named by card id (``jon-snow``), by name (``Jon Snow``) or by uid
(``S.jon-snow.2``); a card id takes the next free copy from the player's deck.
Everything not placed stays in the deck, shuffled by the scenario's seed.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.cardgame.scenario import InPlay
from engine.core.protocol import EngineError
from engine.core.scenario import check_players

from .cards import HOUSE_PREFIX
from .setup import new_cards
from .state import GOLD_TOKENS, POWER_TOKENS

if TYPE_CHECKING:
    from .game import Agot


class Side(BaseModel):
    """One player's part of a scenario."""

    model_config = ConfigDict(extra="forbid")
    hand: list[str] = Field(default_factory=list)
    deck: list[str] | None = None  # top first; None: the rest of the house deck, shuffled
    in_play: list[str | InPlay] = Field(default_factory=list)
    setup: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    dead: list[str] = Field(default_factory=list)
    plot: str | None = None  # the revealed plot
    plots: list[str] | None = None  # the plot deck; None: the house's other plots
    used_plots: list[str] = Field(default_factory=list)
    gold: int = Field(0, ge=0, le=GOLD_TOKENS)
    power: int = Field(0, ge=0, le=POWER_TOKENS)
    limited_played: bool = False
    mulligan_taken: bool = False
    challenges_made: list[Literal["military", "intrigue", "power"]] = Field(default_factory=list)


class Position(BaseModel):
    """The card game's part of a scenario file."""

    model_config = ConfigDict(extra="allow")
    players: dict[str, Side]
    round: int | None = Field(None, ge=0)  # by default 0 in setup (the first round is still to come), else 1
    first_player: str | None = None
    active: str | None = None


class Allocator:
    """Hands out the physical copies of one player's cards, refusing doubles."""

    def __init__(self, game: Agot, name: str):
        self.game, self.name = game, name
        self.used: dict[str, str] = {}  # uid -> where

    def take(self, ref: str, where: str, kind: str = "card") -> str:
        game = self.game
        cards = game.state.cards
        if ref in cards:
            uid = ref
        else:
            card_id = self._card_id(ref, where, kind)
            free = [
                u
                for u, c in cards.items()
                if c.owner in (self.name, "") and c.data.id == card_id and u not in self.used
            ]
            if not free:
                have = sum(1 for c in cards.values() if c.owner == self.name and c.data.id == card_id)
                raise EngineError(
                    f"{where}: '{ref}': all {have} copies {self.name} has of it are already placed elsewhere"
                )
            uid = free[0]
        if (cards[uid].data.type == "plot") != (kind == "plot"):
            what = "a plot" if kind == "plot" else "a card that is not a plot"
            raise EngineError(f"{where}: '{ref}' ({cards[uid].name}) is not {what}")
        if cards[uid].owner not in (self.name, ""):
            raise EngineError(f"{where}: '{ref}' belongs to {cards[uid].owner}, not {self.name}")
        cards[uid].owner = self.name  # a spare plot becomes this player's
        if uid in self.used:
            raise EngineError(f"{where}: '{uid}' is already in {self.used[uid]}; a card can be in only one zone")
        self.used[uid] = where
        return uid

    def _card_id(self, ref: str, where: str, kind: str) -> str:
        lib = self.game.library.cards
        if ref in lib:
            return ref
        by_name = {c.name_en.lower(): c.id for c in lib.values()} | {c.name_pl.lower(): c.id for c in lib.values()}
        if ref.lower() in by_name:
            return by_name[ref.lower()]
        near = difflib.get_close_matches(ref.lower(), list(lib) + list(by_name), n=1)
        hint = f" (did you mean '{near[0]}'?)" if near else ""
        raise EngineError(f"{where}: unknown {kind} '{ref}'{hint}")


def build_position(game: Agot, data: dict[str, Any]) -> list[str]:
    """Lay out the scenario's table; returns the path to start from.

    rule: scenarios (a prepared position is checked against the card data)
    """
    pos = Position.model_validate(data)
    named = {f"players.{name}": name for name in pos.players}
    check_players(game, {**named, "first_player": pos.first_player, "active": pos.active})
    path = game.start_path(data["start"])
    s = game.state
    for name in game.players:
        house = game.player(name).house = name.lower()
        for card_id, copies in game.library.decks[house].items():
            new_cards(game, name, HOUSE_PREFIX[house], card_id, copies)
        for plot in game.library.plots(house):
            new_cards(game, name, HOUSE_PREFIX[house], plot.id, 1)
    spare = [u for p in game.library.plots("draft") for u in new_cards(game, "", "X", p.id, 1)]
    for name in game.players:
        side = pos.players.get(name, Side())
        p = game.player(name)
        _lay_out(game, name, side, Allocator(game, name))
        p.gold, p.power = side.gold, side.power
        p.limited_played, p.mulligan_taken = side.limited_played, side.mulligan_taken
        p.challenges_made = list(side.challenges_made)
    s.box.extend(u for u in spare if not s.cards[u].owner)
    s.treasury = GOLD_TOKENS - sum(p.gold for p in s.players.values())
    s.power_pool = POWER_TOKENS - sum(p.power for p in s.players.values()) - sum(c.power for c in s.cards.values())
    if s.treasury < 0 or s.power_pool < 0:
        raise EngineError(
            f"the gold pools hold more than the {GOLD_TOKENS} gold tokens"
            if s.treasury < 0
            else f"the power placed is more than the {POWER_TOKENS} power tokens"
        )
    s.round = pos.round if pos.round is not None else 0 if "setup" in path else 1
    s.first_player = pos.first_player
    game.active = pos.active or pos.first_player or game.players[0]
    return path


def _lay_out(game: Agot, name: str, side: Side, take: Allocator) -> None:
    zones = game.player(name).zones
    where = f"players.{name}"
    for i, entry in enumerate(side.in_play):
        spec = entry if isinstance(entry, InPlay) else InPlay(card=entry)
        uid = take.take(spec.card, f"{where}.in_play[{i}]")
        card = game.card(uid)
        if card.data.type not in ("character", "location", "attachment"):
            raise EngineError(f"{where}.in_play[{i}]: {card.name} is a {card.data.type}; it cannot be in play")
        card.kneeling, card.power = spec.kneeling, spec.power
        zones["play"].append(uid)
        for j, ref in enumerate(spec.attachments):
            att = take.take(ref, f"{where}.in_play[{i}].attachments[{j}]")
            game.card(att).attached_to = uid
            zones["play"].append(att)
        for j, ref in enumerate(spec.duplicates):
            dup = take.take(ref, f"{where}.in_play[{i}].duplicates[{j}]")
            game.card(dup).attached_to = uid
            zones["duplicates"].append(dup)
    for zone in ("hand", "setup", "discard", "dead"):
        zones[zone] = [take.take(ref, f"{where}.{zone}[{i}]") for i, ref in enumerate(getattr(side, zone))]
    if side.plot:
        zones["revealed"] = [take.take(side.plot, f"{where}.plot", "plot")]
    zones["used_plots"] = [take.take(r, f"{where}.used_plots[{i}]", "plot") for i, r in enumerate(side.used_plots)]
    own_plots = [u for u, c in game.state.cards.items() if c.owner == name and c.data.type == "plot"]
    if side.plots is not None:
        zones["plots"] = [take.take(r, f"{where}.plots[{i}]", "plot") for i, r in enumerate(side.plots)]
    else:
        zones["plots"] = [u for u in own_plots if u not in take.used]
    rest = [u for u, c in game.state.cards.items() if c.owner == name and c.data.type != "plot" and u not in take.used]
    if side.deck is not None:
        zones["deck"] = [take.take(r, f"{where}.deck[{i}]") for i, r in enumerate(side.deck)]
        game.state.box.extend(u for u in rest if u not in zones["deck"])  # not in this game
    else:
        zones["deck"] = rest
        game.rng.shuffle(zones["deck"])
    game.state.box.extend(u for u in own_plots if u not in take.used and u not in zones["plots"])
