"""Lannister cards of the Core Set (and 004's Painted Dogs): what each does, in our own words,
and its abilities.

Our readings: The Things I Do For Love costs X gold, X being the printed cost of the character
chosen (so it may choose only an opponent's character whose printed cost is at most your gold),
paid with the kneeling of your faction card before its effects initiate. Treachery may cancel the
ability of any player's character, location or attachment (the printed card does not limit it to
opponents). Gold Cloaks knows it came in by Ambush from the log: Ambush is used only in the
challenges phase, so it is discarded when that phase ends if the last time it entered play this
round was by Ambush. Hear Me Roar! puts into play only a card that enters on its own (not a
duplicate of a unique card you already have in play).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cardgame.duplicates import copy_in_play
from engine.cardgame.names import card_name
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from ..delayed import delay
from ..marshalling import enter_play, why_not_enter
from ..timing import INITIATING, PHASE_ENDS
from .words import (
    ACTION,
    AFTER_CHALLENGE,
    AFTER_INITIATED,
    CONSTANT,
    ENTERS,
    FORCED,
    INTERRUPT,
    KILLED,
    KNEEL,
    REACTION,
    Ability,
    Constant,
    Cost,
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
    lord_or_lady,
    marshal_discount,
    of_faction,
    participating,
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
CERSEI, PYCELLE, JOFFREY, JAIME, TICKLER, TYWIN = "01084", "01085", "01086", "01087", "01088", "01090"
BURNED_MEN, GOLD_CLOAKS, MONEYLENDER, MERCHANT, ASSASSIN = "01091", "01092", "01093", "01094", "01095"
WIDOWS_WAIL, LANNISPORT, FIEFDOM = "01096", "01098", "01099"
HEAR_ME_ROAR, THINGS_FOR_LOVE, TREACHERY = "01100", "01101", "01102"

#: The kinds of triggered abilities whose effects Treachery may cancel (a constant never initiates).
TRIGGERED = ("action", "reaction", "interrupt", "forced")
#: Log records of a card entering play (from hand, shadows, or put into play) or leaving it.
ENTRIES = ("marshal", "ambush", "emerge", "put-into-play")
EXITS = ("killed", "discarded", "returned")


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
    return uid is not None and lord_or_lady(game, uid)


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
        [option("discard", u, label=card_name(game, u, use.player)) for u in copies]
        + [Option("skip", "Discard nothing")],
        rule=use.ability.cites,
    )
    if choice.verb == "discard":
        yield from game.leave([str(choice.subject)], "discarded", "The Tickler")


def came_by_ambush(game: Agot2, use: Use) -> bool:
    """This card has just entered play by Ambush."""
    return entered_self(game, use) and use.event.get("way") == "ambush"


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


# -- Ser Jaime Lannister --------------------------------------------------------------


def jaime_stays(game: Agot2, src: str, uid: str, kind: str, role: str) -> bool:
    """Jaime does not kneel when declared as an attacker in a military challenge.
    rule: agot2.challenges.initiate
    """
    return uid == src and kind == "military" and role == "attacker"


def jaime_renown(game: Agot2, src: str, uid: str) -> tuple[str, ...]:
    """Jaime has Renown while he takes part in a military challenge. rule: agot2.kw.renown"""
    c = game.state.challenge
    military = c is not None and c.kind == "military"
    return ("renown",) if uid == src and military and participating(game, src) else ()


# -- Gold Cloaks ----------------------------------------------------------------------


def ambushed_this_phase(game: Agot2, uid: str) -> bool:
    """Whether the card in play came in by Ambush this phase: the last record of it entering or
    leaving play this round is its ambush. Ambush is used only in the challenges phase (rule
    agot2.kw.ambush), so an ambush this round is one of this phase only while that phase lasts.
    """
    if game.phase != "challenges" or not game.is_in_play(uid):
        return False
    for e in reversed(game.events):
        if e.kind == "round":
            return False
        if e.data.get("card") == uid and e.kind in ENTRIES + EXITS:
            return e.kind == "ambush"
    return False


def cloaks_leave(game: Agot2, use: Use) -> bool:
    """The phase ending is one in which this Gold Cloaks entered play by Ambush."""
    return use.event.get("phase") == game.phase and ambushed_this_phase(game, use.source)


def discard_self_unsaved(game: Agot2, use: Use) -> Walk:
    """This card is discarded from play; nothing can save it."""
    yield from game.leave([use.source], "discarded", game.card(use.source).name, can_save=False)


# -- Hear Me Roar! --------------------------------------------------------------------


def roar_targets(game: Agot2, use: Use) -> list[str]:
    """Lannister characters in your hand that may come into play on their own now (not as the
    duplicate of a unique card you have in play: our reading). rule: agot2.unique.rule
    """
    out = []
    for uid in game.zone(use.player, "hand"):
        data = game.card(uid).data
        if data.type != "character" or data.faction != "lannister" or copy_in_play(game, use.player, data.id):
            continue
        if why_not_enter(game, use.player, uid, "put") is None:
            out.append(uid)
    return out


def hear_me_roar(game: Agot2, use: Use) -> Walk:
    """Put the chosen character into play from your hand; at the end of the phase it is discarded
    from play if still there, and cannot be saved. rule: agot2.timing.delayed
    """
    uid = use.target
    if uid is None or uid not in game.zone(use.player, "hand"):
        return
    name = game.card(uid).name
    game.record(
        "put-into-play",
        f"{use.player} puts {name} into play from hand",
        use.ability.cites,
        {"player": use.player, "card": uid},
    )
    delay(game, use.source, use.player, "phase", "discard", [uid], can_save=False, why=f"{name} is discarded")
    yield from enter_play(game, use.player, uid, "hand", None)


# -- The Things I Do For Love -----------------------------------------------------------


def printed_cost(game: Agot2, uid: str) -> int:
    """A card's printed cost (0 for none)."""
    return max(0, game.card(uid).data.cost or 0)


