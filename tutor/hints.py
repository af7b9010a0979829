"""Hints: 'what could I do?' lists the legal options, best first, each with a one-line reason."""

from __future__ import annotations

import ipywidgets as widgets

from .session import Session
from .style import esc


class Hints(widgets.VBox):
    """A button that asks the engine's greedy judgement for the best options now."""

    def __init__(self, session: Session, n: int = 5):
        super().__init__()
        self.session, self.n = session, n
        self.ask = widgets.Button(description="What could I do?", tooltip="the options, best first, with a reason")
        self.answer = widgets.HTML()
        self.ask.on_click(lambda _: self.show())
        session.on_change(lambda s: setattr(self.answer, "value", ""))
        self.children = [self.ask, self.answer]

    def show(self) -> None:
        rows = [f"<li><b>{esc(label)}</b>: {esc(why)}</li>" for _, label, why in self.session.hints(self.n)]
        self.answer.value = f"<ol>{''.join(rows)}</ol>" if rows else "<i>Nothing to decide.</i>"
