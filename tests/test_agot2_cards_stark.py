"""The Stark cards of the Core Set: each kind of ability they use, played from small positions."""

from __future__ import annotations

import pytest
from helpers import agot2_position

from engine.agot2 import Agot2, effects
from engine.agot2.cards import library
from engine.agot2.cardtext import stark
from engine.agot2.decks import MIN_DRAW, check, learning_deck
from engine.core.invariants import check_game
from engine.core.protocol import EngineError


def position(p1: dict, p2: dict, start: str = "challenges.before", active: str = "P1") -> Agot2:
    """A Stark player (P1, uids A.*) against a Lannister player (P2, uids B.*); ``active`` is also
    the first player.
    """
    sides = {
        "P1": {"faction": "stark", "plot": "01004", "gold": 5, **p1},
        "P2": {"faction": "lannister", "plot": "01004", "gold": 5, **p2},
    }
    return agot2_position(start, sides, active)


def pass_until(game: Agot2, wanted: str, limit: int = 40) -> str:
    """Pass (and decline Stealth) until an option whose id starts with ``wanted`` is offered, then
    choose it; return its id.
    """
    for _ in range(limit):
        ids = game.decision.ids
        found = next((i for i in ids if i.startswith(wanted)), None)
        if found:
            game.choose(found)
            return found
        game.choose("pass" if "pass" in ids else "skip")
    raise AssertionError(f"{wanted} never offered; now {game.decision.prompt}: {game.decision.ids}")


def test_direwolf_pup_counts_the_other_direwolves_and_summer_gives_bran_insight():
    """Constants: Direwolf Pup gets +1 for each other Direwolf you control; your Bran Stark gains
    Insight while Summer is in play. rules: agot2.timing.types, agot2.kw.insight
    """
    game = position(
        {"in_play": ["Direwolf Pup", "Grey Wind", "Summer", "Bran Stark"]},
        {"in_play": ["Direwolf Pup"]},
    )
    assert game.strength("A.01149") == 3  # printed 1, +1 for Grey Wind, +1 for Summer
    assert game.strength("B.01149") == 1  # P2's pup: no other Direwolf of P2's
    view = game.view("P1").table.players["P1"]
    pup = next(c for c in view.play if c.uid == "A.01149")
    assert pup.strength == 3 and [m.amount for m in pup.modifiers] == [2]
    assert effects.has(game, "A.01142", "insight")


def test_grey_wind_kneels_to_kill_a_weak_character_and_reaches_further_with_robb():
    """Action (challenges phase): kneel Grey Wind to kill a character with strength 1 or less, 2 or
    less while you control Robb Stark. rule: agot2.timing.types
    """
    game = position({"in_play": ["Grey Wind"]}, {"in_play": ["Lannisport Merchant", "The Tickler"]})
    assert game.decision.ids == ["act:A.01145@B.01094", "pass"]  # the Tickler has strength 2
    game.choose("act:A.01145@B.01094")
    assert game.card("A.01145").kneeling
    assert game.zone("P2", "dead") == ["B.01094"]

    game = position({"in_play": ["Grey Wind", "Robb Stark"]}, {"in_play": ["The Tickler"]})
    game.choose("act:A.01145@B.01088")
    assert game.zone("P2", "dead") == ["B.01088"]


def test_grey_wind_is_an_action_of_the_challenges_phase_only():
    """An action limited to a phase is not offered in another. rule: agot2.timing.types"""
    game = position({"in_play": ["Grey Wind"]}, {"in_play": ["Lannisport Merchant"]}, start="marshalling.marshal")
    assert not any(i.startswith("act:A.01145") for i in game.decision.ids)
    assert any("challenges phase" in r.reason for r in game.why_not("A.01145"))


def test_eddard_stands_when_a_challenge_is_initiated_against_you():
    """Reaction: after a challenge is initiated against you, a kneeling Eddard Stark stands (and can
    defend). rule: agot2.timing.types
    """
    game = position(
        {"in_play": [{"card": "Eddard Stark", "kneeling": True}]}, {"in_play": ["The Tickler"]}, active="P2"
    )
    pass_until(game, "challenge:military@P1")
    game.choose("attack:B.01088")
    game.choose("done")
    pass_until(game, "react:A.01144")
    assert not game.card("A.01144").kneeling
    pass_until(game, "defend:A.01144")


