"""Mother of Dragons: the Iron Bank of Braavos (the row, loans and their twelve effects, interest,
the Braavos discount) and the area upgrades and downgrades that several loans lay.

Most tests set the state of a fresh four-player game (Stark, Lannister, Greyjoy, Targaryen; the
other houses are vassals) and drive the bank's walks with a small driver; two play through the real
procedure from a scenario.
"""

from __future__ import annotations

from typing import Any

import engine
from engine.board.mother_of_dragons import ironbank, loans, upgrades
from engine.board.state import Order, Unit
from engine.core.protocol import Decision
from engine.core.scenario import build

PLAYERS = ["Stark", "Lannister", "Greyjoy", "Targaryen"]


def mod_game(**power: int):
    """A fresh game with its state at hand; ``power`` sets houses' available power tokens."""
    g = engine.new_game("mother-of-dragons", seed=1, players=PLAYERS)
    g.state.power.update(power)
    return g


class Driver:
    """Runs one of the bank's walks outside the procedure: send it options by id."""

    def __init__(self, walk: Any):
        self.walk, self.decision, self.result, self.done = walk, None, None, False
        self._send(None)

    def _send(self, value: Any) -> None:
        try:
            self.decision = self.walk.send(value)
        except StopIteration as stop:
            self.decision, self.result, self.done = None, stop.value, True

    def choose(self, *ids: str) -> Driver:
        for oid in ids:
            d: Decision | None = self.decision
            assert d is not None, f"the walk is over; cannot choose {oid}"
            chosen = d.option(oid)
            assert chosen is not None, f"{oid} is not offered: {d.ids}; refused: {refused(d, oid)}"
            self._send(chosen)
        return self

    def refusal(self, oid: str) -> str:
        assert self.decision is not None
        return refused(self.decision, oid)


def refused(d: Decision, oid: str) -> str:
    return next((r.reason for r in d.rejected if r.id == oid), "")


def loan(g, house: str, *ids: str, area: str = "the_shivering_sea") -> Driver:
    """Resolve an Iron Bank order of ``house`` with these choices."""
    return Driver(ironbank.take_loan(g, house, area)).choose(*ids)


def interest(g, *ids: str) -> list[Decision]:
    """Run the interest pick to its end with these choices; returns the decisions asked."""
    asked, queue = [], list(ids)
    while True:
        d = Driver(ironbank.interest(g))
        if d.decision is not None:
            asked.append(d.decision)
            d.choose(queue.pop(0))
        if d.result:
            assert not queue, f"choices left over: {queue}"
            return asked


def units(g, area: str) -> list[tuple[str, str]]:
    return sorted((u.house, u.kind) for u in g.state.units.get(area, []))


def tokens(g, house: str) -> int:
    """A house's power tokens, available and on the board."""
    return g.state.power[house] + sum(1 for h in g.state.tokens.values() if h == house)


# -- the row ----------------------------------------------------------------------------------


def test_a_new_game_shows_one_loan_in_slot_7():
    # rule: mod.bank
    s = mod_game().state
    assert s.bank[:2] == [None, None] and s.bank[2] is not None
    assert len(s.loan_deck) == 11 and s.bank[2] not in s.loan_deck


def test_the_rulebook_example_of_the_row_moving_on():
    # rule: mod.bank.row
    g = mod_game(stark=7)
    s = g.state
    s.bank = ["expert_artificer", "customs_officer", "siege_engineers"]
    s.loan_deck = ["pyromancer", "spymaster"]
    loan(g, "stark", "loan:4@customs_officer")
    assert s.bank == ["expert_artificer", None, "siege_engineers"]
    # the slot stays empty for the rest of the round
    again = Driver(ironbank.take_loan(g, "lannister", "the_golden_sound"))
    assert again.refusal("loan:4") == "slot 4 holds no loan this round"
    ironbank.shift(g)  # the next round starts
    assert s.bank == [None, "siege_engineers", "pyromancer"]
    assert s.loan_deck == ["spymaster", "expert_artificer"]  # slot 1's card went face down to the bottom
    assert "Expert Artificer leaves slot 1" in g.events[-1].text


