// A Game of Thrones: The Board Game (agot-board) as a table, in two parts: agot-board-map.js draws
// the map; this file holds what both parts share (icons, house colours, names of units and tracks)
// and everything beside the map: the status line (round, wildling threat, the round's Westeros
// cards), the combat being fought, the tracks (influence with the dominance tokens, supply,
// victory), every house's power, orders and house cards, and the table itself.
// Everything drawn comes from the view, numbers included (the victory target, the tracks' spaces,
// the armies over the supply limit, a loan's price): this file decides no rule.
//
// Mother of Dragons (mother-of-dragons) is drawn by the same code: when the view carries `mod`, the
// table adds the Iron Bank row, the dragons and loyalty, the vassals, each house's loans and its
// expansion's marks on the map (agot-board-map.js).

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
  const marks = t.threat_marks; // the wildling track's spaces (the view's): the wildlings attack at the last
  const top = marks[marks.length - 1];
  const threat = h("span", { class: "ab-threat", title: `wildling threat ${t.threat} of ${top}: the wildlings attack at ${top}` },
    abIcon(ctx, "ab-wildling", "wildlings"), " Wildling threat ", h("b", {}, t.threat), " ",
    h("span", { class: "ab-threatbar" }, marks.map((m) => h("span", { class: `ab-tick${m <= t.threat ? " ab-on" : ""}${m === t.threat ? " ab-here" : ""}` }, String(m)))));
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
    h("div", { class: "ab-rows" }, t.houses.map((x) => abSupplyRow(ctx, t, x))),
    t.houses.length ? null : h("span", { class: "ab-none" }, "no house chosen yet"));
  const goal = t.victory_target;
  const loyal = t.houses.some((x) => x.counts === "loyalty");
  const victory = h("div", { class: "ab-track ab-victory", "data-track": "victory", "data-target": goal },
    h("div", { class: "ab-tname" }, abIcon(ctx, "ab-fort", "castles"), ` Victory: castles and strongholds${loyal ? ", Targaryen: loyalty" : ""} (${goal} wins)`),
    h("div", { class: "ab-rows" }, t.houses.map((x) => h("div", { class: "ab-srow", "data-house": x.house },
      abChip(ctx, t, x.house),
      h("span", { class: "ab-pips", title: `${x.points} of ${goal}` }, Array.from({ length: goal }, (_, i) => h("span", { class: `ab-pip${i < x.points ? " ab-on" : ""}` }))),
      h("b", {}, ` ${x.points}`),
      x.counts === "loyalty" ? h("span", { class: "ab-why" }, " loyalty") : null,
      x.can_win ? null : h("span", { class: "ab-why" }, " vassal: cannot win")))),
    t.houses.length ? null : h("span", { class: "ab-none" }, "no house chosen yet"));
  ctx.spot(supply, "track:supply");
  ctx.spot(victory, "track:victory");
  return h("div", { class: "ab-tracks" }, rows, supply, victory, t.mod ? abModTracks(ctx, t) : null);
}

// A house on the supply track: its level among the track's spaces, and each army beside the limit
// it must fit (the view pairs them and marks those that do not fit).
function abSupplyRow(ctx, t, x) {
  const { h } = ctx;
  const levels = t.supply_levels;
  return h("div", { class: "ab-srow", "data-house": x.house, "data-over": x.over_supply ? "" : null },
    abChip(ctx, t, x.house),
    h("span", { class: "ab-barrels", title: `supply ${x.supply} of ${levels[levels.length - 1]}` },
      levels.map((i) => h("span", { class: `ab-lvl${i === x.supply ? " ab-on" : ""}` }, i))),
    h("span", { class: "ab-limits", title: "each army (two units or more in one area) must fit a limit of the house's supply level" },
      x.army_slots.map((sl) => h("span", { class: `ab-slot${sl.army ? " ab-used" : ""}${sl.over ? " ab-over" : ""}` },
        `${sl.army === null ? "–" : sl.army}/${sl.limit === null ? "–" : sl.limit}`)),
      x.over_supply ? h("span", { class: "ab-over" }, " over the limit!") : null));
}

