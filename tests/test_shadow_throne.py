"""W Cieniu Tronu (rulebook 003): every rule, the rulebook's examples, odds, invariants."""

import json
from collections import Counter

import pytest

import engine
from engine.core import scenario as core_scenario
from engine.core.invariants import check_game
from engine.shadow_throne import SCENARIOS, ShadowThrone
from engine.shadow_throne.odds import bust_chance


def position(start="turn.start", seed=0, **fields) -> ShadowThrone:
    data = {"game": "shadow-throne", "title": "test", "start": start, "seed": seed, **fields}
    data.setdefault("players", {"Ann": {}, "Bob": {}})
    data.setdefault("first", next(iter(data["players"])))
    return core_scenario.build(ShadowThrone, data, "test")


def play(g, *ids):
    for i in ids:
        g.choose(i)


def kinds(g, kind):
    return [e for e in g.events if e.kind == kind]


def columns(g, p):
    return {v: len(c) for v, c in g.state.seats[p].columns.items()}


@pytest.mark.parametrize(("players", "deck"), [(2, 45), (3, 63), (4, 81)])
def test_deck_by_player_count_and_end_card_aside(players, deck):  # rule: setup.deck
    g = ShadowThrone(seed=1, players=players)
    assert len(g.state.deck) + len(kinds(g, "revealed")) == deck
    assert g.state.aside == ["end"] and len(g.state.box) == 81 - deck
    assert set(Counter(int(u[0]) for u in g.state.box).values()) <= {{2: 4, 3: 2, 4: 0}[players]}


def test_a_turn_starts_with_a_reveal_then_may_stop():  # rule: turn.reveal
    g = position(deck=[6, 5])
    assert g.decision.ids == ["reveal"] and g.decision.rejected[0].id == "stop"
    play(g, "reveal")
    assert "stop" in g.decision.ids


def test_the_rulebook_turn_example_busts_on_a_higher_card():  # rules: turn.reveal, turn.bust
    g = engine.load_scenario(SCENARIOS / "przemek-busts.yaml")
    values = [e.data["value"] for e in kinds(g, "revealed")][:4]
    assert values == [6, 5, 2, 4]
    assert kinds(g, "bust") and g.state.seats["Przemek"].columns == {}
    assert len(g.state.discard) == 4 and g.decision.player == "Maciek"


def test_five_cards_at_most():  # rule: turn
    g = position(deck=[9, 8, 7, 6, 5, 4])
    play(g, *["reveal"] * 5)
    assert g.node == "turn.collect" and len(g.state.turn.revealed) == 5


def test_an_equal_card_allows_eliminating_any_card_even_your_own():  # rule: turn.equal
    g = position(deck=[6, 6], players={"Ann": {"columns": {3: 2}}, "Bob": {"columns": {9: 2}}})
    play(g, "reveal", "reveal", "done")
    assert g.node == "turn.eliminate"
    assert {"eliminate:Ann@3", "eliminate:Bob@9", "skip"} <= set(g.decision.ids)
    play(g, "eliminate:Bob@9")
    assert columns(g, "Bob") == {9: 1}


def test_the_alchemist_takes_the_elimination():  # rules: powers.alchemist, powers.offensive
    g = engine.load_scenario(SCENARIOS / "alchemist-defends.yaml", run_script=False)
    play(g, *[s.choose for s in g.script[:6]])
    rejected = {r.id: r for r in g.decision.rejected}
    assert rejected["eliminate:Maciek@9"].rule == "powers.alchemist"
    assert "eliminate:Maciek@7" in g.decision.ids
    play(g, "eliminate:Maciek@7")
    assert columns(g, "Maciek")[7] == 1


def test_the_queen_restricts_eliminating_others():  # rule: powers.queen
    g = position(deck=[4, 4], players={"Ann": {"columns": {8: 2}}, "Bob": {"columns": {9: 2}}})
    play(g, "reveal", "reveal")
    r = {r.id: r for r in g.decision.rejected}
    assert r["eliminate:Bob@9"].rule == "powers.queen"  # 2 revealed, not more than 2 Queens
    assert "eliminate:Ann@8" in g.decision.ids  # her own cards are fine


