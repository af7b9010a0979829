"""Combat asks every played card through the same hooks, at the rules' timings: cancel and
'immediately' texts, unit values, printed strength, strength and icons added, 'if you win / lose',
the clean-up's refresh, and 'after combat'. Two texts at one timing go in turn order; a card's
text resolves once per combat.
rules: board.combat.cards, board.combat.final, board.combat.casualties, board.combat.win-lose,
board.combat.refresh, board.combat.cleanup
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk

from ..state import Combat, Done, Unit
from .card import HouseCard
from .context import combatants, opponent
from .registry import CARDS, RECORDS

if TYPE_CHECKING:
    from ..game import BoardGame


def revealed(c: Combat, house: str) -> HouseCard | None:
    """The house's card once the cards are revealed (None before, or without a card)."""
    cid = c.cards.get(house)
    return RECORDS[cid] if c.revealed and cid else None


def defense_factor(c: Combat, house: str) -> int:
    """How many times the house's Defense order counts (its chosen card's say). rule:
    board.cards.catelyn_stark
    """
    cid = c.cards.get(house)
    return RECORDS[cid].defense_factor if cid else 1


def unit_value(game: BoardGame, c: Combat, u: Unit, value: int) -> int:
    """A unit's value under the revealed cards' texts, in turn order: of two texts setting one
    unit's value the later house on the Iron Throne track has the last word.
    rules: board.combat.final, board.cards.ser_kevan_lannister, board.cards.victarion_greyjoy,
    board.cards.salladhor_saan, mod.cards.xaro_xhoan_daxos, mod.cards.rakharo, mod.cards.syrio_forel
    """
    for house in combatants(game, c):
        card = revealed(c, house)
        if card and card.unit_value:
            value = card.unit_value(game, c, house, u, value)
    return value


def printed(game: BoardGame, c: Combat, house: str) -> int:
    """The card's printed strength, 0 under the opponent's Balon Greyjoy or its own text (Bronn
    bought off). rules: board.cards.balon_greyjoy, mod.cards.bronn
    """
    cid = c.cards.get(house)
    theirs = revealed(c, opponent(c, house))
    if not cid or (theirs and theirs.opponent_printed_zero):
        return 0
    mine = RECORDS[cid]
    if mine.printed_zero and mine.printed_zero(game, c, house):
        return 0
    return CARDS[cid].strength


def bonuses(game: BoardGame, c: Combat, house: str) -> list[tuple[str, int]]:
    """Strength added by the house's card text, named for the strength's parts."""
    card = revealed(c, house)
    n = card.bonus(game, c, house) if card and card.bonus else 0
    return [(f"{card.name}'s text", n)] if card and n else []


def extra_icons(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    """Swords and fortifications added by the house's card text."""
    card = revealed(c, house)
    return card.icons(game, c, house) if card and card.icons else (0, 0)


def has_immediate(game: BoardGame) -> bool:
    """a card with a cancel or 'immediately' text is played"""
    c = game.state.combat
    return c is not None and any(cid and RECORDS[cid].immediately for cid in c.cards.values())


def immediate(game: BoardGame) -> Walk:
    """The cancelling texts first (Tyrion, Jaqen H'ghar), then the 'immediately' texts, each group in
    turn order; a card brought in by Tyrion, Jaqen or Aeron has its own text resolved too.
    rules: board.combat.cards, board.cards.tyrion_lannister, board.cards.aeron_damphair,
    mod.cards.jaqen_h_ghar
    """
    c = game.state.combat
    assert c is not None
    while True:
        pending = [(h, cid) for h in combatants(game, c) if (cid := c.cards.get(h)) and Done(h, cid) not in c.done]
        if not pending:
            return
        pending.sort(key=lambda hc: not RECORDS[hc[1]].cancels)
        house, cid = pending[0]
        c.done.append(Done(house, cid))
        text = RECORDS[cid].immediately
        if text:
            yield from text(game, c, house)


def has_outcome(game: BoardGame) -> bool:
    """a card with a win or loss text is played"""
    c = game.state.combat
    return c is not None and any(cid and RECORDS[cid].outcome for cid in c.cards.values())


def on_outcome(game: BoardGame) -> Walk:
    """'If you win' and 'if you lose' texts, in turn order. rule: board.combat.win-lose"""
    c = game.state.combat
    assert c is not None and c.winner is not None
    for house in combatants(game, c):
        cid = c.cards.get(house)
        text = RECORDS[cid].outcome if cid else None
        if text:
            yield from text(game, c, house, house == c.winner)


def before_refresh(game: BoardGame) -> None:
    """Between the discarding and the refresh of the clean-up: every card's text for this moment
    (Lysa Arryn kept goes back to the hand), then the beaten house's (Roose Bolton).
    rules: board.combat.refresh, mod.cards.lysa_arryn_mod, board.cards.roose_bolton
    """
    c = game.state.combat
    assert c is not None
    for house, cid in c.cards.items():
        text = RECORDS[cid].before_refresh if cid else None
        if text:
            text(game, c, house)
    lost = c.cards.get(c.loser) if c.loser else None
    text = RECORDS[lost].before_refresh_if_lost if lost else None
    if text and c.loser:
        text(game, c, c.loser)


def after_combat(game: BoardGame) -> Walk:
    """The 'after combat' texts in turn order. rule: board.combat.cleanup"""
    c = game.state.combat
    assert c is not None
    for house in combatants(game, c):
        cid = c.cards.get(house)
        text = RECORDS[cid].after if cid else None
        if text:
            yield from text(game, c, house)
