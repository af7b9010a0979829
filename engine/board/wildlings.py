"""A wildling attack: secret bids against the threat, then the top wildling card rewards the
highest bidder (Night's Watch victory) or punishes the lowest and then everyone else (defeat).
rules: board.wildlings, board.wildlings.ties, board.wildlings.<card> for each card
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import areas, bidding, muster, ports, supply, tracks
from .areas import UNIT_NAMES
from .data import components
from .housecards import CARDS
from .westeros_ids import WildlingAttack

if TYPE_CHECKING:
    from .game import BoardGame

NAMES = {w.id: w.name for w in components().wildling_cards}


def open_attack(game: BoardGame) -> None:
    """The wildlings attack with the threat's strength (or a Preemptive Raid's 6). rule: board.wildlings"""
    s = game.state
    attack = WildlingAttack.parse(s.current)
    s.attack_threat, s.excluded = attack.strength, ([attack.left_out] if attack.left_out else []) + list(s.vassals)
    s.bidding, s.bids, s.bid_order, s.highest, s.lowest = "wildlings", {}, [], "", ""
    game.record("wildlings", f"The wildlings attack with strength {s.attack_threat}", "board.wildlings")


def reveal(game: BoardGame) -> None:
    """The bids are shown and paid; the Night's Watch wins if they reach the attack's strength.
    rule: board.wildlings
    """
    s = game.state
    bidding.reveal(game)
    total = sum(n or 0 for n in s.bids.values())
    s.won = total >= s.attack_threat
    game.record(
        "wildlings-result",
        f"The houses bid {total} against {s.attack_threat}: "
        + ("the Night's Watch holds" if s.won else "the wildlings break through"),
        "board.wildlings",
        {"won": s.won},
    )
    group = _group(game)
    if len(group) == 1:
        _settle(game, group[0])


def _group(game: BoardGame) -> list[str]:
    s = game.state
    values = [n or 0 for n in s.bids.values()]
    want = max(values) if s.won else min(values)
    return [h for h in s.tracks["iron_throne"] if h in s.bids and (s.bids[h] or 0) == want]


def _settle(game: BoardGame, house: str) -> None:
    s = game.state
    if s.won:
        s.highest = house
    else:
        s.lowest = house


def tie(game: BoardGame) -> bool:
    """the highest (or lowest) bid is shared"""
    s = game.state
    return not (s.highest or s.lowest)


def settle_tie(game: BoardGame) -> Walk:
    """The Iron Throne's holder picks the highest (or lowest) bidder among equals. rule: board.wildlings.ties"""
    s = game.state
    judge = tracks.holder(game, "iron_throne")
    which = "highest" if s.won else "lowest"
    choice = yield Decision(
        game.player_of(judge),
        f"{game.name(judge)}: several houses share the {which} bid: who counts as the {which} bidder?",
        [option("bidder", h, label=f"{game.name(h)} is the {which} bidder") for h in _group(game)],
        rule="board.wildlings.ties",
    )
    _settle(game, str(choice.subject))


def resolve(game: BoardGame) -> Walk:
    """The top wildling card is revealed and resolved. rule: board.wildlings"""
    s = game.state
    card = s.wildlings[0]
    s.wildling_seen = {}
    rule = f"board.wildlings.{card}"
    who = s.highest if s.won else s.lowest
    game.record(
        "wildling-card",
        f"Wildling card: {NAMES[card]}; "
        + (f"{game.name(who)} bid the most" if s.won else f"{game.name(who)} bid the least"),
        rule,
        {"card": card},
    )
    others = [h for h in s.tracks["iron_throne"] if h in s.bids and h != who]
    yield from (_WIN if s.won else _LOSS)[card](game, who, others, rule)


def finish(game: BoardGame) -> None:
    """The card goes to the bottom; the threat falls to 0 after a victory, by 4 after a defeat.
    rule: board.wildlings
    """
    s = game.state
    s.wildlings.append(s.wildlings.pop(0))
    before = s.threat
    s.threat = 0 if s.won else max(0, s.threat - 4)
    game.record("threat", f"The wildling threat goes from {before} to {s.threat}", "board.wildlings")
    s.bidding, s.bids, s.excluded = "", {}, []


# -- what the cards do ------------------------------------------------------------------------------


