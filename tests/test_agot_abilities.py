"""Card abilities of rulebook 000, each kind and each card the rulebook describes."""

from helpers import advance_to, events, play, position, rejected

import engine
from engine.agot import SCENARIOS
from engine.cardgame.leaving import leave_play

PLOTS = {"Stark": "the-lion-and-the-wolf", "Lannister": "an-uneasy-peace"}


def at(start, stark=None, lannister=None, first="Lannister", **extra):
    """A position with both plots revealed; each side's fields as in a scenario file."""
    return position(
        start,
        first_player=first,
        active=extra.pop("active", first),
        players={
            "Stark": {"plot": PLOTS["Stark"], **(stark or {})},
            "Lannister": {"plot": PLOTS["Lannister"], **(lannister or {})},
        },
        **extra,
    )


def military(g, attackers, defenders=()):
    """Lannister initiates a military challenge and declares; Stark declares defenders."""
    play(g, "challenge:military", *(f"attack:{a}" for a in attackers), "done")
    play(g, *(f"defend:{d}" for d in defenders), "done")


# -- actions -------------------------------------------------------------------


def test_maester_luwin_is_a_dominance_action_only():  # rule: abilities.actions
    g = at(
        "challenges.initiate",
        stark={"in_play": ["maester-luwin"]},
        lannister={"in_play": ["the-hound"]},
        options={"windows": "all"},
    )
    advance_to(g, "challenges.before", player="Stark")
    r = rejected(g, "act:S.maester-luwin")
    assert r.rule == "abilities.actions" and "only in the dominance phase" in r.reason
    advance_to(g, "dominance.actions", player="Stark")
    hand = len(g.zone("Stark", "hand"))
    play(g, "act:S.maester-luwin")
    assert g.card("S.maester-luwin").kneeling  # the cost is paid first
    assert len(g.zone("Stark", "hand")) == hand + 2
    play(g, "pass")  # Lannister
    assert "is kneeling" in rejected(g, "act:S.maester-luwin").reason  # it cannot be used twice


def test_lions_cunning_any_phase_needs_two_gold():  # rules: abilities.actions, gold.pool
    g = at(
        "draw.draw",
        stark={"in_play": ["robb-stark"]},
        lannister={"hand": ["the-lions-cunning"], "gold": 1},
        options={"windows": "all"},
    )
    assert g.node == "draw.actions" and g.decision.player == "Lannister"
    r = rejected(g, "act:L.the-lions-cunning")
    assert r.rule == "gold.pool" and "costs 2 gold" in r.reason


def test_lions_cunning_kneels_in_the_opponents_turn_and_goes_to_the_discard_pile():
    # rules: abilities.actions, abilities.costs, marshalling.play-types
    g = at(
        "challenges.initiate",
        first="Stark",
        active="Stark",
        options={"windows": "all"},
        stark={"in_play": ["robb-stark", "jon-snow"]},
        lannister={"hand": ["the-lions-cunning"], "gold": 3},
    )
    play(g, "challenge:military", "attack:S.robb-stark", "done")
    assert g.node == "challenges.after-attackers" and g.decision.player == "Stark"
    play(g, "pass")
    assert g.decision.player == "Lannister"
    play(g, "act:L.the-lions-cunning@S.jon-snow")
    assert g.card("S.jon-snow").kneeling
    assert g.player("Lannister").gold == 1 and g.state.treasury == 20 - 1
    assert g.zone("Lannister", "discard") == ["L.the-lions-cunning"]
    assert g.decision.player == "Stark"  # after an action the other player may act or pass


def test_an_action_alternates_the_window():  # rule: actions.window
    g = at(
        "dominance.decide",
        stark={"in_play": ["maester-luwin", "hand-of-the-king"]},
        options={"windows": "all"},
        first="Stark",
    )
    g.card("S.hand-of-the-king").attached_to = "S.maester-luwin"
    assert g.node == "dominance.actions" and g.decision.player == "Stark"
    play(g, "act:S.maester-luwin")
    assert g.decision.player == "Lannister"
    play(g, "pass")
    assert g.decision.player == "Stark"  # Stark may act again: not two passes in a row yet
    play(g, "act:S.hand-of-the-king")
    play(g, "pass", "pass")
    assert g.node == "standing.actions"


# -- responses -----------------------------------------------------------------


