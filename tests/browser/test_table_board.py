"""The board game's table (agot-board) in a browser: the map of Westeros drawn from the view, with
its units, orders, tokens, the combat being fought and the march under way, and what clicks on it do.

Each state is a real game (a seeded session moved on by a random bot until a position is reached),
drawn by the standalone page without a kernel; ``window.sent`` keeps what a click would send.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from functools import cache

import pytest

import engine
from engine.board import supply
from engine.board.state import Unit
from tutor.board import standalone_html
from tutor.page import Page
from tutor.session import Session


def played_until(players: int, seed: int, ready: Callable[[engine.Game], bool]) -> Session:
    """A seeded game moved on by a random bot until ``ready``; the viewer is the player deciding."""
    s = Session("agot-board", seed=seed, players=players)
    bot = engine.RandomBot(seed)
    for _ in range(3000):
        if ready(s.game):
            s.viewer = s.game.decision.player if s.game.decision else None
            return s
        assert s.game.decision is not None, "the game ended before the position was reached"
        s.game.choose(bot.pick(s.game))
    pytest.fail("the position was not reached")


def table(game: engine.Game) -> dict:
    return game.view(None).to_json()["table"]


def deciding(verb: str, after: Callable[[engine.Game], bool] = lambda g: True) -> Callable[[engine.Game], bool]:
    return lambda g: g.decision is not None and any(o.verb == verb for o in g.decision.options) and after(g)


def revealed_combat(game: engine.Game) -> bool:
    c = table(game)["combat"]
    return c is not None and c["revealed"] and c["attacker"]["card"] is not None


def orders_out(game: engine.Game) -> bool:
    """Planning, with orders of several houses already on the map."""
    t = table(game)
    return (
        game.decision is not None
        and any(o.verb == "order" for o in game.decision.options)
        and len({a["order"]["house"] for a in t["areas"] if a["order"]}) >= 3
    )


POSITIONS = {
    "start": (4, 1, lambda g: True),
    "planning": (6, 3, orders_out),
    "marching": (6, 3, deciding("send", lambda g: bool(table(g)["march"]))),
    "combat": (6, 3, revealed_combat),
    "support": (6, 6, deciding("support")),
    "card": (6, 3, deciding("card")),
}


@cache
def session(what: str) -> Session:
    return played_until(*POSITIONS[what])


@cache
def state(what: str) -> dict:
    return Page(session(what)).scene()


def show(browser, st: dict, width: int = 1280):
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content(standalone_html(st, {}))
    page.wait_for_function("window.ready === true")
    assert not errors, errors
    assert page.locator(".rt-table .rt-msg").count() == 0  # no "the table could not be drawn"
    return page


def redraw(page, st: dict) -> None:
    page.evaluate("(s) => { window.sent = []; window.setScene(s); }", st)


def option(st: dict, verb: str) -> dict:
    return next(o for o in st["view"]["decision"]["options"] if o["verb"] == verb)


def about(st: dict, area: str) -> list[dict]:
    return [o for o in st["view"]["decision"]["options"] if o["subject"] == area or area in o["targets"]]


@pytest.fixture(scope="module")
def board(browser):
    page = show(browser, state("start"))
    yield page
    page.context.close()


def test_the_map_shows_every_area_and_border_of_the_base_map(board):
    st = state("start")
    t = st["view"]["table"]
    redraw(board, st)
    assert len(t["areas"]) == 58
    drawn = board.eval_on_selector_all(".ab-map .ab-area", "els => els.map(e => e.dataset.area)")
    assert sorted(drawn) == sorted(a["id"] for a in t["areas"])
    assert board.locator(".ab-map .ab-border").count() == len(t["borders"])
    for a in t["areas"]:
        node = board.locator(f".ab-area[data-area='{a['id']}']")
        assert node.get_attribute("class").split()[1] == f"ab-{a['kind']}"
        assert a["name"] in node.locator("title").last.text_content()
    # the three influence tracks in their order, with the dominance tokens' holders
    for track, order in t["tracks"]:
        row = board.locator(f".ab-track[data-track='{track}']")
        assert row.locator(".ab-chip").evaluate_all("els => els.map(e => e.dataset.house)") == order
        holder = dict(t["holders"])[track]
        assert row.locator(f".ab-chip[data-house='{holder}'] .ab-dom").count() == 1
    assert f"Round {t['round']} of {t['rounds']}" in board.locator(".ab-status").inner_text()


def test_units_tokens_and_orders_are_drawn_where_the_view_says(board):
    for what in ("planning", "combat"):
        s = session(what)
        st = state(what)
        t = st["view"]["table"]
        redraw(board, st)
        for a in t["areas"]:
            node = board.locator(f".ab-area[data-area='{a['id']}']")
            glyphs = node.locator(".ab-unit").evaluate_all(
                "els => els.map(e => [e.dataset.unit, e.classList.contains('ab-routed'), +e.dataset.n])"
            )
            shown = Counter()
            for kind, routed, n in glyphs:
                shown[kind, routed] += n
            assert shown == Counter((u["kind"], u["routed"]) for u in a["units"]), a["id"]
            assert node.locator(".ab-token").count() == (1 if a["token"] else 0)
            order = node.locator(".ab-order")
            if a["order"] is None:
                assert order.count() == 0
                continue
            o = a["order"]
            assert order.get_attribute("data-order") == (o["uid"] or "hidden"), a["id"]
            if o["uid"] is None:  # someone else's order, face down: a plain token
                assert order.locator("text").count() == 0
            else:
                shown = order.locator(".ab-otext").text_content()
                assert shown in (o["label"], o["label"].replace("Consolidate Power", "Consolidate"))
                own = not o["face_up"]
                assert ("ab-own" in order.get_attribute("class").split()) == own
                if own:
                    assert "hidden from the others" in order.locator("title").text_content()
        # what the viewer may not know never reaches the page
        if s.viewer is not None:
            html = board.content()
            assert not [x for x in s.game.hidden_from(s.viewer) if x in html]
    planning = state("planning")["view"]["table"]
    assert any(a["order"] and a["order"]["uid"] is None for a in planning["areas"])  # others' orders face down
    assert any(a["order"] and a["order"]["uid"] and not a["order"]["face_up"] for a in planning["areas"])  # own, hidden


def test_an_order_is_placed_by_clicking_an_area_and_choosing_from_its_menu(board):
    st = state("start")
    redraw(board, st)
    area = option(st, "order")["subject"]
    choices = about(st, area)
    assert len(choices) > 1
    board.locator(f".ab-area[data-area='{area}']").click()
    menu = board.locator(".rt-menu")
    assert menu.locator("button[role=menuitem]").count() == len(choices)
    pick = next(o for o in choices if o["targets"] == ["march+1"])
    menu.locator("button[role=menuitem]", has_text=pick["label"]).click()
    assert board.evaluate("window.sent") == [{"act": "choose", "id": pick["id"]}]


def test_a_refused_click_on_an_area_explains_itself_with_the_rule(board):
    st = state("start")
    redraw(board, st)
    refused = next(r for r in st["view"]["decision"]["refused"] if r["verb"] == "order")
    node = board.locator(f".ab-area[data-area='{refused['subject']}']")
    assert "rt-cold" in node.get_attribute("class").split()
    node.click()
    menu = board.locator(".rt-menu")
    assert refused["reason"] in menu.inner_text()
    title = st["rules"][refused["rule"]][0]
    assert menu.locator(".rt-rule").first.inner_text() == title
    assert board.evaluate("window.sent") == []


def test_what_a_lesson_points_at_lights_up_on_the_map(board):
    st = copy.deepcopy(state("start"))
    decision = st["view"]["decision"]
    pointed = option(st, "order")
    area = pointed["subject"]
    decision["options"] = [o for o in decision["options"] if o["subject"] != area]
    decision["refused"].append({**pointed, "reason": "a reason made up for this test", "rule": "board.planning.assign"})
    st["spotlight"] = ["winterfell", pointed["id"]]  # an area, and a refused option about another one
    redraw(board, st)
    lit = board.eval_on_selector_all(".ab-area.rt-spot", "els => els.map(e => e.dataset.area)")
    assert sorted(lit) == sorted({"winterfell", area})
    assert "rt-cold" in board.locator(f".ab-area[data-area='{area}']").get_attribute("class").split()


def test_a_march_is_drawn_as_arrows_and_a_unit_is_sent_by_clicking_its_destination(board):
    st = state("marching")
    t = st["view"]["table"]
    redraw(board, st)
    origin = t["march_origin"]
    assert "ab-origin" in board.locator(f".ab-area[data-area='{origin}']").get_attribute("class").split()
    destinations = {dest for _, dest in t["march"] if dest != origin}
    assert board.locator(".ab-arrow.ab-march").count() == len(destinations)
    sends = [o for o in st["view"]["decision"]["options"] if o["verb"] == "send"]
    dest = next(o["targets"][0] for o in sends if len(about(st, o["targets"][0])) == 1)
    refused = [r for r in st["view"]["decision"]["refused"] if r["subject"] == dest or dest in r["targets"]]
    board.locator(f".ab-area[data-area='{dest}']").click()
    chosen = about(st, dest)[0]
    if refused:  # a menu of the one option and the refusals
        board.locator(".rt-menu button[role=menuitem]").click()
    assert board.evaluate("window.sent") == [{"act": "choose", "id": chosen["id"]}]
    node = board.locator(f".ab-area[data-area='{dest}']")
    assert "rt-pending" in node.get_attribute("class").split()
    # the kernel answers with the same position (a refusal, say): the area is drawn as it was, not
    # left greyed as if the choice were still on its way
    answer = {**st, "message": "Not allowed: a reason made up for this test"}
    redraw(board, answer)
    assert "rt-pending" not in node.get_attribute("class").split()
    assert "rt-hot" in node.get_attribute("class").split()


def test_an_area_is_drawn_afresh_when_what_it_shows_changes_and_kept_when_not(board):
    before = state("planning")
    after = copy.deepcopy(before)
    area = next(a for a in after["view"]["table"]["areas"] if not a["units"] and a["kind"] == "land")
    area["units"] = [{"kind": "footman", "routed": False}]
    area["house"] = after["view"]["table"]["houses"][0]["house"]
    redraw(board, before)
    board.evaluate("() => document.querySelectorAll('.ab-area').forEach((g) => { g.__mark = true; })")
    redraw(board, after)
    fresh = board.eval_on_selector_all(".ab-area", "els => els.filter((g) => !g.__mark).map((g) => g.dataset.area)")
    assert fresh == [area["id"]]  # only the area that changed is drawn again, with its new unit
    assert board.locator(f".ab-area[data-area='{area['id']}'] .ab-unit[data-unit='footman']").count() == 1
    assert board.locator("rt-keep").count() == 0  # no stand-in is left in the page


def test_the_combat_panel_shows_both_sides(board):
    st = state("combat")
    c = st["view"]["table"]["combat"]
    redraw(board, st)
    panel = board.locator(".ab-combat")
    area = next(a["name"] for a in st["view"]["table"]["areas"] if a["id"] == c["area"])
    assert f"Combat in {area}" in panel.inner_text()
    for role in ("attacker", "defender"):
        side = c[role]
        box = panel.locator(f".ab-side[data-side='{role}']")
        assert box.get_attribute("data-house") == side["house"]
        assert box.locator(".ab-total b").inner_text() == str(side["strength"])
        assert box.locator(".ab-parts li").count() == len(side["parts"])
        assert box.locator(".ab-unit-ico").count() == len(side["units"])
        if side["card"]:
            assert side["card"]["name"] in box.locator(".ab-card").inner_text()
        if side["swords"] is not None:
            assert f"{side['swords']} swords" in box.inner_text()
    assert "ab-fight" in board.locator(f".ab-area[data-area='{c['area']}']").get_attribute("class").split()


def test_support_is_given_by_clicking_a_side_of_the_combat(board):
    st = state("support")
    redraw(board, st)
    backing = option(st, "support")
    house = backing["targets"][0]
    role = next(r for r in ("attacker", "defender") if st["view"]["table"]["combat"][r]["house"] == house)
    side = board.locator(f".ab-combat .ab-side[data-side='{role}']")
    side.click()
    assert board.evaluate("window.sent") == [{"act": "choose", "id": backing["id"]}]
    # the supporting area on the map offers every answer in a menu
    board.evaluate("window.sent = []")
    board.locator(f".ab-area[data-area='{backing['subject']}']").click()
    assert board.locator(".rt-menu button[role=menuitem]").count() == len(about(st, backing["subject"]))


def test_a_house_card_in_the_viewers_hand_is_chosen_by_clicking_it(board):
    st = state("card")
    redraw(board, st)
    you = st["view"]["table"]["you"]
    pick = option(st, "card")
    card = board.locator(f".ab-house[data-house='{you}'] .ab-card[data-card='{pick['subject']}']")
    assert "rt-hot" in card.get_attribute("class").split()
    card.click()
    assert board.evaluate("window.sent") == [{"act": "choose", "id": pick["id"]}]
    # the other houses' cards are shown (their hands are open) but answer no click
    other = next(x for x in st["view"]["table"]["houses"] if x["house"] != you)
    assert board.locator(f".ab-house[data-house='{other['house']}'] .ab-card.rt-hot").count() == 0


def test_a_bid_is_shown_only_to_its_bidder(board):
    st = copy.deepcopy(state("start"))
    houses = st["view"]["table"]["houses"]
    houses[0].update(has_bid=True, bid=3)
    houses[1].update(has_bid=True, bid=None)
    redraw(board, st)
    assert "bid 3 (only you see it)" in board.locator(f".ab-house[data-house='{houses[0]['house']}']").inner_text()
    other = board.locator(f".ab-house[data-house='{houses[1]['house']}']").inner_text()
    assert "has bid" in other and "bid 3" not in other


@pytest.mark.parametrize("width", [390, 1280])
def test_nothing_overflows_the_page(browser, width):
    page = show(browser, state("combat"), width)
    try:
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        box = page.locator(".ab-mapbox")
        assert box.evaluate("b => b.getBoundingClientRect().right") <= width
        if width == 390:  # the map keeps a readable size and scrolls inside its box
            assert box.evaluate("b => b.scrollWidth > b.clientWidth")
        page.locator(".ab-zoom button[aria-label='zoom in']").click()
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        page.context.close()


def test_the_tracks_show_the_views_numbers(board):
    """The victory target, the supply track's spaces and the wildling track's, from the view; an
    army beyond the supply limits is marked where the engine says it is."""
    st = copy.deepcopy(state("start"))
    t = st["view"]["table"]
    redraw(board, st)
    goal = t["victory_target"]
    victory = board.locator(".ab-track[data-track='victory']")
    assert f"({goal} wins)" in victory.inner_text()
    for x in t["houses"]:
        row = victory.locator(f".ab-srow[data-house='{x['house']}']")
        assert row.locator(".ab-pip").count() == goal
        assert row.locator(".ab-pip.ab-on").count() == x["points"]
    ticks = board.locator(".ab-threatbar .ab-tick").all_inner_texts()
    assert [int(n) for n in ticks] == t["threat_marks"]
    assert board.locator(".ab-threatbar .ab-here").inner_text() == str(t["threat"])
    row = board.locator(".ab-track[data-track='supply'] .ab-srow").first
    assert [int(n) for n in row.locator(".ab-lvl").all_inner_texts()] == t["supply_levels"]
    assert "over the limit" not in board.locator(".ab-track[data-track='supply']").inner_text()
    # armies that do not fit Stark's supply: the engine marks the army beyond the limits
    game = Session("agot-board", seed=1, players=4).game
    game.state.supply["stark"] = 1  # two armies allowed: 3 and 2
    for area in ("karhold", "the_stony_shore", "winterfell"):
        game.state.units[area] = [Unit("stark", "footman"), Unit("stark", "footman")]
    supply.start_reconcile(game)
    assert "stark" in game.state.reconcile  # the engine will make Stark reduce
    redraw(board, {**st, "view": game.view("Stark").to_json()})
    row = board.locator(".ab-track[data-track='supply'] .ab-srow[data-house='stark']")
    assert row.locator(".ab-slot").all_inner_texts() == ["2/3", "2/2", "2/–"]
    assert row.locator(".ab-slot.ab-over").all_inner_texts() == ["2/–"]
    assert "over the limit!" in row.inner_text()
