"""A whole game against bots, as its page offers it: any player count of the game, any seat, bots
that play by themselves or one move at a time."""

from __future__ import annotations

import pytest

import engine
from tutor.app import auto_windows
from tutor.page import Page
from tutor.session import Session

GAMES = ["agot", "agot2", "shadow-throne", "alliances", "agot-board", "mother-of-dragons"]


def play_page(game_id: str) -> Page:
    players = list(engine.new_game(game_id, seed=1).players)
    bots = dict.fromkeys(players[1:], "greedy")
    return Page(Session(game_id, seed=1, viewer=players[0], options=auto_windows(game_id), bots=bots))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_player_count_and_seat_can_be_started(game_id: str):
    page = play_page(game_id)
    counts = engine.game_class(game_id).player_counts
    assert page.scene()["controls"]["counts"] == list(counts)
    for n in counts:
        page.act({"act": "reset", "seed": 3, "players": n, "seat": None})
        players = page.session.game.players
        assert len(players) == n
        seat = players[-1]
        page.act({"act": "reset", "seed": 3, "players": n, "seat": seat})
        s = page.session
        assert s.viewer == seat and set(s.bots) == set(s.game.players) - {seat}
        assert s.game.decision is None or s.game.decision.player == seat  # the bots have played up to the learner
        assert page.scene()["controls"]["seats"] == list(s.game.players)


def test_the_bots_can_be_followed_one_move_at_a_time():
    page = play_page("agot2")
    page.act({"act": "reset", "seed": 2, "players": 4, "seat": "P2"})
    page.act({"act": "follow", "on": True})
    s = page.session
    for _ in range(200):  # the learner plays on until a bot is to decide
        if s.game.decision.player != "P2":
            break
        page.act({"act": "next"})
    bot = s.game.decision.player
    assert bot != "P2" and page.scene()["waiting"] == bot  # the page offers "Let <bot> decide"
    made = len(s.game.decisions)
    page.act({"act": "next"})
    assert len(s.game.decisions) == made + 1  # one bot move, and the page shows it
    page.act({"act": "follow", "on": False})
    assert s.game.decision is None or s.game.decision.player == "P2"


def test_an_eight_house_game_of_mother_of_dragons_plays_its_rounds_without_waiting():
    page = play_page("mother-of-dragons")
    page.act({"act": "reset", "seed": 0, "players": 8, "seat": "P3"})
    s = page.session
    for _ in range(600):
        if s.game.decision is None or s.game.round_number() > 2:
            break
        assert s.game.decision.player == "P3" and not s.message, s.message
        page.act({"act": "next"})
    assert s.game.round_number() > 2 or s.game.decision is None


def test_a_bot_that_cannot_finish_its_turn_says_so():
    page = play_page("agot2")
    page.act({"act": "reset", "seed": 2, "players": 6, "seat": "P1"})
    s = page.session
    s.follow = True  # hold the bots, then let them try with too few moves to finish
    for _ in range(200):
        if s.game.decision.player != "P1":
            break
        page.act({"act": "next"})
    s.follow = False
    s.bots_move(limit=1)
    assert s.game.decision.player != "P1" and "without finishing its turn" in page.scene()["message"]
