"""The table of W Cieniu Tronu: the revealed row with its odds, and every player's columns.

A column's last card lies turned when its power is inactive or used this turn; the
picture shows it turned. Clicking a column that an option is about (eliminate from it,
take it in an exchange) makes that choice.
"""

from __future__ import annotations

import ipywidgets as widgets

from engine.core.protocol import Option
from engine.core.view import Header
from engine.shadow_throne.views import CardView, ColumnView, SeatView, ShadowTable, TurnView

from .session import Session
from .style import esc, flex

KIND = {"offensive": "⚔ offensive", "defensive": "🛡 defensive", "restrictive": "⛓ restrictive"}


def column_face(c: ColumnView) -> str:
    """One column: its character, how many cards, and whether its power stands or lies turned."""
    state = "turned (inactive or used)" if c.turned else "active"
    style = "background:#f3efe6;border-style:dashed;transform:rotate(-4deg)" if c.turned else ""
    return (
        f'<div class="rt-card" style="{style}" title="{esc(c.does)}">'
        f'<div class="name">{c.value} · {esc(c.name)}</div>'
        f"<div>{'▮' * c.cards} {c.cards} card{'s' * (c.cards > 1)}</div>"
        f'<div class="rt-why">{esc(KIND[c.power])}: {esc(c.does)}</div>'
        f"<div><i>{state}</i></div></div>"
    )


def card_face(c: CardView) -> str:
    """A face-up card in the row of revealed cards."""
    return (
        f'<div class="rt-card" style="width:70px"><div class="name">{c.value}</div>'
        f'<div class="rt-why">{esc(c.name)}</div></div>'
    )


def deck_line(table: ShadowTable, header: Header) -> str:
    """The deck, the end card, the discard pile by value, and whose turn of how many."""
    discard = ", ".join(f"{c.value}×{c.cards}" for c in table.discard) or "empty"
    return (
        f'<div class="rt-zone">{esc(header.round_name.capitalize())} {header.round} · '
        f"first player {esc(header.first_player or '–')} · deck {table.deck} cards · "
        f"end-of-game card {table.end_card} · discard pile: {esc(discard)}</div>"
    )


def turn_line(turn: TurnView) -> str:
    """Who is revealing, how many cards are out, what the last one counts as, the risk, a seen card."""
    now = ""
    if turn.change and turn.counts_as is not None:
        now = f" · the last card counts as {turn.counts_as} now"
    odds = f" · {turn.bust_chance:.0%} that the next card busts" if turn.bust_chance is not None else ""
    seen = f" · next card (seen with the Prorok): {esc(turn.next_card.name)}" if turn.next_card else ""
    return (
        f'<div class="rt-zone"><b>{esc(turn.player)}</b> has revealed {len(turn.revealed)} of 5{now}{odds}{seen}</div>'
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
        """Draw the table from the session's view."""
        view = self.session.view()
        table: ShadowTable = view.table
        options = view.decision.options if view.decision is not None else []
        self.buttons = {}
        rows: list[widgets.Widget] = [widgets.HTML(deck_line(table, view.header))]
        if table.turn:
            rows.append(widgets.HTML(turn_line(table.turn)))
            cards = "".join(card_face(c) for c in table.turn.revealed)
            rows.append(widgets.HTML(f'<div style="display:flex;flex-wrap:wrap">{cards}</div>'))
        rows += [self._seat(seat, options, view.header) for seat in table.seats]
        self.children = rows

    def _seat(self, seat: SeatView, options: list[Option], header: Header) -> widgets.Widget:
        """One player's columns, with a button under each column an option is about."""
        boxes = []
        for c in seat.columns:
            buttons = []
            for o in options:
                if o.verb in ("eliminate", "exchange") and (o.subject, o.target) == (seat.player, c.value):
                    b = widgets.Button(
                        description=o.verb.capitalize(), tooltip=o.explain, layout=widgets.Layout(width="128px")
                    )
                    b.on_click(lambda _b, oid=o.id: self.session.choose(oid))
                    self.buttons[o.id] = b
                    buttons.append(b)
            boxes.append(widgets.VBox([widgets.HTML(column_face(c)), *buttons]))
        head = widgets.HTML(
            f'<div class="rt-zone"><b>{esc(seat.player)}</b> · {len(seat.columns)} of 5 columns · '
            f"<b>{seat.score}</b> {esc(header.score_name)}</div>"
        )
        body = flex(boxes) if boxes else widgets.HTML('<div class="rt-zone"><i>no columns yet</i></div>')
        return widgets.VBox([head, body], layout=widgets.Layout(border="1px solid #ccc", padding="4px", margin="4px 0"))
