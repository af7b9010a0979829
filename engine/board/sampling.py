"""Drawing what a player cannot see anew (``Game.sample``) in the board game and Mother of Dragons.

Hidden from a player (the house it holds, and the vassals it commands this round), and drawn anew:

- the other houses' face-down orders: each house's tokens change places among its ordered areas of
  the same kind (land, sea, port), so the house keeps its tokens and its stars;
- the other houses' secret bids, while bids are being made: any number up to the power held;
- the other side's secret house card in a combat, before the cards are revealed: any card of its hand;
- the Westeros decks' order, except the cards the house has seen with the Spymaster (rule
  mod.loans.spymaster), which keep their places;
- the wildling deck's order, except the top card the house looked at with the Raven and the bottom
  card (the last one resolved, which lies open after the first round); a house that had looked at a
  top card that moved is now told the new top card;
- Mother of Dragons: the vassal house-card deck pooled with the hands of the vassals other lords
  command, and the Iron Bank's loan deck.

A player who holds no house (it left the game) sees the table as an onlooker does: nothing is
drawn for it. What a player deciding now (``keep``) worked its options out from stays: its orders, bid and house
card, a hand whose cards the pending options name (a Patchface looking at a vassal's hand), and while a
Raven or Spymaster decision is pending, the wildling deck or the Westeros decks
(the options were read from their tops). Loans taken lie face down but their names are shown, so they stay.
rules: board.planning.assign, board.bidding, board.combat.cards, board.westeros, board.wildlings,
mod.vassals.cards, mod.bank.loan
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.core.resume import named_in_decision

if TYPE_CHECKING:
    from .game import BoardGame
    from .state import State


def resample(game: BoardGame, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
    """Draw every part hidden from ``seat`` anew, in place (see the module's text)."""
    s = game.state
    if game.holding(seat) is None:
        return  # a player who holds no house (it left the game) is shown the table as an onlooker is
    seen_by = _commanded(game, {seat})
    kept = _commanded(game, set(keep))
    hidden = [h for h in s.houses if h not in seen_by and h not in kept]
    verbs = {o.verb for o in game.decision.options} if game.decision else set()
    named = named_in_decision(game)
    shown = {h for h in hidden if named & set(s.hands.get(h, ()))}  # a hand looked at (Patchface)
    _orders(game, hidden, rng)
    _bids(game, hidden, rng)
    _vassal_cards(s, [h for h in hidden if h not in shown], rng)
    _combat_cards(s, hidden, rng)
    if "arrange" not in verbs:  # a Spymaster's pending choice reads the deck's top
        _westeros(s, seen_by, rng)
    if "raven-keep" not in verbs:  # a Raven's pending choice reads the top wildling card
        _wildlings(s, seen_by, rng)
    s.loan_deck.sort()
    rng.shuffle(s.loan_deck)


def _commanded(game: BoardGame, players: set[str]) -> set[str]:
    """The houses these players hold, and the vassals those houses command."""
    s = game.state
    held = {h for h, p in s.holders.items() if p in players}
    return held | {v for v, lord in s.lords.items() if lord in held}


def _orders(game: BoardGame, hidden: list[str], rng: random.Random) -> None:
    """Each hidden house's face-down tokens change places among its areas of the same kind."""
    s = game.state
    if s.revealed:
        return
    for house in hidden:
        for kind in ("land", "sea", "port"):
            areas = sorted(a for a, o in s.orders.items() if o.house == house and game.map[a].kind == kind)
            tokens = sorted(s.orders[a].token for a in areas)
            rng.shuffle(tokens)
            for area, token in zip(areas, tokens, strict=True):
                s.orders[area].token = token


def _bids_secret(game: BoardGame) -> bool:
    """Whether bids are being made now: a bid was made since bids were last revealed."""
    for event in reversed(game.events):
        if event.kind == "bids-revealed":
            return False
        if event.kind == "bid-made":
            return True
    return False


def _bids(game: BoardGame, hidden: list[str], rng: random.Random) -> None:
    """A hidden house's secret bid: any number up to the power it holds (a vassal always bids 0)."""
    s = game.state
    if not _bids_secret(game):
        return
    for house in hidden:
        if s.bids.get(house) is not None and house not in s.vassals:
            s.bids[house] = rng.randint(0, s.power[house])


def _vassal_cards(s: State, hidden: list[str], rng: random.Random) -> None:
    """The vassal deck pooled with the hands of the vassals whose hands are hidden, dealt back."""
    zones = [s.vassal_deck, *(s.hands[v] for v in s.vassals if v in hidden)]
    slots = [(zone, i) for zone in zones for i in range(len(zone))]
    cards = sorted(zone[i] for zone, i in slots)
    rng.shuffle(cards)
    for (zone, i), cid in zip(slots, cards, strict=True):
        zone[i] = cid


def _combat_cards(s: State, hidden: list[str], rng: random.Random) -> None:
    """A hidden side's chosen house card, before the reveal: any card of its hand."""
    c = s.combat
    if c is None or c.revealed:
        return
    for house, cid in sorted(c.cards.items()):
        if house in hidden and cid is not None and s.hands.get(house):
            c.cards[house] = rng.choice(sorted(s.hands[house]))


def _westeros(s: State, seen_by: set[str], rng: random.Random) -> None:
    """Each Westeros deck shuffled, the cards these houses saw with the Spymaster left in place."""
    seen = {uid for h in seen_by for uid in s.westeros_seen.get(h, [])}
    for deck in s.decks.values():
        free = [i for i, uid in enumerate(deck) if uid not in seen]
        cards = sorted(deck[i] for i in free)
        rng.shuffle(cards)
        for i, uid in zip(free, cards, strict=True):
            deck[i] = uid


def _wildlings(s: State, seen_by: set[str], rng: random.Random) -> None:
    """The wildling deck shuffled but its open bottom card and a top card these houses looked at."""
    w = s.wildlings
    if len(w) < 2:
        return
    top = w[0]
    first = 1 if any(s.wildling_seen.get(h) == top for h in seen_by) else 0
    last = len(w) - 1 if s.round > 1 else len(w)
    middle = sorted(w[first:last])
    rng.shuffle(middle)
    w[first:last] = middle
    for house, card in list(s.wildling_seen.items()):
        if card == top:
            s.wildling_seen[house] = w[0]
