"""The house cards' texts, each at its timing: cancel, immediately, continuous, on win or loss,
after combat. A card's text resolves once per combat; two texts at one timing go in turn order.
rules: board.cards, board.combat.cards, board.combat.win-lose, and board.cards.<card> for each
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import areas, tracks
from .data import HouseCardData, components
from .orders import TOKENS
from .state import Combat, Order, Unit

if TYPE_CHECKING:
    from .game import BoardGame

BASE_HOUSES = ("stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell")
#: Every house card of the base game, by id.
CARDS: dict[str, HouseCardData] = {c.id: c for h in BASE_HOUSES for c in components().house_cards[h]}
HOUSE_OF = {c.id: h for h in BASE_HOUSES for c in components().house_cards[h]}
TEXTS = {
    "robb_stark": "if you win, you choose where the loser retreats",
    "roose_bolton": "if you lose, take back every discarded house card, this one too",
    "the_blackfish": "you lose no units to swords or card texts",
    "catelyn_stark": "your Defense order here counts double",
    "tywin_lannister": "if you win, gain 2 power",
    "ser_kevan_lannister": "attacking: your footmen count 2 each",
    "tyrion_lannister": "you may send the opponent's card back; they play another",
    "cersei_lannister": "if you win, remove one of the opponent's orders",
    "victarion_greyjoy": "attacking: your ships count 2 each",
    "balon_greyjoy": "the opponent's card has printed strength 0",
    "theon_greyjoy": "defending a castle or stronghold: +1 and a sword",
    "asha_greyjoy": "if nobody backs you: 2 swords and a fortification",
    "aeron_damphair": "you may pay 2 power to swap this for another card",
    "mace_tyrell": "destroy one of the opponent's fighting footmen",
    "ser_loras_tyrell": "attacking and winning: your March order moves into the area",
    "queen_of_thorns": "remove an opponent order next to the combat",
    "stannis_baratheon": "+1 if the opponent is above you on the Iron Throne",
    "renly_baratheon": "if you win, you may turn one of your footmen here into a knight",
    "ser_davos_seaworth": "+1 and a sword if Stannis is in your discard pile",
    "salladhor_saan": "if you are backed, other houses' ships count 0",
    "patchface": "after the combat, look at the opponent's hand and discard one card of it",
    "arianne_martell": "defending and losing: the attackers stay where they came from",
    "nymeria_sand": "a sword when attacking, a fortification when defending",
    "doran_martell": "the opponent drops to the bottom of a track you pick",
}


def text(cid: str) -> str:
    """A card's text in our words, or its icons for a card without one."""
    c = CARDS[cid]
    icons = ", ".join(
        p for p in (f"{c.swords} sword(s)" if c.swords else "", f"{c.forts} fort(s)" if c.forts else "") if p
    )
    return TEXTS.get(cid, icons or "no text")


def card_option(cid: str) -> Option:
    c = CARDS[cid]
    return option("card", cid, label=f"{c.name} ({c.strength})", explain=text(cid))


def played(c: Combat, house: str, cid: str) -> bool:
    return c.revealed and c.cards.get(house) == cid


def opponent(c: Combat, house: str) -> str:
    return c.defender if house == c.attacker else c.attacker


# -- continuous texts ---------------------------------------------------------------------

#: Attacking with these cards, each unit of this kind of the card's house counts 2.
DOUBLED = {"ser_kevan_lannister": "footman", "victarion_greyjoy": "ship"}


def unit_value(game: BoardGame, c: Combat, u: Unit, value: int) -> int:
    """A unit's value under Ser Kevan, Victarion and Salladhor Saan. The texts apply in turn order,
    so of Victarion and Salladhor the later one on the Iron Throne track has the last word.
    rules: board.cards.ser_kevan_lannister, board.cards.victarion_greyjoy, board.cards.salladhor_saan
    """
    for h in game.state.tracks["iron_throne"]:
        if h not in (c.attacker, c.defender) or not c.revealed:
            continue
        cid = c.cards.get(h)
        if u.house == h == c.attacker and DOUBLED.get(cid or "") == u.kind:
            value = 2
        elif cid == "salladhor_saan" and u.kind == "ship" and u.house != h and h in c.support.values():
            value = 0
    return value


