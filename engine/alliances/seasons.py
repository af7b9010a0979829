"""Steps 4-7 of a round: discard the bids, pass the first-player marker, advance the time track."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import advanced, ring
from .setup import deal, rounds_per_season, seasons

if TYPE_CHECKING:
    from .game import Alliances


def discard_bids(game: Alliances) -> None:
    """Bidding areas go to the public discard pile and leaders stand; a Bribery card lying in another
    leader's area goes to that leader's hand. rules: round.discard, cards.bribery
    """
    s = game.state
    for p in game.players:
        for uid in s.bids[p]:
            if game.card(uid).effect == "bribery":  # type: ignore[union-attr]
                s.hands[p].append(uid)
                s.gained[p] += 1
                game.record("bribed", f"{game.card(uid).name} goes into {p}'s hand", "cards.bribery", {"player": p})
            elif advanced.is_leader_card(game, uid):
                s.box.append(uid)  # a leader's own card leaves the game when discarded
            else:
                s.discard.append(uid)
        s.bids[p] = []
    s.knelt = []
    game.record("discard", "The bids are discarded and every leader stands", "round.discard")


def pass_first_player(game: Alliances) -> None:
    """The first-player marker passes to the leader on the left. rule: round.first-player"""
    s = game.state
    s.first = ring.left(game, s.first)
    game.record("first-player", f"{s.first} is now first player", "round.first-player", {"player": s.first})


def advance(game: Alliances) -> None:
    """The round marker moves on; after the season's last round the season changes: hands are
    discarded, all influence cards are shuffled and 10 dealt again; after winter the game ends.
    rules: round.advance, round.season
    """
    s = game.state
    s.rounds += 1
    names = seasons(len(game.players))
    if s.round < rounds_per_season(len(game.players)):
        s.round += 1
        return
    if s.season == len(names) - 1:
        s.season = len(names)  # past winter: the game is over
        game.record("season", "Winter is over: the game ends", "round.season")
        return
    s.season += 1
    s.round = 1
    for p in game.players:
        for uid in s.hands[p]:
            (s.box if advanced.is_leader_card(game, uid) else s.discard).append(uid)
        s.hands[p] = []
    s.influence += s.discard
    s.discard = []
    game.rng.shuffle(s.influence)
    game.record("season", f"{names[s.season].capitalize()} begins: hands are discarded and dealt anew", "round.season")
    advanced.add_events(game, names[s.season])
    s.allies = s.row + s.allies  # unused allies of the open row go back on top
    s.row = []
    advanced.open_row(game)
    deal(game)


def game_over(game: Alliances) -> bool:
    """Winter is over: the time track has passed its last round. rule: round.season"""
    return game.state.season >= len(seasons(len(game.players)))
