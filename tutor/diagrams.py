"""Timing diagrams drawn from the engine's own procedure (``game.flow``), as hand-written SVG.

Nothing about a game is drawn by hand: the boxes, their order, the loops and the
trigger points all come from the networkx graph the engine exports. The picture
is plain SVG text built here, with no plotting library, so a lesson kernel starts
fast.

* :func:`drawing` draws a game's whole procedure once (cached per game). Every box
  is a ``<g class="fl-box fl-KIND" data-node="NODE">`` whose first shape has class
  ``fl-shape``; a page moves the highlight by toggling the classes ``fl-here`` (the
  innermost node of the cursor) and ``fl-around`` (its ancestors) on those groups,
  and may zoom to a phase by setting the viewBox to ``Drawing.spans[phase]``.
* :func:`flow_svg` draws part of a procedure (a root, the nodes to open, the
  cursor already marked, a title) with the same code, for notebooks and the CLI.

Output is deterministic byte for byte, at natural pixel size (1 user unit = 1 px),
at most 380 px wide so it fits a phone.

    python -m tutor diagrams agot --out DIR
"""

from __future__ import annotations

import argparse
import functools
import html
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import engine

if TYPE_CHECKING:
    import networkx as nx

#: How each kind of node looks: (fill colour, dashed outline, what the legend says).
STYLE = {
    "phase": ("#dfe7f2", False, "phase or part of one"),
    "loop": ("#eef2f7", False, "repeats (loop), noted ↻ repeats"),
    "turns": ("#eef2f7", False, "once per player, first player first, noted ↻ once per player"),
    "step": ("#f2f2f2", False, "step the game does"),
    "decision": ("#d6ecff", False, "a player decides"),
    "pick": ("#c4e2fb", False, "a player picks one at a time, until done"),
    "each": ("#d6ecff", True, "each player decides, one after another"),
    "secret": ("#e6dcff", False, "players decide in secret"),
    "window": ("#fff2bf", False, "action window: act or pass, in turn"),
    "trigger": ("#ffd9d4", False, "trigger point: passives, then responses"),
    "interrupt": ("#ffffff", True, "trigger point when something happens (dashed: may fire)"),
}
CURSOR = "#c0392b"
INK = "#4a4a4a"
LANE = "#2c6fbb"
FONT = "system-ui, sans-serif"

# Geometry, in px.
WIDTH = 380  # the whole picture
X0 = 4  # left margin
MAIN_W = WIDTH - 2 * X0  # width of a depth-0 box
INDENT = 14  # per depth, on the left
INSET = 4  # per depth, on the right: nested outlines stay apart
PAD_X, PAD_Y = 8, 5  # text inside a box
GAP = 10  # between siblings: room for the "then" arrow
HEAD_GAP = 4  # between a box's own text and its first child
FOOT = 6  # below the last child, inside its parent
ARROW = 12  # the point of a trigger's pentagon
TEETH = 3  # depth of a window's teeth

# Text: (font size, line height, estimated px per character, weight, style, colour).
TEXT = {
    "title": (14, 18, 8.0, "700", "", "#111"),
    "head": (12, 16, 7.2, "700", "", "#111"),  # a box that holds others, or a section heading
    "label": (12, 15, 6.6, "", "", "#111"),
    "sub": (11, 14, 6.0, "", "italic", "#555"),
}

SVG_STYLE = (
    ".fl-box.fl-here > .fl-shape {stroke:#c0392b; stroke-width:3}\n"
    ".fl-box.fl-around > .fl-shape {stroke:#c0392b; stroke-width:1.6}\n"
)


@dataclass(frozen=True)
class Drawing:
    """A drawn procedure: the SVG, its size in px, and the y range ``[top, bottom]`` of each opened node.

    ``spans`` has an entry for every node drawn with its children, covering the
    node's own box and all its descendants (a page may zoom to it). Drawings
    from :func:`drawing` are cached and shared: do not change ``spans``.
    """

    svg: str
    width: int
    height: int
    spans: dict[str, tuple[int, int]]
    tops: dict[str, int] = field(default_factory=dict)  # each drawn box's top, so a page never measures


@dataclass
class _Box:
    """One box as laid out: where it is, the lines of text it holds, how it is marked."""

    node: str
    kind: str  # the style kind ("interrupt" for the trigger points listed below the tree)
    x: int
    y: int
    w: int
    lines: list[tuple[str, str]]  # (role in TEXT, text)
    bottom: int = 0
    mark: str = ""  # "here", "around" or ""


