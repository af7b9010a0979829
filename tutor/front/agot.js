// Gra o Tron (A Game of Thrones, 2nd edition) as a table: each player's area with the house card
// and its power, the gold, the piles, the revealed plot, the characters and locations as cards
// (kneeling ones turned sideways, attachments and duplicates tucked under them); the viewer's
// area nearest, the others above (a grid when there are more than two players); between them the
// treasury, the power pool, the initiative, the first player and the challenge being fought.
// Everything drawn comes from the view; every click goes to an option or a refusal of the engine.

Object.assign(ICON_PATHS, {
  "ag-sword": '<path d="M15.5 2.5h2v2l-9 9-2-2z" fill="#e8e8ec" stroke="#444"/><path d="M4 12l4 4M3 17l3-3" stroke="#7a4a1a" stroke-width="2.2"/>',
  "ag-crown": '<path d="M3 15L2 6l4.5 3.5L10 4l3.5 5.5L18 6l-1 9z" fill="#f2c230" stroke="#8a6d00"/><rect x="3" y="15" width="14" height="2.5" fill="#d4a017"/>',
  "ag-initiative": '<path d="M10 2l2.4 5 5.6.8-4 3.9 1 5.5L10 14.6 5 17.2l1-5.5-4-3.9 5.6-.8z" fill="#bcdcf7" stroke="#1565c0"/>',
  "ag-claim": '<circle cx="10" cy="10" r="7" fill="none" stroke="#6a1b9a" stroke-width="2"/><circle cx="10" cy="10" r="3" fill="#6a1b9a"/>',
  "ag-skull": '<path d="M10 2C5.6 2 3 5 3 8.5c0 2.4 1.2 3.8 2.5 4.6V16h9v-2.9c1.3-.8 2.5-2.2 2.5-4.6C17 5 14.4 2 10 2z" fill="#eceff1" stroke="#455a64"/><circle cx="7.3" cy="9" r="1.7" fill="#455a64"/><circle cx="12.7" cy="9" r="1.7" fill="#455a64"/>',
  "ag-discard": '<rect x="3" y="4" width="10" height="13" rx="2" fill="#e0e0e0" stroke="#666" transform="rotate(-14 8 10)"/><rect x="7" y="3" width="10" height="13" rx="2" fill="#fafafa" stroke="#666"/>',
  "ag-plot": '<rect x="1.5" y="5" width="17" height="11" rx="1.5" fill="#efe3c4" stroke="#6d5a2a"/><path d="M4 8h8M4 11h6" stroke="#6d5a2a"/>',
  "ag-house": '<path d="M3 18V6h2.5v2H8V6h4v2h2.5V6H17v12z" fill="#cfd8dc" stroke="#37474f"/><path d="M8.5 18v-4a1.5 1.5 0 0 1 3 0v4" fill="#37474f"/>',
  "ag-income": '<circle cx="8" cy="11" r="6" fill="#f2c230" stroke="#8a6d00"/><path d="M15 3v8M12 6l3-3 3 3" stroke="#2e7d32" stroke-width="1.8" fill="none"/>',
});

const AG_KINDS = ["military", "intrigue", "power"];
const AG_KIND_NAME = { military: "military", intrigue: "intrigue", power: "power" };
const AG_ICON_OF_KIND = { military: "military", intrigue: "intrigue", power: "power-icon" };
const AG_TEACHING = "The rulebook prints no values for this card: its cost, strength, icons and text here are the "
  + "tutor's teaching values. A printed card may differ.";
const agOpen = new Set(); // the pile lists the learner opened (kept across redraws)


function agCap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : "";
}

// Every face-up card the viewer may see, by uid (to name the challenge's characters and hosts).
function agBook(table) {
  const book = {};
  for (const p of Object.values(table.players)) {
    for (const zone of ["play", "duplicates", "hand", "setup", "discard", "dead", "revealed", "used_plots", "plots", "drafted", "draft_hand", "shadows"]) {
      for (const c of p[zone] || []) book[c.uid] = c;
    }
    if (p.chosen_plot) book[p.chosen_plot.uid] = p.chosen_plot;
  }
  return book;
}

