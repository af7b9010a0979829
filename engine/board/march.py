"""Resolving March orders: one unit sent at a time, then the march ends, then perhaps a combat.

The engine asks one move at a time (a unit to an area) and lets a move be taken back; a move taken
back is not offered again in the same march, so no march can go on for ever. When the player
ends the march the whole new position is checked: the supply limit, and the strength needed against
a neutral force. rules: board.action.march, board.action.march.one-combat,
board.action.march.enemy-token, board.action.march.ports, board.action.march.power-token,
board.action.march.routed, board.action.march.transport, board.pitfalls.supply, board.neutral
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from . import areas, combat, ports, victory
from .areas import UNIT_NAMES
from .orders import TOKENS
from .raid import orders_of
from .state import Combat, MarchInProgress

if TYPE_CHECKING:
    from .game import BoardGame


def choose_order(game: BoardGame) -> Walk:
    """Pick which of your March orders to resolve now. rule: board.action.march"""
    s = game.state
    house = game.active
    mine = orders_of(game, house, "march")
    if not mine:
        return
    options = [
        option("march", a, label=f"{TOKENS[s.orders[a].token].label} in {game.area_name(a)}", explain=_units(game, a))
        for a in mine
    ]
    choice = (
        options[0]
        if len(options) == 1
        else (
            yield Decision(
                game.player_of(house), f"{game.name(house)}: resolve a March order", options, rule="board.action.march"
            )
        )
    )
    area = str(choice.subject)
    s.march = MarchInProgress(house, area, s.orders[area].token)


def _units(game: BoardGame, area: str) -> str:
    return areas.describe(areas.units_of(game, area))


def marching(game: BoardGame) -> bool:
    """a March order is being resolved"""
    return game.state.march is not None and not game.state.march.ended


def left_to_send(game: BoardGame) -> Counter[str]:
    """Units still in the march's area that may move (routed units never march)."""
    m = game.state.march
    assert m is not None
    here = Counter(u.kind for u in areas.units_of(game, m.origin) if not u.routed)
    return here - Counter(kind for kind, _ in m.moves)


def hostile(game: BoardGame, house: str, area: str) -> str | None:
    """Who a march into ``area`` would fight: another house's units or garrison ('neutral' for a
    neutral force), or None. rules: board.combat.sides, board.terms.garrison, board.neutral
    """
    s = game.state
    who = areas.occupant(game, area)
    if who and who != house:
        return who
    if area in s.neutral:
        return "neutral"
    if area in s.garrisons and game.map[area].home != house:
        return game.map[area].home
    return None


def reachable(game: BoardGame, house: str, origin: str, kind: str) -> set[str]:
    """The areas a unit of this kind could be sent to from the march's area, or is refused with a
    reason (the areas next to it, and for land units those its ships carry it to)."""
    here = game.map[origin]
    near = set(game.map.neighbours(origin))
    if kind == "dragon":  # rule: mod.dragons.flight
        return near | {a for a in game.land_areas if a != origin}
    if kind == "ship" and here.is_port:
        return {a for a in near if a == here.sea or game.map[a].is_land}
    return near | (areas.transport(game, house, origin) if kind != "ship" and here.is_land else set())


def refuse_move(game: BoardGame, kind: str, dest: str) -> tuple[str, str] | None:
    """Why a unit of this kind may not be sent to ``dest`` now, with the rule, or None if it may.
    rules: board.action.march, board.three-player, board.terms.areas, board.action.march.ports,
    mod.vassals.lord, board.action.march.one-combat
    """
    s, m = game.state, game.state.march
    assert m is not None
    if (kind, dest) in m.taken_back:
        return (
            f"a {UNIT_NAMES[kind]} was taken back from {game.area_name(dest)}: this march may not send one there again",
            "board.action.march",
        )
    if dest in s.blocked:
        return f"that area is blocked in a {len(s.houses)}-player game", "board.three-player"
    why = _terrain(game, kind, dest)
    if why:
        return why
    barred = game.why_not_enter(m.house, dest)
    if barred:
        return barred
    fight = combat_area(game)
    if hostile(game, m.house, dest) and fight and fight != dest:
        return (
            f"this march already attacks {game.area_name(fight)}: only one area of a march may hold an enemy",
            "board.action.march.one-combat",
        )
    return None


