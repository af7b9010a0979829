"""The plot draft variant (WARIANT DRAFTOWANIA FABUŁY): four steps, then keep 7 of 13."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

if TYPE_CHECKING:
    from .game import Agot

DEAL = 3
PLOT_DECK = 7


def deal(game: Agot) -> None:
    """Step 1: deal 3 face-down plots from the draft deck to each player. rule: draft.deal"""
    for name in game.players:
        hand = game.state.draft_hands.setdefault(name, [])
        hand.extend(game.state.draft_deck[:DEAL])
        del game.state.draft_deck[:DEAL]
    game.record("draft", f"Each player is dealt {DEAL} plots to draft", "draft.deal")


def _pick(game: Agot, name: str, prompt: str, rule: str) -> Walk:
    hand = game.state.draft_hands[name]
    choice = yield Decision(
        name,
        prompt,
        [option("draft", u, label=game.card(u).name, explain=_plot_line(game, u)) for u in hand],
        rule=rule,
        secret=True,
    )
    uid = choice.subject
    hand.remove(uid)
    game.card(uid).owner = name
    game.zone(name, "drafted").append(uid)
    game.record("drafted", f"{name} drafts {game.card(uid).name}", rule, {"card": uid}, visible_to=[name])


def _plot_line(game: Agot, uid: str) -> str:
    d = game.card(uid).data
    return f"income {d.income}, initiative {d.initiative}, claim {d.claim}" + (f"; {d.ability}" if d.ability else "")


def first_pick(game: Agot, name: str) -> Walk:
    """Step 2: each player secretly keeps one of the three. rule: draft.pick"""
    yield from _pick(game, name, f"{name}: draft one of these plots (secret)", "draft.pick")


def pass_on(game: Agot) -> None:
    """Step 2: the two plots left are handed to the opponent. rule: draft.pass"""
    hands = game.state.draft_hands
    first, second = game.players
    hands[first], hands[second] = hands[second], hands[first]
    game.record("draft", "Each player hands the other two plots to the opponent", "draft.pass")


def second_pick(game: Agot, name: str) -> Walk:
    """Step 3: each player secretly keeps one of the two received; the other goes
    back to the box. rule: draft.second-pick
    """
    yield from _pick(game, name, f"{name}: draft one of the two plots you received (secret)", "draft.second-pick")
    game.state.box.extend(game.state.draft_hands[name])
    game.state.draft_hands[name].clear()


def draft_deck_empty(game: Agot) -> bool:
    """the draft deck is used up"""
    return not game.state.draft_deck


def gather_plots(game: Agot) -> None:
    """Each player's 7 house plots and 6 drafted plots make a pool of 13. rule: draft.final"""
    for name in game.players:
        game.zone(name, "plots").extend(game.zone(name, "drafted"))
        game.zone(name, "drafted").clear()


def keep_plot(game: Agot, name: str) -> Walk:
    """Each player secretly keeps 7 of their 13 plots, one at a time; the rest go back to the box
    unseen. Returns True when the player's plot deck is complete. rule: draft.final
    """
    pool = game.zone(name, "plots")
    kept = game.state.kept_plots.setdefault(name, [])
    choice = yield Decision(
        name,
        f"{name}: keep {PLOT_DECK - len(kept)} more plot(s) for your plot deck (secret)",
        [option("keep", u, label=game.card(u).name, explain=_plot_line(game, u)) for u in pool if u not in kept],
        rule="draft.final",
        secret=True,
    )
    kept.append(choice.subject)
    if len(kept) < PLOT_DECK:
        return False
    for uid in [u for u in pool if u not in kept]:
        pool.remove(uid)
        game.state.box.append(uid)
    del game.state.kept_plots[name]
    game.record("draft", f"{name} has chosen a plot deck of {PLOT_DECK}", "draft.final", {"player": name})
    return True
