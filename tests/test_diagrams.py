"""Timing diagrams are drawn from game.flow, deterministic, with text labels and the cursor marked."""

import subprocess
import sys
from pathlib import Path

import engine
from tutor.diagrams import flow_svg, views

ROOT = Path(__file__).parents[1]


def svg(view: str, cursor=()):
    g = engine.new_game("agot", seed=0)
    v = views(g.flow)[view]
    return flow_svg(g.flow, v["root"], v["expand"], cursor, engine.rules("agot"), v["title"])


def test_views_cover_the_round_each_phase_and_the_challenge():
    g = engine.new_game("agot", seed=0)
    names = set(views(g.flow))
    assert {"round", "challenge", "phase-setup", "phase-plot", "phase-challenges", "phase-taxation"} <= names
    shown = set()
    for name in names:
        text = svg(name)
        shown |= {n for n, d in g.flow.nodes(data=True) if f">{d['label']}<" in text.replace("&#x27;", "'")}
    windows_and_triggers = {n for n, d in g.flow.nodes(data=True) if d["kind"] in ("window", "trigger", "secret")}
    assert windows_and_triggers <= shown


def test_challenge_pipeline_in_order_with_labels_as_text():
    text = svg("challenge")
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
    positions = [text.index(label) for label in order]
    assert positions == sorted(positions)
    assert "Zadeklarowanie atakujących" in text  # the Polish term under the English label
    assert "When a character would be killed" in text  # interrupt trigger points beside it
    assert "Legend" in text and "action window" in text


def test_the_cursor_is_highlighted():
    plain = svg("challenge")
    here = svg(
        "challenge",
        ["game", "round", "challenges", "challenges.turns", "challenges.next", "challenge", "challenges.claim"],
    )
    assert here.count("#c0392b") > plain.count("#c0392b")  # red outlines beyond the legend's sample


def test_svg_is_deterministic_and_the_command_writes_files(tmp_path):
    assert svg("round") == svg("round")
    for out in (tmp_path / "a", tmp_path / "b"):
        subprocess.run([sys.executable, "-m", "tutor.diagrams", "agot", "--out", str(out)], check=True, cwd=ROOT)
    a = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert "agot-challenge.svg" in a and "agot-round.svg" in a
    for name in a:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
