"""Order tokens: the fifteen every house holds, their kinds, bonuses and stars. rule: board.planning.tokens"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .data import components

KIND_NAMES = {
    "march": "March",
    "defense": "Defense",
    "support": "Support",
    "raid": "Raid",
    "consolidate_power": "Consolidate Power",
    "iron_bank": "Iron Bank",
}
KIND_PL = {
    "march": "Rozkaz Marszu",
    "defense": "Rozkaz Obrony",
    "support": "Rozkaz Wsparcia",
    "raid": "Rozkaz Najazdu",
    "consolidate_power": "Rozkaz Umocnienia Władzy",
    "iron_bank": "Rozkaz Żelaznego Banku",
}
#: Which Westeros ban bars which tokens. rule: board.westeros.bans
BANS = {
    "no_defense_orders": "defense",
    "no_support_orders": "support",
    "no_raid_orders": "raid",
    "no_consolidate_power_orders": "consolidate_power",
    "no_march_plus_one": "march+1",
}
BAN_NAMES = {
    "no_defense_orders": "no Defense orders (Storm of Swords)",
    "no_support_orders": "no Support orders (Web of Lies)",
    "no_raid_orders": "no Raid orders (Sea of Storms)",
    "no_consolidate_power_orders": "no Consolidate Power orders (Feast for Crows)",
    "no_march_plus_one": "no March +1 order (Rains of Autumn)",
}


@dataclass(frozen=True)
class Token:
    """One order token. ``bonus`` is its strength modifier (March, Defense, Support). Mother of
    Dragons adds sea tokens (``sea``) and vassal tokens (``vassal``), two of which are also a second
    kind (``also``: a Raid that may stay as a Support, a Defense that may muster).
    """

    id: str
    kind: str
    bonus: int
    star: bool
    sea: bool = False
    vassal: bool = False
    also: str = ""

    @cached_property
    def label(self) -> str:
        """How the token reads: 'March +1 ★', 'Raid', 'Defense +1', 'Raid / Support +1 (vassal)'.

        >>> TOKENS["march+1"].label, TOKENS["raid"].label, TOKENS["v-raid"].label
        ('March +1 ★', 'Raid', 'Raid / Support +1 (vassal)')
        """
        sign = f" {self.bonus:+d}" if self.kind in ("march", "defense", "support") or self.also == "support" else ""
        name = KIND_NAMES[self.kind]
        if self.also:
            name = f"{name} / {KIND_NAMES.get(self.also, 'Muster')}"
        kind = " (sea)" if self.sea else " (vassal)" if self.vassal else ""
        return f"{name}{sign}{' ★' if self.star else ''}{kind}"

    def acts_as(self, kind: str) -> bool:
        """Whether the token counts as an order of this kind (either of a vassal token's two)."""
        return kind in (self.kind, self.also)


def _tokens() -> dict[str, Token]:
    out: dict[str, Token] = {}
    for t in components().order_tokens["per_house"]:
        bonus = t.strength or 0
        base = {"consolidate_power": "cp"}.get(t.type, t.type) + (f"{bonus:+d}" if t.strength is not None else "")
        for n in range(t.count):
            tid = base + ("*" if t.star and t.type in ("raid", "consolidate_power") else "") + ("b" * n)
            tid = tid.replace("+0", "0").replace("-0", "0")
            out[tid] = Token(tid, t.type, bonus, t.star)
    return out


#: The fifteen tokens of every house, by id.
HOUSE_TOKENS: dict[str, Token] = _tokens()
#: Mother of Dragons: each house's three sea tokens, and the four tokens of a vassal order set.
#: rules: mod.sea-orders, mod.vassals.tokens
SEA_TOKENS = {
    "s-march-1": Token("s-march-1", "march", -1, False, sea=True),
    "s-support0": Token("s-support0", "support", 0, False, sea=True),
    "s-bank": Token("s-bank", "iron_bank", 0, False, sea=True),
}
VASSAL_TOKENS = {
    "v-march0": Token("v-march0", "march", 0, False, vassal=True),
    "v-raid": Token("v-raid", "raid", 1, False, vassal=True, also="support"),
    "v-defense1": Token("v-defense1", "defense", 1, False, vassal=True, also="muster"),
    "v-defense3": Token("v-defense3", "defense", 3, False, vassal=True),
}
#: Every token by id.
TOKENS: dict[str, Token] = {**HOUSE_TOKENS, **SEA_TOKENS, **VASSAL_TOKENS}


def banned(token: Token, bans: list[str]) -> str:
    """The ban of this round that bars the token, or ''. rules: board.westeros.bans, board.pitfalls.bans

    >>> banned(TOKENS["march+1"], ["no_march_plus_one"]), banned(TOKENS["march0"], ["no_march_plus_one"])
    ('no_march_plus_one', '')
    """
    for ban in bans:
        what = BANS[ban]
        if token.acts_as(what) or (what == "march+1" and token.kind == "march" and token.bonus == 1):
            return ban
    return ""
