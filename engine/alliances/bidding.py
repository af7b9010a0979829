"""Steps 1-2 of a round: the current ally, then the bid (ZAGRYWANIE KART WPŁYWU).

In turn, clockwise from the first player, each leader plays one influence card face up
into their bidding area (resolving its ability) or kneels, passing for the rest of the
round. The bid ends when every leader has knelt. "You" on an influence card means the
leader in whose bidding area it lies.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import ring

if TYPE_CHECKING:
    from .game import Alliances


def reveal_ally(game: Alliances) -> None:
    """The first player turns up the current ally; with none left in the deck (or the open row) the
    round goes on without one, for the power token alone. rules: round.ally, round.no-ally
    """
    s = game.state
    source = s.row if s.row else s.allies  # open allies: the leftmost ally of the row
    s.current, s.on_current, s.winner, s.knelt = None, [], None, []
    s.round_ally = None
    if not source:
        game.record(
            "no-ally",
            "No ally is left to turn up: this round the bid wins only a power token",
            "round.no-ally",
        )
        return
    s.current = s.round_ally = source.pop(0)
    a = game.card(s.current)
    what = f"; {a.text}" if a.timing == "this-round" else ""
    game.record("ally", f"The current ally is {a.name}, power {a.power}{what}", "round.ally", {"ally": s.current})


def all_knelt(game: Alliances) -> bool:
    """Every leader has knelt. rule: bid.kneel"""
    return len(game.state.knelt) == len(game.players)


def bidders(game: Alliances) -> list[str]:
    """clockwise from the first player, skipping leaders who knelt

    One pass of the bid: each of them plays a card or kneels; the next pass starts again from
    the first player, skipping those who knelt. rules: bid.play, bid.kneel
    """
    s = game.state
    return [p for p in game.seats_from(s.first) if p not in s.knelt]


def total(game: Alliances, player: str) -> int:
    """A leader's influence: the values of the cards in their bidding area (and their bonuses)."""
    return sum(value(game, player, uid) for uid in game.state.bids[player])


def value(game: Alliances, player: str, uid: str) -> int:
    """One card's influence for the leader in whose area it lies. rule: cards.you"""
    c = game.card(uid)
    if c.effect == "bonus":  # type: ignore[union-attr]
        mine = game.ally_count(player)
        if all(mine < game.ally_count(n) for n in (ring.left(game, player), ring.right(game, player))):
            return c.value + c.params.get("n", 1)  # type: ignore[union-attr]
    return c.value  # type: ignore[union-attr]


def play_or_kneel(game: Alliances, player: str) -> Walk:
    """A leader who has not knelt plays a card of their hand face up, or kneels. rules: bid.play, bid.kneel"""
    s = game.state
    so_far = total(game, player)
    options = [_play_option(game, uid) for uid in s.hands[player]]
    options.append(Option("kneel", "Kneel", f"pass for the rest of the round with {so_far} influence"))
    refused = [] if s.hands[player] else [Option("play", "Play a card").refused("your hand is empty", "bid.play")]
    choice = yield Decision(
        player,
        f"{player}: play an influence card or kneel ({so_far} influence so far)",
        options,
        refused,
        "bid.play",
    )
    if choice.verb == "kneel":
        s.knelt.append(player)
        game.record("kneel", f"{player} kneels with {total(game, player)} influence", "bid.kneel", {"player": player})
        return
    uid = str(choice.subject)
    s.hands[player].remove(uid)
    s.bids[player].append(uid)
    c = game.card(uid)
    game.record("play", f"{player} plays {c.name} ({c.value})", "bid.play", {"player": player, "card": uid})  # type: ignore[union-attr]
    yield from resolve_on_play(game, player, uid)


def _play_option(game: Alliances, uid: str) -> Option:
    c = game.card(uid)
    return _card_option(uid, c.name, c.value, c.text)  # type: ignore[union-attr]


@cache
def _card_option(uid: str, name: str, value: int, text: str) -> Option:
    """Playing a card: the same option whenever it is in hand, so built once."""
    return option("play", uid, label=f"{name} ({value})", explain=text)


def resolve_on_play(game: Alliances, player: str, uid: str) -> Walk:
    """Abilities that act when the card is played (the others wait for the triumph). rule: cards.abilities"""
    s = game.state
    c = game.card(uid)
    effect = c.effect  # type: ignore[union-attr]
    if effect == "draw":
        n = c.params.get("n", 1)  # type: ignore[union-attr]
        drawn = s.influence[:n]
        del s.influence[: len(drawn)]
        s.hands[player].extend(drawn)
        s.gained[player] += len(drawn)
        game.record("draw", f"{player} draws {len(drawn)} influence card(s)", "cards.abilities", {"player": player})
    elif effect == "little_birds" and s.supply and s.current:
        s.on_current.append(s.supply.pop(0))
        game.record(
            "token-on-ally", f"A face-down power token is laid on {game.card(s.current).name}", "cards.abilities"
        )
    elif effect == "betrayal":
        targets = [(q, u) for q in game.players if q != player for u in s.bids[q]]
        if targets:
            choice = yield Decision(
                player,
                f"{player}: Betrayal: move a card from another bidding area to yours",
                [_take_option(game, q, u) for q, u in targets],
                rule="cards.you",
            )
            q, u = str(choice.target), str(choice.subject)
            s.bids[q].remove(u)
            s.bids[player].append(u)
            game.record(
                "moved",
                f"{game.card(u).name} moves from {q}'s bidding area to {player}'s",
                "cards.you",
                {"card": u, "from": q, "to": player},
            )
    elif effect == "bribery":
        others = [q for q in game.players if q != player]
        choice = yield Decision(
            player,
            f"{player}: Bribery: put this card in another leader's bidding area",
            [_give_option(uid, q) for q in others],
            rule="cards.bribery",
        )
        q = str(choice.target)
        s.bids[player].remove(uid)
        s.bids[q].append(uid)
        game.record("moved", f"{c.name} goes into {q}'s bidding area", "cards.bribery", {"card": uid, "to": q})


def _take_option(game: Alliances, owner: str, uid: str) -> Option:
    """Betrayal: take card ``uid`` (the subject) from ``owner``'s bidding area (the target).

    The id keeps its saved form ``take:owner@card``.
    """
    return option("take", uid, owner, label=f"{game.card(uid).name} from {owner}", id=f"take:{owner}@{uid}")


def _give_option(uid: str, leader: str) -> Option:
    """Bribery: put the card ``uid`` (the subject) into ``leader``'s bidding area (the target).

    The id keeps its saved form ``give:leader``.
    """
    return option("give", uid, leader, label=leader, explain="it joins their hand after the bid", id=f"give:{leader}")
