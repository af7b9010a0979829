"""The timing diagram widget: the engine's procedure around the cursor, redrawn as the game moves."""

from __future__ import annotations

import ipywidgets as widgets

from .diagrams import flow_svg
from .session import Session


def current_phase(flow, cursor: list[str]) -> str:
    """The outermost phase of the cursor below the top (the round's phase, or setup)."""
    phases = [n for n in cursor[1:] if flow.nodes[n]["kind"] == "phase"]
    return phases[0] if phases else flow.graph["root"]


class TimingDiagram(widgets.VBox):
    """The current phase expanded, the current node highlighted; or the whole round."""

    def __init__(self, session: Session):
        super().__init__()
        self.session = session
        self.scope = widgets.ToggleButtons(options=["this phase", "whole round"], value="this phase")
        self.svg = widgets.HTML(layout=widgets.Layout(width="100%"))
        self._drawn: tuple = ()
        self.scope.observe(lambda ch: self.refresh(), names="value")
        self.children = [self.scope, self.svg]
        session.on_change(lambda s: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        g = self.session.game
        flow = g.flow
        root = flow.graph["root"]
        cursor = list(g.cursor)
        if self.scope.value == "whole round":
            top = [n for n in flow.nodes if flow.nodes[n]["parent"] == root]
            node, expand = root, {root, *(n for n in top if flow.nodes[n]["kind"] == "loop")}
        else:
            node, expand = current_phase(flow, cursor), None
        key = (node, tuple(cursor), self.scope.value)
        if key == self._drawn:
            return
        self._drawn = key
        svg = flow_svg(flow, node, expand, cursor, self.session.rules, flow.nodes[node]["label"])
        self.svg.value = f'<div class="rt-diagram">{svg[svg.index("<svg") :]}</div>'
