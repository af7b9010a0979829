"""Baratheon cards of the Core Set, each played from a small position: what a learner sees happen."""

from __future__ import annotations

from typing import Any

from helpers import agot2_position

from engine.agot2 import Agot2, challenges
from engine.agot2.decks import learning_deck
from engine.agot2.effects import has, icons
from engine.agot2.timing import KILLED
from engine.core.invariants import check_game

FILLER = ["01053"] * 10  # Bastard in Hiding: no text, so nothing in the decks fires


def game(start: str, p1: dict[str, Any], p2: dict[str, Any], active: str = "P1") -> Agot2:
    """A two-player position: both Baratheon, A Noble Cause revealed, ten blank cards in each deck."""
    base = {"faction": "baratheon", "plot": "01004", "deck": FILLER}
    return agot2_position(start, {"P1": {**base, **p1}, "P2": {**base, **p2}}, active, first="P1")


def play_until(g: Agot2, wanted: str) -> None:
    """Pass (or finish declaring) until ``wanted`` is a legal option, then choose it."""
    for _ in range(50):
        ids = g.decision.ids
        if wanted in ids:
            g.choose(wanted)
            return
        g.choose("pass" if "pass" in ids else "done")
    raise AssertionError(f"{wanted} never offered")


def test_robert_gets_one_strength_for_each_other_kneeling_character():
    """Robert Baratheon (5) with three other kneeling characters in play shows 8; a standing one
    adds nothing. rule: agot2.timing.types
    """
    g = game(
        "marshalling.marshal",
        {"in_play": ["Robert Baratheon", {"card": "Shireen Baratheon", "kneeling": True}]},
        {
            "in_play": [
                {"card": "Bastard in Hiding", "kneeling": True},
                {"card": "Vanguard Lancer", "kneeling": True},
                "Dragonstone Faithful",
            ]
        },
    )
    assert g.strength("A.01048") == 8
    g.card("A.01048").kneeling = True
    assert g.strength("A.01048") == 8  # only the others count
    g.card("B.01056").kneeling = True
    assert g.strength("A.01048") == 9


def test_kings_hunting_party_gains_intrigue_while_an_opponent_has_a_king():
    """King's Hunting Party has only the military icon, and the intrigue icon while an opponent
    controls a King (Robert). rule: agot2.timing.types
    """
    alone = game("challenges.before", {"in_play": ["King's Hunting Party"]}, {"in_play": ["Bastard in Hiding"]})
    play_until(alone, "challenge:military@P2")
    assert icons(alone, "A.01055") == {"military"}
    g = game("challenges.before", {"in_play": ["King's Hunting Party"]}, {"in_play": ["Robert Baratheon"]})
    assert icons(g, "A.01055") == {"military", "intrigue"}
    play_until(g, "challenge:intrigue@P2")
    assert "attack:A.01055" in g.decision.ids


def test_shireen_kneels_a_character_as_she_is_killed():
    """Killed by military claim, Shireen's interrupt kneels a standing character of the attacker
    before she goes to the dead pile. rule: agot2.timing.types
    """
    g = game(
        "challenges.before",
        {"in_play": ["Robert Baratheon", "King's Hunting Party"]},
        {"in_play": ["Shireen Baratheon"]},
    )
    play_until(g, "challenge:military@P2")
    g.choose("attack:A.01048")
    g.choose("done")
    play_until(g, "interrupt:B.01051@A.01055")  # her only character: the claim takes her without asking
    assert g.card("A.01055").kneeling
    assert g.zone("P2", "dead") == ["B.01051"]


