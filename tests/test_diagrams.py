"""Timing diagrams are hand-written SVG drawn from game.flow: every node a box, the cursor moved by classes."""

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import engine
from tutor.diagrams import Drawing, drawing, flow_svg, views

ROOT = Path(__file__).parents[1]
NS = {"s": "http://www.w3.org/2000/svg"}
GAMES = ["agot", "shadow-throne", "alliances", "agot2"]
CHALLENGE_CURSOR = ["game", "round", "challenges", "challenges.turns", "challenges.next", "challenge"]
CHALLENGE_CURSOR.append("challenges.claim")


def svg(view: str, cursor=()) -> str:
    g = engine.new_game("agot", seed=0)
    v = views(g.flow)[view]
    return flow_svg(g.flow, v["root"], v["expand"], cursor, engine.rules("agot"), v["title"])


def boxes(text: str) -> dict[str, ET.Element]:
    """The boxes of a drawing by node id."""
    tree = ET.fromstring(text)
    return {g.get("data-node"): g for g in tree.iter(f"{{{NS['s']}}}g") if g.get("data-node")}


def lines(box: ET.Element) -> list[str]:
    return [t.text or "" for t in box.findall("s:text", NS)]


def top(box: ET.Element) -> float:
    """The y of a box's top edge, from its shape (a rect, a polygon or a path)."""
    shape = box.find("*[@class='fl-shape']")
    if shape.tag.endswith("rect"):
        return float(shape.get("y"))
    if shape.tag.endswith("polygon"):
        return float(shape.get("points").split()[0].split(",")[1])
    return float(re.match(r"M([\d.]+),([\d.]+)", shape.get("d")).group(2))


def all_texts(text: str) -> str:
    return "\n".join(t.text or "" for t in ET.fromstring(text).iter(f"{{{NS['s']}}}text"))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_node_is_a_box_and_windows_triggers_secrets_are_there(game_id):
    flow = engine.new_game(game_id, seed=0).flow
    d = drawing(game_id)
    assert isinstance(d, Drawing) and drawing(game_id) is d  # drawn once per game
    drawn = boxes(d.svg)
    assert set(drawn) == set(flow.nodes)  # the whole procedure, interrupts included
    for node, data in flow.nodes(data=True):
        if data["kind"] in ("window", "trigger", "secret"):
            assert node in drawn
        kind = "interrupt" if data.get("interrupt") else data["kind"]
        assert f"fl-{kind}" in drawn[node].get("class").split()
        assert drawn[node].find("*[@class='fl-shape']") is not None
    assert not any({"fl-here", "fl-around"} & set(g.get("class").split()) for g in drawn.values())  # nothing marked


@pytest.mark.parametrize("game_id", GAMES)
def test_natural_size_fits_a_phone_and_no_text_is_smaller_than_11px(game_id):
    d = drawing(game_id)
    root = ET.fromstring(d.svg)
    assert d.width <= 390 and root.get("width") == str(d.width) and root.get("height") == str(d.height)
    assert root.get("viewBox") == f"0 0 {d.width} {d.height}"
    sizes = [float(s) for s in re.findall(r"font-size[=:]\s*\"?([\d.]+)", d.svg)]
    assert sizes and min(sizes) >= 11
    for shape in root.iter():
        if shape.tag.endswith("rect"):
            x, w = float(shape.get("x")), float(shape.get("width"))
            assert x >= 0 and x + w <= d.width
        if shape.tag.endswith("polygon"):
            assert all(0 <= float(p.split(",")[0]) <= d.width for p in shape.get("points").split())
    # the estimate the layout wraps by (6.6 px a character at 12 px, 7.2 bold, 6 at 11 px) fits every box
    for box in boxes(d.svg).values():
        shape = box.find("*[@class='fl-shape']")
        right = max(float(p.split(",")[0]) for p in shape.get("points").split()) if shape.get("points") else None
        if right is None and shape.get("width"):
            right = float(shape.get("x")) + float(shape.get("width"))
        if right is None:
            right = max(float(x) for x in re.findall(r"([\d.]+),[\d.]+", shape.get("d")))
        for t in box.findall("s:text", NS):
            per = {"11": 6.0, "12": 7.2 if t.get("font-weight") else 6.6}[t.get("font-size")]
            assert float(t.get("x")) + per * len(t.text) <= right, t.text


