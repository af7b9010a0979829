// Sojusze (alliances): the ring of leaders, with each council lying between the two neighbours who
// share it, the current ally and the time track in the middle, and the viewer's hand below.
// On a wide table the ring is a grid whose outer cells go round clockwise; on a narrow one it is a
// list in the same order (leader, council, next leader...), the last council closing the ring.
// Nothing here decides a rule: what is clickable comes from the decision's options and refusals.

Object.assign(ICON_PATHS, {
  ally: '<circle cx="10" cy="6.5" r="3.8" fill="#b08d57" stroke="#5e4520"/><path d="M3 18c0-5 3-7.5 7-7.5s7 2.5 7 7.5z" fill="#b08d57" stroke="#5e4520"/>',
  influence: '<rect x="4" y="2" width="12" height="16" rx="2" fill="#f7efd9" stroke="#7a5a00"/><circle cx="10" cy="12" r="3" fill="#a3262a"/><path d="M7 6h6" stroke="#7a5a00"/>',
  discard: '<rect x="4" y="5" width="12" height="13" rx="2" fill="#ddd" stroke="#666"/><path d="M6 2h8M8 8v7M12 8v7" stroke="#666" stroke-width="1.5"/>',
  skull: '<path d="M10 2c4.4 0 7 2.8 7 6.5 0 2.4-1.2 3.8-2.5 4.6V17H5.5v-3.9C4.2 12.3 3 10.9 3 8.5 3 4.8 5.6 2 10 2z" fill="#eee" stroke="#444"/><circle cx="7.3" cy="9" r="1.7" fill="#444"/><circle cx="12.7" cy="9" r="1.7" fill="#444"/>',
  summer: '<circle cx="10" cy="10" r="4" fill="#f2c230" stroke="#8a6d00"/><path d="M10 1v3M10 16v3M1 10h3M16 10h3M3.6 3.6l2 2M14.4 14.4l2 2M3.6 16.4l2-2M14.4 5.6l2-2" stroke="#8a6d00" stroke-width="1.5"/>',
  autumn: '<path d="M10 2c5 3 7 8 3 13-2 2-4 2-6 0-4-5-2-10 3-13z" fill="#d9822b" stroke="#7a3e00"/><path d="M10 5v14" stroke="#7a3e00" stroke-width="1.3"/>',
  winter: '<path d="M10 1v18M2.2 5.5l15.6 9M2.2 14.5l15.6-9M7.5 2.5L10 5l2.5-2.5M7.5 17.5L10 15l2.5 2.5" stroke="#2c6fbb" stroke-width="1.6" fill="none"/>',
});

// The outer cells of the grid, clockwise from the viewer's seat at the bottom: leader, council,
// leader, council... (row, column); `mid` is the centre's [row, column, rows, columns].
const AL_RING = {
  3: { cols: 3, rows: 3, mid: [2, 2, 1, 1], cells: [[3, 2], [2, 1], [1, 1], [1, 2], [1, 3], [2, 3]] },
  4: { cols: 3, rows: 3, mid: [2, 2, 1, 1], cells: [[3, 2], [3, 1], [2, 1], [1, 1], [1, 2], [1, 3], [2, 3], [3, 3]] },
  5: { cols: 4, rows: 3, mid: [2, 2, 1, 2], cells: [[3, 3], [3, 2], [3, 1], [2, 1], [1, 1], [1, 2], [1, 3], [1, 4], [2, 4], [3, 4]] },
  6: { cols: 4, rows: 4, mid: [2, 2, 2, 2], cells: [[4, 2], [4, 1], [3, 1], [2, 1], [1, 1], [1, 2], [1, 3], [1, 4], [2, 4], [3, 4], [4, 4], [4, 3]] },
};

// "Przysięga (Oath)" -> ["Przysięga", "Oath"]; a name without an English part stays whole.
function alName(name) {
  const m = /^(.*) \(([^()]*)\)$/.exec(name);
  return m ? [m[1], m[2]] : [name, null];
}

