"""agot-board: every house card with a text, the plain cards' strength and icons, and the combat
rules the cards lean on (ties, the Blade, casualties, retreats, the hand refresh, support).

Each test builds a combat already under way (scenario ``combat``) and plays it through the real
procedure. A spare March order of a house outside the fight waits in a far corner of the map, so
the game stops at that house's march right after the combat, before the round is cleaned up.
"""

from __future__ import annotations

from typing import Any

import pytest
from board_combat import fight, finish, logged, over, play, result

import engine
from engine.board.housecards import HOUSE_OF
from engine.core.scenario import build

PLAYERS = {
    3: ["Baratheon", "Lannister", "Stark"],
    4: ["Baratheon", "Lannister", "Stark", "Greyjoy"],
    5: ["Baratheon", "Lannister", "Stark", "Greyjoy", "Tyrell"],
    6: ["Baratheon", "Lannister", "Stark", "Greyjoy", "Tyrell", "Martell"],
}
#: Where the spare March order of a house outside the combat waits (far from every fight below).
PARKING = {"baratheon": "dragonstone", "stark": "karhold", "lannister": "the_arbor", "greyjoy": "pyke"}
FIEFDOMS = ["greyjoy", "tyrell", "martell", "stark", "baratheon", "lannister"]

# -- helpers ----------------------------------------------------------------------------------


def board(
    units: dict[str, Any],
    combat: dict[str, Any],
    *,
    players: int = 3,
    orders: dict[str, Any] | None = None,
    hands: dict[str, list[str]] | None = None,
    houses: dict[str, dict[str, Any]] | None = None,
    tracks: dict[str, list[str]] | None = None,
    park: bool = True,
    **more: Any,
):
    """A combat under way at ``combat['area']``. Without ``tracks['fiefdoms']`` the parked house
    holds the Blade, so no Blade decision comes up unless a test asks for it."""
    in_play = [p.lower() for p in PLAYERS[players]]
    units, orders, tracks = dict(units), dict(orders or {}), dict(tracks or {})
    houses = {h: dict(v) for h, v in (houses or {}).items()}
    for h, hand in (hands or {}).items():
        houses.setdefault(h, {})["hand"] = hand
    fighting = {units[combat["origin"]]["house"], units[combat["area"]]["house"]}
    spare = next(h for h in PARKING if h in in_play and h not in fighting)
    if park:
        units[PARKING[spare]] = {"house": spare, "footman": 1}
        orders[PARKING[spare]] = {"house": spare, "token": "march0"}
    if "fiefdoms" not in tracks:
        tracks["fiefdoms"] = [spare] + [h for h in FIEFDOMS if h in in_play and h != spare]
    data = {
        "game": "agot-board",
        "title": "house card test",
        "players": PLAYERS[players],
        "start": "combat.support",
        "round": 2,
        "units": units,
        "orders": orders,
        "revealed": True,
        "garrisons": {},
        "tracks": tracks,
        "combat": combat,
        "houses": houses,
        **more,
    }
    return build(engine.game_class("agot-board"), data, "test", run_script=False)


def units_in(g, area: str) -> list[tuple[str, str, bool]]:
    """(house, kind, routed) of each unit in an area, sorted."""
    return sorted((u.house, u.kind, u.routed) for u in g.state.units.get(area, []))


def side(g, house: str):
    """A side of the combat under way, as the table shows it."""
    c = g.view(None).table.combat
    return c.attacker if c.attacker.house == house else c.defender


def parts(g, house: str) -> dict[str, int]:
    return dict(side(g, house).parts)


# Stark attacks Lannister in Riverrun (a stronghold) from Seagard: 3 against 3 + Defense 1.
STARK_ATTACKS = {
    "riverrun": {"house": "lannister", "footman": 1, "knight": 1},
    "seagard": {"house": "stark", "footman": 1},
    "lannisport": {"house": "lannister", "footman": 1},
}
STARK_ATTACK = {"area": "riverrun", "origin": "seagard", "attackers": {"footman": 1, "knight": 1}}
LANNISTER_DEFENDS = {"riverrun": {"house": "lannister", "token": "defense+1"}}

# Lannister attacks Stark in Riverrun from Lannisport.
LANNISTER_ATTACKS = {
    "riverrun": {"house": "stark", "footman": 1, "knight": 1},
    "lannisport": {"house": "lannister", "footman": 1},
}
LANNISTER_ATTACK = {"area": "riverrun", "origin": "lannisport", "attackers": {"footman": 1, "knight": 1}}

# Baratheon attacks Lannister in Harrenhal (a castle) from Crackclaw Point: 3 against 3.
BARATHEON_ATTACKS = {
    "harrenhal": {"house": "lannister", "footman": 1, "knight": 1},
    "crackclaw_point": {"house": "baratheon", "footman": 1},
}
BARATHEON_ATTACK = {"area": "harrenhal", "origin": "crackclaw_point", "attackers": {"footman": 1, "knight": 1}}

# Tyrell (5 players) attacks Lannister in the Searoad Marches from Highgarden: 3 against 3.
TYRELL_ATTACKS = {
    "searoad_marches": {"house": "lannister", "footman": 1, "knight": 1},
    "highgarden": {"house": "tyrell", "footman": 1},
}
TYRELL_ATTACK = {"area": "searoad_marches", "origin": "highgarden", "attackers": {"footman": 1, "knight": 1}}

# Tyrell (6 players) attacks Martell in Yronwood (a castle) from the Boneway: 3 against 3.
MARTELL_DEFENDS = {
    "yronwood": {"house": "martell", "footman": 1, "knight": 1},
    "the_boneway": {"house": "tyrell", "footman": 1},
}
TYRELL_INTO_YRONWOOD = {"area": "yronwood", "origin": "the_boneway", "attackers": {"footman": 1, "knight": 1}}


# -- Stark ---------------------------------------------------------------------------------------


def test_robb_stark_winner_picks_the_retreat():
    # rule: board.cards.robb_stark
    g = board(STARK_ATTACKS, {**STARK_ATTACK, "token": "march+1"}, orders=LANNISTER_DEFENDS)
    fight(g, stark="robb_stark", lannister="cersei_lannister")
    assert result(g) == {"winner": "stark", "strength": {"stark": 7, "lannister": 4}}
    # Stark, not the beaten Lannister, chooses among the legal areas (not Seagard, Stark's origin)
    assert g.node == "combat.retreat" and g.decision.player == "Stark"
    assert g.decision.ids == ["retreat:harrenhal", "retreat:lannisport", "retreat:stoney_sept"]
    play(g, "retreat:harrenhal")
    over(g)
    assert units_in(g, "harrenhal") == [("lannister", "footman", True), ("lannister", "knight", True)]
    assert units_in(g, "riverrun") == [("stark", "footman", False), ("stark", "knight", False)]


def test_robb_stark_still_picks_only_among_the_cheapest_areas():
    # rule: board.cards.robb_stark
    # Lannister at supply 0 may have two armies of 2: Lannisport (2 footmen) would cost it 2 units
    units = {**STARK_ATTACKS, "lannisport": {"house": "lannister", "footman": 2}}
    g = board(units, {**STARK_ATTACK, "token": "march+1"}, houses={"lannister": {"supply": 0}})
    fight(g, stark="robb_stark", lannister="cersei_lannister")
    assert g.decision.player == "Stark"
    assert g.decision.ids == ["retreat:harrenhal", "retreat:stoney_sept"]


