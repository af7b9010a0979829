"""Melee titles as a beginner judges them: what each title gives in this position.

The pick is secret and the others' picks are face down, so only the picker's own table counts: the
income of the revealed plot against the cards in hand (Master of Coin), the hand and reserve (Master
of Laws), standing strength per icon (Hand of the King, Master of Ships, Master of Whispers), and
the dominance total and the number of opponents (Crown Regent). rules: agot2.melee, agot2.melee.select
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import dominance, effects, titles

if TYPE_CHECKING:
    from .game import Agot2


def standing_strength(game: Agot2, player: str, icon: str) -> int:
    """Strength of the player's standing characters with the icon."""
    return sum(
        game.strength(c.uid) for c in game.characters(player) if not c.kneeling and icon in effects.icons(game, c.uid)
    )


def best_buy(game: Agot2, player: str, gold: int) -> int:
    """The most strength the characters in hand can bring in for ``gold`` (each card once)."""
    best = [0] * (gold + 1)
    for uid in game.zone(player, "hand"):
        d = game.card(uid).data
        cost = d.cost or 0
        if d.type != "character" or cost > gold:
            continue
        for g in range(gold, cost - 1, -1):
            best[g] = max(best[g], best[g - cost] + d.strength)
    return best[gold]


def coin(game: Agot2, player: str) -> tuple[float, str]:
    """Master of Coin: +2 gold, worth what it adds to the best buy from the hand."""
    income = effects.plot_value(game, player, "income")
    before, after = best_buy(game, player, income), best_buy(game, player, income + 2)
    return 1.0 + 0.5 * (after - before), (
        f"+2 gold: {income} → {income + 2} to marshal with; the strongest buy from your hand goes "
        f"from {before} to {after} strength"
    )


def laws(game: Agot2, player: str) -> tuple[float, str]:
    """Master of Laws: a card more at draw and 1 reserve more, worth most to a small hand."""
    held, reserve = len(game.zone(player, "hand")), effects.plot_value(game, player, "reserve")
    return 1.0 + (0.5 if held <= 2 else 0.0), (
        f"+1 card in the draw phase (you hold {held}) and reserve {reserve} → {reserve + 1}"
    )


def icon_title(game: Agot2, player: str, code: str) -> tuple[float, str]:
    """Hand of the King, Master of Ships, Master of Whispers: +1 in one challenge type, worth the
    standing strength that will use it; the Hand adds a second power challenge."""
    icon = titles.CHALLENGE_BONUS[code]
    mine = standing_strength(game, player, icon)
    users = sum(1 for c in game.characters(player) if not c.kneeling and icon in effects.icons(game, c.uid))
    if code == titles.HAND:
        extra = 0.5 if users >= 2 else 0.0
        return 0.8 + 0.25 * mine + extra, (
            f"+1 in power challenges and a second one: your standing power strength is {mine} ({users} characters)"
        )
    more = "; an intrigue claim may hit several opponents" if code == titles.WHISPERS else ""
    return 0.6 + 0.2 * mine, f"+1 in {icon} challenges{more}: your standing {icon} strength is {mine}"


def regent(game: Agot2, player: str) -> tuple[float, str]:
    """Crown Regent: +2 at dominance, and one redirect a round, worth more the more opponents
    could attack you."""
    total = dominance.dominance_total(game, player)
    foes = len(game.opponents(player))
    return 1.2 + 0.3 * foes, (
        f"+2 at dominance ({total} → {total + 2} now) and one redirect a round against {foes} opponents"
    )


def title(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """One title of those offered, by what it gives this player now. rule: agot2.melee.select"""
    code = game.card(str(option.subject)).data.id
    name = game.card(str(option.subject)).name
    if code == titles.COIN:
        score, why = coin(game, player)
    elif code == titles.LAWS:
        score, why = laws(game, player)
    elif code == titles.CROWN_REGENT:
        score, why = regent(game, player)
    else:
        score, why = icon_title(game, player, code)
    return score, f"{name}: {why}"
