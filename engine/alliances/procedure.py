"""Sojusze, declared once: setup, then rounds of seven steps until winter ends."""

from __future__ import annotations

from engine.core.flow import ask, loop, phase, secret, step

from . import acquisition, advanced, bidding, seasons, setup

ROUND = phase(
    "round",
    step("round.ally", bidding.reveal_ally, "1. Turn up the current ally", "round.ally"),
    loop(
        "bid",
        ask("bid.play", bidding.play_or_kneel, "2. Play an influence card or kneel", "bid.play"),
        until=bidding.all_knelt,
        label="Clockwise until every leader has knelt",
    ),
    step("acquire.winner", acquisition.decide_winner, "3. Highest influence wins", "acquire.winner"),
    ask("acquire.triumph", acquisition.triumphs, "3. Triumph abilities", "cards.triumph"),
    ask("acquire.place", acquisition.place_current, "3. Place the ally, take a token", "acquire.place"),
    step("round.discard", seasons.discard_bids, "4. Discard the bids, stand", "round.discard"),
    step("round.first-player", seasons.pass_first_player, "5. First player passes left", "round.first-player"),
    step("round.advance", seasons.advance, "6-7. Advance the time track", "round.advance"),
    secret(
        "season.selection",
        advanced.select,
        "Card selection (variant)",
        "variant.selection",
        when=advanced.selection_due,
    ),
    label="A round",
    rule="round",
)

GAME = phase(
    "game",
    phase(
        "setup",
        step("setup.prepare", setup.prepare, "Prepare the table", "setup.time-track"),
        secret(
            "setup.selection",
            advanced.select,
            "Card selection (variant)",
            "variant.selection",
            when=advanced.selection_due,
        ),
        label="Setup",
    ),
    loop("rounds", ROUND, until=seasons.game_over, label="Rounds and seasons until winter ends", rule="round.season"),
    label="Gra o tron: Sojusze",
    rule="goal",
)
