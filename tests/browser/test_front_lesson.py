"""What a learner reads on a phone: the lesson's instruction stays in view after a click far down the
table (the bar sticks at the top, or the page brings it back where it cannot stick), short until
"more"; no "undefined", "null" or "NaN" anywhere on a page (Mother of Dragons names its seats before
they have a score); W Cieniu Tronu's counts at 11 px or more and its names whole."""

from __future__ import annotations

import re
from functools import cache

import pytest
from test_table_shadow_throne import position

from tutor.board import standalone_html
from tutor.lesson import load_lesson
from tutor.page import Page
from tutor.session import Session

PHONE = {"width": 390, "height": 844}

#: The first steps of lessons of every game, and the one whose header once said "undefined".
LESSONS = [
    "agot/01-the-game.yaml",
    "agot/04-challenges.yaml",
    "agot2/08-melee.yaml",
    "shadow-throne/03-columns.yaml",
    "alliances/01-overview.yaml",
    "agot-board/01-map-and-control.yaml",
    "mother-of-dragons/01-what-changes.yaml",
]


@cache
def lesson_scenes(path: str, steps: int = 2) -> list[dict]:
    """The scenes of a lesson's first ``steps`` steps, each step reached as a learner reaches it."""
    lesson = load_lesson(path)
    page = Page(Session(lesson.game), lesson)
    scenes = [page.scene()]
    while len(scenes) < steps:
        run = page.run
        if run.beat.expected:
            page.act({"act": "choose", "id": run.accepted()[0]})
        else:
            page.act({"act": "continue"})
        scenes.append(page.scene())
    return scenes


def show(page, scene: dict, viewport: dict | None = None) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if viewport:
        page.set_viewport_size(viewport)
    page.set_content(standalone_html(scene, {}))
    page.wait_for_function("window.ready === true")
    assert not errors, errors


def in_view(page, selector: str) -> bool:
    return page.locator(selector).first.evaluate(
        "(e) => { const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; }"
    )


def redraw(page, scene: dict) -> None:
    drawn = page.evaluate("document.querySelector('.rt-root').dataset.drawn")
    page.evaluate("(s) => window.setScene(s)", scene)
    page.wait_for_function(f"document.querySelector('.rt-root').dataset.drawn !== '{drawn}'")
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


@pytest.mark.parametrize("path", ["agot/04-challenges.yaml", "agot2/08-melee.yaml"])
@pytest.mark.parametrize("clipped", [False, True], ids=["sticky", "inside-a-clipping-output"])
def test_the_next_instruction_is_in_view_after_a_click_far_down_on_a_phone(page, path, clipped):
    first, second = lesson_scenes(path)
    assert first["lesson"]["text"] != second["lesson"]["text"]
    show(page, first, PHONE)
    if clipped:  # as in an output area of JupyterLab or Voilà (overflow: hidden): nothing sticks there
        page.add_style_tag(content="#root { overflow: hidden; }")
    page.locator(".rt-table").evaluate("(e) => e.scrollIntoView({ block: 'end' })")  # down at the table
    assert page.evaluate("scrollY") > 600
    redraw(page, second)
    assert in_view(page, ".rt-beat")
    assert page.locator(".rt-beat").inner_text().strip()[:40] in second["lesson"]["text"]
    bar = page.locator(".rt-lesson").bounding_box()
    assert bar["height"] < PHONE["height"] / 3  # short: the table stays in sight below it


def test_a_long_instruction_is_cut_to_a_few_lines_and_more_shows_it_whole(page):
    first, second = lesson_scenes("mother-of-dragons/01-what-changes.yaml")
    show(page, first, PHONE)
    beat = page.locator(".rt-beat")
    more = page.locator(".rt-lesson .rt-more")
    short = beat.bounding_box()["height"]
    assert more.is_visible() and more.get_attribute("aria-expanded") == "false"
    more.click()
    assert more.get_attribute("aria-expanded") == "true" and beat.bounding_box()["height"] > 2 * short
    more.click()
    assert beat.bounding_box()["height"] == short
    more.click()
    redraw(page, second)  # another step: cut again
    assert page.locator(".rt-lesson .rt-more").get_attribute("aria-expanded") == "false"


