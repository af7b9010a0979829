"""Neutral cards of the Core Set: what each does, in our own words, and its abilities.

Costs the kit cannot pay before the effects initiate are paid as the effect begins: Varys leaving
the game and The Hand's Judgment's X (the cancelled event's printed cost; it is offered only while
your gold pool covers it). So a use that is itself cancelled costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.leaving import leave_play
from engine.core.flow import Walk

from ..delayed import delay
from ..effects import icons
from ..timing import INITIATING, PHASE_ENDS, WOULD_DISCARD
from .words import (
    ACTION,
    AFTER_CHALLENGE,
    CONSTANT,
    ENTERS,
    INTERRUPT,
    KNEEL,
    REACTION,
    WOULD_KILL,
    Ability,
    Constant,
    Cost,
    Use,
    all_characters,
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
    lord_or_lady,
    of_faction,
    participating,
    reduce_next,
    stand_host,
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
VARYS, SEAL_OF_THE_HAND, BODYGUARD, TEARS_OF_LYS, HANDS_JUDGMENT = "01029", "01032", "01033", "01044", "01045"
MILK_OF_THE_POPPY = "01035"


# -- conditions on the moment ----------------------------------------------------


def marshalled_self(game: Agot2, use: Use) -> bool:
    """This card has just entered play by being marshalled (not by Ambush or another effect)."""
    return entered_self(game, use) and use.event.get("way") == "marshal"


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


def on_it(game: Agot2, attachment: str) -> tuple[str, ...]:
    """The character this attachment is on."""
    host = game.card(attachment).attached_to
    return (host,) if host else ()


def on_lord_or_lady(game: Agot2, attachment: str, host: str) -> bool:
    """An attachment's restriction: a Lord or Lady character only. rule: agot2.attachments"""
    return lord_or_lady(game, host)


def host_kneeling(game: Agot2, use: Use) -> bool:
    """The character this attachment is on is kneeling."""
    host = game.card(use.source).attached_to
    return host is not None and game.card(host).kneeling


def host_would_leave(game: Agot2, use: Use) -> bool:
    """The character this attachment is on is about to be killed or discarded, and nothing has
    saved it yet.
    """
    host = game.card(use.source).attached_to
    return host is not None and use.event.get("card") == host and not use.event.get("saved")


def save_host(game: Agot2, use: Use) -> None:
    """Bodyguard (sacrificed as the cost): the character it was on is saved. rule: agot2.leave-play"""
    use.event["saved"] = True


def without_intrigue(game: Agot2, use: Use, uid: str) -> bool:
    return "intrigue" not in icons(game, uid)


def poison(game: Agot2, use: Use) -> None:
    """Tears of Lys: a poison token on the character; at the end of the phase, if it is still in
    play, it is killed. rule: agot2.timing.delayed
    """
    assert use.target is not None
    game.record(
        "poisoned",
        f"A poison token is placed on {game.card(use.target).name}: it dies at the end of the phase",
        use.ability.cites,
        {"card": use.target},
    )
    delay(game, use.source, use.player, "phase", "kill", [use.target], why="poison token")


def dominance_ends(game: Agot2, use: Use) -> bool:
    """The dominance phase is ending."""
    return use.event.get("phase") == "dominance"


def remove_to_discard_all(game: Agot2, use: Use) -> Walk:
    """Varys: remove him from the game (the cost, first), then discard every character in play;
    each may be saved. rule: agot2.leave-play
    """
    name = game.card(use.source).name
    leave_play(game, use.source, "removed", use.ability.cites, "removed from the game")
    game.record("removed", f"{name} is removed from the game", use.ability.cites, {"card": use.source})
    everyone = all_characters(game)
    if everyone:
        yield from game.leave(everyone, "discarded", name)


def printed_x(game: Agot2, uid: str) -> int:
    """An event's printed cost (X counts as 0)."""
    return max(0, game.card(uid).data.cost or 0)


