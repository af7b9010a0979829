"""The board game in the card games' shape (issue 29): the base game imports nothing of Mother of
Dragons, which fills the hooks :class:`BoardGame` declares; each house card is one record.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import engine.board
from engine.board import BoardGame, MotherOfDragons
from engine.board.data import components
from engine.board.housecards import BASE_CARDS, CARDS, HOUSE_OF, RECORDS, TEXTS, HouseCard

BOARD = Path(engine.board.__file__).parent
EXPANSION = "engine.board.mother_of_dragons"


def _name(path: Path) -> str:
    parts = path.relative_to(BOARD.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(path: Path) -> list[tuple[int, str]]:
    """Every module a file imports (under ``if TYPE_CHECKING:`` too), as absolute names with the
    names imported from it."""
    package = _name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[: len(package) - (node.level - 1)] + ([node.module] if node.module else []))
            out += [(node.lineno, f"{base}.{a.name}") for a in node.names]
    return out


def base_modules() -> list[Path]:
    """The base game's modules: every module of engine/board outside the expansion's package but the
    package's ``__init__`` (which offers both games)."""
    return sorted(
        p
        for p in BOARD.rglob("*.py")
        if "mother_of_dragons" not in p.relative_to(BOARD).parts and p != BOARD / "__init__.py"
    )


def test_the_base_game_imports_nothing_of_the_expansion():
    found = [
        f"{p.relative_to(BOARD)}:{line}: {name}"
        for p in base_modules()
        for line, name in _imported(p)
        if name == EXPANSION or name.startswith(EXPANSION + ".")
    ]
    assert base_modules() and found == []


def test_the_walk_reads_relative_imports():
    path = BOARD / "mother_of_dragons" / "game.py"
    names = {n for _, n in _imported(path)}
    assert "engine.board.game.BoardGame" in names and "engine.board.mother_of_dragons.gifting" in names


def test_every_hook_the_expansion_fills_is_declared_and_documented_on_the_base_game():
    """What MotherOfDragons overrides exists on BoardGame with a docstring (a hook's default does
    nothing or is the base game's rule)."""
    own = {n for n, v in vars(MotherOfDragons).items() if callable(v) or isinstance(v, property)}
    hooks = own & set(vars(BoardGame)) - {"_player_names", "setup_state", "turn_order"}
    assert {"area_icons", "after_control_change", "side_options", "end_of_combat", "victory_points"} <= hooks
    assert all(inspect.getdoc(getattr(BoardGame, h)) for h in hooks)


def test_each_house_card_is_one_record_matching_its_printed_card():
    printed = {c.id for deck in components().house_cards.values() for c in deck}
    assert set(RECORDS) == set(CARDS) == set(HOUSE_OF) == printed
    for cid, record in RECORDS.items():
        assert isinstance(record, HouseCard) and record.id == cid
        assert (record.name, record.strength) == (CARDS[cid].name, CARDS[cid].strength)
        assert bool(record.text) == (cid in TEXTS)
    assert all(RECORDS[c].cancels <= bool(RECORDS[c].immediately) for c in RECORDS)
    assert len(BASE_CARDS) == 42


def test_a_card_with_a_text_uses_a_hook_and_a_plain_card_none():
    hooks = [
        f.name
        for f in HouseCard.__dataclass_fields__.values()
        if f.name not in ("id", "text", "cancels", "opponent_printed_zero", "defense_factor", "no_losses")
    ]
    for cid, r in RECORDS.items():
        uses = any(getattr(r, h) for h in hooks) or r.opponent_printed_zero or r.no_losses or r.defense_factor != 1
        assert uses == bool(r.text), cid