def test_like_warm_rain_kills_an_attacker_after_you_lose_an_intrigue_defence():
    """Reaction (event, 1 gold): after losing an intrigue challenge as the defender, kneel a Direwolf
    to kill an attacking character; max once per challenge, so a second copy is not offered.
    rules: agot2.timing.types, agot2.timing.initiate
    """
    game = position(
        {"in_play": ["Direwolf Pup", "Summer"], "hand": ["Like Warm Rain", "Like Warm Rain", "Like Warm Rain"]},
        {"in_play": ["Tyrion Lannister"]},
        active="P2",
    )
    pass_until(game, "challenge:intrigue@P1")
    game.choose("attack:B.01089")
    game.choose("done")
    pass_until(game, "done")  # no intrigue defender: P1 loses
    played = pass_until(game, "react:A.01158")
    assert played.endswith("@B.01089")
    copy = played.removeprefix("react:").removesuffix("@B.01089")
    assert len(game.zone("P1", "hand")) == 1  # one copy left: the claim discarded one at random
    # two Direwolves could pay: P1 picks which kneels
    game.choose("kneel:A.01148")
    assert game.zone("P2", "dead") == ["B.01089"]
    assert game.card("A.01148").kneeling and not game.card("A.01149").kneeling
    assert game.player("P1").gold == 4
    assert copy in game.zone("P1", "discard")
    assert not any(i.startswith("react:") for i in game.decision.ids)


def test_summer_brings_a_weak_stark_character_back_to_hand():
    """Reaction: after Summer enters play, a Stark character with printed strength 2 or less goes
    from your dead pile to your hand. rules: agot2.timing.types, agot2.marshal
    """
    game = position(
        {"hand": ["Summer"], "dead": ["Winterfell Steward", "Eddard Stark"]}, {}, start="marshalling.marshal"
    )
    game.choose("marshal:A.01148")
    assert game.decision.ids == ["react:A.01148@A.01152", "pass"]  # Eddard is too strong
    game.choose("react:A.01148@A.01152")
    assert "A.01152" in game.zone("P1", "hand")
    assert game.zone("P1", "dead") == ["A.01144"]


def test_winterfell_steward_makes_the_next_stark_character_cheaper():
    """Action (marshalling phase): kneel Winterfell Steward; the next Stark character you marshal
    this phase costs 1 less (a location does not use it up). rule: agot2.marshal
    """
    game = position(
        {"in_play": ["Winterfell Steward"], "hand": ["Direwolf Pup", "The Wolfswood"], "gold": 2},
        {},
        start="marshalling.marshal",
    )
    game.choose("act:A.01152")
    assert game.card("A.01152").kneeling
    pass_until(game, "marshal:A.01155")  # a location: full price
    assert game.player("P1").gold == 1
    pass_until(game, "marshal:A.01149")  # cost 2, reduced to 1
    assert game.player("P1").gold == 0 and game.is_in_play("A.01149")


def test_heart_tree_grove_makes_the_next_stark_card_cheaper():
    """Action (marshalling phase): kneel Heart Tree Grove; the next Stark card you marshal this
    phase costs 1 less. rule: agot2.marshal
    """
    game = position(
        {"in_play": ["Heart Tree Grove"], "hand": ["Gates of Winterfell"], "gold": 1}, {}, start="marshalling.marshal"
    )
    assert "marshal:A.01154" not in game.decision.ids
    game.choose("act:A.01156")
    pass_until(game, "marshal:A.01154")
    assert game.is_in_play("A.01154") and game.player("P1").gold == 0