function agStrength(ctx, c) {
  const h = ctx.h;
  const mods = c.modifiers || [];
  const changed = mods.length > 0 || (c.printed_strength !== null && c.strength !== c.printed_strength);
  const why = mods.map((m) => `${m.source} ${m.amount >= 0 ? "+" : ""}${m.amount}${m.kind ? ` (${m.kind})` : ""}`);
  const title = changed ? `strength ${c.strength}: printed ${c.printed_strength}; ${why.join("; ")}` : `strength ${c.strength} (as printed)`;
  return h("span", { class: `ag-str ${changed ? "ag-changed" : ""}`, title }, String(c.strength), changed ? "*" : "");
}

// A face-up card drawn as a card; `mark` adds what the table says of it now (challenge, secret...).
function agCard(ctx, c, mark = {}) {
  const h = ctx.h;
  const copy = c.in_play && ctx.agCopies && ctx.agCopies[c.id] > 1 ? ` #${c.copy}` : "";
  const lines = [];
  if (c.type === "character") {
    lines.push(h("div", { class: "ag-stats" }, agStrength(ctx, c),
      h("span", { class: "ag-icons" }, (c.icons || []).map((k) => ctx.icon(AG_ICON_OF_KIND[k] || k, `${AG_KIND_NAME[k] || k} icon`))),
      c.income ? h("span", { class: "ag-inc", title: `gives ${c.income} gold of income` }, ctx.icon("gold", "gold"), `+${c.income}`) : null));
  } else if (c.type === "plot") {
    lines.push(h("div", { class: "ag-plotvals" },
      h("span", { title: `income: ${c.income} gold` }, ctx.icon("gold", "income"), h("b", {}, c.income)),
      h("span", { title: `initiative ${c.initiative}` }, ctx.icon("ag-initiative", "initiative"), h("b", {}, c.initiative)),
      h("span", { title: `claim ${c.claim}` }, ctx.icon("ag-claim", "claim"), h("b", {}, c.claim))));
  } else {
    lines.push(h("div", { class: "ag-type" }, c.type,
      c.income ? h("span", { class: "ag-inc", title: `gives ${c.income} gold of income` }, " ", ctx.icon("gold", "gold"), `+${c.income}`) : null));
  }
  if ((c.traits || []).length) lines.push(h("div", { class: "ag-traits" }, c.traits.map((t) => h("span", {}, `${t}.`))));
  const badges = [];
  if (c.power) {
    badges.push(h("span", { class: "ag-tok", title: `${c.power} power on this card` }, ctx.icon("power", "power"), h("b", {}, c.power)));
  }
  if (c.gold) {
    badges.push(h("span", { class: "ag-tok ag-tok-gold", title: `${c.gold} gold on this card (Bestow)` }, ctx.icon("gold", "gold"), h("b", {}, c.gold)));
  }
  if (c.facedown_duplicates) {
    badges.push(h("span", { class: "ag-note", title: "face-down duplicates under it: only their owner knows them" }, `+${c.facedown_duplicates} face down`));
  }
  if (c.kneeling) badges.push(ctx.icon("kneel", "kneeling"));
  if (mark.note) badges.push(h("span", { class: "ag-note" }, mark.note));
  if (c.printed === false) badges.push(h("span", { class: "ag-teach", title: AG_TEACHING }, "teaching values"));
  if (c.teaching) badges.push(h("span", { class: "ag-teach", title: "a card the tutor made up for teaching, not a printed card" }, "teaching card"));
  const el = ctx.card({
    key: c.uid,
    title: `${c.name_pl || c.name}${copy}`,
    sub: c.name_en && c.name_en !== c.name_pl ? c.name_en : null,
    corner: c.type === "plot" ? null : c.cost,
    cornerTitle: `cost ${c.cost} gold`,
    lines,
    tags: (c.keywords || []).map(agCap),
    text: c.ability || null,
    badges,
    kneeling: c.kneeling,
    house: c.house || c.faction,
    unique: c.unique,
    cls: `ag-card ag-${c.type} ${mark.cls || ""}`,
  });
  return mark.role ? ctx.h("div", { class: "ag-marked" }, el, mark.role) : el;
}