def test_vanguard_lancer_discards_a_power_from_an_opponent():
    """Marshalled, Vanguard Lancer's reaction discards 1 power from the opponent's faction card.
    rule: agot2.timing.types
    """
    g = game(
        "marshalling.marshal",
        {"hand": ["Vanguard Lancer"], "gold": 5},
        {"power": 3, "in_play": [{"card": "Robert Baratheon", "power": 1}]},
    )
    g.choose("marshal:A.01057")
    assert g.decision.ids == ["react:A.01057", "pass"]
    g.choose("react:A.01057")
    assert sorted(g.decision.ids) == ["card:B.01048", "faction:P2"]
    g.choose("faction:P2")
    assert g.player("P2").power == 2
    assert g.card("B.01048").power == 1


def test_vanguard_lancer_has_nothing_to_do_without_opponent_power():
    """With no power on the opponent's cards, the reaction is not offered. rule: agot2.timing.types"""
    g = game("marshalling.marshal", {"hand": ["Vanguard Lancer"], "gold": 5}, {})
    g.choose("marshal:A.01057")
    assert "react:A.01057" not in g.decision.ids


def test_dragonstone_port_makes_the_next_baratheon_card_cheaper():
    """Robert costs 7; with 6 gold he cannot be marshalled until Dragonstone Port kneels, then he
    costs 6 and the pool is empty. rules: agot2.timing.types, agot2.marshal
    """
    g = game("marshalling.marshal", {"in_play": ["Dragonstone Port"], "hand": ["Robert Baratheon"], "gold": 6}, {})
    assert "marshal:A.01048" not in g.decision.ids
    g.choose("act:A.01059")
    assert g.card("A.01059").kneeling
    play_until(g, "marshal:A.01048")
    assert g.is_in_play("A.01048") and g.player("P1").gold == 0


def test_dragonstone_faithful_reduces_only_characters():
    """The Faithful's reduction does not apply to a location (Dragonstone Port costs 0 anyway,
    The Red Keep 3). rule: agot2.timing.types
    """
    g = game(
        "marshalling.marshal",
        {"in_play": ["Dragonstone Faithful"], "hand": ["Chamber of the Painted Table", "Shireen Baratheon"], "gold": 2},
        {},
    )
    g.choose("act:A.01056")
    play_until(g, "marshal:A.01060")
    assert g.player("P1").gold == 0  # the location paid full price
    g2 = game(
        "marshalling.marshal",
        {"in_play": ["Dragonstone Faithful"], "hand": ["Shireen Baratheon"], "gold": 2},
        {},
    )
    g2.choose("act:A.01056")
    play_until(g2, "marshal:A.01051")
    assert g2.player("P1").gold == 1


def test_maester_cressen_discards_a_condition():
    """Maester Cressen kneels to discard Noble Lineage (a Condition) from the opponent's
    character. rules: agot2.timing.types, agot2.leave-play
    """
    g = game(
        "marshalling.marshal",
        {"in_play": ["Maester Cressen"]},
        {"in_play": [{"card": "Bastard in Hiding", "attachments": ["Noble Lineage"]}]},
    )
    g.choose("act:A.01046@B.01036")
    assert g.card("A.01046").kneeling
    assert g.zone("P2", "discard") == ["B.01036"]
    assert g.card("B.01036").attached_to is None


def test_chamber_of_the_painted_table_takes_power_after_dominance():
    """P1 wins dominance (+1 power), then kneels the Chamber to move 1 power from P2's faction
    card to its own. rules: agot2.dominance, agot2.timing.types
    """
    g = game("dominance.decide", {"in_play": ["Chamber of the Painted Table"], "gold": 5}, {"power": 2})
    assert g.player("P1").power == 1
    g.choose("react:A.01060")
    assert g.player("P1").power == 2 and g.player("P2").power == 1
    assert g.card("A.01060").kneeling


def test_chamber_is_not_offered_when_dominance_is_lost():
    """The opponent won dominance: no reaction. rule: agot2.timing.types"""
    g = game("dominance.decide", {"in_play": ["Chamber of the Painted Table"]}, {"power": 2, "gold": 5})
    assert g.decision is None or "react:A.01060" not in g.decision.ids