def test_gates_of_winterfell_draws_a_revealed_stark_card_and_leaves_any_other():
    """Action (challenges phase): kneel Gates of Winterfell to reveal the top card of your deck; a
    Stark card is drawn, another stays on top. rules: agot2.timing.types, agot2.draw
    """
    game = position({"in_play": ["Gates of Winterfell"], "deck": ["Summer", "Varys", "Ice"]}, {})
    game.choose("act:A.01154")
    assert game.zone("P1", "hand") == ["A.01148"]
    assert any(e.kind == "reveal" and "Summer" in e.text for e in game.events)

    game = position({"in_play": ["Gates of Winterfell"], "deck": ["Varys", "Summer"]}, {})
    game.choose("act:A.01154")
    assert game.zone("P1", "hand") == [] and game.zone("P1", "deck")[0] == "A.01029"


def test_the_stark_learning_deck_holds_the_implemented_cards_and_plays_cleanly():
    """The learning deck takes two of each implemented Stark card; three seeded random games with
    it break no invariant. rules: agot2.cards.agenda, agot2.round
    """
    deck = learning_deck("stark")
    draw = deck.draw_cards()
    lib = library()
    implemented = sorted([*stark.TEXTS, *stark.NO_TEXT])
    assert sorted({c for c in draw if lib[c].faction == "stark"}) == implemented
    assert sum(1 for c in draw if lib[c].faction == "stark") == 2 * len(implemented)
    assert len(deck.plots()) == 7
    if len(draw) < MIN_DRAW:  # not legal yet (too few implemented cards); the games still run
        with pytest.raises(EngineError):
            check(deck)
    for seed in (1, 2, 3):
        report = check_game(Agot2, seed, {"decks": ["stark", "stark"], "windows": "auto", "max_rounds": 10}, players=2)
        assert report.problems == [], report.problems


def test_vanguard_of_the_north_attacks_standing_only_while_a_war_plot_is_revealed():
    """Constant: while any player has a War plot revealed, Vanguard of the North does not kneel when
    it attacks in a military challenge. rules: agot2.challenges.initiate, agot2.timing.types
    """
    game = position({"in_play": ["Vanguard of the North"]}, {"plot": "01005"})  # P2: A Storm of Swords (War)
    pass_until(game, "challenge:military@P2")
    game.choose("attack:A.01151")
    game.choose("done")
    assert not game.card("A.01151").kneeling
    assert any(e.kind == "challenge" and "stays standing" in e.text for e in game.events)

    game = position({"in_play": ["Vanguard of the North"]}, {})  # A Noble Cause on both sides
    pass_until(game, "challenge:military@P2")
    game.choose("attack:A.01151")
    game.choose("done")
    assert game.card("A.01151").kneeling


def test_ice_goes_on_a_stark_character_only_and_gives_it_two_strength():
    """Ice: Stark character only (the Lannister is no host), +2 strength to its host.
    rules: agot2.attachments, agot2.timing.types
    """
    game = position(
        {"hand": ["Ice"], "in_play": ["Eddard Stark"]}, {"in_play": ["Tyrion Lannister"]}, start="marshalling.marshal"
    )
    assert [i for i in game.decision.ids if i.startswith("marshal:A.01153")] == ["marshal:A.01153@A.01144"]
    game.choose("marshal:A.01153@A.01144")
    assert game.card("A.01153").attached_to == "A.01144"
    assert game.strength("A.01144") == game.card("A.01144").data.strength + 2


def test_ice_is_sacrificed_to_kill_a_losers_character_after_a_military_win():
    """Reaction: after you win a military challenge in which Ice's host takes part, sacrifice Ice to
    kill a character of the losing opponent. rules: agot2.timing.types, agot2.leave-play
    """
    game = position(
        {"in_play": [{"card": "Robb Stark", "attachments": ["Ice"]}]},
        {"in_play": ["Tyrion Lannister", "Lannisport Merchant"]},
    )
    pass_until(game, "challenge:military@P2")
    game.choose("attack:A.01146")
    game.choose("done")
    pass_until(game, "done")  # P2 does not defend (Tyrion has no military icon)
    assert game.strength("A.01146") == 5 + 2
    pass_until(game, "kill:B.01094")  # military claim 1: P2 gives up the Merchant
    found = pass_until(game, "react:A.01153")
    assert found == "react:A.01153@B.01089"  # only Tyrion is left to choose
    assert game.zone("P1", "discard") == ["A.01153"]  # sacrificed
    assert "B.01089" in game.zone("P2", "dead")
    assert game.strength("A.01146") == 5