// An attachment or duplicate tucked under its card: its top edge shows, the chain icon on it.
function agTucked(ctx, c, duplicate, host) {
  const h = ctx.h;
  const whose = host && c.owner !== host.owner ? ` (${c.owner}'s)` : "";
  const el = h("div", { class: `ag-tuck ${c.house ? `rt-house-${c.house}` : ""}`, "data-key": c.uid,
    title: `${duplicate ? "a duplicate" : "an attachment"}${whose} under ${host ? host.name : "this card"}: ${c.name}${c.ability ? ` · ${c.ability}` : ""}` },
  ctx.icon("chain", duplicate ? "duplicate" : "attachment"),
  h("span", { class: "ag-tname" }, c.unique ? "◆ " : "", duplicate ? "duplicate" : c.name_pl || c.name, whose),
  duplicate ? null : h("span", { class: "ag-tcost", title: `cost ${c.cost} gold` }, c.cost));
  return ctx.hot(el, c.uid);
}

function agBacks(ctx, n, label, spotKey) {
  const h = ctx.h;
  const shown = Math.min(n, 10);
  const fan = h("div", { class: "ag-fan", title: label }, Array.from({ length: shown }, () => h("div", { class: "ag-back" })));
  return ctx.spot(h("div", { class: "ag-backs" }, n ? fan : null, h("span", { class: "ag-label" }, label)), spotKey);
}

// A pile: a small stack with its count, its cards' names on hover. A pile with names (discard, dead,
// plots) opens and closes their list with a tap, Enter or Space, and Escape closes it; the list lies
// in line after the piles and pushes what follows down (it never covers the hand). What is open
// stays open across redraws.
function agPile(ctx, id, iconName, label, count, cards, spotKey, title) {
  const h = ctx.h;
  const names = (cards || []).map((c) => c.name);
  const stack = h("div", { class: `ag-stack-ico ${count ? "" : "ag-empty"} ${count > 1 ? "ag-many" : ""}` },
    ctx.icon(iconName, label), h("b", {}, count));
  const hover = title || (names.length ? `${label}: ${names.join(", ")}` : `${label}: ${count}`);
  if (!names.length) return ctx.spot(h("div", { class: "ag-pile", title: hover }, stack, h("span", { class: "ag-label" }, label)), spotKey);
  const open = agOpen.has(id);
  const set = (pile, on) => {
    if (on) agOpen.add(id);
    else agOpen.delete(id);
    pile.setAttribute("aria-expanded", String(on));
    pile.classList.toggle("ag-open", on);
    if (pile.nextElementSibling) pile.nextElementSibling.hidden = !on;
  };
  const pile = h("div", {
    class: `ag-pile ag-listed ${open ? "ag-open" : ""}`, role: "button", tabindex: "0", "aria-expanded": String(open), title: hover,
    onclick: (ev) => set(ev.currentTarget, !agOpen.has(id)),
    onkeydown: (ev) => {
      if (ev.key === "Enter" || ev.key === " ") set(ev.currentTarget, !agOpen.has(id));
      else if (ev.key === "Escape" && agOpen.has(id)) set(ev.currentTarget, false);
      else return;
      ev.preventDefault();
      ev.stopPropagation();
    },
  }, stack, h("span", { class: "ag-label" }, label));
  const list = h("ol", { class: "ag-names", hidden: !open, "aria-label": `${label}: ${names.length}`, "data-pile": id },
    cards.map((c) => h("li", { "data-key": c.uid }, c.name)));
  return [ctx.spot(pile, spotKey), list];
}

function agRow(ctx, label, cards, spotKey, cls) {
  const h = ctx.h;
  return ctx.spot(h("div", { class: `ag-zone ${cls || ""}` },
    label ? h("div", { class: "ag-zlabel" }, label) : null,
    h("div", { class: "ag-row" }, cards)), spotKey);
}

function agConcerned(ctx, cards) {
  const uids = new Set((cards || []).map((c) => c.uid));
  const { options, refused } = ctx.optionsAbout((o) => uids.has(o.subject));
  return options.length + refused.length > 0;
}

