"""agot-board: the wildling attack, each of the nine wildling cards on a Night's Watch victory and on a
defeat, ties for highest or lowest bidder, and the threat afterwards.

Each test starts at the reveal of round 2's Westeros cards: decks I and II show Last Days of Summer
(a wildling icon each, +4 threat) and deck III Wildlings Attack, so the wildlings attack at the
threat given plus 4. The game stops at the Planning phase once the attack is over.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.scenario import build

PLAYERS = ["Baratheon", "Lannister", "Stark"]


def attack(card: str, *, threat: int = 6, power: int = 5, **more: Any):
    """The wildlings attack with strength ``threat``; ``card`` is the top wildling card. Units are
    the 3-player setup's unless given: Baratheon (Dragonstone footman + knight, Kingswood footman,
    2 ships), Lannister (Lannisport footman + knight, Stoney Sept footman, 1 ship), Stark (Winterfell
    footman + knight, White Harbor footman, 1 ship)."""
    houses = more.pop("houses", {})
    for h in ("baratheon", "lannister", "stark"):
        houses.setdefault(h, {}).setdefault("power", power)
    wildlings = [card] if isinstance(card, str) else list(card)
    data = {
        "game": "agot-board",
        "title": "wildling test",
        "players": PLAYERS,
        "start": "westeros.draw",
        "round": 2,
        "westeros": more.pop("westeros", {"I": ["last_days_of_summer"], "II": ["last_days_of_summer"]})
        | {"III": more.pop("III", ["wildlings_attack"])},
        "wildlings": wildlings,
        "threat": threat - 4,
        "houses": houses,
        **more,
    }
    g = build(engine.game_class("agot-board"), data, "test", run_script=False)
    assert g.node == "wildlings.bid"
    return g


def play(g, *ids: str) -> None:
    """Make these choices in order; each must be offered."""
    for option_id in ids:
        d = g.decision
        assert d is not None and option_id in d.ids, f"{option_id} not offered at {g.node}: {d and d.ids}"
        g.choose(option_id)


def bid(g, **bids: int) -> None:
    """Every house's secret bid."""
    while bids and g.node == "wildlings.bid":
        play(g, f"bid:{bids.pop(g.house_of(g.decision.player))}")
    assert not bids, f"never asked: {bids}"


def over(g) -> None:
    """The attack is over: the Planning phase has begun."""
    assert g.node.startswith("planning."), (g.node, g.decision and g.decision.ids)
    assert g.state.bidding == ""


def outcome(g) -> bool:
    """True if the Night's Watch won the last attack."""
    return [e for e in g.events if e.kind == "wildlings-result"][-1].data["won"]


def units(g, house: str) -> dict[str, list[str]]:
    """A house's units by area (kinds sorted)."""
    out: dict[str, list[str]] = {}
    for area, here in g.state.units.items():
        for u in here:
            if u.house == house:
                out.setdefault(area, []).append(u.kind)
    return {a: sorted(k) for a, k in sorted(out.items())}


def count(g, house: str) -> int:
    return sum(len(k) for k in units(g, house).values())


def asked(g, house: str) -> None:
    assert g.decision is not None and g.house_of(g.decision.player) == house, (g.node, g.decision)


START = {
    "baratheon": {"dragonstone": ["footman", "knight"], "kingswood": ["footman"], "shipbreaker_bay": ["ship", "ship"]},
    "lannister": {"lannisport": ["footman", "knight"], "stoney_sept": ["footman"], "the_golden_sound": ["ship"]},
    "stark": {"the_shivering_sea": ["ship"], "white_harbor": ["footman"], "winterfell": ["footman", "knight"]},
}

# -- the attack ---------------------------------------------------------------------------------


