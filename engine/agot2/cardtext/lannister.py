"""Lannister cards of the Core Set (and 004's Painted Dogs): what each does, in our own words,
and its abilities.
"""

from __future__ import annotations

from .words import (
    ACTION,
    AFTER_INITIATED,
    CONSTANT,
    REACTION,
    Ability,
    Constant,
    all_of,
    characters,
    gain_gold,
    gives,
    initiated,
    kneeling,
    limit,
    return_self_to_hand,
    stand_target,
    then,
    trait,
    yours,
)

TYRION, CASTERLY_ROCK, PAINTED_DOGS = "01089", "01097", "11089"


def clansman_or_tyrion(game, use, uid) -> bool:
    """A Clansman character or Tyrion Lannister (other than this card)."""
    return uid != use.source and (trait(game, uid, "Clansman") or game.card(uid).data.id == TYRION)


TEXTS: dict[str, str] = {
    TYRION: "Reaction: after you initiate an intrigue challenge, gain 2 gold. Limit twice per round.",
    CASTERLY_ROCK: "You may initiate one more intrigue challenge in the challenges phase.",
    PAINTED_DOGS: (
        "Action (challenges phase): return Painted Dogs to your hand to stand a kneeling Clansman "
        "character or Tyrion Lannister you control."
    ),
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    TYRION: (
        Ability(
            REACTION,
            trigger=AFTER_INITIATED,
            needs="an intrigue challenge you initiated, fewer than 2 uses this round",
            **limit(2, initiated("intrigue"), gain_gold(2)),  # type: ignore[arg-type]
        ),
    ),
    CASTERLY_ROCK: (Constant(CONSTANT, gives=gives(**{"extra:intrigue": 1})),),
    PAINTED_DOGS: (
        Ability(
            ACTION,
            phase="challenges",
            targets=characters(all_of(yours, kneeling, clansman_or_tyrion)),
            effect=then(return_self_to_hand, stand_target),
            needs="a kneeling Clansman or Tyrion of yours",
        ),
    ),
}
NO_TEXT: tuple[str, ...] = ()
