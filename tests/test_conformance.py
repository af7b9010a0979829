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


@pytest.fixture(scope="module")
def reports() -> dict[tuple[str, int], list]:
    return {}


def played(reports: dict, game_id: str, players: int) -> list:
    if (game_id, players) not in reports:
        cls = engine.game_class(game_id)
        reports[game_id, players] = [
            check_game(cls, seed, options, players=players) for seed, options in games_of(game_id, players)
        ]
    return reports[game_id, players]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_random_play_keeps_the_invariants_and_moves_along_the_flow(reports, game_id, players):
    problems = [f"seed {r.seed}: {p}" for r in played(reports, game_id, players) for p in r.problems]
    assert problems == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_node_is_entered_and_every_condition_seen_both_ways(reports, game_id):
    cls = engine.game_class(game_id)
    runs = [r for n in cls.player_counts for r in played(reports, game_id, n)]
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
def test_every_rule_cited_is_in_the_catalogue(game_id):
    cls = engine.game_class(game_id)
    catalogue = set(engine.rules(game_id))
    flow = cls(seed=0, options=cls.conformance_options[0]).flow
    assert {d["rule"] for _, d in flow.nodes(data=True) if d["rule"]} - catalogue == set()
    for seed, options in games_of(game_id, cls.player_counts[-1])[:4]:
        game = cls(seed=seed, players=cls.player_counts[-1], options=options)
        bot, cited = engine.RandomBot(seed), set()
        while game.decision is not None:
            cited |= {r.rule for r in game.decision.rejected} | {game.decision.rule} - {None}
            game.choose(bot.pick(game))
        cited |= {e.rule for e in game.events}
        assert cited - catalogue == set(), seed


def partway(game_id: str, players: int, seed: int, share: float = 0.5) -> engine.Game:
    """A random game stopped part of the way through (the same game every time)."""
    options = games_of(game_id, players)[seed][1]
    whole = engine.new_game(game_id, seed=seed, players=players, options=options)
    length = engine.play_out(whole, engine.RandomBot(seed))
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


def strings(value: Any) -> set[str]:
    """Every string inside a view (keys and values, through lists and dataclasses), gathered in one
    walk (no set built per value: this runs for every seat at every decision)."""
    found: set[str] = set()
    todo = [value]
    while todo:
        v = todo.pop()
        if isinstance(v, str):
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
def test_the_standings_at_the_end_rank_every_seat_once_winner_first(game_id, players):
    # rules: each game's end (agot victory, victory.tie, variant.round-cap; shadow-throne scoring,
    # scoring.draw, variant.turn-cap; alliances scoring, scoring.tie)
    for seed, options in games_of(game_id, players)[:8]:
        game = engine.new_game(game_id, seed=seed, players=players, options=options)
        bot = engine.RandomBot(seed)
        while game.decision is not None:
            if len(game.decisions) % 40 == 0:
                assert game.view(None).header.standings == (), "standings only once the game is over"
            game.choose(bot.pick(game))
        view = game.view(game.players[-1])
        table, winner = view.header.standings, game.result.winner
        assert sorted(s.player for s in table) == sorted(game.players), seed
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
def test_option_labels_tell_choices_apart_and_stay_short(game_id, players):
    problems = []
    played = games_of(game_id, players)
    for seed, options in played + [(seed + 1000, options) for seed, options in played]:  # twice the usual games
        game = engine.new_game(game_id, seed=seed, players=players, options=options)
        bot = engine.RandomBot(seed)
        while game.decision is not None:
            problems += [f"seed {seed} at {game.node}: {p}" for p in label_problems(game)]
            game.choose(bot.pick(game))
    assert problems == []


@pytest.mark.parametrize("game_id", GAMES)
def test_doctests(game_id):
    package = importlib.import_module(engine.GAMES[game_id].split(":")[0])
    names = [package.__name__] + [f"{package.__name__}.{m.name}" for m in pkgutil.iter_modules(package.__path__)]
    failed = sum(doctest.testmod(importlib.import_module(n)).failed for n in names)
    assert failed == 0


def test_core_doctests():
    import engine.core as core

    names = ["engine"] + [f"engine.core.{m.name}" for m in pkgutil.iter_modules(core.__path__)]
    assert sum(doctest.testmod(importlib.import_module(n)).failed for n in names) == 0
