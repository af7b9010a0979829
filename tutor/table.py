"""The table: both players' areas laid out like the rulebook's picture of the play area.

Every card shows its Polish and English names, its values (marked as teaching values
when the rulebook does not print them), and its state. A card that has a legal option
now carries a button for it: clicking it is the same as the option's button in the
decision panel.
"""

from __future__ import annotations

import ipywidgets as widgets

from engine.agot.views import AgotTable, CardView, PlayerView

from .session import Session
from .style import esc, flex

VERBS = {
    "play": "Play",
    "attack": "Attack",
    "defend": "Defend",
    "kill": "Kill",
    "place": "Place",
    "duplicate": "As duplicate",
    "act": "Use",
    "respond": "Respond",
    "save": "Save",
    "stealth": "Keep out",
    "plot": "Reveal",
    "draft": "Draft",
    "keep": "Keep",
    "discard": "Discard",
    "pick": "Choose",
    "kneel": "Kneel",
    "order": "Next on top",
    "first": "First",
}
ICON_LETTER = {"military": "M", "intrigue": "I", "power": "P"}


def card_face(c: CardView) -> str:
    """A card's face as HTML."""
    lines = [f'<div class="name {c.house}">{"◆ " if c.unique else ""}{esc(c.name_pl)}</div>']
    if c.name_en != c.name_pl:
        lines.append(f'<div class="pl">{esc(c.name_en)}</div>')
    kind = c.type + (f", cost {c.cost}" if c.type != "plot" else "")
    lines.append(f"<div>{esc(kind)}</div>")
    if c.type == "character":
        why = "; ".join(f"{m.source} {m.amount:+d}" for m in c.modifiers)
        title = f"printed {c.printed_strength}" + (f"; {why}" if why else "")
        shown = f"{c.strength}" + ("*" if c.modifiers else "")
        icons = "".join(f'<span class="rt-tag {i}" title="{i}">{ICON_LETTER[i]}</span>' for i in c.icons)
        lines.append(f'<div><span title="{esc(title)}">strength {shown}</span> {icons}</div>')
        if c.modifiers:
            lines.append(f'<div class="rt-why">{esc(why)}</div>')
    if c.type == "plot":
        lines.append(f"<div>income {c.income} · initiative {c.initiative} · claim {c.claim}</div>")
    elif c.income:
        lines.append(f"<div>+{c.income} gold income</div>")
    if c.keywords:
        lines.append("<div>" + "".join(f'<span class="rt-tag">{esc(k)}</span>' for k in c.keywords) + "</div>")
    if c.power:
        lines.append(f"<div><b>{c.power} power</b></div>")
    if c.kneeling:
        lines.append("<div><i>kneeling</i></div>")
    if c.ability:
        lines.append(f'<div class="rt-why" title="{esc(c.ability)}">{esc(c.ability[:70])}…</div>')
    if not c.printed:
        lines.append(
            '<div class="rt-teach" title="The rulebook prints no values for this card; '
            "these are the tutor's teaching values. Check your own card.\">teaching values</div>"
        )
    return f'<div class="rt-card{" kneeling" if c.kneeling else ""}">{"".join(lines)}</div>'