def test_consolidation_of_power_kneels_four_strength_and_gives_power():
    """Consolidation of Power (1 gold) kneels Shireen (1) and Bastard in Hiding (2); Robert (5)
    is too strong; the Bastard gains 1 power. rule: agot2.timing.types
    """
    g = game(
        "marshalling.marshal",
        {"hand": ["Consolidation of Power"], "gold": 1, "in_play": ["Shireen Baratheon", "Bastard in Hiding"]},
        {"in_play": ["Robert Baratheon"]},
    )
    g.choose("act:A.01062")
    assert "kneel:B.01048" not in g.decision.ids
    g.choose("kneel:A.01051")
    assert "done" in g.decision.ids
    g.choose("kneel:A.01053")
    g.choose("power:A.01053")
    assert g.card("A.01051").kneeling and g.card("A.01053").kneeling
    assert g.card("A.01053").power == 1
    assert g.player("P1").gold == 0
    assert g.zone("P1", "discard") == ["A.01062"]


def test_seen_in_flames_discards_the_chosen_card():
    """With Fiery Followers (R'hllor) in play, Seen In Flames (1 gold) looks at the opponent's hand
    and discards the card chosen. rule: agot2.timing.types
    """
    g = game(
        "challenges.before",
        {"in_play": ["Fiery Followers"], "hand": ["Seen In Flames"], "gold": 1},
        {"hand": ["Robert Baratheon", "Shireen Baratheon"]},
    )
    g.choose("act:A.01064")
    assert sorted(g.decision.ids) == ["discard:01048", "discard:01051"]
    assert not {o.subject for o in g.decision.options} & set(g.zone("P2", "hand"))  # codes, never hidden uids
    g.choose("discard:01048")
    assert g.zone("P2", "discard") == ["B.01048"]
    assert g.zone("P2", "hand") == ["B.01051"]
    assert g.player("P1").gold == 0


def test_seen_in_flames_needs_an_rhllor_character():
    """Without an R'hllor character the event cannot be played. rule: agot2.timing.types"""
    g = game(
        "challenges.before",
        {"in_play": ["Robert Baratheon"], "hand": ["Seen In Flames"], "gold": 1},
        {"hand": ["Robert Baratheon"]},
    )
    assert "act:A.01064" not in g.decision.ids


def test_selyse_gives_a_baratheon_character_an_intrigue_icon_until_the_phase_ends():
    """Selyse (1 gold) gives Stannis (military, power) an intrigue icon: he may attack in an intrigue
    challenge; the challenges phase over, the icon is gone. rule: agot2.timing.types
    """
    g = game(
        "challenges.before",
        {"in_play": ["Selyse Baratheon", "Stannis Baratheon"], "gold": 1},
        {"in_play": ["Bastard in Hiding"]},
    )
    assert icons(g, "A.01052") == {"military", "power"}
    g.choose("act:A.01049@A.01052")
    assert icons(g, "A.01052") == {"military", "intrigue", "power"}
    assert g.player("P1").gold == 0
    play_until(g, "challenge:intrigue@P2")
    g.choose("attack:A.01052")
    for _ in range(60):
        if g.phase != "challenges":
            break
        g.choose("pass" if "pass" in g.decision.ids else "done")
    assert g.phase == "dominance"
    assert icons(g, "A.01052") == {"military", "power"}


def test_selyse_needs_a_gold():
    """With an empty gold pool Selyse's action is refused for its cost. rule: agot2.cards.gold"""
    g = game("challenges.before", {"in_play": ["Selyse Baratheon", "Stannis Baratheon"]}, {})
    assert not any(i.startswith("act:A.01049") for i in g.decision.ids)
    assert any("costs 1 gold" in r.reason for r in g.decision.rejected if r.subject == "A.01049")