def test_eddard_stark_response_when_played():  # rule: abilities.responses
    g = at("marshalling.turns", first="Stark", stark={"hand": ["eddard-stark"], "plot": "crossing-the-trident"})
    play(g, "play:S.eddard-stark")
    assert g.node == "abilities.after-played" and g.decision.ids == ["respond:S.eddard-stark", "pass"]
    play(g, "respond:S.eddard-stark")
    assert g.card("S.eddard-stark").power == 1
    assert g.node == "marshalling.marshal"


def test_a_response_not_taken_is_lost():  # rule: abilities.responses
    g = at(
        "challenges.initiate",
        stark={"in_play": ["stark-escort"]},
        lannister={"in_play": ["the-hound"]},
        options={"windows": "all"},
    )
    play(g, "challenge:military", "attack:L.the-hound", "done", "pass", "pass")
    play(g, "defend:S.stark-escort", "done")
    assert g.node == "challenges.after-defenders-declared" and g.decision.player == "Stark"
    play(g, "pass")
    assert g.node == "challenges.after-defenders"  # the next window: the moment has passed
    play(g, "pass")
    r = rejected(g, "respond:S.stark-escort")
    assert r.rule == "abilities.responses" and "only right at its moment" in r.reason


def test_stark_escort_and_sansa_respond_to_being_declared_as_defenders():  # rule: abilities.responses
    g = at(
        "challenges.initiate",
        stark={"in_play": ["stark-escort", "sansa-stark"]},
        lannister={"in_play": ["the-hound", "tyrion-lannister"]},
    )
    play(g, "challenge:intrigue", "attack:L.tyrion-lannister", "done", "skip", "defend:S.sansa-stark", "done")
    assert g.decision.ids == ["respond:S.sansa-stark", "pass"]  # the escort did not defend
    play(g, "respond:S.sansa-stark")
    assert events(g, "challenge-won")[0].data["defense"] == 3  # Sansa 1 + 2
    g2 = at("challenges.initiate", stark={"in_play": ["stark-escort"]}, lannister={"in_play": ["the-hound"]})
    military(g2, ["L.the-hound"], ["S.stark-escort"])
    hand = len(g2.zone("Stark", "hand"))
    play(g2, "respond:S.stark-escort")
    assert len(g2.zone("Stark", "hand")) == hand + 1


def test_jon_snow_stands_after_his_challenge():  # rule: abilities.responses
    g = at("challenges.initiate", stark={"in_play": ["jon-snow"]}, lannister={"in_play": ["the-hound"]})
    military(g, ["L.the-hound"], ["S.jon-snow"])
    play(g, "kill:S.jon-snow") if g.node == "challenges.claim" else None
    assert "S.jon-snow" in g.zone("Stark", "dead")  # Jon lost and died: nothing to stand
    g = at("challenges.initiate", stark={"in_play": ["jon-snow", "robb-stark"]}, lannister={"in_play": ["the-hound"]})
    military(g, ["L.the-hound"], ["S.jon-snow", "S.robb-stark"])  # Stark wins 7 to 3
    assert g.node == "challenges.after-challenge"
    play(g, "respond:S.jon-snow")
    assert not g.card("S.jon-snow").kneeling and g.card("S.robb-stark").kneeling


def test_lannister_debts_kill_and_a_save_keeps_the_cost_paid():
    # rules: abilities.saves, abilities.costs (the rulebook's Nie Dziś example)
    g = at(
        "challenges.initiate",
        first="Stark",
        active="Stark",
        stark={"in_play": ["robb-stark", "sansa-stark"], "hand": ["not-today"]},
        lannister={"in_play": ["lannister-guard", "tyrion-lannister"], "hand": ["a-lannister-always-pays-his-debts"]},
    )
    play(g, "challenge:power", "attack:S.robb-stark", "attack:S.sansa-stark", "done", "done")  # Stark wins
    assert g.node == "challenges.after-challenge" and g.decision.player == "Lannister"
    play(g, "respond:L.a-lannister-always-pays-his-debts@S.sansa-stark")
    assert g.decision.prompt.startswith("Lannister: kneel a Lannister character")
    play(g, "kneel:L.lannister-guard")
    assert g.node == "leave-play.would-be-killed" and g.decision.player == "Stark"
    play(g, "save:S.not-today")
    assert "S.sansa-stark" in g.zone("Stark", "play")
    assert g.card("L.lannister-guard").kneeling  # the cost stays paid
    assert g.zone("Stark", "discard") == ["S.not-today"]
    assert events(g, "saved")[0].rule == "abilities.saves"