def test_a_victory_pays_the_bids_and_drops_the_threat_to_zero():
    # rule: board.wildlings
    g = attack(["silence_at_the_wall", "crow_killers"], threat=6)
    assert [e.text for e in g.events if e.kind == "wildlings"] == ["The wildlings attack with strength 6"]
    bid(g, baratheon=1, lannister=2, stark=3)  # 6 reaches 6
    over(g)
    assert outcome(g) is True
    assert g.state.power == {"baratheon": 4, "lannister": 3, "stark": 2}
    assert g.state.threat == 0
    # the card goes to the bottom of the deck
    assert g.state.wildlings[0] == "crow_killers" and g.state.wildlings[-1] == "silence_at_the_wall"


def test_a_defeat_lowers_the_threat_by_four():
    # rule: board.wildlings
    g = attack("silence_at_the_wall", threat=8)
    bid(g, baratheon=1, lannister=3, stark=3)  # 7 falls short of 8
    over(g)
    assert outcome(g) is False
    assert g.state.power == {"baratheon": 4, "lannister": 2, "stark": 2}
    assert g.state.threat == 4


def test_the_threat_never_falls_below_zero():
    # rule: board.wildlings
    g = attack("silence_at_the_wall", threat=4)
    bid(g, baratheon=0, lannister=1, stark=2)
    over(g)
    assert outcome(g) is False and g.state.threat == 0


def test_the_wildlings_attack_at_twelve_before_the_cards():
    # rules: board.westeros.icons, board.wildlings
    g = attack("silence_at_the_wall", threat=10, III=["web_of_lies"])  # three icons: 6 + 6 = 12
    assert g.state.threat == 12 and g.state.queue == ["I", "II", "III"]
    bid(g, baratheon=0, lannister=1, stark=2)
    over(g)
    assert g.state.threat == 8
    assert "no_support_orders" in g.state.bans  # deck III resolved after the attack


@pytest.mark.parametrize(
    ("throne", "judge", "pick"),
    [
        (["baratheon", "lannister", "stark"], "Baratheon", "stark"),
        (["stark", "baratheon", "lannister"], "Stark", "lannister"),
    ],
)
def test_a_tie_for_highest_bidder_is_settled_by_the_iron_throne(throne, judge, pick):
    # rule: board.wildlings.ties
    g = attack("skinchanger_scout", tracks={"iron_throne": throne})
    bid(g, baratheon=1, lannister=3, stark=3)
    assert g.node == "wildlings.ties" and g.decision.player == judge
    assert g.decision.ids == [f"bidder:{h}" for h in throne if h != "baratheon"]
    play(g, f"bidder:{pick}")
    over(g)
    # Skinchanger Scout: the highest bidder gets its bid back
    assert g.state.power[pick] == 5 and g.state.power["baratheon"] == 4


def test_a_tie_for_lowest_bidder_is_settled_by_the_iron_throne():
    # rule: board.wildlings.ties
    g = attack("skinchanger_scout")
    bid(g, baratheon=0, lannister=1, stark=0)
    assert g.node == "wildlings.ties" and g.decision.player == "Baratheon"
    assert g.decision.ids == ["bidder:baratheon", "bidder:stark"]
    play(g, "bidder:stark")
    over(g)
    # Stark, the lowest bidder, loses all its power; the others 2 each
    assert g.state.power == {"baratheon": 3, "lannister": 2, "stark": 0}


# -- the cards ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("bids", "won"), [((1, 2, 3), True), ((0, 1, 2), False)])
def test_silence_at_the_wall_nothing_happens(bids, won):
    # rule: board.wildlings.silence_at_the_wall
    g = attack("silence_at_the_wall")
    hands = {h: list(c) for h, c in g.state.hands.items()}
    tracks = {t: list(o) for t, o in g.state.tracks.items()}
    bid(g, **dict(zip(("baratheon", "lannister", "stark"), bids, strict=True)))
    over(g)
    assert outcome(g) is won
    assert {h: units(g, h) for h in START} == START
    assert g.state.hands == hands and g.state.tracks == tracks
    assert [e.text for e in g.events if e.rule == "board.wildlings.silence_at_the_wall"][-1] == "Nothing happens"


