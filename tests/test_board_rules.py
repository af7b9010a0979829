"""The board game's rules outside combat cards: the map, setup, planning, marches, raids,
consolidating, the Westeros phase, supply and victory. Each test cites its rule."""

from __future__ import annotations

from collections import Counter

import networkx as nx
import pytest

import engine
from engine.board.mapgraph import board_map
from engine.board.westeros_ids import WesterosId
from engine.core.scenario import build

BASE = {"game": "agot-board", "title": "t", "players": ["Baratheon", "Lannister", "Stark"]}


def scenario(start: str, **position) -> engine.Game:
    return build(engine.game_class("agot-board"), {**BASE, "start": start, **position}, "test", run_script=False)


def test_the_three_maps_are_connected_graphs_of_the_printed_size():
    # rule: board.terms.areas
    sizes = {v: (len(board_map(v).areas), board_map(v).graph.number_of_edges()) for v in ("base", "mod", "mod_essos")}
    assert sizes == {"base": (58, 143), "mod": (61, 152), "mod_essos": (75, 188)}
    assert all(nx.is_connected(board_map(v).graph) for v in sizes)
    base = board_map("base")
    assert base["the_eyrie"].castle == "castle" and board_map("mod")["the_eyrie"].castle == "stronghold"
    assert base["port_of_white_harbor"].sea == "the_narrow_sea"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_by_player_count(players):
    # rules: board.setup, board.setup.houses, board.three-player, board.neutral
    game = engine.new_game("agot-board", seed=1, players=players)
    s = game.state
    assert len(s.houses) == players and all(s.power[h] == 5 for h in s.houses)
    assert all(s.garrisons[game.map.homes[h]] == 2 for h in s.houses)
    assert s.threat == 2 and s.round == 1 and len(s.wildlings) == 9
    assert all(len(s.hands[h]) == 7 for h in s.houses)
    assert ("kings_landing" in s.neutral) and (len(s.neutral) == {3: 2, 4: 12, 5: 9, 6: 2}[players])
    assert bool(s.blocked) == (players == 3)
    if players == 3:
        assert "port_of_lannisport" not in s.units and "pyke" in s.blocked
    assert s.tracks["iron_throne"][0] == "baratheon"


def test_orders_are_placed_in_secret_and_a_view_hides_them():
    # rules: board.planning.assign, board.planning.reveal
    game = engine.new_game("agot-board", seed=3, players=3)
    first = game.decision.player
    game.choose(game.decision.ids[0])
    area = next(a for a, o in game.state.orders.items())
    others = [p for p in game.players if p != first]
    seen = {a.id: a.order for a in game.view(others[0]).table.areas}
    assert seen[area].label == "an order" and seen[area].uid is None
    mine = {a.id: a.order for a in game.view(first).table.areas}
    assert mine[area].label != "an order"


def test_star_orders_are_limited_by_the_kings_court_place():
    # rules: board.planning.stars, board.pitfalls.stars
    game = scenario(
        "planning.assign",
        round=2,
        tracks={"kings_court": ["lannister", "stark", "baratheon"]},
        orders={
            "winterfell": {"house": "stark", "token": "march+1"},
            "white_harbor": {"house": "stark", "token": "raid*"},
        },
    )
    stark_turn = [p for p in game.turn_order()].index("Stark")
    for _ in range(stark_turn):  # the houses before Stark place their orders
        while game.decision.player != "Stark":
            game.choose(game.decision.ids[0])
    assert game.decision.player == "Stark"
    assert not any(o.target in ("defense+2", "support+1", "cp*") for o in game.decision.options)
    refusal = next(r for r in game.decision.rejected if r.targets == ("support+1",))
    assert "no more star orders at your King's Court position (2: 2 allowed)" in refusal.reason
    assert refusal.rule == "board.planning.stars"


