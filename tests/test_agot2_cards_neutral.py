"""The neutral draw cards of the Core Set, played from small positions: constants (icons, income,
reserve, dominance, initiative), actions, reactions and events, and seeded random games with them.

Filler cards come from factions whose texts no module implements (Greyjoy, Tyrell, the Night's
Watch), so they act as cards without text here.
"""

from __future__ import annotations

from typing import Any

from helpers import agot2_position

from engine.agot2 import Agot2, effects
from engine.agot2.cards import library
from engine.agot2.cardtext import IMPLEMENTED, neutral
from engine.agot2.decks import learning_deck
from engine.core.invariants import check_game

SALTY_NAVIGATOR, GARDEN_CARETAKER = "01076", "01188"  # 2 STR military; 1 STR power
RANGING_PARTY, VETERAN_BUILDER, WARDENS = "01132", "01134", "01190"  # 5 mil/power; 4 power; 3 mil/power
AERON, MARGAERY, SHIPWRIGHT = "01065", "01181", "01075"  # Lord 3 power; Lady 3 intrigue/power; 1 intrigue


def table(start: str, p1: dict[str, Any], p2: dict[str, Any]) -> Agot2:
    """A position: P1 (Greyjoy, first player and active) against P2 (Tyrell), each with a small deck."""
    players = {
        "P1": {"faction": "greyjoy", "plot": "01004", "deck": [SALTY_NAVIGATOR] * 10, **p1},
        "P2": {"faction": "tyrell", "plot": "01006", "deck": [GARDEN_CARETAKER] * 10, **p2},
    }
    return agot2_position(start, players)


def reach(game: Agot2, option_id: str) -> None:
    """Pass every window until ``option_id`` is offered."""
    for _ in range(40):
        assert game.decision is not None
        if option_id in game.decision.ids:
            return
        assert "pass" in game.decision.ids, f"{option_id} not offered: {game.decision.ids}"
        game.choose("pass")
    raise AssertionError(f"{option_id} never offered")


def play(game: Agot2, *option_ids: str) -> None:
    """Pass windows up to each option in turn, and choose it."""
    for option_id in option_ids:
        reach(game, option_id)
        game.choose(option_id)


def military_win(game: Agot2, *attackers: str) -> None:
    """P1 attacks P2 in a military challenge with ``attackers``; P2 does not defend."""
    play(game, "challenge:military@P2", *(f"attack:{a}" for a in attackers), "done", "done")


# -- constants ---------------------------------------------------------------------


def test_syrios_training_gives_its_host_a_military_icon():
    """A character with only a power icon may attack in a military challenge once Syrio's Training
    is on it. rule: agot2.timing.types
    """
    bare = table("challenges.before", {"in_play": [VETERAN_BUILDER]}, {"in_play": [GARDEN_CARETAKER]})
    reach(bare, "challenge:power@P2")
    assert "challenge:military@P2" not in bare.decision.ids
    trained = table(
        "challenges.before",
        {"in_play": [{"card": VETERAN_BUILDER, "attachments": [neutral.SYRIOS_TRAINING]}]},
        {"in_play": [GARDEN_CARETAKER]},
    )
    reach(trained, "challenge:military@P2")
    assert effects.icons(trained, "A.01134") == {"military", "power"}


def test_little_bird_and_noble_lineage_add_icons_only_to_their_host():
    """Little Bird gives an intrigue icon, Noble Lineage a power icon, to the character they are on.
    rule: agot2.timing.types
    """
    game = table(
        "challenges.before",
        {"in_play": [{"card": SALTY_NAVIGATOR, "attachments": [neutral.LITTLE_BIRD, neutral.NOBLE_LINEAGE]}, "01076"]},
        {},
    )
    assert effects.icons(game, "A.01076") == {"military", "intrigue", "power"}
    assert effects.icons(game, "A.01076.2") == {"military"}


def test_roseroad_and_littlefinger_each_add_one_income():
    """A Noble Cause gives 5 gold; The Roseroad and Littlefinger add 1 each. rule: agot2.marshal"""
    game = table("marshalling.income", {"in_play": [neutral.ROSEROAD, neutral.LITTLEFINGER]}, {})
    assert game.player("P1").gold == 7


