"""The popups of the page: the menu of a thing clicked (its options and refusals) opens where it can be
read whole, inside the viewport and the widget, above the thing when there is no room below it; it
closes on Escape (focus back on the thing) and on a click outside. A pile's list of names lies in line
and never covers the hand. A rule's name shows its summary on a tap or a key, for touch screens."""

from __future__ import annotations

import pytest
from test_front_lesson import lesson_scenes, show
from test_table_agot import play_until, setup_choice

from tutor.page import Page
from tutor.session import Session

#: The rectangle of an element, and of the viewport and the widget around it.
BOXES = """(e) => { const r = e.getBoundingClientRect();
  const w = document.querySelector('.rt-root').getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, vh: innerHeight, vw: innerWidth,
    wtop: w.top, wbottom: w.bottom }; }"""


def refused_near_the_bottom(page):
    """A thing on the table whose click opens the menu (a refusal), scrolled to the viewport's bottom."""
    anchor = page.locator(".rt-table .rt-cold").first
    anchor.evaluate("(e) => window.scrollBy(0, e.getBoundingClientRect().bottom - innerHeight + 6)")
    box = anchor.evaluate(BOXES)
    assert box["vh"] - 60 < box["bottom"] <= box["vh"]
    return anchor


def inside(box: dict) -> bool:
    return (
        box["top"] >= 0
        and box["bottom"] <= box["vh"]
        and box["left"] >= 0
        and box["right"] <= box["vw"]
        and box["wtop"] <= box["top"]
        and box["bottom"] <= box["wbottom"]
    )


@pytest.fixture(scope="module")
def lesson_step():
    """agot lesson 1, step 5: the step whose menu went below the widget's bottom and was cut off."""
    scene = lesson_scenes("agot/01-the-game.yaml", 5)[4]
    assert scene["lesson"]["step"] == 5
    return scene


@pytest.mark.parametrize(
    "viewport", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}], ids=["desktop", "phone"]
)
def test_the_menu_opens_inside_the_viewport_near_its_bottom_edge(page, lesson_step, viewport):
    show(page, lesson_step, viewport)
    anchor = refused_near_the_bottom(page)
    anchor.click()
    menu = page.locator(".rt-menu")
    assert menu.count() == 1
    box = menu.evaluate(BOXES)
    assert inside(box), box
    assert box["bottom"] <= anchor.evaluate(BOXES)["top"]  # no room below: above the thing
    assert "✗" in menu.inner_text() and menu.locator(".rt-rule").count() >= 1


def test_the_menu_stays_inside_the_widget_where_it_ends_above_the_viewports_bottom(page, lesson_step):
    """As in Voilà: the output area around the widget clips it, and the page goes on below it."""
    show(page, lesson_step, {"width": 1280, "height": 800})
    anchor = page.locator(".rt-table .rt-cold").first
    anchor.evaluate("(e) => e.scrollIntoView({ block: 'center' })")
    page.evaluate(
        """(e) => { const root = document.querySelector(".rt-root");
      root.style.height = `${e.getBoundingClientRect().bottom - root.getBoundingClientRect().top + 20}px`;
      root.style.overflow = "hidden"; document.body.style.paddingBottom = "800px"; }""",
        anchor.element_handle(),
    )
    anchor.click()
    box = page.locator(".rt-menu").evaluate(BOXES)
    assert box["wbottom"] < box["vh"] - 100 and inside(box), box


def test_the_menu_stays_inside_a_scrolled_notebook_around_the_widget(page, lesson_step):
    """As in JupyterLab: the widget inside a panel that scrolls, shorter than the window."""
    show(page, lesson_step, {"width": 1280, "height": 800})
    page.evaluate("""() => {
      const panel = document.createElement("div");
      panel.id = "panel";
      panel.style.cssText = "position: fixed; top: 120px; left: 0; right: 0; height: 500px; overflow: auto";
      document.body.append(panel);
      panel.append(document.getElementById("root"));
    }""")
    anchor = page.locator(".rt-table .rt-cold").first
    anchor.evaluate("""(e) => { const panel = document.getElementById("panel");
      panel.scrollTop += e.getBoundingClientRect().bottom - panel.getBoundingClientRect().bottom + 6; }""")
    anchor.click()
    menu = page.locator(".rt-menu").bounding_box()
    panel = page.locator("#panel").bounding_box()
    assert panel["y"] <= menu["y"] and menu["y"] + menu["height"] <= panel["y"] + panel["height"], (menu, panel)


def test_a_menu_too_tall_for_either_side_scrolls_inside_the_viewport(page, lesson_step):
    show(page, lesson_step, {"width": 390, "height": 300})
    anchor = page.locator(".rt-table .rt-cold").first
    anchor.evaluate("(e) => e.scrollIntoView({ block: 'center' })")
    anchor.click()
    box = page.locator(".rt-menu").evaluate(BOXES)
    assert inside(box), box


