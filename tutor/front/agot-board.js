// A Game of Thrones: The Board Game (agot-board) as a table: a schematic map of Westeros drawn from
// the view's areas (a point each) and borders (lines between points), with the units, orders, power
// tokens, garrisons and neutral forces on it and the march under way as arrows; beside it the
// combat being fought, the tracks (influence with the dominance tokens, supply, victory, wildlings),
// the round's Westeros cards and every house's power, orders and house cards.
// Everything drawn comes from the view; a click on an area offers the options whose subject or
// target is that area, and a refused one answers with its reason and rule.
//
// Mother of Dragons (mother-of-dragons) is drawn by the same code: when the view carries `mod`, the
// table adds the Essos board beside Westeros, dragons with their strength, loyalty tokens, vassal
// markers, sea and vassal orders, upgrade tokens, the Iron Bank row, each house's loans and the
// expansion's tracks (dragons, loyalty, vassals).

Object.assign(ICON_PATHS, {
  "ab-sword": '<path d="M15.5 2.5h2v2l-9 9-2-2z" fill="#e8e8ec" stroke="#444"/><path d="M4 12l4 4M3 17l3-3" stroke="#7a4a1a" stroke-width="2.2"/>',
  "ab-fort": '<path d="M3 18V6h3v2h2V6h4v2h2V6h3v12z" fill="#cfd8dc" stroke="#37474f"/><path d="M8.5 18v-4a1.5 1.5 0 0 1 3 0v4" fill="#37474f"/>',
  "ab-throne": '<path d="M5 18V4l2.5 3L10 2l2.5 5L15 4v14z" fill="#9e9e9e" stroke="#424242"/><path d="M5 12h10" stroke="#424242"/>',
  "ab-blade": '<path d="M16 2l2 2-10 10-2-2z" fill="#b0bec5" stroke="#37474f"/><path d="M3 13l4 4M2 18l3-3" stroke="#5d4037" stroke-width="2.4"/>',
  "ab-raven": '<path d="M2 12c3-1 5-5 9-6 2-1 4 0 5 1l2 1-2 1c0 3-3 6-8 6l-3 3 1-4z" fill="#263238"/><circle cx="14" cy="7.5" r=".9" fill="#fff"/>',
  "ab-barrel": '<rect x="5" y="3" width="10" height="14" rx="4" fill="#b07a3c" stroke="#5d3a12"/><path d="M5 7.5h10M5 12.5h10" stroke="#5d3a12"/>',
  "ab-crown": '<path d="M3 15L2 6l4.5 3.5L10 4l3.5 5.5L18 6l-1 9z" fill="#f2c230" stroke="#8a6d00"/>',
  "ab-power": '<circle cx="10" cy="10" r="7.5" fill="#d4a017" stroke="#7a5a00"/><path d="M6 12.5h8l.6-5-2.3 1.8L10 6l-2.3 3.3L5.4 7.5z" fill="#fff8d6"/>',
  "ab-wildling": '<path d="M10 2l7 16H3z" fill="#e3f2fd" stroke="#1565c0"/><path d="M7 13l3-6 3 6" fill="none" stroke="#1565c0" stroke-width="1.6"/>',
  "ab-hidden": '<path d="M1 10q9-9 18 0q-9 9-18 0z" fill="#fff" stroke="#555" stroke-width="1.4"/><circle cx="10" cy="10" r="2.6" fill="#555"/><path d="M3 17L17 3" stroke="#a3262a" stroke-width="2"/>',
  "ab-westeros": '<rect x="4" y="2" width="12" height="16" rx="2" fill="#efe3c4" stroke="#6d5a2a"/><path d="M7 7h6M7 10h6M7 13h4" stroke="#6d5a2a"/>',
});

const AB_NS = "http://www.w3.org/2000/svg";
// House colours: the unit's fill, its outline, a light tint for the areas it controls.
const AB_HOUSES = {
  stark: { fill: "#ffffff", ink: "#263238", tint: "#dde3ea", line: "#78909c" },
  lannister: { fill: "#b71c1c", ink: "#5f0b0b", tint: "#f5d3d3" },
  greyjoy: { fill: "#263238", ink: "#000000", tint: "#c9d0d4" },
  tyrell: { fill: "#2e7d32", ink: "#103d12", tint: "#d5ebd3" },
  baratheon: { fill: "#f2c200", ink: "#6d5700", tint: "#faefb4" },
  martell: { fill: "#ef7d00", ink: "#7a3d00", tint: "#fde0c0" },
  arryn: { fill: "#1e5fb3", ink: "#0b2e5c", tint: "#d3e3f7" },
  targaryen: { fill: "#7b1020", ink: "#3a0008", tint: "#ecd0d5" },
};
const AB_TRACKS = {
  iron_throne: { name: "Iron Throne", token: "Iron Throne", icon: "ab-throne" },
  fiefdoms: { name: "Fiefdoms", token: "Valyrian Steel Blade", icon: "ab-blade" },
  kings_court: { name: "King's Court", token: "Messenger Raven", icon: "ab-raven" },
};
const AB_UNITS = { footman: "footman", knight: "knight", siege_engine: "siege engine", ship: "ship", dragon: "dragon" };
const AB_UNITS_MANY = { footman: "footmen", knight: "knights", siege_engine: "siege engines", ship: "ships", dragon: "dragons" };
// The glyph of each kind of unit, drawn round (0, 0) about 14 units across.
const AB_GLYPH = {
  footman: "M0-6.5a3.2 3.2 0 1 1 0 6.4a3.2 3.2 0 1 1 0-6.4zM-5 6.5c0-4 2-6 5-6s5 2 5 6z",
  knight: "M-5 6.5V2l2-5 3-3h3l3 4-1.5 1.5L2-2l3 8.5z",
  siege_engine: "M-6 6.5V-1h2.5v-3h2v3h3v-3h2v3H6v7.5zM-1.5 6.5v-3h3v3z",
  ship: "M-7.5 1.5h15l-3.5 5h-8zM-.8 1V-7l6.3 7z",
  dragon: "M-8 6.5C-6 4.5-4 5-2 4.5L2.5 4.5 4.8 1 5-2 5.8-4.5 6.6-3 8.2-1.8 6.6-1 6.2 1.5 4 5.5 0 6.5-3 6zM-1 4.2L-6.5-6.5-4.6-4.2-3.2-5.2-2.4-2.6-.2-3.8.4-.6 2.6-.8 3 3.6z",
};
// Mother of Dragons: the Essos board lies right of this x in the view's positions (the frame's
// Westeros width in agot-board-positions.yaml; the view gives no board per area).
const AB_UPGRADES = {
  stronghold: "a stronghold upgrade: the castle counts as a stronghold",
  supply: "a supply upgrade: one more barrel",
  power: "a power upgrade: one more crown",
  "-castle": "a downgrade: the printed castle or stronghold counts as absent",
  "-supply": "a downgrade: one printed barrel counts as absent",
  "-crown": "a downgrade: one printed crown counts as absent",
};
const AB_VIEW = { zoom: 1 }; // the map's zoom, kept across redraws (the learner's, not the game's)
const AB_ZOOMS = [0.5, 1, 1.5, 2, 3];
const abLayouts = new Map(); // the map's laid-out points, by the areas' ids (worked out once)

function abS(tag, attrs, ...kids) {
  const el = document.createElementNS(AB_NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") el.textContent = v;
    else if (k.startsWith("on")) on(el, k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat(Infinity)) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.appendChild(typeof kid === "string" || typeof kid === "number" ? document.createTextNode(String(kid)) : kid);
  }
  return el;
}

