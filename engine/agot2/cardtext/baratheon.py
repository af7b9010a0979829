"""Baratheon cards of the Core Set: what each does, in our own words, and its abilities.

Every Baratheon card of the Core Set is implemented; none is left out.

Melisandre's two trigger points (a card marshalled, an event played) are two reactions of one
card, so ``limit`` counts them under one key (the card and the kind of ability): once per round
in all.

Ours is the Fury is offered once defenders are declared (the window after them): the engine kneels
every declared defender at once, so a kneeling character made a defender before that would be
knelt a second time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.lasting import add
from engine.cardgame.leaving import discard_from_hand
from engine.cardgame.names import card_name
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from ..delayed import Grant, delay
from ..timing import GAINS_POWER, PHASE_BEGINS, PHASE_ENDS, PLAYED
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
    Check,
    Constant,
    Cost,
    Use,
    all_characters,
    all_of,
    characters,
    choose_opponent,
    controller,
    discard_target,
    draw,
    entered_self,
    in_challenge,
    kneel_target,
    kneeling,
    limit,
    marshal_discount,
    of_faction,
    participating,
    stand_host,
    stand_target,
    standing,
    trait,
    yours,
)

if TYPE_CHECKING:
    from ..game import Agot2

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
SELYSE, STANNIS, FIERY_FOLLOWERS, RED_KEEP, OURS_IS_THE_FURY = "01049", "01052", "01054", "01061", "01063"
MELISANDRE, DAVOS, LIGHTBRINGER = "01047", "01050", "01058"

CONSOLIDATION_STRENGTH = 4
RED_KEEP_STRENGTH = 2


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


def baratheon(game: Agot2, use: Use, uid: str) -> bool:
    """A Baratheon character (its printed faction)."""
    return game.card(uid).data.faction == "baratheon"


def gain_intrigue_icon(game: Agot2, use: Use) -> None:
    """Selyse Baratheon: the chosen character gains an intrigue icon until the end of the phase.
    rule: agot2.timing.types
    """
    assert use.target is not None
    add(game, Grant(use.source, use.player, "phase", [use.target], icons=("intrigue",)))


def dominance_begins_kneeling(game: Agot2, use: Use) -> bool:
    """Fiery Followers: the dominance phase has begun, and they are kneeling (else standing does nothing)."""
    return use.event.get("phase") == "dominance" and game.card(use.source).kneeling


def red_keep_strength(game: Agot2, src: str, player: str) -> int:
    """The Red Keep: 2 strength on its controller's side of a power challenge in which that player
    controls a participating character. rule: agot2.challenges.winner
    """
    c = game.state.challenge
    if c is None or c.kind != "power" or controller(game, src) != player:
        return 0
    side = c.attackers if player == c.attacker else c.defenders if player == c.defender else []
    mine = [u for u in side if game.is_in_play(u) and controller(game, u) == player]
    return RED_KEEP_STRENGTH if mine else 0


def challenges_end_unbeaten(game: Agot2, use: Use) -> bool:
    """The challenges phase is ending, and you have lost no power challenge this round."""
    lost_power = any(kind == "power" and loser == use.player for _, kind, loser in game.state.won)
    return use.event.get("phase") == "challenges" and not lost_power


def defending_after_declaration(game: Agot2, use: Use) -> bool:
    """A challenge is under way, you are its defending player, and defenders have been declared
    (the window after them).
    """
    c = game.state.challenge
    return (
        in_challenge(game, use)
        and c is not None
        and c.defender == use.player
        and "challenges.after-defenders-window" in game.cursor
    )


def not_participating(game: Agot2, use: Use, uid: str) -> bool:
    return not participating(game, uid)


def join_as_defender(game: Agot2, use: Use) -> None:
    """Ours is the Fury: the kneeling character now takes part as a defender (without kneeling
    again); if you win the challenge it stands. rules: agot2.challenges.participating,
    agot2.timing.delayed
    """
    c = game.state.challenge
    assert use.target is not None and c is not None
    if not game.is_in_play(use.target) or use.target in c.defenders:
        return
    c.defenders.append(use.target)
    game.record(
        "defender-added",
        f"{game.card(use.target).name} now participates as a defender",
        "agot2.challenges.participating",
        {"card": use.target},
    )
    delay(game, use.source, use.player, "challenge", "stand", [use.target], why="stands: the challenge is won")


def rhllor_marshalled(game: Agot2, use: Use) -> bool:
    """Melisandre: you just marshalled an R'hllor card (she herself counts). rule: agot2.timing.trigger"""
    return use.event.get("way") == "marshal" and rhllor_played(game, use)


def rhllor_played(game: Agot2, use: Use) -> bool:
    """Melisandre: the card of this moment is an R'hllor card you brought in (for PLAYED: an event
    you played). rule: agot2.timing.trigger
    """
    card = use.event.get("card")
    return use.event.get("player") == use.player and card is not None and trait(game, card, "R'hllor")


def melisandre(check: Check) -> dict[str, object]:
    """Melisandre's reaction at one of its two trigger points: kneel a standing character, once per
    round. Both entries are reactions of the same card, so :func:`limit` keys them alike
    (``<uid>:reaction``): the once per round is shared. rule: agot2.timing.initiate
    """
    return {
        "targets": characters(standing),
        **limit(1, check, kneel_target),
    }


