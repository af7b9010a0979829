"""A page-side watch on the tutor's kernel: if the kernel stops, the page says so.

The browser sends a ping every few seconds; the kernel answers. When answers stop
(the kernel died or was culled), a banner asks the learner to reload the page,
instead of leaving buttons that silently do nothing.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

ESM = """
export default {
  render({ model, el }) {
    let last = Date.now();
    const banner = document.createElement("div");
    banner.className = "rt-kernel-lost";
    banner.style.cssText = "display:none;position:fixed;top:0;left:0;right:0;z-index:1000;padding:12px;" +
      "background:#a3262a;color:#fff;font:15px sans-serif;text-align:center";
    banner.textContent = "The tutor has lost its connection to the game (its kernel stopped). " +
      "Reload the page to start again; your lesson restarts from its beginning.";
    el.appendChild(banner);
    model.on("msg:custom", (msg) => { if (msg === "pong") { last = Date.now(); } });
    const every = model.get("interval_ms");
    const timer = setInterval(() => {
      try { model.send("ping"); } catch (e) { /* the comm is gone */ }
      if (Date.now() - last > 2.5 * every) { banner.style.display = "block"; }
    }, every);
    return () => clearInterval(timer);
  }
};
"""


class KernelWatch(anywidget.AnyWidget):
    """Invisible until the kernel stops answering; then a banner tells the learner to reload."""

    _esm = ESM
    interval_ms = traitlets.Int(3000).tag(sync=True)

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self.on_msg(self._answer)

    def _answer(self, widget: Any, content: Any, buffers: Any) -> None:
        if content == "ping":
            self.send("pong")
