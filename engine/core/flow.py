"""A game's procedure, declared once: it runs the game and draws the diagram.

A procedure is a tree of nodes. Composite nodes hold children: a :func:`phase` runs
them in order, a :func:`loop` repeats them until its exit holds, :func:`each_player`
runs them once per player. Leaves do the work: a :func:`step` acts without asking
anyone, an :func:`ask` asks one question, a :func:`pick` asks again and again (pick
several things one at a time), :func:`ask_each` and :func:`secret` ask every player
in an order (in secret for :func:`secret`), a :func:`window` opens an action window
and a :func:`trigger` marks a point where triggered abilities fire.

Conditions are data: a node's ``when`` and a loop's ``until`` are :class:`Cond`
objects with a label, drawn on the diagrams; a node that may end the game says so
with ``ends``. The engine walks the tree with generators: a leaf's function may
``yield`` a :class:`~engine.core.protocol.Decision` and receives the chosen
:class:`~engine.core.protocol.Option` back. The path of node ids the walk is in is
``game.cursor``; :func:`to_graph` exports the tree as a networkx DiGraph.

Every leaf body starts at a *resumable point*: what the walk above it needs (the
cursor, ``game.frames``, ``game.active``) and the state are all the game needs to
start that body again, which is what undo and cloning rely on.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from types import GeneratorType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import networkx as nx

    from .game import Game

Walk = Generator[Any, Any, Any]
Predicate = Callable[["Game"], bool]
Order = Callable[["Game"], list[str]]


@dataclass(frozen=True)
class Cond:
    """A condition of the procedure with the words the diagram shows for it."""

    label: str
    test: Predicate

    def __call__(self, game: Game) -> bool:
        return bool(self.test(game))


def cond(label: str, test: Predicate) -> Cond:
    """Declare a condition: ``cond("the draft variant is on", lambda g: g.options["draft"])``."""
    return Cond(label, test)


def as_cond(test: Cond | Predicate | None) -> Cond | None:
    """A :class:`Cond` from a condition or from a function whose docstring's first line names it."""
    if test is None or isinstance(test, Cond):
        return test
    doc = inspect.getdoc(test)
    if not doc:
        raise TypeError(f"condition {test!r}: give it a label with cond(label, test) or a docstring")
    return Cond(doc.splitlines()[0].rstrip("."), test)


@dataclass(eq=False)
class Node:
    """One node of a procedure. ``kind`` is what the diagram shows."""

    id: str
    label: str = ""
    rule: str | None = None
    kind: str = "step"
    children: list[Node] = field(default_factory=list)
    when: Cond | None = None  # the node is passed through without running when False
    ends: str = ""  # how the game may end inside this node, if it may

    def __post_init__(self) -> None:
        self.label = self.label or self.id
        self.when = as_cond(self.when)

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        """Run this node's own behaviour (children for composite nodes). Returns the children's walk
        itself rather than wrapping it: one generator less on every decision's way down."""
        return self.run_children(game, start)

    def run_children(self, game: Game, start: list[str] | None) -> Walk:
        """Enter the children in order (from the one ``start`` names, resuming inside it)."""
        if not start:
            for child in self.children:
                yield from enter(child, game)
            return
        index = [c.id for c in self.children].index(start[0])
        yield from enter(self.children[index], game, start[1:])
        for child in self.children[index + 1 :]:
            yield from enter(child, game)

    def nodes(self) -> Iterator[Node]:
        """This node and all below it, parents first."""
        yield self
        for c in self.children:
            yield from c.nodes()

    def exits(self) -> dict[str, str]:
        """Labels of what ends a pass of this node (a loop's exit, a pick's end)."""
        return {}


def enter(node: Node, game: Game, start: list[str] | None = None) -> Walk:
    """Enter ``node`` (it becomes the innermost node of the cursor) and run it if its
    condition holds. ``start`` is the path below it to resume at (``[]``: this node's body);
    a node the game resumes in runs without testing its condition again (it held on entry).
    """
    if game.traced:
        yield from _enter_traced(node, game, start)
        return
    game.cursor.append(node.id)
    when = node.when
    if when is None or start is not None or when.test(game):
        yield from node.walk(game, start)
    game.cursor.pop()
    game.left(node)


