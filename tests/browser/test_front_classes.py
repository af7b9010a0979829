"""The page's classes are the tutor's own: a page around it (JupyterLab, Voilà, Font Awesome) styles
plain class names such as ``far``, ``fa`` or ``active``, and a table that used them took that style
(Font Awesome's ``.far`` gave the opponent's area its icon font). Every class the front end sets and
every class a style sheet names starts with one of the tutor's prefixes: ``rt-`` for the page, one
per game's table (``ag-`` both editions of the card game, ``a2-`` what the 2nd edition adds, ``st-``
W Cieniu Tronu, ``al-`` Sojusze, ``ab-`` the board game) and ``fl-`` for the timing diagram.

Checked twice: statically (the JavaScript's class strings and the CSS selectors, no browser), and in
a browser (every class on drawn tables of every game, and the table's text untouched by rules for
plain class names)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from test_table_agot import challenge as agot_challenge
from test_table_agot import mid_game
from test_table_agot2 import state as agot2_state
from test_table_alliances import state as alliances_state
from test_table_shadow_throne import position

import engine
from tutor.board import FRONT, standalone_html
from tutor.diagrams import SVG_STYLE, drawing
from tutor.page import Page
from tutor.session import Session

PREFIXES = ("rt-", "ag-", "a2-", "st-", "al-", "ab-", "fl-")
CLASS = re.compile(r"-?[A-Za-z_][\w-]*")
HOLE = "\0"  # where a template literal's ${...} stood

#: Class expressions that pass on a class string built elsewhere from prefixed literals (a card's
#: ``cls``, a row's ``cls``...): what they carry is checked in the browser, on drawn tables.
PASSED_ON = {"cls", "c.cls", "mark.cls", 'cls.join(" ")', "sides", 'c.cls || ""', 'mark.cls || ""', 'cls || ""'}


def prefixed(name: str) -> bool:
    return name.startswith(PREFIXES) and len(name) > 3


# ---- a small reader of JavaScript expressions: strings, templates and brackets ---------------------


def skip_string(src: str, i: int) -> int:
    """The index just after the string literal that starts at ``i``."""
    quote = src[i]
    i += 1
    while src[i] != quote:
        if src[i] == "\\":
            i += 1
        elif quote == "`" and src.startswith("${", i):
            i = skip_expression(src, i + 2, "}") + 1
            continue
        i += 1
    return i + 1


def skip_expression(src: str, i: int, stop: str = ",;)}") -> int:
    """The index of the character that ends the expression starting at ``i`` (one of ``stop`` at
    bracket depth 0)."""
    depth = 0
    while i < len(src):
        ch = src[i]
        if ch in "\"'`":
            i = skip_string(src, i)
            continue
        if depth == 0 and ch in stop:
            return i
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        i += 1
    return i


def literals(expr: str) -> list[tuple[str, list[str]]]:
    """The string literals of an expression, outermost first: (text with HOLE for each ${...}, the
    expressions in those holes)."""
    out = []
    i = 0
    while i < len(expr):
        if expr[i] in "\"'`":
            end = skip_string(expr, i)
            body, holes, j = [], [], i + 1
            while j < end - 1:
                if expr[i] == "`" and expr.startswith("${", j):
                    close = skip_expression(expr, j + 2, "}")
                    holes.append(expr[j + 2 : close])
                    body.append(HOLE)
                    j = close + 1
                else:
                    body.append(expr[j])
                    j += 1
            out.append(("".join(body), holes))
            i = end
        else:
            i += 1
    return out


def only_literals(expr: str) -> bool:
    """Whether an expression gives nothing but its string literals (a literal, or a ? b : c of them)."""
    expr = expr.strip()
    if expr[:1] in "\"'`" and skip_string(expr, 0) == len(expr):
        return True
    ask = skip_expression(expr, 0, "?")
    if ask >= len(expr):
        return False
    colon = skip_expression(expr, ask + 1, ":")
    return colon < len(expr) and only_literals(expr[ask + 1 : colon]) and only_literals(expr[colon + 1 :])


COMPARED = re.compile(r"""[=!]==?\s*(?:"[^"]*"|'[^']*')|(?:"[^"]*"|'[^']*')\s*[=!]==?""")