def test_roose_bolton_loses_and_takes_every_discard_back():
    # rule: board.cards.roose_bolton
    hands = {"stark": ["roose_bolton", "the_blackfish"]}
    g = board(
        STARK_ATTACKS,
        STARK_ATTACK,
        orders=LANNISTER_DEFENDS,
        hands=hands,
        houses={"stark": {"discards": ["eddard_stark", "greatjon_umber"]}},
    )
    fight(g, stark="roose_bolton", lannister="the_hound")
    assert result(g) == {"winner": "lannister", "strength": {"stark": 5, "lannister": 6}}
    over(g)
    assert sorted(g.state.hands["stark"]) == ["eddard_stark", "greatjon_umber", "roose_bolton", "the_blackfish"]
    assert g.state.discards["stark"] == []
    assert logged(g, "board.cards.roose_bolton")


def test_roose_bolton_does_nothing_on_a_win():
    # rule: board.cards.roose_bolton
    g = board(
        STARK_ATTACKS,
        {**STARK_ATTACK, "token": "march+1"},
        hands={"stark": ["roose_bolton", "the_blackfish"]},
        houses={"stark": {"discards": ["eddard_stark"]}},
    )
    fight(g, stark="roose_bolton", lannister="cersei_lannister")
    assert result(g)["winner"] == "stark"
    play(g, "retreat:harrenhal")
    over(g)
    assert g.state.hands["stark"] == ["the_blackfish"]
    assert sorted(g.state.discards["stark"]) == ["eddard_stark", "roose_bolton"]


def test_the_blackfish_loses_no_unit_to_swords():
    # rule: board.cards.the_blackfish
    g = board(STARK_ATTACKS, STARK_ATTACK, orders=LANNISTER_DEFENDS)
    fight(g, stark="the_blackfish", lannister="ser_gregor_clegane")
    assert result(g) == {"winner": "lannister", "strength": {"stark": 4, "lannister": 7}}
    over(g)  # Ser Gregor's 3 swords asked for no casualty
    assert not logged(g, "board.combat.casualties")
    # both attackers are back in Seagard, routed, beside the footman that stayed
    assert units_in(g, "seagard") == [
        ("stark", "footman", False),
        ("stark", "footman", True),
        ("stark", "knight", True),
    ]


def test_catelyn_stark_doubles_the_defense_order():
    # rule: board.cards.catelyn_stark
    orders = {"riverrun": {"house": "stark", "token": "defense+2"}}
    tracks = {"fiefdoms": ["stark", "baratheon", "lannister"]}  # Stark's Blade gives a pause to look
    g = board(LANNISTER_ATTACKS, {**LANNISTER_ATTACK, "token": "march+1"}, orders=orders, tracks=tracks)
    fight(g, stark="catelyn_stark", lannister="the_hound")
    assert g.node == "combat.blade"
    assert parts(g, "stark") == {"units": 3, "Defense order": 4}
    play(g, "no-blade")
    assert result(g) == {"winner": "stark", "strength": {"stark": 7, "lannister": 6}}
    over(g)
    assert units_in(g, "lannisport") == [
        ("lannister", "footman", False),
        ("lannister", "footman", True),
        ("lannister", "knight", True),
    ]


# -- Lannister -----------------------------------------------------------------------------------


def test_tywin_lannister_gains_two_power_on_a_win():
    # rule: board.cards.tywin_lannister
    g = board(STARK_ATTACKS, STARK_ATTACK, orders=LANNISTER_DEFENDS, houses={"lannister": {"power": 5}})
    fight(g, stark="greatjon_umber", lannister="tywin_lannister")
    assert result(g) == {"winner": "lannister", "strength": {"stark": 5, "lannister": 8}}
    over(g)
    assert g.state.power["lannister"] == 7


def test_tywin_lannister_gains_nothing_on_a_loss():
    # rule: board.cards.tywin_lannister
    g = board(STARK_ATTACKS, {**STARK_ATTACK, "token": "march+1"}, houses={"lannister": {"power": 5}})
    fight(g, stark="eddard_stark", lannister="tywin_lannister")
    assert result(g)["winner"] == "stark"
    play(g, "casualty:footman", "casualty:knight")  # Eddard's 2 swords: nobody is left to retreat
    over(g)
    assert g.state.power["lannister"] == 5


def test_ser_kevan_lannister_doubles_attacking_footmen_and_their_support():
    # rule: board.cards.ser_kevan_lannister
    units = {**LANNISTER_ATTACKS, "stoney_sept": {"house": "lannister", "footman": 1}}
    orders = {"stoney_sept": {"house": "lannister", "token": "support0"}}
    tracks = {"fiefdoms": ["lannister", "stark", "baratheon"]}
    combat = {**LANNISTER_ATTACK, "attackers": {"footman": 2}}
    g = board(units, combat, orders=orders, tracks=tracks)
    fight(g, {"stoney_sept": "lannister"}, stark="greatjon_umber", lannister="ser_kevan_lannister")
    assert parts(g, "lannister") == {"units": 4, "support from Stoney Sept": 2, "Ser Kevan Lannister": 1}
    play(g, "no-blade")
    assert result(g) == {"winner": "lannister", "strength": {"lannister": 7, "stark": 5}}


def test_ser_kevan_lannister_does_nothing_when_defending():
    # rule: board.cards.ser_kevan_lannister
    units = {**STARK_ATTACKS, "riverrun": {"house": "lannister", "footman": 2}}
    g = board(units, STARK_ATTACK, tracks={"fiefdoms": ["lannister", "stark", "baratheon"]})
    fight(g, stark="ser_rodrick_cassel", lannister="ser_kevan_lannister")
    assert parts(g, "lannister") == {"units": 2, "Ser Kevan Lannister": 1}


def test_tyrion_lannister_sends_the_card_back_and_another_is_played():
    # rule: board.cards.tyrion_lannister
    g = board(STARK_ATTACKS, STARK_ATTACK, orders=LANNISTER_DEFENDS)
    fight(g, stark="eddard_stark", lannister="tyrion_lannister")
    assert g.node == "combat.abilities" and g.decision.player == "Lannister"
    play(g, "tyrion-cancel")
    assert g.decision.player == "Stark"
    assert "card:eddard_stark" not in g.decision.ids and "card:ser_rodrick_cassel" in g.decision.ids
    play(g, "card:ser_rodrick_cassel")
    assert result(g) == {"winner": "lannister", "strength": {"stark": 4, "lannister": 5}}
    over(g)
    assert "eddard_stark" in g.state.hands["stark"]
    assert g.state.discards["stark"] == ["ser_rodrick_cassel"]


def test_tyrion_lannister_leaves_a_one_card_hand_without_a_card():
    # rules: board.cards.tyrion_lannister, board.combat.no-card
    g = board(STARK_ATTACKS, STARK_ATTACK, orders=LANNISTER_DEFENDS, hands={"stark": ["eddard_stark"]})
    fight(g, stark="eddard_stark", lannister="tyrion_lannister")
    play(g, "tyrion-cancel")
    assert result(g) == {"winner": "lannister", "strength": {"stark": 3, "lannister": 5}}
    over(g)
    assert g.state.hands["stark"] == ["eddard_stark"] and g.state.discards["stark"] == []
    assert logged(g, "board.combat.no-card")