def test_escape_closes_the_menu_and_gives_the_focus_back(page, lesson_step):
    show(page, lesson_step, {"width": 1280, "height": 800})
    anchor = refused_near_the_bottom(page)
    anchor.click()
    assert page.locator(".rt-menu").count() == 1
    assert page.evaluate("document.activeElement.closest('.rt-menu') !== null")  # the keys work in it
    page.keyboard.press("Escape")
    assert page.locator(".rt-menu").count() == 0
    assert anchor.evaluate("(e) => document.activeElement === e")
    anchor.press("Enter")  # from the keyboard again
    assert page.locator(".rt-menu").count() == 1
    assert page.evaluate("window.sent") == []


@pytest.mark.parametrize("where", ["page", "widget"])
def test_a_click_outside_closes_the_menu(page, lesson_step, where):
    show(page, lesson_step, {"width": 1280, "height": 800})
    page.evaluate("document.body.style.paddingBottom = '400px'")  # room outside the widget
    anchor = refused_near_the_bottom(page)
    anchor.click()
    menu = page.locator(".rt-menu")
    assert menu.count() == 1
    menu.locator(".rt-refused").first.click()  # a click inside keeps it
    assert menu.count() == 1
    if where == "page":
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        box = page.locator(".rt-root").bounding_box()
        page.mouse.click(20, box["y"] + box["height"] + 100)
    else:
        page.locator(".rt-header").click()
    assert menu.count() == 0
    assert page.evaluate("window.sent") == []


def test_an_option_of_the_menu_is_chosen_and_the_menu_closes(page):
    def two_ways(game) -> bool:  # a card the viewer may use in two ways (the menu asks which)
        d = game.decision
        subjects = [o.subject for o in d.options if o.subject] if d is not None and d.player == "Stark" else []
        return any(subjects.count(s) > 1 for s in subjects)

    s = Session("agot", seed=1, viewer="Stark")
    play_until(s, two_ways)
    scene = Page(s).scene()
    options = scene["view"]["decision"]["options"]
    uid = next(o["subject"] for o in options if [x["subject"] for x in options].count(o["subject"]) > 1)
    show(page, scene, {"width": 390, "height": 844})
    page.locator(f'.rt-c[data-key="{uid}"]').click()
    items = page.locator(".rt-menu [role=menuitem]")
    assert items.count() >= 2
    assert page.evaluate("document.activeElement.getAttribute('role')") == "menuitem"  # the first option
    items.nth(1).click()
    assert page.locator(".rt-menu").count() == 0
    chosen = [o["id"] for o in options if o["subject"] == uid][1]
    assert page.evaluate("window.sent") == [{"act": "choose", "id": chosen}]


def test_an_open_pile_lists_its_names_in_line_without_covering_the_hand(page):
    scene = Page(setup_choice()).scene()
    table = scene["view"]["table"]
    me = scene["view"]["viewer"]
    used = table["players"][me]["plots"]
    assert used, "the viewer's plot deck is listed"
    show(page, scene, {"width": 390, "height": 844})
    area = page.locator(f'.ag-area[data-player="{me}"]')
    pile = area.locator(".ag-pile.ag-listed").first
    hand = area.locator(".ag-zone.ag-hand")
    down = "(e) => e.getBoundingClientRect().top - e.closest('.ag-area').getBoundingClientRect().top"
    before = hand.evaluate(down)
    assert pile.get_attribute("aria-expanded") == "false"
    pile.click()
    names = area.locator(".ag-names:not([hidden])")
    assert names.count() == 1 and pile.get_attribute("aria-expanded") == "true"
    assert names.inner_text().split("\n") == [c["name"] for c in used]
    listed = names.bounding_box()
    assert listed["y"] + listed["height"] <= hand.bounding_box()["y"] + 1  # the list lies above the hand
    assert hand.evaluate(down) >= before + listed["height"] - 1  # which moved down to make room
    page.evaluate("(s) => window.setScene(s)", scene)  # a redraw keeps it open
    assert area.locator(".ag-names:not([hidden])").count() == 1
    pile.focus()
    page.keyboard.press("Escape")
    assert area.locator(".ag-names:not([hidden])").count() == 0
    page.keyboard.press("Enter")
    assert area.locator(".ag-names:not([hidden])").count() == 1


def test_a_rule_chip_shows_its_summary_on_a_tap_and_on_a_key(browser, lesson_step):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    show(page, lesson_step)
    chip = page.locator(".rt-decision .rt-rule").first
    rule = lesson_step["rules"][chip.get_attribute("data-rule")]
    summary = chip.locator("xpath=following-sibling::*[1]")
    assert chip.inner_text() == rule[0] and not summary.is_visible()
    chip.tap()
    assert summary.is_visible() and summary.inner_text().strip() == rule[2].strip()
    assert chip.get_attribute("aria-expanded") == "true"
    chip.tap()
    assert not summary.is_visible()
    chip.focus()
    page.keyboard.press("Enter")
    assert summary.is_visible()
    page.keyboard.press("Space")
    assert not summary.is_visible()
    assert page.evaluate("window.sent") == []
    context.close()
