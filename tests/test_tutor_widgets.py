"""The page without a browser: send what a click sends, read the state the page would draw."""

import json

import engine
from tutor import Board, Page, Session, glossary_view, lesson_view, play_view, quiz_view
from tutor.lesson import load_lesson, scenario_folder
from tutor.quiz import Question, Quiz


def board(session: Session, **page) -> Board:
    return Board(Page(session, **page))


def setup_session() -> Session:
    s = Session("agot", seed=3, viewer="Stark", options={"windows": "auto"})
    s.choose("keep")
    s.choose("keep")
    return s


def decision(b: Board) -> dict:
    return b.scene["view"]["decision"]


def test_the_decision_lists_options_and_what_is_not_allowed_with_rules():
    b = board(Session("agot", seed=3, options={"windows": "auto"}))
    d = decision(b)
    assert "keep this setup hand" in d["prompt"] and {o["id"] for o in d["options"]} == {"keep", "mulligan"}
    b.click({"act": "choose", "id": "keep"})
    b.click({"act": "choose", "id": "keep"})  # Lannister's turn to keep
    d = decision(b)
    assert "place setup cards" in d["prompt"]
    refused = [r for r in d["refused"] if r["rule"] == "setup.place.types"]
    assert refused and refused[0]["reason"]
    assert b.scene["rules"]["setup.place.types"][0]  # the rule's title, for the page's tooltip


def test_a_refused_or_unknown_choice_gets_one_message_and_changes_nothing():
    s = setup_session()
    b = board(s)
    event = next(r for r in s.game.decision.rejected if r.rule == "setup.place.types")
    before = list(s.game.decisions)
    b.click({"act": "choose", "id": event.id})
    assert "Not allowed" in b.scene["message"] and "setup.place.types" in b.scene["message"]
    b.click({"act": "choose", "id": "place:no-such-card"})
    assert "no-such-card" in b.scene["message"]
    b.click({"act": "fly"})
    assert "'fly'" in b.scene["message"]
    assert s.game.decisions == before


def test_playing_a_card_changes_the_table_and_back_restores_it():
    s = setup_session()
    b = board(s)
    before = b.scene["view"]["table"]
    option = next(o for o in decision(b)["options"] if o["verb"] == "place")
    b.click({"act": "choose", "id": option["id"]})
    setup = b.scene["view"]["table"]["players"]["Stark"]["setup"]
    assert [c["uid"] for c in setup] == [option["subject"]]
    b.click({"act": "back"})
    assert b.scene["view"]["table"] == before


def test_the_page_holds_nothing_of_the_other_seats_hidden_cards_until_peeking():
    s = setup_session()
    b = board(s)
    lannister = s.game.view(None).table.players["Lannister"]
    names = [c.name_pl for c in lannister.hand]
    text = json.dumps(b.scene, ensure_ascii=False)
    assert b.scene["view"]["table"]["players"]["Lannister"]["hand"] is None
    assert not [n for n in names if n in text]
    b.click({"act": "peek", "on": True})
    assert all(n in json.dumps(b.scene, ensure_ascii=False) for n in names)


def test_hints_are_only_for_the_viewers_own_decision():
    s = setup_session()
    b = board(s)
    b.click({"act": "hint"})
    hints = b.scene["hints"]
    assert len(hints) == 5 and all(h["why"] for h in hints)
    b.click({"act": "choose", "id": "done"})  # now Lannister places its hidden cards
    assert b.scene["waiting"] == "Lannister" and b.scene["view"]["decision"] is None
    b.click({"act": "hint"})
    assert b.scene["hints"] == []  # judging Lannister's options would show its hand


def test_strength_modifiers_are_in_the_view_of_the_card():
    s = Session("agot", scenario=scenario_folder("agot") / "challenge-example.yaml")
    b = board(s)
    for _ in s.script[:9]:  # up to Podstępne Metody on Ogar
        b.click({"act": "next"})
    hound = next(c for c in b.scene["view"]["table"]["players"]["Lannister"]["play"] if c["id"] == "the-hound")
    assert hound["strength"] == 5 and any("Podstępne Metody" in m["source"] for m in hound["modifiers"])


def test_log_lines_carry_their_rules_and_the_phases_to_filter_by():
    b = board(setup_session())
    b.click("drawing")
    events = b.scene["view"]["events"]
    assert any(e["rule"] == "setup.mulligan" for e in events)
    assert "setup.mulligan" in b.scene["rules"]
    assert ["plot", "Plot phase"] in [[p, label] for p, label in b.drawing["phases"]] or any(
        p == "plot" for p, _ in b.drawing["phases"]
    )
    assert b.drawing["phase_of"]["setup.mulligan"] == "setup"


