"""Helpers shared by the board game's house-card tests (base game and Mother of Dragons): drive a
combat built from a scenario through the real procedure and read what it logged."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game
from engine.core.protocol import Event


def play(g: Game, *ids: str) -> None:
    """Make these choices in order; each must be offered."""
    for option_id in ids:
        d = g.decision
        assert d is not None and option_id in d.ids, f"{option_id} not offered at {g.node}: {d and d.ids}"
        g.choose(option_id)


def fight(g: Game, support: dict[str, str | None] | None = None, **cards: str) -> None:
    """Declare each Support order (area -> backed house, None for nobody), then choose the cards
    by house (a vassal's card is chosen by its lord's player)."""
    support = dict(support or {})
    while g.node == "combat.support":
        area = g.state.combat.to_ask[0]
        backed = support.pop(area)
        play(g, f"support:{area}@{backed}" if backed else f"support-none:{area}")
    assert not support, f"never asked: {support}"
    while g.node == "combat.cards":
        c = g.state.combat
        house = next(h for h in g.state.tracks["iron_throne"] if h in (c.attacker, c.defender) and h not in c.cards)
        play(g, f"card:{cards.pop(house)}")
    assert not cards, f"never asked: {cards}"


def over(g: Game) -> None:
    """The combat is over: the house parked with a spare March order is asked for its march."""
    assert g.state.combat is None and g.node == "march.move", (g.node, g.decision and g.decision.ids)


def finish(g: Game) -> None:
    """Take casualties and retreat with the first option offered, until the combat is over."""
    while g.node in ("combat.casualties", "combat.retreat"):
        play(g, g.decision.ids[0])
    over(g)


def result(g: Game) -> dict[str, Any]:
    """The last combat's result: {'winner': house, 'strength': {house: total}}."""
    return [e for e in g.events if e.kind == "combat-result"][-1].data


def logged(g: Game, rule: str) -> list[Event]:
    return [e for e in g.events if e.rule == rule]
