"""The Westeros phase (from round 2): the round advances, a card of each deck I-III is revealed,
the wildlings grow, and the cards resolve in order. rules: board.westeros and the rules below it
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.flow import Cond, Walk, cond
from engine.core.protocol import Decision, option

from . import areas, tracks
from .data import WesterosCardData, components
from .orders import BAN_NAMES
from .setup import DECKS
from .westeros_ids import WesterosId, WildlingAttack

if TYPE_CHECKING:
    from .game import BoardGame

#: Decks I-III, and Mother of Dragons' deck IV when Targaryen plays. rule: mod.targaryen.deck-iv
ALL_DECKS = (*DECKS, "IV")
CARDS: dict[str, WesterosCardData] = {
    c.id: c for deck in ALL_DECKS for c in components().westeros_decks[f"deck_{deck}"]
}
#: Who picks for a card that lets a dominance token's holder choose its effect.
PICKER = {
    "iron_throne_holder_picks": "iron_throne",
    "raven_holder_picks": "kings_court",
    "blade_holder_picks": "fiefdoms",
}
RULES = {
    "a_throne_of_blades": "board.westeros.throne-of-blades",
    "dark_wings_dark_words": "board.westeros.dark-wings",
    "put_to_the_sword": "board.westeros.put-to-the-sword",
}
#: The wildling track: the steps one wildling icon moves the threat up, and the track's top, where
#: the wildlings attack. rules: board.westeros.icons, board.wildlings
THREAT_STEP = 2
THREAT_MAX: int = components().game["wildling_track_max"]
EFFECT_NAMES = {
    "supply": "Supply for every house",
    "mustering": "Mustering for every house",
    "nothing": "nothing",
    "clash_of_kings": "Clash of Kings: bidding for the three tracks",
    "game_of_thrones": "Game of Thrones: power from crowns",
    **{ban: f"{BAN_NAMES[ban]} this round" for ban in BAN_NAMES},
}


def card_of(uid: str) -> WesterosCardData:
    """The card a copy's uid stands for (``I:supply.2`` is a Supply)."""
    return CARDS[WesterosId.parse(uid).card]


def threat_marks() -> tuple[int, ...]:
    """The spaces of the wildling track, from 0 to its top. rule: board.westeros.icons"""
    return tuple(range(0, THREAT_MAX + 1, THREAT_STEP))


def round_done(game: BoardGame) -> bool:
    """a round has been played (the first round has no Westeros phase)"""
    return game.state.round_over


def advance(game: BoardGame) -> None:
    """The round marker moves on; last round's bans end (and the game's own steps at a new round).
    rule: board.westeros.advance
    """
    s = game.state
    s.round += 1
    s.round_over, s.bans, s.drawn = False, [], {}
    game.record("round", f"Round {s.round} begins", "board.westeros.advance", {"round": s.round})
    game.after_round_advance()


def draw(game: BoardGame) -> None:
    """Reveal the top card of decks I, II and III; each wildling icon raises the threat a step (to
    the track's top at most); at the top the wildlings attack before the cards resolve. rules: board.westeros.draw,
    board.westeros.icons, board.westeros.winter-is-coming
    """
    s = game.state
    icons = 0
    decks = [d for d in ALL_DECKS if d in s.decks]
    for deck in decks:
        uid = _reveal(game, deck)
        while card_of(uid).id == "winter_is_coming":
            icons += card_of(uid).wildling_icon
            s.decks[deck] += s.used[deck] + [uid]
            s.used[deck] = []
            game.rng.shuffle(s.decks[deck])
            game.record(
                "winter",
                f"Winter Is Coming: deck {deck} is shuffled and a new card revealed",
                "board.westeros.winter-is-coming",
            )
            uid = _reveal(game, deck)
        s.drawn[deck] = uid
        icons += card_of(uid).wildling_icon
    if icons:
        before = s.threat
        s.threat = min(THREAT_MAX, s.threat + THREAT_STEP * icons)
        game.record(
            "threat", f"{icons} wildling icon(s): the threat rises from {before} to {s.threat}", "board.westeros.icons"
        )
    s.queue = ([WildlingAttack(THREAT_MAX).text] if s.threat >= THREAT_MAX else []) + decks


