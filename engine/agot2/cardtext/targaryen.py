"""Targaryen cards of the Core Set: what each does, in our own words, and its abilities.

Left out until the engine has the hook each needs (see the report of this module's author):
Ser Jorah Mormont (tokens on cards), Viserys Targaryen (an interrupt when a card would leave play
in any way, sacrifice included), Drogo's Arakh (an attachment's trait restriction and "does not
kneel to attack"), Plaza of Punishment and Dracarys! ("killed if its STR is 0" until the end of
the phase), Dothraki Sea and Waking the Dragon (an effect at the end of the phase).
"""

from __future__ import annotations

from engine.cardgame.duplicates import copy_in_play
from engine.core.protocol import Decision, option

from .words import (
    ACTION,
    AFTER_CHALLENGE,
    CONSTANT,
    REACTION,
    Ability,
    Constant,
    Cost,
    Use,
    all_of,
    attacking,
    both,
    characters,
    controller,
    defending,
    gives,
    has_trait,
    kneeling,
    limit,
    marshal_discount,
    of_faction,
    participating,
    stand_target,
    then,
    trait,
    won,
)

DAENERYS, DROGON, KHAL_DROGO, ILLYRIO, RHAEGAL = "01160", "01161", "01162", "01163", "01164"
VISERION, BRAIDED_WARRIOR, HANDMAIDEN, LOYALIST, UNSULLIED = "01166", "01168", "01169", "01170", "01171"
ILLYRIOS_ESTATE, FIRE_AND_BLOOD = "01175", "01177"

# -- helpers of our own (candidates for words.py) ---------------------------------


def sacrifice_self(game, use: Use):
    """Sacrifice this card (nothing can save it)."""
    yield from game.leave([use.source], "sacrificed", f"sacrificed for its own ability ({use.player})")


def opponents_of_source(game, src: str, uid: str) -> bool:
    """The character is controlled by an opponent of the source card's controller."""
    return controller(game, uid) != controller(game, src)


def stormborn_you_control(game, src: str, uid: str) -> bool:
    return trait(game, uid, "Stormborn") and controller(game, uid) == controller(game, src)


def grant(keyword: str):
    """A constant's keywords: ``keyword`` for each Stormborn character its controller controls."""
    return lambda game, src, uid: (keyword,) if stormborn_you_control(game, src, uid) else ()


# -- the cards ------------------------------------------------------------------------


def daenerys_weakens(game, src: str, uid: str) -> int:
    """-1 STR to an opponent's participating character while Daenerys stands."""
    if game.card(src).kneeling or not opponents_of_source(game, src, uid):
        return 0
    return -1 if participating(game, uid) else 0


def unsullied_weakens(game, src: str, uid: str) -> int:
    """-1 STR to each defending character while Unsullied attacks."""
    return -1 if attacking(game, src) and defending(game, uid) else 0


def stormborn_won(game, use: Use) -> bool:
    """You won the challenge with a participating Stormborn character of yours."""
    c = game.state.challenge
    side = c.attackers if c.winner == c.attacker else c.defenders
    return any(participating(game, u) and trait(game, u, "Stormborn") for u in side)


def lady(game, use: Use, uid: str) -> bool:
    return trait(game, uid, "Lady")


def dead_hatchling_targets(game, use: Use) -> list[str]:
    """Unique Targaryen characters in your dead pile."""
    out = []
    for uid in game.zone(use.player, "dead"):
        data = game.card(uid).data
        if data.unique and data.faction == "targaryen" and data.type == "character":
            out.append(uid)
    return out


def may_put_into_play(game, player: str, uid: str) -> bool:
    """Whether this card may come into play from the dead pile: as a duplicate of a copy in play,
    or else with no other copy in the dead pile (and, with the summary's unique reading, no copy
    in anyone's play). rule: agot2.unique.rule
    """
    data = game.card(uid).data
    if copy_in_play(game, player, data.id):
        return True
    if any(u != uid and game.card(u).data.id == data.id for u in game.zone(player, "dead")):
        return False
    if game.options["unique"] == "summary":
        return not any(c.data.id == data.id for q in game.players for c in game.in_play(q))
    return True


