"""The engine's structure: no import hidden in a function to dodge an import cycle, no cycle in the
modules' imports, and no module over 600 lines (issue 29).

The checks read the source with :mod:`ast`; they walk the packages of :data:`PACKAGES` and
``engine/__init__.py``.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterable
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parent.parent / "engine"
#: The packages under ``engine/`` whose modules are checked.
PACKAGES = ("core", "cardgame", "agot", "agot2", "shadow_throne", "alliances", "board")
#: Modules that may be imported inside a function, each with the reason; the import's line must say
#: why in a comment too.
LAZY = {"networkx": "start-up speed: only the timing diagram and the flow checks need the graph"}
MAX_LINES = 600


def modules() -> list[Path]:
    """Every checked module: ``engine/__init__.py`` and the packages' modules, sorted."""
    found = [ENGINE / "__init__.py"]
    for package in PACKAGES:
        found += sorted((ENGINE / package).rglob("*.py"))
    return found


def module_name(path: Path) -> str:
    """The dotted name of a module (a package's ``__init__`` is the package)."""
    parts = path.relative_to(ENGINE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_type_checking(node: ast.If) -> bool:
    """``if TYPE_CHECKING:`` or ``if typing.TYPE_CHECKING:``."""
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports(tree: ast.Module) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Each import statement run when the module is imported or its functions are called (imports
    under ``if TYPE_CHECKING:`` are left out), with whether it sits in a function body.
    """
    out: list[tuple[ast.Import | ast.ImportFrom, bool]] = []

    def walk(nodes: Iterable[ast.AST], in_function: bool) -> None:
        for node in nodes:
            if isinstance(node, ast.Import | ast.ImportFrom):
                out.append((node, in_function))
            elif isinstance(node, ast.If) and is_type_checking(node):
                walk(node.orelse, in_function)
            else:
                inside = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                walk(ast.iter_child_nodes(node), inside)

    walk(tree.body, False)
    return out


def imported_modules(node: ast.Import | ast.ImportFrom, path: Path) -> list[str]:
    """The absolute names a statement imports: ``from . import x`` names the submodule ``x`` when
    there is one, else the package."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if not node.level:
        base = node.module or ""
    else:
        package = module_name(path).split(".")
        if path.name != "__init__.py":
            package = package[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join(package + ([node.module] if node.module else []))
    names = [f"{base}.{a.name}" for a in node.names]
    subs = [n for n in names if (ENGINE.parent / (n.replace(".", "/") + ".py")).exists()]
    subs += [n for n in names if (ENGINE.parent / n.replace(".", "/") / "__init__.py").exists()]
    return subs if len(subs) == len(names) else [*subs, base]


def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def where(path: Path, line: int) -> str:
    return f"{path.relative_to(ENGINE.parent)}:{line}"


def test_no_import_inside_a_function():
    """An import inside a function hides a dependency (often one that dodges an import cycle); only
    the lazy imports of :data:`LAZY` are allowed, with a comment on their line saying why.
    """
    found = []
    for path in modules():
        lines = path.read_text(encoding="utf-8").splitlines()
        for node, in_function in imports(parsed(path)):
            if not in_function:
                continue
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            lazy = all(n.split(".")[0] in LAZY for n in names) and "#" in lines[node.lineno - 1]
            if not lazy:
                found.append(f"{where(path, node.lineno)}: {ast.unparse(node)}")
    assert found == [], "imports inside a function body:\n" + "\n".join(found)


def test_the_modules_imports_have_no_cycle():
    """The module-level imports between the checked modules form no cycle (a cycle that happens to
    work breaks when a module's imports are reordered). A submodule's implicit import of its package
    is not counted.
    """
    names = {module_name(p): p for p in modules()}
    edges: dict[str, dict[str, int]] = {n: {} for n in names}
    for name, path in names.items():
        for node, in_function in imports(parsed(path)):
            if in_function:
                continue
            for target in imported_modules(node, path):
                if target in names and target != name:
                    edges[name].setdefault(target, node.lineno)

    state: dict[str, int] = {}  # 1: on the current path, 2: done
    stack: list[str] = []

    def visit(name: str) -> list[str] | None:
        state[name] = 1
        stack.append(name)
        for target in edges[name]:
            if state.get(target) == 1:
                return [*stack[stack.index(target) :], target]
            if target not in state and (cycle := visit(target)):
                return cycle
        stack.pop()
        state[name] = 2
        return None

    for name in sorted(names):
        if name not in state and (cycle := visit(name)):
            steps = [f"{where(names[a], edges[a][b])}: {a} imports {b}" for a, b in itertools.pairwise(cycle)]
            pytest.fail("an import cycle:\n" + "\n".join(steps))


def test_no_module_over_600_lines():
    """A module over 600 lines is split where the rules split (issue 29)."""
    long = [
        f"{where(p, 1)}: {n} lines"
        for p in modules()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    ]
    assert long == [], f"modules over {MAX_LINES} lines:\n" + "\n".join(long)


def test_the_walk_finds_imports_in_functions_and_leaves_out_type_checking():
    """The walk finds an import in a method and in a nested function, and none under TYPE_CHECKING."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .game import Game\n"
        "class A:\n    def f(self):\n        def g():\n            from .x import y\n        import os\n"
    )
    found = [(n.lineno, inside) for n, inside in imports(ast.parse(source))]
    assert found == [(1, False), (7, True), (8, True)]
