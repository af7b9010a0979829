"""The lesson path in a real browser: every click answered, every accepted answer leading on, Restart
bringing back a live page (issue 27's dead ends, each as a learner met it)."""

from __future__ import annotations

import pytest
from test_pages import lesson, press, step

IDLE = ".rt-root:not(.rt-busy)"  # the busy bar is gone: the kernel's answer has been drawn


def answered(page) -> None:
    page.wait_for_selector(IDLE)
    assert page.locator(".rt-root .rt-pending").count() == 0  # nothing stays greyed, waiting


def test_a_refused_choice_clicked_twice_is_answered_twice(page, server):
    lesson(page, server, "/voila/render/agot/02-setup.ipynb")
    press(page, "Continue ▶")
    press(page, "Keep this hand")
    step(page, 3)
    eddard = page.locator(".rt-root .rt-table [data-key='S.eddard-stark']").first
    for _ in range(2):
        eddard.click()
        answered(page)
        assert "Not that one" in page.inner_text(".rt-lesson .rt-msg")
    press(page, "What could I do?")
    answered(page)
    assert page.locator(".rt-lesson .rt-msg").count() == 0  # the hint replaces the refusal
    assert page.locator(".rt-hints li").first.inner_text().startswith("Arya Stark")  # the step's answer first


def test_the_second_answer_first_then_next_plays_the_one_left(page, server):
    lesson(page, server, "/voila/render/shadow-throne/03-columns.ipynb")
    for n in (1, 2):
        press(page, "Continue ▶" if page.locator(".rt-root button:has-text('Continue ▶')").count() else "Next ▶")
        step(page, n + 1)
    page.wait_for_selector(".rt-root .rt-decision [data-option='column:8']")
    page.locator(".rt-root .rt-decision [data-option='column:8']").click()  # the step accepts 9 or 8
    step(page, 4)
    left = page.locator(".rt-root .rt-decision [data-option='column:9']")
    assert "rt-spot" in left.get_attribute("class")  # the answer still open is the one shown
    press(page, "Next ▶")
    step(page, 5)
    answered(page)
    assert page.locator(".rt-lesson .rt-msg").count() == 0


def test_restart_after_the_end_gives_a_live_first_step(page, server):
    lesson(page, server, "/voila/render/agot/01-the-game.ipynb")
    for _ in range(30):
        if page.locator(".rt-lesson >> text=All 6 steps done").count():
            break
        buttons = page.locator(".rt-root .rt-lesson button:has-text('Continue ▶')")
        (buttons if buttons.count() else page.locator(".rt-root button:has-text('Next ▶')")).first.click()
        answered(page)
    page.wait_for_selector(".rt-lesson >> text=All 6 steps done")
    press(page, "Restart lesson")
    step(page, 1)
    answered(page)
    press(page, "Continue ▶")  # the page answers again at once
    step(page, 2)
    answered(page)


def test_eight_houses_of_mother_of_dragons_play_a_round_without_waiting_for_a_bot(page, server):
    page.goto(server + "/voila/render/mother-of-dragons/08-full-game.ipynb")
    table = page.locator(".rt-root").last  # the whole game below the lesson
    table.locator(".rt-decision").wait_for()
    drawn = table.get_attribute("data-drawn")
    table.locator("select.rt-level").select_option("beginner")  # the quick bots: this is about the page
    page.wait_for_function("(n) => [...document.querySelectorAll('.rt-root')].pop().dataset.drawn !== n", arg=drawn)
    table.locator("select.rt-count").select_option("8")
    table.locator("button:has-text('New game')").click()
    page.wait_for_function(
        "document.querySelectorAll('.rt-root')[document.querySelectorAll('.rt-root').length - 1]"
        ".querySelectorAll('.rt-seat').length === 8"
    )
    for _ in range(300):
        answered(page)
        if "Round 2" in table.locator(".rt-header").inner_text():
            break
        assert table.locator("button:has-text('decide ▶')").count() == 0, "the page waits for a bot"
        table.locator(".rt-controls button:has-text('Next ▶')").click()
    assert "Round 2" in table.locator(".rt-header").inner_text()


def test_every_game_is_one_tap_from_the_top_of_the_landing_page_on_a_phone(browser, server):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(server + "/voila/render/index.ipynb")
    menu = page.locator("a:text('The board game (3-6)')")
    menu.wait_for()
    assert menu.bounding_box()["y"] < 844 * 2  # the list of games is within the first two screens
    menu.click()
    page.wait_for_function("location.hash === '#agot-board'")
    heading = page.locator("h2:has-text('The Board Game')").first
    page.wait_for_function("(el) => Math.abs(el.getBoundingClientRect().top) < 200", arg=heading.element_handle())
    context.close()


PHONE_LESSONS = [
    "agot/04-challenges",
    "agot2/08-melee",
    "shadow-throne/02-a-turn",
    "alliances/02-the-ring",
    "agot-board/03-marches-and-combat",
    "mother-of-dragons/02-vassals",
]


@pytest.mark.parametrize("path", PHONE_LESSONS)
def test_on_a_phone_the_instruction_is_in_view_after_a_click_far_below_it(browser, server, path: str):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(60_000)
    lesson(page, server, f"/voila/render/{path}.ipynb")
    answered(page)
    bar = page.locator(".rt-root .rt-bar button:has-text('Next ▶')").first
    bar.scroll_into_view_if_needed()  # the controls under the table, far below the lesson's text
    assert page.evaluate("document.querySelector('.rt-beat').getBoundingClientRect().bottom") < 0
    bar.click()
    step(page, 2)
    answered(page)
    page.wait_for_function(
        "(() => { const r = document.querySelector('.rt-beat').getBoundingClientRect();"
        " return r.top >= 0 && r.top < innerHeight; })()"
    )
    context.close()


def test_a_click_stays_busy_until_its_answer_whatever_redraws_the_page_meanwhile(page, server):
    """A learner's click and a redraw of the page's own (a tab, or the diagram arriving) in one go,
    before the kernel can answer: the page stays busy until the answer is drawn."""
    lesson(page, server, "/voila/render/agot/02-setup.ipynb")
    busy = page.evaluate(
        """() => { const root = document.querySelector('.rt-root');
        [...root.querySelectorAll('.rt-lesson button')].find((b) => b.textContent.includes('Continue')).click();
        [...root.querySelectorAll('.rt-tabbar button')].find((b) => b.textContent.includes('Log')).click();
        return root.classList.contains('rt-busy'); }"""
    )
    assert busy
    step(page, 2)
    answered(page)
