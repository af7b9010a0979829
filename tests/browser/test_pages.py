"""The published lessons in a real browser: a learner's clicks, what they read, and robustness."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time

from conftest import shot

SETUP = "/voila/render/agot/02-setup.ipynb"


def lesson(page, server: str, path: str = SETUP) -> None:
    page.goto(server + path)
    page.wait_for_selector("text=Step 1 of")


def card_button(page, card: str, verb: str = "Place"):
    """The action button under a card on the table."""
    return page.locator(
        f".widget-vbox:has(> .widget-html .rt-card .name:text-is('◆ {card}')) >> button:text-is('{verb}')"
    )


def test_landing_page_links_lessons_and_shows_no_code(page, server):
    page.goto(server + "/voila/render/index.ipynb")
    page.wait_for_selector("text=Rules tutor")
    assert "from tutor import" not in page.content()
    shot(page, "01-landing")
    page.click("a:text('Setup')")
    page.wait_for_selector("text=Step 1 of")
    assert page.url.endswith("agot/02-setup.ipynb") and "lesson_view" not in page.content()
    page.click("a:text('Lessons')")
    page.wait_for_selector("text=Rules tutor")


def test_setup_by_clicking_cards_with_reasons_and_undo(page, server):
    lesson(page, server)
    page.click("button:text('Continue ▶')")
    page.click("button:text('Keep this hand')")
    page.wait_for_selector("text=Step 3 of")
    card_button(page, "Eddard Stark").click()  # legal, but not what the example does
    page.wait_for_selector("text=Not that one")
    for card in ("Arya Stark", "Jon Snow"):
        card_button(page, card).click()
    page.locator(
        ".widget-vbox:has(> .widget-html .rt-card .name:text-is('Twierdza Winterfell')) >> button:text-is('Place')"
    ).first.click()
    page.wait_for_selector("text=Step 6 of")
    assert page.locator("text=only one Limited card may be placed at setup").count() == 1
    shot(page, "02-setup-limits")
    page.click("button:text('Explore freely')")
    page.click("button:text('Done placing')")
    page.wait_for_selector("text=Lannister: place setup cards")
    page.click("button:text('◀ Back')")
    page.wait_for_selector("button:text('Done placing')")


def test_the_diagram_highlight_moves_into_the_plot_phase(page, server):
    lesson(page, server)
    page.click("button:text('Continue ▶')")
    assert page.locator("g[id='current-setup.mulligan']").count() == 1
    page.click("button:text('Explore freely')")
    for _ in range(3):
        page.click("button:text('Autoplay ▶▶')")
        if page.locator("g[id='current-plot.choose']").count():
            break
        time.sleep(0.5)
    page.wait_for_selector("g[id='current-plot.choose']")
    assert page.locator("g[id='current-setup.mulligan']").count() == 0
    shot(page, "03-plot-phase-diagram")


def test_challenge_example_lesson_steps_to_the_end(page, server):
    lesson(page, server, "/voila/render/agot/07-challenge-example.ipynb")
    for _ in range(40):
        if page.locator("text=steps done").count():
            break
        button = "Continue ▶" if page.locator("button:text('Continue ▶'):enabled").count() else "Next ▶"
        page.click(f"button:text('{button}')")
        time.sleep(0.3)
    page.wait_for_selector("text=steps done")
    assert page.locator("text=Jon Snow stands").count() >= 1  # the log's last events
    shot(page, "04-challenge-example-done")


def test_quiz_answer_is_checked_with_its_rule(page, server):
    lesson(page, server)
    question = page.locator(".widget-vbox:has(> .widget-html :text('How much gold may'))")
    question.locator("label:text-is('5')").click()
    question.locator("button:text('Check')").click()
    page.wait_for_selector("text=Right.")
    assert page.locator("text=Score: 1 / 4").count() == 1
    shot(page, "05-quiz")


def test_two_pages_do_not_share_state(browser, server):
    pages = []
    for _ in range(2):
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        pages.append(context.new_page())
    for p in pages:
        lesson(p, server)
    pages[0].click("button:text('Continue ▶')")
    pages[0].wait_for_selector("text=Step 2 of")
    assert pages[1].locator("text=Step 1 of").count() == 1
    for p in pages:
        p.context.close()


def test_twenty_page_loads_all_render(browser, server):
    for i in range(20):
        context = browser.new_context()
        p = context.new_page()
        p.goto(server + "/voila/render/agot/glossary.ipynb")
        p.wait_for_selector("text=Cards beat the rulebook", timeout=60_000)
        context.close()
        assert i >= 0


def test_narrow_phone_width_wraps(browser, server):
    context = browser.new_context(viewport={"width": 375, "height": 800})
    p = context.new_page()
    lesson(p, server)
    width = p.evaluate("document.documentElement.scrollWidth")
    shot(p, "06-setup-375px")
    assert width <= 400
    context.close()


def test_no_internet_needed(browser, server):
    context = browser.new_context()
    outside = []

    def only_loopback(route):
        if route.request.url.startswith(server):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", only_loopback)
    p = context.new_page()
    lesson(p, server)
    p.click("button:text('Continue ▶')")
    p.wait_for_selector("text=Step 2 of")
    context.close()


def test_a_dead_kernel_shows_a_clear_message(page, server):
    page.goto(server + "/voila/render/agot/glossary.ipynb")
    page.wait_for_selector("text=Cards beat the rulebook")
    kernel = json.loads(page.evaluate("document.getElementById('jupyter-config-data').textContent"))["kernelId"]
    pids = subprocess.run(["pgrep", "-f", f"kernel-{kernel}"], capture_output=True, text=True).stdout.split()
    assert pids, "the page's kernel process was not found"
    os.kill(int(pids[0]), signal.SIGKILL)
    page.wait_for_selector(".rt-kernel-lost", state="visible", timeout=30_000)
    assert "Reload the page" in page.inner_text(".rt-kernel-lost")
    shot(page, "07-kernel-lost")


def test_push_your_luck_game_in_the_browser(page, server):
    page.goto(server + "/voila/render/shadow-throne/explore.ipynb")
    page.wait_for_selector("text=Load onto the table")
    page.select_option("select:near(:text('Scenario'))", label="Przemek pushes his luck (the rulebook's turn example)")
    page.click("button:text('Load onto the table')")
    page.wait_for_selector("text=Przemek: reveal a card")
    for _ in range(7):
        page.click("button:text('Next ▶')")
        time.sleep(0.2)
    page.click("div.lm-TabBar-tab:has-text('Log'), li:has-text('Log')")
    page.wait_for_selector("text=Przemek's turn ends empty-handed")
    shot(page, "08-shadow-throne-bust")


def test_councils_ring_and_scoring_in_the_browser(page, server):
    page.goto(server + "/voila/render/alliances/explore.ipynb")
    page.wait_for_selector("text=Load onto the table")
    page.select_option("select:near(:text('Scenario'))", label="Final scoring (the rulebook's example)")
    page.click("button:text('Load onto the table')")
    page.wait_for_selector("text=Jon's small council is the strongest")
    assert page.locator(".rt-diagram svg").count() >= 1
    shot(page, "09-alliances-scoring")
