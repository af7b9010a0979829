"""The Mother of Dragons table (mother-of-dragons) in a browser: the same drawer as agot-board, with
the Essos board beside Westeros, dragons and their strength, loyalty tokens, vassals and their
lords, sea and vassal orders, upgrade tokens, the Iron Bank row and each house's loans.

Each state is a real game (seeded, moved on by a random bot until a position is reached), drawn by
the standalone page without a kernel; ``window.sent`` keeps what a click would send, and the
vassal choice is clicked through: what the page sent goes to the session and the new scene is drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest
import yaml
from test_table_board import redraw, show  # the same map drawer and page

import engine
from engine.board.data import map_data
from engine.board.orders import TOKENS
from tutor.page import Page
from tutor.session import Session

HOUSES = ["Stark", "Lannister", "Greyjoy", "Targaryen"]
ESSOS = {a.id for a in map_data().areas if a.board == "essos"}


def played_until(seed: int, ready: Callable[[engine.Game], bool], players=HOUSES) -> Session:
    """A seeded four-player game moved on by a random bot until ``ready``; seen by an onlooker."""
    s = Session("mother-of-dragons", seed=seed, players=players)
    bot = engine.RandomBot(seed)
    for _ in range(3000):
        if ready(s.game):
            return s
        assert s.game.decision is not None, "the game ended before the position was reached"
        s.game.choose(bot.pick(s.game))
    pytest.fail("the position was not reached")


def sea_and_vassal_orders_revealed(game: engine.Game) -> bool:
    s = game.state
    tokens = [TOKENS[o.token] for o in s.orders.values()]
    return s.revealed and any(t.sea for t in tokens) and any(t.vassal for t in tokens)


def loans_upgrades_and_strong_dragons(game: engine.Game) -> bool:
    s = game.state
    dragons = any(u.kind == "dragon" for units in s.units.values() for u in units)
    return bool(s.upgrades) and any(s.loans.values()) and s.dragon_strength >= 1 and dragons


POSITIONS = {
    "start": (1, lambda g: True),
    "orders": (1, sea_and_vassal_orders_revealed),
    "late": (3, loans_upgrades_and_strong_dragons),
}


@cache
def session(what: str) -> Session:
    return played_until(*POSITIONS[what])


def state(what: str) -> dict:
    return Page(session(what)).scene()


def area(page, area_id: str):
    return page.locator(f".ab-map .ab-area[data-area='{area_id}']")


@pytest.fixture(scope="module")
def board(browser):
    page = show(browser, state("start"))
    yield page
    page.context.close()


def test_westeros_and_essos_are_drawn_side_by_side(board):
    st = state("start")
    t = st["view"]["table"]
    redraw(board, st)
    assert t["variant"] == "mod_essos" and len(t["areas"]) == 75
    drawn = board.eval_on_selector_all(".ab-map .ab-area", "els => els.map(e => e.dataset.area)")
    assert sorted(drawn) == sorted(a["id"] for a in t["areas"])
    assert board.locator(".ab-map .ab-border").count() == len(t["borders"])
    assert board.locator(".ab-map").get_attribute("aria-label") == "the map of Westeros and Essos"
    on_essos = board.eval_on_selector_all(".ab-area[data-board='essos']", "els => els.map(e => e.dataset.area)")
    assert set(on_essos) == ESSOS
    assert board.locator(".ab-essos-ground").count() == 1
    # Essos lies to the right of Westeros
    centre = "els => els.map(e => { const r = e.getBoundingClientRect(); return r.left + r.width / 2; })"
    essos_x = board.eval_on_selector_all(".ab-area[data-board='essos']", centre)
    westeros_x = board.eval_on_selector_all(".ab-area:not([data-board='essos'])", centre)
    assert min(essos_x) > max(westeros_x)


def test_the_iron_bank_row_shows_three_slots_with_their_costs(board):
    st = state("start")
    bank = st["view"]["table"]["mod"]["bank"]
    redraw(board, st)
    slots = board.locator(".ab-bank .ab-bslot")
    assert slots.count() == 3
    assert [s[0] for s in bank] == [1, 4, 7]
    for i, (cost, loan, name) in enumerate(bank):
        slot = slots.nth(i)
        assert slot.get_attribute("data-cost") == str(cost)
        assert slot.locator(".ab-bcost").inner_text().strip() == str(cost)
        if loan is None:
            assert "ab-empty" in slot.get_attribute("class").split() and "empty" in slot.inner_text()
        else:
            assert slot.get_attribute("data-loan") == loan and name in slot.inner_text()
    assert any(loan is None for _, loan, _ in bank) and any(loan for _, loan, _ in bank)  # both kinds are seen
    deck = st["view"]["table"]["mod"]["loan_deck"]
    assert f"{deck} loan cards in the deck" in board.locator(".ab-bank").inner_text()


def test_dragons_loyalty_and_vassals_at_the_start(board):
    st = state("start")
    t = st["view"]["table"]
    m = t["mod"]
    redraw(board, st)
    # the dragons stand in Essos as units, with their strength beside them
    dragons = {a["id"]: sum(u["kind"] == "dragon" for u in a["units"]) for a in t["areas"]}
    assert sum(dragons.values()) == 3
    for area_id, n in dragons.items():
        glyphs = area(board, area_id).locator(".ab-unit[data-unit='dragon']")
        assert sum(int(g.get_attribute("data-n")) for g in glyphs.all()) == n
        for g in glyphs.all():
            assert g.get_attribute("data-strength") == str(m["dragon_strength"])
    assert board.locator(".ab-dstr text").first.text_content() == str(m["dragon_strength"])
    # a loyalty token on King's Landing, and only where the view has them
    assert dict(m["loyalty"]) == {"kings_landing": 1}
    token = area(board, "kings_landing").locator(".ab-loyalty")
    assert token.get_attribute("data-n") == "1" and token.locator("text").text_content() == "1"
    assert board.locator(".ab-loyalty").count() == 1
    # the unchosen houses are vassals: their panels say so, the areas they hold carry a mark
    vassals = {v for v, _ in m["vassals"]}
    assert vassals == {"baratheon", "martell", "tyrell", "arryn"}
    for v in vassals:
        assert board.locator(f".ab-house[data-house='{v}'] .ab-pill.ab-vassal").inner_text() == "vassal"
    held = {a["id"] for a in t["areas"] if a["controller"] in vassals}
    marked = board.eval_on_selector_all(".ab-vmark", "els => els.map(e => e.closest('.ab-area').dataset.area)")
    assert held and set(marked) == held
    # Targaryen's points: loyalty taken and Pentos held
    targaryen = next(x for x in t["houses"] if x["house"] == "targaryen")
    assert targaryen["points"] == m["loyalty_won"] + int(m["pentos_held"])
    panel = board.locator(".ab-house[data-house='targaryen']")
    assert panel.locator(".ab-tpoints b").inner_text() == str(targaryen["points"])
    assert "holding Pentos" in panel.inner_text()
    assert panel.locator(".ab-dstrength").inner_text() == str(m["dragon_strength"])


def test_clicking_through_the_vassal_choice_updates_the_page(browser):
    s = played_until(1, lambda g: True)
    page = show(browser, Page(s).scene())
    try:
        chosen = {}
        for _ in range(8):
            d = s.game.decision
            offered = [o for o in d.options if o.verb == "vassal"]
            if not offered:
                break
            pick = offered[0]
            head = page.locator(f".ab-house[data-house='{pick.subject}'] .ab-hhead")
            assert "rt-hot" in head.get_attribute("class").split()
            head.click()
            sent = page.evaluate("window.sent")
            assert sent == [{"act": "choose", "id": pick.id}]
            Page(s).act(sent[0])  # what the kernel does with the click
            lord = s.game.state.lords[str(pick.subject)]
            chosen[pick.subject] = lord
            redraw(page, Page(s).scene())
            panel = page.locator(f".ab-house[data-house='{pick.subject}']")
            assert panel.locator(".ab-pill.ab-vassal").inner_text() == f"vassal of {lord.capitalize()}"
            lord_panel = page.locator(f".ab-house[data-house='{lord}'] .ab-lord")
            assert lord_panel.locator(f".ab-chip[data-house='{pick.subject}']").count() == 1
            t = Page(s).scene()["view"]["table"]
            for a in t["areas"]:
                if a["controller"] == pick.subject:
                    assert area(page, a["id"]).locator(".ab-vmark").get_attribute("data-lord") == lord
        assert len(chosen) >= 2, "the vassal choice went by in fewer than two clicks"
    finally:
        page.context.close()


def test_sea_and_vassal_orders_are_told_apart_on_the_map(board):
    st = state("orders")
    t = st["view"]["table"]
    redraw(board, st)
    seen = set()
    for a in t["areas"]:
        o = a["order"]
        if not o:
            continue
        node = area(board, a["id"]).locator(".ab-order")
        kind = "sea" if o["label"].endswith("(sea)") else "vassal" if o["label"].endswith("(vassal)") else None
        assert node.get_attribute("data-token") == kind, a["id"]
        classes = node.get_attribute("class").split()
        assert ("ab-o-sea" in classes) == (kind == "sea") and ("ab-o-vassal" in classes) == (kind == "vassal")
        if kind:
            seen.add(kind)
            shown = node.locator(".ab-otext").text_content()
            assert shown in o["label"] and not shown.endswith(")")  # the mark says it, not the words
            assert node.locator(".ab-omark").count() == 1
            assert f"a {kind} order token" in node.locator("title").text_content()
    assert seen == {"sea", "vassal"}


def test_loans_upgrades_and_a_strong_dragon_later_in_the_game(board):
    st = state("late")
    t = st["view"]["table"]
    m = t["mod"]
    redraw(board, st)
    assert m["dragon_strength"] >= 1
    for g in board.locator(".ab-map .ab-unit[data-unit='dragon']").all():
        assert g.get_attribute("data-strength") == str(m["dragon_strength"])
    dragons = board.locator(".ab-track[data-track='dragons']")
    assert dragons.locator(".ab-dstrength").inner_text() == str(m["dragon_strength"])
    assert dragons.locator(".ab-dtick.ab-on").count() == m["dragon_strength"]
    later = m["dragon_rounds_left"]  # the engine's: a dragon given up takes a token early
    if later:
        assert ", ".join(map(str, later)) in dragons.inner_text()
    for x in t["houses"]:
        shown = board.locator(f".ab-house[data-house='{x['house']}'] .ab-loan")
        assert shown.all_inner_texts() == list(x["loans"])
    assert any(x["loans"] for x in t["houses"])
    for area_id, tokens in m["upgrades"]:
        drawn = area(board, area_id).locator(".ab-upgrade").evaluate_all("els => els.map(e => e.dataset.upgrade)")
        assert drawn == tokens
    assert board.locator(".ab-upgrade").count() == sum(len(tokens) for _, tokens in m["upgrades"]) > 0
    for area_id, n in m["loyalty"]:
        assert area(board, area_id).locator(".ab-loyalty").get_attribute("data-n") == str(n)


def test_the_table_draws_before_the_houses_are_chosen(browser):
    s = Session("mother-of-dragons", seed=1, players=4)  # players not named after houses
    st = Page(s).scene()
    t = st["view"]["table"]
    assert t["houses"] == [] and all(order == [] for _, order in t["tracks"])
    page = show(browser, st, 390)
    try:
        assert page.locator(".ab-map .ab-area").count() == len(t["areas"])
        offered = [o for o in st["view"]["decision"]["options"] if o["verb"] == "house"]
        chips = page.locator(".ab-choosing .ab-chip.rt-hot")
        assert chips.evaluate_all("els => els.map(e => e.dataset.house)") == [o["subject"] for o in offered]
        chips.first.click()
        assert page.evaluate("window.sent") == [{"act": "choose", "id": offered[0]["id"]}]
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        page.context.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_nothing_overflows_the_page(browser, width):
    page = show(browser, state("late"), width)
    try:
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        box = page.locator(".ab-mapbox")
        assert box.evaluate("b => b.getBoundingClientRect().right") <= width
        for block in (".ab-bank", ".ab-track[data-track='dragons']", ".ab-house[data-house='targaryen']"):
            assert page.locator(block).evaluate("b => b.getBoundingClientRect().right") <= width
        if width == 390:  # the map keeps a readable size and scrolls inside its box
            assert box.evaluate("b => b.scrollWidth > b.clientWidth")
    finally:
        page.context.close()


BRAAVOS_HELD = {
    "game": "mother-of-dragons",
    "title": "Targaryen holds Braavos and takes a loan",
    "seed": 7,
    "players": HOUSES,
    "round": 2,
    "start": "action.consolidations",
    "revealed": True,
    "neutral": {"kings_landing": 5},  # Braavos' neutral force is beaten
    "add_units": {"braavos": {"house": "targaryen", "footman": 1}},
    "orders": {"bay_of_pentos": {"house": "targaryen", "token": "s-bank"}},
    "bank": ["customs_officer", "spymaster", "siege_engineers"],
    "houses": {"targaryen": {"power": 7}},
}


def test_a_loans_price_with_braavos_held_is_what_the_engine_charges(browser, tmp_path):
    path = tmp_path / "braavos.yaml"
    path.write_text(yaml.safe_dump(BRAAVOS_HELD), encoding="utf-8")
    s = Session("mother-of-dragons", scenario=path, viewer="Targaryen")
    s.game.choose("bank:bay_of_pentos")  # the Iron Bank order: which loan?
    page = show(browser, Page(s).scene())
    try:
        slot = page.locator(".ab-bank .ab-bslot[data-loan='spymaster']")
        assert slot.get_attribute("data-cost") == "4"  # the slot's printed number
        shown = int(slot.locator(".ab-bcost").inner_text())
        assert shown == 3 and "Braavos" in slot.inner_text()
        assert "rt-hot" in slot.get_attribute("class").split()
        slot.click()
        sent = page.evaluate("window.sent")
        assert sent == [{"act": "choose", "id": "loan:4@spymaster"}]
        before = s.game.state.power["targaryen"]
        Page(s).act(sent[0])  # what the kernel does with the click
        assert before - s.game.state.power["targaryen"] == shown
        redraw(page, Page(s).scene())
        power = page.locator(".ab-house[data-house='targaryen'] .ab-stats b").first
        assert power.inner_text() == str(before - shown)
    finally:
        page.context.close()


def test_an_onlooker_and_a_house_without_braavos_see_the_printed_price(browser, tmp_path):
    path = tmp_path / "braavos.yaml"
    path.write_text(yaml.safe_dump(BRAAVOS_HELD), encoding="utf-8")
    s = Session("mother-of-dragons", scenario=path, viewer="Stark")
    page = show(browser, Page(s).scene())
    try:
        costs = page.locator(".ab-bank .ab-bcost").all_inner_texts()
        assert [int(c) for c in costs] == [1, 4, 7]
        assert page.locator(".ab-bank .ab-bnote").count() == 0
        assert "Targaryen" in page.locator(".ab-bank .ab-braavos").inner_text()
    finally:
        page.context.close()