def test_preemptive_raid_victory_a_new_attack_without_the_highest_bidder():
    # rule: board.wildlings.preemptive_raid
    g = attack(["preemptive_raid", "skinchanger_scout"])
    bid(g, baratheon=1, lannister=1, stark=4)  # Stark bids most: the Night's Watch wins
    assert g.state.threat == 0
    assert [e.text for e in g.events if e.kind == "wildlings"][-1] == "The wildlings attack with strength 6"
    # only Baratheon and Lannister bid now
    assert [g.house_of(g.decision.player), *g.decision.ids[:1]] == ["baratheon", "bid:0"]
    bid(g, baratheon=0, lannister=1)
    over(g)
    assert outcome(g) is False
    # Skinchanger Scout's defeat: Baratheon (lowest) loses all, Lannister 2, Stark untouched
    assert g.state.power == {"baratheon": 0, "lannister": 1, "stark": 1}
    assert g.state.wildlings[-2:] == ["preemptive_raid", "skinchanger_scout"]


def test_preemptive_raid_defeat_drop_two_places_on_the_best_track():
    # rule: board.wildlings.preemptive_raid
    g = attack("preemptive_raid")
    bid(g, baratheon=1, lannister=1, stark=0)
    asked(g, "stark")  # Stark is first on Fiefdoms, second at King's Court, third on the Throne
    assert g.decision.ids == ["lose-units", "drop:fiefdoms"]
    play(g, "drop:fiefdoms")
    over(g)
    assert g.state.tracks["fiefdoms"] == ["baratheon", "lannister", "stark"]
    assert g.state.tracks["kings_court"] == ["lannister", "stark", "baratheon"]
    assert {h: units(g, h) for h in START} == START  # the others lose nothing


def test_preemptive_raid_defeat_destroy_two_units():
    # rule: board.wildlings.preemptive_raid
    g = attack("preemptive_raid")
    bid(g, baratheon=1, lannister=1, stark=0)
    play(g, "lose-units", "lose:footman@white_harbor", "lose:ship@the_shivering_sea")
    over(g)
    assert units(g, "stark") == {"winterfell": ["footman", "knight"]}
    assert units(g, "baratheon") == START["baratheon"] and units(g, "lannister") == START["lannister"]


def test_crow_killers_victory_up_to_two_footmen_become_knights():
    # rule: board.wildlings.crow_killers
    g = attack("crow_killers")
    bid(g, baratheon=1, lannister=1, stark=4)
    asked(g, "stark")
    assert g.decision.ids == ["upgrade:white_harbor", "upgrade:winterfell", "upgrade-none"]
    play(g, "upgrade:winterfell")
    assert g.decision.ids == ["upgrade:white_harbor", "upgrade-none"]
    play(g, "upgrade:white_harbor")
    over(g)
    assert units(g, "stark") == {
        "the_shivering_sea": ["ship"],
        "white_harbor": ["knight"],
        "winterfell": ["knight", "knight"],
    }


def test_crow_killers_defeat_knights_become_footmen():
    # rule: board.wildlings.crow_killers
    board = {
        "dragonstone": {"house": "baratheon", "knight": 3},
        "lannisport": {"house": "lannister", "knight": 2},
        "winterfell": {"house": "stark", "knight": 1, "footman": 1},
    }
    g = attack("crow_killers", units=board)
    bid(g, baratheon=1, lannister=0, stark=1)
    # Lannister, lowest, loses every knight at once; then Baratheon and Stark pick 2 each
    assert units(g, "lannister") == {"lannisport": ["footman", "footman"]}
    asked(g, "baratheon")
    play(g, "downgrade:dragonstone", "downgrade:dragonstone")
    asked(g, "stark")
    play(g, "downgrade:winterfell")  # Stark has one knight only
    over(g)
    assert units(g, "baratheon") == {"dragonstone": ["footman", "footman", "knight"]}
    assert units(g, "stark") == {"winterfell": ["footman", "footman"]}


