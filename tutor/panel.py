"""The decision panel: the prompt, a button per legal option, and what is not allowed and why."""

from __future__ import annotations

import ipywidgets as widgets

from .session import Session
from .style import esc


class DecisionPanel(widgets.VBox):
    """Shows the pending decision of the session's game; a button makes that choice."""

    def __init__(self, session: Session, title: str = "Your decision"):
        super().__init__()
        self.session, self.title = session, title
        self.prompt = widgets.HTML()
        self.buttons: dict[str, widgets.Button] = {}
        self.options_box = widgets.VBox()
        self.rejected = widgets.HTML()
        self.message = widgets.HTML()
        self.children = [self.prompt, self.message, self.options_box, self.rejected]
        session.on_change(lambda s: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        g = s.game
        self.message.value = f'<div class="rt-msg">{esc(s.message)}</div>' if s.message else ""
        d = g.decision
        if d is None:
            result = g.result
            self.prompt.value = f'<div class="rt-prompt">Game over: {esc(result.reason if result else "")}</div>'
            self.options_box.children, self.rejected.value, self.buttons = [], "", {}
            return
        waiting = s.viewer is not None and d.player != s.viewer and not s.show_all
        rule = s.rules.get(d.rule or "")
        self.prompt.value = f'<div class="rt-prompt">{esc(d.prompt)}</div>' + (
            f'<div class="rt-why" title="{esc(rule.summary)}">rule: {esc(rule.title)}</div>' if rule else ""
        )
        if waiting:
            self.options_box.children = [widgets.HTML(f"<i>Waiting for {esc(d.player)}… (press Next)</i>")]
            self.rejected.value, self.buttons = "", {}
            return
        self.buttons = {}
        rows = []
        for o in d.options:
            b = widgets.Button(description=o.label[:60], tooltip=o.explain, layout=widgets.Layout(width="auto"))
            b.on_click(lambda _b, oid=o.id: s.choose(oid))
            self.buttons[o.id] = b
            rows.append(widgets.HBox([b, widgets.HTML(f'<span class="rt-why">{esc(o.explain)}</span>')]))
        self.options_box.children = rows
        waiting = [r for r in d.rejected if r.rule in ("abilities.responses", "abilities.saves")]
        now = [r for r in d.rejected if r not in waiting]
        html = "<div><b>Not allowed now:</b></div>" + "".join(self._line(r) for r in now) if now else ""
        if waiting:
            html += (
                f"<details><summary class='rt-why'>{len(waiting)} response(s) waiting for their moment</summary>"
                + "".join(self._line(r) for r in waiting)
                + "</details>"
            )
        self.rejected.value = html

    def _line(self, r) -> str:
        return (
            f'<div class="rt-why">✗ <s>{esc(r.label)}</s>: {esc(r.reason)} '
            f'<span class="rule" title="{esc(self.session.rule_text(r.rule))}">[{esc(r.rule)}]</span></div>'
        )
