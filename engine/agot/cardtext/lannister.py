"""The Lannister cards of the learning set: each card's abilities, declared next to its id, and the
characters that do not kneel to attack (Jaime Lannister).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame import Ability, Cost, Lasting, Use
from engine.cardgame.effects import draw, gain_gold, gain_power, kneel_target
from engine.cardgame.lasting import add
from engine.cardgame.leaving import leave, leave_play
from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from ..claim import intrigue_claim
from ..effects import Rewarded
from ..timing import ACTION, CONSTANT, PASSIVE, RESPONSE, SAVE
from .words import (
    AFTER_CHALLENGE,
    AFTER_PLAYED,
    KNEEL,
    WOULD_BE_KILLED,
    all_characters,
    attacking,
    characters,
    controller,
    house_of,
    in_challenge_as,
    is_trait,
    look_at_hand,
    lost,
    participating,
    played_self,
    save,
    standing,
    victim_is,
    while_in,
    won,
    yours,
)

if TYPE_CHECKING:
    from ..game import Agot


def loser(game: Agot) -> str:
    """The player who lost the challenge under way (the opponent a winner's card text means)."""
    c = game.state.challenge
    assert c is not None
    return c.defender if c.winner == c.attacker else c.attacker


def cersei(game: Agot, use: Use) -> None:
    intrigue_claim(game, loser(game), 1, use.ability.cites)


def kevan(game: Agot, use: Use) -> None:
    knights = [
        u
        for u in all_characters(game)
        if attacking(game, u) and house_of(game, u) == "lannister" and is_trait(game, u, "Knight")
    ]
    add(game, Lasting(use.source, use.player, "challenge", knights, strength=1))


def little_bird(game: Agot, use: Use) -> None:
    """Little Bird: look at the hand of the player who lost the challenge."""
    look_at_hand(game, use, loser(game))


def varys(game: Agot, use: Use) -> Walk:
    """Varys: discard an Ally character of your choice from play; Varys himself if he is the only one."""
    allies = [u for u in all_characters(game) if is_trait(game, u, "Ally")]
    victim = allies[0]
    if len(allies) > 1:
        choice = yield Decision(
            use.player,
            f"{use.player}: Varys: discard an Ally character from play",
            [option("discard", u, label=f"{game.card(u).name} ({controller(game, u)})") for u in allies],
            rule=use.ability.cites,
        )
        victim = choice.subject
    leave_play(game, victim, "discard", "leave-play.discarded", "Varys")


def treacherous_ways(game: Agot, use: Use) -> None:
    assert use.target is not None
    add(game, Rewarded(use.source, use.player, "challenge", [use.target], strength=2, on_win_draw=2))


def lannister_debts(game: Agot, use: Use) -> Walk:
    assert use.target is not None
    yield from leave(game, [use.target], "killed", "A Lannister Always Pays His Debts")


LANNISTER = {
    "cersei-lannister": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("intrigue"),
            effect=cersei,
            needs="an intrigue challenge you won",
        ),
    ),
    "tyrion-lannister": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("intrigue", with_self="participated"),
            effect=gain_gold(2),
            needs="an intrigue challenge you won with Tyrion in it",
        ),
    ),
    "ser-kevan-lannister": (
        Ability(
            ACTION,
            phase="challenges",
            cost=KNEEL,
            effect=kevan,
            when=in_challenge_as("attacker"),
            needs="a challenge you are attacking in",
        ),
    ),
    "joffrey-baratheon": (
        Ability(
            ACTION,
            phase="dominance",
            cost=KNEEL,
            effect=kneel_target,
            targets=characters(lambda g, use, u: standing(g, use, u) and g.strength(u) <= 2 and u != use.source),
        ),
    ),
    "ser-ilyn-payne": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("military", with_self="attacked"),
            effect=kneel_target,
            needs="a military challenge you won with Ser Ilyn attacking",
            targets=characters(lambda g, use, u: not yours(g, use, u) and standing(g, use, u)),
        ),
    ),
    "ser-gregor-clegane": (Ability(CONSTANT, modifier=lambda g, s, u: 2 if u == s and attacking(g, s) else 0),),
    "grand-maester-pycelle": (Ability(ACTION, phase="marshalling", cost=KNEEL, effect=draw(1)),),
    "little-bird": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("intrigue", with_self="attacked"),
            effect=little_bird,
            needs="an intrigue challenge you won with Little Bird attacking",
        ),
    ),
    "varys": (Ability(PASSIVE, trigger=AFTER_PLAYED, when=played_self, effect=varys),),
    "littlefinger": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("intrigue", with_self="participated"),
            effect=draw(1),
            needs="an intrigue challenge you won with Littlefinger in it",
        ),
    ),
    "casterly-rock": (
        Ability(
            CONSTANT,
            modifier=while_in(
                lambda g, s, u: (
                    controller(g, u) == controller(g, s) and house_of(g, u) == "lannister" and is_trait(g, u, "Lord")
                ),
                1,
            ),
        ),
    ),
    "the-red-keep": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("power", side="defender"),
            effect=gain_power(1),
            needs="a power challenge you won as the defender",
        ),
    ),
    "white-cloak": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            cost=Cost(discard_self=True),
            effect=save,
            needs="the attached character about to die",
            when=victim_is(lambda g, use, v: g.card(use.source).attached_to == v),
        ),
    ),
    "purse-of-gold": (Ability(ACTION, phase="marshalling", cost=KNEEL, effect=gain_gold(1)),),
    "seat-on-the-small-council": (Ability(ACTION, phase="dominance", cost=KNEEL, effect=draw(1)),),
    "treacherous-ways": (
        Ability(
            ACTION,
            phase="challenges",
            effect=treacherous_ways,
            when=in_challenge_as("any"),
            needs="a challenge under way",
            targets=lambda g, use: [u for u in all_characters(g) if participating(g, u)],
        ),
    ),
    "the-lions-cunning": (
        Ability(ACTION, phase="any", cost=Cost(gold=2), effect=kneel_target, targets=characters(standing)),
    ),
    "a-lannister-always-pays-his-debts": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=lost,
            effect=lannister_debts,
            needs="a challenge you lost",
            cost=Cost(kneel_one=lambda g, u: house_of(g, u) == "lannister", kneel_one_text="Lannister character"),
            targets=lambda g, use: [u for u in all_characters(g) if participating(g, u)],
        ),
    ),
    "ransom": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            cost=Cost(gold=2),
            effect=save,
            needs="one of your Lannister characters about to die",
            when=victim_is(lambda g, use, v: yours(g, use, v) and house_of(g, v) == "lannister"),
        ),
    ),
    "gold-of-casterly-rock": (Ability(ACTION, phase="marshalling", effect=gain_gold(2)),),
}

#: Characters that do not kneel to attack in these challenge types.
STAYS_STANDING = {"jaime-lannister": ("military",)}
