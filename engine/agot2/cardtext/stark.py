"""Stark cards of the Core Set: what each does, in our own words, and its abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.lasting import add

from ..delayed import Grant, delay
from ..timing import INITIATING, INTERRUPT, KILLED, SACRIFICED, STANDS
from .words import (
    ACTION,
    AFTER_CHALLENGE,
    AFTER_INITIATED,
    CONSTANT,
    ENTERS,
    KNEEL,
    REACTION,
    Ability,
    Constant,
    Cost,
    Use,
    attacking,
    boost,
    controller,
    entered_self,
    faction,
    gain_power,
    in_challenge,
    kill_target,
    limit,
    lost,
    marshal_discount,
    of_faction,
    participating,
    stand_target,
    then,
    trait,
    won,
)

if TYPE_CHECKING:
    from ..game import Agot2

ARYA, BRAN, CATELYN, ROBB, SANSA = "01141", "01142", "01143", "01146", "01147"
EDDARD, GREY_WIND, SUMMER, PUP, TUMBLESTONE = "01144", "01145", "01148", "01149", "01150"
VANGUARD, STEWARD, ICE, GATES, WOLFSWOOD = "01151", "01152", "01153", "01154", "01155"
GROVE, FOR_THE_NORTH, WARM_RAIN, WINTER_IS_COMING = "01156", "01157", "01158", "01159"

# -- conditions and targets ----------------------------------------------------------


def named(game, uid: str, name: str) -> bool:
    """Whether a card has this (English) name, whatever its copy or set."""
    return game.card(uid).data.name_en == name


def controls_named(game, player: str, name: str) -> bool:
    """Whether the player controls a card in play with this name."""
    return any(named(game, c.uid, name) for c in game.in_play(player))


def initiated_against_you_while_kneeling(game, use: Use) -> bool:
    """A challenge was just initiated against this card's controller (the opponent first named: a
    Crown Regent redirect does not change it) and this card is kneeling.
    """
    c = game.state.challenge
    return c is not None and c.initiated_against == use.player and game.card(use.source).kneeling


def grey_wind_reach(game, use: Use) -> int:
    """The highest strength Grey Wind can kill: 1, or 2 while you control Robb Stark."""
    return 2 if controls_named(game, use.player, "Robb Stark") else 1


def grey_wind_targets(game, use: Use) -> list[str]:
    """Every character in play (anyone's) with strength at most Grey Wind's reach."""
    reach = grey_wind_reach(game, use)
    return [c.uid for p in game.players for c in game.characters(p) if game.strength(c.uid) <= reach]


def summer_targets(game, use: Use) -> list[str]:
    """Stark characters with printed strength 2 or less in your discard pile or dead pile."""
    return [
        u
        for zone in ("discard", "dead")
        for u in game.zone(use.player, zone)
        if game.card(u).data.type == "character" and faction(game, u) == "stark" and game.card(u).data.strength <= 2
    ]


def attackers(game, use: Use) -> list[str]:
    """The attacking characters of the challenge, still in play."""
    c = game.state.challenge
    return [] if c is None else [u for u in c.attackers if attacking(game, u)]


def is_direwolf_character(game, uid: str) -> bool:
    return game.card(uid).data.type == "character" and trait(game, uid, "Direwolf")


def duplicates_on(game: Agot2, uid: str) -> list[str]:
    """The duplicates (face up or face down) under a card in play. rule: agot2.unique.duplicate"""
    return [u for u in game.zone(controller(game, uid), "duplicates") if game.card(u).attached_to == uid]


def stood_self(game: Agot2, use: Use) -> bool:
    """The card that has just stood is this one (and it is still in play). rule: agot2.timing.trigger"""
    return use.event.get("card") == use.source and game.is_in_play(use.source)


def own_deck_not_empty(game: Agot2, use: Use) -> bool:
    return bool(game.zone(use.player, "deck"))


def arya_entered(game: Agot2, use: Use) -> bool:
    """Arya Stark has just entered play, and her controller's deck has a card to put on her."""
    return entered_self(game, use) and own_deck_not_empty(game, use)


def opponents_event_initiating(game: Agot2, use: Use) -> bool:
    """The effects of an opponent's event are about to initiate, not cancelled yet. rule:
    agot2.timing.cancel
    """
    e = use.event
    return e.get("kind") == "event" and e.get("player") not in (None, use.player) and not e.get("cancelled")


def your_stark_character_left(game: Agot2, use: Use) -> bool:
    """The card just killed or sacrificed was a Stark character its controller (you) had in play."""
    uid = use.event.get("card")
    if uid is None or use.event.get("owner") != use.player:
        return False
    return game.card(uid).data.type == "character" and faction(game, uid) == "stark"


def ice_host_won_military(game: Agot2, use: Use) -> bool:
    """You won a military challenge in which the character Ice is on takes part."""
    host = game.card(use.source).attached_to
    return host is not None and won("military")(game, use) and participating(game, host)


def losers_characters(game: Agot2, use: Use) -> list[str]:
    """The characters the losing opponent of the challenge controls."""
    c = game.state.challenge
    return [] if c is None or c.loser is None else [ch.uid for ch in game.characters(c.loser)]


def in_military_challenge(game: Agot2, use: Use) -> bool:
    """During a military challenge not yet decided."""
    c = game.state.challenge
    return in_challenge(game, use) and c is not None and c.kind == "military"


def participating_stark(game: Agot2, use: Use) -> list[str]:
    """The Stark characters (anyone's) taking part in the challenge."""
    c = game.state.challenge
    if c is None:
        return []
    return [u for u in [*c.attackers, *c.defenders] if participating(game, u) and faction(game, u) == "stark"]


# -- constants ------------------------------------------------------------------------


def pup_strength(game, src: str, uid: str) -> int:
    """+1 for each other Direwolf card its controller has in play."""
    if uid != src:
        return 0
    return sum(1 for c in game.in_play(controller(game, src)) if c.uid != src and trait(game, c.uid, "Direwolf"))


def summer_gives_insight(game, src: str, uid: str) -> tuple[str, ...]:
    """Bran Stark of Summer's controller gains Insight."""
    same = controller(game, uid) == controller(game, src)
    return ("insight",) if same and named(game, uid, "Bran Stark") else ()


def arya_military(game: Agot2, src: str, uid: str) -> tuple[str, ...]:
    """Arya Stark gains a military icon while a duplicate is under her."""
    return ("military",) if uid == src and duplicates_on(game, src) else ()


def catelyn_forbids(game: Agot2, src: str, player: str, uid: str, how: str) -> str | None:
    """While Catelyn Stark takes part in a challenge, her controller's opponents use no card
    ability (an event: they cannot play it). rule: agot2.timing.cannot
    """
    if how != "use" or player == controller(game, src) or not participating(game, src):
        return None
    return "while she takes part in a challenge, her opponents cannot use card abilities"


def at_war(game: Agot2) -> bool:
    """Some player has a War plot revealed."""
    return any((plot := game.plot(p)) is not None and "War" in plot.traits for p in game.players)


def vanguard_stays(game: Agot2, src: str, uid: str, kind: str, role: str) -> bool:
    """Vanguard of the North does not kneel as a military attacker while a War plot is revealed.
    rule: agot2.challenges.initiate
    """
    return uid == src and kind == "military" and role == "attacker" and at_war(game)


def stark_character_only(game: Agot2, attachment: str, host: str) -> bool:
    """Ice goes only on a Stark character. rule: agot2.attachments"""
    return faction(game, host) == "stark"


def host_boost(game: Agot2, src: str, uid: str) -> int:
    """+2 strength to the character this attachment is on."""
    return 2 if game.card(src).attached_to == uid else 0


def wolfswood_ambush(game: Agot2, src: str, uid: str) -> int | None:
    """A Direwolf card in the hand of The Wolfswood's controller gains Ambush equal to its printed
    cost. rule: agot2.kw.ambush
    """
    if uid in game.zone(controller(game, src), "hand") and trait(game, uid, "Direwolf"):
        return game.card(uid).data.cost
    return None


# -- effects ----------------------------------------------------------------------------


def to_hand(game, use: Use) -> None:
    """The target goes from its discard or dead pile to its owner's hand."""
    assert use.target is not None
    card = game.card(use.target)
    pile = next(z for z in ("discard", "dead") if use.target in game.zone(card.owner, z))
    game.move(use.target, card.owner, pile, "hand")
    where = "discard pile" if pile == "discard" else "dead pile"
    game.record(
        "returned",
        f"{card.name} goes from {card.owner}'s {where} to their hand",
        use.ability.cites,
        {"card": use.target, "from": pile},
    )


def reveal_top(game, use: Use) -> None:
    """Reveal the top card of your deck; a Stark card is drawn, any other stays on top."""
    deck = game.zone(use.player, "deck")
    if not deck:
        game.record("reveal", f"{use.player} has no card in the deck to reveal", use.ability.cites)
        return
    top = game.card(deck[0])
    game.record(
        "reveal",
        f"{use.player} reveals {top.name} from the top of the deck",
        use.ability.cites,
        {"card": top.uid, "player": use.player},
    )
    if top.data.faction == "stark":
        game.draw(use.player, 1, use.ability.cites)
    else:
        game.record("reveal", f"{top.name} is not a Stark card: it stays on top of the deck", use.ability.cites)


def arya_duplicate(game: Agot2, use: Use) -> None:
    """The top card of your deck goes face down under Arya Stark, as a duplicate (it can save her
    like any duplicate). rule: agot2.unique.duplicate
    """
    deck = game.zone(use.player, "deck")
    if not deck or not game.is_in_play(use.source):
        return
    top = game.card(deck[0])
    top.facedown, top.attached_to = True, use.source
    game.move(top.uid, use.player, "deck", "duplicates")
    arya = game.card(use.source).name
    game.record(
        "duplicate",
        f"{use.player} puts the top card of their deck face down under {arya} as a duplicate",
        use.ability.cites,
        {"player": use.player, "on": use.source},
    )
    game.record(
        "duplicate-seen",
        f"The face-down duplicate under {arya} is {top.name}",
        use.ability.cites,
        {"card": top.uid},
        visible_to=[use.player],
    )
    game.check_decks()


SACRIFICE = Cost(sacrifice_self=True)


def cancel(game: Agot2, use: Use) -> None:
    """Cancel the effects about to initiate (the event still counts as played). rule:
    agot2.timing.cancel
    """
    use.event["cancelled"] = True
    event = game.card(use.event["card"]).name
    game.record(
        "cancel",
        f"{game.card(use.source).name} cancels the effects of {event}",
        "agot2.timing.cancel",
        {"source": use.source, "card": use.event["card"]},
    )


def stand_yours(game: Agot2, use: Use) -> None:
    """Stand each kneeling character you control."""
    for ch in game.characters(use.player):
        if ch.kneeling:
            game.stand(ch.uid)
            game.record("stood", f"{ch.name} stands", use.ability.cites, {"card": ch.uid})


def draw_if_won(game: Agot2, use: Use) -> None:
    """Draw 1 card when the challenge ends, if you won it. rule: agot2.timing.delayed"""
    delay(game, use.source, use.player, "challenge", "draw", [use.target or use.source], why="draw 1 card")


def raise_claim(game: Agot2, use: Use) -> None:
    """+1 claim on your revealed plot until the end of the challenge."""
    add(game, Grant(use.source, use.player, "challenge", [], claim=1))


def robb_reaction(trigger: str) -> Ability:
    """Robb Stark's reaction at one of its two moments; both share one use a round (the same
    counter: this copy's reactions).
    """
    return Ability(
        REACTION,
        trigger=trigger,
        needs="a Stark character of yours just killed or sacrificed (once per round)",
        **limit(1, your_stark_character_left, stand_yours, per="round"),  # type: ignore[arg-type]
    )


TEXTS: dict[str, str] = {
    SANSA: (
        "Sansa Stark comes into play kneeling. Reaction: each time she stands, your faction gains 1 "
        "power; at most once a round."
    ),
    ARYA: (
        "Stealth. While a duplicate is under Arya Stark, she has a military icon. Reaction: after "
        "she enters play, put your deck's top card face down under her as a duplicate."
    ),
    BRAN: "Interrupt: when an opponent's event would take effect, sacrifice Bran Stark to cancel it.",
    CATELYN: "As long as Catelyn Stark takes part in a challenge, none of your opponents may use card abilities.",
    ROBB: (
        "Renown. Reaction: after a Stark character you control is killed or sacrificed, stand every "
        "character you control. Once per round."
    ),
    VANGUARD: (
        "No attachments. As long as any player's revealed plot is a War plot, Vanguard of the North "
        "stays standing when it attacks in a military challenge."
    ),
    ICE: (
        "Goes on a Stark character only; that character gets +2 strength. Reaction: after you win a "
        "military challenge with that character taking part, sacrifice Ice to kill a character of "
        "the losing opponent."
    ),
    WOLFSWOOD: "Direwolf cards in your hand have Ambush, costing their printed cost.",
    FOR_THE_NORTH: (
        "Action (during a military challenge only): a participating Stark character gets +2 strength "
        "until the challenge ends; if you win the challenge, you draw a card."
    ),
    WINTER_IS_COMING: (
        "Action (during a challenge only): your revealed plot has +1 claim until the challenge ends. "
        "At most one per challenge."
    ),
    EDDARD: "Reaction: after a challenge is initiated against you, stand Eddard Stark.",
    GREY_WIND: (
        "Action (challenges phase): kneel Grey Wind to kill a character with strength 1 or less "
        "(2 or less while you control Robb Stark)."
    ),
    SUMMER: (
        "Your Bran Stark gains Insight. Reaction: after Summer enters play, take a Stark character "
        "with printed strength 2 or less from your discard pile or dead pile into your hand."
    ),
    PUP: "Direwolf Pup gets +1 strength for each other Direwolf card you control.",
    STEWARD: (
        "Action (marshalling phase): kneel Winterfell Steward; the next Stark character you marshal "
        "this phase costs 1 less."
    ),
    GATES: (
        "Action (challenges phase): kneel Gates of Winterfell to reveal the top card of your deck; "
        "if it is a Stark card, draw it."
    ),
    GROVE: (
        "Action (marshalling phase): kneel Heart Tree Grove; the next Stark card you marshal this phase costs 1 less."
    ),
    WARM_RAIN: (
        "Reaction: after you lose an intrigue challenge as the defender, kneel a Direwolf character "
        "you control to kill an attacking character. Max once per challenge."
    ),
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    SANSA: (
        Constant(CONSTANT, enters_knelt=True),
        Ability(
            REACTION,
            trigger=STANDS,
            needs="Sansa Stark has just stood (limit once per round)",
            **limit(1, stood_self, gain_power(1), per="round"),  # type: ignore[arg-type]
        ),
    ),
    ARYA: (
        Constant(CONSTANT, icons=arya_military),
        Ability(
            REACTION,
            trigger=ENTERS,
            when=arya_entered,
            effect=arya_duplicate,
            rule="agot2.unique.duplicate",
            needs="Arya Stark has just entered play, and your deck has a card",
        ),
    ),
    BRAN: (
        Ability(
            INTERRUPT,
            trigger=INITIATING,
            when=opponents_event_initiating,
            cost=SACRIFICE,
            effect=cancel,
            rule="agot2.timing.cancel",
            needs="an opponent's event about to take effect",
        ),
    ),
    CATELYN: (Constant(CONSTANT, forbids=catelyn_forbids, rule="agot2.timing.cannot"),),
    ROBB: (robb_reaction(KILLED), robb_reaction(SACRIFICED)),
    VANGUARD: (Constant(CONSTANT, stays=vanguard_stays, rule="agot2.challenges.initiate"),),
    ICE: (
        Constant(CONSTANT, modifier=host_boost, host=stark_character_only, needs="a Stark character"),
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            when=ice_host_won_military,
            targets=losers_characters,
            cost=SACRIFICE,
            effect=kill_target,
            needs="a military challenge you won with Ice's character taking part",
        ),
    ),
    WOLFSWOOD: (Constant(CONSTANT, ambush=wolfswood_ambush, rule="agot2.kw.ambush"),),
    FOR_THE_NORTH: (
        Ability(
            ACTION,
            when=in_military_challenge,
            targets=participating_stark,
            effect=then(boost(2), draw_if_won),
            needs="a military challenge under way",
        ),
    ),
    WINTER_IS_COMING: (
        Ability(
            ACTION,
            cost=Cost(gold=1),
            needs="a challenge under way (at most one per challenge)",
            **limit(1, in_challenge, raise_claim, per="challenge", each_copy=False),  # type: ignore[arg-type]
        ),
    ),
    EDDARD: (
        Ability(
            REACTION,
            trigger=AFTER_INITIATED,
            when=initiated_against_you_while_kneeling,
            effect=stand_target,
            needs="a challenge initiated against you while Eddard kneels",
        ),
    ),
    GREY_WIND: (
        Ability(
            ACTION,
            phase="challenges",
            cost=KNEEL,
            targets=grey_wind_targets,
            effect=kill_target,
            needs="a character with strength 1 or less (2 with Robb Stark)",
        ),
    ),
    SUMMER: (
        Constant(CONSTANT, keywords=summer_gives_insight),
        Ability(
            REACTION,
            trigger=ENTERS,
            when=entered_self,
            targets=summer_targets,
            effect=to_hand,
            needs="Summer has just entered play",
        ),
    ),
    PUP: (Constant(CONSTANT, modifier=pup_strength),),
    STEWARD: (marshal_discount(1, of_faction("stark", "character")),),
    GATES: (Ability(ACTION, phase="challenges", cost=KNEEL, effect=reveal_top),),
    GROVE: (marshal_discount(1, of_faction("stark")),),
    WARM_RAIN: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            cost=Cost(gold=1, kneel_one=is_direwolf_character, kneel_one_text="Direwolf character"),
            targets=attackers,
            needs="an intrigue challenge you lost as the defender (once per challenge)",
            **limit(1, lost("intrigue", side="defender"), kill_target, per="challenge", each_copy=False),  # type: ignore[arg-type]
        ),
    ),
}
NO_TEXT: tuple[str, ...] = (TUMBLESTONE,)