def test_the_challenge_pipeline_in_order_with_polish_terms_under_the_labels():
    order = [
        "Declare attackers",
        "Stealth targets",
        "Actions after attackers",
        "Declare defenders",
        "After defenders are declared",
        "Actions after defenders",
        "Compare strength",
        "Unopposed",
        "Claim",
        "Renown",
        "After the challenge is resolved",
    ]
    for text in (drawing("agot").svg, svg("challenge")):
        texts = all_texts(text)
        positions = [texts.index(label) for label in order]
        assert positions == sorted(positions)
        attackers = lines(boxes(text)["challenges.attackers"])
        assert attackers[:2] == ["Declare attackers", "Zadeklarowanie atakujących"]  # Polish right under the label


def test_the_timing_notes_and_the_links_are_drawn():
    d = drawing("agot")
    drawn = boxes(d.svg)
    assert "↻ repeats until the draft deck is used up" in lines(drawn["draft.rounds"])
    assert any(line.startswith("↻ once per player") for line in lines(drawn["challenges.turns"]))
    assert "only if a challenge was initiated" in lines(drawn["challenge"])
    flow = engine.new_game("agot", seed=0).flow
    links = ET.fromstring(d.svg).find("s:g[@class='fl-links']", NS)
    wanted = sum(1 for *_, k in flow.edges(data="kind") if k in ("next", "repeat"))
    assert len(links.findall("s:path", NS)) == wanted  # one line a "then", one lane a "repeat"


@pytest.mark.parametrize("text", [drawing("agot").svg, svg("challenge")], ids=["whole", "challenge"])
def test_interrupts_are_listed_below_the_tree_with_their_hosts(text):
    flow = engine.new_game("agot", seed=0).flow
    drawn = boxes(text)
    heading = text.index("Trigger points that may fire")
    tree_end = max(text.index(f'data-node="{n}"') for n in drawn if not flow.nodes[n].get("interrupt"))
    assert tree_end < heading
    killed = drawn["leave-play.would-be-killed"]
    assert "fl-interrupt" in killed.get("class")
    assert text.index('data-node="leave-play.would-be-killed"') > heading
    said = " ".join(lines(killed))
    assert "When a character would be killed" in said and "may fire during: " in said
    hosts = [u for u, v, k in flow.edges(data="kind") if k == "fires" and v == "leave-play.would-be-killed"]
    shown = [h for h in hosts if h in drawn]
    assert shown and all(flow.nodes[h]["label"] in said for h in shown)
    if "plot.actions" not in drawn:  # the challenge view lists only the hosts it shows
        assert "Plot phase actions" not in said


def test_the_legend_shows_the_kinds_present_and_the_cursor():
    text = drawing("agot").svg
    texts = all_texts(text)
    assert "Legend" in texts and texts.index("Legend") > texts.index("Trigger points that may fire")
    for words in ("action window", "players decide in secret", "trigger point", "where the game is now", "repeat"):
        assert words in texts
    alliances = all_texts(drawing("alliances").svg)
    assert "Legend" in alliances and "action window" not in alliances  # only the kinds the game has


def test_the_cursor_is_marked_by_classes_a_page_can_move():
    def marks(text):
        return {n: set(g.get("class").split()) & {"fl-here", "fl-around"} for n, g in boxes(text).items()}

    plain, here = marks(svg("challenge")), marks(svg("challenge", CHALLENGE_CURSOR))
    assert not any(plain.values())
    assert here["challenges.claim"] == {"fl-here"} and here["challenge"] == {"fl-around"}
    assert [n for n, m in here.items() if m] == ["challenge", "challenges.claim"]  # only the drawn part of the cursor
    whole = svg("round", ["game", "round", "plot", "plot.choose"])  # plot is closed there: it is the deepest shown
    assert {n for n, m in marks(whole).items() if "fl-here" in m} == {"plot"}
    assert 'id="current-challenges.claim"' in svg("challenge", CHALLENGE_CURSOR)
    style = drawing("agot").svg.split("<style>")[1].split("</style>")[0]
    assert ".fl-box.fl-here > .fl-shape {stroke:#c0392b; stroke-width:3}" in style
    assert ".fl-box.fl-around > .fl-shape {stroke:#c0392b; stroke-width:1.6}" in style