def test_offensive_powers_once_per_turn_and_the_change_resets():  # rules: powers.offensive, powers.once
    g = position(deck=[5, 7, 6], players={"Ann": {"columns": {1: 2, 3: 1}}, "Bob": {}})
    play(g, "reveal", "reveal")
    assert {"power:1-", "power:3-", "power:3+"} <= set(g.decision.ids)
    play(g, "power:1-")
    assert "power:1-" not in g.decision.ids and "power:3-" in g.decision.ids  # once per turn
    play(g, "done")  # 7 - 3 = 4: lower than 5
    play(g, "reveal")  # a 6 against the 7 as printed: the change is gone
    assert kinds(g, "revealed")[-1].data["previous"] == 7
    assert "power:1-" not in g.decision.ids  # still spent on the next card
    play(g, "done")
    assert not kinds(g, "bust")


def test_no_powers_question_when_no_power_can_change_the_card():  # rules: powers.offensive, turn.bust
    g = position(deck=[5, 3, 7], players={"Ann": {"columns": {6: 2, 8: 1}}, "Bob": {}})
    play(g, "reveal", "reveal")  # a 3 after a 5, and Ann holds no offensive power
    assert g.node == "turn.reveal" and g.decision.ids == ["reveal", "stop"]
    play(g, "reveal")  # a 7 after a 3: busted at once, with no "leave it" step
    assert kinds(g, "bust") and g.decision.player == "Bob"
    assert ShadowThrone(seed=0, players=2).flow.nodes["turn.powers"]["when"] == (
        "a card lies on an earlier one and a power can change it"
    )


def test_the_powers_question_ends_when_the_last_power_is_spent():  # rules: powers.offensive, powers.once
    g = position(deck=[5, 7, 4], players={"Ann": {"columns": {4: 2}}, "Bob": {}})
    play(g, "reveal", "reveal")
    assert g.node == "turn.powers" and g.decision.ids == ["power:4-", "done"]
    play(g, "power:4-")  # 7 - 2 = 5, equal to the 5: nothing is left to use, so the equal card is next
    assert g.node == "turn.eliminate" and not kinds(g, "bust")


def test_a_power_works_only_for_the_largest_column_ties_included():  # rule: powers.active
    g = position(deck=[5, 7], players={"Ann": {"columns": {4: 2}}, "Bob": {"columns": {4: 2}}})
    play(g, "reveal", "reveal")
    assert "power:4-" in g.decision.ids
    g = position(deck=[5, 4], players={"Ann": {"columns": {4: 1}}, "Bob": {"columns": {4: 2}}})
    play(g, "reveal", "reveal")
    assert g.node == "turn.reveal" and "power:4-" not in g.decision.ids  # no powers question at all
    ann = g.view("Ann").table.seats[0]
    assert ann.player == "Ann" and ann.columns[0].turned and not ann.columns[0].active


def test_the_judge_repeats_a_turned_power():  # rule: powers.judge
    g = position(deck=[3, 9], players={"Ann": {"columns": {1: 1, 5: 1}}, "Bob": {"columns": {1: 2}}})
    play(g, "reveal", "reveal")  # Ann's General is inactive (Bob has more), her Judge is active
    assert "power:1-" not in g.decision.ids and "judge:1-" in g.decision.ids
    play(g, "judge:1-")  # nothing is left to use: the card is compared at once
    assert kinds(g, "power")[0].rule == "powers.judge" and kinds(g, "bust")  # 9 - 3 = 6 > 3


