"""The tutor's look: one small style sheet, no web fonts or CDN assets (works offline and in Voilà)."""

from __future__ import annotations

import html

import ipywidgets as widgets

CSS = """
<style>
.rt-why {color:#777; font-size:12px; margin:1px 0}
.rt-msg {color:#a3262a; font-weight:bold}
.rt-good {color:#1e7b34; font-weight:bold} .rt-bad {color:#a3262a; font-weight:bold}
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
