"""Setup, the rulebook's seven steps (PRZYGOTOWANIE DO GRY)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame import plots
from engine.core.flow import Walk
from engine.core.protocol import Decision, EngineError, Option, Rejected, option

from .cards import HOUSE_PREFIX, Card
from .state import GOLD_TOKENS, POWER_TOKENS

if TYPE_CHECKING:
    from .game import Agot

HOUSES = ("stark", "lannister")
SETUP_GOLD = 5
HAND_SIZE = 7


def create_supplies(game: Agot) -> None:
    """Step 1: the treasury holds all 20 gold tokens, the power pool all 30 power tokens.

    rule: setup.supply
    """
    game.state.treasury, game.state.power_pool = GOLD_TOKENS, POWER_TOKENS
    game.record("setup", f"The treasury holds {GOLD_TOKENS} gold, the power pool {POWER_TOKENS} power", "setup.supply")


def choose_houses(game: Agot) -> None:
    """Step 2: each player takes a house, its draw deck and its house card.

    Players named after a house play it; otherwise the option ``houses`` gives
    the houses in player order, or they are drawn at random. rule: setup.houses
    """
    names = [p.lower() for p in game.players]
    if sorted(names) == sorted(HOUSES):
        houses = names
    elif game.options["houses"]:
        houses = [h.lower() for h in game.options["houses"]]
        if sorted(houses) != sorted(HOUSES):
            raise EngineError(f"option houses: expected one each of {HOUSES}, got {game.options['houses']}")
    else:
        houses = list(HOUSES)
        game.rng.shuffle(houses)
    for name, house in zip(game.players, houses, strict=True):
        game.player(name).house = house
        for card_id, copies in game.library.decks[house].items():
            for uid in new_cards(game, name, HOUSE_PREFIX[house], card_id, copies):
                game.zone(name, "deck").append(uid)
        game.record("setup", f"{name} plays House {house.title()}", "setup.houses", {"player": name, "house": house})


def new_cards(game: Agot, owner: str, prefix: str, card_id: str, copies: int) -> list[str]:
    """Create ``copies`` cards; uids are ``prefix.card-id`` then ``.2``, ``.3`` for later copies."""
    data = game.library.cards[card_id]
    uids = []
    for _ in range(copies):
        base, n = f"{prefix}.{card_id}", 1
        while (uid := base if n == 1 else f"{base}.{n}") in game.state.cards:
            n += 1
        game.state.cards[uid] = Card(uid, data, owner)
        uids.append(uid)
    return uids


def build_plot_decks(game: Agot) -> None:
    """Step 3: each house gets its seven plots; the others go back to the box,
    or form the draft deck in the plot draft variant. rule: setup.plot-decks
    """
    for name in game.players:
        house = game.player(name).house
        for plot in game.library.plots(house):
            game.zone(name, "plots").extend(new_cards(game, name, HOUSE_PREFIX[house], plot.id, 1))
    spare = [u for p in game.library.plots("draft") for u in new_cards(game, "", "X", p.id, 1)]
    if game.options["draft"]:
        game.state.draft_deck.extend(spare)
        game.rng.shuffle(game.state.draft_deck)
        where = "are shuffled into the plot draft deck"
    else:
        game.state.box.extend(spare)
        where = "go back to the box"
    game.record("setup", f"Each player takes 7 plots; the other {len(spare)} {where}", "setup.plot-decks")


def shuffle_decks(game: Agot) -> None:
    """Step 4: shuffle the draw decks (plot decks need no shuffling). rule: setup.shuffle"""
    for name in game.players:
        game.rng.shuffle(game.zone(name, "deck"))
    game.record("setup", "Both draw decks are shuffled", "setup.shuffle")


def draw_setup_hands(game: Agot) -> None:
    """Step 5: each player draws a setup hand of 7. rule: setup.hand"""
    for name in game.players:
        game.draw(name, HAND_SIZE, "setup.hand")


def mulligan(game: Agot, name: str) -> Walk:
    """Step 5: a player who dislikes the hand may shuffle it back and draw 7 anew, once.

    rule: setup.mulligan
    """
    explain = "shuffle these 7 back and draw 7 new cards (only once)"
    yield from plots.mulligan(game, name, HAND_SIZE, "setup.mulligan", explain)


def why_not_place(game: Agot, name: str, uid: str) -> tuple[str, str] | None:
    """Why a card from the setup hand may not be placed now: (reason, rule), or None."""
    data = game.card(uid).data
    placed = [game.card(u).data for u in game.zone(name, "setup")]
    spent = sum(d.cost for d in placed)
    if data.type not in ("character", "location"):
        return f"{data.type}s cannot be placed at setup, only characters and locations", "setup.place.types"
    if data.unique and any(d.id == data.id for d in placed):
        return "a copy of this unique card is already placed; no duplicates at setup", "setup.place.unique"
    if data.has("limited") and any(d.has("limited") for d in placed):
        return "only one Limited card may be placed at setup", "setup.place.limited"
    if spent + data.cost > SETUP_GOLD:
        return (
            f"costs {data.cost}; {spent} of the {SETUP_GOLD} setup gold is already used",
            "setup.place.cost",
        )
    return None


def place_option(game: Agot, uid: str) -> Option:
    """Placing one card of the setup hand face down."""
    return option(
        "place", uid, label=game.card(uid).name, explain=f"place face down for {game.card(uid).data.cost} gold"
    )


def place_setup_card(game: Agot, name: str) -> Walk:
    """Step 6: in secret, a player places characters and locations face down, one at a time:
    at most 5 gold in all, at most one Limited card, no attachments, events or duplicates.
    Returns True when the player is done. rule: setup.place
    """
    hand = game.zone(name, "hand")
    spent = sum(game.card(u).data.cost for u in game.zone(name, "setup"))
    options = [place_option(game, u) for u in hand if why_not_place(game, name, u) is None]
    options.append(Option("done", "Done placing", f"{spent} of {SETUP_GOLD} setup gold used"))

    def why_not() -> list[Rejected]:
        return [place_option(game, u).refused(*reason) for u in hand if (reason := why_not_place(game, name, u))]

    choice = yield Decision(
        name, f"{name}: place setup cards face down (secret)", options, why_not, "setup.place", secret=True
    )
    if choice.verb == "done":
        game.record("placed", f"{name} has placed setup cards", "setup.place", {"player": name})
        return True
    uid = choice.subject
    game.move(uid, name, "hand", "setup")
    game.record(
        "place", f"{name} places {game.card(uid).name} face down", "setup.place", {"card": uid}, visible_to=[name]
    )
    return False


def reveal_setup_cards(game: Agot) -> None:
    """Step 6: both players turn their setup cards face up together; no ability
    triggers. rule: setup.reveal
    """
    for name in game.players:
        cards = list(game.zone(name, "setup"))
        for uid in cards:
            game.move(uid, name, "setup", "play")
        names = ", ".join(game.card(u).name for u in cards) or "nothing"
        game.record("revealed", f"{name} reveals {names}", "setup.reveal", {"player": name, "cards": cards})


def draw_up(game: Agot) -> None:
    """Step 7: each player draws until holding 7 cards. rule: setup.draw-up"""
    for name in game.players:
        game.draw(name, max(0, HAND_SIZE - len(game.zone(name, "hand"))), "setup.draw-up")