function agBanner(ctx, name, p, table) {
  const h = ctx.h;
  const hd = ctx.header;
  const house = agCap(p.house);
  const result = hd.result || {};
  const who = h("span", { class: "ag-who" },
    h("b", {}, name), name.toLowerCase() === (p.house || "").toLowerCase() ? "" : ` · House ${house}`,
    name === ctx.viewer ? h("span", { class: "ag-you" }, " (you)") : null);
  ctx.hot(who, name);
  const houseCard = ctx.spot(h("div", { class: "ag-housecard", title: `House ${house}'s house card: ${p.power} power on it; ${p.total_power} power in all, counting the characters'` },
    ctx.icon("ag-house", `House ${house}`),
    h("span", { class: "ag-tok ag-big" }, ctx.icon("power", "power"), h("b", {}, p.power)),
    h("span", { class: "ag-total" }, `total ${p.total_power}`)), `zone:power:${name}`);
  const gold = ctx.spot(h("span", { class: "ag-gold", title: `${name}'s gold pool: ${p.gold}` }, ctx.icon("gold", "gold"), h("b", {}, p.gold), h("span", { class: "ag-unit" }, " gold")), `zone:gold:${name}`);
  const made = (p.challenges_made || []);
  return h("div", { class: "ag-banner" },
    h("div", { class: "ag-crest" }, who,
      hd.first_player === name ? h("span", { class: "ag-pill ag-first" }, ctx.icon("first", "first player"), "first player") : null,
      table.initiative === name ? h("span", { class: "ag-pill" }, ctx.icon("ag-initiative", "initiative"), "initiative") : null,
      !hd.over && hd.waiting_for === name ? h("span", { class: "ag-pill ag-now" }, "to act") : null,
      hd.over && result.winner === name ? h("span", { class: "ag-pill ag-win" }, ctx.icon("ag-crown", "winner"), "winner") : null),
    h("div", { class: "ag-purse" }, houseCard, gold,
      made.length ? h("span", { class: "ag-made", title: `challenges made this round: ${made.join(", ")}` }, "made ",
        made.map((k) => ctx.icon(AG_ICON_OF_KIND[k] || k, `${k} challenge made`))) : null,
      p.limited_played ? h("span", { class: "ag-pill", title: "a Limited card was already put into play this round" }, "Limited played") : null));
}

function agPlotSlot(ctx, name, p) {
  const h = ctx.h;
  const kids = (p.revealed || []).map((c) => agCard(ctx, c, { note: "revealed plot" }));
  const chosen = typeof p.chosen_plot === "string" ? (p.plots || []).find((c) => c.uid === p.chosen_plot) : p.chosen_plot;
  if (chosen) kids.push(agCard(ctx, chosen, { cls: "ag-secret", note: "chosen (secret)" }));
  else if (p.plot_chosen) kids.push(h("div", { class: "ag-bigback", title: `${name} has chosen a plot (face down)` }, h("span", {}, "plot chosen")));
  if (!kids.length) kids.push(h("div", { class: "ag-slot" }, "no plot revealed yet"));
  return ctx.spot(h("div", { class: "ag-plotslot" }, kids), `zone:plot:${name}`);
}

// What a card does in the challenge now: attacking, defending or bypassed by Stealth.
function agMark(ctx, chal, c) {
  const h = ctx.h;
  if (!chal) return {};
  if (chal.attackers.includes(c.uid)) {
    return { cls: "ag-attacking", role: h("span", { class: "ag-role ag-attack", title: `attacking in the ${chal.kind} challenge` }, ctx.icon("ag-sword", "attacking"), "attacks") };
  }
  if (chal.defenders.includes(c.uid)) {
    return { cls: "ag-defending", role: h("span", { class: "ag-role ag-defend", title: `defending in the ${chal.kind} challenge` }, ctx.icon("shield", "defending"), "defends") };
  }
  if (chal.stealthed.includes(c.uid)) {
    return { cls: "ag-stealthed", role: h("span", { class: "ag-role ag-stealth", title: "bypassed by stealth: it cannot defend this challenge" }, ctx.icon("stealth", "stealthed"), "stealthed") };
  }
  return {};
}

