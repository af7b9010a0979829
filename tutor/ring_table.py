"""The table of Sojusze as a ring: leaders are the nodes of a networkx cycle graph and each council
is the edge between two neighbours, showing its allies and its face-down tokens. Each leader's
weaker council (by the allies' power; the tokens stay hidden until the end) is drawn in red. Beside
the ring: the current ally and the live bidding area.
"""

from __future__ import annotations

import io
from typing import Any

import ipywidgets as widgets
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import networkx as nx

from .session import Session
from .style import esc

SMALL = "#c0392b"


def ring_svg(view: dict[str, Any], over: bool) -> str:
    """The ring of leaders and councils as an SVG picture."""
    seats = view["seats"]
    g = nx.cycle_graph(len(seats))
    g = nx.relabel_nodes(g, dict(enumerate(seats)))
    pos = {p: (x, -y) for p, (x, y) in nx.circular_layout(g).items()}  # clockwise, as the leaders sit
    councils = view["councils"]
    power = {cid: c["power_shown"] for cid, c in councils.items()}
    small = set()
    for p in seats:
        mine = [cid for cid, c in councils.items() if p in c["leaders"]]
        small.add(min(mine, key=lambda c: power[c]))
    fig, ax = plt.subplots(figsize=(7.6, 6.4))
    ax.axis("off")
    ax.set_xlim(-1.9, 1.9)
    ax.set_ylim(-1.6, 1.6)
    for cid, c in councils.items():
        a, b = c["leaders"]
        colour = SMALL if cid in small else "#555"
        nx.draw_networkx_edges(g, pos, edgelist=[(a, b)], ax=ax, width=3 if cid in small else 1.5, edge_color=colour)
        (x1, y1), (x2, y2) = pos[a], pos[b]
        allies = "\n".join(f"{x['name'].split(' (')[0]} {x['power']}" for x in c["allies"]) or "no allies"
        tokens = (
            f"tokens {'+'.join(map(str, c['token_values']))}"
            if over and c["token_values"]
            else f"{c['tokens']} face-down token(s)"
        )
        ax.text(
            (x1 + x2) / 2 * 1.25,
            (y1 + y2) / 2 * 1.25,
            f"{allies}\n{tokens}\npower {power[cid]}" + ("" if over else "+?"),
            ha="center",
            va="center",
            fontsize=6.5,
            color=colour,
            bbox={"boxstyle": "round", "fc": "white", "ec": colour},
        )
    first = view["first"]
    nx.draw_networkx_nodes(
        g, pos, ax=ax, node_size=1500, node_color=["#f9e3a3" if p == first else "#dfe7f2" for p in seats]
    )
    nx.draw_networkx_labels(g, pos, ax=ax, font_size=8)
    ax.set_title("Councils between neighbours (red: each leader's weaker council so far)", fontsize=9)
    out = io.StringIO()
    plt.rcParams["svg.hashsalt"] = "rules-tutor"
    plt.rcParams["svg.fonttype"] = "none"
    fig.savefig(out, format="svg", metadata={"Date": None, "Creator": None})
    plt.close(fig)
    text = out.getvalue()
    return text[text.index("<svg") :]


class RingTable(widgets.VBox):
    """The ring, the current ally and the bidding areas; redraws when the session changes."""

    def __init__(self, session: Session):
        super().__init__()
        self.session = session
        self.buttons: dict[str, widgets.Button] = {}
        self.picture = widgets.HTML()
        self.bids = widgets.HTML()
        self.children = [self.bids, self.picture]
        session.on_change(lambda s: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        view = s.view()["state"]
        over = s.game.over
        current = view["current"]
        ally = (
            (
                f"<b>{esc(current['name'])}</b>, power {current['power']}"
                + (f" — {esc(current['text'])}" if current["text"] else "")
                + (f" (+{current['tokens']} token(s) on it)" if current["tokens"] else "")
            )
            if current
            else "none"
        )
        rows = [
            f'<div class="rt-zone">{esc(view["season"].capitalize())}, round {view["round"]} of '
            f"{view['rounds_per_season']} · first player <b>{esc(view['first'])}</b> · allies left "
            f"{view['allies_left']} · dead: {esc(', '.join(view['dead']) or 'none')}</div>",
            f'<div class="rt-zone">Current ally: {ally}</div>',
        ]
        if view["row"]:
            coming = ", ".join(f"{esc(a['name'])} {a['power']}" for a in view["row"])
            rows.append(f'<div class="rt-zone">Row of allies (open allies), next first: {coming}</div>')
        for p in view["seats"]:
            cards = ", ".join(f"{esc(c['name'])} {c['value']}" for c in view["bids"][p]) or "—"
            total = view["totals"][p]
            state = " (knelt)" if p in view["knelt"] else ""
            hand = view["hands"][p]
            size = len(hand) if isinstance(hand, list) else hand
            rows.append(
                f'<div class="rt-zone"><b>{esc(p)}</b>{state}: bids {cards} · influence {total} '
                f"· {size} card(s) in hand</div>"
            )
        self.bids.value = "".join(rows)
        self.picture.value = f'<div class="rt-diagram">{ring_svg(view, over)}</div>'