def test_high_claim_kills_different_characters_even_if_one_is_saved():  # rules: challenges.claim.high, abilities.saves
    g = at(
        "challenges.initiate",
        lannister={"in_play": ["the-hound"], "plot": "a-killing-cold"},
        stark={"in_play": ["robb-stark", "arya-stark", "bran-stark"], "hand": ["not-today"]},
    )
    military(g, ["L.the-hound"])
    play(g, "kill:S.bran-stark")
    assert "kill:S.bran-stark" not in g.decision.ids
    play(g, "kill:S.arya-stark")
    assert g.node == "leave-play.would-be-killed"
    play(g, "save:S.not-today")  # Bran is saved; Stark has no other save for Arya
    assert g.zone("Stark", "dead") == ["S.arya-stark"]
    assert "S.bran-stark" in g.zone("Stark", "play") and "S.robb-stark" in g.zone("Stark", "play")


def test_a_duplicate_saves_its_unique_character():  # rules: cards.duplicate, abilities.saves
    g = at(
        "challenges.initiate",
        lannister={"in_play": ["the-hound"]},
        stark={"in_play": [{"card": "jon-snow", "kneeling": True, "duplicates": ["jon-snow"]}]},
    )
    military(g, ["L.the-hound"])
    play(g, "save:S.jon-snow.2")
    assert "S.jon-snow" in g.zone("Stark", "play") and g.zone("Stark", "discard") == ["S.jon-snow.2"]


def test_save_attachment_discards_itself():  # rule: abilities.saves
    g = at(
        "challenges.initiate",
        lannister={"in_play": ["the-hound"]},
        stark={"in_play": [{"card": "robb-stark", "kneeling": True, "attachments": ["bannermans-oath"]}]},
    )
    military(g, ["L.the-hound"])
    play(g, "save:S.bannermans-oath")
    assert "S.robb-stark" in g.zone("Stark", "play") and g.zone("Stark", "discard") == ["S.bannermans-oath"]


# -- passive abilities -----------------------------------------------------------


def test_varys_discards_himself_when_he_is_the_only_ally():  # rule: abilities.passive
    g = at("marshalling.turns", first="Lannister", lannister={"hand": ["varys"], "plot": "a-game-of-thrones"})
    play(g, "play:L.varys")
    assert g.zone("Lannister", "discard") == ["L.varys"]
    assert events(g, "passive")[0].data["source"] == "L.varys"


def test_varys_must_discard_an_ally_of_your_choice():  # rule: abilities.passive
    g = at(
        "marshalling.turns",
        first="Lannister",
        lannister={"hand": ["varys"], "plot": "a-game-of-thrones"},
        stark={"in_play": ["littlefinger"]},
    )
    play(g, "play:L.varys")
    assert g.decision.player == "Lannister" and set(g.decision.ids) == {"discard:L.varys", "discard:S.littlefinger"}
    play(g, "discard:S.littlefinger")
    assert g.zone("Stark", "discard") == ["S.littlefinger"] and "L.varys" in g.zone("Lannister", "play")


def test_simultaneous_passives_are_ordered_by_the_first_player():  # rules: abilities.passive, plot.when-revealed
    g = at(
        "plot.choose",
        first="Stark",
        stark={"plots": ["summoning-the-bannermen"], "in_play": ["robb-stark"]},
        lannister={"plots": ["the-small-council-meets"]},
    )
    play(g, "plot:S.summoning-the-bannermen", "plot:X.the-small-council-meets")
    chooser = g.state.initiative
    play(g, f"first:{chooser}")
    first = g.state.first_player
    assert g.node == "plot.when-revealed" and g.decision.player == first
    assert set(g.decision.ids) == {"first:S.summoning-the-bannermen", "first:X.the-small-council-meets"}
    play(g, "first:X.the-small-council-meets")
    order = [e.data["source"] for e in events(g, "when-revealed")]
    assert order == ["X.the-small-council-meets", "S.summoning-the-bannermen"]


# -- lasting effects ---------------------------------------------------------------


