"""The Core Set's neutral plots (01001-01026): what each does, in our own words, and its abilities.

A plot's abilities work while it is revealed: its When Revealed ability resolves once, when it is
revealed (:mod:`.when_revealed`); its constant abilities, reactions and actions work for the round it
stays revealed (:mod:`.while_revealed`). This package holds the plots' ``TEXTS``, ``ABILITIES`` and
``NO_TEXT`` together, as a faction module does.
"""

from __future__ import annotations

from engine.cardgame import Ability

from . import when_revealed, while_revealed

#: The Winds of Winter has no ability (its Winter trait is for other cards to read).
WINDS_OF_WINTER = "01025"

TEXTS: dict[str, str] = {**while_revealed.TEXTS, **when_revealed.TEXTS}
ABILITIES: dict[str, tuple[Ability, ...]] = {**while_revealed.ABILITIES, **when_revealed.ABILITIES}
NO_TEXT: tuple[str, ...] = (WINDS_OF_WINTER,)
