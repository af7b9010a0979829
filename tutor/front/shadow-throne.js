// W Cieniu Tronu (In the Shadow of the Throne) as a table: the deck, the end-of-game card, the
// cards removed at setup and the discard pile in the middle; the turn in progress (the cards
// out, what the last one counts as, the powers used, the odds, a card seen with the Prorok);
// and every seat's columns, each a stack whose last card lies sideways when its power is turned.
// Everything drawn comes from the view; every click goes to an option or a refusal of the engine.

Object.assign(ICON_PATHS, {
  "st-sword": '<path d="M15.5 2.5l2 2-9 9-2-2z" fill="#e8e8ec" stroke="#555"/><path d="M4 12l4 4M3 17l3-3" stroke="#7a4a1a" stroke-width="2.2"/>',
  "st-eye": '<path d="M1 10q9-9 18 0q-9 9-18 0z" fill="#fff" stroke="#2c4a6b" stroke-width="1.5"/><circle cx="10" cy="10" r="3" fill="#2c4a6b"/>',
  "st-box": '<path d="M2 7l8-4 8 4v8l-8 4-8-4z" fill="#d7c4a3" stroke="#6b5537"/><path d="M2 7l8 4 8-4M10 11v8" fill="none" stroke="#6b5537"/>',
  "st-turned": '<rect x="2" y="6" width="16" height="10" rx="2" fill="#f3efe6" stroke="#7a6a55" stroke-dasharray="2 1.5"/><path d="M6 3a5 5 0 0 1 8 0" fill="none" stroke="#7a6a55" stroke-width="1.5"/><path d="M14 1v3h-3" fill="none" stroke="#7a6a55" stroke-width="1.5"/>',
  "st-end": '<rect x="4" y="2" width="12" height="16" rx="2" fill="#1d1d1d"/><path d="M7 6h6M7 10h6M7 14h4" stroke="#f2c230" stroke-width="1.6"/>',
});

const ST_KIND = {
  offensive: ["st-sword", "offensive power: changes a revealed card or shows the next one"],
  defensive: ["shield", "defensive power: protects this player's columns"],
  restrictive: ["chain", "restrictive power: holds back its own holder"],
};

// "Prorok (Prophet)" -> ["Prorok", "Prophet"]; a name without a translation stays whole.
function stNames(name) {
  const m = /^(.*?) \((.*)\)$/.exec(name || "");
  return m ? [m[1], m[2]] : [name || "", ""];
}

function stPct(x) {
  return `${Math.round(x * 100)}%`;
}

// The names of the characters on the table, by value (for an option that names only a value).
function stNameBook(table) {
  const book = {};
  for (const d of table.discard) book[d.value] = d.name;
  for (const seat of table.seats) for (const c of seat.columns) book[c.value] = c.name;
  if (table.turn) {
    for (const c of [...table.turn.revealed, ...table.turn.given, ...table.turn.placing]) book[c.value] = c.name;
  }
  return book;
}

// A face-up card: the value large, the Polish name, the English one below.
function stFace(ctx, value, name, cls, extra) {
  const [pl, en] = stNames(name);
  return ctx.h("div", { class: `st-card ${cls || ""}`, title: name },
    ctx.h("span", { class: "st-val" }, value === 0 ? "" : value),
    value === 0 ? ctx.icon("st-end", "the end-of-game card") : null,
    ctx.h("span", { class: "st-pl" }, pl),
    en ? ctx.h("span", { class: "st-en" }, en) : null,
    extra || null);
}

// ---- the middle of the table: the deck, the end card, the removed cards, the discard pile ----

