"""The learning set's plots: their When Revealed abilities, their strength bonuses and reactions for
the round, and the plots whose text changes a rule for the round (:data:`PLOT_RULES`, read where
that rule is applied).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cardgame import Ability, Lasting, Use
from engine.cardgame.duplicates import copy_in_play
from engine.cardgame.effects import gain_power
from engine.cardgame.lasting import add
from engine.cardgame.leaving import discard_from_hand, leave
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from ..timing import CONSTANT, PASSIVE, REVEALED
from .words import (
    AFTER_CHALLENGE,
    DOMINANCE_WON,
    WHEN_REVEALED,
    all_characters,
    controller,
    defending,
    house_of,
    look_at_hand,
    while_in,
    won,
)

if TYPE_CHECKING:
    from ..game import Agot


def choose_character(game: Agot, player: str, candidates: list[str], prompt: str, rule: str) -> Walk:
    """Ask ``player`` to pick one of ``candidates`` (returns its uid, or None if there is none)."""
    if not candidates:
        return None
    if len(candidates) == 1:
        return candidates[0]
    choice = yield Decision(
        player,
        f"{player}: {prompt}",
        [option("pick", u, label=f"{game.card(u).name} ({controller(game, u)})") for u in candidates],
        rule=rule,
    )
    return choice.subject


def hear_me_roar(game: Agot, use: Use) -> Walk:
    hand = [
        u
        for u in game.zone(use.player, "hand")
        if game.card(u).data.type == "character"
        and game.card(u).data.house == "lannister"
        and game.card(u).data.cost <= 3
        and not _unique_blocked(game, use.player, u)
    ]
    uid = yield from choose_character(
        game, use.player, hand, "Hear Me Roar!: put a character into play", "plot.when-revealed"
    )
    if uid:
        game.move(uid, use.player, "hand", "play")
        game.record(
            "put-into-play", f"{use.player} puts {game.card(uid).name} into play", "plot.when-revealed", {"card": uid}
        )


def _unique_blocked(game: Agot, player: str, uid: str) -> bool:
    d = game.card(uid).data
    dead = any(game.card(u).data.id == d.id for u in game.zone(player, "dead"))
    return d.unique and (dead or copy_in_play(game, player, d.id) is not None)


def consolidation_of_power(game: Agot, use: Use) -> Walk:
    budget = 4
    while True:
        fits = [u for u in all_characters(game) if not game.card(u).kneeling and game.strength(u) <= budget]
        if not fits:
            return
        choice = yield Decision(
            use.player,
            f"{use.player}: Consolidation of Power: kneel characters of total strength up to {budget} more",
            [
                *(
                    option(
                        "kneel",
                        u,
                        label=f"{game.card(u).name} ({controller(game, u)})",
                        explain=f"strength {game.strength(u)}",
                    )
                    for u in fits
                ),
                Option("done", "Stop"),
            ],
            rule="plot.when-revealed",
        )
        if choice.verb == "done":
            return
        uid = choice.subject
        budget -= game.strength(uid)
        game.kneel(uid)
        game.record("knelt", f"{game.card(uid).name} kneels", "plot.when-revealed", {"card": uid})


def valar_morghulis(game: Agot, use: Use) -> Walk:
    yield from leave(game, all_characters(game), "killed", "Valar Morghulis")


def detained(game: Agot, use: Use) -> Walk:
    standing_ = [u for u in all_characters(game) if not game.card(u).kneeling]
    uid = yield from choose_character(game, use.player, standing_, "Detained: kneel a character", "plot.when-revealed")
    if uid:
        game.kneel(uid)
        add(game, Lasting(use.source, use.player, "round", [uid], forbids=("stand",)))
        game.record(
            "knelt", f"{game.card(uid).name} kneels and will not stand this round", "plot.when-revealed", {"card": uid}
        )


def spies(game: Agot, use: Use) -> Walk:
    (other,) = game.opponents(use.player)  # this edition has two players
    look_at_hand(game, use, other)
    events_ = [u for u in game.zone(other, "hand") if game.card(u).data.type == "event"]
    uid = yield from choose_character(
        game, use.player, events_, "Spies in Their Ranks: discard an event", "plot.when-revealed"
    )
    if uid:
        discard_from_hand(game, other, uid, "plot.when-revealed", "Spies in Their Ranks")


def summoning(game: Agot, use: Use) -> None:
    lords = sum(1 for c in game.characters(use.player) if "Lord" in c.data.traits)
    game.draw(use.player, min(2, lords), "plot.when-revealed")


def red_wedding(game: Agot, use: Use) -> Walk:
    for player in game.turn_order():
        lords = [c.uid for c in game.characters(player) if "Lord" in c.data.traits]
        uid = yield from choose_character(
            game, player, lords, "The Red Wedding: kill one of your Lords", "plot.when-revealed"
        )
        if uid:
            yield from leave(game, [uid], "killed", "The Red Wedding")


def small_council(game: Agot, use: Use) -> None:
    for player in game.turn_order():
        game.draw(player, 1, "plot.when-revealed")


def forced_march(game: Agot, use: Use) -> Walk:
    targets = [u for u in all_characters(game) if not game.card(u).kneeling and "military" in game.icons(u)]
    uid = yield from choose_character(
        game, use.player, targets, "Forced March: kneel a character", "plot.when-revealed"
    )
    if uid:
        game.kneel(uid)
        game.record("knelt", f"{game.card(uid).name} kneels", "plot.when-revealed", {"card": uid})


def your_plot_constant(test: Callable[[Agot, str, str], bool]) -> Ability:
    """A plot's strength bonus through the round, for characters of the plot's owner."""
    return Ability(
        CONSTANT,
        rule="plot.round",
        modifier=while_in(lambda g, s, u: controller(g, u) == g.card(s).owner and test(g, s, u), 1),
    )


def revealed(effect: Callable[[Agot, Use], Walk | None]) -> Ability:
    return Ability(REVEALED, trigger=WHEN_REVEALED, effect=effect)


PLOTS = {
    "hear-me-roar": (revealed(hear_me_roar),),
    "consolidation-of-power": (revealed(consolidation_of_power),),
    "valar-morghulis": (revealed(valar_morghulis),),
    "detained": (revealed(detained),),
    "spies-in-their-ranks": (revealed(spies),),
    "summoning-the-bannermen": (revealed(summoning),),
    "the-red-wedding": (revealed(red_wedding),),
    "the-small-council-meets": (revealed(small_council),),
    "forced-march": (revealed(forced_march),),
    "the-old-gods": (your_plot_constant(lambda g, s, u: house_of(g, u) == "stark" and defending(g, u)),),
    "hidden-in-shadow": (your_plot_constant(lambda g, s, u: g.card(u).data.has("stealth")),),
    "the-hands-tourney": (
        Ability(CONSTANT, rule="plot.round", modifier=while_in(lambda g, s, u: g.card(u).data.has("renown"), 1)),
    ),
    "illyrios-gift": (
        Ability(
            PASSIVE,
            trigger=DOMINANCE_WON,
            effect=gain_power(3),
            rule="plot.round",
            when=lambda g, use: g.state.dominance == use.player,
        ),
    ),
    "a-clash-of-kings": (
        Ability(
            PASSIVE,
            trigger=AFTER_CHALLENGE,
            effect=gain_power(1),
            rule="plot.round",
            when=won("power", side="attacker"),
        ),
    ),
    # a-game-of-thrones, a-storm-of-swords and the-long-night change rules of a phase:
    # see challenges.allowed and standing.stand_all, which read PLOT_RULES.
}

#: Plots whose text changes a rule for the round (read where that rule is applied).
PLOT_RULES = {
    "a-game-of-thrones": "no-military-or-power-before-intrigue",
    "a-storm-of-swords": "extra-military",
    "the-long-night": "nothing-stands",
}
