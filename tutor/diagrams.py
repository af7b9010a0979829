"""Timing diagrams drawn from the engine's own procedure (``game.flow``), as SVG.

Nothing here is drawn by hand: the boxes, their order, the loops and the trigger
points all come from the networkx graph the engine exports. A view picks the
part to show (the whole round, one phase expanded, the challenge pipeline) and
may highlight the cursor. The output is deterministic byte for byte.

    python -m tutor.diagrams agot --out DIR
"""

from __future__ import annotations

import argparse
import io
from dataclasses import dataclass
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import networkx as nx
from matplotlib.patches import FancyArrowPatch, FancyBboxPatch

import engine

ROW = 0.62  # inches per row
WIDTH = 9.2  # inches
INDENT = 0.32  # inches per nesting level
BOX_W = 4.1  # inches
SIDE_X = 5.5  # where interrupt triggers stand
SIDE_W = 2.9

#: How each kind of node looks: (box style, face colour, edge style, what the legend says).
STYLE = {
    "phase": ("round,pad=0.05,rounding_size=0.12", "#dfe7f2", "solid", "phase or part of one (collapsed)"),
    "loop": ("round,pad=0.05,rounding_size=0.12", "#eef2f7", "solid", "repeats (loop)"),
    "turns": ("round,pad=0.05,rounding_size=0.12", "#eef2f7", "solid", "once per player, first player first"),
    "step": ("square,pad=0.05", "#f2f2f2", "solid", "step the game does"),
    "decision": ("round,pad=0.05,rounding_size=0.2", "#d6ecff", "solid", "a player decides"),
    "pick": ("round,pad=0.05,rounding_size=0.2", "#c4e2fb", "solid", "a player picks one at a time, until done"),
    "each": ("round,pad=0.05,rounding_size=0.2", "#d6ecff", "dashed", "each player decides, one after another"),
    "secret": ("round,pad=0.05,rounding_size=0.2", "#e6dcff", "solid", "players decide in secret"),
    "window": ("roundtooth,pad=0.08,tooth_size=0.08", "#fff2bf", "solid", "action window: act or pass, in turn"),
    "trigger": ("rarrow,pad=0.08", "#ffd9d4", "solid", "trigger point: passives, then responses"),
    "interrupt": ("rarrow,pad=0.08", "#ffffff", "dashed", "trigger point when something happens (dashed: may fire)"),
}
CURSOR = "#c0392b"


@dataclass
class Row:
    """One box of the diagram."""

    node: str
    kind: str
    label: str
    term_pl: str
    depth: int
    y: float = 0.0
    expanded: bool = False
    note: str = ""  # the node's condition, exit, order of players, or how the game may end there


def note(data: dict) -> str:
    """The declared data of a node in words: only if ..., repeats until ..., may end the game."""
    parts = []
    if data.get("when"):
        parts.append(f"only if {data['when']}")
    if data.get("order"):
        parts.append(data["order"])
    if data.get("until"):
        until = data["until"]
        parts.append(until if until.startswith("until") else f"until {until}")
    if data.get("ends"):
        parts.append(f"★ may end the game: {data['ends']}")
    return "; ".join(parts)


def children(flow: nx.DiGraph, node: str) -> list[str]:
    """A node's children in their declared order."""
    kids = [v for _, v, k in flow.out_edges(node, data="kind") if k == "contains"]
    order = {n: i for i, n in enumerate(flow.nodes)}
    return sorted(kids, key=order.__getitem__)


def polish(node_data: dict, catalogue: dict) -> str:
    rule = catalogue.get(node_data.get("rule") or "")
    return rule.term_pl if rule and rule.term_pl != "-" else ""


def rows_for(flow: nx.DiGraph, root: str, expand: set[str] | None, catalogue: dict) -> list[Row]:
    """The boxes of a view, top to bottom: ``root`` and, for expanded nodes, their children."""
    rows: list[Row] = []

    def visit(node: str, depth: int) -> None:
        data = flow.nodes[node]
        open_ = bool(children(flow, node)) and (expand is None or node in expand)
        rows.append(
            Row(node, data["kind"], data["label"], polish(data, catalogue), depth, expanded=open_, note=note(data))
        )
        if open_:
            for child in children(flow, node):
                visit(child, depth + 1)

    visit(root, 0)
    for i, row in enumerate(rows):
        row.y = -i * ROW
    return rows


