"""Bots: players that answer decisions by themselves, for tests, benchmarks and learners."""

from __future__ import annotations

import random

from .game import Game


class RandomBot:
    """Chooses uniformly among the legal options, with its own seeded generator."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def pick(self, game: Game) -> str:
        """The option id this bot chooses for the pending decision."""
        assert game.decision is not None
        return self.rng.choice(game.decision.options).id


class GreedyBot:
    """Chooses the option its game ranks highest (``game.rank()``); ties broken by a seeded draw."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def pick(self, game: Game) -> str:
        """The best-ranked option id for the pending decision."""
        ranked = game.rank()
        best = ranked[0][1]
        return self.rng.choice([o.id for o, score, _ in ranked if score == best])


def play_out(game: Game, bot: RandomBot | GreedyBot, max_decisions: int = 100_000) -> int:
    """Let ``bot`` make every decision until the game is over; returns decisions made."""
    made = 0
    while game.decision is not None and made < max_decisions:
        game.choose(bot.pick(game))
        made += 1
    return made
