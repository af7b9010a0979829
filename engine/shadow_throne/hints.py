"""A greedy judgement of the pending options: push your luck by the risk, keep high columns.

Each reason names what its option changes (the card, the column, the player) and the consequence:
the bust chance if you go on, the points you keep or gain, the points another player loses. It
reads only what the player may know (see :mod:`.odds`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import columns, odds, powers
from .cards import CHARACTERS, name, value
from .turn import last, previous

if TYPE_CHECKING:
    from .game import ShadowThrone

RISK = 0.4  # reveal again while the chance of busting is below this


def judge(game: ShadowThrone, player: str, o: Option) -> tuple[float, str]:
    """How good an option looks to the greedy bot, with why: (score, reason). rules: turn.reveal, turn.bust,
    turn.equal, columns.take, exchange
    """
    verb = o.verb
    t = game.state.turn
    out = len(t.revealed) if t else 0
    if verb == "peek":
        p = odds.bust_chance(game, player)
        return 5, f"the Prorok shows the next card for free before you decide; blind, the risk is {p:.0%}"
    if verb == "reveal":
        return _reveal(game, player)
    if verb == "stop":
        p = odds.bust_chance(game, player)
        now, then = columns.score(game, player), _score_with(game, player, t.revealed if t else [])
        return (1 if p < RISK else 2), f"stop and take the {out} card(s): your score {now} → {then}, safe from a bust"
    if verb == "judge" and o.subject == powers.PROPHET:
        p = odds.bust_chance(game, player)
        if p:
            return 4, f"{p:.0%} risk: the Sędzia repeats your Prorok, so you see the next card first"
        return 0.5, "nothing can bust you: keep the Sędzia to repeat a power that changes a card"
    if verb in ("power", "judge"):
        return _power(game, player, o)
    if verb == "done":
        _, now = last(game)
        prev = previous(game)
        return 1, f"leave the card at {now} against {prev}: {_outcome(now, prev)}"
    if verb == "eliminate":
        return _eliminate(game, player, str(o.subject), int(o.target))  # type: ignore[arg-type]
    if verb == "skip":
        return 0, "eliminate nothing: every column stays as it is"
    if verb == "take":
        gain = sum(value(u) for u in t.revealed) if t else 0
        now, then = columns.score(game, player), _score_with(game, player, t.revealed if t else [])
        return 3 + gain / 10, f"take the {out} card(s) into your columns: your score {now} → {then}"
    if verb == "exchange":
        return _exchange(game, player, str(o.subject), int(o.target))  # type: ignore[arg-type]
    if verb == "column":
        return _column(game, player, int(o.subject))  # type: ignore[arg-type]
    if verb == "replace":
        return _replace(game, player, int(o.subject), int(o.target))  # type: ignore[arg-type]
    if verb == "discard":
        v = int(o.subject)  # type: ignore[arg-type]
        return 1.5, f"discard the new {CHARACTERS[v].name_pl}: your five columns stay as they are"
    if verb == "keep":
        return _keep(game, player, str(o.subject))
    if verb == "none":
        given = len(t.given) if t else 0
        return 1, f"keep none: all {given} card(s) go to the discard pile"
    return 1, o.explain


def _outcome(now: int, prev: int | None) -> str:
    """What a card of value ``now`` on one of ``prev`` does. rules: turn.reveal, turn.bust, turn.equal"""
    if prev is None:
        return "the first card goes on"
    if now > prev:
        return "higher, so the turn busts"
    if now == prev:
        return "equal, so you may eliminate a card"
    return "lower, so the turn goes on"


def _score_with(game: ShadowThrone, player: str, cards: list[str]) -> int:
    """The player's score if these cards went into their columns (new types only while a column is
    free; a sixth card is lost). rules: columns.same-type, columns.limit, columns.sixth, scoring
    """
    sizes = {v: len(c) for v, c in game.state.seats[player].columns.items()}
    for uid in cards:
        v = value(uid)
        if v in sizes:
            sizes[v] = min(columns.MAX_CARDS, sizes[v] + 1)
        elif v and len(sizes) < columns.MAX_COLUMNS:
            sizes[v] = 1
    return sum(v for v, n in sizes.items() if n >= 2)


def _reveal(game: ShadowThrone, player: str) -> tuple[float, str]:
    """Reveal again while the bust chance is below ``RISK``. rules: turn.reveal, turn.bust, powers.prophet"""
    t = game.state.turn
    p = odds.bust_chance(game, player)
    score = 3 if p < RISK else 0.5
    if t is None or not t.revealed:
        return score, "the turn starts with a card: nothing can bust yet"
    at_stake = _score_with(game, player, t.revealed) - columns.score(game, player)
    lose = f"the {len(t.revealed)} card(s) out" + (f" (+{at_stake} points)" if at_stake else "")
    if t.seen is not None and t.player == player:
        verdict = "busts you" if p else "is safe"
        return score, f"you know the next card, {name(t.seen)}: it {verdict}; a bust loses {lose}"
    return score, f"{p:.0%} chance the next card busts you and loses {lose}"


def _power(game: ShadowThrone, player: str, o: Option) -> tuple[float, str]:
    """A power that changes the last card: does it save the turn or allow an elimination?
    rules: powers.offensive, powers.judge, turn.bust, turn.equal
    """
    _, now = last(game)
    prev = previous(game)
    amount = o.amount or 0
    after = now + amount
    v = int(o.subject)  # type: ignore[arg-type]
    who = f"{'the Sędzia repeating ' if o.verb == 'judge' else ''}{CHARACTERS[v].name_pl} {amount:+d}"
    what = f"{who} makes the card {after} against {prev}"
    if prev is not None and now > prev >= after:
        saved = "saves the turn, and you may eliminate" if after == prev else "saves the turn"
        return 4 + (after == prev), f"{what}: {saved}"
    if after == prev:
        return 3, f"{what}: equal, so you may eliminate a card"
    if prev is not None and after > prev:
        return 0, f"{what}: still higher, the turn busts anyway"
    return 0, f"{what}: no better than leaving it at {now}"


def _eliminate(game: ShadowThrone, player: str, owner: str, v: int) -> tuple[float, str]:
    """Which card an equal value removes: another's pair first. rules: turn.equal, scoring"""
    size = powers.size(game, owner, v)
    what = CHARACTERS[v].name_pl
    if owner == player:
        loss = f", and you lose {v} points" if size == 2 else ""
        return -1, f"your own {what} column drops {size} → {size - 1}{loss}"
    leader = max(game.players, key=lambda p: columns.score(game, p))
    lost = v if size == 2 else 0
    ahead = " (the leader)" if owner == leader else ""
    if lost:
        effect = f"they lose {lost} points"
    elif size == 1:
        effect = "a lone card, no points lost"
    else:
        effect = f"it still scores {v}"
    return 2 + lost + (owner == leader), f"{owner}{ahead}: {what} column {size} → {size - 1}, {effect}"