def test_cersei_lannister_removes_an_order_anywhere_on_a_win():
    # rule: board.cards.cersei_lannister
    units = {**STARK_ATTACKS, "winterfell": {"house": "stark", "footman": 1}}
    orders = {**LANNISTER_DEFENDS, "winterfell": {"house": "stark", "token": "cp*"}}
    g = board(units, STARK_ATTACK, orders=orders)
    fight(g, stark="catelyn_stark", lannister="cersei_lannister")
    assert result(g) == {"winner": "lannister", "strength": {"stark": 3, "lannister": 4}}
    assert g.decision.player == "Lannister" and g.decision.ids == ["cersei:winterfell", "cersei-none"]
    play(g, "cersei:winterfell")
    over(g)
    assert "winterfell" not in g.state.orders
    assert g.state.orders["riverrun"].token == "defense+1"


# -- Greyjoy -------------------------------------------------------------------------------------

# Greyjoy's ships attack Lannister's two ships in the Golden Sound from Ironman's Bay.
GREYJOY_FLEET = {
    "the_golden_sound": {"house": "lannister", "ship": 2},
    "ironmans_bay": {"house": "greyjoy", "ship": 1},
    "sunset_sea": {"house": "greyjoy", "ship": 1},
    "lannisport": {"house": "lannister", "footman": 1},
}
GREYJOY_SAILS = {"area": "the_golden_sound", "origin": "ironmans_bay", "attackers": {"ship": 2}}


def test_victarion_greyjoy_doubles_attacking_and_supporting_ships():
    # rule: board.cards.victarion_greyjoy
    orders = {"sunset_sea": {"house": "greyjoy", "token": "support0"}}
    g = board(GREYJOY_FLEET, GREYJOY_SAILS, players=4, orders=orders)
    fight(g, {"sunset_sea": "greyjoy"}, greyjoy="victarion_greyjoy", lannister="tywin_lannister")
    assert result(g) == {"winner": "greyjoy", "strength": {"greyjoy": 9, "lannister": 6}}
    over(g)
    # the beaten ships fall back into their own port
    assert units_in(g, "port_of_lannisport") == [("lannister", "ship", True)] * 2
    assert units_in(g, "the_golden_sound") == [("greyjoy", "ship", False)] * 2


def test_balon_greyjoy_zeroes_the_printed_strength():
    # rule: board.cards.balon_greyjoy
    units = {
        "greywater_watch": {"house": "greyjoy", "footman": 1, "knight": 1},
        "moat_cailin": {"house": "stark", "footman": 1},
    }
    combat = {"area": "greywater_watch", "origin": "moat_cailin", "attackers": {"footman": 1, "knight": 1}}
    tracks = {"fiefdoms": ["greyjoy", "baratheon", "stark", "lannister"]}
    g = board(units, combat, players=4, tracks=tracks)
    fight(g, stark="eddard_stark", greyjoy="balon_greyjoy")
    assert parts(g, "stark") == {"units": 3}  # Eddard's 4 counts 0
    play(g, "no-blade")
    assert result(g) == {"winner": "greyjoy", "strength": {"stark": 3, "greyjoy": 5}}


def test_balon_greyjoy_leaves_text_bonuses_standing():
    # rules: board.cards.balon_greyjoy, board.cards.stannis_baratheon
    units = {
        "greywater_watch": {"house": "greyjoy", "footman": 1, "knight": 1},
        "flints_finger": {"house": "baratheon", "footman": 1},
    }
    combat = {"area": "greywater_watch", "origin": "flints_finger", "attackers": {"footman": 1, "knight": 1}}
    tracks = {
        "iron_throne": ["greyjoy", "baratheon", "lannister", "stark"],
        "fiefdoms": ["greyjoy", "stark", "baratheon", "lannister"],
    }
    g = board(units, combat, players=4, tracks=tracks)
    fight(g, baratheon="stannis_baratheon", greyjoy="balon_greyjoy")
    assert parts(g, "baratheon") == {"units": 3, "Stannis Baratheon's text": 1}
    play(g, "no-blade")
    assert result(g) == {"winner": "greyjoy", "strength": {"baratheon": 4, "greyjoy": 5}}


# Stark attacks Greyjoy in Seagard (a stronghold) from the Twins: 3 + March 1 against 3.
GREYJOY_IN_SEAGARD = {
    "seagard": {"house": "greyjoy", "footman": 1, "knight": 1},
    "the_twins": {"house": "stark", "footman": 1},
}
STARK_INTO_SEAGARD = {"area": "seagard", "origin": "the_twins", "attackers": {"footman": 1, "knight": 1}}


def test_theon_greyjoy_defending_a_castle_gets_plus_one_and_a_sword():
    # rule: board.cards.theon_greyjoy
    tracks = {"fiefdoms": ["greyjoy", "baratheon", "stark", "lannister"]}
    g = board(GREYJOY_IN_SEAGARD, {**STARK_INTO_SEAGARD, "token": "march+1"}, players=4, tracks=tracks)
    fight(g, stark="catelyn_stark", greyjoy="theon_greyjoy")
    assert parts(g, "greyjoy") == {"units": 3, "Theon Greyjoy": 2, "Theon Greyjoy's text": 1}
    assert side(g, "greyjoy").swords == 1
    play(g, "no-blade")
    assert result(g) == {"winner": "greyjoy", "strength": {"stark": 4, "greyjoy": 6}}
    assert g.node == "combat.casualties" and g.decision.player == "Stark"  # the sword kills one
    play(g, "casualty:footman")
    over(g)
    assert units_in(g, "the_twins") == [("stark", "footman", False), ("stark", "knight", True)]


def test_theon_greyjoy_gets_nothing_outside_a_castle():
    # rule: board.cards.theon_greyjoy
    units = {
        "greywater_watch": {"house": "greyjoy", "footman": 1, "knight": 1},
        "moat_cailin": {"house": "stark", "footman": 1},
    }
    combat = {"area": "greywater_watch", "origin": "moat_cailin", "attackers": {"footman": 1, "knight": 1}}
    g = board(units, combat, players=4, tracks={"fiefdoms": ["greyjoy", "baratheon", "stark", "lannister"]})
    fight(g, stark="catelyn_stark", greyjoy="theon_greyjoy")
    assert parts(g, "greyjoy") == {"units": 3, "Theon Greyjoy": 2}
    assert side(g, "greyjoy").swords == 0


# Greyjoy attacks Stark's lone footman in Moat Cailin from Greywater Watch.
STARK_IN_MOAT = {
    "moat_cailin": {"house": "stark", "footman": 1},
    "greywater_watch": {"house": "greyjoy", "footman": 1},
    "seagard": {"house": "greyjoy", "footman": 1},
}
GREYJOY_INTO_MOAT = {"area": "moat_cailin", "origin": "greywater_watch", "attackers": {"footman": 1, "knight": 1}}


def test_asha_greyjoy_alone_has_two_swords_and_a_fort():
    # rule: board.cards.asha_greyjoy
    orders = {"seagard": {"house": "greyjoy", "token": "support0"}}
    g = board(STARK_IN_MOAT, GREYJOY_INTO_MOAT, players=4, orders=orders)
    fight(g, {"seagard": None}, greyjoy="asha_greyjoy", stark="catelyn_stark")
    assert result(g) == {"winner": "greyjoy", "strength": {"greyjoy": 4, "stark": 1}}
    assert g.decision.player == "Stark"
    play(g, "casualty:footman")  # 2 swords: the only footman dies, nothing retreats
    over(g)
    assert units_in(g, "moat_cailin") == [("greyjoy", "footman", False), ("greyjoy", "knight", False)]


