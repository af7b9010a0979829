"""The Core Set's neutral plots and agendas (engine/agot2/cardtext/plots/, agendas.py), each on a small
position: what a learner sees happen when a plot is revealed, and while it stays revealed.
"""

from __future__ import annotations

import pytest
from helpers import agot2_position

from engine.agot2 import Agot2, effects
from engine.agot2.cards import library
from engine.agot2.cardtext import IMPLEMENTED, TEXTS, agendas, plots
from engine.agot2.cardtext.plots import ABILITIES
from engine.agot2.cardtext.plots.when_revealed import stand_tokens
from engine.agot2.decks import LEARNING_PLOTS, Deck, check, learning_deck
from engine.core.bots import RandomBot
from engine.core.invariants import check_game
from engine.core.protocol import EngineError

# Vanilla-looking characters for positions: Tumblestone Knight (military, power), Winterfell Steward,
# Wildling Horde (military, power), Lannisport Merchant; Lords: Joffrey Baratheon, Bran Stark.
KNIGHT, STEWARD, HORDE, MERCHANT = "01150", "01152", "01031", "01094"
JOFFREY, PYCELLE, LANNISPORT, NOBLE_LINEAGE = "01086", "01085", "01098", "01036"
# Limited locations (The Roseroad, Heart Tree Grove, The Kingsroad); Catelyn Stark is loyal; the agenda.
ROSEROAD, HEART_TREE, KINGSROAD, CATELYN, FEALTY = "01040", "01156", "01039", "01143", "01027"


def position(start: str, p1: dict, p2: dict | None = None, windows: str = "all") -> Agot2:
    """A game at ``start``: P1 (Stark) is first player and active; P2 plays Lannister with a plot
    without text (The Winds of Winter).
    """
    sides = {"P1": {"faction": "stark", "plot": "01004", **p1}, "P2": {"faction": "lannister", "plot": "01025"}}
    sides["P2"].update(p2 or {})
    return agot2_position(start, sides, windows=windows)


def until(game: Agot2, option_id: str, limit: int = 200) -> None:
    """Pass (or finish declaring) until ``option_id`` is offered, then choose it."""
    for _ in range(limit):
        if game.decision.option(option_id) is not None:
            game.choose(option_id)
            return
        game.choose("pass" if game.decision.option("pass") else "done")
    raise AssertionError(f"{option_id} never offered")


def win_unopposed(game: Agot2, kind: str, attacker: str) -> None:
    """P1 initiates a challenge of ``kind`` with one attacker; P2 does not defend."""
    until(game, f"challenge:{kind}@P2")
    game.choose(f"attack:{attacker}")
    game.choose("done")
    until(game, "done")  # P2 declares no defender


def back_to_p1(game: Agot2) -> None:
    """The other player passes until P1 decides again (in the same action window)."""
    while game.decision.player != "P1":
        game.choose("pass")


def kinds(game: Agot2) -> list[str]:
    return [e.kind for e in game.events]


# -- constants -------------------------------------------------------------------------------


def test_a_storm_of_swords_allows_a_second_military_challenge():
    """With A Storm of Swords revealed a player may make two military challenges; with another plot,
    one. rule: agot2.challenges.count
    """
    made = [("military", "P2")]
    storm = position("challenges.before", {"plot": "01005", "in_play": [KNIGHT], "challenges_made": made})
    until(storm, "challenge:military@P2")
    assert storm.state.challenge is not None and storm.state.challenge.kind == "military"
    plain = position("challenges.before", {"in_play": [KNIGHT], "challenges_made": made})
    while plain.decision.option("pass"):
        plain.choose("pass")
    assert "challenge:military@P2" not in plain.decision.ids
    assert "challenge:power@P2" in plain.decision.ids


