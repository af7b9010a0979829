"""The Planning phase: orders placed in secret, revealed together, then the Messenger Raven.

rules: board.planning, board.planning.assign, board.planning.stars, board.planning.reveal,
board.planning.raven
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from . import tracks
from .mapgraph import board_map
from .orders import BAN_NAMES, TOKENS, Token, banned
from .state import Order

if TYPE_CHECKING:
    from .game import BoardGame


def start(game: BoardGame) -> None:
    """A new Planning phase: no orders on the board, the Raven ready. rule: board.planning"""
    s = game.state
    game.after_control_change()  # after the Westeros phase's last card
    s.orders, s.revealed, s.placed = {}, False, {h: 0 for h in s.houses}


def to_order(game: BoardGame, house: str) -> list[str]:
    """The areas with the house's units and no order yet. rule: board.planning.assign"""
    s = game.state
    return [a for a, units in s.units.items() if units[0].house == house and a not in s.orders]


def unused(game: BoardGame, house: str) -> list[Token]:
    """The house's tokens not on the board, one of each kind (two alike are the same choice)."""
    s = game.state
    placed = {o.token for o in s.orders.values() if o.house == house}
    out: dict[tuple[str, int, bool, bool], Token] = {}
    for t in game.house_tokens():
        if t.id not in placed:
            out.setdefault((t.kind, t.bonus, t.star, t.sea), t)
    return list(out.values())


def stars_used(game: BoardGame, house: str) -> int:
    return sum(1 for o in game.state.orders.values() if o.house == house and TOKENS[o.token].star)


def why_not(game: BoardGame, house: str, token: Token, swapping: str | None = None) -> tuple[str, str] | None:
    """Why a token may not be placed now (reason, rule), or None. rules: board.planning.stars,
    board.westeros.bans
    """
    ban = banned(token, game.state.bans)
    if ban:
        return f"this round {BAN_NAMES[ban]} may be placed", "board.westeros.bans"
    if token.star:
        allowed = tracks.stars(game, house)
        used = stars_used(game, house)
        if swapping and TOKENS[game.state.orders[swapping].token].star:
            used -= 1
        if used >= allowed:
            place = tracks.position(game, house, "kings_court")
            return (
                f"you have no more star orders at your King's Court position ({place}: {allowed} allowed)",
                "board.planning.stars",
            )
    return None


def legal(game: BoardGame, house: str) -> list[Token]:
    """The tokens the house may place now: those :func:`why_not` allows, the stars counted once."""
    stars_left = tracks.stars(game, house) > stars_used(game, house)
    bans = game.state.bans
    return [t for t in unused(game, house) if not banned(t, bans) and (stars_left or not t.star)]


def place(game: BoardGame, house: str) -> Walk:
    """Place one order face down on an area with your units; done when every such area has one
    or no token may be placed any more. rules: board.planning.assign, board.planning.stars
    """
    player = game.player_of(house)
    areas, tokens = to_order(game, house), legal(game, house)
    if not areas or not tokens:
        return True
    options = [order_option(game.state.variant, a, t.id) for a in areas for t in tokens]
    choice = yield Decision(
        player,
        f"{game.name(house)}: place an order face down ({len(areas)} area(s) still without one)",
        options + game.side_options(house),
        lambda: _refused(game, house, areas),
        "board.planning.assign",
        secret=True,
    )
    if game.take_side_option(house, choice):
        return False
    area, token = str(choice.subject), str(choice.target)
    game.state.orders[area] = Order(house, token)
    game.state.placed[house] = game.state.placed.get(house, 0) + 1
    game.record(
        "order-placed",
        f"{game.name(house)} places an order on {game.area_name(area)}",
        "board.planning.assign",
        {"house": house, "area": area},
    )
    game.record(
        "order-chosen",
        f"(only you see this) {TOKENS[token].label} on {game.area_name(area)}",
        "board.planning.assign",
        {"house": house, "area": area, "token": token},
        visible_to=[player],
    )
    return False


@cache
def order_option(variant: str, area: str, token: str) -> Option:
    """The option of placing a token on an area of the variant's map: the same every time, so built once."""
    t = TOKENS[token]
    return option("order", area, t.id, label=f"{t.label} on {board_map(variant)[area].name}", explain=_explain(t))


def _explain(t: Token) -> str:
    return {
        "march": "move units out of this area in the Action phase",
        "defense": f"{t.bonus:+d} to your strength when this area is attacked",
        "support": f"back a combat next to this area with these units ({t.bonus:+d})",
        "raid": "remove an adjacent enemy order" + (" (even a Defense order)" if t.star else ""),
        "consolidate_power": "gain power tokens" + (" or muster here" if t.star else ""),
        "iron_bank": "take a loan from the Iron Bank in the Consolidate Power step",
    }[t.kind] + (" (sea order: only at sea or in a port; removed from land before the Action phase)" if t.sea else "")


