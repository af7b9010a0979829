"""The widgets without a browser: click buttons, read values, as a learner would see them."""

from tutor import Session, Tutor, glossary_view, lesson_view, play_view, quiz_view
from tutor.controls import Controls
from tutor.glossary import Glossary
from tutor.hints import Hints
from tutor.lesson import scenario_folder
from tutor.log import Log
from tutor.panel import DecisionPanel
from tutor.picker import ScenarioPicker
from tutor.quiz import Question, Quiz
from tutor.table import Table
from tutor.timing import TimingDiagram


def html(widget) -> str:
    """All the HTML a widget tree shows."""
    out = [getattr(widget, "value", "") if isinstance(getattr(widget, "value", ""), str) else ""]
    out += [getattr(widget, "description", "") or ""]
    for child in getattr(widget, "children", ()):
        out.append(html(child))
    return "\n".join(out)


def setup_session() -> Session:
    s = Session("agot", seed=3, viewer="Stark", options={"windows": "auto"})
    s.choose("keep")
    s.choose("keep")
    return s


def test_decision_panel_buttons_make_the_choice_and_show_what_is_not_allowed():
    s = Session("agot", seed=3, options={"windows": "auto"})
    panel = DecisionPanel(s)
    assert "keep this setup hand" in panel.prompt.value and set(panel.buttons) == {"keep", "mulligan"}
    panel.buttons["keep"].click()
    panel.buttons["keep"].click()  # Lannister's turn to keep
    assert "place setup cards" in panel.prompt.value
    assert "Not allowed now" in panel.rejected.value and "setup.place.types" in panel.rejected.value


def test_a_refused_choice_shows_its_reason_and_rule_and_changes_nothing():
    s = setup_session()
    panel = DecisionPanel(s)
    event = next(r for r in s.game.decision.rejected if r.rule == "setup.place.types")
    before = list(s.game.decisions)
    assert not s.choose(event.id)
    assert "Not allowed" in panel.message.value and "setup.place.types" in panel.message.value
    assert s.game.decisions == before


def test_clicking_a_card_on_the_table_plays_it_and_undo_restores_the_table():
    s = setup_session()
    table = Table(s)
    before = html(table)
    option = next(o for o in s.game.decision.options if o.id.startswith("place:"))
    card = s.game.card(option.id.split(":")[1])
    table.buttons[option.id].click()
    after = html(table)
    assert after != before and "Face-down setup cards (secret)" in after and card.data.name_pl in after
    Controls(s).back.click()
    assert html(table) == before


def test_hidden_cards_stay_hidden_until_show_all():
    s = setup_session()
    table = Table(s)
    assert "Hand: 7 cards (hidden)" in html(table)  # Lannister's hand, seen by Stark
    controls = Controls(s)
    controls.show_all.value = True
    assert "Hand: 7 cards (hidden)" not in html(table)
    assert "teaching values" in html(table)


def test_strength_modifiers_are_explained_on_the_card():
    s = Session("agot", scenario=scenario_folder("agot") / "challenge-example.yaml")
    table = Table(s)
    for step in s.script[:9]:  # up to Podstępne Metody on Ogar
        s.game.choose(step.choose)
    s.changed()
    assert "strength 5*" in html(table) and "Podstępne Metody" in html(table)


def test_log_shows_events_with_rules_and_filters_by_phase():
    s = setup_session()
    log = Log(s)
    assert "[setup.mulligan]" in log.lines.value and "rule" in log.lines.value
    log.phase.value = "plot"
    assert "[setup.mulligan]" not in log.lines.value


def test_timing_diagram_follows_the_cursor():
    s = setup_session()
    diagram = TimingDiagram(s)
    first = diagram.svg.value
    assert "Place setup cards" in first and "#c0392b" in first
    s.choose("done")
    s.choose("done")  # now in the plot phase
    assert diagram.svg.value != first and "Choose a plot in secret" in diagram.svg.value
    diagram.scope.value = "whole round"
    assert "7. Taxation" in diagram.svg.value


def test_controls_next_autoplay_reset_and_seed():
    s = Session("agot", seed=3, options={"windows": "auto"})
    c = Controls(s)
    c.next.click()
    assert len(s.game.decisions) == 1
    c.until.value = "phase"
    c.auto.click()
    assert s.game.phase == "plot"
    hand = list(s.game.zone("Stark", "hand"))
    c.seed.value = 4
    c.reset.click()
    assert s.game.decisions == [] and s.game.zone("Stark", "hand") != hand


def test_hints_list_options_with_reasons():
    s = setup_session()
    hints = Hints(s)
    hints.ask.click()
    assert hints.answer.value.count("<li>") == 5 and "a character:" in hints.answer.value


