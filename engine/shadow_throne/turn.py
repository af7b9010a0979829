"""A player's turn (TURA GRACZA): reveal up to five cards, powers, elimination, then take or exchange."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, Result, option

from . import columns, powers
from .cards import CHARACTERS, END, name, value
from .state import Turn

if TYPE_CHECKING:
    from .game import ShadowThrone

MAX_REVEALED = 5


def start(game: ShadowThrone) -> None:
    """A new turn for the active player. rule: turn"""
    game.state.turn = Turn(game.active)
    game.state.turns += 1
    game.record("turn", f"{game.active}'s turn", "turn", {"player": game.active})


def over(game: ShadowThrone) -> bool:
    """the player stops, busts, or has five cards out

    rule: turn.reveal
    """
    t = game.state.turn
    assert t is not None
    return t.stopped or t.busted or len(t.revealed) >= MAX_REVEALED


def last(game: ShadowThrone) -> tuple[int, int]:
    """(printed value, value after powers) of the last revealed card."""
    t = game.state.turn
    assert t is not None and t.revealed
    v = value(t.revealed[-1])
    return v, v + t.change


def previous(game: ShadowThrone) -> int | None:
    """The printed value of the card before the last (None for the first card)."""
    t = game.state.turn
    assert t is not None
    return value(t.revealed[-2]) if len(t.revealed) >= 2 else None


def facing(game: ShadowThrone) -> tuple[int, int, int]:
    """(printed value, value after powers) of the last card and the printed value of the one before it."""
    printed, now = last(game)
    prev = previous(game)
    assert prev is not None, "the first card of a turn is compared with nothing"
    return printed, now, prev


def reveal_or_stop(game: ShadowThrone) -> Walk:
    """Reveal the next card, look at it first with the Prophet (or with the Judge repeating a
    turned Prophet), or stop. rules: turn.reveal, powers.prophet, powers.judge
    """
    t = game.state.turn
    assert t is not None
    p = t.player
    while True:
        choice = yield Decision(
            p,
            f"{p}: reveal a card ({len(t.revealed)} of {MAX_REVEALED} out) or stop",
            _reveal_options(game, p),
            lambda: _why_not_reveal(game, p),
            "turn.reveal",
        )
        if choice.verb in ("peek", "judge"):
            look(game, p, judged=choice.verb == "judge")
            continue
        if choice.verb == "stop":
            t.stopped = True
            game.record("stop", f"{p} stops with {len(t.revealed)} card(s)", "turn.reveal", {"player": p})
        return


def _reveal_options(game: ShadowThrone, p: str) -> list[Option]:
    """Reveal, look at the next card (Prophet, or the Judge repeating it), stop. rules: turn.reveal, powers.judge"""
    t = game.state.turn
    assert t is not None
    options = [Option("reveal", "Reveal the next card", game.odds_text(p))]
    if powers.can_use(game, p, powers.PROPHET):
        options.append(Option("peek", "Prorok (Prophet): look at the next card first", "once per turn"))
    if powers.judge_can_look(game, p):
        options.append(
            option(
                "judge",
                powers.PROPHET,
                label="Sędzia (Judge) → Prorok (Prophet): look at the next card first",
                explain="the Judge uses your turned Prophet once more, and is spent for this turn",
            )
        )
    if t.revealed:
        options.append(Option("stop", f"Stop with {len(t.revealed)} card(s)", "take them or exchange them"))
    return options


def _why_not_reveal(game: ShadowThrone, p: str) -> list[Rejected]:
    """Why stopping or looking at the next card is not allowed now. rules: turn.reveal, powers.judge"""
    t = game.state.turn
    assert t is not None
    out = []
    if not t.revealed:
        out.append(Option("stop", "Stop").refused("a turn starts by revealing a card", "turn.reveal"))
    if powers.size(game, p, powers.PROPHET) and not powers.can_use(game, p, powers.PROPHET):
        out.append(Option("peek", "Prorok (Prophet)").refused(*_why_inactive(game, p, powers.PROPHET)))
    holds_both = powers.size(game, p, powers.PROPHET) and powers.size(game, p, powers.JUDGE)
    if holds_both and not powers.judge_can_look(game, p):
        label = "Sędzia (Judge) → Prorok (Prophet)"
        out.append(option("judge", powers.PROPHET, label=label).refused(*_why_no_judged_look(game, p)))
    return out


def _why_no_judged_look(game: ShadowThrone, p: str) -> tuple[str, str]:
    """Why the Judge cannot repeat the Prophet now. rules: powers.judge, powers.prophet"""
    t = game.state.turn
    assert t is not None
    if not powers.can_use(game, p, powers.JUDGE):
        return _why_inactive(game, p, powers.JUDGE)
    if t.seen is not None:
        return "you already know the next card", "powers.prophet"
    return "your Prorok stands ready: use it itself; the Sędzia repeats only a turned power", "powers.judge"


def look(game: ShadowThrone, player: str, judged: bool) -> None:
    """The player looks at the next card in secret. Through the Judge, the Judge is the power spent.

    rules: powers.prophet, powers.judge
    """
    t = game.state.turn
    assert t is not None
    if judged:
        t.used.append(powers.JUDGE)
        t.judged.append(powers.PROPHET)
    else:
        t.used.append(powers.PROPHET)
    t.seen = game.top_card()
    via = "the Sędzia (Judge) to use the Prorok (Prophet) again" if judged else "the Prorok (Prophet)"
    game.record(
        "peek",
        f"{player} uses {via} to look at the next card",
        "powers.judge" if judged else "powers.prophet",
        {"player": player, "judge": judged},
    )
    game.record("peeked", f"The next card is {name(t.seen)}", "powers.prophet", {"card": t.seen}, visible_to=[player])


def _why_inactive(game: ShadowThrone, player: str, v: int) -> tuple[str, str]:
    """Why a power the player holds is not usable now: used, or a larger column elsewhere.

    rules: powers.once, powers.active
    """
    if powers.is_active(game, player, v):
        return "already used this turn", "powers.once"
    best = max(powers.size(game, o, v) for o in game.players if o != player)
    mine = powers.size(game, player, v)
    return f"inactive: someone holds {best} {CHARACTERS[v].name_pl} against your {mine}", "powers.active"


def reveal_card(game: ShadowThrone) -> None:
    """Turn up the top card. The end-of-game card ends the game at once. rules: turn.reveal, end"""
    t = game.state.turn
    assert t is not None
    uid = game.take_top()
    t.seen = None  # a card seen with the Prophet is now on the table
    if uid == END:
        game.discard(list(t.revealed), "the game ends before these cards are taken", "end")
        t.revealed[:] = [END]  # it lies face up on the table
        game.record("end", "The end-of-game card is revealed: the game is over", "end")
        scores = game.scores()
        best = max(scores.values())
        leaders = [p for p, s in scores.items() if s == best]
        winner = leaders[0] if len(leaders) == 1 else None
        why = f"{winner} has the most points ({best})" if winner else f"a draw: {', '.join(leaders)} have {best}"
        game.end_now(Result(winner, why, "scoring" if winner else "scoring.draw", scores))
    t.revealed.append(uid)
    t.change, t.may_eliminate = 0, False
    prev = previous(game)
    game.record(
        "revealed",
        f"{t.player} reveals {name(uid)} ({value(uid)})" + (f" after a {prev}" if prev is not None else ""),
        "turn.reveal",
        {"card": uid, "value": value(uid), "previous": prev},
    )


def revealing(game: ShadowThrone) -> bool:
    """the player did not stop"""
    t = game.state.turn
    return t is not None and not t.stopped


def compared(game: ShadowThrone) -> bool:
    """a card lies on an earlier one

    A card with one before it, still in play, is compared (and may be changed by powers).
    """
    t = game.state.turn
    return t is not None and not t.stopped and not t.busted and len(t.revealed) >= 2


def can_change(game: ShadowThrone) -> bool:
    """a card lies on an earlier one and a power can change it

    The player is asked about powers only while one of theirs can change the card's value now.
    rules: powers.offensive, powers.once
    """
    t = game.state.turn
    return compared(game) and t is not None and bool(powers.changes(game, t.player))


def use_power(game: ShadowThrone) -> Walk:
    """Offensive powers change the last card's value, one at a time; returns True when the player
    leaves the card as it is or has no power left to change it. rules: powers.offensive, powers.judge
    """
    t = game.state.turn
    assert t is not None
    p = t.player
    printed, now, prev = facing(game)
    outcome = (
        "higher: you lose the revealed cards"
        if now > prev
        else ("equal: you may eliminate a card" if now == prev else "lower: go on")
    )
    options = [replace(o, explain=f"the card becomes {now + o.amount}") for o in powers.changes(game, p)]
    options.append(Option("done", f"Leave it at {now}", f"{now} against {prev}: {outcome}"))
    choice = yield Decision(
        p, f"{p}: the card is {now} against {prev}; use powers or go on", options, rule="powers.offensive"
    )
    if choice.verb == "done":
        return True
    v, a, judge = choice.subject, choice.amount, choice.verb == "judge"
    t.change += a
    if judge:
        t.used.append(powers.JUDGE)
        t.judged.append(v)
    else:
        t.used.append(v)
    via = "the Sędzia (Judge) using " if judge else ""
    game.record(
        "power",
        f"{p} uses {via}the {CHARACTERS[v].name}: {a:+d}, the card is now {t.change + printed}",
        "powers.judge" if judge else "powers.offensive",
        {"player": p, "power": v, "change": a},
    )
    return not powers.changes(game, p)


def compare(game: ShadowThrone) -> None:
    """The last card against the one before: higher busts the turn, equal allows an elimination,
    lower lets the turn go on. rules: turn.bust, turn.equal
    """
    t = game.state.turn
    assert t is not None
    p = t.player
    _, now, prev = facing(game)
    if now > prev:
        t.busted = True
        game.discard(list(t.revealed), f"{now} is higher than {prev}: {p} takes nothing", "turn.bust")
        game.record("bust", f"{p}'s turn ends empty-handed", "turn.bust", {"player": p})
        t.revealed.clear()
    elif now == prev:
        t.may_eliminate = True


def can_eliminate(game: ShadowThrone) -> bool:
    """the values are equal"""
    t = game.state.turn
    return t is not None and t.may_eliminate and not t.busted


def eliminate(game: ShadowThrone) -> Walk:
    """An equal card lets the player discard one card of any player, their own included; the
    Alchemik protects, the Queen restricts. rules: turn.equal, powers.alchemist, powers.queen
    """
    t = game.state.turn
    assert t is not None
    p = t.player
    options, rejected = [], []
    for owner in game.players:
        for v in sorted(game.state.seats[owner].columns):
            whose = "your own" if owner == p else f"{owner}'s"
            chosen = option(
                "eliminate",
                owner,
                v,
                label=f"{whose} {CHARACTERS[v].name}",
                explain=f"a column of {powers.size(game, owner, v)} loses a card",
            )
            why = _why_not_eliminate(game, p, owner, v)
            if why:
                rejected.append(chosen.refused(*why))
            else:
                options.append(chosen)
    options.append(Option("skip", "Eliminate nothing"))
    choice = yield Decision(p, f"{p}: equal values: eliminate one card of any player", options, rejected, "turn.equal")
    t.may_eliminate = False
    if choice.verb == "skip":
        return
    owner, v = choice.subject, choice.target
    column = game.state.seats[owner].columns[v]
    game.discard([column.pop()], f"{p} eliminates one of {owner}'s {CHARACTERS[v].name}", "turn.equal")
    if not column:
        del game.state.seats[owner].columns[v]


def _why_not_eliminate(game: ShadowThrone, player: str, owner: str, v: int) -> tuple[str, str] | None:
    if owner == player:
        return None
    if powers.queen_blocks(game, player):
        return (
            f"your {powers.size(game, player, powers.QUEEN)} Królowa (Queen) allow eliminating others' cards "
            f"only with more cards revealed ({len(game.state.turn.revealed)} now)",
            "powers.queen",
        )
    if v != powers.ALCHEMIST and powers.is_active(game, owner, powers.ALCHEMIST):
        return f"{owner}'s active Alchemik means only an Alchemik of theirs may be eliminated", "powers.alchemist"
    return None


def collecting(game: ShadowThrone) -> bool:
    """the turn did not bust"""
    t = game.state.turn
    return t is not None and bool(t.revealed) and not t.busted


def take_or_exchange(game: ShadowThrone) -> Walk:
    """Take the revealed cards into your columns, or give them all to another player for one card of
    theirs. rules: columns.take, exchange, powers.minstrel, powers.king
    """
    t = game.state.turn
    assert t is not None
    p = t.player
    options = [Option("take", f"Take the {len(t.revealed)} card(s)", ", ".join(name(u) for u in t.revealed))]
    rejected = []
    king = _king_refusal(game, p)
    for owner in [o for o in game.players if o != p]:
        minstrel = powers.is_active(game, owner, powers.MINSTREL)
        for v in sorted(game.state.seats[owner].columns):
            chosen = option(
                "exchange",
                owner,
                v,
                label=f"Exchange for {owner}'s {CHARACTERS[v].name}",
                explain=f"give all {len(t.revealed)} revealed cards to {owner}",
            )
            why = king or _minstrel_refusal(owner, v, minstrel)
            if why:
                rejected.append(chosen.refused(*why))
            else:
                options.append(chosen)
    choice = yield Decision(p, f"{p}: take the revealed cards or exchange them", options, rejected, "exchange")
    if choice.verb == "take":
        t.placing, t.revealed = list(t.revealed), []
        yield from columns.place(game, p, t.placing, "taken")
        return
    owner, v = choice.subject, choice.target
    column = game.state.seats[owner].columns[v]
    got = column.pop()
    if not column:
        del game.state.seats[owner].columns[v]
    t.exchange, t.given, t.revealed = (owner, v), list(t.revealed), []
    game.record(
        "exchange",
        f"{p} gives {len(t.given)} card(s) to {owner} for a {CHARACTERS[v].name}",
        "exchange",
        {"player": p, "from": owner, "value": v, "given": list(t.given)},
    )
    t.placing = [got]
    yield from columns.place(game, p, t.placing, "exchanged")


def _king_refusal(game: ShadowThrone, player: str) -> tuple[str, str] | None:
    """Why the player's Kings forbid every exchange now, or None. rule: powers.king"""
    if powers.king_blocks(game, player):
        return (
            f"your {powers.size(game, player, powers.KING)} Król (King) allow an exchange only with at least "
            f"that many cards revealed",
            "powers.king",
        )
    return None


