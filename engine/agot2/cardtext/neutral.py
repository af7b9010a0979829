"""Neutral cards of the Core Set: what each does, in our own words, and its abilities.

Left out for now (each needs an engine hook that does not exist yet): Varys (a trigger point when
the dominance phase ends, and removing a card from the game as a cost), Seal of the Hand and
Bodyguard (an attachment restriction: Lord or Lady character only), Milk of the Poppy (blanking a
card's text, and an opponent's-character-only restriction), Tears of Lys (poison tokens and a
trigger at the end of the phase) and The Hand's Judgment (cancelling an event, and an X cost).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .words import (
    ACTION,
    AFTER_CHALLENGE,
    CONSTANT,
    ENTERS,
    REACTION,
    Ability,
    Constant,
    Cost,
    Use,
    all_of,
    attacking,
    boost,
    characters,
    controller,
    discard_target,
    draw,
    entered_self,
    gain_power,
    gives,
    kill_target,
    limit,
    of_faction,
    participating,
    reduce_next,
    then,
    trait,
    won,
    yours,
)

if TYPE_CHECKING:
    from ..game import Agot2
    from .words import Check, Test

LITTLEFINGER, RATTLESHIRTS_RAIDERS, WILDLING_HORDE = "01028", "01030", "01031"
LITTLE_BIRD, NOBLE_LINEAGE, SYRIOS_TRAINING = "01034", "01036", "01037"
IRON_THRONE, KINGSROAD, ROSEROAD = "01038", "01039", "01040"
PUT_TO_THE_SWORD, PUT_TO_THE_TORCH, SUPERIOR_CLAIM = "01041", "01042", "01043"


# -- conditions on the moment ----------------------------------------------------


def marshalled_self(game: Agot2, use: Use) -> bool:
    """This card has just entered play by being marshalled (not by Ambush or another effect): it came
    from the hand in the marshalling phase and the last card marshalled is this one.
    """
    if not entered_self(game, use) or use.event.get("source") != "hand" or game.phase != "marshalling":
        return False
    last = next((e for e in reversed(game.events) if e.kind == "marshal"), None)
    return last is not None and last.data.get("card") == use.source


def attacking_self(game: Agot2, use: Use) -> bool:
    """This card is attacking in the challenge being resolved."""
    return attacking(game, use.source)


def margin(game: Agot2) -> int:
    """By how much the winner of the challenge being resolved won it (0 if nobody won)."""
    c = game.state.challenge
    if c is None or c.winner is None:
        return 0
    diff = c.attack_strength - c.defense_strength
    return diff if c.winner == c.attacker else -diff


def won_by(n: int, kind: str, side: str | None = None) -> Check:
    """After you win a challenge of a type (as attacker/defender) by ``n`` or more strength."""
    check = won(kind, side)
    return lambda game, use: check(game, use) and margin(game) >= n


def faction_standing(game: Agot2, use: Use) -> bool:
    """Your faction card is standing."""
    return not game.player(use.player).faction_kneeling


# -- targets ---------------------------------------------------------------------


def losing_opponent(game: Agot2, use: Use, uid: str) -> bool:
    """The card is controlled by the player who lost the challenge being resolved (not you)."""
    c = game.state.challenge
    return c is not None and c.loser is not None and controller(game, uid) == c.loser != use.player


def participating_test(game: Agot2, use: Use, uid: str) -> bool:
    return participating(game, uid)


def wildling(game: Agot2, use: Use, uid: str) -> bool:
    return trait(game, uid, "Wildling")


def cards_of_type(kind: str, test: Test):
    """Every card of a type in play (any player's, attachments included) that passes ``test``."""

    def targets(game: Agot2, use: Use) -> list[str]:
        return [c.uid for p in game.players for c in game.in_play(p, kind) if test(game, use, c.uid)]

    return targets


# -- effects ---------------------------------------------------------------------


def kneel_faction_card(game: Agot2, use: Use) -> None:
    """Kneel your faction card (paid first, as the ability's cost)."""
    game.player(use.player).faction_kneeling = True
    game.record("knelt", f"{use.player} kneels their faction card", use.ability.cites, {"player": use.player})


def attached_gains(icon: str):
    """A constant: the character this attachment is on gains an icon."""
    return lambda game, src, uid: (icon,) if game.card(src).attached_to == uid else ()


# -- the cards -------------------------------------------------------------------

TEXTS: dict[str, str] = {
    LITTLEFINGER: "+1 Income. Reaction: after you marshal Littlefinger, draw 2 cards.",
    RATTLESHIRTS_RAIDERS: (
        "Reaction: after you win a challenge in which Rattleshirt's Raiders is attacking, discard from "
        "play an attachment controlled by the losing opponent."
    ),
    WILDLING_HORDE: (
        "Action (challenges phase): kneel your faction card to give a participating Wildling character "
        "you control +2 STR until the end of the challenge."
    ),
    LITTLE_BIRD: "The character this card is attached to gains an intrigue icon.",
    NOBLE_LINEAGE: "The character this card is attached to gains a power icon.",
    SYRIOS_TRAINING: "The character this card is attached to gains a military icon.",
    IRON_THRONE: "+1 Reserve. The Iron Throne adds 8 STR to your total when dominance is determined.",
    KINGSROAD: (
        "+1 Initiative. Action (marshalling phase): kneel and sacrifice The Kingsroad; the next character "
        "you marshal this phase costs 3 less."
    ),
    ROSEROAD: "+1 Income.",
    PUT_TO_THE_SWORD: (
        "Reaction: after you win a military challenge as the attacker by 5 or more STR, kill a character "
        "the losing opponent controls. Max 1 per challenge."
    ),
    PUT_TO_THE_TORCH: (
        "Reaction: after you win a military challenge as the attacker by 5 or more STR, discard from play "
        "a location the losing opponent controls. Max 1 per challenge."
    ),
    SUPERIOR_CLAIM: (
        "Reaction: after you win a power challenge by 5 or more STR, your faction gains 2 power. Max 1 per challenge."
    ),
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    LITTLEFINGER: (
        Constant(CONSTANT, gives=gives(income=1)),
        Ability(REACTION, trigger=ENTERS, when=marshalled_self, effect=draw(2), needs="Littlefinger just marshalled"),
    ),
    RATTLESHIRTS_RAIDERS: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            when=lambda game, use: won()(game, use) and attacking_self(game, use),
            targets=cards_of_type("attachment", losing_opponent),
            effect=discard_target,
            needs="a challenge you won with Rattleshirt's Raiders attacking",
        ),
    ),
    WILDLING_HORDE: (
        Ability(
            ACTION,
            phase="challenges",
            when=faction_standing,
            targets=characters(all_of(yours, wildling, participating_test)),
            effect=then(kneel_faction_card, boost(2)),
            needs="your faction card standing",
        ),
    ),
    LITTLE_BIRD: (Constant(CONSTANT, icons=attached_gains("intrigue")),),
    NOBLE_LINEAGE: (Constant(CONSTANT, icons=attached_gains("power")),),
    SYRIOS_TRAINING: (Constant(CONSTANT, icons=attached_gains("military")),),
    IRON_THRONE: (Constant(CONSTANT, gives=gives(reserve=1, dominance=8)),),
    KINGSROAD: (
        Constant(CONSTANT, gives=gives(initiative=1)),
        Ability(
            ACTION,
            phase="marshalling",
            cost=Cost(kneel_self=True, discard_self=True),
            effect=reduce_next(3, of_faction(kind="character")),
        ),
    ),
    ROSEROAD: (Constant(CONSTANT, gives=gives(income=1)),),
    PUT_TO_THE_SWORD: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            cost=Cost(gold=2),
            targets=characters(losing_opponent),
            needs="a military challenge you won as the attacker by 5 or more STR, once per challenge",
            **limit(1, won_by(5, "military", "attacker"), kill_target, per="challenge", each_copy=False),  # type: ignore[arg-type]
        ),
    ),
    PUT_TO_THE_TORCH: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            cost=Cost(gold=1),
            targets=cards_of_type("location", losing_opponent),
            needs="a military challenge you won as the attacker by 5 or more STR, once per challenge",
            **limit(1, won_by(5, "military", "attacker"), discard_target, per="challenge", each_copy=False),  # type: ignore[arg-type]
        ),
    ),
    SUPERIOR_CLAIM: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            needs="a power challenge you won by 5 or more STR, once per challenge",
            **limit(1, won_by(5, "power"), gain_power(2), per="challenge", each_copy=False),  # type: ignore[arg-type]
        ),
    ),
}
NO_TEXT: tuple[str, ...] = ()