def fire_and_blood(game, use: Use):
    """Shuffle the chosen card into the deck, or put a Hatchling into play instead."""
    from ..marshalling import enter_play

    uid, name = str(use.target), use.player
    card = game.card(uid)
    if trait(game, uid, "Hatchling") and may_put_into_play(game, name, uid):
        choice = yield Decision(
            name,
            f"{name}: Fire and Blood: put {card.name} into play, or shuffle it into your deck?",
            [
                option("into-play", uid, label=f"Put {card.name} into play", explain="it is a Hatchling"),
                option("shuffle", uid, label=f"Shuffle {card.name} into your deck"),
            ],
            rule=use.ability.cites,
        )
        if choice.verb == "into-play":
            game.record("put-into-play", f"{card.name} comes back from the dead pile", use.ability.cites, {"card": uid})
            if copy_in_play(game, name, card.data.id):
                game.add_duplicate(name, uid, "dead")
            else:
                yield from enter_play(game, name, uid, "dead", None)
            return
    game.move(uid, name, "dead", "deck")
    game.rng.shuffle(game.zone(name, "deck"))
    game.record("shuffled", f"{name} shuffles {card.name} into the deck", use.ability.cites, {"card": uid})


TEXTS: dict[str, str] = {
    DAENERYS: (
        "While Daenerys Targaryen is standing, each character your opponents control gets -1 STR "
        "while it takes part in a challenge."
    ),
    DROGON: "Each Stormborn character you control has Renown.",
    KHAL_DROGO: "You may initiate one more military challenge in the challenges phase.",
    ILLYRIO: "Action: pay 2 gold to stand a kneeling character. Limit once per phase.",
    RHAEGAL: (
        "Reaction: after you win a challenge in which a Stormborn character of yours took part, "
        "stand a kneeling Stormborn character. Limit once per phase."
    ),
    VISERION: "Each Stormborn character you control has Stealth.",
    HANDMAIDEN: "Action: sacrifice Handmaiden to stand a kneeling Lady character.",
    LOYALIST: (
        "Action (marshalling phase): kneel Targaryen Loyalist: the next Targaryen character you marshal "
        "this phase costs 1 less."
    ),
    UNSULLIED: "While Unsullied is attacking, each defending character gets -1 STR.",
    ILLYRIOS_ESTATE: (
        "Action (marshalling phase): kneel Illyrio's Estate: the next Targaryen card you marshal "
        "this phase costs 1 less."
    ),
    FIRE_AND_BLOOD: (
        "Action (challenges phase): shuffle a unique Targaryen character from your dead pile into your deck. "
        "If it is a Hatchling, you may put it into play instead."
    ),
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    DAENERYS: (Constant(CONSTANT, modifier=daenerys_weakens),),
    DROGON: (Constant(CONSTANT, keywords=grant("renown")),),
    KHAL_DROGO: (Constant(CONSTANT, gives=gives(**{"extra:military": 1})),),
    ILLYRIO: (
        Ability(
            ACTION,
            cost=Cost(gold=2),
            targets=characters(kneeling),
            needs="a use left this phase (limit once per phase)",
            **limit(1, lambda game, use: True, stand_target, per="phase"),  # type: ignore[arg-type]
        ),
    ),
    RHAEGAL: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            targets=characters(all_of(kneeling, has_trait("Stormborn"))),
            needs="a challenge you won with a Stormborn character of yours taking part (limit once per phase)",
            **limit(1, both(won(), stormborn_won), stand_target, per="phase"),  # type: ignore[arg-type]
        ),
    ),
    VISERION: (Constant(CONSTANT, keywords=grant("stealth")),),
    HANDMAIDEN: (
        Ability(
            ACTION,
            targets=characters(all_of(kneeling, lady)),
            effect=then(sacrifice_self, stand_target),
            needs="a kneeling Lady character",
        ),
    ),
    LOYALIST: (marshal_discount(1, of_faction("targaryen", "character")),),
    UNSULLIED: (Constant(CONSTANT, modifier=unsullied_weakens),),
    ILLYRIOS_ESTATE: (marshal_discount(1, of_faction("targaryen")),),
    FIRE_AND_BLOOD: (
        Ability(
            ACTION,
            phase="challenges",
            cost=Cost(gold=1),
            targets=dead_hatchling_targets,
            effect=fire_and_blood,
            needs="a unique Targaryen character in your dead pile",
        ),
    ),
}
NO_TEXT: tuple[str, ...] = (BRAIDED_WARRIOR,)
