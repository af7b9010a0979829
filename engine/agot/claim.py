"""The claim (EFEKT ZMAGAŃ): what a defender suffers after losing a challenge.

The amount is the claim value of the attacker's revealed plot; it is applied
as far as possible. A defender who wins suffers nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame.leaving import discard_from_hand, leave
from engine.cardgame.power import move_power
from engine.core.flow import Walk
from engine.core.protocol import Decision, option

if TYPE_CHECKING:
    from .game import Agot


def claim_value(game: Agot, name: str) -> int:
    """The claim value of a player's revealed plot."""
    plot = game.plot(name)
    return plot.claim if plot else 0


def apply_claim(game: Agot) -> Walk:
    """Apply the claim of the challenge's type if the attacker won.

    rules: challenges.claim, challenges.defender-wins
    """
    c = game.state.challenge
    assert c is not None
    if c.winner != c.attacker:
        game.record("no-claim", f"{c.defender} defended successfully: no claim", "challenges.defender-wins")
        return
    n = claim_value(game, c.attacker)
    if c.kind == "military":
        yield from military_claim(game, c.defender, n)
    elif c.kind == "intrigue":
        intrigue_claim(game, c.defender, n)
    else:
        move_power(game, c.defender, c.attacker, n, "challenges.claim.power")


def military_claim(game: Agot, defender: str, n: int) -> Walk:
    """The defender chooses ``n`` different characters of theirs in play (not only
    participants) and they are killed together. rules: challenges.claim.military,
    challenges.claim.high
    """
    candidates = [c.uid for c in game.characters(defender)]
    target = min(n, len(candidates))  # as far as possible
    chosen: list[str] = candidates if target == len(candidates) else []  # no choice: all must go
    while len(chosen) < target:
        left = [u for u in candidates if u not in chosen]
        prompt = f"{defender}: military claim {n}: choose a character to kill ({len(chosen) + 1} of {n})"
        options = [option("kill", u, label=game.card(u).name, explain="goes to your dead pile") for u in left]
        choice = yield Decision(defender, prompt, options, rule="challenges.claim.military")
        chosen.append(choice.subject)
    if not chosen:
        game.record("claim", f"{defender} has no character to kill", "challenges.claim.military")
    yield from leave(game, chosen, "killed", f"military claim {n}")


def intrigue_claim(game: Agot, defender: str, n: int, rule: str = "challenges.claim.intrigue") -> None:
    """The defender discards ``n`` cards from hand at random. rule: challenges.claim.intrigue"""
    hand = game.zone(defender, "hand")
    lost = game.rng.sample(hand, min(n, len(hand)))
    if not lost:
        game.record("claim", f"{defender} has no card in hand to discard", rule)
    for uid in lost:
        discard_from_hand(game, defender, uid, rule, f"{n} at random")