function stPiles(table, ctx) {
  const { h } = ctx;
  const over = ctx.header.over;
  const deck = h("div", { class: "st-deck", title: `${table.deck} cards in the deck` },
    h("div", { class: `st-back ${table.deck > 1 ? "st-many" : ""} ${table.deck ? "" : "st-empty"}` },
      h("b", { class: "st-count" }, table.deck)),
    h("div", { class: "st-label" }, "deck",
      table.end_card === "in the deck" ? h("span", { class: "st-note" }, " · end card inside") : null));
  if (!over) ctx.hot(deck, (o) => !("reason" in o) && (o.verb === "reveal" || o.verb === "peek" || (o.verb === "judge" && o.subject === table.prophet)));
  ctx.spot(deck, "zone:deck");

  const endWords = {
    aside: "set aside: it joins the deck when the deck first runs out",
    "in the deck": "shuffled into the deck: the game ends when it turns up",
    revealed: "turned up: the game is over",
  }[table.end_card] || table.end_card;
  const end = h("div", { class: `st-end ${table.end_card === "revealed" ? "st-out" : ""}`, title: `End-of-game card: ${endWords}` },
    table.end_card === "in the deck" ? h("div", { class: "st-slot" }, "in the deck")
      : table.end_card === "revealed" ? stFace(ctx, 0, "Zakończenie gry (End of the game)", "st-end-face")
        : h("div", { class: "st-back st-endback" }, ctx.icon("st-end", "the end-of-game card")),
    h("div", { class: "st-label" }, "end card", h("span", { class: "st-note" }, ` · ${table.end_card}`)));
  ctx.spot(end, "zone:end");

  const removed = table.removed
    ? h("div", { class: "st-removed", title: `${table.removed} cards were taken out of the game at setup (fewer players, a smaller deck)` },
      h("div", { class: "st-boxed" }, ctx.icon("st-box", "removed at setup"), h("b", {}, table.removed)),
      h("div", { class: "st-label" }, "removed at setup"))
    : null;

  const discard = h("div", { class: "st-discard" },
    h("div", { class: "st-label" }, `discard pile · ${table.discard_size} card${table.discard_size === 1 ? "" : "s"}`),
    h("div", { class: "st-minis" }, table.discard.length
      ? table.discard.map((d) => h("div", { class: "st-mini", title: `${d.cards} × ${d.name}`, "data-value": d.value },
        h("b", {}, d.value), h("span", { class: "st-times" }, `×${d.cards}`)))
      : h("span", { class: "st-note" }, "empty")));
  ctx.spot(discard, "zone:discard");
  return h("div", { class: "st-piles" }, deck, end, removed, discard);
}

// ---- the turn in progress ------------------------------------------------------------------

