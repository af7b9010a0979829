"""Rules of thumb for the greedy bot and the tutor's hints: a score and a reason per option.

They weigh what the rules make count: power toward 15, standing characters for dominance and
defence, gold to marshal with, and challenges a player can win. rule: agot2.end.win
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

if TYPE_CHECKING:
    from .game import Agot2


def judge(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """A score for one option (higher is better) and the reason."""
    verb = option.verb
    if verb in ("marshal", "ambush", "emerge"):
        data = game.card(str(option.subject)).data
        return 3 + data.strength / 2 + data.cost / 4 if data.cost else 3, "brings a card into play"  # type: ignore[operator]
    if verb == "challenge":
        return _challenge(game, player, option)
    if verb == "attack":
        return 2 + game.strength(str(option.subject)) / 2, "adds strength to the attack"
    if verb == "defend":
        c = game.state.challenge
        return (2.0 if c and c.kind == "military" else 1.0), "keeps the claim away"
    if verb == "kill":
        return -game.card(str(option.subject)).data.cost or 0, "loses the cheapest character"  # type: ignore[operator]
    if verb == "discard":
        return _discard(game, str(option.subject))
    if verb in ("keep", "done", "pass"):
        return 0.5, "keeps what you have"
    if verb in ("act", "react", "interrupt", "save"):
        return 2.5, "uses a card's ability"
    if verb == "plot":
        data = game.card(str(option.subject)).data
        return data.income + data.initiative / 3, "gold and initiative"
    if verb == "title":
        return 1.0, "a title"
    return 1.0, ""


def _discard(game: Agot2, subject: str) -> tuple[float, str]:
    """Discard your cheapest card; a card named by its code is in another player's hand (Seen In
    Flames shows codes, never hidden uids): discard their costliest. rule: agot2.timing.types
    """
    if subject in game.state.cards:
        return -(game.card(subject).data.cost or 0), "keeps the costlier cards"
    return float(game.library[subject].cost or 0), "takes their costliest card"


def _challenge(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Prefer challenges against the opponent with the fewest standing defenders, power most."""
    kind, defender = str(option.subject), str(option.target)
    mine = sum(game.strength(c.uid) for c in game.characters(player) if not c.kneeling and kind in c.data.icons)
    theirs = sum(game.strength(c.uid) for c in game.characters(defender) if not c.kneeling and kind in c.data.icons)
    bonus = {"power": 1.0, "military": 0.8, "intrigue": 0.6}[kind]
    return 2 + bonus + (mine - theirs) / 5, f"your {mine} strength against their {theirs}"
