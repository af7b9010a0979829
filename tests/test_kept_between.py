"""What the card games keep between readings and decisions (issue 28) is what working it out afresh
gives: agot2's constant abilities in play, the kit's ability sources, and the trigger points it
finds quiet. Seeded random and greedy games, checked after every decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine
from engine.agot2 import effects
from engine.cardgame.abilities import sources
from engine.cardgame.game import CardGame
from engine.cardgame.moments import quiet


def fresh(game: CardGame, work: Callable[[], Any]) -> Any:
    """``work()`` with nothing kept between readings (the kept values put back afterwards)."""
    kept = game.__dict__.pop("_kept_while", None)
    try:
        return work()
    finally:
        if kept is not None:
            game.__dict__["_kept_while"] = kept


def check(game: CardGame) -> None:
    triggers = [n.id for top in (game.procedure, *game.interrupts) for n in top.nodes() if n.kind == "trigger"]
    if isinstance(game, engine.game_class("agot2")):
        assert effects._kept_in_play(game) == fresh(game, lambda: effects._kept_in_play(game))
    for player in game.players:
        for kinds, at in ((game.window_kinds, [None]), (game.forced_kinds, triggers), (game.trigger_kinds, triggers)):
            for node in at:
                kept = sources(game, player, kinds, node)
                assert kept == fresh(game, lambda p=player, k=kinds, n=node: sources(game, p, k, n))
    for node in triggers:
        if quiet(game, node):
            assert node not in game.would_leave
            for player in game.players:
                assert not fresh(game, lambda p=player, n=node: sources(game, p, game.forced_kinds, n))
                assert not fresh(game, lambda p=player, n=node: sources(game, p, game.trigger_kinds, n))


@pytest.mark.parametrize("game_id", ["agot2", "agot"])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_kept_equals_fresh(game_id: str, seed: int) -> None:
    counts = engine.game_class(game_id).player_counts
    game = engine.new_game(game_id, seed=seed, players=counts[seed % len(counts)])
    bot = engine.GreedyBot(seed) if seed % 2 else engine.RandomBot(seed)
    for _ in range(250):
        if game.decision is None:
            break
        check(game)
        game.choose(bot.pick(game))
