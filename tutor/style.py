"""The tutor's look: one small style sheet, no web fonts or CDN assets (works offline and in Voilà)."""

from __future__ import annotations

import html

import ipywidgets as widgets

CSS = """
<style>
.rt-card {border:1px solid #888; border-radius:6px; padding:4px 6px; margin:2px; width:132px;
  background:#fff; font-size:12px; line-height:1.25; box-sizing:border-box}
.rt-card.kneeling {transform: rotate(-6deg); background:#f3efe6; border-style:dashed}
.rt-card .name {font-weight:bold} .rt-card .pl {color:#555; font-style:italic}
.rt-card .stark {color:#5b6b7b} .rt-card .lannister {color:#a3262a}
.rt-tag {display:inline-block; border-radius:3px; padding:0 3px; margin:1px; font-size:11px; background:#eee}
.rt-tag.military {background:#f4c7c3} .rt-tag.intrigue {background:#c9e4c5} .rt-tag.power {background:#f9e3a3}
.rt-teach {color:#8a6d3b; font-size:10px}
.rt-zone {font-size:12px; color:#333; margin:2px 4px}
.rt-player {border:1px solid #ccc; border-radius:8px; padding:6px; margin:4px 0; background:#fafafa}
.rt-prompt {font-weight:bold; font-size:14px; margin:4px 0}
.rt-why {color:#777; font-size:12px; margin:1px 0}
.rt-msg {color:#a3262a; font-weight:bold}
.rt-log {font-size:12px; max-height:320px; overflow-y:auto}
.rt-log .rule {color:#2c6fbb; border-bottom:1px dotted #2c6fbb; cursor:help}
.rt-good {color:#1e7b34; font-weight:bold} .rt-bad {color:#a3262a; font-weight:bold}
.rt-beat {background:#eef4fb; border-left:4px solid #2c6fbb; padding:6px 10px; margin:4px 0}
.rt-diagram svg {max-width:100%; height:auto}
.widget-radio-box label {white-space:normal !important; height:auto !important; min-height:24px; line-height:1.3;
  align-items:flex-start !important; margin-bottom:4px}
.widget-radio-box label input {flex:0 0 auto; margin-top:3px}
.widget-radio {width:auto !important; max-width:100%}
</style>
"""


def stylesheet() -> widgets.Box:
    """The style sheet, and the watch that tells the learner if the kernel stops (once per page)."""
    from .watch import KernelWatch

    return widgets.Box([widgets.HTML(CSS), KernelWatch()])


def esc(text: object) -> str:
    """Escape text for HTML."""
    return html.escape(str(text), quote=True)


def flex(children: list[widgets.Widget], wrap: bool = True, **layout: str) -> widgets.Box:
    """A row that wraps onto the next line on a narrow screen (375 px)."""
    return widgets.Box(
        children,
        layout=widgets.Layout(
            display="flex", flex_flow="row wrap" if wrap else "row", align_items="flex-start", **layout
        ),
    )