def controls_lannister_lord_or_lady(game: Agot2, use: Use) -> bool:
    """You control a Lannister Lord or Lady character."""
    return any(c.data.faction == "lannister" and lord_or_lady(game, c.uid) for c in game.characters(use.player))


def love_targets(game: Agot2, use: Use) -> list[str]:
    """Opponents' characters whose printed cost (the X you pay) is at most your gold."""
    gold = game.player(use.player).gold
    return [c.uid for p in game.opponents(use.player) for c in game.characters(p) if printed_cost(game, c.uid) <= gold]


@dataclass(frozen=True)
class KneelFactionPayX(Cost):
    """The Things I Do For Love's cost: kneel your faction card and pay X gold, X being the printed
    cost of the character chosen. rule: agot2.timing.initiate
    """

    def why_not(self, game: Agot2, use: Use) -> tuple[str, str] | None:  # type: ignore[override]
        rule = game.kit_rules["costs"]
        if game.player(use.player).faction_kneeling:
            return "your faction card is kneeling, and its cost is to kneel it", rule
        gold = game.player(use.player).gold
        if use.target is None and not love_targets(game, use):
            return f"X is the chosen character's printed cost: no opponent's character costs {gold} gold or less", rule
        if use.target is not None and printed_cost(game, use.target) > gold:
            return f"X is {printed_cost(game, use.target)}; your gold pool holds {gold}", game.kit_rules["gold"]
        return None

    def pay(self, game: Agot2, use: Use) -> Walk:  # type: ignore[override]
        game.player(use.player).faction_kneeling = True
        x = printed_cost(game, use.target) if use.target else 0
        if x:
            game.pay(use.player, x)
        game.record(
            "cost", f"{use.player} pays: {self.describe(game, use)}", game.kit_rules["costs"], {"source": use.source}
        )
        return
        yield

    def describe(self, game: Agot2, use: Use) -> str:  # type: ignore[override]
        x = f"{printed_cost(game, use.target)} gold (X, its printed cost)" if use.target else "X gold"
        return f"kneels your faction card, {x}"


