"""Links between editions: every rule a catalogue says it changes exists, and lesson 11 of the 2nd
edition shows each link in its table and is built from them."""

import nbformat
import pytest

import engine
from engine.core.protocol import EngineError
from tutor import changes_view
from tutor.editions import changes_html, edition_changes
from tutor.lesson import LESSONS, load_lesson
from tutor.style import esc

LESSON_11 = LESSONS / "agot2" / "11-from-first-edition.yaml"


@pytest.mark.parametrize("game_id", sorted(engine.GAMES))
def test_every_changes_link_names_a_rule_of_the_named_game(game_id):
    for rule in engine.rules(game_id).values():
        for link in rule.changes:
            other_game, _, other_id = link.partition(":")
            assert other_game in engine.GAMES and other_game != game_id, f"{rule.id}: {link}"
            assert other_id in engine.rules(other_game), f"{rule.id}: {link}"


def test_the_second_edition_links_to_the_first():
    pairs = edition_changes("agot2")
    first = engine.rules("agot")
    assert len(pairs) >= 15
    for rule, other in pairs:
        assert f"agot:{other.id}" in rule.changes and first[other.id] is other
    linked = {other.id for _, other in pairs}
    assert {"setup.place.cost", "taxation", "draw", "challenges.winner", "cards.duplicate", "victory.tie"} <= linked
    assert edition_changes("agot") == []  # the 1st edition names no rule of the 2nd


def test_the_table_lists_each_link_escaped():
    html = changes_html("agot2")
    for rule, other in edition_changes("agot2"):
        assert esc(rule.title) in html and esc(other.title) in html
        assert f"agot2:{rule.id}" in html and f"agot:{other.id}" in html
        assert esc(other.summary.strip()) in html
    assert html.count("<tr>") == len(edition_changes("agot2")) + 1  # a heading row, then one per link
    assert changes_view("agot2").value == html


def test_lesson_11_shows_the_table_and_teaches_only_linked_rules():
    notebook = nbformat.read(LESSON_11.with_suffix(".ipynb"), as_version=4)
    code = [c.source for c in notebook.cells if c.cell_type == "code"]
    assert any('changes_view("agot2")' in c and "from tutor import changes_view" in c for c in code)
    lesson = load_lesson(LESSON_11)
    catalogue = engine.rules("agot2")
    assert lesson.game == "agot2" and all(catalogue[r].changes for r in lesson.rules)
    changed = {r.id for r, _ in edition_changes("agot2")}
    assert len(set(lesson.rules) & changed) >= 10


def test_an_unknown_game_is_refused_with_a_clear_message():
    with pytest.raises(EngineError, match="unknown game id 'chess'; known games: agot, agot-board, agot2"):
        edition_changes("chess")
    shown = changes_view("chess")
    assert "could not start" in shown.value and "unknown game id" in shown.value