def test_winterfell_helps_only_stark_characters_and_ends_when_it_leaves():  # rule: abilities.lasting
    g = at("dominance.decide", stark={"in_play": ["jon-snow", "littlefinger", "winterfell-castle"]})
    assert g.strength("S.jon-snow") == 3 and g.strength("S.littlefinger") == 2  # Littlefinger is neutral
    leave_play(g, "S.winterfell-castle", "discard", "leave-play.discarded", "test")
    assert g.strength("S.jon-snow") == 2


def test_lasting_effects_stack_and_end_with_the_challenge():  # rule: abilities.lasting
    g = at(
        "challenges.initiate",
        first="Stark",
        active="Stark",
        stark={"in_play": ["jon-snow", "winterfell-castle", "catelyn-stark"]},
        lannister={"in_play": ["the-hound"]},
    )
    play(g, "challenge:military", "attack:S.jon-snow", "done")
    play(g, "act:S.catelyn-stark@S.jon-snow")
    assert g.strength("S.jon-snow") == 2 + 1 + 2
    won = None
    while g.node != "challenges.initiate":
        g.choose(g.decision.ids[-1])
    won = events(g, "challenge-won")[0]
    assert won.data["attack"] == 5 and len(won.data["modifiers"]["S.jon-snow"]) == 2
    assert g.strength("S.jon-snow") == 3  # Catelyn's +2 ended with the challenge


def test_dar_illyria_gives_four_power_with_dominance():  # rules: plot.round, dominance
    g = at("dominance.decide", stark={"gold": 5, "plot": "illyrios-gift"})
    assert g.player("Stark").power == 4
    assert [e.rule for e in events(g, "power")] == ["dominance", "plot.round"]


def test_treacherous_ways_draws_two_if_you_win():  # rule: abilities.lasting
    g = engine.load_scenario(SCENARIOS / "challenge-example.yaml")
    draws = [e for e in events(g, "draw") if e.rule == "abilities.lasting"]
    assert draws and draws[0].data == {"player": "Lannister", "count": 2}


def test_jaime_attacks_in_military_without_kneeling():  # rule: challenges.attackers
    g = at("challenges.initiate", lannister={"in_play": ["jaime-lannister"]})
    play(g, "challenge:military", "attack:L.jaime-lannister", "done")
    assert not g.card("L.jaime-lannister").kneeling


def test_a_storm_of_swords_allows_a_second_military_challenge():  # rule: plot.round
    g = at(
        "challenges.initiate",
        first="Stark",
        active="Stark",
        stark={"plot": "a-storm-of-swords", "in_play": ["robb-stark", "jon-snow"]},
    )
    play(g, "challenge:military", "attack:S.robb-stark", "done", "done")
    advance_to(g, "challenges.initiate")
    assert "challenge:military" in g.decision.ids


def test_a_game_of_thrones_holds_back_military_and_power():  # rule: plot.round
    g = at(
        "challenges.initiate",
        lannister={"plot": "a-game-of-thrones", "in_play": ["jaime-lannister", "tyrion-lannister"]},
    )
    r = rejected(g, "challenge:military")
    assert r.rule == "plot.round" and "until an intrigue challenge is won" in r.reason
    play(g, "challenge:intrigue", "attack:L.tyrion-lannister", "done", "skip", "done")
    advance_to(g, "challenges.initiate")
    assert "challenge:military" in g.decision.ids


def test_the_long_night_and_detained_stop_standing():  # rule: plot.round
    g = at("standing.stand", stark={"plot": "the-long-night", "in_play": [{"card": "jon-snow", "kneeling": True}]})
    assert g.card("S.jon-snow").kneeling


# -- why not? -------------------------------------------------------------------------


def test_why_not_names_the_reason_and_rule_for_cards_in_hand_and_in_play():
    # rules: abilities.actions, abilities.targets, keywords.limited, cards.unique
    g = at(
        "marshalling.turns",
        first="Lannister",
        lannister={
            "hand": ["gold-of-casterly-rock", "lannisport", "the-lions-cunning", "jaime-lannister"],
            "dead": ["jaime-lannister"],
            "in_play": [{"card": "grand-maester-pycelle", "kneeling": True}],
        },
    )
    play(g, "act:L.gold-of-casterly-rock")  # a Limited event
    assert rejected(g, "play:L.lannisport").rule == "keywords.limited"
    assert rejected(g, "act:L.grand-maester-pycelle").reason.endswith("its cost is to kneel it")
    assert rejected(g, "act:L.the-lions-cunning").rule == "abilities.targets"  # no character stands to kneel
    assert rejected(g, "play:L.jaime-lannister").rule == "cards.unique"
    play(g, "done")
    assert g.decision.player == "Stark"
    assert all(not i.startswith("act:L.") for i in g.decision.ids)  # not Lannister's turn


