"""Rules of thumb for the greedy bot and the tutor's hints: take castles you can win, defend your
home and castles when an enemy is next to them, gather power where crowns are, never send units
into a fight you cannot win, lose your weakest units first.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import areas, tracks
from .combat import kind_strength, opponent, strength
from .data import components
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


#: What a place on each track is worth: the top place holds the track's dominance token.
TOP_WORTH = {"iron_throne": 3.0, "fiefdoms": 2.5, "kings_court": 1.0}
#: What each place below the top is worth per house below you (turn order, combat ties).
BELOW_WORTH = {"iron_throne": 0.3, "fiefdoms": 0.4, "kings_court": 0.0}
#: What power tokens kept are worth: they bid for the tracks left, the wildlings and the next Clash,
#: and the last few are worth the most (``KEEP_WORTH * ln(1 + tokens)``).
KEEP_WORTH = 2.7
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def _bid(game: BoardGame, house: str, o: Option) -> tuple[float, str]:
    """A bid weighed by what it gains against the power it spends. rules: board.bidding,
    board.bidding.ties, board.wildlings
    """
    n = o.amount or 0
    if game.state.bidding == "wildlings":
        return _wildling_bid(game, house, n)
    return _track_bid(game, house, n)


def _kept(tokens: int) -> float:
    """What holding ``tokens`` power tokens is worth."""
    return KEEP_WORTH * math.log1p(tokens)


def _rival_bids(game: BoardGame, house: str, more: int = 0) -> dict[str, int]:
    """What each other house may bid, all that anyone can see being their power: an even share of
    it over the tracks still to bid for (``more``: one more than that, within what they hold).
    Vassals bid 0 and Targaryen always ends last. rules: board.bidding, mod.vassals.bids,
    mod.targaryen.bids
    """
    s = game.state
    left = max(1, len(s.clash))
    others = [h for h in s.tracks["iron_throne"] if h != house and h not in s.vassals and h != "targaryen"]
    return {h: min(s.power[h], s.power[h] // left + more) for h in others}


def _place_for(game: BoardGame, house: str, n: int, rivals: dict[str, int]) -> int:
    """The place a bid of ``n`` would take against those bids; equal bids go to the Iron Throne's
    holder's side (its holder ranks itself first). rule: board.bidding.ties
    """
    holds = tracks.holder(game, "iron_throne") == house
    above = sum(1 for b in rivals.values() if b > n or (b == n and not holds))
    return 1 + above


def _place_worth(game: BoardGame, track: str, place: int, houses: int) -> float:
    """What a place on a track gives: the top its token; King's Court its star orders; the others
    their place in turn order and combat ties. rules: board.tracks.influence, board.planning.stars
    """
    worth = (TOP_WORTH[track] if place == 1 else 0.0) + BELOW_WORTH[track] * (houses - place)
    if track == "kings_court":
        worth += 0.8 * _stars_at(game, place)
    return worth


def _track_bid(game: BoardGame, house: str, n: int) -> tuple[float, str]:
    """Bid for an influence track: the place the bid would take if the others bid an even share of
    their power over the tracks left, or one more each (the mean of the two is its worth), against
    the worth of the tokens it spends."""
    s, track = game.state, game.state.bidding
    keeps = s.power[house] - n
    spent = _kept(s.power[house]) - _kept(keeps)
    if house == "targaryen":
        return -spent, f"bid {n}: Targaryen stays last and hands its bid out; leaves you {keeps} power"
    rivals, more = _rival_bids(game, house), _rival_bids(game, house, 1)
    place, worse = _place_for(game, house, n, rivals), _place_for(game, house, n, more)
    houses = len(rivals) + 1
    worth = (_place_worth(game, track, place, houses) + _place_worth(game, track, worse, houses)) / 2
    guess = ", ".join(f"{game.name(h)} {b}" for h, b in rivals.items())
    risk = f", {_ordinal(worse)} if each bids one more" if worse != place else ""
    return worth - spent, (
        f"bid {n}: takes {_ordinal(place)} on the {tracks.TRACK_NAMES[track]} track{_track_prize(game, track, place)}"
        f"{risk}, leaves you {keeps} power (the others' share of their power: {guess})"
    )


def _ordinal(place: int) -> str:
    return ORDINALS.get(place, f"{place}th")


def _track_prize(game: BoardGame, track: str, place: int) -> str:
    """What a place brings besides its rank: the dominance token, King's Court's star orders."""
    token = f" and {tracks.TOKEN_NAMES[track]}" if place == 1 else ""
    return token + (f" ({_stars_at(game, place)} star orders)" if track == "kings_court" else "")


def _stars_at(game: BoardGame, place: int) -> int:
    """Star orders allowed at a King's Court place. rule: board.planning.stars"""
    row = components().star_order_limits
    stars = row["up_to_4_houses"] if len(game.state.houses) <= 4 else row["from_5_houses"]
    return stars[place - 1] if place <= len(stars) else 0


def _wildling_bid(game: BoardGame, house: str, n: int) -> tuple[float, str]:
    """Against the wildlings: pay your share of their strength, no more than you hold.
    rule: board.wildlings
    """
    s = game.state
    bidders = [h for h in s.tracks["iron_throne"] if h not in s.excluded and h not in s.vassals]
    share = min(s.power[house], -(-s.attack_threat // max(1, len(bidders))))
    side = "your share" if n == share else ("above your share" if n > share else "below your share")
    return -abs(n - share), (
        f"bid {n}: {side} of {share} (the wildlings attack with {s.attack_threat}, {len(bidders)} houses bid), "
        f"leaves you {s.power[house] - n} power"
    )


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
