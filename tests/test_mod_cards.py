"""mother-of-dragons: the expansion's house cards (Arryn, Targaryen sets A and B, the vassal deck),
each with a text played through a real combat, the plain ones for their strength and icons.

Each test builds a combat already under way (scenario ``combat``) for Stark, Arryn, Greyjoy and
Targaryen (Baratheon, Lannister, Martell and Tyrell are vassals). Greyjoy waits with a spare March
order in Pyke, so the game stops at Greyjoy's march right after the combat; Greyjoy holds the
Valyrian Steel Blade and is nobody's lord, so no Blade decision comes up unless a test hands the
Blade to Stark (FIEFDOMS_STARK_FIRST) for a pause to read the table.
"""

from __future__ import annotations

from typing import Any

import pytest
from board_combat import fight, finish, logged, over, play, result

import engine
from engine.board import housecards
from engine.board.data import components
from engine.board.housecards import CARDS, HOUSE_OF, TEXTS
from engine.board.mother_of_dragons.housecards import out_of_game
from engine.core.scenario import build

PLAYERS = ["Stark", "Arryn", "Greyjoy", "Targaryen"]
LORDS = {"lannister": "arryn", "baratheon": "stark", "martell": "targaryen", "tyrell": "arryn"}
#: Stark first on Fiefdoms: Stark holds the Blade, whose question gives a pause to look at the table.
FIEFDOMS_STARK_FIRST = ["stark", "greyjoy", "arryn", "tyrell", "martell", "baratheon", "lannister", "targaryen"]

# -- helpers ----------------------------------------------------------------------------------


def board(
    units: dict[str, Any],
    combat: dict[str, Any],
    *,
    orders: dict[str, Any] | None = None,
    hands: dict[str, list[str]] | None = None,
    houses: dict[str, dict[str, Any]] | None = None,
    card_set: str = "A",
    **more: Any,
):
    """A Mother of Dragons combat under way at ``combat['area']``."""
    units = {**units, "pyke": {"house": "greyjoy", "footman": 1}}
    orders = {**(orders or {}), "pyke": {"house": "greyjoy", "token": "march0"}}
    houses = {h: dict(v) for h, v in (houses or {}).items()}
    for h, hand in (hands or {}).items():
        houses.setdefault(h, {})["hand"] = hand
    data = {
        "game": "mother-of-dragons",
        "title": "house card test",
        "players": PLAYERS,
        "options": {"card_set": card_set},
        "start": "combat.support",
        "round": 2,
        "units": units,
        "orders": orders,
        "revealed": True,
        "garrisons": {},
        "lords": LORDS,
        "combat": combat,
        "houses": houses,
        **more,
    }
    return build(engine.game_class("mother-of-dragons"), data, "test", run_script=False)


def parts(g, house: str) -> dict[str, int]:
    """A side's strength, part by part, as the table shows it."""
    c = g.view(None).table.combat
    return dict((c.attacker if c.attacker.house == house else c.defender).parts)


def units_in(g, area: str) -> list[tuple[str, str, bool]]:
    return sorted((u.house, u.kind, u.routed) for u in g.state.units.get(area, []))


def casualties_taken(g, house: str) -> int:
    return sum(e.data["n"] for e in logged(g, "board.combat.casualties") if e.data["house"] == house)


# Arryn marches from the Vale of Arryn into the Mountains of the Moon (no castle), held by Stark.
ARRYN_ATTACKS = {
    "the_mountains_of_the_moon": {"house": "stark", "footman": 2},
    "the_vale_of_arryn": {"house": "arryn", "footman": 1},
}
ARRYN_ATTACK = {"area": "the_mountains_of_the_moon", "origin": "the_vale_of_arryn", "attackers": {"knight": 2}}

# Stark marches from the Twins into the Mountains of the Moon, held by Arryn.
STARK_ATTACKS = {
    "the_mountains_of_the_moon": {"house": "arryn", "footman": 2},
    "the_twins": {"house": "stark", "footman": 1},
}
STARK_ATTACK = {"area": "the_mountains_of_the_moon", "origin": "the_twins", "attackers": {"footman": 1, "knight": 1}}

# Targaryen marches from the Twins into Moat Cailin (a castle), held by Stark.
TARGARYEN_ATTACKS = {
    "moat_cailin": {"house": "stark", "footman": 3},
    "the_twins": {"house": "targaryen", "footman": 1},
}

