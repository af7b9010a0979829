// The board game's map (agot-board, and Mother of Dragons): a schematic map of Westeros drawn from
// the view's areas (a point each) and borders (lines between points), with the units, orders, power
// tokens, garrisons and neutral forces on it and the march under way as arrows; the map's zoom and
// its legend. With the view's `mod`, the Essos board beside Westeros, dragons with their strength,
// loyalty tokens, vassal markers, sea and vassal orders and upgrade tokens.
// A click on an area offers the options whose subject or target is that area, and a refused one
// answers with its reason and rule. The shared helpers (abIcon, abColour, AB_GLYPH...) are in
// agot-board.js, which comes after this file in the page's module.

const AB_NS = "http://www.w3.org/2000/svg";
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

// What the options about an area are: those it is the subject or a target of.
function abAbout(id) {
  return (o) => o.subject === id || (o.targets || []).includes(id);
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
  const about = abAbout(a.id);
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
  // An area is drawn again only when something it shows changed (most of a map stays as it was).
  const same = JSON.stringify([ctx.scene.game, t.houses.map((x) => [x.house, x.name]), ctx.scene.spotlight || []]);
  const nodes = t.areas.map((a) => {
    const extra = { fight: c && c.area === a.id, origin: t.march_origin === a.id || (c && c.origin === a.id), muster: muster[a.id], ...mod(a) };
    const { options, refused } = ctx.optionsAbout(abAbout(a.id));
    const key = JSON.stringify([same, a, lay.at[a.id], extra, options, refused]);
    return ctx.memo(key, () => abArea(ctx, t, a, lay.at[a.id], { ...extra, pointed }));
  });
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
    abS("g", { class: "ab-nodes" }, nodes.map(ctx.keep)),
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
    h("span", {}, h("span", { class: "ab-swatch ab-sw-neutral" }), " neutral force (its strength on it)"),
    h("span", {}, h("span", { class: "ab-swatch ab-sw-garrison" }), " garrison (its defence on it)"),
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
