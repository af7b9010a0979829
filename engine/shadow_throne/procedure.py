"""W Cieniu Tronu, declared once: setup, then turns around the table until the end card appears."""

from __future__ import annotations

from engine.core.flow import ask, each_player, loop, phase, step

from . import turn
from .setup import build_deck, choose_first

TURN = phase(
    "turn",
    step("turn.start", turn.start, "Start of the turn", "turn"),
    loop(
        "turn.reveals",
        ask("turn.reveal", turn.reveal_or_stop, "Reveal a card or stop", "turn.reveal"),
        step("turn.card", turn.reveal_card, "Turn up the card", "turn.reveal", when=turn.revealing),
        ask("turn.powers", turn.use_powers, "Powers: change its value", "powers.offensive", when=turn.compared),
        ask("turn.eliminate", turn.eliminate, "Equal: eliminate a card", "turn.equal", when=turn.can_eliminate),
        until=turn.over,
        label="Up to five cards, one at a time",
    ),
    ask("turn.collect", turn.take_or_exchange, "Take or exchange", "exchange", when=turn.collecting),
    ask("turn.gift", turn.gift, "The other player keeps one", "exchange", when=turn.exchanging),
    step("turn.end", turn.end, "Powers stand up again", "powers.marks"),
    label="A turn",
    rule="turn",
)

GAME = phase(
    "game",
    phase(
        "setup",
        step("setup.deck", build_deck, "Shuffle the deck; set the end card aside", "setup.deck"),
        step("setup.first-player", choose_first, "Choose the first player", "setup.first-player"),
        label="Setup",
        rule="setup.deck",
    ),
    loop(
        "rounds",
        each_player("turns", TURN, label="Each player in turn, clockwise", rule="turn"),
        until=lambda game: False,
        label="Around the table until the end card is revealed",
        rule="end",
    ),
    label="W Cieniu Tronu",
    rule="goal",
)
