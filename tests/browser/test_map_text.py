"""Every text on a board map is readable at the page's own zoom: at least 11 px on a phone and on a
desktop, for the base map with six houses and for Westeros with Essos and eight houses."""

from __future__ import annotations

import pytest
from test_table_board import show

import engine
from tutor.page import Page
from tutor.session import Session

#: The smallest text on the map in pixels: its font size times the scale the SVG is drawn at.
SMALLEST = """() => {
  const sizes = [...document.querySelectorAll("svg.ab-map text")]
    .filter((t) => t.textContent.trim() && t.getBBox().width > 0)
    .map((t) => [parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a, t.textContent,
      t.parentNode.getAttribute("class")]);
  sizes.sort((a, b) => a[0] - b[0]);
  return [sizes.length, sizes[0]];
}"""


def scene(game_id: str, players: int) -> dict:
    """A game moved on to the second round (orders, tokens, units and marks on the map), seen by all."""
    s = Session(game_id, seed=2, players=players)
    bot = engine.GreedyBot(2)
    while s.game.decision is not None and s.game.round_number() < 2:
        s.game.choose(bot.pick(s.game))
    return Page(s).scene()


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize(("game_id", "players"), [("agot-board", 6), ("mother-of-dragons", 8)])
def test_no_text_on_the_map_is_smaller_than_11_px(browser, game_id: str, players: int, width: int):
    page = show(browser, scene(game_id, players), width)
    count, smallest = page.evaluate(SMALLEST)
    assert count > 50
    assert smallest[0] >= 11 - 1e-6, f"'{smallest[1]}' ({smallest[2]}) is {smallest[0]:.1f} px"
    page.context.close()
