"""The loan cards' effects, resolved at once when a loan is taken: power, upgrades, strongholds, a
razing, units placed, units destroyed, a look at a Westeros deck. rule: mod.loans.*
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations
from typing import TYPE_CHECKING, Any

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from .. import areas
from ..data import components
from ..state import Unit
from ..westeros_ids import WesterosId
from . import upgrades

if TYPE_CHECKING:
    from ..game import BoardGame

LOANS = {card.id: card for card in components().loan_cards}
MAX_SUPPLY = max(components().supply_limits)
PORT_SHIPS = 3  # a port holds at most three ships (rule: board.ports)


def rule_of(card: str) -> str:
    """The rule of a loan card's effect.

    >>> rule_of("the_faceless_men")
    'mod.loans.the-faceless-men'
    """
    return "mod.loans." + card.replace("_", "-")


def loan_name(card: str) -> str:
    return LOANS[card].name


def unit_name(kind: str) -> str:
    return areas.UNIT_NAMES.get(kind, kind.replace("_", " "))


def effect(game: BoardGame, house: str, card: str) -> Walk:
    """A loan card's effect, read from its data (a razing before the upgrade it allows). rule: mod.loans.*"""
    e: dict[str, Any] = LOANS[card].effect
    rule = rule_of(card)
    if "degrade_castle" in e:
        razed = yield from _raze(game, house, rule)
        if razed:
            yield from _improve_here(game, house, razed, e.get("place_improvement_one_of", []), rule)
    if "castle_to_stronghold" in e:
        yield from _strongholds(game, house, e["castle_to_stronghold"], rule)
    for kind, n in e.get("place_improvement", {}).items():
        yield from _improve(game, house, upgrades.POWER if kind == "power" else upgrades.SUPPLY, n, rule)
    if "gain_power" in e:
        _gain(game, house, e["gain_power"], rule)
    if "supply_track" in e:
        _supply_up(game, house, e["supply_track"], rule)
    if "place_units" in e:
        yield from _place_units(game, house, e["place_units"], rule)
    if "destroy_units_anywhere" in e:
        yield from _faceless(game, house, e["destroy_units_anywhere"], rule)
    if "look_at_westeros_cards" in e:
        yield from _spy(game, house, e["look_at_westeros_cards"], rule)


# -- the effects ------------------------------------------------------------------------------------


def _gain(game: BoardGame, house: str, n: int, rule: str) -> None:
    got = game.gain_power(house, n)
    capped = " (the rest is lost: at most 20 tokens)" if got < n else ""
    game.record("loan-power", f"{game.name(house)} gains {got} power{capped}", rule, {"house": house, "gained": got})


def _supply_up(game: BoardGame, house: str, n: int, rule: str) -> None:
    s = game.state
    before = s.supply[house]
    s.supply[house] = min(MAX_SUPPLY, before + n)
    game.record("supply", f"{game.name(house)}'s supply: {before} → {s.supply[house]}", rule, {"house": house})


def _not_land(game: BoardGame, token: str, rule: str) -> list[Rejected]:
    """Seas and ports refused for an upgrade."""
    return [
        option("upgrade", a.id, token, label=f"{game.area_name(a.id)}").refused("upgrade tokens go on land areas", rule)
        for a in game.map.areas.values()
        if not a.is_land
    ]


def _improve(game: BoardGame, house: str, token: str, n: int, rule: str) -> Walk:
    """``n`` upgrade tokens of one kind, each on a different land area of the player's choice."""
    chosen: list[str] = []
    for i in range(n):
        done = tuple(chosen)
        options = [
            option("upgrade", a, token, label=f"{upgrades.TOKEN_NAMES[token].capitalize()} on {game.area_name(a)}")
            for a in sorted(game.land_areas)
            if a not in done
        ]

        def refused(done: tuple[str, ...] = done) -> list[Rejected]:
            return [
                option("upgrade", a, token, label=game.area_name(a)).refused(
                    "this loan puts its upgrades on different areas", rule
                )
                for a in done
            ] + _not_land(game, token, rule)

        which = f" ({i + 1} of {n})" if n > 1 else ""
        choice = yield Decision(
            game.player_of(house),
            f"{game.name(house)}: choose a land area for {upgrades.TOKEN_NAMES[token]}{which}",
            options,
            refused,
            rule,
        )
        area = str(choice.subject)
        upgrades.place(game, house, area, token, rule)
        chosen.append(area)


