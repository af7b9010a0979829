"""The advanced game (ROZGRYWKA ZAAWANSOWANA) and the variants (WARIANTY).

- Advanced: each leader keeps a pile of their own four white influence cards; at setup and
  at each new season a leader is dealt 9 standard cards and 1 random card of their own pile.
  A leader's card that is discarded leaves the game. Blue event cards are shuffled in at a
  new season: 3 at autumn and at winter with 3-4 leaders, 6 at winter with 5-6.
- Card selection: after the deal, each leader keeps one card of the packet in front of them
  and passes the rest on, until the packets are used up; the direction alternates by season.
- Royal council: card selection with every leader card and event shuffled into the deck.
- Open allies: at the start of each season a row of (leaders + 1) allies is turned up; the
  leftmost is always the current ally, and abilities that draw an ally take from the row.
- Quick game: start at autumn (3-4 leaders) or at winter (5-6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option

from . import ring

if TYPE_CHECKING:
    from .game import Alliances


def is_advanced(game: Alliances) -> bool:
    return bool(game.options["advanced"]) or game.options["variant"] == "royal"


def leader_piles(game: Alliances) -> None:
    """Advanced: each leader takes their own four white cards aside. rule: advanced.leader-cards"""
    s = game.state
    for p in game.players:
        s.piles[p] = [c.id for c in game.deck.leader_cards if c.leader == s.leaders[p]]
        s.box = [u for u in s.box if u not in s.piles[p]]
    game.record("setup", "Each leader takes their own four leader cards aside", "advanced.leader-cards")


def royal_deck(game: Alliances) -> None:
    """Royal council: every leader card and event card goes into the influence deck. rule: variant.royal"""
    s = game.state
    leader_cards = {c.id for c in game.deck.leader_cards}
    s.influence += [u for u in s.box if u in leader_cards] + list(s.aside_events)
    s.box = [u for u in s.box if u not in leader_cards]
    s.aside_events = []
    game.rng.shuffle(s.influence)
    game.record("setup", "Royal council: all leader and event cards are shuffled into the deck", "variant.royal")


def events_now(game: Alliances, season_name: str) -> int:
    """How many event cards join the deck at the start of this season. rule: advanced.events"""
    if not is_advanced(game) or game.options["variant"] == "royal":
        return 0
    if len(game.players) <= 4:
        return 3 if season_name in ("autumn", "winter") else 0
    return 6 if season_name == "winter" else 0


def add_events(game: Alliances, season_name: str) -> None:
    s = game.state
    n = min(events_now(game, season_name), len(s.aside_events))
    if n:
        game.rng.shuffle(s.aside_events)
        s.influence += s.aside_events[:n]
        del s.aside_events[:n]
        game.rng.shuffle(s.influence)
        game.record("events", f"{n} event cards are shuffled into the influence deck", "advanced.events")


def own_card(game: Alliances, player: str) -> None:
    """Advanced: one random card of the leader's own pile joins their hand. rule: advanced.leader-cards"""
    s = game.state
    if s.piles.get(player):
        uid = game.rng.choice(s.piles[player])
        s.piles[player].remove(uid)
        s.hands[player].append(uid)


def is_leader_card(game: Alliances, uid: str) -> bool:
    return game.card(uid).color == "white"  # type: ignore[union-attr]


def open_row(game: Alliances) -> None:
    """Open allies: turn up a row of leaders + 1 allies. rule: variant.open-allies"""
    s = game.state
    if not game.options["open_allies"]:
        return
    n = len(game.players) + 1
    s.row, s.allies = s.allies[:n], s.allies[n:]
    names = ", ".join(game.card(a).name for a in s.row)
    game.record("row", f"The row of allies for this season: {names}", "variant.open-allies")


def selection_due(game: Alliances) -> bool:
    return game.options["variant"] in ("selection", "royal") and game.state.draft_due


def select(game: Alliances) -> Walk:
    """Card selection: keep one card of your packet in secret and pass the rest on, until none are
    left; the direction alternates by season. rule: variant.selection
    """
    s = game.state
    s.draft_due = False
    s.packets = {p: s.hands[p] for p in game.players}
    s.hands = {p: [] for p in game.players}
    passing_left = s.season % 2 == 0
    while any(s.packets.values()):
        for p in game.players:
            if not s.packets[p]:
                continue
            way = "left" if passing_left else "right"
            options = [
                Option(f"keep:{u}", f"{game.card(u).name} ({game.card(u).value})", game.card(u).text)  # type: ignore[union-attr]
                for u in s.packets[p]
            ]
            choice = yield Decision(
                p,
                f"{p}: keep one card of this packet (secret); the rest goes {way}",
                options,
                rule="variant.selection",
                secret=True,
            )
            uid = choice.split(":", 1)[1]
            s.packets[p].remove(uid)
            s.hands[p].append(uid)
        step = ring.left if passing_left else ring.right
        s.packets = {step(game, p): cards for p, cards in s.packets.items()}
    s.packets = {}
    game.record("selection", "Every leader has chosen a hand of influence cards", "variant.selection")
