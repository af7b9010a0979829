"""Setup (PRZYGOTOWANIE DO GRY): time track, ally deck, tokens, first player, leaders, influence deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import advanced
from .state import Council

if TYPE_CHECKING:
    from .game import Alliances

HAND = 10


def seasons(players: int) -> list[str]:
    """Summer, autumn and winter for 3-4 leaders; autumn and winter for 5-6. rule: setup.time-track"""
    return ["summer", "autumn", "winter"] if players <= 4 else ["autumn", "winter"]


def rounds_per_season(players: int) -> int:
    """A season has one round more than there are leaders. rule: round.advance"""
    return players + 1


def prepare(game: Alliances) -> None:
    """Steps 1-6 of setup. rules: setup.time-track, setup.allies, setup.tokens, setup.first-player,
    setup.leaders, setup.influence
    """
    s, deck = game.state, game.deck
    n = len(game.players)
    s.season, s.round = 0, 1
    names = seasons(n)
    game.record(
        "setup", f"{n} leaders: {len(names)} seasons ({', '.join(names)}) of {n + 1} rounds", "setup.time-track"
    )
    s.allies = [a.id for a in deck.allies]
    game.rng.shuffle(s.allies)
    tokens = [v for v, count in sorted(deck.tokens.items()) for _ in range(count)]
    s.token_values = {f"t{i + 1:02d}": v for i, v in enumerate(tokens)}
    s.supply = list(s.token_values)
    game.rng.shuffle(s.supply)
    s.first = game.rng.choice(game.players)
    game.record("setup", f"{s.first} takes the first-player marker", "setup.first-player", {"player": s.first})
    leaders = [c.id for c in deck.leaders]
    game.rng.shuffle(leaders)
    s.leaders = dict(zip(game.players, leaders, strict=False))
    for i, a in enumerate(s.seats):
        s.councils[f"{a}|{s.seats[(i + 1) % n]}"] = Council()
    s.influence = [c.id + (f".{k + 1}" if k else "") for c in deck.influence for k in range(c.copies)]
    game.rng.shuffle(s.influence)
    s.aside_events = [c.id for c in deck.events]
    s.box += [c.id for c in deck.leader_cards]  # out of the standard game
    if advanced.is_advanced(game):
        if game.options["variant"] == "royal":
            advanced.royal_deck(game)
        else:
            advanced.leader_piles(game)
    if game.options["quick"]:
        s.season = 1
        game.record("setup", f"Quick game: it starts in {names[1]}", "variant.quick")
    advanced.add_events(game, names[s.season])
    advanced.open_row(game)
    deal(game)


def deal(game: Alliances) -> None:
    """Each leader gets 10 influence cards. rule: setup.influence"""
    s = game.state
    own = advanced.is_advanced(game) and game.options["variant"] != "royal"
    for p in game.players:
        n = HAND - 1 if own else HAND
        s.hands[p] = s.influence[:n]
        del s.influence[:n]
        if own:
            advanced.own_card(game, p)
        s.gained[p] = 0
    what = "9 influence cards and 1 of their own leader cards" if own else f"{HAND} influence cards"
    game.record("deal", f"Each leader is dealt {what}", "advanced.leader-cards" if own else "setup.influence")
    s.draft_due = game.options["variant"] in ("selection", "royal")