def _castle_refusal(game: BoardGame, area: str) -> str:
    """Why an area's castle cannot be upgraded or razed ('' when it can)."""
    now = upgrades.icons(game, area).castle
    if now == "stronghold":
        return "it is a stronghold already, not a castle"
    if now == "none" and game.map[area].castle != "none":
        return "its castle has been razed (a downgrade token lies on it)"
    return "" if now == "castle" else "it has no castle"


def _castle_choice(
    game: BoardGame, verb: str, label: str, rule: str
) -> tuple[list[Option], Callable[[], list[Rejected]]]:
    """Every area holding a castle now, and the fortified areas refused with their reason."""
    fortified = [a for a in game.map.areas if game.map[a].castle != "none" and a not in game.state.blocked]
    options = [
        option(verb, a, label=f"{label} {game.area_name(a)}") for a in sorted(fortified) if not _castle_refusal(game, a)
    ]

    def refused() -> list[Rejected]:
        return [
            option(verb, a, label=f"{label} {game.area_name(a)}").refused(why, rule)
            for a in sorted(fortified)
            if (why := _castle_refusal(game, a))
        ]

    return options, refused


def _strongholds(game: BoardGame, house: str, n: int, rule: str) -> Walk:
    """Master-at-Arms: ``n`` castles (any, anyone's) become strongholds. rule: mod.loans.master-at-arms"""
    for i in range(n):
        options, refused = _castle_choice(game, "stronghold", "Make a stronghold of", rule)
        if not options:
            game.record("loan-nothing", "No castle is left to turn into a stronghold", rule, {"house": house})
            return
        choice = yield Decision(
            game.player_of(house),
            f"{game.name(house)}: choose a castle to become a stronghold ({i + 1} of {n})",
            options,
            refused,
            rule,
        )
        upgrades.place(game, house, str(choice.subject), upgrades.STRONGHOLD, rule)


def _raze(game: BoardGame, house: str, rule: str) -> Walk:
    """Pyromancer: a castle (not a stronghold) is downgraded. Returns its area. rule: mod.loans.pyromancer"""
    options, refused = _castle_choice(game, "raze", "Raze the castle of", rule)
    if not options:
        game.record("loan-nothing", "No castle is left for the Pyromancer", rule, {"house": house})
        return None
    choice = yield Decision(
        game.player_of(house), f"{game.name(house)}: choose a castle for the Pyromancer to raze", options, refused, rule
    )
    area = str(choice.subject)
    upgrades.place(game, house, area, upgrades.RAZED, rule)
    return area


def _improve_here(game: BoardGame, house: str, area: str, kinds: list[str], rule: str) -> Walk:
    """Pyromancer: a power or a supply upgrade where the castle was razed. rule: mod.loans.pyromancer"""
    tokens = [upgrades.POWER if k == "power" else upgrades.SUPPLY for k in kinds]
    options = [
        option("upgrade", area, t, label=f"{upgrades.TOKEN_NAMES[t].capitalize()} on {game.area_name(area)}")
        for t in tokens
    ]
    choice = yield Decision(
        game.player_of(house), f"{game.name(house)}: which upgrade goes on {game.area_name(area)}?", options, rule=rule
    )
    upgrades.place(game, house, area, str(choice.target), rule)


def unit_places(game: BoardGame, house: str, kind: str, rule: str) -> tuple[list[str], list[tuple[str, str]]]:
    """Where a loan may place one unit of a kind: a land area the house controls that holds its
    units (a ship: a sea holding its ships, or a port it controls), within the pool, the port's room
    and the supply limit. Returns the places and the refused ones with their reasons.
    """
    s = game.state
    mine = sorted(a for a, units in s.units.items() if units and units[0].house == house)
    if kind == "ship":
        ports = [a for a, info in game.map.areas.items() if info.is_port and areas.controller(game, a) == house]
        places = sorted({a for a in mine if not game.map[a].is_land} | set(ports))
    else:
        places = [a for a in mine if game.map[a].is_land]
    ok, refused = [], []
    pool = areas.pool(game, house, kind)
    for a in places:
        if pool <= 0:
            why = f"no {unit_name(kind)} is left in your pool"
        elif game.map[a].is_port and len(areas.units_of(game, a)) >= PORT_SHIPS:
            why = "a port holds at most 3 ships"
        elif not areas.within_supply(game, house, {a: 1}):
            why = "one more unit there would break your supply limit"
        else:
            ok.append(a)
            continue
        refused.append((a, why))
    return ok, refused