# The vassal Lannister (Arryn's) holds Riverrun (a stronghold); Stark marches in from Seagard.
STARK_INTO_RIVERRUN = {
    "riverrun": {"house": "lannister", "footman": 1, "knight": 1},
    "seagard": {"house": "stark", "footman": 1},
}


# -- the decks ---------------------------------------------------------------------------------


def test_every_expansion_card_has_an_owner_and_a_text_or_icons():
    # rules: mod.cards.sets, mod.vassals.cards, mod.cards.plain
    from engine.board.mother_of_dragons.setup import house_cards

    decks = components().house_cards
    for key, owner in (("arryn", "arryn"), ("targaryen_a", "targaryen"), ("targaryen_b", "targaryen")):
        assert {HOUSE_OF[c.id] for c in decks[key]} == {owner}
    assert house_cards("targaryen", "A") == [c.id for c in decks["targaryen_a"]]
    assert house_cards("targaryen", "B") == [c.id for c in decks["targaryen_b"]]
    vassal = [c.id for c in decks["vassal"]]
    assert {HOUSE_OF[c] for c in vassal} == {"vassal"} and len(vassal) == 7
    mod = [c for c in CARDS if c not in housecards.BASE_CARDS]
    assert len(mod) == 28
    assert sorted(c for c in mod if c not in TEXTS) == sorted(PLAIN)
    # the two Daenerys share a name, not an id; each set shows its own text
    assert CARDS["daenerys_targaryen_a"].name == CARDS["daenerys_targaryen_b"].name
    assert housecards.text("daenerys_targaryen_a") != housecards.text("daenerys_targaryen_b")
    rules = engine.rules("mother-of-dragons")
    assert all(housecards.rule_of(c) in rules for c in mod)
    names = {housecards.deck_name(c) for c in mod}
    assert names == {"Arryn", "Targaryen (set A)", "Targaryen (set B)", "the vassal deck"}


# -- Arryn -------------------------------------------------------------------------------------


def test_lysa_arryn_defending_with_a_defense_order_stays_in_hand():
    # rule: mod.cards.lysa_arryn_mod
    g = board(
        STARK_ATTACKS,
        STARK_ATTACK,
        orders={"the_mountains_of_the_moon": {"house": "arryn", "token": "defense+1"}},
        hands={"arryn": ["lysa_arryn_mod", "harry_hardyng"]},
    )
    fight(g, stark="greatjon_umber", arryn="lysa_arryn_mod")
    assert result(g) == {"winner": "arryn", "strength": {"stark": 5, "arryn": 7}}
    assert g.node == "combat.outcome" and g.decision.player == "Arryn"
    assert g.decision.ids == ["lysa-keep", "lysa-discard"]
    play(g, "lysa-keep")
    over(g)
    assert sorted(g.state.hands["arryn"]) == ["harry_hardyng", "lysa_arryn_mod"]
    assert g.state.discards["arryn"] == []
    assert logged(g, "mod.cards.lysa_arryn_mod")


def test_lysa_arryn_without_a_defense_order_is_discarded():
    # rule: mod.cards.lysa_arryn_mod
    g = board(STARK_ATTACKS, STARK_ATTACK, hands={"arryn": ["lysa_arryn_mod", "harry_hardyng"]})
    fight(g, stark="greatjon_umber", arryn="lysa_arryn_mod")
    assert result(g)["winner"] == "arryn"
    over(g)  # no question asked
    assert g.state.hands["arryn"] == ["harry_hardyng"] and g.state.discards["arryn"] == ["lysa_arryn_mod"]


def test_ser_vardis_egen_against_a_weak_card_gains_one_and_two_forts():
    # rule: mod.cards.ser_vardis_egen
    units = {**ARRYN_ATTACKS, "the_mountains_of_the_moon": {"house": "stark", "footman": 4}}
    orders = {"the_mountains_of_the_moon": {"house": "stark", "token": "defense+2"}}
    g = board(
        units, ARRYN_ATTACK, orders=orders, houses={"stark": {"supply": 6}}, tracks={"fiefdoms": FIEFDOMS_STARK_FIRST}
    )
    fight(g, stark="greatjon_umber", arryn="ser_vardis_egen")  # Greatjon: printed 2, one sword
    assert parts(g, "arryn") == {"units": 4, "Ser Vardis Egen": 2, "Ser Vardis Egen's text": 1}
    play(g, "no-blade")
    assert result(g) == {"winner": "stark", "strength": {"arryn": 7, "stark": 8}}
    over(g)  # the sword is stopped by Vardis' two fortifications: no casualty
    assert casualties_taken(g, "arryn") == 0