function alPlural(n, one, many) {
  return `${n} ${n === 1 ? one : many || `${one}s`}`;
}

// Face-down power tokens as discs; once turned up, each disc shows its value.
function alTokens(h, count, values) {
  if (!count) return null;
  const discs = values
    ? values.map((v) => h("span", { class: "al-tok al-up", title: `power token worth ${v}` }, v))
    : Array.from({ length: count }, () => h("span", { class: "al-tok", title: "power token, face down" }));
  return h("span", { class: "al-toks" }, discs);
}

// Card backs: how many cards a leader holds, without showing any of them.
function alBacks(h, n) {
  return h("span", { class: "al-backs", "aria-hidden": "true" },
    Array.from({ length: Math.min(n, 12) }, () => h("span", { class: "al-back" })));
}

function alInfluence(ctx, c, cls) {
  const [pl, en] = alName(c.name);
  const el = ctx.card({ key: c.uid, title: pl, sub: en, corner: c.value, cornerTitle: `influence ${c.value}`,
    text: cls === "al-chip" ? null : c.text, cls });
  if (cls === "al-chip" && !el.classList.contains("rt-hot") && !el.classList.contains("rt-cold")) el.title = c.text;
  return el;
}

function alAlly(ctx, a, councilId) {
  const [pl, en] = alName(a.name);
  const el = ctx.card({ title: pl, sub: en, corner: a.power, cornerTitle: `power ${a.power}`, cls: "al-chip al-ally" });
  el.dataset.ally = a.uid;
  el.title = a.text;
  ctx.spot(el, a.uid);
  return ctx.hot(el, (o) => o.verb === "kill" && o.subject === a.uid && (o.targets || [])[0] === councilId);
}

function alSeat(ctx, t, L, place) {
  const { h } = ctx;
  const hd = ctx.header;
  const d = ctx.view.decision;
  const me = ctx.viewer !== null && L.player === ctx.viewer;
  const now = hd.waiting_for === L.player;
  const small = t.councils.find((c) => c.id === L.small_council);
  const other = small ? small.leaders.find((p) => p !== L.player) : null;
  const sum = L.bids.reduce((a, c) => a + c.value, 0);
  const bids = h("div", { class: "al-bids", "data-zone": `bids:${L.player}` },
    h("div", { class: "al-label" }, "bidding area"),
    L.bids.length ? L.bids.map((c) => alInfluence(ctx, c, "al-chip")) : h("div", { class: "al-none" }, "no cards played"),
    h("div", { class: "al-total", title: L.total !== sum ? "the total counts a card's bonus" : "the total influence of the bidding area" },
      h("b", {}, L.total), ` influence${L.total !== sum ? " (with a bonus)" : ""}`));
  ctx.spot(bids, `zone:bids:${L.player}`);
  ctx.hot(bids, (o) => o.verb === "give" && (o.targets || [])[0] === L.player);
  const hand = h("div", { class: "al-hand-line", "data-zone": `hand:${L.player}` },
    icon("influence", "influence cards in hand"),
    L.hand ? ` ${alPlural(L.hand_size, "card")} in hand (shown below)` : [" ", L.hand_size ? alBacks(h, L.hand_size) : null, ` ${alPlural(L.hand_size, "card")} in hand`],
    L.packet_size ? h("span", { class: "al-packet" }, ` · packet ${L.packet_size}`) : null);
  if (!me) ctx.spot(hand, `zone:hand:${L.player}`);
  const kneel = d && d.player === L.player ? ctx.optionsAbout((o) => o.verb === "kneel") : null;
  const seat = h("div", {
    class: `al-cell al-seat${me ? " al-seat-me" : ""}${now ? " al-seat-now" : ""}${L.knelt ? " al-seat-knelt" : ""}`,
    style: place, "data-player": L.player,
  },
    h("div", { class: "al-seat-head" },
      h("b", { class: "al-who" }, L.player), me ? " (you)" : "",
      t.first === L.player ? h("span", { class: "al-pill al-first" }, icon("first", "first player"), "first player") : null,
      L.knelt ? h("span", { class: "al-pill al-knelt" }, icon("kneel", "knelt"), "knelt") : null,
      now ? h("span", { class: "al-pill al-now" }, "deciding") : null,
      hd.over && hd.result && hd.result.winner === L.player ? h("span", { class: "al-pill al-win" }, icon("power", "winner"), "winner") : null),
    bids, hand,
    small ? h("div", { class: "al-small-line", title: "the weaker of this leader's two councils by the power shown: it is their score" },
      h("span", { class: "al-dot" }), `small council: with ${other} · power ${small.power_shown}`) : null,
    kneel && (kneel.options.length || kneel.refused.length)
      ? ctx.hot(h("button", { class: "al-kneel" }, icon("kneel", "kneel"), " Kneel"), (o) => o.verb === "kneel") : null);
  ctx.spot(seat, `seat:${L.player}`);
  return seat;
}

