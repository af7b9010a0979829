"""The 2nd edition's pages in a real browser at a desktop's and a phone's width: a learner follows a
lesson by clicking what it asks for, and plays a melee turn from the explore page."""

from __future__ import annotations

import pytest

from conftest import shot
from tutor.lesson import LESSONS, load_lesson

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
LESSON = "agot2/08-melee"


def press(page, label: str) -> None:
    page.locator(f".rt-root button:has-text('{label}')").first.click()


def redrawn_after(page, act) -> None:
    """Do ``act`` and wait until the page has drawn the kernel's answer."""
    drawn = page.locator(".rt-root").first.get_attribute("data-drawn")
    act()
    page.wait_for_function(f"document.querySelector('.rt-root').dataset.drawn !== '{drawn}'")


def fits(page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("size", WIDTHS, ids=list(WIDTHS))
def test_following_the_melee_lesson_by_clicking_what_it_asks(browser, server, size):
    viewport = WIDTHS[size]
    page = browser.new_context(viewport=viewport).new_page()
    page.goto(f"{server}/voila/render/{LESSON}.ipynb")
    page.wait_for_selector(".rt-root >> text=Step 1 of", timeout=60_000)
    beats = load_lesson(LESSONS / f"{LESSON}.yaml").beats
    for n, beat in enumerate(beats, 1):
        page.wait_for_selector(f".rt-lesson >> text=Step {n} of")
        fits(page, viewport["width"])
        if not beat.expected:
            redrawn_after(page, lambda: press(page, "Continue ▶"))
            continue
        wanted = beat.expected[0]
        if beat.feedback:  # a wrong choice first: the lesson answers, and the step stays
            wrong = page.locator(f".rt-decision [data-option='{next(iter(beat.feedback))}']")
            if wrong.count():
                redrawn_after(page, wrong.click)
                page.wait_for_selector(".rt-msg >> text=Not that one")
                assert page.locator(f".rt-lesson >> text=Step {n} of").count() == 1
        button = page.locator(f".rt-decision [data-option='{wanted}']")
        redrawn_after(page, button.click)
        if n == 2:
            shot(page, f"10-agot2-melee-lesson-{size}")
    page.wait_for_selector(".rt-lesson >> text=steps done")
    page.context.close()


@pytest.mark.parametrize("size", WIDTHS, ids=list(WIDTHS))
def test_a_melee_turn_from_the_explore_page(browser, server, size):
    viewport = WIDTHS[size]
    page = browser.new_context(viewport=viewport).new_page()
    page.goto(f"{server}/voila/render/agot2/explore.ipynb")
    page.wait_for_selector(".rt-controls select.rt-count", timeout=60_000)
    page.select_option(".rt-controls select.rt-count", "4")
    page.fill(".rt-controls .rt-seed", "5")
    redrawn_after(page, lambda: press(page, "New game"))
    page.wait_for_function("document.querySelectorAll('.ag-area').length === 4")
    page.select_option(".rt-controls select:not(.rt-count)", "phase")
    for _ in range(6):  # the bots play on, a phase at a time, to the challenges phase
        if "Challenges" in page.locator(".rt-header").inner_text():
            break
        redrawn_after(page, lambda: press(page, "Autoplay ▶▶"))
    for _ in range(30):  # then a decision at a time, until someone may initiate a challenge
        if page.locator(".a2-challenge-me.rt-hot").count():
            break
        redrawn_after(page, lambda: press(page, "Next ▶"))
    else:
        pytest.fail("no challenge could be initiated")
    assert page.locator(".a2-title").count() >= 1  # each player's title shows in a melee
    fits(page, viewport["width"])
    target = page.locator(".a2-challenge-me.rt-hot").first
    opponent = target.locator("xpath=ancestor::section[@data-player]").get_attribute("data-player")
    target.click()
    menu = page.locator(".rt-menu")
    if menu.count():  # several kinds against this opponent: the menu names them
        menu.locator("button[role=menuitem]").first.click()
    page.wait_for_selector(".ag-challenge")
    assert opponent in page.locator(".ag-challenge .ag-chead").inner_text()
    for _ in range(40):  # the challenge played out by Next
        if page.locator(".ag-challenge.ag-decided").count() or not page.locator(".ag-challenge").count():
            break
        redrawn_after(page, lambda: press(page, "Next ▶"))
    else:
        pytest.fail("the challenge was not decided")
    fits(page, viewport["width"])
    shot(page, f"11-agot2-melee-turn-{size}")
    page.context.close()
