"""One conformance suite for every registered game and every player count it takes.

A new game registers in ``engine.GAMES`` and gets all of it: random play with the invariants
checked after every decision, moves only along ``game.flow``, every node entered and every
condition seen both ways, every cited rule in the catalogue, save/load/save identical, undo
equal to replaying from the start, a refused choice that changes nothing, views that hold no
other player's secret, a score table at the end, option labels that tell choices apart, and the
doctests.
"""

from __future__ import annotations

import dataclasses
import doctest
import functools
import importlib
import json
import os
import pickle
import pkgutil
from typing import Any

import pytest

import engine
from engine.core.invariants import check_game

SEEDS = 6  # per player count and option set
GAMES = os.environ.get("CONFORMANCE_GAMES", ",".join(engine.GAMES)).split(",")  # e.g. only agot, while working on it
CASES = [(g, n) for g in GAMES for n in engine.game_class(g).player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]


def games_of(game_id: str, players: int) -> list[tuple[int, dict[str, Any]]]:
    """(seed, options) of the random games the suite plays for one player count."""
    sets = engine.game_class(game_id).conformance_options
    return [(seed, sets[seed % len(sets)]) for seed in range(SEEDS * len(sets))]


class Labels:
    """Watches a game: the label problems (see :func:`label_problems`) of every decision."""

    def __init__(self, seed: int) -> None:
        self.seed, self.problems = seed, []

    def __call__(self, game: engine.Game) -> None:
        if game.decision is not None:
            self.problems += [f"seed {self.seed} at {game.node}: {p}" for p in label_problems(game)]


class Cited:
    """Watches a game: every rule its decisions, refusals and (at the end) events cite."""

    def __init__(self) -> None:
        self.rules: set = set()

    def __call__(self, game: engine.Game) -> None:
        if game.decision is not None:
            self.rules |= {r.rule for r in game.decision.rejected} | {game.decision.rule} - {None}
        else:
            self.rules |= {e.rule for e in game.events}


class Standings:
    """Watches a game: the score table every 40 decisions (it must be empty until the end) and the
    last seat's view at the end, with the result."""

    def __init__(self) -> None:
        self.early: list[int] = []  # decisions at which a score table was shown before the end
        self.end: tuple | None = None  # (the last seat's view, the result, the players) once the game is over

    def __call__(self, game: engine.Game) -> None:
        if game.decision is not None:
            if len(game.decisions) % 40 == 0 and game.view(None).header.standings != ():
                self.early.append(len(game.decisions))
        else:
            self.end = (game.view(game.players[-1]), game.result, game.players)


def watch_game(game_id: str, players: int, seed: int, options: dict[str, Any], *watchers) -> None:
    """Play one seeded random game to its end, showing it to ``watchers`` at every decision and at the end."""
    game = engine.new_game(game_id, seed=seed, players=players, options=options)
    bot = engine.RandomBot(seed)
    while game.decision is not None:
        for w in watchers:
            w(game)
        game.choose(bot.pick(game))
    for w in watchers:
        w(game)


@dataclasses.dataclass
class Walk:
    """One of the suite's random games, played once with the invariants checked after every decision
    (``report``) and the other per-decision checks riding along (each test reads its own)."""

    game_id: str
    players: int
    seed: int
    options: dict[str, Any]
    report: Any
    labels: Labels
    cited: Cited
    standings: Standings | None
    over: bool = False  # the walk reached the end (check_game stops at the first broken invariant)

    def watched(self, name: str, make):
        """The watcher ``name`` of this game; a fresh one shown the whole game if the walk stopped early."""
        if self.over:
            return getattr(self, name)
        fresh = make()
        watch_game(self.game_id, self.players, self.seed, self.options, fresh)
        return fresh


STANDINGS_SEEDS = 8  # the standings test looks at the first eight games of each player count


def walk(game_id: str, players: int, seed: int, options: dict[str, Any]) -> Walk:
    labels, cited = Labels(seed), Cited()
    standings = Standings() if seed < STANDINGS_SEEDS else None
    ended: list[bool] = []

    def watch(game: engine.Game) -> None:
        labels(game)
        cited(game)
        if standings is not None:
            standings(game)
        if game.decision is None:
            ended.append(True)

    report = check_game(engine.game_class(game_id), seed, options, players=players, watch=watch)
    return Walk(game_id, players, seed, options, report, labels, cited, standings, over=bool(ended))


@pytest.fixture(scope="module")
def reports() -> dict[tuple[str, int, int], Walk]:
    return {}


