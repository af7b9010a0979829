"""The round of rulebook 000: plot, draw, marshalling, dominance, standing, taxation, victory."""

import pytest
from helpers import advance_to, events, play, position, rejected

import engine
from engine.agot.power import check_victory
from engine.core.game import GameOver

BOTH_PLOTS = {
    "Stark": {"plot": "the-lion-and-the-wolf"},
    "Lannister": {"plot": "an-uneasy-peace"},
}


def test_plots_are_chosen_in_secret_then_revealed_together():  # rules: plot.choose, plot.reveal
    g = position("plot.choose", players={"Stark": {}, "Lannister": {}})
    assert g.decision.secret and g.decision.player == "Stark"
    play(g, "plot:S.the-old-gods")
    seen = g.view("Lannister")
    stark = seen.table.players["Stark"]
    assert stark.plot_chosen and stark.chosen_plot is None  # that Stark chose, not what
    assert "the-old-gods" not in str([e.data for e in seen.events])
    assert g.zone("Stark", "revealed") == []
    play(g, "plot:L.hear-me-roar")
    assert g.zone("Stark", "revealed") == ["S.the-old-gods"]
    assert g.zone("Lannister", "revealed") == ["L.hear-me-roar"]


def test_previous_plot_becomes_used_and_deck_returns_after_the_last():  # rules: plot.used, plot.recycle
    g = position(
        "plot.choose",
        players={
            "Stark": {"plot": "the-old-gods", "plots": ["a-storm-of-swords"], "used_plots": ["the-lion-and-the-wolf"]},
            "Lannister": {},
        },
    )
    play(g, "plot:S.a-storm-of-swords", "plot:L.hear-me-roar")
    assert g.zone("Stark", "revealed") == ["S.a-storm-of-swords"]
    # the old plot became used, and the last plot's reveal brought the used ones back
    assert sorted(g.zone("Stark", "plots")) == ["S.the-lion-and-the-wolf", "S.the-old-gods"]
    assert g.zone("Stark", "used_plots") == []
    assert events(g, "plots-recycled")[0].rule == "plot.recycle"


def test_higher_initiative_wins_and_chooses_the_first_player():  # rules: plot.initiative, plot.first-player
    g = position("plot.choose", players={"Stark": {}, "Lannister": {}})
    play(g, "plot:S.crossing-the-trident", "plot:L.valar-morghulis")  # initiative 1 against 5
    assert g.state.initiative == "Lannister"
    assert g.decision.player == "Lannister" and g.node == "plot.first-player"
    play(g, "first:Stark")
    assert g.state.first_player == "Stark"
    assert g.turn_order() == ["Stark", "Lannister"]


def test_initiative_tie_goes_to_the_player_with_less_power():  # rule: plot.initiative
    g = position(
        "plot.choose",
        players={"Stark": {"power": 4}, "Lannister": {"power": 1, "in_play": [{"card": "the-hound", "power": 2}]}},
    )
    play(g, "plot:S.the-lion-and-the-wolf", "plot:L.a-game-of-thrones")  # both initiative 3
    assert g.state.initiative == "Lannister"  # 3 power against 4
    assert "fewer power" in events(g, "initiative")[0].text


def test_initiative_tie_with_equal_power_is_random():  # rule: plot.initiative
    winners = set()
    for seed in range(12):
        g = position("plot.choose", seed=seed, players={"Stark": {}, "Lannister": {}})
        play(g, "plot:S.the-lion-and-the-wolf", "plot:L.a-game-of-thrones")
        winners.add(g.state.initiative)
        assert "random" in events(g, "initiative")[0].text
    assert winners == {"Stark", "Lannister"}


def test_draw_phase_draws_two_or_what_is_left():  # rule: draw
    g = position(
        "draw.draw",
        first_player="Stark",
        players={"Stark": {**BOTH_PLOTS["Stark"], "deck": ["jon-snow"]}, "Lannister": BOTH_PLOTS["Lannister"]},
    )
    assert g.zone("Stark", "hand") == ["S.jon-snow"]
    assert len(g.zone("Lannister", "hand")) == 2
    assert "only 1" in events(g, "draw")[0].text


def marshalling(**stark):
    return position(
        "marshalling.turns",
        first_player="Stark",
        players={"Stark": {"plot": "the-lion-and-the-wolf", **stark}, "Lannister": BOTH_PLOTS["Lannister"]},
    )


def test_income_counts_plot_and_bonuses_of_kneeling_cards():  # rules: marshalling.income, marshalling.income-bonus
    g = marshalling(in_play=[{"card": "littlefinger", "kneeling": True}])
    plot_income = g.plot("Stark").income
    assert g.player("Stark").gold == plot_income + 1
    assert g.state.treasury == 20 - plot_income - 1


