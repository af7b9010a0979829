"""The coach: the learner's options ranked at a bot's level, each explained by what it did in playouts.

"What could I do?" asks the coach. It ranks the pending options the way a bot of the chosen level
(:data:`engine.core.search.BOT_LEVELS`) would: the greedy judge's order for ``beginner``, the
search's for ``normal`` and ``strong`` (:class:`~engine.core.search.SearchBot`, whose playouts it
watches). Then it plays each option it shows on in the same few determinizations
(``game.sample(seat, rng)``: what the seat cannot see drawn anew, never the real hidden parts) and
keeps, for every playout, the game's named measures before and after (:meth:`Terms.measures`:
power and gold, castles and supply, points...) and the first decisive outcome (:meth:`Terms.outcome`:
who won the challenge, the battle, the bid). The explanation is made of those numbers, in the
game's terms, so two options that lead to different places read differently.

Each game says its terms in a ``coach.py`` beside its ``game.py`` (a module attribute ``TERMS``);
a game without one is explained by its scores alone (:class:`Terms`).

>>> import engine
>>> game = engine.new_game("shadow-throne", seed=3, players=2)
>>> tips = advise(game, "normal", n=2, budget=Budget(draws=2, depth=4, seconds=None))
>>> len(tips) == min(2, len(game.decision.ids)) and all(t.id in game.decision.ids and t.why for t in tips)
True
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

from .bots import GreedyBot
from .game import Game
from .protocol import EngineError, Event
from .search import BOT_LEVELS, LEVELS, SearchBot

Measures = dict[str, dict[str, float]]  # player -> measure name -> value


@dataclass(frozen=True)
class Budget:
    """How much the coach plays out to explain: determinizations per option, decisions per playout,
    and the search's time limit (None: its playouts alone, deterministic given the seed)."""

    draws: int
    depth: int
    seconds: float | str | None = "level"  # the search's limit ("level": the bot level's own)
    total: float | None = None  # after this long in all no more draws are begun (beyond MIN_DRAWS)


MIN_DRAWS = 2  # determinizations every shown option is played in, whatever the time

#: What the coach plays per level (about a second a hint on a small machine; see ``benchmarks/``).
BUDGETS = {
    "beginner": Budget(draws=3, depth=6, seconds=None, total=0.6),
    "normal": Budget(draws=5, depth=8, total=1.2),
    "strong": Budget(draws=6, depth=16, total=1.8),  # the depths are the levels' own (search.LEVELS)
}


@dataclass(frozen=True)
class Played:
    """One option played out in one determinization, as the coach keeps it."""

    draw: int
    value: float  # ``evaluate(seat)`` after the search's depth (before any going on)
    before: Measures
    after: Measures
    outcome: tuple[str, str] | None  # the first decisive outcome: (what happened, its score or "")
    decisions: int  # decisions made, the option's included
    winner: str | None = None  # who won, if the playout reached the game's end ("" : nobody)


@dataclass
class Advice:
    """One option as the coach shows it."""

    id: str
    label: str
    why: str
    value: float  # the mean evaluation over its playouts (0..1)
    reason: str = ""  # the greedy judge's reason
    played: list[Played] = field(default_factory=list)


class Terms:
    """How a game names what changes. This default knows only the game's scores."""

    horizon = 16  # decisions an explaining playout may go on for to reach a decisive outcome

    def measures(self, game: Game, player: str) -> dict[str, float]:
        """Named numbers of ``player``'s position, the main one first (the evaluation reads them)."""
        return {game.score_name: float(game.scores().get(player, 0))}

    def outcome(self, game: Game, seat: str, events: Sequence[Event], start: int) -> tuple[str, str] | None:
        """The first decisive outcome among ``events[start:]`` (a challenge, a battle, a bid), said for
        ``seat``: (what happened, its score), or None when nothing decisive happened."""
        for i in range(start, len(events)):
            said = self.decided(game, seat, events, i)
            if said is not None:
                return said
        return None

    def decided(self, game: Game, seat: str, events: Sequence[Event], i: int) -> tuple[str, str] | None:
        """What ``events[i]`` decided, said for ``seat`` (see :meth:`outcome`), or None."""
        return None

    def name(self, game: Game, player: str) -> str:
        """A player as the coach names them."""
        return player


def who(terms: Terms, game: Game, player: str, seat: str, verb: str) -> str:
    """``"you win"`` for the seat, ``"Stark wins"`` for another player.

    >>> class G:
    ...     pass
    >>> who(Terms(), G(), "Stark", "Stark", "win"), who(Terms(), G(), "Lannister", "Stark", "win")
    ('you win', 'Lannister wins')
    """
    if player == seat:
        return f"you {verb}"
    ending = "es" if verb.endswith(("s", "sh", "ch")) else "s"
    return f"{terms.name(game, player)} {verb}{ending}"


