"""Claim and keywords: 4.2.4 and 4.2.5 of a challenge the attacker won (claim) or anyone won
(keywords). rules: agot2.challenges.claim, agot2.challenges.keywords
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.leaving import discard_from_hand
from engine.cardgame.names import card_name
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import effects, titles
from .challenges import current, participating

if TYPE_CHECKING:
    from .game import Agot2

#: The summary's order of the keywords a winner's characters bring (rule agot2.challenges.keywords).
KEYWORD_ORDER = ("renown", "pillage", "insight", "intimidate")


def claim_value(game: Agot2, attacker: str, kind: str, defender: str) -> int:
    """The attacker's claim: the plot's, with modifiers; the Master of Ships adds 1 attacking a
    rival in a military challenge. rules: agot2.cards.plot-values, agot2.melee
    """
    n = effects.plot_value(game, attacker, "claim")
    if (
        kind == "military"
        and titles.title_of(game, attacker) == titles.SHIPS
        and titles.rivals(game, attacker, defender)
    ):
        n += 1
    return n


def apply_claim(game: Agot2) -> Walk:
    """4.2.4: only if the attacker won. Military: the defender kills N characters of their choice;
    intrigue: N random cards of their hand are discarded (the Master of Whispers may add other
    opponents); power: N power moves from their faction card to the attacker's. Each applies as far
    as it can. rules: agot2.challenges.claim, agot2.melee.whispers
    """
    c = current(game)
    if c.winner != c.attacker:
        if c.winner:
            game.record("no-claim", f"{c.defender} won the defence: no claim", "agot2.challenges.claim")
        return
    n = claim_value(game, c.attacker, c.kind, c.defender)
    if n == 0:
        game.record("claim", f"{c.attacker}'s claim is 0: the {c.kind} claim takes nothing", "agot2.challenges.claim")
        return
    if c.kind == "military":
        yield from military(game, c.defender, n)
    elif c.kind == "intrigue":
        if titles.title_of(game, c.attacker) == titles.WHISPERS:
            yield from whispers(game)
        for victim in [c.defender, *c.claimed_too]:
            intrigue(game, victim, n)
    else:
        game.move_power(c.defender, c.attacker, n, "agot2.challenges.claim")


def military(game: Agot2, defender: str, n: int) -> Walk:
    """The defender chooses N different characters of theirs in play (any, not only defenders) to be
    killed together; a saved one still counts. rule: agot2.challenges.claim
    """
    candidates = [ch.uid for ch in game.characters(defender)]
    target = min(n, len(candidates))
    chosen: list[str] = candidates if target == len(candidates) else []
    while len(chosen) < target:
        left = [u for u in candidates if u not in chosen]
        choice = yield Decision(
            defender,
            f"{defender}: military claim {n}: choose a character to be killed ({len(chosen) + 1} of {n})",
            [option("kill", u, label=card_name(game, u), explain="goes to your dead pile") for u in left],
            rule="agot2.challenges.claim",
        )
        chosen.append(str(choice.subject))
    if not chosen:
        game.record("claim", f"{defender} has no character to kill", "agot2.challenges.claim")
    yield from game.leave(chosen, "killed", f"military claim {n}")


def intrigue(game: Agot2, victim: str, n: int) -> None:
    """N cards of the victim's hand, drawn at random, go to their discard pile. rule: agot2.challenges.claim"""
    hand = game.zone(victim, "hand")
    lost = game.rng.sample(hand, min(n, len(hand)))
    if not lost:
        game.record("claim", f"{victim} has no card in hand to discard", "agot2.challenges.claim")
    for uid in lost:
        discard_from_hand(game, victim, uid, "agot2.challenges.claim", f"intrigue claim {n}, at random")


def whispers(game: Agot2) -> Walk:
    """The Master of Whispers' bearer may add other opponents to an intrigue claim, one at a time;
    the defender is always included (our reading). rule: agot2.melee.whispers
    """
    c = current(game)
    while True:
        others = [p for p in game.opponents(c.attacker) if p != c.defender and p not in c.claimed_too]
        if not others:
            return
        choice = yield Decision(
            c.attacker,
            f"{c.attacker}: Master of Whispers: add another opponent to the intrigue claim?",
            [option("whisper", p, label=f"Also {p}", explain="discards as many cards at random") for p in others]
            + [Option("done", "No one else")],
            rule="agot2.melee.whispers",
        )
        if choice.verb == "done":
            return
        c.claimed_too.append(str(choice.subject))


