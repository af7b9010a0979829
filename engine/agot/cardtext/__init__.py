"""What the learning set's cards do: each card's abilities, declared next to its id, house by house.

The summary a learner reads is the card's ``ability`` in ``data/cards.yaml``; this package is the
engine's reading of it: the words texts are written in (:mod:`.words`), the Stark cards
(:mod:`.stark`), the Lannister cards (:mod:`.lannister`) and the plots (:mod:`.plots`). Gathered
here: every card's abilities (``ABILITIES``) and the tables the rules read (``STAYS_STANDING``,
``ATTACH_ONLY``, ``PLOT_RULES``).
"""

from __future__ import annotations

from engine.cardgame import Ability

from .lannister import LANNISTER, STAYS_STANDING
from .plots import PLOT_RULES, PLOTS
from .stark import ATTACH_ONLY, STARK

__all__ = ["ABILITIES", "ATTACH_ONLY", "PLOT_RULES", "STAYS_STANDING"]

ABILITIES: dict[str, tuple[Ability, ...]] = {**STARK, **LANNISTER, **PLOTS}