// A player's cards in play: characters, then locations and the rest, then loose duplicates, each
// with what lies under it (the near area puts its characters nearest the middle of the table).
function agBoard(ctx, name, p, chal, hosts, near) {
  const h = ctx.h;
  const uses = (cards) => (cards || []).filter((c) => !c.attached_to || !hosts.placed.has(c.uid));
  const inPlay = uses(p.play);
  const stack = (c) => {
    const under = hosts.under[c.uid] || [];
    const el = agCard(ctx, c, agMark(ctx, chal, c));
    return under.length ? h("div", { class: "ag-stack" }, el, under.map(([u, dup]) => agTucked(ctx, u, dup, c))) : el;
  };
  const chars = inPlay.filter((c) => c.type === "character");
  const others = inPlay.filter((c) => c.type !== "character");
  const charRow = agRow(ctx, chars.length ? "characters" : "no characters in play", chars.map(stack), `zone:characters:${name}`, "ag-chars");
  const kinds = [...new Set(others.map((c) => `${c.type}s`))].join(" and ");
  const locRow = others.length ? agRow(ctx, kinds, others.map(stack), `zone:locations:${name}`, "ag-locs") : null;
  const loose = uses(p.duplicates);
  const looseRow = loose.length ? agRow(ctx, "duplicates", loose.map((c) => agCard(ctx, c, { note: "duplicate" })), null) : null;
  return h("div", { class: "ag-board" }, near ? [charRow, locRow, looseRow] : [locRow, looseRow, charRow]);
}

// Which cards lie under which (attachments in any player's area, and duplicates), and how many
// copies of each card are in play (to number them).
function agHosts(ctx, table, book) {
  ctx.agCopies = {};
  for (const p of Object.values(table.players)) for (const c of p.play || []) ctx.agCopies[c.id] = (ctx.agCopies[c.id] || 0) + 1;
  const hosts = { under: {}, placed: new Set() };
  for (const p of Object.values(table.players)) {
    for (const [zone, dup] of [["play", false], ["duplicates", true]]) {
      for (const c of p[zone] || []) {
        if (c.attached_to && book[c.attached_to]) {
          (hosts.under[c.attached_to] = hosts.under[c.attached_to] || []).push([c, dup]);
          hosts.placed.add(c.uid);
        }
      }
    }
  }
  return hosts;
}

