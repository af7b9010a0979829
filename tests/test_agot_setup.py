"""Setup, the seven steps of rulebook 000 (PRZYGOTOWANIE DO GRY)."""

import pytest
from helpers import events, play, position, rejected

import engine
from engine.agot import SCENARIOS, Agot


def new(seed: int = 1, **options) -> Agot:
    return Agot(seed=seed, options={"windows": "auto", **options})


def test_supplies_hold_every_token():  # rule: setup.supply
    g = new()
    assert g.state.treasury == 20 and g.state.power_pool == 30
    assert events(g, "setup")[0].rule == "setup.supply"


def test_each_house_gets_its_50_card_deck_and_7_plots():  # rules: setup.houses, setup.plot-decks
    g = new()
    for name in g.players:
        p = g.player(name)
        assert p.house == name.lower()
        cards = p.zones["deck"] + p.zones["hand"]
        assert len(cards) == 50
        assert all(g.card(u).data.house in (p.house, "neutral") for u in cards)
        assert len(p.zones["plots"]) == 7
        assert {g.card(u).data.deck for u in p.zones["plots"]} == {p.house}
    assert len(g.state.box) == 18  # the spare plots stay in the box without the draft


def test_players_with_other_names_get_houses_by_option():  # rule: setup.houses
    g = Agot(seed=2, players=["Ann", "Bob"], options={"houses": ["lannister", "stark"]})
    assert g.player("Ann").house == "lannister" and g.player("Bob").house == "stark"


def test_shuffled_decks_depend_on_the_seed():  # rule: setup.shuffle
    a, b, c = new(seed=1), new(seed=1), new(seed=2)
    assert a.zone("Stark", "hand") == b.zone("Stark", "hand")
    assert a.zone("Stark", "hand") != c.zone("Stark", "hand")


def test_setup_hand_is_seven_and_mulligan_only_once():  # rules: setup.hand, setup.mulligan
    g = new()
    assert len(g.zone("Stark", "hand")) == 7
    before = list(g.zone("Stark", "hand"))
    play(g, "mulligan")
    assert g.player("Stark").mulligan_taken
    assert len(g.zone("Stark", "hand")) == 7 and g.zone("Stark", "hand") != before
    # the next decision is Lannister's: Stark is not asked again
    assert g.decision.player == "Lannister"
    play(g, "keep")
    assert g.node == "setup.place"


def test_setup_cards_are_secret_until_revealed_together():  # rules: setup.place, setup.reveal
    g = new()
    play(g, "keep", "keep")
    uid = next(o.id for o in g.decision.options if o.id.startswith("place:"))
    play(g, uid)
    assert g.decision.secret
    card = uid.split(":")[1]
    stark = g.view("Lannister").table.players["Stark"]
    assert stark.setup is None and stark.setup_size == 1
    assert all(card not in str(e.data) for e in g.view("Lannister").events)
    assert card in str(g.view("Stark").events[-1].data)
    play(g, "done", "done")
    assert card in g.zone("Stark", "play")
    assert not g.card(card).kneeling
    assert events(g, "revealed")[0].rule == "setup.reveal"


def test_draw_up_to_seven_after_setup():  # rule: setup.draw-up
    g = new()
    play(g, "keep", "keep")
    placed = [o.id for o in g.decision.options if o.id.startswith("place:")][:1]
    play(g, *placed, "done", "done")
    assert all(len(g.zone(p, "hand")) == 7 for p in g.players)
    assert g.node == "plot.choose"


def test_the_rulebook_setup_example():  # rules: setup.place.cost, setup.place.types, setup.place.limited
    g = engine.load_scenario(SCENARIOS / "setup-example.yaml")
    assert [g.card(u).data.id for u in g.zone("Stark", "setup")] == ["arya-stark", "jon-snow", "winterfell-castle"]
    assert sum(g.card(u).data.cost for u in g.zone("Stark", "setup")) == 5
    g.undo(1)  # back to Stark's last decision, with all 5 gold used
    assert g.decision.ids == ["done"]
    assert rejected(g, "place:S.hand-of-the-king").rule == "setup.place.types"
    assert rejected(g, "place:S.not-today").rule == "setup.place.types"
    assert rejected(g, "place:S.winterfell-castle.2").rule == "setup.place.limited"
    assert rejected(g, "place:S.eddard-stark").rule == "setup.place.cost"
    with pytest.raises(engine.IllegalChoice) as err:
        g.choose("place:S.winterfell-castle.2")
    assert err.value.rule == "setup.place.limited" and "Limited" in err.value.reason


def test_a_position_in_setup_leads_into_round_one():  # rule: setup
    g = engine.load_scenario(SCENARIOS / "setup-example.yaml")
    assert g.header().round == 0
    while g.phase == "setup":
        g.choose(engine.RandomBot(1).pick(g))
    assert g.header().round == 1 and "Round 1 begins" in [e.text for e in g.events]


def test_no_second_copy_of_a_unique_card_at_setup():  # rule: setup.place.unique
    g = position("setup.place", players={"Stark": {"hand": ["arya-stark", "jon-snow", "jon-snow"]}})
    play(g, "place:S.jon-snow")
    assert rejected(g, "place:S.jon-snow.2").rule == "setup.place.unique"
