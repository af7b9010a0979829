"""The Core Set's plots whose constant abilities and reactions work for the round they stay
revealed: what each does, in our own words, and its abilities. rule: agot2.plot

Two plots print a constant whose effect we start at the reveal and keep for the round (a plot is
revealed for one round): A Noble Cause (a cost reduction) and Taxation (one more Limited card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...timing import PHASE_BEGINS
from ..words import (
    AFTER_CHALLENGE,
    CONSTANT,
    DOMINANCE_WON,
    FORCED,
    REACTION,
    Ability,
    Constant,
    Use,
    gain_power,
    gives,
    lord_or_lady,
    reduce_next,
    revealed,
    won,
)

if TYPE_CHECKING:
    from ...game import Agot2

CLASH_OF_KINGS = "01001"
FEAST_FOR_CROWS = "01002"
GAME_OF_THRONES = "01003"
NOBLE_CAUSE = "01004"
STORM_OF_SWORDS = "01005"
FORTIFIED_POSITION = "01012"
JOUSTING_CONTEST = "01014"
MARCHING_ORDERS = "01016"
NAVAL_SUPERIORITY = "01017"
SNEAK_ATTACK = "01021"
SUPPORTING_THE_FAITH = "01023"
TAXATION = "01024"

# -- constants -------------------------------------------------------------------------


def intrigue_first(game: Agot2, src: str, player: str, kind: str, defender: str) -> str | None:
    """A Game of Thrones: no military or power challenge before winning an intrigue one this phase."""
    if kind == "intrigue" or any(w == player and k == "intrigue" for w, k, _ in game.state.won):
        return None
    return f"no {kind} challenge until you have won an intrigue challenge this phase"


def one_challenge(game: Agot2, src: str, player: str, kind: str, defender: str) -> str | None:
    """Sneak Attack: its player makes one challenge this phase at most."""
    if game.card(src).owner != player or not game.player(player).challenges_made:
        return None
    return "you may initiate only 1 challenge this phase"


def orders_only(game: Agot2, src: str, player: str, uid: str, how: str) -> str | None:
    """Marching Orders: its player marshals no location or attachment and plays no event."""
    kind = game.card(uid).data.type
    if game.card(src).owner != player:
        return None
    if how == "marshal" and kind in ("location", "attachment"):
        return f"you cannot marshal {kind}s this round"
    if how == "use" and kind == "event":
        return "you cannot play events this round"
    return None


def every_character(game: Agot2, src: str) -> list[str]:
    """Fortified Position blanks every character's printed text."""
    return [c.uid for p in game.state.players for c in game.characters(p)]


def lord_or_lady_character(game: Agot2, uid: str) -> bool:
    """Noble Cause's reduction: a Lord or Lady character."""
    return game.card(uid).data.type == "character" and lord_or_lady(game, uid)


def kingdom_or_edict_gold(game: Agot2, src: str, plot: str, value: str) -> bool:
    """Naval Superiority: the printed gold of every revealed Kingdom or Edict plot counts as 0."""
    return value == "income" and bool({"Kingdom", "Edict"} & set(game.card(plot).data.traits))


# -- reactions ---------------------------------------------------------------------------


def loser_has_power(game: Agot2, use: Use) -> bool:
    c = game.state.challenge
    return c is not None and c.loser is not None and game.player(c.loser).power > 0


def power_won(game: Agot2, use: Use) -> bool:
    return won("power")(game, use) and loser_has_power(game, use)


def take_power(game: Agot2, use: Use) -> None:
    """Move 1 power from the losing opponent's faction card to yours."""
    c = game.state.challenge
    assert c is not None and c.loser is not None
    game.move_power(c.loser, use.player, 1, use.ability.cites)


def won_dominance(game: Agot2, use: Use) -> bool:
    return game.state.dominance == use.player


def challenges_begin(game: Agot2, use: Use) -> bool:
    return use.event.get("phase") == "challenges"


