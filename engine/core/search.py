"""A bot that looks ahead from its own view only: Monte Carlo search over sampled positions.

At each of its decisions :class:`SearchBot` never reads the real game's hidden parts. It draws
positions consistent with what its seat sees (``game.sample(seat, rng)``, a *determinization*),
plays each candidate option in them, lets the game's own greedy bot (with a little randomness)
make every later decision for a number of decisions, and scores where that leaves its seat with
``game.evaluate(seat)``. The candidates are the options the game's greedy judge ranks highest
in a sample; they are compared by *sequential halving*: each round every remaining candidate is
played out in the same fresh determinizations (common random numbers: a lucky draw helps every
option alike), and the worse half is dropped, so most of the budget goes to the best few. The
option with the best mean wins; equal means go to the greedy judge's order, so the bot is never
worse informed than the greedy one.

Two strengths share the class (:data:`LEVELS`): ``normal`` (few candidates, few and short
playouts) and ``strong`` (more of each, within about a second a move on a small machine). The
budget is a number of playouts (``playouts``) and, unless ``seconds`` is None, a time limit too;
with the time limit off the bot is deterministic given its seed and its seat's view.

>>> import engine
>>> game = engine.new_game("shadow-throne", seed=3, players=2)
>>> bot = SearchBot("normal", seed=1, seconds=None)
>>> bot.pick(game) in game.decision.ids
True
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from .bots import GreedyBot, RandomBot
from .game import Game
from .protocol import EngineError


@dataclass(frozen=True)
class Level:
    """A strength: how many options are searched, how many playouts, how deep, how long."""

    candidates: int  # options searched, the greedy judge's best first
    playouts: int  # playouts per decision at most (each: one option in one determinization)
    depth: int  # decisions a playout makes before the position is evaluated
    seconds: float | None  # time per decision at most (None: the playouts alone decide)
    noise: float = 0.1  # chance that a playout decision is random rather than greedy


LEVELS = {
    "normal": Level(candidates=4, playouts=12, depth=8, seconds=0.25),
    "strong": Level(candidates=6, playouts=64, depth=16, seconds=0.9),
}

#: The head start of the greedy judge's best option over its last candidate, in evaluation points (0..1).
PRIOR = 0.01


@dataclass
class Tally:
    """What the search found for one option: playouts made and the sum of their values."""

    playouts: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.playouts if self.playouts else 0.0


@dataclass
class Search:
    """The last decision's search, kept for tests and for the tutor's "why": tallies per option id."""

    seat: str
    tallies: dict[str, Tally] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)  # the candidates, the greedy judge's best first
    playouts: int = 0
    seconds: float = 0.0
    ranked: list[str] = field(default_factory=list)  # every option, the greedy judge's best first
    seed: int = 0  # determinization ``seed + 1 + k`` is the first round's k-th (the coach reuses them)
    chosen: str = ""  # the option the search picked


class SearchBot:
    """Decides by Monte Carlo search over positions sampled from its seat's view (see the module).

    ``level`` names a :data:`LEVELS` entry; ``playouts``, ``depth``, ``candidates`` and ``seconds``
    override its figures (``seconds=None``: no time limit, a deterministic bot).
    """

    def __init__(
        self,
        level: str = "normal",
        seed: int = 0,
        *,
        playouts: int | None = None,
        depth: int | None = None,
        candidates: int | None = None,
        seconds: float | str | None = "level",
    ):
        if level not in LEVELS:
            raise EngineError(f"unknown bot level '{level}'; levels are {', '.join(LEVELS)}")
        base = LEVELS[level]
        self.level = Level(
            candidates if candidates is not None else base.candidates,
            playouts if playouts is not None else base.playouts,
            depth if depth is not None else base.depth,
            base.seconds if seconds == "level" else seconds,  # type: ignore[arg-type]
            base.noise,
        )
        self.name = level
        self.rng = random.Random(seed)
        self.last: Search | None = None

    def pick(self, game: Game) -> str:
        """The option id this bot chooses for the pending decision, from its seat's view alone."""
        d = game.decision
        if d is None:
            raise EngineError("the game is over; there is nothing to decide")
        if len(d.options) == 1:
            return d.options[0].id
        seat, start = d.player, time.perf_counter()
        seed = self.rng.getrandbits(64)
        first = game.sample(seat, random.Random(seed))
        ranked = [o.id for o, _, _ in first.rank()]
        order = ranked[: self.level.candidates]
        search = Search(seat, {o: Tally() for o in order}, order, ranked=ranked, seed=seed)
        self.last = search
        if len(order) == 1:
            search.chosen = order[0]
            return order[0]
        left = list(order)
        rounds = max(1, math.ceil(math.log2(len(order))))
        spent = 0
        for r in range(rounds):
            share = max(1, (self.level.playouts - spent) // ((rounds - r) * len(left)))
            for k in range(share):
                draw = seed + 1 + 1000 * r + k  # one determinization for every candidate alike
                for option_id in left:
                    if self._out_of_time(start, spent):
                        break
                    value = self._playout(game, seat, option_id, draw)
                    search.tallies[option_id].playouts += 1
                    search.tallies[option_id].total += value
                    spent += 1
                if self._out_of_time(start, spent):
                    break
            if r == rounds - 1 or self._out_of_time(start, spent):
                break
            left = self._best(search, left)[: max(1, (len(left) + 1) // 2)]
        search.playouts, search.seconds = spent, time.perf_counter() - start
        search.chosen = self._best(search, left)[0]
        return search.chosen

    def _out_of_time(self, start: float, spent: int) -> bool:
        """Whether one more playout, as long as the average so far, would overrun the time limit."""
        if self.level.seconds is None:
            return False
        elapsed = time.perf_counter() - start
        return elapsed + elapsed / (spent + 1) > self.level.seconds

    @staticmethod
    def _best(search: Search, ids: list[str]) -> list[str]:
        """``ids`` best first: by mean value with a small head start for the greedy judge's favourites
        (:data:`PRIOR`, so that a difference within the playouts' noise does not overturn it)."""
        n = len(search.order)

        def value(o: str) -> tuple[float, int]:
            i = search.order.index(o)
            return -(search.tallies[o].mean + PRIOR * (n - i) / n), i

        return sorted(ids, key=value)

    def _playout(self, game: Game, seat: str, option_id: str, draw: int) -> float:
        """Play ``option_id`` in determinization ``draw``, then ``depth`` decisions of noisy greedy play."""
        world = game.sample(seat, random.Random(draw))
        mark = self._start(world, seat)
        world.choose(option_id)
        rng = random.Random(draw)
        greedy = GreedyBot(draw)
        for _ in range(self.level.depth):
            w = world.decision
            if w is None:
                break
            if rng.random() < self.level.noise:
                world.choose(rng.choice(w.options).id)
            else:
                world.choose(greedy.pick(world))
        value = world.evaluate(seat)
        self._end(world, seat, option_id, draw, mark, value)
        return value

    def _start(self, world: Game, seat: str) -> object:
        """Called in each playout's determinization before the option is played (the coach's hook)."""
        return None

    def _end(self, world: Game, seat: str, option_id: str, draw: int, mark: object, value: float) -> None:
        """Called at the end of each playout with what :meth:`_start` returned (the coach's hook)."""


#: The opponents a learner may choose, weakest first: the greedy judge, then the two searches.
BOT_LEVELS = ("beginner", "normal", "strong")


def make_bot(level: str, seed: int = 0) -> GreedyBot | SearchBot | RandomBot:
    """A bot of ``level``: "beginner" (also "greedy") is the game's greedy judge, "normal" and
    "strong" search (:data:`LEVELS`), "random" picks any legal option.

    >>> [type(make_bot(level)).__name__ for level in BOT_LEVELS]
    ['GreedyBot', 'SearchBot', 'SearchBot']
    """
    if level in ("beginner", "greedy"):
        return GreedyBot(seed)
    if level == "random":
        return RandomBot(seed)
    if level not in LEVELS:
        raise EngineError(f"unknown bot level '{level}'; levels are {', '.join(BOT_LEVELS)} (and random)")
    return SearchBot(level, seed)