// Mother of Dragons beside the tracks: the Iron Bank's row of three loans, the dragons and the
// loyalty tokens, the vassals.
function abModTracks(ctx, t) {
  const { h } = ctx;
  const m = t.mod;
  const slots = m.bank.map(([cost, id, name], i) => {
    const price = m.prices[i]; // what the engine charges the viewer's house, Braavos' discount taken off
    const off = price !== cost;
    const el = h("div", { class: `ab-bslot${id ? "" : " ab-empty"}`, "data-slot": i + 1, "data-cost": cost, "data-price": price, "data-loan": id || null, "data-key": `bank:${i + 1}` },
      h("span", { class: "ab-bcost", title: `taking this loan costs ${t.you ? "you " : ""}${price} power${off ? ` (slot ${cost}, less for holding Braavos)` : ""}` },
        abIcon(ctx, "ab-power", "power"), price),
      id ? h("span", { class: "ab-bname" }, name) : h("span", { class: "ab-none" }, "empty"),
      off ? h("span", { class: "ab-why ab-bnote" }, `slot ${cost}, Braavos' discount`) : null);
    return id ? ctx.hot(el, (o) => o.verb === "loan" && (o.targets || []).includes(id)) : el;
  });
  const braavos = h("div", { class: "ab-why ab-braavos" }, m.braavos ? ["Braavos' token: ", abChip(ctx, t, m.braavos), " (loans cost it less)"] : "Braavos' token: still with its neutral force");
  const bank = h("div", { class: "ab-track ab-bank", "data-track": "iron_bank" },
    h("div", { class: "ab-tname" }, abIcon(ctx, "ab-power", "Iron Bank"), " The Iron Bank of Braavos"),
    slots.length ? [h("div", { class: "ab-bslots" }, slots), h("div", { class: "ab-why" }, `${abPlural(m.loan_deck, "loan card")} in the deck`), braavos]
      : h("span", { class: "ab-none" }, "not set up yet"));
  const inPlay = t.houses.some((x) => x.house === "targaryen");
  const onMap = m.loyalty.reduce((n, [, k]) => n + k, 0);
  const dragons = inPlay ? h("div", { class: "ab-track ab-targaryen", "data-track": "dragons" },
    h("div", { class: "ab-tname" }, abUnitIcon(ctx, "targaryen", { kind: "dragon", routed: false }, "dragon"), " Dragons and loyalty"),
    abDragonLine(ctx, t),
    h("div", { class: "ab-loyal" }, h("span", { class: "ab-lswatch" }), ` ${abPlural(onMap, "loyalty token")} on the map (${abPlural(m.loyalty.length, "area")}); Targaryen has taken ${m.loyalty_won}`,
      m.pentos_held ? `; holds Pentos (+${m.pentos_points})` : "; does not hold Pentos")) : null;
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
  if (x.counts === "loyalty") {
    lines.push(h("div", { class: "ab-tpoints", title: "Targaryen's place on the victory track: loyalty tokens taken, and Pentos while it holds it" },
      h("b", {}, x.points), ` victory ${x.points === 1 ? "point" : "points"}: ${abPlural(m.loyalty_won, "loyalty token")} taken`,
      m.pentos_held ? `, +${m.pentos_points} for holding Pentos` : ", Pentos not held"));
    lines.push(abDragonLine(ctx, t));
  }
  lines.push(h("div", { class: "ab-loans", "data-zone": `loans:${x.house}` }, h("span", { class: "ab-label" }, `Loans (${x.loans.length}) `),
    x.loans.length ? x.loans.map((name) => h("span", { class: "ab-loan" }, name))
      : h("span", { class: "ab-none" }, "none")));
  return h("div", { class: "ab-hmod" }, lines);
}

// The dragons' strength, its tokens, and the rounds still to bring one (all from the view).
function abDragonLine(ctx, t) {
  const { h } = ctx;
  const m = t.mod;
  const left = m.dragon_rounds_left;
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
      cb.blade === s.house ? h("span", { class: "ab-pill", title: "the Valyrian Steel Blade: its bonus is counted in the strength below" }, abIcon(ctx, "ab-blade", "Blade"), " Blade") : null),
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
