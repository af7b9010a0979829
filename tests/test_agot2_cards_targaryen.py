"""The Targaryen cards of the Core Set, each kind of ability played from a small position."""

from __future__ import annotations

from helpers import agot2_position

from engine.agot2 import Agot2, decks, effects
from engine.agot2.cards import library
from engine.agot2.challenges import allowed
from engine.core.invariants import check_game


def position(start: str, p1: dict, p2: dict, active: str = "P1") -> Agot2:
    """P1 (uids A.*) against P2 (uids B.*), from ``start``."""
    sides = {"P1": {"faction": "targaryen", "plot": "01004", **p1}, "P2": {"faction": "stark", "plot": "01004", **p2}}
    return agot2_position(start, sides, active, first="P1")


def until(game: Agot2, wanted: str) -> None:
    """Pass every window until ``wanted`` is an option, then choose it."""
    while wanted not in game.decision.ids:
        game.choose("pass")
    game.choose(wanted)


def to_phase_end(game: Agot2) -> None:
    """Pass (and make no more challenges) until the phase being played is over."""
    phase = game.phase
    while game.phase == phase:
        ids = game.decision.ids
        game.choose(next((i for i in ("pass", "done", "skip", "keep") if i in ids), ids[0]))


def attack(game: Agot2, kind: str, attackers: list[str], defenders: list[str]) -> None:
    """From the window before a challenge: P1 attacks P2 with ``attackers``; P2 defends with ``defenders``."""
    until(game, f"challenge:{kind}@P2")
    for uid in attackers:
        game.choose(f"attack:{uid}")
    game.choose("done")
    while not game.decision.prompt.startswith("P2: declare defenders"):
        game.choose("skip" if "skip" in game.decision.ids else "pass")
    for uid in defenders:
        game.choose(f"defend:{uid}")
    game.choose("done")


# -- constant abilities -----------------------------------------------------------


def test_daenerys_weakens_the_opponents_attackers_while_she_stands():
    """Daenerys standing: each attacking character of her opponent shows 1 less STR; knelt, she
    does nothing. rule: agot2.timing.types
    """
    game = position(
        "challenges.before",
        {"in_play": ["Braided Warrior", "Unsullied"]},
        {"faction": "targaryen", "in_play": ["Daenerys Targaryen"]},
    )
    assert game.strength("A.01168") == 3
    until(game, "challenge:military@P2")
    game.choose("attack:A.01168")
    game.choose("done")
    assert game.strength("A.01168") == 2  # attacking against a standing Daenerys
    assert game.strength("A.01171") == 3  # not in the challenge
    game.card("B.01160").kneeling = True
    assert game.strength("A.01168") == 3


def test_unsullied_weakens_each_defender_while_attacking():
    """Unsullied attacks: each defending character gets -1 STR, and the totals show it.
    rule: agot2.timing.types
    """
    game = position("challenges.before", {"in_play": ["Unsullied"]}, {"in_play": ["Braided Warrior"]})
    attack(game, "military", ["A.01171"], ["B.01168"])
    assert game.strength("B.01168") == 2
    while not any(e.kind == "challenge-won" for e in game.events):
        game.choose("pass")
    won = next(e for e in game.events if e.kind == "challenge-won")
    assert won.data["winner"] == "P1" and (won.data["attack"], won.data["defense"]) == (3, 2)


def test_drogon_and_viserion_give_daenerys_renown_and_stealth_and_drogo_a_military_challenge():
    """Drogon: Stormborn characters you control have Renown; Viserion: Stealth; Khal Drogo: one
    more military challenge. rules: agot2.kw.renown, agot2.kw.stealth, agot2.challenges.count
    """
    game = position(
        "challenges.before",
        {"in_play": ["Daenerys Targaryen", "Drogon", "Viserion", "Khal Drogo"]},
        {"faction": "targaryen", "in_play": ["Daenerys Targaryen"]},
    )
    assert effects.has(game, "A.01160", "renown") and effects.has(game, "A.01160", "stealth")
    assert not effects.has(game, "B.01160", "renown")  # the opponent's Daenerys: not their Drogon
    assert allowed(game, "P1", "military") == 2 and allowed(game, "P2", "military") == 1