def test_ice_does_not_answer_a_win_its_host_took_no_part_in():
    """Ice's reaction needs its host to take part in the won military challenge. rule: agot2.timing.types"""
    game = position(
        {"in_play": [{"card": "Eddard Stark", "attachments": ["Ice"]}, "Grey Wind"]},
        {"in_play": ["Tyrion Lannister"]},
    )
    pass_until(game, "challenge:military@P2")
    game.choose("attack:A.01145")
    game.choose("done")
    for _ in range(30):
        assert not any(i.startswith("react:A.01153") for i in game.decision.ids)
        if game.state.challenge is None:
            break
        ids = game.decision.ids
        game.choose("pass" if "pass" in ids else "done" if "done" in ids else ids[0])
    assert game.is_in_play("A.01153")


def finish_challenge(game: Agot2, limit: int = 40) -> None:
    """Pass, finish declaring, or take the first option (claim choices) until the challenge is over."""
    for _ in range(limit):
        if game.state.challenge is None:
            return
        ids = game.decision.ids
        game.choose(next((i for i in ("pass", "done", "skip") if i in ids), ids[0]))
    raise AssertionError(f"the challenge never ended; now {game.decision.prompt}")


def test_for_the_north_boosts_a_stark_attacker_and_draws_only_on_a_win():
    """Action (event, military challenge only): a participating Stark character gets +2 strength
    until the challenge ends; you draw 1 card if you win. rules: agot2.timing.types, agot2.timing.delayed
    """
    game = position(
        {"in_play": ["Summer"], "hand": ["For the North!"], "deck": ["Ice", "Bran Stark"]},
        {"in_play": ["Ser Jaime Lannister"]},
    )
    pass_until(game, "challenge:military@P2")
    game.choose("attack:A.01148")
    game.choose("done")
    pass_until(game, "defend:B.01087")
    game.choose("done")
    pass_until(game, "act:A.01157@A.01148")
    assert game.strength("A.01148") == 3 + 2  # 5 against Jaime's 5: a tie goes to the attacker
    assert game.zone("P1", "hand") == []
    finish_challenge(game)
    assert game.state.won[-1] == ("P1", "military", "P2")
    assert game.zone("P1", "hand") == ["A.01153"]  # drew Ice
    assert game.strength("A.01148") == 3  # the boost ended with the challenge

    game = position(
        {"in_play": ["Summer"], "hand": ["For the North!"], "deck": ["Ice"]}, {"in_play": ["Tywin Lannister"]}
    )
    pass_until(game, "challenge:military@P2")
    game.choose("attack:A.01148")
    game.choose("done")
    pass_until(game, "defend:B.01090")
    game.choose("done")
    pass_until(game, "act:A.01157@A.01148")
    finish_challenge(game)
    assert game.state.won[-1][0] == "P2"
    assert game.zone("P1", "hand") == [] and game.zone("P1", "deck") == ["A.01153"]  # no draw


def test_for_the_north_is_refused_outside_a_military_challenge():
    """For the North! may be played only during a military challenge. rule: agot2.timing.types"""
    game = position({"in_play": ["Catelyn Stark"], "hand": ["For the North!"]}, {})
    assert not any(i.startswith("act:A.01157") for i in game.decision.ids)
    assert any("military challenge" in r.reason for r in game.why_not("A.01157"))
    pass_until(game, "challenge:intrigue@P2")
    game.choose("attack:A.01143")
    game.choose("done")
    assert game.decision.player == "P1"
    assert not any(i.startswith("act:A.01157") for i in game.decision.ids)
    assert any("military challenge" in r.reason for r in game.why_not("A.01157"))