// ctx.icon, cloned from one drawn copy per icon (parsing an icon's SVG for each of the page's
// hundred icons on every redraw is most of a redraw's cost).
const abIcons0 = {};
function abIcon(ctx, name, title) {
  const one = (abIcons0[name] = abIcons0[name] || ctx.icon(name, name));
  const el = one.cloneNode(true);
  el.title = title || name;
  el.setAttribute("aria-label", title || name);
  return el;
}

function abCap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : "";
}

function abPlural(n, one, many) {
  return `${n} ${n === 1 ? one : many || `${one}s`}`;
}

function abUnits(kind, n) {
  return `${n} ${n === 1 ? AB_UNITS[kind] || kind : AB_UNITS_MANY[kind] || kind}`;
}

function abHouse(t, id) {
  return t.houses.find((x) => x.house === id);
}

function abHouseName(t, id) {
  const x = abHouse(t, id);
  return x ? x.name : abCap(id || "");
}

function abColour(id) {
  return AB_HOUSES[id] || { fill: "#9e9e9e", ink: "#424242", tint: "#eeeeee" };
}

// A unit as a small inline SVG (for the panels beside the map).
const abUnitIcons0 = {};
function abUnitIcon(ctx, house, u, title) {
  const key = `${house}:${u.kind}:${u.routed}`;
  if (!abUnitIcons0[key]) {
    const c = abColour(house);
    const span = ctx.h("span", { class: `ab-unit-ico${u.routed ? " ab-routed" : ""}`, role: "img", "data-unit": u.kind });
    span.innerHTML = `<svg viewBox="-8 -8 16 16" width="16" height="16"><path d="${AB_GLYPH[u.kind] || AB_GLYPH.footman}" fill="${c.fill}" stroke="${c.ink}" stroke-width="1.2"/></svg>`;
    abUnitIcons0[key] = span;
  }
  const el = abUnitIcons0[key].cloneNode(true);
  el.title = title;
  el.setAttribute("aria-label", title);
  return el;
}

// ---- the map's layout: the view's points, nudged apart where two areas' boxes would overlap ----

// An area's drawn size, and the room it takes on the map with its order below it.
function abSize(kind) {
  if (kind === "sea") return [104, 56];
  if (kind === "port") return [52, 38];
  return [92, 64];
}

function abRoom(kind) {
  if (kind === "sea") return [110, 74];
  if (kind === "port") return [62, 54];
  return [98, 80];
}

function abLayout(areas) {
  const key = areas.map((a) => `${a.id}@${a.x},${a.y}`).join(";");
  if (abLayouts.has(key)) return abLayouts.get(key);
  const pts = areas.map((a) => ({ id: a.id, x: a.x, y: a.y, size: abRoom(a.kind) }));
  for (let round = 0; round < 150; round++) {
    let moved = false;
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const p = pts[i], q = pts[j];
        const ox = (p.size[0] + q.size[0]) / 2 + 4 - Math.abs(p.x - q.x);
        const oy = (p.size[1] + q.size[1]) / 2 + 2 - Math.abs(p.y - q.y);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        if (ox / p.size[0] < oy / p.size[1]) {
          const d = (p.x < q.x ? -1 : 1) * Math.min(ox, 12) / 2;
          p.x += d; q.x -= d;
        } else {
          const d = (p.y < q.y ? -1 : 1) * Math.min(oy, 12) / 2;
          p.y += d; q.y -= d;
        }
      }
    }
    if (!moved) break;
  }
  const at = {};
  for (const p of pts) at[p.id] = [Math.round(p.x), Math.round(p.y)];
  const pad = 12;
  const xs = pts.map((p) => [p.x - p.size[0] / 2, p.x + p.size[0] / 2]).flat();
  const ys = pts.map((p) => [p.y - p.size[1] / 2, p.y + p.size[1] / 2 + 10]).flat();
  const box = [Math.floor(Math.min(...xs) - pad), Math.floor(Math.min(...ys) - pad)];
  box.push(Math.ceil(Math.max(...xs) + pad) - box[0], Math.ceil(Math.max(...ys) + pad) - box[1]);
  const out = { at, box };
  abLayouts.set(key, out);
  return out;
}

// An area's name on one or two lines (split at the space nearest the middle).
function abLines(name, most) {
  if (name.length <= most || !name.includes(" ")) return [name];
  let best = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === " " && (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2))) best = i;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

// ---- one area on the map ----------------------------------------------------------------------

// `dragon` is the dragons' strength (Mother of Dragons), drawn beside each dragon glyph.
function abUnitsSvg(house, units, y, width, dragon) {
  if (!units.length) return null;
  const c = abColour(house);
  const step = 18;
  let items = units.map((u) => ({ u, n: 1 }));
  if (units.length * step > width) { // too many to draw one by one: one glyph and a count per kind
    const by = {};
    for (const u of units) {
      const k = `${u.kind}${u.routed ? "!" : ""}`;
      (by[k] = by[k] || { u, n: 0 }).n += 1;
    }
    items = Object.values(by);
  }
  const strong = (it) => it.u.kind === "dragon" && dragon !== null && dragon !== undefined;
  const widths = items.map((it) => (it.n > 1 ? step + 13 : step) + (strong(it) ? 10 : 0));
  let x = -widths.reduce((a, b) => a + b, 0) / 2;
  return abS("g", { class: "ab-units" }, items.map((it, i) => {
    const power = strong(it) ? ` (strength ${dragon})` : "";
    const g = abS("g", { class: `ab-unit${it.u.routed ? " ab-routed" : ""}`, "data-unit": it.u.kind, "data-n": it.n,
      "data-strength": strong(it) ? dragon : null,
      transform: `translate(${x + step / 2},${y}) scale(1.2)${it.u.routed ? " rotate(90)" : ""}` },
    abS("path", { d: AB_GLYPH[it.u.kind] || AB_GLYPH.footman, fill: c.fill, stroke: c.ink, "stroke-width": 1.2 }),
    abS("title", {}, `${it.n > 1 ? `${it.n} × ` : ""}${AB_UNITS[it.u.kind] || it.u.kind}${power}${it.u.routed ? " (routed)" : ""}`));
    const str = strong(it) ? abS("g", { class: "ab-dstr", transform: `translate(${x + step + 3},${y - 5})` },
      abS("circle", { r: 6 }), abS("text", { y: 3.5 }, dragon), abS("title", {}, `dragon strength ${dragon}`)) : null;
    const count = it.n > 1 ? abS("text", { x: x + step + 4 + (str ? 10 : 0), y: y + 4, class: "ab-count" }, `×${it.n}`) : null;
    x += widths[i];
    return [g, str, count];
  }));
}