def _place_units(game: BoardGame, house: str, units: dict[str, int], rule: str) -> Walk:
    """The units a loan brings, one at a time, each where the player chooses. A unit with no legal
    place stays in the pool. rules: mod.loans.full-host, sea-raiders, siege-engineers, vanguard-cavalry
    """
    queue = [kind for kind, n in units.items() for _ in range(n)]
    for i, kind in enumerate(queue):
        ok, bad = unit_places(game, house, kind, rule)
        label = f"Place a {unit_name(kind)} in"
        refused = [option("place", kind, a, label=f"{label} {game.area_name(a)}").refused(why, rule) for a, why in bad]
        if not ok:
            why = "; ".join(sorted({w for _, w in bad})) or f"you hold no area where a {unit_name(kind)} may go"
            game.record(
                "loan-unplaced",
                f"{game.name(house)}'s {unit_name(kind)} cannot be placed ({why})",
                rule,
                {"house": house},
            )
            continue
        refused.append(Option("place-none", "Leave it in the pool").refused("the loan places every unit it can", rule))
        left = len(queue) - i
        choice = yield Decision(
            game.player_of(house),
            f"{game.name(house)}: place a {unit_name(kind)} ({left} unit{'s' if left > 1 else ''} of the loan left)",
            [option("place", kind, a, label=f"{label} {game.area_name(a)}") for a in ok],
            refused,
            rule,
        )
        area = str(choice.target)
        areas.add_unit(game, area, Unit(house, kind))
        game.record(
            "loan-unit",
            f"{game.name(house)} places a {unit_name(kind)} in {game.area_name(area)}",
            rule,
            {"house": house, "area": area, "kind": kind},
        )


def destroy(game: BoardGame, area: str, kind: str, why: str, rule: str) -> None:
    """Destroy one unit of a kind in an area (a standing one first); an order left with no units
    under it leaves the board.
    """
    here = areas.units_of(game, area)
    unit = min((u for u in here if u.kind == kind), key=lambda u: u.routed)
    areas.remove_units(game, area, [unit])
    game.record(
        "destroyed",
        f"{why}: {game.name(unit.house)}'s {unit_name(kind)} in {game.area_name(area)} is destroyed",
        rule,
        {"house": unit.house, "area": area, "kind": kind},
    )
    order = game.state.orders.get(area)
    if order is not None and not areas.units_of(game, area):
        del game.state.orders[area]
        game.record(
            "order-removed",
            f"The order in {game.area_name(area)} has no units left and is removed",
            rule,
            {"area": area},
        )


def _faceless(game: BoardGame, house: str, kinds: dict[str, int], rule: str) -> Walk:
    """The Faceless Men: a knight in one area and a footman in another, of any house or vassal.
    rule: mod.loans.the-faceless-men
    """
    used: list[str] = []
    for kind in ("knight", "footman"):
        for _ in range(kinds.get(kind, 0)):
            places = sorted(a for a, units in game.state.units.items() if any(u.kind == kind for u in units))
            ok = [a for a in places if a not in used]

            def label(a: str, kind: str = kind) -> str:
                return (
                    f"Destroy {game.name(areas.units_of(game, a)[0].house)}'s {unit_name(kind)} in {game.area_name(a)}"
                )

            refused = [
                option("destroy", kind, a, label=label(a)).refused(
                    "the knight and the footman must come from different areas", rule
                )
                for a in places
                if a in used
            ]
            if not ok:
                game.record(
                    "loan-nothing", f"The Faceless Men find no {unit_name(kind)} to kill", rule, {"house": house}
                )
                continue
            refused.append(
                Option("destroy-none", f"Spare every {unit_name(kind)}").refused("the loan kills if it can", rule)
            )
            choice = yield Decision(
                game.player_of(house),
                f"{game.name(house)}: the Faceless Men destroy a {unit_name(kind)} (any house's)",
                [option("destroy", kind, a, label=label(a)) for a in ok],
                refused,
                rule,
            )
            area = str(choice.target)
            destroy(game, area, kind, f"{game.name(house)}'s Faceless Men strike", rule)
            used.append(area)


