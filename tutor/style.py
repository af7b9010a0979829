"""The tutor's look: one small style sheet, no web fonts or CDN assets (works offline and in Voilà)."""

from __future__ import annotations

import html

import ipywidgets as widgets

CSS = """
<style>
.rt-why {color:#777; font-size:12px; margin:1px 0}
.rt-msg {color:#a3262a; font-weight:bold}
</style>
"""


def stylesheet() -> widgets.Box:
    """The style sheet, and the watch that tells the learner if the kernel stops (once per page)."""
    from .watch import KernelWatch

    return widgets.Box([widgets.HTML(CSS), KernelWatch()])


def esc(text: object) -> str:
    """Escape text for HTML."""
    return html.escape(str(text), quote=True)
