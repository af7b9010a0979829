"""The advanced game (ROZGRYWKA ZAAWANSOWANA) and the variants (WARIANTY).

- Advanced: each leader keeps a pile of their own four white influence cards; at setup and
  at each new season a leader is dealt 9 standard cards and 1 random card of their own pile.
  A leader's card that is discarded leaves the game. Blue event cards are shuffled in at a
  new season: 3 at autumn and at winter with 3-4 leaders, 6 at winter with 5-6.
- Card selection: after the deal, each leader keeps one card of the packet in front of them
  and passes the rest on, until the packets are used up. Our reading: the first selection of a
  game passes left, whichever season the game starts in; each later one turns the other way.
- Royal council: card selection with every leader card and event shuffled into the deck.
- Open allies: at the start of each season a row of (leaders + 1) allies is turned up; the
  leftmost is always the current ally. Our reading: an ally gained outside the bid is the next
  one of the row, and the top ally of the deck is turned up at the row's end in its place; once
  the deck is empty the row shrinks instead (rule round.no-ally).
- Quick game: start at autumn (3-4 leaders) or at winter (5-6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import ring

if TYPE_CHECKING:
    from .game import Alliances


def is_advanced(game: Alliances) -> bool:
    """Leader cards are in play: the advanced game, or the royal council. rule: advanced.leader-cards"""
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
    """Shuffle this season's event cards into the influence deck. rule: advanced.events"""
    s = game.state
    n = min(events_now(game, season_name), len(s.aside_events))
    if n:
        game.rng.shuffle(s.aside_events)
        s.influence += s.aside_events[:n]
        del s.aside_events[:n]
        game.rng.shuffle(s.influence)
        game.record("events", f"{n} event cards are shuffled into the influence deck", "advanced.events", {"count": n})


def own_card(game: Alliances, player: str) -> None:
    """Advanced: one random card of the leader's own pile joins their hand. rule: advanced.leader-cards"""
    s = game.state
    if s.piles.get(player):
        uid = game.rng.choice(s.piles[player])
        s.piles[player].remove(uid)
        s.hands[player].append(uid)


def is_leader_card(game: Alliances, uid: str) -> bool:
    """A white card of a leader's own: it leaves the game when discarded. rule: advanced.leader-cards"""
    return game.card(uid).color == "white"  # type: ignore[union-attr]


def open_row(game: Alliances) -> None:
    """Open allies: turn up a row of leaders + 1 allies; fewer if the ally deck runs out.
    rules: variant.open-allies, round.no-ally
    """
    s = game.state
    if not game.options["open_allies"]:
        return
    n = len(game.players) + 1
    s.row, s.allies = s.allies[:n], s.allies[n:]
    names = ", ".join(game.card(a).name for a in s.row)
    if len(s.row) == n:
        game.record("row", f"The row of allies for this season: {names}", "variant.open-allies")
    else:
        game.record(
            "row-short",
            f"The ally deck runs out: this season's row holds {len(s.row)} of {n} allies ({names or 'none'})",
            "round.no-ally",
        )


def top_up_row(game: Alliances) -> None:
    """Open allies: an ability turns up another ally, so the top ally of the deck joins the end of
    the row; the ally gained is then the next one of the row. The row so keeps one ally for each
    round left in the season while the deck lasts; with the deck empty it shrinks instead.
    rules: variant.open-allies, round.no-ally
    """
    s = game.state
    if not game.options["open_allies"]:
        return
    if not s.allies:
        game.record(
            "row-short",
            "The ally deck is empty: nothing is turned up at the end of the row, so it holds one ally fewer",
            "round.no-ally",
        )
        return
    uid = s.allies.pop(0)
    s.row.append(uid)
    game.record(
        "row", f"{game.card(uid).name} is turned up at the end of the row", "variant.open-allies", {"ally": uid}
    )


# -- card selection: a deal becomes packets, each leader keeps one card a pass ----------------


def selection_due(game: Alliances) -> bool:
    """Card selection is on and a new hand was just dealt. rule: variant.selection"""
    return game.options["variant"] in ("selection", "royal") and game.state.draft_due


def start_selection(game: Alliances) -> None:
    """The dealt hands become the packets in front of the leaders. Our reading: the first selection of
    a game passes left, even when a quick game starts at autumn or winter; each later selection turns
    the other way. rule: variant.selection
    """
    s = game.state
    s.draft_due = False
    s.packets = {p: s.hands[p] for p in game.players}
    s.hands = {p: [] for p in game.players}
    s.passing_left = s.selections % 2 == 0
    s.selections += 1
    way = "left" if s.passing_left else "right"
    game.record(
        "packets",
        f"Card selection {s.selections} of this game: the packets go {way}",
        "variant.selection",
        {"direction": way},
    )


def holding_packets(game: Alliances) -> list[str]:
    """each leader with cards left in their packet, in seating order

    The order in which the leaders keep a card in one pass of card selection. rule: variant.selection
    """
    return [p for p in game.players if game.state.packets[p]]


def receiver(game: Alliances, player: str) -> str:
    """The neighbour who gets ``player``'s packet in this selection. rule: variant.selection"""
    return (ring.left if game.state.passing_left else ring.right)(game, player)


def keep_one(game: Alliances, player: str) -> Walk:
    """A leader keeps one card of the packet in front of them, in secret. rule: variant.selection"""
    s = game.state
    way = "left" if s.passing_left else "right"
    rest = f"the rest goes {way}, to {receiver(game, player)}" if len(s.packets[player]) > 1 else "the last card"
    choice = yield Decision(
        player,
        f"{player}: keep one card of this packet (secret); {rest}",
        [_keep_option(game, u) for u in s.packets[player]],
        rule="variant.selection",
        secret=True,
    )
    uid = str(choice.subject)
    s.packets[player].remove(uid)
    s.hands[player].append(uid)


def _keep_option(game: Alliances, uid: str) -> Option:
    c = game.card(uid)
    return option("keep", uid, label=f"{c.name} ({c.value})", explain=c.text)  # type: ignore[union-attr]


def pass_packets(game: Alliances) -> None:
    """What is left of each packet goes on to the neighbour (left or right, as this selection goes);
    once every card is kept, the kept cards are the hands. rule: variant.selection
    """
    s = game.state
    s.packets = {receiver(game, p): cards for p, cards in s.packets.items()}
    if not packets_left(game):
        s.packets = {}
        game.record("selection", "Every leader has chosen a hand of influence cards", "variant.selection")


def packets_left(game: Alliances) -> bool:
    """Some packet still holds cards. rule: variant.selection"""
    return any(game.state.packets.values())
