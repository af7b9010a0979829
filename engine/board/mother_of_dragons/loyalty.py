"""House Targaryen's loyalty tokens and victory points, Pentos, and the Westeros cards of deck IV.

Loyalty tokens reach Westeros only through deck IV; Targaryen takes every token in an area it
controls outside a combat, and seven points (tokens taken, plus Pentos while held) win at once.
rules: mod.targaryen.victory, mod.targaryen.loyalty, mod.targaryen.loyalty-gain,
mod.targaryen.pentos, mod.targaryen.deck-iv and mod.deck-iv.<card> for each card
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from .. import areas, victory
from ..areas import UNIT_NAMES
from ..data import WesterosCardData, components
from ..state import Unit
from ..westeros_ids import WesterosId

if TYPE_CHECKING:
    from ..game import BoardGame

TARGARYEN = "targaryen"
#: Loyalty tokens in the box (rulebook 001, components). rule: mod.targaryen.loyalty
TOKENS = 20
CARDS: dict[str, WesterosCardData] = {c.id: c for c in components().westeros_decks["deck_IV"]}
#: Land areas taken as lying beside a river (Watering the Seed). rule: mod.deck-iv.watering_the_seed
RIVER_AREAS = (
    "winterfell",
    "moat_cailin",
    "greywater_watch",
    "seagard",
    "the_twins",
    "riverrun",
    "the_mountains_of_the_moon",
    "harrenhal",
    "crackclaw_point",
    "three_towers",
    "princes_pass",
    "starfall",
)
LAND_KINDS = ("footman", "knight", "siege_engine")
#: Power Targaryen pays to put back a token another player moved.
CANCEL_COST = {"scattering_dissent": 1, "word_spreads_quickly": 2}


def rule_of(card: str) -> str:
    return f"mod.deck-iv.{card}"


# -- the supply, placing and taking tokens ---------------------------------------------------


def supply_left(game: BoardGame) -> int:
    """Loyalty tokens not on the board (taken ones come back). rule: mod.targaryen.loyalty"""
    return TOKENS - sum(game.state.loyalty.values())


def westeros_land(game: BoardGame) -> list[str]:
    """The land areas of the Westeros board, where loyalty tokens go."""
    return [a for a in game.land_areas if game.map[a].board == "westeros"]


def place(game: BoardGame, area: str, rule: str, by: str = TARGARYEN) -> bool:
    """Put one loyalty token on an area if the supply has one, then take what Targaryen may.
    Returns whether it was placed. rules: mod.targaryen.loyalty, mod.targaryen.loyalty-gain
    """
    s = game.state
    if supply_left(game) <= 0:
        game.record(
            "loyalty-out",
            f"No loyalty token is left for {game.area_name(area)}: all {TOKENS} are on the board",
            "mod.targaryen.loyalty",
            {"area": area},
        )
        return False
    s.loyalty[area] = s.loyalty.get(area, 0) + 1
    who = "" if by == TARGARYEN else f" by {game.name(by)}"
    game.record(
        "loyalty-placed",
        f"A loyalty token is put on {game.area_name(area)}{who} ({s.loyalty[area]} there)",
        rule,
        {"area": area, "house": by, "count": s.loyalty[area]},
    )
    collect(game)
    return True


def collect(game: BoardGame) -> None:
    """Outside a combat, Targaryen takes every loyalty token in a land area it controls: they
    leave the board and its victory track rises by as many; seven points win at once.
    rules: mod.targaryen.loyalty-gain, mod.targaryen.victory
    """
    s = game.state
    if TARGARYEN not in s.holders or s.combat is not None:
        return
    gained = 0
    for area in sorted(s.loyalty):
        n = s.loyalty[area]
        if n and game.map[area].is_land and areas.controller(game, area) == TARGARYEN:
            del s.loyalty[area]
            s.loyalty_won += n
            gained += n
            game.record(
                "loyalty-taken",
                f"{game.name(TARGARYEN)} takes {n} loyalty token(s) in {game.area_name(area)}: "
                f"{victory.points(game, TARGARYEN)} victory point(s)",
                "mod.targaryen.loyalty-gain",
                {"area": area, "count": n, "won": s.loyalty_won},
            )
    for area in [a for a, n in s.loyalty.items() if not n]:
        del s.loyalty[area]
    if gained:
        victory.check(game)


def pentos(game: BoardGame) -> None:
    """Targaryen's Pentos point falls when it loses control of its home area; when it controls
    it again the point returns and so does the garrison. rules: mod.targaryen.pentos,
    mod.targaryen.victory
    """
    s = game.state
    if TARGARYEN not in s.holders:
        return
    home = game.map.homes[TARGARYEN]
    held = areas.controller(game, home) == TARGARYEN
    if s.pentos_held and not held:
        s.pentos_held = False
        game.record(
            "pentos-lost",
            f"{game.name(TARGARYEN)} loses control of {game.area_name(home)}: its point is lost "
            f"({victory.points(game, TARGARYEN)} victory point(s))",
            "mod.targaryen.pentos",
            {"points": victory.points(game, TARGARYEN)},
        )
    elif held and not s.pentos_held:
        s.pentos_held = True
        s.garrisons[home] = game.map[home].garrison or 0
        game.record(
            "pentos-retaken",
            f"{game.name(TARGARYEN)} controls {game.area_name(home)} again: its point returns "
            f"({victory.points(game, TARGARYEN)} victory point(s)) and the garrison of "
            f"{s.garrisons[home]} is back",
            "mod.targaryen.pentos",
            {"points": victory.points(game, TARGARYEN), "garrison": s.garrisons[home]},
        )
        victory.check(game)


def update(game: BoardGame) -> None:
    """After anything that may change who controls an area: Pentos, then loyalty tokens.
    rules: mod.targaryen.pentos, mod.targaryen.loyalty-gain
    """
    pentos(game)
    collect(game)


# -- resolving a deck IV card -------------------------------------------------------------------


def current_card(game: BoardGame) -> WesterosCardData:
    """The deck IV card being resolved: ``state.current`` holds the deck's name with the uid in
    ``state.drawn``, or (set directly) the uid itself (``IV:empty_promises``). rule: mod.targaryen.deck-iv"""
    s = game.state
    return CARDS[WesterosId.parse(s.drawn.get(s.current, s.current)).card]


def resolve(game: BoardGame) -> Walk:
    """Resolve the deck IV card: a loyalty token on each area it lists, then its own text.
    rules: mod.targaryen.deck-iv, mod.targaryen.loyalty, mod.deck-iv.<card>
    """
    card = current_card(game)
    if TARGARYEN not in game.state.holders:
        return
    game.record(
        "deck-iv", f"Deck IV: {card.name}", "mod.targaryen.deck-iv", {"card": card.id, "areas": card.loyalty_areas}
    )
    for area in card.loyalty_areas:
        place(game, area, "mod.targaryen.loyalty")
    yield from EFFECTS[card.id](game, card)


def _player(game: BoardGame) -> str:
    return game.player_of(TARGARYEN)


def _offer(options: list[Option], refused: list[Rejected], o: Option, reason: str, rule: str) -> None:
    """Offer ``o``, or show it refused when there is a reason."""
    if reason:
        refused.append(o.refused(reason, rule))
    else:
        options.append(o)


def _why_not_pay(game: BoardGame, cost: int) -> str:
    """Why Targaryen cannot pay for a placement now ('' if it can)."""
    have = game.state.power[TARGARYEN]
    if have < cost:
        return f"you have {have} power token(s) and this costs {cost}"
    if supply_left(game) <= 0:
        return f"all {TOKENS} loyalty tokens are on the board"
    return ""


def _pay(game: BoardGame, cost: int, what: str, rule: str) -> None:
    """Targaryen discards power tokens to the pool for a card's offer."""
    if not cost:
        return
    game.state.power[TARGARYEN] -= cost
    game.record(
        "power-paid",
        f"{game.name(TARGARYEN)} pays {cost} power token(s) {what}",
        rule,
        {"house": TARGARYEN, "paid": cost},
    )


