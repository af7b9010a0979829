"""A simple greedy judgement of the pending options, each with a one-line reason.

It is not a strong player: it looks one choice ahead with rules of thumb (set up several
characters covering the icons, marshal the strongest buy for the gold, attack where you
out-strength the defenders, defend when you can win and otherwise with one weak character
against an unopposed win, keep the strongest possible defender out with Stealth, lose your
least valuable character, let a much stronger table attack first). The greedy bot and the
tutor's hints use it. Every reason names the card (and target) it is about, so two options
that differ never read alike.

Issue 28: the bot lost 16-1 by round 3 to a learner following the hints. Its worst habit: it
never defended a challenge it could not win, so every challenge the learner made was unopposed
and gave 1 power more (rule challenges.unopposed); now one weak character defends it. And it
counted a tie as a defence that wins, so it knelt everything for a challenge it lost anyway
(ties go to the attacker, rule challenges.winner).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cardgame.names import card_name
from engine.core.protocol import Option

from . import hints_setup as setup

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


def _standing(game: Agot, player: str) -> int:
    """The strength of the player's standing characters."""
    return sum(game.strength(c.uid) for c in game.characters(player) if not c.kneeling)


def _standing_with(game: Agot, player: str, kind: str) -> list:
    """The player's standing characters with the icon."""
    return [c for c in game.characters(player) if not c.kneeling and kind in game.icons(c.uid)]


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
    if d.type == "character" and game.node == "marshalling.marshal":
        return marshal_character(game, player, o)
    if d.type == "character":
        return 3 + d.cost + d.strength, f"a character, {d.strength} strength for {d.cost} gold"
    if d.income:
        return 3 + d.cost + 2 * d.income, f"more gold every round (+{d.income}) for {d.cost} gold"
    return 2 + d.cost, f"a {d.type} for {d.cost} gold"


def best_buy(game: Agot, player: str) -> tuple[list[str], int]:
    """The characters on offer that bring the most strength for the gold in the pool (one copy of
    each card), and that strength. rules: marshalling.play, gold.pool
    """
    gold = game.player(player).gold
    offered = {}
    for o in game.decision.options if game.decision else ():
        d = game.card(o.subject).data if o.verb == "play" and o.target is None else None
        if d is not None and d.type == "character" and d.cost <= gold:
            offered.setdefault(d.id, str(o.subject))
    best: list[tuple[int, list[str]]] = [(0, [])] * (gold + 1)
    for uid in offered.values():
        d = game.card(uid).data
        for g in range(gold, d.cost - 1, -1):
            strength, cards = best[g - d.cost]
            if strength + d.strength > best[g][0]:
                best[g] = (strength + d.strength, [*cards, uid])
    return best[gold][1], best[gold][0]


def marshal_character(game: Agot, player: str, o: Option) -> tuple[float, str]:
    """Marshal the characters of the strongest buy for the gold you have, not the costliest one.
    rules: marshalling.play, gold.pool
    """
    d = game.card(o.subject).data
    cards, strength = best_buy(game, player)
    buy = ", ".join(_name(game, player, u) for u in cards)
    gold = game.player(player).gold
    strongest = f"the strongest buy for your {gold} gold is {buy} ({strength} strength)"
    if any(game.card(u).data.id == d.id for u in cards):
        return 8 + d.strength / 10, f"{d.strength} strength for {d.cost} gold: {strongest}"
    return 3 + d.strength / max(1, d.cost), f"{d.strength} strength for {d.cost} gold, but {strongest}"


def challenge(game: Agot, player: str, o: Option) -> tuple[float, str]:
    """Make the challenges you win against every possible defence first; one that would make them
    kneel most of their strength to stop it is still worth a try (the characters they kneel cannot
    attack you), one far below is not. rules: challenges.initiate, challenges.winner
    """
    kind = o.subject
    mine = _strength_with(game, player, kind)
    theirs = _strength_with(game, game.defender_for(player), kind)
    if mine > theirs:
        return 6 + (kind == "power"), f"{kind}: your {mine} strength beats all their possible defenders ({theirs})"
    defender = game.defender_for(player)
    best = max((game.strength(c.uid) for c in _standing_with(game, defender, kind)), default=0)
    if mine > 0 and 4 * mine >= 3 * theirs:
        return 2.5, (
            f"{kind}: your {mine} against their possible {theirs} (their strongest {best}): "
            "to stop you they must kneel most of it"
        )
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


