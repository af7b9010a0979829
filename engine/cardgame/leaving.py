"""Leaving play: what goes with a card that leaves, saves that stop it, and discarding from hand.

How a game lets cards leave play with a chance to save them is its ``ways_to_leave``:
each :class:`Way` (killed, discarded, returned to hand, ...) names the pile it ends in and
the trigger points before ("would", where saves answer) and after it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.flow import Walk

if TYPE_CHECKING:
    from .game import CardGame


@dataclass(frozen=True)
class Way:
    """One way of leaving play: the pile, the rule, and the trigger points around it
    (``would`` None: nothing can save the card).
    """

    pile: str
    rule: str
    would: str | None = None
    after: str | None = None


def leave_play(game: CardGame, uid: str, pile: str, rule: str, why: str) -> None:
    """Remove a card from play to its owner's ``pile``, at once.

    The cards on it (attachments and duplicates) go where the game says
    (:meth:`~.game.CardGame.attachment_pile`) and its tokens go back
    (the game's :meth:`~.game.CardGame.return_tokens`). rules: leave play, attachments
    """
    card = game.card(uid)
    _take_off(game, uid)
    game.return_tokens(card)
    card.kneeling, card.attached_to = False, None
    game.move(uid, card.owner, "play", pile)
    kind = {"dead": "killed", "hand": "returned"}.get(pile, "discarded")
    said = "returned to hand" if pile == "hand" else kind
    game.record(kind, f"{card.name} is {said}: {why}", rule, {"card": uid, "owner": card.owner})


def _take_off(game: CardGame, uid: str) -> None:
    """The cards on a card leaving play go where the game says, and the cards on those too (a
    duplicate of an attachment, say). rule: attachments
    """
    card = game.card(uid)
    for other in game.attached(uid):
        _take_off(game, other.uid)
        zone = next(z for z in game.attachment_zones if other.uid in game.zone(other.owner, z))
        goes = game.attachment_pile(other)
        other.attached_to, other.kneeling = None, False
        game.return_tokens(other)
        game.move(other.uid, other.owner, zone, goes)
        where = "returns to its owner's hand" if goes == "hand" else "is discarded"
        game.record(
            "returned" if goes == "hand" else "discarded",
            f"{other.name} {where} with {card.name}",
            game.kit_rules["attachments"],
            {"card": other.uid},
        )


def leave(game: CardGame, uids: list[str], way: str, why: str, can_save: bool = True) -> Walk:
    """Cards leave play together in one of the game's ways. At the way's "would" trigger point
    (not opened when an effect says they cannot be saved) each may be saved, or an interrupt may
    send it to another pile (``pile``); the others leave at the same time; then the "after"
    trigger point opens for each. rules: saves, the way's rule
    """
    how = game.ways_to_leave[way]
    going, piles = [], {uid: how.pile for uid in uids}
    for uid in uids:
        saved = False
        if how.would and can_save:
            moment = yield from game.event(how.would, card=uid, way=way, saved=False, pile=how.pile)
            saved, piles[uid] = moment["saved"], moment["pile"]
        if saved:
            game.record(
                "saved", f"{game.card(uid).name} is saved from being {way}", game.kit_rules["saved"], {"card": uid}
            )
        else:
            going.append(uid)
    owners = {uid: game.card(uid).owner for uid in going}
    going = [uid for uid in going if uid in game.zone(game.card(uid).owner, "play")]  # gone meanwhile
    for uid in going:
        leave_play(game, uid, piles[uid], how.rule, why)
    if how.after:
        for uid in going:
            yield from game.event(how.after, card=uid, owner=owners[uid])


def discard_from_hand(game: CardGame, name: str, uid: str, rule: str, why: str) -> None:
    """Discard a card from a player's hand to their discard pile."""
    game.move(uid, name, "hand", "discard")
    game.record("discarded", f"{name} discards {game.card(uid).name} from hand: {why}", rule, {"card": uid})
