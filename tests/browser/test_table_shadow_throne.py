"""The W Cieniu Tronu table as a learner sees it, drawn in headless Chromium from real states.

Each state comes from a seeded game moved on by a random bot until it shows what a test needs
(an exchange, an elimination, a turned column...), so the tests follow the engine, not a copy of
it. The page is the standalone one (no kernel): clicks are kept in ``window.sent``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine
from tutor.board import standalone_html
from tutor.page import Page
from tutor.session import Session

GAME = "shadow-throne"


def position(
    wanted: Callable[[Any], bool], players: int = 2, seeds: range = range(1, 40), viewer: str | None = "decider"
) -> tuple[dict[str, Any], Any]:
    """The first position of a bot game where ``wanted(game)`` holds: (page state, game)."""
    for seed in seeds:
        s = Session(GAME, seed=seed, players=[f"P{i + 1}" for i in range(players)])
        bot = engine.RandomBot(seed)
        for _ in range(3000):
            if wanted(s.game):
                d = s.game.decision
                s.viewer = (d.player if d else None) if viewer == "decider" else viewer
                return Page(s).scene(), s.game
            if s.game.decision is None:
                break
            s.game.choose(bot.pick(s.game))
    raise AssertionError("no bot game reached the position this test needs")


def verbs(game: Any) -> set[str]:
    d = game.decision
    return {o.verb for o in d.options} if d else set()


def refused_verbs(game: Any) -> set[str]:
    d = game.decision
    return {r.verb for r in d.rejected} if d else set()


@pytest.fixture(scope="module")
def table(browser):
    """One page for the module; ``show(state)`` redraws it and forgets earlier clicks."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(10_000)
    first, _ = position(lambda g: g.decision is not None)
    page.set_content(standalone_html(first, {}))
    page.wait_for_function("window.ready === true")

    def show(state: dict[str, Any], width: int = 1280) -> Any:
        page.set_viewport_size({"width": width, "height": 900})
        page.evaluate("(s) => { window.sent = []; window.setScene(s); }", state)
        return page

    show.page = page
    yield show
    context.close()


def test_revealed_cards_in_order_with_their_values(table):
    state, game = position(lambda g: g.state.turn is not None and len(g.state.turn.revealed) >= 3 and not g.over)
    page = table(state)
    cards = page.locator(".st-turn .st-revealed .st-card[data-order]")
    values = [int(v) for v in cards.locator(".st-val").all_inner_texts()]
    assert values == [int(u[0]) for u in game.state.turn.revealed]
    assert page.locator(".st-turnhead").inner_text().endswith(f"{len(values)} of 5 cards out")


def test_clicking_the_deck_reveals(table):
    state, _ = position(lambda g: verbs(g) == {"reveal"})
    page = table(state)
    page.locator(".st-deck").click()
    assert page.evaluate("window.sent") == [{"act": "choose", "id": "reveal"}]


@pytest.mark.parametrize("verb", ["exchange", "eliminate"])
def test_a_column_answers_with_its_option_or_its_refusal(table, verb):
    state, game = position(lambda g: verb in verbs(g) and verb in refused_verbs(g))
    good = next(o for o in game.decision.options if o.verb == verb)
    bad = next(r for r in game.decision.rejected if r.verb == verb)
    page = table(state)
    page.locator(f'.st-col[data-player="{good.subject}"][data-value="{good.target}"]').click()
    assert page.evaluate("window.sent") == [{"act": "choose", "id": good.id}]

    page = table(state)
    column = page.locator(f'.st-col[data-player="{bad.subject}"][data-value="{bad.targets[0]}"]')
    assert "rt-cold" in column.get_attribute("class")
    column.click()
    menu = page.locator(".rt-menu")
    assert bad.reason in menu.inner_text()
    assert state["rules"][bad.rule][0] in menu.locator(".rt-rule").first.inner_text()
    assert page.evaluate("window.sent") == []


def test_a_turned_column_lies_sideways(table):
    from engine.shadow_throne import powers

    def turned(g: Any) -> bool:
        return any(powers.is_turned(g, p, v) for p in g.players for v in g.state.seats[p].columns)

    state, _ = position(lambda g: not g.over and turned(g))
    page = table(state)
    for seat in state["view"]["table"]["seats"]:
        for c in seat["columns"]:
            cls = page.locator(f'.st-col[data-player="{seat["player"]}"][data-value="{c["value"]}"]').get_attribute(
                "class"
            )
            assert ("st-turned" in cls.split()) == c["turned"]
    top = page.locator(".st-col.st-turned .st-top").first.bounding_box()
    assert top["width"] > top["height"]  # the last card lies on its side


def test_bust_chance_for_the_active_player_only_and_not_at_the_end(table):
    def going(g: Any) -> bool:
        return g.state.turn is not None and len(g.state.turn.revealed) >= 2 and verbs(g) & {"reveal"}

    state, game = position(going)
    page = table(state)
    chance = state["view"]["table"]["turn"]["bust_chance"]
    assert page.locator(".st-odds").inner_text().endswith(f"{round(chance * 100)}%")
    other = next(p for p in game.players if p != game.state.turn.player)
    watcher, _ = position(going, viewer=other)
    assert table(watcher).locator(".st-odds").count() == 0
    over, _ = position(lambda g: g.over, viewer=None)
    page = table(over)
    assert page.locator(".st-odds").count() == 0 and page.locator(".st-turn").count() == 0
    assert "revealed" in page.locator(".st-end").inner_text()


def test_no_sideways_scrolling_at_390_px(table):
    for state in (
        position(lambda g: sum(len(s.columns) for s in g.state.seats.values()) >= 16, players=4)[0],
        position(lambda g: verbs(g) & {"replace"}, players=3)[0],
        position(lambda g: g.over, viewer=None)[0],
    ):
        page = table(state, width=390)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert page.locator(".st-seat").count() == len(state["view"]["table"]["seats"])
