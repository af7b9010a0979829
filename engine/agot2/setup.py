"""Setup (rule agot2.setup): decks, a random first player, hands of seven with one mulligan,
setup cards up to 8 gold placed face down, revealed together, and hands drawn up to seven.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cardgame import plots
from engine.cardgame.names import card_name
from engine.core.flow import Walk
from engine.core.protocol import Decision, EngineError, Option, Rejected, option

from . import decks, effects
from .cards import FACTIONS, SHADOW_COST, Card
from .titles import RELATIONS

if TYPE_CHECKING:
    from .game import Agot2

SETUP_GOLD = 8
HAND_SIZE = 7
SEATS = "ABCDEF"


def new_card(game: Agot2, owner: str, code: str, prefix: str) -> str:
    """Create one card; uids are ``prefix.code``, then ``.2``, ``.3`` for later copies."""
    base, n = f"{prefix}.{code}", 1
    while (uid := base if n == 1 else f"{base}.{n}") in game.state.cards:
        n += 1
    game.state.cards[uid] = Card(uid, game.library[code], owner)
    return uid


def deck_for(game: Agot2, i: int, name: str, taken: list[str]) -> decks.Deck:
    """The deck of the player in seat ``i``: from option ``decks`` (a faction or a deck list),
    else the learning deck of the faction the player is named after (if it has one), else one drawn at random
    (factions repeat only when every learning deck is already taken).
    """
    given: Any = (game.options["decks"] or [None] * len(game.players))[i]
    if isinstance(given, dict):
        return decks.check(decks.Deck(str(given.get("faction")), given.get("agenda"), dict(given.get("cards", {}))))
    faction = given or name.lower().replace("'", "").replace(" ", "")
    ready = decks.learning_factions()
    if faction in ready:
        return decks.learning_deck(faction)
    if given:
        known = "has no learning deck yet" if given in FACTIONS else "is not a faction"
        raise EngineError(f"option decks: '{given}' {known}; learning decks: {', '.join(ready)}")
    free = [f for f in ready if f not in taken] or ready
    return decks.learning_deck(game.rng.choice(free))


def build_decks(game: Agot2) -> None:
    """Each player takes a faction card, agenda, draw deck and plot deck; a melee table puts the six
    titles in the pool; a first player is drawn at random. An agenda lies face up in its player's
    play area (beside the faction card), from where its abilities work. rules: agot2.setup,
    agot2.cards.agenda
    """
    if game.options["decks"] is not None and len(game.options["decks"]) != len(game.players):
        raise EngineError(f"option decks: {len(game.options['decks'])} given for {len(game.players)} players")
    taken: list[str] = []
    for i, name in enumerate(game.players):
        deck = deck_for(game, i, name, taken)
        taken.append(deck.faction)
        p = game.player(name)
        p.faction, p.agenda = deck.faction, deck.agenda
        for code in deck.draw_cards():
            game.zone(name, "deck").append(new_card(game, name, code, SEATS[i]))
        for code in deck.plots():
            game.zone(name, "plots").append(new_card(game, name, code, SEATS[i]))
        if deck.agenda:  # face up beside the faction card: in the play area, where its abilities work
            game.zone(name, "play").append(new_card(game, name, deck.agenda, SEATS[i]))
        agenda = f" with {game.library[deck.agenda].name}" if deck.agenda else ""
        game.record(
            "setup",
            f"{name} plays {FACTIONS[deck.faction]}{agenda}",
            "agot2.setup",
            {"player": name, "faction": deck.faction},
        )
    if len(game.players) > 2:
        game.state.titles = [new_card(game, "", code, "T") for code in RELATIONS]
    first = game.rng.choice(game.players)
    game.state.first_player = first
    game.record("first-player", f"{first} is drawn as first player for setup", "agot2.setup", {"player": first})


def draw_hands(game: Agot2) -> None:
    """Each player shuffles the draw deck and draws seven. rule: agot2.setup.mulligan"""
    for name in game.turn_order():
        game.rng.shuffle(game.zone(name, "deck"))
        game.draw(name, HAND_SIZE, "agot2.setup.mulligan")


def mulligan(game: Agot2, name: str) -> Walk:
    """In player order, each may once shuffle the hand back and draw seven anew, and must keep
    those. rule: agot2.setup.mulligan
    """
    explain = "shuffle these 7 back and draw 7 new cards, and keep those"
    yield from plots.mulligan(game, name, HAND_SIZE, "agot2.setup.mulligan", explain)


def spent(game: Agot2, name: str) -> int:
    """Setup gold used so far: printed costs of placed cards, 2 per card placed in shadows;
    duplicates are free. rule: agot2.setup.place
    """
    placed = sum(game.card(u).data.cost or 0 for u in game.zone(name, "setup") if not _is_duplicate(game, name, u))
    return placed + SHADOW_COST * len(game.zone(name, "shadows"))


def _is_duplicate(game: Agot2, name: str, uid: str) -> bool:
    on = game.card(uid).attached_to
    return on is not None and game.card(on).data.id == game.card(uid).data.id


def _placed_copy(game: Agot2, name: str, uid: str) -> str | None:
    """The placed copy of this unique card that another copy would become a duplicate of."""
    code = game.card(uid).data.id
    return next(
        (u for u in game.zone(name, "setup") if game.card(u).data.id == code and not _is_duplicate(game, name, u)), None
    )


def hosts(game: Agot2, name: str, uid: str) -> list[str]:
    """Setup cards this attachment could go on: the player's placed characters that take it (not a
    copy placed as a duplicate).
    """
    return [
        u
        for u in game.zone(name, "setup")
        if not _is_duplicate(game, name, u) and game.attachment_fits(uid, u, setup=True)
    ]


def why_not_place(game: Agot2, name: str, uid: str) -> tuple[str, str] | None:
    """Why a card of the setup hand may not be placed now: (reason, rule), or None."""
    data = game.card(uid).data
    placed = [game.card(u).data for u in game.zone(name, "setup")]
    if data.type not in ("character", "location", "attachment"):
        return f"{data.type}s are not placed at setup: only characters, locations and attachments", "agot2.setup.place"
    if data.unique and _placed_copy(game, name, uid):
        return None  # a duplicate, free
    if data.has("limited") and any(d.has("limited") for d in placed):
        return "only one Limited card may be placed at setup", "agot2.setup.place"
    if spent(game, name) + (data.cost or 0) > SETUP_GOLD:
        return f"costs {data.cost}; {spent(game, name)} of the {SETUP_GOLD} setup gold is used", "agot2.setup.place"
    if data.type == "attachment" and not hosts(game, name, uid):
        return "an attachment needs a character you have placed that can take it", "agot2.attachments"
    return None


def why_not_shadow(game: Agot2, name: str, uid: str) -> tuple[str, str] | None:
    """Why a card may not go into shadows at setup: (reason, rule), or None."""
    if game.card(uid).data.x("shadow") is None:
        return "only a card with Shadow (X) can go into shadows", "agot2.kw.shadow"
    if spent(game, name) + SHADOW_COST > SETUP_GOLD:
        return (
            f"shadows cost {SHADOW_COST}; {spent(game, name)} of the {SETUP_GOLD} setup gold is used",
            "agot2.kw.shadow",
        )
    return None


def place_options(game: Agot2, name: str, uid: str) -> list[Option]:
    """Placing one card of the setup hand: face down, on a host, as a duplicate, or into shadows."""
    data, out = game.card(uid).data, []
    if why_not_place(game, name, uid) is None:
        copy = _placed_copy(game, name, uid) if data.unique else None
        if copy:
            out.append(option("place", uid, copy, label=f"{data.name} as a duplicate", explain="free"))
        elif data.type == "attachment":
            out += [
                option("place", uid, h, label=game.aimed_label(name, uid, (h,)), explain=f"{data.cost} setup gold")
                for h in hosts(game, name, uid)
            ]
        else:
            out.append(option("place", uid, label=data.name, explain=f"{data.cost} setup gold, face down"))
    if why_not_shadow(game, name, uid) is None:
        out.append(option("shadow", uid, label=f"{data.name} into shadows", explain=f"{SHADOW_COST} setup gold"))
    return out


def place_card(game: Agot2, name: str) -> Walk:
    """In player order, in secret, each places setup cards one at a time: at most 8 gold of printed
    costs, one Limited card, attachments on their own placed characters, duplicates free, Shadow
    cards into shadows for 2. Returns True when the player is done. rule: agot2.setup.place
    """
    hand = game.zone(name, "hand")
    options = [o for u in hand for o in place_options(game, name, u)]
    options.append(Option("done", "Done placing", f"{spent(game, name)} of {SETUP_GOLD} setup gold used"))

    def why_not() -> list[Rejected]:
        return [
            option("place", u, label=card_name(game, u)).refused(*reason)
            for u in hand
            if (reason := why_not_place(game, name, u))
        ]

    choice = yield Decision(
        name, f"{name}: place setup cards face down (secret)", options, why_not, "agot2.setup.place", secret=True
    )
    if choice.verb == "done":
        game.record("placed", f"{name} has placed setup cards", "agot2.setup.place", {"player": name})
        return True
    uid, card = choice.subject, game.card(choice.subject)
    card.facedown = True
    if choice.verb == "shadow":
        game.move(uid, name, "hand", "shadows")
    else:
        game.move(uid, name, "hand", "setup")
        card.attached_to = choice.target
    where = " into shadows" if choice.verb == "shadow" else ""
    game.record(
        "place", f"{name} places {card.name} face down{where}", "agot2.setup.place", {"card": uid}, visible_to=[name]
    )
    return False


def reveal(game: Agot2) -> None:
    """All setup cards turn face up together; attachments go on their hosts, duplicates under their
    copies. Nothing enters play as an event: no ability triggers. rule: agot2.setup.reveal
    """
    for name in game.turn_order():
        cards = list(game.zone(name, "setup"))
        for uid in cards:
            card = game.card(uid)
            card.facedown, card.kneeling = False, effects.enters_knelt(game, uid)
            game.move(uid, name, "setup", "duplicates" if _is_duplicate(game, name, uid) else "play")
        names = ", ".join(game.card(u).name for u in cards) or "nothing"
        shadows = len(game.zone(name, "shadows"))
        more = f"; {shadows} card{'s' * (shadows != 1)} in shadows" if shadows else ""
        game.record("revealed", f"{name} reveals {names}{more}", "agot2.setup.reveal", {"player": name, "cards": cards})


def draw_up(game: Agot2) -> None:
    """Each player draws up to seven cards. rule: agot2.setup.draw-up"""
    for name in game.turn_order():
        game.draw(name, max(0, HAND_SIZE - len(game.zone(name, "hand"))), "agot2.setup.draw-up")
