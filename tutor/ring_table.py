"""The table of Sojusze as a ring: leaders are the nodes of a networkx cycle graph and each council
is the edge between two neighbours, showing its allies and its face-down tokens. Each leader's
weaker council (by the allies' power; the tokens stay hidden until the end) is drawn in red. Beside
the ring: the current ally and the live bidding area.
"""

from __future__ import annotations

import io

import ipywidgets as widgets
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import networkx as nx

from engine.alliances.views import AlliancesTable, LeaderView

from .session import Session
from .style import esc

SMALL = "#c0392b"


def ring_svg(table: AlliancesTable) -> str:
    """The ring of leaders and councils as an SVG picture."""
    seats = list(table.seats)
    g = nx.cycle_graph(len(seats))
    g = nx.relabel_nodes(g, dict(enumerate(seats)))
    pos = {p: (x, -y) for p, (x, y) in nx.circular_layout(g).items()}  # clockwise, as the leaders sit
    small = {x.small_council for x in table.leaders}
    fig, ax = plt.subplots(figsize=(7.6, 6.4))
    ax.axis("off")
    ax.set_xlim(-1.9, 1.9)
    ax.set_ylim(-1.6, 1.6)
    for c in table.councils:
        a, b = c.leaders
        colour = SMALL if c.id in small else "#555"
        nx.draw_networkx_edges(g, pos, edgelist=[(a, b)], ax=ax, width=3 if c.id in small else 1.5, edge_color=colour)
        (x1, y1), (x2, y2) = pos[a], pos[b]
        allies = "\n".join(f"{x.name.split(' (')[0]} {x.power}" for x in c.allies) or "no allies"
        if c.token_values is None:
            tokens = f"{c.tokens} face-down token(s)"
        else:
            tokens = f"tokens {'+'.join(map(str, c.token_values))}" if c.token_values else "no tokens"
        ax.text(
            (x1 + x2) / 2 * 1.25,
            (y1 + y2) / 2 * 1.25,
            f"{allies}\n{tokens}\npower {c.power_shown}" + ("" if table.revealed else "+?"),
            ha="center",
            va="center",
            fontsize=6.5,
            color=colour,
            bbox={"boxstyle": "round", "fc": "white", "ec": colour},
        )
    nx.draw_networkx_nodes(
        g, pos, ax=ax, node_size=1500, node_color=["#f9e3a3" if p == table.first else "#dfe7f2" for p in seats]
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


def current_html(table: AlliancesTable) -> str:
    """The current ally: its name, power, ability and the tokens lying on it."""
    current = table.current
    if current is None:
        return "none" if table.allies_left or table.row else "none: no ally is left to turn up (see the Log)"
    a = current.ally
    return (
        f"<b>{esc(a.name)}</b>, power {a.power}"
        + (f" — {esc(a.text)}" if a.text else "")
        + (f" (+{current.tokens} token(s) on it)" if current.tokens else "")
    )


def leader_html(leader: LeaderView) -> str:
    """One leader's bidding area, influence, kneeling and hand size."""
    cards = ", ".join(f"{esc(c.name)} {c.value}" for c in leader.bids) or "—"
    state = " (knelt)" if leader.knelt else ""
    return (
        f'<div class="rt-zone"><b>{esc(leader.player)}</b>{state}: bids {cards} · influence {leader.total} '
        f"· {leader.hand_size} card(s) in hand</div>"
    )


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
        """Redraw from the session's view: the header and the game's table."""
        view = self.session.view()
        header, table = view.header, view.table
        dead = ", ".join(esc(a.name) for a in table.dead) or "none"
        rows = [
            f'<div class="rt-zone">{esc(table.season.capitalize())}, round {table.round} of '
            f"{table.rounds_per_season} (round {header.round} of the game) · first player "
            f"<b>{esc(header.first_player or '—')}</b> · allies left {table.allies_left} · dead: {dead}</div>",
            f'<div class="rt-zone">Current ally: {current_html(table)}</div>',
        ]
        if table.row:
            coming = ", ".join(f"{esc(a.name)} {a.power}" for a in table.row)
            rows.append(f'<div class="rt-zone">Row of allies (open allies), next first: {coming}</div>')
        rows += [leader_html(x) for x in table.leaders]
        self.bids.value = "".join(rows)
        self.picture.value = f'<div class="rt-diagram">{ring_svg(table)}</div>'