def test_the_prophet_looks_at_the_next_card_in_secret():  # rule: powers.prophet
    g = position(deck=[7, 3], players={"Ann": {"columns": {2: 1}}, "Bob": {}})
    play(g, "reveal", "peek")
    assert [e.data["card"][0] for e in g.view("Ann").events if e.kind == "peeked"] == ["3"]
    assert not [e for e in g.view("Bob").events if e.kind == "peeked"]
    assert g.view("Ann").table.turn.next_card.value == 3 and g.view("Bob").table.turn.next_card is None
    assert bust_chance(g, "Ann") == 0.0 and "peek" not in g.decision.ids
    play(g, "reveal")  # the seen card is on the table: the next one is unknown again
    assert g.view("Ann").table.turn.next_card is None and 0 < bust_chance(g, "Ann") < 1


def test_the_judge_repeats_an_inactive_prophet():  # rules: powers.judge, powers.prophet, powers.active
    g = position(deck=[6, 8, 2], players={"Ann": {"columns": {2: 1, 5: 1}}, "Bob": {"columns": {2: 2}}})
    play(g, "reveal")
    refused = {r.id: r for r in g.decision.rejected}
    assert refused["peek"].rule == "powers.active" and "judge:2" in g.decision.ids
    play(g, "judge:2")
    look = kinds(g, "peek")[-1]
    assert look.rule == "powers.judge" and "Sędzia" in look.text
    assert g.view("Ann").table.turn.next_card.value == 8 and g.decision.options[0].explain.startswith("100%")
    assert g.view("Bob").table.turn.next_card is None and g.view("Bob").table.turn.bust_chance is None
    refused = {r.id: r for r in g.decision.rejected}
    assert "judge:2" not in g.decision.ids and refused["judge:2"].rule == "powers.once"  # the Judge is spent


def test_the_judge_looks_again_once_the_prophets_card_is_revealed():  # rules: powers.judge, powers.prophet
    g = position(deck=[7, 3, 9], players={"Ann": {"columns": {2: 2, 5: 1}}, "Bob": {}})
    play(g, "reveal", "peek")
    refused = {r.id: r for r in g.decision.rejected}
    assert refused["judge:2"].reason == "you already know the next card"
    play(g, "reveal")  # the 3 Ann saw; no power of hers changes a card, so no powers question
    assert g.node == "turn.reveal" and "judge:2" in g.decision.ids
    play(g, "judge:2")
    assert [e.data["card"][0] for e in g.view("Ann").events if e.kind == "peeked"] == ["3", "9"]
    assert bust_chance(g, "Ann") == 1.0  # a 9 after a 3: she knows she should stop
    play(g, "stop", "take")
    assert columns(g, "Ann") == {2: 2, 5: 1, 7: 1, 3: 1}


def test_the_view_shows_the_odds_only_to_the_revealing_player():  # rules: turn.bust, scoring, turn
    g = position(deck=[6, 2], discard=[9, 9, 3], players={"Ann": {"columns": {3: 2}}, "Bob": {"columns": {7: 1}}})
    play(g, "reveal")
    mine, theirs, onlooker = g.view("Ann"), g.view("Bob"), g.view()
    assert mine.table.turn.bust_chance == onlooker.table.turn.bust_chance == bust_chance(g, "Ann") > 0
    assert theirs.table.turn.bust_chance is None and theirs.table.turn.revealed[0].value == 6
    assert [(c.value, c.cards) for c in mine.table.discard] == [(3, 1), (9, 2)]
    assert (mine.table.deck, mine.table.removed, mine.table.end_card) == (len(g.state.deck), 36, "aside")
    h = theirs.header
    assert (h.seats, h.first_player, h.round, h.round_name) == (("Ann", "Bob"), "Ann", 1, "turn")
    assert (h.scores, h.score_name, h.phase, h.waiting_for) == ({"Ann": 3, "Bob": 0}, "points", "turn.reveals", "Ann")
    assert json.loads(json.dumps(theirs.to_json()))["table"]["seats"][1]["columns"][0]["name"] == "Alchemik (Alchemist)"
    play(g, "reveal", "done", "stop", "take")  # Ann's Jester could change the 2, so she is asked
    assert g.view("Bob").header.round == 2 and g.view("Bob").table.turn.player == "Bob"