def test_milk_of_the_poppy_blanks_the_text_of_the_character_it_is_on():
    """Littlefinger with Milk of the Poppy adds no income, and Varys under it has no Stealth; a
    second Varys keeps his. When Littlefinger leaves play, Milk (Terminal) goes to the discard pile.
    rules: agot2.timing.blank, agot2.kw.terminal
    """
    game = table(
        "marshalling.income",
        {
            "in_play": [
                neutral.ROSEROAD,
                {"card": neutral.LITTLEFINGER, "attachments": [neutral.MILK_OF_THE_POPPY]},
                {"card": neutral.VARYS, "attachments": [neutral.MILK_OF_THE_POPPY]},
            ]
        },
        {"in_play": [neutral.VARYS]},
    )
    assert game.player("P1").gold == 5 + 1  # the plot and The Roseroad; Littlefinger is blank
    assert not effects.has(game, "A.01029", "stealth") and effects.has(game, "B.01029", "stealth")
    assert game.blanked() == {"A.01028", "A.01029"}


def test_the_iron_throne_counts_eight_for_dominance_and_adds_reserve():
    """With The Iron Throne, 2 STR beats 8 STR for dominance: +1 power; reserve 6 becomes 7.
    rules: agot2.dominance, agot2.cards.plot-values
    """
    game = table(
        "dominance.decide", {"in_play": [neutral.IRON_THRONE, SALTY_NAVIGATOR]}, {"in_play": [RANGING_PARTY, WARDENS]}
    )
    assert game.player("P1").power == 1 and game.player("P2").power == 0
    assert effects.plot_value(game, "P1", "reserve") == 7


def test_the_kingsroad_adds_one_initiative():
    """The Kingsroad in play: +1 initiative on the revealed plot's. rule: agot2.cards.plot-values"""
    game = table("challenges.before", {"in_play": [neutral.KINGSROAD]}, {})
    assert effects.plot_value(game, "P1", "initiative") == 0 + 1


# -- actions -----------------------------------------------------------------------


def test_the_kingsroad_is_sacrificed_to_make_the_next_character_cheaper():
    """Kneel and sacrifice The Kingsroad: Littlefinger (cost 5) is marshalled for 2 gold.
    rule: agot2.timing.types
    """
    game = table("marshalling.marshal", {"gold": 2, "hand": [neutral.LITTLEFINGER], "in_play": [neutral.KINGSROAD]}, {})
    assert "marshal:A.01028" not in game.decision.ids
    play(game, "act:A.01039")
    assert game.zone("P1", "discard") == ["A.01039"]
    play(game, "marshal:A.01028")
    assert game.is_in_play("A.01028") and game.player("P1").gold == 0


def test_wildling_horde_kneels_the_faction_card_for_two_strength():
    """During a challenge, kneeling the faction card gives a participating Wildling +2 STR until the
    challenge ends. rule: agot2.timing.types
    """
    game = table("challenges.before", {"in_play": [neutral.WILDLING_HORDE, neutral.RATTLESHIRTS_RAIDERS]}, {})
    play(game, "challenge:military@P2", "attack:A.01030", "done")
    assert "act:A.01031@A.01031" not in game.decision.ids  # the Horde is not participating
    play(game, "act:A.01031@A.01030")
    assert game.strength("A.01030") == 3 + 2
    assert game.player("P1").faction_kneeling
    play(game, "done", "pass", "pass")
    assert game.strength("A.01030") == 3


# -- reactions ---------------------------------------------------------------------


def test_littlefinger_draws_two_cards_when_marshalled():
    """Marshalling Littlefinger opens a reaction: draw 2 cards. rule: agot2.timing.types"""
    game = table("marshalling.marshal", {"gold": 5, "hand": [neutral.LITTLEFINGER]}, {})
    play(game, "marshal:A.01028")
    assert game.zone("P1", "hand") == []
    play(game, "react:A.01028")
    assert len(game.zone("P1", "hand")) == 2


