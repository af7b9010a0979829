// The game table in the browser: draws the scene the kernel sends (a player's view, the
// decision, the lesson, the log) and sends back what the learner clicks. It decides no rule:
// every legal option and every refusal, with its reason and rule, comes from the engine.
//
// Each game registers a table renderer: TABLES[gameId] = (table, ctx) => Element.
// ctx.hot(el, key) makes el answer clicks with the options about key (a card uid, a seat...)
// or, if there are none, with the refusals about it; ctx.spot(el, key) marks what a lesson points at.

const TABLES = {};

function h(tag, attrs, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k === "html") el.innerHTML = v;
    else if (k.startsWith("on")) on(el, k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat(Infinity)) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.appendChild(typeof kid === "string" || typeof kid === "number" ? document.createTextNode(String(kid)) : kid);
  }
  return el;
}

// Handlers live on the element (el.__on) behind one shared listener, so that a redraw can give a
// kept element the new draw's handlers. A handler reads the element it was called on from
// ev.currentTarget: the element it was built on may have been merged into the page and dropped.
function on(el, type, fn) {
  const all = (el.__on = el.__on || {});
  (all[type] = all[type] || []).push(fn);
  el.addEventListener(type, dispatch);
}

function dispatch(ev) {
  for (const fn of (ev.currentTarget.__on || {})[ev.type] || []) fn(ev);
}

// Whether `o` may be patched into `n`: not the diagram, and never a button or a card turned into
// another one (a click already on its way must not land on a different action).
function same(o, n) {
  if (o.nodeName !== n.nodeName || o.__keep || n.__keep) return false;
  if (o.nodeType !== Node.ELEMENT_NODE) return true;
  if (o.getAttribute("data-key") !== n.getAttribute("data-key")) return false;
  return o.nodeName !== "BUTTON" || o.textContent === n.textContent;
}

// Make the page `old` look like the freshly drawn `neu`, touching only what differs: the browser
// then restyles and repaints only the changed parts of a page it has already laid out (a whole new
// page costs tens of milliseconds of style and layout under JupyterLab's style sheets). Kept
// elements (__keep: the diagram, memo parts) are put in place of their stand-ins as they are.
function patch(old, neu) {
  if (old.nodeType !== Node.ELEMENT_NODE) {
    if (old.nodeValue !== neu.nodeValue) old.nodeValue = neu.nodeValue;
    return;
  }
  if (old.isEqualNode(neu)) {
    // Most of a table is as it was: the browser compares it in one call, and the page's elements
    // only take over the new draw's handlers.
    const news = neu.querySelectorAll("*");
    const olds = old.querySelectorAll("*");
    take(old, neu);
    news.forEach((n, i) => { if (n.__on || olds[i].__on || n.tagName === "SELECT" || n.tagName === "INPUT") take(olds[i], n); });
    return;
  }
  for (const a of [...old.attributes]) if (!neu.hasAttribute(a.name)) old.removeAttribute(a.name);
  for (const a of neu.attributes) if (old.getAttribute(a.name) !== a.value) old.setAttribute(a.name, a.value);
  take(old, neu);
  const kids = [...neu.childNodes].map(placed);
  kids.forEach((n, i) => {
    const o = old.childNodes[i];
    if (n === o) return;
    if (!o) old.appendChild(settled(n));
    else if (same(o, n)) patch(o, n);
    else old.replaceChild(settled(n), o);
  });
  while (old.childNodes.length > kids.length) old.lastChild.remove();
}

// The page's element `old` takes the new draw's handlers and, for a field, its value: what the
// learner typed or picked stays until the scene itself changes that value.
function take(old, neu) {
  old.__on = neu.__on;
  for (const type of Object.keys(neu.__on || {})) old.addEventListener(type, dispatch);
  if (neu.tagName === "SELECT" || neu.tagName === "INPUT") {
    const drawn = old.__drawn || { value: old.value, checked: old.checked };
    if (neu.value !== drawn.value) old.value = neu.value;
    if (neu.checked !== drawn.checked) old.checked = neu.checked;
    old.__drawn = { value: neu.value, checked: neu.checked };
  }
}

// A kept element stands in a new draw as a placeholder, so that building the draw never takes
// it out of the page (it would be laid out afresh: hundreds of boxes each time).
function keep(el) {
  const slot = document.createElement("rt-keep");
  slot.__put = el;
  return slot;
}

