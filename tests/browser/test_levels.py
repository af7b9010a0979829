"""The bots' level and stepping through their moves in a real browser (issue 28), at a desktop's and a
phone's width: the level select with Normal chosen on a play page and on a full-game lesson, a level
chosen and said, the page showing the bots at work, and each Next playing one bot move shown with
its rules written out."""

from __future__ import annotations

import re

import pytest

from conftest import server_only, shot

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
PLAY = "/voila/render/agot/08-full-game.ipynb"  # the lesson, then a whole game against a bot below it
MELEE = "/voila/render/agot2/10-full-melee.ipynb"


def open_page(browser, server: str, path: str, size: str):
    context = browser.new_context(viewport=WIDTHS[size])
    outside = server_only(context, server)
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(server + path)
    return page, outside


def game(page):
    """The page's whole game against bots: its last tutor widget, drawn with the kernel's first scene."""
    root = page.locator(".rt-root").last
    root.locator(".rt-decision").wait_for()
    return root


def answered(page, root) -> None:
    """Wait until the widget has drawn the kernel's last answer (no bot at work, no busy bar)."""
    index = page.locator(".rt-root").count() - 1
    page.wait_for_function("(i) => !document.querySelectorAll('.rt-root')[i].classList.contains('rt-busy')", arg=index)


def pick_level(page, root, level: str) -> None:
    drawn = root.get_attribute("data-drawn")
    root.locator("select.rt-level").select_option(level)
    page.wait_for_function(
        "([i, n]) => document.querySelectorAll('.rt-root')[i].dataset.drawn !== n",
        arg=[page.locator(".rt-root").count() - 1, drawn],
    )
    answered(page, root)


def fits(page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("size", WIDTHS, ids=list(WIDTHS))
def test_a_play_page_offers_the_bots_level_with_normal_chosen_and_says_a_new_one(browser, server, size):
    page, outside = open_page(browser, server, PLAY, size)
    root = game(page)
    level = root.locator(".rt-controls select.rt-level")
    assert level.input_value() == "normal"
    labels = [o.inner_text() for o in level.locator("option").all()]
    assert labels == ["Beginner", "Normal", "Strong"]
    assert all(len(o.get_attribute("title")) > 40 for o in level.locator("option").all())  # each level in words
    about = root.locator(".rt-level-about")
    assert about.is_visible() and about.inner_text().startswith("Normal: ") and "0.25 s a move" in about.inner_text()
    assert root.locator(".rt-controls :text('step through the bots\\' moves')").is_visible()
    assert not re.search(r"\b(null|undefined|NaN)\b", root.locator(".rt-decision").inner_text())
    pick_level(page, root, "strong")
    assert level.input_value() == "strong"
    assert "From their next move the bots play at the Strong level" in root.locator(".rt-decision .rt-msg").inner_text()
    assert about.inner_text().startswith("Strong: ") and "0.9 s a move" in about.inner_text()
    fits(page, WIDTHS[size]["width"])
    shot(page, f"levels-play-{size}")
    assert outside == []
    page.context.close()


@pytest.mark.parametrize("size", WIDTHS, ids=list(WIDTHS))
def test_stepping_through_the_bots_moves_one_at_a_time_with_their_rules(browser, server, size):
    page, outside = open_page(browser, server, PLAY, size)
    root = game(page)
    pick_level(page, root, "beginner")  # the level does not matter here: the quick bot
    root.locator("input.rt-follow").check()
    answered(page, root)
    root.locator(".rt-option:has-text('Keep this hand')").click()
    step = root.locator("button.rt-step-next")
    step.wait_for()
    assert step.inner_text() == "Next: Lannister's move ▶"
    assert root.locator(".rt-lastmove").count() == 0  # no bot move stepped through yet
    root.locator(".rt-tabbar button:has-text('Log')").click()
    root.locator(".rt-log").wait_for()
    log_before = root.locator(".rt-log > div").count()
    step.click()
    last = root.locator(".rt-lastmove")
    last.wait_for()
    answered(page, root)
    assert last.locator(".rt-sub").inner_text() == "Lannister's move (Beginner bot)"
    lines = last.locator("li")
    assert lines.count() >= 1 and "Lannister" in lines.first.inner_text()
    note = lines.first.locator(".rt-rulenote")
    assert note.is_visible() and ": " in note.inner_text()  # the rule's title and summary, without hovering
    assert note.locator("b").inner_text() in note.inner_text()
    assert root.locator(".rt-log > div").count() == log_before + lines.count()  # this move's lines, no more
    fits(page, WIDTHS[size]["width"])
    shot(page, f"levels-step-{size}")
    if step.count():  # more bot moves before the learner's: let them play on at once
        root.locator("button.rt-play-on").click()
        answered(page, root)
    root.locator(".rt-option").first.wait_for()
    assert root.locator("button.rt-step-next").count() == 0
    assert outside == []
    page.context.close()


def test_a_full_game_lesson_offers_the_level_and_searching_bots_are_shown_at_work(browser, server):
    """On a phone, the full melee's page: its lesson offers the bots' level from step 1 (Normal); in the
    whole game below it, after the learner's click the page names the bot thinking and its level while
    they play (the kernel sends the table as they move), then the learner's next decision."""
    page, _ = open_page(browser, server, MELEE, "phone")
    lesson = page.locator(".rt-root").first
    lesson.locator("text=Step 1 of").wait_for()
    level = lesson.locator(".rt-controls select.rt-level")
    assert level.input_value() == "normal" and level.is_visible()
    assert lesson.locator(".rt-controls input.rt-follow").count() == 0  # no bot plays during the guided steps
    root = game(page)
    page.evaluate(
        """() => { const root = [...document.querySelectorAll('.rt-root')].pop();
        window.__thinking = [];
        const note = (t) => {
            if (t && !window.__thinking.includes(t.textContent)) window.__thinking.push(t.textContent); };
        // Each added node is read from the records: a bar drawn and gone again before the
        // observer runs (two tables in one task) is still seen.
        new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
            if (n.nodeType === 1) note(n.matches('.rt-thinking') ? n : n.querySelector('.rt-thinking'));
          note(root.querySelector('.rt-thinking')); })
          .observe(root, { subtree: true, childList: true, characterData: true }); }"""
    )
    assert root.locator("select.rt-level").input_value() == "normal"
    root.locator(".rt-option:has-text('Keep this hand')").click()
    root.locator(".rt-option:not(:has-text('Keep this hand'))").first.wait_for()
    answered(page, root)
    seen = page.evaluate("window.__thinking")
    assert seen and all(s.endswith("is thinking (Normal bot)…") for s in seen)
    assert {s.split(" is thinking")[0] for s in seen} <= {"Lannister", "Baratheon", "Targaryen"}
    assert root.locator(".rt-thinking").count() == 0  # the bots are done: the bar is gone
    page.context.close()