function alCouncil(ctx, t, c, place) {
  const { h } = ctx;
  const smallOf = t.leaders.filter((x) => x.small_council === c.id).map((x) => x.player);
  const hidden = c.token_values === null && c.tokens > 0;
  const sides = `${smallOf.includes(c.leaders[0]) ? " al-sa" : ""}${smallOf.includes(c.leaders[1]) ? " al-sb" : ""}`;
  const box = h("div", { class: `al-cell al-council${smallOf.length ? " al-council-small" : ""}${sides}`, style: place, "data-council": c.id },
    h("div", { class: "al-council-head" }, h("span", { class: "al-label" }, "council "), h("b", {}, c.leaders[0]), " ⟷ ", h("b", {}, c.leaders[1])),
    c.allies.length ? h("div", { class: "al-allies" }, c.allies.map((a) => alAlly(ctx, a, c.id))) : h("div", { class: "al-none" }, "no allies yet"),
    h("div", { class: "al-token-line" },
      c.tokens ? [alTokens(h, c.tokens, c.token_values), hidden ? ` ${alPlural(c.tokens, "token")}, values hidden` : ""] : "no power tokens"),
    h("div", { class: "al-power" }, c.token_values && c.tokens
      ? ["power ", h("b", {}, c.power_shown), ` = allies ${c.power_shown - c.token_values.reduce((a, v) => a + v, 0)} + tokens ${c.token_values.reduce((a, v) => a + v, 0)}`]
      : ["power shown ", h("b", {}, c.power_shown), hidden ? " + ? in tokens" : ""]),
    smallOf.map((p) => h("div", { class: "al-small-badge" }, `${p}'s small council`)));
  ctx.spot(box, `council:${c.id}`);
  return ctx.hot(box, c.id);
}

function alTrack(ctx, t) {
  const { h } = ctx;
  const now = t.seasons.indexOf(t.season);
  const over = ctx.header.over;
  const track = h("div", { class: "al-track", "aria-label": "the seasons and their rounds" },
    t.seasons.map((s, i) => h("span", { class: `al-season${i === now && !over ? " al-on" : ""}` },
      icon(s, s), h("span", {}, s),
      h("span", { class: "al-pips" }, Array.from({ length: t.rounds_per_season }, (_, r) => {
        const done = over || i < now || (i === now && r + 1 < t.round);
        const here = !over && i === now && r + 1 === t.round;
        return h("span", { class: `al-pip${done ? " al-done" : ""}${here ? " al-here" : ""}`, title: `${s}, round ${r + 1}` });
      })))));
  return ctx.spot(track, "zone:track");
}