def test_the_row_fills_slot_by_slot_over_the_first_rounds():
    # rule: mod.bank.row
    g = mod_game()
    s = g.state
    first = s.bank[2]
    ironbank.shift(g)
    assert s.bank[0] is None and s.bank[1] == first and s.bank[2] is not None
    ironbank.shift(g)
    assert s.bank[0] == first and None not in s.bank


# -- taking a loan ------------------------------------------------------------------------------


def test_a_loan_costs_its_slot_and_the_tokens_go_to_the_pool():
    # rule: mod.bank.loan
    g = mod_game(stark=5, lannister=5)
    s = g.state
    s.bank = ["loyal_maester", "customs_officer", "spymaster"]
    d = Driver(ironbank.take_loan(g, "stark", "the_shivering_sea"))
    assert d.refusal("loan:7@spymaster") == "it costs 7 power and you have 5"
    assert "loan:4@customs_officer" in d.decision.ids and "no-loan" in d.decision.ids
    others = {h: tokens(g, h) for h in s.houses if h != "stark"}
    d.choose("loan:4@customs_officer")
    assert s.power["stark"] == 5 - 4 + 10
    assert s.loans["stark"] == ["customs_officer"] and s.bank[1] is None
    assert {h: tokens(g, h) for h in s.houses if h != "stark"} == others  # nobody gains the 4 paid


def test_the_order_may_be_spent_without_a_loan():
    # rule: mod.bank.loan
    g = mod_game(stark=7)
    g.state.bank = [None, None, "spymaster"]
    d = loan(g, "stark", "no-loan")
    assert d.done and g.state.power["stark"] == 7 and g.state.bank == [None, None, "spymaster"]
    assert not g.state.loans["stark"]


def test_the_house_holding_braavos_pays_one_less():
    # rule: mod.bank.braavos
    g = mod_game(targaryen=3, stark=3)
    s = g.state
    s.bank = ["customs_officer", "loyal_maester", None]
    assert ironbank.discount(g, "targaryen") == 0  # the neutral force still holds Braavos
    s.units["braavos"] = [Unit("targaryen", "knight")]
    del s.neutral["braavos"]
    assert ironbank.braavos_holder(g) == "targaryen" and ironbank.discount(g, "stark") == 0
    d = Driver(ironbank.take_loan(g, "stark", "the_shivering_sea"))
    assert d.refusal("loan:4@loyal_maester") == "it costs 4 power and you have 3"
    loan(g, "targaryen", "loan:4@loyal_maester", "upgrade:pentos@supply", "upgrade:myr@supply", area="bay_of_pentos")
    assert s.power["targaryen"] == 0
    # Braavos taken by Stark: the token changes hands at once
    s.units["braavos"] = [Unit("stark", "footman")]
    assert ironbank.discount(g, "targaryen") == 0 and ironbank.discount(g, "stark") == 1
    loan(g, "stark", "loan:1@customs_officer")
    assert s.power["stark"] == 3 - 0 + 10


# -- the twelve loans ---------------------------------------------------------------------------


def test_customs_officer_gives_ten_power_up_to_the_limit():
    # rule: mod.loans.customs-officer
    g = mod_game(stark=15)
    g.state.bank = ["customs_officer", None, None]
    loan(g, "stark", "loan:1@customs_officer")
    assert g.state.power["stark"] == 20 - sum(1 for h in g.state.tokens.values() if h == "stark")
    assert "the rest is lost" in [e for e in g.events if e.kind == "loan-power"][-1].text