def test_renown_from_drogon_puts_power_on_daenerys():
    """Daenerys wins a power challenge with Drogon in play: Renown puts 1 power on her.
    rule: agot2.kw.renown
    """
    game = position("challenges.before", {"in_play": ["Daenerys Targaryen", "Drogon"]}, {})
    attack(game, "power", ["A.01160"], [])
    until(game, "challenge:military@P2")
    assert game.card("A.01160").power == 1


# -- actions --------------------------------------------------------------------------


def test_magister_illyrio_stands_a_character_for_2_gold_once_a_phase():
    """Pay 2 gold: a kneeling character stands; a second use in the same phase is refused.
    rule: agot2.timing.types
    """
    kneeling = [{"card": "Braided Warrior", "kneeling": True}, {"card": "Unsullied", "kneeling": True}]
    game = position("marshalling.marshal", {"gold": 4, "in_play": ["Magister Illyrio", *kneeling]}, {})
    game.choose("act:A.01163@A.01168")
    assert not game.card("A.01168").kneeling
    assert game.player("P1").gold == 2
    game.choose("pass")  # P2 passes: P1 acts again
    assert game.decision.player == "P1" and game.decision.option("act:A.01163@A.01171") is None
    assert any("once per phase" in r.reason for r in game.why_not("A.01163"))


def test_handmaiden_is_sacrificed_to_stand_a_lady():
    """Handmaiden goes to the discard pile and the kneeling Daenerys (a Lady) stands.
    rule: agot2.timing.types
    """
    game = position(
        "challenges.before", {"in_play": ["Handmaiden", {"card": "Daenerys Targaryen", "kneeling": True}]}, {}
    )
    game.choose("act:A.01169@A.01160")
    assert not game.card("A.01160").kneeling
    assert "A.01169" in game.zone("P1", "discard") and not game.is_in_play("A.01169")


def test_targaryen_loyalist_makes_the_next_targaryen_character_cheaper():
    """Kneel the Loyalist: Daenerys costs 6 instead of 7. rule: agot2.marshal"""
    game = position(
        "marshalling.marshal", {"gold": 6, "hand": ["Daenerys Targaryen"], "in_play": ["Targaryen Loyalist"]}, {}
    )
    assert game.decision.option("marshal:A.01160") is None
    game.choose("act:A.01170")
    assert game.card("A.01170").kneeling
    until(game, "marshal:A.01160")
    assert game.is_in_play("A.01160") and game.player("P1").gold == 0


def test_illyrios_estate_makes_the_next_targaryen_card_cheaper():
    """Kneel the Estate: Plaza of Punishment (a location) costs 2 instead of 3. rule: agot2.marshal"""
    game = position(
        "marshalling.marshal", {"gold": 2, "hand": ["Plaza of Punishment"], "in_play": ["Illyrio's Estate"]}, {}
    )
    game.choose("act:A.01175")
    until(game, "marshal:A.01173")
    assert game.is_in_play("A.01173") and game.player("P1").gold == 0


def test_fire_and_blood_brings_a_hatchling_back_or_shuffles_daenerys_in():
    """An event for 1 gold: Drogon (a Hatchling) may come back into play from the dead pile;
    Daenerys is shuffled into the deck. rule: agot2.timing.types
    """
    game = position(
        "challenges.before",
        {"gold": 2, "hand": ["Fire and Blood", "Fire and Blood"], "dead": ["Drogon", "Daenerys Targaryen"]},
        {},
    )
    game.choose("act:A.01177@A.01161")
    game.choose("into-play:A.01161")
    assert game.is_in_play("A.01161") and game.player("P1").gold == 1
    assert "A.01177" in game.zone("P1", "discard")
    until(game, "act:A.01177.2@A.01160")
    assert "A.01160" in game.zone("P1", "deck") and game.zone("P1", "dead") == []