def return_all_gold(game: Agot2, use: Use) -> None:
    """Supporting the Faith: every player's gold pool goes back to the treasury. rule: agot2.cards.gold"""
    for name in game.turn_order():
        gold = game.player(name).gold
        if gold:
            game.pay(name, gold)
            game.record(
                "gold-returned",
                f"{name} returns {gold} gold to the treasury ({game.card(use.source).name})",
                use.ability.cites,
                {"player": name, "gold": gold},
            )


# -- printed constants started at the reveal -------------------------------------------


def one_more_limited(game: Agot2, use: Use) -> None:
    """Taxation: its player may marshal or play one more Limited card this round. rule: agot2.kw.limited"""
    game.player(use.player).limited_extra += 1
    game.record(
        "limited-extra",
        f"{use.player} may marshal or play 1 more Limited card this round",
        "agot2.kw.limited",
        {"player": use.player},
    )


TEXTS: dict[str, str] = {
    FORTIFIED_POSITION: "Every character's printed text box counts as blank, apart from its Traits.",
    CLASH_OF_KINGS: (
        "Reaction: after you win a power challenge, move 1 power from the losing opponent's faction card to yours."
    ),
    FEAST_FOR_CROWS: "Reaction: after you win dominance, gain 2 power for your faction.",
    GAME_OF_THRONES: (
        "No player may initiate a military or power challenge before they have won an intrigue challenge this phase."
    ),
    NOBLE_CAUSE: "The first Lord or Lady character you marshal this round costs 2 less.",
    STORM_OF_SWORDS: "You may initiate one more military challenge in the challenges phase.",
    SNEAK_ATTACK: "You may initiate only 1 challenge in the challenges phase.",
    MARCHING_ORDERS: "While it is revealed, you may neither marshal locations and attachments nor play events.",
    JOUSTING_CONTEST: "In each challenge, no player may declare more than 1 attacker, nor more than 1 defender.",
    NAVAL_SUPERIORITY: "The printed gold of every revealed plot with the Kingdom or the Edict trait counts as 0.",
    SUPPORTING_THE_FAITH: (
        "Forced Reaction: when the challenges phase has begun, every player gives all the gold in their pool "
        "back to the treasury."
    ),
    TAXATION: "This round, you may marshal or play a second Limited card.",
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    CLASH_OF_KINGS: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            when=power_won,
            effect=take_power,
            needs="a power challenge you won against an opponent with power on their faction card",
        ),
    ),
    FEAST_FOR_CROWS: (
        Ability(REACTION, trigger=DOMINANCE_WON, when=won_dominance, effect=gain_power(2), needs="you won dominance"),
    ),
    GAME_OF_THRONES: (Constant(CONSTANT, restricts=intrigue_first),),
    # A constant in print: the first Lord or Lady this round is cheaper. The reduction starts when the
    # plot is revealed and lasts the round, used up by the first such character marshalled.
    NOBLE_CAUSE: (revealed(reduce_next(2, lord_or_lady_character, until="round")),),
    STORM_OF_SWORDS: (Constant(CONSTANT, gives=gives(**{"extra:military": 1})),),
    SNEAK_ATTACK: (Constant(CONSTANT, restricts=one_challenge),),
    MARCHING_ORDERS: (Constant(CONSTANT, forbids=orders_only, rule="agot2.timing.cannot"),),
    FORTIFIED_POSITION: (Constant(CONSTANT, blanks=every_character, rule="agot2.timing.blank"),),
    JOUSTING_CONTEST: (Constant(CONSTANT, declare_limit=1, rule="agot2.timing.cannot"),),
    NAVAL_SUPERIORITY: (Constant(CONSTANT, zeroes=kingdom_or_edict_gold, rule="agot2.cards.plot-values"),),
    SUPPORTING_THE_FAITH: (
        Ability(
            FORCED,
            trigger=PHASE_BEGINS,
            when=challenges_begin,
            effect=return_all_gold,
            needs="the challenges phase just begun",
        ),
    ),
    # A constant in print ("this round"): the extra Limited card is allowed from the reveal on.
    TAXATION: (revealed(one_more_limited),),
}