def test_asha_greyjoy_backed_has_no_icons():
    # rule: board.cards.asha_greyjoy
    orders = {"seagard": {"house": "greyjoy", "token": "support0"}}
    g = board(STARK_IN_MOAT, GREYJOY_INTO_MOAT, players=4, orders=orders)
    fight(g, {"seagard": "greyjoy"}, greyjoy="asha_greyjoy", stark="catelyn_stark")
    assert result(g) == {"winner": "greyjoy", "strength": {"greyjoy": 5, "stark": 1}}
    assert g.node == "combat.retreat" and g.decision.player == "Stark"  # no casualty: Stark retreats
    assert "retreat:greywater_watch" not in g.decision.ids and "retreat:seagard" not in g.decision.ids
    play(g, "retreat:white_harbor")
    over(g)
    assert units_in(g, "white_harbor") == [("stark", "footman", True)]


def test_asha_greyjoy_fort_saves_a_unit_when_she_loses():
    # rule: board.cards.asha_greyjoy
    units = {**GREYJOY_IN_SEAGARD}
    tracks = {"fiefdoms": ["baratheon", "stark", "greyjoy", "lannister"]}
    g = board(units, {**STARK_INTO_SEAGARD, "token": "march+1"}, players=4, tracks=tracks)
    fight(g, stark="greatjon_umber", greyjoy="asha_greyjoy")  # Greatjon: 1 sword, Asha: 1 fort
    assert result(g) == {"winner": "stark", "strength": {"stark": 6, "greyjoy": 4}}
    assert g.node == "combat.retreat"  # no casualty to choose
    assert not logged(g, "board.combat.casualties")


def test_aeron_damphair_pays_two_power_for_another_card():
    # rule: board.cards.aeron_damphair
    hands = {"greyjoy": ["aeron_damphair", "euron_crows_eye", "dagmar_cleftjaw"]}
    g = board(STARK_IN_MOAT, GREYJOY_INTO_MOAT, players=4, hands=hands, houses={"greyjoy": {"power": 5}})
    fight(g, greyjoy="aeron_damphair", stark="ser_rodrick_cassel")
    assert g.node == "combat.abilities" and g.decision.player == "Greyjoy"
    play(g, "aeron-swap")
    assert g.decision.ids == ["card:euron_crows_eye", "card:dagmar_cleftjaw"]
    play(g, "card:euron_crows_eye")
    assert g.state.power["greyjoy"] == 3
    assert result(g) == {"winner": "greyjoy", "strength": {"greyjoy": 7, "stark": 2}}
    play(g, "retreat:white_harbor")  # Euron's sword is stopped by Ser Rodrick's 2 forts
    over(g)
    assert g.state.hands["greyjoy"] == ["dagmar_cleftjaw"]
    assert sorted(g.state.discards["greyjoy"]) == ["aeron_damphair", "euron_crows_eye"]


def test_aeron_damphair_cannot_swap_without_two_power():
    # rule: board.cards.aeron_damphair
    g = board(STARK_IN_MOAT, GREYJOY_INTO_MOAT, players=4, houses={"greyjoy": {"power": 1}})
    fight(g, greyjoy="aeron_damphair", stark="ser_rodrick_cassel")
    assert not any(e.rule == "board.cards.aeron_damphair" for e in g.events)
    assert result(g)["strength"] == {"greyjoy": 3, "stark": 2}


# -- Tyrell --------------------------------------------------------------------------------------


def test_mace_tyrell_kills_an_opposing_footman_at_once():
    # rule: board.cards.mace_tyrell
    tracks = {"fiefdoms": ["tyrell", "baratheon", "greyjoy", "stark", "lannister"]}
    g = board(TYRELL_ATTACKS, TYRELL_ATTACK, players=5, tracks=tracks)
    fight(g, tyrell="mace_tyrell", lannister="the_hound")
    assert [e.text for e in logged(g, "board.cards.mace_tyrell")] == ["Lannister loses a footman: Mace Tyrell's text"]
    assert parts(g, "lannister") == {"units": 2, "The Hound": 2}
    play(g, "no-blade")
    assert result(g) == {"winner": "tyrell", "strength": {"tyrell": 7, "lannister": 4}}
    play(g, "retreat:lannisport")
    over(g)
    assert units_in(g, "lannisport") == [("lannister", "knight", True)]


def test_mace_tyrell_is_stopped_by_the_blackfish():
    # rules: board.cards.mace_tyrell, board.cards.the_blackfish
    units = {
        "searoad_marches": {"house": "stark", "footman": 2},
        "highgarden": {"house": "tyrell", "footman": 1},
    }
    g = board(units, TYRELL_ATTACK, players=5)
    fight(g, tyrell="mace_tyrell", stark="the_blackfish")
    assert not logged(g, "board.cards.mace_tyrell")
    assert result(g)["strength"] == {"tyrell": 7, "stark": 3}


def test_ser_loras_tyrell_march_order_moves_in_and_marches_again():
    # rule: board.cards.ser_loras_tyrell
    g = board(TYRELL_ATTACKS, {**TYRELL_ATTACK, "token": "march+1"}, players=5)
    fight(g, tyrell="ser_loras_tyrell", lannister="the_hound")
    assert result(g) == {"winner": "tyrell", "strength": {"tyrell": 7, "lannister": 5}}
    play(g, "retreat:lannisport")
    over(g)
    order = g.state.orders["searoad_marches"]
    assert (order.house, order.token) == ("tyrell", "march+1")
    play(g, "end-march")  # Baratheon's parked march; then Tyrell marches again from the won area
    assert g.node == "march.move" and g.decision.player == "Tyrell"
    assert g.state.march.origin == "searoad_marches"
    assert "send:knight@the_reach" in g.decision.ids


def test_ser_loras_tyrell_defending_moves_nothing():
    # rule: board.cards.ser_loras_tyrell
    units = {
        "searoad_marches": {"house": "tyrell", "footman": 1, "knight": 1},
        "lannisport": {"house": "lannister", "footman": 1},
    }
    combat = {"area": "searoad_marches", "origin": "lannisport", "attackers": {"footman": 1}}
    g = board(units, combat, players=5)
    fight(g, tyrell="ser_loras_tyrell", lannister="the_hound")
    assert result(g)["winner"] == "tyrell"
    over(g)
    assert "searoad_marches" not in g.state.orders


def test_queen_of_thorns_removes_an_adjacent_order():
    # rule: board.cards.queen_of_thorns
    units = {
        "searoad_marches": {"house": "tyrell", "footman": 1, "knight": 1},
        "lannisport": {"house": "lannister", "footman": 1},
        "stoney_sept": {"house": "lannister", "knight": 1},
        "the_golden_sound": {"house": "lannister", "ship": 1},
        "riverrun": {"house": "lannister", "footman": 1},
    }
    orders = {
        "searoad_marches": {"house": "tyrell", "token": "defense+2"},
        "stoney_sept": {"house": "lannister", "token": "support+1"},
        "the_golden_sound": {"house": "lannister", "token": "raid"},
        "riverrun": {"house": "lannister", "token": "cp"},  # not next to the fight
    }
    combat = {"area": "searoad_marches", "origin": "lannisport", "attackers": {"footman": 1, "knight": 1}}
    g = board(units, combat, players=5, orders=orders)
    fight(g, {"stoney_sept": "lannister"}, tyrell="queen_of_thorns", lannister="ser_jaime_lannister")
    assert g.decision.player == "Tyrell"
    assert g.decision.ids == ["thorns:stoney_sept", "thorns:the_golden_sound"]
    play(g, "thorns:stoney_sept")
    assert "stoney_sept" not in g.state.orders and "riverrun" in g.state.orders
    # without the removed support (3) Lannister has 3 + Jaime 2 against Tyrell's 3 + Defense 2:
    # a tie, which Tyrell wins from above Lannister on Fiefdoms (with the support Lannister had 8)
    assert result(g) == {"winner": "tyrell", "strength": {"lannister": 5, "tyrell": 5}}


