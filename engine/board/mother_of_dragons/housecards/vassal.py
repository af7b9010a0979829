"""The vassals' shared deck. rules: mod.vassals.cards, mod.cards.varys, mod.cards.syrio_forel,
mod.cards.jaqen_h_ghar, mod.cards.jon_connington, mod.cards.beric_dondarrion, mod.cards.bronn
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

from ... import areas, tracks
from ...housecards import CARDS as PRINTED
from ...housecards import HouseCard, mark, marks, opponent
from ...housecards.card import instant
from ...state import Combat, Done, Unit

if TYPE_CHECKING:
    from ...game import BoardGame

DECK = "vassal"


@instant
def _varys(game: BoardGame, c: Combat, house: str) -> None:
    """The vassal that played Varys goes to the top of the Fiefdoms track (a vassal holds no Blade:
    the first house a player holds keeps it)."""
    tracks.move_to(game, house, "fiefdoms", "top", "Varys' text", "mod.cards.varys")


def _syrio(game: BoardGame, c: Combat, house: str, u: Unit, value: int) -> int:
    """The vassal defending: footmen of houses that are not vassals count 0."""
    return 0 if house == c.defender and u.kind == "footman" and u.house not in game.state.vassals else value


@instant
def _jaqen(game: BoardGame, c: Combat, house: str) -> None:
    """The opponent's card goes back to its hand and one card of that hand, drawn at random (the
    returned card too), is played instead; its text resolves as a newly revealed card's would."""
    other = opponent(c, house)
    before, hand = c.cards.get(other), game.state.hands[other]
    if not before or not hand:
        return
    drawn = game.rng.choice(hand)  # the played card never left the hand: it is among them
    c.cards[other] = drawn
    if Done(other, drawn) in c.done:  # a card drawn back gets its immediate text resolved again
        c.done.remove(Done(other, drawn))
    game.record(
        "jaqen",
        f"Jaqen H'ghar sends {PRINTED[before].name} back; {game.name(other)} plays {PRINTED[drawn].name}, "
        "drawn at random from its hand",
        "mod.cards.jaqen_h_ghar",
        {"house": other, "before": before, "card": drawn},
    )


def _bronn(game: BoardGame, c: Combat, house: str) -> Walk:
    """Bronn's opponent may discard 2 power to bring his strength to 0 (:func:`_bought_off`); a vassal
    holds no power, so against a vassal the text offers nothing. rules: mod.cards.bronn,
    mod.vassals.power
    """
    s, other = game.state, opponent(c, house)
    if other in s.vassals or s.power[other] < 2:
        return
    choice = yield Decision(
        game.player_of(other),
        f"{game.name(other)}: Bronn: discard 2 power to bring his strength from 4 to 0?",
        [
            option("bronn-pay", label="Discard 2 power: Bronn counts 0", explain=f"you hold {s.power[other]}"),
            option("bronn-keep", label="Keep your power: Bronn counts 4"),
        ],
        rule="mod.cards.bronn",
    )
    if choice.verb == "bronn-pay":
        s.power[other] -= 2
        mark(c, house, "bronn", "bought-off")
        game.record("bronn", f"{game.name(other)} discards 2 power: Bronn's strength is 0", "mod.cards.bronn")


def _bought_off(game: BoardGame, c: Combat, house: str) -> bool:
    return "bought-off" in marks(c, house, "bronn")


def _jon_connington(game: BoardGame, c: Combat, house: str) -> Walk:
    """A beaten vassal may muster a knight where its army went back or retreated to, or in its home
    area, if it controls the area and the knight fits its supply."""
    if house != c.loser or areas.pool(game, house, "knight") < 1:
        return
    places = [a for a in _regroup_areas(game, c, house) if areas.within_supply(game, house, {a: 1})]
    if not places:
        return
    options = [option("connington", a, label=f"Muster a knight in {game.area_name(a)}") for a in places]
    options.append(option("connington-none", label="Muster nothing"))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Jon Connington: muster a knight?",
        options,
        rule="mod.cards.jon_connington",
    )
    if choice.verb != "connington":
        return
    where = str(choice.subject)
    areas.add_unit(game, where, Unit(house, "knight"))
    game.record(
        "connington",
        f"Jon Connington: {game.name(house)} musters a knight in {game.area_name(where)}",
        "mod.cards.jon_connington",
    )


def _regroup_areas(game: BoardGame, c: Combat, house: str) -> list[str]:
    """Where Jon Connington may bring a knight: the beaten attacker's origin, or the area the beaten
    defender retreated to (as this combat's log tells), and the house's home area; land areas the
    house controls."""
    if house == c.attacker:
        found = [c.origin]
    else:
        found = []
        for e in reversed(game.events):
            if e.kind == "combat-result":
                break
            if e.kind == "retreat" and e.data.get("house") == house:
                found = [e.data["to"]]
                break
    home = game.map.homes.get(house)
    found += [home] if home and home not in found else []
    return [a for a in found if game.map[a].is_land and areas.controller(game, a) == house]


def _beric(game: BoardGame, c: Combat, house: str) -> Walk:
    """After winning (casualties taken, the winner moved in), the vassal must destroy one of its own
    units in the embattled area; its lord picks which kind."""
    s = game.state
    units = [u for u in areas.units_of(game, c.area) if u.house == house]
    if house != c.winner or not units:
        return
    kinds = sorted({u.kind for u in units})
    choice = (
        option("beric", kinds[0], label=f"Destroy a {areas.UNIT_NAMES[kinds[0]]}")
        if len(kinds) == 1
        else (
            yield Decision(
                game.player_of(house),
                f"{game.name(house)}: Beric Dondarrion: destroy one of your units in {game.area_name(c.area)}",
                [option("beric", k, label=f"Destroy a {areas.UNIT_NAMES[k]}") for k in kinds],
                rule="mod.cards.beric_dondarrion",
            )
        )
    )
    unit = next(u for u in units if u.kind == choice.subject)
    areas.remove_units(game, c.area, [unit])
    game.record(
        "destroyed",
        f"{game.name(house)} loses {areas.describe([unit])}: Beric Dondarrion's text",
        "mod.cards.beric_dondarrion",
        {"house": house, "n": 1},
    )
    if c.area not in s.units:
        s.orders.pop(c.area, None)


CARDS = (
    HouseCard("varys", "after the combat this vassal goes to the top of the Fiefdoms track", after=_varys),
    HouseCard(
        "syrio_forel",
        "this vassal defending: footmen of houses that are not vassals count 0",
        unit_value=_syrio,
    ),
    HouseCard(
        "jaqen_h_ghar",
        "the opponent's card goes back; a card drawn at random from their hand replaces it",
        cancels=True,
        immediately=_jaqen,
    ),
    HouseCard("janos_slynt"),
    HouseCard(
        "jon_connington",
        "if this vassal loses, after the combat it may muster a knight where it retreated or in its home area",
        after=_jon_connington,
    ),
    HouseCard(
        "beric_dondarrion",
        "if this vassal wins, after the casualties it destroys one of its own units in the area",
        after=_beric,
    ),
    HouseCard(
        "bronn",
        "the opponent may discard 2 power to make this card's strength 0",
        immediately=_bronn,
        printed_zero=_bought_off,
    ),
)