def test_attachment_restrictions_say_who_may_carry_it():  # rule: marshalling.attachments
    g = at("marshalling.turns", first="Stark", stark={"hand": ["needle"], "in_play": ["jon-snow"]})
    assert "no Arya Stark in play" in rejected(g, "play:S.needle").reason


def test_why_not_for_any_card_on_the_table():  # rules: actions.window, abilities.actions, cards.unique
    g = at(
        "marshalling.turns",
        first="Lannister",
        stark={"hand": ["not-today"], "in_play": ["maester-luwin"]},
        lannister={"hand": ["jaime-lannister", "varys"], "dead": ["jaime-lannister"], "plot": "a-game-of-thrones"},
    )
    assert g.why_not("L.varys") == []  # Varys can be played
    assert g.why_not("L.jaime-lannister")[0].rule == "cards.unique"
    luwin = g.why_not("S.maester-luwin")[0]
    assert luwin.rule == "actions.window" and "Lannister's decision" in luwin.reason  # not Stark's turn
    play(g, "done")
    assert g.why_not("S.maester-luwin")[0].rule == "abilities.actions"  # Stark's turn, wrong phase
    assert g.why_not("S.not-today")[0].rule == "abilities.responses"


def test_each_house_has_two_cards_of_every_ability_kind():  # rules: abilities.*
    from engine.agot.cards import library
    from engine.agot.cardtext import ABILITIES, STAYS_STANDING

    lib = library()
    for house in ("stark", "lannister"):
        cards = set(lib.decks[house]) | {p.id for p in lib.plots(house)}
        kinds = {}
        for cid in cards:
            for a in ABILITIES.get(cid, ()):
                kind = "passive" if a.kind.name in ("when-revealed", "constant") else a.kind.name
                kinds.setdefault(kind, set()).add(cid)
                if (
                    a.kind.name == "constant"
                    or "boost" in a.effect.__qualname__
                    or a.effect.__name__ in ("kevan", "winter_is_coming", "treacherous_ways", "guest_right", "detained")
                ):
                    kinds.setdefault("lasting", set()).add(cid)
            if cid in STAYS_STANDING:
                kinds.setdefault("passive", set()).add(cid)
        for kind in ("action", "response", "save", "passive", "lasting"):
            assert len(kinds.get(kind, ())) >= 2, (house, kind, kinds.get(kind))


# -- the card-game kit (engine.cardgame): nothing in it assumes two players --------


def test_the_kit_seats_any_number_of_players_and_asks_who_is_attacked():  # rule: challenges.types
    from types import SimpleNamespace

    import pytest

    from engine.cardgame import CardGame
    from engine.core.flow import phase, step

    class Melee(CardGame):
        player_counts = (4,)
        procedure = phase("game", step("game.start", lambda game: None))

        def setup_state(self) -> None:
            self.state = SimpleNamespace(
                cards={}, players={p: SimpleNamespace(zones={"play": []}) for p in self.players}
            )

    g = Melee(players=["Ann", "Bob", "Cid", "Dee"])
    assert g.opponents("Cid") == ["Dee", "Ann", "Bob"]  # seat order from Cid
    with pytest.raises(engine.EngineError, match="must say who is attacked"):
        g.defender_for("Cid")
    agot = at("challenges.initiate")
    assert agot.opponents("Stark") == ["Lannister"] and agot.defender_for("Lannister") == "Stark"


def test_a_card_game_must_map_every_rule_the_kit_cites():  # rule: abilities.costs
    import pytest

    from engine.agot import Agot
    from engine.agot.timing import KIT_RULES

    without_costs = {k: r for k, r in KIT_RULES.items() if k != "costs"}
    with pytest.raises(TypeError, match="no rule id for costs"):
        type("Broken", (Agot,), {"game_id": "broken", "kit_rules": without_costs})
    with pytest.raises(TypeError, match="not in the catalogue: nowhere"):
        type("Broken", (Agot,), {"game_id": "broken", "kit_rules": {**KIT_RULES, "kneel": "nowhere"}})