def printed(game: BoardGame, c: Combat, house: str) -> int:
    """The card's printed strength (0 against Balon Greyjoy). rule: board.cards.balon_greyjoy"""
    cid = c.cards.get(house)
    if not cid or played(c, opponent(c, house), "balon_greyjoy"):
        return 0
    return CARDS[cid].strength


def bonuses(game: BoardGame, c: Combat, house: str) -> list[tuple[str, int]]:
    """Strength added by card texts. rules: board.cards.stannis_baratheon, board.cards.ser_davos_seaworth,
    board.cards.theon_greyjoy
    """
    out = []
    if played(c, house, "stannis_baratheon") and tracks.above(game, opponent(c, house), house, "iron_throne"):
        out.append(("Stannis Baratheon's text", 1))
    if played(c, house, "ser_davos_seaworth") and "stannis_baratheon" in game.state.discards[house]:
        out.append(("Ser Davos Seaworth's text", 1))
    if played(c, house, "theon_greyjoy") and house == c.defender and game.map[c.area].castle != "none":
        out.append(("Theon Greyjoy's text", 1))
    return out


def extra_icons(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    """Swords and fortifications added by card texts. rules: board.cards.theon_greyjoy,
    board.cards.ser_davos_seaworth, board.cards.asha_greyjoy, board.cards.nymeria_sand
    """
    swords = forts = 0
    if bonuses(game, c, house) and c.cards.get(house) in ("theon_greyjoy", "ser_davos_seaworth"):
        swords += 1
    if played(c, house, "asha_greyjoy") and not any(h == house for h in c.support.values()):
        swords, forts = swords + 2, forts + 1
    if played(c, house, "nymeria_sand"):
        swords, forts = (swords + 1, forts) if house == c.attacker else (swords, forts + 1)
    return swords, forts


def protected(c: Combat, house: str) -> bool:
    """The Blackfish: no losses to swords or card texts. rule: board.cards.the_blackfish"""
    return played(c, house, "the_blackfish")


# -- cancel and "immediately" texts ------------------------------------------------------------

IMMEDIATE = ("tyrion_lannister", "aeron_damphair", "mace_tyrell", "queen_of_thorns", "doran_martell")
OUTCOME = ("robb_stark", "tywin_lannister", "arianne_martell", "cersei_lannister", "renly_baratheon")


def has_immediate(game: BoardGame) -> bool:
    c = game.state.combat
    return c is not None and any(cid in IMMEDIATE for cid in c.cards.values())


def has_outcome(game: BoardGame) -> bool:
    c = game.state.combat
    return c is not None and any(cid in OUTCOME for cid in c.cards.values())


def immediate(game: BoardGame) -> Walk:
    """Tyrion first (he cancels), then the 'immediately' texts in turn order; a card brought in by
    Tyrion or Aeron has its own text resolved too. rules: board.combat.cards,
    board.cards.tyrion_lannister, board.cards.aeron_damphair
    """
    c = game.state.combat
    assert c is not None
    while True:
        pending = [
            (h, c.cards[h])
            for h in game.state.tracks["iron_throne"]
            if h in (c.attacker, c.defender) and c.cards.get(h) and f"{h}:{c.cards[h]}" not in c.done
        ]
        if not pending:
            return
        pending.sort(key=lambda hc: hc[1] != "tyrion_lannister")
        house, cid = pending[0]
        c.done.append(f"{house}:{cid}")
        texts = {
            "tyrion_lannister": _tyrion,
            "aeron_damphair": _aeron,
            "mace_tyrell": _mace,
            "queen_of_thorns": _queen,
            "doran_martell": _doran,
        }
        if cid in texts:
            yield from texts[cid](game, c, house)


def _replace(game: BoardGame, c: Combat, house: str, barred: str, why: str) -> Walk:
    """``house`` plays another card instead of ``barred`` (none if it has no other)."""
    others = [cid for cid in game.state.hands[house] if cid != barred and cid != c.cards.get(house)]
    if not others:
        c.cards[house] = None
        game.record("no-card", f"{game.name(house)} has no other card: it fights without one", "board.combat.no-card")
        return
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: {why}: play another house card",
        [card_option(cid) for cid in others],
        rule="board.combat.cards",
    )
    c.cards[house] = str(choice.subject)
    game.record("card-replaced", f"{game.name(house)} now plays {CARDS[c.cards[house]].name}", "board.combat.cards")


