"""Mother of Dragons: loyalty tokens, Targaryen's victory points, Pentos and the ten cards of
Westeros deck IV. Each test sets a deck IV card as the card being resolved and drives
``loyalty.resolve`` with chosen options, or changes the board and calls ``loyalty.update``.
"""

from __future__ import annotations

import pytest

import engine
from engine.board import victory
from engine.board.mother_of_dragons import loyalty
from engine.board.state import Combat, Unit
from engine.core.game import GameOver
from engine.core.protocol import Decision

PLAYERS = ["Stark", "Lannister", "Greyjoy", "Targaryen"]


def new_game(card: str | None = None, **state):
    game = engine.new_game("mother-of-dragons", seed=1, players=PLAYERS)
    if card:
        game.state.current = f"IV:{card}"
    for key, value in state.items():
        setattr(game.state, key, value)
    return game


def drive(game, *picks: str) -> list[Decision]:
    """Resolve the current deck IV card, answering its decisions with these option ids in order;
    returns the decisions asked. Every pick must be legal and the card must end after the last."""
    walk = loyalty.resolve(game)
    asked: list[Decision] = []
    try:
        decision = next(walk)
        for pick in picks:
            asked.append(decision)
            chosen = decision.option(pick)
            if chosen is None:
                raise decision.refusal(pick)
            decision = walk.send(chosen)
        raise AssertionError(f"the card asks more: {decision.prompt} {decision.ids}")
    except StopIteration:
        assert len(asked) == len(picks), f"the card ended after {len(asked)} of {len(picks)} choices"
        return asked


def ask(game, *picks: str) -> Decision:
    """The decision the card asks after these picks (the walk is left there)."""
    walk = loyalty.resolve(game)
    decision = next(walk)
    for pick in picks:
        decision = walk.send(decision.option(pick))
    return decision


def refusal(decision: Decision, option_id: str) -> str:
    found = [r.reason for r in decision.rejected if r.id == option_id]
    assert found, f"{option_id} is not refused: options {decision.ids}"
    return found[0]