const placed = (node) => node.__put || node;

// A new part going into the page whole, its stand-ins replaced by what they stand for.
function settled(node) {
  if (node.nodeType === Node.ELEMENT_NODE) for (const slot of node.querySelectorAll("rt-keep")) slot.replaceWith(placed(slot));
  return node;
}

// Icons drawn as inline SVG (no icon font, no emoji font needed).
const ICON_PATHS = {
  power: '<path d="M3 14h14l1-8-4 3-4-6-4 6-4-3z" fill="#d4a017" stroke="#7a5a00"/>',
  gold: '<circle cx="10" cy="10" r="7" fill="#f2c230" stroke="#8a6d00"/><text x="10" y="13.5" font-size="9" text-anchor="middle" fill="#6b5200">g</text>',
  military: '<path d="M4 16l9-9M11 4l5 0 0 5M3 13l4 4" stroke="#a3262a" stroke-width="2.2" fill="none"/>',
  intrigue: '<path d="M2 10q8-8 16 0q-8 8-16 0z" fill="#c9e4c5" stroke="#2e7d32"/><circle cx="10" cy="10" r="2.6" fill="#2e7d32"/>',
  "power-icon": '<path d="M3 15h14l1-9-4 3-4-6-4 6-4-3z" fill="#f9e3a3" stroke="#8a6d00"/>',
  shield: '<path d="M10 2l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V5z" fill="#dfe7f2" stroke="#2c4a6b"/>',
  chain: '<rect x="2" y="7" width="9" height="6" rx="3" fill="none" stroke="#555" stroke-width="2"/><rect x="9" y="7" width="9" height="6" rx="3" fill="none" stroke="#555" stroke-width="2"/>',
  kneel: '<path d="M4 12a6 6 0 1 0 2-7" fill="none" stroke="#555" stroke-width="2"/><path d="M2 3l4 2-2 4" fill="none" stroke="#555" stroke-width="2"/>',
  deck: '<rect x="5" y="3" width="11" height="15" rx="2" fill="#8d6e63"/><rect x="3" y="2" width="11" height="15" rx="2" fill="#a1887f" stroke="#4e342e"/>',
  first: '<path d="M5 18V3M5 3h10l-3 3 3 3H5" fill="#f9e3a3" stroke="#7a5a00" stroke-width="1.5"/>',
  token: '<circle cx="10" cy="10" r="7" fill="#7b5ea7" stroke="#3d2a5c"/>',
  stealth: '<path d="M2 9q8-6 16 0v2q-8 5-16 0z" fill="#333"/><circle cx="7" cy="10" r="1.6" fill="#fff"/><circle cx="13" cy="10" r="1.6" fill="#fff"/>',
  arrow: '<path d="M2 10h13M11 5l5 5-5 5" stroke="#a3262a" stroke-width="2.5" fill="none"/>',
  hidden: '<rect x="4" y="2" width="12" height="16" rx="2" fill="#5d4037" stroke="#3e2723"/><path d="M6 5l8 10M14 5L6 15" stroke="#8d6e63"/>',
};

// Each icon's SVG is parsed once and copied after that (a redraw draws hundreds of them).
const ICON_SVG = {};

function icon(name, title) {
  const span = h("span", { class: "rt-icon", title: title || name, role: "img", "aria-label": title || name });
  if (!ICON_SVG[name]) {
    const holder = document.createElement("span");
    holder.innerHTML = `<svg viewBox="0 0 20 20" width="16" height="16">${ICON_PATHS[name] || ""}</svg>`;
    ICON_SVG[name] = holder.firstChild;
  }
  span.appendChild(ICON_SVG[name].cloneNode(true));
  return span;
}

// A rule's name as a chip. Its summary shows on hover (the title) and, for touch and keyboard, in
// line after it: a tap, Enter or Space on the chip shows it, another hides it (until the next draw).
function ruleChip(scene, id) {
  if (!id) return null;
  const rule = scene.rules[id];
  if (!rule) return h("span", { class: "rt-rule", title: id }, id);
  const chip = h("button", {
    type: "button", class: "rt-rule", title: `${rule[0]}: ${rule[2]}`, "aria-expanded": "false", "data-rule": id,
    onclick: (ev) => {
      const open = ev.currentTarget.getAttribute("aria-expanded") !== "true";
      ev.currentTarget.setAttribute("aria-expanded", String(open));
      const summary = ev.currentTarget.nextElementSibling;
      if (summary) summary.hidden = !open;
    },
  }, rule[0]);
  return h("span", { class: "rt-rulebox" }, chip, h("span", { class: "rt-rulesum", hidden: true }, rule[2]));
}