def test_sneak_attack_allows_one_challenge_only():
    """Sneak Attack: after one challenge its player may make no other this phase; the other player is
    not limited. rules: agot2.challenges.count, agot2.timing.types
    """
    game = position(
        "challenges.before", {"plot": "01021", "in_play": [KNIGHT], "challenges_made": [("intrigue", "P2")]}
    )
    while game.decision.option("pass"):
        game.choose("pass")
    assert game.decision.ids == ["done"]
    reasons = [r.reason for r in game.decision.rejected if r.id == "challenge:power@P2"]
    assert reasons and "only 1 challenge" in reasons[0]


def test_a_game_of_thrones_needs_an_intrigue_win_first():
    """A Game of Thrones: no military or power challenge until the player has won an intrigue
    challenge this phase; after an unopposed intrigue win, they open up. rule: agot2.timing.types
    """
    game = position("challenges.before", {"plot": "01003", "in_play": [PYCELLE, KNIGHT]})
    while game.decision.option("pass"):
        game.choose("pass")
    assert "challenge:intrigue@P2" in game.decision.ids
    assert "challenge:military@P2" not in game.decision.ids and "challenge:power@P2" not in game.decision.ids
    win_unopposed(game, "intrigue", f"A.{PYCELLE}")
    until(game, "challenge:military@P2")
    assert game.state.challenge is not None and game.state.challenge.kind == "military"


# -- reactions -----------------------------------------------------------------------------------


def test_a_clash_of_kings_takes_one_more_power_after_a_power_win():
    """A Clash of Kings: after winning a power challenge, 1 more power moves from the loser's
    faction card to the winner's. rule: agot2.timing.types
    """
    game = position("challenges.before", {"plot": "01001", "in_play": [KNIGHT]}, {"power": 4})
    win_unopposed(game, "power", f"A.{KNIGHT}")
    until(game, "react:A.01001")
    # unopposed +1, claim 1 moved, and the reaction's 1 moved
    assert game.player("P1").power == 3
    assert game.player("P2").power == 2


def test_a_feast_for_crows_gives_two_power_after_dominance():
    """A Feast for Crows: after winning dominance, 2 more power for the faction. rule: agot2.dominance"""
    game = position("dominance.decide", {"plot": "01002", "in_play": [HORDE]})
    until(game, "react:A.01002")
    assert game.player("P1").power == 3  # 1 for dominance, 2 from the plot


# -- when revealed ---------------------------------------------------------------------------------


def test_counting_coppers_draws_three():
    """Counting Coppers: its player draws 3 cards when it is revealed. rule: agot2.plot.when-revealed"""
    game = position("plot.when-revealed", {"plot": "01010"})
    assert len(game.zone("P1", "hand")) == 3
    assert "when-revealed" in kinds(game)


def test_calling_the_banners_counts_the_opponents_characters():
    """Calling the Banners: 1 gold for each character the opponent controls. rule: agot2.plot.when-revealed"""
    game = position("plot.when-revealed", {"plot": "01007"}, {"in_play": [MERCHANT, JOFFREY, PYCELLE]})
    assert game.player("P1").gold == 3


def test_filthy_accusations_kneels_the_chosen_character():
    """Filthy Accusations: its player kneels a standing character of their choice. rule: agot2.plot.when-revealed"""
    game = position("plot.when-revealed", {"plot": "01011", "in_play": [KNIGHT]}, {"in_play": [JOFFREY]})
    game.choose(f"kneel:B.{JOFFREY}")
    assert game.card(f"B.{JOFFREY}").kneeling and not game.card(f"A.{KNIGHT}").kneeling


def test_heads_on_spikes_sends_a_character_to_the_dead_pile_for_two_power():
    """Heads on Spikes: a random card of the opponent's hand is discarded; a character goes to the
    dead pile and gives 2 power. rule: agot2.plot.when-revealed
    """
    game = position("plot.when-revealed", {"plot": "01013"}, {"hand": [JOFFREY]})
    assert game.zone("P2", "dead") == [f"B.{JOFFREY}"]
    assert game.player("P1").power == 2
    other = position("plot.when-revealed", {"plot": "01013"}, {"hand": [LANNISPORT]})
    assert other.zone("P2", "discard") == [f"B.{LANNISPORT}"] and other.player("P1").power == 0


