"""Rules catalogues: each game's rules, by id, summarised in our own words (YAML data)."""

from __future__ import annotations

from pathlib import Path

from .protocol import EngineError, Rule
from .yamlfile import read_yaml


def load_catalogue(path: Path) -> dict[str, Rule]:
    """Read a rules catalogue file: a YAML list of rules with id, title, term_pl, section, summary,
    and perhaps a reading and the rules of another game it changes (``changes``, "game:rule-id").
    """
    entries = read_yaml(path.read_text(encoding="utf-8"))
    rules: dict[str, Rule] = {}
    for i, entry in enumerate(entries):
        try:
            rule = Rule(**{**entry, "changes": tuple(entry.get("changes", ()))})
        except TypeError as err:
            raise EngineError(f"{path.name}: entry {i + 1} ({entry.get('id', '?')}): {err}") from None
        if rule.id in rules:
            raise EngineError(f"{path.name}: rule id '{rule.id}' appears twice")
        rules[rule.id] = rule
    return rules