// ---- the click model: options and refusals about a thing on the table ------------------

function matcher(key) {
  if (typeof key === "function") return key;
  return (o) => o.subject === key || (o.subject === null && (o.targets || []).includes(key));
}

function makeCtx(app) {
  const s = app.scene;
  const decision = s.view.decision;
  const options = decision ? decision.options : [];
  const refused = decision ? decision.refused : [];
  const spot = new Set(s.spotlight || []);
  const ctx = {
    h, on, icon, scene: s, view: s.view, header: s.view.header, viewer: s.view.viewer,
    mine: (player) => s.view.viewer === null || s.view.viewer === player,
    keep,
    // A part built once and kept while `key` (a string of all it is drawn from, its options too)
    // stays the same: no redraw rebuilds or compares it. Put it in the draw with keep().
    memo(key, build) {
      let el = app.memo.get(key);
      if (!el) {
        el = build();
        el.__keep = true;
      }
      app.memoNext.set(key, el);
      return el;
    },
    spot(el, key) {
      if (spot.has(key)) el.classList.add("rt-spot");
      return el;
    },
    optionsAbout(key) {
      const m = matcher(key);
      return { options: options.filter(m), refused: refused.filter(m) };
    },
    hot(el, key) {
      ctx.spot(el, key);
      const { options: good, refused: bad } = ctx.optionsAbout(key);
      if (!good.length && !bad.length) return el;
      el.classList.add(good.length ? "rt-hot" : "rt-cold");
      if (good.some((o) => spot.has(o.id))) el.classList.add("rt-spot");
      el.setAttribute("tabindex", "0");
      el.setAttribute("role", "button");
      el.title = good.length ? good.map((o) => o.label).join(" / ") : "not allowed now: click to see why";
      const act = (ev) => {
        ev.stopPropagation();
        if (good.length === 1 && !bad.length) app.choose(good[0].id, ev.currentTarget);
        else app.menu(ev.currentTarget, good, bad);
      };
      on(el, "click", act);
      on(el, "keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") act(ev); });
      return el;
    },
    // A card as a card: name (Polish, English below), a corner value, stat lines, tags, state.
    card(c) {
      const el = h("div", {
        class: `rt-c ${c.house ? `rt-house-${c.house}` : ""} ${c.kneeling ? "rt-kneeling" : ""} ${c.down ? "rt-down" : ""} ${c.cls || ""}`,
        "data-key": c.key || null,
      },
        c.corner !== undefined && c.corner !== null ? h("span", { class: "rt-corner", title: c.cornerTitle || "" }, c.corner) : null,
        h("div", { class: "rt-cname" }, c.unique ? "◆ " : "", c.title),
        c.sub ? h("div", { class: "rt-csub" }, c.sub) : null,
        (c.lines || []).map((line) => h("div", { class: "rt-cline" }, line)),
        c.tags && c.tags.length ? h("div", { class: "rt-ctags" }, c.tags.map((t) => h("span", { class: "rt-tag" }, t))) : null,
        c.text ? h("div", { class: "rt-ctext", title: c.text }, c.text) : null,
        c.badges && c.badges.length ? h("div", { class: "rt-badges" }, c.badges) : null,
      );
      if (c.key) ctx.hot(el, c.key);
      return el;
    },
    counter(name, value, title) {
      return h("span", { class: "rt-counter", title: title || name }, icon(name, title), h("b", {}, value));
    },
  };
  return ctx;
}

// ---- the parts of the page ------------------------------------------------------------