def _tyrion(game: BoardGame, c: Combat, house: str) -> Walk:
    other = opponent(c, house)
    target = c.cards.get(other)
    if not target:
        return
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Tyrion Lannister: send {CARDS[target].name} back to {game.name(other)}'s hand?",
        [
            Option("tyrion-cancel", "Send it back", "they must play another card"),
            Option("tyrion-keep", "Let it stand", ""),
        ],
        rule="board.cards.tyrion_lannister",
    )
    if choice.verb == "tyrion-cancel":
        game.record("tyrion", f"Tyrion Lannister sends {CARDS[target].name} back", "board.cards.tyrion_lannister")
        yield from _replace(game, c, other, target, f"Tyrion sent {CARDS[target].name} back")


def _aeron(game: BoardGame, c: Combat, house: str) -> Walk:
    if game.state.power[house] < 2 or len(game.state.hands[house]) < 2:
        return
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Aeron Damphair: pay 2 power to swap him for another card?",
        [
            Option("aeron-swap", "Pay 2 power and swap", "Aeron goes to the discard pile"),
            Option("aeron-keep", "Keep Aeron", ""),
        ],
        rule="board.cards.aeron_damphair",
    )
    if choice.verb == "aeron-swap":
        s = game.state
        s.power[house] -= 2
        s.hands[house].remove("aeron_damphair")
        s.discards[house].append("aeron_damphair")
        game.record(
            "aeron", f"{game.name(house)} pays 2 power: Aeron Damphair is discarded", "board.cards.aeron_damphair"
        )
        yield from _replace(game, c, house, "aeron_damphair", "Aeron is swapped")


def _mace(game: BoardGame, c: Combat, house: str) -> Walk:
    from .combat import destroy, fighting_units

    other = opponent(c, house)
    footmen = [u for u in fighting_units(game, c, other) if u.kind == "footman"]
    if footmen and not protected(c, other):
        footmen.sort(key=lambda u: u.routed)
        destroy(game, c, other, [footmen[0]], "Mace Tyrell's text", "board.cards.mace_tyrell")
    return
    yield


def _queen(game: BoardGame, c: Combat, house: str) -> Walk:
    near = [a for a in sorted(game.map.neighbours(c.area)) if a in game.state.orders]
    yield from _remove_order(game, c, house, near, "queen_of_thorns", "thorns", "next to the combat", False)


def _remove_order(
    game: BoardGame, c: Combat, house: str, places: list[str], cid: str, verb: str, where: str, optional: bool
) -> Walk:
    """The opponent's order in one of ``places`` goes (Queen of Thorns, Cersei Lannister); a
    Support order removed backs nobody any more."""
    s, other, rule = game.state, opponent(c, house), f"board.cards.{cid}"
    theirs = [a for a in places if s.orders[a].house == other]
    if not theirs:
        return
    options = [
        option(verb, a, label=f"Remove {TOKENS[s.orders[a].token].label} in {game.area_name(a)}") for a in theirs
    ]
    if optional:
        options.append(Option(f"{verb}-none", "Remove nothing", ""))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: {CARDS[cid].name}: remove an order of {game.name(other)} {where}",
        options,
        rule=rule,
    )
    if choice.subject is None:
        return
    area = str(choice.subject)
    gone = s.orders.pop(area)
    c.support.pop(area, None)
    game.record(
        "order-removed", f"{CARDS[cid].name} removes {TOKENS[gone.token].label} in {game.area_name(area)}", rule
    )


def _doran(game: BoardGame, c: Combat, house: str) -> Walk:
    other = opponent(c, house)
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Doran Martell: move {game.name(other)} to the bottom of which track?",
        [option("doran", t, label=f"The {tracks.TRACK_NAMES[t]} track") for t in tracks.TRACKS],
        rule="board.cards.doran_martell",
    )
    tracks.move_to(game, other, str(choice.subject), "bottom", "Doran Martell's text", "board.cards.doran_martell")


# -- on win or loss ----------------------------------------------------------------------------