def _minstrel_refusal(owner: str, v: int, minstrel: bool) -> tuple[str, str] | None:
    """Why the owner's active Minstrel (``minstrel``) forbids taking their card of value ``v``, or None.
    rule: powers.minstrel"""
    if v != powers.MINSTREL and minstrel:
        return f"{owner}'s active Minstrel means you may only take a Minstrel", "powers.minstrel"
    return None


def exchanging(game: ShadowThrone) -> bool:
    """the player exchanged"""
    t = game.state.turn
    return t is not None and bool(t.given)


def gift(game: ShadowThrone) -> Walk:
    """The player who gave a card in an exchange may keep one of the cards handed over; the rest
    are discarded. rule: exchange
    """
    t = game.state.turn
    assert t is not None and t.exchange is not None
    owner = t.exchange[0]
    options = [
        option("keep", u, label=f"Keep {name(u)}", explain="into your columns by the usual rules") for u in t.given
    ]
    options.append(Option("none", "Keep none"))
    choice = yield Decision(owner, f"{owner}: keep one of the cards {t.player} gave you?", options, rule="exchange")
    t.placing = [] if choice.verb == "none" else [choice.subject]
    rest = [u for u in t.given if u not in t.placing]
    t.given = []
    if rest:
        game.discard(rest, "the other exchanged cards", "exchange")
    yield from columns.place(game, owner, t.placing, "kept from the exchange")


def end(game: ShadowThrone) -> None:
    """Powers used this turn stand up again where they are active. rule: powers.marks"""
    t = game.state.turn
    assert t is not None
    game.record(
        "turn-end",
        f"{t.player}'s turn ends; score {columns.score(game, t.player)}",
        "powers.marks",
        {"player": t.player},
    )
    game.state.turn = None
