"""What the page shows, as one JSON scene, and what its clicks do.

:class:`Page` turns a session (and, in a lesson, its :class:`~tutor.lesson.LessonRun`) into
the scene the browser draws: the viewer's ``game.view(viewer)`` as JSON, the rules it cites,
the lesson's step, the log, and the controls. A click comes back as an action (``choose``,
``back``, ``next``...) that goes to the session or the lesson, never to a rule of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import engine
from engine.core.protocol import Event
from engine.core.search import LEVELS
from engine.core.yamlfile import read_yaml

from .lesson import LessonFile, LessonRun, fill
from .session import Session

SHOWN_EVENTS = 150  # the newest log lines sent to the page


def level_about(level: str) -> str:
    """A bot level in plain words, with the search's own figures (engine.core.search.LEVELS)."""
    if level not in LEVELS:
        return "plays the move that looks best right now, by the same judgement as the hints; it answers at once"
    lv = LEVELS[level]
    return (
        f"tries its {lv.candidates} best-looking moves in up to {lv.playouts} games imagined from what it can see "
        f"(never your hidden cards), {lv.depth} moves ahead; up to {lv.seconds:g} s a move"
    )


def current_phase(game: engine.Game) -> str:
    """The outermost phase of the cursor below the top (the round's phase, or setup)."""
    phases = [n for n in game.cursor[1:] if (node := game.declared(n)) is not None and node.kind == "phase"]
    return phases[0] if phases else type(game).procedure.id


def scenario_list(folder: Path) -> list[dict[str, str]]:
    """A game's scenario files: file name, title, description and notes."""
    out = []
    for path in sorted(folder.glob("*.yaml")):
        data = read_yaml(path.read_text(encoding="utf-8"))
        out.append(
            {
                "file": path.name,
                "title": data["title"],
                "description": data.get("description", ""),
                "notes": data.get("notes", ""),
            }
        )
    return out


