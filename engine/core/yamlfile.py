"""YAML data files (catalogues, cards, scenarios, lessons), read with libyaml's safe loader when
it is installed: about ten times faster, which a lesson page's kernel start notices."""

from __future__ import annotations

from typing import Any

import yaml

try:
    from yaml import CSafeLoader as Loader
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader as Loader


def read_yaml(text: str) -> Any:
    """The data of a YAML text, safely (no Python objects); errors are ``yaml.YAMLError``."""
    return yaml.load(text, Loader=Loader)