// The lesson's step, its text and the answer to the last click. It stays at the top of the screen
// while the page scrolls (board.css), kept short: the text is cut to a few lines, and "more" shows
// it whole until the step changes.
function lessonBar(app) {
  const L = app.scene.lesson;
  if (!L) return null;
  const msg = app.scene.message;
  const key = `${L.step}|${L.text}`;
  if (app.lessonKey !== key) { app.lessonKey = key; app.lessonOpen = false; }
  const more = h("button", {
    type: "button", class: "rt-more", "aria-expanded": String(app.lessonOpen), hidden: true,
    onclick: (ev) => {
      app.lessonOpen = !app.lessonOpen;
      const bar = ev.currentTarget.closest(".rt-lesson");
      bar.classList.toggle("rt-open", app.lessonOpen);
      ev.currentTarget.setAttribute("aria-expanded", String(app.lessonOpen));
      ev.currentTarget.textContent = app.lessonOpen ? "less ▴" : "more ▾";
    },
  }, app.lessonOpen ? "less ▴" : "more ▾");
  return h("section", { class: `rt-lesson ${app.lessonOpen ? "rt-open" : ""}`, "aria-live": "polite", "aria-label": "the lesson" },
    h("div", { class: "rt-step" }, L.finished ? `All ${L.of} steps done` : `Step ${L.step} of ${L.of}`,
      L.exploring ? h("span", { class: "rt-pill" }, "exploring freely") : null, more),
    L.said ? h("div", { class: "rt-said" }, L.said) : null,
    h("div", { class: "rt-beat" }, L.text),
    msg ? h("div", { class: "rt-msg", role: "alert" }, msg) : null,
    h("div", { class: "rt-buttons" },
      L.can_continue ? h("button", { class: "rt-primary", onclick: () => app.send({ act: "continue" }) }, "Continue ▶") : null,
      L.can_explore ? h("button", { onclick: () => app.send({ act: "explore" }), title: "leave the script and try any legal choice" }, "Explore freely") : null,
      L.exploring ? h("button", { onclick: () => app.send({ act: "return" }) }, "Back to the lesson") : null,
      h("button", { onclick: () => app.send({ act: "restart" }) }, "Restart lesson"),
    ),
  );
}

function controls(app) {
  const s = app.scene;
  const c = s.controls;
  const until = h("select", { "aria-label": "autoplay until the end of" },
    ["step", "phase", s.view.header.round_name].map((u, i) => h("option", { value: ["step", "phase", "round"][i] }, `to end of ${u}`)));
  until.value = app.until;
  on(until, "change", (ev) => { app.until = ev.currentTarget.value; });
  const seed = h("input", { type: "number", min: 0, value: c.seed, "aria-label": "seed", class: "rt-seed" });
  const count = c.counts.length > 1 ? h("select", { "aria-label": "players", class: "rt-count" }, c.counts.map((n) => h("option", { value: n }, `${n} players`))) : null;
  if (count) count.value = String(c.players);
  const seats = c.seats && c.seats.length ? h("select", { "aria-label": "your seat", class: "rt-seat-pick" }, c.seats.map((p) => h("option", { value: p }, `play ${p}`))) : null;
  if (seats) seats.value = s.view.viewer || c.seats[0];
  const reset = (ev) => {
    const bar = ev.currentTarget.closest(".rt-controls");
    const players = bar.querySelector("select.rt-count");
    const seat = bar.querySelector("select.rt-seat-pick");
    app.send({ act: "reset", seed: Number(bar.querySelector(".rt-seed").value), players: players ? Number(players.value) : null, seat: seat ? seat.value : null });
  };
  return h("div", { class: "rt-controls" },
    h("button", { onclick: () => app.send({ act: "back" }), disabled: !!(s.bots && s.bots.thinking), title: c.back_title }, "◀ Back"),
    h("button", { onclick: () => app.send({ act: "next" }), disabled: s.view.header.over || !!(s.bots && s.bots.thinking), title: "let the script or a bot make the next decision" }, "Next ▶"),
    c.lesson ? null : [until, h("button", { onclick: () => app.send({ act: "auto", until: app.until }), disabled: s.view.header.over }, "Autoplay ▶▶")],
    c.lesson ? null : h("span", { class: "rt-nowrap" }, count, seats, seed, h("button", { onclick: reset }, c.scenario ? "Start again" : "New game")),
    botControls(app), // bots.js: the bots' level, and stepping through their moves
    h("label", { class: "rt-nowrap", title: "show every hidden card, for teaching (hints stay your own)" },
      h("input", { type: "checkbox", checked: c.peek, onchange: (ev) => app.send({ act: "peek", on: ev.target.checked }) }), " show hidden cards"),
  );
}

