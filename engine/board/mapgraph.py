"""The map as a networkx graph, one per map variant: every adjacency question goes through it.

``base`` is the 3-6 player board; ``mod`` adds the Mother of Dragons overlays and ``mod_essos``
the Essos board (see ``data/agot-board-map.yaml``). Each node carries its area's kind, castle,
icons and home; an edge is a border. rules: board.terms.areas, board.terms.castles,
board.terms.icons
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import networkx as nx

from engine.core.protocol import EngineError

from .data import MAPS, AreaData, map_data


@dataclass(frozen=True)
class Area:
    """One area as it is printed on the chosen map."""

    id: str
    name: str
    name_pl: str | None
    kind: str  # land, sea or port
    board: str  # westeros or essos
    castle: str  # none, castle or stronghold
    supply: int
    crowns: int
    home: str | None
    garrison: int | None
    port_of: str | None  # a port's land area
    sea: str | None  # a port's sea

    @property
    def is_land(self) -> bool:
        return self.kind == "land"

    @property
    def is_sea(self) -> bool:
        return self.kind == "sea"

    @property
    def is_port(self) -> bool:
        return self.kind == "port"

    @property
    def castle_points(self) -> int:
        """Mustering points: a castle 1, a stronghold 2. rule: board.terms.castles"""
        return {"castle": 1, "stronghold": 2}.get(self.castle, 0)


def _area(a: AreaData, variant: str) -> Area:
    values = a.model_dump()
    if variant == "base" and a.on_base_map:
        values.update(a.on_base_map)
    if variant == "base" and a.sea_on_base_map:
        values["sea"] = a.sea_on_base_map
    return Area(
        a.id,
        a.name,
        a.name_pl,
        a.kind,
        a.board,
        values["castle"],
        values["supply"],
        values["crowns"],
        values.get("home"),
        values.get("garrison") if values.get("home") else None,
        a.port_of,
        values.get("sea"),
    )


class Map:
    """One map variant: its areas and its border graph.

    >>> m = board_map("base")
    >>> len(m.areas), m.graph.number_of_edges()
    (58, 143)
    >>> sorted(m.neighbours("pyke"))
    ['ironmans_bay', 'port_of_pyke']
    """

    def __init__(self, variant: str):
        if variant not in MAPS:
            raise EngineError(f"unknown map '{variant}'; maps are {', '.join(MAPS)}")
        data = map_data()
        self.variant = variant
        self.areas: dict[str, Area] = {a.id: _area(a, variant) for a in data.areas if variant in a.maps}
        groups = ["borders", {"base": "borders_base_only"}.get(variant, "borders_mod")]
        if variant == "mod_essos":
            groups.append("borders_essos")
        self.graph = nx.Graph(variant=variant)
        for a in self.areas.values():
            self.graph.add_node(a.id, kind=a.kind, castle=a.castle, supply=a.supply, crowns=a.crowns, home=a.home)
        for group in groups:
            for a, others in getattr(data, group).items():
                self.graph.add_edges_from((a, b) for b in others)
        self._adj = {a: frozenset(self.graph.adj[a]) for a in self.graph}
        self.port_of_land = {a.port_of: a.id for a in self.areas.values() if a.is_port and a.port_of}
        self.homes = {a.home: a.id for a in self.areas.values() if a.home}

    def __getitem__(self, area: str) -> Area:
        return self.areas[area]

    def neighbours(self, area: str) -> frozenset[str]:
        """The areas that share a border with ``area``. rule: board.terms.areas"""
        return self._adj[area]

    def adjacent(self, a: str, b: str) -> bool:
        return b in self._adj[a]

    def port(self, land: str) -> str | None:
        """The port of a land area, if it has one. rule: board.ports"""
        return self.port_of_land.get(land)

    def castle_areas(self) -> list[str]:
        """The areas with a castle or a stronghold. rule: board.tracks.victory"""
        return [a.id for a in self.areas.values() if a.castle != "none"]


@cache
def board_map(variant: str) -> Map:
    """The map of a variant, built once."""
    return Map(variant)