def _cannot(game: BoardGame, card: WesterosCardData, why: str) -> None:
    """Nothing can be bought from the card: the learner sees why."""
    game.record(
        "loyalty-cannot-pay",
        f"{game.name(TARGARYEN)} cannot use {card.name}'s offer: {why}",
        rule_of(card.id),
        {"card": card.id, "reason": why},
    )


DECLINE = Option("loyalty-decline", "Pay nothing", "the card does no more")
DONE = Option("loyalty-done", "No more loyalty tokens", "the card does no more")


def _pick_areas(
    game: BoardGame,
    card: WesterosCardData,
    candidates: list[str],
    barred: dict[str, str],
    most: int,
    cost: int,
    label: Callable[[str], str],
) -> Walk:
    """Targaryen may pay ``cost`` once to put a loyalty token on each of up to ``most`` different
    areas among ``candidates`` (``barred`` areas are refused with their reason)."""
    rule, placed = rule_of(card.id), []
    while len(placed) < most and supply_left(game) > 0:
        why = _why_not_pay(game, cost) if not placed else ""
        options: list[Option] = []
        refused: list[Rejected] = []
        for area in candidates:
            price = f"Pay {cost} power" if cost else "Free"
            text = label(area) if placed else f"{price}: {label(area)}"
            o = option("loyalty", area, label=text)
            reason = barred.get(area) or ("this card already put a token there" if area in placed else why)
            _offer(options, refused, o, reason, rule)
        if not options:
            if not placed and why:
                _cannot(game, card, why)
            return
        options.append(DONE if placed else DECLINE)
        prompt = f"{game.name(TARGARYEN)}: {card.name}: " + (
            "another loyalty token?" if placed else f"pay {cost} power for loyalty tokens?"
        )
        choice = yield Decision(_player(game), prompt, options, refused, rule)
        if choice.verb != "loyalty":
            if not placed:
                game.record("loyalty-declined", f"{game.name(TARGARYEN)} pays nothing for {card.name}", rule)
            return
        if not placed:
            _pay(game, cost, f"for {card.name}", rule)
        placed.append(str(choice.subject))
        place(game, str(choice.subject), rule)


