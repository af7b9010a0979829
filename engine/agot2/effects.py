"""What a card is worth now: strength, icons and keywords through every effect, and each player's
plot values (gold, initiative, claim, reserve) with the modifiers of their cards and title.

Constant abilities that change a number other than strength are :class:`Constant` abilities
(the kit's :class:`~engine.cardgame.Ability` with ``gives``); a title's effects are the
framework's own (:mod:`.titles`). rules: agot2.cards.plot-values, agot2.timing.types
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from engine.cardgame import Ability
from engine.cardgame.abilities import cards_with, kept_while
from engine.cardgame.lasting import Lasting, ability_modifiers

from . import delayed, titles

if TYPE_CHECKING:
    from .game import Agot2

#: What a constant ability gives its controller: value name -> amount. Values: income,
#: initiative, claim, reserve, dominance, draw, and "extra:<type>" (one more challenge of a type).
Gives = Callable[["Agot2", str], dict[str, int]]
#: What a constant ability gives a character: icons or keywords it gains.
Grants = Callable[["Agot2", str, str], tuple[str, ...]]
#: Why a constant ability forbids ``player`` a challenge of ``kind`` against ``defender`` now (None: it does not).
Restricts = Callable[["Agot2", str, str, str, str], str | None]
#: Why a constant ability forbids ``player`` to marshal (``how="marshal"``) the card ``uid``, or to use
#: one of its abilities (``how="use"``: playing it, for an event) now (None: it does not).
Forbids = Callable[["Agot2", str, str, str, str], str | None]
#: Whether an attachment (its uid) may go on a host (its uid): the attachment's own restriction.
Hosts = Callable[["Agot2", str, str], bool]
#: Whether a character (``uid``) stays standing when declared in a challenge of ``kind`` as ``role``.
Stays = Callable[["Agot2", str, str, str, str], bool]
#: The Ambush cost a card in its owner's hand gains (None: none).
Ambush = Callable[["Agot2", str, str], int | None]
#: Strength a card adds to ``player``'s side of the challenge being resolved.
Contributes = Callable[["Agot2", str, str], int]
#: The characters a card (``src``) makes count as blank (their printed text box): their uids; any
#: that are not characters in play are left out.
Blanks = Callable[["Agot2", str], Iterable[str]]
#: What a card (``src``) adds to ``player``'s claim now (any player's: -1 for an opponent attacking you).
Claims = Callable[["Agot2", str, str], int]
#: Whether a card (``src``) makes a printed ``value`` ("income", ...) of a revealed plot (its uid) count as 0.
Zeroes = Callable[["Agot2", str, str, str], bool]


@dataclass(frozen=True)
class Constant(Ability):
    """A constant ability: strength (the kit's ``modifier``), values for its controller (``gives``),
    icons or keywords for characters (``icons``, ``keywords``), challenges a player may not make
    (``restricts``), cards a player may not marshal or play (``forbids``), characters that do not
    kneel to attack or defend (``stays``), Ambush for cards in hand (``ambush``), strength for a
    side of a challenge (``contributes``), a cap on the characters each player stands in the
    standing phase (``stand_limit``), characters whose printed text counts as blank (``blanks``),
    a card that comes into play knelt (``enters_knelt``), a change to any player's claim (``claim``),
    a cap on the characters each player declares as attackers, and as defenders, in a challenge
    (``declare_limit``), printed plot values that count as 0 (``zeroes``), and, on an attachment,
    the characters it may go on (``host``, said in ``needs``).
    """

    gives: Gives | None = None
    icons: Grants | None = None
    keywords: Grants | None = None
    restricts: Restricts | None = None
    forbids: Forbids | None = None
    stays: Stays | None = None
    host: Hosts | None = None
    ambush: Ambush | None = None
    contributes: Contributes | None = None
    stand_limit: int | None = None
    blanks: Blanks | None = None
    enters_knelt: bool = False
    claim: Claims | None = None
    declare_limit: int | None = None
    zeroes: Zeroes | None = None


@dataclass
class Reducer(Lasting):
    """A lasting cost reduction: the next card its player marshals (or plays) that passes ``fits``
    costs ``amount`` less; it is used up then, or ends with its ``until``. rule: agot2.timing.types
    """

    amount: int = 0
    fits: Callable[[Agot2, str], bool] | None = None


def constants(game: Agot2, field: str) -> list[tuple[str, Constant]]:
    """(card uid, ability) for every working constant ability with ``field`` set, in seat order:
    the cards in play and the revealed plots, less those whose text is blank; worked out once per
    field in a reading of the game (``Game.reading``), from what it keeps of both.
    """
    out = _constants(game, field)
    if not out:
        return []
    return list(game.kept(("working constants", field), lambda: _working(game, out)))


def _working(game: Agot2, out: tuple[tuple[str, Constant], ...]) -> list[tuple[str, Constant]]:
    """Those of ``out`` whose card's text is not blank."""
    if blank := game.blanked():
        return [(uid, a) for uid, a in out if uid not in blank]
    return list(out)


#: The fields of a :class:`Constant` that say what it does (its own, not the kit's ``Ability`` ones).
FIELDS = tuple(f.name for f in fields(Constant) if f.name not in {g.name for g in fields(Ability)})

#: (id of a card-text table, its size) -> (the table, card id -> its constant abilities)
_CONSTANTS: dict[tuple[int, int], tuple[Mapping[str, Any], dict[str, tuple[Constant, ...]]]] = {}


def _with_constants(table: Mapping[str, Any]) -> dict[str, tuple[Constant, ...]]:
    """Card id -> its constant abilities (the cards that have some), worked out once per card-text table."""
    key = (id(table), len(table))
    if key not in _CONSTANTS:
        found = {cid: tuple(a for a in abilities if isinstance(a, Constant)) for cid, abilities in table.items()}
        _CONSTANTS[key] = (table, {cid: found[cid] for cid in found if found[cid]})
    return _CONSTANTS[key][1]


def _constants(game: Agot2, field: str) -> tuple[tuple[str, Constant], ...]:
    """Every constant ability with ``field`` set on a card in play or a revealed plot (blank or not)."""
    return _in_play(game).get(field, ())


def _in_play(game: Agot2) -> dict[str, tuple[tuple[str, Constant], ...]]:
    """Field -> (uid, ability) for every constant ability with that field set on a card in play or a
    revealed plot (blank or not), in seat order: looked up once per reading of the game
    (``Game.reading``), and worked out again only when the play areas or revealed plots hold other
    cards (``kept_while``): which cards are there is all it reads.
    """
    return game.kept("constants", lambda: _kept_in_play(game))


def _kept_in_play(game: Agot2) -> dict[str, tuple[tuple[str, Constant], ...]]:
    zones = [z for p in game.state.players.values() for z in (p.zones["play"], p.zones["revealed"])]
    return kept_while(game, "constants", zones, lambda: _by_field(game, zones))


def _by_field(game: Agot2, zones: list[list[str]]) -> dict[str, tuple[tuple[str, Constant], ...]]:
    """What :func:`_in_play` finds: the constant abilities of the cards in these zones, in order."""
    index = _with_constants(game.card_abilities)
    having = cards_with(game, "constant", index)
    out: dict[str, list[tuple[str, Constant]]] = {}
    cards = game.state.cards
    for zone in zones:
        if having.isdisjoint(zone):
            continue
        for uid in zone:
            if uid in having:
                for a in index[cards[uid].data.id]:
                    for name in FIELDS:
                        if getattr(a, name) is not None:
                            out.setdefault(name, []).append((uid, a))
    return {name: tuple(found) for name, found in out.items()}


def blanked(game: Agot2) -> frozenset[str]:
    """The characters in play whose printed text box counts as blank (Traits stay): their abilities
    and printed keywords do not work. A blanking card is never a character, so it is not blanked
    itself. rule: agot2.timing.blank
    """
    return game.kept("blanked", lambda: _blanked(game))


def _blanked(game: Agot2) -> frozenset[str]:
    found = _constants(game, "blanks")
    if not found:
        return frozenset()
    named = {uid for src, a in found for uid in a.blanks(game, src)}  # type: ignore[misc]
    cards = game.state.cards
    in_play = (uid for p in game.state.players.values() for uid in p.zones["play"])
    return frozenset(uid for uid in in_play if uid in named and cards[uid].data.type == "character")


def strength(game: Agot2, uid: str) -> int:
    """Printed strength plus every modifier, never below 0 (rule agot2.cards.plot-values)."""
    return max(0, game.card(uid).data.strength + sum(n for _, n, _ in ability_modifiers(game, uid)))


def modifiers(game: Agot2, uid: str) -> list[tuple[str, int, str]]:
    """Why a character's strength differs from the printed: (source, amount, kind)."""
    return ability_modifiers(game, uid)


def icons(game: Agot2, uid: str) -> set[str]:
    """A character's challenge icons, with those its attachments and other cards give."""
    found = set(game.card(uid).data.icons) | delayed.icons(game, uid)
    for src, a in constants(game, "icons"):
        found.update(a.icons(game, src, uid))  # type: ignore[misc]
    return found


def has(game: Agot2, uid: str, keyword: str) -> bool:
    """Whether a card in play has a keyword now: printed (unless its text is blank), gained, or the
    summary's own two (option ``summary_keywords``: Baratheon characters are Vigilant, Martell ones
    Vindictive).
    rules: agot2.kw.vigilant, agot2.kw.vindictive
    """
    data = game.card(uid).data
    if data.has(keyword) and uid not in game.blanked():
        return True
    summary = (keyword, data.faction) in (("vigilant", "baratheon"), ("vindictive", "martell"))
    if summary and game.options["summary_keywords"] and data.type == "character":
        return True
    return any(keyword in a.keywords(game, src, uid) for src, a in constants(game, "keywords"))  # type: ignore[misc]


def bonus(game: Agot2, player: str, value: str) -> int:
    """What a player's cards in play and title add to one of their values: worked out once per player
    and value in a reading of the game (``Game.reading``)."""
    return game.kept(("bonus", player, value), lambda: _bonus(game, player, value))


def _bonus(game: Agot2, player: str, value: str) -> int:
    total = titles.bonus(game, player, value)
    if value == "claim":
        total += delayed.claim(game, player) + claim_change(game, player)
    for src, a in constants(game, "gives"):
        if game.card(src).owner == player:
            total += a.gives(game, src).get(value, 0)  # type: ignore[misc]
    return total


def claim_change(game: Agot2, player: str) -> int:
    """What constant abilities of any player's cards add to ``player``'s claim now (Calm Over
    Westeros: 1 less for an opponent attacking its player in the named challenge type). rule:
    agot2.cards.plot-values
    """
    return sum(a.claim(game, src, player) for src, a in constants(game, "claim"))  # type: ignore[misc]


def declare_limit(game: Agot2) -> tuple[int, str, str] | None:
    """The most characters each player may declare as attackers, and as defenders, in one
    challenge (Jousting Contest: 1), with the name of the card that says so and its rule; None:
    no cap. rules: agot2.challenges.initiate, agot2.timing.cannot
    """
    found = [(a.declare_limit, game.card(src).name, a.cites) for src, a in constants(game, "declare_limit")]
    return min(found) if found else None  # type: ignore[type-var,return-value]


def printed_value(game: Agot2, player: str, value: str) -> int:
    """The printed ``value`` of the player's revealed plot, or 0 where a card makes it count as 0
    (Naval Superiority: the gold of Kingdom and Edict plots); no revealed plot: 0. rule:
    agot2.cards.plot-values
    """
    revealed = game.zone(player, "revealed")
    if not revealed:
        return 0
    uid = revealed[0]
    if any(a.zeroes(game, src, uid, value) for src, a in constants(game, "zeroes")):  # type: ignore[misc]
        return 0
    return int(getattr(game.card(uid).data, value))


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


def forbidden(game: Agot2, player: str, uid: str, how: str) -> tuple[str, str] | None:
    """A card's constant ability that forbids this player to marshal this card or use its ability
    (``how``: "marshal" or "use") now: (reason, rule), or None.
    """
    for src, a in constants(game, "forbids"):
        why = a.forbids(game, src, player, uid, how)  # type: ignore[misc]
        if why:
            return f"{game.card(src).name}: {why}", a.cites
    return None


def kneels(game: Agot2, uid: str, kind: str, role: str) -> bool:
    """Whether a character kneels when it is declared to attack or defend in a challenge of ``kind``
    (rule agot2.challenges.initiate), or a constant ability keeps it standing.
    """
    return not any(a.stays(game, src, uid, kind, role) for src, a in constants(game, "stays"))  # type: ignore[misc]


def ambush_cost(game: Agot2, uid: str) -> int | None:
    """A card's Ambush cost: printed, or the lowest a constant ability gives it (rule agot2.kw.ambush)."""
    printed = game.card(uid).data.x("ambush")
    if not _constants(game, "ambush"):  # blank or not: most tables have none
        return printed
    found = [printed, *(a.ambush(game, src, uid) for src, a in constants(game, "ambush"))]  # type: ignore[misc]
    costs = [x for x in found if x is not None]
    return min(costs) if costs else None


def contribution(game: Agot2, player: str) -> int:
    """Strength cards (not participating characters) add to a player's side of the challenge."""
    return sum(a.contributes(game, src, player) for src, a in constants(game, "contributes"))  # type: ignore[misc]


def stand_limit(game: Agot2) -> int | None:
    """The most characters each player may stand in the standing phase (None: no limit)."""
    found = [a.stand_limit for _, a in constants(game, "stand_limit")]
    return min(found) if found else None  # type: ignore[type-var]


def enters_knelt(game: Agot2, uid: str) -> bool:
    """Whether the card's own text has it come into play knelt (setup too). rule: agot2.timing.types"""
    return any(isinstance(a, Constant) and a.enters_knelt for a in game.card_abilities.get(game.card(uid).data.id, ()))


def host_rule(game: Agot2, uid: str) -> Constant | None:
    """An attachment's own restriction on the characters it may go on (wherever the card is)."""
    for a in game.card_abilities.get(game.card(uid).data.id, ()):
        if isinstance(a, Constant) and a.host is not None:
            return a
    return None


def plot_value(game: Agot2, player: str, value: str) -> int:
    """A plot value (income, initiative, claim, reserve): the printed one (maybe counting as 0) with
    its modifiers, never below 0. No revealed plot (before the first plot phase): 0. rule:
    agot2.cards.plot-values
    """
    return max(0, printed_value(game, player, value) + bonus(game, player, value))