# -- reactions ------------------------------------------------------------------------


def test_rhaegal_stands_daenerys_after_she_wins_a_challenge():
    """After P1 wins a challenge in which Daenerys took part, Rhaegal stands her, once a phase.
    rule: agot2.timing.types
    """
    game = position("challenges.before", {"in_play": ["Daenerys Targaryen", "Rhaegal"]}, {})
    attack(game, "power", ["A.01160"], [])
    until(game, "react:A.01164@A.01160")
    assert not game.card("A.01160").kneeling
    attack(game, "intrigue", ["A.01160"], [])
    while "challenge:military@P2" not in game.decision.ids:
        assert not any(i.startswith("react:A.01164") for i in game.decision.ids)
        game.choose("pass")
    assert game.card("A.01160").kneeling


# -- Drogo's Arakh, Plaza of Punishment, Dothraki Sea, Dracarys!, Waking the Dragon ---------------


def test_drogos_arakh_goes_only_on_a_dothraki_character_and_gives_it_2_strength():
    """Drogo's Arakh is offered onto Khal Drogo (Dothraki), never onto Daenerys; on him it adds +2 STR.
    rule: agot2.attachments
    """
    game = position(
        "marshalling.marshal",
        {"gold": 2, "hand": ["Drogo's Arakh"], "in_play": ["Khal Drogo", "Daenerys Targaryen"]},
        {},
    )
    assert game.decision.option("marshal:A.01172@A.01162") is not None
    assert game.decision.option("marshal:A.01172@A.01160") is None
    assert game.strength("A.01162") == 5
    game.choose("marshal:A.01172@A.01162")
    assert game.card("A.01172").attached_to == "A.01162" and game.strength("A.01162") == 7


def test_drogos_arakh_keeps_khal_drogo_standing_in_the_first_military_challenge_only():
    """With the Arakh, Khal Drogo does not kneel attacking in P1's first military challenge; in the
    second (Drogo's extra one) he kneels; a Braided Warrior with the Arakh kneels. rule:
    agot2.challenges.initiate
    """
    game = position(
        "challenges.before",
        {"in_play": [{"card": "Khal Drogo", "attachments": ["Drogo's Arakh"]}]},
        {},
    )
    attack(game, "military", ["A.01162"], [])
    assert not game.card("A.01162").kneeling
    assert "(Khal Drogo stays standing)" in next(e.text for e in game.events if e.kind == "challenge")
    attack(game, "military", ["A.01162"], [])
    assert game.card("A.01162").kneeling

    other = position(
        "challenges.before",
        {"in_play": [{"card": "Braided Warrior", "attachments": ["Drogo's Arakh"]}]},
        {},
    )
    assert other.strength("A.01168") == 5
    attack(other, "military", ["A.01168"], [])
    assert other.card("A.01168").kneeling


def test_plaza_of_punishment_kills_a_2_strength_character_without_attachments():
    """After P1 wins a power challenge, kneeling the Plaza gives -2 STR to a character without
    attachments: Tumblestone Knight (2 STR) dies at once; Catelyn, with Little Bird on her, is not
    offered. rule: agot2.timing.doomed
    """
    game = position(
        "challenges.before",
        {"in_play": ["Plaza of Punishment", "Daenerys Targaryen"]},
        {"in_play": ["Tumblestone Knight", {"card": "Catelyn Stark", "attachments": ["Little Bird"]}]},
    )
    attack(game, "power", ["A.01160"], [])
    while "react:A.01173@B.01150" not in game.decision.ids:
        game.choose("pass")
    assert "react:A.01173@B.01143" not in game.decision.ids
    assert "react:A.01173@A.01160" in game.decision.ids  # any character without attachments
    game.choose("react:A.01173@B.01150")
    assert game.card("A.01173").kneeling
    assert "B.01150" in game.zone("P2", "dead")


