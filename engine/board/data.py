"""The board game's facts as data files: the map, the components and the map's label points.

``data/agot-board-map.yaml``, ``data/agot-board-components.yaml`` and
``data/agot-board-positions.yaml`` hold names, numbers, icons and borders only (see
``data/BOARD-README.md`` in the project's shared data). Each is checked by a schema when it is
loaded, so a damaged file fails with one message naming the file and the field. Area and card
ids are kept as the files spell them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.protocol import EngineError
from engine.core.scenario import describe
from engine.core.yamlfile import read_yaml

HERE = Path(__file__).parent / "data"
MAPS = ("base", "mod", "mod_essos")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class AreaData(_Strict):
    """One area as printed (``on_base_map`` holds the base map's own values where they differ)."""

    id: str
    name: str
    name_pl: str | None = None
    kind: Literal["land", "sea", "port"]
    board: Literal["westeros", "essos"]
    castle: Literal["none", "castle", "stronghold"] = "none"
    supply: int = Field(0, ge=0)
    crowns: int = Field(0, ge=0)
    home: str | None = None
    garrison: int | None = None
    neutral_force: dict[str, int] = Field(default_factory=dict)
    blocked_in: list[str] = Field(default_factory=list)
    maps: list[Literal["base", "mod", "mod_essos"]]
    port_of: str | None = None
    sea: str | None = None
    sea_on_base_map: str | None = None
    on_base_map: dict[str, Any] | None = None
    note: str | None = None
    name_pl_note: str | None = None
    printed_loyalty_token: bool = False  # Mother of Dragons
    garrison_returns_when_retaken: bool = False  # Mother of Dragons (Pentos)


class MapData(_Strict):
    maps: dict[str, Any]
    field_notes: dict[str, str]
    areas: list[AreaData]
    borders: dict[str, list[str]]
    borders_base_only: dict[str, list[str]]
    borders_mod: dict[str, list[str]]
    borders_essos: dict[str, list[str]]


class HouseData(_Strict):
    name: str
    home: str
    start_supply: int
    units_available: dict[str, int]
    expansion: str
    notes: list[str] = Field(default_factory=list)


class HouseCardData(_Strict):
    id: str
    name: str
    strength: int = Field(ge=0)
    swords: int = Field(ge=0)
    forts: int = Field(ge=0)
    effect: str | None = None


class WesterosCardData(_Strict):
    id: str
    name: str
    copies: int = 1
    wildling_icon: bool = False
    effect: str | dict[str, Any]
    loyalty_areas: list[str] = Field(default_factory=list)
    optional_areas: list[str] = Field(default_factory=list)


class OrderTokenData(_Strict):
    type: str
    strength: int | None = None
    star: bool = False
    count: int = 1


class SetupData(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)
    map: str | None = None
    houses: list[str] | None = None
    blocked_areas: list[str] = Field(default_factory=list)
    omit_start_units_in: list[str] = Field(default_factory=list)
    neutral_forces: dict[str, int] = Field(default_factory=dict)


class NamedCard(_Strict):
    id: str
    name: str


class LoanCardData(_Strict):
    id: str
    name: str
    name_pl: str | None = None
    effect: dict[str, Any]


class ComponentData(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)
    game: dict[str, Any]
    houses: dict[str, HouseData]
    unit_types: dict[str, dict[str, Any]]
    starting_units: dict[str, Any]
    influence_tracks: dict[str, dict[str, Any]]
    setups: dict[str, SetupData]
    supply_limits: dict[int, list[int]]
    star_order_limits: dict[str, list[int]]
    order_tokens: dict[str, list[OrderTokenData]]
    house_cards: dict[str, list[HouseCardData]]
    westeros_decks: dict[str, list[WesterosCardData]]
    wildling_cards: list[NamedCard]
    iron_bank: dict[str, Any]
    loan_cards: list[LoanCardData]
    dragons: dict[str, Any]


class Point(_Strict):
    x: float
    y: float


class PositionData(_Strict):
    frame: dict[str, Any]
    positions: dict[str, Point]


def _load(name: str, model: type[BaseModel]) -> Any:
    path = HERE / name
    try:
        return model.model_validate(read_yaml(path.read_text(encoding="utf-8")))
    except ValidationError as err:
        raise EngineError(f"{name}: {describe(err)}") from None


@cache
def map_data() -> MapData:
    """The areas and borders of the three maps (checked: see :func:`check`)."""
    data = _load("agot-board-map.yaml", MapData)
    check(data)
    return data


@cache
def components() -> ComponentData:
    """Houses, units, tracks, setups, order tokens, house cards, Westeros and wildling cards."""
    return _load("agot-board-components.yaml", ComponentData)


@cache
def positions() -> PositionData:
    """One label point per area, for drawing the map."""
    return _load("agot-board-positions.yaml", PositionData)


def check(data: MapData) -> None:
    """What the schema cannot say: borders name known areas, ports name their land and sea.

    >>> check(map_data())
    """
    ids = {a.id for a in data.areas}
    for group in ("borders", "borders_base_only", "borders_mod", "borders_essos"):
        for a, others in getattr(data, group).items():
            for b in [a, *others]:
                if b not in ids:
                    raise EngineError(f"agot-board-map.yaml: {group}: unknown area '{b}'")
    for a in data.areas:
        if a.kind == "port" and (a.port_of not in ids or a.sea not in ids):
            raise EngineError(f"agot-board-map.yaml: areas: port '{a.id}' needs a known port_of and sea")
