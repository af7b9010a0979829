"""The table of W Cieniu Tronu: the revealed row with its odds, and every player's columns.

A column's last card lies turned when its power is inactive or used this turn; the
picture shows it turned. Clicking a column that an option is about (eliminate from it,
take it in an exchange) makes that choice.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from .session import Session
from .style import esc, flex

KIND = {"offensive": "⚔ offensive", "defensive": "🛡 defensive", "restrictive": "⛓ restrictive"}


def column_face(c: dict[str, Any]) -> str:
    """One column: its character, how many cards, and whether its power stands or lies turned."""
    state = "turned (inactive or used)" if c["turned"] else "active"
    style = "background:#f3efe6;border-style:dashed;transform:rotate(-4deg)" if c["turned"] else ""
    return (
        f'<div class="rt-card" style="{style}" title="{esc(c["does"])}">'
        f'<div class="name">{c["value"]} · {esc(c["name"])}</div>'
        f"<div>{'▮' * c['cards']} {c['cards']} card{'s' * (c['cards'] > 1)}</div>"
        f'<div class="rt-why">{esc(KIND[c["power"]])}: {esc(c["does"])}</div>'
        f"<div><i>{state}</i></div></div>"
    )


class ColumnsTable(widgets.VBox):
    """The shared row of revealed cards and each player's columns; redraws when the session changes."""

    def __init__(self, session: Session):
        super().__init__()
        self.session = session
        self.buttons: dict[str, widgets.Button] = {}
        session.on_change(lambda s: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        view = s.view()["state"]
        d = s.game.decision
        options = d.options if d is not None and (s.viewer in (None, d.player) or s.show_all) else []
        self.buttons = {}
        discard = ", ".join(f"{v}×{n}" for v, n in sorted(view["discard"].items())) or "empty"
        rows: list[widgets.Widget] = [
            widgets.HTML(
                f'<div class="rt-zone">Deck {view["deck"]} cards · end-of-game card {view["end_card"]} · '
                f"discard pile: {esc(discard)}</div>"
            )
        ]
        turn = view["turn"]
        if turn:
            cards = "".join(
                f'<div class="rt-card" style="width:70px"><div class="name">{c["value"]}</div>'
                f'<div class="rt-why">{esc(c["name"])}</div></div>'
                for c in turn["revealed"]
            )
            now = ""
            if turn["revealed"] and turn["change"]:
                now = f" · the last card counts as {turn['revealed'][-1]['value'] + turn['change']} now"
            odds = f" · {turn['bust_chance']:.0%} that the next card busts" if turn["bust_chance"] is not None else ""
            rows.append(
                widgets.HTML(
                    f'<div class="rt-zone"><b>{esc(turn["player"])}</b> has revealed '
                    f"{len(turn['revealed'])} of 5{now}{odds}</div>"
                )
            )
            rows.append(widgets.HTML(f'<div style="display:flex;flex-wrap:wrap">{cards}</div>'))
        for name, seat in view["seats"].items():
            boxes = []
            for c in seat["columns"]:
                buttons = []
                for o in options:
                    if o.verb in ("eliminate", "exchange") and (o.subject, o.target) == (name, c["value"]):
                        b = widgets.Button(
                            description=o.verb.capitalize(), tooltip=o.explain, layout=widgets.Layout(width="128px")
                        )
                        b.on_click(lambda _b, oid=o.id: self.session.choose(oid))
                        self.buttons[o.id] = b
                        buttons.append(b)
                boxes.append(widgets.VBox([widgets.HTML(column_face(c)), *buttons]))
            head = widgets.HTML(
                f'<div class="rt-zone"><b>{esc(name)}</b> · {len(seat["columns"])} of 5 columns · '
                f"score <b>{seat['score']}</b></div>"
            )
            body = flex(boxes) if boxes else widgets.HTML('<div class="rt-zone"><i>no columns yet</i></div>')
            rows.append(
                widgets.VBox(
                    [head, body], layout=widgets.Layout(border="1px solid #ccc", padding="4px", margin="4px 0")
                )
            )
        self.children = rows
