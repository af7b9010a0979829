"""Vassals: the houses no player holds, commanded each round by a lord. rules: mod.vassals.*

At the start of each Planning phase the vassal order sets go to the players at the top of the Iron
Throne track; in turn order each set's holder takes a vassal or passes the set down the track, and
the last player takes every vassal left. After the houses' orders, each lord gives each of its
vassals up to two of the set's four tokens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import one_place_each
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from ..areas import controller
from ..data import components
from ..orders import TOKENS, VASSAL_TOKENS, banned
from ..state import Order

if TYPE_CHECKING:
    from ..game import BoardGame

#: At most this many orders per vassal each round. rule: mod.vassals.orders
ORDERS_PER_VASSAL = 2


def any_vassals(game: BoardGame) -> bool:
    """there are vassals"""
    return bool(game.state.vassals)


def players_down_the_track(game: BoardGame) -> list[str]:
    """The houses players hold, in Iron Throne order (Targaryen, always eighth, last)."""
    s = game.state
    return [h for h in s.tracks["iron_throne"] if h in s.holders]


def hand_out_sets(game: BoardGame) -> None:
    """Start of Planning: the lords of last round let go; one set per vassal goes to the players
    from the top of the Iron Throne track (with three players the first takes the fourth set too).
    rules: mod.vassals.choice, mod.setup.vassal-sets
    """
    s = game.state
    s.lords = {}
    top = players_down_the_track(game)
    s.vassal_sets = [top[i % len(top)] for i in range(len(s.vassals))]
    s.vassal_sets.sort(key=top.index)


def choose(game: BoardGame) -> Walk:
    """One set's holder takes a free vassal or passes the set to the next player down the track;
    the last player on the track cannot pass and takes every vassal left. Returns True when every
    vassal has a lord. rule: mod.vassals.choice
    """
    s = game.state
    free = [v for v in s.tracks["iron_throne"] if v in s.vassals and v not in s.lords]
    if not free:
        s.vassal_sets = []
        return True
    top = players_down_the_track(game)
    holder = min(s.vassal_sets, key=top.index)
    player = game.player_of(holder)
    if holder == top[-1]:
        for v in free:
            s.lords[v] = holder
        s.vassal_sets = []
        game.record(
            "vassals-taken",
            f"{game.name(holder)}, last on the Iron Throne track, takes the vassals left: "
            + ", ".join(components().houses[v].name for v in free),
            "mod.vassals.choice",
        )
        return True
    following = top[top.index(holder) + 1]
    options = [
        option("vassal", v, label=f"Command House {components().houses[v].name}", explain=_size(game, v)) for v in free
    ]
    options.append(
        Option(
            "vassal-pass",
            "Pass the set on",
            f"{game.name(following)} may take a vassal with it instead",
        )
    )
    choice = yield Decision(
        player,
        f"{game.name(holder)}: choose a vassal to command this round, or pass",
        options,
        rule="mod.vassals.choice",
    )
    s.vassal_sets.remove(holder)
    if choice.verb == "vassal-pass":
        s.vassal_sets.append(following)
        game.record(
            "vassal-pass",
            f"{game.name(holder)} passes a vassal order set to {game.name(following)}",
            "mod.vassals.choice",
        )
        return False
    vassal = str(choice.subject)
    s.lords[vassal] = holder
    game.record(
        "vassal-chosen", f"{game.name(holder)} commands House {components().houses[vassal].name}", "mod.vassals.choice"
    )
    return False


def _size(game: BoardGame, vassal: str) -> str:
    units = sum(len(us) for us in game.state.units.values() if us and us[0].house == vassal)
    return f"{units} units on the board"


def ordering(game: BoardGame) -> list[str]:
    """the vassals, by their lords' turn order"""
    s = game.state
    top = s.tracks["iron_throne"]
    return sorted((v for v in s.vassals if v in s.lords), key=lambda v: (top.index(s.lords[v]), top.index(v)))


