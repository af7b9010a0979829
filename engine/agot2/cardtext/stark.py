"""Stark cards of the Core Set: what each does, in our own words, and its abilities.

Left out for now (each needs an engine hook that does not exist yet): Arya Stark (a face-down
duplicate from the deck), Bran Stark (cancelling an event), Catelyn Stark (opponents cannot
trigger abilities), Robb Stark (no trigger point after a sacrifice), Sansa Stark (enters play
kneeling; no trigger point after a card stands), Vanguard of the North (does not kneel as an
attacker), Ice (an attachment restricted to Stark characters), The Wolfswood (Ambush granted to
cards in hand), For the North! (a delayed draw if you win the challenge) and Winter Is Coming
(a claim raise until the end of the challenge).
"""

from __future__ import annotations

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
    controller,
    entered_self,
    faction,
    kill_target,
    limit,
    lost,
    marshal_discount,
    of_faction,
    stand_target,
    trait,
)

EDDARD, GREY_WIND, SUMMER, PUP, TUMBLESTONE = "01144", "01145", "01148", "01149", "01150"
STEWARD, GATES, GROVE, WARM_RAIN = "01152", "01154", "01156", "01158"

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


TEXTS: dict[str, str] = {
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
