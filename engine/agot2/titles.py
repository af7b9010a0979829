"""Melee titles (rule agot2.melee): six titles, each supporting one and rivalling two others.

At step 1.4 the first player shuffles the titles face down, removes some by the number of
players, and the players pick one each in secret, in player order; the picks are revealed
together and go back to the pool at 7.4.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from .cards import library

if TYPE_CHECKING:
    from .game import Agot2

CROWN_REGENT, HAND, COIN, LAWS, SHIPS, WHISPERS = "01211", "01208", "01209", "01210", "01207", "01206"

#: Title code -> (the title it supports, the titles it rivals). rule: agot2.melee
RELATIONS = {
    CROWN_REGENT: (None, ()),
    HAND: (LAWS, (COIN, SHIPS)),
    COIN: (SHIPS, (HAND, WHISPERS)),
    LAWS: (COIN, (WHISPERS, SHIPS)),
    SHIPS: (WHISPERS, (LAWS, HAND)),
    WHISPERS: (HAND, (LAWS, COIN)),
}

#: What each title does, in our words.
EFFECTS = {
    CROWN_REGENT: "+2 strength for dominance; once a round, may send a challenge to another opponent",
    HAND: "+1 strength in power challenges you take part in; one more power challenge, against another opponent",
    COIN: "+2 gold income",
    LAWS: "draw 1 more card in the draw phase; +1 reserve",
    SHIPS: "+1 strength in military challenges you take part in; +1 claim attacking a rival in military",
    WHISPERS: "+1 strength in intrigue challenges you take part in; an intrigue claim may hit several opponents",
}

#: Cards removed face down before the picks, by number of players. rule: agot2.melee.select
REMOVED = {3: 2, 4: 1, 5: 1, 6: 0}

#: Title code -> (value, amount) it adds to its bearer's values.
VALUES = {COIN: {"income": 2}, LAWS: {"draw": 1, "reserve": 1}, CROWN_REGENT: {"dominance": 2}}
#: Title code -> challenge type in which it adds 1 strength to its bearer's side.
CHALLENGE_BONUS = {HAND: "power", SHIPS: "military", WHISPERS: "intrigue"}


def title_of(game: Agot2, player: str) -> str | None:
    """The code of the title a player holds this round, or None."""
    held = game.zone(player, "title")
    return game.card(held[0]).data.id if held else None


def bearer(game: Agot2, code: str) -> str | None:
    """Who holds a title now, or None."""
    return next((p for p in game.players if title_of(game, p) == code), None)


def supports(game: Agot2, player: str, other: str) -> bool:
    """Whether ``player``'s title supports ``other``'s title (no challenge against them)."""
    mine, theirs = title_of(game, player), title_of(game, other)
    return mine is not None and theirs is not None and RELATIONS[mine][0] == theirs


def rivals(game: Agot2, player: str, other: str) -> bool:
    """Whether ``player``'s title is a rival of ``other``'s (rivalry is mutual)."""
    mine, theirs = title_of(game, player), title_of(game, other)
    return mine is not None and theirs is not None and theirs in RELATIONS[mine][1]


def bonus(game: Agot2, player: str, value: str) -> int:
    """What a player's title adds to one of their values (income, reserve, draw, dominance)."""
    title = title_of(game, player)
    return VALUES.get(title, {}).get(value, 0) if title else 0


def challenge_bonus(game: Agot2, player: str, kind: str, side: list[str]) -> int:
    """+1 to a side's total when its player's title favours this challenge type and one of their
    characters takes part. rule: agot2.melee
    """
    title = title_of(game, player)
    return 1 if title and CHALLENGE_BONUS.get(title) == kind and side else 0


def melee(game: Agot2) -> bool:
    """a melee game (3 to 6 players)"""
    return len(game.players) > 2


def deal_titles(game: Agot2) -> None:
    """The first player shuffles the six titles face down and removes some: 2 with 3 players,
    1 with 4 or 5, none with 6. rule: agot2.melee.select
    """
    s = game.state
    pool = list(s.titles)
    game.rng.shuffle(pool)
    out = REMOVED[len(game.players)]
    s.titles, s.titles_aside, s.titles_offered = [], pool[:out], pool[out:]
    game.record(
        "titles-dealt",
        f"The titles are shuffled face down; {out} {'is' if out == 1 else 'are'} set aside unseen",
        "agot2.melee.select",
        {"aside": out},
    )


def title_option(game: Agot2, uid: str) -> Option:
    """Choosing one title (its supports, rivals and effect in the explanation)."""
    code = game.card(uid).data.id
    support, rivalled = RELATIONS[code]
    names = library_names(game)
    parts = [EFFECTS[code]]
    if support:
        parts.append(f"supports {names[support]}")
    if rivalled:
        parts.append("rivals " + " and ".join(names[r] for r in rivalled))
    return option("title", uid, label=game.card(uid).name, explain="; ".join(parts))


def library_names(game: Agot2) -> dict[str, str]:
    """Title code -> its name."""
    return {code: library()[code].name for code in RELATIONS}


def choose_title(game: Agot2, player: str) -> Walk:
    """In player order, each player picks one of the titles left, in secret. rule: agot2.melee.select"""
    offered = game.state.titles_offered
    choice = yield Decision(
        player,
        f"{player}: choose a title for this round (secret)",
        [title_option(game, u) for u in offered],
        rule="agot2.melee.select",
        secret=True,
    )
    offered.remove(choice.subject)
    game.card(choice.subject).owner = player
    game.zone(player, "title").append(choice.subject)
    game.card(choice.subject).facedown = True
    game.record("title-chosen", f"{player} has chosen a title", "agot2.melee.select", {"player": player})


def reveal_titles(game: Agot2) -> None:
    """The chosen titles are turned face up together; the rest go back to the pool.
    rule: agot2.melee.select
    """
    s = game.state
    for p in game.turn_order():
        for uid in game.zone(p, "title"):
            game.card(uid).facedown = False
            game.record("title", f"{p} takes {game.card(uid).name}", "agot2.melee.select", {"player": p, "title": uid})
    s.titles.extend(s.titles_offered + s.titles_aside)
    s.titles_offered, s.titles_aside = [], []


def return_titles(game: Agot2) -> None:
    """Step 7.4: every title goes back to the pool. rule: agot2.taxation"""
    for p in game.players:
        for uid in list(game.zone(p, "title")):
            game.zone(p, "title").remove(uid)
            game.card(uid).owner = ""
            game.state.titles.append(uid)
    game.record("titles-returned", "The titles go back to the pool", "agot2.taxation")
