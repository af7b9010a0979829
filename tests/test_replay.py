"""Determinism: save/load and undo rebuild the identical game."""

import dataclasses
import json

import engine
from engine.agot import SCENARIOS, Agot


def snapshot(game) -> dict:
    """Everything that makes a position: the table, the log, the cursor, the random generator."""
    return {
        "state": dataclasses.asdict(game.state),
        "events": [dataclasses.asdict(e) for e in game.events],
        "cursor": list(game.cursor),
        "rng": game.rng.getstate(),
        "decision": None if game.decision is None else (game.decision.player, game.decision.ids),
        "views": [game.view(p).to_json() | {"decision": None} for p in game.players],
    }


def played(seed: int, decisions: int, windows: str = "all") -> Agot:
    g = Agot(seed=seed, options={"windows": windows})
    bot = engine.RandomBot(seed)
    for _ in range(decisions):
        if g.decision is None:
            break
        g.choose(bot.pick(g))
    return g


def test_save_then_load_gives_the_identical_game():
    for seed in range(5):
        g = played(seed, 150)
        saved = json.loads(json.dumps(g.save()))  # it survives JSON
        again = engine.load(saved)
        assert snapshot(again) == snapshot(g)


def test_a_loaded_game_goes_on_exactly_like_the_original():
    g = played(3, 80)
    again = engine.load(g.save())
    a, b = engine.RandomBot(9), engine.RandomBot(9)
    for _ in range(100):
        if g.decision is None:
            break
        g.choose(a.pick(g))
        again.choose(b.pick(again))
    assert snapshot(again) == snapshot(g)


def test_undo_then_the_same_choice_gives_the_identical_state():
    for seed in range(5):
        g = played(seed, 120)
        before = snapshot(g)
        last = g.decisions[-1]
        g.undo()
        assert len(g.decisions) == 119
        g.choose(last)
        assert snapshot(g) == before


def test_undo_several_steps_back_to_the_start():
    g = played(2, 40)
    fresh = Agot(seed=2, options={"windows": "all"})
    g.undo(40)
    assert snapshot(g) == snapshot(fresh)


def test_scenario_games_save_and_load_too():
    g = engine.load_scenario(SCENARIOS / "unique-example.yaml")
    g.choose(g.decision.ids[0])
    again = engine.load(json.loads(json.dumps(g.save())))
    assert snapshot(again) == snapshot(g)
