"""A game's procedure, declared once: it runs the game and draws the diagram.

A procedure is a tree of nodes. Composite nodes (:class:`Phase`, :class:`Loop`,
:class:`EachPlayer`) hold children; leaves are steps that do something
(:class:`Step`), ask a player (:class:`Ask`), ask every player in secret
(:class:`Secret`), open an action window (:class:`Window`) or mark a point where
triggered abilities fire (:class:`Trigger`).

The engine walks the tree with generators: a leaf's function may ``yield`` a
:class:`~engine.core.protocol.Decision` and receives the chosen option id back.
The path of node ids the walk is in is ``game.cursor``. :func:`to_graph`
exports the same tree as a networkx DiGraph for diagrams and for the test that
every move the engine makes follows an edge.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import networkx as nx

if TYPE_CHECKING:
    from .game import Game

Walk = Generator[Any, str, None]
Predicate = Callable[["Game"], bool]


@dataclass(eq=False)
class Node:
    """One node of a procedure. ``kind`` is what the diagram shows."""

    id: str
    label: str = ""
    rule: str | None = None
    kind: str = "step"
    children: list[Node] = field(default_factory=list)
    when: Predicate | None = None  # the node is entered, but does nothing, when False

    def __post_init__(self) -> None:
        self.label = self.label or self.id

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        """Run this node's own behaviour (children for composite nodes)."""
        yield from self.run_children(game, start)

    def run_children(self, game: Game, start: list[str] | None) -> Walk:
        index = 0
        if start:
            index = [c.id for c in self.children].index(start[0])
        for i, child in enumerate(self.children[index:]):
            yield from enter(child, game, start[1:] if start and i == 0 else None)

    def nodes(self) -> Iterator[Node]:
        """This node and all below it, parents first."""
        yield self
        for c in self.children:
            yield from c.nodes()


def enter(node: Node, game: Game, start: list[str] | None = None) -> Walk:
    """Enter ``node`` (it becomes the innermost node of the cursor) and run it."""
    game._enter(node)
    if node.when is None or node.when(game):
        yield from node.walk(game, start)
    game._leave(node)


def call(fn: Callable[..., Any], *args: Any) -> Walk:
    """Call a step function; if it is a generator, pass its decisions through."""
    out = fn(*args)
    if inspect.isgenerator(out):
        yield from out


def phase(id: str, *children: Node, label: str = "", rule: str | None = None, when: Predicate | None = None) -> Node:
    """A named part of the procedure whose children run in order."""
    return Node(id, label, rule, "phase", list(children), when)


@dataclass(eq=False)
class Loop(Node):
    """Repeat the children until ``until(game)`` is true (checked before each pass)."""

    until: Predicate = lambda game: True

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        if start:
            yield from self.run_children(game, start)
        while not self.until(game):
            yield from self.run_children(game, None)


def loop(id: str, *children: Node, until: Predicate, label: str = "", rule: str | None = None) -> Loop:
    """Declare a :class:`Loop`."""
    return Loop(id, label, rule, "loop", list(children), until=until)


@dataclass(eq=False)
class EachPlayer(Node):
    """Run the children once for each player, in ``game.turn_order()``; that player is active."""

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        order = game.turn_order()
        first = order.index(game.active) if start is not None else 0  # a scenario starts at a player's turn
        for i, player in enumerate(order[first:]):
            game.active = player
            yield from self.run_children(game, start if i == 0 else None)


def each_player(id: str, *children: Node, label: str = "", rule: str | None = None) -> EachPlayer:
    """Declare an :class:`EachPlayer` turn structure."""
    return EachPlayer(id, label, rule, "turns", list(children))


@dataclass(eq=False)
class Leaf(Node):
    """A step, a question to a player, or a secret choice: runs ``do(game)``."""

    do: Callable[[Game], Any] = lambda game: None

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        yield from call(self.do, game)


def step(
    id: str, do: Callable[[Game], Any], label: str = "", rule: str | None = None, when: Predicate | None = None
) -> Leaf:
    """Something the game does without asking anyone."""
    return Leaf(id, label, rule, "step", [], when, do=do)


def ask(
    id: str, do: Callable[[Game], Any], label: str = "", rule: str | None = None, when: Predicate | None = None
) -> Leaf:
    """A step that asks a player one or more questions (``do`` yields Decisions)."""
    return Leaf(id, label, rule, "decision", [], when, do=do)


def secret(
    id: str, do: Callable[[Game], Any], label: str = "", rule: str | None = None, when: Predicate | None = None
) -> Leaf:
    """Every player chooses in secret; the choices are revealed together later."""
    return Leaf(id, label, rule, "secret", [], when, do=do)


@dataclass(eq=False)
class Window(Node):
    """An action window: players in turn order may act or pass; two passes in a row close it."""

    def walk(self, game: Game, start: list[str] | None) -> Walk:
        yield from game.action_window(self)


def window(id: str, label: str = "", rule: str = "actions.window") -> Window:
    """Declare an action :class:`Window`."""
    return Window(id, label, rule, "window")


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
        yield from call(game.triggered, self)


def trigger(id: str, label: str = "", rule: str | None = None, fires_in: tuple[str, ...] = ()) -> Trigger:
    """Declare a :class:`Trigger` point (an interrupt if ``fires_in`` is given)."""
    return Trigger(id, label, rule, "trigger", fires_in=fires_in)


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

    Node attributes: ``kind``, ``label``, ``rule``, ``parent``, ``depth``.
    Edge ``kind``: ``contains`` (parent to child), ``next`` (a child to its
    next sibling), ``repeat`` (the last child of a loop or of a player's turn
    back to the first), ``fires`` (from a node to an interrupt trigger that
    may fire inside it).
    """
    g = nx.DiGraph(root=root.id)
    seen: set[str] = set()

    def add(node: Node, parent: str | None, depth: int) -> None:
        if node.id in seen:
            raise ValueError(f"flow node id '{node.id}' is declared twice")
        seen.add(node.id)
        g.add_node(node.id, kind=node.kind, label=node.label, rule=node.rule, parent=parent, depth=depth)
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