def test_the_lesson_bar_and_the_decision_stick_apart_on_a_wide_page(page):
    show(page, lesson_scenes("agot/04-challenges.yaml")[0], {"width": 1280, "height": 800})
    page.evaluate("window.scrollTo(0, 600)")
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    bar = page.locator(".rt-lesson").bounding_box()
    side = page.locator(".rt-side").bounding_box()
    assert bar["y"] >= -1 and bar["y"] + bar["height"] <= side["y"] + 1  # the decision below the bar


WORDS = re.compile(r"\b(undefined|null|NaN)\b")
TITLES = "els => els.map((e) => `${e.getAttribute('title') || ''} ${e.getAttribute('aria-label') || ''}`)"


@pytest.mark.parametrize("path", LESSONS)
def test_no_page_shows_undefined_null_or_nan(page, path):
    for scene in lesson_scenes(path):
        show(page, scene, {"width": 1280, "height": 900})
        text = page.locator("body").inner_text()
        titles = " ".join(page.eval_on_selector_all("[title], [aria-label]", TITLES))
        assert not WORDS.search(text), WORDS.search(text).group(0)
        assert not WORDS.search(titles), titles[max(0, WORDS.search(titles).start() - 80) :][:160]


def test_seats_without_a_score_are_named_alone_in_the_header(page):
    scene = lesson_scenes("mother-of-dragons/01-what-changes.yaml")[0]
    hd = scene["view"]["header"]
    assert any(p not in hd["scores"] or hd["scores"][p] is None for p in hd["seats"])  # houses not chosen yet
    show(page, scene)
    seats = page.locator(".rt-header .rt-seat").all_inner_texts()
    assert len(seats) == len(hd["seats"])
    for p, text in zip(hd["seats"], seats, strict=True):
        score = hd["scores"].get(p)
        assert text.strip().startswith(p) and (
            text.strip().endswith(f": {score}") if score is not None else ":" not in text
        )


# ---- W Cieniu Tronu: counts readable, names whole ---------------------------------------------------

NAMES = """() => [...document.querySelectorAll(".st-table .st-pl, .st-table .st-en")]
  .filter((e) => getComputedStyle(e).display !== "none")
  .map((e) => { const card = e.closest(".st-top, .st-card").getBoundingClientRect();
    const r = e.getBoundingClientRect();
    return [e.textContent, r.right <= card.right + 0.5 && r.left >= card.left - 0.5 && r.bottom <= card.bottom + 0.5,
      e.scrollWidth <= e.clientWidth + 1]; })"""

SIZES = """() => [...document.querySelectorAll(".st-strip, .st-n, .st-times, .st-count")]
  .map((e) => [e.className, parseFloat(getComputedStyle(e).fontSize)])"""


@pytest.mark.parametrize("width", [390, 1280])
def test_shadow_throne_counts_are_readable_and_names_wrap_whole(page, width):
    def ready(game) -> bool:  # a column of two cards or more, and a turned Skrytobójca (Assassin)
        cols = [c for seat in game.view(None).to_json()["table"]["seats"] for c in seat["columns"]]
        return any(c["cards"] >= 2 for c in cols) and any(c["turned"] and "Assassin" in c["name"] for c in cols)

    scene, _ = position(ready, players=3, viewer=None)
    show(page, scene, {"width": width, "height": 900})
    sizes = page.evaluate(SIZES)
    assert any(cls == "st-strip" for cls, _ in sizes)
    assert all(size >= 11 for _, size in sizes), sizes
    names = page.evaluate(NAMES)
    assert any(text == "Skrytobójca" for text, _, _ in names)
    assert all(inside and whole for _, inside, whole in names), [n for n in names if not (n[1] and n[2])]
