"""The game-independent driver: runs a declared procedure, records decisions and events.

A game is fully defined by (game id, players, options, seed, scenario, decisions); all
randomness comes from ``self.rng``, seeded once, and everything that changes in play
lives in ``self.state`` (plus ``active`` and the walk's ``frames``). Loading a save
replays the decisions from the start. Undo, time travel and cloning resume instead:
every few decisions, where a leaf of the procedure starts, the game keeps a
:class:`Snapshot`; going back restores the latest snapshot before the point and replays
only the decisions made since, so their cost stays flat however long the game.
"""

from __future__ import annotations

import copy
import pickle
import random
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from .catalogue import load_catalogue
from .flow import Cond, Node, Trigger, Walk, Window, call, enter, is_allowed_move, path_to, to_graph
from .protocol import Decision, EngineError, Event, IllegalChoice, Option, Rejected, Result, Rule, Subject
from .resume import Sampling, Snapshot, clone, draw, resume, score_share
from .view import Header, Standing, View, rank_standings

if TYPE_CHECKING:
    import networkx as nx


class GameOver(Exception):
    """Raised inside the procedure when the game ends at once (e.g. a victory)."""

    def __init__(self, result: Result):
        super().__init__(result.reason)
        self.result = result


class Reading:
    """The block of :meth:`Game.reading`: a plain context manager (an action window opens one for
    every turn, and a generator-based one costs several times as much)."""

    __slots__ = ("game", "outer")

    def __init__(self, game: Game):
        self.game, self.outer = game, False

    def __enter__(self) -> None:
        self.outer = self.game._kept is None
        if self.outer:
            self.game._kept = {}

    def __exit__(self, *exc: object) -> None:
        if self.outer:
            self.game._kept = None


