"""Determinism: save/load and undo rebuild the identical game."""

import dataclasses
import json
import pickle

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


def test_an_undo_late_in_a_long_game_costs_what_it_costs_early():
    """Nothing that grows with the game is in a snapshot or replayed by an undo: at decision 3,000
    of a six-player melee the state a snapshot keeps is the size it is at decision 300, and an undo
    (or a clone) starts from a snapshot a few decisions back, as it does early on."""
    options = {"windows": "all", "max_rounds": 40}
    g = engine.new_game("agot2", seed=9, players=6, options=options)
    bot = engine.RandomBot(9)
    sizes, replayed = {}, {}
    while g.decision is not None and len(g.decisions) < 3000:
        g.choose(bot.pick(g))
        made = len(g.decisions)
        if made in (300, 3000):
            sizes[made] = len(pickle.dumps(g._snapshots[-1].blob))  # what a snapshot keeps
            last = g.decisions[-1]
            g.undo()
            replayed[made] = len(g.decisions) - g._snapshots[-1].decisions  # decisions made again
            g.choose(last)
            assert len(g.decisions) == made
    assert len(g.events) > 3000 and set(sizes) == {300, 3000}  # a long game, with its log
    assert sizes[3000] < 1.25 * sizes[300]
    assert max(replayed.values()) <= 16, replayed  # not the 20 to 50 of a snapshot every 32 decisions
    assert 3000 / len(g._snapshots) <= g.checkpoint_every + 4  # snapshots all along, not only early


def test_an_agot2_table_survives_pickling_whole():
    """A snapshot keeps every card's state (the state pickles its cards as plain tuples)."""
    g = engine.new_game("agot2", seed=1)
    uid, card = next(iter(g.state.cards.items()))
    values = {"kneeling": True, "power": 3, "gold": 2, "attached_to": "x", "facedown": True, "owner": "Targaryen"}
    for name, value in values.items():
        setattr(card, name, value)
    assert {f.name for f in dataclasses.fields(card)} == {"uid", "data", *values}  # every field is tried
    kept = g.freeze()  # what a snapshot keeps
    again = pickle.loads(pickle.dumps(g.state))
    assert again == g.state and list(again.cards) == list(g.state.cards)
    assert again.cards[uid] is not card and again.cards[uid].data is card.data
    before = g.state
    card.power = 0  # play goes on: what was kept does not change
    g.thaw(kept)
    assert g.state.cards[uid].power == 3 and g.state.cards[uid] is not card
    card.power = 3
    assert g.state == before and list(g.state.cards) == list(before.cards)


def test_going_back_across_the_board_being_laid_out_shows_that_board():
    """Mother of Dragons lays Essos out when a player takes Targaryen: going back to before that must
    show the castle areas of that point's map, not the later one's, also when the way back is a
    snapshot a clone left there (Mother of Dragons lesson 1 crashed on Braavos after Hint, Explore
    and Return: the hint's samples had left a snapshot)."""
    game = engine.new_game("mother-of-dragons", seed=3, players=4)
    bot = engine.GreedyBot(3)
    seen = {}
    for _ in range(40):
        seen[len(game.decisions)] = sorted(game.castle_areas)
        game.clone()  # a clone (a hint's sample) leaves a snapshot at this point
        ids = game.decision.ids
        game.choose("house:targaryen" if "house:targaryen" in ids else bot.pick(game))
    assert "braavos" in game.castle_areas and "braavos" not in seen[0]
    for made in sorted(seen, reverse=True):
        game.go_to(made)
        assert sorted(game.castle_areas) == seen[made], made
