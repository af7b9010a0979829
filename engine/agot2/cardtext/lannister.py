"""Lannister cards of the Core Set (and 004's Painted Dogs): what each does, in our own words,
and its abilities.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from .words import (
    ACTION,
    AFTER_CHALLENGE,
    AFTER_INITIATED,
    CONSTANT,
    ENTERS,
    KILLED,
    KNEEL,
    REACTION,
    Ability,
    Constant,
    Use,
    all_of,
    attacking,
    characters,
    choose_opponent,
    draw,
    entered_self,
    gain_gold,
    gain_power,
    gives,
    initiated,
    kneeling,
    limit,
    marshal_discount,
    of_faction,
    return_self_to_hand,
    stand_target,
    then,
    trait,
    won,
    yours,
)

if TYPE_CHECKING:
    from ..game import Agot2

TYRION, CASTERLY_ROCK, PAINTED_DOGS = "01089", "01097", "11089"
CERSEI, PYCELLE, JOFFREY, TICKLER, TYWIN = "01084", "01085", "01086", "01088", "01090"
BURNED_MEN, MONEYLENDER, MERCHANT, ASSASSIN = "01091", "01093", "01094", "01095"
WIDOWS_WAIL, LANNISPORT, FIEFDOM = "01096", "01098", "01099"


def clansman_or_tyrion(game, use, uid) -> bool:
    """A Clansman character or Tyrion Lannister (other than this card)."""
    return uid != use.source and (trait(game, uid, "Clansman") or game.card(uid).data.id == TYRION)


# -- helpers of this faction's texts -------------------------------------------------


def same_title(game: Agot2, uid: str) -> list[str]:
    """Every card in play (anyone's) with the same title as this card."""
    title = game.card(uid).data.name_en
    return [c.uid for p in game.players for c in game.in_play(p) if c.data.name_en == title]


def cersei_claim(game: Agot2, src: str) -> dict[str, int]:
    """+1 claim while Cersei attacks in an intrigue challenge."""
    c = game.state.challenge
    return {"claim": 1} if c is not None and c.kind == "intrigue" and attacking(game, src) else {}


def gold_pool_strength(game: Agot2, src: str, uid: str) -> int:
    """Tywin: +1 strength for each gold in his controller's pool."""
    return game.player(game.card(src).owner).gold if uid == src else 0


def host_boost(game: Agot2, src: str, uid: str) -> int:
    """Widow's Wail: +2 strength to the character it is attached to."""
    return 2 if game.card(src).attached_to == uid else 0


def joffrey_military(game: Agot2, src: str, uid: str) -> tuple[str, ...]:
    """Widow's Wail: a military icon for its host, if the host is Joffrey Baratheon."""
    if game.card(src).attached_to == uid and game.card(uid).data.name_en == "Joffrey Baratheon":
        return ("military",)
    return ()


def lord_or_lady_killed(game: Agot2, use: Use) -> bool:
    """The character just killed (anyone's) is a Lord or a Lady."""
    uid = use.event.get("card")
    return uid is not None and (trait(game, uid, "Lord") or trait(game, uid, "Lady"))


def decks_to_tickle(game: Agot2, use: Use) -> list[str]:
    return [p for p in game.opponents(use.player) if game.zone(p, "deck")]


def tickle(game: Agot2, use: Use) -> Walk:
    """Discard the top card of an opponent's deck; then the player may discard from play one card
    with that card's title.
    """
    who = yield from choose_opponent(game, use, decks_to_tickle(game, use), "discard the top card of whose deck?")
    top = game.zone(who, "deck")[0]
    game.move(top, who, "deck", "discard")
    game.record(
        "discarded",
        f"The Tickler discards {game.card(top).name} from the top of {who}'s deck",
        use.ability.cites,
        {"card": top, "player": who},
    )
    game.check_decks()
    copies = same_title(game, top)
    if game.over or not copies:
        return
    choice = yield Decision(
        use.player,
        f"{use.player}: The Tickler: discard a card in play titled {game.card(top).name}?",
        [option("discard", u, label=game.card(u).name, explain=f"{game.card(u).owner}'s card") for u in copies]
        + [Option("skip", "Discard nothing")],
        rule=use.ability.cites,
    )
    if choice.verb == "discard":
        yield from game.leave([str(choice.subject)], "discarded", "The Tickler")


def came_by_ambush(game: Agot2, use: Use) -> bool:
    """This card has just entered play by Ambush: the last record about it is its ambush."""
    if not entered_self(game, use) or use.event.get("source") != "hand":
        return False
    for e in reversed(game.events):
        if e.data and e.data.get("card") == use.source:
            return e.kind == "ambush"
    return False


def assassin_victims(game: Agot2, use: Use) -> list[str]:
    """Opponents with fewer cards in hand than you who control a character."""
    mine = len(game.zone(use.player, "hand"))
    return [p for p in game.opponents(use.player) if len(game.zone(p, "hand")) < mine and game.characters(p)]


def assassinate(game: Agot2, use: Use) -> Walk:
    """The chosen opponent chooses a character they control and kills it."""
    who = yield from choose_opponent(
        game, use, assassin_victims(game, use), "choose an opponent with fewer cards in hand"
    )
    options = [option("kill", c.uid, label=c.name, explain="goes to your dead pile") for c in game.characters(who)]
    choice = yield Decision(
        who, f"{who}: The Queen's Assassin: choose a character of yours to be killed", options, rule=use.ability.cites
    )
    yield from game.leave([str(choice.subject)], "killed", "The Queen's Assassin")


TEXTS: dict[str, str] = {
    TYRION: "Reaction: after you initiate an intrigue challenge, gain 2 gold. Limit twice per round.",
    CASTERLY_ROCK: "You may initiate one more intrigue challenge in the challenges phase.",
    PAINTED_DOGS: (
        "Action (challenges phase): return Painted Dogs to your hand to stand a kneeling Clansman "
        "character or Tyrion Lannister you control."
    ),
    CERSEI: "While Cersei Lannister attacks in an intrigue challenge, your claim is 1 higher.",
    JOFFREY: (
        "Reaction: after a Lord or Lady character is killed, Joffrey Baratheon gains 1 power. "
        "Limit three times per round."
    ),
    TICKLER: (
        "Action (dominance phase): kneel The Tickler to discard the top card of an opponent's deck. "
        "Then you may discard from play one card with the same title as that card."
    ),
    TYWIN: "Tywin Lannister gets +1 strength for each gold in your gold pool. +2 income.",
    MONEYLENDER: "+1 income.",
    MERCHANT: (
        "Action (marshalling phase): kneel Lannisport Merchant: the next Lannister character you "
        "marshal this phase costs 1 less."
    ),
    ASSASSIN: (
        "Reaction: after The Queen's Assassin comes into play by Ambush, choose an opponent with fewer "
        "cards in hand than you: that player chooses a character they control and kills it."
    ),
    WIDOWS_WAIL: (
        "The character it is attached to gets +2 strength. If that character is Joffrey Baratheon, "
        "he also gains a military icon."
    ),
    LANNISPORT: "Reaction: after you win an intrigue challenge, draw 1 card.",
    FIEFDOM: (
        "Action (marshalling phase): kneel Western Fiefdom: the next Lannister card you marshal "
        "this phase costs 1 less."
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
    CERSEI: (Constant(CONSTANT, gives=cersei_claim),),
    JOFFREY: (
        Ability(
            REACTION,
            trigger=KILLED,
            needs="a Lord or Lady just killed, fewer than 3 uses this round",
            **limit(3, lord_or_lady_killed, gain_power(1, on_self=True)),  # type: ignore[arg-type]
        ),
    ),
    TICKLER: (
        Ability(
            ACTION,
            phase="dominance",
            cost=KNEEL,
            when=lambda game, use: bool(decks_to_tickle(game, use)),
            effect=tickle,
            needs="an opponent with a card in their deck",
        ),
    ),
    TYWIN: (
        Constant(CONSTANT, modifier=gold_pool_strength),
        Constant(CONSTANT, gives=gives(income=2)),
    ),
    MONEYLENDER: (Constant(CONSTANT, gives=gives(income=1)),),
    MERCHANT: (marshal_discount(1, of_faction("lannister", "character")),),
    ASSASSIN: (
        Ability(
            REACTION,
            trigger=ENTERS,
            when=lambda game, use: came_by_ambush(game, use) and bool(assassin_victims(game, use)),
            effect=assassinate,
            needs="it just came in by Ambush, and an opponent with a character has fewer cards in hand than you",
        ),
    ),
    WIDOWS_WAIL: (Constant(CONSTANT, modifier=host_boost, icons=joffrey_military),),
    LANNISPORT: (
        Ability(REACTION, trigger=AFTER_CHALLENGE, when=won("intrigue"), effect=draw(1), needs="an intrigue win"),
    ),
    FIEFDOM: (marshal_discount(1, of_faction("lannister")),),
}
NO_TEXT: tuple[str, ...] = (PYCELLE, BURNED_MEN)