def _refused(game: BoardGame, house: str, areas: list[str]) -> list[Rejected]:
    out = []
    for t in unused(game, house):
        why = why_not(game, house, t)
        if why:
            out += [option("order", a, t.id, label=f"{t.label} on {game.area_name(a)}").refused(*why) for a in areas]
    for a in game.map.areas:
        if a not in game.state.units and a not in game.state.orders:
            out.append(
                Rejected(
                    f"an order on {game.area_name(a)}",
                    "orders go only on areas that hold your units",
                    "board.planning.assign",
                    verb="order",
                    subject=a,
                )
            )
    return out


def reveal(game: BoardGame) -> None:
    """Every order is turned face up at once. rule: board.planning.reveal"""
    s = game.state
    s.revealed = True
    for house in s.tracks["iron_throne"]:
        mine = [f"{TOKENS[o.token].label} on {game.area_name(a)}" for a, o in s.orders.items() if o.house == house]
        game.record(
            "orders-revealed",
            f"{game.name(house)}: {'; '.join(mine) or 'no orders'}",
            "board.planning.reveal",
            {"house": house},
        )


def raven_can_act(game: BoardGame) -> bool:
    """the Raven's holder has not used it this round"""
    return not game.state.raven_used


def raven(game: BoardGame) -> Walk:
    """The Messenger Raven: once, swap one of your orders for an unused one, or look at the top
    wildling card and keep it there or move it to the bottom. rules: board.planning.raven,
    board.pitfalls.bans, board.pitfalls.stars
    """
    s = game.state
    house = tracks.holder(game, "kings_court")
    player = game.player_of(house)
    options = [Option("raven-pass", "Keep the Raven", "do nothing with the Messenger Raven this round")]
    options.append(Option("raven-look", "Look at the top wildling card", "then keep it on top or move it down"))
    refused = []
    for area, order in s.orders.items():
        if order.house != house:
            continue
        for t in unused(game, house):
            if (t.kind, t.bonus, t.star, t.sea) == (
                TOKENS[order.token].kind,
                TOKENS[order.token].bonus,
                TOKENS[order.token].star,
                TOKENS[order.token].sea,
            ):
                continue
            o = option("swap", area, t.id, label=f"Swap for {t.label} on {game.area_name(area)}")
            why = why_not(game, house, t, swapping=area)
            if why:
                refused.append(o.refused(*why))
            else:
                options.append(o)
    choice = yield Decision(
        player,
        f"{game.name(house)}: use the Messenger Raven?",
        options,
        refused,
        "board.planning.raven",
    )
    if choice.verb == "raven-pass":
        return
    s.raven_used = True
    if choice.verb == "swap":
        area = str(choice.subject)
        old = s.orders[area].token
        s.orders[area] = Order(house, str(choice.target))
        game.record(
            "raven-swap",
            f"{game.name(house)} uses the Raven: {TOKENS[old].label} on {game.area_name(area)} "
            f"becomes {TOKENS[str(choice.target)].label}",
            "board.planning.raven",
            {"house": house, "area": area},
        )
        return
    top = s.wildlings[0]
    keep = yield Decision(
        player,
        f"{game.name(house)}: the top wildling card is {game.wildling_name(top)}. Keep it on top?",
        [
            Option("raven-keep", "Keep it on top", "you know the next wildling card"),
            Option("raven-bury", "Move it to the bottom", "the next card is unknown again"),
        ],
        rule="board.planning.raven",
    )
    game.record(
        "raven-look", f"{game.name(house)} uses the Raven to look at the top wildling card", "board.planning.raven"
    )
    if keep.verb == "raven-bury":
        s.wildlings.append(s.wildlings.pop(0))
        game.record("raven-bury", f"{game.name(house)} moves it to the bottom of the deck", "board.planning.raven")
    else:
        s.wildling_seen[house] = top
        game.record("raven-keep", f"{game.name(house)} leaves it on top", "board.planning.raven")


def cleanup(game: BoardGame) -> None:
    """End of the Action phase: every order leaves the board, routed units stand up, the Raven
    and the Blade are ready again. rule: board.action.cleanup
    """
    s = game.state
    s.orders, s.revealed = {}, False
    for units in s.units.values():
        for u in units:
            u.routed = False
    s.raven_used = s.blade_used = False
    s.round_over = True
    game.record(
        "cleanup", f"End of round {s.round}: orders off the board, routed units stand up", "board.action.cleanup"
    )