def winners_keywords(game: Agot2) -> list[str]:
    """The keywords (of :data:`KEYWORD_ORDER`) that the winner's participating characters bring."""
    c = current(game)
    if c.winner is None:
        return []
    side = participating(game, c.attackers if c.winner == c.attacker else c.defenders)
    found = [k for k in KEYWORD_ORDER if any(effects.has(game, u, k) for u in side)]
    if "intimidate" in found and c.winner != c.attacker:
        found.remove("intimidate")
    return found


def keywords(game: Agot2) -> Walk:
    """4.2.5: the winner's keywords, one type at a time: Renown, Pillage, Insight, Intimidate (the
    summary's order); with option ``keyword_order`` "first player", the first player picks the order.
    rules: agot2.challenges.keywords, agot2.kw.*
    """
    c = current(game)
    left = winners_keywords(game)
    while left and not c.over:
        kind = left[0]
        first = game.first_player() or game.players[0]
        if len(left) > 1 and game.options["keyword_order"] == "first player":
            choice = yield Decision(
                first,
                f"{first}: which keyword resolves next?",
                [option("keyword", k, label=k.title()) for k in left],
                rule="agot2.challenges.keywords",
            )
            kind = str(choice.subject)
        left.remove(kind)
        yield from KEYWORDS[kind](game)


def _side(game: Agot2, keyword: str) -> list[str]:
    c = current(game)
    side = c.attackers if c.winner == c.attacker else c.defenders
    return [u for u in participating(game, side) if effects.has(game, u, keyword)]


def renown(game: Agot2) -> Walk:
    """Each winning Renown character gains 1 power on itself. rule: agot2.kw.renown"""
    c = current(game)
    for uid in _side(game, "renown"):
        game.gain_power(str(c.winner), 1, "agot2.kw.renown", "Renown", on=uid)
    yield from game.settle()


def pillage(game: Agot2) -> Walk:
    """The winner discards the top card of the loser's deck for each Pillage character. rule: agot2.kw.pillage"""
    c = current(game)
    for uid in _side(game, "pillage"):
        deck = game.zone(str(c.loser), "deck")
        if deck:
            top = deck[0]
            game.move(top, str(c.loser), "deck", "discard")
            game.record(
                "pillage",
                f"{game.card(uid).name} pillages: {game.card(top).name} from the top of {c.loser}'s deck is discarded",
                "agot2.kw.pillage",
                {"card": top},
            )
            game.check_decks()
    return
    yield


def insight(game: Agot2) -> Walk:
    """The winner draws a card for each Insight character. rule: agot2.kw.insight"""
    c = current(game)
    n = len(_side(game, "insight"))
    game.draw(str(c.winner), n, "agot2.kw.insight")
    return
    yield


def intimidate(game: Agot2) -> Walk:
    """Once a challenge, an attacker who won with an Intimidate character may kneel a standing
    character of the loser with strength at most the margin. rule: agot2.kw.intimidate
    """
    c = current(game)
    margin = c.attack_strength - c.defense_strength
    targets = [ch.uid for ch in game.characters(str(c.loser)) if not ch.kneeling and game.strength(ch.uid) <= margin]
    if not targets:
        game.record(
            "intimidate",
            f"Intimidate: no standing character of {c.loser} with strength {margin} or less",
            "agot2.kw.intimidate",
        )
        return
    choice = yield Decision(
        c.attacker,
        f"{c.attacker}: Intimidate: kneel a standing character of {c.loser} with strength {margin} or less?",
        [option("intimidate", u, label=card_name(game, u), explain=f"strength {game.strength(u)}") for u in targets]
        + [Option("skip", "Kneel no one")],
        rule="agot2.kw.intimidate",
    )
    if choice.verb == "intimidate":
        game.kneel(str(choice.subject))
        game.record(
            "knelt",
            f"Intimidate: {game.card(str(choice.subject)).name} kneels",
            "agot2.kw.intimidate",
            {"card": choice.subject},
        )


KEYWORDS = {"renown": renown, "pillage": pillage, "insight": insight, "intimidate": intimidate}
