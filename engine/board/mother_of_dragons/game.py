"""Mother of Dragons: the board game for 3 to 8 players with vassals, House Arryn, House Targaryen
on the Essos board and the Iron Bank of Braavos. Game id ``mother-of-dragons``.

The class fills the hooks :class:`~engine.board.game.BoardGame` declares. rules: mod
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from engine.core.cards import CardEntry
from engine.core.catalogue import load_catalogue
from engine.core.flow import Walk
from engine.core.game import Game
from engine.core.protocol import EngineError, Option, Rule

from .. import scenario
from ..data import components
from ..game import BoardGame
from ..icons import Icons
from ..orders import Token
from ..scenario import Check, Position
from ..state import Combat, State
from . import (
    bids,
    cards,
    dragons,
    gifting,
    ironbank,
    leaving,
    loyalty,
    points,
    position,
    procedure,
    sea_orders,
    upgrades,
    vassals,
    views,
)
from . import setup as mod_setup

RULES = Path(__file__).parent / "rules"


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
    #: The base game's rules and the expansion's (one file per part in ``rules/``).
    catalogue: ClassVar[dict[str, Rule]] = {
        **BoardGame.catalogue,
        **{r.id: r for f in sorted(RULES.glob("*.yaml")) for r in load_catalogue(f).values()},
    }

    @staticmethod
    def card_index() -> list[CardEntry]:
        """The glossary's cards: the base game's and the expansion's."""
        return cards.card_index(MotherOfDragons.catalogue)

    def _player_names(self, players: Sequence[str] | int | None) -> list[str]:
        """Players keep their names; a table whose names are all houses' plays those houses, any
        other table chooses its houses in the game. rule: mod.setup.houses
        """
        names = Game._player_names(self, players)
        by_name = {components().houses[h].name.lower(): h for h in mod_setup.HOUSES}
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
            self.state.to_choose = mod_setup.choice_order(self)
        self.refresh_map()
        if self.scenario is not None:
            return scenario.build_position(self, self.scenario)
        return None

    def turn_order(self) -> list[str]:
        """Players in the Iron Throne track's order (seating order while houses are chosen)."""
        if not self.state.tracks:
            return list(self.players)
        return super().turn_order()

    # -- the hooks the base game declares ---------------------------------------------------------

    @property
    def castle_areas(self) -> list[str]:
        """The castle and stronghold areas in play, upgrades and downgrades counted. rule: mod.upgrades"""
        if self.state.upgrades:
            return upgrades.castle_areas(self)
        return super().castle_areas

    def prepare_board(self) -> None:
        """Setup in fifteen steps. rule: mod.setup"""
        mod_setup.prepare(self)

    def house_deck(self, house: str) -> list[str]:
        """A house's deck (Targaryen's in the chosen set). rule: mod.cards.sets"""
        return mod_setup.house_cards(house, self.state.card_set)

    def area_icons(self, area: str) -> Icons:
        """Printed icons with upgrades and downgrades. rules: mod.upgrades, mod.upgrades.downgrade"""
        return upgrades.icons(self, area)

    def may_gain_power(self, house: str) -> bool:
        """A vassal never holds power. rule: mod.vassals.power"""
        return house not in self.state.vassals

    def house_tokens(self) -> list[Token]:
        """With the sea orders; the Iron Bank order while the bank is in play. rule: mod.sea-orders"""
        return sea_orders.house_tokens(self)

    def after_bids_revealed(self) -> None:
        """Targaryen's bid is set aside to hand out. rule: mod.targaryen.bids"""
        bids.set_aside(self)

    def side_options(self, house: str) -> list[Option]:
        """A power token given to another player. rule: mod.gifts"""
        return gifting.options(self, house)

    def take_side_option(self, house: str, chosen: Option) -> bool:
        """A gift handed over. rule: mod.gifts"""
        if chosen.verb != "gift":
            return False
        gifting.give(self, house, chosen)
        return True

    def why_not_enter(self, house: str, area: str) -> tuple[str, str] | None:
        """Lords and vassals keep out of each other's areas. rule: mod.vassals.lord"""
        why = vassals.why_not_enter(self, house, area)
        return (why, "mod.vassals.lord") if why else None

    def consolidate_option(self, house: str, area: str) -> Option | None:
        """An Iron Bank order: take a loan. rule: mod.bank.loan"""
        return ironbank.order_option(self, area)

    def resolve_consolidate_option(self, house: str, area: str, chosen: Option) -> Walk:
        """A loan taken. rule: mod.bank.loan"""
        yield from ironbank.take_loan(self, house, area)

    def before_card_choice(self, house: str) -> None:
        """A vassal without a hand draws one from the vassal deck. rule: mod.vassals.cards"""
        if house in self.state.vassals and not self.state.hands[house]:
            vassals.draw_hand(self, house)

    def end_of_combat(self, c: Combat) -> None:
        """A winning vassal earns its lord power; the vassals' cards go back. rules:
        mod.vassals.reward, mod.vassals.cards
        """
        if c.winner:
            vassals.reward(self, c.winner)
        vassals.return_cards(self)

    def after_control_change(self) -> None:
        """Pentos, then loyalty tokens. rules: mod.targaryen.pentos, mod.targaryen.loyalty-gain"""
        loyalty.update(self)

    def victory_points(self, house: str) -> int:
        """Targaryen counts the loyalty tokens it has taken plus Pentos while it holds it.
        rule: mod.targaryen.victory
        """
        if points.counts(house) == "loyalty":
            return points.loyalty_points(self)
        return super().victory_points(house)

    def points_count(self, house: str) -> str:
        """Targaryen counts loyalty. rule: mod.targaryen.victory"""
        return points.counts(house)

    def win_claim(self, house: str, n: int) -> tuple[str, str]:
        """Targaryen wins on loyalty points. rule: mod.targaryen.victory"""
        if points.counts(house) == "loyalty":
            return f"{self.name(house)} holds {n} loyalty points", "mod.targaryen.victory"
        return super().win_claim(house, n)

    def after_round_advance(self) -> None:
        """A dragon strength token at the marked rounds. rule: mod.dragons.strength"""
        dragons.gain_strength(self)

    def position_parts(self, pos: Position, house: Check, area: Check) -> None:
        """Lords, loyalty, dragons, the Iron Bank, upgrades. rule: mod.setup"""
        position.build(self, pos, house, area)

    def track_order(self, order: list[str]) -> list[str]:
        """Targaryen is always last on a track. rule: mod.targaryen.tracks"""
        return bids.last_on_tracks(order)

    def extra_invariants(self) -> list[str]:
        """The vassals' cards: at most three drawn for a combat and given back after it; the vassal
        deck's cards each in one place. rules: mod.vassals.cards
        """
        return vassals.invariants(self)

    def why_not_raid(self, raider: str, target: str) -> str:
        """A lord and its vassal never raid each other. rule: mod.vassals.tokens"""
        return vassals.why_not_raid(self, raider, target)

    def fixed_bid(self, house: str) -> int | None:
        """A vassal always bids 0. rule: mod.vassals.bids"""
        return 0 if house in self.state.vassals else None

    def muster_places(self, house: str, places: list[str]) -> list[str]:
        """A vassal musters only in its home area. rule: mod.vassals.muster"""
        return [a for a in places if a == self.map.homes.get(house)] if house in self.state.vassals else places

    def power_token_cost(self, house: str) -> int:
        """A vassal's power token comes from the pool: it costs nothing. rule: mod.vassals.power"""
        return 0 if house in self.state.vassals else 1

    def extra_view(self, viewer: str | None) -> views.ModView | None:
        """Vassals, loyalty, dragons, the Iron Bank, upgrades."""
        return views.table(self, viewer)