def test_plaza_of_punishment_needs_a_won_power_challenge():
    """A won military challenge does not offer the Plaza. rule: agot2.timing.doomed"""
    game = position(
        "challenges.before",
        {"in_play": ["Plaza of Punishment", "Braided Warrior"]},
        {"in_play": ["Tumblestone Knight"]},
    )
    attack(game, "military", ["A.01168"], [])
    while game.state.challenge is not None:
        assert not any(i.startswith("react:A.01173") for i in game.decision.ids)
        game.choose(next(i for i in ("pass", "done", "skip") if i in game.decision.ids))


def test_dothraki_sea_brings_a_dothraki_in_until_the_end_of_the_phase():
    """After a won power challenge, the Sea is sacrificed and a Braided Warrior comes in from hand; when
    the challenges phase ends, it goes back to the hand. rule: agot2.timing.delayed
    """
    game = position(
        "challenges.before",
        {"hand": ["Braided Warrior", "Handmaiden"], "in_play": ["Dothraki Sea", "Daenerys Targaryen"]},
        {},
    )
    attack(game, "power", ["A.01160"], [])
    while "react:A.01174@A.01168" not in game.decision.ids:
        game.choose("pass")
    assert "react:A.01174@A.01169" not in game.decision.ids  # Handmaiden is not Dothraki
    game.choose("react:A.01174@A.01168")
    assert "A.01174" in game.zone("P1", "discard")
    assert game.is_in_play("A.01168") and not game.card("A.01168").kneeling
    to_phase_end(game)
    assert "A.01168" in game.zone("P1", "hand") and not game.is_in_play("A.01168")
    assert any(e.kind == "delayed" and "Braided Warrior" in e.text for e in game.events)


def test_dracarys_kneels_drogon_to_kill_a_4_strength_defender():
    """Dracarys! for 1 gold: Drogon kneels as the cost, the defending Grey Wind (4 STR) gets -4 and
    dies; a second Dracarys! is refused with no standing Dragon or Daenerys. rule: agot2.timing.doomed
    """
    game = position(
        "challenges.before",
        {"gold": 2, "hand": ["Dracarys!", "Dracarys!"], "in_play": ["Braided Warrior", "Drogon"]},
        {"in_play": ["Grey Wind"]},
    )
    attack(game, "military", ["A.01168"], ["B.01145"])
    until(game, "act:A.01176@B.01145")
    assert game.card("A.01161").kneeling
    assert "B.01145" in game.zone("P2", "dead") and game.player("P1").gold == 1
    while game.decision.player != "P1":
        game.choose("pass")
    assert game.decision.option("act:A.01176.2@A.01168") is None
    assert any("no standing Dragon character or Daenerys" in r.reason for r in game.why_not("A.01176.2"))


def test_dracarys_weakens_a_bigger_character_until_the_end_of_the_phase():
    """Eddard Stark (5 STR) defending gets -4: he stays in play at 1 STR, and P1's Braided Warrior (3)
    now wins the challenge. rule: agot2.timing.doomed
    """
    game = position(
        "challenges.before",
        {"gold": 1, "hand": ["Dracarys!"], "in_play": ["Braided Warrior", "Drogon"]},
        {"in_play": ["Eddard Stark"]},
    )
    attack(game, "military", ["A.01168"], ["B.01144"])
    until(game, "act:A.01176@B.01144")
    assert game.is_in_play("B.01144") and game.strength("B.01144") == 1
    while not any(e.kind == "challenge-won" for e in game.events):
        game.choose("pass")
    assert next(e for e in game.events if e.kind == "challenge-won").data["winner"] == "P1"


def test_waking_the_dragon_stands_a_unique_targaryen_and_returns_it_at_phase_end():
    """Waking the Dragon stands the kneeling Daenerys (not the non-unique Braided Warrior); when the
    phase ends she goes back to P1's hand. rule: agot2.timing.delayed
    """
    kneeling = [{"card": "Daenerys Targaryen", "kneeling": True}, {"card": "Braided Warrior", "kneeling": True}]
    game = position("challenges.before", {"hand": ["Waking the Dragon"], "in_play": kneeling}, {})
    assert game.decision.option("act:A.01178@A.01168") is None
    game.choose("act:A.01178@A.01160")
    assert not game.card("A.01160").kneeling and "A.01178" in game.zone("P1", "discard")
    to_phase_end(game)
    assert "A.01160" in game.zone("P1", "hand") and game.is_in_play("A.01168")