def test_crow_killers_defeat_a_knight_with_no_footman_left_is_destroyed():
    # rule: board.wildlings.crow_killers
    board = {
        "lannisport": {"house": "lannister", "knight": 1},
        "stoney_sept": {"house": "lannister", "footman": 10},  # every Lannister footman is out
        "dragonstone": {"house": "baratheon", "footman": 1},
        "winterfell": {"house": "stark", "footman": 1},
    }
    g = attack("crow_killers", units=board)
    bid(g, baratheon=1, lannister=0, stark=1)
    over(g)
    assert units(g, "lannister") == {"stoney_sept": ["footman"] * 10}
    assert any("destroyed: no footman left" in e.text for e in g.events)


def test_rattleshirts_raiders_victory_supply_up_one():
    # rule: board.wildlings.rattleshirts_raiders
    g = attack("rattleshirts_raiders", houses={"lannister": {"supply": 6}})
    bid(g, baratheon=1, lannister=1, stark=4)
    over(g)
    assert g.state.supply == {"baratheon": 2, "lannister": 6, "stark": 2}


def test_rattleshirts_raiders_victory_never_past_six():
    # rule: board.wildlings.rattleshirts_raiders
    g = attack("rattleshirts_raiders", houses={"stark": {"supply": 6}})
    bid(g, baratheon=1, lannister=1, stark=4)
    over(g)
    assert g.state.supply["stark"] == 6


def test_rattleshirts_raiders_defeat_supply_down_and_armies_shrink():
    # rules: board.wildlings.rattleshirts_raiders, board.supply.reconcile
    board = {
        "winterfell": {"house": "stark", "footman": 2, "knight": 1},
        "dragonstone": {"house": "baratheon", "footman": 1, "knight": 1},
        "lannisport": {"house": "lannister", "footman": 1, "knight": 1},
    }
    g = attack("rattleshirts_raiders", units=board)
    bid(g, baratheon=1, lannister=1, stark=0)
    assert g.state.supply == {"baratheon": 1, "lannister": 1, "stark": 0}
    # Stark's army of 3 no longer fits supply 0 (armies of 2 at most)
    assert g.node == "wildlings.card" and g.decision.rule == "board.supply.reconcile"
    asked(g, "stark")
    play(g, "reduce:footman@winterfell")
    over(g)
    assert units(g, "stark") == {"winterfell": ["footman", "knight"]}


def test_massing_on_the_milkwater_victory_every_discard_back():
    # rule: board.wildlings.massing_on_the_milkwater
    houses = {"stark": {"hand": ["eddard_stark"], "discards": ["robb_stark", "roose_bolton"]}}
    g = attack("massing_on_the_milkwater", houses=houses)
    bid(g, baratheon=1, lannister=1, stark=4)
    over(g)
    assert sorted(g.state.hands["stark"]) == ["eddard_stark", "robb_stark", "roose_bolton"]
    assert g.state.discards["stark"] == []


def test_massing_on_the_milkwater_defeat_strongest_card_and_one_each():
    # rule: board.wildlings.massing_on_the_milkwater
    houses = {
        "stark": {"hand": ["eddard_stark", "robb_stark", "roose_bolton"]},
        "lannister": {"hand": ["tywin_lannister"]},  # a single card: kept
    }
    g = attack("massing_on_the_milkwater", houses=houses)
    bid(g, baratheon=1, lannister=1, stark=0)
    assert g.state.discards["stark"] == ["eddard_stark"]
    asked(g, "baratheon")
    assert len(g.decision.ids) == 7
    play(g, "discard:patchface")
    over(g)
    assert g.state.hands["stark"] == ["robb_stark", "roose_bolton"]
    assert g.state.discards["baratheon"] == ["patchface"] and len(g.state.hands["baratheon"]) == 6
    assert g.state.hands["lannister"] == ["tywin_lannister"] and g.state.discards["lannister"] == []


