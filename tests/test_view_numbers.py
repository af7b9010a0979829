"""The numbers a table shows come from the view, and each is the number the engine plays by (issue
29: the browser computes no rule). The board game: the victory target, the supply track and the
armies over its limit, the wildling track; Mother of Dragons: a loan's price with Braavos' discount,
Pentos' point, the rounds still to bring a dragon strength token; W Cieniu Tronu: the Judge's and
the Prophet's values and the limits of a turn and of the columns.
"""

from __future__ import annotations

import pytest

import engine
from engine.board import supply, victory, westeros
from engine.board.state import Unit
from engine.core.game import GameOver
from engine.core.scenario import build
from engine.shadow_throne.cards import CHARACTERS

MOD_PLAYERS = ["Stark", "Lannister", "Greyjoy", "Targaryen"]


def board_table(game: engine.Game, player: str | None) -> dict:
    return game.view(player).to_json()["table"]


def house_view(game: engine.Game, player: str | None, house: str) -> dict:
    return next(x for x in board_table(game, player)["houses"] if x["house"] == house)


def mod_scenario(start: str, **position) -> engine.Game:
    data = {"game": "mother-of-dragons", "title": "t", "players": MOD_PLAYERS, "start": start, **position}
    return build(engine.game_class("mother-of-dragons"), data, "test", run_script=False)


# -- the Iron Bank ------------------------------------------------------------------------------


def braavos_held_by_targaryen() -> engine.Game:
    """Round 2, Consolidate Power: Targaryen holds Braavos (its neutral force beaten) and resolves an
    Iron Bank order with 7 power; a loan lies in every slot."""
    return mod_scenario(
        "action.consolidations",
        round=2,
        revealed=True,
        neutral={"kings_landing": 5},
        add_units={"braavos": {"house": "targaryen", "footman": 1}},
        orders={"bay_of_pentos": {"house": "targaryen", "token": "s-bank"}},
        bank=["customs_officer", "spymaster", "siege_engineers"],
        houses={"targaryen": {"power": 7}},
    )


def test_the_loan_price_shown_with_braavos_held_is_what_the_engine_charges():
    # rules: mod.bank.loan, mod.bank.braavos
    game = braavos_held_by_targaryen()
    mod = board_table(game, "Targaryen")["mod"]
    assert mod["braavos"] == "targaryen"
    printed = [cost for cost, _, _ in mod["bank"]]
    assert printed == [1, 4, 7] and mod["prices"] == [0, 3, 6]  # one less in every slot
    assert board_table(game, "Stark")["mod"]["prices"] == printed  # Stark does not hold Braavos
    game.choose("bank:bay_of_pentos")
    before = game.state.power["targaryen"]
    game.choose("loan:4@spymaster")  # pays at once; the spy's look is the next question
    assert before - game.state.power["targaryen"] == mod["prices"][1]
    paid = [e.data["paid"] for e in game.events if e.kind == "loan"]
    assert paid == [mod["prices"][1]]


def test_the_option_and_the_view_agree_on_every_slot_price():
    # rules: mod.bank.loan, mod.bank.braavos
    game = braavos_held_by_targaryen()
    prices = board_table(game, "Targaryen")["mod"]["prices"]
    game.choose("bank:bay_of_pentos")
    offered = {o.subject: o.amount for o in game.decision.options if o.verb == "loan"}
    assert offered == {1: prices[0], 4: prices[1], 7: prices[2]}


# -- the victory track --------------------------------------------------------------------------


def castles_for(game: engine.Game, house: str, n: int) -> None:
    """``house`` controls ``n`` castle areas (its home and its units' areas); every other house
    only its home."""
    s = game.state
    fortified = [a for a in game.castle_areas if a not in s.blocked]
    s.units = {a: u for a, u in s.units.items() if a not in fortified}
    s.tokens = {}
    home = game.map.homes[house]
    free = [a for a in fortified if game.map[a].home is None]
    for area in free[: n - 1]:
        s.units[area] = [Unit(house, "footman")]
    assert game.map[home].castle != "none"


def test_the_victory_target_shown_is_where_the_engine_ends_the_game():
    # rules: board.end.seven, board.tracks.victory
    game = engine.new_game("agot-board", seed=1, players=3)
    target = board_table(game, "Stark")["victory_target"]
    castles_for(game, "stark", target - 1)
    assert house_view(game, "Stark", "stark")["points"] == target - 1
    victory.check(game)  # one short: the game goes on
    castles_for(game, "stark", target)
    assert house_view(game, "Stark", "stark")["points"] == target
    with pytest.raises(GameOver) as won:
        victory.check(game)
    assert won.value.result.winner == "Stark"


