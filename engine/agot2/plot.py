"""Phase 1, plot (rule agot2.plot): plots chosen in secret and revealed together, initiative,
the first player, and the used pile that comes back when the plot deck is empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.lasting import expire
from engine.cardgame.plots import reveal_plot
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from .effects import bonus, plot_value

if TYPE_CHECKING:
    from .game import Agot2


def start_round(game: Agot2) -> None:
    """A new round: Limited, challenges, rival bonuses and per-round limits start afresh. rule: agot2.round"""
    s = game.state
    s.round += 1
    expire(game, "round")
    s.dominance, s.won, s.redirect_used, s.uses = None, [], False, {}
    for p in s.players.values():
        p.limited_played, p.challenges_made, p.challenges_over, p.rival_bonus_from = False, [], False, []
    game.record("round", f"Round {s.round} begins", "agot2.round", {"round": s.round})


def plot_option(game: Agot2, uid: str) -> Option:
    """Choosing one plot (its values and text in the explanation)."""
    d = game.card(uid).data
    values = f"gold {d.income}, initiative {d.initiative}, claim {d.claim}, reserve {d.reserve}"
    return option("plot", uid, label=d.name, explain=values + (f"; {d.ability}" if d.ability else ""))


def choose_plot(game: Agot2, name: str) -> Walk:
    """Each player picks a plot from their plot deck in secret. rule: agot2.plot"""
    choice = yield Decision(
        name,
        f"{name}: choose your plot for this round (secret)",
        [plot_option(game, u) for u in game.zone(name, "plots")],
        rule="agot2.plot",
        secret=True,
    )
    game.player(name).chosen_plot = choice.subject
    game.record("plot-chosen", f"{name} has chosen a plot", "agot2.plot", {"player": name})


def reveal_plots(game: Agot2) -> None:
    """All chosen plots are revealed together; the old plot goes to the used pile, and a player whose
    plot deck is now empty takes the used pile back. rules: agot2.plot, agot2.plot.recycle
    """
    for name in game.turn_order():
        values = plot_option(game, str(game.player(name).chosen_plot)).explain
        reveal_plot(game, name, values, "agot2.plot", "agot2.plot.recycle")


def decide_initiative(game: Agot2) -> None:
    """The highest initiative wins; a tie goes to the tied player with the lowest power, then to one
    drawn at random. rule: agot2.plot.initiative
    """
    players = game.turn_order()
    values = {p: plot_value(game, p, "initiative") for p in players}
    top = max(values.values())
    tied = [p for p in players if values[p] == top]
    why = f"initiative {top}"
    if len(tied) > 1:
        power = {p: game.total_power(p) for p in tied}
        low = min(power.values())
        tied = [p for p in tied if power[p] == low]
        why += f", tied; the lowest power ({low})"
        if len(tied) > 1:
            why += ", tied again; drawn at random"
    winner = tied[0] if len(tied) == 1 else game.rng.choice(tied)
    game.state.initiative = winner
    game.record("initiative", f"{winner} wins the initiative: {why}", "agot2.plot.initiative", {"player": winner})


def choose_first_player(game: Agot2) -> Walk:
    """The initiative winner names any player first player. rule: agot2.plot.first-player"""
    chooser = game.state.initiative
    assert chooser is not None
    order = game.seats_from(chooser)
    choice = yield Decision(
        chooser,
        f"{chooser}: who will be first player this round?",
        [
            option(
                "first",
                p,
                label=f"{p} goes first" + (" (you)" if p == chooser else ""),
                explain="acts first in every phase",
            )
            for p in order
            if not game.player(p).eliminated
        ],
        rule="agot2.plot.first-player",
    )
    game.state.first_player = choice.subject
    game.record(
        "first-player",
        f"{chooser} names {choice.subject} first player",
        "agot2.plot.first-player",
        {"player": choice.subject},
    )


def draw_cards(game: Agot2) -> None:
    """Phase 2: in player order, each draws two cards (Master of Laws: one more). rule: agot2.draw"""
    for name in game.turn_order():
        game.draw(name, 2 + bonus(game, name, "draw"), "agot2.draw")