@pytest.mark.parametrize("game_id", GAMES)
def test_spans_cover_each_opened_node_and_its_children(game_id):
    flow = engine.new_game(game_id, seed=0).flow
    d = drawing(game_id)
    drawn = boxes(d.svg)
    parents = {n for n in flow.nodes if any(k == "contains" for *_, k in flow.out_edges(n, data="kind"))}
    assert set(d.spans) == parents
    for node, (a, b) in d.spans.items():
        assert 0 <= a < b <= d.height and top(drawn[node]) == a
        for _, child, kind in flow.out_edges(node, data="kind"):
            if kind == "contains":
                assert a < top(drawn[child]) < b
    phases = [n for n in parents if flow.nodes[n]["kind"] == "phase" and n != flow.graph["root"]]
    assert phases


def test_views_cover_the_round_each_phase_and_the_challenge():
    g = engine.new_game("agot", seed=0)
    names = set(views(g.flow))
    assert {"round", "challenge", "phase-setup", "phase-plot", "phase-challenges", "phase-taxation"} <= names
    shown = set()
    for name in names:
        shown |= set(boxes(svg(name)))
    windows_and_triggers = {n for n, d in g.flow.nodes(data=True) if d["kind"] in ("window", "trigger", "secret")}
    assert windows_and_triggers <= shown
    round_view = boxes(svg("round"))
    assert "plot" in round_view and "plot.choose" not in round_view  # closed phases are one box
    assert any("steps inside" in line for line in lines(round_view["plot"]))


def test_the_notebooks_calls_still_work():
    for game_id, view, players in (("agot", "challenge", None), ("shadow-throne", "phase-turn", 2)):
        g = engine.new_game(game_id, players=players)
        v = views(g.flow)[view]
        text = flow_svg(g.flow, v["root"], v["expand"], (), engine.rules(game_id), v["title"])
        assert ET.fromstring(text).get("width") and v["title"] in text


def test_importing_the_diagrams_loads_no_plotting_library():
    code = "import tutor.diagrams, sys; print('matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


def test_a_lesson_page_starts_without_laying_out_its_diagram():
    """A page's kernel builds its first scene without networkx (the diagram comes when the page asks)."""
    code = (
        "import sys\n"
        "from tutor import lesson_view\n"
        "for lesson in ('agot/02-setup.yaml', 'shadow-throne/02-a-turn.yaml', 'alliances/02-the-ring.yaml'):\n"
        "    lesson_view(lesson)\n"
        "print('networkx' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT / "lessons")
    assert out.stdout.strip() == "False"


def test_the_diagram_module_alone_loads_no_plotting_library_even_when_drawing():
    code = (
        "import importlib.util, sys\n"
        "spec = importlib.util.spec_from_file_location('diagrams_alone', 'tutor/diagrams.py')\n"
        "m = sys.modules['diagrams_alone'] = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(m)\n"
        "m.drawing('agot'); print('matplotlib' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


def test_svg_is_deterministic_and_the_command_writes_files(tmp_path):
    assert svg("round") == svg("round")
    before = drawing("agot").svg
    drawing.cache_clear()
    assert drawing("agot").svg == before
    for out in (tmp_path / "a", tmp_path / "b"):
        subprocess.run([sys.executable, "-m", "tutor.diagrams", "agot", "--out", str(out)], check=True, cwd=ROOT)
    a = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert {"agot-challenge.svg", "agot-round.svg", "agot-procedure.svg"} <= set(a)
    for name in a:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
