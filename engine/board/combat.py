"""Combat: support, house cards, the Blade, the result, casualties, retreat and clean-up.

The marching house attacks, the house holding the area (or its garrison) defends. Each step
is a node of the procedure; the combat's progress lives in ``state.combat``. House card texts
are in :mod:`.housecards`. rules: board.combat and the rules below it
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import areas, housecards, ports, tracks, victory
from .areas import UNIT_NAMES
from .armies import destroy, fighting_units
from .housecards import CARDS, opponent
from .orders import TOKENS
from .state import Combat, Unit

if TYPE_CHECKING:
    from .game import BoardGame


def kind_strength(kind: str, attacking_castle: bool, dragon: int = 0) -> int:
    """A unit's combat strength: footman 1, knight 2, ship 1, siege engine 4 attacking (or supporting
    an attack on) a castle area, else 0; a dragon the strength tokens in the dragon pool.
    rules: board.terms.units, mod.dragons.strength

    >>> kind_strength("siege_engine", True), kind_strength("siege_engine", False), kind_strength("knight", False)
    (4, 0, 2)
    """
    if kind == "siege_engine":
        return 4 if attacking_castle else 0
    return {"footman": 1, "knight": 2, "ship": 1, "dragon": dragon}[kind]


def in_combat(game: BoardGame) -> bool:
    """a combat follows the march"""
    return game.state.combat is not None


# -- 1. support -----------------------------------------------------------------------


def support_areas(game: BoardGame, area: str, only: str | None = None) -> list[str]:
    """Areas whose Support order may back a combat in ``area``: adjacent; land units never into a
    sea, a port's ships only into its sea. rule: board.combat.support
    """
    s = game.state
    out = []
    for a in game.map.neighbours(area):
        order = s.orders.get(a)
        if order is None or not TOKENS[order.token].acts_as("support") or (only and order.house != only):
            continue
        here = game.map[a]
        if here.is_land and not game.map[area].is_land:
            continue
        if here.is_port and area != here.sea:
            continue
        if not areas.units_of(game, a):
            continue
        out.append(a)
    return sorted(out, key=lambda a: (game.turn_index(s.orders[a].house), a))


def support_value(game: BoardGame, support_area: str, area: str, castle_attack: bool, c: Combat | None = None) -> int:
    """What one Support order adds: its units' strength and the token's bonus."""
    order = game.state.orders[support_area]
    total = TOKENS[order.token].bonus
    side = c.support.get(support_area) if c is not None else None
    for u in areas.units_of(game, support_area):
        total += unit_value(game, c, u, castle_attack, side)
    return total


def start(game: BoardGame) -> None:
    """The combat's support areas, asked in turn order. rule: board.combat.support"""
    c = game.state.combat
    assert c is not None
    c.to_ask = support_areas(game, c.area)


def ask_support(game: BoardGame) -> Walk:
    """The owner of one Support order next to the combat backs the attacker, the defender or
    nobody (a combatant only itself). rule: board.combat.support
    """
    c = game.state.combat
    assert c is not None
    if not c.to_ask:
        return True
    area = c.to_ask[0]
    house = game.state.orders[area].house
    sides = [h for h in (c.attacker, c.defender) if house not in (c.attacker, c.defender) or h == house]
    options = [option("support", area, h, label=f"Back {game.name(h)} from {game.area_name(area)}") for h in sides]
    options.append(option("support-none", area, label=f"Back nobody from {game.area_name(area)}"))
    refused = [
        option("support", area, h, label=f"Back {game.name(h)} from {game.area_name(area)}").refused(
            "a house in the combat may back only itself", "board.combat.support"
        )
        for h in (c.attacker, c.defender)
        if h not in sides
    ]
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: support in the combat in {game.area_name(c.area)}?",
        options + game.side_options(house),
        refused,
        "board.combat.support",
    )
    if game.take_side_option(house, choice):
        return False
    c.to_ask.pop(0)
    backed = str(choice.target) if choice.verb == "support" else None
    c.support[area] = backed
    game.record(
        "support",
        f"{game.name(house)}'s Support in {game.area_name(area)} backs " + (game.name(backed) if backed else "nobody"),
        "board.combat.support",
        {"area": area, "backs": backed},
    )
    return False


