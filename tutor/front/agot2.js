// Gra o Tron, 2nd edition, as a table for two to six players. It is the 1st edition's table (agot.js)
// with a banner of its own for each player (the faction card with its power, agenda, gold, reserve,
// the title held and whom it supports and rivals, a button to challenge that player) and a middle
// that also holds the title pool. Everything drawn comes from the view; every click goes to an
// option or a refusal of the engine.

// The titles held now, by name: who holds each (to say whom a title supports or rivals).
function a2Holders(table) {
  const held = {};
  for (const [n, p] of Object.entries(table.players)) if (p.title) held[p.title.name] = n;
  return held;
}

function a2TitleText(t, held) {
  const whose = (name) => (held[name] ? `${name} (${held[name]})` : name);
  const parts = [t.effect];
  if (t.supports) parts.push(`supports ${whose(t.supports)}`);
  if (t.rivals.length) parts.push(`rivals ${t.rivals.map(whose).join(" and ")}`);
  return parts.join("; ");
}

// A title as a small tile: its name, whom it supports and rivals; the effect on hover.
function a2Title(ctx, t, held) {
  const h = ctx.h;
  const whose = (name) => (held[name] ? ` (${held[name]})` : "");
  const el = h("div", { class: "a2-title", "data-key": t.uid, title: a2TitleText(t, held) },
    h("b", {}, ctx.icon("ag-crown", "title"), " ", t.name),
    t.supports ? h("span", { class: "a2-sup" }, `supports ${t.supports}${whose(t.supports)}`) : null,
    t.rivals.length ? h("span", { class: "a2-riv" }, `rivals ${t.rivals.map((r) => `${r}${whose(r)}`).join(", ")}`) : null);
  return ctx.hot(el, t.uid);
}

function a2Banner(ctx, name, p, table) {
  const h = ctx.h;
  const hd = ctx.header;
  const result = hd.result || {};
  const held = a2Holders(table);
  const aboutSeat = (o) => o.subject === name && o.verb !== "faction";
  const who = ctx.hot(h("span", { class: "ag-who" }, h("b", {}, name), name === p.faction ? "" : ` · ${p.faction}`,
    name === ctx.viewer ? h("span", { class: "ag-you" }, " (you)") : null), aboutSeat);
  ctx.spot(who, name);
  const faction = ctx.hot(ctx.spot(h("div", {
    class: `ag-housecard ${p.faction_kneeling ? "a2-knelt" : ""}`,
    title: `${p.faction}'s faction card${p.faction_kneeling ? " (kneeling)" : ""}: ${p.power} power on it; ${p.total_power} in all, counting the power on cards${p.agenda ? `; agenda: ${p.agenda}` : ""}`,
  },
  ctx.icon("ag-house", p.faction),
  ctx.spot(h("span", { class: "ag-tok ag-big" }, ctx.icon("power", "power"), h("b", {}, p.power)), `zone:power:${name}`),
  h("span", { class: "ag-total" }, `total ${p.total_power}`),
  p.faction_kneeling ? ctx.icon("kneel", "kneeling") : null,
  p.agenda ? h("span", { class: "a2-agenda" }, p.agenda) : null), `zone:faction:${name}`), (o) => o.verb === "faction" && o.subject === name);
  const gold = ctx.spot(h("span", { class: "ag-gold", title: `${name}'s gold pool: ${p.gold}` }, ctx.icon("gold", "gold"), h("b", {}, p.gold), h("span", { class: "ag-unit" }, " gold")), `zone:gold:${name}`);
  const reserve = ctx.spot(h("span", { class: "a2-reserve", title: `reserve ${p.reserve}: at the end of the round ${name} discards down to ${p.reserve} cards in hand` }, "reserve ", h("b", {}, p.reserve)), `zone:reserve:${name}`);
  let title = null;
  if (p.title) title = a2Title(ctx, p.title, held);
  else if (p.title_chosen) title = h("span", { class: "a2-title a2-secret", title: `${name} has chosen a title (face down until revealed)` }, "title chosen (secret)");
  const challenge = ctx.hot(h("span", { class: "a2-challenge-me", title: `challenge ${name}` }, ctx.icon("ag-sword", "challenge"), `challenge ${name}`),
    (o) => o.verb === "challenge" && (o.targets || []).includes(name));
  const hasChallenge = challenge.classList.contains("rt-hot") || challenge.classList.contains("rt-cold");
  const made = (p.challenges_made || []);
  return h("div", { class: "ag-banner" },
    h("div", { class: "ag-crest" }, who,
      hd.first_player === name ? h("span", { class: "ag-pill ag-first" }, ctx.icon("first", "first player"), "first player") : null,
      table.initiative === name ? h("span", { class: "ag-pill" }, ctx.icon("ag-initiative", "initiative"), "initiative") : null,
      !hd.over && hd.waiting_for === name ? h("span", { class: "ag-pill ag-now" }, "to act") : null,
      p.eliminated ? h("span", { class: "ag-pill ag-out", title: `${name} is out of the game` }, ctx.icon("ag-skull", "eliminated"), "eliminated") : null,
      hd.over && result.winner === name ? h("span", { class: "ag-pill ag-win" }, ctx.icon("ag-crown", "winner"), "winner") : null,
      hasChallenge ? challenge : null),
    h("div", { class: "ag-purse" }, faction, gold, reserve, title ? ctx.spot(title, `zone:title:${name}`) : null,
      made.length ? h("span", { class: "ag-made", title: `challenges made this round: ${made.map(([k, o]) => `${k} against ${o}`).join(", ")}` }, "made ",
        made.map(([k, o]) => h("span", { class: "a2-made" }, ctx.icon(AG_ICON_OF_KIND[k] || k, `${k} challenge against ${o}`), o))) : null,
      p.limited_played ? h("span", { class: "ag-pill", title: "a Limited card was already brought into play this round" }, "Limited played") : null));
}

// The titles in the middle of the table: those the viewer may choose from now (the decision names
// them), else those in the pool, and how many were set aside unseen.
function a2Titles(ctx, table) {
  const h = ctx.h;
  const held = a2Holders(table);
  const offered = (ctx.view.decision ? ctx.view.decision.options : []).filter((o) => o.verb === "title");
  const pool = table.title_pool || [];
  if (!offered.length && !pool.length && !table.titles_aside) return null;
  return ctx.spot(h("div", { class: "a2-pool", "aria-label": "the titles" },
    h("span", { class: "a2-pool-label" }, offered.length ? "choose a title:" : "title pool:"),
    offered.map((o) => ctx.hot(h("div", { class: "a2-title", "data-key": o.subject, title: o.explain }, h("b", {}, ctx.icon("ag-crown", "title"), " ", o.label), h("span", {}, o.explain)), o.subject)),
    offered.length ? null : pool.map((t) => a2Title(ctx, t, held)),
    table.titles_aside ? h("span", { class: "a2-aside" }, `${table.titles_aside} set aside unseen`) : null), "zone:titles");
}

TABLES["agot2"] = (table, ctx) => agTable(table, ctx, a2Banner, (c, t) => agCentre(c, t, a2Titles(c, t)));