function standings(app) {
  const hd = app.scene.view.header;
  const rows = hd.standings && hd.standings.length ? hd.standings
    : Object.entries(hd.scores).sort((a, b) => b[1] - a[1]).map(([player, score], i) => ({ player, place: i + 1, score, tiebreaks: [], note: "" }));
  const breaks = rows.length && rows[0].tiebreaks ? rows[0].tiebreaks.map((t) => t[0]) : [];
  const winner = hd.result && hd.result.winner;
  const you = (p) => (p === app.scene.view.viewer ? " (you)" : "");
  return h("div", { class: "rt-scroll" },
    h("table", { class: "rt-standings" },
      h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, "player"), h("th", {}, hd.score_name), breaks.map((b) => h("th", {}, b)))),
      h("tbody", {}, rows.map((r) => h("tr", { class: r.player === winner ? "rt-winner" : "" },
        h("td", {}, r.place), h("td", {}, r.player, you(r.player)), h("td", {}, r.score),
        (r.tiebreaks || []).map((t) => h("td", {}, t[1])))))),
    rows.filter((r) => r.note).map((r) => h("div", { class: "rt-why" }, `${r.player}: ${r.note}`)));
}

function decisionPanel(app) {
  const s = app.scene;
  const d = s.view.decision;
  const hd = s.view.header;
  const box = h("section", { class: "rt-decision", "aria-label": "the decision" });
  if (hd.over) {
    const r = hd.result || {};
    box.append(h("h3", {}, "Game over"), h("div", {}, r.reason || "", " ", ruleChip(s, r.rule)), standings(app));
    return box;
  }
  if (!s.lesson && s.message) box.append(h("div", { class: "rt-msg", role: "alert" }, s.message));
  if (!d || (s.bots && s.bots.thinking)) return botsWaiting(app, box); // bots.js: a bot at work, or the next to step through
  put(box, lastMove(app), h("h3", {}, d.prompt), h("div", {}, ruleChip(s, d.rule))); // put: bots.js
  const spot = new Set(s.spotlight || []);
  box.append(h("div", { class: "rt-options" }, d.options.map((o) =>
    h("button", { class: `rt-option ${spot.has(o.id) ? "rt-spot" : ""}`, "data-option": o.id, onclick: (ev) => app.choose(o.id, ev.currentTarget) },
      h("span", { class: "rt-olabel" }, o.label), o.explain ? h("span", { class: "rt-oexplain" }, o.explain) : null))));
  const waiting = d.refused.filter((r) => r.rule === "abilities.responses" || r.rule === "abilities.saves");
  const now = d.refused.filter((r) => !waiting.includes(r));
  const line = (r) => h("li", { class: "rt-refused" }, h("s", {}, r.label), ": ", r.reason, " ", ruleChip(s, r.rule));
  // A long list of refusals folds under its heading (a tap opens it; the learner's choice is kept).
  const fold = (title, list, key) => {
    const open = key in app.folds ? app.folds[key] : list.length <= 3;
    const head = h("summary", { class: "rt-sub" }, `${title} (${list.length})`);
    on(head, "click", (ev) => { app.folds[key] = !ev.currentTarget.parentNode.open; });
    return h("details", { class: "rt-fold", open, "data-key": key }, head, h("ul", {}, list.map(line)));
  };
  if (now.length) box.append(fold("Not allowed now", now, "now"));
  if (waiting.length) box.append(fold("Waiting for their moment", waiting, "waiting"));
  box.append(h("div", { class: "rt-hints" },
    h("button", { onclick: () => app.send({ act: "hint" }) }, "What could I do?"),
    s.hints ? h("ol", {}, s.hints.map((x) => h("li", {}, h("b", {}, x.label), ": ", x.why))) : null));
  return box;
}

function logPanel(app) {
  const s = app.scene;
  const phases = (app.drawing && app.drawing.phases) || [];
  const pick = h("select", { "aria-label": "show the log of one phase" }, h("option", { value: "" }, "every phase"),
    phases.map(([id, label]) => h("option", { value: id }, label)));
  pick.value = app.logPhase;
  on(pick, "change", (ev) => { app.logPhase = ev.currentTarget.value; app.redraw(); });
  const shown = s.view.events.filter((e) => !app.logPhase || (app.drawing.phase_of || {})[e.node] === app.logPhase);
  const lines = h("div", { class: "rt-log" }, shown.length ? shown.map((e) => h("div", {}, e.text, " ", ruleChip(s, e.rule)))
    : h("i", {}, "nothing yet"));
  requestAnimationFrame(() => {
    const log = app.el.querySelector(".rt-log");
    if (log) log.scrollTop = log.scrollHeight;
  });
  return h("div", {}, pick, lines);
}