def backers(c: Combat, house: str) -> list[str]:
    return [a for a, h in c.support.items() if h == house]


# -- 2. strength ----------------------------------------------------------------------


def castle_attack(game: BoardGame, c: Combat) -> bool:
    return game.area_icons(c.area).has_castle


def unit_value(game: BoardGame, c: Combat | None, u: Unit, castle_attack: bool, side: str | None = None) -> int:
    """One unit's strength in this combat, fighting or supporting ``side`` (its own house by
    default), card texts included: a siege engine counts only for the attacking side."""
    if u.routed:
        return 0
    attacking = c is not None and (side or u.house) == c.attacker
    value = kind_strength(u.kind, castle_attack and (c is None or attacking), game.state.dragon_strength)
    if c is not None:
        value = housecards.unit_value(game, c, u, value)
    return value


def defense_bonus(game: BoardGame, c: Combat, house: str) -> int:
    """The defender's Defense order in the area (doubled by Catelyn Stark). rule: board.cards.catelyn_stark"""
    order = game.state.orders.get(c.area)
    if house != c.defender or order is None or order.house != house or not TOKENS[order.token].acts_as("defense"):
        return 0
    return TOKENS[order.token].bonus * housecards.defense_factor(c, house)


def parts(game: BoardGame, c: Combat, house: str) -> list[tuple[str, int]]:
    """Each part of a side's strength, named: units, order, supports, garrison, card, Blade.
    rules: board.combat.strength, board.combat.final
    """
    castle = castle_attack(game, c)
    out = [("units", sum(unit_value(game, c, u, castle) for u in fighting_units(game, c, house)))]
    if house == c.attacker:
        out.append(("March order", c.march_bonus))
    else:
        out.append(("Defense order", defense_bonus(game, c, house)))
        if c.area in game.state.garrisons and game.map[c.area].home == house:
            out.append(("garrison", game.state.garrisons[c.area]))
    for a in backers(c, house):
        out.append((f"support from {game.area_name(a)}", support_value(game, a, c.area, castle, c)))
    if c.revealed:
        chosen = c.cards.get(house)
        if chosen:
            out.append((CARDS[chosen].name, housecards.printed(game, c, house)))
        out += housecards.bonuses(game, c, house)
        if c.blade == house:
            out.append(("Valyrian Steel Blade", 1))
    return [(what, n) for what, n in out if n]


def strength(game: BoardGame, c: Combat, house: str) -> int:
    return sum(n for _, n in parts(game, c, house))


# -- 3. house cards -------------------------------------------------------------------


def choose_card(game: BoardGame, house: str) -> Walk:
    """Both sides choose a house card in secret. rules: board.combat.cards, board.combat.no-card"""
    c = game.state.combat
    assert c is not None
    player = game.player_of(house)
    if house not in (c.attacker, c.defender) or house in c.cards:
        return
    game.before_card_choice(house)
    hand = game.state.hands[house]
    if not hand:
        c.cards[house] = None
        game.record("no-card", f"{game.name(house)} has no house card to play", "board.combat.no-card")
        return
    choice = yield Decision(
        player,
        f"{game.name(house)}: choose a house card for the combat in {game.area_name(c.area)}, in secret",
        [housecards.card_option(cid) for cid in hand],
        rule="board.combat.cards",
        secret=True,
    )
    c.cards[house] = str(choice.subject)
    game.record("card-chosen", f"{game.name(house)} chooses a house card", "board.combat.cards", {"house": house})


def combatants(game: BoardGame) -> list[str]:
    """the attacker and the defender, in turn order"""
    c = game.state.combat
    if c is None:
        return []
    return [h for h in game.state.tracks["iron_throne"] if h in (c.attacker, c.defender)]


def reveal(game: BoardGame) -> None:
    """Both cards are turned up together. rule: board.combat.cards"""
    c = game.state.combat
    assert c is not None
    c.revealed = True
    shown = [f"{game.name(h)}: {CARDS[cid].name}" if cid else f"{game.name(h)}: none" for h, cid in c.cards.items()]
    game.record("cards-revealed", "House cards revealed: " + "; ".join(shown), "board.combat.cards", dict(c.cards))


