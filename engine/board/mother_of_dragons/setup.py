"""Setting up Mother of Dragons: fifteen steps that replace the base setup. rules: mod.setup.*

Players choose houses in turn from a drawn first player; every house nobody chose becomes a
vassal (Targaryen never does: unchosen, it stays out, and so do Essos, deck IV and the Iron Bank).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from ..data import components
from ..setup import DECKS, deck_cards
from ..state import Unit

if TYPE_CHECKING:
    from ..game import BoardGame

#: Every house of the expansion, in the Iron Throne order of its setup picture.
HOUSES = tuple(components().influence_tracks["mother_of_dragons"]["iron_throne"])
VASSAL_SUPPLY = components().setups["mod_general"].model_extra["vassal_start_supply"]


def house_cards(house: str, card_set: str) -> list[str]:
    """The seven house cards a player's house takes. rules: mod.setup.components, mod.cards.sets"""
    key = {"targaryen": f"targaryen_{card_set.lower()}"}.get(house, house)
    return [c.id for c in components().house_cards[key]]


def choose_house(game: BoardGame) -> Walk:
    """Step 1: from the drawn first player on, each player picks a house still free (no Targaryen with
    three players). Returns True when every player holds one. rule: mod.setup.houses
    """
    s = game.state
    if not s.to_choose:
        return True
    player = s.to_choose[0]
    taken = set(s.holders)
    options, refused = [], []
    for h in HOUSES:
        o = option("house", h, label=f"House {components().houses[h].name}", explain=_pitch(h))
        if h in taken:
            refused.append(
                o.refused(f"House {components().houses[h].name} is already held by {s.holders[h]}", "mod.setup.houses")
            )
        elif h == "targaryen" and len(game.players) == 3:
            refused.append(o.refused("House Targaryen plays only with four or more players", "mod.setup.houses"))
        else:
            options.append(o)
    choice = yield Decision(player, f"{player}: choose the house you will lead", options, refused, "mod.setup.houses")
    s.holders[str(choice.subject)] = player
    s.to_choose.pop(0)
    game.record(
        "house-chosen", f"{player} takes House {components().houses[str(choice.subject)].name}", "mod.setup.houses"
    )
    return not s.to_choose


def _pitch(house: str) -> str:
    c = components().houses[house]
    return f"home {c.home.replace('_', ' ').title()}" + (
        ", loyalty tokens and dragons on Essos" if house == "targaryen" else ""
    )


def prepare(game: BoardGame) -> None:
    """Steps 2 to 15: cards, boards, decks, tracks, units, garrisons, neutral forces, the Iron Bank
    and seven power tokens for each player. rules: mod.setup.*
    """
    c = components()
    s = game.state
    targaryen = "targaryen" in s.holders
    s.houses = [h for h in HOUSES if h != "targaryen" or targaryen]
    s.vassals = [h for h in s.houses if h not in s.holders]
    s.variant = "mod_essos" if targaryen else "mod"  # rules: mod.setup.board, mod.essos
    s.setup = "mod_8p" if targaryen else "mod_7p"
    game.refresh_map()
    for h in s.houses:  # steps 2, 4, 8, 15
        player = h in s.holders
        s.hands[h] = house_cards(h, s.card_set) if player else []
        s.discards[h] = []
        s.power[h] = c.game["starting_power_tokens"]["mother_of_dragons"] if player else 0
        s.supply[h] = c.houses[h].start_supply if player else VASSAL_SUPPLY
    s.vassal_deck = [card.id for card in c.house_cards["vassal"]]
    s.round, s.threat = 1, c.game["wildling_track_start"]  # steps 5, 7
    s.wildlings = [w.id for w in c.wildling_cards]
    game.rng.shuffle(s.wildlings)
    for deck in (*DECKS, "IV") if targaryen else DECKS:  # step 6
        s.decks[deck], s.used[deck] = deck_cards(deck), []
        game.rng.shuffle(s.decks[deck])
    for track, order in c.influence_tracks["mother_of_dragons"].items():  # step 9
        if isinstance(order, list):
            s.tracks[track] = _vassals_down([h for h in order if h in s.houses], s.vassals)
    for h in s.houses:  # step 12 (rule: mod.vassals.setup-cards)
        for area, kinds in c.starting_units[h]["player" if h in s.holders else "vassal"].items():
            for kind, n in kinds.items():
                s.units.setdefault(area, []).extend(Unit(h, kind) for _ in range(n))
    setup = c.setups[s.setup].model_extra
    s.garrisons = {a: n for a, n in setup["home_garrisons"].items() if game.map[a].home in s.houses}  # step 13
    s.neutral = dict(c.setups["mod_general"].model_extra["neutral_forces_used"])
    if not targaryen:
        del s.neutral["braavos"]
    if targaryen:
        s.loyalty = dict(setup["loyalty_tokens_at_start"])
        s.loan_deck = [loan.id for loan in c.loan_cards]  # step 14
        game.rng.shuffle(s.loan_deck)
        s.bank = [None, None, s.loan_deck.pop(0)]
        s.loans = {h: [] for h in s.holders}
    game.record(
        "setup",
        f"{len(s.holders)} players: {', '.join(game.name(h) for h in s.tracks['iron_throne'] if h in s.holders)}"
        + (f"; vassals: {', '.join(c.houses[h].name for h in s.vassals)}" if s.vassals else "; no vassals"),
        "mod.setup",
    )


def _vassals_down(order: list[str], vassals: list[str]) -> list[str]:
    """Step 9: if a vassal is in a track's first three places, every vassal moves to the bottom in
    the same order among themselves (above Targaryen, always last). rule: mod.setup.tracks

    >>> _vassals_down(["baratheon", "lannister", "stark", "martell", "targaryen"], ["lannister", "martell"])
    ['baratheon', 'stark', 'lannister', 'martell', 'targaryen']
    """
    if not any(h in vassals for h in order[:3]):
        return order
    last = [h for h in order if h == "targaryen"]
    rest = [h for h in order if h != "targaryen"]
    return [h for h in rest if h not in vassals] + [h for h in rest if h in vassals] + last


def choice_order(game: BoardGame) -> list[str]:
    """The players in seating order from one drawn at random. rule: mod.setup.houses"""
    first = game.rng.randrange(len(game.players))
    return game.players[first:] + game.players[:first]
