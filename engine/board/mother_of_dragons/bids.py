"""Targaryen on the influence tracks: always last, and in a Clash of Kings it hands the power it bid
out to the other houses' bids. rules: mod.targaryen.tracks, mod.targaryen.bids
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from .. import tracks

if TYPE_CHECKING:
    from ..game import BoardGame


def last_on_tracks(order: list[str]) -> list[str]:
    """Targaryen goes to the bottom of any track it is on. rule: mod.targaryen.tracks

    >>> last_on_tracks(["targaryen", "stark", "arryn"])
    ['stark', 'arryn', 'targaryen']
    """
    if "targaryen" in order:
        order = [h for h in order if h != "targaryen"] + ["targaryen"]
    return order


def set_aside(game: BoardGame) -> None:
    """After a track's bids are revealed and paid, Targaryen's bid is set aside to hand out."""
    s = game.state
    if s.bidding != "wildlings" and "targaryen" in s.bids:
        s.targaryen_gift = s.bids.pop("targaryen") or 0


def targaryen_gives(game: BoardGame) -> bool:
    """Targaryen has bid tokens to hand out"""
    return game.state.targaryen_gift > 0


def hand_out(game: BoardGame) -> Walk:
    """Targaryen, always last on the tracks, hands out the tokens it bid, one or all at a time, to
    the other houses and vassals: each adds 1 to that house's bid, which may not refuse it.
    Returns True when every token is handed out. rule: mod.targaryen.bids
    """
    s = game.state
    if s.targaryen_gift <= 0:
        return True
    left = s.targaryen_gift
    options = []
    for h in s.tracks["iron_throne"]:
        if h in s.bids:
            options.append(option("give", h, 1, label=f"Give 1 to {game.name(h)} (bid {s.bids[h]})", amount=1))
            if left > 1:
                options.append(option("give", h, left, label=f"Give all {left} to {game.name(h)}", amount=left))
    choice = yield Decision(
        game.player_of("targaryen"),
        f"{game.name('targaryen')}: hand out your bid of {left} left for the {tracks.TRACK_NAMES[s.bidding]} track",
        options,
        rule="mod.targaryen.bids",
    )
    to, n = str(choice.subject), choice.amount or 0
    s.bids[to] = (s.bids[to] or 0) + n
    s.targaryen_gift -= n
    game.record("targaryen-gives", f"{game.name('targaryen')} adds {n} to {game.name(to)}'s bid", "mod.targaryen.bids")
    return s.targaryen_gift <= 0
