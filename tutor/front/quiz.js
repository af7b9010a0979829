// A lesson's quiz (tutor/quiz.py): the questions and their choices come from the kernel, which
// alone knows the answers; Check sends the pick and the kernel answers with the verdict, the
// explanation and the rule. Built on core.js's h().

let quizCount = 0;

function verdict(f) {
  if (f.pick === null) return h("div", { class: "rt-why" }, f.note);
  return h("div", { class: "rt-verdict", role: "status" },
    f.right ? h("b", { class: "rt-good" }, "Right.") : [h("b", { class: "rt-bad" }, "Not quite."), ` The answer is: ${f.answer}.`],
    " ", f.explain, " ", h("span", { class: "rt-rule", title: f.rule_title }, `[rule ${f.rule}]`));
}

function quizView(model, el) {
  const id = `rt-quiz-${++quizCount}`;
  const draw = () => {
    const picked = {};
    for (const r of el.querySelectorAll("input:checked")) picked[r.name] = Number(r.value);
    const feedback = model.get("feedback");
    el.replaceChildren(h("div", { class: "rt-quiz" },
      model.get("questions").map((q, i) => {
        const f = feedback[String(i)];
        const name = `${id}-${i}`;
        const pick = name in picked ? picked[name] : f ? f.pick : null;
        const check = () => {
          const r = el.querySelector(`input[name="${name}"]:checked`);
          model.send({ check: i, pick: r ? Number(r.value) : null });
        };
        return h("fieldset", { class: "rt-question" },
          h("legend", {}, `${i + 1}. ${q.text}`),
          q.choices.map((c, j) => h("label", { class: "rt-choice" },
            h("input", { type: "radio", name, value: j, checked: pick === j }), h("span", {}, c))),
          h("button", { onclick: check }, "Check"),
          f ? verdict(f) : null);
      }),
      h("div", { class: "rt-score" }, model.get("score"))));
  };
  model.on("change:feedback", draw);
  model.on("change:score", draw);
  draw();
}

export default {
  render({ model, el }) {
    quizView(model, el);
  },
};
