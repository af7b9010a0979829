"""W Cieniu Tronu, declared once: setup, then turns around the table until the end card appears."""

from __future__ import annotations

from engine.core.flow import ask, cond, each_player, loop, phase, pick, step

from . import turn
from .setup import build_deck, choose_first


def capped(game) -> bool:
    """the turn cap is reached (option max_turns)

    The rulebook's game ends only with the end card; the option ``max_turns`` stops a game after
    that many turns, for bots and tests. rule: variant.turn-cap
    """
    cap = game.options["max_turns"]
    return cap is not None and game.state.turns >= cap


TURN = phase(
    "turn",
    step("turn.start", turn.start, "Start of the turn", "turn"),
    loop(
        "turn.reveals",
        ask("turn.reveal", turn.reveal_or_stop, "Reveal a card or stop", "turn.reveal"),
        step(
            "turn.card",
            turn.reveal_card,
            "Turn up the card",
            "turn.reveal",
            when=turn.revealing,
            ends="the end card is revealed: scoring",
        ),
        pick(
            "turn.powers",
            turn.use_power,
            "Powers: change its value",
            "powers.offensive",
            when=turn.can_change,
            until="until the card is left as it is, or no power is left",
        ),
        step("turn.compare", turn.compare, "Compare with the card before", "turn.bust", when=turn.compared),
        ask("turn.eliminate", turn.eliminate, "Equal: eliminate a card", "turn.equal", when=turn.can_eliminate),
        until=turn.over,
        label="Up to five cards, one at a time",
    ),
    ask("turn.collect", turn.take_or_exchange, "Take or exchange", "exchange", when=turn.collecting),
    ask("turn.gift", turn.gift, "The other player keeps one", "exchange", when=turn.exchanging),
    step("turn.end", turn.end, "Powers stand up again", "powers.marks"),
    label="A turn",
    rule="turn",
    when=cond("the turn cap is not reached", lambda game: not capped(game)),
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
        until=capped,
        label="Around the table until the end card is revealed",
        rule="end",
        ends="the turn cap is reached (bots and tests only)",
    ),
    label="W Cieniu Tronu",
    rule="goal",
)