def test_a_ban_bars_its_orders():
    # rules: board.westeros.bans, board.pitfalls.bans
    game = scenario("planning.assign", round=2, bans=["no_defense_orders", "no_march_plus_one"])
    ids = [o.target for o in game.decision.options]
    assert "defense+1" not in ids and "march+1" not in ids and "march0" in ids
    why = {r.targets[0]: r.reason for r in game.decision.rejected if r.targets}
    assert "Storm of Swords" in why["defense+2"] and "Rains of Autumn" in why["march+1"]


def march_game(**extra) -> engine.Game:
    units = {
        "winterfell": {"house": "stark", "footman": 2, "knight": 1},
        "the_shivering_sea": {"house": "stark", "ship": 1},
        "lannisport": {"house": "lannister", "footman": 1},
        "dragonstone": {"house": "baratheon", "footman": 1},
    }
    return scenario(
        "march.move",
        round=2,
        units={**units, **extra.pop("units", {})},
        revealed=True,
        march={"origin": "winterfell"},
        **extra,
    )


def test_a_march_offers_adjacent_land_and_transport_and_refuses_the_sea():
    # rules: board.action.march, board.action.march.transport, board.terms.areas
    game = march_game()
    sends = {(o.subject, o.target) for o in game.decision.options if o.verb == "send"}
    assert ("footman", "moat_cailin") in sends and ("knight", "castle_black") in sends
    assert ("footman", "widows_watch") in sends  # across The Shivering Sea on Stark's own ship
    assert not any(o.target == "the_shivering_sea" for o in game.decision.options)
    refused = {(r.subject, r.targets[0]): (r.reason, r.rule) for r in game.decision.rejected if r.verb == "send"}
    assert refused["footman", "the_shivering_sea"] == ("a footman cannot enter the sea", "board.terms.areas")


def test_a_march_ends_only_within_supply():
    # rules: board.pitfalls.supply, board.tracks.supply
    game = march_game(
        units={"moat_cailin": {"house": "stark", "footman": 2}, "castle_black": {"house": "stark", "footman": 1}},
        houses={"stark": {"supply": 1}},
    )
    game.choose("send:footman@castle_black")
    end = next(r for r in game.decision.rejected if r.id == "end-march")
    assert "break your supply limit" in end.reason and end.rule == "board.pitfalls.supply"
    game.choose("back:footman@castle_black")
    assert "end-march" in game.decision.ids


def test_leaving_a_power_token_keeps_control_of_an_emptied_area():
    # rules: board.action.march.power-token, board.terms.control
    game = scenario(
        "march.move",
        round=2,
        units={"the_twins": {"house": "stark", "footman": 1}, "winterfell": {"house": "stark", "footman": 1}},
        march={"origin": "the_twins"},
        revealed=True,
    )
    game.choose("send:footman@seagard")
    game.choose("end-march")
    assert game.node == "march.token"
    game.choose("leave-token")
    assert game.state.tokens["the_twins"] == "stark" and game.state.power["stark"] == 4
    assert "seagard" in game.state.units


def test_only_one_area_of_a_march_may_hold_an_enemy():
    # rule: board.action.march.one-combat
    game = march_game(
        units={
            "moat_cailin": {"house": "lannister", "footman": 1},
            "castle_black": {"house": "baratheon", "footman": 1},
        }
    )
    game.choose("send:knight@moat_cailin")
    refused = {r.targets[0]: r for r in game.decision.rejected if r.verb == "send"}
    assert "only one area of a march may hold an enemy" in refused["castle_black"].reason


def test_a_neutral_force_needs_the_marching_strength():
    # rule: board.neutral
    game = scenario(
        "march.move",
        round=2,
        units={
            "blackwater": {"house": "lannister", "footman": 1, "knight": 1},
            "lannisport": {"house": "lannister", "footman": 1},
        },
        march={"origin": "blackwater", "token": "march+1"},
        revealed=True,
    )
    game.choose("send:knight@kings_landing")
    end = next(r for r in game.decision.rejected if r.id == "end-march")
    assert "neutral force in King's Landing is 5; your march brings only 3" in end.reason
    game.choose("send:footman@kings_landing")
    assert "end-march" not in game.decision.ids  # 4 is still short of 5


