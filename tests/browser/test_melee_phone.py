"""A melee on a phone: the other players' cards fold under their banners, so that the learner's own
area and the decision are within two screens of the top of the table."""

from __future__ import annotations

import pytest
from test_table_board import show

import engine
from tutor.page import Page
from tutor.session import Session

SCREEN = 844


def melee(players: int) -> dict:
    """A melee in its first challenges phase, P1 to decide, seen by P1."""
    s = Session("agot2", seed=3, players=players, viewer="P1", options={"windows": "auto"})
    bot = engine.GreedyBot(3)
    g = s.game
    while g.decision is not None and not (g.decision.player == "P1" and g.header().phase == "challenges"):
        g.choose(bot.pick(g))
    return Page(s).scene()


def top(page, selector: str) -> float:
    return page.evaluate(f"document.querySelector({selector!r}).getBoundingClientRect().top + window.scrollY")


@pytest.mark.parametrize("players", [4, 6])
def test_the_learners_area_and_decision_are_within_two_screens(browser, players: int):
    page = show(browser, melee(players), 390)
    assert page.locator(".ag-area.ag-far").count() == players - 1
    assert page.locator("details.ag-fold:not([open])").count() >= 1  # others folded, banners shown
    assert top(page, ".ag-area.ag-near") < 2 * SCREEN
    assert top(page, ".rt-decision") < 2 * SCREEN
    page.locator("details.ag-fold:not([open]) > summary").first.click()  # a tap opens one
    assert page.locator("details.ag-fold[open]").count() >= 1
    page.context.close()


def test_on_a_desktop_every_area_is_open(browser):
    page = show(browser, melee(4), 1280)
    assert page.locator("details.ag-fold:not([open])").count() == 0
    page.context.close()