def _exchange(game: ShadowThrone, player: str, owner: str, v: int) -> tuple[float, str]:
    """Give the revealed cards for one card of another player's column. rules: exchange, scoring"""
    t = game.state.turn
    out = len(t.revealed) if t else 0
    mine = powers.size(game, player, v)
    theirs = powers.size(game, owner, v)
    now, then = columns.score(game, player), _score_with(game, player, [f"{v}x"])
    lost = f", {owner} loses {v} points" if theirs == 2 else ""
    what = CHARACTERS[v].name_pl
    score = 2.5 + v / 10 if t and len(t.revealed) <= 1 else 1
    return score, (
        f"your {out} card(s) to {owner} for their {what}: your {what} column {mine} → {mine + 1}, "
        f"score {now} → {then}{lost}"
    )


def _column(game: ShadowThrone, player: str, v: int) -> tuple[float, str]:
    """A free column for one new character. rules: columns.new, scoring"""
    t = game.state.turn
    n = sum(1 for u in t.placing if value(u) == v) if t else 1
    when = f"scores {v} at once" if n >= 2 else f"scores {v} once it holds two"
    return 3 + v / 10, f"a new {CHARACTERS[v].name_pl} column with {n} card(s): it {when}"


def _replace(game: ShadowThrone, player: str, new: int, old: int) -> tuple[float, str]:
    """Throw out an old column for a new character. rules: columns.replace, scoring"""
    size = powers.size(game, player, old)
    keep = size >= 2
    lost = f", losing its {old} points" if keep else ", which scored nothing yet"
    return (1 + (new - old) / 10 - 2 * keep), (
        f"{CHARACTERS[new].name_pl} instead of your {CHARACTERS[old].name_pl} column of {size}{lost}"
    )


def _keep(game: ShadowThrone, player: str, uid: str) -> tuple[float, str]:
    """After an exchange: which handed-over card to keep. rules: exchange, columns.same-type, scoring"""
    v = value(uid)
    size = powers.size(game, player, v)
    what = CHARACTERS[v].name_pl
    if size >= columns.MAX_CARDS:
        effect = f"your {what} column is full, so it would be discarded"
    elif size == 1:
        effect = f"your {what} column becomes a pair: +{v} points"
    elif size:
        effect = f"your {what} column grows to {size + 1}"
    elif len(game.state.seats[player].columns) < columns.MAX_COLUMNS:
        effect = f"it starts a {what} column, no points until a second card"
    else:
        effect = f"no free column for a {what}: it needs an old column's place"
    return 2 + v / 10, f"keep the {what}: {effect}"