def test_rattleshirts_raiders_discard_an_attachment_of_the_loser():
    """After winning as an attacker, the Raiders discard the loser's attachment to the discard pile.
    rule: agot2.timing.types
    """
    game = table(
        "challenges.before",
        {"in_play": [neutral.RATTLESHIRTS_RAIDERS]},
        {"in_play": [GARDEN_CARETAKER, {"card": VETERAN_BUILDER, "attachments": [neutral.NOBLE_LINEAGE]}]},
    )
    military_win(game, "A.01030")
    play(game, "kill:B.01188", "react:A.01030@B.01036")
    assert game.zone("P2", "discard")[-1] == "B.01036"


# -- events ------------------------------------------------------------------------


def test_put_to_the_sword_kills_a_character_after_a_military_win_by_five():
    """Winning a military challenge as attacker by 5 or more: pay 2 gold to kill a character of the
    loser. A second copy cannot follow in the same challenge (Max 1 per challenge).
    rules: agot2.timing.types, agot2.timing.initiate
    """
    game = table(
        "challenges.before",
        {"in_play": [RANGING_PARTY, neutral.RATTLESHIRTS_RAIDERS], "hand": ["01041", "01041"], "gold": 4},
        {"in_play": [GARDEN_CARETAKER, WARDENS, {"card": VETERAN_BUILDER, "attachments": [neutral.NOBLE_LINEAGE]}]},
    )
    military_win(game, "A.01132", "A.01030")
    play(game, "kill:B.01188", "react:A.01041@B.01190")
    assert game.zone("P2", "dead") == ["B.01188", "B.01190"]
    assert game.player("P1").gold == 2
    assert game.zone("P1", "discard") == ["A.01041"]
    reach(game, "react:A.01030@B.01036")  # the window is still open: the Raiders may react
    assert "react:A.01041.2@B.01134" not in game.decision.ids
    assert any("once per challenge" in r.reason for r in game.decision.rejected if r.subject == "A.01041.2")


def test_put_to_the_torch_discards_a_location_of_the_loser():
    """The same win lets Put to the Torch discard a location from play. rule: agot2.timing.types"""
    game = table(
        "challenges.before",
        {"in_play": [RANGING_PARTY], "hand": [neutral.PUT_TO_THE_TORCH], "gold": 1},
        {"in_play": [GARDEN_CARETAKER, neutral.ROSEROAD]},
    )
    military_win(game, "A.01132")
    play(game, "react:A.01042@B.01040")
    assert game.zone("P2", "discard")[-1] == "B.01040"
    assert not game.is_in_play("B.01040")


def test_superior_claim_gains_two_power_once_per_challenge():
    """A power challenge won by 5 (10 against 5): Superior Claim gives 2 power; the second copy stays
    in hand (Max 1 per challenge). rules: agot2.timing.types, agot2.timing.initiate
    """
    game = table(
        "challenges.before",
        {"in_play": [RANGING_PARTY, neutral.WILDLING_HORDE], "hand": ["01043", "01043"]},
        {"in_play": [GARDEN_CARETAKER, VETERAN_BUILDER]},
    )
    play(
        game,
        "challenge:power@P2",
        "attack:A.01132",
        "attack:A.01031",
        "done",
        "defend:B.01188",
        "defend:B.01134",
        "done",
    )
    play(game, "react:A.01043")
    assert game.player("P1").power == 2
    assert game.zone("P1", "hand") == ["A.01043.2"]


def test_superior_claim_needs_a_margin_of_five():
    """Winning a power challenge by 4 does not let Superior Claim be played. rule: agot2.timing.types"""
    game = table(
        "challenges.before",
        {"in_play": [RANGING_PARTY], "hand": [neutral.SUPERIOR_CLAIM]},
        {"in_play": [GARDEN_CARETAKER]},
    )
    play(game, "challenge:power@P2", "attack:A.01132", "done", "defend:B.01188", "done")
    for _ in range(10):
        assert "react:A.01043" not in game.decision.ids
        if game.state.challenge is None:
            break
        game.choose("pass")
    assert game.zone("P1", "hand") == ["A.01043"]
    assert game.player("P1").power == 0


# -- attachments for a Lord or a Lady ----------------------------------------------


