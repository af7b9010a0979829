"""Targaryen cards of the Core Set: what each does, in our own words, and its abilities.

Viserys Targaryen's interrupt answers the moments before he would be killed, discarded from play
or returned to hand (the event's card is him, and nothing has saved him yet). Our reading: a
sacrifice has no such "would" moment, and neither has a leave that cannot be saved, so he cannot
answer those. Once a save (his duplicate, say) has kept him in play he is no longer offered; a save
used after his interrupt keeps him in play and the attachment stays discarded. He is offered only
while an attachment is in play.

Ser Jorah Mormont's betrayal tokens stay on him across rounds (``state.uses`` starts afresh each
round), so they are counted from the log: the latest "betrayal" record about him since he last
left play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.duplicates import copy_in_play
from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from ..delayed import delay, doomed
from ..marshalling import enter_play, why_not_enter
from ..timing import INTERRUPT, WOULD_DISCARD, WOULD_KILL, WOULD_RETURN
from .words import (
    ACTION,
    AFTER_CHALLENGE,
    CONSTANT,
    FORCED,
    KNEEL,
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
    discard_target,
    gives,
    has_trait,
    kneeling,
    limit,
    marshal_discount,
    of_faction,
    participating,
    stand_target,
    trait,
    won,
    yours,
)

if TYPE_CHECKING:
    from ..game import Agot2

DAENERYS, DROGON, KHAL_DROGO, ILLYRIO, RHAEGAL = "01160", "01161", "01162", "01163", "01164"
VISERION, BRAIDED_WARRIOR, HANDMAIDEN, LOYALIST, UNSULLIED = "01166", "01168", "01169", "01170", "01171"
ILLYRIOS_ESTATE, FIRE_AND_BLOOD, VISERYS = "01175", "01177", "01167"
JORAH, ARAKH, PLAZA, DOTHRAKI_SEA, DRACARYS, WAKING = "01165", "01172", "01173", "01174", "01176", "01178"
BETRAYAL_LIMIT = 3

# -- helpers of our own (candidates for words.py) ---------------------------------


SACRIFICE = Cost(sacrifice_self=True)


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


# -- Ser Jorah Mormont: betrayal tokens -------------------------------------------------

#: Log records that mean a card left play (its tokens are gone with it).
LEFT_PLAY = ("killed", "discarded", "returned")


def betrayal_tokens(game: Agot2, uid: str) -> int:
    """Betrayal tokens on Ser Jorah now: the count in the latest "betrayal" record about him, unless
    he left play since. rule: agot2.leave-play
    """
    for e in reversed(game.events):
        if e.data and e.data.get("card") == uid:
            if e.kind == "betrayal":
                return int(e.data["tokens"])
            if e.kind in LEFT_PLAY:
                return 0
    return 0


def betray(game: Agot2, use: Use) -> Walk:
    """Place 1 betrayal token on Ser Jorah; with 3 or more on him, he is sacrificed. rule: agot2.timing.types"""
    uid = use.source
    n = betrayal_tokens(game, uid) + 1
    game.record(
        "betrayal",
        f"{game.card(uid).name} gets a betrayal token ({n} on him; at {BETRAYAL_LIMIT} he is sacrificed)",
        use.ability.cites,
        {"card": uid, "tokens": n},
    )
    if n >= BETRAYAL_LIMIT and game.is_in_play(uid):
        yield from game.leave([uid], "sacrificed", f"{n} betrayal tokens on him")


# -- attachments, locations and events ------------------------------------------------------


def named(game: Agot2, uid: str, name: str) -> bool:
    """Whether a card has this (English) title, whatever its copy."""
    return game.card(uid).data.name_en == name


def dothraki_host(game: Agot2, src: str, host: str) -> bool:
    """Drogo's Arakh goes only on a Dothraki character."""
    return trait(game, host, "Dothraki")