def test_raids_remove_orders_and_steal_power_from_consolidate_power():
    # rule: board.action.raid
    game = scenario(
        "action.raid",
        round=2,
        units={
            "winterfell": {"house": "stark", "footman": 1},
            "white_harbor": {"house": "stark", "footman": 1},
            "karhold": {"house": "lannister", "footman": 1},
            "lannisport": {"house": "lannister", "footman": 1},
            "dragonstone": {"house": "baratheon", "footman": 1},
        },
        orders={
            "winterfell": {"house": "stark", "token": "raid"},
            "karhold": {"house": "lannister", "token": "cp"},
            "white_harbor": {"house": "stark", "token": "march0"},
        },
        revealed=True,
    )
    while game.decision.player != "Stark":
        game.choose(game.decision.ids[0])
    game.choose("raid:winterfell@karhold")
    assert "karhold" not in game.state.orders and game.state.power == {**game.state.power, "stark": 6, "lannister": 4}


def test_consolidate_power_gains_one_and_a_token_per_crown():
    # rule: board.action.consolidate
    game = scenario(
        "consolidate.order",
        round=2,
        units={"castle_black": {"house": "stark", "footman": 1}, "lannisport": {"house": "lannister", "footman": 1}},
        orders={"castle_black": {"house": "stark", "token": "cp"}},
        revealed=True,
    )
    assert game.decision.player == "Stark"
    game.choose("consolidate:castle_black")
    assert game.state.power["stark"] == 7  # 5 + 1 + one crown


def test_random_and_greedy_games_end_with_a_winner_for_every_count():
    # rules: board.end.seven, board.end.round10
    outcome = Counter()
    for players in (3, 4, 5, 6):
        game = engine.new_game("agot-board", seed=players, players=players)
        greedy = game.players[0]
        bots = {p: engine.GreedyBot(1) if p == greedy else engine.RandomBot(players) for p in game.players}
        while game.decision is not None:
            game.choose(bots[game.decision.player].pick(game))
        assert game.result.winner in game.players and game.result.rule in ("board.end.seven", "board.end.round10")
        outcome[game.result.winner == greedy] += 1
    assert outcome[True] >= 3  # the greedy house beats random ones


def test_ships_cannot_enter_land():
    # rule: board.terms.areas
    game = scenario(
        "march.move",
        round=2,
        units={"the_shivering_sea": {"house": "stark", "ship": 2}, "lannisport": {"house": "lannister", "footman": 1}},
        march={"origin": "the_shivering_sea"},
        revealed=True,
    )
    refused = {(r.subject, r.targets[0]): r.reason for r in game.decision.rejected if r.verb == "send"}
    assert refused["ship", "karhold"] == "ships cannot enter land"
    assert "send:ship@the_narrow_sea" in game.decision.ids


def test_taking_a_land_area_captures_its_port():
    # rules: board.ports.capture, board.action.march.enemy-token, board.pitfalls.ports
    game = scenario(
        "march.move",
        round=2,
        units={
            "winterfell": {"house": "stark", "footman": 2},
            "port_of_white_harbor": {"house": "lannister", "ship": 1},
            "lannisport": {"house": "lannister", "footman": 1},
            "dragonstone": {"house": "baratheon", "footman": 1},
        },
        tokens={"white_harbor": "lannister"},
        march={"origin": "winterfell"},
        revealed=True,
    )
    game.choose("send:footman@white_harbor")
    game.choose("end-march")
    texts = [e.text for e in game.events[-6:]]
    assert any("power token in White Harbor goes back to the pool" in t for t in texts)
    assert any("Lannister loses a ship in Port of White Harbor" in t for t in texts)
    assert game.node == "march.port" and game.decision.ids == ["port-ships:0", "port-ships:1"]
    game.choose("port-ships:1")
    assert [u.house for u in game.state.units["port_of_white_harbor"]] == ["stark"]


