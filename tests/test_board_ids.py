"""The Westeros phase's text ids are built and read apart only by their types (issue 29).
rules: board.westeros.draw, board.wildlings
"""

from __future__ import annotations

import pytest

from engine.board.setup import deck_cards
from engine.board.westeros_ids import WesterosId, WildlingAttack
from engine.core.protocol import EngineError


@pytest.mark.parametrize("deck", ["I", "II", "III", "IV"])
def test_every_card_id_round_trips(deck):
    for text in deck_cards(deck):
        wid = WesterosId.parse(text)
        assert wid.text == str(wid) == text and wid.deck == deck


def test_card_id_parts():
    assert WesterosId.parse("I:supply.2") == WesterosId("I", "supply", 2)
    assert WesterosId.parse("IV:empty_promises") == WesterosId("IV", "empty_promises", 1)
    assert WesterosId("II", "mustering", 3).text == "II:mustering.3"


@pytest.mark.parametrize("bad", ["supply", "I:", ":supply", "I:supply.", "I:supply.1", "I:supply.x", "I:a:b", "IV"])
def test_malformed_card_id_is_one_clear_error(bad):
    with pytest.raises(EngineError, match=f"'{bad}' is not a Westeros card id"):
        WesterosId.parse(bad)


@pytest.mark.parametrize("attack", [WildlingAttack(12), WildlingAttack(6, "stark")])
def test_wildling_attack_round_trips(attack):
    assert WildlingAttack.parse(attack.text) == attack
    assert WildlingAttack.is_attack(attack.text) and not WildlingAttack.is_attack("IV")


@pytest.mark.parametrize("bad", ["wildlings@", "wildlings@x", "wildlings@6!", "I"])
def test_malformed_wildling_attack_is_one_clear_error(bad):
    with pytest.raises(EngineError, match=f"'{bad}' is not a wildling attack"):
        WildlingAttack.parse(bad)
