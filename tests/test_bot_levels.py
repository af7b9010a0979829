"""The bots' level on the page and stepping through their moves (issue 28): the level chosen at the
start of a game against bots (default normal), applied from the bots' next move and kept by a new
game; the page shown while searching bots play; each Next playing one bot move with its rules."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from tutor.app import auto_windows, lesson_view, play_view
from tutor.board import Board
from tutor.lesson import load_lesson
from tutor.page import Page
from tutor.session import Session

MELEE = ["P1", "P2", "P3", "P4"]


def melee(level: str = "beginner", seed: int = 2) -> Page:
    """A four-player melee of the 2nd edition: the learner P1 against three bots of ``level``."""
    bots = dict.fromkeys(MELEE[1:], level)
    return Page(Session("agot2", seed=seed, viewer="P1", options=auto_windows("agot2"), players=MELEE, bots=bots))


@pytest.fixture
def levels_used(monkeypatch) -> list[str]:
    """The level of every bot the session asks engine.make_bot for, in order."""
    used: list[str] = []
    make = engine.make_bot

    def recorded(level: str, seed: int = 0) -> Any:
        used.append(level)
        return make(level, seed)

    monkeypatch.setattr(engine, "make_bot", recorded)
    return used


def learner_plays_until_a_bot_decides(page: Page, seat: str = "P1") -> None:
    s = page.session
    for _ in range(300):
        if s.game.decision is None or s.game.decision.player != seat:
            return
        page.act({"act": "choose", "id": s.game.decision.options[0].id})
    raise AssertionError("no bot was ever to decide")


def test_a_play_page_starts_against_normal_bots_and_offers_every_level():
    b = play_view("shadow-throne", seed=2, viewer="You", players=["You", "Bot 1", "Bot 2"])
    bots = b.scene["bots"]
    assert bots["level"] == "normal" and set(b.session.bots.values()) == {"normal"}
    assert [x["id"] for x in bots["levels"]] == list(engine.BOT_LEVELS)
    assert [x["label"] for x in bots["levels"]] == ["Beginner", "Normal", "Strong"]
    about = {x["id"]: x["about"] for x in bots["levels"]}
    assert "0.25 s a move" in about["normal"] and "0.9 s a move" in about["strong"]  # the search's own budgets
    assert "hints" in about["beginner"] and all(len(a) > 40 for a in about.values())
    assert bots["playing"] and not bots["follow"] and bots["thinking"] is None


def test_a_page_without_bots_offers_no_level():
    assert Page(Session("agot2")).scene()["bots"] is None


def test_a_level_chosen_applies_from_the_bots_next_move_and_says_so(levels_used):
    page = melee("normal")
    s = page.session
    page.act({"act": "level", "level": "beginner"})
    assert set(s.bots.values()) == {"beginner"} and s.level == "beginner"
    scene = page.scene()
    assert scene["bots"]["level"] == "beginner" and "next move" in scene["message"] and "Beginner" in scene["message"]
    levels_used.clear()
    made = len(s.game.decisions)
    for _ in range(3):  # the learner's choices, each answered by the bots
        page.act({"act": "choose", "id": s.game.decision.options[0].id})
    assert len(s.game.decisions) > made + 3 and levels_used and set(levels_used) == {"beginner"}


def test_an_unknown_level_changes_nothing_and_says_why():
    page = melee("beginner")
    page.act({"act": "level", "level": "grandmaster"})
    assert set(page.session.bots.values()) == {"beginner"}
    message = page.scene()["message"]
    assert "no bot level 'grandmaster'" in message and "beginner, normal, strong" in message


def test_a_new_game_keeps_the_chosen_level():
    page = melee("normal")
    page.act({"act": "level", "level": "strong"})
    page.session.follow = True  # no strong bot needs to move for this test
    page.act({"act": "reset", "seed": 5, "players": 3, "seat": "P2"})
    s = page.session
    assert s.seed == 5 and len(s.game.players) == 3 and s.viewer == "P2"
    assert set(s.bots.values()) == {"strong"} and page.scene()["bots"]["level"] == "strong"


def test_stepping_plays_one_bot_move_per_next_and_shows_it_with_its_rules():
    page = melee("beginner")
    s = page.session
    page.act({"act": "follow", "on": True})
    learner_plays_until_a_bot_decides(page)
    shown = 0
    for _ in range(6):
        bot = s.game.decision.player
        scene = page.scene()
        assert bot != "P1" and scene["bots"]["next"] == bot  # the page offers "Next: <bot>'s move"
        made, seen = len(s.game.decisions), len(s.view().events)
        page.act({"act": "next"})
        assert len(s.game.decisions) == made + 1  # one bot move, no more
        scene = page.scene()
        last = scene["bots"]["last"]
        new = [{"text": e.text, "rule": e.rule} for e in s.view().events[seen:]]
        assert last["player"] == bot and last["level"] == "beginner" and last["lines"] == new
        for line in last["lines"]:  # each line's rule, title and summary, is in the scene
            title, _, summary = scene["rules"][line["rule"]]
            assert title and summary == engine.rules("agot2")[line["rule"]].summary
            shown += 1
        if s.game.decision.player == "P1":
            break
    assert shown  # some of the moves stepped through had lines the learner could see


def test_stepping_can_let_the_bots_play_on_to_the_learners_move():
    page = melee("beginner")
    s = page.session
    page.act({"act": "follow", "on": True})
    learner_plays_until_a_bot_decides(page)
    page.act({"act": "play_on"})
    assert s.game.decision.player == "P1" and s.follow  # stepping stays on for the next bots' turn
    assert page.scene()["bots"]["next"] is None and page.scene()["bots"]["last"] is None


def test_the_learners_move_clears_the_stepped_move():
    page = melee("beginner")
    s = page.session
    page.act({"act": "follow", "on": True})
    learner_plays_until_a_bot_decides(page)
    while s.game.decision.player != "P1":
        page.act({"act": "next"})
    assert page.scene()["bots"]["last"] is not None  # the bots' move just before the learner's turn
    page.act({"act": "choose", "id": s.game.decision.options[0].id})
    assert page.scene()["bots"]["last"] is None


def test_autoplay_plays_the_bots_seats_at_their_level_and_stops_at_the_learners_move(levels_used):
    """Autoplay to the end of the round: the learner's seat by the greedy judge, every bot's seat at
    the level chosen; afterwards the bots have moved on and the learner has the decision."""
    page = melee("normal", seed=3)
    s = page.session
    levels_used.clear()
    round_before = s.game.header().round
    page.act({"act": "auto", "until": "round"})
    assert s.game.header().round > round_before
    assert set(levels_used) == {"greedy", "normal"}  # the learner's seat greedy, the bots at their level
    assert s.game.decision is None or s.game.decision.player == "P1"
    assert page.scene()["bots"]["thinking"] is None


def test_the_page_shows_searching_bots_at_work():
    """A click followed by searching bots' moves: the kernel sends scenes while they play, each
    naming the bot at work and its level, with the table as it is so far; the last says they are done."""
    b = Board(melee("normal", seed=1))
    scenes: list[dict[str, Any]] = []
    b.observe(lambda change: scenes.append(change["new"]), names="scene")
    s = b.session
    for _ in range(40):
        scenes.clear()
        b.click({"act": "choose", "id": s.game.decision.options[0].id})
        if len(scenes) > 2:
            break
    busy = [x for x in scenes if x["bots"]["thinking"]]
    assert busy and scenes[-1]["bots"]["thinking"] is None and busy[-1] is not scenes[-1]
    assert all(x["bots"]["thinking"]["player"] in MELEE[1:] for x in busy)
    assert {x["bots"]["thinking"]["level"] for x in busy} == {"normal"}
    assert busy[0]["view"]["decision"] is None  # nothing for the learner to click while the bots play
    logs = [len(x["view"]["events"]) for x in scenes]
    assert logs == sorted(logs) and logs[0] < logs[-1]  # the table moves on as they play


def test_a_full_game_lesson_offers_the_level_from_its_first_step_and_its_bots_take_it():
    b = lesson_view("agot2/09-full-joust.yaml")
    bots = b.scene["bots"]
    assert bots["level"] == "normal" and not bots["playing"]  # the guided steps: no bot plays yet
    b.click({"act": "level", "level": "beginner"})
    run = b.page.run
    assert run.index == 0 and b.session.bots == {}  # the lesson's steps are not touched
    for _ in range(400):  # Next through the guided steps, as a learner may
        if run.finished:
            break
        b.click({"act": "next"})
    assert run.finished  # the end: the game goes on against the bots
    assert set(b.session.bots.values()) == {"beginner"} and b.scene["bots"]["playing"]


def test_a_lesson_that_is_no_full_game_offers_no_level_until_its_bots_play():
    page = Page(Session("agot2"), load_lesson("agot2/02-setup-and-plots.yaml"))
    assert not load_lesson("agot2/02-setup-and-plots.yaml").full_game and page.scene()["bots"] is None
    full = ("agot/08-full-game", "agot2/10-full-melee", "mother-of-dragons/08-full-game")
    assert all(load_lesson(f"{p}.yaml").full_game for p in full)
