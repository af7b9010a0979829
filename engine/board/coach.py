"""The coach's terms for the board game and its expansion: castles and strongholds, power tokens,
supply and units, and the first battle, bidding or wildling attack a playout settles (see
:mod:`engine.core.coach`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.core.coach import Terms, before, who
from engine.core.protocol import Event

from .tracks import TRACK_NAMES

if TYPE_CHECKING:
    from engine.core.game import Game

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th")


class BoardTerms(Terms):
    """Castles first (seven win the game), then power tokens, supply and units on the board."""

    horizon = 32  # a round's orders are placed one at a time: the first battle or bid is further off

    def measures(self, game: Game, player: str) -> dict[str, float]:
        s, house = game.state, game.holding(player)  # type: ignore[attr-defined]
        if house is None:  # the expansion's houses are chosen in the game
            return dict.fromkeys(("castles", "power tokens", "supply", "units"), 0.0)
        return {
            "castles": float(game.scores().get(player, 0)),
            "power tokens": float(s.power.get(house, 0)),
            "supply": float(s.supply.get(house, 0)),
            "units": float(sum(u.house == house for units in s.units.values() for u in units)),
        }

    def name(self, game: Game, player: str) -> str:
        house = game.holding(player)  # type: ignore[attr-defined]
        return player if house is None else game.name(house)  # type: ignore[attr-defined]

    def decided(self, game: Game, seat: str, events: Sequence[Event], i: int) -> tuple[str, str] | None:
        mine = game.holding(seat)  # type: ignore[attr-defined]
        e = events[i]
        if e.kind == "combat-result" and e.data.get("winner") and mine in e.data["strength"]:
            winner, strength = e.data["winner"], e.data["strength"]
            fought = before(events, i, "combat")
            where = f" for {game.area_name(fought.data['area'])}" if fought else ""  # type: ignore[attr-defined]
            loser = next((h for h in strength if h != winner), winner)
            said = "you win" if winner == mine else f"{game.name(winner)} wins"  # type: ignore[attr-defined]
            return f"{said} the battle{where}", f"{strength[winner]} to {strength[loser]}"
        if e.kind == "track" and e.data.get("track") in TRACK_NAMES:
            order, track = e.data["order"], TRACK_NAMES[e.data["track"]]
            if mine in order:
                return f"you end {ORDINALS[order.index(mine)]} on the {track} track", ""
            return f"{who(self, game, game.player_of(order[0]), seat, 'take')} the top of the {track} track", ""  # type: ignore[attr-defined]
        if e.kind == "wildlings-result":
            return ("the Night's Watch holds" if e.data.get("won") else "the wildlings break through"), ""
        return None


TERMS = BoardTerms()
