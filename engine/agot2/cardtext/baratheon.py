"""Baratheon cards of the Core Set: what each does, in our own words, and its abilities.

Left out until the engine has the hook each needs (only implemented cards go into decks):
Melisandre (a trigger point after an event is played), Selyse Baratheon (icons a lasting effect
gives), Ser Davos Seaworth (a killed card placed in hand instead of the dead pile), Stannis
Baratheon (a limit on standing in the standing phase), Fiery Followers (a trigger point when a
phase begins), Lightbringer (an attachment's own restriction on its host, and a trigger point after
a card gains power), The Red Keep (a card adding strength to a side of a challenge, and a trigger
point when a phase ends), Ours is the Fury (a delayed effect after the challenge).
"""

from __future__ import annotations

from engine.cardgame.leaving import discard_from_hand
from engine.cardgame.names import card_name
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from .words import (
    ACTION,
    CONSTANT,
    DOMINANCE_WON,
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
    characters,
    choose_opponent,
    controller,
    discard_target,
    entered_self,
    kneel_target,
    marshal_discount,
    of_faction,
    standing,
    trait,
)

(
    CRESSEN,
    ROBERT,
    SHIREEN,
    BASTARD,
    HUNTING_PARTY,
    FAITHFUL,
    LANCER,
    PORT,
    CHAMBER,
    CONSOLIDATION,
    SEEN_IN_FLAMES,
) = ("01046", "01048", "01051", "01053", "01055", "01056", "01057", "01059", "01060", "01062", "01064")

CONSOLIDATION_STRENGTH = 4


# -- helpers ------------------------------------------------------------------------


def condition_attachments(game, use: Use) -> list[str]:
    """Every Condition attachment in play, of any player."""
    return [c.uid for p in game.players for c in game.in_play(p, "attachment") if "Condition" in c.data.traits]


def others_kneeling(game, source: str, uid: str) -> int:
    """+1 strength to this card for each other kneeling character in play."""
    if uid != source:
        return 0
    return sum(1 for u in all_characters(game) if u != source and game.card(u).kneeling)


def killed_self(game, use: Use) -> bool:
    """The card about to be killed is this one."""
    return use.event.get("card") == use.source


def opponent_king(game, source: str, uid: str) -> tuple[str, ...]:
    """The intrigue icon for this card while an opponent controls a King character."""
    if uid != source:
        return ()
    owner = controller(game, source)
    kings = [u for u in all_characters(game) if controller(game, u) != owner and trait(game, u, "King")]
    return ("intrigue",) if kings else ()


def powered_opponent_cards(game, player: str) -> list[Option]:
    """An option for each opponent's faction card and each opponent's character with power on it."""
    out = []
    for p in game.opponents(player):
        if game.player(p).power > 0:
            out.append(option("faction", p, label=f"{p}'s faction card", explain=f"{game.player(p).power} power"))
        for c in game.characters(p):
            if c.power > 0:
                out.append(option("card", c.uid, label=card_name(game, c.uid, player), explain=f"{c.power} power"))
    return out


def lancer_can_hit(game, use: Use) -> bool:
    return entered_self(game, use) and bool(powered_opponent_cards(game, use.player))


def discard_one_power(game, use: Use) -> Walk:
    """Discard 1 power from an opponent's faction card or from a character an opponent controls."""
    options = powered_opponent_cards(game, use.player)
    if not options:
        return
    choice = options[0]
    if len(options) > 1:
        choice = yield Decision(
            use.player,
            f"{use.player}: {game.card(use.source).name}: discard 1 power from which card?",
            options,
            rule=use.ability.cites,
        )
    subject = str(choice.subject)
    if choice.verb == "faction":
        game.player(subject).power -= 1
        where = f"{subject}'s faction card"
    else:
        game.card(subject).power -= 1
        where = game.card(subject).name
    game.record("power-discarded", f"1 power is discarded from {where}", use.ability.cites, {"from": subject})


def opponents_with_power(game, player: str) -> list[str]:
    return [p for p in game.opponents(player) if game.player(p).power > 0]


def won_dominance_and_power_to_take(game, use: Use) -> bool:
    return game.state.dominance == use.player and bool(opponents_with_power(game, use.player))


def take_one_power(game, use: Use) -> Walk:
    """Move 1 power from an opponent's faction card to yours."""
    found = opponents_with_power(game, use.player)
    if not found:
        return
    victim = yield from choose_opponent(game, use, found, "choose an opponent to take 1 power from")
    game.move_power(victim, use.player, 1, use.ability.cites)


def small_standing(game, use: Use) -> bool:
    """Some standing character has strength at most 4."""
    return any(not game.card(u).kneeling and game.strength(u) <= CONSOLIDATION_STRENGTH for u in all_characters(game))


def consolidate(game, use: Use) -> Walk:
    """Choose standing characters of one controller with total strength 4 or less, one at a time;
    kneel them; then one of them gains 1 power.
    """
    chosen: list[str] = []
    while True:
        left = CONSOLIDATION_STRENGTH - sum(game.strength(u) for u in chosen)
        owner = controller(game, chosen[0]) if chosen else None
        fits = [
            u
            for u in all_characters(game)
            if u not in chosen
            and not game.card(u).kneeling
            and game.strength(u) <= left
            and (owner is None or controller(game, u) == owner)
        ]
        if not fits:
            break
        options = [
            option("kneel", u, label=card_name(game, u, use.player), explain=f"strength {game.strength(u)}")
            for u in fits
        ]
        if chosen:
            options.append(Option("done", "Kneel these", ", ".join(game.card(u).name for u in chosen)))
        choice = yield Decision(
            use.player,
            f"{use.player}: Consolidation of Power: choose a standing character to kneel ({left} strength left)",
            options,
            rule=use.ability.cites,
        )
        if choice.verb == "done":
            break
        chosen.append(str(choice.subject))
    if not chosen:
        return
    for uid in chosen:
        game.kneel(uid)
    game.record(
        "knelt",
        f"{', '.join(game.card(u).name for u in chosen)} kneel",
        use.ability.cites,
        {"cards": list(chosen)},
    )
    gainer = chosen[0]
    if len(chosen) > 1:
        pick = yield Decision(
            use.player,
            f"{use.player}: Consolidation of Power: which of them gains 1 power?",
            [option("power", u, label=card_name(game, u, use.player)) for u in chosen],
            rule=use.ability.cites,
        )
        gainer = str(pick.subject)
    game.gain_power(controller(game, gainer), 1, use.ability.cites, "Consolidation of Power", on=gainer)