def before(events: Sequence[Event], index: int, kind: str) -> Event | None:
    """The last event of ``kind`` before ``events[index]`` (what a result belongs to)."""
    return next((e for e in reversed(events[:index]) if e.kind == kind), None)


@cache
def _terms_module(module: str) -> Terms | None:
    package = module.rsplit(".", 1)[0]
    name = f"{package}.coach"
    if package == module or importlib.util.find_spec(name) is None:
        return None
    return getattr(importlib.import_module(name), "TERMS", None)


def terms_of(game: Game) -> Terms:
    """The game's :class:`Terms`: the ``coach.py`` beside the nearest class's module that has one."""
    for cls in type(game).__mro__:
        found = _terms_module(cls.__module__)
        if found is not None:
            return found
    return Terms()


def measure_all(terms: Terms, game: Game) -> Measures:
    """Every player's measures."""
    return {p: terms.measures(game, p) for p in game.players}


class _Watching(SearchBot):
    """A search bot that keeps every playout's measures and outcome (its choices are the bot's own).
    While it explains (``going_on``) a playout that decided nothing yet goes on, up to
    :attr:`Terms.horizon` more decisions, until its first decisive outcome (the search's own
    playouts are never lengthened)."""

    def __init__(self, level: str, seed: int, terms: Terms, **overrides: object):
        super().__init__(level, seed, **overrides)  # type: ignore[arg-type]
        self.terms = terms
        self.played: dict[str, dict[int, Played]] = {}
        self.going_on = False

    def _start(self, world: Game, seat: str) -> object:
        return len(world.events), len(world.decisions), measure_all(self.terms, world)

    def _end(self, world: Game, seat: str, option_id: str, draw: int, mark: object, value: float) -> None:
        start, made, measured = mark  # type: ignore[misc]
        outcome = self.terms.outcome(world, seat, world.events, start)
        rng, greedy = random.Random(-draw), GreedyBot(draw)
        for _ in range(self.terms.horizon if self.going_on else 0):
            if outcome is not None or world.decision is None:
                break
            seen = len(world.events)
            noisy = rng.random() < self.level.noise
            world.choose(rng.choice(world.decision.options).id if noisy else greedy.pick(world))
            outcome = self.terms.outcome(world, seat, world.events, seen)
        winner = None
        if world.over:
            winner = (world.result.winner if world.result else None) or ""
        after = measure_all(self.terms, world)
        kept = self.played.setdefault(option_id, {})
        kept[draw] = Played(draw, value, measured, after, outcome, len(world.decisions) - made, winner)

    def explain(self, game: Game, seat: str, option_id: str, draw: int) -> Played:
        """The playout of ``option_id`` in ``draw``: the search's own if it decided something, else
        played now and on to a decisive outcome."""
        known = self.played.get(option_id, {}).get(draw)
        if known is None or (known.outcome is None and known.winner is None and self.terms.horizon):
            self.going_on = True
            self._playout(game, seat, option_id, draw)
            self.going_on = False
        return self.played[option_id][draw]


def advise(
    game: Game,
    level: str = "normal",
    n: int = 5,
    include: Iterable[str] = (),
    seed: int = 0,
    budget: Budget | None = None,
) -> list[Advice]:
    """The pending decision's best ``n`` options by ``level`` (and any of ``include``), best first,
    each explained from playouts in determinizations of its player's view (see the module)."""
    d = game.decision
    if d is None:
        raise EngineError("the game is over; there is nothing to decide")
    if level not in BOT_LEVELS:
        raise EngineError(f"unknown bot level '{level}'; levels are {', '.join(BOT_LEVELS)}")
    seat, terms, start = d.player, terms_of(game), time.perf_counter()
    budget = budget or BUDGETS[level]
    search_level = level if level in LEVELS else "normal"
    seconds = LEVELS[search_level].seconds if budget.seconds == "level" else budget.seconds
    bot = _Watching(search_level, seed, terms, depth=budget.depth, seconds=seconds)
    first = game.sample(seat, random.Random(seed))
    reasons = {o.id: why for o, _, why in first.rank()}
    ranked = list(reasons)
    base = seed
    if level in LEVELS and len(d.options) > 1:
        bot.pick(game)
        search = bot.last
        assert search is not None
        searched = SearchBot._best(search, search.order)
        ranked = [search.chosen] + [o for o in searched if o != search.chosen]
        ranked += [o for o in search.ranked if o not in ranked]
        base = search.seed
    labels = {o.id: o.label for o in d.options}
    shown: list[str] = []
    for o in ranked:  # two copies of a card read alike: the first stands for both
        if len(shown) < n and labels[o] not in {labels[x] for x in shown}:
            shown.append(o)
    shown += [o for o in include if o in reasons and o not in shown]
    draws = [base + 1 + k for k in range(budget.draws)]
    played: dict[str, list[Played]] = {o: [] for o in shown}
    for k, draw in enumerate(draws):  # a draw at a time for every option, so that all have the same draws
        if k >= MIN_DRAWS and budget.total is not None and time.perf_counter() - start > budget.total:
            break
        for o in shown:
            played[o].append(bot.explain(game, seat, o, draw))
    said = focus([deltas(played[o], seat) for o in shown])  # the same measures for every option
    return [
        Advice(
            o,
            labels[o],
            explain(terms, first, seat, played[o], said),
            sum(p.value for p in played[o]) / len(played[o]),
            reasons[o],
            played[o],
        )
        for o in shown
    ]