def test_stannis_lets_each_player_stand_only_two_characters():
    """With Stannis in play each player stands 2 of their 3 kneeling characters, Stannis' opponent
    too; the third stays kneeling. rule: agot2.standing
    """
    kneeling = lambda *names: [{"card": n, "kneeling": True} for n in names]  # noqa: E731
    g = game(
        "standing.stand",
        {"in_play": kneeling("Stannis Baratheon", "Fiery Followers", "Bastard in Hiding")},
        {"in_play": kneeling("Shireen Baratheon", "Fiery Followers", "Bastard in Hiding")},
    )
    assert "at most 2" in g.decision.prompt
    g.choose("stand:A.01052")
    g.choose("stand:A.01054")
    assert g.decision.player == "P2"
    g.choose("stand:B.01051")
    g.choose("done")  # may stand fewer
    assert not g.card("A.01052").kneeling and not g.card("A.01054").kneeling
    assert g.card("A.01053").kneeling
    assert not g.card("B.01051").kneeling
    assert g.card("B.01054").kneeling and g.card("B.01053").kneeling


def test_fiery_followers_stand_when_the_dominance_phase_begins():
    """Kneeling Fiery Followers are offered their reaction as the dominance phase begins, and
    stand. rule: agot2.timing.phase-edges
    """
    g = game("dominance.begins", {"in_play": [{"card": "Fiery Followers", "kneeling": True}]}, {})
    assert g.decision.ids == ["react:A.01054", "pass"]
    g.choose("react:A.01054")
    assert not g.card("A.01054").kneeling


def test_fiery_followers_do_nothing_when_another_phase_begins():
    """As the challenges phase begins the reaction is not offered. rule: agot2.timing.phase-edges"""
    g = game("challenges.begins", {"in_play": [{"card": "Fiery Followers", "kneeling": True}]}, {})
    assert g.decision is None or "react:A.01054" not in g.decision.ids
    assert g.card("A.01054").kneeling


def test_the_red_keep_adds_two_strength_in_a_power_challenge():
    """Selyse (2) attacks in a power challenge: The Red Keep makes it 4; in a military challenge, or
    on the defending side with nobody defending, it adds nothing. rule: agot2.challenges.winner
    """
    g = game("challenges.before", {"in_play": ["The Red Keep", "Selyse Baratheon"]}, {"in_play": ["Shireen Baratheon"]})
    play_until(g, "challenge:power@P2")
    g.choose("attack:A.01049")
    assert challenges.totals(g) == (4, 0)
    g2 = game(
        "challenges.before", {"in_play": ["The Red Keep", "Stannis Baratheon"]}, {"in_play": ["Shireen Baratheon"]}
    )
    play_until(g2, "challenge:military@P2")
    g2.choose("attack:A.01052")
    assert challenges.totals(g2) == (5, 0)
    g3 = game(
        "challenges.before", {"in_play": ["Stannis Baratheon"]}, {"in_play": ["The Red Keep", "Shireen Baratheon"]}
    )
    play_until(g3, "challenge:power@P2")
    g3.choose("attack:A.01052")
    assert challenges.totals(g3) == (5, 0)  # P2 has no participating character


def test_the_red_keep_draws_two_when_the_challenges_phase_ends():
    """No power challenge lost: as the challenges phase ends, The Red Keep kneels to draw 2 cards.
    rule: agot2.timing.phase-edges
    """
    g = game("challenges.before", {"in_play": ["The Red Keep", "Stannis Baratheon"]}, {})
    play_until(g, "interrupt:A.01061")
    assert g.card("A.01061").kneeling
    assert len(g.zone("P1", "hand")) == 2