def test_marched_to_the_wall_discards_one_character_each():
    """Marched to the Wall: each player discards a character of their choice; it cannot be saved.
    rules: agot2.plot.when-revealed, agot2.leave-play
    """
    game = position("plot.when-revealed", {"plot": "01015", "in_play": [KNIGHT]}, {"in_play": [JOFFREY, MERCHANT]})
    game.choose(f"discard:B.{MERCHANT}")  # P1's only character goes without a question
    assert game.zone("P1", "discard") == [f"A.{KNIGHT}"]
    assert game.zone("P2", "discard") == [f"B.{MERCHANT}"]
    assert game.is_in_play(f"B.{JOFFREY}")
    assert "saved" not in kinds(game)


def test_wildfire_assault_kills_all_but_three():
    """Wildfire Assault: a player with five characters keeps the three chosen, the other two die; a
    player with two keeps both. rules: agot2.plot.when-revealed, agot2.leave-play
    """
    five = [KNIGHT, STEWARD, HORDE, "01149", "01141"]
    game = position("plot.when-revealed", {"plot": "01026", "in_play": five}, {"in_play": [JOFFREY, MERCHANT]})
    for code in (KNIGHT, HORDE, "01141"):
        game.choose(f"keep:A.{code}")
    assert sorted(game.zone("P1", "dead")) == sorted([f"A.{STEWARD}", "A.01149"])
    assert game.zone("P2", "dead") == []
    assert [e.kind for e in game.events].count("killed") == 2


def test_power_behind_the_throne_stands_a_character_once():
    """Power Behind the Throne: revealed, it gets a stand token; an action spends it to stand a
    kneeling character, and then it has none left. rules: agot2.plot.when-revealed, agot2.timing.types
    """
    game = position("plot.when-revealed", {"plot": "01018", "in_play": [{"card": KNIGHT, "kneeling": True}]})
    until(game, f"act:A.01018@A.{KNIGHT}")
    assert not game.card(f"A.{KNIGHT}").kneeling
    assert stand_tokens(game, "A.01018") == 0
    game.card(f"A.{KNIGHT}").kneeling = True
    while game.decision.player != "P1" or not game.decision.option("pass"):
        game.choose("pass")
    assert f"act:A.01018@A.{KNIGHT}" not in game.decision.ids


def test_reinforcements_puts_a_character_into_play_from_the_discard_pile():
    """Reinforcements: a character of cost 5 or less comes into play from hand or discard pile; a
    costlier one is not offered. rule: agot2.plot.when-revealed
    """
    game = position("plot.when-revealed", {"plot": "01020", "hand": ["01144"], "discard": [HORDE, KNIGHT]})
    assert "put:A.01144" not in game.decision.ids  # Eddard Stark costs 7
    game.choose(f"put:A.{HORDE}")
    assert game.is_in_play(f"A.{HORDE}") and not game.card(f"A.{HORDE}").kneeling


def test_rebuilding_shuffles_chosen_cards_back_into_the_deck():
    """Rebuilding: up to 3 cards of the discard pile go back into the deck. rule: agot2.plot.when-revealed"""
    game = position("plot.when-revealed", {"plot": "01019", "discard": [KNIGHT, HORDE, STEWARD], "deck": [MERCHANT]})
    game.choose(f"shuffle:A.{KNIGHT}")
    game.choose(f"shuffle:A.{HORDE}")
    game.choose("done")
    assert game.zone("P1", "discard") == [f"A.{STEWARD}"]
    assert sorted(game.zone("P1", "deck")) == sorted([f"A.{MERCHANT}", f"A.{KNIGHT}", f"A.{HORDE}"])


