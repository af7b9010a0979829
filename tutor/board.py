"""The game table widget: an anywidget that draws the page's JSON scene in the browser.

The kernel sends the page's whole scene on every change (see :mod:`tutor.page`), and while bots
play after a click (a searching bot takes up to a second a move) from inside the click's handler
too: the session's progress listeners push the table as the bots move, naming the bot at work, and
the kernel sends each scene at once, so the learner never faces a page frozen for seconds. The timing
diagram goes once per game, when the page asks for it after its first draw: laying it out (with
networkx) takes a kernel about a quarter of a second that the first draw does not wait for. The
browser draws the table, the decision, the lesson, the log and the diagram, and sends back what
the learner clicked. The JavaScript lives in ``tutor/front`` and is joined into one ES module in
the order of :func:`page_parts`: the core (``core.js``: the page, the click model and the redraw
that changes only what differs; ``popup.js``: where a popup goes on the screen), each game's table
in one or more parts (:data:`GAMES`: the board game's map in ``agot-board-map.js``, what lies beside
it in ``agot-board.js``), then ``main.js``. The style sheet is joined the same way from the
``.css`` files of the same names (``board.css`` first), each where it exists.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

import engine
from engine.core.flow import to_graph

from .page import Page
from .session import Session

FRONT = Path(__file__).parent / "front"
#: The page's core, in order: front/core.js, front/popup.js, then front/bots.js (the bots' level and stepping).
CORE = ("core", "popup", "bots")
#: Each game's table: the parts that draw it, in order (front/<part>.js and .css, each if present).
GAMES: dict[str, tuple[str, ...]] = {
    "agot": ("agot",),
    "agot2": ("agot2",),
    "shadow-throne": ("shadow-throne",),
    "alliances": ("alliances",),
    "agot-board": ("agot-board-map", "agot-board"),  # the map, then the panels beside it and the table
}


def page_parts() -> tuple[str, ...]:
    """The page's parts in order: the core, every game's table part by part, then the entry point."""
    return (*CORE, *(part for parts in GAMES.values() for part in parts), "main")


@cache
def script(*parts: str) -> str:
    """An ES module made of front/<part>.js files, in order (by default the page's: :func:`page_parts`)."""
    parts = parts or page_parts()
    return "\n".join((FRONT / f"{p}.js").read_text(encoding="utf-8") for p in parts if (FRONT / f"{p}.js").exists())


@cache
def style() -> str:
    """The page's style sheet: the common one (board.css), then each part's of :func:`page_parts`."""
    parts = ["board.css", *(f"{p}.css" for p in page_parts())]
    return "\n".join((FRONT / p).read_text(encoding="utf-8") for p in parts if (FRONT / p).exists())


@cache
def diagram_data(game_id: str) -> dict[str, Any]:
    """The game's timing diagram, drawn once: the SVG, each phase's span, and the phases for the log."""
    from .diagrams import drawing

    d = drawing(game_id)
    cls = engine.game_class(game_id)
    flow = to_graph(cls.procedure, cls.interrupts)
    phases = [n for n, data in flow.nodes(data=True) if data["kind"] == "phase" and data["depth"] in (1, 2)]
    phase_of = {}
    for node in flow.nodes:
        path, cur = [], node
        while cur is not None:
            path.append(cur)
            cur = flow.nodes[cur].get("parent")
        top = [n for n in reversed(path) if flow.nodes[n]["kind"] == "phase"][1:]
        phase_of[node] = top[0] if top else ""
    return {
        "svg": d.svg,
        "width": d.width,
        "height": d.height,
        "spans": {k: list(v) for k, v in d.spans.items()},
        "tops": d.tops,
        "phases": [[p, flow.nodes[p]["label"]] for p in phases],
        "phase_of": phase_of,
    }


class Board(anywidget.AnyWidget):
    """One page of the tutor: a table, a decision, a lesson or a scenario picker, a diagram and a log."""

    _esm = script()
    _css = style()
    scene = traitlets.Dict().tag(sync=True)  # what the page draws (tutor.page.Page.scene)
    drawing = traitlets.Dict().tag(sync=True)

    def __init__(self, page: Page, **kwargs: Any):
        super().__init__(**kwargs)
        self.page = page
        self._drawn_for: str | None = None  # the game whose diagram was sent; None: not asked yet
        self._sent = 0
        page.session.on_change(lambda s: self.push())
        page.session.on_progress(lambda s: self.push())  # bots at work: the page shows the table as they move
        self.on_msg(self._message)
        self.push()

    @property
    def session(self) -> Session:
        """The page's session."""
        return self.page.session

    def push(self) -> None:
        """Send the page's scene (and, once the page has asked for it, the diagram of a new game)."""
        if self._drawn_for not in (None, self.page.session.game_id):
            self._send_drawing()
        self._sent += 1  # every action answers with a new scene, even one that changed nothing
        self.scene = {**self.page.scene(), "sent": self._sent}

    def _send_drawing(self) -> None:
        self._drawn_for = self.page.session.game_id
        self.drawing = diagram_data(self._drawn_for)

    def click(self, message: dict[str, Any]) -> None:
        """Do what the page sent (tests call this as the browser would)."""
        self._message(self, message, [])

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if content == "ping":  # the page checks that its kernel is alive
            self.send("pong")
            return
        if content == "drawing":  # the page has drawn its first scene and asks for the diagram
            self._send_drawing()
            return
        sent = self._sent
        try:
            self.page.act(content if isinstance(content, dict) else {"act": content})
        except Exception as err:  # a visitor sees a message, never a traceback; the game is unchanged
            self.page.session.message = f"Something went wrong ({type(err).__name__}: {err}); the game is as it was."
            sent = -1
        if self._sent == sent:  # the action changed nothing the session announced: answer it all the same
            self.push()


def standalone_html(scene: dict[str, Any], drawing_data: dict[str, Any]) -> str:
    """A static page that draws one scene without a kernel (what it sends is kept in ``window.sent``).

    For looking at the table quickly and for browser tests of the drawing itself.
    """
    data = json.dumps({"scene": scene, "drawing": drawing_data}).replace("</", "<\\/")  # safe inside <script>
    module = json.dumps(script())
    return f"""<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><style>{style()}</style></head>
<body><div id="root"></div><script id="data" type="application/json">{data}</script>
<script type="module">
const values = JSON.parse(document.getElementById("data").textContent);
const handlers = {{}};
window.sent = [];
const model = {{
  get: (k) => values[k],
  on: (name, cb) => {{ (handlers[name] = handlers[name] || []).push(cb); }},
  send: (msg) => {{ if (msg !== "drawing" && msg !== "ping") window.sent.push(msg); }},  // no kernel here
}};
window.setScene = (s) => {{ values["scene"] = s; (handlers["change:scene"] || []).forEach((cb) => cb()); }};
const url = URL.createObjectURL(new Blob([{module}], {{ type: "text/javascript" }}));
const mod = await import(url);
mod.default.render({{ model, el: document.getElementById("root") }});
window.ready = true;
</script></body></html>"""
