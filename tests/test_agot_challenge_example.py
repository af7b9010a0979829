"""The rulebook's challenge example (PRZYKŁAD WYZWANIA), step by step, as a scenario."""

import engine
from engine.agot import SCENARIOS

PATH = SCENARIOS / "challenge-example.yaml"


def script_steps():
    game = engine.load_scenario(PATH, run_script=False)
    return game, [step.choose for step in game.script]


def test_the_challenge_example_step_by_step():
    # rules: challenges.attackers, challenges.defenders, abilities.responses, abilities.actions,
    # abilities.lasting, challenges.winner, challenges.claim.military
    g, steps = script_steps()
    assert "power challenge" in g.scenario["notes"] and "military" in g.scenario["notes"]
    play = iter(steps)

    # 1. Lannister attacks with Ogar (The Hound)
    g.choose(next(play))
    assert g.state.challenge.kind == "military"
    g.choose(next(play))
    g.choose(next(play))
    assert g.state.challenge.attackers == ["L.the-hound"] and g.card("L.the-hound").kneeling
    g.choose(next(play))  # Lannister keeps the event in the window after attackers

    # 2. Stark kneels Jon Snow and Stark Escort to defend
    for _ in range(3):
        g.choose(next(play))
    assert g.state.challenge.defenders == ["S.jon-snow", "S.stark-escort"]
    assert g.card("S.jon-snow").kneeling and g.card("S.stark-escort").kneeling

    # 3. The escort's response draws a card
    hand = len(g.zone("Stark", "hand"))
    g.choose(next(play))
    assert len(g.zone("Stark", "hand")) == hand + 1

    # 4. Podstępne Metody: Ogar gets +2, 5 in all; nobody acts further
    lannister_hand = len(g.zone("Lannister", "hand"))
    g.choose(next(play))
    won = next(e for e in g.events if e.kind == "challenge-won")

    # 5. Lannister wins 5 to 3 and draws 2 from the event; the claim is 1
    assert (won.data["winner"], won.data["attack"], won.data["defense"]) == ("Lannister", 5, 3)
    assert len(g.zone("Lannister", "hand")) == lannister_hand - 1 + 2
    assert g.zone("Lannister", "discard") == ["L.treacherous-ways"]
    assert g.plot("Lannister").claim == 1
    assert g.decision.player == "Stark" and set(g.decision.ids) == {"kill:S.jon-snow", "kill:S.stark-escort"}
    g.choose(next(play))
    assert g.zone("Stark", "dead") == ["S.stark-escort"]

    # 6. Jon Snow's response stands him; the challenge is over
    assert g.node == "challenges.after-challenge"
    g.choose(next(play))
    assert not g.card("S.jon-snow").kneeling
    assert g.state.challenge is None and g.strength("L.the-hound") == 3  # +2 ended with the challenge
    assert next(play, None) is None


def test_the_example_script_runs_with_its_expectations():
    g = engine.load_scenario(PATH)
    assert len(g.decisions) == len(g.script) == 11