def _until(text: str) -> str:
    return text if text.startswith("until") else f"until {text}"


def _notes(data: dict) -> list[str]:
    """A node's declared data in words, a line each: only if ..., ↻ repeats until ..., may end the game."""
    parts = []
    if data.get("when"):
        parts.append(f"only if {data['when']}")
    if data["kind"] == "loop":
        parts.append("↻ repeats" + (f" {_until(data['until'])}" if data.get("until") else ""))
        if data.get("order"):
            parts.append(data["order"])
    elif data["kind"] == "turns":
        parts.append("↻ once per player" + (f", {data['order']}" if data.get("order") else ""))
        if data.get("until"):
            parts.append(_until(data["until"]))
    else:
        if data.get("order"):
            parts.append(data["order"])
        if data.get("until"):
            parts.append(_until(data["until"]))
    if data.get("ends"):
        parts.append(f"★ may end the game: {data['ends']}")
    return parts


def children(flow: nx.DiGraph, node: str) -> list[str]:
    """A node's children in their declared order."""
    return _kids(flow).get(node, [])


def _kids(flow: nx.DiGraph) -> dict[str, list[str]]:
    """Every node's children, in the order the nodes were declared."""
    order = {n: i for i, n in enumerate(flow.nodes)}
    kids: dict[str, list[str]] = {}
    for u, v, kind in flow.edges(data="kind"):
        if kind == "contains":
            kids.setdefault(u, []).append(v)
    for vs in kids.values():
        vs.sort(key=order.__getitem__)
    return kids


def polish(node_data: dict, catalogue: dict) -> str:
    """The Polish term of a node's rule, or "" when the catalogue has none."""
    rule = catalogue.get(node_data.get("rule") or "")
    return rule.term_pl if rule and rule.term_pl != "-" else ""


def _is_interrupt(data: dict) -> bool:
    return bool(data.get("interrupt")) or data["kind"] == "interrupt"