# -- Baratheon -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("throne", "bonus", "winner"),
    [(["lannister", "baratheon", "stark"], 1, "baratheon"), (["baratheon", "lannister", "stark"], 0, "lannister")],
)
def test_stannis_baratheon_plus_one_against_a_higher_throne(throne, bonus, winner):
    # rule: board.cards.stannis_baratheon
    tracks = {"iron_throne": throne, "fiefdoms": ["stark", "lannister", "baratheon"]}
    g = board(BARATHEON_ATTACKS, BARATHEON_ATTACK, tracks=tracks)
    fight(g, baratheon="stannis_baratheon", lannister="tywin_lannister")
    assert result(g) == {"winner": winner, "strength": {"baratheon": 7 + bonus, "lannister": 7}}


def test_renly_baratheon_upgrades_a_footman_on_a_win():
    # rule: board.cards.renly_baratheon
    units = {**BARATHEON_ATTACKS, "blackwater": {"house": "baratheon", "footman": 1}}
    orders = {"blackwater": {"house": "baratheon", "token": "support0"}}
    g = board(units, BARATHEON_ATTACK, orders=orders)
    fight(g, {"blackwater": "baratheon"}, baratheon="renly_baratheon", lannister="cersei_lannister")
    assert result(g) == {"winner": "baratheon", "strength": {"baratheon": 7, "lannister": 3}}
    assert g.decision.player == "Baratheon"
    assert g.decision.ids == ["renly:here", "renly:blackwater", "renly-none"]
    play(g, "renly:here", "retreat:riverrun")
    over(g)
    assert units_in(g, "harrenhal") == [("baratheon", "knight", False)] * 2
    assert units_in(g, "blackwater") == [("baratheon", "footman", False)]


def test_renly_baratheon_never_upgrades_another_house_s_footman():
    # rule: board.cards.renly_baratheon
    units = {**BARATHEON_ATTACKS, "blackwater": {"house": "stark", "footman": 1}}
    orders = {"blackwater": {"house": "stark", "token": "support0"}}
    g = board(units, {**BARATHEON_ATTACK, "attackers": {"knight": 1}}, orders=orders)
    fight(g, {"blackwater": "baratheon"}, baratheon="renly_baratheon", lannister="cersei_lannister")
    assert result(g)["winner"] == "baratheon"
    # Stark's supporting footman is not Baratheon's to upgrade, and no Baratheon footman fights
    assert not logged(g, "board.cards.renly_baratheon")
    assert g.node != "combat.outcome"


def test_ser_davos_seaworth_with_stannis_discarded():
    # rule: board.cards.ser_davos_seaworth
    g = board(BARATHEON_ATTACKS, BARATHEON_ATTACK, houses={"baratheon": {"discards": ["stannis_baratheon"]}})
    fight(g, baratheon="ser_davos_seaworth", lannister="cersei_lannister")
    assert result(g) == {"winner": "baratheon", "strength": {"baratheon": 6, "lannister": 3}}
    assert g.node == "combat.casualties" and g.decision.player == "Lannister"  # Davos' sword
    play(g, "casualty:footman", "retreat:stoney_sept")
    over(g)
    assert units_in(g, "stoney_sept") == [("lannister", "knight", True)]


def test_ser_davos_seaworth_without_stannis_discarded():
    # rule: board.cards.ser_davos_seaworth
    g = board(BARATHEON_ATTACKS, BARATHEON_ATTACK)
    fight(g, baratheon="ser_davos_seaworth", lannister="cersei_lannister")
    assert result(g) == {"winner": "baratheon", "strength": {"baratheon": 5, "lannister": 3}}
    assert g.node == "combat.retreat"  # no sword, no casualty


# Lannister's ships attack Baratheon's ship in the Golden Sound; Baratheon's port ship may back it.
BARATHEON_FLEET = {
    "the_golden_sound": {"house": "baratheon", "ship": 1},
    "sunset_sea": {"house": "baratheon", "ship": 1},
    "ironmans_bay": {"house": "lannister", "ship": 1},
    "lannisport": {"house": "lannister", "footman": 1},
}
LANNISTER_SAILS = {"area": "the_golden_sound", "origin": "ironmans_bay", "attackers": {"ship": 2}}


@pytest.mark.parametrize(("backed", "winner", "strength"), [("baratheon", "baratheon", 2), (None, "lannister", 4)])
def test_salladhor_saan_sinks_other_ships_when_backed(backed, winner, strength):
    # rule: board.cards.salladhor_saan
    orders = {"sunset_sea": {"house": "baratheon", "token": "support0"}}
    g = board(BARATHEON_FLEET, LANNISTER_SAILS, orders=orders)
    fight(g, {"sunset_sea": backed}, baratheon="salladhor_saan", lannister="ser_jaime_lannister")
    baratheon = 1 + 1 + (1 if backed else 0)  # ship, Salladhor, the supporting ship
    assert result(g) == {"winner": winner, "strength": {"lannister": strength, "baratheon": baratheon}}


@pytest.mark.parametrize(
    ("throne", "ship"),
    [
        (["baratheon", "lannister", "stark", "greyjoy"], 2),  # Salladhor first, then Victarion
        (["greyjoy", "baratheon", "lannister", "stark"], 0),  # Victarion first, then Salladhor
    ],
)
def test_salladhor_saan_against_victarion_greyjoy_in_turn_order(throne, ship):
    # rules: board.cards.salladhor_saan, board.cards.victarion_greyjoy
    units = {
        "the_golden_sound": {"house": "baratheon", "ship": 1},
        "sunset_sea": {"house": "baratheon", "ship": 1},
        "ironmans_bay": {"house": "greyjoy", "ship": 1},
    }
    orders = {"sunset_sea": {"house": "baratheon", "token": "support0"}}
    combat = {"area": "the_golden_sound", "origin": "ironmans_bay", "attackers": {"ship": 2}}
    g = board(units, combat, players=4, orders=orders, tracks={"iron_throne": throne})
    fight(g, {"sunset_sea": "baratheon"}, baratheon="salladhor_saan", greyjoy="victarion_greyjoy")
    assert result(g)["strength"] == {"greyjoy": 2 * ship + 3, "baratheon": 3}


def test_patchface_discards_a_card_from_the_opponent_s_hand():
    # rule: board.cards.patchface
    hands = {"lannister": ["tywin_lannister", "ser_jaime_lannister", "the_hound"]}
    g = board(BARATHEON_ATTACKS, BARATHEON_ATTACK, hands=hands)
    fight(g, baratheon="patchface", lannister="the_hound")
    assert result(g)["winner"] == "lannister"  # Patchface works win or lose
    assert g.node == "combat.after" and g.decision.player == "Baratheon"
    assert g.decision.ids == ["patchface:tywin_lannister", "patchface:ser_jaime_lannister"]
    play(g, "patchface:tywin_lannister")
    over(g)
    assert g.state.hands["lannister"] == ["ser_jaime_lannister"]
    assert g.state.discards["lannister"] == ["the_hound", "tywin_lannister"]


