"""Secret bids of power tokens: Clash of Kings (the three tracks, one after the other) and the
wildling attack. Bids are hidden until all are in; every bid goes to the pool; the Iron Throne's
holder ranks equal bids. rules: board.bidding, board.bidding.ties, board.wildlings, board.wildlings.ties
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from . import tracks

if TYPE_CHECKING:
    from .game import BoardGame


def open_clash(game: BoardGame) -> None:
    """Clash of Kings: the tracks are bid for in order. rule: board.bidding"""
    game.state.clash = list(tracks.TRACKS)


def clash_over(game: BoardGame) -> bool:
    """every track has been bid for"""
    return not game.state.clash


def open_track(game: BoardGame) -> None:
    """Bidding opens for the next track. rule: board.bidding"""
    s = game.state
    s.bidding, s.bids, s.bid_order = s.clash[0], {}, []
    game.record("bidding", f"Bidding for the {tracks.TRACK_NAMES[s.bidding]} track", "board.bidding")


def bidders(game: BoardGame) -> list[str]:
    """every house taking part, in turn order"""
    s = game.state
    return [h for h in s.tracks["iron_throne"] if h not in s.excluded or s.bidding != "wildlings"]


def bid(game: BoardGame, house: str) -> Walk:
    """Bid power tokens in secret (0 to all you hold), unless the game fixes the house's bid.
    rules: board.bidding, board.wildlings
    """
    s = game.state
    fixed = game.fixed_bid(house)
    if fixed is not None:
        s.bids[house] = fixed
        return
    player = game.player_of(house)
    what = "against the wildlings" if s.bidding == "wildlings" else f"for the {tracks.TRACK_NAMES[s.bidding]} track"
    rule = "board.wildlings" if s.bidding == "wildlings" else "board.bidding"
    while True:
        choice = yield Decision(
            player,
            f"{game.name(house)}: bid power {what}, in secret (you hold {s.power[house]})",
            [option("bid", n, label=f"Bid {n}", amount=n) for n in range(s.power[house] + 1)]
            + game.side_options(house),
            rule=rule,
            secret=True,
        )
        if not game.take_side_option(house, choice):
            break
    s.bids[house] = choice.amount
    game.record("bid-made", f"{game.name(house)} bids in secret", rule, {"house": house})
    game.record("bid-chosen", f"(only you see this) you bid {choice.amount}", rule, visible_to=[player])


def reveal(game: BoardGame) -> None:
    """All bids are shown and paid to the pool. rules: board.bidding, board.wildlings"""
    s = game.state
    rule = "board.wildlings" if s.bidding == "wildlings" else "board.bidding"
    for house, n in s.bids.items():
        s.power[house] -= n or 0
    shown = ", ".join(f"{game.name(h)} {n}" for h, n in s.bids.items())
    game.record("bids-revealed", f"Bids: {shown}", rule, {"bids": dict(s.bids)})
    game.after_bids_revealed()


def next_tie(game: BoardGame) -> list[str]:
    """The houses with the highest bid among those not ranked yet (ranking singletons on the way)."""
    s = game.state
    while True:
        rest = [h for h in s.tracks["iron_throne"] if h in s.bids and h not in s.bid_order]
        if not rest:
            return []
        top = max(s.bids[h] or 0 for h in rest)
        group = [h for h in rest if (s.bids[h] or 0) == top]
        if len(group) > 1:
            return group
        s.bid_order.append(group[0])


def ties_left(game: BoardGame) -> bool:
    """equal bids are still to be ranked"""
    return bool(next_tie(game))


def settle_tie(game: BoardGame) -> Walk:
    """The Iron Throne's holder picks who ranks higher among equal bids. rule: board.bidding.ties"""
    s = game.state
    group = next_tie(game)
    if not group:
        return True
    judge = tracks.holder(game, "iron_throne")
    choice = yield Decision(
        game.player_of(judge),
        f"{game.name(judge)}: equal bids of {s.bids[group[0]]}: who ranks higher on the "
        f"{tracks.TRACK_NAMES[s.bidding]} track?",
        [option("rank", h, label=f"{game.name(h)} ranks next") for h in group],
        rule="board.bidding.ties",
    )
    s.bid_order.append(str(choice.subject))
    return not next_tie(game)


def place(game: BoardGame) -> None:
    """The track takes the new order; its dominance token goes to position 1. rules: board.bidding,
    board.tracks.influence
    """
    s = game.state
    next_tie(game)
    order = s.bid_order + [h for h in s.tracks[s.bidding] if h not in s.bid_order]  # Targaryen stays last
    tracks.set_track(game, s.bidding, order, "Clash of Kings", "board.bidding")
    s.clash.pop(0)
    s.bidding, s.bids = "", {}
