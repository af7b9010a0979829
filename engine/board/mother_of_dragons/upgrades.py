"""Upgraded and downgraded areas (Mother of Dragons). rules: mod.upgrades, mod.upgrades.downgrade

Some effects lay tokens on areas for the rest of the game. An upgrade token counts as one more
printed icon of its kind (a barrel, a crown) or turns a castle into a stronghold; a downgrade token
laid on a printed icon makes that icon count as absent. ``state.upgrades[area]`` lists the tokens
on an area; every count of castles, barrels, crowns or muster points reads the game's
``area_icons``, which Mother of Dragons answers with :func:`icons`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..icons import LEVELS, Icons

if TYPE_CHECKING:
    from ..game import BoardGame

#: Upgrade tokens: a castle becomes a stronghold, one more barrel, one more crown.
STRONGHOLD, SUPPLY, POWER = "stronghold", "supply", "power"
#: Downgrade tokens: the printed castle or stronghold, one printed barrel, one printed crown count as absent.
RAZED, NO_SUPPLY, NO_CROWN = "-castle", "-supply", "-crown"
UPGRADES = (STRONGHOLD, SUPPLY, POWER)
DOWNGRADES = (RAZED, NO_SUPPLY, NO_CROWN)
TOKEN_NAMES = {
    STRONGHOLD: "a stronghold upgrade",
    SUPPLY: "a supply upgrade (barrel)",
    POWER: "a power upgrade (crown)",
    RAZED: "a downgrade on its castle",
    NO_SUPPLY: "a downgrade on a barrel",
    NO_CROWN: "a downgrade on a crown",
}


def icons(game: BoardGame, area: str) -> Icons:
    """The icons an area counts as: printed ones, minus downgraded printed ones, plus upgrades.
    rules: mod.upgrades, mod.upgrades.downgrade

    A downgraded castle area has no castle at all (a stronghold upgrade on it no longer counts);
    a stronghold upgrade turns a castle into a stronghold and does nothing elsewhere.
    """
    printed = game.map[area]
    tokens = game.state.upgrades.get(area)
    if not tokens:
        return Icons(printed.castle, printed.supply, printed.crowns)
    level = LEVELS.index(printed.castle)
    if RAZED in tokens:
        level = 0
    elif STRONGHOLD in tokens and level == 1:
        level = 2
    supply = max(0, printed.supply - tokens.count(NO_SUPPLY)) + tokens.count(SUPPLY)
    crowns = max(0, printed.crowns - tokens.count(NO_CROWN)) + tokens.count(POWER)
    return Icons(LEVELS[level], supply, crowns)


def castle_areas(game: BoardGame) -> list[str]:
    """The areas that count as holding a castle or a stronghold now (blocked areas left out).
    rules: board.tracks.victory, mod.upgrades
    """
    blocked, laid, board = game.state.blocked, game.state.upgrades, game.map
    return [
        a
        for a, printed in board.areas.items()
        if a not in blocked and (icons(game, a).has_castle if a in laid else printed.castle != "none")
    ]


def place(game: BoardGame, house: str, area: str, token: str, rule: str) -> None:
    """Lay an upgrade or downgrade token on an area for good, and say so in the log."""
    game.state.upgrades.setdefault(area, []).append(token)
    now = icons(game, area)
    game.record(
        "upgrade" if token in UPGRADES else "downgrade",
        f"{game.name(house)} puts {TOKEN_NAMES[token]} on {game.area_name(area)}: it now counts as {describe(now)}",
        rule,
        {"house": house, "area": area, "token": token},
    )


def describe(i: Icons) -> str:
    """'a stronghold, 2 barrels, no crown' for the log.

    >>> describe(Icons("stronghold", 2, 0))
    'a stronghold, 2 barrels, no crown'
    """

    def count(n: int, word: str, plural: str) -> str:
        return f"no {word}" if n == 0 else f"1 {word}" if n == 1 else f"{n} {plural}"

    castle = "no castle" if i.castle == "none" else f"a {i.castle}"
    return f"{castle}, {count(i.supply, 'barrel', 'barrels')}, {count(i.crowns, 'crown', 'crowns')}"