def number(x: float, sign: bool = True) -> str:
    """A mean as the coach writes it: one decimal at most, with its sign.

    >>> number(1.0), number(-0.25), number(0.0), number(3.0, sign=False)
    ('+1', '-0.2', '±0', '3')
    """
    text = f"{x:+.1f}" if sign else f"{x:.1f}"
    text = text.removesuffix(".0")
    return ("±0" if sign else "0") if text in ("+0", "-0", "0") else text


def deltas(played: Sequence[Played], player: str) -> dict[str, float]:
    """The mean change of each of ``player``'s measures over the playouts."""
    names = played[0].before[player]
    return {k: sum(p.after[player][k] - p.before[player][k] for p in played) / len(played) for k in names}


def focus(changes: Sequence[dict[str, float]], most: int = 3) -> list[str]:
    """The measures besides the main one worth saying for options with these mean ``changes``: those
    that differ between the options, the most different first, else those that move at all.

    >>> focus([{"power": 1, "gold": -2, "cards": -1}, {"power": 0, "gold": -2, "cards": 0}])
    ['cards']
    >>> focus([{"power": 1, "gold": -2, "cards": 0}])
    ['gold']
    """
    names = list(changes[0])[1:]
    spread = {k: max(c[k] for c in changes) - min(c[k] for c in changes) for k in names}
    size = {k: max(abs(c[k]) for c in changes) for k in names}
    differ = [k for k in names if spread[k] >= 0.05]
    moved = differ or [k for k in names if size[k] >= 0.05]
    return sorted(moved, key=lambda k: (-spread[k], -size[k]))[:most]


def explain(terms: Terms, game: Game, seat: str, played: Sequence[Played], shown: Sequence[str] | None = None) -> str:
    """One or two sentences from the playouts' numbers: the usual decisive outcome (when it came in at
    least half of them), how often, and
    the mean change of the seat's main measure and of the ``shown`` others (default: :func:`focus`),
    and of the rival whose main measure moves most."""
    total = len(played)
    parts = []
    outcomes = Counter(p.outcome[0] for p in played if p.outcome)
    what, count = outcomes.most_common(1)[0] if outcomes else ("", 0)
    if 2 * count >= total:  # an outcome in a few continuations only tells more of chance than of the option
        scores = Counter(p.outcome[1] for p in played if p.outcome and p.outcome[0] == what and p.outcome[1])
        score = f" {scores.most_common(1)[0][0]}" if scores else ""
        parts.append(f"{what}{score} in {count} of {total} continuations")
    ended = Counter(p.winner for p in played if p.winner is not None)
    if ended:
        won = ended.get(seat, 0)
        parts.append(f"the game ends in {sum(ended.values())} of {total}, won by you in {won}")
    mine = deltas(played, seat)
    main = next(iter(mine))
    others = focus([mine]) if shown is None else shown
    if abs(mine[main]) >= 0.05:
        said = [f"{main} {number(mine[main])}"]
    else:
        said = [f"{main} unchanged at {number(played[0].before[seat][main], sign=False)}"]
    said = ", ".join(said + [f"{k} {number(mine[k])}" for k in others])
    steps = round(sum(p.decisions for p in played) / total)
    line = f"after {steps} decision{'s' if steps != 1 else ''} on average: your {said}"
    rivals = {p: deltas(played, p)[main] for p in game.players if p != seat}
    if rivals:
        rival = max(rivals, key=lambda p: (abs(rivals[p]), -game.players.index(p)))
        if abs(rivals[rival]) >= 0.05:
            line += f"; {terms.name(game, rival)}'s {main} {number(rivals[rival])}"
    parts.append(line)
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