def test_ser_vardis_egen_against_a_strong_card_is_plain():
    # rule: mod.cards.ser_vardis_egen
    g = board(ARRYN_ATTACKS, ARRYN_ATTACK)
    fight(g, stark="robb_stark", arryn="ser_vardis_egen")  # Robb: printed 3
    assert parts(g, "arryn") == {"units": 4, "Ser Vardis Egen": 2}


def test_godric_borrell_defending_a_sea_counts_the_land_arryn_holds_around_it():
    # rule: mod.cards.godric_borrell
    units = {
        "the_narrow_sea": {"house": "arryn", "ship": 1},
        "the_vale_of_arryn": {"house": "arryn", "footman": 1},
        "the_mountains_of_the_moon": {"house": "arryn", "footman": 1},
        "the_shivering_sea": {"house": "stark", "ship": 1},
        "widows_watch": {"house": "stark", "footman": 1},
    }
    combat = {"area": "the_narrow_sea", "origin": "the_shivering_sea", "attackers": {"ship": 3}}
    g = board(units, combat)
    fight(g, stark="robb_stark", arryn="godric_borrell")
    # the Eyrie (home, empty), the Vale and the Mountains: 3; Widow's Watch is Stark's
    assert parts(g, "arryn") == {"units": 1, "Godric Borrell": 1, "Godric Borrell's text": 3}
    assert result(g) == {"winner": "stark", "strength": {"stark": 6, "arryn": 5}}


def test_anya_waynwood_wins_power_for_arryn_and_its_backers():
    # rule: mod.cards.anya_waynwood
    units = {
        **STARK_ATTACKS,
        "the_fingers": {"house": "greyjoy", "footman": 1},
        "the_eyrie": {"house": "arryn", "footman": 1},
        "crackclaw_point": {"house": "baratheon", "footman": 1},
    }
    orders = {
        "the_fingers": {"house": "greyjoy", "token": "support0"},
        "the_eyrie": {"house": "arryn", "token": "support0"},
        "crackclaw_point": {"house": "baratheon", "token": "v-raid"},
    }
    g = board(units, STARK_ATTACK, orders=orders)
    fight(
        g,
        {"the_eyrie": "arryn", "the_fingers": "arryn", "crackclaw_point": "arryn"},
        stark="ser_rodrick_cassel",
        arryn="anya_waynwood",
    )
    # 2 footmen, Anya 1, the Eyrie's and the Fingers' footmen, Crackclaw Point's footman and +1 token
    assert result(g) == {"winner": "arryn", "strength": {"stark": 4, "arryn": 7}}
    over(g)
    # Arryn and Greyjoy 7 + 3; the vassal Baratheon holds no power; Stark did not back Arryn
    assert {h: g.state.power[h] for h in ("arryn", "greyjoy", "baratheon", "stark")} == {
        "arryn": 10,
        "greyjoy": 10,
        "baratheon": 0,
        "stark": 7,
    }


def test_robert_arryn_defending_takes_the_weakest_discard_out_of_the_game():
    # rules: mod.cards.robert_arryn, mod.cards.removed
    g = board(
        STARK_ATTACKS,
        STARK_ATTACK,
        hands={"arryn": ["robert_arryn", "harry_hardyng"]},
        houses={"stark": {"discards": ["ser_rodrick_cassel", "the_blackfish"]}},
    )
    fight(g, stark="eddard_stark", arryn="robert_arryn")
    assert result(g) == {"winner": "stark", "strength": {"stark": 7, "arryn": 2}}
    play(g, "casualty:footman", "casualty:footman")  # Eddard's two swords: no one is left to retreat
    assert g.node == "combat.after" and g.decision.player == "Arryn"
    assert g.decision.ids == ["robert-use", "robert-keep"]
    play(g, "robert-use")
    # Ser Rodrick and the Blackfish are both printed 1: Stark, on the Iron Throne, picks
    assert g.decision.player == "Stark"
    assert g.decision.ids == ["robert-card:ser_rodrick_cassel", "robert-card:the_blackfish"]
    play(g, "robert-card:the_blackfish")
    over(g)
    assert g.state.discards["stark"] == ["ser_rodrick_cassel", "eddard_stark"]
    assert g.state.hands["arryn"] == ["harry_hardyng"] and g.state.discards["arryn"] == []
    assert out_of_game(g) == ["robert_arryn", "the_blackfish"]