# -- Ser Jorah Mormont ----------------------------------------------------------------------------


def test_ser_jorah_gets_a_betrayal_token_per_win_and_is_sacrificed_at_three():
    """Each challenge P1 wins with Jorah taking part puts a betrayal token on him (the log counts them)
    and Renown a power; the tokens stay into the next round; at the third he is sacrificed.
    rules: agot2.timing.types, agot2.kw.renown
    """
    game = position("challenges.before", {"in_play": ["Ser Jorah Mormont", "Khal Drogo"]}, {})
    attack(game, "military", ["A.01165"], [])
    game.card("A.01165").kneeling = False
    attack(game, "intrigue", ["A.01165"], [])
    while "challenge:military@P2" not in game.decision.ids:
        game.choose("pass")
    tokens = [e.data["tokens"] for e in game.events if e.kind == "betrayal"]
    assert tokens == [1, 2] and game.card("A.01165").power == 2
    game.choose("done")
    assert game.state.round == 1
    while "challenge:military@P2" not in game.decision.ids:  # P1's first challenge of round 2
        ids = game.decision.ids
        game.choose(next((i for i in ("pass", "done", "skip", "keep") if i in ids), ids[0]))
    assert game.state.round == 2 and not game.card("A.01165").kneeling
    attack(game, "military", ["A.01165"], [])
    while game.is_in_play("A.01165"):
        game.choose("pass")
    assert "A.01165" in game.zone("P1", "discard")
    assert [e.data["tokens"] for e in game.events if e.kind == "betrayal"] == [1, 2, 3]


def test_ser_jorah_gets_no_token_when_his_side_loses():
    """Jorah attacks alone and loses to Eddard Stark: no betrayal token. rule: agot2.timing.types"""
    game = position("challenges.before", {"in_play": ["Ser Jorah Mormont"]}, {"in_play": ["Eddard Stark"]})
    attack(game, "military", ["A.01165"], ["B.01144"])
    while game.state.challenge is not None:
        game.choose(next(i for i in ("pass", "done", "skip") if i in game.decision.ids))
    assert next(e for e in game.events if e.kind == "challenge-won").data["winner"] == "P2"
    assert not any(e.kind == "betrayal" for e in game.events)


# -- Viserys Targaryen -------------------------------------------------------------------------


def test_viserys_discards_an_attachment_of_any_player_as_he_is_killed():
    """Interrupt: as Viserys is about to be killed (Grey Wind), P1 picks any attachment in play (his
    own Arakh or the opponent's Ice) and discards it; then he dies. rules: agot2.timing.types,
    agot2.leave-play
    """
    game = position(
        "challenges.before",
        {"in_play": ["Viserys Targaryen", {"card": "Khal Drogo", "attachments": ["Drogo's Arakh"]}]},
        {"in_play": [{"card": "Robb Stark", "attachments": ["Ice"]}, "Grey Wind"]},
    )
    until(game, "act:B.01145@A.01167")
    assert game.node == "agot2.would-be-killed" and game.decision.player == "P1"
    assert game.decision.ids == ["interrupt:A.01167@A.01172", "interrupt:A.01167@B.01153", "pass"]
    game.choose("interrupt:A.01167@B.01153")
    assert game.zone("P2", "discard") == ["B.01153"] and game.card("B.01146").attached_to is None
    assert game.zone("P1", "dead") == ["A.01167"]
    assert game.card("A.01172").attached_to == "A.01162"  # the Arakh stays
    texts = [e.text for e in game.events]
    assert texts.index("Ice is discarded: Viserys Targaryen") < texts.index("Viserys Targaryen is killed: Grey Wind")