function diagramPanel(app) {
  if (!app.diagram) {
    app.diagram = h("div", { class: "rt-diagram", role: "img", "aria-label": "timing diagram" });
    app.diagram.__keep = true; // drawn once per game; a redraw only moves its highlight
    app.diagramMode = "phase";
  }
  const box = app.diagram;
  if (!(app.drawing && app.drawing.svg)) box.textContent = "The timing diagram is on its way…";
  else if (!box.querySelector("svg")) box.innerHTML = app.drawing.svg;
  const svg = box.querySelector("svg");
  if (svg) {
    // Only what changed is touched: any write to the drawing lays all of it out again.
    const cursor = app.scene.view.cursor;
    const mark = new Map(cursor.map((node, i) => [node, i === cursor.length - 1 ? "fl-here" : "fl-around"]));
    svg.querySelectorAll(".fl-here, .fl-around").forEach((g) => {
      const was = g.classList.contains("fl-here") ? "fl-here" : "fl-around";
      if (mark.get(g.dataset.node) !== was) g.classList.remove(was);
    });
    mark.forEach((cls, node) => {
      const g = svg.querySelector(`g[data-node="${CSS.escape(node)}"]`);
      if (g && !g.classList.contains(cls)) g.classList.add(cls);
    });
    const span = app.diagramMode === "phase" && app.drawing.spans[app.scene.zoom];
    const [y0, y1] = span ? [span[0] - 6, span[1] + 6] : [0, app.drawing.height];
    const viewBox = `0 ${y0} ${app.drawing.width} ${y1 - y0}`;
    if (svg.getAttribute("viewBox") !== viewBox) {
      svg.setAttribute("viewBox", viewBox);
      svg.setAttribute("height", y1 - y0);
    }
    // Scroll to the current box only when it changed, from its drawn top (measuring the box would
    // make the browser lay the whole page out once more in the middle of a redraw).
    const current = cursor.filter((node) => node in (app.drawing.tops || {})).pop();
    if (current !== app.diagramAt) {
      app.diagramAt = current;
      requestAnimationFrame(() => {
        const top = app.drawing.tops[current] - y0;
        if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 40) box.scrollTop = Math.max(0, top - 60);
      });
    }
  }
  const toggle = h("button", { onclick: () => { app.diagramMode = app.diagramMode === "phase" ? "all" : "phase"; app.diagramAt = undefined; app.redraw(); } },
    app.diagramMode === "phase" ? "Show the whole game" : "Zoom to this phase");
  return h("div", {}, toggle, keep(box));
}

function tabs(app) {
  const names = [["diagram", "Timing diagram"], ["log", "Log"]];
  const body = app.tab === "log" ? logPanel(app) : diagramPanel(app);
  return h("section", { class: "rt-tabs" },
    h("div", { class: "rt-tabbar", role: "tablist" }, names.map(([id, label]) =>
      h("button", { role: "tab", "aria-selected": String(app.tab === id), class: app.tab === id ? "rt-on" : "", onclick: () => { app.tab = id; app.redraw(); } }, label))),
    body);
}

function explorePanel(app) {
  const x = app.scene.explore;
  if (!x) return null;
  const pick = h("select", { "aria-label": "scenario" }, x.scenarios.map((sc) => h("option", { value: sc.file }, sc.title)));
  const chosen = app.pickedScenario || x.current || x.scenarios[0].file;
  pick.value = chosen;
  const about = (file) => {
    const sc = x.scenarios.find((v) => v.file === file);
    return [h("div", {}, sc.description), sc.notes ? h("div", { class: "rt-why" }, "Note: ", sc.notes) : null];
  };
  on(pick, "change", (ev) => { app.pickedScenario = ev.currentTarget.value; app.redraw(); });
  const script = x.script;
  return h("section", { class: "rt-explore" }, h("label", {}, "Scenario ", pick), h("div", {}, about(chosen)),
    h("button", { class: "rt-primary", onclick: () => app.send({ act: "load", file: chosen }) }, "Load onto the table"),
    script ? h("div", { class: "rt-script" },
      h("div", { class: "rt-step" }, `The example's script: step ${script.done} of ${script.of}`),
      script.say ? h("div", { class: "rt-said" }, script.say) : null,
      script.done >= script.of ? h("div", { class: "rt-beat" }, "The example's script has ended. From here on, Next lets a bot decide.") : null) : null);
}