def test_winter_is_coming_raises_claim_for_one_challenge_max_one_per_challenge():
    """Action (event, during a challenge): +1 claim on your revealed plot until the challenge ends;
    Max 1 per challenge, so the second copy is refused. rules: agot2.timing.types, agot2.challenges.claim
    """
    game = position(
        {"in_play": ["Summer"], "hand": ["Winter Is Coming", "Winter Is Coming"]},
        {"in_play": ["Lannisport Merchant", "Cersei Lannister"]},
    )
    assert not any(i.startswith("act:A.01159") for i in game.decision.ids)  # no challenge yet
    pass_until(game, "challenge:military@P2")
    game.choose("attack:A.01148")
    game.choose("done")
    played = pass_until(game, "act:A.01159")
    assert effects.plot_value(game, "P1", "claim") == 2
    assert game.player("P1").gold == 4
    game.choose("pass")  # P2
    assert game.decision.player == "P1"
    assert not any(i.startswith("act:A.01159") for i in game.decision.ids)
    (other,) = game.zone("P1", "hand")
    assert other != played.removeprefix("act:")
    assert any("one per challenge" in r.reason for r in game.why_not(other))
    finish_challenge(game)
    assert sorted(game.zone("P2", "dead")) == ["B.01084", "B.01094"]  # claim 2: both killed
    assert effects.plot_value(game, "P1", "claim") == 1


def test_catelyn_stark_stops_her_opponents_abilities_while_she_takes_part():
    """Constant: while Catelyn Stark takes part in a challenge, her opponents cannot use card
    abilities (her controller still can). rule: agot2.timing.cannot
    """
    game = position(
        {"in_play": ["Catelyn Stark", "Gates of Winterfell"]}, {"in_play": ["Selyse Baratheon", "Tyrion Lannister"]}
    )
    game.choose("pass")
    assert game.decision.player == "P2"
    assert any(i.startswith("act:B.01049") for i in game.decision.ids)  # no challenge: Selyse may act
    game.choose("pass")
    pass_until(game, "challenge:intrigue@P2")
    game.choose("attack:A.01143")
    game.choose("done")
    assert game.decision.player == "P1" and "act:A.01154" in game.decision.ids  # her controller still may
    game.choose("pass")
    assert game.decision.player == "P2" and game.decision.ids == ["pass"]
    assert any("Catelyn Stark" in r.reason and "cannot" in r.reason for r in game.why_not("B.01049"))


def test_bran_stark_is_sacrificed_to_cancel_an_opponents_event():
    """Interrupt: when an opponent's event would take effect, sacrifice Bran Stark to cancel it; the
    event stays played and paid. rules: agot2.timing.cancel, agot2.timing.types
    """
    game = position(
        {"in_play": ["Bran Stark"], "hand": ["Ice"]}, {"in_play": ["Selyse Baratheon"], "hand": ["Seen In Flames"]}
    )
    game.choose("pass")
    game.choose("act:B.01064")
    assert game.decision.player == "P1" and game.decision.ids == ["interrupt:A.01142", "pass"]
    game.choose("interrupt:A.01142")
    assert game.zone("P1", "discard") == ["A.01142"]
    assert game.zone("P1", "hand") == ["A.01153"]  # nothing was discarded from P1's hand
    assert game.zone("P2", "discard") == ["B.01064"] and game.player("P2").gold == 4
    assert any(e.kind == "cancel" and "Seen In Flames" in e.text for e in game.events)


def test_bran_stark_stays_sacrificed_when_his_cancel_is_cancelled():
    """The sacrifice is Bran's cost: Treachery cancels his interrupt, the cost stays paid and the
    event resolves (P1's Ice is discarded). rules: agot2.timing.cancel, agot2.timing.initiate
    """
    game = position(
        {"in_play": ["Bran Stark"], "hand": ["Ice"]},
        {"in_play": ["Selyse Baratheon", "Tyrion Lannister"], "hand": ["Seen In Flames", "Treachery"]},
    )
    game.choose("pass")
    game.choose("act:B.01064")
    game.choose("interrupt:A.01142")
    assert game.zone("P1", "discard") == ["A.01142"]  # paid before his effects would initiate
    game.choose("interrupt:B.01102")
    game.choose("discard:01153")
    assert game.zone("P1", "hand") == [] and game.zone("P1", "discard") == ["A.01142", "A.01153"]


