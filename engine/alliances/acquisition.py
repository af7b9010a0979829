"""Step 3 of a round (POZYSKANIE KARTY SOJUSZNIKA): who wins the bid, triumph abilities, where the
ally goes, and the power token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import advanced, bidding, ring

if TYPE_CHECKING:
    from .game import Alliances

OVERRIDES = ("sansa", "mance", "jaqen")  # these allies ignore every placement restriction


def decide_winner(game: Alliances) -> None:
    """The highest total influence wins; a tie goes to the tied leader nearest the first player,
    clockwise, even at 0. rules: acquire.winner, acquire.tie
    """
    s = game.state
    totals = {p: bidding.total(game, p) for p in game.players}
    best = max(totals.values())
    s.winner = next(p for p in game.seats_from(s.first) if totals[p] == best)
    tie = sum(1 for v in totals.values() if v == best) > 1
    why = f" (a tie at {best}: nearest the first player)" if tie else ""
    game.record(
        "bid-won",
        f"{s.winner} wins the bid with {best}{why}",
        "acquire.tie" if tie else "acquire.winner",
        {"winner": s.winner, "totals": totals},
    )


def triumph_order(game: Alliances) -> list[str]:
    """leader by leader, clockwise from the first player

    The order in which triumph abilities resolve (our reading). rule: cards.triumph
    """
    return game.seats_from(game.state.first)


def triumphs(game: Alliances, player: str) -> Walk:
    """The triumph abilities in one leader's bidding area resolve now that the winner is known, in the
    order the cards were laid there. rule: cards.triumph
    """
    s = game.state
    for uid in list(s.bids[player]):
        c = game.card(uid)
        if not c.triumph:  # type: ignore[union-attr]
            continue
        effect = c.effect  # type: ignore[union-attr]
        won = s.winner == player
        if effect == "assassin" and s.current:
            kill_current(game, f"{c.name} ({player})")
        elif effect == "blood_magic" and won and s.current:
            kill_current(game, f"{c.name} ({player})")
            yield from gain_extra(game, player, c.name)
        elif effect == "matchmaker" and not won:
            yield from gain_extra(game, player, c.name)
        elif effect == "contingency" and not won:
            yield from take_tokens(game, player, 1, c.name)


def kill_current(game: Alliances, why: str) -> None:
    """The current ally dies: to the public dead pile; tokens on it go back to the supply. rule: allies.killed"""
    s = game.state
    game.record("killed", f"{game.card(s.current).name} is killed: {why}", "allies.killed", {"ally": s.current})
    s.dead.append(s.current)  # type: ignore[arg-type]
    s.supply.extend(s.on_current)
    game.rng.shuffle(s.supply)
    s.current, s.on_current = None, []


def gain_extra(game: Alliances, player: str, why: str) -> Walk:
    """An ally gained outside the bid: the top ally of the deck; Pulling the Strings does not apply.
    With open allies the deck's top ally is first turned up at the end of the row, and the ally
    gained is the next one of the row. With no ally left the ability gains nothing.
    rules: cards.strings, variant.open-allies, round.no-ally
    """
    s = game.state
    advanced.top_up_row(game)
    source = s.row if s.row else s.allies
    if not source:
        game.record(
            "no-ally",
            f"{player} would gain an ally ({why}), but no ally is left to take",
            "round.no-ally",
            {"player": player},
        )
        return
    uid = source.pop(0)
    s.incoming.append(uid)
    game.record(
        "gain", f"{player} gains {game.card(uid).name} ({why})", "cards.strings", {"ally": uid, "player": player}
    )
    yield from place(game, player, uid, strings=False)


def place_current(game: Alliances) -> Walk:
    """The winner puts the current ally in one of their two councils and resolves its 'on acquisition'
    ability; then takes a power token. rules: acquire.place, acquire.token
    """
    s = game.state
    assert s.winner is not None
    if s.current is not None:
        uid, s.current = s.current, None
        s.incoming.append(uid)
        s.incoming_tokens, s.on_current = s.on_current, []
        yield from place(game, s.winner, uid, strings=True)
    count = 2 if game.this_round("double_token") else 1
    yield from take_tokens(game, s.winner, count, "the bid")


def allowed_councils(game: Alliances, player: str, uid: str, strings: bool) -> tuple[list[str], str]:
    """Where an ally may go, and the rule that decides it."""
    mine = list(ring.councils_of(game, player))
    a = game.card(uid)
    if a.effect in OVERRIDES:  # type: ignore[union-attr]
        if a.effect == "mance":  # type: ignore[union-attr]
            return list(game.state.councils), "allies.override"
        if a.effect == "sansa":  # type: ignore[union-attr]
            top = max(_strongest(game, c) for c in mine)
            return [c for c in mine if _strongest(game, c) == top], "allies.override"
        return mine, "allies.override"
    if a.effect == "loras" or any(game.card(u).effect == "pack" for q in game.players for u in game.state.bids[q]):  # type: ignore[union-attr]
        fewer = min(len(game.state.councils[c].allies) for c in mine)
        return [c for c in mine if len(game.state.councils[c].allies) == fewer], "acquire.restrictions"
    if strings and not game.this_round("no_strings"):
        pulls = {
            n: sum(1 for u in game.state.bids[n] if game.card(u).effect == "strings")
            for n in (ring.left(game, player), ring.right(game, player))
        }
        most = max(pulls.values())
        pullers = [n for n, k in pulls.items() if k == most]
        if most and len(pullers) == 1:
            return [ring.council(game, player, pullers[0])], "cards.strings"
    return mine, "acquire.place"


def _strongest(game: Alliances, council_id: str) -> int:
    return max((game.card(x).power for x in game.state.councils[council_id].allies), default=-1)  # type: ignore[union-attr]


def place(game: Alliances, player: str, uid: str, strings: bool) -> Walk:
    """Put an incoming ally (and any tokens that lay on it) into a council, then its 'on acquisition'
    ability.
    """
    s = game.state
    a = game.card(uid)
    where, rule = allowed_councils(game, player, uid, strings)
    if a.effect == "jaqen":  # type: ignore[union-attr]
        yield from _jaqen_kills(game, player)
    council = where[0]
    if len(where) > 1:
        choice = yield Decision(
            player,
            f"{player}: which council takes {a.name}?",
            [option("council", c, label=council_label(player, c)) for c in where],
            rule=rule,
        )
        council = str(choice.subject)
    s.incoming.remove(uid)
    s.councils[council].allies.append(uid)
    s.councils[council].tokens.extend(s.incoming_tokens)
    s.incoming_tokens = []
    game.record(
        "placed",
        f"{player} puts {a.name} in the council {council}",
        rule,
        {"player": player, "ally": uid, "council": council},
    )
    if a.effect == "token":  # type: ignore[union-attr]
        yield from take_tokens(game, player, 1, a.name)


def council_label(player: str, council_id: str) -> str:
    """A council as ``player`` picks it: "shared with" the other leader when they sit at it, else the
    two leaders who share it (an ability may send an ally to any council).
    rules: councils, acquire.place, allies.override
    """
    a, b = ring.members(council_id)
    if player in (a, b):
        return f"shared with {b if player == a else a}"
    return f"the council of {a} and {b}"


def _jaqen_kills(game: Alliances, player: str) -> Walk:
    s = game.state
    victims = [(c, u) for c, council in s.councils.items() for u in council.allies]
    if not victims:
        return
    choice = yield Decision(
        player,
        f"{player}: Jaqen H'ghar: kill an ally in any council",
        [_kill_option(game, c, u) for c, u in victims],
        rule="allies.killed",
    )
    c, u = str(choice.target), str(choice.subject)
    s.councils[c].allies.remove(u)
    s.dead.append(u)
    game.record("killed", f"{game.card(u).name} is killed by Jaqen H'ghar", "allies.killed", {"ally": u})


def _kill_option(game: Alliances, council_id: str, uid: str) -> Option:
    """Jaqen H'ghar: kill the ally ``uid`` (the subject) in ``council_id`` (the target).

    The id keeps its saved form ``kill:council@ally``.
    """
    return option(
        "kill", uid, council_id, label=f"{game.card(uid).name} in {council_id}", id=f"kill:{council_id}@{uid}"
    )


def take_tokens(game: Alliances, player: str, n: int, why: str) -> Walk:
    """Take face-down power tokens without looking and put each in either council. rule: acquire.token"""
    s = game.state
    for _ in range(min(n, len(s.supply))):
        token = s.supply.pop(0)
        s.incoming_tokens.append(token)
        left, right = ring.councils_of(game, player)
        choice = yield Decision(
            player,
            f"{player}: put a face-down power token ({why}) in a council",
            [
                option("token", c, label=council_label(player, c), explain="its value stays hidden")
                for c in (left, right)
            ],
            rule="acquire.token",
        )
        council = str(choice.subject)
        s.incoming_tokens.remove(token)
        s.councils[council].tokens.append(token)
        game.record(
            "token",
            f"{player} puts a face-down power token in {council}",
            "acquire.token",
            {"player": player, "council": council},
        )