def test_game_of_thrones_pays_crowns_and_free_ports():
    # rule: board.westeros.game-of-thrones
    game = scenario(
        "westeros.draw",
        round=1,
        units={
            "white_harbor": {"house": "stark", "footman": 1},
            "port_of_white_harbor": {"house": "stark", "ship": 1},
            "castle_black": {"house": "stark", "footman": 1},
            "lannisport": {"house": "lannister", "footman": 1},
            "dragonstone": {"house": "baratheon", "footman": 1},
        },
        westeros={"I": ["last_days_of_summer"], "II": ["game_of_thrones"], "III": ["storm_of_swords"]},
        houses={"stark": {"power": 0}},
    )
    # Winterfell (home, 1 crown) + Castle Black (1 crown) + the port with Stark's ship on a free sea
    gained = next(e for e in game.events if e.kind == "game-of-thrones" and e.data["house"] == "stark")
    assert gained.data["gained"] == 3 and "(2 crown(s), 1 port(s))" in gained.text
    assert game.state.bans == ["no_defense_orders"]


def test_supply_follows_the_barrels_and_armies_over_it_shrink():
    # rules: board.supply, board.supply.reconcile
    game = scenario(
        "westeros.draw",
        round=1,
        units={
            "winterfell": {"house": "stark", "footman": 2, "knight": 1},
            "moat_cailin": {"house": "stark", "footman": 2},
            "the_twins": {"house": "stark", "footman": 2},
            "lannisport": {"house": "lannister", "footman": 1},
            "dragonstone": {"house": "baratheon", "footman": 1},
        },
        houses={"stark": {"supply": 4}},
        westeros={"I": ["supply"], "II": ["last_days_of_summer"], "III": ["storm_of_swords"]},
    )
    assert game.state.supply["stark"] == 1  # Winterfell's single barrel
    assert game.node == "supply.reconcile" and game.decision.player == "Stark"
    while game.node == "supply.reconcile":
        game.choose(game.decision.ids[0])
    from engine.board import areas

    assert areas.within_supply(game, "stark") and areas.armies(game, "stark") in ([3, 2], [2, 2], [3])


def test_equal_bids_are_ranked_by_the_iron_throne():
    # rules: board.bidding, board.bidding.ties
    game = scenario(
        "westeros.draw",
        round=1,
        westeros={"I": ["last_days_of_summer"], "II": ["clash_of_kings"], "III": ["storm_of_swords"]},
    )
    assert game.node == "clash.bid"
    for _ in range(3):
        game.choose("bid:2")
    assert game.node == "clash.ties" and game.decision.player == "Baratheon"
    game.choose("rank:stark")
    game.choose("rank:lannister")
    assert game.state.tracks["iron_throne"] == ["stark", "lannister", "baratheon"]
    assert all(game.state.power[h] == 3 for h in ("stark", "lannister", "baratheon"))
    assert game.decision.player == "Stark"  # the new holder ranks the next track's ties


def test_winter_is_coming_reshuffles_and_reveals_a_new_card():
    # rule: board.westeros.winter-is-coming
    game = scenario(
        "westeros.draw",
        round=1,
        westeros={"I": ["winter_is_coming", "mustering"], "II": ["last_days_of_summer"], "III": ["storm_of_swords"]},
    )
    texts = [e.text for e in game.events if e.kind in ("winter", "westeros-card")]
    assert texts[0] == "Deck I: Winter Is Coming" and "shuffled" in texts[1]
    assert WesterosId.parse(game.state.drawn["I"]).card != "winter_is_coming"
    assert len(game.state.decks["I"]) + len(game.state.used["I"]) == 10
    assert "I:winter_is_coming" in game.state.decks["I"]


