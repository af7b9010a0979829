"""A simple greedy judgement of the pending options, each with a one-line reason.

It is not a strong player: it looks one choice ahead with rules of thumb (play what
you can afford, attack where you out-strength the defenders, defend when you can win,
lose your least valuable character). The greedy bot and the tutor's hints use it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core.protocol import Option

if TYPE_CHECKING:
    from .game import Agot

Judge = Callable[["Agot", str, Option], tuple[float, str]]


def _strength_with(game: Agot, player: str, kind: str, exclude: list[str] = ()) -> int:
    """Strength of the player's standing characters with the icon."""
    return sum(
        game.strength(c.uid)
        for c in game.characters(player)
        if not c.kneeling and kind in game.icons(c.uid) and c.uid not in exclude
    )


def plot_value(game: Agot, uid: str) -> tuple[float, str]:
    d = game.card(uid).data
    return d.income + 0.5 * d.initiative + 2 * d.claim, f"income {d.income}, initiative {d.initiative}, claim {d.claim}"


def setup_or_play(game: Agot, player: str, o: Option) -> tuple[float, str]:
    d = game.card(o.subject).data
    if o.target is not None:  # an attachment: it helps the character it goes on
        target = game.card(o.target)
        if target.owner != player:
            return 0.2, f"{d.name} would help your opponent's {target.name}"
        return 3 + d.cost + target.data.strength, f"strengthens your {target.name}"
    if d.type == "character":
        return 3 + d.cost + d.strength, f"a character: {d.strength} strength for {d.cost} gold"
    if d.income:
        return 3 + d.cost + 2 * d.income, f"more gold every round (+{d.income})"
    return 2 + d.cost, f"{d.type} for {d.cost} gold"


def challenge(game: Agot, player: str, o: Option) -> tuple[float, str]:
    kind = o.subject
    mine = _strength_with(game, player, kind)
    theirs = _strength_with(game, game.defender_for(player), kind)
    if mine > theirs:
        return 6 + (kind == "power"), f"your {mine} strength beats all their possible defenders ({theirs})"
    return 1, f"they could defend with {theirs} against your {mine}"


def attack(game: Agot, player: str, o: Option) -> tuple[float, str]:
    c = game.state.challenge
    assert c is not None
    now = sum(game.strength(u) for u in c.attackers)
    theirs = _strength_with(game, c.defender, c.kind)
    if c.attackers and now > theirs:
        return 1, "you already out-strength every defender they have; keep it standing"
    return 3 + game.strength(o.subject), f"adds {game.strength(o.subject)} strength (you have {now})"


def defend(game: Agot, player: str, o: Option) -> tuple[float, str]:
    c = game.state.challenge
    assert c is not None
    attack_ = sum(game.strength(u) for u in c.attackers)
    now = sum(game.strength(u) for u in c.defenders)
    possible = now + _strength_with(game, player, c.kind, exclude=c.defenders + c.stealthed)
    if possible < attack_ or now > attack_:
        return 1, "you cannot win this one; keep it standing" if possible < attack_ else "you are already winning"
    return 3 + game.strength(o.subject), f"adds {game.strength(o.subject)} toward the {attack_} attacking"


def done(game: Agot, player: str, o: Option) -> tuple[float, str]:
    node = game.node
    c = game.state.challenge
    if node == "challenges.defenders" and c:
        attack_ = sum(game.strength(u) for u in c.attackers)
        now = sum(game.strength(u) for u in c.defenders)
        possible = now + _strength_with(game, player, c.kind, exclude=c.defenders + c.stealthed)
        if now > attack_:
            return 5, "you are already winning this challenge"
        if possible < attack_:
            return 4, "you cannot reach their strength; do not kneel for nothing"
    if node == "challenges.attackers" and c:
        now = sum(game.strength(u) for u in c.attackers)
        if now > _strength_with(game, c.defender, c.kind):
            return 5, "your attack already beats every possible defence"
    if node == "challenges.initiate":
        return 2, "no challenge looks winnable"
    return 0.5, "stop here"


def kill(game: Agot, player: str, o: Option) -> tuple[float, str]:
    d = game.card(o.subject).data
    return 10 - d.cost, f"your least valuable choice costs {d.cost}"


def keep(game: Agot, player: str, o: Option) -> tuple[float, str]:
    if o.subject is not None:  # a plot kept in the draft
        return plot_value(game, o.subject)
    return 2, "a hand is rarely worth the risk of a mulligan"


RULES_OF_THUMB: dict[str, Judge] = {
    "keep": keep,
    "mulligan": lambda g, p, o: (1, "draw seven new cards"),
    "place": setup_or_play,
    "play": setup_or_play,
    "duplicate": lambda g, p, o: (4, "free, and it can save the character later"),
    "plot": lambda g, p, o: plot_value(g, o.subject),
    "draft": lambda g, p, o: plot_value(g, o.subject),
    "first": lambda g, p, o: (1 + (o.subject == p), "act first in every phase" if o.subject == p else ""),
    "challenge": challenge,
    "attack": attack,
    "defend": defend,
    "done": done,
    "kill": kill,
    "stealth": lambda g, p, o: (2 + g.strength(o.subject), "keeps their strongest defender out"),
    "skip": lambda g, p, o: (1, "no one worth keeping out"),
    "act": lambda g, p, o: (2, "use the card's ability now"),
    "respond": lambda g, p, o: (3, "the moment passes if you do not use it now"),
    "save": lambda g, p, o: (6, "keep your character alive"),
    "pass": lambda g, p, o: (1, "keep your options for later"),
}


def judge(game: Agot, player: str, option: Option) -> tuple[float, str]:
    """One option's score and reason by the rules of thumb above."""
    rule_of_thumb = RULES_OF_THUMB.get(option.verb)
    return rule_of_thumb(game, player, option) if rule_of_thumb else (1, "")