def kinds(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


# -- placing tokens: the listed areas and the pay-for-one cards ----------------------------------


def test_the_rulebook_example_a_card_naming_the_stony_shore_puts_a_token_there():
    # rule: mod.targaryen.loyalty
    # rule: mod.targaryen.deck-iv
    # rule: mod.deck-iv.empty_promises
    game = new_game("empty_promises")
    drive(game, "loyalty-decline")
    assert game.state.loyalty == {"kings_landing": 1, "the_stony_shore": 1}
    assert game.state.power["targaryen"] == 7  # declining costs nothing


def test_empty_promises_pays_one_power_for_a_token_on_one_named_area():
    # rule: mod.deck-iv.empty_promises
    game = new_game("empty_promises")
    (asked,) = drive(game, "loyalty:moat_cailin")
    assert asked.player == "Targaryen"
    assert set(asked.ids) == {"loyalty:the_mountains_of_the_moon", "loyalty:moat_cailin", "loyalty-decline"}
    assert game.state.loyalty["moat_cailin"] == 1 and "the_mountains_of_the_moon" not in game.state.loyalty
    assert game.state.power["targaryen"] == 6


def test_without_power_nothing_is_bought_and_the_log_says_why():
    # rule: mod.deck-iv.southron_ambitions
    game = new_game("southron_ambitions")
    game.state.power["targaryen"] = 0
    drive(game)  # no question: the only choice would be to pay nothing
    assert game.state.loyalty == {"kings_landing": 1, "searoad_marches": 1, "dornish_marches": 1}
    (why,) = kinds(game.events, "loyalty-cannot-pay")
    assert why.text.endswith("you have 0 power token(s) and this costs 1")


def test_an_offer_too_dear_is_refused_with_its_reason_beside_one_that_is_not():
    # rule: mod.deck-iv.watering_the_seed
    game = new_game("watering_the_seed")
    game.state.units["harrenhal"] = [Unit("targaryen", "dragon")]
    decision = ask(game)
    assert "loyalty:riverrun" in decision.ids
    assert refusal(decision, "loyalty:harrenhal").startswith("you control this area")


def test_southron_ambitions_and_strongholds_of_resistance_offer_their_two_areas():
    # rule: mod.deck-iv.southron_ambitions
    # rule: mod.deck-iv.strongholds_of_resistance
    game = new_game("southron_ambitions")
    drive(game, "loyalty:the_boneway")
    assert {a: game.state.loyalty.get(a) for a in ("searoad_marches", "dornish_marches", "the_boneway")} == {
        "searoad_marches": 1,
        "dornish_marches": 1,
        "the_boneway": 1,
    }
    game = new_game("strongholds_of_resistance")
    (asked,) = drive(game, "loyalty:white_harbor")
    assert set(asked.ids) == {"loyalty:harrenhal", "loyalty:white_harbor", "loyalty-decline"}
    assert game.state.loyalty["seagard"] == 1 and game.state.loyalty["white_harbor"] == 1


def test_the_supply_of_twenty_tokens_is_never_exceeded():
    # rule: mod.targaryen.loyalty
    game = new_game("playing_with_fire", loyalty={"kings_landing": 19})
    assert loyalty.supply_left(game) == 1
    drive(game)  # the supply is empty after Riverrun: nothing more to pay for
    assert game.state.loyalty == {"kings_landing": 19, "riverrun": 1}
    (out,) = kinds(game.events, "loyalty-out")
    assert "The Arbor" in out.text and out.rule == "mod.targaryen.loyalty"


def test_taken_tokens_go_back_to_the_supply():
    # rule: mod.targaryen.loyalty
    game = new_game(loyalty={"kings_landing": 18, "the_reach": 2})
    assert loyalty.supply_left(game) == 0
    game.state.units["the_reach"] = [Unit("targaryen", "dragon")]
    loyalty.collect(game)
    assert loyalty.supply_left(game) == 2 and game.state.loyalty_won == 2


def test_domestic_disputes_pays_once_for_up_to_four_home_areas():
    # rule: mod.deck-iv.domestic_disputes
    game = new_game("domestic_disputes")
    asked = drive(game, "loyalty:winterfell", "loyalty:sunspear", "loyalty-done")
    assert game.state.loyalty["storms_end"] == 1
    assert game.state.loyalty["winterfell"] == 1 and game.state.loyalty["sunspear"] == 1
    assert game.state.power["targaryen"] == 6  # 1 power for the whole card
    assert "loyalty:pentos" not in asked[0].ids  # only other houses' homes
    assert refusal(asked[1], "loyalty:winterfell") == "this card already put a token there"
    assert "loyalty-done" in asked[1].ids and "loyalty-decline" in asked[0].ids


def test_domestic_disputes_stops_after_four():
    # rule: mod.deck-iv.domestic_disputes
    game = new_game("domestic_disputes")
    drive(game, "loyalty:winterfell", "loyalty:sunspear", "loyalty:the_eyrie", "loyalty:pyke")
    assert sum(game.state.loyalty.get(a, 0) for a in ("winterfell", "sunspear", "the_eyrie", "pyke")) == 4
    assert game.state.loyalty["storms_end"] == 1


def test_watering_the_seed_costs_the_victory_points_and_skips_controlled_river_areas():
    # rule: mod.deck-iv.watering_the_seed
    game = new_game("watering_the_seed", loyalty_won=2)  # 2 tokens + Pentos: 3 points
    game.state.units["harrenhal"] = [Unit("targaryen", "dragon")]
    asked = drive(game, "loyalty:riverrun", "loyalty:seagard")
    assert game.state.power["targaryen"] == 7 - 3
    assert game.state.loyalty["riverrun"] == 1 and game.state.loyalty["seagard"] == 1
    assert "the card names only areas you do not control" in refusal(asked[0], "loyalty:harrenhal")
    assert "loyalty:pyke" not in asked[0].ids  # not beside a river
    assert [o.label for o in asked[0].options if o.id == "loyalty:riverrun"] == [
        "Pay 3 power: a loyalty token on Riverrun"
    ]


def test_watering_the_seed_costs_too_much_with_many_points():
    # rule: mod.deck-iv.watering_the_seed
    game = new_game("watering_the_seed", loyalty_won=5)
    game.state.power["targaryen"] = 5
    drive(game)
    assert game.state.power["targaryen"] == 5 and game.state.loyalty == {"kings_landing": 1}
    (why,) = kinds(game.events, "loyalty-cannot-pay")
    assert why.text.endswith("you have 5 power token(s) and this costs 6")


# -- the cards with other texts -------------------------------------------------------------------


def test_the_long_plan_makes_the_chosen_player_place_two_tokens_on_different_areas():
    # rule: mod.deck-iv.the_long_plan
    game = new_game("the_long_plan")
    asked = drive(game, "rival:stark", "loyalty:the_reach", "loyalty:the_boneway")
    assert {"rival:stark", "rival:lannister", "rival:greyjoy", "loyalty-decline"} == set(asked[0].ids)
    assert "rival:baratheon" not in asked[0].ids  # a vassal is no player
    assert asked[1].player == "Stark" and asked[2].player == "Stark"
    assert refusal(asked[2], "loyalty:the_reach") == "the two tokens go on different areas"
    s = game.state
    assert s.loyalty["castle_black"] == 1 and s.loyalty["yronwood"] == 1
    assert s.loyalty["the_reach"] == 1 and s.loyalty["the_boneway"] == 1
    assert s.power["targaryen"] == 6 and s.power["stark"] == 7


def test_playing_with_fire_places_a_token_and_a_rivals_unit_in_an_uncontrolled_area():
    # rule: mod.deck-iv.playing_with_fire
    game = new_game("playing_with_fire")
    asked = drive(game, "loyalty:the_reach", "rival:stark@the_reach", "place:knight@the_reach")
    assert "loyalty:winterfell" not in asked[0].ids  # Stark controls it
    assert "loyalty:kings_landing" not in asked[0].ids  # a neutral force holds it
    assert asked[1].player == "Targaryen" and asked[2].player == "Stark"
    s = game.state
    assert [(u.house, u.kind) for u in s.units["the_reach"]] == [("stark", "knight")]
    assert s.loyalty["the_reach"] == 1 and s.loyalty["riverrun"] == 1 and s.loyalty["the_arbor"] == 1
    assert s.power["targaryen"] == 6


def test_playing_with_fire_refuses_a_unit_kind_the_rival_has_none_of():
    # rule: mod.deck-iv.playing_with_fire
    game = new_game("playing_with_fire")
    s = game.state
    s.units["the_reach"] = [Unit("stark", "siege_engine") for _ in range(2)]
    decision = ask(game, "loyalty:karhold", "rival:stark@karhold")
    assert decision.player == "Stark"
    assert refusal(decision, "place:siege_engine@karhold") == "no siege engine is left in your pool"


def test_fire_made_flesh_trades_a_dragon_for_strength():
    # rule: mod.deck-iv.fire_made_flesh
    game = new_game("fire_made_flesh", dragon_strength=1)
    asked = drive(game, "sacrifice:norvos")
    assert refusal(asked[0], "revive:pentos") == "none of your dragons has been destroyed"
    s = game.state
    assert s.dragon_strength == 2
    assert "norvos" not in s.units and sum(u.kind == "dragon" for u in s.units["the_rhoyne"]) == 2
    assert s.loyalty["the_reach"] == 1


def test_fire_made_flesh_brings_a_destroyed_dragon_back_to_pentos():
    # rule: mod.deck-iv.fire_made_flesh
    game = new_game("fire_made_flesh")
    del game.state.units["norvos"]  # a dragon lost earlier
    drive(game, "revive:pentos")
    assert [u.kind for u in game.state.units["pentos"]].count("dragon") == 1
    assert game.state.dragon_strength == 0


def test_fire_made_flesh_refuses_a_trade_with_no_strength_token_left():
    # rule: mod.deck-iv.fire_made_flesh
    game = new_game("fire_made_flesh", dragon_strength=5)
    decision = ask(game)
    assert refusal(decision, "sacrifice:norvos") == "no dragon strength token is left on the round track"
    assert decision.ids == ["fire-nothing"]


def test_fire_made_flesh_refuses_pentos_held_by_an_enemy():
    # rule: mod.deck-iv.fire_made_flesh
    game = new_game("fire_made_flesh")
    del game.state.units["norvos"]
    game.state.units["pentos"] = [Unit("greyjoy", "footman")]
    decision = ask(game)
    assert refusal(decision, "revive:pentos") == "you do not control Pentos"


def test_scattering_dissent_moves_tokens_in_reverse_order_and_targaryen_may_pay_to_undo():
    # rule: mod.deck-iv.scattering_dissent
    game = new_game("scattering_dissent")
    asked = drive(
        game,
        "shift:karhold@winterfell",  # Targaryen, last on the Iron Throne, moves first
        "shift:oldtown@three_towers",  # Greyjoy
        "shift-stand",
        "shift:winterfell@the_stony_shore",  # Stark
        "shift-cancel",
        "shift:kings_landing@blackwater",  # Lannister
        "shift-stand",
    )
    assert [d.player for d in asked] == [
        "Targaryen",
        "Greyjoy",
        "Targaryen",
        "Stark",
        "Targaryen",
        "Lannister",
        "Targaryen",
    ]
    assert game.state.loyalty == {"winterfell": 1, "three_towers": 1, "blackwater": 1}
    assert game.state.power["targaryen"] == 6  # one undo at 1 power
    assert "shift:karhold@the_shivering_sea" not in asked[0].ids  # only land areas


def test_word_spreads_quickly_goes_in_turn_order_and_an_undo_costs_two():
    # rule: mod.deck-iv.word_spreads_quickly
    game = new_game("word_spreads_quickly")
    game.state.power["targaryen"] = 2
    asked = drive(
        game,
        "shift:crackclaw_point@harrenhal",  # Lannister
        "shift-cancel",
        "shift:three_towers@oldtown",  # Stark: Targaryen has no power left, it is not asked
        "shift:oldtown@three_towers",  # Greyjoy
        "shift:kings_landing@kingswood",  # Targaryen
    )
    assert [d.player for d in asked] == ["Lannister", "Targaryen", "Stark", "Greyjoy", "Targaryen"]
    assert game.state.power["targaryen"] == 0
    assert game.state.loyalty == {"crackclaw_point": 1, "three_towers": 1, "kingswood": 1}


def test_a_moved_token_that_reaches_a_targaryen_area_is_taken():
    # rule: mod.deck-iv.word_spreads_quickly
    # rule: mod.targaryen.loyalty-gain
    game = new_game("word_spreads_quickly")
    game.state.units["harrenhal"] = [Unit("targaryen", "dragon")]
    game.state.power["targaryen"] = 0
    drive(
        game,
        "shift:crackclaw_point@harrenhal",
        "shift:three_towers@oldtown",
        "shift:oldtown@three_towers",
        "shift:kings_landing@kingswood",
    )
    assert game.state.loyalty_won == 1 and "harrenhal" not in game.state.loyalty
    assert victory.points(game, "targaryen") == 2


# -- taking tokens, the seventh point, Pentos ------------------------------------------------


def test_marching_into_an_area_takes_its_tokens():
    # rule: mod.targaryen.loyalty-gain
    game = new_game(loyalty={"kings_landing": 1, "the_reach": 2})
    game.state.units["the_reach"] = [Unit("targaryen", "dragon")]  # a dragon flew in
    loyalty.update(game)
    assert game.state.loyalty == {"kings_landing": 1}
    assert game.state.loyalty_won == 2 and victory.points(game, "targaryen") == 3
    (taken,) = kinds(game.events, "loyalty-taken")
    assert "2 loyalty token(s) in The Reach" in taken.text


def test_a_power_token_holds_an_area_for_the_taking():
    # rule: mod.targaryen.loyalty-gain
    game = new_game(loyalty={"the_reach": 1})
    game.state.tokens["the_reach"] = "targaryen"
    loyalty.collect(game)
    assert game.state.loyalty_won == 1 and not game.state.loyalty


def test_a_token_placed_where_targaryen_stands_is_taken_at_once():
    # rule: mod.targaryen.loyalty-gain
    game = new_game("fire_made_flesh")
    game.state.units["the_reach"] = [Unit("targaryen", "knight")]
    drive(game, "fire-nothing")
    assert game.state.loyalty_won == 1 and "the_reach" not in game.state.loyalty


def test_no_token_is_taken_during_a_combat():
    # rule: mod.targaryen.loyalty-gain
    game = new_game(loyalty={"the_reach": 1})
    s = game.state
    s.units["the_reach"] = [Unit("targaryen", "dragon")]
    s.combat = Combat("highgarden", "targaryen", "tyrell", "the_reach", 0, [])
    loyalty.collect(game)
    assert s.loyalty == {"the_reach": 1} and s.loyalty_won == 0
    s.combat = None
    loyalty.collect(game)
    assert s.loyalty_won == 1


def test_the_seventh_point_wins_at_once():
    # rule: mod.targaryen.victory
    game = new_game(loyalty={"the_reach": 1}, loyalty_won=5)
    assert victory.points(game, "targaryen") == 6
    game.state.units["the_reach"] = [Unit("targaryen", "dragon")]
    with pytest.raises(GameOver) as over:
        loyalty.collect(game)
    result = over.value.result
    assert result.winner == "Targaryen" and result.rule == "mod.targaryen.victory"
    assert "7 loyalty points" in result.reason


def test_pentos_lost_and_retaken():
    # rule: mod.targaryen.pentos
    # rule: mod.targaryen.victory
    game = new_game(loyalty_won=3)
    s = game.state
    s.units["pentos"] = [Unit("lannister", "knight")]  # Lannister won the combat for Pentos
    del s.garrisons["pentos"]
    loyalty.update(game)
    assert not s.pentos_held and victory.points(game, "targaryen") == 3
    loyalty.update(game)
    assert len(kinds(game.events, "pentos-lost")) == 1  # lost once
    del s.units["pentos"]  # Lannister marched away: Pentos is Targaryen's home again
    loyalty.update(game)
    assert s.pentos_held and victory.points(game, "targaryen") == 4
    assert s.garrisons["pentos"] == 2
    assert s.loyalty_won == 3  # loyalty points never fall


def test_retaking_pentos_can_be_the_seventh_point():
    # rule: mod.targaryen.pentos
    # rule: mod.targaryen.victory
    game = new_game(loyalty_won=6, pentos_held=False)
    with pytest.raises(GameOver) as over:
        loyalty.pentos(game)
    assert over.value.result.winner == "Targaryen"
