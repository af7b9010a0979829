"""How the page is served (tutor.serve and the tutor template): nothing from outside, and a page
that cannot start says so and retries."""

from __future__ import annotations

import re

from conftest import server_only

SETUP = "/voila/render/agot/02-setup.ipynb"


def test_a_lesson_page_requests_nothing_outside_the_server(browser, server):
    context = browser.new_context()
    outside = server_only(context, server)
    page = context.new_page()
    page.goto(server + SETUP)
    page.wait_for_selector(".rt-root", timeout=120_000)
    page.wait_for_load_state("networkidle")
    html = page.content()
    context.close()
    assert outside == []
    assert "cdn." not in html and not re.findall(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", html)


def test_a_page_that_does_not_start_says_so_retries_twice_then_says_what_to_do(browser, server):
    """The page's HTML is cut before its cells, as if its kernel never started; the clock is fake."""
    context = browser.new_context()
    stuck: list[str] = []

    def never_starts(route):
        if not stuck:
            html = route.fetch().text()
            stuck.append(html[: html.index('<div id="rendered_cells"')])
        route.fulfill(body=stuck[0], content_type="text/html")

    context.route(f"**{SETUP}", never_starts)
    page = context.new_page()
    page.clock.install()
    page.goto(server + SETUP, wait_until="domcontentloaded")
    notice = page.locator("#tutor-starting")
    page.clock.run_for(15_000)
    assert notice.count() == 0
    page.clock.run_for(6_000)
    assert "still starting: many learners" in notice.inner_text()
    for attempt in (1, 2):
        page.clock.run_for(100_000)
        assert f"Trying again ({attempt} of 2)" in notice.inner_text()
        with page.expect_navigation(wait_until="domcontentloaded"):
            page.clock.run_for(4_000)
        page.clock.run_for(21_000)
        assert f"Attempt {attempt + 1} of 3" in notice.inner_text()
    page.clock.run_for(100_000)
    assert "could not start" in notice.inner_text() and "reload the page" in notice.inner_text()
    assert page.evaluate("Object.keys(sessionStorage).length") == 0  # a later visit starts afresh
    context.close()


def test_a_page_whose_widgets_could_not_be_restored_is_retried_then_says_what_to_do(browser, server):
    """Each load of the page shows the widget manager's error under its cells, as when a crowded
    server answers it too late ("Error displaying widget: model not found")."""
    context = browser.new_context()
    context.add_init_script("""setInterval(() => {
      const cells = document.getElementById("rendered_cells");
      if (cells && !document.getElementById("fake-error")) cells.insertAdjacentHTML("beforeend",
        '<div id="fake-error" class="jp-OutputArea-output">Error displaying widget: model not found</div>');
    }, 200);""")
    loads: list[str] = []
    page = context.new_page()
    page.on("load", lambda p: loads.append(p.url))
    page.goto(server + SETUP, wait_until="commit")
    notice = page.locator("#tutor-starting")
    notice.filter(has_text="could not load").wait_for(timeout=120_000)
    assert len(loads) == 3  # the first load and two retries
    assert "reload the page" in notice.inner_text()
    context.close()
