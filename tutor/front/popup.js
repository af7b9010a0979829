// Where a popup goes on the screen (the click menu, a refusal's answer): inside what the learner
// can see of the widget. Part of the page's core (core.js); App calls placePopup.

// What of `el` the learner could see: the viewport, cut by every element around it that clips (an
// output area of JupyterLab or Voilà, a notebook that scrolls) and, with `self`, by `el` itself.
function shown(el, self) {
  let [top, bottom, left, right] = [0, window.innerHeight, 0, document.documentElement.clientWidth];
  for (let e = self ? el : el.parentElement; e && e !== document.body && e !== document.documentElement; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (e !== el && `${s.overflowX} ${s.overflowY}` === "visible visible") continue;
    const r = e.getBoundingClientRect();
    [top, bottom, left, right] = [Math.max(top, r.top), Math.min(bottom, r.bottom), Math.max(left, r.left), Math.min(right, r.right)];
  }
  return { top, bottom, left, right };
}

// Put a popup drawn in `el` next to `anchor`, inside what the learner can see of the widget (an
// output area clips what leaves it): below the anchor if it fits there, else above it, else on the
// roomier side with a scroll bar of its own; never off the sides.
function placePopup(pop, anchor, el) {
  const pad = 4;
  const box = shown(el, true);
  const [top, bottom, left, right] = [box.top + pad, box.bottom - pad, box.left + pad, box.right - pad];
  const a = anchor.getBoundingClientRect();
  const base = el.getBoundingClientRect();
  pop.style.maxHeight = "";
  pop.style.maxWidth = `${Math.max(160, right - left)}px`;
  const w = pop.offsetWidth;
  const below = bottom - a.bottom - pad;
  const above = a.top - pad - top;
  let hgt = pop.offsetHeight;
  const down = hgt <= below || (hgt > above && below >= above);
  const room = Math.max(down ? below : above, 120);
  if (hgt > room) {
    pop.style.maxHeight = `${room}px`;
    hgt = room;
  }
  let y = down ? a.bottom + pad : a.top - pad - hgt;
  y = Math.max(top, Math.min(y, bottom - hgt));
  const x = Math.max(left, Math.min(a.left, right - w));
  pop.style.left = `${x - base.left}px`;
  pop.style.top = `${y - base.top}px`;
}