function headerBar(app) {
  const hd = app.scene.view.header;
  return h("div", { class: "rt-header" },
    h("b", {}, `${hd.round_name[0].toUpperCase()}${hd.round_name.slice(1)} ${hd.round}`), " · ",
    h("span", { title: hd.phase }, app.scene.phase_label), " · ",
    hd.seats.map((p) => h("span", { class: `rt-seat ${p === hd.waiting_for ? "rt-now" : ""}` },
      p === hd.first_player ? icon("first", "first player") : null, p, p === app.scene.view.viewer ? " (you)" : "",
      hd.scores[p] === undefined || hd.scores[p] === null ? "" : `: ${hd.scores[p]}`)), // no score yet: the seat alone
    h("span", { class: "rt-why" }, ` ${hd.score_name}`));
}

function tableArea(app, ctx) {
  const draw = TABLES[app.scene.game];
  try {
    return h("section", { class: "rt-table", "aria-label": "the table" }, draw ? draw(app.scene.view.table, ctx) : h("pre", {}, JSON.stringify(app.scene.view.table, null, 1)));
  } catch (err) {
    return h("section", { class: "rt-table" }, h("div", { class: "rt-msg" }, `The table could not be drawn (${err}).`));
  }
}

// If the kernel stops answering (it died or was culled), say so instead of leaving dead buttons.
function watch(model, el) {
  let last = Date.now();
  const every = 3000;
  const banner = h("div", { class: "rt-kernel-lost", role: "alert", style: "display:none" },
    "The tutor has lost its connection to the game (its kernel stopped). Reload the page to start again; your lesson restarts from its beginning.");
  el.append(banner);
  model.on("msg:custom", (msg) => { if (msg === "pong") last = Date.now(); });
  const timer = setInterval(() => {
    try { model.send("ping"); } catch (e) { /* the comm is gone */ }
    if (Date.now() - last > 2.5 * every) banner.style.display = "block";
  }, every);
  return () => clearInterval(timer);
}

// ---- the app -----------------------------------------------------------------------------