def test_playing_a_card_pays_gold_to_the_treasury():  # rule: marshalling.play
    g = marshalling(hand=["jon-snow"])
    gold = g.player("Stark").gold
    play(g, "play:S.jon-snow")
    assert "S.jon-snow" in g.zone("Stark", "play") and not g.card("S.jon-snow").kneeling
    assert g.player("Stark").gold == gold - 2 and g.state.treasury == 20 - gold + 2


def test_cannot_play_what_you_cannot_afford():  # rule: marshalling.play
    g = marshalling(hand=["robb-stark"], plot="a-storm-of-swords")  # income 3, Robb costs 5
    r = rejected(g, "play:S.robb-stark")
    assert r.rule == "marshalling.play" and "costs 5" in r.reason


def test_events_are_not_marshalled():  # rules: marshalling.play-types, abilities.responses
    g = marshalling(hand=["not-today"])
    assert all("not-today" not in i for i in g.decision.ids)
    r = rejected(g, "save:S.not-today")
    assert r.rule == "abilities.responses" and "only right at its moment" in r.reason


def test_only_the_active_player_marshals():  # rule: marshalling.play
    g = marshalling(hand=["jon-snow"])
    play(g, "done")
    assert g.decision.player == "Lannister"
    assert all(not i.startswith("play:S.") for i in g.decision.ids)


def test_limited_once_per_round():  # rule: keywords.limited
    g = marshalling(hand=["winterfell-castle", "white-harbor"])
    play(g, "play:S.winterfell-castle")
    assert rejected(g, "play:S.white-harbor").rule == "keywords.limited"


def test_unique_copy_in_play_becomes_a_free_duplicate():  # rules: cards.unique, cards.duplicate
    g = marshalling(hand=["jon-snow"], in_play=["jon-snow"])
    gold = g.player("Stark").gold
    play(g, "duplicate:S.jon-snow.2")
    assert g.player("Stark").gold == gold
    assert g.zone("Stark", "duplicates") == ["S.jon-snow.2"]
    assert g.card("S.jon-snow.2").attached_to == "S.jon-snow"


def test_attachment_goes_on_any_character_in_play():  # rule: marshalling.attachments
    g = marshalling(hand=["bannermans-oath"])
    assert rejected(g, "play:S.bannermans-oath").rule == "marshalling.attachments"
    g = position(
        "marshalling.turns",
        first_player="Stark",
        players={
            "Stark": {"plot": "the-lion-and-the-wolf", "hand": ["bannermans-oath"]},
            "Lannister": {**BOTH_PLOTS["Lannister"], "in_play": ["the-hound"]},
        },
    )
    play(g, "play:S.bannermans-oath@L.the-hound")
    assert g.card("S.bannermans-oath").attached_to == "L.the-hound"


def test_dominance_counts_standing_strength_and_gold():  # rule: dominance
    g = position(
        "dominance.decide",
        first_player="Stark",
        players={
            "Stark": {**BOTH_PLOTS["Stark"], "in_play": ["jon-snow", {"card": "robb-stark", "kneeling": True}]},
            "Lannister": {**BOTH_PLOTS["Lannister"], "gold": 3},
        },
    )
    # Stark: Jon 2 standing (Robb kneels); Lannister: 3 gold
    assert g.player("Lannister").power == 1
    assert events(g, "dominance")[0].data["totals"] == [2, 3]


def test_dominance_tie_gives_nothing():  # rule: dominance.tie
    g = position(
        "dominance.decide",
        first_player="Stark",
        players={"Stark": {**BOTH_PLOTS["Stark"], "gold": 2}, "Lannister": {**BOTH_PLOTS["Lannister"], "gold": 2}},
    )
    assert g.player("Stark").power == g.player("Lannister").power == 0
    assert events(g, "dominance")[0].rule == "dominance.tie"


def test_standing_and_taxation():  # rules: standing, taxation
    g = position(
        "standing.stand",
        first_player="Stark",
        players={
            "Stark": {**BOTH_PLOTS["Stark"], "gold": 3, "in_play": [{"card": "jon-snow", "kneeling": True}]},
            "Lannister": BOTH_PLOTS["Lannister"],
        },
    )
    assert not g.card("S.jon-snow").kneeling
    assert g.player("Stark").gold == 0 and g.state.treasury == 20
    assert g.node == "plot.choose" and g.state.round == 2


def test_reaching_15_power_wins_at_once():  # rule: victory
    g = position(
        "dominance.decide",
        first_player="Lannister",
        players={
            "Stark": {**BOTH_PLOTS["Stark"], "power": 12, "in_play": [{"card": "jon-snow", "power": 2}]},
            "Lannister": BOTH_PLOTS["Lannister"],
        },
    )
    assert g.over and g.result.winner == "Stark" and g.result.rule == "victory"
    assert g.decision is None and g.node == "dominance.decide"
    with pytest.raises(engine.IllegalChoice):
        g.choose("pass")