def test_expert_artificer_adds_a_crown_and_eight_power():
    # rule: mod.loans.expert-artificer
    # rule: mod.upgrades
    g = mod_game(stark=4)
    g.state.bank = [None, "expert_artificer", None]
    d = loan(g, "stark", "loan:4@expert_artificer")
    assert d.refusal("upgrade:the_shivering_sea@power") == "upgrade tokens go on land areas"
    d.choose("upgrade:harrenhal@power")  # anyone's land area will do
    assert upgrades.icons(g, "harrenhal").crowns == 2
    assert g.state.power["stark"] == 8


def test_loyal_maester_puts_barrels_on_two_different_areas():
    # rule: mod.loans.loyal-maester
    g = mod_game(stark=1)
    g.state.bank = ["loyal_maester", None, None]
    d = loan(g, "stark", "loan:1@loyal_maester", "upgrade:karhold@supply")
    assert d.refusal("upgrade:karhold@supply") == "this loan puts its upgrades on different areas"
    d.choose("upgrade:white_harbor@supply")
    assert upgrades.icons(g, "karhold").supply == 1 and upgrades.icons(g, "white_harbor").supply == 1
    assert d.done and g.state.loans["stark"] == ["loyal_maester"]


def test_master_at_arms_makes_two_castles_strongholds():
    # rule: mod.loans.master-at-arms
    g = mod_game(stark=7)
    g.state.bank = [None, None, "master_at_arms"]
    d = loan(g, "stark", "loan:7@master_at_arms")
    assert d.refusal("stronghold:winterfell") == "it is a stronghold already, not a castle"
    assert "stronghold:karhold" not in d.decision.ids  # no castle there at all
    d.choose("stronghold:white_harbor")
    assert d.refusal("stronghold:white_harbor") == "it is a stronghold already, not a castle"
    d.choose("stronghold:moat_cailin")
    assert upgrades.icons(g, "white_harbor").castle == "stronghold"
    assert upgrades.icons(g, "moat_cailin").muster_points == 2


def test_pyromancer_razes_a_castle_and_upgrades_the_ruin():
    # rule: mod.loans.pyromancer
    # rule: mod.upgrades.downgrade
    g = mod_game(greyjoy=4)
    g.state.bank = [None, "pyromancer", None]
    d = loan(g, "greyjoy", "loan:4@pyromancer", area="ironmans_bay")
    assert d.refusal("raze:winterfell") == "it is a stronghold already, not a castle"
    d.choose("raze:white_harbor")
    assert d.decision.ids == ["upgrade:white_harbor@power", "upgrade:white_harbor@supply"]
    d.choose("upgrade:white_harbor@supply")
    icons = upgrades.icons(g, "white_harbor")
    assert (icons.castle, icons.supply, icons.muster_points) == ("none", 1, 0)
    assert "white_harbor" not in upgrades.castle_areas(g) and "moat_cailin" in upgrades.castle_areas(g)
    # a razed castle cannot be razed again, nor made a stronghold
    assert loans._castle_refusal(g, "white_harbor") == "its castle has been razed (a downgrade token lies on it)"


def test_savvy_steward_adds_a_barrel_and_a_step_of_supply():
    # rule: mod.loans.savvy-steward
    g = mod_game(stark=1, lannister=1)
    s = g.state
    s.bank = ["savvy_steward", None, None]
    loan(g, "stark", "loan:1@savvy_steward", "upgrade:karhold@supply")
    assert upgrades.icons(g, "karhold").supply == 1 and s.supply["stark"] == 2
    s.bank, s.supply["lannister"] = ["savvy_steward", None, None], 6
    loan(g, "lannister", "loan:1@savvy_steward", "upgrade:lannisport@supply", area="the_golden_sound")
    assert s.supply["lannister"] == 6  # the track ends at 6