function App(model, el) {
  const app = {
    model, el, awaiting: false, until: "step", tab: "diagram", logPhase: "", diagram: null, folds: {}, memo: new Map(),
    get scene() { return model.get("scene"); },
    get drawing() { return model.get("drawing"); },
    // A message sent waits for the kernel's answer (a new scene): until then the page stays busy,
    // whatever else redraws it meanwhile (the diagram arriving, a tab clicked).
    send(msg) { app.awaiting = true; el.classList.add("rt-busy"); model.send(msg); },
    choose(id, from) { if (from) from.classList.add("rt-pending"); app.send({ act: "choose", id }); },
    // The options and refusals about a thing clicked, in a popup beside it (see placePopup). It
    // closes on Escape (focus goes back to the thing), on a click anywhere outside it, and on a redraw.
    menu(anchor, good, bad) {
      app.closeMenu();
      const s = app.scene;
      const m = h("div", { class: "rt-menu", role: "menu", tabindex: "-1" },
        good.map((o) => h("button", { role: "menuitem", onclick: () => { app.closeMenu(); app.choose(o.id, anchor); } },
          h("span", { class: "rt-olabel" }, o.label), o.explain ? h("span", { class: "rt-oexplain" }, o.explain) : null)),
        bad.map((r) => h("div", { class: "rt-refused" }, "✗ ", h("s", {}, r.label), ": ", r.reason, " ", ruleChip(s, r.rule))),
        h("button", { class: "rt-close", onclick: () => app.closeMenu(true) }, "Close"));
      el.append(m);
      placePopup(m, anchor, el);
      app.openMenu = m;
      app.menuAnchor = anchor;
      document.addEventListener("keydown", app.onMenuKey, true);
      document.addEventListener("pointerdown", app.onMenuOutside, true);
      (m.querySelector("[role=menuitem]") || m).focus({ preventScroll: true });
    },
    closeMenu(refocus = false) {
      if (!app.openMenu) return;
      const anchor = app.menuAnchor;
      app.openMenu.remove();
      app.openMenu = app.menuAnchor = null;
      document.removeEventListener("keydown", app.onMenuKey, true);
      document.removeEventListener("pointerdown", app.onMenuOutside, true);
      if (refocus && anchor && anchor.isConnected) anchor.focus({ preventScroll: true });
    },
    onMenuKey(ev) {
      if (ev.key !== "Escape" || !app.openMenu) return;
      ev.preventDefault();
      ev.stopPropagation(); // the page around (JupyterLab) does not get this Escape
      app.closeMenu(true);
    },
    onMenuOutside(ev) {
      if (app.openMenu && !app.openMenu.contains(ev.target)) app.closeMenu();
    },
    redraw() {
      const s = app.scene;
      if (!s || !s.view) return;
      app.closeMenu();
      el.classList.toggle("rt-busy", app.awaiting || !!(s.bots && s.bots.thinking)); // an answer awaited, or bots at work
      for (const x of el.querySelectorAll(".rt-pending")) x.classList.remove("rt-pending"); // kept parts too
      app.memoNext = new Map();
      const ctx = makeCtx(app);
      const page = h("div", { class: `rt-page ${s.lesson ? "rt-with-lesson" : ""}` },
        h("div", { class: "rt-top" }, explorePanel(app), lessonBar(app), thinkingBar(app)),
        h("div", { class: "rt-side" }, decisionPanel(app)),
        h("div", { class: "rt-main" }, headerBar(app), tableArea(app, ctx)),
        h("div", { class: "rt-extra" }, tabs(app)),
        h("div", { class: "rt-bar" }, controls(app)),
      );
      const drawn = el.querySelector(":scope > .rt-page");
      if (drawn) patch(drawn, page);
      else el.prepend(settled(page));
      for (const x of el.querySelectorAll("input, select")) x.__drawn = x.__drawn || { value: x.value, checked: x.checked };
      const top = el.querySelector(":scope > .rt-page > .rt-top");
      if (app.topObserver && top !== app.observedTop) {
        if (app.observedTop) app.topObserver.unobserve(app.observedTop);
        app.topObserver.observe(top);
        app.observedTop = top;
      }
      app.memo = app.memoNext; // what this draw did not use is let go
      app.followLesson(drawn !== null);
      el.dataset.drawn = String(Number(el.dataset.drawn || 0) + 1); // for tests and benchmarks
    },
    // After a draw: "more" is offered when the lesson's text is cut, and a step or an answer that
    // changed is brought into view if the page had scrolled it away (where the bar cannot stick,
    // as inside an output area that clips it). Not on the first draw: the page opens where it is.
    followLesson(again) {
      const L = app.scene.lesson;
      const msg = app.scene.message; // the same refusal once more is a new answer too
      const said = L ? `${L.step}|${L.text}|${L.said}|${msg}|${msg ? app.scene.sent : ""}` : null;
      const fresh = said !== app.lessonSaid;
      const changed = again && said !== null && fresh;
      app.lessonSaid = said;
      if (!L || !fresh) return; // nothing of the lesson changed: nothing to measure (a layout saved)
      requestAnimationFrame(() => {
        const bar = el.querySelector(":scope > .rt-page .rt-lesson");
        if (!bar) return;
        const more = bar.querySelector(".rt-more");
        const cut = [...bar.querySelectorAll(".rt-said, .rt-beat, .rt-msg")].some((x) => x.scrollHeight > x.clientHeight + 1);
        if (more) more.hidden = !(app.lessonOpen || cut);
        if (!changed) return;
        const beat = bar.querySelector(".rt-beat").getBoundingClientRect();
        const box = shown(el, false);
        if (beat.top < box.top || beat.bottom > box.bottom) bar.scrollIntoView({ block: "nearest" });
      });
    },
  };
  el.classList.add("rt-root");
  el.addEventListener("click", (ev) => { if (app.openMenu && !app.openMenu.contains(ev.target)) app.closeMenu(); });
  // The lesson's bar stays on top on a wide page: the decision beside the table sticks below it.
  if (typeof ResizeObserver !== "undefined") {
    app.topObserver = new ResizeObserver((entries) => {
      for (const e of entries) el.style.setProperty("--rt-top-h", `${Math.ceil(e.target.getBoundingClientRect().height)}px`);
    });
  }
  watch(model, el);
  model.on("change:scene", () => { app.awaiting = false; app.redraw(); });
  model.on("change:drawing", () => { if (app.diagram) app.diagram.replaceChildren(); app.diagramAt = undefined; app.redraw(); });
  app.redraw();
  if (!(app.drawing && app.drawing.svg)) model.send("drawing"); // sent after the first draw (tutor/board.py)
  return app;
}