class Game:
    """Base class of every game engine.

    A subclass declares ``game_id``, ``title``, ``player_counts``, ``default_players``
    and ``procedure`` (the root :class:`~engine.core.flow.Node`), and implements
    :meth:`setup_state`, :meth:`view_table` and :meth:`invariants`, and gives the header's
    :meth:`first_player`, :meth:`round_number` and :meth:`scores`. It may override
    :meth:`turn_order`, :meth:`actions`, :meth:`triggered`, :meth:`standings` (the score table at
    the end) and :meth:`card_of` (which subjects are copies of one card).
    """

    game_id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    player_counts: ClassVar[tuple[int, ...]] = (2,)
    default_players: ClassVar[tuple[str, ...]] = ()
    #: The scenario field that names the players in seat order (a list, or a mapping's keys), if any.
    scenario_players: ClassVar[str] = ""
    option_defaults: ClassVar[dict[str, Any]] = {}  # the options this game reads, with their defaults
    procedure: ClassVar[Node]
    interrupts: ClassVar[tuple[Trigger, ...]] = ()
    catalogue: ClassVar[dict[str, Rule]] = {}
    round_name: ClassVar[str] = "round"  # what the header's count is: "round" or "turn"
    score_name: ClassVar[str] = "score"  # what the header's scores are: "power", "points", ...
    checkpoint_every: ClassVar[int] = 32  # decisions between snapshots (see Snapshot)
    #: Option sets the conformance suite plays (so that variants' nodes are reached too).
    conformance_options: ClassVar[tuple[dict[str, Any], ...]] = ({},)
    #: Conditions ("node:when" or "node:until") that random play sees only one way, with why.
    one_sided: ClassVar[dict[str, str]] = {}
    scenarios: ClassVar[Path]  # the folder of the game's scenario files
    state: Any
    _kept: dict[Any, Any] | None = None  # what rules worked out inside a reading block (see reading)
    _samplings: tuple[Sampling, ...] = ()  # where this game's hidden parts were drawn anew (see sample)
    _cloning: int | None = None  # while a clone is resumed, the snapshots it started with (see checkpoint)
    score_scale: ClassVar[float] = 3.0  # a lead worth e times the weight in evaluate (points of scores())

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Find the game's rules catalogue (``rules.yaml``) and ``scenarios/`` beside its module."""
        super().__init_subclass__(**kwargs)
        here = Path(sys.modules[cls.__module__].__file__ or ".").parent
        if "catalogue" not in cls.__dict__ and (here / "rules.yaml").exists():
            cls.catalogue = load_catalogue(here / "rules.yaml")
        cls.scenarios = here / "scenarios"

    def __init__(
        self,
        seed: int = 0,
        players: Sequence[str] | int | None = None,
        options: dict[str, Any] | None = None,
        scenario: dict[str, Any] | None = None,
        trace: bool = False,
    ):
        self.seed = seed
        self.scenario = scenario
        self.players = self._player_names(players)
        self.options = self._check_options(options or {})
        self.decisions: list[str] = []
        self.script: list[Any] = []  # a scenario's scripted decisions, if any
        self._trace = trace
        self._init()

    # -- construction and replay ------------------------------------------

    def _player_names(self, players: Sequence[str] | int | None) -> list[str]:
        """The players given, or those the scenario names (``scenario_players``), or the defaults."""
        named = self.scenario.get(self.scenario_players) if self.scenario and self.scenario_players else None
        if players is None and isinstance(named, list | dict) and named:
            players = [str(p) for p in named]
        if players is None:
            players = list(self.default_players) or self.player_counts[0]
        if isinstance(players, int):
            if self.default_players and players == len(self.default_players):
                players = list(self.default_players)
            else:
                players = [f"P{i + 1}" for i in range(players)]
        names = [str(p) for p in players]
        if len(names) not in self.player_counts:
            raise EngineError(
                f"{self.game_id}: {len(names)} players given ({', '.join(names)}); "
                f"this game takes {' or '.join(map(str, self.player_counts))}"
            )
        if len(set(names)) != len(names):
            raise EngineError(f"{self.game_id}: player names must differ, got {names}")
        return names

    def _check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        if unknown := sorted(set(options) - set(self.option_defaults)):
            known = ", ".join(sorted(self.option_defaults))
            raise EngineError(f"{self.game_id}: unknown option '{unknown[0]}'; known options: {known}")
        return {**self.option_defaults, **options}

    def _init(self) -> None:
        """Build the starting position and run to the first decision."""
        self.rng = random.Random(self.seed)
        self.events: list[Event] = []
        self.cursor: list[str] = []
        self.active: str = self.players[0]
        self.over = False
        self.result: Result | None = None
        self.decision: Decision | None = None
        self.frames: dict[str, Any] = {}  # what the walk's nodes keep of their progress
        self.visited: set[str] = set()  # nodes whose body ran (traced games only)
        self.seen: defaultdict[str, set[bool]] = defaultdict(set)  # "node:when" -> outcomes (traced)
        self.bad_moves: list[str] = []
        self._last_path: tuple[str, ...] = ()
        self._snapshots: list[Snapshot] = []
        self._resuming = False
        start = self.setup_state()
        self._walk = self._run(start)
        self._advance(None)

    def _run(self, start: list[str] | None) -> Walk:
        yield from enter(self.procedure, self, start[1:] if start else None)

    def _advance(self, choice: Option | None) -> None:
        try:
            self.decision = self._walk.send(choice) if choice is not None else next(self._walk)
            if not self.decision.options:
                raise RuntimeError(f"{self.node}: a decision for {self.decision.player} has no option")
        except GameOver as over:
            if self._trace and not self.flow.nodes[self.node].get("ends"):
                self.bad_moves.append(f"the game ended at {' > '.join(self.cursor)}, where no end is declared")
            self._finish(over.result)
        except StopIteration:
            self._finish(self.final_result())

    def _finish(self, result: Result) -> None:
        self.over, self.result, self.decision = True, result, None
        self.record("game-over", result.reason, result.rule, {"winner": result.winner})

    def _replay(self, decisions: Sequence[str], start: int = 0) -> None:
        """Make ``decisions[start:]`` again, each checked to be legal. With ``start`` 0 the game
        is first rebuilt from its beginning: the reference that resuming is tested against.
        """
        if start == 0:
            self.decisions = []
            self._init()
        for i, option_id in enumerate(decisions[start:], start):
            chosen = self.decision.option(option_id) if self.decision is not None else None
            if chosen is None:
                raise EngineError(
                    f"decision {i + 1} ('{option_id}') cannot be replayed: "
                    + (
                        "the game was already over"
                        if self.decision is None
                        else f"the legal options were {', '.join(self.decision.ids)}"
                    )
                )
            self.decisions.append(option_id)
            self._advance(chosen)

    # -- snapshots: resuming without replaying from the start ---------------------

    def checkpoint(self) -> None:
        """The flow is where a leaf's body starts: keep a snapshot every ``checkpoint_every`` decisions;
        a clone being made keeps the latest start before its point too (see :func:`.resume.clone`)."""
        resumed, self._resuming = self._resuming, False
        made = len(self.decisions)
        if self._cloning is not None and not resumed:
            if len(self._snapshots) > self._cloning:
                self._snapshots.pop()  # kept by this clone: a later start replaces it
        elif self._snapshots and made - self._snapshots[-1].decisions < self.checkpoint_every:
            return
        self._snapshots.append(Snapshot(made, tuple(self.cursor), self.freeze(), self.rng.getstate(), len(self.events)))

    def freeze(self) -> Any:
        """What a snapshot keeps of the state, frames and active player, untouched by later play: by
        default pickled; a game may keep parts more cheaply (shared tuples) for :meth:`thaw`."""
        return pickle.dumps((self.state, self.frames, self.active), pickle.HIGHEST_PROTOCOL)

    def thaw(self, blob: Any) -> None:
        """Restore the state, frames and active player a snapshot kept (see :meth:`freeze`)."""
        self.state, self.frames, self.active = pickle.loads(blob)

    def _resume(self, made: int) -> None:
        """Go to the point after the first ``made`` decisions (see :func:`.resume.resume`)."""
        resume(self, made)

    def clone(self) -> Game:
        """An independent copy of this game at the same point, for a bot's look-ahead (see :func:`.resume.clone`)."""
        return clone(self)

    # -- the protocol -----------------------------------------------------------

    def choose(self, option_id: str) -> None:
        """Apply a legal option of the pending decision.

        An id that is not legal raises :class:`IllegalChoice` with the reason and
        rule, and leaves the game unchanged.
        """
        if self.decision is None:
            raise IllegalChoice("the game is over; there is nothing left to decide", "victory", option_id)
        chosen = self.decision.option(option_id)
        if chosen is None:
            raise self.decision.refusal(option_id)
        made = len(self.decisions)
        self.decisions.append(option_id)
        try:
            self._advance(chosen)
        except Exception:
            self._resume(made)  # never leave a half-applied choice behind
            raise

    def sample(self, seat: str, rng: random.Random) -> Game:
        """A game where what ``seat`` cannot see is drawn anew from ``rng``, the rest unchanged
        (``sample(s).view(s) == view(s)``), for a bot that must not read hidden parts; it can be
        played on, cloned and undone down to here, not saved (:mod:`.resume`)."""
        return draw(self, seat, rng)

    def resample(self, seat: str, rng: random.Random, keep: frozenset[str]) -> None:
        """Draw anew in place, from ``rng`` alone, what ``seat`` cannot see, but not ``keep``'s hidden parts."""
        raise EngineError(f"{self.game_id}: this game cannot draw its hidden parts anew (no resample)")

    def evaluate(self, player: str) -> float:
        """How well ``player`` stands, 0 (lost) to 1 (won): the result, else a share by scores()."""
        return score_share(self, player, self.score_scale)

    def undo(self, n: int = 1) -> None:
        """Step back ``n`` decisions."""
        if n < 0 or n > len(self.decisions):
            raise EngineError(f"cannot undo {n} decisions: {len(self.decisions)} have been made")
        self._resume(len(self.decisions) - n)

    def go_to(self, made: int) -> None:
        """Travel back to the point after the first ``made`` decisions."""
        self.undo(len(self.decisions) - made)

    def save(self) -> dict[str, Any]:
        """Everything needed to rebuild this exact game: a JSON-able dict (a sample has none)."""
        if self._samplings:
            raise EngineError("a sampled game cannot be saved: its hidden parts come from no seed")
        return {
            "format": 1,
            "game": self.game_id,
            "seed": self.seed,
            "players": list(self.players),
            "options": dict(self.options),
            "scenario": copy.deepcopy(self.scenario),
            "decisions": list(self.decisions),
        }

    def view(self, player: str | None = None) -> View[Any]:
        """What ``player`` may see; ``None`` is the onlooker who sees everything."""
        if player is not None and player not in self.players:
            raise EngineError(f"unknown player '{player}'; players are {', '.join(self.players)}")
        return self._read(lambda: self._view(player))

    def _read(self, work: Callable[[], Any]) -> Any:
        with self.reading():
            return work()

    def _view(self, player: str | None) -> View[Any]:
        d = self.decision
        mine = d is not None and (player is None or d.player == player)
        return View(
            viewer=player,
            header=self.header(),
            cursor=tuple(self.cursor),
            decision=d if mine else None,
            events=tuple(e for e in self.events if player is None or e.visible_to is None or player in e.visible_to),
            table=self.view_table(player),
        )

    def header(self) -> Header:
        """What every game shows above its table (seats, first player, round, phase, scores)."""
        return Header(
            game=self.game_id,
            seats=tuple(self.turn_order()),
            first_player=self.first_player(),
            round=self.round_number(),
            round_name=self.round_name,
            phase=self.phase,
            scores=self.scores(),
            score_name=self.score_name,
            waiting_for=self.decision.player if self.decision else None,
            over=self.over,
            result=self.result,
            standings=tuple(self.standings()) if self.over else (),
        )

    def declared(self, node_id: str) -> Node | None:
        """The node of the procedure (or the interrupt) declared with this id; None if there is none."""
        cls = type(self)
        if "_declared" not in cls.__dict__:
            cls._declared = {n.id: n for top in (cls.procedure, *cls.interrupts) for n in top.nodes()}
        return cls.__dict__["_declared"].get(node_id)

    @property
    def flow(self) -> nx.DiGraph:
        """The declared procedure as a networkx DiGraph (see :func:`engine.core.flow.to_graph`)."""
        cls = type(self)
        if "_flow" not in cls.__dict__:
            cls._flow = to_graph(cls.procedure, cls.interrupts)
        return cls.__dict__["_flow"]

    @property
    def node(self) -> str:
        """The innermost node the game is at."""
        return self.cursor[-1] if self.cursor else self.procedure.id

    @property
    def rules(self) -> dict[str, Rule]:
        """The rules catalogue of this game."""
        return self.catalogue

    # -- used by the procedure -----------------------------------------------

    def record(
        self,
        kind: str,
        text: str,
        rule: str,
        data: dict[str, Any] | None = None,
        visible_to: Sequence[str] | None = None,
    ) -> Event:
        """Add an event to the log, at the current node."""
        event = Event(kind, text, rule, self.node, data or {}, tuple(visible_to) if visible_to else None)
        self.events.append(event)
        return event

    # -- what the flow (engine.core.flow) tells the game as it walks -----------------
    # A plain game is told only where a leaf's body starts (checkpoint) and what it left (left); a
    # traced game (``trace=True``, the conformance suite's) is also told every move, every condition
    # and every body that ran, so that it can check the moves against the declared flow.

    @property
    def traced(self) -> bool:
        """Whether this game notes every move, outcome and node that ran (see the methods below)."""
        return self._trace

    def entering(self, node: Node) -> None:
        """A traced game enters ``node``: the move is checked against the declared flow."""
        if not self._resuming:
            interrupt = isinstance(node, Trigger) and bool(node.fires_in)
            before = tuple(self.cursor) if interrupt else self._last_path
            if not is_allowed_move(self.flow, before, node.id):
                self.bad_moves.append(f"{' > '.join(before)} -> {node.id}")
        self.cursor.append(node.id)
        self._last_path = tuple(self.cursor)

    def running(self, node: Node) -> None:
        """A traced game runs the body of ``node`` (its condition held)."""
        self.visited.add(node.id)

    def holds(self, node: Node, what: str, condition: Cond) -> bool:
        """Whether a node's condition (``what``: "when") or exit ("until") holds now; a traced game
        notes the outcome."""
        outcome = bool(condition.test(self))
        if self._trace and not self._resuming:
            self.seen[f"{node.id}:{what}"].add(outcome)
        return outcome

    def leaving(self, node: Node) -> None:
        """A traced game leaves ``node``."""
        self.cursor.pop()
        if isinstance(node, Trigger) and node.fires_in:
            self._last_path = tuple(self.cursor)  # back inside the node it interrupted
        self.left(node)

    def fire(self, trigger_id: str) -> Walk:
        """Enter an interrupt trigger point: passive abilities and responses to what just happened."""
        node = self._interrupt_ids[trigger_id]
        yield from enter(node, self)

    @cached_property
    def _interrupt_ids(self) -> dict[str, Trigger]:
        return {t.id: t for t in self.interrupts}

    def start_path(self, node_id: str) -> list[str]:
        """The path to a node where a scenario starts; a clear error if there is none."""
        path = path_to(self.procedure, node_id)
        if path is None:
            steps = [n.id for n in self.procedure.nodes() if not n.children]
            raise EngineError(f"there is no step '{node_id}' in {self.game_id}; steps are: {', '.join(steps)}")
        return path

    # -- reading without changing ----------------------------------------------

    def reading(self) -> Reading:
        """A block that only reads the game (a player's options, why the others are refused, a
        view): nothing changes in it, so a rule asked the same question twice may answer from what it
        kept the first time (:meth:`kept`). Blocks may nest; what was kept goes when the outer one ends.
        """
        return Reading(self)

    def kept(self, key: Any, work: Callable[[], Any]) -> Any:
        """``work()``, done once per ``key`` inside a :meth:`reading` block (every time outside one)."""
        kept = self._kept
        if kept is None:
            return work()
        if key not in kept:
            kept[key] = work()
        return kept[key]

    def action_window(self, node: Node, skip_idle: bool = False, start: list[str] | None = None) -> Walk:
        """Players act in turn order, starting with the first; the window closes
        when every player has passed in a row (rule ``actions.window``).

        With the option ``windows="auto"`` (or ``skip_idle``) a player who has no
        action passes without being asked. A :class:`~.flow.Window` node's window (given its
        ``start``) keeps its progress in ``frames``: every turn in it starts at a resumable point.
        """
        resumable = isinstance(node, Window)
        frame = self.frames.get(node.id) if start is not None else None
        order, passes, turn = frame or (self.turn_order(), 0, 0)
        auto = skip_idle or self.options.get("windows") == "auto"
        while passes < len(order):
            if resumable:
                self.frames[node.id] = (order, passes, turn)
                self.checkpoint()
            player = order[turn % len(order)]
            turn += 1
            with self.reading():
                actions = self.actions(player, node)
            if auto and not actions:
                passes += 1
                continue
            options = [o for o, _ in actions] + [Option("pass", "Pass", "take no action now")]
            choice = yield Decision(
                player,
                f"{node.label}: {'respond' if node.kind == 'trigger' else 'take an action'} or pass",
                options,
                lambda player=player: self._read(lambda: self.unavailable(player, node)),
                rule=node.rule,
                kind="window",
            )
            if choice.verb == "pass":
                passes += 1
                self.record("pass", f"{player} passes", node.rule or "actions.window", {"player": player})
            else:
                passes = 0
                handler = next(h for o, h in actions if o is choice)
                yield from call(handler, self)
        self.frames.pop(node.id, None)

    # -- to be provided by each game ------------------------------------------

    def setup_state(self) -> list[str] | None:
        """Build the starting state; return the path to start from (None: the beginning)."""
        raise NotImplementedError

    def view_table(self, player: str | None) -> Any:
        """The game's table (a dataclass) as ``player`` may see it: leave out what they may not know."""
        raise NotImplementedError

    def first_player(self) -> str | None:
        """The first player now (None before there is one)."""
        return None

    def round_number(self) -> int:
        """The round (or turn, see ``round_name``) the game is in; 0 before the first."""
        return 0

    def scores(self) -> dict[str, int]:
        """What counts towards winning so far, per player (see ``score_name``)."""
        return {}

    def standings(self) -> list[Standing]:
        """The score table once the game is over: every seat once, best first, the winner (if any)
        first. By default the seats by :meth:`scores`, equal scores sharing a place; a game overrides
        it with its own rules' order and tie-breaks (see :func:`~engine.core.view.rank_standings`).
        """
        scores = self.scores()
        winner = self.result.winner if self.result else None
        return list(rank_standings(self.players, scores, winner=winner))

    def card_of(self, subject: Subject | None) -> Subject | None:
        """The card a subject is a copy of: two options whose verbs and targets are the same and
        whose subjects are copies of one card (uids ``x`` and ``x.2``) are interchangeable, and may
        share a label.

        >>> Game.card_of(None, "S.stark-escort.2"), Game.card_of(None, 3)
        ('S.stark-escort', 3)
        """
        return re.sub(r"\.\d+$", "", subject) if isinstance(subject, str) else subject

    @property
    def phase(self) -> str:
        """The phase the game is in: the node just under the procedure's root on the cursor."""
        return self.cursor[1] if len(self.cursor) > 1 else self.node

    def invariants(self) -> list[str]:
        """Broken invariants, described; an empty list when all hold."""
        return []

    def hidden_from(self, viewer: str) -> set[str]:
        """What ``viewer`` may not know now (ids of others' hidden cards, hidden values), as strings
        that must appear nowhere in ``view(viewer)``.
        """
        return set()

    def turn_order(self) -> list[str]:
        """The players in the order they act: the seats from the first player on."""
        return self.seats_from(self.first_player() or self.players[0])

    def seats_from(self, first: str) -> list[str]:
        """The seats in order (clockwise), starting with ``first``."""
        i = self.players.index(first)
        return self.players[i:] + self.players[:i]

    def end_now(self, result: Result) -> None:
        """End the game at once with this result (from anywhere inside the procedure)."""
        raise GameOver(result)

    def actions(self, player: str, node: Node) -> list[tuple[Option, Any]]:
        """The actions ``player`` may take in this window: (option, handler) pairs."""
        return []

    def unavailable(self, player: str, node: Node) -> list[Rejected]:
        """What ``player`` cannot do in this window, each with its reason and rule."""
        return []

    def left(self, node: Node) -> None:
        """Called when the walk leaves a node (e.g. to end effects that last until then)."""

    def triggered(self, node: Node) -> Walk | None:
        """Resolve what fires at a trigger point (passive abilities, responses)."""
        return None

    def rank(self) -> list[tuple[Option, float, str]]:
        """The pending options ranked best first by the game's greedy :meth:`judge`, each with a
        one-line reason (used by the greedy bot and the tutor's hints).
        """
        d = self.decision
        assert d is not None
        with self.reading():
            judged = [(o, *self.judge(d.player, o)) for o in d.options]
        return sorted(((o, float(score), why or o.explain) for o, score, why in judged), key=lambda t: -t[1])

    def judge(self, player: str, option: Option) -> tuple[float, str]:
        """A rule-of-thumb score for one option (higher is better) and the reason; all equal by default."""
        return 0.0, ""

    def tally(self) -> Counter[str]:
        """What this game counts of itself for tests and reports (e.g. abilities used by kind)."""
        return Counter()

    def final_result(self) -> Result:
        """The result when the procedure runs to its end."""
        return Result(None, "the game ended", "victory")