def test_seven_castles_win_at_once():
    # rule: board.end.seven
    held = ["winterfell", "white_harbor", "moat_cailin", "seagard", "riverrun", "flints_finger"]
    units = {a: {"house": "stark", "footman": 1} for a in held}
    units |= {"stoney_sept": {"house": "stark", "footman": 1}, "lannisport": {"house": "lannister", "footman": 1}}
    units |= {"dragonstone": {"house": "baratheon", "footman": 1}}
    game = scenario("march.move", round=3, units=units, march={"origin": "stoney_sept"}, revealed=True)
    assert game.scores()["Stark"] == 6
    game.choose("send:footman@harrenhal")
    game.choose("end-march")
    game.choose("no-token")  # Stoney Sept is left empty: keep a token there or not
    assert game.over and game.result.rule == "board.end.seven" and game.result.winner == "Stark"
    assert game.result.reason == "Stark holds 7 castles and strongholds"


def test_a_supporting_siege_engine_counts_4_for_the_attacker_of_a_castle():
    # rules: board.terms.units, board.combat.support
    game = scenario(
        "combat.support",
        round=2,
        units={
            "riverrun": {"house": "lannister", "footman": 1},
            "lannisport": {"house": "lannister", "footman": 1},
            "seagard": {"house": "stark", "footman": 1},
            "winterfell": {"house": "stark", "footman": 1},
            "harrenhal": {"house": "baratheon", "siege_engine": 1},
            "dragonstone": {"house": "baratheon", "footman": 1},
        },
        orders={"harrenhal": {"house": "baratheon", "token": "support0"}},
        revealed=True,
        combat={"area": "riverrun", "origin": "seagard", "attackers": {"knight": 1}},
    )
    assert game.decision.player == "Baratheon"
    game.choose("support:harrenhal@stark")
    parts = dict(game.view(None).table.combat.attacker.parts)
    assert parts["support from Harrenhal"] == 4 and parts["units"] == 2


def test_a_blocked_area_is_refused_in_a_3_player_game():
    # rule: board.three-player
    game = scenario(
        "march.move",
        round=2,
        units={"the_reach": {"house": "lannister", "footman": 1}, "winterfell": {"house": "stark", "footman": 1}},
        march={"origin": "the_reach"},
        revealed=True,
    )
    refused = {r.targets[0]: (r.reason, r.rule) for r in game.decision.rejected if r.verb == "send"}
    assert refused["highgarden"] == ("that area is blocked in a 3-player game", "board.three-player")


def test_bids_and_chosen_house_cards_stay_hidden_until_revealed():
    # rules: board.bidding, board.combat.cards
    game = scenario(
        "westeros.draw",
        round=1,
        westeros={"I": ["last_days_of_summer"], "II": ["clash_of_kings"], "III": ["storm_of_swords"]},
    )
    game.choose("bid:3")  # Baratheon bids first
    seen = {h.house: (h.has_bid, h.bid) for h in game.view("Lannister").table.houses}
    assert seen["baratheon"] == (True, None)
    assert {h.house: h.bid for h in game.view("Baratheon").table.houses}["baratheon"] == 3
    fight = scenario(
        "combat.cards",
        round=2,
        units={
            "riverrun": {"house": "lannister", "footman": 1},
            "seagard": {"house": "stark", "footman": 1},
            "dragonstone": {"house": "baratheon", "footman": 1},
        },
        revealed=True,
        combat={"area": "riverrun", "origin": "seagard", "attackers": {"knight": 1}},
    )
    first = fight.decision.player
    fight.choose(fight.decision.ids[0])
    other = next(p for p in ("Lannister", "Stark") if p != first)
    side = lambda viewer, house: getattr(fight.view(viewer).table.combat, house)  # noqa: E731
    mine = "attacker" if first == "Stark" else "defender"
    assert side(other, mine).chosen and side(other, mine).card is None
    assert side(first, mine).card is not None