def test_patchface_emptying_a_hand_keeps_his_pick_out():
    # rules: board.cards.patchface, board.pitfalls.cards
    hands = {"lannister": ["tywin_lannister", "ser_jaime_lannister"]}
    houses = {"lannister": {"discards": ["the_hound"]}}
    g = board(BARATHEON_ATTACKS, BARATHEON_ATTACK, hands=hands, houses=houses)
    fight(g, baratheon="patchface", lannister="ser_jaime_lannister")
    play(g, "casualty:footman", "patchface:tywin_lannister")  # Jaime's sword, then Patchface
    over(g)
    assert sorted(g.state.hands["lannister"]) == ["ser_jaime_lannister", "the_hound"]
    assert g.state.discards["lannister"] == ["tywin_lannister"]


# -- Martell -------------------------------------------------------------------------------------


def test_arianne_martell_keeps_the_winner_out():
    # rule: board.cards.arianne_martell
    g = board(MARTELL_DEFENDS, {**TYRELL_INTO_YRONWOOD, "token": "march+1"}, players=6)
    fight(g, tyrell="margaery_tyrell", martell="arianne_martell")
    assert result(g) == {"winner": "tyrell", "strength": {"tyrell": 5, "martell": 4}}
    assert g.decision.player == "Martell"  # her own units still retreat
    play(g, "retreat:sunspear")
    over(g)
    assert "yronwood" not in g.state.units
    assert units_in(g, "sunspear") == [("martell", "footman", True), ("martell", "knight", True)]
    # the attackers stay where they came from, and are not routed
    assert units_in(g, "the_boneway") == [("tyrell", "footman", False)] * 2 + [("tyrell", "knight", False)]


def test_arianne_martell_attacking_and_losing_changes_nothing():
    # rule: board.cards.arianne_martell
    units = {
        "yronwood": {"house": "tyrell", "footman": 1, "knight": 1},
        "sunspear": {"house": "martell", "footman": 1},
    }
    combat = {"area": "yronwood", "origin": "sunspear", "attackers": {"footman": 1}}
    g = board(units, combat, players=6)
    fight(g, tyrell="margaery_tyrell", martell="arianne_martell")
    assert result(g)["winner"] == "tyrell"
    over(g)
    assert units_in(g, "sunspear") == [("martell", "footman", False), ("martell", "footman", True)]


def test_nymeria_sand_a_fort_when_defending():
    # rule: board.cards.nymeria_sand
    g = board(MARTELL_DEFENDS, {**TYRELL_INTO_YRONWOOD, "token": "march+1"}, players=6)
    fight(g, tyrell="randyll_tarly", martell="nymeria_sand")  # Randyll: 1 sword
    assert result(g) == {"winner": "tyrell", "strength": {"tyrell": 6, "martell": 4}}
    assert g.node == "combat.retreat"  # the fort stopped the sword
    assert not logged(g, "board.combat.casualties")


def test_nymeria_sand_a_sword_when_attacking():
    # rule: board.cards.nymeria_sand
    units = {
        "yronwood": {"house": "tyrell", "footman": 1},
        "sunspear": {"house": "martell", "footman": 1},
    }
    combat = {"area": "yronwood", "origin": "sunspear", "attackers": {"footman": 1, "knight": 1}}
    g = board(units, combat, players=6)
    fight(g, tyrell="queen_of_thorns", martell="nymeria_sand")
    assert result(g) == {"winner": "martell", "strength": {"martell": 4, "tyrell": 1}}
    assert g.node == "combat.casualties" and g.decision.player == "Tyrell"
    play(g, "casualty:footman")
    over(g)
    assert units_in(g, "yronwood") == [("martell", "footman", False), ("martell", "knight", False)]


def test_doran_martell_sends_the_opponent_to_the_bottom_of_a_track():
    # rule: board.cards.doran_martell
    orders = {"yronwood": {"house": "martell", "token": "defense+1"}}
    fiefdoms = ["baratheon", "tyrell", "martell", "greyjoy", "stark", "lannister"]
    g = board(MARTELL_DEFENDS, TYRELL_INTO_YRONWOOD, players=6, orders=orders, tracks={"fiefdoms": fiefdoms})
    fight(g, tyrell="margaery_tyrell", martell="doran_martell")
    assert g.decision.player == "Martell"
    assert g.decision.ids == ["doran:iron_throne", "doran:fiefdoms", "doran:kings_court"]
    play(g, "doran:fiefdoms")
    assert g.state.tracks["fiefdoms"] == ["baratheon", "martell", "greyjoy", "stark", "lannister", "tyrell"]
    # 4 all: the tie now goes to Martell, above Tyrell on Fiefdoms
    assert result(g) == {"winner": "martell", "strength": {"tyrell": 4, "martell": 4}}


def test_doran_martell_on_the_iron_throne_moves_the_throne():
    # rules: board.cards.doran_martell, board.tracks.influence
    throne = ["tyrell", "baratheon", "lannister", "stark", "martell", "greyjoy"]
    g = board(MARTELL_DEFENDS, TYRELL_INTO_YRONWOOD, players=6, tracks={"iron_throne": throne})
    fight(g, tyrell="margaery_tyrell", martell="doran_martell")
    play(g, "doran:iron_throne")
    assert g.state.tracks["iron_throne"] == ["baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell"]
    assert [e.data for e in g.events if e.kind == "dominance"][-1] == {"track": "iron_throne", "house": "baratheon"}


# -- cards without text ----------------------------------------------------------------------------

#: strength, swords, forts as the catalogue gives them (board.cards.plain)
PLAIN = {
    "eddard_stark": (4, 2, 0),
    "greatjon_umber": (2, 1, 0),
    "ser_rodrick_cassel": (1, 0, 2),
    "ser_gregor_clegane": (3, 3, 0),
    "ser_jaime_lannister": (2, 1, 0),
    "the_hound": (2, 0, 2),
    "euron_crows_eye": (4, 1, 0),
    "dagmar_cleftjaw": (1, 1, 1),
    "randyll_tarly": (2, 1, 0),
    "ser_garlan_tyrell": (2, 2, 0),
    "margaery_tyrell": (1, 0, 1),
    "alester_florent": (1, 0, 1),
    "brienne_of_tarth": (2, 1, 1),
    "melisandre": (1, 1, 0),
    "the_red_viper": (4, 2, 1),
    "areo_hotah": (3, 0, 1),
    "darkstar": (2, 1, 0),
    "obara_sand": (2, 1, 0),
}


def test_the_plain_cards_are_the_eighteen_without_text():
    # rule: board.cards.plain
    from engine.board.housecards import BASE_CARDS, TEXTS

    assert sorted(PLAIN) == sorted(c for c in BASE_CARDS if c not in TEXTS)
    assert len(TEXTS.keys() & BASE_CARDS) == 24


def casualties_taken(g, house: str) -> int:
    return sum(e.data["n"] for e in logged(g, "board.combat.casualties") if e.data["house"] == house)


