"""mother-of-dragons: the fifteen-step setup, vassals, Targaryen on the tracks, dragons, sea orders,
gifts and players leaving, played through the real procedure. Each test cites the rule it checks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine
from engine.board.mother_of_dragons.game import MotherOfDragons
from engine.core.protocol import EngineError, IllegalChoice
from engine.core.scenario import build

FOUR = ["Stark", "Lannister", "Greyjoy", "Targaryen"]
#: This round's lords of the four vassals in the positions below (unless a position says otherwise).
LORDS = {"baratheon": "lannister", "martell": "lannister", "tyrell": "stark", "arryn": "greyjoy"}


def new(players: Any = FOUR, seed: int = 1, **options: Any) -> MotherOfDragons:
    return engine.new_game("mother-of-dragons", seed=seed, players=players, options=options)  # type: ignore[return-value]


def position(start: str, players: list[str] = FOUR, **data: Any) -> MotherOfDragons:
    """A scenario position of the expansion starting at a node of the procedure."""
    spec = {"game": "mother-of-dragons", "title": "test", "seed": 1, "players": players, "start": start}
    spec |= {"lords": LORDS, **data}
    return build(MotherOfDragons, spec, "test", run_script=False)  # type: ignore[return-value]


def ids(game: MotherOfDragons) -> list[str]:
    assert game.decision is not None
    return [o.id for o in game.decision.options]


def until(game: MotherOfDragons, node: str, choose: Callable[[MotherOfDragons], str] | None = None) -> None:
    """Answer decisions (the first option unless ``choose`` says) until the game asks at ``node``."""
    for _ in range(3000):
        if game.cursor[-1] == node:
            return
        game.choose(choose(game) if choose else ids(game)[0])
    raise AssertionError(f"never reached {node}")


QUIET = ("end-march", "raven-pass", "vassal-pass", "muster-done", "vassal-done", "bid:0", "no-token", "no-blade")


def quiet(game: MotherOfDragons) -> str:
    """A choice that ends things quickly: end a march, pass, bid nothing; else the first option."""
    return next((i for i in ids(game) if i in QUIET), ids(game)[0])


def refusal(game: MotherOfDragons, option_id: str) -> str:
    assert game.decision is not None
    with pytest.raises(IllegalChoice) as err:
        game.choose(option_id)
    return str(err.value)


# -- setup -------------------------------------------------------------------------------------


def test_players_choose_houses_from_a_drawn_first_player():
    # rule: mod.setup.houses
    game = new(["Ann", "Bob", "Cy", "Di"], seed=3)
    first = game.decision.player
    order = game.players[game.players.index(first) :] + game.players[: game.players.index(first)]
    chosen = []
    for player in order:
        assert game.decision.player == player
        pick = next(i for i in ids(game) if i.startswith("house:"))
        chosen.append(pick.split(":")[1])
        game.choose(pick)
    assert {game.house_of(p) for p in game.players} == set(chosen)
    assert game.state.vassals == [h for h in game.state.houses if h not in chosen]


def test_targaryen_is_refused_to_three_players_and_an_unchosen_targaryen_stays_out():
    # rule: mod.setup.houses
    game = new(["Ann", "Bob", "Cy"])
    assert "house:targaryen" not in ids(game)
    assert "four or more players" in refusal(game, "house:targaryen")
    for _ in range(3):
        game.choose(next(i for i in ids(game) if i.startswith("house:")))
    s = game.state
    assert "targaryen" not in s.houses and s.variant == "mod" and "braavos" not in s.neutral
    assert "IV" not in s.decks and not s.bank and not s.loyalty
    assert len(s.vassals) == 4
    with pytest.raises(EngineError, match="four or more"):
        new(["Stark", "Lannister", "Targaryen"])


def test_setup_components_power_supply_garrisons_and_the_bank():
    # rules: mod.setup, mod.setup.components, mod.setup.board, mod.vassals.setup-cards, mod.neutral,
    # mod.essos, mod.vassals.supply
    s = new().state
    assert s.variant == "mod_essos" and s.setup == "mod_8p" and "the_bite" in new().map.areas
    assert {h: s.power[h] for h in s.holders} == dict.fromkeys(s.holders, 7)
    assert all(s.power[v] == 0 and s.supply[v] == 4 and s.hands[v] == [] for v in s.vassals)
    assert s.supply["targaryen"] == 4 and s.supply["stark"] == 1
    assert s.neutral == {"kings_landing": 5, "braavos": 5}
    assert s.garrisons["the_eyrie"] == 4 and s.garrisons["pentos"] == 2
    assert s.loyalty == {"kings_landing": 1} and s.loyalty_won == 0 and s.pentos_held
    assert s.bank[:2] == [None, None] and s.bank[2] is not None and len(s.loan_deck) == 11
    assert len(s.decks["IV"]) == 10 and len(s.hands["targaryen"]) == 7
    assert "khal_drogo" in s.hands["targaryen"]
    assert "daenerys_targaryen_b" in new(card_set="B").state.hands["targaryen"]
    # a vassal's units follow its vassal setup card
    assert [u.kind for u in s.units["dragonstone"]] == ["knight", "knight"]


def test_tracks_follow_the_expansion_order_and_vassals_leave_the_top_three():
    # rules: mod.setup.tracks, mod.targaryen.tracks, mod.vassals.dominance
    game = new()
    s = game.state
    # Iron Throne: Baratheon (a vassal) was first, so every vassal drops below the players
    assert s.tracks["iron_throne"] == [
        "lannister",
        "stark",
        "greyjoy",
        "baratheon",
        "martell",
        "tyrell",
        "arryn",
        "targaryen",
    ]
    # King's Court: Martell, a vassal, is third, so the vassals go down there too
    kings_court = ["lannister", "stark", "greyjoy", "martell", "tyrell", "arryn", "baratheon", "targaryen"]
    assert s.tracks["kings_court"] == kings_court
    # with Martell held by a player no vassal is in the first three places: the printed order stays
    five = new(["Lannister", "Stark", "Martell", "Greyjoy", "Targaryen"]).state
    printed = ["lannister", "stark", "martell", "tyrell", "arryn", "baratheon", "greyjoy", "targaryen"]
    assert five.tracks["kings_court"] == printed
    assert all(t[-1] == "targaryen" for t in s.tracks.values())
    assert game.view(None).table.holders == (
        ("iron_throne", "lannister"),
        ("fiefdoms", "greyjoy"),
        ("kings_court", "lannister"),
    )


def test_targaryen_has_three_star_orders_at_place_eight():
    # rule: mod.targaryen.tracks
    game = new()
    from engine.board import tracks

    assert tracks.position(game, "targaryen", "kings_court") == 8
    assert tracks.stars(game, "targaryen") == 3


# -- choosing vassals ---------------------------------------------------------------------------


def test_sets_go_to_the_top_players_who_take_or_pass_and_the_last_takes_the_rest():
    # rule: mod.vassals.choice
    game = new()
    s = game.state
    assert game.cursor[-1] == "vassals.choose"
    assert s.vassal_sets == ["lannister", "stark", "greyjoy", "targaryen"]
    game.choose("vassal:baratheon")  # Lannister
    assert s.lords["baratheon"] == "lannister"
    game.choose("vassal-pass")  # Stark passes its set to Greyjoy
    assert s.vassal_sets.count("greyjoy") == 2
    assert "vassal:baratheon" not in ids(game)
    game.choose("vassal:martell")  # Greyjoy, first set
    game.choose("vassal-pass")  # Greyjoy passes its second set on to Targaryen
    # Targaryen, last on the track, cannot pass: it takes every vassal left without a question
    assert s.lords == {
        "baratheon": "lannister",
        "martell": "greyjoy",
        "tyrell": "targaryen",
        "arryn": "targaryen",
    }
    assert game.cursor[-1] == "planning.assign"


def test_with_three_players_the_first_takes_two_sets():
    # rule: mod.setup.vassal-sets
    game = new(["Stark", "Lannister", "Greyjoy"])
    assert game.state.vassal_sets == ["lannister", "lannister", "stark", "greyjoy"]


# -- vassal orders ---------------------------------------------------------------------------------


def _to_vassal_orders(game: MotherOfDragons) -> None:
    until(game, "vassals.orders", lambda g: "vassal:baratheon" if "vassal:baratheon" in ids(g) else ids(g)[0])


def test_lords_order_vassals_after_house_orders_with_at_most_two_vassal_tokens():
    # rules: mod.vassals.orders, mod.vassals.tokens
    game = new()
    _to_vassal_orders(game)
    s = game.state
    assert all(o.house in s.holders for o in s.orders.values())  # every house order came first
    vassal = next(v for v in s.vassals if game.player_of(v) == game.decision.player and v in s.lords)
    tokens = {i.split("@")[1] for i in ids(game) if i.startswith("order:")}
    assert tokens == {"v-march0", "v-raid", "v-defense1", "v-defense3"}
    game.choose(next(i for i in ids(game) if i.endswith("@v-march0")))
    assert not any(i.endswith("@v-march0") for i in ids(game))
    game.choose(next(i for i in ids(game) if i.startswith("order:")))
    assert sum(1 for o in s.orders.values() if o.house == vassal) == 2
    assert game.decision is not None and game.cursor[-1] in ("vassals.orders", "planning.raven")


def test_a_vassal_march_never_enters_a_port_nor_its_lords_areas():
    # rules: mod.vassals.lord, mod.vassals.tokens
    game = position(
        "action.marches",
        revealed=True,
        units={
            "dragonstone": {"house": "baratheon", "knight": 1},
            "kingswood": {"house": "baratheon", "footman": 1},
            "kings_landing": {"house": "lannister", "footman": 1},
            "winterfell": {"house": "stark", "footman": 1},
            "lannisport": {"house": "lannister", "footman": 1},
        },
        neutral={},
        orders={"kingswood": {"house": "baratheon", "token": "v-march0"}},
    )
    until(game, "march.move")
    why = refusal(game, "send:footman@kings_landing")
    assert "never enters its lord's areas" in why
    assert "send:footman@storms_end" in ids(game)


def test_a_lord_never_enters_its_vassals_areas():
    # rule: mod.vassals.lord
    game = position(
        "action.marches",
        revealed=True,
        units={
            "kingswood": {"house": "baratheon", "footman": 1},
            "kings_landing": {"house": "lannister", "footman": 2},
            "winterfell": {"house": "stark", "footman": 1},
            "lannisport": {"house": "lannister", "footman": 1},
        },
        neutral={},
        orders={"kings_landing": {"house": "lannister", "token": "march0"}},
    )
    until(game, "march.move")
    assert "never enters its vassal's areas" in refusal(game, "send:footman@kingswood")


def test_a_vassal_leaving_an_area_empty_always_leaves_a_power_token():
    # rule: mod.vassals.power
    game = position(
        "action.marches",
        revealed=True,
        units={
            "kingswood": {"house": "baratheon", "footman": 1},
            "winterfell": {"house": "stark", "footman": 1},
            "lannisport": {"house": "lannister", "footman": 1},
        },
        neutral={},
        orders={"kingswood": {"house": "baratheon", "token": "v-march0"}},
    )
    until(game, "march.move")
    game.choose("send:footman@storms_end")
    game.choose("end-march")
    s = game.state
    assert s.tokens.get("kingswood") == "baratheon" and s.power["baratheon"] == 0
    assert "storms_end" in s.units


def test_the_raid_support_token_raids_or_stays_as_a_support():
    # rule: mod.vassals.tokens
    game = position(
        "action.raids",
        revealed=True,
        units={
            "kingswood": {"house": "baratheon", "footman": 1},
            "kings_landing": {"house": "lannister", "footman": 1},
            "the_reach": {"house": "stark", "footman": 1},
            "winterfell": {"house": "stark", "footman": 1},
        },
        neutral={},
        orders={
            "kingswood": {"house": "baratheon", "token": "v-raid"},
            "kings_landing": {"house": "lannister", "token": "support0"},
            "the_reach": {"house": "stark", "token": "support0"},
            "winterfell": {"house": "stark", "token": "march0"},  # the game waits at this march
        },
    )
    until(game, "action.raid")
    assert "never raid each other" in refusal(game, "raid:kingswood@kings_landing")
    assert "raid:kingswood@the_reach" in ids(game)
    game.choose("keep-support:kingswood")
    order = game.state.orders["kingswood"]
    assert order.kept and order.token == "v-raid"
    from engine.board import combat

    assert "kingswood" in combat.support_areas(game, "storms_end")


def test_a_vassal_fights_with_three_vassal_cards_and_its_lord_gains_power_on_a_win():
    # rules: mod.vassals.cards, mod.vassals.reward
    game = position(
        "combat.support",
        revealed=True,
        units={
            "kingswood": {"house": "baratheon", "knight": 2},
            "storms_end": {"house": "stark", "footman": 1},
            "winterfell": {"house": "stark", "footman": 1},
            "lannisport": {"house": "lannister", "footman": 1},
        },
        neutral={},
        houses={"stark": {"hand": ["catelyn_stark"]}},
        orders={
            "kingswood": {"house": "baratheon", "token": "v-march0"},
            "winterfell": {"house": "stark", "token": "march0"},  # the game waits at this march
        },
        combat={"area": "storms_end", "origin": "kingswood", "attackers": {"knight": 2}},
    )
    s = game.state
    until(game, "combat.cards", lambda g: "catelyn_stark" if False else ids(g)[0])
    while game.decision.player != "Lannister":
        game.choose(ids(game)[0])
    assert len(s.hands["baratheon"]) == 3 and len(s.vassal_deck) == 4
    assert next(h for h in game.view("Stark").table.houses if h.house == "baratheon").hand == ()
    assert len(next(h for h in game.view("Lannister").table.houses if h.house == "baratheon").hand) == 3
    power = s.power["lannister"]
    until(game, "march.move")
    assert s.combat is None and s.units["storms_end"][0].house == "baratheon"
    assert len(s.vassal_deck) == 7 and s.hands["baratheon"] == [] and s.discards["baratheon"] == []
    assert s.power["lannister"] == power + 1


def test_a_vassal_musters_with_its_defense_muster_order():
    # rule: mod.vassals.muster-order
    game = position(
        "action.consolidations",
        revealed=True,
        orders={"dragonstone": {"house": "baratheon", "token": "v-defense1"}},
    )
    until(game, "consolidate.order")
    assert game.decision.player == "Lannister"
    assert set(ids(game)) >= {"muster-here:dragonstone", "muster-skip:dragonstone"}
    game.choose("muster-here:dragonstone")
    assert game.state.muster is not None and game.state.muster.points == {"dragonstone": 2}
    assert "dragonstone" not in game.state.orders


def test_vassals_bid_zero_and_targaryen_hands_its_bid_out():
    # rules: mod.vassals.bids, mod.targaryen.bids
    game = position(
        "westeros.draw",
        round=2,
        westeros={"I": ["last_days_of_summer"], "II": ["clash_of_kings"]},
    )
    s = game.state
    until(game, "clash.bid")
    bids = {"Lannister": "bid:0", "Stark": "bid:1", "Greyjoy": "bid:0", "Targaryen": "bid:3"}
    while game.cursor[-1] == "clash.bid":
        game.choose(bids[game.decision.player])
    assert s.bids["baratheon"] == 0 and "targaryen" not in s.bids
    assert game.cursor[-1] == "clash.targaryen" and s.power["targaryen"] == 4
    game.choose("give:greyjoy@3")
    assert s.bids["greyjoy"] == 3
    until(game, "clash.bid")  # the next track
    assert s.tracks["iron_throne"][0] == "greyjoy" and s.tracks["iron_throne"][-1] == "targaryen"


def test_vassals_stay_out_of_wildling_bids():
    # rule: mod.vassals.wildlings
    game = position(
        "westeros.draw",
        round=2,
        westeros={"I": ["last_days_of_summer"], "II": ["last_days_of_summer"], "III": ["wildlings_attack"]},
    )
    until(game, "wildlings.bid")
    players = set()
    while game.cursor[-1] == "wildlings.bid":
        players.add(game.decision.player)
        game.choose("bid:0")
    assert not any(v in game.state.bids for v in game.state.vassals)
    assert players == set(FOUR)


def test_a_vassal_musters_only_in_its_home_area():
    # rule: mod.vassals.muster
    game = position(
        "westeros.draw",
        round=2,
        tokens={"storms_end": "baratheon"},
        westeros={"I": ["mustering"]},
    )
    s = game.state
    for _ in range(200):
        if s.muster is not None and s.muster.house == "baratheon":
            break
        game.choose("muster-done" if "muster-done" in ids(game) else ids(game)[0])
    assert list(s.muster.points) == ["dragonstone"]  # not Storm's End, a castle it also holds


# -- dragons -------------------------------------------------------------------------------------


def test_dragons_grow_on_rounds_two_four_six_eight_ten():
    # rule: mod.dragons.strength (the rulebook: in round 4 each dragon has strength 2)
    game = new()
    s = game.state
    s.decks["IV"].remove("IV:fire_made_flesh")  # the one card that trades a dragon for strength
    s.decks["IV"].append("IV:fire_made_flesh")
    seen = {}
    for _ in range(6000):
        seen[s.round] = s.dragon_strength
        if s.round == 4 or game.over:
            break
        game.choose(quiet(game))
    assert seen[1] == 0 and seen[2] == 1 and seen[3] == 1 and seen[4] == 2


def test_a_dragon_flies_to_any_land_area_and_fights_at_the_pool_strength():
    # rules: mod.dragons.flight, mod.dragons.strength
    game = position(
        "action.marches",
        round=4,
        dragon_strength=2,
        revealed=True,
        orders={"the_rhoyne": {"house": "targaryen", "token": "march0"}},
    )
    until(game, "march.move")
    assert "send:dragon@winterfell" in ids(game)  # across both boards
    assert "send:footman@winterfell" not in ids(game)
    game.choose("send:dragon@the_reach")
    assert "back:dragon@the_reach" in ids(game)
    from engine.board.combat import kind_strength

    assert kind_strength("dragon", False, game.state.dragon_strength) == 2


# -- sea orders ------------------------------------------------------------------------------------


def test_sea_orders_can_be_placed_and_leave_land_unresolved():
    # rule: mod.sea-orders
    game = new()
    until(game, "planning.assign", lambda g: "vassal-pass" if "vassal-pass" in ids(g) else ids(g)[0])
    labels = {o.label for o in game.decision.options}
    assert any("(sea)" in label for label in labels)
    house = game.house_of(game.decision.player)
    land = next(a for a, us in game.state.units.items() if us[0].house == house and game.map[a].is_land)
    game.choose(next(i for i in ids(game) if i.startswith(f"order:{land}@s-march-1")))
    until(game, "planning.raven")
    game.choose("raven-pass")
    assert land not in game.state.orders
    assert any(e.kind == "sea-order-removed" for e in game.events)


def test_no_iron_bank_order_without_the_iron_bank():
    # rule: mod.sea-orders.bank
    game = new(["Stark", "Lannister", "Greyjoy"])
    until(game, "planning.assign", lambda g: "vassal-pass" if "vassal-pass" in ids(g) else ids(g)[0])
    assert not any(i.endswith("@s-bank") for i in ids(game))
    assert any(i.endswith("@s-bank") for i in _assign_ids(new()))


def _assign_ids(game: MotherOfDragons) -> list[str]:
    until(game, "planning.assign", lambda g: "vassal-pass" if "vassal-pass" in ids(g) else ids(g)[0])
    return ids(game)


# -- gifts and leaving ---------------------------------------------------------------------------


def test_a_player_gives_a_power_token_and_is_asked_again():
    # rule: mod.gifts
    game = new()
    until(game, "planning.assign", lambda g: "vassal-pass" if "vassal-pass" in ids(g) else ids(g)[0])
    giver = game.house_of(game.decision.player)
    to = next(i for i in ids(game) if i.startswith("gift:"))
    receiver = to.split(":")[1]
    before = dict(game.state.power)
    game.choose(to)
    assert game.state.power[giver] == before[giver] - 1
    assert game.state.power[receiver] == before[receiver] + 1
    assert game.cursor[-1] == "planning.assign" and game.house_of(game.decision.player) == giver
    assert not any(i.startswith(f"gift:{v}") for v in game.state.vassals for i in ids(game))


def test_a_player_who_leaves_between_rounds_becomes_a_vassal():
    # rule: mod.presence
    game = new(leaving={"Greyjoy": 2})
    while game.state.round < 2:
        game.choose(quiet(game))
    s = game.state
    assert "greyjoy" in s.vassals and "greyjoy" not in s.holders
    assert s.power["greyjoy"] == 0 and s.hands["greyjoy"] == []
    assert "Greyjoy" not in game.header().seats
    with pytest.raises(EngineError, match="three players"):
        new(leaving={"Stark": 2, "Greyjoy": 3})
    with pytest.raises(EngineError, match="round from 2 to 10"):
        new(leaving={"Stark": 1})


# -- the expansion's scenario files -------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(MotherOfDragons.scenarios.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_scenario_file_loads_and_plays_its_script(path):
    # rule: mod.setup (positions built on the expansion's setup)
    game = engine.load_scenario(path)
    assert game.game_id == "mother-of-dragons"
    assert len(game.decisions) == len(game.script)


# -- whole random games ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [4, 6, 8])
def test_random_games_keep_the_expansions_promises(players):
    # rules: mod.vassals.no-victory, mod.targaryen.victory, mod.bank.interest, mod.bank.loan
    # Targaryen's points fall only with Pentos, no vassal wins, and a loan or interest moves power
    # only between its own house and the pool.
    checked = 0
    for seed in range(6):
        game = new(players, seed=seed, rounds=6)
        bot = engine.RandomBot(seed)
        s = game.state
        while not game.over:
            before_won, before_points = s.loyalty_won, dict(s.power)
            seen = len(game.events)
            game.choose(bot.pick(game))
            assert s.loyalty_won >= before_won
            new_events = game.events[seen:]
            bank = [e for e in new_events if e.kind in ("interest", "loan")]
            if bank and all(e.kind in BANK_ONLY for e in new_events):
                checked += 1
                payers = {e.data["house"] for e in bank}
                for h, n in s.power.items():
                    paid = sum(e.data["paid"] for e in bank if e.data["house"] == h)
                    gained = sum(e.data.get("gained", 0) for e in new_events if e.kind == "loan-power")
                    assert n == before_points[h] - paid + (gained if h in payers else 0), h
            if "targaryen" in s.holders:
                assert victory_points(game) == s.loyalty_won + int(s.pentos_held)
        assert game.result is not None and game.result.winner in game.players
        assert game.house_of(game.result.winner) not in s.vassals
    assert checked > 0  # some loans and interest were taken alone in a decision


#: Events that move no power but the Iron Bank's own payments (and a loan's own gain).
BANK_ONLY = {
    "interest",
    "interest-spared",
    "loan",
    "loan-unit",
    "loan-unplaced",
    "loan-nothing",
    "loan-power",
    "destroyed",
    "bank-row",
    "spymaster",
    "spymaster-seen",
    "order-removed",
    "supply",
    "upgrade",
    "downgrade",
}


def victory_points(game: MotherOfDragons) -> int:
    from engine.board import victory

    return victory.points(game, "targaryen")


def test_the_raven_never_swaps_a_vassal_order():
    # rule: mod.vassals.orders
    game = position(
        "planning.raven",
        revealed=True,
        orders={
            "kingswood": {"house": "baratheon", "token": "v-march0"},
            "lannisport": {"house": "lannister", "token": "march0"},
        },
    )
    assert game.decision.player == "Lannister"  # the Raven's holder, Baratheon's lord
    swaps = [i for i in ids(game) if i.startswith("swap:")]
    assert swaps and all(i.startswith("swap:lannisport@") for i in swaps)


def test_a_lord_holding_the_blade_may_use_it_for_its_vassal():
    # rule: mod.vassals.blade
    game = position(
        "combat.support",
        revealed=True,
        units={
            "kingswood": {"house": "arryn", "knight": 2},
            "storms_end": {"house": "stark", "footman": 1},
            "winterfell": {"house": "stark", "footman": 1},
            "lannisport": {"house": "lannister", "footman": 1},
            "pyke": {"house": "greyjoy", "footman": 1},
        },
        neutral={},
        orders={"kingswood": {"house": "arryn", "token": "v-march0"}},
        combat={"area": "storms_end", "origin": "kingswood", "attackers": {"knight": 2}},
    )
    until(game, "combat.blade")
    assert game.decision.player == "Greyjoy"  # first on Fiefdoms, Arryn's lord
    game.choose("blade")
    assert game.state.blade_used and any(e.kind == "blade" and "Arryn" in e.text for e in game.events)