@pytest.mark.parametrize(("plot", "wanted", "other"), [("01006", LANNISPORT, KNIGHT), ("01022", KNIGHT, LANNISPORT)])
def test_building_orders_and_summons_find_a_card_in_the_top_ten(plot, wanted, other):
    """Building Orders finds an attachment or location, Summons a character, among the top 10 cards.
    rule: agot2.plot.when-revealed
    """
    deck = [other, wanted, MERCHANT]
    game = position("plot.when-revealed", {"plot": plot, "deck": deck})
    assert f"take:A.{other}" not in game.decision.ids
    game.choose(f"take:A.{wanted}")
    assert game.zone("P1", "hand") == [f"A.{wanted}"]
    assert len(game.zone("P1", "deck")) == 2


def test_confiscation_discards_an_attachment():
    """Confiscation: an attachment in play is discarded. rules: agot2.plot.when-revealed, agot2.leave-play"""
    joffrey = {"card": JOFFREY, "attachments": [NOBLE_LINEAGE]}
    game = position("plot.when-revealed", {"plot": "01009"}, {"in_play": [joffrey]})
    while f"B.{NOBLE_LINEAGE}" not in game.zone("P2", "discard"):
        game.choose("pass")  # no save is used
    assert game.is_in_play(f"B.{JOFFREY}") and not game.is_in_play(f"B.{NOBLE_LINEAGE}")


def test_a_noble_cause_makes_the_first_lord_cheaper():
    """A Noble Cause: from its reveal, the first Lord or Lady marshalled this round costs 2 less; the
    next one pays in full. rule: agot2.marshal
    """
    game = position("plot.when-revealed", {"hand": [JOFFREY, "01142"], "deck": [MERCHANT] * 4})
    until(game, f"marshal:A.{JOFFREY}")
    assert game.player("P1").gold == 5 - 1  # income 5, Joffrey costs 3 - 2
    until(game, "marshal:A.01142")
    assert game.player("P1").gold == 4 - 2  # Bran Stark pays his full 2


# -- whole games and decks -----------------------------------------------------------------------


def test_the_texts_and_abilities_agree():
    """Every plot or agenda with text has abilities, and none is both. rule: agot2.timing.types"""
    for module in (plots, agendas):
        assert set(module.ABILITIES) == set(module.TEXTS)
        assert not set(module.NO_TEXT) & set(module.ABILITIES)
        for code in module.ABILITIES:
            assert code in IMPLEMENTED and TEXTS[code]


def test_marching_orders_refuses_locations_attachments_and_events_with_its_reason():
    """Marching Orders: its player marshals characters only and plays no event; the refusals name
    the plot. The opponent is not bound by it. rule: agot2.timing.cannot
    """
    hand = [KNIGHT, LANNISPORT, "01034", "01062"]  # a character, a location, an attachment, an event
    game = position("plot.when-revealed", {"plot": "01016", "hand": hand, "in_play": [STEWARD]})
    while game.decision.option(f"marshal:A.{KNIGHT}") is None:
        game.choose("pass")
    for uid in (f"A.{LANNISPORT}", "A.01034", "A.01062"):
        reasons = [r.reason for r in game.why_not(uid)]
        assert any(r.startswith("Marching Orders: you cannot") for r in reasons), reasons
    game.choose(f"marshal:A.{KNIGHT}")
    assert game.player("P1").gold == 9 - 2  # its income of 9, less the Knight's cost
    unbound = position("plot.when-revealed", {"plot": "01025", "hand": [LANNISPORT]}, {"plot": "01016"})
    until(unbound, f"marshal:A.{LANNISPORT}")


def test_the_learning_plots_are_implemented():
    """A learning deck holds the seven learning plots, and each works. rule: agot2.cards.agenda"""
    deck = learning_deck("lannister")
    assert sorted(deck.plots()) == sorted(LEARNING_PLOTS)
    assert [c for c in LEARNING_PLOTS if c not in IMPLEMENTED] == []


