"""The Gra o Tron table in a real browser, drawn from real states without a kernel: what a learner
notices on it (names, strengths, marks of the challenge, hidden cards) and what clicks on it do."""

from __future__ import annotations

import copy
import json

import pytest

import engine
from tutor.board import standalone_html
from tutor.lesson import scenario_folder
from tutor.page import Page
from tutor.session import Session


def play_until(session: Session, ready, limit: int = 400) -> None:
    """Let a seeded random bot play until ``ready(game)`` holds."""
    bot = engine.RandomBot(1)
    for _ in range(limit):
        if ready(session.game):
            return
        assert session.game.decision is not None, "the game ended before the position was reached"
        session.game.choose(bot.pick(session.game))
    pytest.fail("the position was not reached")


def whole(game, player: str) -> dict:
    """A player's area as an onlooker who sees everything sees it."""
    return game.view(None).to_json()["table"]["players"][player]


def mid_game() -> Session:
    """Stark has a character with two names in play; Lannister holds cards."""
    s = Session("agot", seed=1, viewer="Stark")

    def ready(game) -> bool:
        stark = whole(game, "Stark")
        named = any(c["type"] == "character" and c["name_en"] != c["name_pl"] for c in stark["play"])
        return named and whole(game, "Lannister")["hand_size"] > 0 and game.header().round >= 2

    play_until(s, ready)
    return s


def setup_choice() -> Session:
    """Stark places setup cards: some may be placed, events are refused."""
    s = Session("agot", seed=1, viewer="Stark")
    play_until(
        s,
        lambda g: (
            g.decision is not None
            and g.decision.player == "Stark"
            and any(o.verb == "place" for o in g.decision.options)
        ),
    )
    return s


def challenge() -> Session:
    """The rulebook's challenge example, with attackers and defenders declared."""
    s = Session("agot", viewer="Stark")
    s.load(scenario_folder("agot") / "challenge-example.yaml")
    for _ in range(12):
        c = s.game.view(None).to_json()["table"]["challenge"]
        if c and c["attackers"] and c["defenders"]:
            return s
        s.next()
    pytest.fail("the scenario never reached a challenge with defenders")


@pytest.fixture(scope="module")
def states() -> dict[str, dict]:
    return {
        "mid": Page(mid_game()).scene(),
        "setup": Page(setup_choice()).scene(),
        "challenge": Page(challenge()).scene(),
    }


def show(page, state: dict) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content(standalone_html(state, {}))
    page.wait_for_function("window.ready === true")
    assert not errors, errors
    assert page.locator(".ag-table").count() == 1, page.locator(".rt-table").inner_text()


def card(page, uid: str):
    return page.locator(f'.rt-c[data-key="{uid}"]')


def test_cards_show_both_names_and_strength(page, states):
    state = states["mid"]
    show(page, state)
    stark = state["view"]["table"]["players"]["Stark"]
    c = next(c for c in stark["play"] if c["type"] == "character" and c["name_en"] != c["name_pl"])
    el = card(page, c["uid"])
    text = el.inner_text()
    assert c["name_pl"] in text and c["name_en"] in text
    changed = bool(c["modifiers"]) or c["strength"] != c["printed_strength"]
    strength = el.locator(".ag-str")
    assert strength.inner_text() == f"{c['strength']}{'*' if changed else ''}"
    for m in c["modifiers"]:
        assert m["source"] in strength.get_attribute("title")


def test_opponent_hand_is_backs_only(page, states):
    state = states["mid"]
    show(page, state)
    table = state["view"]["table"]
    assert table["players"]["Lannister"]["hand"] is None
    s = mid_game()  # the same seeded position: what Lannister really holds
    hidden = whole(s.game, "Lannister")["hand"]
    assert hidden
    seen = {
        n
        for p in table["players"].values()
        for z in ("play", "duplicates", "discard", "dead", "revealed", "used_plots", "hand")
        for c in (p[z] or [])
        for n in (c["name_pl"], c["name_en"])
    }
    text = page.locator("body").inner_text() + page.locator(".rt-table").evaluate("e => e.outerHTML")
    for c in hidden:
        for name in {c["name_pl"], c["name_en"]} - seen:
            assert name not in text
    area = page.locator('.ag-area[data-player="Lannister"]')
    assert area.locator(".ag-back").count() == min(table["players"]["Lannister"]["hand_size"], 10)
    assert area.locator(".ag-zone.ag-hand").count() == 0


def test_clicking_a_legal_card_chooses_its_option(page, states):
    state = states["setup"]
    show(page, state)
    d = state["view"]["decision"]
    subjects = [o["subject"] for o in d["options"]] + [r["subject"] for r in d["refused"]]
    o = next(o for o in d["options"] if o["verb"] == "place" and subjects.count(o["subject"]) == 1)
    card(page, o["subject"]).click()
    assert page.evaluate("window.sent") == [{"act": "choose", "id": o["id"]}]


def test_clicking_a_refused_card_shows_why_and_sends_nothing(page, states):
    state = states["setup"]
    show(page, state)
    d = state["view"]["decision"]
    r = next(r for r in d["refused"] if r["subject"] and not any(o["subject"] == r["subject"] for o in d["options"]))
    card(page, r["subject"]).click()
    menu = page.locator(".rt-menu")
    assert menu.is_visible()
    assert r["reason"] in menu.inner_text() and state["rules"][r["rule"]][0] in menu.inner_text()
    assert page.evaluate("window.sent") == []


def test_the_challenge_is_visible_at_a_glance(page, states):
    state = states["challenge"]
    show(page, state)
    c = state["view"]["table"]["challenge"]
    for uid in c["attackers"]:
        assert "ag-attacking" in card(page, uid).get_attribute("class")
        assert page.locator(f'.ag-marked:has(> .rt-c[data-key="{uid}"]) .ag-role.ag-attack').count() == 1
    for uid in c["defenders"]:
        assert "ag-defending" in card(page, uid).get_attribute("class")
    band = page.locator(".ag-challenge")
    assert band.locator(".ag-att").inner_text() == str(c["attack_strength"])
    assert band.locator(".ag-def").inner_text() == str(c["defense_strength"])
    assert c["attacker"] in band.inner_text() and c["defender"] in band.inner_text()
    # kneeling cards lie sideways, the others stand
    in_play = [x for p in state["view"]["table"]["players"].values() for x in p["play"] if not x["attached_to"]]
    assert any(x["kneeling"] for x in in_play)
    for x in in_play:
        assert ("rt-kneeling" in card(page, x["uid"]).get_attribute("class").split()) == x["kneeling"]


def with_more_seats(state: dict, n: int) -> dict:
    """Copies of Lannister's area as extra seats (the layout must not assume two players)."""
    state = copy.deepcopy(state)
    players = state["view"]["table"]["players"]
    for i in range(n):
        seat = json.loads(json.dumps(players["Lannister"]).replace('"L.', f'"X{i}.'))
        players[f"Seat{i + 3}"] = seat
        state["view"]["header"]["scores"][f"Seat{i + 3}"] = 0
    return state


@pytest.mark.parametrize("name", ["mid", "challenge", "many"])
def test_no_horizontal_overflow_on_a_phone(page, states, name):
    page.set_viewport_size({"width": 390, "height": 800})
    state = with_more_seats(states["mid"], 3) if name == "many" else states[name]
    show(page, state)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.locator(".ag-area").count() == len(state["view"]["table"]["players"])
    assert page.locator(".ag-area.ag-near").get_attribute("data-player") == "Stark"
