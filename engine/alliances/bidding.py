"""Steps 1-2 of a round: the current ally, then the bid (ZAGRYWANIE KART WPŁYWU).

In turn, clockwise from the first player, each leader plays one influence card face up
into their bidding area (resolving its ability) or kneels, passing for the rest of the
round. The bid ends when every leader has knelt. "You" on an influence card means the
leader in whose bidding area it lies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected

from . import ring

if TYPE_CHECKING:
    from .game import Alliances


def reveal_ally(game: Alliances) -> None:
    """The first player turns up the current ally. rule: round.ally"""
    s = game.state
    source = s.row if s.row else s.allies  # open allies: the leftmost of the row
    s.current, s.on_current, s.winner, s.knelt = source.pop(0), [], None, []
    s.round_ally = s.current
    s.turn = s.first
    a = game.card(s.current)
    what = f"; {a.text}" if a.timing == "this-round" else ""
    game.record("ally", f"The current ally is {a.name}, power {a.power}{what}", "round.ally", {"ally": s.current})


def all_knelt(game: Alliances) -> bool:
    return len(game.state.knelt) == len(game.players)


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


def play_or_kneel(game: Alliances) -> Walk:
    """The next leader who has not knelt plays a card or kneels. rules: bid.play, bid.kneel"""
    s = game.state
    order = ring.clockwise_from(game, s.turn)
    p = next(q for q in order if q not in s.knelt)
    options = [
        Option(f"play:{uid}", f"{game.card(uid).name} ({game.card(uid).value})", game.card(uid).text)  # type: ignore[union-attr]
        for uid in s.hands[p]
    ]
    options.append(Option("kneel", "Kneel", f"pass for the rest of the round with {total(game, p)} influence"))
    rejected = [] if s.hands[p] else [Rejected("Play a card", "your hand is empty", "bid.play")]
    choice = yield Decision(
        p, f"{p}: play an influence card or kneel ({total(game, p)} influence so far)", options, rejected, "bid.play"
    )
    s.turn = ring.left(game, p)
    if choice == "kneel":
        s.knelt.append(p)
        game.record("kneel", f"{p} kneels with {total(game, p)} influence", "bid.kneel", {"player": p})
        return
    uid = choice.split(":", 1)[1]
    s.hands[p].remove(uid)
    s.bids[p].append(uid)
    c = game.card(uid)
    game.record("play", f"{p} plays {c.name} ({c.value})", "bid.play", {"player": p, "card": uid})
    yield from resolve_on_play(game, p, uid)


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
    elif effect == "little_birds" and s.supply:
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
                [Option(f"take:{q}@{u}", f"{game.card(u).name} from {q}") for q, u in targets],
                rule="cards.you",
            )
            q, u = choice.split(":", 1)[1].split("@")
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
            [Option(f"give:{q}", q, "it joins their hand after the bid") for q in others],
            rule="cards.bribery",
        )
        q = choice.split(":", 1)[1]
        s.bids[player].remove(uid)
        s.bids[q].append(uid)
        game.record("moved", f"{c.name} goes into {q}'s bidding area", "cards.bribery", {"card": uid, "to": q})
