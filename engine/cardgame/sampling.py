"""Drawing what a player of a card game cannot see anew (``Game.sample``), as both editions hide it.

Hidden from a player: the order of every draw deck (their own too), the other players' hands and
the plot each chose in secret. A sample shuffles the player's own deck, and for each other player
pools their hand with their deck and deals the hand back from it (the same number of cards, each
player's own cards only, so every card stays its owner's), then picks their secret plot anew from
their plot deck. A player in ``keep`` (deciding now, from their own hidden cards) keeps everything,
and a card the pending options name, by uid or by code (one picked from a hand the seat is looking
at), or that the seat's latest look showed it (a hand, its deck's top), stays put.
Face-down setup cards stay where they are: which cards may lie there depends on the setup's gold
and limits, and they are turned up before the first round.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core.resume import named_in_decision

if TYPE_CHECKING:
    from .game import CardGame


def deal_anew(slots: list[tuple[list[str], int]], rng: random.Random) -> None:
    """Shuffle the cards lying at ``slots`` (zone, index) among those slots, in place."""
    cards = sorted(zone[i] for zone, i in slots)  # from a fixed order: the draw never reads the real one
    rng.shuffle(cards)
    for (zone, i), uid in zip(slots, cards, strict=True):
        zone[i] = uid


def slots_of(zones: list[list[str]], fits: Callable[[str], bool] = lambda uid: True) -> list[tuple[list[str], int]]:
    """The (zone, index) of every card in ``zones`` that ``fits``."""
    return [(zone, i) for zone in zones for i, uid in enumerate(zone) if fits(uid)]


def named(game: CardGame, uid: str, shown: set[str]) -> bool:
    """Whether the pending options name this card, by uid or by its card's code (a hand looked at may
    be offered by codes, copies alike)."""
    return uid in shown or game.card(uid).data.id in shown


def looked_at(game: CardGame, seat: str) -> set[str]:
    """The cards of the seat's latest private look (a hand, or the top of its deck with Bran Stark):
    it knows where those lie, and an ability may still be working on them (putting them back in order).
    """
    for event in reversed(game.events):
        if event.kind == "look" and event.visible_to == (seat,):
            return set(event.data.get("cards", ()))
    return set()


def resample(game: CardGame, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
    """Shuffle the seat's deck; deal the others' hands anew from hand and deck; pick their secret plots anew."""
    shown = named_in_decision(game) | looked_at(game, seat)
    for name in game.players:
        if name in keep:
            continue
        p = game.player(name)
        zones = p.zones
        if name == seat:  # the seat's own deck: its order, but the cards it is being shown now
            deal_anew(slots_of([zones["deck"]], lambda uid: not named(game, uid, shown)), rng)
            continue
        deal_anew(slots_of([zones["hand"], zones["deck"]], lambda uid: not named(game, uid, shown)), rng)
        if getattr(p, "chosen_plot", None) is not None:
            p.chosen_plot = rng.choice(sorted(zones["plots"]))  # type: ignore[attr-defined]
