"""Flexible player presence: a player (not Targaryen's) who leaves between rounds hands the house
over to the vassals. The game option ``leaving`` names who leaves before which round, e.g.
``{"P3": 5}``: P3 plays rounds 1-4 and House X is a vassal from round 5 on. rule: mod.presence
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.protocol import EngineError

from ..data import components

if TYPE_CHECKING:
    from ..game import BoardGame


def check(players: list[str], leaving: Any) -> dict[str, int]:
    """The option checked: known players, rounds 2 to 10, at least three players staying.

    >>> check(["A", "B", "C", "D"], {"D": 3})
    {'D': 3}
    """
    if not isinstance(leaving, dict):
        raise EngineError(f"mother-of-dragons: option leaving must map players to rounds, not {leaving!r}")
    for player, when in leaving.items():
        if player not in players:
            raise EngineError(f"mother-of-dragons: option leaving names '{player}', not a player here")
        if not isinstance(when, int) or isinstance(when, bool) or not 2 <= when <= 10:
            raise EngineError(f"mother-of-dragons: {player} may leave before a round from 2 to 10, not {when!r}")
    if len(players) - len(leaving) < 3:
        raise EngineError("mother-of-dragons: at least three players must stay in the game")
    return dict(leaving)


def leave(game: BoardGame) -> None:
    """Before this round, each player leaving hands over the house: it becomes a vassal, its power
    tokens in hand go back to the pool (those on the board stay to mark control), its house cards
    and loans are set aside, and its victory marker becomes a vassal marker; the vassals it
    commanded this round answer to the Iron Throne's holder until the next Planning phase.
    Targaryen never leaves. rules: mod.presence, mod.vassals.power, mod.vassals.choice
    """
    s = game.state
    for player, when in game.options["leaving"].items():
        if when != s.round:
            continue
        house = game.holding(player)
        if house is None:
            continue
        if house == "targaryen":
            game.record(
                "stays", f"{player} holds House Targaryen, which never becomes a vassal: it stays", "mod.presence"
            )
            continue
        del s.holders[house]
        s.vassals.append(house)
        s.lords = {v: lord for v, lord in s.lords.items() if lord != house}
        s.power[house], s.hands[house], s.discards[house] = 0, [], []
        if s.loans.get(house):
            s.loan_deck += s.loans.pop(house)
        name = components().houses[house].name
        game.record("leaves", f"{player} leaves the game: House {name} is now a vassal", "mod.presence")