@pytest.mark.parametrize(
    ("hand", "left"),
    [
        (["greatjon_umber", "roose_bolton", "ser_rodrick_cassel"], ["ser_rodrick_cassel"]),  # both 2s go
        (["greatjon_umber", "roose_bolton"], ["greatjon_umber", "roose_bolton"]),  # all equal: none
    ],
)
def test_massing_on_the_milkwater_defeat_tied_strongest(hand, left):
    # rule: board.wildlings.massing_on_the_milkwater (spec §5: all equal, none is discarded)
    houses = {"stark": {"hand": hand}, "baratheon": {"hand": ["patchface"]}, "lannister": {"hand": ["the_hound"]}}
    g = attack("massing_on_the_milkwater", houses=houses)
    bid(g, baratheon=1, lannister=1, stark=0)
    over(g)
    assert g.state.hands["stark"] == left


@pytest.mark.parametrize("track", ["iron_throne", "fiefdoms", "kings_court"])
def test_a_king_beyond_the_wall_victory_top_of_a_track(track):
    # rules: board.wildlings.a_king_beyond_the_wall, board.tracks.influence
    g = attack("a_king_beyond_the_wall", tracks={"fiefdoms": ["baratheon", "lannister", "stark"]})
    bid(g, baratheon=1, lannister=1, stark=4)
    asked(g, "stark")
    assert g.decision.ids == ["top:iron_throne", "top:fiefdoms", "top:kings_court"]
    play(g, f"top:{track}")
    over(g)
    assert g.state.tracks[track][0] == "stark"
    assert [e.data for e in g.events if e.kind == "dominance"][-1] == {"track": track, "house": "stark"}


def test_a_king_beyond_the_wall_defeat_to_the_bottom():
    # rule: board.wildlings.a_king_beyond_the_wall
    g = attack("a_king_beyond_the_wall")
    bid(g, baratheon=0, lannister=1, stark=1)
    # Baratheon, lowest, is last on all three; then Lannister and Stark each pick a track
    assert g.state.tracks == {
        "iron_throne": ["lannister", "stark", "baratheon"],
        "fiefdoms": ["stark", "lannister", "baratheon"],
        "kings_court": ["lannister", "stark", "baratheon"],
    }
    asked(g, "lannister")
    assert g.decision.ids == ["bottom:fiefdoms", "bottom:kings_court"]
    play(g, "bottom:kings_court")
    asked(g, "stark")
    play(g, "bottom:fiefdoms")
    over(g)
    assert g.state.tracks == {
        "iron_throne": ["lannister", "stark", "baratheon"],
        "fiefdoms": ["lannister", "baratheon", "stark"],
        "kings_court": ["stark", "baratheon", "lannister"],
    }


def test_mammoth_riders_victory_one_discard_back():
    # rule: board.wildlings.mammoth_riders
    houses = {"stark": {"hand": ["greatjon_umber"], "discards": ["eddard_stark", "robb_stark"]}}
    g = attack("mammoth_riders", houses=houses)
    bid(g, baratheon=1, lannister=1, stark=4)
    asked(g, "stark")
    assert g.decision.ids == ["take-back:eddard_stark", "take-back:robb_stark"]
    play(g, "take-back:eddard_stark")
    over(g)
    assert g.state.hands["stark"] == ["greatjon_umber", "eddard_stark"]
    assert g.state.discards["stark"] == ["robb_stark"]


def test_mammoth_riders_defeat_three_units_and_two_each():
    # rule: board.wildlings.mammoth_riders
    g = attack("mammoth_riders")
    bid(g, baratheon=1, lannister=0, stark=1)
    losers = []
    while g.node == "wildlings.card":
        losers.append(g.house_of(g.decision.player))
        play(g, g.decision.ids[0])
    over(g)
    assert losers == ["lannister"] * 3 + ["baratheon"] * 2 + ["stark"] * 2
    assert (count(g, "lannister"), count(g, "baratheon"), count(g, "stark")) == (1, 3, 2)


