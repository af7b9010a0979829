"""Rulebook 004's worked example (spec §11), played from its scenario file: Lannister's Tyrion,
Painted Dogs and Casterly Rock against Targaryen's Jhogo and a card in shadows.
"""

from __future__ import annotations

from pathlib import Path

from engine.agot2 import Agot2
from engine.core import scenario

EXAMPLE = Path(__file__).parents[1] / "engine" / "agot2" / "scenarios" / "example-tyrion.yaml"


def load(run_script: bool = True) -> Agot2:
    """The example's game, built from its scenario file."""
    game = scenario.build(Agot2, scenario.read(EXAMPLE), EXAMPLE.name, run_script)
    assert isinstance(game, Agot2)
    return game


def played() -> Agot2:
    return load()


def test_the_example_ends_as_004_says():
    """Lannister gains two power, Targaryen loses two cards from hand, its only character kneels.
    rules: agot2.challenges.unopposed, agot2.challenges.claim, agot2.kw.ambush
    """
    start = load(run_script=False)
    game = played()
    lannister, targaryen = game.player("Lannister"), game.player("Targaryen")
    assert game.total_power("Lannister") - start.total_power("Lannister") == 2
    assert len(targaryen.zones["hand"]) == len(start.zone("Targaryen", "hand")) - 2
    assert len(targaryen.zones["discard"]) == 2
    assert lannister.gold == 0
    assert sorted(k for k, _ in lannister.challenges_made) == ["intrigue", "intrigue", "military"]
    jhogo, tyrion, dogs = game.card("B.15007"), game.card("A.01089"), game.card("A.11089")
    assert jhogo.kneeling and tyrion.kneeling and not dogs.kneeling
    assert game.is_in_play("A.11089")
    assert game.zone("Targaryen", "shadows") == ["B.T01"] and game.card("B.T01").facedown


def test_tyrions_limit_is_spent_and_the_dogs_were_never_marshalled():
    """Tyrion's reaction is limited to twice a round; Ambush puts the Dogs into play without
    marshalling them. rules: agot2.timing.types, agot2.kw.ambush
    """
    game = played()
    assert game.state.uses["A.01089:reaction"] == 2
    assert [e.kind for e in game.events].count("marshal") == 0
    assert [e.kind for e in game.events].count("ambush") == 2


def test_targaryen_cannot_see_the_lannister_hand_but_sees_its_own_shadow_card():
    """The card in shadows is face down for Lannister, known to Targaryen. rule: agot2.kw.shadow"""
    game = played()
    mine, theirs = game.view("Targaryen").table.players, game.view("Lannister").table.players
    assert mine["Targaryen"].shadows[0].id == "T01"
    assert theirs["Targaryen"].shadows is None and theirs["Targaryen"].shadows_size == 1
    assert mine["Lannister"].hand is None


def test_next_targaryen_brings_the_shadow_card_out_and_stands_jhogo():
    """With 1 gold, the shadow attachment comes out onto Jhogo and stands him (the example's last
    line). rule: agot2.kw.shadow
    """
    game = played()
    game.player("Targaryen").gold = 1
    while game.decision.player != "Targaryen" or game.decision.option("emerge:B.T01@B.15007") is None:
        game.choose("pass" if game.decision.option("pass") else "done")
    game.choose("emerge:B.T01@B.15007")
    assert not game.card("B.15007").kneeling
    assert game.card("B.T01").attached_to == "B.15007"