function stTurn(table, ctx, book) {
  const { h } = ctx;
  const t = table.turn;
  const d = ctx.view.decision;
  const you = ctx.viewer === t.player;
  const n = t.revealed.length;
  const last = n - 1;
  const mark = (p) => `${p}${p === ctx.viewer ? " (you)" : ""}`;

  // Cards on their way somewhere (handed over in an exchange, or waiting for a column): the view
  // does not list them, so they are drawn from the options about them.
  const waiting = [];
  const opts = d ? d.options.concat(d.refused) : [];
  const keep = opts.filter((o) => o.verb === "keep");
  const place = [...new Set(opts.filter((o) => ["column", "discard", "replace"].includes(o.verb)).map((o) => o.subject))];
  if (keep.length) {
    waiting.push(h("div", { class: "st-zone" }, `Handed to ${mark(d.player)} in the exchange: keep one?`),
      h("div", { class: "st-revealed" }, keep.map((o) => {
        const v = parseInt(o.subject, 10);
        const card = stFace(ctx, v, book[v] || o.label, "st-big");
        card.setAttribute("data-uid", o.subject);
        return ctx.hot(card, o.subject);
      })));
  }
  if (place.length) {
    waiting.push(h("div", { class: "st-zone" }, `New cards for ${mark(d.player)}, more kinds than free columns: where does each go?`),
      h("div", { class: "st-revealed" }, place.map((v) => {
        const card = stFace(ctx, v, book[v] || String(v), "st-big");
        card.setAttribute("data-value", v);
        return ctx.hot(card, (o) => ["column", "discard", "replace"].includes(o.verb) && o.subject === v);
      })));
  }

  let row = null;
  if (n || !waiting.length) {
    row = h("div", { class: "st-revealed" }, n ? t.revealed.map((c, i) => {
      const changed = i === last && t.counts_as !== null && t.counts_as !== c.value;
      const card = stFace(ctx, c.value, c.name, `st-big ${changed ? "st-changed" : ""}`,
        changed ? h("span", { class: "st-counts", title: `powers changed this card by ${t.change > 0 ? "+" : ""}${t.change}` },
          `${c.value} → counts as `, h("b", {}, t.counts_as)) : null);
      card.setAttribute("data-uid", c.uid);
      card.setAttribute("data-order", i + 1);
      ctx.spot(card, c.uid);
      if (i === last) ctx.hot(card, (o) => o.verb === "power" || o.verb === "done" || (o.verb === "judge" && o.amount !== null && o.amount !== undefined));
      return card;
    }) : h("div", { class: "st-none" }, "no card out yet"));
    ctx.hot(row, (o) => o.verb === "take");
  }

  const usedNames = (vals) => vals.map((v) => stNames(book[v] || String(v))[0]).join(", ");
  const facts = [];
  if (t.used.length) facts.push(h("span", { class: "st-chip", title: "powers used this turn (their last card lies turned)" }, ctx.icon("st-turned", "used"), " used: ", usedNames(t.used)));
  if (t.judged.length) facts.push(h("span", { class: "st-chip", title: "powers the Sędzia (Judge) used a second time" }, "Sędzia repeated: ", usedNames(t.judged)));
  if (n && t.bust_chance !== null && t.bust_chance !== undefined) {
    const p = t.bust_chance;
    const level = p >= 0.5 ? "high" : p >= 0.2 ? "mid" : "low";
    facts.push(h("span", { class: `st-odds st-${level}`, title: `${stPct(p)}: the share of the cards that could come next which no power left could bring down to the last card (the end card counts too)` },
      "next card busts: ", h("span", { class: "st-meter" }, h("span", { style: `width:${Math.round(p * 100)}%` })), h("b", {}, stPct(p))));
  }
  if (t.next_card) {
    facts.push(h("span", { class: "st-seen", title: "the next card of the deck, seen with the Prorok (Prophet)" },
      ctx.icon("st-eye", "seen with the Prorok"), " next card: ", stFace(ctx, t.next_card.value, t.next_card.name, "st-mini-face")));
  }

  const band = h("div", { class: `st-turn ${you ? "st-yours" : ""}`, "data-player": t.player },
    h("div", { class: "st-turnhead" },
      h("b", {}, you ? "Your turn" : `${t.player}'s turn`),
      row ? h("span", { class: "st-note" }, ` · ${n} of ${table.most_revealed} cards out`) : null),
    row, facts.length ? h("div", { class: "st-facts" }, facts) : null, waiting);
  return ctx.spot(band, "zone:turn");
}

// ---- a seat and its columns -------------------------------------------------------------------

// The Sędzia's (Judge's) options light up its own column too, the Prorok's (Prophet's) look its column:
// which values they are comes from the view.
function stColumn(table, seat, c, ctx, chooser) {
  const { h } = ctx;
  const own = seat.player === chooser;
  const hits = (o) => {
    const t0 = (o.targets || [])[0];
    switch (o.verb) {
      case "exchange": case "eliminate": return o.subject === seat.player && t0 === c.value;
      case "power": return own && o.subject === c.value;
      case "judge": return own && (o.subject === c.value || c.value === table.judge);
      case "peek": return own && c.value === table.prophet;
      case "replace": return own && t0 === c.value;
      default: return false;
    }
  };
  const [pl, en] = stNames(c.name);
  const [kindIcon, kindWords] = ST_KIND[c.power] || ["token", c.power];
  const state = !c.turned ? "stands ready" : c.active ? "turned: used this turn" : "turned: inactive (someone holds a bigger column of it)";
  const strips = [];
  for (let i = 1; i < c.cards; i++) strips.push(h("div", { class: "st-strip" }, c.value));
  const top = h("div", { class: "st-top", title: `${c.name}: ${c.does}\n${kindWords}\n${c.cards} card${c.cards === 1 ? "" : "s"} in the column; ${state}` },
    h("div", { class: "st-tophead" }, h("span", { class: "st-val" }, c.value), ctx.icon(kindIcon, kindWords)),
    h("span", { class: "st-nm" }, h("span", { class: "st-pl" }, pl), en ? h("span", { class: "st-en" }, en) : null),
    h("span", { class: "st-does" }, c.does),
    h("span", { class: "st-foot" },
      h("span", { class: "st-n", title: `${c.cards} of ${table.most_cards} cards` }, `×${c.cards}`),
      c.turned ? h("span", { class: "st-state" }, c.active ? "used" : "inactive") : null));
  const col = h("div", {
    class: `st-col ${c.turned ? "st-turned" : ""} ${c.active ? "" : "st-inactive"} st-pw-${c.power}`,
    "data-player": seat.player, "data-value": c.value, "data-cards": c.cards,
  }, strips, top);
  ctx.spot(col, `column:${seat.player}@${c.value}`);
  return ctx.hot(col, hits);
}