@pytest.mark.parametrize("seed", [0, 1, 3])
def test_random_games_with_learning_decks_break_no_rule(seed):
    """Random games with the Lannister and Stark learning decks keep every invariant. rule: agot2.plot"""
    report = check_game(Agot2, seed, {"windows": "auto", "max_rounds": 10, "decks": ["lannister", "stark"]}, players=2)
    assert report.problems == []


def test_random_games_with_every_plot_break_no_rule():
    """Random three-player games whose plot decks hold every implemented plot (each in some game),
    the first player with Fealty in play, keep every invariant. rules: agot2.plot.when-revealed,
    agot2.cards.agenda
    """
    plots = sorted(c for c in ABILITIES if library()[c].type == "plot")
    used = set()
    for seed in range(4):
        decks = [[plots[(seed * 21 + i * 7 + j) % len(plots)] for j in range(7)] for i in range(3)]
        sides = {
            p: {"faction": f, "plots": d, "in_play": [FEALTY] if p == "P1" else []}
            for p, f, d in zip(("P1", "P2", "P3"), ("stark", "lannister", "stark"), decks, strict=True)
        }
        scenario = {"game": "agot2", "title": "t", "start": "round.start", "round": 0, "players": sides}
        game = Agot2(seed=seed, options={"windows": "auto", "max_rounds": 7}, scenario=scenario, players=list(sides))
        bot = RandomBot(seed)
        for _ in range(20_000):
            if game.decision is None:
                break
            game.choose(bot.pick(game))
            assert game.invariants() == []
        assert game.decision is None
        used |= {k[5:] for k in game.tally() if k.startswith("card:")}
    assert len(used & set(plots)) >= 12


def test_fortified_position_blanks_every_characters_printed_text():
    """With Fortified Position revealed, Littlefinger's +1 income is gone (5 gold, not 6), and so
    is Varys' Stealth, for both players' characters. rule: agot2.timing.blank
    """
    game = position("marshalling.income", {"plot": "01012", "in_play": ["01028"]}, {"in_play": ["01029"]})
    assert game.player("P1").gold == 5
    assert not effects.has(game, "B.01029", "stealth")
    noble = position("marshalling.income", {"plot": "01004", "in_play": ["01028"]}, {"in_play": ["01029"]})
    assert noble.player("P1").gold == 5 + 1 and effects.has(noble, "B.01029", "stealth")


# -- the last plots and Fealty --------------------------------------------------------------------


def test_calm_over_westeros_names_a_type_and_lowers_that_claim_against_its_player():
    """Calm Over Westeros: revealed, its player names a challenge type; attacking them in that type
    the attacker's claim is 1 lower (military claim 0: nobody dies), in another type it is not
    (power claim 1 moves). rules: agot2.plot.when-revealed, agot2.cards.plot-values
    """
    game = position(
        "plot.when-revealed", {"in_play": [KNIGHT, HORDE]}, {"plot": "01008", "in_play": [MERCHANT], "power": 2}
    )
    game.choose("first:B.01008")  # the first player orders the When Revealed abilities
    assert game.decision.player == "P2"
    assert game.decision.ids == ["name:military", "name:intrigue", "name:power"]
    game.choose("name:military")
    assert any(e.kind == "named" and e.data["kind"] == "military" for e in game.events)
    win_unopposed(game, "military", f"A.{KNIGHT}")
    assert effects.plot_value(game, "P1", "claim") == 0  # A Noble Cause's claim 1, less 1
    until(game, "challenge:power@P2")
    assert game.is_in_play(f"B.{MERCHANT}")  # the military claim killed nobody
    assert any(e.kind == "claim" and "claim is 0" in e.text for e in game.events)
    game.choose(f"attack:A.{HORDE}")
    game.choose("done")
    until(game, "done")
    assert effects.plot_value(game, "P1", "claim") == 1
    until(game, "done")  # the claim resolves; P1 makes no more challenges
    assert game.player("P2").power == 2 - 1  # the power claim of 1 moved