@pytest.mark.parametrize("cid", sorted(PLAIN))
def test_plain_card_strength_and_swords(cid):
    # rule: board.cards.plain, board.combat.casualties
    strength, swords, _ = PLAIN[cid]
    house = HOUSE_OF[cid]
    foe = "stark" if house != "stark" else "lannister"
    units = {
        "riverrun": {"house": foe, "footman": 4},
        "seagard": {"house": house, "footman": 1},
    }
    combat = {"area": "riverrun", "origin": "seagard", "attackers": {"knight": 3}, "token": "march+1"}
    supply = {"supply": 6}
    g = board(units, combat, players=6, hands={foe: [], house: [cid]}, houses={foe: supply, house: supply})
    fight(g, **{house: cid})  # the defender has no card: no strength, no fort
    assert result(g) == {"winner": house, "strength": {house: 7 + strength, foe: 4}}
    finish(g)
    assert casualties_taken(g, foe) == swords


@pytest.mark.parametrize("cid", sorted(PLAIN))
def test_plain_card_forts(cid):
    # rule: board.cards.plain, board.combat.casualties
    strength, _, forts = PLAIN[cid]
    house = HOUSE_OF[cid]
    foe, hitter, hits = ("stark", "eddard_stark", 2) if house == "lannister" else ("lannister", "ser_gregor_clegane", 3)
    units = {
        "riverrun": {"house": house, "footman": 4},
        "seagard": {"house": foe, "footman": 1},
    }
    combat = {"area": "riverrun", "origin": "seagard", "attackers": {"knight": 5}}
    supply = {"supply": 6}
    g = board(units, combat, players=6, hands={foe: [hitter], house: [cid]}, houses={foe: supply, house: supply})
    fight(g, **{house: cid, foe: hitter})
    assert result(g)["strength"][house] == 4 + strength
    assert result(g)["winner"] == foe
    finish(g)
    assert casualties_taken(g, house) == max(0, hits - forts)


# -- the combat rules around the cards ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("fiefdoms", "winner"),
    [(["baratheon", "stark", "lannister"], "stark"), (["baratheon", "lannister", "stark"], "lannister")],
)
def test_a_tie_goes_to_the_house_higher_on_fiefdoms(fiefdoms, winner):
    # rule: board.combat.final
    g = board(STARK_ATTACKS, STARK_ATTACK, orders=LANNISTER_DEFENDS, tracks={"fiefdoms": fiefdoms})
    fight(g, stark="greatjon_umber", lannister="ser_kevan_lannister")
    assert result(g) == {"winner": winner, "strength": {"stark": 5, "lannister": 5}}
    assert "higher on the Fiefdoms track" in logged(g, "board.combat.final")[-1].text


def test_the_blade_adds_one_once_a_round():
    # rule: board.combat.blade
    units = {
        **STARK_ATTACKS,
        "the_twins": {"house": "stark", "footman": 1},
        "the_fingers": {"house": "lannister", "footman": 1},
        "the_arbor": {"house": "lannister", "footman": 1},
    }
    orders = {
        **LANNISTER_DEFENDS,
        "the_twins": {"house": "stark", "token": "march0"},
        "the_arbor": {"house": "lannister", "token": "march0"},  # Lannister's march comes last
    }
    tracks = {"fiefdoms": ["stark", "baratheon", "lannister"], "iron_throne": ["baratheon", "stark", "lannister"]}
    g = board(units, STARK_ATTACK, orders=orders, tracks=tracks)
    fight(g, stark="ser_rodrick_cassel", lannister="ser_kevan_lannister")
    assert g.node == "combat.blade" and g.decision.player == "Stark"
    assert g.decision.option("blade").label == "Use the Blade: +1"
    assert "(4 against 5 now)" in g.decision.prompt
    play(g, "blade")
    assert parts(g, "stark")["Valyrian Steel Blade"] == 1
    assert result(g) == {"winner": "stark", "strength": {"stark": 5, "lannister": 5}}
    play(g, "retreat:harrenhal")
    assert g.state.blade_used
    # Stark's second March of the round (after Baratheon's): another combat, and no Blade this time
    play(g, "end-march")
    assert g.node == "march.move" and g.decision.player == "Stark"
    play(g, "send:footman@the_fingers", "end-march", "no-token")
    fight(g, stark="catelyn_stark", lannister="cersei_lannister")
    assert result(g) == {"winner": "stark", "strength": {"stark": 1, "lannister": 1}}  # no Blade asked
    assert g.node == "march.move" and g.decision.player == "Lannister"
    assert len(logged(g, "board.combat.blade")) == 1
    assert units_in(g, "the_fingers") == [("stark", "footman", False)]


def test_casualties_are_swords_less_forts():
    # rule: board.combat.casualties
    units = {**LANNISTER_ATTACKS, "riverrun": {"house": "stark", "footman": 3}}
    g = board(units, {**LANNISTER_ATTACK, "attackers": {"knight": 2}}, houses={"stark": {"supply": 6}})
    fight(g, lannister="ser_gregor_clegane", stark="ser_rodrick_cassel")  # 3 swords, 2 forts
    assert result(g) == {"winner": "lannister", "strength": {"lannister": 7, "stark": 4}}
    assert g.node == "combat.casualties" and g.decision.ids == ["casualty:footman"]
    play(g, "casualty:footman")
    assert g.node == "combat.retreat"
    play(g, "retreat:harrenhal")
    over(g)
    assert units_in(g, "harrenhal") == [("stark", "footman", True)] * 2


def test_routed_units_and_siege_engines_of_the_loser_die():
    # rules: board.siege, board.combat.rout, board.combat.casualties
    units = {
        **LANNISTER_ATTACKS,
        "riverrun": {"house": "stark", "footman": 2, "knight": 1, "siege_engine": 1, "routed": 1},
    }
    g = board(units, {**LANNISTER_ATTACK, "attackers": {"knight": 2}}, houses={"stark": {"supply": 6}})
    fight(g, lannister="ser_jaime_lannister", stark="ser_rodrick_cassel")  # 1 sword, 2 forts: none to pick
    # the routed footman and the defending siege engine count 0
    assert result(g) == {"winner": "lannister", "strength": {"lannister": 6, "stark": 4}}
    lost = [e.text for e in logged(g, "board.siege")]
    assert lost == [
        "Stark loses a routed footman, a siege engine: routed units and siege engines of a losing army cannot retreat"
    ]
    play(g, "retreat:harrenhal")
    over(g)
    assert units_in(g, "harrenhal") == [("stark", "footman", True), ("stark", "knight", True)]


def test_a_siege_engine_counts_four_attacking_a_castle_and_dies_when_losing():
    # rules: board.terms.units, board.siege
    units = {**LANNISTER_ATTACKS, "riverrun": {"house": "stark", "knight": 3}}
    combat = {**LANNISTER_ATTACK, "attackers": {"siege_engine": 1, "footman": 1}}
    g = board(units, combat, houses={"stark": {"supply": 6}})
    fight(g, lannister="cersei_lannister", stark="eddard_stark")
    assert result(g) == {"winner": "stark", "strength": {"lannister": 5, "stark": 10}}
    play(g, "casualty:footman")  # Eddard's 2 swords: the footman is chosen, the engine dies anyway
    over(g)
    assert logged(g, "board.siege")
    assert units_in(g, "lannisport") == [("lannister", "footman", False)]