def test_robert_arryn_against_a_vassal_takes_nothing_from_the_vassal_deck():
    # rules: mod.cards.robert_arryn, mod.vassals.cards
    units = {
        "the_mountains_of_the_moon": {"house": "arryn", "footman": 2},
        "crackclaw_point": {"house": "baratheon", "footman": 1},
    }
    combat = {"area": "the_mountains_of_the_moon", "origin": "crackclaw_point", "attackers": {"knight": 1}}
    g = board(units, combat, hands={"baratheon": ["janos_slynt", "varys", "bronn"]})
    g.state.vassal_deck = [c for c in g.state.vassal_deck if c not in ("janos_slynt", "varys", "bronn")]
    fight(g, baratheon="janos_slynt", arryn="robert_arryn")
    assert result(g) == {"winner": "baratheon", "strength": {"baratheon": 4, "arryn": 2}}
    play(g, "casualty:footman", "casualty:footman")  # Janos' two swords, no fort on Robert
    assert g.decision.ids == ["robert-use", "robert-keep"]
    play(g, "robert-use")
    over(g)
    assert out_of_game(g) == ["robert_arryn"]
    assert sorted(g.state.vassal_deck) == sorted(c.id for c in components().house_cards["vassal"])


def test_robert_arryn_attacking_does_nothing():
    # rule: mod.cards.robert_arryn
    g = board(ARRYN_ATTACKS, ARRYN_ATTACK, houses={"stark": {"discards": ["ser_rodrick_cassel"]}})
    fight(g, stark="eddard_stark", arryn="robert_arryn")
    finish(g)
    assert "robert_arryn" in g.state.discards["arryn"] and out_of_game(g) == []


# -- Targaryen, set A ----------------------------------------------------------------------------


def test_khal_drogo_counts_each_knight_twice_and_leaves_the_game():
    # rules: mod.cards.khal_drogo, mod.cards.removed
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"knight": 2, "footman": 1}}
    g = board(TARGARYEN_ATTACKS, combat, hands={"targaryen": ["khal_drogo", "ser_jorah_mormont"]})
    fight(g, stark="eddard_stark", targaryen="khal_drogo")
    assert parts(g, "targaryen") == {"units": 5, "Khal Drogo": 4, "Khal Drogo's text": 2}
    assert result(g) == {"winner": "targaryen", "strength": {"stark": 7, "targaryen": 11}}
    finish(g)
    assert casualties_taken(g, "stark") == 2  # two swords, one for each knight
    assert "khal_drogo" not in g.state.hands["targaryen"] + g.state.discards["targaryen"]
    assert out_of_game(g) == ["khal_drogo"]
    assert logged(g, "mod.cards.removed")[0].data == {"house": "targaryen", "card": "khal_drogo"}


def test_xaro_xhoan_daxos_doubles_the_ships_of_the_bigger_fleet():
    # rule: mod.cards.xaro_xhoan_daxos
    units = {
        "the_narrow_sea": {"house": "stark", "ship": 1},
        "the_bite": {"house": "targaryen", "ship": 1},
        "the_shivering_sea": {"house": "targaryen", "ship": 1},
    }
    orders = {"the_shivering_sea": {"house": "targaryen", "token": "support0"}}
    combat = {"area": "the_narrow_sea", "origin": "the_bite", "attackers": {"ship": 2}}
    g = board(units, combat, orders=orders)
    fight(g, {"the_shivering_sea": "targaryen"}, stark="greatjon_umber", targaryen="xaro_xhoan_daxos")
    # two fighting ships count 2 each; the backing ship still counts 1
    assert parts(g, "targaryen") == {"units": 4, "support from The Shivering Sea": 1, "Xaro Xhoan Daxos": 2}
    assert result(g) == {"winner": "targaryen", "strength": {"stark": 3, "targaryen": 7}}


def test_xaro_xhoan_daxos_without_more_ships_is_plain():
    # rule: mod.cards.xaro_xhoan_daxos
    units = {"the_narrow_sea": {"house": "stark", "ship": 2}, "the_bite": {"house": "targaryen", "ship": 1}}
    combat = {"area": "the_narrow_sea", "origin": "the_bite", "attackers": {"ship": 2}}
    g = board(units, combat)
    fight(g, stark="greatjon_umber", targaryen="xaro_xhoan_daxos")
    assert parts(g, "targaryen") == {"units": 2, "Xaro Xhoan Daxos": 2}