def place(game: BoardGame, vassal: str) -> Walk:
    """The lord gives its vassal up to two of the set's tokens, each on an area with the vassal's
    units; Done stops early. Returns True when this vassal's orders are given. rule: mod.vassals.orders
    """
    s = game.state
    given = [a for a, o in s.orders.items() if o.house == vassal]
    used = {s.orders[a].token for a in given}
    areas = [a for a, units in s.units.items() if units[0].house == vassal and a not in s.orders]
    tokens = [t for t in VASSAL_TOKENS.values() if t.id not in used and not banned(t, s.bans)]
    if len(given) >= ORDERS_PER_VASSAL or not areas or not tokens:
        return True
    lord = s.lords[vassal]
    options = [
        option("order", a, t.id, label=f"{t.label} on {game.area_name(a)}", explain=EXPLAIN[t.id])
        for a in areas
        for t in tokens
    ]
    options.append(Option("vassal-done", "No more orders for this vassal", "its other areas stay without orders"))
    refused = [
        option("order", a, t.id, label=f"{t.label} on {game.area_name(a)}").refused(
            f"this round {banned(t, s.bans).replace('_', ' ')} may be placed", "board.westeros.bans"
        )
        for a in areas
        for t in VASSAL_TOKENS.values()
        if t.id not in used and banned(t, s.bans)
    ]
    choice = yield Decision(
        game.player_of(vassal),
        f"{game.name(lord)}: give House {components().houses[vassal].name} an order "
        f"({len(given)} of {ORDERS_PER_VASSAL} given)",
        options,
        refused,
        "mod.vassals.orders",
        secret=True,
    )
    if choice.verb == "vassal-done":
        return True
    area, token = str(choice.subject), str(choice.target)
    s.orders[area] = Order(vassal, token)
    game.record(
        "order-placed",
        f"{game.name(vassal)} gets an order on {game.area_name(area)}",
        "mod.vassals.orders",
        {"house": vassal, "area": area},
    )
    game.record(
        "order-chosen",
        f"(only you see this) {TOKENS[token].label} on {game.area_name(area)}",
        "mod.vassals.orders",
        {"house": vassal, "area": area, "token": token},
        visible_to=[game.player_of(vassal)],
    )
    return len(given) + 1 >= ORDERS_PER_VASSAL


EXPLAIN = {
    "v-march0": "move the vassal's units; never into a port or into its lord's areas",
    "v-raid": "raid in the Raid step, or stay as a Support +1",
    "v-defense1": "+1 when attacked; or muster here in the Consolidate Power step",
    "v-defense3": "+3 when attacked",
}


def same_side(game: BoardGame, a: str, b: str) -> bool:
    """Whether two houses are a lord and its vassal, or two vassals of one lord. rule: mod.vassals.lord"""
    s = game.state
    lord_a, lord_b = s.lords.get(a, a), s.lords.get(b, b)
    return a != b and (a in s.vassals or b in s.vassals) and lord_a == lord_b


def why_not_enter(game: BoardGame, house: str, area: str) -> str:
    """Why a march may not enter an area because of vassals ('' if it may): a lord never enters its
    vassal's areas, and a vassal never enters a port, its lord's areas or another of its lord's
    vassals' areas. rules: mod.vassals.lord, mod.vassals.tokens
    """
    s = game.state
    if house in s.vassals and game.map[area].is_port:
        return "a vassal's March never enters a port"
    owner = controller(game, area)
    if owner and same_side(game, house, owner):
        if house in s.vassals:
            return f"a vassal never enters its lord's areas ({game.name(owner)} holds it)"
        return f"a lord never enters its vassal's areas ({game.name(owner)} holds it)"
    return ""


def why_not_raid(game: BoardGame, raider: str, target: str) -> str:
    """A lord and its vassal (or two vassals of one lord) never raid each other ('' if they may).
    rule: mod.vassals.tokens
    """
    s = game.state
    if {target, raider} & set(s.vassals) and game.player_of(target) == game.player_of(raider):
        return "a lord and its vassal never raid each other"
    return ""


def reward(game: BoardGame, winner: str) -> None:
    """A vassal that wins a combat earns its lord a power token. rule: mod.vassals.reward"""
    lord = game.state.lords.get(winner)
    if winner in game.state.vassals and lord:
        got = game.gain_power(lord, 1)
        game.record(
            "vassal-reward", f"{game.name(lord)} gains {got} power for its vassal's victory", "mod.vassals.reward"
        )


def draw_hand(game: BoardGame, vassal: str) -> None:
    """Before choosing its card, a vassal's lord shuffles the vassal deck and draws three.
    rule: mod.vassals.cards
    """
    s = game.state
    game.rng.shuffle(s.vassal_deck)
    s.hands[vassal], s.vassal_deck = s.vassal_deck[:3], s.vassal_deck[3:]
    game.record(
        "vassal-draw", f"{game.name(vassal)} draws three vassal house cards", "mod.vassals.cards", {"house": vassal}
    )


def return_cards(game: BoardGame) -> None:
    """After a combat, every vassal card goes back into one deck. rule: mod.vassals.cards"""
    s = game.state
    for v in s.vassals:
        s.vassal_deck += s.hands[v] + s.discards[v]
        s.hands[v], s.discards[v] = [], []


def invariants(game: BoardGame) -> list[str]:
    """A vassal holds three cards drawn for a combat at most and gives them back after it; the vassal
    deck's cards are each in one place. rule: mod.vassals.cards
    """
    s, out = game.state, []
    for house in [h for h in s.houses if h in s.vassals]:
        held = s.hands[house] + s.discards[house]
        if len(held) > 3 or (held and s.combat is None):
            out.append(f"the vassal {house} holds {s.hands[house]} and discarded {s.discards[house]}")
    if s.houses:
        held = s.vassal_deck + [c for v in s.vassals for c in s.hands[v] + s.discards[v]]
        out += one_place_each(held, [c.id for c in components().house_cards["vassal"]], "the vassal house cards")
    return out