def test_spymaster_rearranges_a_deck_in_secret():
    # rule: mod.loans.spymaster
    g = mod_game(stark=7)
    s = g.state
    s.bank = [None, None, "spymaster"]
    first, second, third = s.decks["II"][:3]
    d = loan(g, "stark", "loan:7@spymaster", "spy:II")
    assert d.decision.secret and len(d.decision.ids) == 6
    d.choose("arrange:top2-bottom1")
    assert s.decks["II"][:2] == [second, third] and s.decks["II"][-1] == first
    assert s.westeros_seen["stark"] == [first, second]
    seen = [e for e in g.events if e.kind == "spymaster-seen"][-1]
    assert seen.visible_to == ("Stark",)
    public = [e for e in g.events if e.kind == "spymaster"][-1]
    assert public.visible_to is None and "1 back on top, 1 to the bottom" in public.text
    assert seen not in g.view("Lannister").events and seen in g.view("Stark").events


def test_spymaster_may_put_both_cards_under_the_deck():
    # rule: mod.loans.spymaster
    g = mod_game(stark=7)
    s = g.state
    s.bank = [None, None, "spymaster"]
    first, second = s.decks["IV"][:2]
    loan(g, "stark", "loan:7@spymaster", "spy:IV", "arrange:top-bottom21")
    assert s.decks["IV"][-2:] == [second, first]


def test_the_faceless_men_kill_a_knight_and_a_footman_elsewhere():
    # rule: mod.loans.the-faceless-men
    g = mod_game(stark=4)
    s = g.state
    s.bank = [None, "the_faceless_men", None]
    d = loan(g, "stark", "loan:4@the_faceless_men")
    assert "destroy:knight@the_eyrie" in d.decision.ids  # a vassal's knight is fair game
    assert d.refusal("destroy-none") == "the loan kills if it can"
    d.choose("destroy:knight@lannisport")
    assert units(g, "lannisport") == [("lannister", "footman")]
    assert d.refusal("destroy:footman@lannisport") == "the knight and the footman must come from different areas"
    d.choose("destroy:footman@pyke")
    assert units(g, "pyke") == [("greyjoy", "knight")] and d.done


def test_the_faceless_men_remove_an_order_left_without_units():
    # rule: mod.loans.the-faceless-men
    g = mod_game(stark=4)
    s = g.state
    s.bank = [None, "the_faceless_men", None]
    s.orders["stoney_sept"] = Order("lannister", "cp")
    loan(g, "stark", "loan:4@the_faceless_men", "destroy:knight@pyke", "destroy:footman@stoney_sept")
    assert "stoney_sept" not in s.units and "stoney_sept" not in s.orders


def test_full_host_places_four_units_ships_in_a_controlled_port():
    # rule: mod.loans.full-host
    g = mod_game(stark=7)
    s = g.state
    s.bank = [None, None, "full_host"]
    d = loan(g, "stark", "loan:7@full_host")
    assert d.decision.ids == ["place:footman@white_harbor", "place:footman@winterfell"]  # areas with Stark units
    assert d.refusal("place-none") == "the loan places every unit it can"
    d.choose("place:footman@winterfell")
    # supply 1 allows armies of 3 and 2: Winterfell's army is full, White Harbor may grow to 2
    assert d.refusal("place:knight@winterfell") == "one more unit there would break your supply limit"
    d.choose("place:knight@white_harbor")
    # the siege engine fits nowhere and stays in the pool
    unplaced = [e for e in g.events if e.kind == "loan-unplaced"][-1]
    assert "siege engine cannot be placed (one more unit there would break your supply limit)" in unplaced.text
    assert "place:ship@port_of_white_harbor" in d.decision.ids  # an empty port Stark controls
    assert d.refusal("place:ship@the_shivering_sea") == "one more unit there would break your supply limit"
    d.choose("place:ship@port_of_white_harbor")
    assert units(g, "winterfell") == [("stark", "footman"), ("stark", "footman"), ("stark", "knight")]
    assert units(g, "white_harbor") == [("stark", "footman"), ("stark", "knight")]
    assert units(g, "port_of_white_harbor") == [("stark", "ship")] and d.done


