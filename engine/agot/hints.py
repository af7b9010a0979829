"""A simple greedy judgement of the pending options, each with a one-line reason.

It is not a strong player: it looks one choice ahead with rules of thumb (play what
you can afford, attack where you out-strength the defenders, defend when you can win,
keep the strongest possible defender out with Stealth, lose your least valuable
character). The greedy bot and the tutor's hints use it. Every reason names the card
(and target) it is about, so two options that differ never read alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cardgame.names import card_name
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


def _name(game: Agot, player: str, uid: str) -> str:
    """A card's name in a reason: its copy number when another copy is in play, no owner (the reason
    says whose it is when that matters)."""
    return card_name(game, uid)


def plot_value(game: Agot, uid: str) -> tuple[float, str]:
    d = game.card(uid).data
    score = d.income + 0.5 * d.initiative + 2 * d.claim
    return score, f"income {d.income}, initiative {d.initiative}, claim {d.claim}"


def setup_or_play(game: Agot, player: str, o: Option) -> tuple[float, str]:
    d = game.card(o.subject).data
    if o.target is not None:  # an attachment: it helps the character it goes on
        target = game.card(o.target)
        name = _name(game, player, str(o.target))
        if target.owner != player:
            return 0.2, f"{d.name} would help your opponent's {name}"
        return 3 + d.cost + target.data.strength, f"{d.name} strengthens your {name}"
    if d.type == "character":
        return 3 + d.cost + d.strength, f"a character, {d.strength} strength for {d.cost} gold"
    if d.income:
        return 3 + d.cost + 2 * d.income, f"more gold every round (+{d.income}) for {d.cost} gold"
    return 2 + d.cost, f"a {d.type} for {d.cost} gold"


def challenge(game: Agot, player: str, o: Option) -> tuple[float, str]:
    kind = o.subject
    mine = _strength_with(game, player, kind)
    theirs = _strength_with(game, game.defender_for(player), kind)
    if mine > theirs:
        return 6 + (kind == "power"), f"{kind}: your {mine} strength beats all their possible defenders ({theirs})"
    return 1, f"{kind}: they could defend with {theirs} against your {mine}"


def attack(game: Agot, player: str, o: Option) -> tuple[float, str]:
    c = game.state.challenge
    assert c is not None
    now = sum(game.strength(u) for u in c.attackers)
    theirs = _strength_with(game, c.defender, c.kind)
    name = _name(game, player, str(o.subject))
    if c.attackers and now > theirs:
        return 1, f"you already out-strength every defender they have; keep {name} standing"
    return 3 + game.strength(o.subject), f"{name} adds {game.strength(o.subject)} strength (you have {now})"


def defend(game: Agot, player: str, o: Option) -> tuple[float, str]:
    c = game.state.challenge
    assert c is not None
    attack_ = sum(game.strength(u) for u in c.attackers)
    now = sum(game.strength(u) for u in c.defenders)
    possible = now + _strength_with(game, player, c.kind, exclude=c.defenders + c.stealthed)
    name = _name(game, player, str(o.subject))
    if possible < attack_:
        return 1, f"you cannot win this one; keep {name} standing"
    if now > attack_:
        return 1, f"you are already winning; keep {name} standing"
    return 3 + game.strength(o.subject), f"{name} adds {game.strength(o.subject)} toward the {attack_} attacking"


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
    name = _name(game, player, str(o.subject))
    decision = game.decision
    cheapest = min((game.card(x.subject).data.cost for x in decision.options if x.verb == "kill"), default=d.cost)
    if d.cost == cheapest:
        return 10 - d.cost, f"{name} costs {d.cost}: your least valuable choice"
    return 10 - d.cost, f"{name} costs {d.cost}; a cheaper character could go instead"


def stealth(game: Agot, player: str, o: Option) -> tuple[float, str]:
    """Keep out the character that could defend best: a standing opposing character with the
    challenge's icon, the strongest first. A kneeling one cannot be declared a defender, nor one
    without the icon, so choosing it wastes Stealth: those come last, below choosing no one.
    rules: keywords.stealth, challenges.defenders, kneel
    """
    c = game.state.challenge
    assert c is not None
    uid = str(o.subject)
    card, name = game.card(uid), _name(game, player, uid)
    if card.kneeling:
        return 0.2, f"{name} is kneeling: it cannot defend anyway"
    if c.kind not in game.icons(uid):
        return 0.4, f"{name} has no {c.kind} icon: it cannot defend anyway"
    strength = game.strength(uid)
    rivals = [
        ch.uid
        for ch in game.characters(c.defender)
        if not ch.kneeling and c.kind in game.icons(ch.uid) and ch.uid not in c.stealthed and ch.uid != uid
    ]
    stronger = [u for u in rivals if game.strength(u) > strength]
    if not stronger:
        return 3 + strength, f"keeps {name} out: at {strength} strength their strongest possible {c.kind} defender"
    best = max(stronger, key=game.strength)
    return 2 + strength, (
        f"keeps {name} ({strength} strength) out, but {_name(game, player, best)} could defend "
        f"with {game.strength(best)}"
    )


def skip_stealth(game: Agot) -> tuple[float, str]:
    """Choosing no one with Stealth: right only when none of the choices could defend anyway.
    rules: keywords.stealth, challenges.defenders
    """
    c = game.state.challenge
    assert c is not None and game.decision is not None
    could = [
        o.subject
        for o in game.decision.options
        if o.verb == "stealth" and not game.card(o.subject).kneeling and c.kind in game.icons(o.subject)
    ]
    if len(could) == 1:
        return 1, f"leaves {card_name(game, str(could[0]))} free to defend"
    if could:
        return 1, f"leaves all {len(could)} of their possible {c.kind} defenders free to defend"
    return 1, "no one worth keeping out: none of them could defend anyway"


def first(game: Agot, player: str, o: Option) -> tuple[float, str]:
    if o.subject in game.players:
        if o.subject == player:
            return 2, "you act first in every phase"
        return 1, f"{o.subject} acts first in every phase; you answer"
    return 1, f"resolve {_name(game, player, str(o.subject))} first"


def ability(score: float, why: str) -> Judge:
    """An ability used now (on its target, if it has one), the reason naming both."""

    def judge_(game: Agot, player: str, o: Option) -> tuple[float, str]:
        name = _name(game, player, str(o.subject))
        on = f" on {', '.join(_name(game, player, str(t)) for t in o.targets)}" if o.targets else ""
        return score, f"{name}{on}: {why}"

    return judge_


def kneel(game: Agot, player: str, o: Option) -> tuple[float, str]:
    strength = game.strength(o.subject)
    return 3 - strength / 10, f"kneel {_name(game, player, str(o.subject))} ({strength} strength); weaker ones first"


def named(score: float, what: str) -> Judge:
    """A choice of one card, the reason naming it."""
    return lambda g, p, o: (score, f"{what} {_name(g, p, str(o.subject))}")


RULES_OF_THUMB: dict[str, Judge] = {
    "keep": lambda g, p, o: plot_value(g, o.subject) if o.subject is not None else keep_hand(g, p, o),
    "mulligan": lambda g, p, o: (1, "draw seven new cards"),
    "place": setup_or_play,
    "play": setup_or_play,
    "duplicate": lambda g, p, o: (4, f"{g.card(o.subject).name}: free, and it can save your copy in play later"),
    "plot": lambda g, p, o: plot_value(g, o.subject),
    "draft": lambda g, p, o: plot_value(g, o.subject),
    "first": first,
    "challenge": challenge,
    "attack": attack,
    "defend": defend,
    "done": done,
    "kill": kill,
    "stealth": stealth,
    "skip": lambda g, p, o: skip_stealth(g),
    "act": ability(2, "use the ability now"),
    "respond": ability(3, "the moment passes if you do not use it now"),
    "save": ability(6, "keep your character alive"),
    "kneel": kneel,
    "order": named(1, "resolve first:"),
    "pick": named(1, "choose"),
    "discard": named(1, "discard"),
    "pass": lambda g, p, o: (1, "keep your options for later"),
}


def keep_hand(game: Agot, player: str, o: Option) -> tuple[float, str]:
    return 2, "a hand is rarely worth the risk of a mulligan"


def judge(game: Agot, player: str, option: Option) -> tuple[float, str]:
    """One option's score and reason by the rules of thumb above."""
    rule_of_thumb = RULES_OF_THUMB.get(option.verb)
    return rule_of_thumb(game, player, option) if rule_of_thumb else (1, option.explain or option.label)
