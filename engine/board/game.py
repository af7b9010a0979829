"""A Game of Thrones: The Board Game, 2nd edition, base game for 3 to 6 houses. Game id ``agot-board``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar

from engine.core.cards import CardEntry
from engine.core.catalogue import load_catalogue
from engine.core.game import Game
from engine.core.protocol import EngineError, Option, Result, Rule
from engine.core.view import Standing

from . import hints, invariants, leaving, modsetup, procedure, sampling, scenario, setup, upgrades, victory, views
from .cards import mod_card_index
from .data import components
from .mapgraph import Map, board_map
from .state import State
from .wildlings import NAMES as WILDLING_NAMES


class BoardGame(Game):
    """The board game for 3 to 6 players; each player holds one house (named after it by default).

    >>> game = BoardGame(seed=1, players=3)
    >>> game.players, game.decision.player
    (['Baratheon', 'Lannister', 'Stark'], 'Baratheon')
    """

    game_id = "agot-board"
    title = "A Game of Thrones: The Board Game (2nd edition)"
    player_counts = (3, 4, 5, 6)
    option_defaults: ClassVar[dict[str, Any]] = {"rounds": 10}
    procedure = procedure.GAME
    conformance_options = ({"rounds": 4}, {"rounds": 10})
    round_name = "round"
    score_name = "castles and strongholds"
    scenario_players = "players"
    checkpoint_every = 24

    state: State

    # -- houses and players -------------------------------------------------------------

    def _player_names(self, players: Sequence[str] | int | None) -> list[str]:
        """Players named after their houses unless named otherwise; seats take the houses of the
        player count's setup in order (a name that is a house's takes that house).
        rule: board.setup.houses
        """
        named = self.scenario.get(self.scenario_players) if self.scenario else None
        if players is None and named:
            players = list(named)
        if players is None or isinstance(players, int):
            n = players or 4
            players = [components().houses[h].name for h in setup.houses_for(n)] if n in self.player_counts else n
        names = super()._player_names(players)
        houses = setup.houses_for(len(names))
        by_name = {components().houses[h].name.lower(): h for h in houses}
        if all(p.lower() in by_name for p in names):
            self.houses = [by_name[p.lower()] for p in names]
        else:
            self.houses = houses
        self._seats = dict(zip(self.houses, names, strict=True))
        return names

    def holding(self, player: str | None) -> str | None:
        """The house a player holds (not a vassal it commands); None before it chooses or after it leaves."""
        return next((h for h, p in self.state.holders.items() if p == player), None)

    def house_of(self, player: str) -> str:
        """The house a player holds; an error if it holds none."""
        house = self.holding(player)
        if house is None:
            raise EngineError(f"{player} holds no house")
        return house

    def player_of(self, house: str) -> str:
        """Who decides for a house: its player; for a vassal, its lord's player (the Iron Throne's
        holder while it has no lord). rules: board.setup.houses, mod.vassals.lord
        """
        s = self.state
        if house in s.holders:
            return s.holders[house]
        lord = s.lords.get(house) or next(h for h in s.tracks["iron_throne"] if h in s.holders)
        return s.holders[lord]

    def is_vassal(self, house: str) -> bool:
        return house in self.state.vassals

    def name(self, house: str) -> str:
        """A house's name as the log shows it (its player's name when that differs; a vassal's lord)."""
        house_name = components().houses[house].name
        s = self.state
        if house in s.vassals:
            lord = s.lords.get(house)
            return f"{house_name} (vassal of {components().houses[lord].name})" if lord else f"{house_name} (vassal)"
        player = s.holders.get(house)
        return house_name if player in (None, house_name) else f"{player} ({house_name})"

    def short(self, house: str) -> str:
        """A house's name without a vassal's lord (for labels that must stay short)."""
        return components().houses[house].name if house in self.state.vassals else self.name(house)

    def area_name(self, area: str) -> str:
        return self.map[area].name

    def wildling_name(self, card: str) -> str:
        return WILDLING_NAMES[card]

    # -- the map ---------------------------------------------------------------------------

    @property
    def map(self) -> Map:
        return board_map(self.state.variant)

    @cached_property
    def land_areas(self) -> list[str]:
        return [a.id for a in self.map.areas.values() if a.is_land and a.id not in self.state.blocked]

    @property
    def castle_areas(self) -> list[str]:
        """The castle and stronghold areas in play (upgrades and downgrades counted). rule: mod.upgrades"""
        if self.state.upgrades:
            return upgrades.castle_areas(self)
        if "_castles" not in self.__dict__:
            self._castles = [a for a in self.map.castle_areas() if a not in self.state.blocked]
        return self._castles

    def refresh_map(self) -> None:
        """Forget the areas worked out for the previous map (after the map variant is chosen)."""
        self.__dict__.pop("land_areas", None)
        self.__dict__.pop("_castles", None)

    def gain_power(self, house: str, n: int) -> int:
        """Take up to ``n`` power tokens from the pool; a house never has more than 20 available and
        on the board together. Returns how many it got. rule: board.terms.power-cap
        """
        s = self.state
        if house in s.vassals:  # rule: mod.vassals.power
            return 0
        cap = components().game["max_power_tokens_per_house"]
        room = cap - s.power[house] - sum(1 for h in s.tokens.values() if h == house)
        got = max(0, min(n, room))
        s.power[house] += got
        return got

    # -- the protocol -----------------------------------------------------------------------

    def setup_state(self) -> list[str] | None:
        rounds = self.options["rounds"]
        if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 10:
            raise EngineError(f"agot-board: option rounds must be a whole number from 1 to 10, not {rounds!r}")
        self.state = setup.new_state(self, rounds)
        self.refresh_map()
        if self.scenario is not None:
            return scenario.build_position(self, self.scenario)
        return None

    def turn_order(self) -> list[str]:
        """Players in the Iron Throne track's order. rule: board.tracks.influence"""
        order = self.state.tracks.get("iron_throne") or self.houses
        return [self.player_of(h) for h in order if h in self.state.holders]

    def turn_index(self, house: str) -> int:
        return self.state.tracks["iron_throne"].index(house)

    def first_player(self) -> str | None:
        """The Iron Throne's holder. rule: board.tracks.influence"""
        return self.turn_order()[0]

    def round_number(self) -> int:
        return self.state.round

    def scores(self) -> dict[str, int]:
        """Castle and stronghold areas each house controls. rule: board.tracks.victory"""
        return {p: victory.points(self, h) for h, p in self.state.holders.items()}

    def final_result(self) -> Result:
        return victory.final(self)

    def standings(self) -> list[Standing]:
        return victory.standings(self, self.result.winner if self.result else None)

    def view_table(self, player: str | None) -> views.BoardTable:
        return views.table(self, player)

    def resample(self, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
        """Orders, bids, house cards and decks hidden from ``seat`` drawn anew (see :mod:`.sampling`)."""
        sampling.resample(self, seat, rng, keep)

    def hidden_from(self, viewer: str) -> set[str]:
        """Others' face-down orders and chosen cards, the Westeros decks, an unseen top wildling card."""
        return views.hidden_from(self, viewer)

    def invariants(self) -> list[str]:
        return invariants.check(self)

    def judge(self, player: str, option: Option) -> tuple[float, str]:
        return hints.judge(self, player, option)

    @property
    def phase(self) -> str:
        """The phase: setup, westeros, planning or action (combat inside a march)."""
        c = self.cursor
        if len(c) > 3 and c[1] == "rounds" and c[2] == "round":
            return c[3]
        return c[1] if len(c) > 1 else self.node


MOD_RULES = Path(__file__).parent / "mod_rules"


class MotherOfDragons(BoardGame):
    """Mother of Dragons: the board game for 3 to 8 players with vassals, House Arryn, House
    Targaryen on the Essos board and the Iron Bank of Braavos. Players choose their houses in the
    game unless they are named after them.

    >>> game = MotherOfDragons(seed=1, players=["Stark", "Lannister", "Greyjoy", "Targaryen"])
    >>> game.state.vassals, game.state.variant
    (['baratheon', 'martell', 'tyrell', 'arryn'], 'mod_essos')
    """

    game_id = "mother-of-dragons"
    title = "A Game of Thrones: The Board Game: Mother of Dragons"
    player_counts = (3, 4, 5, 6, 7, 8)
    option_defaults: ClassVar[dict[str, Any]] = {"rounds": 10, "card_set": "A", "leaving": {}}
    procedure = procedure.MOD_GAME
    conformance_options = ({"rounds": 4}, {"rounds": 10, "card_set": "B"})
    score_name = "castles and strongholds (Targaryen: loyalty)"
    #: The base game's rules and the expansion's (one file per part in ``mod_rules/``).
    catalogue: ClassVar[dict[str, Rule]] = {
        **BoardGame.catalogue,
        **{r.id: r for f in sorted(MOD_RULES.glob("*.yaml")) for r in load_catalogue(f).values()},
    }

    @staticmethod
    def card_index() -> list[CardEntry]:
        """The glossary's cards: the base game's and the expansion's."""
        return mod_card_index(MotherOfDragons.catalogue)

    def _player_names(self, players: Sequence[str] | int | None) -> list[str]:
        """Players keep their names; a table whose names are all houses' plays those houses, any
        other table chooses its houses in the game. rule: mod.setup.houses
        """
        names = Game._player_names(self, players)
        by_name = {components().houses[h].name.lower(): h for h in modsetup.HOUSES}
        self._seats = {}
        if all(p.lower() in by_name for p in names):
            self._seats = {by_name[p.lower()]: p for p in names}
            if "targaryen" in self._seats and len(names) == 3:
                raise EngineError("mother-of-dragons: House Targaryen plays only with four or more players")
        self.houses = list(self._seats)
        return names

    def setup_state(self) -> list[str] | None:
        rounds, card_set = self.options["rounds"], self.options["card_set"]
        if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 10:
            raise EngineError(f"mother-of-dragons: option rounds must be a whole number from 1 to 10, not {rounds!r}")
        if card_set not in ("A", "B"):
            raise EngineError(f"mother-of-dragons: option card_set must be 'A' or 'B', not {card_set!r}")
        leaving.check(self.players, self.options["leaving"])
        self.state = State(variant="mod", setup="mod", houses=[], rounds=rounds, mod=True, card_set=card_set)
        self.state.holders = dict(self._seats)
        if not self._seats:
            self.state.to_choose = modsetup.choice_order(self)
        self.refresh_map()
        if self.scenario is not None:
            return scenario.build_position(self, self.scenario)
        return None

    def turn_order(self) -> list[str]:
        """Players in the Iron Throne track's order (seating order while houses are chosen)."""
        if not self.state.tracks:
            return list(self.players)
        return super().turn_order()


MotherOfDragons.scenarios = Path(__file__).parent / "mod_scenarios"