def test_sea_raiders_place_a_footman_and_three_ships():
    # rule: mod.loans.sea-raiders
    g = mod_game(greyjoy=4)
    s = g.state
    s.supply["greyjoy"] = 6
    s.bank = [None, "sea_raiders", None]
    d = loan(g, "greyjoy", "loan:4@sea_raiders", "place:footman@greywater_watch", area="ironmans_bay")
    assert "place:ship@ironmans_bay" in d.decision.ids and "place:ship@pyke" not in d.decision.ids
    d.choose("place:ship@port_of_pyke", "place:ship@port_of_pyke")
    assert d.refusal("place:ship@port_of_pyke") == "a port holds at most 3 ships"
    d.choose("place:ship@ironmans_bay")
    assert (
        units(g, "port_of_pyke") == [("greyjoy", "ship")] * 3 and units(g, "ironmans_bay") == [("greyjoy", "ship")] * 2
    )


def test_siege_engineers_stop_at_the_pool():
    # rule: mod.loans.siege-engineers
    g = mod_game(stark=7)
    s = g.state
    s.supply["stark"] = 6
    s.units["karhold"] = [Unit("stark", "siege_engine")]  # one of Stark's two engines is out already
    s.bank = [None, None, "siege_engineers"]
    d = loan(g, "stark", "loan:7@siege_engineers", "place:footman@karhold", "place:siege_engine@winterfell")
    assert d.done  # the second engine has no place: the pool is empty
    assert units(g, "winterfell").count(("stark", "siege_engine")) == 1
    assert "no siege engine is left in your pool" in [e for e in g.events if e.kind == "loan-unplaced"][-1].text


def test_vanguard_cavalry_brings_three_knights():
    # rule: mod.loans.vanguard-cavalry
    g = mod_game(targaryen=4)
    s = g.state
    s.supply["targaryen"] = 6
    s.bank = [None, "vanguard_cavalry", None]
    d = loan(g, "targaryen", "loan:4@vanguard_cavalry", area="bay_of_pentos")
    assert "place:knight@bay_of_pentos" not in d.decision.ids  # knights stay on land
    d.choose("place:knight@myr", "place:knight@myr", "place:knight@pentos")
    assert units(g, "myr") == [("targaryen", "knight")] * 3 and d.done


# -- interest --------------------------------------------------------------------------------


def test_interest_is_a_token_per_loan_back_to_the_pool():
    # rule: mod.bank.interest
    g = mod_game(stark=5, lannister=3)
    s = g.state
    s.loans.update(stark=["customs_officer", "pyromancer"], lannister=["spymaster"])
    before = {h: tokens(g, h) for h in ("greyjoy", "targaryen")}
    assert interest(g) == []
    assert s.power["stark"] == 3 and s.power["lannister"] == 2
    assert {h: tokens(g, h) for h in ("greyjoy", "targaryen")} == before


def test_unpaid_interest_costs_units_chosen_by_the_blade():
    # rule: mod.bank.interest
    g = mod_game(stark=1)
    s = g.state
    s.loans["stark"] = ["customs_officer", "pyromancer", "spymaster"]
    s.tracks["fiefdoms"] = ["greyjoy", "stark", "lannister", "tyrell", "martell", "arryn", "baratheon", "targaryen"]
    asked = interest(g, "bank-destroy:knight@winterfell", "bank-destroy:ship@the_shivering_sea")
    assert [d.player for d in asked] == ["Greyjoy", "Greyjoy"]
    assert refused(asked[0], "bank-spare") == "every token of interest left unpaid costs the debtor a unit"
    assert s.power["stark"] == 0
    assert units(g, "winterfell") == [("stark", "footman")] and "the_shivering_sea" not in s.units