def interrupts_for(flow: nx.DiGraph, rows: list[Row]) -> list[tuple[str, list[str]]]:
    """Interrupt trigger points that may fire inside the shown boxes, with those boxes."""
    shown = {r.node for r in rows}
    found: dict[str, list[str]] = {}
    for u, v, kind in flow.edges(data="kind"):
        if kind == "fires" and u in shown:
            found.setdefault(v, []).append(u)
    order = {n: i for i, n in enumerate(flow.nodes)}
    return sorted(found.items(), key=lambda item: order[item[0]])


def _box(
    ax, x: float, y: float, w: float, kind: str, text: str, sub: str, current: bool, inside: bool, node: str = ""
) -> None:
    """One box; its SVG group id is ``node-<id>``, or ``current-<id>`` where the game is now."""
    style, face, line, _ = STYLE[kind]
    if "arrow" in style:
        w -= 0.35  # the arrow head is drawn outside the box
    edge = CURSOR if current or inside else "#4a4a4a"
    width = 2.6 if current else 1.6 if inside else 0.8
    patch = FancyBboxPatch(
        (x, y - 0.2), w, 0.4, boxstyle=style, facecolor=face, edgecolor=edge, linewidth=width, linestyle=line
    )
    if node:
        patch.set_gid(f"{'current' if current else 'node'}-{node}")
    ax.add_patch(patch)
    weight = "bold" if current or kind in ("phase", "loop", "turns") else "normal"
    ax.text(x + 0.1, y + (0.06 if sub else 0), text, fontsize=9, va="center", ha="left", weight=weight, color="#111")
    if sub:
        ax.text(x + 0.1, y - 0.11, sub, fontsize=7, va="center", ha="left", style="italic", color="#555")


def _arrow(ax, a: tuple[float, float], b: tuple[float, float], style: str = "-|>", rad: float = 0.0, **kw) -> None:
    ax.add_patch(
        FancyArrowPatch(a, b, arrowstyle=style, mutation_scale=9, connectionstyle=f"arc3,rad={rad}", lw=0.8, **kw)
    )


def flow_svg(
    flow: nx.DiGraph,
    root: str,
    expand: set[str] | None = None,
    cursor: list[str] | tuple[str, ...] = (),
    catalogue: dict | None = None,
    title: str = "",
) -> str:
    """Draw part of a procedure as an SVG flowchart.

    ``root`` is the node to start from; ``expand`` the composite nodes to open
    (None opens all); ``cursor`` the path to highlight. Windows, decisions,
    secret choices and trigger points each have their own shape, explained in
    a legend; Polish terms from the rules catalogue stand under the labels.
    """
    catalogue = catalogue or {}
    rows = rows_for(flow, root, expand, catalogue)
    side = interrupts_for(flow, rows)
    legend = sorted({r.kind for r in rows} | ({"interrupt"} if side else set()), key=list(STYLE).index)
    height = len(rows) * ROW + 1.4 + 0.32 * (len(legend) + 1)
    fig = plt.figure(figsize=(WIDTH, height))
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, WIDTH)
    ax.set_ylim(-height + 0.6, 0.6)
    ax.axis("off")
    if title:
        ax.text(0.15, 0.38, title, fontsize=11, weight="bold", va="center")
    innermost = cursor[-1] if cursor else None
    where = {r.node: r for r in rows}
    for r in rows:
        x = 0.2 + r.depth * INDENT
        _box(
            ax,
            x,
            r.y,
            BOX_W - r.depth * INDENT,
            r.kind,
            r.label,
            " · ".join(t for t in (r.term_pl, r.note) if t),
            r.node == innermost,
            r.node in cursor and r.node != innermost,
            r.node,
        )
    _edges(ax, flow, rows, where)
    for i, (trig, hosts) in enumerate(side):
        ty = rows[0].y - (i + 0.5) * (len(rows) * ROW / max(len(side), 1))
        data = flow.nodes[trig]
        windows = [h for h in hosts if flow.nodes[h]["kind"] == "window"]
        sub = polish(data, catalogue) + ("; also in any action window" if windows else "")
        _box(ax, SIDE_X, ty, SIDE_W, "interrupt", data["label"], sub, trig == innermost, False, trig)
        for host in (h for h in hosts if h not in windows):
            h = where[host]
            _arrow(ax, (0.2 + BOX_W + 0.08, h.y), (SIDE_X - 0.1, ty), color="#c97b70", linestyle="dashed", rad=0.08)
    _legend(ax, legend, -len(rows) * ROW - 0.2)
    out = io.StringIO()
    plt.rcParams["svg.hashsalt"] = "rules-tutor"
    plt.rcParams["svg.fonttype"] = "none"
    fig.savefig(out, format="svg", metadata={"Date": None, "Creator": None})
    plt.close(fig)
    return out.getvalue()