def _card_name(uid: str) -> str:
    """A Westeros card's name from its copy's uid (any deck, IV too)."""
    wid = WesterosId.parse(uid)
    return next(c.name for c in components().westeros_decks[f"deck_{wid.deck}"] if c.id == wid.card)


def arrangements(n: int) -> dict[str, tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every way to put back ``n`` looked-at cards: (top, bottom) positions, keyed by a stable subject.

    >>> sorted(arrangements(2))
    ['top-bottom12', 'top-bottom21', 'top1-bottom2', 'top12-bottom', 'top2-bottom1', 'top21-bottom']
    """
    out = {}
    cards = range(n)
    for mask in range(2**n):
        top = [c for c in cards if not mask >> c & 1]
        bottom = [c for c in cards if mask >> c & 1]
        for t in permutations(top):
            for b in permutations(bottom):
                key = "top" + "".join(str(c + 1) for c in t) + "-bottom" + "".join(str(c + 1) for c in b)
                out[key] = (t, b)
    return out


def _spy(game: BoardGame, house: str, n: int, rule: str) -> Walk:
    """Spymaster: the top ``n`` cards of one Westeros deck, read in secret, go back: any of them to
    the bottom, the rest on top, each group in an order chosen. rule: mod.loans.spymaster
    """
    s = game.state
    player = game.player_of(house)
    decks = [d for d in s.decks if s.decks[d]]
    refused = [
        option("spy", d, label=f"Westeros deck {d}").refused("the deck has no card left to look at", rule)
        for d in s.decks
        if not s.decks[d]
    ]
    if not decks:
        game.record("loan-nothing", "Every Westeros deck is empty: the Spymaster sees nothing", rule, {"house": house})
        return
    choice = yield Decision(
        player,
        f"{game.name(house)}: the Spymaster looks at the top {n} cards of which Westeros deck?",
        [option("spy", d, label=f"Westeros deck {d}") for d in decks],
        refused,
        rule,
    )
    deck = str(choice.subject)
    seen = s.decks[deck][:n]
    names = [_card_name(uid) for uid in seen]
    ways = arrangements(len(seen))
    numbered = [f"{i + 1}. {nm}" for i, nm in enumerate(names)]
    options = []
    for key, (top, bottom) in ways.items():
        parts = []
        if top:
            parts.append("On top: " + ", then ".join(numbered[c] for c in top))
        if bottom:
            parts.append(("to" if top else "To") + " the bottom: " + ", then ".join(numbered[c] for c in bottom))
        options.append(option("arrange", key, label="; ".join(parts)))
    shown = " and ".join(numbered)
    arranged = yield Decision(
        player,
        f"{game.name(house)}: the top of deck {deck} is {shown}. Put them back:",
        options,
        rule=rule,
        secret=True,
    )
    top, bottom = ways[str(arranged.subject)]
    rest = s.decks[deck][len(seen) :]
    s.decks[deck] = [seen[c] for c in top] + rest + [seen[c] for c in bottom]
    mine = s.westeros_seen.setdefault(house, [])
    mine.extend(uid for uid in seen if uid not in mine)
    game.record(
        "spymaster",
        f"{game.name(house)}'s Spymaster reads the top {len(seen)} cards of Westeros deck {deck} in secret: "
        f"{len(top)} back on top, {len(bottom)} to the bottom",
        rule,
        {"house": house, "deck": deck, "top": len(top), "bottom": len(bottom)},
    )
    game.record(
        "spymaster-seen",
        f"You read {shown}. {arranged.label}",
        rule,
        {"house": house, "deck": deck},
        visible_to=[player],
    )