def test_the_diagram_comes_when_the_page_asks_after_its_first_draw():
    b = board(setup_session())
    assert b.scene["view"]["cursor"] and b.drawing == {}  # the first draw does not wait for the layout
    b.click("drawing")
    assert b.drawing["svg"].startswith("<svg") and b.scene["zoom"] == "setup"


def test_the_diagram_is_sent_once_and_the_highlight_follows_the_cursor():
    s = setup_session()
    b = board(s)
    b.click("drawing")
    svg = b.drawing["svg"]
    assert all(f'data-node="{n}"' in svg for n in b.scene["view"]["cursor"])
    assert b.scene["zoom"] == "setup"
    b.click({"act": "choose", "id": "done"})
    b.click({"act": "auto", "until": "phase"})  # Lannister places its cards: the plot phase
    assert b.scene["zoom"] == "plot" and b.drawing["svg"] is svg
    top, bottom = b.drawing["spans"]["plot"]
    assert 0 <= top < bottom <= b.drawing["height"]


def test_controls_next_autoplay_reset_and_seed():
    s = Session("agot", seed=3, options={"windows": "auto"})
    b = board(s)
    b.click({"act": "next"})
    assert len(s.game.decisions) == 1
    b.click({"act": "auto", "until": "phase"})
    assert b.scene["view"]["header"]["phase"] == "plot"
    hand = list(s.game.view(None).table.players["Stark"].hand)
    b.click({"act": "reset", "seed": 4})
    assert s.game.decisions == [] and list(s.game.view(None).table.players["Stark"].hand) != hand


def test_explore_loads_a_scenario_and_shows_its_commentary_to_the_end():
    b = Board(Page(Session("agot", options={"windows": "auto"}), scenarios=scenario_folder("agot")))
    files = [sc["file"] for sc in b.scene["explore"]["scenarios"]]
    assert "challenge-example.yaml" in files
    b.click({"act": "load", "file": "challenge-example.yaml"})
    assert b.scene["view"]["header"]["phase"] == "challenges" and b.scene["explore"]["script"]["done"] == 0
    b.click({"act": "next"})
    script = b.scene["explore"]["script"]
    assert script["done"] == 1 and "military challenge" in script["say"]
    while b.scene["explore"]["script"]["done"] < b.scene["explore"]["script"]["of"]:
        b.click({"act": "next"})
    assert b.scene["explore"]["script"]["done"] == b.scene["explore"]["script"]["of"]
    b.click({"act": "load", "file": "../secrets.yaml"})
    assert "no scenario called" in b.scene["message"]


def test_lesson_feedback_and_moving_on():
    b = lesson_view("agot/02-setup.yaml")
    lesson = b.scene["lesson"]
    assert lesson["step"] == 1 and lesson["can_continue"]
    b.click({"act": "continue"})
    b.click({"act": "choose", "id": "mulligan"})
    assert "keep it for this lesson" in b.scene["message"]
    b.click({"act": "choose", "id": "keep"})
    assert b.scene["lesson"]["step"] == 3 and "Right." in b.scene["lesson"]["said"]
    assert b.scene["message"] == ""  # the refusal did not outlive its step
    b.click({"act": "explore"})
    assert b.scene["lesson"]["exploring"]


def test_back_in_a_lesson_takes_the_text_back_with_the_table():
    """Card game lesson 1 cannot be finished without playing the card it teaches, even after Back."""
    b = lesson_view("agot/01-the-game.yaml")
    run = b.page.run
    beats = run.lesson.beats
    while not run.finished:
        beat = run.beat
        if beat.expected:
            b.click({"act": "choose", "id": beat.expected[0]})
        else:
            b.click({"act": "continue"})
        if any(o.startswith("play:") for o in beat.expected):
            played_at, played = run.index, beat.expected[0]
            break
    assert played_at >= 1
    b.click({"act": "back"})  # back to where the card was to be played
    assert run.index == played_at - 1 and b.scene["lesson"]["text"].startswith(beats[played_at - 1].text[:30])
    assert played not in b.session.game.decisions
    b.click({"act": "choose", "id": played})  # the same move again is welcome, not refused
    assert run.index == played_at and b.scene["message"] == ""


def test_back_from_a_later_step_steps_back_one_step_at_a_time():
    b = lesson_view("shadow-throne/02-a-turn.yaml")
    run = b.page.run
    b.click({"act": "continue"})
    for _ in range(3):
        b.click({"act": "choose", "id": "reveal"})
    assert run.index == 4
    b.click({"act": "back"})
    assert run.index == 3 and len(b.session.game.decisions) == 2
    assert b.scene["lesson"]["step"] == 4
    b.click({"act": "back"})
    b.click({"act": "back"})
    assert run.index == 1 and b.session.game.decisions == []


