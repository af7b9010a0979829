"""Many seeded random-bot games: invariants after every decision, moves along game.flow."""

from collections import Counter

import pytest

import engine
from engine.agot import Agot
from engine.agot.cardtext import ABILITIES, STAYS_STANDING
from engine.core.invariants import check_game

GAMES = 500
ROUND_CAP = 40


def options(seed: int) -> dict:
    """Most games skip empty windows; every fifth asks in every window; every seventh drafts plots."""
    return {"windows": "all" if seed % 5 == 0 else "auto", "draft": seed % 7 == 0, "max_rounds": ROUND_CAP}


@pytest.fixture(scope="module")
def reports():
    return [check_game(Agot, seed, options(seed)) for seed in range(GAMES)]


def test_every_game_keeps_the_invariants_and_follows_the_flow(reports):
    # rules: victory, setup.supply, kneel, plot.reveal; invariants checked after every decision
    problems = [f"seed {r.seed}: {p}" for r in reports for p in r.problems]
    assert problems == []


def test_every_game_ends_with_a_winner_by_the_rules_or_at_the_cap(reports, capsys):  # rules: victory, victory.tie
    outcomes = Counter(r.reason.split(" has ")[0] if r.winner else "round cap" for r in reports)
    capped = sum(1 for r in reports if r.winner is None)
    with capsys.disabled():
        print(f"\n{GAMES} random games: {dict(outcomes)}; {capped} reached the cap of {ROUND_CAP} rounds")
    assert all(r.winner or "round cap" in r.reason for r in reports)
    assert capped < GAMES // 10  # random play still reaches 15 power nearly always


def test_random_games_visit_every_node_of_the_flow(reports):
    visited = set().union(*(r.visited for r in reports))
    flow = Agot(seed=0).flow
    assert visited == set(flow.nodes)


def test_every_rule_cited_is_in_the_catalogue(reports):
    catalogue = engine.rules("agot")
    game = Agot(seed=0)
    flow_rules = {d["rule"] for _, d in game.flow.nodes(data=True) if d["rule"]}
    assert flow_rules <= set(catalogue)
    for seed in range(20):
        g = Agot(seed=seed, options=options(seed))
        engine.play_out(g, engine.RandomBot(seed))
        assert {e.rule for e in g.events} <= set(catalogue), seed


def test_every_kind_of_event_happens(reports):
    kinds = Counter()
    for r in reports:
        kinds.update(r.events)
    for kind in (
        "mulligan",
        "place",
        "plots-recycled",
        "initiative",
        "income",
        "played",
        "duplicate",
        "challenge",
        "stealth",
        "challenge-won",
        "no-claim",
        "killed",
        "discarded",
        "power-moved",
        "power",
        "power-returned",
        "dominance",
        "stand",
        "taxation",
        "drafted",
        "game-over",
    ):
        assert kinds[kind] > 0, kind


def test_bots_use_every_kind_of_ability(reports, capsys):
    # rules: abilities.actions, abilities.responses, abilities.saves, abilities.passive,
    # abilities.lasting, plot.when-revealed, cards.duplicate
    used = Counter()
    for r in reports:
        used.update(r.tally)
    kinds = {k: n for k, n in used.items() if not k.startswith("card:")}
    with capsys.disabled():
        print(f"\nabilities used in {GAMES} random games: {dict(sorted(kinds.items()))}")
    for kind in ("action", "response", "save", "passive", "when-revealed", "lasting", "constant"):
        assert used[kind] > 0, kind
    never = [c for c in [*ABILITIES, *STAYS_STANDING] if not used[f"card:{c}"]]
    assert never == []  # every card ability the engine implements fires in random play