def _enter_traced(node: Node, game: Game, start: list[str] | None) -> Walk:
    """:func:`enter`, noting the move, the condition's outcome and that the body ran."""
    game.entering(node)
    if node.when is None or start is not None or game.holds(node, "when", node.when):
        game.running(node)
        yield from node.walk(game, start)
    game.leaving(node)


def call(fn: Callable[..., Any], *args: Any) -> Walk:
    """Call a step function; if it is a generator, pass its decisions through. Returns its result."""
    out = fn(*args)
    if isinstance(out, GeneratorType):
        out = yield from out
    return out


def phase(
    id: str, *children: Node, label: str = "", rule: str | None = None, when: Cond | None = None, ends: str = ""
) -> Node:
    """A named part of the procedure whose children run in order."""
    return Node(id, label, rule, "phase", list(children), when, ends)


@dataclass(eq=False)
class Loop(Node):
    """Repeat the children until ``until`` holds (tested before each pass)."""

    until: Cond | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        self.until = as_cond(self.until)

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        assert self.until is not None
        if start:
            yield from self.run_children(game, start)
        while not game.holds(self, "until", self.until):
            yield from self.run_children(game, None)

    def exits(self) -> dict[str, str]:
        assert self.until is not None
        return {"until": self.until.label}


def loop(
    id: str, *children: Node, until: Cond | Predicate, label: str = "", rule: str | None = None, ends: str = ""
) -> Loop:
    """Declare a :class:`Loop`; ``until`` is its exit, tested before each pass."""
    return Loop(id, label, rule, "loop", list(children), None, ends, until=until)  # type: ignore[arg-type]


def _order_label(order: Order | None) -> str:
    doc = inspect.getdoc(order) if order is not None else None
    return doc.splitlines()[0].rstrip(".") if doc else "in turn order, first player first"


@dataclass(eq=False)
class EachPlayer(Node):
    """Run the children once for each player in ``order(game)`` (default ``game.turn_order()``);
    that player is ``game.active``. The order is kept in ``game.frames`` while it runs.
    """

    order: Order | None = None

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        frame = game.frames.get(self.id) if start is not None else None
        order = list(frame) if frame else (self.order(game) if self.order else game.turn_order())
        game.frames[self.id] = order
        first = order.index(game.active) if start is not None and game.active in order else 0
        for i, player in enumerate(order[first:]):
            game.active = player
            yield from self.run_children(game, start if i == 0 else None)
        del game.frames[self.id]

    def exits(self) -> dict[str, str]:
        return {"order": _order_label(self.order)}


def each_player(
    id: str,
    *children: Node,
    order: Order | None = None,
    label: str = "",
    rule: str | None = None,
    when: Cond | None = None,
) -> EachPlayer:
    """Declare an :class:`EachPlayer` turn structure (``order`` documents itself in its docstring)."""
    return EachPlayer(id, label, rule, "turns", list(children), when, order=order)


@dataclass(eq=False)
class Leaf(Node):
    """A step or a question: runs ``do(game)``. Its body starts at a resumable point."""

    do: Callable[..., Any] = lambda game: None

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        """Start the body at a resumable point: :func:`enter` walks what ``do`` returns at once. Not a
        generator itself (nor through call()): no generator of its own on the hot path."""
        game.checkpoint()
        out = self.do(game)
        return out if isinstance(out, GeneratorType) else iter(())


def step(
    id: str,
    do: Callable[[Game], Any],
    label: str = "",
    rule: str | None = None,
    when: Cond | Predicate | None = None,
    ends: str = "",
) -> Leaf:
    """Something the game does without asking anyone."""
    return Leaf(id, label, rule, "step", [], when, ends, do=do)  # type: ignore[arg-type]


def ask(id: str, do: Callable[[Game], Any], *args: Any, **kwargs: Any) -> Leaf:
    """A step that asks one question (``do`` yields a Decision); it takes the arguments of :func:`step`."""
    node = step(id, do, *args, **kwargs)
    node.kind = "decision"
    return node