def blade_side(game: BoardGame) -> str | None:
    """The side the Blade may back: its holder's, or a vassal of the holder. rules: board.combat.blade,
    mod.vassals.blade
    """
    c = game.state.combat
    if c is None:
        return None
    holder = tracks.holder(game, "fiefdoms")
    return next((h for h in (c.attacker, c.defender) if game.state.lords.get(h, h) == holder), None)


def may_use_blade(game: BoardGame) -> bool:
    """the Blade's holder (or its vassal) fights and it is unused this round"""
    return not game.state.blade_used and blade_side(game) is not None


def blade(game: BoardGame) -> Walk:
    """The Valyrian Steel Blade: +1, once a round. rules: board.combat.blade, mod.vassals.blade"""
    c = game.state.combat
    assert c is not None
    house = blade_side(game)
    assert house is not None
    me, them = strength(game, c, house), strength(game, c, opponent(c, house))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: use the Valyrian Steel Blade for +1? ({me} against {them} now)",
        [
            Option("blade", "Use the Blade: +1", "once this round"),
            Option("no-blade", "Keep the Blade for later", "it stays ready this round"),
        ],
        rule="board.combat.blade",
    )
    if choice.verb == "blade":
        c.blade, game.state.blade_used = house, True
        game.record("blade", f"{game.name(house)} uses the Valyrian Steel Blade: +1", "board.combat.blade")


# -- 4. the result --------------------------------------------------------------------


