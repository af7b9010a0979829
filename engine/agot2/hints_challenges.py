"""Challenges as a beginner judges them, by the strengths the engine counts.

A challenge is worth making where your standing strength beats what the opponent could defend with;
attackers are added until the attack beats every possible defence, and no further; a defender joins
only when the defence can still win (the attacker wins ties), and a lost challenge is not defended
except by one weak character who keeps it from being unopposed. The Crown Regent sends away only a
challenge against its bearer that the bearer cannot defend. Everything read here is on the table:
characters in play, revealed plots and titles, the challenge's totals.
rules: agot2.challenges.initiate, agot2.challenges.defenders, agot2.challenges.winner,
agot2.challenges.unopposed, agot2.melee.redirect
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import titles
from .challenges import totals, why_not_join
from .claim import claim_value

if TYPE_CHECKING:
    from .game import Agot2

#: Military and intrigue first: their claims kill a character and take a card, which weakens the
#: defence of the challenges that follow; power last.
KIND_BONUS = {"military": 0.5, "intrigue": 0.4, "power": 0.3}


def able(game: Agot2, player: str, kind: str, side: str) -> list[str]:
    """The player's characters that may still join this side of a challenge of ``kind``."""
    c = game.state.challenge
    chosen = (c.attackers if side == "attacker" else c.defenders) if c else []
    return [ch.uid for ch in game.characters(player) if why_not_join(game, ch.uid, chosen, side, kind) is None]


def side_total(game: Agot2, player: str, kind: str, uids: list[str]) -> int:
    """Those characters' strength with the title's +1 where it applies. rule: agot2.melee"""
    return sum(game.strength(u) for u in uids) + titles.challenge_bonus(game, player, kind, uids)


def total_with(game: Agot2, uid: str, side: str) -> int:
    """The side's total as the engine would count it with ``uid`` declared too (modifiers that
    depend on taking part, such as Daenerys Targaryen's, included). rule: agot2.challenges.winner
    """
    c = game.state.challenge
    assert c is not None
    chosen = c.attackers if side == "attacker" else c.defenders
    chosen.append(uid)
    try:
        attack_, defence = totals(game)
    finally:
        chosen.remove(uid)
    return attack_ if side == "attacker" else defence


def possible_defence(game: Agot2, defender: str, kind: str) -> int:
    """The most the defender could defend with: every character that may still defend."""
    return side_total(game, defender, kind, able(game, defender, kind, "defender"))