def test_the_red_keep_draws_nothing_after_losing_a_power_challenge():
    """P2 wins a power challenge against P1: at the end of the phase P1's Red Keep is not offered;
    it stays standing and P1 draws nothing. rule: agot2.timing.phase-edges
    """
    g = game("challenges.before", {"in_play": ["The Red Keep"]}, {"in_play": ["Stannis Baratheon"]}, active="P2")
    play_until(g, "challenge:power@P1")
    g.choose("attack:B.01052")
    for _ in range(60):
        assert "interrupt:A.01061" not in g.decision.ids
        if g.phase != "challenges":
            break
        g.choose("pass" if "pass" in g.decision.ids else "done")
    assert ("P2", "power", "P1") in g.state.won
    assert g.phase == "dominance"
    assert not g.card("A.01061").kneeling
    assert g.zone("P1", "hand") == []


def test_ours_is_the_fury_adds_a_kneeling_defender_who_stands_on_a_win():
    """P2 attacks with Bastard in Hiding (2) and P1 does not defend; Ours is the Fury (2 gold) makes
    P1's kneeling Stannis (5) a defender: P1 wins the challenge and Stannis stands.
    rules: agot2.challenges.participating, agot2.timing.delayed
    """
    g = game(
        "challenges.before",
        {"in_play": [{"card": "Stannis Baratheon", "kneeling": True}], "hand": ["Ours is the Fury"], "gold": 2},
        {"in_play": ["Bastard in Hiding"]},
        active="P2",
    )
    play_until(g, "challenge:military@P1")
    g.choose("attack:B.01053")
    g.choose("done")
    assert "act:A.01063@A.01052" not in g.decision.ids  # not before defenders are declared
    play_until(g, "act:A.01063@A.01052")
    c = g.state.challenge
    assert c.defenders == ["A.01052"]
    assert g.player("P1").gold == 0
    for _ in range(20):
        if g.state.challenge is None:
            break
        g.choose("pass" if "pass" in g.decision.ids else "done")
    assert g.state.won[-1] == ("P1", "military", "P2")
    assert not g.card("A.01052").kneeling


def test_ours_is_the_fury_only_for_the_defending_player():
    """As the attacker P1 cannot play Ours is the Fury. rule: agot2.timing.types"""
    g = game(
        "challenges.before",
        {
            "in_play": ["Stannis Baratheon", {"card": "Bastard in Hiding", "kneeling": True}],
            "hand": ["Ours is the Fury"],
        },
        {"in_play": ["Shireen Baratheon"]},
    )
    g.player("P1").gold = 2
    play_until(g, "challenge:military@P2")
    g.choose("attack:A.01052")
    g.choose("done")
    play_until(g, "done")  # P2 does not defend
    assert "act:A.01063@A.01053" not in g.decision.ids
    assert any("defending player" in r.reason for r in g.decision.rejected if r.subject == "A.01063")


def test_melisandre_kneels_a_character_after_she_is_marshalled_once_a_round():
    """Marshalling Melisandre (R'hllor) herself offers her reaction: she kneels P2's Stannis. Fiery
    Followers (R'hllor) marshalled next, the same round, offer nothing: once per round. rules:
    agot2.timing.trigger, agot2.timing.initiate
    """
    g = game(
        "marshalling.marshal",
        {"hand": ["Melisandre", "Fiery Followers"], "gold": 8},
        {"in_play": ["Stannis Baratheon", {"card": "Selyse Baratheon", "kneeling": True}]},
    )
    g.choose("marshal:A.01047")
    reacts = [i for i in g.decision.ids if i.startswith("react:A.01047")]
    assert sorted(reacts) == ["react:A.01047@A.01047", "react:A.01047@B.01052"]  # standing ones only
    g.choose("react:A.01047@B.01052")
    assert g.card("B.01052").kneeling
    play_until(g, "marshal:A.01054")
    assert g.is_in_play("A.01054")
    assert g.decision is None or not any(i.startswith("react:A.01047") for i in g.decision.ids)


