"""Links between two editions of a game: which rules of one change which rules of the other.

A rules catalogue entry may name the rules of another game it changes (``Rule.changes``, written
``"game:rule-id"``). :func:`edition_changes` follows those links; :func:`changes_view` shows them
as a table, the older edition's rule beside the newer one's, for a notebook cell::

    from tutor import changes_view
    changes_view("agot2")
"""

from __future__ import annotations

import ipywidgets as widgets

import engine
from engine.core.protocol import EngineError, Rule

from .app import page_part
from .style import esc


def _links(game_id: str) -> list[tuple[Rule, str, Rule]]:
    """Every link of a game's catalogue as (this rule, the other game's id, the other game's rule)."""
    ours = engine.rules(game_id)  # an unknown game id: one clear error naming the known ones
    links: list[tuple[Rule, str, Rule]] = []
    for rule in ours.values():
        for link in rule.changes:
            other_game, sep, other_id = link.partition(":")
            if not sep or not other_game or not other_id:
                raise EngineError(f"{game_id} rule '{rule.id}': link '{link}' is not written 'game:rule-id'")
            if other_game not in engine.GAMES:
                raise EngineError(
                    f"{game_id} rule '{rule.id}': link '{link}' names an unknown game '{other_game}'; "
                    f"known games: {', '.join(sorted(engine.GAMES))}"
                )
            theirs = engine.rules(other_game)
            if other_id not in theirs:
                raise EngineError(f"{game_id} rule '{rule.id}': link '{link}': {other_game} has no rule '{other_id}'")
            links.append((rule, other_game, theirs[other_id]))
    return links


def edition_changes(game_id: str) -> list[tuple[Rule, Rule]]:
    """Every link of a game's catalogue: (this game's rule, the other game's rule it changes).

    In catalogue order, and in the order each rule lists its links. An unknown game id, or a link
    naming a game or a rule that does not exist, is an :class:`EngineError` saying which.
    """
    return [(rule, other) for rule, _, other in _links(game_id)]


def _cell(rule: Rule, game_id: str) -> str:
    return (
        f'<b>{esc(rule.title)}</b> <code style="color:#777">{esc(game_id)}:{esc(rule.id)}</code>'
        f'<div style="margin-top:2px">{esc(rule.summary.strip())}</div>'
    )


def changes_html(game_id: str) -> str:
    """The links of :func:`edition_changes` as an HTML table, every text escaped: one row per
    link, the other edition's rule (title and summary) on the left and this edition's on the right.
    A rule of this edition that changes several rules spans their rows.
    """
    links = _links(game_id)
    style = "border:1px solid #ccc; padding:4px 6px; vertical-align:top; text-align:left"
    rows = []
    for i, (rule, other_game, other) in enumerate(links):
        left = f'<td style="{style}">{_cell(other, other_game)}</td>'
        if i > 0 and links[i - 1][0] is rule:  # the right cell above spans this row
            rows.append(f"<tr>{left}</tr>")
            continue
        span = 1
        while i + span < len(links) and links[i + span][0] is rule:
            span += 1
        right = f'<td style="{style}" rowspan="{span}">{_cell(rule, game_id)}</td>'
        rows.append(f"<tr>{left}{right}</tr>")
    others = sorted({other_game for _, other_game, _ in links})
    head = (
        f'<tr><th style="{style}">{esc(", ".join(others) or "the other edition")}: the rule before</th>'
        f'<th style="{style}">{esc(game_id)}: the rule now</th></tr>'
    )
    caption = f"{len(links)} links from the {esc(game_id)} rules catalogue"
    return (
        f'<table class="rt-changes" style="border-collapse:collapse; font-size:13px">'
        f'<caption style="text-align:left; color:#555">{caption}</caption>{head}{"".join(rows)}</table>'
    )


@page_part
def changes_view(game_id: str) -> widgets.HTML:
    """For a notebook cell: the table of the rules of another edition that this game's rules change."""
    return widgets.HTML(changes_html(game_id))
