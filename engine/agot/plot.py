"""Phase 1, plot (FAZA FABUŁY): choose in secret, reveal, initiative, first player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.lasting import expire
from engine.cardgame.plots import reveal_plot
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

if TYPE_CHECKING:
    from .game import Agot


def start_round(game: Agot) -> None:
    """A new round begins: Limited and challenge counts start afresh. rule: round"""
    game.state.round += 1
    expire(game, "round")
    game.state.dominance, game.state.won = None, []
    for p in game.state.players.values():
        p.limited_played = False
        p.challenges_made = []
        p.challenges_over = False
    game.record("round", f"Round {game.state.round} begins", "round", {"round": game.state.round})


def plot_option(game: Agot, uid: str) -> Option:
    """Choosing one plot card (its values in the explanation)."""
    d = game.card(uid).data
    explain = f"income {d.income}, initiative {d.initiative}, claim {d.claim}" + (f"; {d.ability}" if d.ability else "")
    return option("plot", uid, label=d.name, explain=explain)


def choose_plot(game: Agot, name: str) -> Walk:
    """A player looks through their plot deck and picks one in secret. rule: plot.choose"""
    options = [plot_option(game, uid) for uid in game.zone(name, "plots")]
    choice = yield Decision(
        name, f"{name}: choose your plot for this round (secret)", options, rule="plot.choose", secret=True
    )
    game.player(name).chosen_plot = choice.subject
    game.record("plot-chosen", f"{name} has chosen a plot", "plot.choose", {"player": name})


def reveal_plots(game: Agot) -> None:
    """Both plots are revealed together. The old plot becomes a used plot; when a
    player reveals the last plot of the deck, the used plots return to the deck.
    rules: plot.reveal, plot.used, plot.recycle
    """
    for name in game.players:
        d = game.card(str(game.player(name).chosen_plot)).data
        reveal_plot(
            game, name, f"income {d.income}, initiative {d.initiative}, claim {d.claim}", "plot.reveal", "plot.recycle"
        )


def initiative_value(game: Agot, name: str) -> int:
    """The total initiative of a player's revealed plot."""
    plot = game.plot(name)
    return plot.initiative if plot else 0


def decide_initiative(game: Agot) -> None:
    """Higher initiative wins; on a tie, the player with less power; still tied, at random.

    rule: plot.initiative
    """
    a, b = game.players
    va, vb = initiative_value(game, a), initiative_value(game, b)
    pa, pb = game.total_power(a), game.total_power(b)
    if va != vb:
        winner, why = (a if va > vb else b), f"initiative {max(va, vb)} against {min(va, vb)}"
    elif pa != pb:
        winner, why = (
            (a if pa < pb else b),
            f"initiative tied at {va}; fewer power ({min(pa, pb)} against {max(pa, pb)})",
        )
    else:
        winner, why = game.rng.choice(game.players), f"initiative tied at {va} and power tied at {pa}; drawn at random"
    game.state.initiative = winner
    game.record("initiative", f"{winner} wins the initiative: {why}", "plot.initiative", {"player": winner})


def choose_first_player(game: Agot) -> Walk:
    """The initiative winner chooses who is first player this round. rule: plot.first-player"""
    chooser = game.state.initiative
    assert chooser is not None
    options = [
        option(
            "first",
            p,
            label=f"{p} goes first" + (" (you)" if p == chooser else ""),
            explain="acts first in every phase",
        )
        for p in [chooser, *(q for q in game.players if q != chooser)]
    ]
    choice = yield Decision(
        chooser, f"{chooser}: who will be first player this round?", options, rule="plot.first-player"
    )
    game.state.first_player = choice.subject
    game.record(
        "first-player",
        f"{chooser} chooses {game.state.first_player} as first player",
        "plot.first-player",
        {"player": game.state.first_player},
    )