def challenge(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Initiate where your standing strength beats every defence the opponent could declare; a
    challenge that would need them to kneel most of their strength is a fair try; one far below is
    not. rules: agot2.challenges.initiate, agot2.challenges.winner, agot2.challenges.unopposed
    """
    kind, defender = str(option.subject), str(option.target)
    mine = side_total(game, player, kind, able(game, player, kind, "attacker"))
    theirs = possible_defence(game, defender, kind)
    claim = claim_value(game, player, kind, defender)
    bonus = KIND_BONUS[kind] + (0.5 if titles.rivals(game, player, defender) else 0)
    rival = ", and their title is your rival (+1 power)" if bonus > KIND_BONUS[kind] else ""
    where = f"{kind} against {defender}" if len(game.players) > 2 else kind
    if theirs == 0:
        return 4 + bonus, f"{where}: nobody of theirs can defend: unopposed (+1 power) and claim {claim}{rival}"
    if mine >= theirs:
        return 3 + bonus + min(
            mine - theirs, 10
        ) / 10, f"{where}: your {mine} strength beats all they could defend with ({theirs}), claim {claim}{rival}"
    if 4 * mine >= 3 * theirs:
        return (
            1.2 + bonus / 2,
            f"{where}: your {mine} against their possible {theirs}: they must kneel most of it to stop you",
        )
    return 0.4 + bonus / 5, f"{where}: they could defend with {theirs} against your {mine}"


def no_more_challenges(game: Agot2, player: str) -> tuple[float, str]:
    """Stop when no challenge is worth it. rule: agot2.challenges.count"""
    return 1.0, "end your challenges: keep your standing characters for defence and dominance"


def attack(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Add attackers, strongest first, until the attack beats every possible defence; when even all
    of them cannot, attack with one and keep the rest standing. rules: agot2.challenges.initiate,
    agot2.challenges.winner
    """
    c = game.state.challenge
    assert c is not None
    uid, (now, _) = str(option.subject), totals(game)
    theirs = possible_defence(game, c.defender, c.kind)
    s, name = game.strength(uid), game.card(uid).name
    everyone = side_total(game, player, c.kind, [*c.attackers, *able(game, player, c.kind, "attacker")])
    if c.attackers and now >= theirs:
        return 0.5, f"your {now} already beats their possible {theirs}: keep {name} standing"
    if c.attackers and everyone < theirs:
        return 0.6, f"even all your attackers ({everyone}) cannot beat their possible {theirs}: keep {name} standing"
    after = total_with(game, uid, "attacker")
    return 3 + s / 10, f"{name} adds {after - now} strength: {now} → {after} against their possible {theirs}"


def done_attacking(game: Agot2, player: str) -> tuple[float, str]:
    """Stop declaring once the attack beats every possible defence, or cannot. rule: agot2.challenges.initiate"""
    c = game.state.challenge
    assert c is not None
    now, _ = totals(game)
    theirs = possible_defence(game, c.defender, c.kind)
    everyone = side_total(game, player, c.kind, [*c.attackers, *able(game, player, c.kind, "attacker")])
    if now >= theirs:
        return 3.0, f"your {now} already beats all they could defend with ({theirs})"
    if everyone < theirs:
        return 2.5, f"even with everyone ({everyone}) you cannot beat their possible {theirs}: kneel no more"
    return 0.5, f"your {now} is not yet enough against their possible {theirs}"


def defend(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Join the defence while it can still win, with as little as it takes; a lost challenge gets
    one weak defender at most, to keep it from being unopposed. rules: agot2.challenges.defenders,
    agot2.challenges.winner, agot2.challenges.unopposed
    """
    c = game.state.challenge
    assert c is not None
    uid, (attack_, now) = str(option.subject), totals(game)
    s, name = game.strength(uid), game.card(uid).name
    others = able(game, player, c.kind, "defender")
    possible = side_total(game, player, c.kind, [*c.defenders, *others])
    need = attack_ + 1 - now
    if now > attack_:
        return 0.3, f"you already win {now} to {attack_}: keep {name} standing"
    if possible > attack_:
        after = total_with(game, uid, "defender")
        if s >= need and s == min(game.strength(u) for u in others if game.strength(u) >= need):
            return 4.5, f"{name} takes your defence from {now} to {after} against their {attack_}: you win"
        return 3 + s / 10, f"{name} adds {after - now}: {after} of the {attack_ + 1} you need to win"
    if now == 0 and s >= 1 and s == min(game.strength(u) for u in others if game.strength(u) >= 1):
        return 2.5, (
            f"you cannot win ({possible} at most against {attack_}), but {name} ({s} strength) alone keeps "
            "the challenge from being unopposed: no extra power for them"
        )
    return 0.2, f"you cannot win ({possible} at most against {attack_}): keep {name} standing"


def done_defending(game: Agot2, player: str) -> tuple[float, str]:
    """Stop when the defence wins, or when it cannot and is no longer unopposed.
    rules: agot2.challenges.defenders, agot2.challenges.unopposed
    """
    c = game.state.challenge
    assert c is not None
    attack_, now = totals(game)
    others = able(game, player, c.kind, "defender")
    possible = side_total(game, player, c.kind, [*c.defenders, *others])
    claim = claim_value(game, c.attacker, c.kind, player)
    if now > attack_:
        return 4.0, f"your {now} already beats their {attack_}"
    if possible > attack_:
        return 1.0, f"you can still win ({possible} at most against {attack_}) and escape claim {claim}"
    if now == 0 and any(game.strength(u) >= 1 for u in others):
        return 2.0, f"you cannot win ({possible} at most against {attack_}); unopposed, they gain 1 power more"
    return 3.0, f"you cannot reach {attack_ + 1} ({possible} at most): kneel no one for a lost challenge"


def redirect(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """The Crown Regent: send away a challenge against you that you cannot defend; a challenge
    against another player stays, since the attacker would name the new opponent and could name
    you. rule: agot2.melee.redirect
    """
    c = game.state.challenge
    assert c is not None
    attack_, _ = totals(game)
    mine = possible_defence(game, player, c.kind)
    claim = claim_value(game, c.attacker, c.kind, player)
    use = option.verb == "redirect"
    if c.defender != player:
        why = f"it is against {c.defender}; {c.attacker} would name the new opponent"
        why += f", perhaps you ({mine} against {attack_})"
        return (0.5, why) if use else (3.0, f"let it stand: {why}")
    if mine > attack_:
        why = f"you can defend it ({mine} against {attack_})"
        return (1.0, f"{why}; keep the redirect for later") if use else (2.0, why)
    why = f"you cannot defend it ({mine} against {attack_}): claim {claim} and maybe unopposed power"
    return (3.0, f"send it away: {why}") if use else (0.5, why)


def against(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Redirected: name the opponent with the weakest possible defence. rule: agot2.melee.redirect"""
    c = game.state.challenge
    assert c is not None
    attack_, _ = totals(game)
    target = str(option.subject)
    theirs = possible_defence(game, target, c.kind)
    wins = "you win" if attack_ >= theirs else "they could stop you"
    return 3 + (attack_ - theirs) / 10, f"{target} could defend with {theirs} against your {attack_}: {wins}"


def stealth(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Stealth: keep out the strongest character that could defend; one that could not defend
    anyway (kneeling, or without the icon) is a wasted choice. rule: agot2.kw.stealth
    """
    c = game.state.challenge
    assert c is not None
    uid = str(option.subject)
    card, s = game.card(uid), game.strength(uid)
    if why_not_join(game, uid, c.defenders, "defender", c.kind) is not None:
        return 0.2, f"{card.name} could not defend this {c.kind} challenge anyway"
    theirs = possible_defence(game, c.defender, c.kind)
    return 3 + s / 10, f"keeps {card.name} ({s} strength) out: their possible defence {theirs} → {theirs - s}"


def skip_stealth(game: Agot2, player: str) -> tuple[float, str]:
    """Bypassing no one: right only when none of them could defend anyway. rule: agot2.kw.stealth"""
    c = game.state.challenge
    assert c is not None
    return 1.0, f"leaves their possible defence at {possible_defence(game, c.defender, c.kind)}"


def intimidate(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Intimidate: kneel the strongest of the loser's characters it may. rule: agot2.kw.intimidate"""
    card = game.card(str(option.subject))
    s = game.strength(card.uid)
    return 2 + s / 10, f"kneels {card.name} ({s} strength): it cannot attack or defend until it stands"


def whisper(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Master of Whispers: add an opponent with cards in hand to the intrigue claim.
    rule: agot2.melee.whispers
    """
    c = game.state.challenge
    assert c is not None
    other = str(option.subject)
    held = len(game.zone(other, "hand"))
    claim = claim_value(game, player, "intrigue", other)
    if not held:
        return 0.3, f"{other} holds no card: the claim would take nothing"
    return 1.5 + min(claim, held) / 10, f"{other} also discards {min(claim, held)} of the {held} cards they hold"
