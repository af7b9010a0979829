"""Sojusze, declared once: setup, then rounds of seven steps until winter ends.

Every turn order is a node of its own: the bid asks the leaders who have not knelt, clockwise
from the first player, pass after pass; the triumph abilities resolve leader by leader; card
selection asks every leader in secret, then passes the packets on, until they are used up.
"""

from __future__ import annotations

from engine.core.flow import Node, ask, ask_each, cond, loop, phase, secret, step

from . import acquisition, advanced, bidding, seasons, setup


def selection(where: str) -> Node:
    """The card-selection variant after a deal (``where``: ``setup`` or ``season``). rule: variant.selection"""
    return phase(
        f"{where}.selection",
        step(f"{where}.selection.packets", advanced.start_selection, "Hands become packets", "variant.selection"),
        loop(
            f"{where}.selection.passes",
            secret(
                f"{where}.selection.keep",
                advanced.keep_one,
                "Each leader keeps one card, in secret",
                "variant.selection",
                order=advanced.holding_packets,
            ),
            step(f"{where}.selection.pass", advanced.pass_packets, "Pass the rest to a neighbour", "variant.selection"),
            until=cond("every packet is used up", lambda game: not advanced.packets_left(game)),
            label="Keep one, pass the rest",
            rule="variant.selection",
        ),
        label="Card selection (variant)",
        rule="variant.selection",
        when=cond("card selection is on and hands were just dealt", advanced.selection_due),
    )


ROUND = phase(
    "round",
    step("round.ally", bidding.reveal_ally, "1. Turn up the current ally", "round.ally"),
    loop(
        "bid",
        ask_each(
            "bid.play",
            bidding.play_or_kneel,
            "2. Play an influence card or kneel",
            "bid.play",
            order=bidding.bidders,
        ),
        until=cond("every leader has knelt", bidding.all_knelt),
        label="The bid, pass after pass",
        rule="bid.kneel",
    ),
    step("acquire.winner", acquisition.decide_winner, "3. Highest influence wins", "acquire.winner"),
    ask_each(
        "acquire.triumph",
        acquisition.triumphs,
        "3. Triumph abilities",
        "cards.triumph",
        order=acquisition.triumph_order,
    ),
    ask("acquire.place", acquisition.place_current, "3. Place the ally, take a token", "acquire.place"),
    step("round.discard", seasons.discard_bids, "4. Discard the bids, stand", "round.discard"),
    step("round.first-player", seasons.pass_first_player, "5. First player passes left", "round.first-player"),
    step("round.advance", seasons.advance, "6-7. Advance the time track", "round.advance"),
    selection("season"),
    label="A round",
    rule="round",
)

GAME = phase(
    "game",
    phase(
        "setup",
        step("setup.prepare", setup.prepare, "Prepare the table", "setup.time-track"),
        selection("setup"),
        label="Setup",
    ),
    loop(
        "rounds",
        ROUND,
        until=cond("winter is over", seasons.game_over),
        label="Rounds and seasons until winter ends",
        rule="round.season",
        ends="winter ends: scoring",
    ),
    label="Gra o tron: Sojusze",
    rule="goal",
)
