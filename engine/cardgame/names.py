"""How cards are named in options and hints: the copy number when two copies are in play, the
owner when it is another player's, and labels no longer than a line.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import CardGame

LABEL_LIMIT = 90  # the longest option label (characters)
#: The zones (besides play) where a copy of a card may be told apart by naming its zone.
OPEN_ZONES = ("hand", "discard", "dead", "shadows")
ZONE_NAMES = {"discard": "discard pile", "dead": "dead pile", "hand": "hand", "shadows": "shadows"}


def copy_number(uid: str) -> int:
    """Which copy of its card a uid is: ``S.stark-escort`` and ``A.01089`` are #1, ``S.stark-escort.2``
    and ``A.01089.2`` are #2 (a uid is seat, card, then the copy number from the second copy on).
    """
    found = re.fullmatch(r"[^.]+\.[^.]+\.(\d+)", uid)
    return int(found.group(1)) if found else 1


def card_name(game: CardGame, uid: str, viewer: str | None = None, short: bool = False) -> str:
    """A card's name as options and hints give it: the Polish name with the English beside it (only
    the Polish with ``short``), its copy number (#2, from its uid) when another copy of it is in play
    (or, for a card elsewhere, in the same zone), else its zone when a copy lies in another open
    zone (hand, discard or dead pile, shadows), and its owner when that is not ``viewer``.
    """
    card = game.card(uid)
    name = (card.data.name_pl or card.data.name_en) if short else card.name
    in_play, copies_in_play = game.kept("cards in play by id", lambda: _in_play(game))
    zones = game.state.players[card.owner].zones
    where = ""
    if uid in in_play:
        copies = copies_in_play[card.data.id] > 1
    else:  # a card elsewhere (in hand, say) is told apart from copies beside it
        where = next((z for z, uids in zones.items() if uid in uids), "")
        copies = any(u != uid and game.card(u).data.id == card.data.id for u in zones.get(where, []))
    if copies:
        name += f" #{copy_number(uid)}"
    elif where and any(u != uid and game.card(u).data.id == card.data.id for z in OPEN_ZONES for u in zones.get(z, [])):
        name += f" ({ZONE_NAMES.get(where, where)})"  # a copy in another pile: say which pile
    if viewer is not None and card.owner != viewer:
        name += f" ({card.owner})"
    return name


def _in_play(game: CardGame) -> tuple[frozenset[str], Counter[str]]:
    """The uids of the cards in play (every player's), and how many copies of each card id are among
    them: worked out once per reading of the game (``Game.reading``)."""
    uids = [u for p in game.players for u in game.zone(p, "play")]
    return frozenset(uids), Counter(game.card(u).data.id for u in uids)


def aimed_label(game: CardGame, player: str, subject: str, targets: tuple[str, ...]) -> str:
    """ "Card → target" for ``player``'s option aimed at cards, no longer than ``LABEL_LIMIT``: the
    names are shortened to Polish only (the target's first) when both languages do not fit.
    """
    label = ""
    card = game.card(subject)
    for short_subject, short_target in ((False, False), (False, True), (True, True)):
        name = (card.data.name_pl or card.data.name_en) if short_subject else card.name
        named = ", ".join(card_name(game, t, player, short_target) for t in targets)
        label = f"{name} → {named}"
        if len(label) <= LABEL_LIMIT:
            return label
    return label[: LABEL_LIMIT - 1] + "…"