@dataclass(eq=False)
class Pick(Leaf):
    """Ask again and again: ``do(game)`` asks one question and returns True when the picking
    is over (the player chose Done, or nothing is left). Progress lives in the state, so
    every question starts at a resumable point.
    """

    until: str = "until done"

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        while True:
            game.checkpoint()
            done = self.do(game)
            if isinstance(done, GeneratorType):
                done = yield from done
            if done:
                return

    def exits(self) -> dict[str, str]:
        return {"until": self.until}


def pick(
    id: str,
    do: Callable[[Game], Any],
    label: str = "",
    rule: str | None = None,
    when: Cond | Predicate | None = None,
    until: str = "until Done is chosen",
    ends: str = "",
) -> Pick:
    """Declare a :class:`Pick`: several things picked one at a time."""
    return Pick(id, label, rule, "pick", [], when, ends, do=do, until=until)  # type: ignore[arg-type]


@dataclass(eq=False)
class PerPlayer(Leaf):
    """Ask each player in ``order`` (default: the seating order): ``do(game, player)``. With
    ``repeat`` the body is asked again for the same player until it returns True. The order and
    whose question it is are kept in ``game.frames``, so each question starts at a resumable point.
    """

    order: Order | None = None
    repeat: str = ""

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        frame = game.frames.get(self.id) if start is not None else None
        order, first = frame if frame else ((self.order(game) if self.order else list(game.players)), 0)
        for i in range(first, len(order)):
            game.frames[self.id] = (order, i)
            while True:
                game.checkpoint()
                finished = self.do(game, order[i])
                if isinstance(finished, GeneratorType):
                    finished = yield from finished
                if not self.repeat or finished:
                    break
        game.frames.pop(self.id, None)  # never set when nobody is asked

    def exits(self) -> dict[str, str]:
        return {"order": _order_label(self.order) if self.order else "each player in seating order"} | (
            {"until": self.repeat} if self.repeat else {}
        )


def ask_each(
    id: str,
    do: Callable[[Game, str], Any],
    label: str = "",
    rule: str | None = None,
    when: Cond | Predicate | None = None,
    order: Order | None = None,
    repeat: str = "",
) -> PerPlayer:
    """Every player is asked in turn (``do(game, player)``), openly."""
    return PerPlayer(id, label, rule, "each", [], when, do=do, order=order, repeat=repeat)  # type: ignore[arg-type]


def secret(id: str, do: Callable[[Game, str], Any], *args: Any, **kwargs: Any) -> PerPlayer:
    """Every player chooses in secret (``do(game, player)``); the choices are revealed together later.
    It takes the arguments of :func:`ask_each`.
    """
    node = ask_each(id, do, *args, **kwargs)
    node.kind = "secret"
    return node


@dataclass(eq=False)
class Window(Node):
    """An action window: players in turn order may act or pass; all passing in a row closes it. Every
    turn in it starts at a resumable point (the window's progress is kept in ``game.frames``)."""

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        return game.action_window(self, start=start)


def window(id: str, label: str = "", rule: str = "actions.window", ends: str = "") -> Window:
    """Declare an action :class:`Window`."""
    return Window(id, label, rule, "window", ends=ends)


@dataclass(eq=False)
class Trigger(Node):
    """A point where passive abilities and responses may fire (``game.triggered``).

    A trigger declared in the procedure's sequence fires when the walk reaches it.
    An *interrupt* trigger is declared apart from the sequence and fires when
    something happens (a card is played, a character would be killed) inside one
    of the nodes named in ``fires_in`` (node ids, or node kinds such as ``window``).
    """

    fires_in: tuple[str, ...] = ()

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        if not self.fires_in:
            game.checkpoint()
        out = game.triggered(self)
        return out if isinstance(out, GeneratorType) else iter(())


def trigger(
    id: str, label: str = "", rule: str | None = None, fires_in: tuple[str, ...] = (), ends: str = ""
) -> Trigger:
    """Declare a :class:`Trigger` point (an interrupt if ``fires_in`` is given)."""
    return Trigger(id, label, rule, "trigger", ends=ends, fires_in=fires_in)