def test_melisandre_ignores_a_card_that_is_not_rhllor():
    """Marshalling Bastard in Hiding (no R'hllor trait) offers Melisandre nothing. rule: agot2.timing.trigger"""
    g = game(
        "marshalling.marshal",
        {"in_play": ["Melisandre"], "hand": ["Bastard in Hiding"], "gold": 2},
        {"in_play": ["Stannis Baratheon"]},
    )
    g.choose("marshal:A.01053")
    assert g.is_in_play("A.01053")
    assert g.decision is None or not any(i.startswith("react:A.01047") for i in g.decision.ids)


def test_melisandre_answers_a_played_rhllor_event():
    """After Seen In Flames (an R'hllor event) is played, Melisandre kneels P2's Stannis.
    rule: agot2.timing.trigger
    """
    g = game(
        "challenges.before",
        {"in_play": ["Melisandre"], "hand": ["Seen In Flames"], "gold": 1},
        {"in_play": ["Stannis Baratheon"], "hand": ["Robert Baratheon"]},
    )
    g.choose("act:A.01064")
    g.choose("discard:01048")
    assert sorted(i for i in g.decision.ids if i.startswith("react:A.01047")) == [
        "react:A.01047@A.01047",
        "react:A.01047@B.01052",
    ]
    g.choose("react:A.01047@B.01052")
    assert g.card("B.01052").kneeling


def test_melisandre_ignores_an_event_that_is_not_rhllor():
    """Consolidation of Power (no R'hllor trait) played: Melisandre is not offered. rule: agot2.timing.trigger"""
    g = game(
        "marshalling.marshal",
        {"in_play": ["Melisandre"], "hand": ["Consolidation of Power"], "gold": 1},
        {"in_play": ["Stannis Baratheon", "Shireen Baratheon"]},
    )
    g.choose("act:A.01062")
    g.choose("kneel:B.01051")  # nobody else fits in 4 strength: the choosing ends
    assert g.zone("P1", "discard") == ["A.01062"] and g.card("B.01051").power == 1
    assert g.decision.player == "P2"  # the window moved on: P1 was offered no reaction
    assert not any(i.startswith("react:A.01047") for i in g.decision.ids)
    assert not g.card("B.01052").kneeling


def test_melisandre_once_a_round_covers_both_trigger_points():
    """Used after Fiery Followers are marshalled, Melisandre is not offered again after an R'hllor
    event in the challenges phase of the same round. rule: agot2.timing.initiate
    """
    g = game(
        "marshalling.marshal",
        {"in_play": ["Melisandre"], "hand": ["Fiery Followers", "Seen In Flames"], "gold": 4},
        {"in_play": ["Stannis Baratheon", "Selyse Baratheon"], "hand": ["Robert Baratheon"]},
    )
    g.choose("marshal:A.01054")
    g.choose("react:A.01047@B.01052")
    play_until(g, "act:A.01064")
    assert g.phase == "challenges"
    g.choose("discard:01048")
    assert g.decision is None or not any(i.startswith("react:A.01047") for i in g.decision.ids)
    assert not g.card("B.01049").kneeling


def killing_davos(g: Agot2) -> list[str]:
    """P1's Stannis attacks P2 (only Ser Davos) in a military challenge; returns the trigger points
    opened from then on.
    """
    opened: list[str] = []
    event = g.event

    def watched(trigger_id: str, **data: Any):  # type: ignore[no-untyped-def]
        opened.append(trigger_id)
        return (yield from event(trigger_id, **data))

    g.event = watched  # type: ignore[method-assign]
    play_until(g, "challenge:military@P2")
    g.choose("attack:A.01052")
    g.choose("done")
    return opened


def test_ser_davos_goes_back_to_hand_when_killed():
    """Military claim kills Ser Davos; his interrupt sends him to P2's hand, not the dead pile, and
    he was still killed: the after-killed point opens. rule: agot2.leave-play
    """
    g = game("challenges.before", {"in_play": ["Stannis Baratheon"]}, {"in_play": ["Ser Davos Seaworth"]})
    opened = killing_davos(g)
    play_until(g, "interrupt:B.01050")
    assert g.zone("P2", "hand") == ["B.01050"]
    assert g.zone("P2", "dead") == []
    assert KILLED in opened