function alCentre(ctx, t, place) {
  const { h } = ctx;
  const hd = ctx.header;
  const cur = t.current;
  let ally;
  if (cur) {
    const [pl, en] = alName(cur.ally.name);
    ally = ctx.card({ title: pl, sub: en, corner: cur.ally.power, cornerTitle: `power ${cur.ally.power}`, text: cur.ally.text, cls: "al-big" });
    ctx.spot(ally, cur.ally.uid);
  } else if (t.incoming && t.incoming.length) {  // won, and waiting for its council
    const won = t.incoming[0];
    const [pl, en] = alName(won.name);
    ally = ctx.card({ title: pl, sub: en, corner: won.power, cornerTitle: `power ${won.power}`, text: won.text, cls: "al-big",
      badges: [h("span", { class: "al-why" }, "won: now going to a council"),
        t.incoming_tokens ? h("span", { class: "al-why" }, ` with ${alPlural(t.incoming_tokens, "face-down token")}`) : null] });
    ctx.spot(ally, won.uid);
  } else {
    const none = !t.allies_left && !t.row.length;
    ally = h("div", { class: "al-noally" }, none
      ? "No ally is left to turn up: this round the bid wins only a power token."
      : hd.over ? "The game is over." : "No ally face up just now.");
  }
  const box = h("div", { class: "al-cell al-centre", style: place },
    h("div", { class: "al-when" }, hd.over ? "Game over: every token is turned up"
      : `${t.season[0].toUpperCase()}${t.season.slice(1)}, round ${t.round} of ${t.rounds_per_season}`,
    h("span", { class: "al-why" }, hd.round ? ` (round ${hd.round} of the game)` : " (setting up)")),
    alTrack(ctx, t),
    h("div", { class: "al-label" }, cur ? "current ally: the bid is for it" : "current ally"),
    h("div", { class: "al-ally-zone" }, ally,
      cur && cur.tokens ? h("div", { class: "al-on-ally" }, alTokens(h, cur.tokens, null),
        ` ${alPlural(cur.tokens, "face-down token")} on it: they go with the ally`) : null),
    h("div", { class: "al-counts" },
      alCount(ctx, "deck", t.allies_left, "allies left", "face-down allies still in the deck"),
      alCount(ctx, "influence", t.influence_left, "influence deck", "influence cards left to draw"),
      alCount(ctx, "discard", t.discard, "discarded", "influence cards in the discard pile (open)"),
      alCount(ctx, "token", t.supply, "tokens in supply", "face-down power tokens not yet taken")));
  ctx.spot(box.querySelector(".al-ally-zone"), "zone:ally");
  return box;
}

function alCount(ctx, name, value, label, title) {
  const el = ctx.counter(name, value, title);
  el.append(ctx.h("span", { class: "al-why" }, ` ${label}`));
  el.classList.add("al-count");
  return el;
}

// The links of the ring, drawn under the cells once they are laid out: each leader to each of
// their two councils, red to their small council. Redrawn when the table changes size; the
// observer lets go once a redraw has taken the ring off the page (its size drops to nothing).
function alLinks(ring, svg, links) {
  const observer = new ResizeObserver(() => {
    if (!ring.isConnected) { observer.disconnect(); return; }
    if (getComputedStyle(svg).display === "none") return;
    const base = ring.getBoundingClientRect();
    svg.setAttribute("viewBox", `0 0 ${base.width} ${base.height}`);
    const mid = (el) => { const r = el.getBoundingClientRect(); return [r.left + r.width / 2 - base.left, r.top + r.height / 2 - base.top]; };
    svg.innerHTML = links.map(([a, b, small]) => {
      const [x1, y1] = mid(a);
      const [x2, y2] = mid(b);
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" class="${small ? "al-link al-link-small" : "al-link"}"/>`;
    }).join("");
  });
  observer.observe(ring);
}

function alStrip(ctx, title, cards, zone, note) {
  const { h } = ctx;
  const el = h("div", { class: "al-strip", "data-zone": zone },
    h("div", { class: "al-label" }, title, note ? h("span", { class: "al-why" }, ` · ${note}`) : null),
    h("div", { class: "rt-row" }, cards.length ? cards.map((c) => alInfluence(ctx, c, "al-inf")) : h("div", { class: "al-none" }, "no cards")));
  return ctx.spot(el, `zone:${zone}`);
}