def test_bran_stark_does_not_answer_his_own_sides_abilities():
    """Bran cancels only an opponent's event: P2's character ability (Selyse) is not offered to him.
    rule: agot2.timing.cancel
    """
    game = position({"in_play": ["Bran Stark"]}, {"in_play": ["Selyse Baratheon"]})
    game.choose("pass")
    game.choose("act:B.01049@B.01049")
    assert not any(i.startswith("interrupt:A.01142") for i in game.decision.ids)
    assert "intrigue" in effects.icons(game, "B.01049")


def test_robb_stark_stands_your_characters_once_a_round_after_a_stark_dies_or_is_sacrificed():
    """Reaction: after a Stark character you control is killed or sacrificed, stand each character
    you control; limit once per round, shared by both moments (a kill uses it up for a sacrifice).
    rules: agot2.timing.types, agot2.timing.initiate
    """
    game = position(
        {
            "in_play": [
                "Robb Stark",
                "Grey Wind",
                "Direwolf Pup",
                {"card": "Eddard Stark", "kneeling": True},
                "Bran Stark",
            ],
            "hand": ["Ice"],
        },
        {"in_play": ["Selyse Baratheon"], "hand": ["Seen In Flames"]},
    )
    game.choose("act:A.01145@A.01149")  # Grey Wind kneels to kill P1's own Direwolf Pup
    assert game.zone("P1", "dead") == ["A.01149"]
    assert game.decision.ids == ["react:A.01146", "pass"]
    game.choose("react:A.01146")
    assert not game.card("A.01145").kneeling and not game.card("A.01144").kneeling
    game.choose("act:B.01064")  # P2's event: Bran is sacrificed to cancel it
    game.choose("interrupt:A.01142")
    assert game.zone("P1", "discard") == ["A.01142"]
    assert not any(i.startswith("react:A.01146") for i in game.decision.ids)
    assert sum(1 for e in game.events if e.kind == "reaction" and e.data.get("source") == "A.01146") == 1


def test_robb_stark_answers_a_sacrifice_too():
    """Robb's reaction also follows a sacrifice (Bran's cost). rules: agot2.timing.types, agot2.leave-play"""
    game = position(
        {"in_play": ["Bran Stark", {"card": "Robb Stark", "kneeling": True}], "hand": ["Ice"]},
        {"in_play": ["Selyse Baratheon"], "hand": ["Seen In Flames"]},
    )
    game.choose("pass")
    game.choose("act:B.01064")
    game.choose("interrupt:A.01142")
    assert game.decision.ids == ["react:A.01146", "pass"]
    game.choose("react:A.01146")
    assert not game.card("A.01146").kneeling


def test_the_wolfswood_gives_direwolves_in_hand_ambush_at_their_printed_cost():
    """Constant: each Direwolf card in your hand gains Ambush (its printed cost); others do not.
    rules: agot2.kw.ambush, agot2.timing.types
    """
    hand = ["Direwolf Pup", "Summer", "Eddard Stark"]
    game = position({"in_play": ["The Wolfswood"], "hand": hand, "gold": 2}, {})
    assert game.decision.ids == ["ambush:A.01149", "pass"]
    assert any("costs 3 gold" in r.reason for r in game.why_not("A.01148"))  # Summer: Ambush (3)
    game.choose("ambush:A.01149")
    assert game.is_in_play("A.01149") and game.player("P1").gold == 0

    game = position({"hand": hand, "gold": 2}, {})
    assert not any(i.startswith("ambush:") for i in game.decision.ids)


