"""Bad input gets one clear message naming what is wrong, and changes nothing."""

import copy
from pathlib import Path

import pytest
import yaml
from helpers import play, position

import engine
from engine.agot import SCENARIOS

SETUP = SCENARIOS / "setup-example.yaml"


def write(tmp_path: Path, data) -> Path:
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data) if not isinstance(data, str) else data)
    return path


def good() -> dict:
    return yaml.safe_load(SETUP.read_text())


def test_wrong_option_id_names_the_legal_ones_and_changes_nothing():
    g = engine.new_game("agot", seed=1)
    before = g.save()
    with pytest.raises(engine.IllegalChoice) as err:
        g.choose("mulligan-twice")
    assert "'mulligan-twice' is not an option" in str(err.value) and "keep, mulligan" in str(err.value)
    assert g.save() == before and g.decision.ids == ["keep", "mulligan"]


def test_rejected_option_carries_reason_and_rule_and_changes_nothing():  # rule: marshalling.play
    g = position(
        "marshalling.turns",
        first_player="Stark",
        players={
            "Stark": {"plot": "a-storm-of-swords", "hand": ["robb-stark"]},
            "Lannister": {"plot": "an-uneasy-peace"},
        },
    )
    gold, hand = g.player("Stark").gold, list(g.zone("Stark", "hand"))
    with pytest.raises(engine.IllegalChoice) as err:
        g.choose("play:S.robb-stark")
    assert err.value.rule == "marshalling.play" and "costs 5 gold" in err.value.reason
    assert g.player("Stark").gold == gold and g.zone("Stark", "hand") == hand


def test_unknown_game_id():
    with pytest.raises(engine.EngineError, match="unknown game id 'chess'; known games: agot"):
        engine.new_game("chess")


def test_unknown_option_and_wrong_player_count():
    with pytest.raises(engine.EngineError, match="unknown option 'drafting'"):
        engine.new_game("agot", options={"drafting": True})
    with pytest.raises(engine.EngineError, match="3 players given"):
        engine.new_game("agot", players=3)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["players"]["Stark"]["hand"].__setitem__(0, "arya-strak"),
            "players.Stark.hand[0]: unknown card 'arya-strak' (did you mean 'arya-stark'?)",
        ),
        (
            lambda d: d["players"]["Stark"].__setitem__("dead", ["S.jon-snow"]),
            "'S.jon-snow' is already in players.Stark.hand[1]; a card can be in only one zone",
        ),
        (
            lambda d: d["players"]["Stark"].__setitem__("gold", -2),
            "players.Stark.gold: Input should be greater than or equal to 0 (got -2)",
        ),
        (lambda d: d.__setitem__("start", "feasting"), "there is no step 'feasting' in agot"),
        (
            lambda d: d["players"]["Stark"]["hand"].extend(["eddard-stark"] * 3),
            "all 2 copies Stark has of it are already placed elsewhere",
        ),
        (lambda d: d["players"]["Stark"].__setitem__("plot", "jon-snow"), "players.Stark.plot: 'jon-snow'"),
        (lambda d: d.pop("title"), "bad.yaml: title: Field required"),
        (lambda d: d["players"].__setitem__("Baratheon", {}), "players.Baratheon"),
        (
            lambda d: d["script"][0].__setitem__("choose", "place:S.robb-stark"),
            "bad.yaml: script[0]: 'place:S.robb-stark' is not an option",
        ),
    ],
)
def test_bad_scenario_files_fail_with_one_clear_message(tmp_path, change, message):
    data = good()
    change(data)
    with pytest.raises(engine.EngineError) as err:
        engine.load_scenario(write(tmp_path, data))
    assert message in str(err.value)
    assert "Traceback" not in str(err.value) and "\n" not in str(err.value).strip()


def test_scenario_that_is_not_yaml_or_missing(tmp_path):
    with pytest.raises(engine.EngineError, match="not valid YAML"):
        engine.load_scenario(write(tmp_path, "game: [agot"))
    with pytest.raises(engine.EngineError, match="scenario file not found"):
        engine.load_scenario(tmp_path / "nope.yaml")
    with pytest.raises(engine.EngineError, match="expected a mapping"):
        engine.load_scenario(write(tmp_path, "- just a list"))


def test_scenario_with_too_much_gold(tmp_path):
    data = good()
    data["players"]["Stark"]["gold"] = 15
    data["players"]["Lannister"]["gold"] = 10
    with pytest.raises(engine.EngineError, match="gold pools hold more than the 20 gold tokens"):
        engine.load_scenario(write(tmp_path, data))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s.pop("decisions"), "saved game: decisions: Field required"),
        (lambda s: s.__setitem__("game", "chess"), "unknown game id 'chess'"),
        (lambda s: s["decisions"].__setitem__(2, "mulligan"), "saved game: decision 3 ('mulligan') cannot be replayed"),
        (lambda s: s.__setitem__("seed", "seven"), "saved game: seed: Input should be a valid integer"),
        (lambda s: s.__setitem__("format", 9), "format 9 is not known"),
    ],
)
def test_malformed_saved_game(change, message):
    g = engine.new_game("agot", seed=4)
    play(g, "keep", "keep", "done", "done")
    saved = copy.deepcopy(g.save())
    change(saved)
    with pytest.raises(engine.EngineError) as err:
        engine.load(saved)
    assert message in str(err.value)


def test_undo_more_than_was_done():
    g = engine.new_game("agot", seed=4)
    with pytest.raises(engine.EngineError, match="cannot undo 1 decisions: 0 have been made"):
        g.undo()


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("players", {"Targaryen": {}}, "players.Targaryen: 'Targaryen' is not one of the players (Stark, Lannister)"),
        ("first_player", "Baratheon", "first_player: 'Baratheon' is not one of the players"),
    ],
)
def test_a_scenario_naming_a_player_who_is_not_at_the_table(tmp_path, field, value, message):  # rule: scenarios
    data = good()
    data[field] = value
    with pytest.raises(engine.EngineError) as err:
        engine.load_scenario(write(tmp_path, data))
    assert message in str(err.value)