def icons(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    """A side's swords and fortifications: its card's, with card texts. rule: board.combat.casualties"""
    cid = c.cards.get(house)
    swords, forts = (CARDS[cid].swords, CARDS[cid].forts) if cid else (0, 0)
    more = housecards.extra_icons(game, c, house)
    return swords + more[0], forts + more[1]


def result(game: BoardGame) -> None:
    """Final strengths; the higher wins, a tie goes to the house higher on Fiefdoms; casualties
    are the winner's swords less the loser's fortifications. rules: board.combat.final,
    board.combat.casualties
    """
    c = game.state.combat
    assert c is not None
    a, d = c.attacker, c.defender
    c.strength = {a: strength(game, c, a), d: strength(game, c, d)}
    if c.strength[a] != c.strength[d]:
        c.winner = a if c.strength[a] > c.strength[d] else d
        how = ""
    else:
        c.winner = a if tracks.above(game, a, d) else d
        how = f" (a tie: {game.name(c.winner)} is higher on the Fiefdoms track)"
    c.loser = opponent(c, c.winner)
    swords, _ = icons(game, c, c.winner)
    _, forts = icons(game, c, c.loser)
    c.casualties = max(0, swords - forts)
    game.record(
        "combat-result",
        f"{game.name(a)} {c.strength[a]}, {game.name(d)} {c.strength[d]}: {game.name(c.winner)} wins{how}",
        "board.combat.final",
        {"winner": c.winner, "strength": dict(c.strength)},
    )


def outcome(game: BoardGame) -> Walk:
    """'If you win / lose' card texts, in turn order. rule: board.combat.win-lose"""
    yield from housecards.on_outcome(game)


def losses_left(game: BoardGame) -> bool:
    """the loser still has casualties to choose"""
    c = game.state.combat
    if c is None or c.loser is None:
        return False
    if housecards.protected(c, c.loser):
        return False
    return c.casualties > 0 and bool(choosable(game, c))


def choosable(game: BoardGame, c: Combat) -> list[Unit]:
    """The loser's units that may be chosen as casualties (not routed, not siege engines)."""
    assert c.loser is not None
    return [u for u in fighting_units(game, c, c.loser) if not u.routed and u.kind != "siege_engine"]


def doomed(game: BoardGame) -> None:
    """The losing army's routed units and siege engines are destroyed first. rules:
    board.combat.casualties, board.siege, board.combat.rout
    """
    c = game.state.combat
    assert c is not None and c.loser is not None
    gone = [u for u in fighting_units(game, c, c.loser) if u.routed or u.kind == "siege_engine"]
    if gone:
        destroy(game, c, c.loser, gone, "routed units and siege engines of a losing army cannot retreat", "board.siege")
    if not housecards.protected(c, c.loser) and c.casualties and not choosable(game, c):
        c.casualties = 0


def casualty(game: BoardGame) -> Walk:
    """The loser destroys one unit of its choice for each casualty. rule: board.combat.casualties"""
    c = game.state.combat
    assert c is not None and c.loser is not None
    units = choosable(game, c)
    kinds = sorted({u.kind for u in units})
    choice = yield Decision(
        game.player_of(c.loser),
        f"{game.name(c.loser)}: destroy a unit ({c.casualties} casualt{'y' if c.casualties == 1 else 'ies'} to take)",
        [option("casualty", k, label=f"Destroy a {UNIT_NAMES[k]}") for k in kinds],
        rule="board.combat.casualties",
    )
    unit = next(u for u in units if u.kind == choice.subject)
    destroy(game, c, c.loser, [unit], "a casualty of the lost combat", "board.combat.casualties")
    c.casualties -= 1
    return c.casualties == 0 or not choosable(game, c)


# -- 5. retreat -----------------------------------------------------------------------


def retreat_needed(game: BoardGame) -> bool:
    """the losing defender has units left to retreat"""
    c = game.state.combat
    return c is not None and c.loser == c.defender and bool(fighting_units(game, c, c.defender))


def retreat_areas(game: BoardGame, c: Combat) -> dict[str, int]:
    """Where the losing defender may retreat, with the units each costs under the supply limit:
    only areas within supply if there are any, else those costing fewest. rule: board.combat.retreat
    """
    house = c.defender
    units = fighting_units(game, c, house)
    ships = units[0].kind == "ship"
    near = set(game.map.neighbours(c.area))
    if not ships:
        near = {a for a in near if game.map[a].is_land} | areas.transport(game, house, c.area)
    cost: dict[str, int] = {}
    for a in near:
        where = game.map[a]
        if a in game.state.blocked or a == c.origin:
            continue
        if ships and where.is_land:
            continue
        if where.is_port and (
            areas.controller(game, where.port_of or "") != house or len(areas.units_of(game, a)) + len(units) > 3
        ):
            continue
        who = areas.occupant(game, a)
        token = game.state.tokens.get(a)
        if (who and who != house) or (token and token != house) or a in game.state.neutral:
            continue
        if a in game.state.garrisons and game.map[a].home != house:
            continue
        cost[a] = _supply_cost(game, house, c.area, a, len(units))
    if not cost:
        return {}
    least = min(cost.values())
    return {a: n for a, n in cost.items() if n == least}


def _supply_cost(game: BoardGame, house: str, frm: str, to: str, n: int) -> int:
    """How many of ``n`` retreating units must be destroyed for the position to fit supply."""
    for lost in range(n + 1):
        if areas.within_supply(game, house, {frm: -n, to: n - lost}):
            return lost
    return n


def retreat(game: BoardGame) -> Walk:
    """The losing defender's units retreat to one area (Robb Stark's winner picks it); with none,
    they are destroyed. rules: board.combat.retreat, board.combat.rout, board.cards.robb_stark
    """
    c = game.state.combat
    assert c is not None
    house = c.defender
    units = fighting_units(game, c, house)
    choices = retreat_areas(game, c)
    if not choices:
        destroy(game, c, house, list(units), "no area to retreat to", "board.combat.retreat")
        return
    chooser = c.retreat_by or house
    options = [
        option(
            "retreat",
            a,
            label=f"Retreat to {game.area_name(a)}" + (f" (lose {n} to supply)" if n else ""),
        )
        for a, n in sorted(choices.items())
    ]
    choice = (
        options[0]
        if len(options) == 1
        else (
            yield Decision(
                game.player_of(chooser),
                f"{game.name(chooser)}: where do {game.name(house)}'s units retreat from {game.area_name(c.area)}?",
                options,
                rule="board.combat.retreat",
            )
        )
    )
    to = str(choice.subject)
    lose = choices[to]
    if lose:
        weakest = sorted(units, key=lambda u: kind_strength(u.kind, False, game.state.dragon_strength))[:lose]
        destroy(game, c, house, weakest, "over the supply limit in the retreat area", "board.combat.retreat")
    moving = fighting_units(game, c, house)
    what = areas.describe(moving)
    areas.remove_units(game, c.area, list(moving))
    for u in moving:
        u.routed = True
        areas.add_unit(game, to, u)
    game.record(
        "retreat",
        f"{game.name(house)} retreats {what} to {game.area_name(to)}; they are routed",
        "board.combat.retreat",
        {"house": house, "to": to},
    )


# -- 6. clean-up ----------------------------------------------------------------------


def cleanup(game: BoardGame) -> None:
    """Cards to the discard piles; the winning attacker moves in (the defender's order, token and
    garrison go), a losing attacker goes back routed; empty hands take their cards back; orders
    left on areas with no units go.
    rules: board.combat.cleanup, board.combat.refresh, board.combat.rout, board.terms.garrison,
    board.combat.empty-side
    """
    s, c = game.state, game.state.combat
    assert c is not None
    for house, cid in c.cards.items():
        if cid and cid in s.hands[house]:
            s.hands[house].remove(cid)
            s.discards[house].append(cid)
    if c.winner == c.attacker:
        if c.area in s.garrisons and game.map[c.area].home == c.defender:
            game.record(
                "garrison-lost",
                f"{game.name(c.defender)}'s garrison in {game.area_name(c.area)} is gone",
                "board.terms.garrison",
            )
            del s.garrisons[c.area]
        order = s.orders.get(c.area)
        if order and order.house == c.defender:
            del s.orders[c.area]
        if c.attackers and not c.stay_out:
            if s.tokens.get(c.area) not in (None, c.attacker):
                del s.tokens[c.area]
            for u in c.attackers:
                areas.add_unit(game, c.area, u)
            game.record(
                "move-in",
                f"{game.name(c.attacker)} takes {game.area_name(c.area)} with {areas.describe(c.attackers)}",
                "board.combat.cleanup",
            )
        else:
            _back_to_origin(game, c, routed=not c.stay_out)
    else:
        _back_to_origin(game, c, routed=True)
    c.attackers = []
    housecards.before_refresh(game)
    for house, cid in c.cards.items():
        if not s.hands[house] and house not in s.vassals:
            housecards.refresh(game, house, keep_out=cid)
    captured = ports.settle_ports(game)
    if c.winner == c.attacker and areas.controller(game, c.area) == c.attacker:
        s.captured.update({p: n for p, n in captured.items() if game.map[p].port_of == c.area})
    for a in [a for a in s.orders if a not in s.units]:
        del s.orders[a]
    victory.check(game)


def _back_to_origin(game: BoardGame, c: Combat, routed: bool) -> None:
    """The attackers go back where they marched from; units that would break the supply limit
    there are lost, the weakest first. rules: board.combat.retreat, board.tracks.supply
    """
    if not c.attackers:
        return
    n = len(c.attackers)
    lose = next((k for k in range(n + 1) if areas.within_supply(game, c.attacker, {c.origin: n - k})), n)
    if lose:
        weakest = sorted(c.attackers, key=lambda u: kind_strength(u.kind, False, game.state.dragon_strength))[:lose]
        for u in weakest:
            c.attackers.remove(u)
        c.killed[c.attacker] = c.killed.get(c.attacker, 0) + lose
        game.record(
            "casualties",
            f"{game.name(c.attacker)} loses {areas.describe(weakest)}: going back to "
            f"{game.area_name(c.origin)} would break its supply limit",
            "board.combat.retreat",
        )
        if not c.attackers:
            return
    for u in c.attackers:
        u.routed = u.routed or routed
        areas.add_unit(game, c.origin, u)
    game.record(
        "retreat" if routed else "stay-out",
        f"{game.name(c.attacker)} takes {areas.describe(c.attackers)} back to {game.area_name(c.origin)}"
        + ("" if routed else " (Arianne Martell: the attackers stay out)"),
        "board.combat.retreat" if routed else "board.cards.arianne_martell",
    )


def after(game: BoardGame) -> Walk:
    """'After combat' card texts, then the combat is over. rule: board.combat.cleanup"""
    yield from housecards.after_combat(game)
    c = game.state.combat
    if c is not None:
        game.end_of_combat(c)
    game.state.combat = None
    game.after_control_change()