function stSeat(table, seat, ctx, chooser, turnPlayer) {
  const { h } = ctx;
  const hd = ctx.header;
  const now = !hd.over && seat.player === turnPlayer;
  const deciding = !hd.over && seat.player === hd.waiting_for && !now;
  const winner = hd.over && hd.result && hd.result.winner === seat.player;
  const el = h("div", {
    class: `st-seat ${now ? "st-now" : ""} ${ctx.viewer === seat.player ? "st-viewer" : ""} ${winner ? "st-winner" : ""}`,
    "data-player": seat.player,
  },
    h("div", { class: "st-seathead" },
      hd.first_player === seat.player ? ctx.icon("first", "first player") : null,
      h("b", { class: "st-name" }, seat.player, ctx.viewer === seat.player ? " (you)" : ""),
      ctx.counter("power", seat.score, `${seat.score} ${hd.score_name}`),
      h("span", { class: "st-note" }, `${seat.columns.length} of ${table.most_columns} columns`),
      now ? h("span", { class: "st-badge" }, "their turn") : null,
      deciding ? h("span", { class: "st-badge st-alt" }, "deciding") : null,
      winner ? h("span", { class: "st-badge st-win" }, "winner") : null),
    h("div", { class: "st-cols" }, seat.columns.length
      ? seat.columns.map((c) => stColumn(table, seat, c, ctx, chooser))
      : h("span", { class: "st-none" }, "no columns yet")));
  if (now) el.querySelector(".st-badge").textContent = ctx.viewer === seat.player ? "your turn" : "their turn";
  return ctx.spot(el, `zone:seat:${seat.player}`);
}

TABLES["shadow-throne"] = (table, ctx) => {
  const { h } = ctx;
  const over = ctx.header.over;
  const turnPlayer = table.turn ? table.turn.player : null;
  const chooser = ctx.view.decision ? ctx.view.decision.player : null;
  const book = stNameBook(table);
  // The others around the table from the viewer on; the viewer's own seat nearest them.
  const order = table.seats.map((s) => s.player);
  const me = order.indexOf(ctx.viewer);
  const mine = me >= 0 ? table.seats[me] : null;
  const others = me >= 0 ? [...table.seats.slice(me + 1), ...table.seats.slice(0, me)] : table.seats;
  const middle = h("div", { class: "st-middle" }, stPiles(table, ctx),
    table.turn && !over ? stTurn(table, ctx, book)
      : over ? null : h("div", { class: "st-turn st-idle" }, h("span", { class: "st-note" }, "no turn in progress")));
  return h("div", { class: `st-table st-seats${table.seats.length} ${mine ? "st-has-mine" : ""}` },
    middle,
    mine ? h("div", { class: "st-mine" }, stSeat(table, mine, ctx, chooser, turnPlayer)) : null,
    h("div", { class: "st-others" }, others.map((s) => stSeat(table, s, ctx, chooser, turnPlayer))));
};