def test_daenerys_a_gains_two_when_a_dragon_fights():
    # rules: mod.cards.daenerys_targaryen_a, mod.dragons.strength
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"dragon": 1}}
    g = board(TARGARYEN_ATTACKS, combat, dragon_strength=2)
    fight(g, stark="greatjon_umber", targaryen="daenerys_targaryen_a")
    assert parts(g, "targaryen") == {"units": 2, "Daenerys Targaryen": 1, "Daenerys Targaryen's text": 2}


def test_daenerys_a_without_a_dragon_is_plain():
    # rule: mod.cards.daenerys_targaryen_a
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"knight": 1}}
    g = board(TARGARYEN_ATTACKS, combat)
    fight(g, stark="greatjon_umber", targaryen="daenerys_targaryen_a")
    assert parts(g, "targaryen") == {"units": 2, "Daenerys Targaryen": 1}


def test_viserys_targaryen_adds_a_discarded_card_and_leaves_when_beaten():
    # rules: mod.cards.viserys_targaryen, mod.cards.removed
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"footman": 1}}
    hand = ["viserys_targaryen", "khal_drogo", "arstan_whitebeard"]
    g = board(TARGARYEN_ATTACKS, combat, hands={"targaryen": hand})
    fight(g, stark="eddard_stark", targaryen="viserys_targaryen")
    assert g.node == "combat.abilities" and g.decision.player == "Targaryen"
    assert g.decision.ids == ["viserys:khal_drogo", "viserys:arstan_whitebeard", "viserys-none"]
    play(g, "viserys:khal_drogo")
    assert parts(g, "targaryen") == {"units": 1, "Viserys Targaryen": 1, "Viserys Targaryen's text": 4}
    assert result(g) == {"winner": "stark", "strength": {"stark": 7, "targaryen": 6}}
    finish(g)
    assert g.state.hands["targaryen"] == ["arstan_whitebeard"]
    assert g.state.discards["targaryen"] == ["khal_drogo"]
    assert out_of_game(g) == ["viserys_targaryen"]


def test_illyrio_mopatis_gains_the_gap_and_leaves_with_five_power():
    # rules: mod.cards.illyrio_mopatis, mod.cards.removed
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"knight": 3}}
    for power, after, stays in ((1, 3, True), (3, 5, False)):
        g = board(TARGARYEN_ATTACKS, combat, houses={"targaryen": {"power": power}})
        fight(g, stark="the_blackfish", targaryen="illyrio_mopatis")
        assert result(g) == {"winner": "targaryen", "strength": {"stark": 4, "targaryen": 6}}
        finish(g)
        assert g.state.power["targaryen"] == after  # the gap is 2
        assert ("illyrio_mopatis" in g.state.discards["targaryen"]) is stays
        assert out_of_game(g) == ([] if stays else ["illyrio_mopatis"])


def test_illyrio_mopatis_gains_even_when_beaten():
    # rule: mod.cards.illyrio_mopatis
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"footman": 1}}
    g = board(TARGARYEN_ATTACKS, combat, houses={"targaryen": {"power": 0}})
    fight(g, stark="eddard_stark", targaryen="illyrio_mopatis")
    assert result(g) == {"winner": "stark", "strength": {"stark": 7, "targaryen": 1}}
    finish(g)
    assert g.state.power["targaryen"] == 6 and out_of_game(g) == ["illyrio_mopatis"]


# -- Targaryen, set B ----------------------------------------------------------------------------


def test_daenerys_b_makes_the_opponent_discard_the_gap():
    # rule: mod.cards.daenerys_targaryen_b
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"knight": 2}}
    g = board(TARGARYEN_ATTACKS, combat, card_set="B")
    fight(g, stark="ser_rodrick_cassel", targaryen="daenerys_targaryen_b")
    assert result(g) == {"winner": "targaryen", "strength": {"stark": 4, "targaryen": 8}}
    finish(g)
    assert g.state.power["stark"] == 7 - 4
    assert logged(g, "mod.cards.daenerys_targaryen_b")


def test_captain_groleo_over_ships_counts_the_ships_around():
    # rule: mod.cards.captain_groleo
    units = {
        "the_mountains_of_the_moon": {"house": "stark", "footman": 2},
        "widows_watch": {"house": "targaryen", "footman": 1},
        "the_narrow_sea": {"house": "targaryen", "ship": 2},
        "the_bite": {"house": "targaryen", "ship": 1},  # not next to the Mountains
    }
    combat = {
        "area": "the_mountains_of_the_moon",
        "origin": "the_twins",
        "house": "targaryen",
        "attackers": {"footman": 2},
    }
    g = board(units, combat, card_set="B", tracks={"fiefdoms": FIEFDOMS_STARK_FIRST})
    # a scenario's army comes from next door: it came from Widow's Watch over the Narrow Sea instead
    g.state.combat.origin = "widows_watch"
    fight(g, stark="greatjon_umber", targaryen="captain_groleo")
    play(g, "no-blade")
    assert parts(g, "targaryen") == {"units": 2, "Captain Groleo": 1, "Captain Groleo's text": 2}