def on_outcome(game: BoardGame) -> Walk:
    """'If you win' and 'if you lose' texts, in turn order. rule: board.combat.win-lose"""
    c = game.state.combat
    assert c is not None and c.winner is not None
    for house in [h for h in game.state.tracks["iron_throne"] if h in (c.attacker, c.defender)]:
        cid = c.cards.get(house)
        won = house == c.winner
        if cid == "robb_stark" and won:
            c.retreat_by = house
            game.record("robb", "Robb Stark: the winner chooses where the loser retreats", "board.cards.robb_stark")
        elif cid == "tywin_lannister" and won:
            n = game.gain_power(house, 2)
            game.record("tywin", f"Tywin Lannister: {game.name(house)} gains {n} power", "board.cards.tywin_lannister")
        elif cid == "arianne_martell" and not won and house == c.defender:
            c.stay_out = True
            game.record(
                "arianne", "Arianne Martell: the attackers stay where they came from", "board.cards.arianne_martell"
            )
        elif cid == "cersei_lannister" and won:
            yield from _cersei(game, c, house)
        elif cid == "renly_baratheon" and won:
            yield from _renly(game, c, house)


def _cersei(game: BoardGame, c: Combat, house: str) -> Walk:
    yield from _remove_order(game, c, house, sorted(game.state.orders), "cersei_lannister", "cersei", "anywhere", True)


def _renly(game: BoardGame, c: Combat, house: str) -> Walk:
    from .combat import fighting_units

    if areas.pool(game, house, "knight") < 1:
        return

    def footman(u: Unit) -> bool:
        return u.kind == "footman" and u.house == house  # only his own footmen, not a supporter's

    places = ["here"] if any(footman(u) for u in fighting_units(game, c, house)) else []
    places += [a for a, h in c.support.items() if h == house and any(footman(u) for u in areas.units_of(game, a))]
    if not places:
        return
    options = [
        option("renly", a, label=f"Upgrade a footman {'in the combat' if a == 'here' else 'in ' + game.area_name(a)}")
        for a in places
    ]
    options.append(Option("renly-none", "Upgrade nothing", ""))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Renly Baratheon: turn a footman into a knight?",
        options,
        rule="board.cards.renly_baratheon",
    )
    if choice.verb != "renly":
        return
    where = str(choice.subject)
    units = fighting_units(game, c, house) if where == "here" else areas.units_of(game, where)
    unit = next(u for u in units if footman(u))
    unit.kind = "knight"
    game.record("renly", "Renly Baratheon: a footman becomes a knight", "board.cards.renly_baratheon")


def before_refresh(game: BoardGame) -> None:
    """Roose Bolton: a beaten Roose takes back the whole discard pile, himself too. rule: board.cards.roose_bolton"""
    s, c = game.state, game.state.combat
    assert c is not None
    if c.loser and c.cards.get(c.loser) == "roose_bolton":
        s.hands[c.loser] += s.discards[c.loser]
        s.discards[c.loser] = []
        game.record(
            "roose", f"Roose Bolton: {game.name(c.loser)} takes back every discarded card", "board.cards.roose_bolton"
        )


# -- after combat --------------------------------------------------------------------------------


def after_combat(game: BoardGame) -> Walk:
    """Ser Loras' March order moves in; Patchface discards a card from the opponent's hand.
    rules: board.cards.ser_loras_tyrell, board.cards.patchface
    """
    s, c = game.state, game.state.combat
    assert c is not None
    for house in [h for h in s.tracks["iron_throne"] if h in (c.attacker, c.defender)]:
        cid = c.cards.get(house)
        if (
            cid == "ser_loras_tyrell"
            and house == c.attacker
            and c.winner == house
            and areas.occupant(game, c.area) == house
        ):
            s.orders[c.area] = Order(house, c.token)
            game.record(
                "loras",
                f"Ser Loras Tyrell: the March order moves into {game.area_name(c.area)}",
                "board.cards.ser_loras_tyrell",
            )
        elif cid == "patchface":
            other = opponent(c, house)
            hand = s.hands[other]
            if not hand:
                continue
            choice = yield Decision(
                game.player_of(house),
                f"{game.name(house)}: Patchface: discard one card from {game.name(other)}'s hand",
                [
                    option("patchface", cid2, label=f"Discard {CARDS[cid2].name} ({CARDS[cid2].strength})")
                    for cid2 in hand
                ],
                rule="board.cards.patchface",
            )
            gone = str(choice.subject)
            hand.remove(gone)
            s.discards[other].append(gone)
            game.record(
                "patchface", f"Patchface: {game.name(other)} discards {CARDS[gone].name}", "board.cards.patchface"
            )
            if not hand:
                from .combat import refresh

                refresh(game, other, keep_out=gone)
