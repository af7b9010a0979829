"""Rules of thumb for the greedy bot and the tutor's hints: take castles you can win, defend your
home and castles when an enemy is next to them, gather power where crowns are, never send units
into a fight you cannot win, lose your weakest units first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import areas, tracks
from .combat import kind_strength, opponent, strength
from .housecards import CARDS
from .march import after_moves, end_problem, hostile, left_to_send, neutral_strength, reachable
from .orders import TOKENS

if TYPE_CHECKING:
    from .game import BoardGame

WORTH = {"footman": 1, "ship": 1.5, "siege_engine": 1.5, "knight": 2.5}


def judge(game: BoardGame, player: str, option: Option) -> tuple[float, str]:
    """A score for one option (higher is better) and the reason, by what the option does. A march
    is judged for the marching house and an order for the house whose units get it, which for a
    vassal is not the house its lord's player holds. rule: mod.vassals.lord
    """
    house = game.holding(player)
    rule = _RULES.get(option.verb)
    return rule(game, house, option) if rule and house else (0.0, "")


def _enemy_next_to(game: BoardGame, house: str, area: str) -> bool:
    return any(areas.occupant(game, a) not in (None, house) for a in game.map.neighbours(area))


def _prize(game: BoardGame, house: str, area: str) -> float:
    """What taking an area is worth: a castle area most, then supply and crowns."""
    a = game.map[area]
    if not a.is_land or area in game.state.blocked or areas.controller(game, area) == house:
        return 0.0
    return 3.0 * (a.castle != "none") + 0.5 * a.supply + 0.5 * a.crowns + 0.3


def _order(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    area, token = str(o.subject), TOKENS[str(o.target)]
    house = areas.occupant(game, area) or house
    here = game.map[area]
    if token.sea and here.is_land:
        return -1.0, "a sea order on land is removed before it resolves"
    star = 0.2 if token.star else 0.0
    if token.kind == "defense":
        mine = here.home == house or here.castle != "none"
        if mine and _enemy_next_to(game, house, area):
            return 3.5 + token.bonus * 0.2, "an enemy stands next to a castle of yours: defend it"
        return 0.1, "nobody threatens this area"
    if token.kind == "march":
        best = max((_prize(game, house, a) for a in game.map.neighbours(area)), default=0.0)
        if here.home == house and _enemy_next_to(game, house, area):
            best -= 2
        return best + token.bonus * 0.3 + star, "march on an area worth taking" if best > 1 else "little to take nearby"
    if token.kind == "consolidate_power":
        gain = 1 + here.crowns if here.is_land else (0.5 if here.is_port else 0)
        return gain + star, f"gathers {gain:g} power here"
    if token.kind == "support":
        friends = sum(1 for a in game.map.neighbours(area) if areas.occupant(game, a) == house)
        return 0.5 * min(friends, 2) + star, "backs your armies next to it"
    if token.kind == "raid":
        return (1.0 if _enemy_next_to(game, house, area) else 0.2) + star, "an enemy order may be raided"
    return 0.0, ""


def _send(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    m = game.state.march
    assert m is not None
    house, kind, dest = m.house, str(o.subject), str(o.target)
    after = dict(after_moves(game))
    after[dest] = after.get(dest, 0) + 1
    after[m.origin] = after.get(m.origin, 0) - 1
    if not areas.within_supply(game, house, after):
        return -3.0, "this would break your supply limit"
    foe = hostile(game, house, dest)
    if foe == "neutral":
        castle = game.map[dest].castle != "none"
        could = neutral_strength(game, dest) + sum(
            kind_strength(k, castle) * n
            for k, n in left_to_send(game).items()
            if dest in reachable(game, house, m.origin, k)
        )
        if could < game.state.neutral[dest]:
            return -2.0, "the neutral force is too strong for this march"
        return 1.0 + _prize(game, house, dest), "strong enough to beat the neutral force"
    if foe:
        mine = sum(kind_strength(k, game.map[dest].castle != "none") for k, d in m.moves if d == dest)
        mine += kind_strength(kind, game.map[dest].castle != "none") + TOKENS[m.token].bonus
        theirs = _defence(game, dest, foe)
        if mine > theirs:
            return 1.0 + _prize(game, house, dest), "strong enough to win there"
        return (0.6 if mine + 3 > theirs else -2.0), "not yet strong enough to win there"
    if game.map[m.origin].home == house and _enemy_next_to(game, house, m.origin) and len(m.moves) >= 1:
        return -1.0, "keep your home defended"
    return _prize(game, house, dest) * 0.6 - 0.2, "takes an area" if _prize(game, house, dest) else "moves"


def _defence(game: BoardGame, area: str, foe: str) -> int:
    s = game.state
    if foe == "neutral":
        return s.neutral[area] - 1
    units = sum(kind_strength(u.kind, False) for u in areas.units_of(game, area) if not u.routed)
    order = s.orders.get(area)
    bonus = TOKENS[order.token].bonus if order and TOKENS[order.token].kind == "defense" else 0
    return units + bonus + s.garrisons.get(area, 0) + 2


def _end_march(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    m = game.state.march
    return (0.5 if m and m.moves else 0.1), "end the march here"


def _back(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    """Take a unit back only when the march cannot end as it stands, and first the one whose
    return lets it end. rules: board.action.march, board.pitfalls.supply
    """
    if end_problem(game) is None:
        return -1.0, "take it back"
    if _ends_without(game, (str(o.subject), str(o.target))):
        return 0.8, "without it the march can end"
    return -0.5, "the march still could not end"


def _ends_without(game: BoardGame, sent: tuple[str, str]) -> bool:
    """Whether the march could end with this one move taken back (the moves are put back after)."""
    m = game.state.march
    assert m is not None
    moves = m.moves
    m.moves = list(moves)
    m.moves.remove(sent)
    try:
        return end_problem(game) is None
    finally:
        m.moves = moves


def _support(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    if o.target == house:
        return 3.0, "back yourself"
    leader = max(game.state.houses, key=lambda h: areas.castles(game, h))
    c = game.state.combat
    if c and o.target is not None and leader in (c.attacker, c.defender) and o.target != leader:
        return 1.0, "back the side fighting the leader"
    return (0.5, "stay out of it") if o.verb == "support-none" else (0.2, "")


def _card(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    c = CARDS[str(o.subject)]
    return c.strength + 0.3 * c.swords + 0.2 * c.forts, f"strength {c.strength}"


def _blade(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    c = game.state.combat
    assert c is not None
    me, them = strength(game, c, house), strength(game, c, opponent(c, house))
    turns = me <= them < me + 1 or (me == them and not tracks.above(game, house, opponent(c, house)))
    if o.verb == "blade":
        return (2.0, "the Blade turns this combat") if turns else (-1.0, "it changes nothing here")
    return 0.0, "keep the Blade"


def _casualty(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    kind = str(o.subject)
    return 3 - WORTH.get(kind, 1), "lose the weakest unit"


def _bid(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    s, n = game.state, o.amount or 0
    if s.bidding == "wildlings":
        share = -(-s.attack_threat // max(1, len(s.houses)))
        return -abs(n - share), "pay your share against the wildlings"
    target = s.power[house] // 3
    return -abs(n - target), "keep power for the other tracks"


def _muster(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    return WORTH.get(str(o.subject), 1.0), "a new unit"


def _raid(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    if not o.targets:
        return 0.0, "raid nothing"
    kind = TOKENS[game.state.orders[str(o.target)].token].kind
    return {"consolidate_power": 3.0, "defense": 2.5, "support": 2.0, "raid": 1.0}.get(kind, 0.5), f"remove a {kind}"


def _reduce(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    return 3 - WORTH.get(str(o.subject), 1), "lose the weakest unit"


def _rank(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    return (1.0, "yourself first") if o.subject == house else (0.0, "")


def _token(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    m = game.state.march
    worth = m is not None and (game.map[m.origin].castle != "none" or game.map[m.origin].crowns > 0)
    if o.verb == "leave-token":
        return (1.0, "keep a valuable area") if worth else (0.0, "")
    return 0.5, "keep the token"


_RULES = {
    "order": _order,
    "send": _send,
    "back": _back,
    "end-march": _end_march,
    "support": _support,
    "support-none": _support,
    "card": _card,
    "blade": _blade,
    "no-blade": _blade,
    "casualty": _casualty,
    "lose": _casualty,
    "bid": _bid,
    "muster": _muster,
    "upgrade": lambda g, h, o: (1.2, "a stronger unit"),
    "muster-done": lambda g, h, o: (0.0, "stop mustering"),
    "raid": _raid,
    "reduce": _reduce,
    "rank": _rank,
    "bidder": lambda g, h, o: (1.0, "the reward is yours") if (o.subject == h) == g.state.won else (0.0, ""),
    "leave-token": _token,
    "no-token": _token,
    "consolidate": lambda g, h, o: (1.0, "gather power"),
    # Mother of Dragons
    "vassal": lambda g, h, o: (1.0, "a vassal's armies back your plans"),
    "gift": lambda g, h, o: (-2.0, "keep your power tokens"),
    "keep-support": lambda g, h, o: (0.3, "keep it to back a combat"),
    "bank": lambda g, h, o: (0.5, "a loan"),
}