def class_words(expr: str) -> list[str]:
    """Every class a class expression may give, as written: a word with HOLE where a value goes in;
    a value standing alone as a class is given as HOLE + its expression (never a tutor's class)."""
    expr = COMPARED.sub("", expr.strip())  # a string compared with is a value, not a class
    if expr in PASSED_ON:
        return []
    words = []
    for text, holes in literals(expr):
        at = 0
        for word in text.split():
            mine = holes[at : at + word.count(HOLE)]
            at += len(mine)
            if word != HOLE:
                words.append(word)
            elif mine[0].strip() not in PASSED_ON and not only_literals(mine[0]):
                words.append(f"{HOLE}{mine[0].strip()}")
            for hole in mine:  # the classes a value's own strings give (a ? "x" : "y")
                words += class_words(hole)
    return words


CONTEXTS = [
    re.compile(r"\bclass:\s*"),  # h(tag, { class: ... })
    re.compile(r"\bcls:\s*"),  # ctx.card({ cls: ... }), agCard's marks
    re.compile(r"\bclassName\s*=\s*"),
    re.compile(r"""setAttribute\(\s*["']class["']\s*,\s*"""),
]
CLASS_LIST = re.compile(r"classList\.(?:add|remove|toggle|contains)\(")
SELECTOR_CALLS = re.compile(r"\b(?:querySelector|querySelectorAll|closest|matches)\(")
IN_HTML = re.compile(r'class=\\?"')


def js_classes(src: str) -> list[tuple[int, str]]:
    """(line, class word) for every class a front-end script sets or looks for."""
    found: list[tuple[int, str]] = []

    def line(i: int) -> int:
        return src.count("\n", 0, i) + 1

    for context in CONTEXTS:
        for m in context.finditer(src):
            end = skip_expression(src, m.end())
            found += [(line(m.start()), w) for w in class_words(src[m.end() : end])]
    for m in CLASS_LIST.finditer(src):
        end = skip_expression(src, m.end(), ")")
        args = src[m.end() : end]
        if m.group(0).startswith("classList.toggle"):
            args = src[m.end() : skip_expression(src, m.end())]  # the class, not the force flag
        found += [(line(m.start()), w) for w in class_words(args)]
    for m in SELECTOR_CALLS.finditer(src):
        end = skip_expression(src, m.end(), ")")
        for text, _ in literals(src[m.end() : end]):
            found += [(line(m.start()), w) for w in re.findall(r"\.(-?[A-Za-z_][\w-]*)", text)]
    for m in IN_HTML.finditer(src):  # class="..." in markup written as a string, holes and all
        j = m.end()
        while src[j] not in '"\\':
            j = skip_expression(src, j + 2, "}") + 1 if src.startswith("${", j) else j + 1
        found += [(line(m.start()), w) for w in class_words(f"`{src[m.end() : j]}`")]
    return found