def test_the_horde_descends_victory_muster_in_one_castle_area():
    # rules: board.wildlings.the_horde_descends, board.muster
    g = attack("the_horde_descends")
    bid(g, baratheon=1, lannister=1, stark=4)
    asked(g, "stark")
    assert g.decision.ids == ["muster-at:white_harbor", "muster-at:winterfell"]
    play(g, "muster-at:winterfell")
    # Winterfell's 2 points only: not White Harbor's
    assert all(o.endswith(",winterfell") for o in g.decision.ids if o.startswith("muster:"))
    play(g, "muster:knight@winterfell,winterfell")
    over(g)
    assert units(g, "stark")["winterfell"] == ["footman", "knight", "knight"]
    assert units(g, "stark")["white_harbor"] == ["footman"]


def test_the_horde_descends_defeat_two_units_in_one_castle_area():
    # rule: board.wildlings.the_horde_descends
    g = attack("the_horde_descends")
    bid(g, baratheon=1, lannister=1, stark=0)
    asked(g, "stark")  # Winterfell is the castle area holding 2 Stark units
    assert g.decision.ids == ["lose:footman@winterfell", "lose:knight@winterfell"]
    play(g, "lose:footman@winterfell", "lose:knight@winterfell")
    asked(g, "baratheon")  # the others lose one unit anywhere
    assert "lose:footman@kingswood" in g.decision.ids and "lose:ship@shipbreaker_bay" in g.decision.ids
    play(g, "lose:ship@shipbreaker_bay")
    asked(g, "lannister")
    play(g, "lose:footman@stoney_sept")
    over(g)
    assert units(g, "stark") == {"the_shivering_sea": ["ship"], "white_harbor": ["footman"]}
    assert count(g, "baratheon") == 4 and count(g, "lannister") == 3


def test_the_horde_descends_defeat_anywhere_without_such_a_castle_area():
    # rule: board.wildlings.the_horde_descends
    board = {
        "winterfell": {"house": "stark", "footman": 1},
        "karhold": {"house": "stark", "footman": 1},
        "dragonstone": {"house": "baratheon", "footman": 1},
        "lannisport": {"house": "lannister", "footman": 1},
    }
    g = attack("the_horde_descends", units=board)
    bid(g, baratheon=1, lannister=1, stark=0)
    assert g.decision.ids == ["lose:footman@karhold", "lose:footman@winterfell"]
    play(g, "lose:footman@karhold", "lose:footman@winterfell", "lose:footman@dragonstone", "lose:footman@lannisport")
    over(g)
    assert g.state.units == {}


def test_skinchanger_scout_victory_the_bid_comes_back():
    # rule: board.wildlings.skinchanger_scout
    g = attack("skinchanger_scout")
    bid(g, baratheon=1, lannister=1, stark=4)
    over(g)
    assert g.state.power == {"baratheon": 4, "lannister": 4, "stark": 5}


def test_skinchanger_scout_defeat_all_power_and_two_each():
    # rule: board.wildlings.skinchanger_scout
    g = attack("skinchanger_scout", houses={"lannister": {"power": 1}})
    bid(g, baratheon=0, lannister=1, stark=2)
    over(g)
    # Baratheon bid least: all 5 go; Lannister has none left to lose; Stark 3 - 2
    assert g.state.power == {"baratheon": 0, "lannister": 0, "stark": 1}


def test_every_wildling_card_has_a_test_here():
    # rule: board.wildlings
    from engine.board.wildlings import NAMES

    names = {n for n in globals() if n.startswith("test_")}
    assert len(NAMES) == 9
    for card in NAMES:
        assert any(n.startswith(f"test_{card}") for n in names), card