def path_to(root: Node, node_id: str) -> list[str] | None:
    """The ids from ``root`` down to ``node_id`` (both included), or None."""
    if root.id == node_id:
        return [root.id]
    for child in root.children:
        sub = path_to(child, node_id)
        if sub:
            return [root.id, *sub]
    return None


def to_graph(root: Node, interrupts: tuple[Trigger, ...] = ()) -> nx.DiGraph:
    """Export the procedure as a DiGraph.

    Node attributes: ``kind``, ``label``, ``rule``, ``parent``, ``depth``, and where they
    apply ``when`` (the condition's label), ``until`` and ``order`` (what ends a pass or
    orders the players) and ``ends`` (how the game may end there). Edge ``kind``:
    ``contains`` (parent to child), ``next`` (a child to its next sibling), ``repeat``
    (the last child of a loop or of a player's turn back to the first), ``fires`` (from a
    node to an interrupt trigger that may fire inside it). The graph's ``ends`` lists
    the nodes where the game may end.
    """
    import networkx as nx  # only the diagram and the flow checks need the graph: a page starts without it

    g = nx.DiGraph(root=root.id, ends=[])
    seen: set[str] = set()

    def add(node: Node, parent: str | None, depth: int) -> None:
        if node.id in seen:
            raise ValueError(f"flow node id '{node.id}' is declared twice")
        seen.add(node.id)
        g.add_node(node.id, kind=node.kind, label=node.label, rule=node.rule, parent=parent, depth=depth)
        if node.when is not None:
            g.nodes[node.id]["when"] = node.when.label
        g.nodes[node.id].update(node.exits())
        if node.ends:
            g.nodes[node.id]["ends"] = node.ends
            g.graph["ends"].append(node.id)
        for child in node.children:
            add(child, node.id, depth + 1)
            g.add_edge(node.id, child.id, kind="contains")
        for a, b in zip(node.children, node.children[1:], strict=False):
            g.add_edge(a.id, b.id, kind="next")
        if node.kind in ("loop", "turns") and node.children:
            g.add_edge(node.children[-1].id, node.children[0].id, kind="repeat")

    add(root, None, 0)
    inside = [n for n in g.nodes]
    for t in interrupts:
        add(t, None, 1)
        g.nodes[t.id]["interrupt"] = True
        hosts = [n for n in inside if n in t.fires_in or g.nodes[n]["kind"] in t.fires_in]
        unknown = set(t.fires_in) - set(hosts) - {g.nodes[n]["kind"] for n in hosts}
        if unknown:
            raise ValueError(f"trigger '{t.id}' fires in unknown nodes: {sorted(unknown)}")
        for host in hosts:
            g.add_edge(host, t.id, kind="fires")
    return g


def is_allowed_move(graph: nx.DiGraph, before: tuple[str, ...], entered: str) -> bool:
    """:func:`allowed_move`, worked out once per move of a flow and kept in the graph's own data."""
    known = graph.graph.setdefault("allowed moves", {})
    if (before, entered) not in known:
        known[before, entered] = allowed_move(graph, before, entered)
    return known[before, entered]


def allowed_move(graph: nx.DiGraph, before: tuple[str, ...], entered: str) -> bool:
    """Whether entering ``entered`` right after the cursor was ``before`` follows an edge.

    Entering a child of the innermost node follows a ``contains`` edge; moving on
    from any node of the old cursor to its next sibling follows ``next``; going
    back to the start of a loop's body follows ``repeat``; an interrupt trigger
    fires inside a node with a ``fires`` edge to it.
    """
    if not before:
        return True
    if graph.nodes[entered].get("interrupt"):
        return any(graph.has_edge(old, entered) and graph.edges[old, entered]["kind"] == "fires" for old in before)
    if graph.has_edge(before[-1], entered) and graph.edges[before[-1], entered]["kind"] == "contains":
        return True
    return any(
        graph.has_edge(old, entered) and graph.edges[old, entered]["kind"] in ("next", "repeat") for old in before
    )