def test_the_blade_holder_in_debt_is_punished_by_the_next_player_down():
    # rule: mod.bank.interest
    g = mod_game(greyjoy=0)
    s = g.state
    s.loans["greyjoy"] = ["customs_officer"]
    s.tracks["fiefdoms"] = ["greyjoy", "tyrell", "lannister", "stark", "martell", "arryn", "baratheon", "targaryen"]
    asked = interest(g, "bank-destroy:footman@greywater_watch")
    assert asked[0].player == "Lannister"  # Tyrell is a vassal: the next player down chooses
    assert "greywater_watch" not in s.units


def test_a_debtor_with_no_units_left_loses_nothing_more():
    # rule: mod.bank.interest
    g = mod_game(stark=0)
    s = g.state
    s.loans["stark"] = ["customs_officer", "pyromancer"]
    for area in [a for a, us in s.units.items() if us[0].house == "stark"]:
        del s.units[area]
    s.units["karhold"] = [Unit("stark", "footman")]
    assert len(interest(g, "bank-destroy:footman@karhold")) == 1  # two owed, one to take
    assert not any(u.house == "stark" for us in s.units.values() for u in us)
    assert [e.text for e in g.events if e.kind == "interest-spared"] == ["Stark has no unit left to lose"]


# -- upgrades ------------------------------------------------------------------------------------


def test_icons_count_printed_icons_plus_upgrades_minus_downgrades():
    # rule: mod.upgrades
    # rule: mod.upgrades.downgrade
    g = mod_game()
    ups = g.state.upgrades
    assert upgrades.icons(g, "riverrun") == upgrades.Icons("stronghold", 1, 1)
    ups["riverrun"] = ["supply", "supply", "-crown"]
    assert upgrades.icons(g, "riverrun") == upgrades.Icons("stronghold", 3, 0)
    ups["karhold"] = ["-supply", "stronghold"]  # nothing printed there to lose or to fortify
    assert upgrades.icons(g, "karhold") == upgrades.Icons("none", 0, 1)
    ups["harrenhal"] = ["stronghold"]
    assert upgrades.icons(g, "harrenhal").muster_points == 2
    ups["pyke"] = ["-castle"]
    assert not upgrades.icons(g, "pyke").has_castle and "pyke" not in upgrades.castle_areas(g)


# -- through the procedure -----------------------------------------------------------------------


def scenario(start: str, **fields: Any):
    data = {"game": "mother-of-dragons", "title": "bank test", "players": PLAYERS, "start": start, **fields}
    return build(engine.game_class("mother-of-dragons"), data, "test", run_script=False)


def test_an_iron_bank_order_takes_a_loan_in_the_consolidate_step():
    # rule: mod.bank.loan
    g = scenario(
        "action.consolidations",
        round=2,
        revealed=True,
        orders={"bay_of_pentos": {"house": "targaryen", "token": "s-bank"}},
        bank=["customs_officer", "pyromancer", "spymaster"],
        houses={"targaryen": {"power": 5}},
    )
    g.choose("bank:bay_of_pentos")
    assert refused(g.decision, "loan:7@spymaster") == "it costs 7 power and you have 5"
    g.choose("loan:1@customs_officer")
    assert g.state.loans["targaryen"] == ["customs_officer"]
    # 5 - 1 + 10 = 14; the round then ends and the next Westeros phase takes 1 in interest
    paid = [e.data for e in g.events if e.kind == "interest"]
    assert paid == [{"house": "targaryen", "due": 1, "paid": 1}] and g.state.power["targaryen"] == 13


def test_interest_is_asked_at_the_start_of_the_westeros_phase():
    # rule: mod.bank.interest
    g = scenario(
        "bank.interest", round=3, loans={"stark": ["customs_officer", "pyromancer"]}, houses={"stark": {"power": 1}}
    )
    assert g.decision.player == "Greyjoy" and "bank-destroy:knight@winterfell" in g.decision.ids
    g.choose("bank-destroy:knight@winterfell")
    assert g.node != "bank.interest" and units(g, "winterfell") == [("stark", "footman")]
    g.undo()
    assert g.node == "bank.interest" and g.state.power["stark"] == 0