def return_target_to_hand(game: Agot2, use: Use) -> Walk:
    """The target returns to its owner's hand, if still in play (a save may answer)."""
    if use.target is not None and game.is_in_play(use.target):
        yield from game.leave([use.target], "returned", game.card(use.source).name)


# -- Treachery ------------------------------------------------------------------------


def controls_unique_lannister(game: Agot2, use: Use) -> bool:
    """You control a unique Lannister character."""
    return any(c.data.unique and c.data.faction == "lannister" for c in game.characters(use.player))


def card_ability_initiating(game: Agot2, use: Use) -> bool:
    """The effects about to initiate are those of a triggered ability of a character, location or
    attachment (anyone's), not yet cancelled. rule: agot2.timing.cancel
    """
    e = use.event
    if e.get("cancelled", True) or e.get("kind") not in TRIGGERED or e.get("card") is None:
        return False
    return game.card(e["card"]).data.type in ("character", "location", "attachment")


def cancel(game: Agot2, use: Use) -> None:
    """Cancel the effects about to initiate: its cost stays paid. rule: agot2.timing.cancel"""
    use.event["cancelled"] = True
    what = game.card(use.event["card"]).name
    game.record(
        "cancelled",
        f"{game.card(use.source).name} cancels the effects of {what}",
        "agot2.timing.cancel",
        {"source": use.source, "card": use.event["card"]},
    )


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
    JAIME: (
        "Ser Jaime Lannister stays standing when you declare him as an attacker in a military challenge, "
        "and has Renown while he takes part in a military challenge."
    ),
    GOLD_CLOAKS: (
        "Ambush (2). Forced interrupt: when the phase ends, if Gold Cloaks came into play by Ambush in it, "
        "Gold Cloaks is discarded from play and nothing can save it."
    ),
    HEAR_ME_ROAR: (
        "Action: put a Lannister character from your hand into play. When the phase ends, that character "
        "is discarded from play if it is still there, and nothing can save it."
    ),
    THINGS_FOR_LOVE: (
        "Only while you control a Lannister Lord or Lady. Action (challenges phase): kneel your faction "
        "card and pay X gold to return an opponent's character with printed cost X to its owner's hand "
        "(X is that character's printed cost, so it must be no more than your gold)."
    ),
    TREACHERY: (
        "Only while you control a unique Lannister character. Interrupt: when a triggered ability of a "
        "character, location or attachment is about to take effect, cancel its effects."
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
    JAIME: (Constant(CONSTANT, stays=jaime_stays, keywords=jaime_renown),),
    GOLD_CLOAKS: (
        Ability(
            FORCED,
            trigger=PHASE_ENDS,
            when=cloaks_leave,
            effect=discard_self_unsaved,
            needs="the phase ending is the one in which it came into play by Ambush",
        ),
    ),
    HEAR_ME_ROAR: (
        Ability(
            ACTION,
            cost=Cost(gold=1),
            targets=roar_targets,
            effect=hear_me_roar,
            needs="a Lannister character in your hand that can come into play",
        ),
    ),
    THINGS_FOR_LOVE: (
        Ability(
            ACTION,
            phase="challenges",
            when=controls_lannister_lord_or_lady,
            cost=KneelFactionPayX(),
            targets=love_targets,
            effect=return_target_to_hand,
            needs="a Lannister Lord or Lady character of yours",
        ),
    ),
    TREACHERY: (
        Ability(
            INTERRUPT,
            trigger=INITIATING,
            when=lambda game, use: controls_unique_lannister(game, use) and card_ability_initiating(game, use),
            cost=Cost(gold=1),
            effect=cancel,
            rule="agot2.timing.cancel",
            needs="a unique Lannister character of yours, and a character's, location's or attachment's "
            "triggered ability about to take effect",
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