def played(reports: dict, game_id: str, players: int, first: int | None = None) -> list[Walk]:
    """The suite's random games of one player count (``games_of``, the ``first`` of them), each played
    once in this module."""
    for seed, options in games_of(game_id, players)[:first]:
        if (game_id, players, seed) not in reports:
            reports[game_id, players, seed] = walk(game_id, players, seed, options)
    return [reports[game_id, players, seed] for seed, _ in games_of(game_id, players)[:first]]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_random_play_keeps_the_invariants_and_moves_along_the_flow(reports, game_id, players):
    problems = [f"seed {w.seed}: {p}" for w in played(reports, game_id, players) for p in w.report.problems]
    assert problems == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_node_is_entered_and_every_condition_seen_both_ways(reports, game_id):
    cls = engine.game_class(game_id)
    runs = [w.report for n in cls.player_counts for w in played(reports, game_id, n)]
    flow = cls(seed=0, options=cls.conformance_options[0]).flow
    assert set(flow.nodes) - set().union(*(r.visited for r in runs)) == set()
    seen: dict[str, set[bool]] = {}
    for r in runs:
        for key, outcomes in r.seen.items():
            seen.setdefault(key, set()).update(outcomes)
    declared = [f"{n}:{what}" for n, d in flow.nodes(data=True) for what in ("when", "until") if what in d]
    by_choice = ("pick", "each", "secret")  # their repeats end by the player's choice
    declared = [key for key in declared if not (key.endswith(":until") and flow.nodes[key[:-6]]["kind"] in by_choice)]
    one_way = {key: seen.get(key) for key in declared if seen.get(key) != {True, False} and key not in cls.one_sided}
    assert one_way == {}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_cited_is_in_the_catalogue(reports, game_id):
    cls = engine.game_class(game_id)
    catalogue = set(engine.rules(game_id))
    flow = cls(seed=0, options=cls.conformance_options[0]).flow
    assert {d["rule"] for _, d in flow.nodes(data=True) if d["rule"]} - catalogue == set()
    for w in played(reports, game_id, cls.player_counts[-1], 4):  # every decision and the end (Cited)
        assert w.watched("cited", Cited).rules - catalogue == set(), w.seed


@functools.cache
def length_of(game_id: str, players: int, seed: int) -> int:
    """How many decisions the suite's random game ``seed`` takes to its end (played once per run)."""
    options = games_of(game_id, players)[seed][1]
    whole = engine.new_game(game_id, seed=seed, players=players, options=options)
    return engine.play_out(whole, engine.RandomBot(seed))


def partway(game_id: str, players: int, seed: int, share: float = 0.5) -> engine.Game:
    """A random game stopped part of the way through (the same game every time)."""
    options = games_of(game_id, players)[seed][1]
    length = length_of(game_id, players, seed)
    game = engine.new_game(game_id, seed=seed, players=players, options=options)
    engine.play_out(game, engine.RandomBot(seed), max_decisions=int(length * share))
    return game