class Page:
    """A session as the page shows it, and the actions the page may send."""

    def __init__(self, session: Session, lesson: LessonFile | None = None, scenarios: Path | None = None):
        self.session = session
        self.run = LessonRun(lesson, session, seat=session.viewer) if lesson else None
        self.scenarios = scenarios
        self.hints: list[dict[str, str]] | None = None
        self.actions: dict[str, Callable[[dict[str, Any]], None]] = {
            "choose": lambda m: session.choose(str(m.get("id", ""))),
            "back": lambda m: self.run.back() if self.run else session.undo(),
            "next": lambda m: self._next(),
            "auto": lambda m: session.autoplay(str(m.get("until", "step"))),
            "reset": lambda m: self._reset(m.get("seed"), m.get("players"), m.get("seat")),
            "follow": lambda m: session.follow_bots(bool(m.get("on"))),
            "level": lambda m: session.set_level(str(m.get("level", ""))),
            "play_on": lambda m: session.play_on(),
            "peek": lambda m: self._peek(bool(m.get("on"))),
            "hint": lambda m: self._hint(),
            "load": lambda m: self._load(str(m.get("file", ""))),
            "continue": lambda m: self.run and self.run.proceed(),
            "explore": lambda m: self.run and self.run.explore(),
            "return": lambda m: self.run and self.run.come_back(),
            "restart": lambda m: self.run and self.run.begin(0),
        }

    # -- actions -----------------------------------------------------------------

    def act(self, message: dict[str, Any]) -> None:
        """Do what the page asked; an unknown action gets one clear message."""
        action = self.actions.get(str(message.get("act")))
        self.hints = None
        if action is None:
            self.session.message = f"The page asked for '{message.get('act')}', which the tutor does not know."
            self.session.changed()
            return
        action(message)

    def _next(self) -> None:
        """Next: on a step that is only to be read, the lesson goes on; otherwise the game does."""
        run = self.run
        if run and run.beat is not None and not run.beat.expected and not run.exploring:
            run.proceed()
        else:
            self.session.next()

    def _reset(self, seed: Any, players: Any = None, seat: Any = None) -> None:
        """A new game: the same, or with another number of players; against bots, from the chosen seat."""
        s = self.session
        count = len(s.game.players)
        if players is not None and int(players) != count:  # a new game for another number of players
            s.players, s.scenario_path = int(players), None
        same = s.scenario_path is not None and (seed is None or seed == s.seed)
        kind = next(iter(s.bots.values()), None)
        s.bots = {}
        s.reset(None if same else int(seed or 0), notify=False)
        if kind is not None:  # a game against bots: the learner takes the chosen seat, bots the rest
            names = s.game.players
            s.viewer = seat if seat in names else s.viewer if s.viewer in names else names[0]
            s.bots = {p: kind for p in names if p != s.viewer}
            s.bots_move()
        s.changed()

    def _peek(self, on: bool) -> None:
        self.session.show_all = on
        self.session.changed()

    def _hint(self) -> None:
        """The viewer's best options by the coach at the session's level; in a lesson's step, the answers
        it accepts come first, said to be the coach's pick too or not, and a different pick of the
        coach's is said to be not what the step asks for."""
        s = self.session
        s.message = ""  # the hint answers the refusal: it does not stay beside it
        answers = self.run.accepted() if self.run else []
        ranked = s.hints(n=5, include=answers)
        if answers:
            first = [r for r in ranked if r[0] in answers]
            wanted = " or ".join(label for _, label, _ in first)
            top = ranked[0][0] if ranked else None
            picks = [r for r in ranked[:1] if r[0] not in answers]  # the coach's own pick, said to differ
            agrees, answer = f"The {s.level} coach agrees: the step's answer.", "The step's answer."
            coach = f"The {s.level} coach's pick in a free game."
            ranked = [(oid, label, f"{agrees if oid == top else answer} {why}") for oid, label, why in first]
            ranked += [
                (oid, label, f"{coach} {why[:-1]}; this step asks for {wanted} to show its point.")
                for oid, label, why in picks
            ]
        self.hints = [{"id": oid, "label": label, "why": why} for oid, label, why in ranked[:5]]
        s.changed()

    def _load(self, name: str) -> None:
        if self.scenarios is None or not (self.scenarios / name).is_file() or "/" in name:
            self.session.message = f"There is no scenario called '{name}'."
            self.session.changed()
            return
        self.session.load(self.scenarios / name)

    # -- the scene the page draws -------------------------------------------------------

    def scene(self) -> dict[str, Any]:
        """Everything the page draws, as JSON data, from the viewer's view only."""
        s, game = self.session, self.session.game
        seen = s.view()
        view = seen.to_json()
        view["events"] = [
            {"text": e["text"], "rule": e["rule"], "node": e["node"]} for e in view["events"][-SHOWN_EVENTS:]
        ]
        d = game.decision
        phase = game.declared(view["header"]["phase"])
        bots = self._bots(seen.events)
        return {
            "game": game.game_id,
            "view": view,
            "phase_label": phase.label if phase is not None else view["header"]["phase"],
            "zoom": current_phase(game),
            "waiting": d.player if d is not None and view["decision"] is None else None,
            "message": s.message,
            "hints": self.hints,
            "rules": self._rules(view, bots),
            "spotlight": self._spotlight(),
            "lesson": self._lesson(view),
            "explore": self._explore(),
            "bots": bots,
            "controls": {
                "seed": s.seed,
                "players": len(game.players),
                "counts": list(engine.game_class(game.game_id).player_counts),
                "seats": list(game.players) if s.bots else [],
                "follow": s.follow,
                "peek": s.show_all,
                "lesson": self.run is not None and not self.run.finished and not self.run.exploring,
                "scenario": s.scenario_path is not None,
                "back_title": "go back one step of the lesson" if self.run else "undo your last decision",
            },
        }

    def _bots(self, seen: tuple[Event, ...]) -> dict[str, Any] | None:
        """The bots of a game against them: their level (and the levels to choose from), who is
        thinking, and, stepping through their moves, whose move Next plays and the move just played
        with its log lines (only those the viewer saw). None when no bot plays this game."""
        s, run = self.session, self.run
        if not s.bots and not (run is not None and run.lesson.full_game):
            return None
        d = s.game.decision
        last = None
        if s.stepped is not None:
            player, level, start = s.stepped
            shown = {id(e) for e in seen}
            lines = [{"text": e.text, "rule": e.rule} for e in s.game.events[start:] if id(e) in shown]
            last = {"player": player, "level": level, "lines": lines}
        return {
            "level": s.level,
            "levels": [{"id": x, "label": x.capitalize(), "about": level_about(x)} for x in engine.BOT_LEVELS],
            "playing": bool(s.bots),  # bots play now (in a full-game lesson: after its guided steps)
            "follow": s.follow,
            "next": d.player if s.follow and d is not None and d.player in s.bots else None,
            "last": last,
            "thinking": {"player": s.thinking[0], "level": s.thinking[1]} if s.thinking else None,
        }

    def _spotlight(self) -> list[str]:
        """What the lesson points at, and every answer the step still accepts."""
        run = self.run
        if run is None or run.beat is None:
            return []
        return list(dict.fromkeys([*run.beat.point, *run.accepted()]))

    def _rules(self, view: dict[str, Any], bots: dict[str, Any] | None = None) -> dict[str, tuple[str, str, str]]:
        """The rules the scene cites: id -> (title, Polish term, summary)."""
        ids = {e["rule"] for e in view["events"]}
        if bots and bots["last"]:  # the stepped bot move's lines, however long the log
            ids |= {line["rule"] for line in bots["last"]["lines"]}
        d = view["decision"]
        if d:
            ids |= {d["rule"], *(r["rule"] for r in d["refused"])}
        result = view["header"]["result"]
        if result:
            ids.add(result["rule"])
        catalogue = self.session.rules
        return {i: (catalogue[i].title, catalogue[i].term_pl, catalogue[i].summary) for i in ids if i in catalogue}

    def _lesson(self, view: dict[str, Any]) -> dict[str, Any] | None:
        run = self.run
        if run is None:
            return None
        n, beat = len(run.lesson.beats), run.beat
        if beat is None and self.session.game.decision is None:
            text = "Lesson complete, and the game is over. Try the quiz below the lesson."
        elif beat is None:
            text = "Lesson complete. The game goes on: the bots play the other seats. Try the quiz below the lesson."
        elif run.exploring:
            text = f"{run.marks[run.index].text} (You are exploring: press 'Back to the lesson' to return.)"
        else:
            text = fill(beat.text, view)
        return {
            "title": run.lesson.title,
            "step": min(run.index + 1, n),
            "of": n,
            "text": text,
            "said": run.said,
            "finished": beat is None,
            "exploring": run.exploring,
            "can_continue": beat is not None and not beat.expected and not run.exploring,
            "can_explore": beat is not None and not run.exploring,
        }

    def _explore(self) -> dict[str, Any] | None:
        if self.scenarios is None:
            return None
        s = self.session
        note = s.script_note
        return {
            "scenarios": scenario_list(self.scenarios),
            "current": s.scenario_path.name if s.scenario_path else None,
            "script": {"done": note[0], "of": note[1], "say": note[2]} if note else None,
        }
