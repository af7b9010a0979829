"""Plots and the setup hand, as both editions have them: a plot chosen in secret is revealed, the
old one goes to the used pile, and an empty plot deck takes the used pile back; a setup hand may be
shuffled back once for a new one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option

if TYPE_CHECKING:
    from .game import CardGame


def reveal_plot(game: CardGame, name: str, values: str, rule: str, recycle_rule: str) -> None:
    """Reveal the plot ``name`` chose (``values``: its numbers in words); the old plot goes to the used
    pile; if the plot deck is now empty, the used plots go back into it. rules: the game's
    """
    p = game.player(name)
    uid, p.chosen_plot = p.chosen_plot, None  # type: ignore[attr-defined]
    assert uid is not None
    for old in list(p.zones["revealed"]):
        game.move(old, name, "revealed", "used_plots")
    game.move(uid, name, "plots", "revealed")
    game.record("plot-revealed", f"{name} reveals {game.card(uid).name}: {values}", rule, {"player": name, "plot": uid})
    if not p.zones["plots"]:
        p.zones["plots"].extend(p.zones["used_plots"])
        p.zones["used_plots"].clear()
        game.record(
            "plots-recycled",
            f"{name} revealed the last plot: the used plots go back into the plot deck",
            recycle_rule,
            {"player": name},
        )


def mulligan(game: CardGame, name: str, hand_size: int, rule: str, explain: str) -> Walk:
    """The player keeps the setup hand, or shuffles it back and draws ``hand_size`` anew, once."""
    choice = yield Decision(
        name,
        f"{name}: keep this setup hand or take a mulligan?",
        [Option("keep", "Keep this hand"), Option("mulligan", "Mulligan", explain)],
        rule=rule,
    )
    if choice.verb == "keep":
        game.record("keep", f"{name} keeps the setup hand", rule, {"player": name})
        return
    deck, hand = game.zone(name, "deck"), game.zone(name, "hand")
    deck.extend(hand)
    hand.clear()
    game.rng.shuffle(deck)
    game.player(name).mulligan_taken = True  # type: ignore[attr-defined]
    game.record("mulligan", f"{name} takes a mulligan", rule, {"player": name})
    game.draw(name, hand_size, rule)  # type: ignore[attr-defined]
