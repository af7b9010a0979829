// The bots of a game against them (scene.bots, from tutor/page.py): the level they play at, chosen
// in the controls bar, the bot at work while the kernel searches, and stepping through their moves
// one at a time, each move's log lines with the rules they cite written out (no hover needed).
// The levels, their words and every line come from the kernel; nothing here decides a rule.

// Append the parts that are there (a part may be null: nothing to show).
function put(box, ...kids) {
  box.append(...kids.filter((k) => k !== null && k !== undefined));
  return box;
}

function levelOf(b, id) {
  return b.levels.find((x) => x.id === id) || { id, label: id, about: "" };
}

// The controls bar's part: the bots' level (what each level does, beside it and in its title) and
// the switch that makes each Next play one bot move.
function botControls(app) {
  const b = app.scene.bots;
  if (!b) return null;
  const pick = h("select", { class: "rt-level", "aria-label": "the bots' level", title: b.levels.map((x) => `${x.label}: ${x.about}`).join("\n") },
    b.levels.map((x) => h("option", { value: x.id, title: x.about }, x.label)));
  pick.value = b.level;
  on(pick, "change", (ev) => app.send({ act: "level", level: ev.currentTarget.value }));
  const step = b.playing ? h("label", { class: "rt-nowrap", title: "each Next plays one bot move, shown with the rules it applies" },
    h("input", { type: "checkbox", class: "rt-follow", checked: b.follow, onchange: (ev) => app.send({ act: "follow", on: ev.currentTarget.checked }) }),
    " step through the bots' moves") : null;
  return h("span", { class: "rt-bots" },
    h("label", { class: "rt-nowrap" }, "Bots' level ", pick), step,
    h("span", { class: "rt-level-about" }, `${levelOf(b, b.level).label}: ${levelOf(b, b.level).about}.`));
}

// While the kernel's bots play: who is at work and at which level (the table shows their moves so far).
function thinkingBar(app) {
  const b = app.scene.bots;
  const t = b && b.thinking;
  if (!t) return null;
  return h("div", { class: "rt-thinking", role: "status" }, `${t.player} is thinking (${levelOf(b, t.level).label} bot)…`);
}

// A rule written out: its title and summary, readable on a touch screen.
function ruleNote(scene, id) {
  const rule = scene.rules[id];
  return rule ? h("div", { class: "rt-rulenote" }, h("b", {}, rule[0]), ": ", rule[2]) : null;
}

// The bot move that Next just played, with each line's rule.
function lastMove(app) {
  const b = app.scene.bots;
  const m = b && b.last;
  if (!m) return null;
  return h("section", { class: "rt-lastmove", "aria-label": "the bot's last move" },
    h("div", { class: "rt-sub" }, `${m.player}'s move (${levelOf(b, m.level).label} bot)`),
    m.lines.length ? h("ul", {}, m.lines.map((e) => h("li", {}, e.text, ruleNote(app.scene, e.rule))))
      : h("div", { class: "rt-why" }, "Nothing of this move shows from your seat (it was secret)."));
}

// The decision panel when the decision is not the learner's: a bot at work, the next bot move to
// step through, or someone to let decide.
function botsWaiting(app, box) {
  const s = app.scene;
  const b = s.bots;
  if (b && b.thinking) {
    return put(box, h("h3", {}, `${b.thinking.player} is thinking…`),
      h("div", { class: "rt-why" }, `${levelOf(b, b.thinking.level).label} bot: ${levelOf(b, b.thinking.level).about}.`), lastMove(app));
  }
  if (b && b.next) {
    put(box, h("h3", {}, "Stepping through the bots' moves"), lastMove(app),
      h("div", { class: "rt-buttons" },
        h("button", { class: "rt-primary rt-step-next", onclick: () => app.send({ act: "next" }) }, `Next: ${b.next}'s move ▶`),
        h("button", { class: "rt-play-on", onclick: () => app.send({ act: "play_on" }), title: "the bots play at once up to your next decision" },
          "Let the bots play on to your move ▶▶")));
    return box;
  }
  box.append(h("h3", {}, `Waiting for ${s.waiting}`),
    s.lesson && s.lesson.can_continue ? h("div", { class: "rt-why" }, "Read the lesson's step, then press Continue.")
      : h("button", { class: "rt-primary", onclick: () => app.send({ act: "next" }) }, `Let ${s.waiting} decide ▶`));
  return box;
}