def opponents_event_affordable(game: Agot2, use: Use) -> bool:
    """An opponent's event is about to take effect, not cancelled yet, and your gold covers its
    printed cost. rule: agot2.timing.cancel
    """
    e = use.event
    if e.get("kind") != "event" or e.get("cancelled") or e.get("player") not in game.opponents(use.player):
        return False
    return game.player(use.player).gold >= printed_x(game, e["card"])


def cancel_for_x(game: Agot2, use: Use) -> None:
    """The Hand's Judgment: pay X (the event's printed cost), and that event's effects are
    cancelled. rule: agot2.timing.cancel
    """
    event = use.event["card"]
    x = printed_x(game, event)
    if x:
        game.pay(use.player, x)
    game.record("cost", f"{use.player} pays X = {x} gold", "agot2.timing.initiate", {"source": use.source})
    use.event["cancelled"] = True
    game.record(
        "cancelled",
        f"{game.card(use.source).name} cancels the effects of {game.card(event).name}",
        "agot2.timing.cancel",
        {"source": use.source, "card": event},
    )


# -- the cards -------------------------------------------------------------------

TEXTS: dict[str, str] = {
    MILK_OF_THE_POPPY: "Terminal. The printed text box of the character it is on counts as blank, except its Traits.",
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
    VARYS: (
        "Stealth. Interrupt: as the dominance phase ends, take Varys out of the game; then every character "
        "in play is discarded."
    ),
    SEAL_OF_THE_HAND: "Goes on a Lord or a Lady. Action: kneel Seal of the Hand; the character it is on stands.",
    BODYGUARD: (
        "Goes on a Lord or a Lady. Interrupt: as the character it is on is about to be killed or discarded "
        "from play, sacrifice Bodyguard and that character stays."
    ),
    TEARS_OF_LYS: (
        "Reaction: once you have won an intrigue challenge as the attacker, put a poison token on a character "
        "of the losing opponent that has no intrigue icon; if the token is still there when the phase ends, "
        "the character dies. Max 1 per challenge."
    ),
    HANDS_JUDGMENT: (
        "Interrupt: as an event of an opponent is about to take effect, stop its effects. X is the printed "
        "cost of that event."
    ),
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    MILK_OF_THE_POPPY: (Constant(CONSTANT, blanks=on_it, rule="agot2.timing.blank"),),
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
    VARYS: (
        Ability(
            INTERRUPT,
            trigger=PHASE_ENDS,
            when=dominance_ends,
            effect=remove_to_discard_all,
            needs="the dominance phase ending",
        ),
    ),
    SEAL_OF_THE_HAND: (
        Constant(CONSTANT, host=on_lord_or_lady, needs="a Lord or Lady character"),
        Ability(
            ACTION,
            cost=KNEEL,
            when=host_kneeling,
            effect=stand_host,
            needs="the character it is on kneeling",
        ),
    ),
    BODYGUARD: (
        Constant(CONSTANT, host=on_lord_or_lady, needs="a Lord or Lady character"),
        Ability(
            INTERRUPT,
            trigger=WOULD_KILL,
            cost=Cost(sacrifice_self=True),
            when=host_would_leave,
            effect=save_host,
            needs="the character it is on about to be killed",
        ),
        Ability(
            INTERRUPT,
            trigger=WOULD_DISCARD,
            cost=Cost(sacrifice_self=True),
            when=host_would_leave,
            effect=save_host,
            needs="the character it is on about to be discarded from play",
        ),
    ),
    TEARS_OF_LYS: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            cost=Cost(gold=1),
            targets=characters(all_of(losing_opponent, without_intrigue)),
            needs="an intrigue challenge you won as the attacker, once per challenge",
            **limit(1, won("intrigue", "attacker"), poison, per="challenge", each_copy=False),  # type: ignore[arg-type]
        ),
    ),
    HANDS_JUDGMENT: (
        Ability(
            INTERRUPT,
            trigger=INITIATING,
            when=opponents_event_affordable,
            effect=cancel_for_x,
            needs="an opponent's event about to take effect, and gold for its printed cost",
        ),
    ),
}
NO_TEXT: tuple[str, ...] = ()