def fingerprint(game: engine.Game) -> tuple:
    """What makes a position (the state copied, to compare by value later)."""
    return (
        pickle.loads(pickle.dumps(game.state)),
        game.events,
        game.cursor,
        game.active,
        game.rng.getstate(),
        game.decision and (game.decision.player, game.decision.ids),
    )


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_save_load_save_is_identical_and_undo_equals_replaying(game_id, players):
    for seed in range(3):
        game = partway(game_id, players, seed)
        saved = json.loads(json.dumps(game.save()))
        again = engine.load(saved)
        assert again.save() == saved and fingerprint(again) == fingerprint(game)
        made = len(game.decisions)
        for back in (1, 7, made // 2):
            game.go_to(made - back)
            reference = engine.load({**saved, "decisions": saved["decisions"][: made - back]})
            assert fingerprint(game) == fingerprint(reference), (seed, back)
            twin = game.clone()
            assert fingerprint(twin) == fingerprint(game)
            game.go_to(made - back)  # the clone shares nothing: going on with it changed nothing here
            for option_id in saved["decisions"][made - back :]:
                game.choose(option_id)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_refused_choice_changes_nothing(game_id, players):
    for seed in range(3):
        game = partway(game_id, players, seed, 0.3)
        before = fingerprint(game)
        refused = [r.id for r in game.decision.rejected if r.id] + ["no-such-option"]
        for option_id in refused[:5]:
            with pytest.raises(engine.IllegalChoice) as err:
                game.choose(option_id)
            assert err.value.reason and fingerprint(game) == before


SCALARS = frozenset({type(None), bool, int, float})


def strings(value: Any) -> set[str]:
    """Every string inside a view (keys and values, through lists and dataclasses), gathered in one
    walk (no set built per value: this runs for every seat at every decision). Plain dicts and lists
    (all of a view's JSON) are read in a fast lane that looks at each item's exact type."""
    found: set[str] = set()
    todo = [value]
    while todo:
        v = todo.pop()
        kind = type(v)
        if kind is dict or kind is list:
            for x in [*v, *v.values()] if kind is dict else v:
                if type(x) is str:
                    found.add(x)
                elif type(x) not in SCALARS:
                    todo.append(x)
        elif isinstance(v, str):
            found.add(v)
        elif isinstance(v, dict):
            todo += v.keys()
            todo += v.values()
        elif isinstance(v, list | tuple | set):
            todo += v
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            shown = [f.name for f in dataclasses.fields(v) if not f.name.startswith("_")]
            todo += shown
            todo += (getattr(v, name) for name in shown)
    return found


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_view_never_holds_another_players_secret(game_id, players):
    options = games_of(game_id, players)[0][1]
    game = engine.new_game(game_id, seed=1, players=players, options=options)
    bot = engine.RandomBot(1)
    while game.decision is not None:
        for p in game.players:
            view = game.view(p)
            data = dataclasses.replace(view, events=()).to_json()  # the log is history, told as it was
            json.dumps(data)
            assert game.hidden_from(p) & strings(data) == set(), (len(game.decisions), p)
            assert all(e.visible_to is None or p in e.visible_to for e in view.events)
            assert (view.decision is not None) == (game.decision.player == p)
        game.choose(bot.pick(game))


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_the_header_names_seats_round_phase_and_whose_decision(game_id, players):
    options = games_of(game_id, players)[0][1]
    game = engine.new_game(game_id, seed=2, players=players, options=options)
    bot = engine.RandomBot(2)
    rounds = []
    while game.decision is not None:
        h = game.view(None).header
        assert sorted(h.seats) == sorted(game.players) and h.game == game_id
        assert h.first_player is None or h.seats[0] == h.first_player
        assert h.waiting_for == game.decision.player and not h.over
        assert h.phase in game.flow.nodes and set(h.scores) <= set(game.players)
        rounds.append(h.round)
        game.choose(bot.pick(game))
    assert rounds == sorted(rounds) and rounds[-1] >= 1, "the round (or turn) counts up"
    assert game.view(None).header.over


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_the_standings_at_the_end_rank_every_seat_once_winner_first(reports, game_id, players):
    # rules: each game's end (agot victory, victory.tie, variant.round-cap; shadow-throne scoring,
    # scoring.draw, variant.turn-cap; alliances scoring, scoring.tie)
    for w in played(reports, game_id, players, STANDINGS_SEEDS):
        seed, watched = w.seed, w.watched("standings", Standings)  # every 40th decision and the end
        assert watched.early == [], "standings only once the game is over"
        view, result, seats = watched.end
        table, winner = view.header.standings, result.winner
        assert sorted(s.player for s in table) == sorted(seats), seed
        places = [s.place for s in table]
        assert places[0] == 1 and places == sorted(places), (seed, places)
        for i, s in enumerate(table):  # a shared place is the place of the first of those who share it
            assert s.place == (table[i - 1].place if i and s.place == table[i - 1].place else i + 1), (seed, places)
            if i and s.place == table[i - 1].place:
                assert (s.score, s.tiebreaks) == (table[i - 1].score, table[i - 1].tiebreaks), seed
        if winner is not None:
            assert table[0].player == winner and (len(table) == 1 or table[1].place == 2), (seed, table)
        assert {s.player: s.score for s in table} == view.header.scores, seed
        data = view.to_json()["header"]["standings"]
        assert json.loads(json.dumps(data)) == [
            {
                "player": s.player,
                "place": s.place,
                "score": s.score,
                "tiebreaks": [list(t) for t in s.tiebreaks],
                "note": s.note,
            }
            for s in table
        ]


LABEL_LIMIT = 90


def label_problems(game: engine.Game) -> list[str]:
    """Labels of the pending decision that are too long, or shared by choices that are not
    interchangeable (the same verb and targets, subjects that are copies of one card).
    """
    d = game.decision
    assert d is not None
    out = [f"{len(x.label)} characters: {x.label}" for x in [*d.options, *d.rejected] if len(x.label) > LABEL_LIMIT]
    same: dict[str, list[engine.Option]] = {}
    for o in d.options:
        same.setdefault(o.label, []).append(o)
    for label, found in same.items():
        if len({(o.verb, game.card_of(o.subject), o.targets) for o in found}) > 1:
            out.append(f"'{label}' stands for {', '.join(o.id for o in found)}")
    return out


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_option_labels_tell_choices_apart_and_stay_short(reports, game_id, players):
    problems = []
    for w in played(reports, game_id, players):  # the usual games: labels checked as they were played
        problems += w.watched("labels", lambda seed=w.seed: Labels(seed)).problems
    for seed, options in games_of(game_id, players):  # and as many more: twice the usual games
        labels = Labels(seed + 1000)
        watch_game(game_id, players, seed + 1000, options, labels)
        problems += labels.problems
    assert problems == []


def modules(package_name: str) -> list[str]:
    """A package and every module under it, subpackages included."""
    package = importlib.import_module(package_name)
    return [package_name] + [m.name for m in pkgutil.walk_packages(package.__path__, f"{package_name}.")]


@pytest.mark.parametrize("game_id", GAMES)
def test_doctests(game_id):
    names = modules(engine.GAMES[game_id].split(":")[0])
    failed = sum(doctest.testmod(importlib.import_module(n)).failed for n in names)
    assert failed == 0


def test_core_doctests():
    names = ["engine", *modules("engine.core"), *modules("engine.cardgame")]
    assert sum(doctest.testmod(importlib.import_module(n)).failed for n in names) == 0