def test_both_reaching_15_together_the_first_player_wins():  # rule: victory.tie
    g = position(
        "dominance.decide",
        first_player="Lannister",
        players={"Stark": {**BOTH_PLOTS["Stark"], "power": 15}, "Lannister": {**BOTH_PLOTS["Lannister"], "power": 15}},
    )
    with pytest.raises(GameOver) as over:
        check_victory(g)
    assert over.value.result.winner == "Lannister" and over.value.result.rule == "victory.tie"


def test_power_pool_running_short_gives_what_is_left():  # rule: power.pool
    g = position(
        "dominance.decide",
        first_player="Stark",
        players={
            "Stark": {**BOTH_PLOTS["Stark"], "power": 14, "gold": 1},
            "Lannister": {**BOTH_PLOTS["Lannister"], "power": 14},
        },
    )
    assert g.state.power_pool == 1
    assert g.result.winner == "Stark"


def test_action_windows_alternate_and_close_after_two_passes():  # rules: actions.window, actions.first-player
    g = position(
        "dominance.decide",
        first_player="Lannister",
        options={"windows": "all"},
        players={"Stark": BOTH_PLOTS["Stark"], "Lannister": BOTH_PLOTS["Lannister"]},
    )
    assert g.node == "dominance.actions" and g.decision.player == "Lannister"
    assert g.decision.ids == ["pass"] and g.decision.kind == "window"
    play(g, "pass")
    assert g.decision.player == "Stark" and g.node == "dominance.actions"
    play(g, "pass")
    assert g.node == "standing.actions"


def test_auto_windows_skip_when_nobody_can_act():  # rule: actions.window
    g = position(
        "dominance.decide",
        first_player="Lannister",
        players={"Stark": BOTH_PLOTS["Stark"], "Lannister": BOTH_PLOTS["Lannister"]},
    )
    assert g.node == "plot.choose"


def test_round_cap_ends_without_a_winner():  # rule: variant.round-cap
    g = position(
        "taxation.return",
        first_player="Stark",
        round=3,
        options={"max_rounds": 3},
        players={"Stark": BOTH_PLOTS["Stark"], "Lannister": BOTH_PLOTS["Lannister"]},
    )
    assert g.over and g.result.winner is None and g.result.rule == "variant.round-cap"


def test_a_whole_game_can_be_played_to_a_winner_by_picking_options():  # rule: victory
    g = engine.new_game("agot", seed=11, options={"windows": "auto"})
    advance_to(g, "marshalling.marshal")
    bot = engine.RandomBot(3)
    engine.play_out(g, bot)
    assert g.over and g.result.winner in g.players
    assert g.total_power(g.result.winner) >= 15


def test_the_standings_after_a_win_rank_by_power():  # rule: victory
    g = position(
        "dominance.decide",
        first_player="Lannister",
        players={
            "Stark": {**BOTH_PLOTS["Stark"], "power": 12, "in_play": [{"card": "jon-snow", "power": 2}]},
            "Lannister": {**BOTH_PLOTS["Lannister"], "power": 4},
        },
    )
    table = g.view("Lannister").header.standings
    assert [(s.player, s.place, s.score, s.tiebreaks) for s in table] == [("Stark", 1, 15, ()), ("Lannister", 2, 4, ())]


def test_the_standings_say_the_first_player_won_when_both_reached_15():  # rule: victory.tie
    g = position(
        "dominance.decide",
        first_player="Lannister",
        players={
            "Stark": {**BOTH_PLOTS["Stark"], "power": 14, "gold": 1},  # wins dominance: 15 as well
            "Lannister": {**BOTH_PLOTS["Lannister"], "power": 15},
        },
    )
    assert g.over and g.result.rule == "victory.tie" and g.result.winner == "Lannister"
    lannister, stark = g.view(None).header.standings
    assert (lannister.player, lannister.place, lannister.score) == ("Lannister", 1, 15)
    assert (stark.player, stark.place, stark.score) == ("Stark", 2, 15)
    assert lannister.tiebreaks == (("first player", 1),) and stark.tiebreaks == (("first player", 0),)
    assert lannister.note.startswith("ahead of Stark") and "first player" in lannister.note
    assert stark.note.startswith("behind Lannister")


def test_at_the_round_cap_equal_power_shares_the_place():  # rule: variant.round-cap
    g = position(
        "dominance.decide",
        first_player="Lannister",
        options={"max_rounds": 1},
        players={"Stark": {**BOTH_PLOTS["Stark"], "power": 3}, "Lannister": {**BOTH_PLOTS["Lannister"], "power": 3}},
    )
    assert g.over and g.result.winner is None and g.result.rule == "variant.round-cap"
    table = g.view(None).header.standings
    assert [(s.player, s.place) for s in table] == [("Stark", 1), ("Lannister", 1)]  # in seat order
    assert "tied with Lannister" in table[0].note and "without a winner" in table[0].note
