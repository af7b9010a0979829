"""A played card sent back: its house plays another (Tyrion Lannister, Aeron Damphair); an
opponent's order removed by a text (Queen of Thorns, Cersei Lannister).
rules: board.combat.cards, board.combat.no-card, board.cards.tyrion_lannister,
board.cards.aeron_damphair, board.cards.queen_of_thorns, board.cards.cersei_lannister
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from ..orders import TOKENS
from ..state import Combat
from .context import opponent
from .registry import CARDS, card_option

if TYPE_CHECKING:
    from ..game import BoardGame


def play_another(game: BoardGame, c: Combat, house: str, barred: str, why: str) -> Walk:
    """``house`` plays another card instead of ``barred`` (none if it has no other)."""
    others = [cid for cid in game.state.hands[house] if cid != barred and cid != c.cards.get(house)]
    if not others:
        c.cards[house] = None
        game.record("no-card", f"{game.name(house)} has no other card: it fights without one", "board.combat.no-card")
        return
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: {why}: play another house card",
        [card_option(cid) for cid in others],
        rule="board.combat.cards",
    )
    c.cards[house] = str(choice.subject)
    game.record("card-replaced", f"{game.name(house)} now plays {CARDS[c.cards[house]].name}", "board.combat.cards")


def remove_order(
    game: BoardGame, c: Combat, house: str, places: list[str], cid: str, verb: str, where: str, optional: bool
) -> Walk:
    """The opponent's order in one of ``places`` goes (Queen of Thorns, Cersei Lannister); a
    Support order removed backs nobody any more."""
    s, other, rule = game.state, opponent(c, house), f"board.cards.{cid}"
    theirs = [a for a in places if s.orders[a].house == other]
    if not theirs:
        return
    options = [
        option(verb, a, label=f"Remove {TOKENS[s.orders[a].token].label} in {game.area_name(a)}") for a in theirs
    ]
    if optional:
        options.append(Option(f"{verb}-none", "Remove nothing", ""))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: {CARDS[cid].name}: remove an order of {game.name(other)} {where}",
        options,
        rule=rule,
    )
    if choice.subject is None:
        return
    area = str(choice.subject)
    gone = s.orders.pop(area)
    c.support.pop(area, None)
    game.record(
        "order-removed", f"{CARDS[cid].name} removes {TOKENS[gone.token].label} in {game.area_name(area)}", rule
    )