def host_boost(game: Agot2, src: str, uid: str) -> int:
    """+2 STR to the character this attachment is on."""
    return 2 if game.card(src).attached_to == uid else 0


def arakh_keeps_drogo_standing(game: Agot2, src: str, uid: str, kind: str, role: str) -> bool:
    """Khal Drogo carrying the Arakh stays standing as an attacker in the first military challenge the
    Arakh's controller initiates this round (the kneeling is decided before the challenge is counted
    as made). rule: agot2.challenges.initiate
    """
    if kind != "military" or role != "attacker" or game.card(src).attached_to != uid:
        return False
    if not named(game, uid, "Khal Drogo") or controller(game, uid) != controller(game, src):
        return False
    return not any(k == "military" for k, _ in game.player(controller(game, src)).challenges_made)


def without_attachments(game: Agot2, use: Use, uid: str) -> bool:
    """The character has no attachment on it (duplicates are not attachments)."""
    return not any(c.data.type == "attachment" for c in game.attached(uid))


def participating_test(game: Agot2, use: Use, uid: str) -> bool:
    return participating(game, uid)


def doom(strength: int):
    """Until the end of the phase the target gets ``strength`` and is killed if its STR is 0."""

    def effect(game: Agot2, use: Use) -> Walk:
        assert use.target is not None
        if game.is_in_play(use.target):
            yield from doomed(game, use.source, use.player, use.target, strength)

    return effect


def dragon_or_daenerys(game: Agot2, uid: str) -> bool:
    """A Dragon character or Daenerys Targaryen (the cost of Dracarys!)."""
    return trait(game, uid, "Dragon") or named(game, uid, "Daenerys Targaryen")


def dothraki_in_hand(game: Agot2, use: Use) -> list[str]:
    """Dothraki characters in your hand that could be put into play now."""
    return [
        u
        for u in game.zone(use.player, "hand")
        if game.card(u).data.type == "character"
        and trait(game, u, "Dothraki")
        and why_not_enter(game, use.player, u, "put") is None
    ]


def dothraki_sea(game: Agot2, use: Use) -> Walk:
    """Dothraki Sea (sacrificed as the cost): put the chosen Dothraki character into play from hand;
    at the end of the phase it goes back to hand if still in play (cannot be saved). rule: agot2.timing.delayed
    """
    uid, name = str(use.target), use.player
    if uid not in game.zone(name, "hand"):
        return
    card = game.card(uid)
    if card.data.unique and copy_in_play(game, name, card.data.id):
        game.add_duplicate(name, uid, "hand")
        return
    game.record("put-into-play", f"{name} puts {card.name} into play from hand", use.ability.cites, {"card": uid})
    yield from enter_play(game, name, uid, "hand", None)
    delay(game, use.source, name, "phase", "return", [uid], can_save=False, why=f"{card.name} returns to hand")


def unique_targaryen(game: Agot2, use: Use, uid: str) -> bool:
    data = game.card(uid).data
    return data.unique and data.faction == "targaryen"


def leaving_self(game: Agot2, use: Use) -> bool:
    """This card is about to leave play (killed, discarded or returned to hand) and nothing has
    saved it yet. rule: agot2.leave-play
    """
    return use.event.get("card") == use.source and not use.event.get("saved")


def attachments_in_play(game: Agot2, use: Use) -> list[str]:
    """Every attachment in play, whoever controls it."""
    return [c.uid for p in game.players for c in game.in_play(p, "attachment")]


def viserys_interrupt(trigger: str, how: str) -> Ability:
    """Viserys Targaryen's interrupt at one of the moments he would leave play: discard an
    attachment from play. rule: agot2.timing.types
    """
    return Ability(
        INTERRUPT,
        trigger=trigger,
        when=leaving_self,
        targets=attachments_in_play,
        effect=discard_target,
        needs=f"Viserys about to be {how}, and an attachment in play",
    )


