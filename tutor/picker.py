"""The scenario picker: the rulebook's examples and teaching positions, each with a short description."""

from __future__ import annotations

from pathlib import Path

import ipywidgets as widgets
import yaml

from .session import Session
from .style import esc


def scenarios(folder: Path) -> dict[str, Path]:
    """Scenario files of a folder by title."""
    out = {}
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        out[data["title"]] = path
    return out


class ScenarioPicker(widgets.VBox):
    """Choose a scenario, read what it shows, load it onto the table."""

    def __init__(self, session: Session, folder: Path):
        super().__init__()
        self.session = session
        self.files = scenarios(folder)
        self.choice = widgets.Dropdown(
            options=list(self.files), description="Scenario", layout=widgets.Layout(width="100%")
        )
        self.about = widgets.HTML()
        self.load = widgets.Button(description="Load onto the table")
        self.choice.observe(lambda ch: self.describe(), names="value")
        self.load.on_click(lambda _: session.load(self.files[self.choice.value]))
        self.children = [self.choice, self.about, self.load]
        self.describe()

    def describe(self) -> None:
        data = yaml.safe_load(self.files[self.choice.value].read_text(encoding="utf-8"))
        notes = f'<div class="rt-why">Note: {esc(data["notes"])}</div>' if data.get("notes") else ""
        self.about.value = f"<div>{esc(data.get('description', ''))}</div>{notes}"