def css_selectors(text: str) -> list[str]:
    """Every selector of a style sheet (inside @container and @media blocks too)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    out = []
    for m in re.finditer(r"(?:^|[{};])\s*([^{};@\s][^{};]*?)\s*\{", text):
        out += [s.strip() for s in m.group(1).split(",") if s.strip()]
    return out


def strip_states(selector: str) -> str:
    """A selector without what names no class: attribute tests ([hidden], [aria-expanded=...]),
    pseudo-classes and pseudo-elements (their arguments are checked as selectors of their own)."""
    selector = re.sub(r"\[[^\]]*\]", "", selector)
    return re.sub(r"::?[\w-]+", "", selector)


# ---- static checks ---------------------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(FRONT.glob("*.js")), ids=lambda p: p.name)
def test_every_class_the_javascript_sets_is_prefixed(path):
    found = js_classes(path.read_text(encoding="utf-8"))
    bad = [(n, w.replace(HOLE, "${}")) for n, w in found if not prefixed(w)]
    assert not bad, f"{path.name}: classes outside the tutor's prefixes {PREFIXES}: {bad}"


@pytest.mark.parametrize("path", sorted(FRONT.glob("*.css")), ids=lambda p: p.name)
def test_every_selector_of_the_style_sheets_is_prefixed_and_scoped(path):
    selectors = css_selectors(path.read_text(encoding="utf-8"))
    assert selectors
    for selector in selectors:
        classes = re.findall(r"\.(-?[A-Za-z_][\w-]*)", strip_states(selector))
        assert all(prefixed(c) for c in classes), f"{path.name}: {selector!r}"
        first = re.split(r"\s*[\s>+~]\s*", selector.strip())[0]
        # the rule starts from one of the tutor's own elements: it cannot reach the page around it
        assert any(prefixed(c) for c in re.findall(r"\.(-?[A-Za-z_][\w-]*)", first)), f"{path.name}: {selector!r}"


def test_the_reader_finds_plain_classes():
    """The static check itself: plain words in any of the forms the front end writes are caught."""
    cases = {
        'h("div", { class: "ag-area far" })': ["ag-area", "far"],
        'h("div", { class: `ag-area ${near ? "ag-near" : "far"}` })': ["ag-area", "ag-near", "far"],
        'h("div", { class: `rt-c ${c.house || ""}` })': ["rt-c", f'{HOLE}c.house || ""'],
        "h('span', { class: `rt-c ${c.house}` })": ["rt-c", f"{HOLE}c.house"],
        'h("span", { class: `ab-h-${house} x` })': [f"ab-h-{HOLE}", "x"],
        'el.classList.add(good ? "rt-hot" : "cold")': ["rt-hot", "cold"],
        'el.classList.toggle("on", open)': ["on"],
        'ctx.card({ cls: "al-chip al-ally" })': ["al-chip", "al-ally"],
    }
    for src, words in cases.items():
        assert [w for _, w in js_classes(src)] == words, src
    core = {w for _, w in js_classes((FRONT / "core.js").read_text(encoding="utf-8"))}
    assert {"rt-lesson", "rt-kneeling", "rt-menu", "fl-here", f"rt-house-{HOLE}"} <= core
    assert [s for s in css_selectors(".rt-a.on, .ab-b > .x { } @container (min-width: 1px) { .rt-c { } }")] == [
        ".rt-a.on",
        ".ab-b > .x",
        ".rt-c",
    ]


def test_the_timing_diagram_uses_only_its_own_classes():
    root = ET.fromstring(drawing("agot").svg)
    classes = {c for el in root.iter() for c in (el.get("class") or "").split()}
    assert classes and all(c.startswith("fl-") for c in classes), sorted(classes)
    for selector in css_selectors(SVG_STYLE):
        assert all(c.startswith("fl-") for c in re.findall(r"\.([\w-]+)", selector)), selector


# ---- in a browser: drawn tables under a page that styles plain class names --------------------------

#: What a page around the widget may style: Font Awesome 5 (which JupyterLab and Voilà load) and the
#: plain class names of other common style sheets, each with a look a table must not take.
HOSTILE = """
.fa, .fas, .far, .fab, .fal, .fad { font-family: "Font Awesome 5 Free" !important; font-weight: 900;
  display: inline-block; line-height: 1; font-style: normal; font-variant: normal; text-rendering: auto; }