def test_targaryen_counts_loyalty_and_pentos_adds_what_the_view_says():
    # rules: mod.targaryen.victory, mod.targaryen.pentos, mod.vassals.no-victory
    game = engine.new_game("mother-of-dragons", seed=1, players=MOD_PLAYERS)
    game.state.loyalty_won = 2
    t = board_table(game, "Targaryen")
    targaryen = next(x for x in t["houses"] if x["house"] == "targaryen")
    assert targaryen["counts"] == "loyalty" and t["mod"]["pentos_held"]
    assert targaryen["points"] == 2 + t["mod"]["pentos_points"] == 3
    game.state.pentos_held = False
    assert board_table(game, "Targaryen")["mod"]["pentos_points"] == 0
    assert house_view(game, "Targaryen", "targaryen")["points"] == 2
    vassals = [x for x in t["houses"] if x["vassal"]]
    assert vassals and not any(x["can_win"] for x in vassals)
    assert all(x["can_win"] for x in t["houses"] if not x["vassal"])


# -- the supply track ---------------------------------------------------------------------------


def test_the_armies_over_the_supply_limit_are_those_the_engine_makes_reduce():
    # rules: board.tracks.supply, board.supply.reconcile
    game = engine.new_game("agot-board", seed=1, players=3)
    s = game.state
    t = board_table(game, "Stark")
    assert t["supply_levels"] == list(range(7))
    stark = house_view(game, "Stark", "stark")
    assert not stark["over_supply"] and not any(slot["over"] for slot in stark["army_slots"])
    s.supply["stark"] = 1  # two armies allowed: 3 and 2
    s.units["karhold"] = [Unit("stark", "footman"), Unit("stark", "footman")]
    s.units["the_stony_shore"] = [Unit("stark", "footman"), Unit("stark", "footman")]
    stark = house_view(game, "Stark", "stark")
    supply.start_reconcile(game)
    assert stark["over_supply"] and s.reconcile == ["stark"]
    assert [(x["army"], x["limit"], x["over"]) for x in stark["army_slots"]] == [
        (2, 3, False),
        (2, 2, False),
        (2, None, True),  # a third army beyond the two limits
    ]


def test_one_army_too_big_for_its_limit_is_marked():
    # rule: board.tracks.supply
    game = engine.new_game("agot-board", seed=1, players=3)
    s = game.state
    s.supply["stark"] = 0  # limits 2 and 2
    s.units["winterfell"] = [Unit("stark", "footman")] * 3
    stark = house_view(game, "Stark", "stark")
    assert stark["over_supply"] and stark["armies"] == [3]
    assert [(x["army"], x["limit"], x["over"]) for x in stark["army_slots"]] == [(3, 2, True), (None, 2, False)]


# -- the wildling track ---------------------------------------------------------------------------


def icon_cards_on_top(game: engine.Game) -> None:
    """Every Westeros deck's top card carries a wildling icon (and is not Winter Is Coming)."""
    for deck, cards in game.state.decks.items():
        icons = [u for u in cards if westeros.card_of(u).wildling_icon and westeros.card_of(u).id != "winter_is_coming"]
        game.state.decks[deck] = [icons[0]] + [u for u in cards if u != icons[0]]


def test_the_wildling_track_shown_is_the_one_the_threat_moves_on():
    # rules: board.westeros.icons, board.wildlings
    game = engine.new_game("agot-board", seed=1, players=3)
    marks = board_table(game, "Stark")["threat_marks"]
    assert game.state.threat in marks
    game.state.threat = marks[0]
    icon_cards_on_top(game)
    westeros.draw(game)  # three icons: three spaces up
    assert game.state.threat == marks[3] and board_table(game, "Stark")["threat"] == marks[3]
    game.state.threat = marks[-2]
    icon_cards_on_top(game)
    westeros.draw(game)  # the track stops at its last space, and the wildlings attack
    assert game.state.threat == marks[-1] and game.state.queue[0] == f"wildlings@{marks[-1]}"


# -- dragons --------------------------------------------------------------------------------------


def test_the_rounds_left_for_dragon_strength_are_those_the_engine_adds_tokens_in():
    # rules: mod.dragons.strength, mod.deck-iv.fire_made_flesh
    game = engine.new_game("mother-of-dragons", seed=1, players=MOD_PLAYERS)
    s = game.state
    s.round, s.dragon_strength = 3, 2  # round 2's token, and one taken early for a dragon given up
    left = board_table(game, "Targaryen")["mod"]["dragon_rounds_left"]
    assert left == [4, 6, 8]
    came = []
    while s.round < s.rounds:
        before = s.dragon_strength
        westeros.advance(game)
        if s.dragon_strength > before:
            came.append(s.round)
    assert came == left


# -- W Cieniu Tronu ---------------------------------------------------------------------------------


def test_the_shadow_throne_view_names_the_judge_the_prophet_and_the_limits():
    # rules: powers.judge, powers.prophet, turn.reveal, columns.limit
    game = engine.new_game("shadow-throne", seed=1, players=3)
    t = game.view(game.players[0]).to_json()["table"]
    assert CHARACTERS[t["judge"]].name_en == "Judge" and CHARACTERS[t["prophet"]].name_en == "Prophet"
    assert f"of {t['most_revealed']} out" in game.decision.prompt
    assert (t["most_columns"], t["most_cards"]) == (5, 5)