def test_quiz_feedback_cites_the_rule_and_keeps_score():
    quiz = Quiz(
        [Question("Who wins a tie?", ["attacker", "defender"], 0, "Ties go to the attacker.", "challenges.winner")]
    )
    quiz.picks[0].value = "defender"
    assert not quiz.check(0)
    assert "Not quite" in quiz.feedback[0].value and "challenges.winner" in quiz.feedback[0].value
    quiz.picks[0].value = "attacker"
    assert quiz.check(0) and "Score: 0 / 1" in quiz.score.value  # the first answer counts


def test_glossary_search_in_english_and_polish_links_lessons():
    g = Glossary("agot", {"keywords.stealth": [("4. Challenges", "04-challenges.ipynb")]})
    g.search.value = "Skrytość"
    assert "Stealth" in g.entries.value and "04-challenges.ipynb" in g.entries.value
    g.search.value = "no such thing"
    assert "No rule matches" in g.entries.value
    assert "Setup" in html(glossary_view())


def test_scenario_picker_describes_and_loads():
    s = Session("agot", options={"windows": "auto"})
    picker = ScenarioPicker(s, scenario_folder("agot"))
    picker.choice.value = next(t for t in picker.files if "challenge example" in t)
    assert "military" in picker.about.value
    picker.load.click()
    assert s.game.node == "challenges.initiate" and "L.the-hound" in s.game.zone("Lannister", "play")


def test_lesson_view_gives_feedback_and_moves_on():
    view = lesson_view("agot/02-setup.yaml")
    assert "Step 1 of" in view.beat.value and not view.proceed.disabled
    view.proceed.click()
    view.tutor.panel.buttons["mulligan"].click()
    assert "keep it for this lesson" in view.tutor.panel.message.value
    view.tutor.panel.buttons["keep"].click()
    assert "Step 3 of" in view.beat.value and "Right." in view.beat.value
    view.explore.click()
    assert not view.back.disabled


def test_play_view_lets_the_bot_answer():
    t = play_view(seed=5, viewer="Stark")
    t.panel.buttons["keep"].click()
    assert t.session.game.decision.player == "Stark"  # Lannister's bot kept its hand at once
    assert "place setup cards" in t.panel.prompt.value


def test_the_whole_tutor_and_quiz_build():
    t = Tutor(Session("agot", seed=1), picker=True)
    assert t.table.children and t.panel.buttons and t.diagram.svg.value
    q = quiz_view("agot/02-setup.yaml")
    assert "Score: 0 / 4" in html(q)


def test_columns_table_shows_odds_turned_powers_and_clickable_columns():
    from engine.shadow_throne import SCENARIOS as ST

    s = Session("shadow-throne", scenario=ST / "alchemist-defends.yaml")
    t = Tutor(s)
    assert "Skrytobójca" in html(t.table) and "turned (inactive or used)" not in html(t.table)
    for step in s.script[:6]:  # ... up to the Assassin's -2 and the equal values
        s.game.choose(step.choose)
    s.changed()
    assert "turned (inactive or used)" in html(t.table)  # the Assassin's power is used this turn
    assert "that the next card busts" in html(t.table)
    assert "eliminate:Maciek@9" not in t.table.buttons  # the Alchemik protects Maciek's other columns
    t.table.buttons["eliminate:Maciek@7"].click()
    assert len(s.game.state.seats["Maciek"].columns[7]) == 1


def test_play_view_for_a_three_player_push_your_luck_game():
    t = play_view("shadow-throne", seed=2, viewer="You", players=["You", "Bot 1", "Bot 2"])
    assert t.session.game.decision.player == "You"
    assert "Reveal the next card" in html(t.panel)
    t.panel.buttons["reveal"].click()
    assert "of 5" in html(t.table)


def test_ring_table_hides_token_values_until_the_end_and_shows_the_bids():
    from engine.alliances import SCENARIOS as AL

    t = play_view("alliances", seed=3, viewer="You", players=["You", "Bot 1", "Bot 2", "Bot 3"])
    assert "Current ally" in t.table.bids.value and "<svg" in t.table.picture.value
    card = next(i for i in t.panel.buttons if i.startswith("play:"))
    t.panel.buttons[card].click()
    assert t.session.game.card(card.split(":")[1]).name in t.table.bids.value
    assert "tokens 1+" not in t.table.picture.value  # no token value is shown during play
    s = Session("alliances", scenario=AL / "scoring-example.yaml")
    over = Tutor(s)
    assert "power 22" in over.table.picture.value and "tokens 3+3" in over.table.picture.value
    assert (
        "Jon&#x27;s small council is the strongest" in over.panel.prompt.value
        or "Jon's small" in over.panel.prompt.value
    )


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