def _weakest_blocker(game: Agot, player: str) -> str | None:
    """The weakest character (strength 1 or more) that could still defend the current challenge."""
    c = game.state.challenge
    assert c is not None and game.decision is not None
    able = [o.subject for o in game.decision.options if o.verb == "defend" and game.strength(o.subject) >= 1]
    return min(able, key=lambda u: (game.strength(u), game.card(u).data.cost), default=None)


def defend(game: Agot, player: str, o: Option) -> tuple[float, str]:
    """Defend to win; a challenge that cannot be won gets one weak defender, who keeps it from
    being unopposed (no extra power for the attacker). rules: challenges.defenders,
    challenges.unopposed
    """
    c = game.state.challenge
    assert c is not None
    attack_ = sum(game.strength(u) for u in c.attackers)
    now = sum(game.strength(u) for u in c.defenders)
    possible = now + _strength_with(game, player, c.kind, exclude=c.defenders + c.stealthed)
    name = _name(game, player, str(o.subject))
    if possible <= attack_ and now < 1 and o.subject == _weakest_blocker(game, player):
        return 4.5, (
            f"you cannot win ({possible} at most against {attack_}), but {name} "
            f"({game.strength(o.subject)} strength) alone keeps the challenge from being unopposed: no extra power"
        )
    if possible <= attack_:
        return 1, f"you cannot win this one ({possible} at most against {attack_}); keep {name} standing"
    if now > attack_:
        return 1, f"you are already winning; keep {name} standing"
    return 3 + game.strength(o.subject), f"{name} adds {game.strength(o.subject)} toward the {attack_} attacking"


def done(game: Agot, player: str, o: Option) -> tuple[float, str]:
    node = game.node
    c = game.state.challenge
    if node == "setup.place":
        return setup.done(game, player)
    if node == "challenges.defenders" and c:
        attack_ = sum(game.strength(u) for u in c.attackers)
        now = sum(game.strength(u) for u in c.defenders)
        possible = now + _strength_with(game, player, c.kind, exclude=c.defenders + c.stealthed)
        if now > attack_:
            return 5, "you are already winning this challenge"
        if possible <= attack_:
            return 4, f"you cannot reach their {attack_} ({possible} at most); do not kneel for nothing"
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
    """Go first, unless your standing strength is less than half theirs: then let them attack
    first, since what they kneel to attack cannot defend against your challenges.
    rules: plot.first-player, challenges
    """
    if o.subject in game.players:
        other = next(p for p in game.players if p != player)
        mine, theirs = _standing(game, player), _standing(game, other)
        if (o.subject == player) == (2 * mine >= theirs):
            return 2, f"your standing strength {mine} against their {theirs}: " + (
                "you act first in every phase" if o.subject == player else "let them attack first and answer"
            )
        return 1, f"your standing strength {mine} against their {theirs}: {o.subject} acts first"
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
    "keep": lambda g, p, o: plot_value(g, o.subject) if o.subject is not None else setup.keep(g, p),
    "mulligan": lambda g, p, o: mulligan(g, p),
    "place": lambda g, p, o: setup.place(g, p, o) if g.node == "setup.place" else setup_or_play(g, p, o),
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


def mulligan(game: Agot, player: str) -> tuple[float, str]:
    """A mulligan is worth taking only for a poor hand: the new seven must be kept. rule: setup.mulligan"""
    score, why = setup.keep(game, player)
    if score < 1:
        return 1.5, f"{why}; seven new cards should do better"
    return 1.0, f"the new seven must be kept, and {why}"


def judge(game: Agot, player: str, option: Option) -> tuple[float, str]:
    """One option's score and reason by the rules of thumb above."""
    rule_of_thumb = RULES_OF_THUMB.get(option.verb)
    return rule_of_thumb(game, player, option) if rule_of_thumb else (1, option.explain or option.label)