def test_columns_same_type_sixth_card_and_compulsory_new_columns():  # rules: columns.*
    g = position(deck=[6, 6, 2], players={"Ann": {"columns": {6: 4}}, "Bob": {}, "Cy": {}, "Di": {}})
    play(g, "reveal", "reveal", "skip", "reveal", "stop", "take")
    assert columns(g, "Ann") == {6: 5, 2: 1}  # the sixth Minstrel went to the discard pile
    assert any(e.rule == "columns.sixth" for e in kinds(g, "discarded"))


def test_no_room_means_discard_or_replace_an_old_column():  # rules: columns.limit, columns.replace
    g = position(deck=[8, 3], players={"Ann": {"columns": {1: 1, 2: 1, 4: 1, 5: 2, 7: 1}}, "Bob": {}})
    play(g, "reveal", "reveal", "done", "stop", "take")
    assert g.node == "turn.collect" or g.decision.rule == "columns.new"
    assert {"discard:8", "replace:8@1", "discard:3"} <= set(g.decision.ids)
    play(g, "replace:8@1", "discard:3")
    assert columns(g, "Ann") == {2: 1, 4: 1, 5: 2, 7: 1, 8: 1}


def test_the_rulebook_exchange_example():  # rules: exchange, columns.replace
    g = engine.load_scenario(SCENARIOS / "exchange-for-the-queen.yaml")
    assert columns(g, "Przemek") == {3: 1, 4: 1, 7: 2, 9: 1, 8: 1}
    assert columns(g, "Maciek") == {8: 2, 2: 1, 5: 1}
    assert len(g.state.discard) == 2 + 3  # the General column, the three cards Maciek did not keep


def test_minstrel_and_king_restrict_exchanges():  # rules: powers.minstrel, powers.king
    g = position(deck=[5], players={"Ann": {"columns": {9: 2}}, "Bob": {"columns": {6: 1, 8: 2}}})
    play(g, "reveal", "stop")
    r = {r.id: r for r in g.decision.rejected}
    assert r["exchange:Bob@8"].rule == "powers.king"  # one card revealed, two Kings held
    g = position(deck=[5, 4], players={"Ann": {}, "Bob": {"columns": {6: 1, 8: 2}}})
    play(g, "reveal", "reveal", "stop")
    assert "exchange:Bob@6" in g.decision.ids
    assert {r.id: r.rule for r in g.decision.rejected}["exchange:Bob@8"] == "powers.minstrel"


def test_the_end_card_ends_the_game_and_columns_of_two_score():  # rules: end, scoring
    g = engine.load_scenario(SCENARIOS / "scoring-22-23.yaml")
    assert g.over and g.result.scores == {"Ola": 22, "Jan": 23} and g.result.winner == "Jan"


def test_equal_scores_are_a_draw():  # rule: scoring.draw
    g = position(deck=[0], end_card="deck", players={"Ann": {"columns": {5: 2}}, "Bob": {"columns": {5: 2}}})
    play(g, "reveal")
    assert g.over and g.result.winner is None and g.result.rule == "scoring.draw"


def test_the_end_card_is_shuffled_in_when_the_deck_first_runs_out():  # rule: setup.reshuffle
    g = position(deck=[3])
    g.state.discard, g.state.deck = g.state.deck[1:], g.state.deck[:1]  # only the 3 is left to draw
    play(g, "reveal", "stop", "take")
    assert g.state.deck == [] and g.state.aside == ["end"]
    play(g, "reveal")
    assert kinds(g, "reshuffle") and g.state.aside == []


def test_bust_chance_counts_the_deck_and_the_powers():
    g = position(deck=[5, 9, 9, 2], players={"Ann": {"columns": {1: 1}}, "Bob": {}})
    g.state.discard, g.state.deck = g.state.deck[4:], g.state.deck[:4]  # the deck: 5, 9, 9, 2
    play(g, "reveal")  # a 5 is out; a 9 less the General's 3 is still 6 > 5; a 2 is safe
    assert bust_chance(g, "Ann") == pytest.approx(2 / 3)
    assert g.decision.options[0].explain == "67% that the next card busts you"


