"""The invariant harness: play seeded random games and check the game after every decision."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .bots import RandomBot
from .game import Game


@dataclass
class Report:
    """What one checked game did: decisions, how it ended, and anything that went wrong."""

    seed: int
    decisions: int = 0
    winner: str | None = None
    reason: str = ""
    problems: list[str] = field(default_factory=list)
    visited: set[str] = field(default_factory=set)
    seen: dict[str, set[bool]] = field(default_factory=dict)  # "node:when" -> outcomes seen
    events: Counter[str] = field(default_factory=Counter)
    tally: Counter[str] = field(default_factory=Counter)  # what the game counts of itself (game.tally())


def check_game(
    cls: type[Game],
    seed: int,
    options: dict[str, Any] | None = None,
    max_decisions: int = 20_000,
    players: list[str] | int | None = None,
    watch: Callable[[Game], None] | None = None,
) -> Report:
    """Play one random game of ``cls``; after every decision check the game's
    invariants and that every move through the procedure follows an edge of
    ``game.flow``.

    ``watch``, if given, is shown the game at every decision before it is made, and once more
    when the game is over, so that other checks can ride along on the same game (it must only read
    the game).
    """
    game = cls(seed=seed, players=players, options=options, trace=True)
    bot = RandomBot(seed)
    report = Report(seed)
    while game.decision is not None and report.decisions < max_decisions:
        if watch is not None:
            watch(game)
        game.choose(bot.pick(game))
        report.decisions += 1
        for problem in game.invariants():
            report.problems.append(f"after decision {report.decisions}: {problem}")
        if report.problems:
            break
    if watch is not None and game.decision is None:
        watch(game)
    report.problems += [f"move not in flow: {m}" for m in game.bad_moves]
    unknown = game.visited - set(game.flow.nodes)
    report.problems += [f"entered a node not in flow: {n}" for n in sorted(unknown)]
    if game.decision is not None and not report.problems:
        report.problems.append(f"not over after {max_decisions} decisions")
    report.visited = game.visited
    report.seen = dict(game.seen)
    report.events = Counter(e.kind for e in game.events)
    report.tally = game.tally()
    if game.result:
        report.winner, report.reason = game.result.winner, game.result.reason
    return report
