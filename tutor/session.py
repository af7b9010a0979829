"""A teaching session: one engine game plus what the tutor's controls do to it.

The session decides no rule: every choice goes to ``game.choose``, every reason
comes from the engine. Widgets watch a session and redraw when it changes.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import engine
from engine.core.coach import advise
from engine.core.protocol import EngineError, IllegalChoice
from engine.core.view import View

#: The bot levels that search (a move takes them a noticeable time: the page shows them at work).
SEARCHING = ("normal", "strong")
#: While bots play, the page is sent the table at most this often (seconds), and before a search.
PROGRESS_EVERY = 0.3


class _Pace:
    """When the page is sent the table while bots play: before the first searching bot's move, then
    at most every :data:`PROGRESS_EVERY` seconds."""

    def __init__(self) -> None:
        self.shown, self.waited = time.perf_counter(), False

    def due(self, slow: bool) -> bool:
        if (slow and not self.waited) or time.perf_counter() - self.shown > PROGRESS_EVERY:
            self.shown, self.waited = time.perf_counter(), True
            return True
        return False


class Session:
    """The game on the table, with back, next, autoplay, reset, and what a player may see.

    ``viewer`` is the player whose hidden cards are shown (None: everything);
    ``show_all`` reveals every hidden card for teaching.
    """

    def __init__(
        self,
        game_id: str = "agot",
        seed: int = 0,
        options: dict[str, Any] | None = None,
        scenario: str | Path | None = None,
        viewer: str | None = None,
        bots: dict[str, str] | None = None,
        players: list[str] | None = None,
    ):
        self.game_id = game_id
        self.seed = seed
        self.players = players
        self.options = dict(options or {})
        self.viewer = viewer
        self.show_all = False
        self.bots = dict(bots or {})  # player -> a bot level (engine.BOT_LEVELS, "greedy", "random")
        level = next(iter(self.bots.values()), "normal")
        # the bots' level (engine.BOT_LEVELS) against them, and the coach's for the hints
        self.level = "beginner" if level == "greedy" else level
        self.follow = False  # the learner follows the bots one move at a time (each 'next' plays one)
        self.stepped: tuple[str, str, int] | None = None  # the bot move just stepped: player, level, first event
        self.thinking: tuple[str, str] | None = None  # a bot at work now: player, level
        self._progress: list[Callable[[Session], None]] = []
        self.message = ""  # the last thing to tell the learner (a refusal and its rule)
        self._listeners: list[Callable[[Session], None]] = []
        self.script: list[Any] = []
        self.gate: Callable[[str], bool] | None = None  # a lesson may hold back a choice (with a message)
        self.advisor: Callable[[], str | None] | None = None  # a lesson may say what 'next' should play
        self.scenario_path: Path | None = None
        self.load(scenario, seed) if scenario else self.reset(seed)

    # -- watching -------------------------------------------------------------

    def on_change(self, listener: Callable[[Session], None]) -> None:
        """Call ``listener(session)`` after every change."""
        self._listeners.append(listener)

    def changed(self) -> None:
        for listener in self._listeners:
            listener(self)

    def on_progress(self, listener: Callable[[Session], None]) -> None:
        """Call ``listener(session)`` while bots play, so a page can show them at work (see :meth:`bots_move`)."""
        self._progress.append(listener)

    def progressed(self) -> None:
        for listener in self._progress:
            listener(self)

    # -- what the learner sees ------------------------------------------------

    @property
    def rules(self) -> dict[str, engine.Rule]:
        return engine.rules(self.game_id)

    def view(self) -> View[Any]:
        """The game as the viewer may see it (everything when ``show_all`` is on)."""
        return self.game.view(None if self.show_all else self.viewer)

    def rule_text(self, rule_id: str | None) -> str:
        """'title: summary' of a rule, for tooltips."""
        rule = self.rules.get(rule_id or "")
        return f"{rule.title}: {rule.summary}" if rule else (rule_id or "")

    @property
    def mine(self) -> bool:
        """True if the pending decision is one the viewer may see and make."""
        d = self.game.decision
        return d is not None and (self.viewer is None or self.show_all or d.player == self.viewer)

    def hints(self, n: int = 5, include: Iterable[str] = ()) -> list[tuple[str, str, str]]:
        """The viewer's best options by the coach at ``level`` (and any of ``include``): (option id,
        label, what it led to in playouts from the viewer's view, with the engine's numbers).

        Only for the viewer's own decision: judging another seat's options would show its hidden cards.
        """
        if not self.mine:
            return []
        tips = advise(self.game, self.level, n, include, seed=len(self.game.decisions))
        if self.level == "beginner":  # the greedy judge's own reason, then the numbers
            said = {t.id: t.reason[:1].upper() + t.reason[1:].rstrip(".") for t in tips}
            return [(t.id, t.label, f"{said[t.id]}. {t.why}" if said[t.id] else t.why) for t in tips]
        return [(t.id, t.label, t.why) for t in tips]

    # -- changing the game --------------------------------------------------------

    def choose(self, option_id: str) -> bool:
        """Make a choice; a refused one leaves the game as it was and sets ``message``."""
        if self.gate is not None and not self.gate(option_id):
            self.changed()
            return False
        try:
            self.game.choose(option_id)
        except IllegalChoice as refused:
            self.message = f"Not allowed: {refused.reason}" + (f" (rule {refused.rule})" if refused.rule else "")
            self.changed()
            return False
        self.message = ""
        self.stepped = None
        self.bots_move()
        self.changed()
        return True

    def bots_move(self, limit: int = 2000, hold: bool | None = None) -> None:
        """Let the players the bots play make their decisions; a bot that cannot finish says so.

        Held (``follow``: the learner steps through them) the bots wait for Next. While they play,
        the progress listeners hear of it before a searching bot's first move and then at most every
        :data:`PROGRESS_EVERY` seconds, with ``thinking`` naming the bot at work, so the page shows
        the table as they move instead of a frozen page.
        """
        if self.follow if hold is None else hold:
            return
        pace = _Pace()
        try:
            for _ in range(limit):
                d = self.game.decision
                if d is None or d.player not in self.bots:
                    return
                self.game.choose(self._pick(self.bots[d.player], pace))
        finally:
            self.thinking = None
        self.message = (
            f"The bot playing {self.game.decision.player} made {limit} decisions without finishing its turn "
            "and was stopped; press Back or start a new game."
        )

    def set_level(self, level: str) -> None:
        """Every bot plays at ``level`` (one of engine.BOT_LEVELS) from its next move; a new game keeps it."""
        if level not in engine.BOT_LEVELS:
            self.message = f"There is no bot level '{level}'; the levels are {', '.join(engine.BOT_LEVELS)}."
        else:
            self.level = level
            self.bots = dict.fromkeys(self.bots, level)
            self.message = f"From their next move the bots play at the {level.capitalize()} level."
        self.changed()

    def play_on(self) -> None:
        """While stepping through the bots' moves: let them play on at once, up to the learner's decision."""
        self.stepped = None
        self.message = ""
        self.bots_move(hold=False)
        self.changed()

    def follow_bots(self, on: bool) -> None:
        """Follow the bots one move at a time (each Next plays one), or let them play on their own again."""
        self.follow = on
        self.stepped = None
        self.bots_move()
        self.changed()

    def _pick(self, level: str, pace: _Pace) -> str:
        """The pending decision's bot pick at ``level``; the progress listeners hear of it first when
        ``pace`` says so, with ``thinking`` naming the bot at work."""
        d = self.game.decision
        assert d is not None
        if pace.due(level in SEARCHING and len(d.options) > 1):
            self.thinking = (d.player, level)
            self.progressed()
        return self._bot(level).pick(self.game)

    def _bot(self, level: str) -> engine.GreedyBot | engine.RandomBot | engine.SearchBot:
        """A bot of ``level`` (see ``engine.make_bot``), seeded by the decisions made so far."""
        return engine.make_bot(level, len(self.game.decisions))

    def undo(self) -> None:
        """Step back one decision of the learner (and the bots' moves after it)."""
        if not self.game.decisions:
            self.message = "Nothing to undo: this is the start."
            self.changed()
            return
        self.game.undo()
        while self.game.decisions and self.game.decision and self.game.decision.player in self.bots:
            self.game.undo()
        self.message = ""
        self.stepped = None
        self.changed()

    def next(self, bot: str = "greedy") -> None:
        """Let the script (if there is one) or a bot take the next decision."""
        if self.game.decision is None:
            return
        advice = self.advisor() if self.advisor else None
        if advice:
            self.choose(advice)
            return
        done, d = len(self.game.decisions), self.game.decision
        self.stepped = None
        if done < len(self.script):
            self.game.choose(self.script[done].choose)
        elif d.player in self.bots:  # a bot's move, stepped through: the page shows it with its rules
            level, start = self.bots[d.player], len(self.game.events)
            try:
                self.game.choose(self._pick(level, _Pace()))
            finally:
                self.thinking = None
            self.stepped = (d.player, level, start) if self.follow else None
        else:
            self.game.choose(self._bot(bot).pick(self.game))
        self.message = ""
        self.bots_move()
        self.changed()

    def autoplay(self, until: str = "step", bot: str = "greedy", limit: int = 3000) -> None:
        """Play on to the end of the current step, phase or round: the bots' seats at their level, the
        others by ``bot``; then the bots move on to the learner's next decision as after any choice."""
        g = self.game

        def where() -> Any:
            header = g.header()
            if until == "round":  # a round, or a turn in games that have no rounds
                return header.round
            if until == "phase":
                return header.phase
            return g.node

        start, pace = where(), _Pace()
        try:
            for _ in range(limit):
                d = g.decision
                if d is None or where() != start:
                    break
                done = len(g.decisions)
                g.choose(
                    self.script[done].choose
                    if done < len(self.script)
                    else self._pick(self.bots.get(d.player, bot), pace)
                )
        finally:
            self.thinking = None
        self.message, self.stepped = "", None
        self.bots_move()
        self.changed()

    def reset(self, seed: int | None = None, notify: bool = True) -> None:
        """A new game (same options), or the scenario again from its start."""
        if self.scenario_path is not None and seed is None:
            self.load(self.scenario_path, notify=notify)
            return
        self.seed = self.seed if seed is None else seed
        self.game = engine.new_game(self.game_id, seed=self.seed, players=self.players, options=self.options)
        self.script, self.scenario_path, self.message, self.stepped = [], None, "", None
        self.bots_move()
        if notify:
            self.changed()

    def load(self, path: str | Path, notify: bool = True) -> None:
        """Load a scenario file; its script is played by 'next', one decision at a time."""
        try:
            game = engine.load_scenario(path, run_script=False)
        except EngineError as err:
            self.message = str(err)
            self.changed()
            return
        self.game, self.scenario_path = game, Path(path)
        self.game_id, self.seed = game.game_id, game.seed
        self.script = list(game.script)
        self.message = ""
        if notify:
            self.changed()

    def resume(self, game: engine.Game, made: int, notify: bool = True) -> None:
        """Put ``game`` back on the table as it was after its first ``made`` decisions."""
        if self.game is not game:
            self.game = game
        game.go_to(made)
        self.message, self.stepped = "", None
        if notify:
            self.changed()

    @property
    def script_note(self) -> tuple[int, int, str] | None:
        """For a scenario with a script: (steps played, steps in all, the script's word on the last step)."""
        if not self.script:
            return None
        done = min(len(self.game.decisions), len(self.script))
        return done, len(self.script), self.script[done - 1].say if done else ""