def _one_of_two(game: BoardGame, card: WesterosCardData) -> Walk:
    """Pay 1 power: a loyalty token on one of the two areas the card names. rules:
    mod.deck-iv.empty_promises, mod.deck-iv.southron_ambitions, mod.deck-iv.strongholds_of_resistance
    """
    yield from _pick_areas(
        game, card, card.optional_areas, {}, 1, 1, lambda a: f"a loyalty token on {game.area_name(a)}"
    )


def _domestic_disputes(game: BoardGame, card: WesterosCardData) -> Walk:
    """Pay 1 power once: a loyalty token on the home area of each of up to four other houses.
    rule: mod.deck-iv.domestic_disputes
    """
    s, homes = game.state, game.map.homes
    others = [h for h in s.tracks["iron_throne"] if h != TARGARYEN and h in homes]
    owner = {homes[h]: h for h in others}
    yield from _pick_areas(
        game,
        card,
        [homes[h] for h in others],
        {},
        4,
        1,
        lambda a: f"a loyalty token on {game.area_name(a)} (home of House {components().houses[owner[a]].name})",
    )


def _watering_the_seed(game: BoardGame, card: WesterosCardData) -> Walk:
    """Pay power equal to Targaryen's victory points once: a loyalty token on each of up to two
    river-side land areas it does not control. rule: mod.deck-iv.watering_the_seed
    """
    cost = victory.points(game, TARGARYEN)
    barred = {
        a: "you control this area; the card names only areas you do not control"
        for a in RIVER_AREAS
        if areas.controller(game, a) == TARGARYEN
    }
    yield from _pick_areas(
        game, card, list(RIVER_AREAS), barred, 2, cost, lambda a: f"a loyalty token on {game.area_name(a)}"
    )


def _rivals(game: BoardGame) -> list[str]:
    """The other players' houses, in turn order."""
    s = game.state
    return [h for h in s.tracks["iron_throne"] if h != TARGARYEN and h in s.holders]


def _ask_to_pay(
    game: BoardGame, card: WesterosCardData, question: str, options: list[Option], refused: list[Rejected], rule: str
) -> Generator[Decision, Option, Option | None]:
    """Targaryen's choice whether to pay for the card: the option taken, or None when it declines
    (and the log says so)."""
    choice = yield Decision(
        _player(game), f"{game.name(TARGARYEN)}: {card.name}: {question}", [*options, DECLINE], refused, rule
    )
    if choice.verb == DECLINE.verb:
        game.record("loyalty-declined", f"{game.name(TARGARYEN)} pays nothing for {card.name}", rule)
        return None
    return choice


def _the_long_plan(game: BoardGame, card: WesterosCardData) -> Walk:
    """Pay 1 power: another player puts a loyalty token on each of two different land areas of
    Westeros. rule: mod.deck-iv.the_long_plan
    """
    rule = rule_of(card.id)
    why = _why_not_pay(game, 1)
    options: list[Option] = []
    refused: list[Rejected] = []
    for house in _rivals(game):
        o = option("rival", house, label=f"Pay 1 power: {game.name(house)} places 2 loyalty tokens")
        _offer(options, refused, o, why, rule)
    if not options:
        _cannot(game, card, why)
        return
    choice = yield from _ask_to_pay(game, card, "pick a player?", options, refused, rule)
    if choice is None:
        return
    rival = str(choice.subject)
    _pay(game, 1, f"for {card.name}: {game.name(rival)} places 2 loyalty tokens", rule)
    chosen: list[str] = []
    while len(chosen) < 2 and supply_left(game) > 0:
        options, refused = [], []
        for area in westeros_land(game):
            o = option("loyalty", area, label=f"A loyalty token on {game.area_name(area)}")
            _offer(options, refused, o, "the two tokens go on different areas" if area in chosen else "", rule)
        pick = yield Decision(
            game.player_of(rival),
            f"{game.name(rival)}: {card.name}: put loyalty token {len(chosen) + 1} of 2 on a land area",
            options,
            refused,
            rule,
        )
        chosen.append(str(pick.subject))
        place(game, str(pick.subject), rule, by=rival)