def test_arya_stark_takes_a_face_down_duplicate_that_gives_her_military_and_saves_her():
    """Reaction: after Arya Stark enters play, the top card of your deck goes face down under her as
    a duplicate; while she has one she has a military icon, and it can be discarded to save her.
    rules: agot2.unique.duplicate, agot2.timing.types
    """
    game = position(
        {"hand": ["Arya Stark"], "in_play": ["Grey Wind", "Robb Stark"], "deck": ["Summer", "Ice"]},
        {},
        start="marshalling.marshal",
    )
    game.choose("marshal:A.01141")
    assert "military" not in effects.icons(game, "A.01141")
    assert game.decision.ids == ["react:A.01141", "pass"]
    game.choose("react:A.01141")
    assert game.zone("P1", "duplicates") == ["A.01148"] and game.zone("P1", "deck") == ["A.01153"]
    card = game.card("A.01148")
    assert card.facedown and card.attached_to == "A.01141"
    assert "military" in effects.icons(game, "A.01141")
    public = [e for e in game.events if e.kind == "duplicate"]
    assert public and "Summer" not in public[-1].text
    theirs, mine = game.view("P2").table.players["P1"], game.view("P1").table.players["P1"]
    arya = next(c for c in theirs.play if c.uid == "A.01141")
    assert "A.01148" not in str(game.view("P2").to_json()) and arya.facedown_duplicates == 1
    assert [c.name for c in mine.duplicates] == ["Summer"]
    pass_until(game, "act:A.01145@A.01141")  # Grey Wind (with Robb) kills strength 2 or less
    assert "save:A.01148" in game.decision.ids
    game.choose("save:A.01148")
    assert game.is_in_play("A.01141") and game.zone("P1", "discard") == ["A.01148"]
    assert "military" not in effects.icons(game, "A.01141")


def test_sansa_stark_enters_play_kneeling_when_marshalled_and_at_setup():
    """Constant: Sansa Stark comes into play knelt, marshalled or placed at setup; entering play is
    no stand, so her reaction is not offered. rules: agot2.timing.types, agot2.setup.reveal
    """
    game = position({"hand": ["Sansa Stark"]}, {}, start="marshalling.marshal")
    game.choose("marshal:A.01147")
    assert game.is_in_play("A.01147") and game.card("A.01147").kneeling
    assert game.decision.ids == ["pass"]  # no reaction: she did not stand

    game = position({"hand": ["Sansa Stark", "Summer"]}, {}, start="setup.place")
    game.choose("place:A.01147")
    game.choose("place:A.01148")
    game.choose("done")
    game.choose("done")  # P2 places nothing
    assert game.phase == "plot"
    assert game.card("A.01147").kneeling and not game.card("A.01148").kneeling


def test_sansa_stark_gains_a_power_for_your_faction_when_the_standing_phase_stands_her():
    """Reaction: after Sansa Stark stands (here in the standing phase), your faction gains 1 power.
    rules: agot2.timing.types, agot2.standing
    """
    game = position({"in_play": [{"card": "Sansa Stark", "kneeling": True}], "power": 2}, {}, start="standing.stand")
    assert not game.card("A.01147").kneeling
    assert game.decision.ids == ["react:A.01147", "pass"]
    game.choose("react:A.01147")
    assert game.player("P1").power == 3
    assert any(e.kind == "power" and "Sansa Stark" in e.text for e in game.events)


def test_sansa_stark_gains_power_only_once_per_round():
    """Limit once per round: Seal of the Hand stands Sansa in the challenges phase (+1 power); she
    kneels to attack, and when the standing phase stands her again the reaction is not offered.
    rules: agot2.timing.initiate, agot2.standing
    """
    game = position(
        {"in_play": [{"card": "Sansa Stark", "kneeling": True, "attachments": ["Seal of the Hand"]}]},
        {"in_play": ["Tyrion Lannister"]},
    )
    game.choose("act:A.01032")
    assert not game.card("A.01147").kneeling
    assert game.decision.ids == ["react:A.01147", "pass"]
    game.choose("react:A.01147")
    assert game.player("P1").power == 1
    pass_until(game, "challenge:intrigue@P2")
    game.choose("attack:A.01147")
    game.choose("done")
    assert game.card("A.01147").kneeling
    for _ in range(200):  # on through the standing phase, into taxation
        if game.phase == "taxation":
            break
        ids = game.decision.ids
        assert "react:A.01147" not in ids, game.decision.prompt
        game.choose(next((i for i in ("pass", "done", "skip", "keep") if i in ids), ids[0]))
    assert game.phase == "taxation" and not game.card("A.01147").kneeling  # she stood again
    reactions = [e for e in game.events if e.kind == "reaction" and e.data.get("source") == "A.01147"]
    assert len(reactions) == 1
