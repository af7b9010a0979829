"""The setup hand as a beginner judges it: which cards it would set up within the 8 setup gold.

Setup is where a hand shows its worth (rules agot2.setup.mulligan, agot2.setup.place): characters
you can afford with the 8 gold are what you start the first round with, so a hand is kept when it
sets up several of them and uses most of the gold, and the cards placed are those of the best such
setup, biggest first. Only the deciding player's own hand is read.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from engine.cardgame.setup_plan import Plan
from engine.core.protocol import Option

from .setup import SETUP_GOLD, spent

if TYPE_CHECKING:
    from .cards import CardData
    from .game import Agot2

#: Keywords that make a character worth more than its strength and icons at the table.
STRONG_KEYWORDS = ("stealth", "renown", "insight", "intimidate", "pillage")
#: A hand that sets up fewer characters than this, or uses less gold, is a poor one.
GOOD_CHARACTERS, GOOD_GOLD, GOOD_STRENGTH = 2, 5, 5
#: What a second copy of a unique character is worth as its free duplicate (it saves it once).
DUPLICATE = 2.0


def icon_given(data: CardData) -> str | None:
    """The icon an attachment gives the character it is attached to, if that is all it does (read
    from its text: "gains a military icon")."""
    found = re.fullmatch(r"The character this card is attached to gains an? (\w+) icon\.", data.ability)
    return found[1] if found else None


def adds_icon(icon: str, hosts: Sequence[CardData]) -> bool:
    """Whether an icon attachment would give one of these characters an icon it lacks."""
    return any(icon not in d.icons and not d.has("no attachments") for d in hosts)


def card_value(data: CardData, hosts: Sequence[CardData] = ()) -> float:
    """What a card is worth at setup: a character its strength (a big one more than two small
    ones), icons and keywords; a location a little (it stays for the game); an attachment about a
    small character's worth, but nothing when it only gives an icon that its hosts have already, or
    when it is Terminal (meant for an opponent's character: a setup card goes on your own)."""
    if data.type == "character":
        keywords = sum(data.has(k) for k in STRONG_KEYWORDS)
        return data.strength**1.2 + 0.5 * len(data.icons) + 0.5 * keywords
    if data.type == "attachment" and data.has("terminal"):
        return 0.0
    if data.type == "attachment":
        icon = icon_given(data)
        return 0.0 if icon and not adds_icon(icon, hosts) else 3.0
    return 1.5 if data.type == "location" else 0.0


def _candidates(game: Agot2, uids: list[str], gold: int) -> list[str]:
    """Cards a setup could hold: characters, locations and attachments within ``gold``, one copy of
    each unique card."""
    seen: dict[str, str] = {}
    for uid in uids:
        d = game.card(uid).data
        if d.type in ("character", "location", "attachment") and (d.cost or 0) <= gold:
            seen.setdefault(d.id if d.unique else uid, uid)
    return list(seen.values())


def best_plan(game: Agot2, uids: list[str], gold: int, placed: Sequence[CardData] = ()) -> Plan:
    """The most valuable set of setup cards within ``gold`` beside those ``placed``: one copy of
    each unique card, at most one Limited card, attachments only where they add something, icons
    covered counting too; on equal value, the one that uses more gold. rules: agot2.setup.place,
    agot2.kw.limited, agot2.unique, agot2.attachments
    """
    pool = _candidates(game, uids, gold)
    copies = Counter(game.card(u).data.id for u in uids)
    before = [d for d in placed if d.type == "character"]
    best = Plan()
    for size in range(1, len(pool) + 1):
        for combo in combinations(pool, size):
            datas = [game.card(u).data for u in combo]
            cost = sum(d.cost or 0 for d in datas)
            limited = sum(d.has("limited") for d in [*datas, *placed])
            chars = [d for d in datas if d.type == "character"]
            hosts = before + chars
            worth = [card_value(d, hosts) for d in datas]
            if cost > gold or limited > 1 or min(worth) <= 0 or not _hosted(datas, hosts):
                continue
            icons = {i for d in hosts for i in d.icons}
            duplicates = sum(DUPLICATE for d in chars if d.unique and copies[d.id] > 1)
            value = sum(worth) + 0.5 * len(icons) + duplicates
            if (value, cost) > (best.value, best.cost):
                best = Plan(combo, cost, value, len(chars), sum(d.strength for d in chars))
    return best


def _hosted(datas: list[CardData], hosts: list[CardData]) -> bool:
    """Attachments in a plan need a character of the setup that takes attachments."""
    return all(d.type != "attachment" for d in datas) or any(not h.has("no attachments") for h in hosts)


def hand_plan(game: Agot2, player: str) -> Plan:
    """The best setup the player's hand allows with the full 8 gold."""
    return best_plan(game, list(game.zone(player, "hand")), SETUP_GOLD)


def is_good(plan: Plan) -> bool:
    """A keepable hand: it uses 5 setup gold or more on two characters, or on one of 5 strength or
    more."""
    return plan.cost >= GOOD_GOLD and (plan.characters >= GOOD_CHARACTERS or plan.strength >= GOOD_STRENGTH)


def describe(plan: Plan) -> str:
    """What a setup plan gives, in numbers."""
    if not plan.characters:
        return f"no character to set up ({plan.cost} of the {SETUP_GOLD} setup gold used)"
    chars = "1 character" if plan.characters == 1 else f"{plan.characters} characters"
    return f"{chars} of {plan.strength} strength in all for {plan.cost} of the {SETUP_GOLD} setup gold"


def keep(game: Agot2, player: str) -> tuple[float, str]:
    """Keep a hand that sets up well; a poor one is worth less than a fresh seven.
    rule: agot2.setup.mulligan
    """
    plan = hand_plan(game, player)
    if is_good(plan):
        return 3.0 + plan.value / 10, f"this hand sets up {describe(plan)}"
    return 1.0, f"a poor hand: it sets up only {describe(plan)}"


def mulligan(game: Agot2, player: str) -> tuple[float, str]:
    """Take the one mulligan only when the hand sets up poorly (the new seven must be kept).
    rule: agot2.setup.mulligan
    """
    plan = hand_plan(game, player)
    if is_good(plan):
        return 1.0, f"the new seven must be kept, and this hand already sets up {describe(plan)}"
    return 2.0, (
        f"this hand sets up only {describe(plan)}; a new seven should do better (two characters, "
        f"or one of {GOOD_STRENGTH} strength, for {GOOD_GOLD} gold or more)"
    )


def place(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """A setup card: those of the best setup within the gold left first, the most valuable first;
    a free duplicate and an attachment on a placed character once the plan is down.
    rules: agot2.setup.place, agot2.unique.duplicate, agot2.attachments
    """
    uid = str(option.subject)
    data = game.card(uid).data
    left = SETUP_GOLD - spent(game, player)
    if option.target is not None and game.card(str(option.target)).data.id == data.id:
        return 6.0, f"a free duplicate under {data.name}: it can save {data.name} from leaving play later"
    plan = _plan_now(game, player)
    if option.target is not None:
        host = game.card(str(option.target))
        on = f"{data.name} on {host.name} ({host.data.strength} strength, {data.cost} gold)"
        if data.has("terminal"):
            return 0.2, f"{on} would weaken your own character"
        if card_value(data, [host.data]) <= 0:
            return 0.3, f"{on} adds nothing: {host.name} has its icon already"
        if uid in plan.cards:
            score = 5.0 + card_value(data, [host.data]) / 10 + host.data.strength / 100
            return score, f"{on} belongs to your best setup: {describe_left(plan, left)}"
        return 1.0 + host.data.strength / 100, f"{on} is not in your best setup ({describe_left(plan, left)})"
    if uid in plan.cards or _same_card(game, uid, plan.cards):
        return 5.0 + card_value(data) / 10 - (data.cost or 0) / 100, (
            f"{data.name} ({data.cost} gold) belongs to your best setup: {describe_left(plan, left)}"
        )
    return 1.0 + card_value(data) / 100, (
        f"{data.name} ({data.cost} gold) is not in your best setup with {left} gold left ({describe_left(plan, left)})"
    )


def _same_card(game: Agot2, uid: str, cards: tuple[str, ...]) -> bool:
    """Another copy of a unique card that the plan sets up (either copy will do)."""
    d = game.card(uid).data
    return d.unique and any(game.card(u).data.id == d.id for u in cards)


def describe_left(plan: Plan, left: int) -> str:
    """The plan for the gold left, in numbers."""
    if not plan.cards:
        return f"nothing more fits the {left} gold left"
    n = len(plan.cards)
    return f"{n} card{'s' * (n != 1)} for {plan.cost} of the {left} gold left, {plan.strength} strength"


def _plan_now(game: Agot2, player: str) -> Plan:
    """The best plan for what is still in hand, with the gold left and the Limited card used."""
    placed = [game.card(u).data for u in game.zone(player, "setup")]
    placed_ids = {d.id for d in placed if d.unique}
    hand = [u for u in game.zone(player, "hand") if game.card(u).data.id not in placed_ids]
    key = ("agot2-setup-plan", player, tuple(hand), tuple(game.zone(player, "setup")), spent(game, player))
    return game.kept(key, lambda: best_plan(game, hand, SETUP_GOLD - spent(game, player), placed))


def done(game: Agot2, player: str) -> tuple[float, str]:
    """Stop placing when nothing of the best setup is left to place. rule: agot2.setup.place"""
    left = SETUP_GOLD - spent(game, player)
    plan = _plan_now(game, player)
    if plan.cards:
        return 0.5, f"{describe_left(plan, left)} could still be set up"
    return 4.0, f"nothing more is worth placing: {left} of the {SETUP_GOLD} setup gold left unused"


def shadow(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """A card into shadows for 2 setup gold: only once the plan is down. rule: agot2.kw.shadow"""
    left = SETUP_GOLD - spent(game, player)
    name = game.card(str(option.subject)).name
    if _plan_now(game, player).cards:
        return 0.8, f"{name} into shadows would take 2 of the {left} gold your best setup needs"
    return 4.5, f"{name} into shadows uses 2 of the {left} gold left over"