class Table(widgets.VBox):
    """Both players' areas; redraws when the session changes."""

    def __init__(self, session: Session):
        super().__init__()
        self.session = session
        self.buttons: dict[str, widgets.Button] = {}  # option id -> the card button for it
        self.names: dict[str, str] = {}  # uid -> name (owner) of the cards in play, for targets
        session.on_change(lambda s: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        view = self.session.view()
        options = view.decision.options if view.decision is not None else []  # only the viewer's own
        self.buttons = {}
        table: AgotTable = view.table
        h = view.header
        header = widgets.HTML(
            f'<div class="rt-zone">Round {h.round} · phase <b>{esc(h.phase)}</b> · first player '
            f"{esc(h.first_player or '–')} · treasury {table.treasury} gold · "
            f"power pool {table.power_pool}</div>"
        )
        self.names = {c.uid: f"{c.name} ({c.owner})" for p in table.players.values() for c in p.play}
        attached: dict[str, list[CardView]] = {}
        for p in table.players.values():
            for c in p.play + p.duplicates:
                if c.attached_to:
                    attached.setdefault(c.attached_to, []).append(c)
        areas = [self._area(name, p, options, attached) for name, p in table.players.items()]
        self.children = [header, *areas]

    def _cards(self, cards: tuple[CardView, ...], options: list, attached: dict[str, list[CardView]]) -> list:
        out = []
        for c in cards:
            face = card_face(c)
            face += "".join(
                f'<div class="rt-why">under it: {esc(u.name)} ({esc(u.type)})</div>' for u in attached.get(c.uid, [])
            )
            buttons = []
            for o in options:
                if o.subject == c.uid:
                    verb = VERBS.get(o.verb, o.verb)
                    target = self.names.get(o.target, str(o.target)) if o.target else ""
                    b = widgets.Button(
                        description=f"{verb}{' → ' + target if target else ''}",
                        tooltip=o.explain,
                        layout=widgets.Layout(width="128px"),
                    )
                    b.on_click(lambda _b, oid=o.id: self.session.choose(oid))
                    self.buttons[o.id] = b
                    buttons.append(b)
            out.append(widgets.VBox([widgets.HTML(face), *buttons], layout=widgets.Layout(margin="2px")))
        return out

    def _area(self, name: str, p: PlayerView, options: list, attached: dict[str, list[CardView]]) -> widgets.Widget:
        in_table = [c for c in p.play if not c.attached_to]
        plot = p.revealed[0].name if p.revealed else "none yet"
        used = ", ".join(c.name for c in p.used_plots) or "none"
        head = widgets.HTML(
            f'<div class="rt-zone"><b>{esc(name)}</b> (House {esc(p.house.title())}) · house card power '
            f"<b>{p.power}</b> (total {p.total_power}) · gold pool <b>{p.gold}</b> · deck {p.deck} · "
            f"plot: <b>{esc(plot)}</b>, {p.plots_left} left, used: {esc(used)} · "
            f'<span title="{esc(", ".join(c.name for c in p.discard))}">discard {len(p.discard)}</span> · '
            f'<span title="{esc(", ".join(c.name for c in p.dead))}">dead {len(p.dead)}</span></div>'
        )
        characters = tuple(c for c in in_table if c.type == "character")
        locations = tuple(c for c in in_table if c.type == "location")
        rows = [head]
        if p.revealed:
            rows.append(flex(self._cards(p.revealed, options, {})))
        for title, cards in (("Characters", characters), ("Locations", locations)):
            rows.append(widgets.HTML(f'<div class="rt-zone">{title}:{" none" if not cards else ""}</div>'))
            rows.append(flex(self._cards(cards, options, attached)))
        if p.setup is None:
            if p.setup_size:
                rows.append(widgets.HTML(f'<div class="rt-zone">Face-down setup cards: {p.setup_size}</div>'))
        elif p.setup:
            rows.append(widgets.HTML('<div class="rt-zone">Face-down setup cards (secret):</div>'))
            rows.append(flex(self._cards(p.setup, options, {})))
        if p.hand is None:
            rows.append(widgets.HTML(f'<div class="rt-zone">Hand: {p.hand_size} cards (hidden)</div>'))
        else:
            rows.append(widgets.HTML(f'<div class="rt-zone">Hand ({p.hand_size}):</div>'))
            rows.append(flex(self._cards(p.hand, options, {})))
        if p.plots and any(o.subject in {c.uid for c in p.plots} for o in options):
            rows.append(widgets.HTML('<div class="rt-zone">Plot deck:</div>'))
            rows.append(flex(self._cards(p.plots, options, {})))
        if p.draft_hand:
            rows.append(widgets.HTML('<div class="rt-zone">Plots to draft:</div>'))
            rows.append(flex(self._cards(p.draft_hand, options, {})))
        return widgets.VBox(rows, layout=widgets.Layout(border="1px solid #ccc", margin="4px 0", padding="4px"))