def test_viserys_answers_a_return_to_hand_too():
    """Waking the Dragon stands Viserys; as the phase ends he would return to hand: his interrupt
    discards Ice first. rules: agot2.timing.types, agot2.timing.delayed
    """
    game = position(
        "challenges.before",
        {"in_play": [{"card": "Viserys Targaryen", "kneeling": True}], "hand": ["Waking the Dragon"]},
        {"in_play": [{"card": "Robb Stark", "attachments": ["Ice"]}]},
    )
    game.choose("act:A.01178@A.01167")
    for _ in range(60):
        ids = game.decision.ids
        if "interrupt:A.01167@B.01153" in ids:
            break
        game.choose(next((i for i in ("pass", "done", "skip") if i in ids), ids[0]))
    assert game.node == "agot2.would-return-to-hand"
    game.choose("interrupt:A.01167@B.01153")
    assert game.zone("P2", "discard") == ["B.01153"]
    assert "A.01167" in game.zone("P1", "hand")


def test_viserys_does_not_interrupt_once_his_duplicate_has_saved_him():
    """Our reading: he answers only a leave still going to happen; his duplicate saves him first, so
    his interrupt is no longer offered and Ice stays. rules: agot2.unique.duplicate, agot2.leave-play
    """
    game = position(
        "challenges.before",
        {"in_play": [{"card": "Viserys Targaryen", "duplicates": ["Viserys Targaryen"]}]},
        {"in_play": [{"card": "Robb Stark", "attachments": ["Ice"]}, "Grey Wind"]},
    )
    until(game, "act:B.01145@A.01167")
    assert game.decision.ids == ["interrupt:A.01167@B.01153", "save:A.01167.2", "pass"]
    game.choose("save:A.01167.2")
    assert game.is_in_play("A.01167") and game.node == "challenges.before"
    assert game.card("B.01153").attached_to == "B.01146"


def test_viserys_is_not_offered_without_an_attachment_in_play():
    """With no attachment in play Viserys' interrupt has no target: he is killed without a choice.
    rule: agot2.timing.initiate
    """
    game = position("challenges.before", {"in_play": ["Viserys Targaryen"]}, {"in_play": ["Grey Wind"]})
    until(game, "act:B.01145@A.01167")
    assert game.zone("P1", "dead") == ["A.01167"]
    assert not any("uses Viserys" in e.text for e in game.events)


def test_viserys_cannot_answer_a_discard_that_cannot_be_saved():
    """Marched to the Wall discards one character of each player and nothing can save them: there is
    no "would" moment, so Viserys leaves without his interrupt and Drogo keeps the Arakh. rules:
    agot2.leave-play, agot2.plot.when-revealed
    """
    game = position(
        "plot.when-revealed",
        {"plot": "01015", "in_play": ["Viserys Targaryen", {"card": "Khal Drogo", "attachments": ["Drogo's Arakh"]}]},
        {"in_play": [{"card": "Robb Stark", "attachments": ["Ice"]}]},
    )
    game.choose("first:A.01015")
    game.choose("discard:A.01167")  # P1 picks Viserys; P2's only character goes without asking
    assert "A.01167" in game.zone("P1", "discard") and "B.01146" in game.zone("P2", "discard")
    assert game.card("A.01172").attached_to == "A.01162"
    assert not any("uses Viserys" in e.text for e in game.events)


# -- the learning deck ------------------------------------------------------------------


def test_the_targaryen_learning_deck_plays_three_random_games():
    """The learning deck holds the implemented Targaryen cards; three seeded random games keep
    every invariant. rules: agot2.cards.agenda, agot2.round
    """
    lib = library()
    deck = decks.learning_deck("targaryen")
    ours = [c for c in deck.draw_cards() if lib[c].faction == "targaryen"]
    assert len(ours) == 38 and ours.count("01160") == 2 and ours.count("01176") == 2 and ours.count("01167") == 2
    for seed in range(3):
        report = check_game(
            Agot2, seed, {"decks": ["targaryen", "targaryen"], "windows": "auto", "max_rounds": 10}, players=2
        )
        assert report.problems == []