def _uncontrolled(game: BoardGame) -> list[str]:
    """Westeros land areas nobody controls and no neutral force or garrison holds."""
    s = game.state
    return [
        a
        for a in westeros_land(game)
        if areas.controller(game, a) is None and a not in s.neutral and a not in s.garrisons
    ]


def _playing_with_fire(game: BoardGame, card: WesterosCardData) -> Walk:
    """Pay 1 power: a loyalty token and another player's unit (of its choice) on a land area
    nobody controls. rule: mod.deck-iv.playing_with_fire
    """
    rule = rule_of(card.id)
    rivals = [h for h in _rivals(game) if any(areas.pool(game, h, k) > 0 for k in LAND_KINDS)]
    why = _why_not_pay(game, 1) or ("no other player has a land unit left in its pool" if not rivals else "")
    options: list[Option] = []
    refused: list[Rejected] = []
    for area in _uncontrolled(game):
        o = option("loyalty", area, label=f"Pay 1 power: a loyalty token and a rival's unit on {game.area_name(area)}")
        _offer(options, refused, o, why, rule)
    if not options:
        _cannot(game, card, why or "no land area of Westeros is free of control")
        return
    choice = yield from _ask_to_pay(game, card, "pay 1 power?", options, refused, rule)
    if choice is None:
        return
    area = str(choice.subject)
    _pay(game, 1, f"for {card.name}", rule)
    place(game, area, rule)
    options, refused = [], []
    for house in _rivals(game):
        o = option("rival", house, area, label=f"{game.name(house)} puts a unit on {game.area_name(area)}")
        why = "" if house in rivals else f"{game.name(house)} has no land unit left in its pool"
        _offer(options, refused, o, why, rule)
    pick = yield Decision(
        _player(game), f"{game.name(TARGARYEN)}: {card.name}: whose unit goes there?", options, refused, rule
    )
    rival = str(pick.subject)
    options, refused = [], []
    for kind in LAND_KINDS:
        o = option("place", kind, area, label=f"Put a {UNIT_NAMES[kind]} on {game.area_name(area)}")
        why = "" if areas.pool(game, rival, kind) > 0 else f"no {UNIT_NAMES[kind]} is left in your pool"
        _offer(options, refused, o, why, rule)
    unit = yield Decision(
        game.player_of(rival), f"{game.name(rival)}: {card.name}: which unit of yours?", options, refused, rule
    )
    areas.add_unit(game, area, Unit(rival, str(unit.subject)))
    game.record(
        "unit-placed",
        f"{game.name(rival)} puts a {UNIT_NAMES[str(unit.subject)]} on {game.area_name(area)}",
        rule,
        {"house": rival, "kind": unit.subject, "area": area},
    )


def _fire_made_flesh(game: BoardGame, card: WesterosCardData) -> Walk:
    """Trade a dragon for a dragon strength token, bring a destroyed dragon back to Pentos, or do
    nothing. rule: mod.deck-iv.fire_made_flesh
    """
    s, rule = game.state, rule_of(card.id)
    top = len(components().dragons["strength_token_rounds"])
    home = game.map.homes[TARGARYEN]
    options: list[Option] = []
    refused: list[Rejected] = []
    dragons = sorted(
        a for a, units in s.units.items() if any(u.house == TARGARYEN and u.kind == "dragon" for u in units)
    )
    for area in dragons:
        o = option("sacrifice", area, label=f"Destroy the dragon in {game.area_name(area)}: dragon strength +1")
        why = "no dragon strength token is left on the round track" if s.dragon_strength >= top else ""
        _offer(options, refused, o, why, rule)
    back = option("revive", home, label=f"Put a destroyed dragon back on {game.area_name(home)}")
    _offer(options, refused, back, _why_not_revive(game, home), rule)
    options.append(Option("fire-nothing", "Do nothing", "the dragons stay as they are"))
    choice = yield Decision(
        _player(game), f"{game.name(TARGARYEN)}: {card.name}: what do your dragons do?", options, refused, rule
    )
    if choice.verb == "sacrifice":
        area = str(choice.subject)
        dragon = next(u for u in s.units[area] if u.house == TARGARYEN and u.kind == "dragon")
        areas.remove_units(game, area, [dragon])
        s.dragon_strength += 1
        game.record(
            "dragon-sacrificed",
            f"{game.name(TARGARYEN)} destroys its dragon in {game.area_name(area)}: a strength token leaves the "
            f"round track, every dragon now has strength {s.dragon_strength}",
            rule,
            {"area": area, "strength": s.dragon_strength},
        )
    elif choice.verb == "revive":
        areas.add_unit(game, home, Unit(TARGARYEN, "dragon"))
        game.record(
            "dragon-returned", f"A destroyed dragon of {game.name(TARGARYEN)} returns to {game.area_name(home)}", rule
        )
    else:
        game.record("dragons-unchanged", f"{game.name(TARGARYEN)} leaves its dragons as they are", rule)