function abOrderSvg(ctx, t, a, y) {
  const o = a.order;
  if (!o) return null;
  const c = abColour(o.house);
  const own = !o.face_up && o.uid;
  const whose = abHouseName(t, o.house);
  if (!o.uid) { // face down, not the viewer's: a plain token
    return abS("g", { class: "ab-order ab-down", "data-order": "hidden", transform: `translate(0,${y})` },
      abS("circle", { r: 9, fill: "#5d4037", stroke: c.line || c.fill, "stroke-width": 3 }),
      abS("title", {}, `${whose}: an order, face down`));
  }
  // Mother of Dragons: a sea token or a vassal token says so at the end of its label; on the map it
  // keeps the short name and carries a mark (waves, or a V) at its right end.
  const mark = o.sea ? "sea" : o.vassal ? "vassal" : "";
  const plain = o.label.replace(/ \((sea|vassal)\)$/, "");
  const text = plain.replace("Consolidate Power", "Consolidate");
  const w = Math.max(46, text.length * 6.4 + (own ? 22 : 10) + (mark ? 18 : 0));
  const tx = (own ? 7 : 0) - (mark ? 9 : 0);
  const kindName = { sea: " (a sea order token)", vassal: " (a vassal order token, placed by the vassal's lord)" }[mark] || "";
  return abS("g", { class: `ab-order${o.kind ? ` ab-o-${o.kind}` : ""}${own ? " ab-own" : ""}${mark ? ` ab-o-${mark}` : ""}`, "data-order": o.uid, "data-token": mark || null, transform: `translate(0,${y})` },
    abS("rect", { x: -w / 2, y: -9, width: w, height: 18, rx: 9, class: "ab-pill", stroke: c.ink }),
    abS("text", { x: tx, y: 4, class: "ab-otext" }, text),
    mark === "sea" ? abS("path", { class: "ab-omark", d: `M${w / 2 - 15} -1q2.5-3 5 0t5 0M${w / 2 - 15} 3.5q2.5-3 5 0t5 0` }) : null,
    mark === "vassal" ? abS("g", { class: "ab-omark", transform: `translate(${w / 2 - 9},0)` },
      abS("circle", { r: 6.5 }), abS("text", { y: 3.5 }, "V")) : null,
    own ? abS("g", { transform: `translate(${-w / 2 + 4},-6) scale(.6)`, class: "ab-eye" },
      abS("path", { d: "M1 10q9-9 18 0q-9 9-18 0z", fill: "#fff", stroke: "#555", "stroke-width": 1.6 }),
      abS("circle", { cx: 10, cy: 10, r: 2.6, fill: "#555" }),
      abS("path", { d: "M3 17L17 3", stroke: "#a3262a", "stroke-width": 2.4 })) : null,
    abS("title", {}, `${whose}: ${plain}${kindName}${own ? " (your order: hidden from the others until the orders are revealed)" : " (face up)"}`));
}

function abBadge(x, y, n, cls, title) {
  return abS("g", { class: `ab-badge ${cls}`, transform: `translate(${x},${y})` },
    abS("path", { d: "M0-10l8 3v5c0 5-3.5 8-8 9.5C-4.5 6-8 3-8-2v-5z" }),
    abS("text", { y: 3.5 }, n), abS("title", {}, title));
}

function abIcons(a, x, y) {
  const out = [];
  const towers = a.castle === "stronghold" ? 2 : a.castle === "castle" ? 1 : 0;
  for (let i = 0; i < towers; i++) {
    out.push(abS("path", { class: "ab-tower", d: `M${x + i * 9} ${y + 5}v-9h1.6v1.6h1.6v-1.6h1.6v1.6h1.6v-1.6h1.6v9z` }));
  }
  let right = -x;
  for (let i = 0; i < a.crowns; i++) {
    right -= 10;
    out.push(abS("path", { class: "ab-crown", d: `M${right} ${y + 4}l-.6-7 3 2.4 2.4-4 2.4 4 3-2.4-.6 7z` }));
  }
  for (let i = 0; i < a.supply; i++) {
    right -= 9;
    out.push(abS("rect", { class: "ab-barrel", x: right + 1, y: y - 4, width: 7, height: 9, rx: 2.5 }));
  }
  const what = [];
  if (towers) what.push(a.castle);
  if (a.supply) what.push(abPlural(a.supply, "supply barrel"));
  if (a.crowns) what.push(abPlural(a.crowns, "power crown"));
  return out.length ? abS("g", { class: "ab-icons" }, out, abS("title", {}, what.join(", "))) : null;
}

function abAreaTitle(t, a, extra) {
  const parts = [a.name + (a.name_pl ? ` (${a.name_pl})` : "")];
  parts.push(a.kind === "port" ? `port of ${(t.areas.find((x) => x.id === a.port_of) || {}).name || a.port_of}` : a.kind);
  if (a.castle !== "none") parts.push(a.castle);
  if (a.supply) parts.push(abPlural(a.supply, "supply barrel"));
  if (a.crowns) parts.push(abPlural(a.crowns, "power crown"));
  if (a.home) parts.push(`${abHouseName(t, a.home)} home area`);
  if (a.blocked) parts.push("blocked: not in play with this many players");
  if (a.controller) parts.push(`controlled by ${abHouseName(t, a.controller)}`);
  if (a.units.length) parts.push(`${abHouseName(t, a.house)} units: ${a.units.map((u) => AB_UNITS[u.kind] + (u.routed ? " (routed)" : "")).join(", ")}`);
  if (a.token) parts.push(`${abHouseName(t, a.token)} power token`);
  if (a.garrison) parts.push(`garrison of ${a.garrison}`);
  if (a.neutral) parts.push(`neutral force of ${a.neutral}`);
  if (extra.dragon !== undefined && a.units.some((u) => u.kind === "dragon")) parts.push(`dragon strength ${extra.dragon}`);
  if (extra.loyalty) parts.push(abPlural(extra.loyalty, "loyalty token"));
  if (extra.vassal !== undefined) parts.push(`held by a vassal${extra.vassal ? ` of ${abHouseName(t, extra.vassal)}` : ""}`);
  for (const tok of extra.upgrades || []) parts.push(AB_UPGRADES[tok] || tok);
  if (extra.essos) parts.push("Essos");
  return parts.join(" · ");
}

// Mother of Dragons on one area: loyalty tokens (a count, bottom left), a vassal's mark (bottom
// right), upgrade and downgrade tokens (on the top edge).
function abModMarks(t, a, g, [w, hgt], extra) {
  const sea = a.kind === "sea";
  const port = a.kind === "port";
  const bx = sea ? w / 2 - 22 : port ? w / 2 - 7 : w / 2 - 9;
  const by = sea ? hgt / 2 - 12 : port ? -hgt / 2 + 7 : hgt / 2 - 9;
  if (extra.loyalty) {
    g.append(abS("g", { class: "ab-loyalty", "data-n": extra.loyalty, transform: `translate(${-bx},${by})` },
      abS("path", { d: "M0-8.5l8 8.5-8 8.5-8-8.5z" }), abS("text", { y: 3.5 }, extra.loyalty),
      abS("title", {}, `${abPlural(extra.loyalty, "loyalty token")} here: House Targaryen takes ${extra.loyalty === 1 ? "it" : "them"} by controlling the area`)));
  }
  if (extra.vassal !== undefined) {
    const c = abColour(a.controller);
    const lord = extra.vassal ? `its lord this round is ${abHouseName(t, extra.vassal)}` : "no lord commands it this round";
    g.append(abS("g", { class: "ab-vmark", "data-vassal": a.controller, "data-lord": extra.vassal || null, transform: `translate(${bx},${by})` },
      abS("circle", { r: 7, fill: c.fill, stroke: c.ink }),
      abS("text", { y: 3.5, fill: ["stark", "baratheon"].includes(a.controller) ? "#222" : "#fff" }, "V"),
      abS("title", {}, `${abHouseName(t, a.controller)} holds this area as a vassal: ${lord}`)));
  }
  const ups = extra.upgrades || [];
  ups.forEach((tok, i) => {
    const down = tok.startsWith("-");
    const kind = tok.replace("-", "");
    const x = (i - (ups.length - 1) / 2) * 15;
    const glyph = kind === "supply" ? abS("rect", { x: -2.5, y: -3.5, width: 5, height: 7, rx: 2, class: "ab-barrel" })
      : kind === "power" || kind === "crown" ? abS("path", { class: "ab-crown", d: "M-4 3l-.5-5.5 2.3 1.9L0-4.5l2.2 3.9 2.3-1.9L4 3z" })
        : abS("path", { class: "ab-tower", d: "M-3.5 4v-7h1.4v1.4h1.4v-1.4h1.4v1.4h1.4v-1.4h1.4v7z" });
    g.append(abS("g", { class: `ab-upgrade${down ? " ab-down" : ""}`, "data-upgrade": tok, transform: `translate(${x},${-hgt / 2 - 1})` },
      abS("rect", { x: -6.5, y: -6.5, width: 13, height: 13, rx: 3, class: "ab-utile" }), glyph,
      down ? abS("path", { class: "ab-ustrike", d: "M-5 5L5-5" }) : null,
      abS("title", {}, AB_UPGRADES[tok] || tok)));
  });
}