function agArea(ctx, name, p, table, chal, hosts, near, banner) {
  const h = ctx.h;
  const side = h("div", { class: "ag-side" },
    agPlotSlot(ctx, name, p),
    h("div", { class: "ag-piles" },
      agPile(ctx, `${name}:deck`, "deck", "deck", p.deck, null, `zone:deck:${name}`, `${name}'s draw deck: ${p.deck} cards`),
      agPile(ctx, `${name}:plots`, "ag-plot", "plots left", p.plots_left, p.plots, `zone:plots:${name}`),
      agPile(ctx, `${name}:used`, "ag-plot", "used plots", (p.used_plots || []).length, p.used_plots, `zone:used-plots:${name}`),
      agPile(ctx, `${name}:discard`, "ag-discard", "discard", (p.discard || []).length, p.discard, `zone:discard:${name}`),
      agPile(ctx, `${name}:dead`, "ag-skull", "dead", (p.dead || []).length, p.dead, `zone:dead:${name}`),
    ));

  const board = agBoard(ctx, name, p, chal, hosts, near);

  const extras = [];
  if (p.plots && p.plots.length && agConcerned(ctx, p.plots)) extras.push(agRow(ctx, "plot deck: choose a plot", p.plots.map((c) => agCard(ctx, c)), `zone:plots:${name}`, "ag-choose"));
  if (p.draft_hand && p.draft_hand.length) extras.push(agRow(ctx, `plots to draft (${table.draft_deck} left in the draft deck)`, p.draft_hand.map((c) => agCard(ctx, c)), `zone:draft:${name}`, "ag-choose"));
  if (p.drafted && p.drafted.length) extras.push(agRow(ctx, "drafted plots (secret)", p.drafted.map((c) => agCard(ctx, c, { cls: "ag-secret" })), `zone:drafted:${name}`));
  if (p.shadows && p.shadows.length) {
    extras.push(agRow(ctx, "in shadows, face down (only you know them)", p.shadows.map((c) => agCard(ctx, c, { cls: "ag-secret", note: "in shadows" })), `zone:shadows:${name}`));
  } else if (!p.shadows && p.shadows_size) {
    extras.push(agBacks(ctx, p.shadows_size, `${p.shadows_size} card${p.shadows_size === 1 ? "" : "s"} in shadows, face down`, `zone:shadows:${name}`));
  }
  if (p.setup && p.setup.length) {
    extras.push(agRow(ctx, "setup cards, face down (secret until revealed)", p.setup.map((c) => agCard(ctx, c, { cls: "ag-secret", note: "face down (secret)" })), `zone:setup:${name}`));
  } else if (!p.setup && p.setup_size) {
    extras.push(agBacks(ctx, p.setup_size, `${p.setup_size} setup card${p.setup_size === 1 ? "" : "s"} face down`, `zone:setup:${name}`));
  }
  let hand;
  if (p.hand) {
    hand = agRow(ctx, `${name === ctx.viewer ? "your hand" : `${name}'s hand`} (${p.hand_size})`, p.hand.length ? p.hand.map((c) => agCard(ctx, c)) : h("span", { class: "ag-none" }, "no cards"), `zone:hand:${name}`, "ag-hand");
  } else {
    hand = agBacks(ctx, p.hand_size, `${p.hand_size} card${p.hand_size === 1 ? "" : "s"} in hand (hidden)`, `zone:hand:${name}`);
  }
  const field = h("div", { class: "ag-field" }, side, board);
  const melee = Object.keys(table.players).length > 2;
  const area = h("section", {
    class: `ag-area ag-house-${p.house || p.faction_id} ${near ? "ag-near" : "ag-far"} ${name === ctx.header.waiting_for && !ctx.header.over ? "ag-acting" : ""} ${p.eliminated ? "ag-out" : ""}`,
    "aria-label": `${name}'s area`, "data-player": name,
  },
  banner(ctx, name, p, table),
  near ? [field, extras, hand] : melee ? agFold(ctx, name, p, [hand, extras, field]) : [hand, extras, field]);
  return ctx.spot(area, `zone:area:${name}`);
}

// In a melee each other player's cards fold under their banner: folded on a narrow screen, open on a
// wide one, and open whenever something in them is pointed at or may be clicked; a learner's own
// click on the fold is kept across redraws.
const AG_FOLD = {};

function agFold(ctx, name, p, kids) {
  const h = ctx.h;
  const body = h("div", { class: "ag-fold-body" }, kids);
  const wanted = body.querySelector(".rt-spot, .rt-hot") !== null;
  const narrow = window.matchMedia("(max-width: 700px)").matches;
  const open = wanted || (name in AG_FOLD ? AG_FOLD[name] : !narrow);
  const summary = h("summary", { class: "ag-fold-head" },
    `${name}'s cards: ${(p.play || []).length} in play, ${p.hand_size} in hand`);
  on(summary, "click", (ev) => { AG_FOLD[name] = !ev.currentTarget.parentNode.open; });
  return h("details", { class: "ag-fold", open, "data-key": `fold:${name}` }, summary, body);
}

function agChallengeBand(ctx, chal, book) {
  const h = ctx.h;
  const who = (uids) => uids.length ? uids.map((u) => {
    const c = book[u];
    const copy = c && ctx.agCopies[c.id] > 1 ? ` #${c.copy}` : "";
    return h("span", { class: "ag-chip", title: c ? c.name : u }, c ? `${c.name_pl || c.name}${copy}` : u, c && c.strength !== null && c.strength !== undefined ? h("b", {}, ` ${c.strength}`) : null);
  }) : h("span", { class: "ag-none" }, "none yet");
  const decided = chal.winner !== null && chal.winner !== undefined;
  const kindIcon = AG_ICON_OF_KIND[chal.kind] || chal.kind;
  return ctx.spot(h("section", { class: `ag-challenge ${decided ? "ag-decided" : ""}`, "aria-label": "the challenge" },
    h("div", { class: "ag-chead" }, ctx.icon(kindIcon, `${chal.kind} challenge`),
      h("b", {}, `${agCap(chal.kind)} challenge`), " ",
      h("span", { class: "ag-side-name" }, chal.attacker), ctx.icon("arrow", "attacks"), h("span", { class: "ag-side-name" }, chal.defender),
      chal.initiated_against && chal.initiated_against !== chal.defender
        ? h("span", { class: "ag-pill", title: "the challenge was redirected to another opponent" }, `redirected from ${chal.initiated_against}`) : null,
      decided ? h("span", { class: "ag-pill ag-win" }, ctx.icon("ag-crown", "winner"), `${chal.winner} wins`) : null),
    h("div", { class: "ag-sides" },
      h("div", { class: "ag-cside ag-attack" }, h("div", { class: "ag-zlabel" }, ctx.icon("ag-sword", "attackers"), ` attacking (${chal.attacker})`), who(chal.attackers)),
      h("div", { class: "ag-score", title: decided ? "the totals that decided the challenge" : "the strength on each side now" },
        h("b", { class: "ag-att" }, chal.attack_strength), h("span", {}, " vs "), h("b", { class: "ag-def" }, chal.defense_strength),
        h("div", { class: "ag-label" }, decided ? "final" : "so far")),
      h("div", { class: "ag-cside ag-defend" }, h("div", { class: "ag-zlabel" }, ctx.icon("shield", "defenders"), ` defending (${chal.defender})`), who(chal.defenders))),
    chal.stealthed.length ? h("div", { class: "ag-stealthline" }, ctx.icon("stealth", "stealth"), " stealth: ",
      chal.stealthed.map((u) => h("span", { class: "ag-chip", title: book[u] ? book[u].name : u }, book[u] ? book[u].name_pl || book[u].name : u)), h("span", { class: "ag-label" }, " cannot defend")) : null,
  ), "zone:challenge");
}

// The middle of the table: the treasury and power pool (where the game counts them), initiative,
// the first player, the kinds of challenge that may be initiated, and what a game adds (`extra`).
function agCentre(ctx, table, extra = null) {
  const h = ctx.h;
  const hd = ctx.header;
  const kinds = AG_KINDS.filter((k) => { const a = ctx.optionsAbout(k); return a.options.length + a.refused.length > 0; });
  const counted = table.treasury !== undefined;
  return h("section", { class: "ag-centre", "aria-label": "the middle of the table" },
    counted ? ctx.spot(h("span", { class: "ag-cell", title: "the treasury: gold not in any player's pool" }, ctx.icon("gold", "treasury"), h("b", {}, table.treasury), " treasury"), "zone:treasury") : null,
    counted ? ctx.spot(h("span", { class: "ag-cell", title: "the power pool: power not on any card" }, ctx.icon("power", "power pool"), h("b", {}, table.power_pool), " power pool"), "zone:power-pool") : null,
    ctx.spot(h("span", { class: "ag-cell", title: "who won the initiative this round" }, ctx.icon("ag-initiative", "initiative"), " initiative: ", h("b", {}, table.initiative || "–")), "zone:initiative"),
    ctx.spot(h("span", { class: "ag-cell", title: "the first player acts first in every phase" }, ctx.icon("first", "first player"), " first: ", h("b", {}, hd.first_player || "–")), "zone:first-player"),
    table.draft_deck ? h("span", { class: "ag-cell" }, ctx.icon("ag-plot", "draft deck"), h("b", {}, table.draft_deck), " in the draft deck") : null,
    kinds.length ? h("span", { class: "ag-kinds" }, "challenge: ", kinds.map((k) =>
      ctx.hot(h("span", { class: "ag-kind", "data-kind": k }, ctx.icon(AG_ICON_OF_KIND[k], `${k} challenge`), k), k))) : null,
    extra);
}

// The table: the viewer's area nearest, the others above, the middle and the challenge between.
function agTable(table, ctx, banner, centre) {
  const h = ctx.h;
  const names = Object.keys(table.players);
  const near = ctx.viewer !== null && ctx.viewer in table.players ? ctx.viewer : names[0];
  const at = names.indexOf(near);
  const far = [...names.slice(at + 1), ...names.slice(0, at)];
  const book = agBook(table);
  const hosts = agHosts(ctx, table, book);
  const chal = table.challenge;
  const area = (n, isNear) => agArea(ctx, n, table.players[n], table, chal, hosts, isNear, banner);
  return h("div", { class: `ag-table ${far.length > 1 ? "ag-many" : ""} ${far.length > 2 ? "ag-melee" : ""}` },
    far.length ? h("div", { class: "ag-others" }, far.map((n) => area(n, false))) : null,
    centre(ctx, table),
    chal ? agChallengeBand(ctx, chal, book) : null,
    area(near, true));
}

TABLES["agot"] = (table, ctx) => agTable(table, ctx, agBanner, (c, t) => agCentre(c, t));