def _why_not_revive(game: BoardGame, home: str) -> str:
    """Why no destroyed dragon can come back to Pentos now ('' if one can)."""
    if areas.pool(game, TARGARYEN, "dragon") <= 0:
        return "none of your dragons has been destroyed"
    if areas.controller(game, home) != TARGARYEN:
        return f"you do not control {game.area_name(home)}"
    if not areas.within_supply(game, TARGARYEN, {home: 1}):
        return "your supply does not allow a larger army there"
    return ""


def _movable(game: BoardGame) -> list[tuple[str, str]]:
    """Every (from, to) move of a loyalty token to a neighbouring land area."""
    land = set(game.land_areas)
    return [
        (a, b)
        for a in sorted(game.state.loyalty)
        if game.state.loyalty[a] > 0
        for b in sorted(game.map.neighbours(a))
        if b in land
    ]


def _shift(game: BoardGame, card: WesterosCardData) -> Walk:
    """Each player in turn (reverse turn order for Scattering Dissent) moves one loyalty token to a
    neighbouring land area if one can move; Targaryen may pay to put back each other player's
    move. rules: mod.deck-iv.scattering_dissent, mod.deck-iv.word_spreads_quickly
    """
    s, rule, cost = game.state, rule_of(card.id), CANCEL_COST[card.id]
    order = [h for h in s.tracks["iron_throne"] if h in s.holders]
    if card.id == "scattering_dissent":
        order.reverse()
    for house in order:
        moves = _movable(game)
        if not moves:
            game.record("loyalty-stuck", "No loyalty token on the board can move", rule)
            return
        options = [
            option("shift", a, b, label=f"Move a loyalty token from {game.area_name(a)} to {game.area_name(b)}")
            for a, b in moves
        ]
        choice = yield Decision(
            game.player_of(house), f"{game.name(house)}: {card.name}: move one loyalty token", options, rule=rule
        )
        origin, to = str(choice.subject), str(choice.target)
        _move(game, origin, to, house, rule)
        if house != TARGARYEN and s.power[TARGARYEN] >= cost:
            back = yield Decision(
                _player(game),
                f"{game.name(TARGARYEN)}: {card.name}: put the token back in {game.area_name(origin)}?",
                [
                    Option("shift-cancel", f"Pay {cost} power: put it back", f"from {game.area_name(to)}"),
                    Option("shift-stand", "Let the move stand", ""),
                ],
                rule=rule,
            )
            if back.verb == "shift-cancel":
                _pay(game, cost, f"to put the loyalty token back in {game.area_name(origin)}", rule)
                _move(game, to, origin, TARGARYEN, rule)
        collect(game)


def _move(game: BoardGame, origin: str, to: str, house: str, rule: str) -> None:
    s = game.state
    s.loyalty[origin] -= 1
    if not s.loyalty[origin]:
        del s.loyalty[origin]
    s.loyalty[to] = s.loyalty.get(to, 0) + 1
    game.record(
        "loyalty-moved",
        f"{game.name(house)} moves a loyalty token from {game.area_name(origin)} to {game.area_name(to)}",
        rule,
        {"house": house, "from": origin, "to": to},
    )


EFFECTS: dict[str, Callable[[BoardGame, WesterosCardData], Walk]] = {
    "domestic_disputes": _domestic_disputes,
    "empty_promises": _one_of_two,
    "fire_made_flesh": _fire_made_flesh,
    "playing_with_fire": _playing_with_fire,
    "scattering_dissent": _shift,
    "southron_ambitions": _one_of_two,
    "strongholds_of_resistance": _one_of_two,
    "the_long_plan": _the_long_plan,
    "watering_the_seed": _watering_the_seed,
    "word_spreads_quickly": _shift,
}