def controls_rhllor_character(game, player: str) -> bool:
    return any(trait(game, c.uid, "R'hllor") for c in game.characters(player))


def seen_in_flames_possible(game, use: Use) -> bool:
    return controls_rhllor_character(game, use.player) and any(game.zone(p, "hand") for p in game.opponents(use.player))


def look_and_discard(game, use: Use) -> Walk:
    """Choose an opponent with cards in hand, look at that hand and discard 1 card from it. The
    options name the cards (by code, never the hidden uids); copies of one card are alike.
    """
    found = [p for p in game.opponents(use.player) if game.zone(p, "hand")]
    if not found:
        return
    victim = yield from choose_opponent(game, use, found, "choose an opponent whose hand you look at")
    hand = game.zone(victim, "hand")
    names = ", ".join(sorted(game.card(u).name for u in hand))
    game.record(
        "looked", f"{use.player} looks at {victim}'s hand: {names}", use.ability.cites, {}, visible_to=[use.player]
    )
    codes = list(dict.fromkeys(game.card(u).data.id for u in hand))
    choice = yield Decision(
        use.player,
        f"{use.player}: Seen In Flames: discard which card from {victim}'s hand?",
        [option("discard", code, label=game.library[code].name) for code in codes],
        rule=use.ability.cites,
    )
    uid = next(u for u in hand if game.card(u).data.id == choice.subject)
    discard_from_hand(game, victim, uid, use.ability.cites, "Seen In Flames")


# -- the cards ----------------------------------------------------------------------

TEXTS: dict[str, str] = {
    CRESSEN: "Action (marshalling phase): kneel Maester Cressen to discard a Condition attachment from play.",
    ROBERT: "Robert Baratheon gets +1 strength for each other kneeling character in play.",
    SHIREEN: "Interrupt: when Shireen Baratheon is killed, kneel a character.",
    HUNTING_PARTY: "While an opponent controls a King character, King's Hunting Party gains an intrigue icon.",
    FAITHFUL: (
        "Action (marshalling phase): kneel Dragonstone Faithful; the next Baratheon character you marshal "
        "this phase costs 1 less."
    ),
    LANCER: (
        "Reaction: after Vanguard Lancer enters play, discard 1 power from an opponent's faction card "
        "or from a character an opponent controls."
    ),
    PORT: (
        "Action (marshalling phase): kneel Dragonstone Port; the next Baratheon card you marshal this phase "
        "costs 1 less."
    ),
    CHAMBER: (
        "Reaction: after you win dominance, kneel Chamber of the Painted Table to move 1 power from an "
        "opponent's faction card to yours."
    ),
    CONSOLIDATION: (
        "Action (marshalling phase): kneel any number of standing characters of one player with a total "
        "strength of 4 or less. Then 1 of them gains 1 power."
    ),
    SEEN_IN_FLAMES: (
        "Action (challenges phase): if you control an R'hllor character, choose an opponent, look at "
        "their hand and discard 1 card from it."
    ),
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    CRESSEN: (
        Ability(
            ACTION,
            phase="marshalling",
            cost=KNEEL,
            targets=condition_attachments,
            effect=discard_target,
            needs="a Condition attachment in play",
        ),
    ),
    ROBERT: (Constant(CONSTANT, modifier=others_kneeling),),
    SHIREEN: (
        Ability(
            INTERRUPT,
            trigger=WOULD_KILL,
            when=killed_self,
            targets=characters(standing),
            effect=kneel_target,
            needs="Shireen about to be killed, and a standing character",
        ),
    ),
    HUNTING_PARTY: (Constant(CONSTANT, icons=opponent_king),),
    FAITHFUL: (marshal_discount(1, of_faction("baratheon", "character")),),
    LANCER: (
        Ability(
            REACTION,
            trigger=ENTERS,
            when=lancer_can_hit,
            effect=discard_one_power,
            needs="Vanguard Lancer just entered play, and an opponent's card with power",
        ),
    ),
    PORT: (marshal_discount(1, of_faction("baratheon")),),
    CHAMBER: (
        Ability(
            REACTION,
            trigger=DOMINANCE_WON,
            when=won_dominance_and_power_to_take,
            cost=KNEEL,
            effect=take_one_power,
            needs="you won dominance, and an opponent has power on their faction card",
        ),
    ),
    CONSOLIDATION: (
        Ability(
            ACTION,
            phase="marshalling",
            cost=Cost(gold=1),
            when=small_standing,
            effect=consolidate,
            needs="a standing character with strength 4 or less",
        ),
    ),
    SEEN_IN_FLAMES: (
        Ability(
            ACTION,
            phase="challenges",
            cost=Cost(gold=1),
            when=seen_in_flames_possible,
            effect=look_and_discard,
            needs="an R'hllor character of yours, and an opponent with cards in hand",
        ),
    ),
}
NO_TEXT: tuple[str, ...] = (BASTARD,)
