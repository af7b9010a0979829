"""The glossary: every rule of the catalogue, English and Polish, searchable, with the lessons using it."""

from __future__ import annotations

import ipywidgets as widgets

import engine

from .style import esc


class Glossary(widgets.VBox):
    """Search the rules catalogue; each entry links to the lessons that teach it."""

    def __init__(self, game_id: str = "agot", lessons: dict[str, list[tuple[str, str]]] | None = None):
        super().__init__()
        self.rules = engine.rules(game_id)
        self.lessons = lessons or {}  # rule id -> [(lesson title, link)]
        self.search = widgets.Text(
            placeholder="search: claim, Skrytość, dominance…", description="Find", continuous_update=True
        )
        self.entries = widgets.HTML()
        self.search.observe(lambda ch: self.refresh(), names="value")
        self.children = [self.search, self.entries]
        self.refresh()

    def matches(self) -> list[engine.Rule]:
        """The rules whose id, title, Polish term or summary contains the search text."""
        q = self.search.value.strip().lower()
        return [r for r in self.rules.values() if not q or q in f"{r.id} {r.title} {r.term_pl} {r.summary}".lower()]

    def refresh(self) -> None:
        rows = []
        for r in self.matches():
            links = ", ".join(f'<a href="{esc(href)}">{esc(t)}</a>' for t, href in self.lessons.get(r.id, []))
            reading = f'<div class="rt-why">Our reading: {esc(r.reading)}</div>' if r.reading else ""
            rows.append(
                f"<div><b>{esc(r.title)}</b> — <i>{esc(r.term_pl)}</i> <span class='rt-why'>[{esc(r.id)}]</span>"
                f"<div>{esc(r.summary)}</div>{reading}"
                + (f'<div class="rt-why">Lessons: {links}</div>' if links else "")
                + "</div><hr>"
            )
        self.entries.value = "".join(rows) or "<i>No rule matches.</i>"
