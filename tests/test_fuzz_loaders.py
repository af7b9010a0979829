"""Fuzzed scenario files and saved games: either they load, or one clear EngineError says why."""

import copy
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.agot import SCENARIOS as AGOT
from engine.shadow_throne import SCENARIOS as SHADOW

BASES = [
    yaml.safe_load((AGOT / "unique-example.yaml").read_text()),
    yaml.safe_load((SHADOW / "alchemist-defends.yaml").read_text()),
]
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 60),
    st.text(max_size=12),
    st.lists(st.integers(-2, 12), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
)


def paths(data, prefix=()):
    """Every place in a nested mapping/list where a value could be replaced."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield (*prefix, k)
            yield from paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield (*prefix, i)
            yield from paths(v, (*prefix, i))


def replaced(data, where, value):
    out = copy.deepcopy(data)
    node = out
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    return out


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(range(len(BASES))), pick=st.integers(0, 10_000), value=JUNK)
def test_a_mangled_scenario_loads_or_fails_with_one_clear_message(base, pick, value):
    data = BASES[base]
    where = list(paths(data))[pick % len(list(paths(data)))]
    mangled = replaced(data, where, value)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.yaml"
        path.write_text(yaml.safe_dump(mangled, allow_unicode=True))
        try:
            engine.load_scenario(path)
        except engine.EngineError as err:
            assert str(err).startswith("fuzz.yaml: ") and "\n" not in str(err).strip()


@settings(max_examples=100, deadline=None, derandomize=True)
@given(index=st.integers(0, 30), value=st.one_of(st.text(max_size=15), st.integers(), st.none()))
def test_a_mangled_saved_game_loads_or_fails_clearly(index, value):
    g = engine.new_game("agot", seed=2, options={"windows": "auto"})
    for _ in range(25):
        g.choose(g.decision.ids[0])
    saved = g.save()
    saved["decisions"][index % len(saved["decisions"])] = value
    try:
        engine.load(saved)
    except engine.EngineError as err:
        assert str(err).startswith("saved game: ")