def test_jousting_contest_allows_one_attacker_and_one_defender():
    """Jousting Contest: after one attacker, a second is refused with the card's reason; the
    defender likewise declares one. Without it both attack. rules: agot2.timing.cannot,
    agot2.challenges.initiate, agot2.challenges.defenders
    """
    game = position("challenges.before", {"plot": "01014", "in_play": [KNIGHT, HORDE]}, {"in_play": [HORDE, KNIGHT]})
    until(game, "challenge:military@P2")
    game.choose(f"attack:A.{KNIGHT}")
    assert f"attack:A.{HORDE}" not in game.decision.ids and "done" in game.decision.ids
    refused = [r for r in game.decision.rejected if r.id == f"attack:A.{HORDE}"]
    assert refused and refused[0].reason.startswith("Jousting Contest: at most 1 attacker")
    assert refused[0].rule == "agot2.timing.cannot"
    game.choose("done")
    until(game, f"defend:B.{HORDE}")
    assert f"defend:B.{KNIGHT}" not in game.decision.ids
    refused = [r for r in game.decision.rejected if r.id == f"defend:B.{KNIGHT}"]
    assert refused and "at most 1 defender" in refused[0].reason
    plain = position("challenges.before", {"in_play": [KNIGHT, HORDE]})
    until(plain, "challenge:military@P2")
    plain.choose(f"attack:A.{KNIGHT}")
    assert f"attack:A.{HORDE}" in plain.decision.ids


def test_naval_superiority_makes_the_gold_of_kingdom_and_edict_plots_zero():
    """Naval Superiority (revealed by P2): P1's Kingdom plot Rebuilding brings 0 gold, and only
    Littlefinger's +1 remains; a War plot keeps its gold, and without Naval Superiority Rebuilding
    gives its 5. rules: agot2.cards.plot-values, agot2.marshal
    """
    naval = {"plot": "01017"}
    kingdom = position("marshalling.income", {"plot": "01019"}, naval)
    assert kingdom.player("P1").gold == 0
    with_lord = position("marshalling.income", {"plot": "01019", "in_play": ["01028"]}, naval)
    assert with_lord.player("P1").gold == 1
    war = position("marshalling.income", {"plot": "01005"}, naval)
    assert war.player("P1").gold == 3
    assert position("marshalling.income", {"plot": "01019"}).player("P1").gold == 5


def test_supporting_the_faith_empties_every_gold_pool_as_the_challenges_phase_begins():
    """Supporting the Faith: when the challenges phase begins, every player's gold goes back to the
    treasury (a forced reaction: nobody chooses). With another plot the gold stays. rules:
    agot2.timing.phase-edges, agot2.cards.gold
    """
    game = position("challenges.begins", {"plot": "01023", "gold": 4, "in_play": [KNIGHT]}, {"gold": 3})
    assert game.player("P1").gold == 0 and game.player("P2").gold == 0
    assert "forced" in kinds(game) and kinds(game).count("gold-returned") == 2
    other = position("challenges.begins", {"gold": 4, "in_play": [KNIGHT]}, {"gold": 3})
    assert other.player("P1").gold == 4 and other.player("P2").gold == 3


def test_taxation_allows_a_second_limited_card():
    """Taxation: its player marshals two Limited cards this round; a third is refused with the
    reason. With another plot the second is refused. rule: agot2.kw.limited
    """
    hand = [ROSEROAD, HEART_TREE, KINGSROAD]
    game = position("plot.when-revealed", {"plot": "01024", "hand": hand, "deck": [MERCHANT] * 4})
    until(game, f"marshal:A.{ROSEROAD}")
    assert not game.view_table("P1").players["P1"].limited_played  # one more may come
    until(game, f"marshal:A.{HEART_TREE}")
    assert game.view_table("P1").players["P1"].limited_played
    back_to_p1(game)
    assert f"marshal:A.{KINGSROAD}" not in game.decision.ids
    reasons = [r.reason for r in game.why_not(f"A.{KINGSROAD}")]
    assert any("2 Limited cards this round, all you may" in r for r in reasons), reasons
    plain = position("plot.when-revealed", {"hand": hand, "deck": [MERCHANT] * 4})
    until(plain, f"marshal:A.{ROSEROAD}")
    back_to_p1(plain)
    assert f"marshal:A.{HEART_TREE}" not in plain.decision.ids
    reasons = [r.reason for r in plain.why_not(f"A.{HEART_TREE}")]
    assert any("already marshalled or played a Limited card" in r for r in reasons), reasons