def _terrain(game: BoardGame, kind: str, dest: str) -> tuple[str, str] | None:
    """Land units stay on land, ships at sea, and a port takes only its land's ships, three at most.
    rules: board.terms.areas, board.action.march.ports
    """
    m = game.state.march
    assert m is not None
    where = game.map[dest]
    if kind == "ship" and where.is_land:
        return "ships cannot enter land", "board.terms.areas"
    if kind != "ship" and not where.is_land:
        if where.is_port:
            return f"a {UNIT_NAMES[kind]} cannot enter a port", "board.action.march.ports"
        return f"a {UNIT_NAMES[kind]} cannot enter the sea", "board.terms.areas"
    if where.is_port:
        if areas.controller(game, where.port_of or "") != m.house:
            return "ships enter only a port whose land area you control", "board.action.march.ports"
        if len(areas.units_of(game, dest)) + sum(1 for _, d in m.moves if d == dest) >= 3:
            return "a port holds at most 3 ships", "board.action.march.ports"
    return None


def combat_area(game: BoardGame) -> str | None:
    """The one destination of the march that holds an enemy or a neutral force, if any (once per reading)."""
    m = game.state.march
    assert m is not None
    return game.kept("combat area", lambda: next((d for _, d in m.moves if hostile(game, m.house, d)), None))


def move(game: BoardGame) -> Walk:
    """Send one unit, take one back (never to be sent there again in this march), or end the march.
    rules: board.action.march, board.action.march.one-combat, board.action.march.ports,
    board.action.march.transport
    """
    m = game.state.march
    assert m is not None
    with game.reading():  # the march's combat area worked out once for every choice
        options, refused = _choices(game)
    choice = yield Decision(
        game.player_of(m.house),
        f"{game.name(m.house)}: march from {game.area_name(m.origin)}: send units, one at a time",
        options,
        refused,
        "board.action.march",
    )
    if choice.verb == "send":
        m.moves.append((str(choice.subject), str(choice.target)))
        return False
    if choice.verb == "back":
        m.moves.remove((str(choice.subject), str(choice.target)))
        m.taken_back.append((str(choice.subject), str(choice.target)))
        return False
    return True


def _choices(game: BoardGame) -> tuple[list[Option], list[Rejected]]:
    """Every unit that may be sent where, every move that may be taken back, and the end of the march;
    and what is refused, with why."""
    m = game.state.march
    assert m is not None
    options: list[Option] = []
    refused = []
    for kind in sorted(left_to_send(game)):
        for dest in sorted(reachable(game, m.house, m.origin, kind)):
            o = option("send", kind, dest, label=_send_label(game, kind, dest))
            why = refuse_move(game, kind, dest)
            (refused.append(o.refused(*why)) if why else options.append(o))
    for kind, dest in sorted(set(m.moves)):
        options.append(
            option("back", kind, dest, label=f"Take back the {UNIT_NAMES[kind]} sent to {game.area_name(dest)}")
        )
    end = Option("end-march", "End the march", _summary(game))
    why = end_problem(game)
    (refused.append(end.refused(*why)) if why else options.append(end))
    return options, refused


def _send_label(game: BoardGame, kind: str, dest: str) -> str:
    m = game.state.march
    assert m is not None
    foe = hostile(game, m.house, dest)
    how = " by ship" if kind != "ship" and not game.map.adjacent(m.origin, dest) else ""
    if kind == "dragon" and not game.map.adjacent(m.origin, dest):
        how = " in flight"
    what = "" if not foe else (" against the neutral force" if foe == "neutral" else f" to attack {game.short(foe)}")
    return f"Send a {UNIT_NAMES[kind]} to {game.area_name(dest)}{how}{what}"


def _summary(game: BoardGame) -> str:
    m = game.state.march
    assert m is not None
    if not m.moves:
        return "move nothing: the order is removed"
    by_dest = Counter(d for _, d in m.moves)
    return "; ".join(f"{n} to {game.area_name(d)}" for d, n in by_dest.items())


def after_moves(game: BoardGame) -> dict[str, int]:
    """The march's change to each area's unit count (for the supply check)."""
    m = game.state.march
    assert m is not None
    change: Counter[str] = Counter()
    for _, dest in m.moves:
        change[dest] += 1
        change[m.origin] -= 1
    return dict(change)


def end_problem(game: BoardGame) -> tuple[str, str] | None:
    """Why the march may not end as it stands (reason, rule), or None; a march that moves nothing
    may always end, so taking every unit back is a way out. rules: board.pitfalls.supply,
    board.neutral, board.action.march
    """
    m = game.state.march
    assert m is not None
    if m.moves and not areas.within_supply(game, m.house, after_moves(game)):
        return (
            "this march would break your supply limit: send units elsewhere or take some back",
            "board.pitfalls.supply",
        )
    fight = combat_area(game)
    if fight and hostile(game, m.house, fight) == "neutral":
        need = game.state.neutral[fight]
        have = neutral_strength(game, fight)
        if have < need:
            return (
                f"the neutral force in {game.area_name(fight)} is {need}; your march brings only {have}",
                "board.neutral",
            )
    return None