def test_after_the_lesson_the_bots_play_their_own_seats():
    lesson = load_lesson("shadow-throne/02-a-turn.yaml")
    b = lesson_view("shadow-throne/02-a-turn.yaml")
    run = b.page.run
    while not run.finished:
        beat = run.beat
        b.click({"act": "choose", "id": beat.expected[0]} if beat.expected else {"act": "continue"})
    assert run.index == len(lesson.beats) and b.scene["lesson"]["finished"]
    seat = b.scene["view"]["viewer"]
    d = b.session.game.decision
    assert seat is not None and (d is None or d.player == seat)  # the bots have moved up to the learner
    assert b.scene["view"]["decision"] is None or b.scene["view"]["decision"]["player"] == seat


def test_play_view_lets_the_bot_answer():
    b = play_view(seed=5, viewer="Stark")
    b.click({"act": "choose", "id": "keep"})
    assert b.session.game.decision.player == "Stark"  # Lannister's bot kept its hand at once
    assert "place setup cards" in decision(b)["prompt"]


def test_three_player_push_your_luck_game():
    b = play_view("shadow-throne", seed=2, viewer="You", players=["You", "Bot 1", "Bot 2"])
    assert decision(b)["player"] == "You"
    b.click({"act": "choose", "id": "reveal"})
    assert len(b.scene["view"]["table"]["turn"]["revealed"]) == 1


def test_sojusze_token_values_stay_hidden_until_the_end():
    from engine.alliances import SCENARIOS as AL

    b = play_view("alliances", seed=3, viewer="You", players=["You", "Bot 1", "Bot 2", "Bot 3"])
    card = next(o for o in decision(b)["options"] if o["verb"] == "play")
    b.click({"act": "choose", "id": card["id"]})
    assert all(c["token_values"] is None for c in b.scene["view"]["table"]["councils"])
    over = board(Session("alliances", scenario=AL / "scoring-example.yaml"))
    councils = over.scene["view"]["table"]["councils"]
    assert any(c["token_values"] == [3, 3] for c in councils) and any(c["power_shown"] == 22 for c in councils)


def test_quiz_feedback_cites_the_rule_and_keeps_score():
    quiz = Quiz(
        [Question("Who wins a tie?", ["attacker", "defender"], 0, "Ties go to the attacker.", "challenges.winner")]
    )
    assert quiz.questions == [{"text": "Who wins a tie?", "choices": ["attacker", "defender"]}]  # no answer sent
    quiz.click({"check": 0, "pick": None})
    assert quiz.feedback["0"]["note"] == "Pick an answer first." and quiz.score == "Score: 0 / 1"
    assert not quiz.check(0, "defender")
    shown = quiz.feedback["0"]
    assert not shown["right"] and shown["answer"] == "attacker" and shown["rule"] == "challenges.winner"
    quiz.click({"check": 0, "pick": 0})
    assert quiz.feedback["0"]["right"] and quiz.score.startswith("Score: 0 / 1")  # the first answer counts


def test_quiz_ignores_what_it_cannot_read():
    quiz = Quiz([Question("Who wins a tie?", ["attacker", "defender"], 0, "Ties go to the attacker.", "challenges.x")])
    for bad in ("check", {"check": 3, "pick": 0}, {"check": 0, "pick": 2}, {"check": "0", "pick": 0}, {"pick": 1}):
        quiz.click(bad)
    assert quiz.feedback == {} and quiz.answered == set()


def test_every_page_part_builds():
    assert glossary_view().children and len(quiz_view("agot/02-setup.yaml").questions) >= 3
    for game in ("agot", "shadow-throne", "alliances"):
        b = play_view(game, viewer=engine.new_game(game).players[0])
        b.click("drawing")
        assert b.scene["view"]["header"]["game"] == game and b.drawing["svg"].startswith("<svg")


def test_the_tutor_reads_views_and_option_fields_only():
    """No tutor module reaches into a game's state, probes it with getattr, or takes an option id apart."""
    import re
    from pathlib import Path

    tutor_dir = Path(__file__).parents[1] / "tutor"
    pattern = re.compile(r"\.state\b|getattr\(|\.id\.(split|partition)|split\(\"[:@]\"\)")
    found = [
        f"{p.name}: {line.strip()}"
        for p in tutor_dir.glob("*.py")
        for line in p.read_text().splitlines()
        if pattern.search(line)
    ]
    assert found == []


def test_back_after_the_end_of_a_lesson_returns_to_its_last_step():
    b = lesson_view("agot/02-setup.yaml", viewer="Stark")
    run = b.page.run
    while not run.finished:
        beat = run.beat
        b.click({"act": "choose", "id": beat.expected[0]} if beat.expected else {"act": "continue"})
    b.click({"act": "back"})
    assert run.index == len(run.lesson.beats) - 1  # the last step, a step to read, not an earlier one
    assert b.scene["lesson"]["step"] == len(run.lesson.beats)