def _edges(ax, flow: nx.DiGraph, rows: list[Row], where: dict[str, Row]) -> None:
    """``next`` arrows between shown siblings, ``repeat`` arrows back to the start of a loop."""
    for u, v, kind in flow.edges(data="kind"):
        if u not in where or v not in where:
            continue
        a, b = where[u], where[v]
        if kind == "next":
            start = a if not a.expanded else _last_shown(flow, a, where)
            x = 0.35 + b.depth * INDENT
            _arrow(ax, (x, start.y - 0.2), (x, b.y + 0.2), color="#333")
        elif kind == "repeat":  # a lane left of the boxes, back up to the start of the loop
            end = _last_shown(flow, a, where) if a.expanded else a
            x0, x1 = 0.2 + end.depth * INDENT, 0.2 + b.depth * INDENT
            lane = x1 - 0.12
            ax.plot([x0, lane, lane], [end.y, end.y, b.y], color="#2c6fbb", lw=0.8)
            _arrow(ax, (lane, b.y), (x1, b.y), color="#2c6fbb")


def _last_shown(flow: nx.DiGraph, row: Row, where: dict[str, Row]) -> Row:
    """The last box drawn inside an expanded node."""
    kids = [k for k in children(flow, row.node) if k in where]
    return _last_shown(flow, where[kids[-1]], where) if kids and where[kids[-1]].expanded else where[kids[-1]]


def _legend(ax, kinds: list[str], top: float) -> None:
    ax.text(0.2, top, "Legend", fontsize=8, weight="bold", va="center")
    for i, kind in enumerate(kinds):
        y = top - 0.32 - i * 0.32
        style, face, line, words = STYLE[kind]
        ax.add_patch(
            FancyBboxPatch(
                (0.3, y - 0.08),
                0.45,
                0.16,
                boxstyle=style.replace("0.2", "0.05"),
                facecolor=face,
                edgecolor="#4a4a4a",
                lw=0.8,
                linestyle=line,
            )
        )
        ax.text(1.15, y, words, fontsize=7.5, va="center")
    y = top - 0.32 - len(kinds) * 0.32
    ax.add_patch(
        FancyBboxPatch(
            (0.3, y - 0.08), 0.45, 0.16, boxstyle="square,pad=0.02", facecolor="white", edgecolor=CURSOR, lw=2.4
        )
    )
    ax.text(1.15, y, "where the game is now (red outline: the phases around it)", fontsize=7.5, va="center")
    _arrow(ax, (4.9, top - 0.3), (4.9, top - 0.62), color="#333")
    ax.text(5.05, top - 0.46, "then", fontsize=7.5, va="center")
    ax.plot([4.9, 4.8, 4.8], [top - 1.04, top - 1.04, top - 0.72], color="#2c6fbb", lw=0.8)
    _arrow(ax, (4.8, top - 0.72), (4.9, top - 0.72), color="#2c6fbb")
    ax.text(5.05, top - 0.88, "back to the start (repeat)", fontsize=7.5, va="center")


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
    """Write every standard view of a game as SVG files into ``out``."""
    game = engine.new_game(game_id, seed=0)
    catalogue = engine.rules(game_id)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, v in views(game.flow).items():
        path = out / f"{game_id}-{name}.svg"
        path.write_text(flow_svg(game.flow, v["root"], v["expand"], (), catalogue, v["title"]), encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write a game's timing diagrams as SVG.")
    parser.add_argument("game", help="game id, e.g. agot")
    parser.add_argument("--out", type=Path, default=Path("diagrams"))
    args = parser.parse_args(argv)
    for path in write_all(args.game, args.out):
        print(path)


if __name__ == "__main__":
    main()
