"""The 2nd edition's table in a real browser, from two to six players: what a learner notices on it
(every player's area, titles and whom they support and rival, cards in shadows, the challenge) and
what clicks on it do. Each state is a real game moved on by a seeded random bot, drawn by the
standalone page without a kernel; ``window.sent`` keeps what a click would send."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest

import engine
from tutor.board import standalone_html
from tutor.lesson import scenario_folder
from tutor.page import Page
from tutor.session import Session

FACTIONS = ["Stark", "Lannister", "Baratheon", "Targaryen", "Stark 2", "Lannister 2"]


def played_until(players: int, ready: Callable[[engine.Game], bool], seed: int = 3) -> Session:
    """A seeded game of ``players`` (named after factions) moved on by a random bot until ``ready``."""
    s = Session("agot2", seed=seed, viewer="Stark", players=FACTIONS[:players], options={"windows": "auto"})
    bot = engine.RandomBot(2)
    for _ in range(4000):
        if ready(s.game):
            return s
        assert s.game.decision is not None, "the game ended before the position was reached"
        s.game.choose(bot.pick(s.game))
    pytest.fail("the position was not reached")


def in_challenge(game: engine.Game) -> bool:
    c = game.view(None).to_json()["table"]["challenge"]
    return bool(c and c["defenders"]) and game.header().round >= 2


def stark_to(verb: str) -> Callable[[engine.Game], bool]:
    def ready(game: engine.Game) -> bool:
        d = game.decision
        return (
            d is not None
            and d.player == "Stark"
            and game.header().round >= 2
            and any(o.verb == verb for o in d.options)
        )

    return ready


@cache
def state(players: int, what: str) -> dict:
    """A scene: ``"defended"`` (a challenge with defenders), else Stark about to choose an option of that verb."""
    return Page(played_until(players, in_challenge if what == "defended" else stark_to(what))).scene()


def show(browser, st: dict, width: int = 1280):
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content(standalone_html(st, {}))
    page.wait_for_function("window.ready === true")
    assert not errors, errors
    return page


def area(page, player: str):
    return page.locator(f'.ag-area[data-player="{player}"]')


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_player_has_an_area_and_nothing_overflows(browser, players, width):
    st = state(players, "defended")
    page = show(browser, st, width)
    table = st["view"]["table"]
    assert page.locator(".ag-area").count() == players
    assert area(page, "Stark").get_attribute("class").split().count("ag-near") == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    for name, p in table["players"].items():
        banner = area(page, name).locator(".ag-banner")
        assert banner.locator(".ag-tok.ag-big b").inner_text() == str(p["power"])  # power on the faction card
        assert f"reserve {p['reserve']}" in banner.inner_text()
        if p["title"]:  # a melee: the title held, with whom it supports and rivals
            assert p["title"]["name"] in banner.inner_text()
            if p["title"]["supports"]:
                assert f"supports {p['title']['supports']}" in banner.inner_text()
    if width == 1280 and players == 6:  # readable: the other players' cards keep a legible size
        widths = page.eval_on_selector_all(".ag-area.ag-far .rt-c.ag-card", "els => els.map(e => e.offsetWidth)")
        assert widths and min(widths) >= 90
        assert page.evaluate("document.documentElement.scrollHeight") < 3000


def test_the_challenge_band_names_both_sides_and_their_strengths(browser):
    st = state(4, "defended")
    page = show(browser, st)
    c = st["view"]["table"]["challenge"]
    band = page.locator(".ag-challenge")
    assert c["attacker"] in band.inner_text() and c["defender"] in band.inner_text()
    assert band.locator(".ag-att").inner_text() == str(c["attack_strength"])
    assert band.locator(".ag-def").inner_text() == str(c["defense_strength"])
    for uid in c["defenders"]:
        assert "ag-defending" in page.locator(f'.rt-c[data-key="{uid}"]').get_attribute("class")


def test_titles_are_chosen_by_clicking_them_in_the_middle_of_the_table(browser):
    st = state(3, "title")
    page = show(browser, st)
    offered = [o for o in st["view"]["decision"]["options"] if o["verb"] == "title"]
    assert page.locator(".a2-pool .a2-title").count() == len(offered)
    assert f"{st['view']['table']['titles_aside']} set aside unseen" in page.locator(".a2-pool").inner_text()
    page.locator(f'.a2-pool [data-key="{offered[1]["subject"]}"]').click()
    assert page.evaluate("window.sent") == [{"act": "choose", "id": offered[1]["id"]}]


def test_an_opponent_is_challenged_from_its_own_banner(browser):
    st = state(4, "challenge")  # Stark initiates a challenge
    page = show(browser, st)
    d = st["view"]["decision"]
    target = next(o["targets"][0] for o in d["options"] if o["verb"] == "challenge")
    against = [o for o in d["options"] if o["verb"] == "challenge" and target in o["targets"]]
    refused = [r for r in d["refused"] if r["verb"] == "challenge" and target in r["targets"]]
    assert area(page, "Stark").locator(".a2-challenge-me").count() == 0  # nobody challenges themselves
    area(page, target).locator(".a2-challenge-me").click()
    if len(against) == 1 and not refused:
        assert page.evaluate("window.sent") == [{"act": "choose", "id": against[0]["id"]}]
        return
    menu = page.locator(".rt-menu")
    for o in against:
        assert o["label"] in menu.inner_text()
    for r in refused:
        assert r["reason"] in menu.inner_text()
    menu.locator("button[role=menuitem]").first.click()
    assert page.evaluate("window.sent") == [{"act": "choose", "id": against[0]["id"]}]


def test_cards_in_shadows_are_backs_to_others_and_known_to_their_owner(browser):
    s = Session("agot2", viewer="Lannister")
    s.load(scenario_folder("agot2") / "example-tyrion.yaml")
    hidden = s.game.view(None).to_json()["table"]["players"]["Targaryen"]["shadows"][0]["name"]
    page = show(browser, Page(s).scene())
    shadows = area(page, "Targaryen")
    assert "1 card in shadows, face down" in shadows.inner_text()
    assert hidden not in page.locator("body").inner_text()
    page.context.close()
    s.viewer = "Targaryen"
    page = show(browser, Page(s).scene())
    assert hidden in area(page, "Targaryen").locator(".ag-zone:has-text('in shadows')").inner_text()


def test_an_event_of_cost_x_shows_x(browser):
    s = played_until(
        2, lambda g: any(c["cost"] == "X" for c in g.view("Stark").to_json()["table"]["players"]["Stark"]["hand"])
    )
    st = Page(s).scene()
    page = show(browser, st)
    x = next(c for c in st["view"]["table"]["players"]["Stark"]["hand"] if c["cost"] == "X")
    assert page.locator(f'.rt-c[data-key="{x["uid"]}"] .rt-corner').inner_text() == "X"
