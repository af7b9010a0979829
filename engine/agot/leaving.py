"""Leaving play: killed characters go to the dead pile, discarded cards to the discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk

if TYPE_CHECKING:
    from .game import Agot


def leave_play(game: Agot, uid: str, pile: str, rule: str, why: str) -> None:
    """Remove a card from play to its owner's ``dead`` or ``discard`` pile.

    Attachments and duplicates on it are discarded, and its power returns to
    the power pool (rule leave-play).
    """
    card = game.card(uid)
    for other in game.attached(uid):
        zone = "duplicates" if other.data.type != "attachment" else "play"
        other.attached_to, other.kneeling = None, False
        game.move(other.uid, other.owner, zone, "discard")
        game.record(
            "discarded", f"{other.name} is discarded with {card.name}", "leave-play.attachments", {"card": other.uid}
        )
    if card.power:
        game.state.power_pool += card.power
        game.record(
            "power-returned",
            f"{card.power} power on {card.name} returns to the power pool",
            "leave-play.power",
            {"card": uid, "amount": card.power},
        )
    card.power, card.kneeling, card.attached_to = 0, False, None
    game.move(uid, card.owner, "play", pile)
    kind = "killed" if pile == "dead" else "discarded"
    game.record(kind, f"{card.name} is {kind}: {why}", rule, {"card": uid, "owner": card.owner})


def kill(game: Agot, uids: list[str], why: str) -> Walk:
    """Kill characters together. Each may first be saved (rule abilities.saves); the
    others go to their owners' dead piles at the same time (rule leave-play.killed);
    then responses to the deaths may follow.
    """
    doomed = []
    for uid in uids:
        moment = yield from game.event("leave-play.would-be-killed", card=uid, saved=False)
        if moment["saved"]:
            game.record("saved", f"{game.card(uid).name} is saved from being killed", "abilities.saves", {"card": uid})
        else:
            doomed.append(uid)
    owners = {uid: game.card(uid).owner for uid in doomed}
    for uid in doomed:
        leave_play(game, uid, "dead", "leave-play.killed", why)
    for uid in doomed:
        yield from game.event("leave-play.after-killed", card=uid, owner=owners[uid])


def discard_from_hand(game: Agot, name: str, uid: str, rule: str, why: str) -> None:
    """Discard a card from hand to the discard pile."""
    game.move(uid, name, "hand", "discard")
    game.record("discarded", f"{name} discards {game.card(uid).name} from hand: {why}", rule, {"card": uid})
