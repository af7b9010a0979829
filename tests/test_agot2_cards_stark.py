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