def neutral_strength(game: BoardGame, area: str) -> int:
    """Marching units, the March bonus and the house's own Support orders next to the area.
    rule: board.neutral
    """
    m = game.state.march
    assert m is not None
    castle = game.area_icons(area).has_castle
    sent = [kind for kind, d in m.moves if d == area]
    dragon = game.state.dragon_strength
    total = sum(combat.kind_strength(k, castle, dragon) for k in sent) + TOKENS[m.token].bonus
    for a in combat.support_areas(game, area, m.house):
        total += combat.support_value(game, a, area, castle)
    return total


def may_leave_token(game: BoardGame) -> bool:
    """every unit leaves a land area that is not the house's home, and it has a power token"""
    s, m = game.state, game.state.march
    assert m is not None
    here = game.map[m.origin]
    emptied = len(m.moves) == len(areas.units_of(game, m.origin))
    return (
        bool(m.moves)
        and emptied
        and here.is_land
        and here.home != m.house
        and m.origin not in s.tokens
        and s.power[m.house] >= game.power_token_cost(m.house)
    )


def ask_token(game: BoardGame) -> Walk:
    """Leave a power token in the area the march empties? rule: board.action.march.power-token"""
    m = game.state.march
    assert m is not None
    if m.house in game.state.vassals:  # rule: mod.vassals.power
        m.leave_token = True
        return
    choice = yield Decision(
        game.player_of(m.house),
        f"{game.name(m.house)}: leave a power token in {game.area_name(m.origin)} to keep control of it?",
        [
            Option("leave-token", "Leave a power token", "you keep control of the area with no units there"),
            Option("no-token", "Leave no token", "the area is left uncontrolled"),
        ],
        rule="board.action.march.power-token",
    )
    m.leave_token = choice.verb == "leave-token"


def finish(game: BoardGame) -> None:
    """The march takes effect: the order goes, units move where no enemy is, enemy tokens in
    entered areas go back to the pool, a neutral force beaten leaves the game; an attack becomes
    a combat. rules: board.action.march, board.action.march.enemy-token, board.neutral,
    board.action.march.power-token
    """
    s, m = game.state, game.state.march
    assert m is not None
    m.ended = True
    del s.orders[m.origin]
    fight = combat_area(game)
    foe = hostile(game, m.house, fight) if fight else None
    if not m.moves:
        game.record(
            "march", f"{game.name(m.house)} removes its March order in {game.area_name(m.origin)}", "board.action.march"
        )
    for kind, dest in m.moves:
        if dest == fight and foe != "neutral":
            continue
        unit = next(u for u in areas.units_of(game, m.origin) if u.kind == kind and not u.routed)
        areas.remove_units(game, m.origin, [unit])
        areas.add_unit(game, dest, unit)
    for dest in sorted({d for _, d in m.moves}):
        if dest == fight and foe != "neutral":
            continue
        owner = s.tokens.get(dest)
        if owner and owner != m.house and game.map[dest].is_land:
            del s.tokens[dest]
            game.record(
                "token-removed",
                f"{game.name(owner)}'s power token in {game.area_name(dest)} goes back to the pool",
                "board.action.march.enemy-token",
            )
        game.record(
            "march",
            f"{game.name(m.house)} marches {sum(1 for _, d in m.moves if d == dest)} unit(s) "
            f"into {game.area_name(dest)}",
            "board.action.march",
            {"house": m.house, "from": m.origin, "to": dest},
        )
    if fight and foe == "neutral":
        game.record(
            "neutral-beaten",
            f"The neutral force of {s.neutral.pop(fight)} in {game.area_name(fight)} is overcome and leaves the game",
            "board.neutral",
        )
    if m.leave_token:
        s.tokens[m.origin] = m.house
        s.power[m.house] -= game.power_token_cost(m.house)
        game.record(
            "token-placed",
            f"{game.name(m.house)} leaves a power token in {game.area_name(m.origin)}",
            "board.action.march.power-token",
        )
    if fight and foe and foe != "neutral":
        sent = [kind for kind, d in m.moves if d == fight]
        attackers = []
        for kind in sent:
            unit = next(u for u in areas.units_of(game, m.origin) if u.kind == kind and not u.routed)
            areas.remove_units(game, m.origin, [unit])
            attackers.append(unit)
        s.combat = Combat(fight, m.house, foe, m.origin, TOKENS[m.token].bonus, attackers, token=m.token)
        game.record(
            "combat",
            f"{game.name(m.house)} attacks {game.name(foe)} in {game.area_name(fight)} "
            f"with {areas.describe(attackers)}",
            "board.combat",
            {"area": fight, "attacker": m.house, "defender": foe},
        )
        combat.start(game)
    s.march = None
    for port, n in ports.settle_ports(game).items():
        if areas.controller(game, game.map[port].port_of or "") == m.house:
            s.captured[port] = n
    game.after_control_change()
    victory.check(game)