def _reveal(game: BoardGame, deck: str) -> str:
    s = game.state
    if not s.decks[deck]:
        s.decks[deck], s.used[deck] = s.used[deck], []
        game.rng.shuffle(s.decks[deck])
    uid = s.decks[deck].pop(0)
    game.record(
        "westeros-card", f"Deck {deck}: {card_of(uid).name}", "board.westeros.draw", {"deck": deck, "card": uid}
    )
    return uid


def all_resolved(game: BoardGame) -> bool:
    """every Westeros card of the round is resolved"""
    return not game.state.queue


def next_card(game: BoardGame) -> None:
    """Take the next card (or wildling attack) to resolve and set out its effect. rule: board.westeros.resolve"""
    s = game.state
    game.after_control_change()  # after the card before
    s.current = s.queue.pop(0)
    if WildlingAttack.is_attack(s.current):
        s.choice = "wildlings_attack"
        return
    uid = s.drawn[s.current]
    s.used[s.current].append(uid)
    effect: Any = card_of(uid).effect
    s.choice = "" if isinstance(effect, dict) else effect
    if s.current == "IV":
        s.choice = "loyalty"
    if s.choice in ("wildlings_attack",):
        s.queue.insert(0, WildlingAttack(s.threat).text)
        s.choice = "nothing"
    _ban(game)


def _ban(game: BoardGame) -> None:
    s = game.state
    if s.choice in BAN_NAMES:
        s.bans.append(s.choice)
        game.record("ban", f"This round {BAN_NAMES[s.choice]} may be placed", "board.westeros.bans", {"ban": s.choice})
    elif s.choice == "nothing" and not WildlingAttack.is_attack(s.current):
        uid = s.drawn.get(s.current, "")
        if uid and card_of(uid).id == "last_days_of_summer":
            game.record("summer", "Last Days of Summer: nothing happens", "board.westeros.summer")


def holder_picks(game: BoardGame) -> bool:
    """a dominance token's holder picks the card's effect"""
    return game.state.choice == ""


def pick_effect(game: BoardGame) -> Walk:
    """The holder of the named token picks one of the card's effects. rules:
    board.westeros.throne-of-blades, board.westeros.dark-wings, board.westeros.put-to-the-sword
    """
    s = game.state
    card = card_of(s.drawn[s.current])
    assert isinstance(card.effect, dict)
    ((how, effects),) = card.effect.items()
    house = tracks.holder(game, PICKER[how])
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: {card.name}: choose what happens",
        [option("effect", e, label=EFFECT_NAMES[e].capitalize()) for e in effects],
        rule=RULES[card.id],
    )
    s.choice = str(choice.subject)
    game.record("effect-chosen", f"{game.name(house)} chooses: {EFFECT_NAMES[s.choice]}", RULES[card.id])
    _ban(game)


def effect_is(name: str, label: str) -> Cond:
    """A condition: the card being resolved has this effect."""
    return cond(label, lambda game: game.state.choice == name)


def game_of_thrones(game: BoardGame) -> None:
    """Power for each crown in the land areas a house controls, and 1 for each port of its own
    holding its ships whose sea has no enemy ships. rules: board.westeros.game-of-thrones, board.ports
    """
    s = game.state
    for house in s.tracks["iron_throne"]:
        crowns = sum(game.area_icons(a).crowns for a in areas.controlled(game, house))
        ports = 0
        for port in game.map.port_of_land.values():
            ships = s.units.get(port)
            sea = game.map[port].sea or ""
            if ships and ships[0].house == house and areas.occupant(game, sea) in (None, house):
                ports += 1
        gained = game.gain_power(house, crowns + ports)
        game.record(
            "game-of-thrones",
            f"{game.name(house)} gains {gained} power ({crowns} crown(s), {ports} port(s))",
            "board.westeros.game-of-thrones",
            {"house": house, "gained": gained},
        )