TABLES.alliances = (t, ctx) => {
  const { h } = ctx;
  const n = t.seats.length;
  const home = ctx.viewer !== null && t.seats.includes(ctx.viewer) ? ctx.viewer : t.seats[0];
  const start = t.seats.indexOf(home);
  const order = t.seats.map((_, i) => t.seats[(start + i) % n]);
  const layout = AL_RING[n];
  const at = (cell) => (layout && cell ? `--r:${cell[0]};--c:${cell[1]}` : null);
  const leader = (p) => t.leaders.find((x) => x.player === p);
  const cells = [];
  const links = [];
  const seatEls = order.map((p, i) => alSeat(ctx, t, leader(p), at(layout && layout.cells[2 * i])));
  order.forEach((p, i) => {
    const q = order[(i + 1) % n];
    cells.push(seatEls[i]);
    const c = t.councils.find((x) => x.leaders[0] === p && x.leaders[1] === q);
    if (!c) return;
    const el = alCouncil(ctx, t, c, at(layout && layout.cells[2 * i + 1]));
    if (i === n - 1) el.append(h("div", { class: "al-closes" }, `↻ the ring closes: back to ${order[0]}`));
    cells.push(el);
    links.push([seatEls[i], el, leader(p).small_council === c.id], [el, seatEls[(i + 1) % n], leader(q).small_council === c.id]);
  });
  const mid = layout ? `--r:${layout.mid[0]};--c:${layout.mid[1]};--rs:${layout.mid[2]};--cs:${layout.mid[3]}` : null;
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("class", "al-links");
  svg.setAttribute("aria-hidden", "true");
  const ring = h("div", { class: `al-ring${layout ? ` al-grid al-c${layout.cols}` : ""}`, style: layout ? `--cols:${layout.cols};--rows:${layout.rows}` : null },
    svg, alCentre(ctx, t, mid), cells);
  alLinks(ring, svg, links);

  const strips = [];
  for (const p of order) {
    const L = leader(p);
    const me = p === ctx.viewer;
    const whose = me ? `Your hand (${p})` : `${p}'s hand (shown for teaching)`;
    if (L.hand) strips.push(alStrip(ctx, whose, L.hand, `hand:${p}`, alPlural(L.hand_size, "card")));
    if (L.packet && L.packet.length) {
      strips.push(alStrip(ctx, me ? `Your packet (${p})` : `${p}'s packet`, L.packet, `packet:${p}`, "keep one card; the rest moves on"));
    }
  }
  const extra = [];
  if (t.row.length) {
    extra.push(ctx.spot(h("div", { class: "al-strip" }, h("div", { class: "al-label" }, "Open allies, next first"),
      h("div", { class: "al-allies al-rowlist" }, t.row.map((a) => alAlly(ctx, a, null)))), "zone:row"));
  }
  extra.push(ctx.spot(h("div", { class: "al-strip al-dead" }, h("div", { class: "al-label" }, icon("skull", "dead"), " Dead allies (open)"),
    t.dead.length ? h("div", { class: "al-allies al-rowlist" }, t.dead.map((a) => alAlly(ctx, a, null))) : h("div", { class: "al-none" }, "none yet")), "zone:dead"));
  const legend = h("div", { class: "al-legend" },
    h("span", {}, h("span", { class: "al-swatch al-swatch-small" }), " a leader's small council: the weaker of their two councils by the power shown (on a tie, their left one). Its power is their score."),
    h("span", {}, h("span", { class: "al-swatch" }), " their other council"),
    h("span", {}, h("span", { class: "al-tok" }), " a power token, face down: nobody sees its value until the end"));
  return h("div", { class: "al-table" }, ring, legend, strips, h("div", { class: "al-extra" }, extra));
};
