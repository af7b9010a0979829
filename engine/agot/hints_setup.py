"""The setup hand as a beginner judges it in the 1st edition: the best setup within 5 gold.

Setting up one big character is the habit that loses games: a single military claim kills it and
leaves the table empty, and a challenge of an icon it lacks goes unopposed. So the setup looked for
is several characters covering the icons (rules setup.place, setup.place.cost), and a hand is kept
when it has one; only the deciding player's own hand is read.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from engine.cardgame.setup_plan import Plan
from engine.core.protocol import Option

from .setup import SETUP_GOLD

if TYPE_CHECKING:
    from .cards import CardData
    from .game import Agot

#: A keepable hand sets up this many characters, or one of this strength, for this much gold.
GOOD_CHARACTERS, GOOD_STRENGTH, GOOD_GOLD = 2, 4, 3


def card_value(data: CardData) -> float:
    """A character's strength (a big one a little more than two small ones) and icons; a location
    a little more with income (characters come first: they defend from the first round, a location
    can be marshalled later for the same gold)."""
    if data.type == "character":
        return data.strength**1.2 + 0.5 * len(data.icons)
    return 0.5 + 0.5 * data.income if data.type == "location" else 0.0


def best_plan(game: Agot, uids: list[str], gold: int, placed: list[CardData]) -> Plan:
    """The most valuable characters and locations within ``gold`` beside those ``placed``: one copy
    of a unique card, one Limited card at most, each icon covered adding to the value; on equal
    value the one that uses more gold. rules: setup.place.cost, setup.place.limited, setup.place.unique
    """
    seen: dict[str, str] = {}
    placed_ids = {d.id for d in placed}
    for uid in uids:
        d = game.card(uid).data
        if d.type in ("character", "location") and d.cost <= gold and d.id not in placed_ids:
            seen.setdefault(d.id if d.unique else uid, uid)
    best = Plan()
    for size in range(1, len(seen) + 1):
        for combo in combinations(seen.values(), size):
            datas = [game.card(u).data for u in combo]
            cost = sum(d.cost for d in datas)
            if cost > gold or sum(d.has("limited") for d in [*datas, *placed]) > 1:
                continue
            chars = [d for d in datas if d.type == "character"]
            icons = {i for d in [*chars, *placed] for i in d.icons}
            value = sum(card_value(d) for d in datas) + 0.5 * len(icons)
            if (value, cost) > (best.value, best.cost):
                best = Plan(combo, cost, value, len(chars), sum(d.strength for d in chars), len(icons))
    return best


def plan_now(game: Agot, player: str) -> Plan:
    """The best setup for the hand with the gold still unused."""
    placed = [game.card(u).data for u in game.zone(player, "setup")]
    hand = list(game.zone(player, "hand"))
    left = SETUP_GOLD - sum(d.cost for d in placed)
    key = ("agot-setup-plan", player, tuple(hand), tuple(game.zone(player, "setup")))
    return game.kept(key, lambda: best_plan(game, hand, left, placed))


def describe(plan: Plan, gold: int) -> str:
    """A plan in numbers."""
    chars = "1 character" if plan.characters == 1 else f"{plan.characters} characters"
    return f"{chars} of {plan.strength} strength covering {plan.icons} icons, {plan.cost} of {gold} gold"


def keep(game: Agot, player: str) -> tuple[float, str]:
    """Keep a hand that sets up several characters (or one strong one); a poor one less.
    rule: setup.mulligan
    """
    plan = best_plan(game, list(game.zone(player, "hand")), SETUP_GOLD, [])
    good = plan.cost >= GOOD_GOLD and (plan.characters >= GOOD_CHARACTERS or plan.strength >= GOOD_STRENGTH)
    if good:
        return 2.0 + plan.value / 10, f"this hand sets up {describe(plan, SETUP_GOLD)}"
    return 0.8, f"a poor hand: it sets up only {describe(plan, SETUP_GOLD)}"


def place(game: Agot, player: str, o: Option) -> tuple[float, str]:
    """Place the cards of the best setup, the most valuable first. rules: setup.place, setup.place.cost"""
    uid = str(o.subject)
    data = game.card(uid).data
    left = SETUP_GOLD - sum(game.card(u).data.cost for u in game.zone(player, "setup"))
    plan = plan_now(game, player)
    same = data.unique and any(game.card(u).data.id == data.id for u in plan.cards)
    if uid in plan.cards or same:
        return 5.0 + card_value(data) / 10 - data.cost / 100, (
            f"{data.name} ({data.cost} gold) belongs to your best setup: {describe(plan, left)}"
        )
    return 1.0 + card_value(
        data
    ) / 100, f"{data.name} ({data.cost} gold) is not in your best setup ({describe(plan, left)})"


def done(game: Agot, player: str) -> tuple[float, str]:
    """Stop once the best setup is down. rule: setup.place"""
    left = SETUP_GOLD - sum(game.card(u).data.cost for u in game.zone(player, "setup"))
    plan = plan_now(game, player)
    if plan.cards:
        return 0.5, f"{len(plan.cards)} more card(s) of your best setup fit the {left} gold left"
    return 4.0, f"nothing more is worth placing ({left} of {SETUP_GOLD} gold left)"
