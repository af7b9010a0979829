"""Several players at 15 power together: the first player picks the winner (rule agot2.end.win).

The position is laid out by a scenario: Lannister stands at 15 power and Baratheon at 14 when the
dominance phase is decided; Baratheon wins dominance, and the victory check that follows finds both
at 15. Stark, the first player, is not one of them and must choose.
"""

from __future__ import annotations

from helpers import agot2_position

import engine
from engine.agot2 import Agot2


def tied_at_dominance() -> Agot2:
    """Stark (first player, 3 power), Lannister (15) and Baratheon (14, the only standing character)."""
    players = {
        "Stark": {"faction": "stark", "plot": "01004", "power": 3},
        "Lannister": {"faction": "lannister", "plot": "01004", "power": 15},
        "Baratheon": {"faction": "baratheon", "plot": "01004", "power": 14, "in_play": ["Stannis Baratheon"]},
    }
    return agot2_position("dominance.decide", players, active="Stark", first="Stark")


def test_the_first_player_is_asked_to_pick_among_the_tied_players():
    game = tied_at_dominance()
    d = game.decision
    assert d is not None and not game.over, "the game must wait for the first player's pick"
    assert d.player == "Stark" and d.rule == "agot2.end.win"
    assert {o.id for o in d.options} == {"winner:Lannister", "winner:Baratheon"}
    assert {o.subject for o in d.options} == {"Lannister", "Baratheon"}
    assert all(o.subject in o.label for o in d.options)
    assert "Lannister and Baratheon" in d.prompt and "15" in d.prompt


def test_the_result_names_the_pick_and_cites_the_rule():
    game = tied_at_dominance()
    game.choose("winner:Baratheon")
    assert game.over and game.decision is None
    result = game.view("Stark").header.result
    assert result.winner == "Baratheon" and result.rule == "agot2.end.win"
    assert "Stark, picks Baratheon" in result.reason
    game.undo()
    assert game.decision.player == "Stark" and not game.over
    game.choose("winner:Lannister")
    assert game.result.winner == "Lannister"


def test_a_saved_game_replays_the_pick_and_the_hint_explains_each_choice():
    game = tied_at_dominance()
    reasons = {o.id: why for o, _, why in game.rank()}
    assert reasons["winner:Lannister"] == "Lannister has 15 power"
    assert reasons["winner:Baratheon"] == "Baratheon has 15 power"
    game.choose("winner:Lannister")
    again = engine.load(game.save())
    assert again.result.winner == "Lannister" and again.result.reason == game.result.reason


def test_a_tied_first_player_names_themselves_by_the_hints():
    players = {
        "Stark": {"faction": "stark", "plot": "01004", "power": 15},
        "Lannister": {"faction": "lannister", "plot": "01004", "power": 14, "in_play": ["Tyrion Lannister"]},
        "Baratheon": {"faction": "baratheon", "plot": "01004", "power": 3},
    }
    game = agot2_position("dominance.decide", players, active="Stark", first="Stark")
    assert set(game.decision.ids) == {"winner:Stark", "winner:Lannister"}
    assert engine.GreedyBot(0).pick(game) == "winner:Stark"