def davos_goes_home(game: Agot2, use: Use) -> bool:
    """Ser Davos is about to be killed (and not saved, nor sent elsewhere already)."""
    return killed_self(game, use) and not use.event.get("saved") and use.event.get("pile") != "hand"


def to_hand_instead(game: Agot2, use: Use) -> None:
    """Ser Davos: he is killed, but goes to his owner's hand instead of the dead pile.
    rule: agot2.leave-play
    """
    use.event["pile"] = "hand"


def baratheon_host(game: Agot2, attachment: str, host: str) -> bool:
    """Lightbringer goes only on a Baratheon character. rule: agot2.attachments"""
    return game.card(host).data.faction == "baratheon"


def lightbringer_renown(game: Agot2, src: str, uid: str) -> tuple[str, ...]:
    """Renown for the character Lightbringer is on, if he is Stannis Baratheon. rule: agot2.kw.renown"""
    on_stannis = game.card(src).attached_to == uid and game.card(uid).data.name_en == "Stannis Baratheon"
    return ("renown",) if on_stannis else ()


def host_gained_power_kneeling(game: Agot2, use: Use) -> bool:
    """The character Lightbringer is on just gained power, and is kneeling (else standing does nothing)."""
    host = game.card(use.source).attached_to
    return host is not None and use.event.get("card") == host and game.card(host).kneeling


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
    SELYSE: (
        "Action (challenges phase): pay 1 gold; a Baratheon character of your choice has an intrigue icon "
        "as well until the phase is over."
    ),
    STANNIS: "In the standing phase no player may stand more than 2 of their characters.",
    FIERY_FOLLOWERS: "Reaction: once the dominance phase has begun, Fiery Followers stand up.",
    RED_KEEP: (
        "In a power challenge where you have a character taking part, The Red Keep adds 2 STR to your side. "
        "Interrupt: as the challenges phase ends, if no power challenge went against you this round, kneel "
        "The Red Keep and draw 2 cards."
    ),
    OURS_IS_THE_FURY: (
        "Action, only while you defend in a challenge: one of your kneeling Baratheon characters joins the "
        "challenge on the defending side; should you win it, that character stands."
    ),
    MELISANDRE: (
        "Reaction: once a round, after you marshal an R'hllor card or play an R'hllor event, pick a "
        "standing character and kneel it."
    ),
    DAVOS: (
        "Stealth. Interrupt: as Ser Davos Seaworth is killed, he goes back to your hand rather than to the dead pile."
    ),
    LIGHTBRINGER: (
        "Goes only on a Baratheon character. On Stannis Baratheon it gives him Renown. Reaction: once a "
        "phase, when the character carrying it gains power, that character stands."
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
    SELYSE: (
        Ability(
            ACTION,
            phase="challenges",
            cost=Cost(gold=1),
            targets=characters(baratheon),
            effect=gain_intrigue_icon,
            needs="a Baratheon character in play",
        ),
    ),
    STANNIS: (Constant(CONSTANT, stand_limit=2),),
    FIERY_FOLLOWERS: (
        Ability(
            REACTION,
            trigger=PHASE_BEGINS,
            when=dominance_begins_kneeling,
            effect=stand_target,
            needs="the dominance phase just begun, and Fiery Followers kneeling",
        ),
    ),
    RED_KEEP: (
        Constant(CONSTANT, contributes=red_keep_strength),
        Ability(
            INTERRUPT,
            trigger=PHASE_ENDS,
            when=challenges_end_unbeaten,
            cost=KNEEL,
            effect=draw(2),
            needs="the challenges phase ending, and no power challenge lost by you this round",
        ),
    ),
    OURS_IS_THE_FURY: (
        Ability(
            ACTION,
            cost=Cost(gold=2),
            when=defending_after_declaration,
            targets=characters(all_of(yours, kneeling, baratheon, not_participating)),
            effect=join_as_defender,
            needs="a challenge in which you are the defending player, after defenders are declared",
        ),
    ),
    MELISANDRE: (
        Ability(
            REACTION,
            trigger=ENTERS,
            needs="you just marshalled an R'hllor card, not used this round, and a standing character",
            **melisandre(rhllor_marshalled),  # type: ignore[arg-type]
        ),
        Ability(
            REACTION,
            trigger=PLAYED,
            needs="you just played an R'hllor event, not used this round, and a standing character",
            **melisandre(rhllor_played),  # type: ignore[arg-type]
        ),
    ),
    DAVOS: (
        Ability(
            INTERRUPT,
            trigger=WOULD_KILL,
            when=davos_goes_home,
            effect=to_hand_instead,
            rule="agot2.leave-play",
            needs="Ser Davos about to be killed",
        ),
    ),
    LIGHTBRINGER: (
        Constant(CONSTANT, host=baratheon_host, keywords=lightbringer_renown, needs="a Baratheon character"),
        Ability(
            REACTION,
            trigger=GAINS_POWER,
            needs="its character just gained power and is kneeling, not used this phase",
            **limit(1, host_gained_power_kneeling, stand_host, per="phase"),  # type: ignore[arg-type]
        ),
    ),
}
NO_TEXT: tuple[str, ...] = (BASTARD,)
