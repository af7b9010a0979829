"""A Game of Thrones: The Board Game, 2nd edition, base game for 3 to 6 houses. Game id ``agot-board``.

The game declares hooks an expansion fills (see "hooks" below): each does nothing, or the base
game's rule, by default. Mother of Dragons' class is in :mod:`.mother_of_dragons.game`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from typing import Any, ClassVar

from engine.core.flow import Walk
from engine.core.game import Game
from engine.core.protocol import EngineError, Option, Result
from engine.core.resume import score_share
from engine.core.view import Standing

from . import areas, evaluation, hints, icons, invariants, procedure, sampling, scenario, setup, victory, views
from .data import components
from .housecards import HOUSE_OF
from .icons import Icons
from .mapgraph import Map, board_map
from .orders import HOUSE_TOKENS, Token
from .scenario import Check, Position
from .state import Combat, State
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
        """The castle and stronghold areas in play. rule: board.tracks.victory"""
        if "_castles" not in self.__dict__:
            self._castles = [a for a in self.map.castle_areas() if a not in self.state.blocked]
        return self._castles

    def refresh_map(self) -> None:
        """Forget the areas worked out for the previous map (after the map variant is chosen)."""
        self.__dict__.pop("land_areas", None)
        self.__dict__.pop("_castles", None)

    def thaw(self, blob: Any) -> None:
        """Restore a snapshot's state, and forget the areas worked out for the map it replaced (the
        map variant and the blocked areas are the state's)."""
        super().thaw(blob)
        self.refresh_map()

    def gain_power(self, house: str, n: int) -> int:
        """Take up to ``n`` power tokens from the pool; a house never has more than 20 available and
        on the board together. Returns how many it got. rule: board.terms.power-cap
        """
        s = self.state
        if not self.may_gain_power(house):
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

    def evaluate(self, player: str) -> float:
        """How well ``player`` stands, 0 to 1: the result, else a share by castles and what the
        house's units, power, supply, land and tracks promise (see :mod:`.evaluation`)."""
        return score_share(self, player, self.score_scale, evaluation.worths(self))

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

    # -- hooks an expansion fills ---------------------------------------------------------------

    def prepare_board(self) -> None:
        """Set the board up for a new game or a scenario's position. rule: board.setup"""
        setup.prepare(self)

    def house_deck(self, house: str) -> list[str]:
        """The house cards a house plays with. rule: board.cards"""
        return [c for c, h in HOUSE_OF.items() if h == house]

    def area_icons(self, area: str) -> Icons:
        """What an area counts as now (castle level, barrels, crowns): its printed icons by default.
        rule: board.terms.castles
        """
        return icons.printed(self, area)

    def may_gain_power(self, house: str) -> bool:
        """Whether a house may take power tokens from the pool at all. rule: board.terms.power-cap"""
        return True

    def house_tokens(self) -> list[Token]:
        """The order tokens each house holds. rule: board.planning.assign"""
        return list(HOUSE_TOKENS.values())

    def after_bids_revealed(self) -> None:
        """After a track's (or the wildlings') bids are revealed and paid. rule: board.bidding"""

    def side_options(self, house: str) -> list[Option]:
        """What a house may do beside some decisions (an order placed, a secret bid, a Support
        choice), the question then coming back: nothing by default."""
        return []

    def take_side_option(self, house: str, chosen: Option) -> bool:
        """Carry out ``chosen`` if it is one of :meth:`side_options`; whether it was."""
        return False

    def why_not_enter(self, house: str, area: str) -> tuple[str, str] | None:
        """Why a house's march may not enter an area beyond terrain and combat, with the rule; None
        if it may (always, by default). rule: board.action.march
        """
        return None

    def consolidate_option(self, house: str, area: str) -> Option | None:
        """An option of the expansion's own for the order on ``area`` when its Consolidate Power
        turn comes (none by default). rule: board.action.consolidate
        """
        return None

    def resolve_consolidate_option(self, house: str, area: str, chosen: Option) -> Walk:
        """Resolve a :meth:`consolidate_option` the house chose."""
        raise EngineError(f"agot-board: no order of its own to resolve in {area}")
        yield

    def before_card_choice(self, house: str) -> None:
        """Just before a side of a combat chooses its house card. rule: board.combat.cards"""

    def end_of_combat(self, c: Combat) -> None:
        """After the 'after combat' texts, before the combat is over. rule: board.combat.cleanup"""

    def after_control_change(self) -> None:
        """After a step that may change who controls an area (a march, a combat, a Westeros card
        resolved, the Westeros phase over, a special order resolved)."""

    def victory_points(self, house: str) -> int:
        """A house's place on the victory track: the castle areas it controls.
        rule: board.tracks.victory
        """
        return areas.castles(self, house)

    def points_count(self, house: str) -> str:
        """What a house's victory points count ("castles"). rule: board.tracks.victory"""
        return "castles"

    def win_claim(self, house: str, n: int) -> tuple[str, str]:
        """How a house's win at once is worded, with the rule. rule: board.end.seven"""
        return f"{self.name(house)} holds {n} castles and strongholds", "board.end.seven"

    def after_round_advance(self) -> None:
        """After the round marker moves on. rule: board.westeros.advance"""

    def position_parts(self, pos: Position, house: Check, area: Check) -> None:
        """A scenario position's parts that belong to an expansion: none in the base game.
        rule: board.setup
        """
        if pos.lords or pos.loyalty or pos.bank or pos.loans or pos.upgrades:
            raise EngineError("lords, loyalty, bank, loans and upgrades belong to Mother of Dragons positions")

    def track_order(self, order: list[str]) -> list[str]:
        """A track's new order as the game places it: as given by default. rule: board.tracks.influence"""
        return order

    def extra_invariants(self) -> list[str]:
        """What else must hold at every decision (a broken rule per line): nothing by default."""
        return []

    def why_not_raid(self, raider: str, target: str) -> str:
        """Why a house may not raid another's order beyond the orders' kinds ('' if it may).
        rule: board.action.raid
        """
        return ""

    def fixed_bid(self, house: str) -> int | None:
        """A bid the house makes without choosing (None: it bids in secret). rule: board.bidding"""
        return None

    def muster_places(self, house: str, places: list[str]) -> list[str]:
        """Of the castle areas a house controls, where it may muster. rule: board.muster"""
        return places

    def power_token_cost(self, house: str) -> int:
        """What leaving a power token behind a march costs from the house's power.
        rule: board.action.march.power-token
        """
        return 1

    def extra_view(self, viewer: str | None) -> object | None:
        """What an expansion adds to the table's view (nothing by default)."""
        return None