def _wrap(text: str, role: str, width: float) -> list[tuple[str, str]]:
    """``text`` in lines that fit ``width`` px, by the estimated width of a character."""
    chars = max(8, int(width // TEXT[role][2]))
    lines = textwrap.wrap(text, chars, break_long_words=True, break_on_hyphens=False) or [""]
    return [(role, line) for line in lines]


def _height(lines: list[tuple[str, str]]) -> int:
    return sum(TEXT[role][1] for role, _ in lines)


def _n(v: float) -> str:
    """A coordinate, written the same way every time."""
    return str(int(v)) if v == int(v) else f"{v:.1f}"


def _shape(kind: str, x: int, y: int, w: int, h: int, extra: str = "") -> str:
    """The outline of a box of ``kind``; ``extra`` are more attributes (a class, the stroke)."""
    fill, dashed, _ = STYLE[kind]
    paint = f'fill="{fill}"' + (' stroke-dasharray="4 3"' if dashed else "") + extra
    if kind in ("trigger", "interrupt"):  # an arrow-like pentagon pointing on
        tip = min(ARROW, h // 2)
        pts = [(x, y), (x + w - tip, y), (x + w, y + h / 2), (x + w - tip, y + h), (x, y + h)]
        return f'<polygon points="{" ".join(f"{_n(a)},{_n(b)}" for a, b in pts)}" {paint}/>'
    if kind == "window":  # teeth down both sides
        n = max(2, h // 6)
        right = [(x + w - (TEETH if i % 2 else 0), y + round(i * h / n)) for i in range(n + 1)]
        left = [(x + (TEETH if i % 2 else 0), y + round(i * h / n)) for i in range(n, -1, -1)]
        d = "M" + " L".join(f"{a},{b}" for a, b in right + left) + " Z"
        return f'<path d="{d}" {paint}/>'
    rx = {"step": 0, "phase": 6, "loop": 6, "turns": 6}.get(kind, 10)
    rx = min(rx, h // 2)
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" {paint}/>'


def _texts(lines: list[tuple[str, str]], x: int, y: int) -> list[str]:
    """One ``<text>`` per line, the first line's top at ``y``."""
    out = []
    for role, line in lines:
        size, height, _, weight, style, colour = TEXT[role]
        attrs = f'x="{x}" y="{y + size}" font-size="{size}" fill="{colour}"'
        if weight:
            attrs += f' font-weight="{weight}"'
        if style:
            attrs += f' font-style="{style}"'
        cls = "fl-label" if role in ("label", "head") else "fl-sub"
        out.append(f'<text class="{cls}" {attrs}>{html.escape(line)}</text>')
        y += height
    return out


def _inner_width(kind: str, w: int) -> int:
    """How wide the text inside a box of ``kind`` may be."""
    return w - 2 * PAD_X - (ARROW if kind in ("trigger", "interrupt") else 0) - (2 * TEETH if kind == "window" else 0)


def _box_lines(kind: str, label: str, term: str, notes: list[str], w: int, holder: bool) -> list[tuple[str, str]]:
    width = _inner_width(kind, w)
    lines = _wrap(label, "head" if holder else "label", width)
    for sub in ([term] if term else []) + notes:
        lines += _wrap(sub, "sub", width)
    return lines


def _render(
    flow: nx.DiGraph,
    root: str,
    expand: set[str] | None,
    cursor: Sequence[str],
    catalogue: dict,
    title: str,
) -> Drawing:
    """Lay out and write the SVG of ``root`` with the ``expand`` nodes opened (all when None)."""
    kids = _kids(flow)
    boxes: list[_Box] = []
    spans: dict[str, tuple[int, int]] = {}
    top_texts: list[str] = []
    y = 6
    if title:
        lines = _wrap(title, "title", MAIN_W)
        top_texts = _texts(lines, X0, y)
        y += _height(lines) + 6

    def place(node: str, depth: int, y: int) -> int:
        data = flow.nodes[node]
        x, w = X0 + depth * INDENT, MAIN_W - depth * (INDENT + INSET)
        inner = kids.get(node, [])
        opened = bool(inner) and (expand is None or node in expand)
        notes = _notes(data)
        if inner and not opened:
            notes.append(f"▸ {_count(kids, node)} steps inside, not opened here")
        lines = _box_lines(data["kind"], data["label"], polish(data, catalogue), notes, w, bool(inner))
        box = _Box(node, data["kind"], x, y, w, lines)
        boxes.append(box)
        bottom = y + _height(lines) + 2 * PAD_Y
        if opened:
            bottom += HEAD_GAP
            for i, child in enumerate(inner):
                bottom = place(child, depth + 1, bottom + (GAP if i else 0))
            bottom += FOOT
            spans[node] = (y, bottom)
        box.bottom = bottom
        return bottom

    y = place(root, 0, y)
    where = {b.node: b for b in boxes}

    # The trigger points that may fire inside what is shown, each with the shown boxes they fire in.
    hosts: dict[str, list[str]] = {}
    for u, v, kind in flow.edges(data="kind"):
        shown = _shown_ancestor(flow, u, where) if kind == "fires" and _is_interrupt(flow.nodes[v]) else None
        if shown and shown not in hosts.get(v, []):
            hosts.setdefault(v, []).append(shown)
    section: list[str] = []
    if hosts:
        y += 16
        heading = _wrap("Trigger points that may fire", "head", MAIN_W)
        section = _texts(heading, X0, y)
        y += _height(heading) + 4
        for trig in flow.nodes:
            if trig not in hosts:
                continue
            data = flow.nodes[trig]
            labels = ", ".join(flow.nodes[h]["label"] for h in hosts[trig])
            notes = [*_notes(data), f"may fire during: {labels}"]
            lines = _box_lines("interrupt", data["label"], polish(data, catalogue), notes, MAIN_W, False)
            box = _Box(trig, "interrupt", X0, y, MAIN_W, lines)
            box.bottom = y + _height(lines) + 2 * PAD_Y
            boxes.append(box)
            y = box.bottom + 8
        y -= 8

    # The cursor: its deepest node drawn is "here", the others drawn are "around".
    by_node = {b.node: b for b in boxes}
    marked = [n for n in cursor if n in by_node]
    for n in marked:
        by_node[n].mark = "around"
    if marked:
        by_node[marked[-1]].mark = "here"

    legend_kinds = [k for k in STYLE if k in {b.kind for b in boxes}]
    legend, y = _legend(legend_kinds, y + 16)
    height = y + 6

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="fl-svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="{FONT}">',
        f"<title>{html.escape(title or flow.nodes[root]['label'])}</title>",
        f"<style>\n{SVG_STYLE}</style>",
        *top_texts,
    ]
    tree = len(where)
    out += _boxes(boxes[:tree])
    out.append('<g class="fl-links" fill="none" stroke-width="1.2">')
    out += _links(flow, where)
    out.append("</g>")
    out += section
    out += _boxes(boxes[tree:])
    out += legend
    out.append("</svg>")
    return Drawing("\n".join(out) + "\n", WIDTH, height, spans, {b.node: b.y for b in boxes})


def _boxes(boxes: list[_Box]) -> list[str]:
    """The groups of the boxes: a page finds them by ``data-node`` and marks them with classes."""
    out = []
    for b in boxes:
        cls = f"fl-box fl-{b.kind}" + (f" fl-{b.mark}" if b.mark else "")
        ident = f' id="current-{html.escape(b.node)}"' if b.mark == "here" else ""
        out.append(f'<g class="{cls}" data-node="{html.escape(b.node)}"{ident}>')
        h = b.bottom - b.y
        out.append(_shape(b.kind, b.x, b.y, b.w, h, f' class="fl-shape" stroke="{INK}" stroke-width="1"'))
        out += _texts(b.lines, b.x + PAD_X + (TEETH if b.kind == "window" else 0), b.y + PAD_Y)
        out.append("</g>")
    return out


def _count(kids: dict[str, list[str]], node: str) -> int:
    """How many nodes lie inside ``node``, at any depth."""
    return sum(1 + _count(kids, k) for k in kids.get(node, []))


def _shown_ancestor(flow: nx.DiGraph, node: str | None, where: dict[str, _Box]) -> str | None:
    """``node`` if it is drawn, else the nearest of its ancestors that is (None if none is)."""
    while node is not None and node not in where:
        node = flow.nodes[node]["parent"]
    return node


def _arrowhead(x: float, y: float, direction: str, colour: str) -> str:
    """A small filled arrowhead with its tip at (x, y), pointing down or right."""
    if direction == "down":
        pts = [(x, y), (x - 3.5, y - 5), (x + 3.5, y - 5)]
    else:
        pts = [(x, y), (x - 5, y - 3.5), (x - 5, y + 3.5)]
    return f'<polygon points="{" ".join(f"{_n(a)},{_n(b)}" for a, b in pts)}" fill="{colour}"/>'


def _links(flow: nx.DiGraph, where: dict[str, _Box]) -> list[str]:
    """``next`` arrows between drawn siblings, ``repeat`` lanes back up to the start of a loop."""
    out = []
    for u, v, kind in flow.edges(data="kind"):
        if u not in where or v not in where:
            continue
        a, b = where[u], where[v]
        if kind == "next":
            x = b.x + 18
            out.append(f'<path d="M{x},{a.bottom} V{b.y - 1}" stroke="#333"/>')
            out.append(_arrowhead(x, b.y, "down", "#333"))
        elif kind == "repeat":
            parent = flow.nodes[v]["parent"]
            if parent not in where:
                continue
            lane = where[parent].x + INDENT // 2
            start, end = a.bottom - 6, b.y + 9
            if start <= end:  # a box too short to loop on itself: go round its full height
                start, end = a.bottom, b.y
            out.append(f'<path d="M{a.x},{start} H{lane} V{end} H{b.x - 4}" stroke="{LANE}"/>')
            out.append(_arrowhead(b.x, end, "right", LANE))
    return out


def _legend(kinds: list[str], y: int) -> tuple[list[str], int]:
    """The legend of the kinds shown, how the cursor and the arrows look; and the y below it."""
    x_text = X0 + 50
    width = WIDTH - X0 - x_text
    heading = _wrap("Legend", "head", MAIN_W)
    out = ['<g class="fl-legend">', *_texts(heading, X0, y)]
    y += _height(heading) + 4

    def row(sample: list[str], words: str, y: int) -> int:
        lines = _wrap(words, "sub", width)
        h = max(22, _height(lines) + 6)
        out.extend(sample)
        out.extend(t.replace(' font-style="italic"', "") for t in _texts(lines, x_text, y + (h - _height(lines)) // 2))
        return y + h

    for kind in kinds:
        sample = _shape(kind, X0 + 4, y + 2, 38, 18, f' stroke="{INK}" stroke-width="1"')
        y = row([sample], STYLE[kind][2], y)
    # Samples of the cursor outline: plain attributes, so a page toggling classes leaves them alone.
    here = _shape("step", X0 + 4, y + 2, 38, 18, f' stroke="{CURSOR}" stroke-width="3"')
    y = row([here], "where the game is now (red outline)", y)
    around = _shape("phase", X0 + 4, y + 2, 38, 18, f' stroke="{CURSOR}" stroke-width="1.6"')
    y = row([around], "the phases around it (thin red outline)", y)
    x = X0 + 23
    then = [f'<path d="M{x},{y + 2} V{y + 15}" stroke="#333" stroke-width="1.2"/>']
    then.append(_arrowhead(x, y + 20, "down", "#333"))
    y = row(then, "then (the next step)", y)
    lane = [
        f'<path d="M{X0 + 30},{y + 18} H{X0 + 12} V{y + 5} H{X0 + 26}" '
        f'fill="none" stroke="{LANE}" stroke-width="1.2"/>',
        _arrowhead(X0 + 30, y + 5, "right", LANE),
    ]
    y = row(lane, "↻ back to the start (repeat)", y)
    out.append("</g>")
    return out, y


def flow_svg(
    flow: nx.DiGraph,
    root: str,
    expand: set[str] | None = None,
    cursor: list[str] | tuple[str, ...] = (),
    catalogue: dict | None = None,
    title: str = "",
) -> str:
    """Draw part of a procedure as an SVG flowchart, with the cursor already marked.

    ``root`` is the node to start from; ``expand`` the composite nodes to open
    (None opens all; the others are one box each); ``cursor`` the path to mark:
    its deepest drawn node gets the class ``fl-here`` (and the id ``current-NODE``),
    the other drawn nodes of it ``fl-around``. Polish terms from ``catalogue`` stand
    under the labels; ``title`` on top. Same drawing code as :func:`drawing`.
    """
    return _render(flow, root, expand, tuple(cursor), catalogue or {}, title).svg


@functools.lru_cache(maxsize=16)  # a few games: each drawn once
def drawing(game_id: str) -> Drawing:
    """The whole procedure of a game, every node opened and nothing marked; drawn once per game id."""
    flow = engine.new_game(game_id, seed=0).flow
    return _render(flow, flow.graph["root"], None, (), engine.rules(game_id), "")


def views(flow: nx.DiGraph) -> dict[str, dict]:
    """The standard views of a game's procedure: the whole round, setup, each phase, the challenge."""
    root = flow.graph["root"]
    top = children(flow, root)
    loops = [n for n in top if flow.nodes[n]["kind"] == "loop"]
    out = {"round": {"root": root, "expand": {root, *loops}, "title": "The whole game, round by round"}}
    for n in flow.nodes:  # every phase whose parent is not a phase: setup, the round's phases, a turn
        parent = flow.nodes[n]["parent"]
        if n != root and flow.nodes[n]["kind"] == "phase" and (parent == root or flow.nodes[parent]["kind"] != "phase"):
            out[f"phase-{n}"] = {"root": n, "expand": None, "title": flow.nodes[n]["label"]}
    if "challenge" in flow.nodes:
        out["challenge"] = {"root": "challenge", "expand": None, "title": "One challenge, step by step"}
    return out


def write_all(game_id: str, out: Path) -> list[Path]:
    """Write every standard view of a game, and its whole procedure, as SVG files into ``out``."""
    game = engine.new_game(game_id, seed=0)
    catalogue = engine.rules(game_id)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, v in views(game.flow).items():
        path = out / f"{game_id}-{name}.svg"
        path.write_text(flow_svg(game.flow, v["root"], v["expand"], (), catalogue, v["title"]), encoding="utf-8")
        written.append(path)
    path = out / f"{game_id}-procedure.svg"
    path.write_text(drawing(game_id).svg, encoding="utf-8")
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    """The command line: ``python -m tutor diagrams GAME --out DIR``."""
    parser = argparse.ArgumentParser(description="Write a game's timing diagrams as SVG.")
    parser.add_argument("game", help="game id, e.g. agot")
    parser.add_argument("--out", type=Path, default=Path("diagrams"))
    args = parser.parse_args(argv)
    for path in write_all(args.game, args.out):
        print(path)


if __name__ == "__main__":
    main()
