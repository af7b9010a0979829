"""The text ids of the Westeros phase: a Westeros card's copy (``I:supply.2``) and a wildling
attack waiting in the round's queue (``wildlings@12``, ``wildlings@6!stark``).

The state, saves, scenarios and records keep these ids as text; these types are the one place
they are built and read apart, the way ``engine.alliances.ring`` does it for councils.
rules: board.westeros.draw, board.wildlings
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.protocol import EngineError

_CARD_ID = re.compile(r"([IV]+):([a-z_]+)(?:\.([2-9]|[1-9][0-9]+))?")
_ATTACK = re.compile(r"wildlings@([0-9]+)(?:!([a-z_]+))?")


@dataclass(frozen=True)
class WesterosId:
    """One copy of a Westeros card: its deck, the card's id, and which copy (1 for the first).
    rule: board.westeros.draw

    >>> WesterosId.parse("I:supply.2")
    WesterosId(deck='I', card='supply', copy=2)
    >>> WesterosId("IV", "empty_promises").text
    'IV:empty_promises'
    """

    deck: str
    card: str
    copy: int = 1

    @property
    def text(self) -> str:
        """The id as the state, saves and records hold it: ``DECK:card``, later copies ``.2``, ``.3``."""
        return f"{self.deck}:{self.card}" + (f".{self.copy}" if self.copy > 1 else "")

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> WesterosId:
        """Read an id back; anything else is an error naming it."""
        m = _CARD_ID.fullmatch(text)
        if m is None:
            raise EngineError(f"'{text}' is not a Westeros card id (DECK:card or DECK:card.N, e.g. 'I:supply.2')")
        return cls(m[1], m[2], int(m[3] or 1))


@dataclass(frozen=True)
class WildlingAttack:
    """A wildling attack in the Westeros queue: its strength, and the house a Preemptive Raid leaves
    out of the bidding. rules: board.wildlings, board.wildlings.preemptive_raid

    >>> WildlingAttack.parse("wildlings@6!stark")
    WildlingAttack(strength=6, left_out='stark')
    >>> WildlingAttack(12).text
    'wildlings@12'
    """

    strength: int
    left_out: str = ""

    @property
    def text(self) -> str:
        """The queue item as the state holds it: ``wildlings@N``, or ``wildlings@N!house``."""
        return f"wildlings@{self.strength}" + (f"!{self.left_out}" if self.left_out else "")

    def __str__(self) -> str:
        return self.text

    @staticmethod
    def is_attack(text: str) -> bool:
        """a queue item is a wildling attack (the others are deck names)"""
        return text.startswith("wildlings@")

    @classmethod
    def parse(cls, text: str) -> WildlingAttack:
        """Read a queue item back; anything else is an error naming it."""
        m = _ATTACK.fullmatch(text)
        if m is None:
            raise EngineError(f"'{text}' is not a wildling attack (wildlings@N or wildlings@N!house)")
        return cls(int(m[1]), m[2] or "")
