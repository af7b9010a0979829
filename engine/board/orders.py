"""Order tokens: the fifteen every house holds, their kinds, bonuses and stars. rule: board.planning.tokens"""

from __future__ import annotations

from dataclasses import dataclass

from .data import components

KIND_NAMES = {
    "march": "March",
    "defense": "Defense",
    "support": "Support",
    "raid": "Raid",
    "consolidate_power": "Consolidate Power",
}
KIND_PL = {
    "march": "Rozkaz Marszu",
    "defense": "Rozkaz Obrony",
    "support": "Rozkaz Wsparcia",
    "raid": "Rozkaz Najazdu",
    "consolidate_power": "Rozkaz Umocnienia Władzy",
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
    """One order token. ``bonus`` is its strength modifier (March, Defense, Support)."""

    id: str
    kind: str
    bonus: int
    star: bool

    @property
    def label(self) -> str:
        """How the token reads: 'March +1 ★', 'Raid', 'Defense +1'.

        >>> TOKENS["march+1"].label, TOKENS["raid"].label
        ('March +1 ★', 'Raid')
        """
        sign = f" {self.bonus:+d}" if self.kind in ("march", "defense", "support") else ""
        return f"{KIND_NAMES[self.kind]}{sign}{' ★' if self.star else ''}"


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
TOKENS: dict[str, Token] = _tokens()


def banned(token: Token, bans: list[str]) -> str:
    """The ban of this round that bars the token, or ''. rules: board.westeros.bans, board.pitfalls.bans

    >>> banned(TOKENS["march+1"], ["no_march_plus_one"]), banned(TOKENS["march0"], ["no_march_plus_one"])
    ('no_march_plus_one', '')
    """
    for ban in bans:
        what = BANS[ban]
        if what == token.kind or (what == "march+1" and token.kind == "march" and token.bonus == 1):
            return ban
    return ""
