"""The log: every event, newest last, each with its rule as a tooltip; filter by phase."""

from __future__ import annotations

import ipywidgets as widgets

from .session import Session
from .style import esc

SHOWN = 150  # the newest events shown


def phase_of(flow, node: str) -> str:
    """The phase a flow node belongs to (its outermost phase below the top)."""
    path = []
    while node is not None:
        path.append(node)
        node = flow.nodes[node].get("parent") if node in flow.nodes else None
    phases = [n for n in reversed(path) if flow.nodes[n]["kind"] == "phase"][1:]
    return phases[0] if phases else (path[0] if path else "")


class Log(widgets.VBox):
    """The session's events as the viewer may see them."""

    def __init__(self, session: Session):
        super().__init__()
        self.session = session
        phases = ["all"] + [
            n for n, d in session.game.flow.nodes(data=True) if d["kind"] == "phase" and d["depth"] in (1, 2)
        ]
        self.phase = widgets.Dropdown(
            options=phases, value="all", description="Phase", layout=widgets.Layout(width="260px")
        )
        self.lines = widgets.HTML()
        self.phase.observe(lambda ch: self.refresh(), names="value")
        self.children = [self.phase, self.lines]
        session.on_change(lambda s: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        flow = s.game.flow
        events = s.view().events
        if self.phase.value != "all":
            events = [e for e in events if e.node in flow.nodes and phase_of(flow, e.node) == self.phase.value]
        rows = [
            f'<div>{esc(e.text)} <span class="rule" title="{esc(s.rule_text(e.rule))}">[{esc(e.rule)}]</span></div>'
            for e in events[-SHOWN:]
        ]
        self.lines.value = f'<div class="rt-log">{"".join(rows) or "<i>nothing yet</i>"}</div>'
