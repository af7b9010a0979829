"""What a card is worth now: strength, icons and keywords through every effect, and each player's
plot values (gold, initiative, claim, reserve) with the modifiers of their cards and title.

Constant abilities that change a number other than strength are :class:`Constant` abilities
(the kit's :class:`~engine.cardgame.Ability` with ``gives``); a title's effects are the
framework's own (:mod:`.titles`). rules: agot2.cards.plot-values, agot2.timing.types
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cardgame import Ability
from engine.cardgame.lasting import Lasting, ability_modifiers

from . import titles

if TYPE_CHECKING:
    from .game import Agot2

#: What a constant ability gives its controller: value name -> amount. Values: income,
#: initiative, claim, reserve, dominance, draw, and "extra:<type>" (one more challenge of a type).
Gives = Callable[["Agot2", str], dict[str, int]]
#: What a constant ability gives a character: icons or keywords it gains.
Grants = Callable[["Agot2", str, str], tuple[str, ...]]
#: Why a constant ability forbids ``player`` a challenge of ``kind`` against ``defender`` now (None: it does not).
Restricts = Callable[["Agot2", str, str, str, str], str | None]


@dataclass(frozen=True)
class Constant(Ability):
    """A constant ability: strength (the kit's ``modifier``), values for its controller (``gives``),
    icons or keywords for characters (``icons``, ``keywords``).
    """

    gives: Gives | None = None
    icons: Grants | None = None
    keywords: Grants | None = None
    restricts: Restricts | None = None


@dataclass
class Reducer(Lasting):
    """A lasting cost reduction: the next card its player marshals (or plays) that passes ``fits``
    costs ``amount`` less; it is used up then, or ends with its ``until``. rule: agot2.timing.types
    """

    amount: int = 0
    fits: Callable[[Agot2, str], bool] | None = None


def constants(game: Agot2, field: str) -> list[tuple[str, Constant]]:
    """(card uid, ability) for every working constant ability with ``field`` set, in seat order."""
    out = []
    table = game.card_abilities
    for p in game.state.players.values():
        for uid in p.zones["play"] + p.zones["revealed"]:
            for a in table.get(game.state.cards[uid].data.id, ()):
                if isinstance(a, Constant) and getattr(a, field) is not None:
                    out.append((uid, a))
    return out


def strength(game: Agot2, uid: str) -> int:
    """Printed strength plus every modifier, never below 0 (rule agot2.cards.plot-values)."""
    return max(0, game.card(uid).data.strength + sum(n for _, n, _ in ability_modifiers(game, uid)))


def modifiers(game: Agot2, uid: str) -> list[tuple[str, int, str]]:
    """Why a character's strength differs from the printed: (source, amount, kind)."""
    return ability_modifiers(game, uid)


def icons(game: Agot2, uid: str) -> set[str]:
    """A character's challenge icons, with those its attachments and other cards give."""
    found = set(game.card(uid).data.icons)
    for src, a in constants(game, "icons"):
        found.update(a.icons(game, src, uid))  # type: ignore[misc]
    return found


def has(game: Agot2, uid: str, keyword: str) -> bool:
    """Whether a card in play has a keyword now: printed, gained, or the summary's own two
    (option ``summary_keywords``: Baratheon characters are Vigilant, Martell ones Vindictive).
    rules: agot2.kw.vigilant, agot2.kw.vindictive
    """
    data = game.card(uid).data
    if data.has(keyword):
        return True
    summary = (keyword, data.faction) in (("vigilant", "baratheon"), ("vindictive", "martell"))
    if summary and game.options["summary_keywords"] and data.type == "character":
        return True
    return any(keyword in a.keywords(game, src, uid) for src, a in constants(game, "keywords"))  # type: ignore[misc]


def bonus(game: Agot2, player: str, value: str) -> int:
    """What a player's cards in play and title add to one of their values."""
    total = titles.bonus(game, player, value)
    for src, a in constants(game, "gives"):
        if game.card(src).owner == player:
            total += a.gives(game, src).get(value, 0)  # type: ignore[misc]
    return total


def reductions(game: Agot2, player: str, uid: str) -> list[Reducer]:
    """The player's cost reductions that fit this card: all of them apply to it together."""
    return [
        e
        for e in game.state.lasting
        if isinstance(e, Reducer) and e.player == player and (e.fits is None or e.fits(game, uid))
    ]


def restriction(game: Agot2, player: str, kind: str, defender: str) -> tuple[str, str] | None:
    """A card's constant ability that forbids this challenge now: (reason, rule), or None."""
    for src, a in constants(game, "restricts"):
        why = a.restricts(game, src, player, kind, defender)  # type: ignore[misc]
        if why:
            return f"{game.card(src).name}: {why}", a.cites
    return None


def plot_value(game: Agot2, player: str, value: str) -> int:
    """A plot value (income, initiative, claim, reserve) with its modifiers, never below 0.
    No revealed plot (before the first plot phase): 0. rule: agot2.cards.plot-values
    """
    plot = game.plot(player)
    printed = getattr(plot, value) if plot is not None else 0
    return max(0, printed + bonus(game, player, value))
