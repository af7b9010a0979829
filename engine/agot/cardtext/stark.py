"""The Stark cards of the learning set: each card's abilities, declared next to its id, and the
attachments that go only on some characters (Ice, Longclaw, Needle).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame import Ability, Cost, Lasting, Use
from engine.cardgame.effects import boost, draw, gain_power, stand_target
from engine.cardgame.lasting import add
from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from .. import power
from ..timing import ACTION, CONSTANT, RESPONSE, SAVE
from .words import (
    AFTER_CHALLENGE,
    AFTER_DEFENDERS,
    AFTER_KILLED,
    AFTER_PLAYED,
    KNEEL,
    WOULD_BE_KILLED,
    all_characters,
    attacking,
    characters,
    controller,
    declared_self_as_defender,
    defending,
    house_of,
    in_challenge_as,
    is_trait,
    kneeling,
    participating,
    played_self,
    save,
    victim_is,
    while_in,
    won,
    yours,
)

if TYPE_CHECKING:
    from ..game import Agot


def robb_leads(game: Agot, src: str, uid: str) -> bool:
    return uid != src and attacking(game, src) and attacking(game, uid) and house_of(game, uid) == "stark"


def robb_attacking(game: Agot) -> bool:
    return any(attacking(game, u) and game.card(u).data.id == "robb-stark" for u in all_characters(game))


def look_and_order(game: Agot, use: Use) -> Walk:
    """Bran Stark: look at the top 3 cards and put them back in the order you choose."""
    deck = game.zone(use.player, "deck")
    top = deck[:3]
    game.record(
        "look",
        f"{use.player} looks at: {', '.join(game.card(u).name for u in top)}",
        use.ability.cites,
        {"cards": top},
        visible_to=[use.player],
    )
    ordered: list[str] = []
    while len(ordered) < len(top) - 1:
        left = [u for u in top if u not in ordered]
        choice = yield Decision(
            use.player,
            f"{use.player}: which card goes {'on top' if not ordered else 'next'}?",
            [option("order", u, label=game.card(u).name) for u in left],
            rule=use.ability.cites,
            secret=True,
        )
        ordered.append(choice.subject)
    ordered += [u for u in top if u not in ordered]
    deck[: len(top)] = ordered


def blood_of_the_first_men(game: Agot, use: Use) -> None:
    assert use.target is not None
    power.gain_power(game, use.player, 1, use.ability.cites, "Blood of the First Men", on=use.target)


def winter_is_coming(game: Agot, use: Use) -> None:
    mine = [c.uid for c in game.characters(use.player) if c.data.house == "stark"]
    add(game, Lasting(use.source, use.player, "phase", mine, strength=1))


def guest_right(game: Agot, use: Use) -> None:
    assert use.target is not None
    add(game, Lasting(use.source, use.player, "phase", [use.target], forbids=("attack",)))


STARK = {
    "eddard-stark": (
        Ability(
            RESPONSE,
            trigger=AFTER_PLAYED,
            when=played_self,
            effect=gain_power(1, on_self=True),
            needs="that you have just played Eddard Stark",
        ),
    ),
    "arya-stark": (
        Ability(
            CONSTANT,
            modifier=lambda g, s, u: (
                1 if u == s and g.state.challenge is not None and g.state.challenge.attackers == [s] else 0
            ),
        ),
    ),
    "jon-snow": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            effect=stand_target,
            when=lambda g, use: participating(g, use.source) and g.card(use.source).kneeling,
            needs="a challenge Jon Snow took part in, and Jon kneeling",
        ),
    ),
    "sansa-stark": (
        Ability(
            RESPONSE,
            trigger=AFTER_DEFENDERS,
            when=declared_self_as_defender,
            effect=boost(2, "challenge"),
            needs="Sansa declared as a defender",
        ),
    ),
    "maester-luwin": (Ability(ACTION, phase="dominance", cost=KNEEL, effect=draw(2)),),
    "stark-escort": (
        Ability(
            RESPONSE,
            trigger=AFTER_DEFENDERS,
            when=declared_self_as_defender,
            effect=draw(1),
            needs="Stark Escort declared as a defender",
        ),
    ),
    "robb-stark": (Ability(CONSTANT, modifier=while_in(robb_leads, 1)),),
    "catelyn-stark": (
        Ability(
            ACTION,
            phase="challenges",
            cost=KNEEL,
            effect=boost(2, "challenge"),
            when=in_challenge_as("any"),
            needs="a challenge under way",
            targets=characters(lambda g, use, u: yours(g, use, u) and house_of(g, u) == "stark"),
        ),
    ),
    "bran-stark": (
        Ability(
            ACTION,
            phase="dominance",
            cost=KNEEL,
            effect=look_and_order,
            when=lambda g, use: bool(g.zone(use.player, "deck")),
            needs="cards in your deck",
        ),
    ),
    "summer": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            cost=KNEEL,
            effect=save,
            needs="Bran Stark about to die",
            when=victim_is(lambda g, use, v: yours(g, use, v) and g.card(v).data.id == "bran-stark"),
        ),
    ),
    "grey-wind": (Ability(CONSTANT, modifier=lambda g, s, u: 2 if u == s and robb_attacking(g) else 0),),
    "ghost": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won(with_self="attacked"),
            effect=draw(1),
            needs="a challenge you won with Ghost attacking",
        ),
    ),
    "ser-rodrik-cassel": (Ability(CONSTANT, modifier=lambda g, s, u: 2 if u == s and defending(g, s) else 0),),
    "benjen-stark": (
        Ability(
            RESPONSE,
            trigger=AFTER_KILLED,
            zone="dead",
            effect=draw(2),
            when=lambda g, use: use.event.get("card") == use.source,
            needs="Benjen just killed",
        ),
    ),
    "septa-mordane": (
        Ability(
            CONSTANT,
            modifier=while_in(
                lambda g, s, u: (
                    not g.card(s).kneeling and controller(g, u) == controller(g, s) and is_trait(g, u, "Lady")
                ),
                1,
            ),
        ),
    ),
    "winterfell-castle": (
        Ability(
            CONSTANT,
            modifier=while_in(lambda g, s, u: controller(g, u) == controller(g, s) and house_of(g, u) == "stark", 1),
        ),
    ),
    "moat-cailin": (
        Ability(
            CONSTANT, modifier=while_in(lambda g, s, u: controller(g, u) == controller(g, s) and defending(g, u), 1)
        ),
    ),
    "the-godswood": (
        Ability(
            ACTION,
            phase="challenges",
            cost=KNEEL,
            effect=stand_target,
            targets=characters(
                lambda g, use, u: yours(g, use, u) and house_of(g, u) == "stark" and kneeling(g, use, u)
            ),
        ),
    ),
    "hand-of-the-king": (Ability(ACTION, phase="dominance", cost=KNEEL, effect=gain_power(1)),),
    "bannermans-oath": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            cost=Cost(discard_self=True),
            effect=save,
            needs="the attached character about to die",
            when=victim_is(lambda g, use, v: g.card(use.source).attached_to == v),
        ),
    ),
    "not-today": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            effect=save,
            needs="one of your characters about to die",
            when=victim_is(yours),
        ),
    ),
    "winter-is-coming": (Ability(ACTION, phase="challenges", effect=winter_is_coming),),
    "the-north-remembers": (
        Ability(
            RESPONSE,
            trigger=AFTER_KILLED,
            effect=gain_power(2),
            needs="one of your Stark characters just killed",
            when=lambda g, use: use.event.get("owner") == use.player and house_of(g, use.event["card"]) == "stark",
        ),
    ),
    "the-wolf-pack": (
        Ability(
            ACTION,
            phase="challenges",
            effect=stand_target,
            targets=characters(
                lambda g, use, u: yours(g, use, u) and is_trait(g, u, "Direwolf") and kneeling(g, use, u)
            ),
        ),
    ),
    "guest-right": (Ability(ACTION, phase="any", effect=guest_right, targets=characters(lambda g, use, u: True)),),
    "blood-of-the-first-men": (
        Ability(
            ACTION,
            phase="dominance",
            effect=blood_of_the_first_men,
            when=lambda g, use: g.state.dominance == use.player,
            needs="that you won dominance this round",
            targets=characters(
                lambda g, use, u: yours(g, use, u) and house_of(g, u) == "stark" and is_trait(g, u, "Lord")
            ),
        ),
    ),
}

#: Attachments that go only on some characters: card id -> (test, words).
ATTACH_ONLY = {
    "ice": (lambda g, u: house_of(g, u) == "stark" and is_trait(g, u, "Lord"), "a Stark Lord"),
    "longclaw": (lambda g, u: is_trait(g, u, "Night's Watch"), "a Night's Watch character"),
    "needle": (lambda g, u: g.card(u).data.id == "arya-stark", "Arya Stark"),
}
