"""Controls: back, next, autoplay, reset with a seed, and the 'show all hidden cards' switch."""

from __future__ import annotations

import ipywidgets as widgets

from .session import Session
from .style import flex


class Controls(widgets.VBox):
    """Buttons that move through the game; they call the session, which calls the engine."""

    def __init__(self, session: Session):
        super().__init__()
        self.session = session
        small = widgets.Layout(width="auto")
        self.back = widgets.Button(description="◀ Back", tooltip="undo your last decision", layout=small)
        self.next = widgets.Button(description="Next ▶", tooltip="let the script or the bot decide once", layout=small)
        self.until = widgets.Dropdown(
            options=["step", "phase", "round"], value="step", layout=widgets.Layout(width="90px")
        )
        self.auto = widgets.Button(
            description="Autoplay ▶▶", tooltip="let the bot play to the end of the step/phase/round", layout=small
        )
        self.seed = widgets.BoundedIntText(
            value=session.seed, min=0, max=10**6, description="seed", layout=widgets.Layout(width="150px")
        )
        self.reset = widgets.Button(
            description="Reset", tooltip="start again (a new seed deals new cards)", layout=small
        )
        self.show_all = widgets.Checkbox(value=False, description="show all hidden cards", indent=False)
        self.back.on_click(lambda _: session.undo())
        self.next.on_click(lambda _: session.next())
        self.auto.on_click(lambda _: session.autoplay(self.until.value))
        self.reset.on_click(lambda _: self._reset())
        self.show_all.observe(self._reveal, names="value")
        self.children = [flex([self.back, self.next, self.until, self.auto, self.seed, self.reset, self.show_all])]

    def _reset(self) -> None:
        s = self.session
        s.reset(None if s.scenario_path is not None and self.seed.value == s.seed else int(self.seed.value))

    def _reveal(self, change: dict) -> None:
        self.session.show_all = bool(change["new"])
        self.session.changed()