def test_a_losing_attacker_goes_back_routed():
    # rules: board.combat.retreat, board.combat.rout
    g = board(STARK_ATTACKS, STARK_ATTACK, orders=LANNISTER_DEFENDS)
    fight(g, stark="ser_rodrick_cassel", lannister="the_hound")
    assert result(g)["winner"] == "lannister"
    over(g)
    assert units_in(g, "seagard") == [
        ("stark", "footman", False),
        ("stark", "footman", True),
        ("stark", "knight", True),
    ]
    assert units_in(g, "riverrun") == [("lannister", "footman", False), ("lannister", "knight", False)]


def test_a_retreat_avoids_the_origin_enemies_and_neutral_forces():
    # rule: board.combat.retreat
    units = {
        "harrenhal": {"house": "lannister", "footman": 1, "knight": 1},
        "crackclaw_point": {"house": "baratheon", "footman": 1},
        "riverrun": {"house": "stark", "footman": 1},
        "blackwater": {"house": "lannister", "footman": 1},
    }
    g = board(units, BARATHEON_ATTACK, tokens={"stoney_sept": "stark"})
    fight(g, baratheon="stannis_baratheon", lannister="cersei_lannister")
    assert result(g)["winner"] == "baratheon"
    # Crackclaw Point is the origin, Riverrun holds Stark, Stoney Sept Stark's power token:
    # only Blackwater (Lannister's own footman) is left, and the units go there by themselves
    assert units_in(g, "blackwater") == [
        ("lannister", "footman", False),
        ("lannister", "footman", True),
        ("lannister", "knight", True),
    ]


def test_a_retreat_prefers_areas_within_supply():
    # rule: board.combat.retreat
    units = {**STARK_ATTACKS, "lannisport": {"house": "lannister", "footman": 2}}
    g = board(units, {**STARK_ATTACK, "token": "march+1"}, houses={"lannister": {"supply": 0}})
    fight(g, stark="the_blackfish", lannister="cersei_lannister")
    assert g.decision.player == "Lannister"
    assert g.decision.ids == ["retreat:harrenhal", "retreat:stoney_sept"]


def test_a_retreat_with_no_area_destroys_the_units():
    # rule: board.combat.retreat
    units = {
        "the_eyrie": {"house": "lannister", "footman": 1},
        "the_mountains_of_the_moon": {"house": "stark", "footman": 1},
    }
    combat = {"area": "the_eyrie", "origin": "the_mountains_of_the_moon", "attackers": {"knight": 1}}
    g = board(units, combat, neutral={})
    fight(g, stark="the_blackfish", lannister="cersei_lannister")
    assert result(g)["winner"] == "stark"
    over(g)
    assert logged(g, "board.combat.retreat")[0].text == "Lannister loses a footman: no area to retreat to"
    assert units_in(g, "the_eyrie") == [("stark", "knight", False)]


def test_an_empty_hand_takes_the_discards_back_but_the_card_just_played():
    # rules: board.combat.refresh, board.pitfalls.cards
    others = ["robb_stark", "roose_bolton", "greatjon_umber", "ser_rodrick_cassel", "the_blackfish", "catelyn_stark"]
    g = board(STARK_ATTACKS, STARK_ATTACK, hands={"stark": ["eddard_stark"]}, houses={"stark": {"discards": others}})
    fight(g, stark="eddard_stark", lannister="cersei_lannister")
    play(g, "casualty:footman", "casualty:knight")
    over(g)
    assert sorted(g.state.hands["stark"]) == sorted(others)
    assert g.state.discards["stark"] == ["eddard_stark"]
    # Lannister still holds cards: its Cersei stays in the discard pile
    assert g.state.discards["lannister"] == ["cersei_lannister"] and len(g.state.hands["lannister"]) == 6


def test_support_is_asked_token_by_token_and_counts_units_and_bonus():
    # rule: board.combat.support
    units = {
        **STARK_ATTACKS,
        "harrenhal": {"house": "baratheon", "knight": 1},
        "stoney_sept": {"house": "baratheon", "footman": 1},
    }
    orders = {
        "harrenhal": {"house": "baratheon", "token": "support+1"},
        "stoney_sept": {"house": "baratheon", "token": "support0"},
    }
    g = board(units, STARK_ATTACK, orders=orders, tracks={"fiefdoms": ["stark", "baratheon", "lannister"]})
    assert sorted(g.state.combat.to_ask) == ["harrenhal", "stoney_sept"]
    asked = g.state.combat.to_ask[0]
    assert g.decision.player == "Baratheon"
    assert g.decision.ids == [f"support:{asked}@stark", f"support:{asked}@lannister", f"support-none:{asked}"]
    fight(g, {"harrenhal": "stark", "stoney_sept": "lannister"}, stark="catelyn_stark", lannister="cersei_lannister")
    assert parts(g, "stark") == {"units": 3, "support from Harrenhal": 3}
    assert parts(g, "lannister") == {"units": 3, "support from Stoney Sept": 1}


def test_a_combatant_backs_only_itself():
    # rule: board.combat.support
    units = {**STARK_ATTACKS, "stoney_sept": {"house": "lannister", "footman": 1}}
    orders = {"stoney_sept": {"house": "lannister", "token": "support0"}}
    g = board(units, STARK_ATTACK, orders=orders)
    assert g.decision.player == "Lannister"
    assert g.decision.ids == ["support:stoney_sept@lannister", "support-none:stoney_sept"]
    refused = g.decision.rejected
    assert [(r.id, r.rule) for r in refused] == [("support:stoney_sept@stark", "board.combat.support")]
    with pytest.raises(Exception, match="only itself"):
        g.choose("support:stoney_sept@stark")


def test_land_units_never_support_a_sea_combat():
    # rule: board.combat.support
    units = {
        **BARATHEON_FLEET,
        "lannisport": {"house": "lannister", "footman": 1},
        "port_of_lannisport": {"house": "lannister", "ship": 1},
        "riverrun": {"house": "lannister", "knight": 1},
    }
    orders = {
        "sunset_sea": {"house": "baratheon", "token": "support0"},
        "lannisport": {"house": "lannister", "token": "support0"},
        "port_of_lannisport": {"house": "lannister", "token": "support0b"},
        "riverrun": {"house": "lannister", "token": "support+1"},
    }
    g = board(units, LANNISTER_SAILS, orders=orders)
    # Lannisport and Riverrun are land next to the Golden Sound: not asked; the port's ship is
    assert g.state.combat.to_ask == ["sunset_sea", "port_of_lannisport"]


def test_ships_may_support_a_land_combat_but_not_from_a_port():
    # rule: board.combat.support
    units = {
        **STARK_ATTACKS,
        "the_golden_sound": {"house": "lannister", "ship": 1},
        "port_of_lannisport": {"house": "lannister", "ship": 1},
    }
    orders = {
        "the_golden_sound": {"house": "lannister", "token": "support0"},
        "port_of_lannisport": {"house": "lannister", "token": "support0b"},
    }
    g = board(units, STARK_ATTACK, orders=orders)
    assert g.state.combat.to_ask == ["the_golden_sound"]


def test_every_card_with_a_text_has_a_test_here():
    # rule: board.cards
    from engine.board.housecards import BASE_CARDS, TEXTS

    names = {n for n in globals() if n.startswith("test_")}
    for cid in TEXTS.keys() & BASE_CARDS:
        assert any(n.startswith(f"test_{cid}") for n in names), cid