def test_seal_of_the_hand_goes_only_on_a_lord_or_lady():
    """Seal of the Hand may be marshalled onto Aeron Damphair (a Lord), not onto Salty Navigator;
    with no Lord or Lady in play it is refused. rule: agot2.attachments
    """
    game = table("marshalling.marshal", {"gold": 3, "hand": [neutral.SEAL_OF_THE_HAND], "in_play": [AERON]}, {})
    assert "marshal:A.01032@A.01065" in game.decision.ids
    bare = table(
        "marshalling.marshal", {"gold": 3, "hand": [neutral.SEAL_OF_THE_HAND], "in_play": [SALTY_NAVIGATOR]}, {}
    )
    assert not any(i.startswith("marshal:A.01032") for i in bare.decision.ids)
    assert any("can take this attachment" in r.reason for r in bare.decision.rejected if r.subject == "A.01032")


def test_seal_of_the_hand_kneels_to_stand_its_host():
    """Kneeling Seal of the Hand stands the kneeling Lord it is on; while he stands, it is refused.
    rule: agot2.timing.types
    """
    game = table(
        "challenges.before",
        {"in_play": [{"card": AERON, "kneeling": True, "attachments": [neutral.SEAL_OF_THE_HAND]}]},
        {},
    )
    play(game, "act:A.01032")
    assert not game.card("A.01065").kneeling
    assert game.card("A.01032").kneeling
    standing = table("challenges.before", {"in_play": [{"card": AERON, "attachments": [neutral.SEAL_OF_THE_HAND]}]}, {})
    assert "act:A.01032" not in standing.decision.ids
    assert any("kneeling" in r.reason for r in standing.decision.rejected if r.subject == "A.01032")


def test_bodyguard_is_sacrificed_to_save_its_host_from_being_killed():
    """Military claim would kill Margaery (P2's only character); Bodyguard is sacrificed and she
    stays in play. rule: agot2.leave-play
    """
    game = table(
        "challenges.before",
        {"in_play": [SALTY_NAVIGATOR]},
        {"in_play": [{"card": MARGAERY, "attachments": [neutral.BODYGUARD]}]},
    )
    military_win(game, "A.01076")
    play(game, "interrupt:B.01033")
    assert game.is_in_play("B.01181")
    assert game.zone("P2", "dead") == []
    assert game.zone("P2", "discard") == ["B.01033"]


def test_varys_removes_himself_to_discard_every_character_and_bodyguard_saves_one():
    """As the dominance phase ends, Varys leaves the game and every character is discarded from
    play, except Margaery, whose Bodyguard is sacrificed to save her.
    rules: agot2.timing.phase-edges, agot2.leave-play
    """
    game = table(
        "dominance.ends",
        {"in_play": [neutral.VARYS, SALTY_NAVIGATOR]},
        {"in_play": [GARDEN_CARETAKER, {"card": MARGAERY, "attachments": [neutral.BODYGUARD]}]},
    )
    play(game, "interrupt:A.01029")
    assert game.zone("P1", "removed") == ["A.01029"]
    play(game, "interrupt:B.01033")
    assert game.zone("P1", "discard") == ["A.01076"]
    assert [game.card(u).data.id for u in game.zone("P2", "discard")] == [neutral.BODYGUARD, GARDEN_CARETAKER]
    assert [c.uid for p in game.players for c in game.characters(p)] == ["B.01181"]


def test_varys_is_not_offered_when_another_phase_ends():
    """At the end of the challenges phase Varys' interrupt is not offered. rule: agot2.timing.phase-edges"""
    game = table("challenges.ends", {"in_play": [neutral.VARYS]}, {"in_play": [GARDEN_CARETAKER]})
    assert game.decision is None or "interrupt:A.01029" not in game.decision.ids
    assert game.is_in_play("A.01029")


# -- events: poison and a cancel ------------------------------------------------------


