"""The published lessons in a real browser: a learner's clicks, what they read, and robustness."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess

import pytest

from conftest import server_only, shot

SETUP = "/voila/render/agot/02-setup.ipynb"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def lesson(page, server: str, path: str = SETUP) -> None:
    page.goto(server + path)
    page.wait_for_selector(".rt-root >> text=Step 1 of")


def step(page, n: int) -> None:
    page.wait_for_selector(f".rt-lesson >> text=Step {n} of")


def card(page, uid: str):
    """A card where it lies on the table."""
    return page.locator(f".rt-root .rt-table [data-key='{uid}']").first


def press(page, label: str) -> None:
    page.locator(f".rt-root button:has-text('{label}')").first.click()


def test_landing_page_links_lessons_and_shows_no_code(page, server):
    page.goto(server + "/voila/render/index.ipynb")
    page.wait_for_selector("text=Rules tutor")
    assert "from tutor import" not in page.content()
    shot(page, "01-landing")
    page.click("a:text('Setup')")
    page.wait_for_selector("text=Step 1 of")
    assert page.url.endswith("agot/02-setup.ipynb") and "lesson_view" not in page.content()


def test_setup_by_clicking_cards_on_the_table_with_reasons_and_back(page, server):
    lesson(page, server)
    press(page, "Continue ▶")
    press(page, "Keep this hand")
    step(page, 3)
    card(page, "S.eddard-stark").click()  # legal, but not what the example does
    page.wait_for_selector(".rt-msg >> text=Not that one")
    card(page, "S.arya-stark").click()
    step(page, 4)
    assert page.locator(".rt-msg").count() == 0  # the refusal did not outlive its step
    card(page, "S.jon-snow").click()
    step(page, 5)
    press(page, "◀ Back")  # Jon goes back to the hand, and the text back to step 4
    step(page, 4)
    assert "Jon Snow (2 gold)" in page.inner_text(".rt-lesson")
    card(page, "S.jon-snow").click()  # the same move again is welcome
    step(page, 5)
    shot(page, "02-setup-back")


def test_a_refused_card_answers_with_its_reason_and_rule_at_once(page, server):
    lesson(page, server)
    press(page, "Continue ▶")
    press(page, "Keep this hand")
    step(page, 3)
    press(page, "Explore freely")
    page.wait_for_selector(".rt-pill")
    event = page.locator(".rt-root .rt-table .rt-cold").first
    event.click()
    menu = page.locator(".rt-menu")
    menu.wait_for()
    assert menu.locator(".rt-rule").count() >= 1 and ":" in menu.inner_text()
    shot(page, "03-refusal")


def test_the_diagram_highlight_moves_into_the_plot_phase(page, server):
    lesson(page, server)
    press(page, "Continue ▶")
    step(page, 2)
    page.wait_for_selector("g.fl-here[data-node='setup.mulligan']", state="attached")
    press(page, "Explore freely")
    page.select_option(".rt-controls select", "phase")
    for _ in range(4):
        if page.locator("g.fl-here[data-node='plot.choose']").count():
            break
        press(page, "Autoplay ▶▶")
        page.wait_for_timeout(400)
    page.wait_for_selector("g.fl-here[data-node='plot.choose']", state="attached")
    assert page.locator("g.fl-here[data-node='setup.mulligan']").count() == 0
    shot(page, "04-plot-phase-diagram")


def test_challenge_example_lesson_steps_to_the_end(page, server):
    lesson(page, server, "/voila/render/agot/07-challenge-example.ipynb")
    for _ in range(40):
        if page.locator(".rt-lesson >> text=steps done").count():
            break
        drawn = page.locator(".rt-root").first.get_attribute("data-drawn")
        label = "Continue ▶" if page.locator(".rt-lesson button:has-text('Continue ▶')").count() else "Next ▶"
        press(page, label)
        page.wait_for_function(f"document.querySelector('.rt-root').dataset.drawn !== '{drawn}'")
    page.wait_for_selector(".rt-lesson >> text=steps done")
    page.click(".rt-tabbar button:has-text('Log')")
    assert page.locator(".rt-log >> text=Jon Snow stands").count() >= 1
    shot(page, "05-challenge-example-done")


def test_quiz_answer_is_checked_with_its_rule(page, server):
    lesson(page, server)
    question = page.locator(".rt-question:has(legend:text('How much gold may'))")
    question.get_by_label("5", exact=True).check()
    question.locator("button:text('Check')").click()
    page.wait_for_selector("text=Right.")
    assert page.locator("text=Score: 1 / 4").count() == 1


def test_two_pages_do_not_share_state(browser, server):
    pages = [browser.new_context(viewport=DESKTOP).new_page() for _ in range(2)]
    for p in pages:
        lesson(p, server)
    press(pages[0], "Continue ▶")
    step(pages[0], 2)
    assert pages[1].locator("text=Step 1 of").count() == 1
    for p in pages:
        p.context.close()


def test_ten_page_loads_all_render(browser, server):
    """Ten loads of a page without a preheated kernel (each starts its own), five at a time
    (`benchmarks/load.py` opens more of them at once and times them)."""
    for _ in range(2):
        contexts = [browser.new_context() for _ in range(5)]
        pages = [c.new_page() for c in contexts]
        for p in pages:  # the five loads start together (goto would wait for each page in turn)
            p.evaluate("url => { location.href = url; }", server + "/voila/render/agot/glossary.ipynb")
        for p in pages:
            p.wait_for_selector("text=Cards beat the rulebook", timeout=60_000)
        for c in contexts:
            c.close()


@pytest.mark.parametrize(
    "path",
    ["agot/02-setup.ipynb", "shadow-throne/02-a-turn.ipynb", "alliances/03-a-round.ipynb"],
    ids=["agot", "shadow-throne", "alliances"],
)
def test_phone_width_decision_next_to_the_text_and_nothing_overflows(browser, server, path):
    context = browser.new_context(viewport=PHONE)
    p = context.new_page()
    lesson(p, server, f"/voila/render/{path}")
    press(p, "Continue ▶")
    p.wait_for_selector(".rt-decision")
    gap = p.evaluate(
        """() => { const t = document.querySelector('.rt-lesson').getBoundingClientRect();
                 return document.querySelector('.rt-decision').getBoundingClientRect().top - t.bottom; }"""
    )
    assert 0 <= gap < 60  # right under the lesson's text
    assert p.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    small = p.evaluate(
        """[...document.querySelectorAll('.rt-root *')].filter(e => e.childNodes.length && e.offsetParent
             && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())
             && parseFloat(getComputedStyle(e).fontSize) < 11).length"""
    )
    assert small == 0
    shot(p, f"06-phone-{path.split('/')[0]}")
    context.close()


def test_quiz_answers_do_not_overlap_at_phone_width(browser, server):
    context = browser.new_context(viewport=PHONE)
    p = context.new_page()
    lesson(p, server, "/voila/render/agot/04-challenges.ipynb")
    labels = p.locator(".rt-question label")
    labels.first.wait_for()
    boxes = [labels.nth(i).bounding_box() for i in range(labels.count())]
    boxes = [b for b in boxes if b]
    for a, b in itertools.pairwise(boxes):
        if abs(a["x"] - b["x"]) < 5:  # answers of one question, one under the other
            assert a["y"] + a["height"] <= b["y"] + 1
    assert all(b["x"] + b["width"] <= PHONE["width"] for b in boxes)
    context.close()


def test_back_in_a_push_your_luck_lesson(page, server):
    lesson(page, server, "/voila/render/shadow-throne/02-a-turn.ipynb")
    press(page, "Continue ▶")
    step(page, 2)
    page.locator(".rt-decision button[data-option='reveal']").click()
    step(page, 3)
    page.locator(".rt-decision button[data-option='reveal']").click()
    step(page, 4)
    press(page, "◀ Back")
    step(page, 3)
    assert "reveal another" in page.inner_text(".rt-lesson")


def test_back_in_a_sojusze_lesson(page, server):
    lesson(page, server, "/voila/render/alliances/03-a-round.ipynb")
    for n in range(2, 6):
        label = "Continue ▶" if page.locator(".rt-lesson button:has-text('Continue ▶')").count() else "Next ▶"
        press(page, label)
        step(page, n)
    before = page.inner_text(".rt-lesson .rt-beat")
    press(page, "◀ Back")
    step(page, 4)
    assert page.inner_text(".rt-lesson .rt-beat") != before


def test_no_internet_needed(browser, server):
    context = browser.new_context()
    server_only(context, server)
    p = context.new_page()
    lesson(p, server)
    press(p, "Continue ▶")
    step(p, 2)
    context.close()


def test_a_dead_kernel_shows_a_clear_message(page, server):
    lesson(page, server)
    kernel = json.loads(page.evaluate("document.getElementById('jupyter-config-data').textContent"))["kernelId"]
    pids = subprocess.run(["pgrep", "-f", f"kernel-{kernel}"], capture_output=True, text=True).stdout.split()
    assert pids, "the page's kernel process was not found"
    os.kill(int(pids[0]), signal.SIGKILL)
    page.wait_for_selector(".rt-kernel-lost", state="visible", timeout=30_000)
    assert "Reload the page" in page.locator(".rt-kernel-lost").first.inner_text()
    shot(page, "07-kernel-lost")


def test_push_your_luck_example_in_explore_shows_its_commentary(page, server):
    page.goto(server + "/voila/render/shadow-throne/explore.ipynb")
    page.wait_for_selector("text=Load onto the table")
    page.select_option(".rt-explore select", label="Przemek pushes his luck (the rulebook's turn example)")
    press(page, "Load onto the table")
    page.wait_for_selector(".rt-script >> text=step 0 of")
    for _ in range(12):
        if page.locator(".rt-script >> text=script has ended").count():
            break
        drawn = page.locator(".rt-root").first.get_attribute("data-drawn")
        press(page, "Next ▶")
        page.wait_for_function(f"document.querySelector('.rt-root').dataset.drawn !== '{drawn}'")
    page.wait_for_selector(".rt-script >> text=script has ended")
    page.click(".rt-tabbar button:has-text('Log')")
    page.wait_for_selector(".rt-log >> text=turn ends empty-handed", state="attached")
    shot(page, "08-shadow-throne-bust")


def test_sojusze_scoring_example_ends_with_a_score_table(page, server):
    page.goto(server + "/voila/render/alliances/explore.ipynb")
    page.wait_for_selector("text=Load onto the table")
    page.select_option(".rt-explore select", label="Final scoring (the rulebook's example)")
    press(page, "Load onto the table")
    page.wait_for_selector("text=Jon's small council is the strongest")
    table = page.locator(".rt-standings")
    assert table.locator("tr").count() >= 4 and "Jon" in table.locator("tr.rt-winner").inner_text()
    shot(page, "09-alliances-scoring")


def test_a_new_game_takes_the_typed_seed_and_player_count_and_the_log_filters_by_phase(page, server):
    page.goto(server + "/voila/render/alliances/explore.ipynb")
    page.wait_for_selector(".rt-controls select.rt-count")
    page.select_option(".rt-controls select.rt-count", "5")
    page.fill(".rt-controls .rt-seed", "11")
    press(page, "New game")
    page.wait_for_function("document.querySelectorAll('.rt-header .rt-seat').length === 5")
    assert page.input_value(".rt-controls .rt-seed") == "11"
    assert page.input_value(".rt-controls select.rt-count") == "5"
    drawn = page.locator(".rt-root").first.get_attribute("data-drawn")
    page.select_option(".rt-controls select:not(.rt-count)", "round")
    press(page, "Autoplay ▶▶")  # to the end of the first round: the log has setup and round lines
    page.wait_for_function(f"document.querySelector('.rt-root').dataset.drawn !== '{drawn}'")
    page.click(".rt-tabbar button:has-text('Log')")
    every = page.locator(".rt-log > div").count()
    page.wait_for_selector(".rt-extra select option:text-is('Setup')", state="attached")
    page.select_option(".rt-extra select", label="Setup")
    page.wait_for_function(f"document.querySelectorAll('.rt-log > div').length < {every}")
    assert page.locator(".rt-log > div").count() >= 1