def _nothing(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    game.record("wildling-effect", "Nothing happens", rule)
    return
    yield


def _destroy(game: BoardGame, house: str, n: int, rule: str, why: str, castle: bool = False) -> Walk:
    """A house destroys ``n`` of its units, one choice at a time. With ``castle``, all ``n`` in one
    castle area of its own holding that many, if it has one; else anywhere."""
    s = game.state
    own = sorted(a for a, units in s.units.items() if units[0].house == house)
    fixed = [a for a in own if game.area_icons(a).has_castle and len(s.units[a]) >= n] if castle else []
    for _ in range(n):
        places = sorted(a for a, units in s.units.items() if units[0].house == house)
        if fixed:
            places = [a for a in places if a in fixed]
        if not places:
            return
        options = areas.destroy_options(game, "lose", places)
        choice = yield Decision(game.player_of(house), f"{game.name(house)}: {why}: destroy a unit", options, rule=rule)
        area, kind = str(choice.target), str(choice.subject)
        if fixed:
            fixed = [area]
        areas.remove_units(game, area, [next(u for u in s.units[area] if u.kind == kind)])
        game.record(
            "wildling-effect", f"{game.name(house)} destroys a {UNIT_NAMES[kind]} in {game.area_name(area)}", rule
        )
    ports.settle_ports(game)


def _raid_win(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    s.queue.insert(0, WildlingAttack(6, who).text)
    game.record(
        "wildling-effect", f"The wildlings attack again at once with strength 6, without {game.name(who)}", rule
    )
    return
    yield


def _raid_loss(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    best = min(tracks.position(game, who, t) for t in tracks.TRACKS)
    options = (
        [Option("lose-units", "Destroy 2 of your units", "")] if who in {u[0].house for u in s.units.values()} else []
    )
    options += [
        option("drop", t, label=f"Drop 2 places on the {tracks.TRACK_NAMES[t]} track")
        for t in tracks.TRACKS
        if tracks.position(game, who, t) == best
    ]
    choice = yield Decision(
        game.player_of(who), f"{game.name(who)}: Preemptive Raid: which do you lose?", options, rule=rule
    )
    if choice.verb == "drop":
        tracks.drop(game, who, str(choice.subject), 2, "Preemptive Raid", rule)
    else:
        yield from _destroy(game, who, 2, rule, "Preemptive Raid")


def _crow_win(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    for _ in range(2):
        places = sorted(a for a, units in s.units.items() if any(u.house == who and u.kind == "footman" for u in units))
        if not places or areas.pool(game, who, "knight") < 1:
            return
        options = [option("upgrade", a, label=f"Turn a footman in {game.area_name(a)} into a knight") for a in places]
        options.append(Option("upgrade-none", "Stop upgrading", ""))
        choice = yield Decision(
            game.player_of(who), f"{game.name(who)}: Crow Killers: upgrade a footman?", options, rule=rule
        )
        if choice.verb != "upgrade":
            return
        unit = next(u for u in s.units[str(choice.subject)] if u.kind == "footman")
        unit.kind = "knight"
        game.record(
            "wildling-effect",
            f"{game.name(who)} turns a footman in {game.area_name(str(choice.subject))} into a knight",
            rule,
        )


def _downgrade(game: BoardGame, house: str, most: int | None, rule: str) -> Walk:
    s = game.state
    done = 0
    while most is None or done < most:
        places = sorted(
            a for a, units in s.units.items() if any(u.house == house and u.kind == "knight" for u in units)
        )
        if not places:
            return
        if most is None:
            area = places[0]
        else:
            choice = yield Decision(
                game.player_of(house),
                f"{game.name(house)}: Crow Killers: replace a knight with a footman",
                [option("downgrade", a, label=f"The knight in {game.area_name(a)}") for a in places],
                rule=rule,
            )
            area = str(choice.subject)
        unit = next(u for u in s.units[area] if u.kind == "knight")
        if areas.pool(game, house, "footman") > 0:
            unit.kind = "footman"
            game.record(
                "wildling-effect", f"{game.name(house)}'s knight in {game.area_name(area)} becomes a footman", rule
            )
        else:
            areas.remove_units(game, area, [unit])
            game.record(
                "wildling-effect",
                f"{game.name(house)}'s knight in {game.area_name(area)} is destroyed: no footman left",
                rule,
            )
        done += 1


def _crow_loss(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    yield from _downgrade(game, who, None, rule)
    for h in others:
        yield from _downgrade(game, h, 2, rule)


def _rattle_win(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    s.supply[who] = min(6, s.supply[who] + 1)
    game.record("wildling-effect", f"{game.name(who)}'s supply rises to {s.supply[who]}", rule)
    return
    yield


def _rattle_loss(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    for h, n in [(who, 2), *((h, 1) for h in others)]:
        s.supply[h] = max(0, s.supply[h] - n)
        game.record("wildling-effect", f"{game.name(h)}'s supply falls to {s.supply[h]}", rule)
    supply.start_reconcile(game)
    while s.reconcile:
        yield from supply.reconcile(game)


def _massing_win(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    s.hands[who] += s.discards[who]
    s.discards[who] = []
    game.record("wildling-effect", f"{game.name(who)} takes back every discarded house card", rule)
    return
    yield


def _discard(game: BoardGame, house: str, cid: str, rule: str) -> None:
    game.state.hands[house].remove(cid)
    game.state.discards[house].append(cid)
    game.record("wildling-effect", f"{game.name(house)} discards {CARDS[cid].name}", rule)


def _massing_loss(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    hand = s.hands[who]
    if len(hand) >= 2:
        top = max(CARDS[c].strength for c in hand)
        strongest = [c for c in hand if CARDS[c].strength == top]
        if len(strongest) < len(hand):
            for cid in strongest:
                _discard(game, who, cid, rule)
    for h in others:
        if len(s.hands[h]) >= 2:
            choice = yield Decision(
                game.player_of(h),
                f"{game.name(h)}: Massing on the Milkwater: discard a house card",
                [option("discard", c, label=f"Discard {CARDS[c].name} ({CARDS[c].strength})") for c in s.hands[h]],
                rule=rule,
            )
            _discard(game, h, str(choice.subject), rule)


def _king_win(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    choice = yield Decision(
        game.player_of(who),
        f"{game.name(who)}: A King Beyond the Wall: go to the top of which track?",
        [option("top", t, label=f"The top of the {tracks.TRACK_NAMES[t]} track") for t in tracks.TRACKS],
        rule=rule,
    )
    tracks.move_to(game, who, str(choice.subject), "top", "A King Beyond the Wall", rule)


def _king_loss(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    for t in tracks.TRACKS:
        tracks.move_to(game, who, t, "bottom", "A King Beyond the Wall", rule)
    for h in others:
        choice = yield Decision(
            game.player_of(h),
            f"{game.name(h)}: A King Beyond the Wall: go to the bottom of which track?",
            [
                option("bottom", t, label=f"The bottom of the {tracks.TRACK_NAMES[t]} track")
                for t in ("fiefdoms", "kings_court")
            ],
            rule=rule,
        )
        tracks.move_to(game, h, str(choice.subject), "bottom", "A King Beyond the Wall", rule)


def _mammoth_win(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    if not s.discards[who]:
        return
    choice = yield Decision(
        game.player_of(who),
        f"{game.name(who)}: Mammoth Riders: take back a discarded house card",
        [option("take-back", c, label=f"Take back {CARDS[c].name}") for c in s.discards[who]],
        rule=rule,
    )
    cid = str(choice.subject)
    s.discards[who].remove(cid)
    s.hands[who].append(cid)
    game.record("wildling-effect", f"{game.name(who)} takes back {CARDS[cid].name}", rule)


def _mammoth_loss(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    yield from _destroy(game, who, 3, rule, "Mammoth Riders")
    for h in others:
        yield from _destroy(game, h, 2, rule, "Mammoth Riders")


def _horde_win(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    places = [a for a in game.castle_areas if areas.controller(game, a) == who and a not in game.state.blocked]
    if not places:
        return
    choice = yield Decision(
        game.player_of(who),
        f"{game.name(who)}: The Horde Descends: muster in which castle area?",
        [option("muster-at", a, label=f"Muster in {game.area_name(a)}") for a in sorted(places)],
        rule=rule,
    )
    muster.begin(game, who, only=str(choice.subject))
    while game.state.muster is not None:
        yield from muster.pick(game)


def _horde_loss(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    yield from _destroy(game, who, 2, rule, "The Horde Descends", castle=True)
    for h in others:
        yield from _destroy(game, h, 1, rule, "The Horde Descends")


def _scout_win(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    back = game.gain_power(who, game.state.bids.get(who) or 0)
    game.record("wildling-effect", f"{game.name(who)} takes back its bid: {back} power", rule)
    return
    yield


def _scout_loss(game: BoardGame, who: str, others: list[str], rule: str) -> Walk:
    s = game.state
    for h, n in [(who, s.power[who]), *((h, min(2, s.power[h])) for h in others)]:
        s.power[h] -= n
        game.record("wildling-effect", f"{game.name(h)} discards {n} power", rule)
    return
    yield


_WIN = {
    "silence_at_the_wall": _nothing,
    "preemptive_raid": _raid_win,
    "crow_killers": _crow_win,
    "rattleshirts_raiders": _rattle_win,
    "massing_on_the_milkwater": _massing_win,
    "a_king_beyond_the_wall": _king_win,
    "mammoth_riders": _mammoth_win,
    "the_horde_descends": _horde_win,
    "skinchanger_scout": _scout_win,
}
_LOSS = {
    **_WIN,
    **{
        "preemptive_raid": _raid_loss,
        "crow_killers": _crow_loss,
        "rattleshirts_raiders": _rattle_loss,
        "massing_on_the_milkwater": _massing_loss,
        "a_king_beyond_the_wall": _king_loss,
        "mammoth_riders": _mammoth_loss,
        "the_horde_descends": _horde_loss,
        "skinchanger_scout": _scout_loss,
    },
}