def test_tears_of_lys_poisons_a_character_without_intrigue_who_dies_at_the_phase_end():
    """After an intrigue win as attacker, Tears of Lys (1 gold) may poison Garden Caretaker (power
    icon only), not Margaery (intrigue); the second copy is refused (Max 1 per challenge). The
    Caretaker dies when the challenges phase ends. rules: agot2.timing.types, agot2.timing.delayed
    """
    game = table(
        "challenges.before",
        {
            "in_play": [{"card": neutral.RATTLESHIRTS_RAIDERS, "attachments": [neutral.LITTLE_BIRD]}],
            "hand": ["01044", "01044"],
            "gold": 2,
        },
        {"in_play": [GARDEN_CARETAKER, MARGAERY, {"card": VETERAN_BUILDER, "attachments": [neutral.NOBLE_LINEAGE]}]},
    )
    play(game, "challenge:intrigue@P2", "attack:A.01030", "done", "done")
    reach(game, "react:A.01044@B.01188")
    assert "react:A.01044@B.01181" not in game.decision.ids
    game.choose("react:A.01044@B.01188")
    assert game.player("P1").gold == 1
    assert game.is_in_play("B.01188")
    reach(game, "react:A.01030@B.01036")  # the window is still open: the Raiders may react
    assert "react:A.01044.2@B.01134" not in game.decision.ids
    assert any("once per challenge" in r.reason for r in game.decision.rejected if r.subject == "A.01044.2")
    for _ in range(40):
        if game.phase != "challenges":
            break
        game.choose("pass" if "pass" in game.decision.ids else "done")
    assert game.zone("P2", "dead") == ["B.01188"]
    assert game.is_in_play("B.01181")


def test_the_hands_judgment_cancels_an_opponents_event_for_its_printed_cost():
    """P1 plays Put to the Sword (2 gold) on Wardens of the Reach; P2 pays X = 2 for The Hand's
    Judgment and the kill never happens. rule: agot2.timing.cancel
    """
    game = table(
        "challenges.before",
        {"in_play": [RANGING_PARTY], "hand": [neutral.PUT_TO_THE_SWORD], "gold": 2},
        {"in_play": [GARDEN_CARETAKER, WARDENS], "hand": [neutral.HANDS_JUDGMENT], "gold": 2},
    )
    military_win(game, "A.01132")
    play(game, "kill:B.01188", "react:A.01041@B.01190")
    reach(game, "interrupt:B.01045")
    assert game.decision.player == "P2"
    game.choose("interrupt:B.01045")
    assert game.is_in_play("B.01190")
    assert game.player("P1").gold == 0 and game.player("P2").gold == 0
    assert game.zone("P1", "discard") == ["A.01041"]
    assert game.zone("P2", "discard") == ["B.01045"]


def test_the_hands_judgment_needs_gold_for_the_events_cost():
    """With 1 gold P2 cannot pay X = 2: The Hand's Judgment is not offered and the kill happens.
    rule: agot2.timing.cancel
    """
    game = table(
        "challenges.before",
        {"in_play": [RANGING_PARTY], "hand": [neutral.PUT_TO_THE_SWORD], "gold": 2},
        {"in_play": [GARDEN_CARETAKER, WARDENS], "hand": [neutral.HANDS_JUDGMENT], "gold": 1},
    )
    military_win(game, "A.01132")
    play(game, "kill:B.01188", "react:A.01041@B.01190")
    assert game.zone("P2", "dead") == ["B.01188", "B.01190"]
    assert game.zone("P2", "hand") == ["B.01045"]


# -- decks and random games ----------------------------------------------------------


def test_learning_decks_hold_the_neutral_cards_and_random_games_keep_the_invariants():
    """Every neutral draw card of the Core Set is implemented, and every learning deck holds each as
    many times as the Core Set does (at most 3, the deck limit): 29 cards. Seeded random games with
    the Lannister learning deck keep every invariant. rules: agot2.cards.agenda, agot2.end.eliminate
    """
    codes = set(neutral.TEXTS) | set(neutral.NO_TEXT)
    lib = library()
    draw = {
        c
        for c, d in lib.items()
        if d.faction == "neutral" and d.type in ("character", "location", "attachment", "event")
    }
    assert draw - {c for c in draw if c.startswith("T")} == codes <= IMPLEMENTED
    deck = learning_deck("lannister")
    held = {c: n for c, n in deck.cards.items() if c in codes}
    assert held == {c: min(lib[c].quantity, lib[c].deck_limit) for c in codes}
    assert sum(held.values()) == 29
    options = {"decks": ["lannister", "lannister"], "windows": "auto", "max_rounds": 10}
    for seed in range(3):
        report = check_game(Agot2, seed, options, players=2)
        assert report.problems == [], report.problems