def test_fealty_kneels_the_faction_card_for_one_less_on_the_next_loyal_card():
    """Fealty's Action: kneel the faction card; a card that is not loyal pays in full, the next loyal
    card costs 1 less; with the faction card kneeling the Action is refused. rules:
    agot2.timing.types, agot2.marshal
    """
    game = position("marshalling.marshal", {"in_play": [FEALTY], "hand": [KNIGHT, CATELYN], "gold": 6})
    game.choose(f"act:A.{FEALTY}")
    assert game.player("P1").faction_kneeling
    back_to_p1(game)
    assert f"act:A.{FEALTY}" not in game.decision.ids
    assert any("faction card is kneeling" in r.reason for r in game.why_not(f"A.{FEALTY}"))
    game.choose(f"marshal:A.{KNIGHT}")
    assert game.player("P1").gold == 6 - 2  # the Knight is not loyal: full cost
    back_to_p1(game)
    game.choose(f"marshal:A.{CATELYN}")
    assert game.player("P1").gold == 4 - 3  # Catelyn Stark is loyal: 4 - 1


def fealty_deck(neutral: int) -> Deck:
    """A Stark deck with Fealty: Stark cards up to 3 copies each, and ``neutral`` neutral cards."""
    lib, cards = library(), {}
    for code, n in learning_deck("stark").cards.items():
        data = lib[code]
        if data.type == "plot":
            cards[code] = n
        elif data.faction == "stark":
            cards[code] = min(3, data.deck_limit)
    for code in learning_deck("stark").cards:
        if lib[code].faction == "neutral" and lib[code].type != "plot" and neutral > 0:
            cards[code] = min(neutral, lib[code].deck_limit, 1)
            neutral -= cards[code]
    return Deck("stark", FEALTY, cards)


def test_fealty_allows_fifteen_neutral_cards_and_lies_in_play_from_setup():
    """Fealty: a deck with 16 neutral cards is refused with one error naming Fealty; with 15 it is
    legal, and at setup the agenda lies face up in its player's play area. rules: agot2.cards.agenda,
    agot2.setup
    """
    with pytest.raises(EngineError, match="Fealty allows at most 15 neutral cards in the deck; this one holds 16"):
        check(fealty_deck(16))
    deck = check(fealty_deck(15))
    decks = [{"faction": "stark", "agenda": FEALTY, "cards": deck.cards}, "lannister"]
    game = Agot2(seed=0, options={"decks": decks}, players=["P1", "P2"])
    assert [game.card(u).name for u in game.zone("P1", "play")] == [game.card(f"A.{FEALTY}").name]
    assert [c.id for c in game.view_table("P2").players["P1"].play] == [FEALTY]
    assert game.zone("P2", "play") == []


def test_fealty_also_lowers_the_gold_a_loyal_event_costs():
    """With no gold, Hear Me Roar! (a loyal event costing 1) is refused; after Fealty's Action it
    costs 0 and is played, and the reduction is used up. rules: agot2.timing.types, agot2.timing.initiate
    """
    game = position("challenges.before", {"in_play": [FEALTY], "hand": ["01100", "01090"], "gold": 0})
    assert any("costs 1 gold; your gold pool holds 0" in r.reason for r in game.why_not("A.01100"))
    game.choose(f"act:A.{FEALTY}")
    back_to_p1(game)
    game.choose("act:A.01100@A.01090")
    assert game.is_in_play("A.01090") and game.player("P1").gold == 0
    assert any(e.kind == "reduced" for e in game.events)