def test_a_greedy_bot_beats_a_random_one():
    wins = Counter()
    for seed in range(30):
        g = ShadowThrone(seed=seed, players=["Greedy", "Random"])
        bots = {"Greedy": engine.GreedyBot(seed), "Random": engine.RandomBot(seed)}
        while g.decision:
            g.choose(bots[g.decision.player].pick(g))
        wins[g.result.winner] += 1
    assert wins["Greedy"] > wins["Random"] * 2


GAMES = 1000


@pytest.mark.parametrize("players", [2, 3, 4])
def test_thousands_of_random_games_keep_the_invariants(players, capsys):
    # invariants: 82 cards conserved, no column over five, at most five columns; flow moves follow edges
    visited, outcomes = set(), Counter()
    for seed in range(GAMES):
        report = check_game(ShadowThrone, seed, players=players)
        assert report.problems == [], (seed, report.problems)
        visited |= report.visited
        outcomes["draw" if report.winner is None else "win"] += 1
    with capsys.disabled():
        print(f"\n{GAMES} random {players}-player games: {dict(outcomes)}")
    assert visited == set(ShadowThrone(seed=0, players=players).flow.nodes)


def test_every_cited_rule_is_in_the_catalogue():
    rules = engine.rules("shadow-throne")
    g = ShadowThrone(seed=3, players=4)
    engine.play_out(g, engine.RandomBot(3))
    assert {e.rule for e in g.events} <= set(rules)
    assert {d["rule"] for _, d in g.flow.nodes(data=True) if d["rule"]} <= set(rules)


def test_bad_scenarios_fail_clearly(tmp_path):
    with pytest.raises(engine.EngineError, match="at most 5"):
        position(players={"Ann": {"columns": {1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1}}, "Bob": {}})
    with pytest.raises(engine.EngineError, match="only 1 are left in a 2-player game"):
        position(players={"Ann": {"columns": {7: 4}}, "Bob": {"columns": {7: 2}}})
    with pytest.raises(engine.EngineError, match="'Cy' is not one of the players"):
        position(first="Cy")


def test_the_turn_cap_option_ends_the_game_without_a_winner():  # rule: variant.turn-cap
    g = ShadowThrone(seed=3, players=3, options={"max_turns": 4})
    engine.play_out(g, engine.RandomBot(3))
    assert (g.state.turns, g.result.rule, g.result.winner) == (4, "variant.turn-cap", None)
    for bad in (0, -2, "ten", 2.5, True):
        with pytest.raises(engine.EngineError, match="max_turns"):
            ShadowThrone(seed=1, players=3, options={"max_turns": bad})


def test_compare_is_its_own_step_after_the_powers():  # rules: turn.bust, powers.offensive
    flow = ShadowThrone(seed=0, players=2).flow
    assert flow.edges["turn.powers", "turn.compare"]["kind"] == "next"
    assert flow.nodes["turn.compare"]["when"] == "a card lies on an earlier one"
    assert flow.nodes["turn.card"]["ends"].startswith("the end card")


def test_the_standings_rank_by_points():  # rule: scoring
    g = engine.load_scenario(SCENARIOS / "scoring-22-23.yaml")
    table = g.view("Ola").header.standings
    assert [(s.player, s.place, s.score, s.tiebreaks) for s in table] == [("Jan", 1, 23, ()), ("Ola", 2, 22, ())]


def test_a_draw_shares_first_place_in_the_standings():  # rule: scoring.draw
    g = position(deck=[0], end_card="deck", players={"Ann": {"columns": {5: 2}}, "Bob": {"columns": {5: 2}}})
    assert g.view(None).header.standings == ()
    play(g, "reveal")
    table = g.view("Bob").header.standings
    assert [(s.player, s.place, s.score) for s in table] == [("Ann", 1, 5), ("Bob", 1, 5)]
    assert table[0].note == "a draw with Bob: equal highest points"
    assert g.view("Bob").to_json()["header"]["standings"][1]["note"] == "a draw with Ann: equal highest points"