def test_captain_groleo_from_next_door_is_plain():
    # rule: mod.cards.captain_groleo
    units = {**TARGARYEN_ATTACKS, "the_bite": {"house": "targaryen", "ship": 2}}
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"footman": 2}}
    g = board(units, combat, card_set="B", tracks={"fiefdoms": FIEFDOMS_STARK_FIRST})
    fight(g, stark="greatjon_umber", targaryen="captain_groleo")
    play(g, "no-blade")
    assert parts(g, "targaryen") == {"units": 2, "Captain Groleo": 1}


def test_rakharo_knights_count_four_outside_castles():
    # rule: mod.cards.rakharo
    units = {
        "the_mountains_of_the_moon": {"house": "stark", "footman": 2},
        "the_twins": {"house": "targaryen", "footman": 1},
    }
    combat = {"area": "the_mountains_of_the_moon", "origin": "the_twins", "attackers": {"knight": 2, "footman": 1}}
    g = board(units, combat, card_set="B")
    fight(g, stark="greatjon_umber", targaryen="rakharo")
    assert parts(g, "targaryen") == {"units": 9, "Rakharo": 1}

    # in Moat Cailin, a castle, the knights count 2
    g = board(TARGARYEN_ATTACKS, {**combat, "area": "moat_cailin"}, card_set="B")
    fight(g, stark="greatjon_umber", targaryen="rakharo")
    assert parts(g, "targaryen") == {"units": 5, "Rakharo": 1}


def test_missandei_beaten_by_two_or_less_takes_a_card_back():
    # rule: mod.cards.missandei
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"knight": 1}}
    hands = {"targaryen": ["missandei", "gray_worm"]}
    discards = {"targaryen": {"discards": ["daenerys_targaryen_b", "rakharo"]}}
    g = board(TARGARYEN_ATTACKS, combat, hands=hands, houses=discards, card_set="B")
    fight(g, stark="ser_rodrick_cassel", targaryen="missandei")
    assert result(g) == {"winner": "stark", "strength": {"stark": 4, "targaryen": 2}}
    assert g.decision.player == "Targaryen"
    assert g.decision.ids == ["missandei:daenerys_targaryen_b", "missandei:rakharo", "missandei-none"]
    play(g, "missandei:daenerys_targaryen_b")
    finish(g)
    assert sorted(g.state.hands["targaryen"]) == ["daenerys_targaryen_b", "gray_worm"]
    assert sorted(g.state.discards["targaryen"]) == ["missandei", "rakharo"]


def test_missandei_beaten_by_three_takes_nothing():
    # rule: mod.cards.missandei
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"footman": 1}}
    g = board(TARGARYEN_ATTACKS, combat, houses={"targaryen": {"discards": ["rakharo"]}}, card_set="B")
    fight(g, stark="ser_rodrick_cassel", targaryen="missandei")
    assert result(g) == {"winner": "stark", "strength": {"stark": 4, "targaryen": 1}}
    finish(g)
    assert not logged(g, "mod.cards.missandei")


# -- the vassal deck -------------------------------------------------------------------------------

VASSAL_HAND = {"lannister": ["varys", "syrio_forel", "jaqen_h_ghar"]}


def test_varys_puts_the_vassal_on_top_of_fiefdoms():
    # rules: mod.cards.varys, mod.vassals.dominance
    combat = {"area": "riverrun", "origin": "seagard", "attackers": {"knight": 2}}
    g = board(STARK_INTO_RIVERRUN, combat, hands=VASSAL_HAND)
    fight(g, stark="greatjon_umber", lannister="varys")
    assert g.state.tracks["fiefdoms"][0] == "greyjoy"
    finish(g)
    assert g.state.tracks["fiefdoms"][:3] == ["lannister", "greyjoy", "arryn"]
    assert g.state.tracks["fiefdoms"][-1] == "targaryen"
    assert not [e for e in g.events if e.kind == "dominance"]  # Greyjoy keeps the Blade