def test_ser_davos_passed_goes_to_the_dead_pile():
    """Without his interrupt, Ser Davos killed by claim lies in the dead pile. rule: agot2.leave-play"""
    g = game("challenges.before", {"in_play": ["Stannis Baratheon"]}, {"in_play": ["Ser Davos Seaworth"]})
    killing_davos(g)
    for _ in range(30):
        if not g.is_in_play("B.01050"):
            break
        g.choose("pass" if "pass" in g.decision.ids else "done")
    assert g.zone("P2", "dead") == ["B.01050"]
    assert g.zone("P2", "hand") == []


def test_lightbringer_goes_on_baratheon_characters_and_gives_stannis_renown():
    """Lightbringer may go on Stannis or Selyse, not on the Lannister; on Stannis he gains Renown,
    on Selyse nobody does. rules: agot2.attachments, agot2.kw.renown
    """
    g = game(
        "marshalling.marshal",
        {"hand": ["Lightbringer"], "in_play": ["Stannis Baratheon", "Selyse Baratheon"], "gold": 2},
        {"in_play": ["Tyrion Lannister"]},
    )
    assert sorted(i for i in g.decision.ids if i.startswith("marshal:A.01058")) == [
        "marshal:A.01058@A.01049",
        "marshal:A.01058@A.01052",
    ]
    assert not has(g, "A.01052", "renown")
    g.choose("marshal:A.01058@A.01052")
    assert has(g, "A.01052", "renown") and not has(g, "A.01049", "renown")
    g2 = game(
        "marshalling.marshal",
        {"hand": ["Lightbringer"], "in_play": ["Stannis Baratheon", "Selyse Baratheon"], "gold": 2},
        {},
    )
    g2.choose("marshal:A.01058@A.01049")
    assert not has(g2, "A.01052", "renown") and not has(g2, "A.01049", "renown")


def test_lightbringer_stands_its_character_after_it_gains_power_once_a_phase():
    """Stannis with Lightbringer wins a power challenge: Renown gives him 1 power and Lightbringer
    stands him. He wins a military challenge too and gains power again, but the reaction is not
    offered twice in the phase: he stays kneeling. rules: agot2.kw.renown, agot2.timing.initiate
    """
    g = game(
        "challenges.before",
        {"in_play": [{"card": "Stannis Baratheon", "attachments": ["Lightbringer"]}]},
        {"in_play": [{"card": "Selyse Baratheon", "kneeling": True}]},
    )
    play_until(g, "challenge:power@P2")
    g.choose("attack:A.01052")
    g.choose("done")
    play_until(g, "react:A.01058")
    assert g.card("A.01052").power == 1
    assert not g.card("A.01052").kneeling
    play_until(g, "challenge:military@P2")
    g.choose("attack:A.01052")
    g.choose("done")
    for _ in range(30):
        assert "react:A.01058" not in g.decision.ids
        if g.card("A.01052").power == 2 and g.state.challenge is None:
            break
        g.choose("pass" if "pass" in g.decision.ids else "done")
    assert g.card("A.01052").power == 2
    assert g.card("A.01052").kneeling


def test_baratheon_learning_deck_plays_random_games():
    """The learning deck holds the implemented Baratheon cards twice; three seeded random games with
    it break no invariant. rules: agot2.cards.agenda, agot2.end.eliminate
    """
    deck = learning_deck("baratheon")
    mine = [c for c in deck.draw_cards() if "01046" <= c <= "01064"]
    assert len(mine) == 38  # all 19 Baratheon cards are implemented, twice each
    assert len(deck.draw_cards()) >= 60
    for seed in range(3):
        report = check_game(
            Agot2, seed, {"windows": "auto", "max_rounds": 10, "decks": ["baratheon", "baratheon"]}, players=2
        )
        assert report.problems == [], report.problems
