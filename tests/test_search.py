"""The searching bot (``engine.core.search``, issue 28) decides from its own seat's view only: with a
playout budget (no time limit) its search (every option's playouts and values) and its choice are
the same when the real game's hidden parts are drawn anew, while a bot that read the real state
would see them change. It picks legal options, plays whole games, and ``Game.evaluate`` scores
a finished game by its result.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator

import pytest

import engine
from engine.core.game import Game
from engine.core.search import LEVELS, SearchBot

#: (game, players, seed, decisions before the positions looked at)
CASES = [
    ("shadow-throne", 2, 3, (6, 30)),
    ("alliances", 3, 2, (12, 60)),
    ("agot", 2, 5, (30, 90)),
    ("agot2", 2, 5, (30, 90)),
    ("agot-board", 3, 4, (10, 40)),
    ("mother-of-dragons", 4, 4, (20, 60)),
]


def positions(game_id: str, players: int, seed: int, points: tuple[int, ...]) -> list[Game]:
    """Clones of a seeded random game at the first decision with two options or more from each point."""
    game = engine.new_game(game_id, seed=seed, players=players)
    bot = engine.RandomBot(seed)
    found = []
    for made in points:
        while game.decision is not None and (len(game.decisions) < made or len(game.decision.options) < 2):
            game.choose(bot.pick(game))
        assert game.decision is not None, f"{game_id} ended before decision {made}"
        found.append(game.clone())
    return found


def shuffled_positions(
    game_id: str, players: int, seed: int, points: tuple[int, ...]
) -> Iterator[tuple[Game, str, Game]]:
    """Each of :func:`positions` with its seat and a copy whose real hidden parts are drawn anew."""
    for game in positions(game_id, players, seed, points):
        seat = game.decision.player
        shuffled = game.sample(seat, random.Random(99))
        assert shuffled.view(seat).to_json() == game.view(seat).to_json()
        yield game, seat, shuffled


def searched(game: Game) -> tuple[str, dict[str, tuple[int, float]]]:
    """A small deterministic search's choice and its tallies."""
    bot = SearchBot("normal", seed=11, playouts=4, depth=40, candidates=2, seconds=None)
    choice = bot.pick(game)
    assert bot.last is not None
    return choice, {o: (t.playouts, round(t.total, 9)) for o, t in bot.last.tallies.items()}


def test_every_game_is_covered():
    assert {c[0] for c in CASES} == set(engine.GAMES)


@pytest.mark.parametrize(("game_id", "players", "seed", "points"), CASES, ids=[c[0] for c in CASES])
def test_the_search_reads_only_its_seats_view(game_id, players, seed, points, monkeypatch):
    real_differs = 0
    for game, _, shuffled in shuffled_positions(game_id, players, seed, points):
        before = pickle.dumps(game.state)
        choice, tallies = searched(game)
        assert choice in game.decision.ids
        assert searched(shuffled) == (choice, tallies), f"{game_id}: the search read the real hidden parts"
        assert pickle.dumps(game.state) == before, "the search changed the real game"
        with monkeypatch.context() as m:  # a bot that looked at the real state would be told apart
            m.setattr(type(game), "sample", lambda self, seat, rng: self.clone())
            real_differs += searched(game)[1] != searched(shuffled)[1]
    assert real_differs, f"{game_id}: this test could not tell a bot reading the real state apart"


def test_levels_and_whole_games():
    assert set(LEVELS) == {"normal", "strong"}
    assert LEVELS["strong"].playouts > LEVELS["normal"].playouts
    assert LEVELS["strong"].seconds is not None and LEVELS["strong"].seconds <= 1.0
    with pytest.raises(engine.EngineError, match="unknown bot level"):
        SearchBot("grandmaster")
    game = engine.new_game("shadow-throne", seed=2, players=2, options={"max_turns": 6})
    bots = {game.players[0]: SearchBot("normal", seed=1, playouts=4, depth=4, seconds=None), game.players[1]: None}
    greedy = engine.GreedyBot(2)
    while game.decision is not None:
        bot = bots[game.decision.player] or greedy
        game.choose(bot.pick(game))
    assert game.over and game.invariants() == []
    value = game.evaluate(game.players[0])
    assert 0.0 <= value <= 1.0
    if game.result.winner is not None:
        assert game.evaluate(game.result.winner) == 1.0


def test_evaluate_shares_by_score_before_the_end():
    game = engine.new_game("shadow-throne", seed=2, players=3)
    values = [game.evaluate(p) for p in game.players]
    assert sum(values) == pytest.approx(1.0)
    assert values == pytest.approx([1 / 3] * 3)  # nobody has a point yet