def test_syrio_forel_defending_sets_other_houses_footmen_to_zero():
    # rule: mod.cards.syrio_forel
    units = {**STARK_INTO_RIVERRUN, "lannisport": {"house": "lannister", "footman": 1}}
    orders = {"lannisport": {"house": "lannister", "token": "v-raid"}}
    combat = {"area": "riverrun", "origin": "seagard", "attackers": {"knight": 1, "footman": 2}}
    g = board(units, combat, orders=orders, hands=VASSAL_HAND, tracks={"fiefdoms": FIEFDOMS_STARK_FIRST})
    fight(g, {"lannisport": "lannister"}, stark="greatjon_umber", lannister="syrio_forel")
    assert g.node == "combat.blade"
    assert parts(g, "stark")["units"] == 2  # the knight only
    assert parts(g, "lannister")["units"] == 3  # a vassal's own footmen still count
    assert parts(g, "lannister")["support from Lannisport"] == 2  # the vassal token's +1 and its footman


def test_jaqen_h_ghar_swaps_the_opponent_card_for_a_random_one():
    # rule: mod.cards.jaqen_h_ghar
    combat = {"area": "riverrun", "origin": "seagard", "attackers": {"knight": 1}}
    g = board(STARK_INTO_RIVERRUN, combat, hands={**VASSAL_HAND, "stark": ["eddard_stark", "ser_rodrick_cassel"]})
    fight(g, stark="eddard_stark", lannister="jaqen_h_ghar")
    swap = logged(g, "mod.cards.jaqen_h_ghar")[0].data
    assert swap["house"] == "stark" and swap["before"] == "eddard_stark"
    assert swap["card"] in ("eddard_stark", "ser_rodrick_cassel")
    assert g.state.combat.cards["stark"] == swap["card"]
    assert result(g)["strength"]["stark"] == 2 + CARDS[swap["card"]].strength


def test_jaqen_h_ghar_brings_in_a_card_whose_text_then_applies():
    # rules: mod.cards.jaqen_h_ghar, board.cards.robb_stark
    combat = {"area": "riverrun", "origin": "seagard", "attackers": {"knight": 1}}
    hands = {**VASSAL_HAND, "stark": ["eddard_stark", "robb_stark"]}
    for seed in range(8):  # a seed whose draw brings in Robb Stark
        g = board(STARK_INTO_RIVERRUN, combat, hands=hands, seed=seed)
        fight(g, stark="eddard_stark", lannister="jaqen_h_ghar")
        if logged(g, "mod.cards.jaqen_h_ghar")[0].data["card"] == "robb_stark":
            break
    assert g.state.combat.cards["stark"] == "robb_stark"
    assert result(g) == {"winner": "stark", "strength": {"stark": 5, "lannister": 4}}
    # Robb's text: Stark, not the vassal's lord, picks where the vassal retreats
    assert g.node == "combat.retreat" and g.decision.player == "Stark"


def test_jon_connington_beaten_musters_a_knight():
    # rule: mod.cards.jon_connington
    combat = {"area": "riverrun", "origin": "seagard", "attackers": {"knight": 2}}
    hands = {"lannister": ["jon_connington", "varys", "bronn"]}
    g = board(STARK_INTO_RIVERRUN, combat, hands=hands)
    fight(g, stark="greatjon_umber", lannister="jon_connington")
    assert result(g) == {"winner": "stark", "strength": {"stark": 6, "lannister": 5}}
    play(g, "casualty:footman", "retreat:stoney_sept")
    assert g.node == "combat.after" and g.decision.player == "Arryn"  # Lannister's lord
    assert g.decision.ids == ["connington:stoney_sept", "connington:lannisport", "connington-none"]
    play(g, "connington:lannisport")
    over(g)
    assert units_in(g, "lannisport") == [("lannister", "knight", False)]
    assert units_in(g, "stoney_sept") == [("lannister", "knight", True)]


def test_beric_dondarrion_winning_loses_a_unit_of_his_own():
    # rule: mod.cards.beric_dondarrion
    units = {
        "seagard": {"house": "stark", "footman": 1},
        "riverrun": {"house": "lannister", "footman": 1},
    }
    combat = {"area": "seagard", "origin": "riverrun", "attackers": {"knight": 1, "footman": 1}}
    g = board(units, combat, hands={"lannister": ["beric_dondarrion", "varys", "bronn"]})
    fight(g, stark="ser_rodrick_cassel", lannister="beric_dondarrion")
    assert result(g) == {"winner": "lannister", "strength": {"lannister": 6, "stark": 2}}
    play(g, "retreat:the_twins")
    assert g.node == "combat.after" and g.decision.player == "Arryn"
    assert g.decision.ids == ["beric:footman", "beric:knight"]
    play(g, "beric:knight")
    over(g)
    assert units_in(g, "seagard") == [("lannister", "footman", False)]


