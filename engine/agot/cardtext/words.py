"""The words the learning set's card texts are written in: trigger points, facts about cards,
conditions on the moment, targets and effects.

A house's module (:mod:`.stark`, :mod:`.lannister`) or :mod:`.plots` declares each card's abilities
with the kit's :class:`~engine.cardgame.Ability` and the helpers below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cardgame import Cost, Use

if TYPE_CHECKING:
    from ..game import Agot

AFTER_PLAYED = "abilities.after-played"
AFTER_DEFENDERS = "challenges.after-defenders-declared"
AFTER_CHALLENGE = "challenges.after-challenge"
WOULD_BE_KILLED = "leave-play.would-be-killed"
AFTER_KILLED = "leave-play.after-killed"
WHEN_REVEALED = "plot.when-revealed"
DOMINANCE_WON = "dominance.won"
KNEEL = Cost(kneel_self=True)

# -- facts about cards --------------------------------------------------------


def is_trait(game: Agot, uid: str, trait: str) -> bool:
    return trait in game.card(uid).data.traits


def house_of(game: Agot, uid: str) -> str:
    return game.card(uid).data.house


def controller(game: Agot, uid: str) -> str:
    return game.card(uid).owner


def attacking(game: Agot, uid: str) -> bool:
    c = game.state.challenge
    return c is not None and uid in c.attackers and uid in game.in_play_uids()


def defending(game: Agot, uid: str) -> bool:
    c = game.state.challenge
    return c is not None and uid in c.defenders and uid in game.in_play_uids()


def participating(game: Agot, uid: str) -> bool:
    return attacking(game, uid) or defending(game, uid)


def all_characters(game: Agot) -> list[str]:
    return [c.uid for p in game.players for c in game.characters(p)]


# -- conditions on the moment ------------------------------------------------


def played_self(game: Agot, use: Use) -> bool:
    """The card that was just played is this one."""
    return use.event.get("card") == use.source


def won(kind: str | None = None, side: str | None = None, with_self: str = "") -> Callable[[Agot, Use], bool]:
    """After you win a challenge (of a kind, as attacker/defender, with this card attacking/participating)."""

    def check(game: Agot, use: Use) -> bool:
        c = game.state.challenge
        if c is None or c.winner != use.player or (kind and c.kind != kind):
            return False
        if side and (c.attacker if side == "attacker" else c.defender) != use.player:
            return False
        if with_self == "attacked":
            return use.source in c.attackers
        if with_self == "participated":
            return use.source in c.attackers + c.defenders
        return True

    return check


def lost(game: Agot, use: Use) -> bool:
    c = game.state.challenge
    return c is not None and c.winner is not None and c.winner != use.player


def declared_self_as_defender(game: Agot, use: Use) -> bool:
    return defending(game, use.source)


def in_challenge_as(side: str) -> Callable[[Agot, Use], bool]:
    def check(game: Agot, use: Use) -> bool:
        c = game.state.challenge
        return c is not None and c.winner is None and (side == "any" or getattr(c, side) == use.player)

    return check


def victim_is(test: Callable[[Agot, Use, str], bool]) -> Callable[[Agot, Use], bool]:
    """A save's condition on the character about to be killed (not yet saved)."""

    def check(game: Agot, use: Use) -> bool:
        victim = use.event.get("card")
        return victim is not None and not use.event.get("saved") and test(game, use, victim)

    return check


# -- targets --------------------------------------------------------------------


def characters(test: Callable[[Agot, Use, str], bool]) -> Callable[[Agot, Use], list[str]]:
    """Every character in play (either side) that passes ``test``."""
    return lambda game, use: [u for u in all_characters(game) if test(game, use, u)]


def yours(game: Agot, use: Use, uid: str) -> bool:
    return controller(game, uid) == use.player


def standing(game: Agot, use: Use, uid: str) -> bool:
    return not game.card(uid).kneeling


def kneeling(game: Agot, use: Use, uid: str) -> bool:
    return game.card(uid).kneeling


# -- effects --------------------------------------------------------------------


def save(game: Agot, use: Use) -> None:
    """Stop the kill: the character stays in play (the killing effect's cost stays paid)."""
    use.event["saved"] = True


def while_in(test: Callable[[Agot, str, str], bool], amount: int) -> Callable[[Agot, str, str], int]:
    """A constant modifier: +amount to each character for which ``test(game, source, target)`` holds."""
    return lambda game, src, uid: amount if test(game, src, uid) else 0


def look_at_hand(game: Agot, use: Use, other: str) -> None:
    """The ability's player looks at another player's hand (only they see it in the log)."""
    seen = ", ".join(game.card(u).name for u in game.zone(other, "hand")) or "nothing"
    game.record(
        "look",
        f"{use.player} looks at {other}'s hand: {seen}",
        use.ability.cites,
        {"cards": list(game.zone(other, "hand"))},
        visible_to=[use.player],
    )