.far { font-weight: 400; }
.near, .here, .around, .on, .now, .down, .up, .kneeling, .active, .hidden, .show, .open, .card, .row, .col, .title,
.small, .big, .empty, .many, .first, .win, .out, .secret, .melee, .used, .you, .me, .own, .sea, .vassal, .back, .end,
.stark, .lannister, .baratheon, .targaryen, .neutral, .viewer, .winner, .changed, .decided, .attack, .defend,
.stealth, .done, .shape, .routed, .blocked, .march, .support, .raid, .defense, .garrison, .lost, .won, .bid, .alt,
.mid, .high, .low, .inactive, .offensive, .defensive, .restrictive, .yours, .knelt, .with-lesson, .idle, .acting {
  font-family: monospace !important; display: inline-block !important; line-height: 1 !important;
  font-size: 30px !important; visibility: hidden !important; }
"""

#: Every element with text inside the table, and how it is drawn.
DRAWN = """(root) => [...root.querySelectorAll("*")]
  .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.nodeValue.trim()))
  .map((e) => { const s = getComputedStyle(e); const cls = e.getAttribute("class");
    return [e.tagName, cls, s.fontFamily, s.display, s.lineHeight, s.fontSize, s.visibility]; })"""

CLASSES = (
    """() => [...new Set([...document.querySelectorAll(".rt-root, .rt-root *")].flatMap((e) => [...e.classList]))]"""
)


def board_scene(game_id: str, players: int) -> dict:
    """A board game moved on to its second round (orders, tokens and units on the map), seen by all."""
    s = Session(game_id, seed=2, players=players)
    bot = engine.GreedyBot(2)
    for _ in range(60):
        if s.game.decision is None or s.game.round_number() >= 2:
            break
        s.game.choose(bot.pick(s.game))
    return Page(s).scene()


def shadow_scene() -> dict:
    """W Cieniu Tronu with columns on the table, one of them turned, and a turn under way."""

    def ready(game) -> bool:
        t = game.view(None).to_json()["table"]
        return t["turn"] is not None and any(c["turned"] for seat in t["seats"] for c in seat["columns"])

    return position(ready)[0]


@pytest.fixture(scope="module")
def tables() -> dict[str, dict]:
    return {
        "agot": Page(mid_game()).scene(),
        "agot-challenge": Page(agot_challenge()).scene(),
        "agot2": agot2_state(4, "defended"),
        "shadow-throne": shadow_scene(),
        "alliances": alliances_state(5, 1, 30),
        "agot-board": board_scene("agot-board", 4),
        "mother-of-dragons": board_scene("mother-of-dragons", 6),
    }


def show(page, scene: dict) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content(standalone_html(scene, {}))
    page.wait_for_function("window.ready === true")
    assert not errors, errors


@pytest.mark.parametrize("name", ["agot", "agot-challenge", "agot2"])
def test_a_card_table_keeps_its_font_under_font_awesome_and_plain_class_rules(page, tables, name):
    show(page, tables[name])
    root_font = page.evaluate("getComputedStyle(document.querySelector('.rt-root')).fontFamily")
    assert "system-ui" in root_font  # what board.css sets
    page.add_style_tag(content=HOSTILE)
    drawn = page.locator(".rt-table").evaluate(DRAWN)
    assert len(drawn) > 50
    for tag, cls, family, _, _, _, visibility in drawn:
        assert family == root_font and visibility == "visible", (tag, cls, family)


@pytest.mark.parametrize("name", ["agot", "agot2", "shadow-throne", "alliances", "agot-board", "mother-of-dragons"])
def test_no_table_changes_under_a_page_that_styles_plain_class_names(page, tables, name):
    """Every text of every game's table is drawn the same with and without those rules, and every
    class on the page (table, decision, lesson, log, controls) is the tutor's."""
    show(page, tables[name])
    before = page.locator(".rt-root").evaluate(DRAWN)
    page.add_style_tag(content=HOSTILE)
    after = page.locator(".rt-root").evaluate(DRAWN)
    assert len(before) > 20 and after == before
    classes = page.evaluate(CLASSES)
    assert classes and [c for c in classes if not prefixed(c)] == []