function abAdd(g, kid) {
  if (kid) g.append(kid);
}

function abArea(ctx, t, a, [x, y], extra) {
  const [w, hgt] = abSize(a.kind);
  const home = a.home ? abColour(a.home) : null;
  const tint = a.controller ? abColour(a.controller).tint : null;
  const cls = ["ab-area", `ab-${a.kind}`];
  if (a.blocked) cls.push("ab-blocked");
  if (extra.fight) cls.push("ab-fight");
  if (extra.muster !== undefined) cls.push("ab-mustering");
  if (extra.origin) cls.push("ab-origin");
  const g = abS("g", { class: cls.join(" "), "data-key": a.id, "data-area": a.id, "data-board": extra.essos ? "essos" : null, transform: `translate(${x},${y})` });
  const corners = extra.loyalty || extra.vassal !== undefined ? 30 : 0; // room kept for the corner marks
  let shape;
  if (a.kind === "sea") shape = abS("ellipse", { class: "ab-shape", rx: w / 2, ry: hgt / 2 });
  else shape = abS("rect", { class: "ab-shape", x: -w / 2, y: -hgt / 2, width: w, height: hgt, rx: a.kind === "port" ? 7 : 12 });
  if (tint && a.kind !== "sea") shape.setAttribute("style", `fill:${tint}`);
  g.append(shape);
  if (home) g.append(abS("rect", { class: "ab-home", x: -w / 2 + 3, y: -hgt / 2 + 3, width: w - 6, height: hgt - 6, rx: 10, stroke: home.line || home.fill }));
  const top = -hgt / 2;
  if (a.kind === "land") {
    abAdd(g, abIcons(a, -w / 2 + 7, top + 10));
    const lines = abLines(a.name, 12);
    lines.forEach((line, i) => g.append(abS("text", { class: "ab-name", y: (lines.length === 1 ? 3 : -5) + i * 13, textLength: line.length > 14 ? w - 8 : null, lengthAdjust: "spacingAndGlyphs" }, line)));
    abAdd(g, abUnitsSvg(a.house, a.units, hgt / 2 - 13, w - 6 - corners, extra.dragon));
  } else if (a.kind === "sea") {
    const lines = abLines(a.name, 13);
    lines.forEach((line, i) => g.append(abS("text", { class: "ab-name", y: (lines.length === 1 ? -5 : -12) + i * 12 }, line)));
    abAdd(g, abUnitsSvg(a.house, a.units, hgt / 2 - 14, w - 20 - corners, extra.dragon));
  } else {
    g.append(abS("text", { class: "ab-name", y: top + 12 }, "Port"));
    abAdd(g, abUnitsSvg(a.house, a.units, hgt / 2 - 11, w - 4, extra.dragon));
  }
  if (a.token) {
    const c = abColour(a.token);
    g.append(abS("g", { class: "ab-token", transform: `translate(${-w / 2 + 2},${top + 1})` },
      abS("circle", { r: 8, fill: c.fill, stroke: c.ink, "stroke-width": 1.5 }),
      abS("path", { d: "M-4 2.5h8l.5-5-2.3 1.8L0-4l-2.2 3.3-2.3-1.8z", fill: "#fff8d6", stroke: c.ink, "stroke-width": .6 }),
      abS("title", {}, `${abHouseName(t, a.token)} power token: it keeps control of the area`)));
  }
  if (a.neutral) g.append(abBadge(w / 2 - 4, top + 2, a.neutral, "ab-neutral", `neutral force: strength ${a.neutral}`));
  else if (a.garrison) g.append(abBadge(w / 2 - 4, top + 2, a.garrison, "ab-garrison", `${abHouseName(t, a.home)} garrison: +${a.garrison} defence`));
  if (extra.muster !== undefined) {
    g.append(abS("g", { class: "ab-muster-badge", transform: `translate(0,${top - 4})` },
      abS("rect", { x: -30, y: -8, width: 60, height: 16, rx: 8 }), abS("text", { y: 4 }, `muster ${extra.muster}`),
      abS("title", {}, `mustering: ${abPlural(extra.muster, "point")} left here`)));
  }
  if (a.order) g.append(abOrderSvg(ctx, t, a, hgt / 2 + (a.kind === "port" ? 4 : 5)));
  abModMarks(t, a, g, [w, hgt], extra);
  if (a.blocked) g.append(abS("path", { class: "ab-block", d: `M${-w / 2 + 8} ${-hgt / 2 + 8}L${w / 2 - 8} ${hgt / 2 - 8}M${w / 2 - 8} ${-hgt / 2 + 8}L${-w / 2 + 8} ${hgt / 2 - 8}` }));
  ctx.spot(g, a.id);
  ctx.spot(g, `area:${a.id}`);
  const about = (o) => o.subject === a.id || (o.targets || []).includes(a.id);
  ctx.hot(g, about);
  if (extra.pointed.size) { // a lesson may point at a refused option too: its area lights up
    const { options, refused } = ctx.optionsAbout(about);
    if ([...options, ...refused].some((o) => extra.pointed.has(o.id))) g.classList.add("rt-spot");
  }
  const hint = g.classList.contains("rt-hot") || g.classList.contains("rt-cold") ? ` · ${g.title}` : "";
  g.append(abS("title", {}, abAreaTitle(t, a, extra) + hint)); // an SVG's tooltip is its <title>
  return g;
}

// ---- the map ----------------------------------------------------------------------------------