def wake(game: Agot2, use: Use) -> None:
    """Stand the chosen character; at the end of the phase it returns to hand if still in play."""
    assert use.target is not None
    stand_target(game, use)
    name = game.card(use.target).name
    delay(game, use.source, use.player, "phase", "return", [use.target], why=f"{name} returns to hand")


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
    VISERYS: (
        "Interrupt: as Viserys Targaryen is about to leave play, pick any attachment in play (whoever "
        "controls it) and discard it from play."
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
    JORAH: (
        "Renown. Forced reaction: each time you win a challenge Ser Jorah Mormont takes part in, he gets "
        "a betrayal token; once he carries 3 or more of them, he is sacrificed."
    ),
    ARAKH: (
        "Goes only on a Dothraki character, which gets +2 STR. Khal Drogo carrying it stays standing when "
        "he attacks in the first military challenge you make each round."
    ),
    PLAZA: (
        "Reaction: after you win a power challenge, kneel Plaza of Punishment to pick a character with no "
        "attachments: it gets -2 STR until the end of the phase, and dies if that leaves it at 0 STR."
    ),
    DOTHRAKI_SEA: (
        "Reaction: after you win a power challenge, sacrifice Dothraki Sea to bring a Dothraki character "
        "from your hand into play. When the phase ends, that character goes back to your hand if it is "
        "still in play, and nothing can save it."
    ),
    DRACARYS: (
        "Action: kneel one of your Dragon characters or Daenerys Targaryen and pick a character taking part "
        "in the challenge: it gets -4 STR until the end of the phase, and dies if that leaves it at 0 STR."
    ),
    WAKING: (
        "Action: stand a kneeling unique Targaryen character of yours. When the phase ends, it goes back to "
        "your hand if it is still in play."
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
    VISERYS: (
        viserys_interrupt(WOULD_KILL, "killed"),
        viserys_interrupt(WOULD_DISCARD, "discarded from play"),
        viserys_interrupt(WOULD_RETURN, "returned to hand"),
    ),
    VISERION: (Constant(CONSTANT, keywords=grant("stealth")),),
    HANDMAIDEN: (
        Ability(
            ACTION,
            targets=characters(all_of(kneeling, lady)),
            cost=SACRIFICE,
            effect=stand_target,
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
    JORAH: (
        Ability(
            FORCED,
            trigger=AFTER_CHALLENGE,
            when=won(self_in=True),
            effect=betray,
            needs="a challenge you won with Ser Jorah taking part",
        ),
    ),
    ARAKH: (
        Constant(CONSTANT, host=dothraki_host, modifier=host_boost, needs="a Dothraki character to go on"),
        Constant(CONSTANT, stays=arakh_keeps_drogo_standing, rule="agot2.challenges.initiate"),
    ),
    PLAZA: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            when=won("power"),
            cost=KNEEL,
            targets=characters(without_attachments),
            effect=doom(-2),
            needs="a power challenge you won",
            rule="agot2.timing.doomed",
        ),
    ),
    DOTHRAKI_SEA: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            when=won("power"),
            cost=SACRIFICE,
            targets=dothraki_in_hand,
            effect=dothraki_sea,
            needs="a power challenge you won",
            rule="agot2.timing.delayed",
        ),
    ),
    DRACARYS: (
        Ability(
            ACTION,
            cost=Cost(
                gold=1,
                kneel_one=dragon_or_daenerys,
                kneel_one_text="Dragon character or Daenerys Targaryen",
            ),
            targets=characters(participating_test),
            effect=doom(-4),
            needs="a character taking part in a challenge",
            rule="agot2.timing.doomed",
        ),
    ),
    WAKING: (
        Ability(
            ACTION,
            targets=characters(all_of(yours, kneeling, unique_targaryen)),
            effect=wake,
            needs="a kneeling unique Targaryen character of yours",
            rule="agot2.timing.delayed",
        ),
    ),
}
NO_TEXT: tuple[str, ...] = (BRAIDED_WARRIOR,)
