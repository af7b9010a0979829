"""Times taken inside the page, for the browser benchmarks (page.py, load.py).

An init script watches the page with a MutationObserver and notes, in milliseconds since the
navigation started, the frame that first shows each thing: the tutor's widget (``.rt-root``),
each of its draws (its ``data-drawn`` count: every draw, and those no longer busy), each text of the bare
notebook's Label, and the last click. A mark is taken in the animation frame after the change,
the frame that paints it. Nothing polls the page on every frame (Playwright's default waits do,
which keeps Chromium drawing on the cores the server shares), and Playwright's own round trips
are not part of any figure.
"""

from __future__ import annotations

MARKS = """(() => {
  const t = (window.__load = { widget: null, click: null, drawn: {}, any: {}, labels: {} });
  const painted = (put) => requestAnimationFrame(put);
  const mark = () => {
    document.querySelectorAll(".rt-root").forEach((root, i) => {
      if (t.widget === null) { t.widget = 0; painted(() => { t.widget = performance.now(); }); }
      const n = root.dataset.drawn, drawn = (t.drawn[i] = t.drawn[i] || {}), any = (t.any[i] = t.any[i] || {});
      if (n && !(n in any)) { any[n] = null; painted(() => { any[n] = performance.now(); }); }
      if (n && !(n in drawn) && !root.classList.contains("rt-busy")) {
        drawn[n] = null; painted(() => { drawn[n] = performance.now(); });
      }
    });
    const label = document.querySelector(".widget-label");
    const text = label && label.textContent;
    if (label && !(text in t.labels)) { t.labels[text] = null; painted(() => { t.labels[text] = performance.now(); }); }
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true, characterData: true,
    attributes: true, attributeFilter: ["style", "class", "data-drawn"] });
  document.addEventListener("click", () => { t.click = performance.now(); }, true);
})();"""
#: The same marks taken at the change itself, not at the frame that paints it: for many pages at once
#: in one headless Chromium, which on the server's two cores draws their frames late, and may stop
#: drawing a page's frames altogether (its first widget would never be timed).
MARKS_AT_CHANGE = MARKS.replace("requestAnimationFrame(put)", "put()")
#: The tutor's widget has been painted (or changed, with MARKS_AT_CHANGE).
FIRST_WIDGET = "window.__load && window.__load.widget > 0"
#: The bare notebook's Label has been painted with the text given.
LABEL = "(text) => window.__load && window.__load.labels[text] || null"
#: Milliseconds from the last click to the painting of the first draw after draw ``n`` of the i-th
#: tutor widget on the page (null: not yet).
NEXT_DRAW = """(n, i = 0) => { const t = window.__load, drawn = t.drawn[i] || {};
  const k = Object.keys(drawn).map(Number).filter((k) => k > n);
  const at = k.length ? drawn[Math.min(...k)] : null; return at ? at - t.click : null; }"""
#: The same for the first draw after draw ``n``, busy or not: the first thing the learner sees change
#: after a click (with searching bots, a scene of the bots at work before the last one).
FIRST_DRAW = NEXT_DRAW.replace("t.drawn[i]", "t.any[i]")
#: The longest time, in milliseconds, the page stood still between the last click and its last painted
#: draw after draw ``n`` (the click to the first change, or one change to the next).
STILL = """(n, i = 0) => { const t = window.__load, any = t.any[i] || {};
  const k = Object.keys(any).map(Number).filter((k) => k > n).sort((a, b) => a - b);
  let last = t.click, most = 0;
  for (const d of k) { if (any[d] !== null) { most = Math.max(most, any[d] - last); last = any[d]; } }
  return most; }"""
#: Milliseconds from the last click to the painting of the Label's text (null: not yet).
LABEL_AFTER_CLICK = "(text) => { const t = window.__load; const at = t.labels[text]; return at ? at - t.click : null; }"