function abArrow(from, to, cls, label, shorten = 34) {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len, uy = (y2 - y1) / len;
  const s = Math.min(shorten, len / 3);
  const a = [x1 + ux * s, y1 + uy * s], b = [x2 - ux * s, y2 - uy * s];
  return abS("g", { class: `ab-arrow ${cls}` },
    abS("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], "marker-end": "url(#ab-head)" }),
    label ? abS("text", { x: (a[0] + b[0]) / 2, y: (a[1] + b[1]) / 2 - 6 }, label) : null);
}

// What Mother of Dragons adds to each area's drawing (nothing for the base game): whether it lies in
// Essos, its loyalty tokens, its upgrade tokens, a vassal holding it (its lord, or "" without one)
// and the dragons' strength.
function abModAreas(t) {
  const m = t.mod;
  if (!m) return () => ({});
  const loyalty = Object.fromEntries(m.loyalty);
  const upgrades = Object.fromEntries(m.upgrades);
  const lords = Object.fromEntries(m.vassals.map(([v, lord]) => [v, lord || ""]));
  return (a) => ({
    essos: a.board === "essos",
    loyalty: loyalty[a.id] || 0,
    upgrades: upgrades[a.id] || [],
    vassal: a.controller && a.controller in lords ? lords[a.controller] : undefined,
    dragon: m.dragon_strength,
  });
}

// The two boards of a Mother of Dragons game with Targaryen: Essos drawn as a land of its own to the
// right of Westeros (a ground behind its areas and each board's name).
function abBoards(t, lay) {
  const box = (areas) => {
    const xs = areas.map((a) => lay.at[a.id][0]), ys = areas.map((a) => lay.at[a.id][1]);
    return [Math.min(...xs) - 62, Math.min(...ys) - 50, Math.max(...xs) + 62, Math.max(...ys) + 56];
  };
  const [ex0, ey0, ex1, ey1] = box(t.areas.filter((a) => a.board === "essos"));
  const [wx0, wy0] = box(t.areas.filter((a) => a.board !== "essos"));
  return abS("g", { class: "ab-boards" },
    abS("rect", { class: "ab-essos-ground", "data-board": "essos", x: ex0, y: ey0, width: ex1 - ex0, height: ey1 - ey0, rx: 24 }),
    abS("text", { class: "ab-board-name", x: ex0 + 14, y: ey0 + 26 }, "Essos"),
    abS("text", { class: "ab-board-name", x: wx0 + 14, y: wy0 + 26 }, "Westeros"));
}

function abMap(ctx, t) {
  const lay = abLayout(t.areas);
  const kind = {};
  for (const a of t.areas) kind[a.id] = a.kind;
  const lines = t.borders.map(([p, q]) => {
    const [x1, y1] = lay.at[p] || [0, 0];
    const [x2, y2] = lay.at[q] || [0, 0];
    const k = [kind[p], kind[q]].sort().join("-");
    return abS("line", { class: `ab-border ab-b-${k}`, x1, y1, x2, y2 });
  });
  const c = t.combat;
  const muster = Object.fromEntries(t.mustering || []);
  const pointed = new Set(ctx.scene.spotlight || []);
  const mod = abModAreas(t);
  const nodes = t.areas.map((a) => abArea(ctx, t, a, lay.at[a.id], {
    fight: c && c.area === a.id, origin: t.march_origin === a.id || (c && c.origin === a.id), muster: muster[a.id], pointed,
    ...mod(a),
  }));
  const arrows = [];
  if (t.march_origin && t.march.length) {
    const by = {};
    for (const [k, dest] of t.march) (by[dest] = by[dest] || []).push(k);
    for (const [dest, kinds] of Object.entries(by)) {
      const counts = {};
      for (const k of kinds) counts[k] = (counts[k] || 0) + 1;
      const label = Object.entries(counts).map(([k, n]) => abUnits(k, n)).join(", ");
      if (dest !== t.march_origin) arrows.push(abArrow(lay.at[t.march_origin], lay.at[dest], "ab-march", label));
    }
  }
  if (c && c.origin && c.origin !== c.area && lay.at[c.origin]) arrows.push(abArrow(lay.at[c.origin], lay.at[c.area], "ab-attack", "attack"));
  const [x0, y0, w, hgt] = lay.box;
  // what to scroll to: what a lesson points at, else the combat, the march, what may be clicked
  const first = (cls) => (nodes.find((g) => g.classList.contains(cls)) || { dataset: {} }).dataset.area;
  const focus = first("rt-spot") || (c && c.area) || t.march_origin || first("rt-hot") || "";
  const essos = t.areas.some((a) => a.board === "essos");
  const svg = abS("svg", { class: "ab-map", viewBox: `${x0} ${y0} ${w} ${hgt}`, role: "img", "aria-label": essos ? "the map of Westeros and Essos" : "the map of Westeros" },
    abS("defs", {}, abS("marker", { id: "ab-head", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: "auto-start-reverse" },
      abS("path", { d: "M0 0L10 5L0 10z", class: "ab-headpath" }))),
    abS("rect", { class: "ab-ground", x: x0, y: y0, width: w, height: hgt }),
    essos ? abBoards(t, lay) : null,
    abS("g", { class: "ab-borders" }, lines),
    abS("g", { class: "ab-nodes" }, nodes),
    abS("g", { class: "ab-arrows" }, arrows));
  // At zoom 1 the map is drawn at least one pixel per unit of its layout, so that no text on it is
  // smaller than the 11 units the style gives the smallest; on a narrow screen the box scrolls.
  const box = ctx.h("div", { class: "ab-mapbox", "data-focus": focus, style: `--abz:${AB_VIEW.zoom}; --abw:${w}px` }, svg);
  return box;
}

// Scroll the map to what the decision is about, once each time that changes (and only if it is
// out of sight): the element drawn may be merged into the page, so the live one is looked up.
function abFocusSoon() {
  requestAnimationFrame(() => {
    for (const box of document.querySelectorAll(".ab-mapbox")) {
      const f = box.dataset.focus;
      if (!f || box.__focus === f) continue;
      box.__focus = f;
      const node = box.querySelector(`[data-area="${CSS.escape(f)}"]`);
      if (!node) continue;
      const r = node.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (r.top >= b.top && r.bottom <= b.bottom && r.left >= b.left && r.right <= b.right) continue;
      box.scrollTop += r.top + r.height / 2 - (b.top + b.height / 2);
      box.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
    }
  });
}

function abZoomBar(ctx) {
  const { h } = ctx;
  const set = (ev, z) => {
    const box = ev.currentTarget.closest(".ab-table").querySelector(".ab-mapbox");
    const cx = (box.scrollLeft + box.clientWidth / 2) / Math.max(1, box.scrollWidth);
    const cy = (box.scrollTop + box.clientHeight / 2) / Math.max(1, box.scrollHeight);
    AB_VIEW.zoom = z;
    box.style.setProperty("--abz", z);
    box.scrollLeft = cx * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = cy * box.scrollHeight - box.clientHeight / 2;
    const label = ev.currentTarget.closest(".ab-zoom").querySelector(".ab-zlevel");
    if (label) label.textContent = `${Math.round(z * 100)}%`;
  };
  return h("div", { class: "ab-zoom" },
    h("span", { class: "ab-label" }, "Map"),
    h("button", { title: "zoom out", "aria-label": "zoom out", onclick: (ev) => set(ev, AB_ZOOMS[Math.max(0, AB_ZOOMS.indexOf(AB_VIEW.zoom) - 1)]) }, "−"),
    h("span", { class: "ab-zlevel" }, `${Math.round(AB_VIEW.zoom * 100)}%`),
    h("button", { title: "zoom in", "aria-label": "zoom in", onclick: (ev) => set(ev, AB_ZOOMS[Math.min(AB_ZOOMS.length - 1, AB_ZOOMS.indexOf(AB_VIEW.zoom) + 1)]) }, "+"),
    h("button", { title: "the map as wide as the table", onclick: (ev) => set(ev, 1) }, "fit width"),
    h("button", { title: "the whole map at once", onclick: (ev) => set(ev, 0.5) }, "whole map"));
}

function abLegend(ctx, t) {
  const { h } = ctx;
  const unit = (k) => h("span", {}, abUnitIcon(ctx, "stark", { kind: k, routed: false }, AB_UNITS[k]), ` ${AB_UNITS[k]}`);
  return h("div", { class: "ab-legend" },
    ["footman", "knight", "siege_engine", "ship"].map(unit),
    h("span", {}, abUnitIcon(ctx, "stark", { kind: "footman", routed: true }, "routed"), " routed (turned)"),
    h("span", {}, abIcon(ctx, "ab-fort", "castle"), " castle (one tower), stronghold (two)"),
    h("span", {}, abIcon(ctx, "ab-barrel", "supply"), " supply"),
    h("span", {}, abIcon(ctx, "ab-crown", "power crown"), " power crown"),
    h("span", {}, abIcon(ctx, "ab-power", "power token"), " power token"),
    h("span", {}, h("span", { class: "ab-swatch ab-sw-neutral" }, "5"), " neutral force"),
    h("span", {}, h("span", { class: "ab-swatch ab-sw-garrison" }, "2"), " garrison"),
    h("span", {}, h("span", { class: "ab-swatch ab-sw-down" }), " order, face down"),
    h("span", {}, abIcon(ctx, "ab-hidden", "hidden"), " your order, hidden from the others"),
    t.mod ? [
      h("span", {}, abUnitIcon(ctx, "targaryen", { kind: "dragon", routed: false }, "dragon"), " dragon (its strength beside it)"),
      h("span", {}, h("span", { class: "ab-lswatch" }), " loyalty tokens"),
      h("span", {}, h("span", { class: "ab-swatch ab-sw-vmark" }, "V"), " held by a vassal"),
      h("span", {}, h("span", { class: "ab-swatch ab-sw-sea" }, "≈"), " sea order"),
      h("span", {}, h("span", { class: "ab-swatch ab-sw-vorder" }, "V"), " vassal order"),
      h("span", {}, h("span", { class: "ab-swatch ab-sw-up" }, "+"), " upgrade, ", h("span", { class: "ab-swatch ab-sw-downtok" }, "−"), " downgrade token"),
    ] : null);
}

// Before the houses are chosen (Mother of Dragons with players not named after houses) the table
// has no house yet: the houses on offer, which a click chooses.
function abChoosing(ctx, t) {
  const { h } = ctx;
  const d = ctx.view.decision;
  const offered = d ? d.options.filter((o) => o.verb === "house").map((o) => o.subject) : [];
  return h("div", { class: "ab-house ab-choosing", "data-zone": "choosing" },
    h("div", { class: "ab-label" }, "Houses"),
    h("div", {}, "No house is chosen yet: each player in turn chooses the house to lead; the houses no player takes become vassals."),
    offered.length ? h("div", { class: "ab-cards" }, offered.map((x) => ctx.hot(abChip(ctx, t, x), x))) : null);
}

// ---- beside the map ---------------------------------------------------------------------------

function abChip(ctx, t, house, extra) {
  const x = abHouse(t, house);
  return ctx.h("span", { class: `ab-chip ab-h-${house}${house === t.you ? " ab-chip-you" : ""}`, "data-house": house },
    x ? x.name : abCap(house), extra || null);
}

function abStatus(ctx, t) {
  const { h } = ctx;
  const threat = h("span", { class: "ab-threat", title: `wildling threat ${t.threat} of 12` },
    abIcon(ctx, "ab-wildling", "wildlings"), " Wildling threat ", h("b", {}, t.threat), " ",
    h("span", { class: "ab-threatbar" }, Array.from({ length: 7 }, (_, i) => h("span", { class: `ab-tick${i * 2 <= t.threat ? " ab-on" : ""}${i * 2 === t.threat ? " ab-here" : ""}` }, String(i * 2)))));
  const cards = t.westeros.length
    ? t.westeros.map(([deck, , name]) => h("span", { class: "ab-wcard", title: `Westeros deck ${deck}: ${name}` }, h("b", {}, deck), " ", name))
    : h("span", { class: "ab-none" }, "none drawn yet");
  return ctx.spot(h("div", { class: "ab-status" },
    h("span", { class: "ab-round" }, `Round ${t.round} of ${t.rounds}`),
    threat,
    h("span", { class: "ab-west" }, abIcon(ctx, "ab-westeros", "Westeros cards"), " ", cards),
    t.bans.length ? h("span", { class: "ab-bans" }, "banned: ", t.bans.map((b) => h("span", { class: "ab-ban" }, b.replaceAll("_", " ")))) : null,
    t.last_wildling ? h("span", { class: "ab-why" }, `last wildling card: ${t.last_wildling}`) : null,
    t.wildling_top ? h("span", { class: "ab-why" }, `top wildling card (seen with the Raven): ${t.wildling_top}`) : null), "zone:status");
}

function abTracks(ctx, t) {
  const { h } = ctx;
  const holder = Object.fromEntries(t.holders);
  const rows = t.tracks.map(([track, order]) => {
    const info = AB_TRACKS[track] || { name: track, token: track, icon: "first" };
    const used = (track === "fiefdoms" && t.blade_used) || (track === "kings_court" && t.raven_used);
    const row = h("div", { class: "ab-track", "data-track": track },
      h("div", { class: "ab-tname" }, abIcon(ctx, info.icon, info.token), ` ${info.name}`),
      order.length ? null : h("span", { class: "ab-none" }, "no house on it yet"),
      h("ol", { class: "ab-order-list" }, order.map((house, i) => h("li", {}, h("span", { class: "ab-pos" }, i + 1),
        abChip(ctx, t, house, holder[track] === house
          ? h("span", { class: `ab-dom${used ? " ab-used" : ""}`, title: `${info.token}${used ? " (used this round)" : ""}` }, abIcon(ctx, info.icon, info.token), used ? " used" : "")
          : null)))));
    ctx.spot(row, `track:${track}`);
    return ctx.hot(row, track);
  });
  const supply = h("div", { class: "ab-track ab-supply", "data-track": "supply" },
    h("div", { class: "ab-tname" }, abIcon(ctx, "ab-barrel", "supply"), " Supply: armies and their limits"),
    h("div", { class: "ab-rows" }, t.houses.map((x) => h("div", { class: "ab-srow", "data-house": x.house },
      abChip(ctx, t, x.house),
      h("span", { class: "ab-barrels", title: `supply ${x.supply} of 6` }, Array.from({ length: 7 }, (_, i) => h("span", { class: `ab-lvl${i === x.supply ? " ab-on" : ""}` }, i))),
      h("span", { class: "ab-limits", title: "each army (two units or more in one area) must fit a limit of the house's supply level" },
        x.limits.map((lim, i) => {
          const size = [...x.armies].sort((a, b) => b - a)[i];
          return h("span", { class: `ab-slot${size ? " ab-used" : ""}` }, size ? `${size}/${lim}` : `–/${lim}`);
        }),
        x.armies.length > x.limits.length ? h("span", { class: "ab-over" }, " over the limit!") : null)))),
    t.houses.length ? null : h("span", { class: "ab-none" }, "no house chosen yet"));
  // The victory track: castles and strongholds (in Mother of Dragons the view's points, which for
  // Targaryen are its loyalty; a vassal never wins).
  const score = (x) => (t.mod ? x.points : x.castles);
  const victory = h("div", { class: "ab-track ab-victory", "data-track": "victory" },
    h("div", { class: "ab-tname" }, abIcon(ctx, "ab-fort", "castles"), t.mod ? " Victory: castles and strongholds, Targaryen: loyalty (7 wins)" : " Victory: castles and strongholds (7 wins)"),
    h("div", { class: "ab-rows" }, t.houses.map((x) => h("div", { class: "ab-srow", "data-house": x.house },
      abChip(ctx, t, x.house),
      h("span", { class: "ab-pips", title: `${score(x)} of 7` }, Array.from({ length: 7 }, (_, i) => h("span", { class: `ab-pip${i < score(x) ? " ab-on" : ""}` }))),
      h("b", {}, ` ${score(x)}`),
      t.mod && x.house === "targaryen" ? h("span", { class: "ab-why" }, " loyalty") : null,
      t.mod && x.vassal ? h("span", { class: "ab-why" }, " vassal: cannot win") : null))),
    t.houses.length ? null : h("span", { class: "ab-none" }, "no house chosen yet"));
  ctx.spot(supply, "track:supply");
  ctx.spot(victory, "track:victory");
  return h("div", { class: "ab-tracks" }, rows, supply, victory, t.mod ? abModTracks(ctx, t) : null);
}

// Mother of Dragons beside the tracks: the Iron Bank's row of three loans, the dragons and the
// loyalty tokens, the vassals.
function abModTracks(ctx, t) {
  const { h } = ctx;
  const m = t.mod;
  const slots = m.bank.map(([cost, id, name], i) => {
    const el = h("div", { class: `ab-bslot${id ? "" : " ab-empty"}`, "data-slot": i + 1, "data-cost": cost, "data-loan": id || null, "data-key": `bank:${i + 1}` },
      h("span", { class: "ab-bcost", title: `taking this loan costs ${cost} power` }, abIcon(ctx, "ab-power", "power"), cost),
      id ? h("span", { class: "ab-bname" }, name) : h("span", { class: "ab-none" }, "empty"));
    return id ? ctx.hot(el, (o) => o.verb === "loan" && (o.targets || []).includes(id)) : el;
  });
  const bank = h("div", { class: "ab-track ab-bank", "data-track": "iron_bank" },
    h("div", { class: "ab-tname" }, abIcon(ctx, "ab-power", "Iron Bank"), " The Iron Bank of Braavos"),
    slots.length ? [h("div", { class: "ab-bslots" }, slots), h("div", { class: "ab-why" }, `${abPlural(m.loan_deck, "loan card")} in the deck`)]
      : h("span", { class: "ab-none" }, "not set up yet"));
  const inPlay = t.houses.some((x) => x.house === "targaryen");
  const onMap = m.loyalty.reduce((n, [, k]) => n + k, 0);
  const dragons = inPlay ? h("div", { class: "ab-track ab-targaryen", "data-track": "dragons" },
    h("div", { class: "ab-tname" }, abUnitIcon(ctx, "targaryen", { kind: "dragon", routed: false }, "dragon"), " Dragons and loyalty"),
    abDragonLine(ctx, t),
    h("div", { class: "ab-loyal" }, h("span", { class: "ab-lswatch" }), ` ${abPlural(onMap, "loyalty token")} on the map (${abPlural(m.loyalty.length, "area")}); Targaryen has taken ${m.loyalty_won}`,
      m.pentos_held ? "; holds Pentos (+1)" : "; does not hold Pentos")) : null;
  const vassals = h("div", { class: "ab-track ab-vassals", "data-track": "vassals" },
    h("div", { class: "ab-tname" }, "Vassals"),
    m.vassals.length ? h("div", { class: "ab-rows" }, m.vassals.map(([v, lord]) => h("div", { class: "ab-srow", "data-house": v },
      abChip(ctx, t, v), lord ? ["vassal of ", abChip(ctx, t, lord)] : h("span", { class: "ab-none" }, "no lord this round"))))
      : h("span", { class: "ab-none" }, "none"),
    m.vassal_sets.length ? h("div", { class: "ab-why" }, "vassal order sets not used yet: ", m.vassal_sets.map((x) => abChip(ctx, t, x))) : null,
    h("div", { class: "ab-why" }, `vassal house-card deck: ${abPlural(m.vassal_deck, "card")} · card set ${m.card_set}`));
  ctx.spot(bank, "track:iron_bank");
  return [bank, dragons, vassals];
}

function abCard(ctx, c, cls, showText) {
  const { h } = ctx;
  const el = h("div", { class: `ab-card ${cls || ""}`, "data-key": c.id, "data-card": c.id },
    h("b", { class: "ab-str", title: `strength ${c.strength}` }, c.strength),
    h("span", { class: "ab-cname" }, c.name),
    c.swords ? h("span", { class: "ab-ic", title: `${abPlural(c.swords, "sword")}` }, abIcon(ctx, "ab-sword", "sword"), c.swords > 1 ? c.swords : "") : null,
    c.forts ? h("span", { class: "ab-ic", title: `${abPlural(c.forts, "fortification")}` }, abIcon(ctx, "ab-fort", "fortification"), c.forts > 1 ? c.forts : "") : null,
    showText ? h("div", { class: "ab-ctext" }, c.text) : null);
  ctx.hot(el, c.id);
  const hint = el.classList.contains("rt-hot") ? " · click to choose" : el.classList.contains("rt-cold") ? " · not allowed now: click to see why" : "";
  el.setAttribute("title", `${c.name} (${c.strength}): ${c.text}${hint}`);
  return el;
}

// Mother of Dragons in a house's panel: its vassals, an unused vassal order set, Targaryen's
// points and dragons, the loans taken from the Iron Bank.
function abHouseMod(ctx, t, x) {
  const { h } = ctx;
  const m = t.mod;
  const mine = m.vassals.filter(([, lord]) => lord === x.house).map(([v]) => v);
  const lines = [];
  if (mine.length) lines.push(h("div", { class: "ab-lord" }, "commands this round: ", mine.map((v) => abChip(ctx, t, v))));
  if (m.vassal_sets.includes(x.house)) lines.push(h("div", { class: "ab-why" }, "holds a vassal order set not used yet"));
  if (x.house === "targaryen") {
    lines.push(h("div", { class: "ab-tpoints", title: "Targaryen's place on the victory track: loyalty tokens taken, plus one while it holds Pentos" },
      h("b", {}, x.points), ` victory ${x.points === 1 ? "point" : "points"}: ${abPlural(m.loyalty_won, "loyalty token")} taken`,
      m.pentos_held ? ", +1 for holding Pentos" : ", Pentos not held"));
    lines.push(abDragonLine(ctx, t));
  }
  lines.push(h("div", { class: "ab-loans", "data-zone": `loans:${x.house}` }, h("span", { class: "ab-label" }, `Loans (${x.loans.length}) `),
    x.loans.length ? x.loans.map((name) => h("span", { class: "ab-loan" }, name))
      : h("span", { class: "ab-none" }, "none")));
  return h("div", { class: "ab-hmod" }, lines);
}

// A loan card's name from its id (the view names only the cards still in the bank's row).
function abDragonLine(ctx, t) {
  const { h } = ctx;
  const m = t.mod;
  const left = m.dragon_rounds.slice(m.dragon_strength);
  return h("div", { class: "ab-dragons", title: "every dragon counts this strength in a fight; a strength token comes in each of these rounds" },
    abUnitIcon(ctx, "targaryen", { kind: "dragon", routed: false }, "dragon"), " dragon strength ", h("b", { class: "ab-dstrength" }, m.dragon_strength), " ",
    h("span", { class: "ab-dticks" }, m.dragon_rounds.map((r, i) => h("span", { class: `ab-dtick${i < m.dragon_strength ? " ab-on" : ""}`, title: `round ${r}` }, r))),
    h("span", { class: "ab-why" }, left.length ? ` a token more in round${left.length > 1 ? "s" : ""} ${left.join(", ")}` : " (all tokens in)"));
}

function abHousePanel(ctx, t, x) {
  const { h } = ctx;
  const hd = ctx.header;
  const me = x.house === t.you;
  const now = !hd.over && hd.waiting_for === x.player && !(t.mod && x.vassal && !x.lord); // a vassal without a lord decides nothing
  const mine = t.areas.filter((a) => a.order && a.order.house === x.house).map((a) => a.order);
  const starsUsed = mine.length && mine.every((o) => o.uid) ? mine.filter((o) => o.star).length : null;
  const pool = x.pool.filter(([, n]) => n).map(([k, n]) => abUnits(k, n)).join(", ");
  const bid = x.has_bid ? h("span", { class: "ab-pill ab-bid", title: x.bid === null ? "has bid, in secret" : "your bid: only you see it" },
    x.bid === null ? "has bid" : `bid ${x.bid} (only you see it)`) : null;
  const vassal = t.mod && x.vassal;
  const played = vassal ? (x.lord ? ` commanded by ${abHouseName(t, x.lord)} this round` : " (no lord this round)")
    : x.player !== x.name ? ` played by ${x.player}` : "";
  const head = h("div", { class: "ab-hhead" },
      abChip(ctx, t, x.house),
      vassal ? h("span", { class: "ab-pill ab-vassal", title: "a house no player holds: the lord who took it this round gives its orders and fights its battles" },
        x.lord ? `vassal of ${abHouseName(t, x.lord)}` : "vassal") : null,
      played ? h("span", { class: "ab-why" }, played) : null,
      me ? h("span", { class: "ab-you" }, " (you)") : null,
      now ? h("span", { class: "ab-pill ab-now" }, "deciding") : null,
      hd.over && hd.result && hd.result.winner === x.player ? h("span", { class: "ab-pill ab-win" }, "winner") : null, bid);
  ctx.hot(head, x.house);
  const el = h("div", { class: `ab-house ab-h-${x.house}${me ? " ab-house-you" : ""}${now ? " ab-house-now" : ""}`, "data-house": x.house },
    head,
    h("div", { class: "ab-stats" },
      h("span", { title: "power tokens in the house's pool" }, abIcon(ctx, "ab-power", "power"), h("b", {}, x.power), " power"),
      h("span", { title: "star orders this house may place (its King's Court place)" }, h("b", {}, x.stars), " ★ orders",
        starsUsed === null ? "" : ` (${starsUsed} placed)`),
      h("span", { title: "orders placed on the map" }, h("b", {}, x.orders_placed), " orders placed"),
      h("span", { title: "castles and strongholds controlled" }, abIcon(ctx, "ab-fort", "castles"), h("b", {}, x.castles)),
      h("span", { title: "supply level" }, abIcon(ctx, "ab-barrel", "supply"), h("b", {}, x.supply))),
    pool ? h("div", { class: "ab-pool" }, "units left to muster: ", pool) : null,
    t.mod ? abHouseMod(ctx, t, x) : null,
    h("div", { class: "ab-hand", "data-zone": `hand:${x.house}` },
      h("div", { class: "ab-label" }, `House cards in hand (${x.hand.length})`),
      h("div", { class: "ab-cards" }, x.hand.length ? x.hand.map((cd) => abCard(ctx, cd, "", me)) : h("span", { class: "ab-none" }, "none"))),
    x.discards.length ? h("div", { class: "ab-disc", "data-zone": `discards:${x.house}` },
      h("div", { class: "ab-label" }, `Discarded (${x.discards.length})`),
      h("div", { class: "ab-cards" }, x.discards.map((cd) => abCard(ctx, cd, "ab-card-used", false)))) : null);
  ctx.spot(el, x.player);
  ctx.spot(el, `seat:${x.player}`);
  return ctx.spot(el, `house:${x.house}`);
}

function abSide(ctx, t, s, role, cb) {
  const { h } = ctx;
  const d = ctx.view.decision;
  const deciding = d && abHouse(t, s.house) && abHouse(t, s.house).player === d.player;
  const units = s.units.map((u) => {
    const el = abUnitIcon(ctx, s.house, u, `${AB_UNITS[u.kind]}${u.routed ? " (routed)" : ""}`);
    return deciding ? ctx.hot(el, (o) => o.verb === "casualty" && o.subject === u.kind) : el;
  });
  const backers = cb.support.filter(([, who]) => who === s.house).map(([area]) => (t.areas.find((a) => a.id === area) || {}).name || area);
  let card;
  if (s.card) card = abCard(ctx, s.card, "ab-card-fight", true);
  else if (s.chosen) card = h("div", { class: "ab-card ab-card-back", title: "chosen in secret: revealed when both have chosen" }, "house card chosen, face down");
  else card = h("div", { class: "ab-none" }, "no house card yet");
  const won = cb.winner === s.house;
  const el = h("div", { class: `ab-side ab-h-${s.house} ab-${role}${won ? " ab-won" : ""}${cb.winner && !won ? " ab-lost" : ""}`, "data-side": role, "data-house": s.house },
    h("div", { class: "ab-shead" }, h("span", { class: "ab-role" }, role), abChip(ctx, t, s.house),
      won ? h("span", { class: "ab-pill ab-win" }, "wins") : null,
      cb.blade === s.house ? h("span", { class: "ab-pill", title: "the Valyrian Steel Blade: +1" }, abIcon(ctx, "ab-blade", "Blade"), " Blade +1") : null),
    h("div", { class: "ab-sunits" }, units.length ? units : h("span", { class: "ab-none" }, "no units")),
    h("ul", { class: "ab-parts" }, s.parts.map(([what, n]) => h("li", {}, h("span", {}, what), h("b", {}, n >= 0 ? `+${n}` : `${n}`)))),
    h("div", { class: "ab-total" }, "strength ", h("b", {}, s.strength)),
    card,
    s.swords !== null || s.forts !== null ? h("div", { class: "ab-icons-line" },
      h("span", { title: "swords" }, abIcon(ctx, "ab-sword", "swords"), ` ${s.swords || 0} swords`), " · ",
      h("span", { title: "fortifications" }, abIcon(ctx, "ab-fort", "fortifications"), ` ${s.forts || 0} forts`)) : null,
    backers.length ? h("div", { class: "ab-why" }, `backed from ${backers.join(", ")}`) : null);
  return ctx.hot(el, (o) => o.verb === "support" && (o.targets || [])[0] === s.house);
}

function abCombat(ctx, t) {
  const { h } = ctx;
  const cb = t.combat;
  const name = (id) => (t.areas.find((a) => a.id === id) || {}).name || id;
  const support = cb.support.map(([area, who]) => h("li", {}, `${name(area)}: `, who ? ["backs ", abChip(ctx, t, who)] : "backs nobody"));
  const asking = cb.asking.map((area) => h("li", { class: "ab-why" }, `${name(area)}: not decided yet`));
  const loser = cb.winner ? (cb.winner === cb.attacker.house ? cb.defender.house : cb.attacker.house) : null;
  const box = h("section", { class: "ab-combat", "aria-label": "the combat" },
    h("div", { class: "ab-chead" }, abIcon(ctx, "ab-sword", "combat"), h("b", {}, ` Combat in ${name(cb.area)}`),
      cb.origin && cb.origin !== cb.area ? h("span", { class: "ab-why" }, ` (attack from ${name(cb.origin)})`) : null,
      cb.revealed ? h("span", { class: "ab-pill" }, "cards revealed") : null),
    h("div", { class: "ab-sides" }, abSide(ctx, t, cb.attacker, "attacker", cb), h("div", { class: "ab-vs" }, "vs"), abSide(ctx, t, cb.defender, "defender", cb)),
    support.length || asking.length ? h("div", { class: "ab-support" }, h("span", { class: "ab-label" }, "Support"), h("ul", {}, support, asking)) : null,
    cb.winner ? h("div", { class: "ab-result" }, abChip(ctx, t, cb.winner), " wins",
      cb.casualties ? [`; `, abChip(ctx, t, loser), ` still has ${abPlural(cb.casualties, "casualty", "casualties")} to take`] : "") : null,
    cb.notes.length ? h("ul", { class: "ab-notes" }, cb.notes.map((n) => h("li", {}, n))) : null);
  return ctx.spot(box, "zone:combat");
}

TABLES["agot-board"] = (t, ctx) => {
  const { h } = ctx;
  abFocusSoon();
  const you = t.you ? abHouse(t, t.you) : null;
  const houses = you ? [you, ...t.houses.filter((x) => x !== you)] : t.houses;
  return h("div", { class: "ab-table" },
    abStatus(ctx, t),
    t.combat ? abCombat(ctx, t) : null,
    abZoomBar(ctx),
    abMap(ctx, t),
    abLegend(ctx, t),
    h("div", { class: "ab-side-panels" }, abTracks(ctx, t),
      h("div", { class: "ab-houses" }, houses.length ? houses.map((x) => abHousePanel(ctx, t, x)) : abChoosing(ctx, t))));
};

// Mother of Dragons: the same table, whose extras appear from the view's `mod`.
TABLES["mother-of-dragons"] = TABLES["agot-board"];
