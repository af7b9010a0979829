"""The Sojusze table in a browser: what a learner sees of the ring and what their clicks send.

Each state is a real game (a seeded session moved on by a random bot), drawn by the standalone page
without a kernel; ``window.sent`` keeps what a click would send.
"""

from __future__ import annotations

import copy
from functools import cache

import pytest

import engine
from tutor.board import standalone_html
from tutor.page import Page
from tutor.session import Session


def session(players: int = 3, seed: int = 1, moves: int = 20) -> Session:
    s = Session("alliances", seed=seed, players=[f"P{i + 1}" for i in range(players)])
    bot = engine.RandomBot(seed)
    for _ in range(moves):
        if s.game.decision is None:
            break
        s.game.choose(bot.pick(s.game))
    s.viewer = s.game.decision.player if s.game.decision else None
    return s


@cache
def state(players: int = 3, seed: int = 1, moves: int = 20) -> dict:
    return Page(session(players, seed, moves)).scene()


def show(browser, st: dict, width: int = 1280):
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.set_content(standalone_html(st, {}))
    page.wait_for_function("window.ready === true")
    return page


def redraw(page, st: dict) -> None:
    page.evaluate("(s) => { window.sent = []; window.setScene(s); }", st)


def verbs(st: dict) -> set[str]:
    return {o["verb"] for o in st["view"]["decision"]["options"]}


@pytest.fixture(scope="module")
def ring(browser):
    page = show(browser, state())
    yield page
    page.context.close()


def test_every_leader_and_council_is_drawn_with_its_allies_around_the_ring(ring):
    for players, seed, moves in ((3, 4, 180), (4, 1, 44), (5, 1, 63), (6, 14, 242)):
        st = state(players, seed, moves)
        table = st["view"]["table"]
        redraw(ring, st)
        for leader in table["leaders"]:
            seat = ring.locator(f".al-seat[data-player='{leader['player']}']")
            assert seat.count() == 1
            assert seat.locator(".al-total b").inner_text() == str(leader["total"])
        for council in table["councils"]:
            box = ring.locator(f".al-council[data-council='{council['id']}']")
            assert box.count() == 1
            shown = box.locator(".al-ally").all_inner_texts()
            assert len(shown) == len(council["allies"])
            for ally, text in zip(council["allies"], shown, strict=True):
                assert ally["name"].split(" (")[0] in text and str(ally["power"]) in text
        viewer = st["view"]["viewer"]
        assert "(you)" in ring.locator(f".al-seat[data-player='{viewer}']").inner_text()
        # a ring at 1280 px: the cells (seats, councils, centre) never lie on one another
        boxes = ring.eval_on_selector_all(
            ".al-ring > .al-cell",
            "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })",
        )
        assert len(boxes) == 2 * players + 1
        for i, a in enumerate(boxes):
            for b in boxes[i + 1 :]:
                assert a[2] <= b[0] + 1 or b[2] <= a[0] + 1 or a[3] <= b[1] + 1 or b[3] <= a[1] + 1, (players, a, b)
        assert ring.locator(".al-links line.al-link.al-link-small").count() >= 1  # each leader's small council


def test_the_viewers_hand_is_clickable_and_others_show_only_backs(ring):
    s = session()
    st = Page(s).scene()
    redraw(ring, st)
    viewer = st["view"]["viewer"]
    hand = ring.locator(f".al-strip[data-zone='hand:{viewer}'] .rt-c")
    assert hand.count() == len(s.game.state.hands[viewer]) > 0
    for other in (p for p in s.game.players if p != viewer):
        line = ring.locator(f".al-seat[data-player='{other}'] .al-hand-line")
        hidden = s.game.state.hands[other]
        assert line.locator(".al-back").count() == min(len(hidden), 12)
        for uid in hidden:
            assert ring.locator(f"[data-key='{uid}']").count() == 0
            name = s.game.card(uid).name.split(" (")[0]
            assert name not in line.inner_text()
    first = hand.first
    uid = first.get_attribute("data-key")
    first.click()
    assert ring.evaluate("window.sent") == [{"act": "choose", "id": f"play:{uid}"}]


def test_things_on_the_table_answer_clicks_with_their_options(ring):
    cases = [  # (players, seed, moves, verb, selector of what the learner clicks)
        (4, 1, 30, "give", ".al-seat[data-player='P1'] .al-bids"),
        (3, 1, 18, "token", None),
        (6, 14, 242, "kill", None),
        (3, 1, 5, "take", None),
    ]
    for players, seed, moves, verb, selector in cases:
        st = state(players, seed, moves)
        assert verb in verbs(st), (verb, verbs(st))
        option = next(o for o in st["view"]["decision"]["options"] if o["verb"] == verb)
        redraw(ring, st)
        if selector is None:
            if verb == "token":
                selector = f".al-council[data-council='{option['subject']}']"
            elif verb == "kill":
                council, ally = option["targets"][0], option["subject"]
                selector = f".al-council[data-council='{council}'] .al-ally[data-ally='{ally}']"
            else:
                selector = f".al-bids [data-key='{option['subject']}']"
        target = ring.locator(selector)
        target.click()
        assert ring.evaluate("window.sent") == [{"act": "choose", "id": option["id"]}], verb


def test_a_refused_click_shows_why_and_sends_nothing(ring):
    st = copy.deepcopy(state())
    decision = st["view"]["decision"]
    play = next(o for o in decision["options"] if o["verb"] == "play")
    decision["options"].remove(play)
    decision["refused"].append({**play, "reason": "a reason made up for this test", "rule": "bid.play"})
    redraw(ring, st)
    ring.locator(f".al-strip [data-key='{play['subject']}']").click()
    menu = ring.locator(".rt-menu")
    assert "a reason made up for this test" in menu.inner_text()
    assert ring.evaluate("window.sent") == []


def test_token_values_stay_hidden_until_the_end(ring):
    st = state(6, 14, 242)
    redraw(ring, st)
    councils = [c for c in st["view"]["table"]["councils"] if c["tokens"]]
    assert councils and all(c["token_values"] is None for c in councils)
    for c in councils:
        discs = ring.locator(f".al-council[data-council='{c['id']}'] .al-tok")
        assert discs.count() == c["tokens"]
        assert "".join(discs.all_inner_texts()).strip() == ""
        assert "hidden" in ring.locator(f".al-council[data-council='{c['id']}']").inner_text()
    over = state(3, 1, 3000)
    assert over["view"]["header"]["over"]
    redraw(ring, over)
    for c in over["view"]["table"]["councils"]:
        discs = ring.locator(f".al-council[data-council='{c['id']}'] .al-tok.al-up")
        assert [int(x) for x in discs.all_inner_texts()] == c["token_values"]
    winner = over["view"]["header"]["result"]["winner"]
    assert "winner" in ring.locator(f".al-seat[data-player='{winner}']").inner_text()


@pytest.mark.parametrize("width", [390, 1280])
def test_bid_totals_are_whole_and_nothing_overflows(browser, width):
    page = show(browser, state(6, 1, 5), width)
    try:
        totals = page.eval_on_selector_all(".al-total", "els => els.map(e => [e.scrollWidth, e.clientWidth])")
        assert len(totals) == 6 and all(sw <= cw for sw, cw in totals)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        smallest = page.evaluate(
            """() => Math.min(...[...document.querySelectorAll('.al-table *')]
                 .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
                 .map(e => parseFloat(getComputedStyle(e).fontSize)))"""
        )
        assert smallest >= 11
    finally:
        page.context.close()