def test_bronn_can_be_bought_down_to_zero():
    # rule: mod.cards.bronn
    units = {"seagard": {"house": "stark", "footman": 1}, "riverrun": {"house": "lannister", "footman": 1}}
    combat = {"area": "seagard", "origin": "riverrun", "attackers": {"knight": 1}}
    g = board(units, combat, hands={"lannister": ["bronn", "varys", "syrio_forel"]})
    fight(g, stark="ser_rodrick_cassel", lannister="bronn")
    assert g.node == "combat.abilities" and g.decision.player == "Stark"
    assert g.decision.ids == ["bronn-pay", "bronn-keep"]
    play(g, "bronn-pay")
    assert g.state.power["stark"] == 5
    # the knight alone against a footman and Ser Rodrick: a tie Stark holds on Fiefdoms
    assert result(g) == {"winner": "stark", "strength": {"lannister": 2, "stark": 2}}


def test_bronn_against_a_vassal_cannot_be_bought():
    # rules: mod.cards.bronn, mod.vassals.power
    units = {"riverrun": {"house": "lannister", "footman": 1}, "harrenhal": {"house": "baratheon", "footman": 1}}
    combat = {"area": "riverrun", "origin": "harrenhal", "attackers": {"knight": 1}}
    hands = {
        "lannister": ["varys", "syrio_forel", "jaqen_h_ghar"],
        "baratheon": ["bronn", "janos_slynt", "beric_dondarrion"],
    }
    g = board(units, combat, hands=hands)
    fight(g, baratheon="bronn", lannister="varys")
    assert g.node != "combat.abilities"
    assert parts(g, "baratheon") == {"units": 2, "Bronn": 4}


# -- cards without text ----------------------------------------------------------------------------

#: strength, swords, forts as the catalogue gives them (mod.cards.plain)
PLAIN = {
    "bronze_yohn_royce_mod": (3, 1, 2),
    "harry_hardyng": (2, 1, 0),
    "arstan_whitebeard": (3, 1, 1),
    "ser_jorah_mormont": (2, 1, 1),
    "daario_naharis": (3, 1, 0),
    "gray_worm": (2, 1, 1),
    "strong_belwas": (2, 2, 0),
    "janos_slynt": (2, 2, 1),
}
#: Who plays a plain card in its test (Janos Slynt: the vassal Baratheon), and Targaryen's card set.
PLAYED_BY = {"arryn": "arryn", "targaryen": "targaryen", "vassal": "baratheon"}
SET_B = ("daario_naharis", "gray_worm", "strong_belwas")


@pytest.mark.parametrize("cid", sorted(PLAIN))
def test_plain_card_strength_swords_and_forts(cid):
    # rules: mod.cards.plain, board.combat.casualties
    strength, swords, forts = PLAIN[cid]
    house, card_set = PLAYED_BY[HOUSE_OF[cid]], "B" if cid in SET_B else "A"
    assert (CARDS[cid].strength, CARDS[cid].swords, CARDS[cid].forts) == PLAIN[cid]
    units = {"moat_cailin": {"house": "stark", "footman": 4}, "the_twins": {"house": house, "footman": 1}}
    combat = {"area": "moat_cailin", "origin": "the_twins", "attackers": {"knight": 3}, "token": "march+1"}
    supply = {"supply": 6}
    hands = {"stark": ["eddard_stark"], house: [cid] if house != "baratheon" else [cid, "varys", "bronn"]}
    g = board(units, combat, hands=hands, houses={"stark": supply, house: supply}, card_set=card_set)
    fight(g, stark="eddard_stark", **{house: cid})
    assert result(g)["strength"] == {house: 7 + strength, "stark": 8}
    assert parts(g, house)[CARDS[cid].name] == strength
    winner = result(g)["winner"]
    finish(g)
    if winner == house:
        assert casualties_taken(g, "stark") == swords
    else:  # Eddard's two swords against the card's forts
        assert casualties_taken(g, house) == max(0, 2 - forts)


def test_every_expansion_card_with_a_text_has_a_test_here():
    # rule: mod.cards.plain
    import re
    from pathlib import Path

    cited = {r for line in re.findall(r"# rules?: (.*)", Path(__file__).read_text()) for r in line.split(", ")}
    assert [c for c in TEXTS if c not in housecards.BASE_CARDS and f"mod.cards.{c}" not in cited] == []
