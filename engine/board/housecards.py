"""The house cards' texts, each at its timing: cancel, immediately, continuous, on win or loss,
after combat. A card's text resolves once per combat; two texts at one timing go in turn order.
The base game's six houses, and Mother of Dragons' Arryn, Targaryen (set A or B) and vassal decks.
rules: board.cards, board.combat.cards, board.combat.win-lose, board.cards.<card> for each base card,
mod.cards.<card> for each card of the expansion
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import areas, tracks
from .armies import destroy, fighting_units
from .data import HouseCardData, components
from .orders import TOKENS
from .state import Combat, Order, Unit

if TYPE_CHECKING:
    from .game import BoardGame

BASE_HOUSES = ("stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell")
#: Mother of Dragons' decks (their key in the components) and whose they are: Targaryen has two sets,
#: the vassals share one deck. rules: mod.cards.sets, mod.vassals.cards
MOD_DECKS = {"arryn": "arryn", "targaryen_a": "targaryen", "targaryen_b": "targaryen", "vassal": "vassal"}
_DECKS = {**{h: h for h in BASE_HOUSES}, **MOD_DECKS}
#: Every house card of the base game and of the expansion, by id.
CARDS: dict[str, HouseCardData] = {c.id: c for key in _DECKS for c in components().house_cards[key]}
#: Whose deck a card is in: a house, or "vassal" for the vassals' shared deck.
HOUSE_OF = {c.id: owner for key, owner in _DECKS.items() for c in components().house_cards[key]}
#: The base game's cards (the agot-board game knows only these).
BASE_CARDS = frozenset(c for c, h in HOUSE_OF.items() if h in BASE_HOUSES)
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
    # -- Mother of Dragons: Arryn
    "lysa_arryn_mod": "a win with your Defense order in the area: you may keep this card in your hand",
    "ser_vardis_egen": "against a card printed 2 or weaker: +1 and 2 fortifications",
    "godric_borrell": "defending a sea: +1 for each land area next to it that you control",
    "anya_waynwood": "if you win, you and each house that backed you gain 3 power",
    "robert_arryn": "defending: after the combat you may put this card and the opponent's weakest "
    "discarded card out of the game",
    # -- Targaryen, set A
    "khal_drogo": "+1 and a sword for each of your knights in the fight; after the combat this card leaves the game",
    "xaro_xhoan_daxos": "with more ships in the fight than the opponent, each of your fighting ships counts 2",
    "daenerys_targaryen_a": "+2 if a dragon is in the fight",
    "viserys_targaryen": "you may discard a card from your hand and add its printed strength; "
    "if you lose, this card leaves the game",
    "illyrio_mopatis": "after the combat gain power equal to the strength gap; then, holding 5 or more "
    "power, this card leaves the game",
    # -- Targaryen, set B
    "daenerys_targaryen_b": "after the combat the opponent discards power equal to the strength gap",
    "captain_groleo": "attacking a land area over ships: +1 for each of your ships next to it",
    "rakharo": "in a land area without a castle or stronghold, your fighting knights count 4 each",
    "missandei": "losing by 2 or less: you may take another card back from your discard pile",
    # -- the vassal deck
    "varys": "after the combat this vassal goes to the top of the Fiefdoms track",
    "syrio_forel": "this vassal defending: footmen of houses that are not vassals count 0",
    "jaqen_h_ghar": "the opponent's card goes back; a card drawn at random from their hand replaces it",
    "jon_connington": "if this vassal loses, after the combat it may muster a knight where it retreated "
    "or in its home area",
    "beric_dondarrion": "if this vassal wins, after the casualties it destroys one of its own units in the area",
    "bronn": "the opponent may discard 2 power to make this card's strength 0",
}


#: Polish names of the expansion's cards where the Polish translation of the novels renders them
#: (our choice: 001 does not print the cards); the others keep their English names.
NAMES_PL = {
    "bronze_yohn_royce_mod": "Spiżowy Yohn Royce",
    "arstan_whitebeard": "Arstan Białobrody",
    "gray_worm": "Szary Robak",
    "strong_belwas": "Silny Belwas",
    "captain_groleo": "Kapitan Groleo",
}


def deck_name(cid: str) -> str:
    """Whose deck a card is in, for the glossary: 'Stark', 'Targaryen (set B)', 'the vassal deck'."""
    owner = HOUSE_OF[cid]
    if owner == "vassal":
        return "the vassal deck"
    name = components().houses[owner].name
    if owner == "targaryen":
        key = next(k for k in ("targaryen_a", "targaryen_b") if any(c.id == cid for c in components().house_cards[k]))
        return f"{name} (set {key[-1].upper()})"
    return name


def rule_of(cid: str) -> str:
    """The catalogue entry of a card: board.cards.<card> (plain) or mod.cards.<card> (plain)."""
    prefix = "board.cards" if cid in BASE_CARDS else "mod.cards"
    return f"{prefix}.{cid}" if cid in TEXTS else f"{prefix}.plain"


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


def fights(game: BoardGame, c: Combat, u: Unit) -> bool:
    """Whether this very unit fights (it is not backing from a Support order)."""
    return u.house in (c.attacker, c.defender) and any(x is u for x in fighting_units(game, c, u.house))


def gap(c: Combat) -> int:
    """How far apart the two final strengths are."""
    return abs(c.strength[c.attacker] - c.strength[c.defender])


def mark(c: Combat, house: str, cid: str, step: str) -> None:
    """Note what a card's text did in this combat ("house:card:step" in ``Combat.done``)."""
    c.done.append(f"{house}:{cid}:{step}")


def marks(c: Combat, house: str, cid: str) -> list[str]:
    """The steps noted for a card's text in this combat."""
    head = f"{house}:{cid}:"
    return [d[len(head) :] for d in c.done if d.startswith(head)]


# -- cards out of the game ----------------------------------------------------------------------


def out_of_game(game: BoardGame) -> list[str]:
    """House cards put out of the game for good (Khal Drogo, Viserys, Illyrio, Robert Arryn and
    the card he takes). rule: mod.cards.removed
    """
    return game.state.cards_out


def remove_from_game(game: BoardGame, house: str, cid: str, why: str) -> None:
    """A card leaves its house's hand or discard pile for good. rule: mod.cards.removed"""
    s = game.state
    for pile in (s.hands[house], s.discards[house]):
        if cid in pile:
            pile.remove(cid)
    out_of_game(game).append(cid)
    game.record(
        "card-out",
        f"{CARDS[cid].name} leaves {game.name(house)}'s cards for the rest of the game ({why})",
        "mod.cards.removed",
        {"house": house, "card": cid},
    )


# -- continuous texts ---------------------------------------------------------------------

#: Attacking with these cards, each unit of this kind of the card's house counts 2.
DOUBLED = {"ser_kevan_lannister": "footman", "victarion_greyjoy": "ship"}


def refresh(game: BoardGame, house: str, keep_out: str | None = None) -> None:
    """An empty hand takes back every discarded card but the one just played.
    rules: board.combat.refresh, board.pitfalls.cards
    """
    s = game.state
    back = [cid for cid in s.discards[house] if cid != keep_out]
    s.hands[house] += back
    s.discards[house] = [cid for cid in s.discards[house] if cid == keep_out]
    game.record(
        "cards-back",
        f"{game.name(house)} has played every house card: {len(back)} go back to its hand",
        "board.combat.refresh",
    )


def unit_value(game: BoardGame, c: Combat, u: Unit, value: int) -> int:
    """A unit's value under Ser Kevan, Victarion, Salladhor Saan, Xaro Xhoan Daxos, Rakharo and
    Syrio Forel. The texts apply in turn order, so of two texts setting one unit's value the
    later house on the Iron Throne track has the last word.
    rules: board.cards.ser_kevan_lannister, board.cards.victarion_greyjoy, board.cards.salladhor_saan,
    mod.cards.xaro_xhoan_daxos, mod.cards.rakharo, mod.cards.syrio_forel
    """
    for h in game.state.tracks["iron_throne"]:
        if h not in (c.attacker, c.defender) or not c.revealed:
            continue
        cid = c.cards.get(h)
        if u.house == h == c.attacker and DOUBLED.get(cid or "") == u.kind:
            value = 2
        elif cid == "salladhor_saan" and u.kind == "ship" and u.house != h and h in c.support.values():
            value = 0
        elif cid == "xaro_xhoan_daxos" and u.house == h and u.kind == "ship" and _more_ships(game, c, h):
            value = 2 if fights(game, c, u) else value
        elif cid == "rakharo" and u.house == h and u.kind == "knight" and _open_land(game, c):
            value = 4 if fights(game, c, u) else value
        elif cid == "syrio_forel" and h == c.defender and u.kind == "footman" and u.house not in game.state.vassals:
            value = 0
    return value


def _more_ships(game: BoardGame, c: Combat, house: str) -> bool:
    def ships(h: str) -> int:
        return sum(1 for u in fighting_units(game, c, h) if u.kind == "ship")

    return ships(house) > ships(opponent(c, house))


def _open_land(game: BoardGame, c: Combat) -> bool:
    """a land area with neither a castle nor a stronghold"""
    return game.map[c.area].is_land and game.map[c.area].castle == "none"


def printed(game: BoardGame, c: Combat, house: str) -> int:
    """The card's printed strength (0 against Balon Greyjoy, 0 for a Bronn bought off).
    rules: board.cards.balon_greyjoy, mod.cards.bronn
    """
    cid = c.cards.get(house)
    if not cid or played(c, opponent(c, house), "balon_greyjoy"):
        return 0
    if cid == "bronn" and "bought-off" in marks(c, house, cid):
        return 0
    return CARDS[cid].strength


def bonuses(game: BoardGame, c: Combat, house: str) -> list[tuple[str, int]]:
    """Strength added by card texts. rules: board.cards.stannis_baratheon, board.cards.ser_davos_seaworth,
    board.cards.theon_greyjoy, mod.cards.ser_vardis_egen, mod.cards.godric_borrell, mod.cards.khal_drogo,
    mod.cards.daenerys_targaryen_a, mod.cards.viserys_targaryen, mod.cards.captain_groleo
    """
    out = []
    if played(c, house, "stannis_baratheon") and tracks.above(game, opponent(c, house), house, "iron_throne"):
        out.append(("Stannis Baratheon's text", 1))
    if played(c, house, "ser_davos_seaworth") and "stannis_baratheon" in game.state.discards[house]:
        out.append(("Ser Davos Seaworth's text", 1))
    if played(c, house, "theon_greyjoy") and house == c.defender and game.map[c.area].castle != "none":
        out.append(("Theon Greyjoy's text", 1))
    cid = c.cards.get(house) if c.revealed else None
    more = {
        "ser_vardis_egen": lambda: int(_weak_opponent(c, house)),
        "godric_borrell": lambda: _godric(game, c, house),
        "khal_drogo": lambda: _knights(game, c, house),
        "daenerys_targaryen_a": lambda: 2 * _dragon_fights(game, c),
        "viserys_targaryen": lambda: sum(CARDS[d].strength for d in marks(c, house, "viserys_targaryen")),
        "captain_groleo": lambda: _groleo(game, c, house),
    }
    if cid in more and (n := more[cid]()):
        out.append((f"{CARDS[cid].name}'s text", n))
    return out


def _weak_opponent(c: Combat, house: str) -> bool:
    """Ser Vardis Egen: the opponent's card is printed with strength 2 or less."""
    theirs = c.cards.get(opponent(c, house))
    return theirs is not None and CARDS[theirs].strength <= 2


def _godric(game: BoardGame, c: Combat, house: str) -> int:
    """Godric Borrell: defending a sea, one for each land area next to it that the house controls."""
    if house != c.defender or not game.map[c.area].is_sea:
        return 0
    near = game.map.neighbours(c.area)
    return sum(1 for a in near if game.map[a].is_land and areas.controller(game, a) == house)


def _knights(game: BoardGame, c: Combat, house: str) -> int:
    """Khal Drogo: the house's knights that fight (routed ones do not)."""
    return sum(1 for u in fighting_units(game, c, house) if u.kind == "knight" and not u.routed)


def _dragon_fights(game: BoardGame, c: Combat) -> bool:
    return any(u.kind == "dragon" for h in (c.attacker, c.defender) for u in fighting_units(game, c, h))


def _groleo(game: BoardGame, c: Combat, house: str) -> int:
    """Captain Groleo: attacking a land area the army reached over ships (not from next door, and not
    a flight of dragons alone), one for each of the house's ships next to the area."""
    if house != c.attacker or not game.map[c.area].is_land or c.area in game.map.neighbours(c.origin):
        return 0
    if all(u.kind == "dragon" for u in c.attackers):
        return 0
    near = game.map.neighbours(c.area)
    return sum(1 for a in near for u in areas.units_of(game, a) if u.house == house and u.kind == "ship")


def extra_icons(game: BoardGame, c: Combat, house: str) -> tuple[int, int]:
    """Swords and fortifications added by card texts. rules: board.cards.theon_greyjoy,
    board.cards.ser_davos_seaworth, board.cards.asha_greyjoy, board.cards.nymeria_sand,
    mod.cards.ser_vardis_egen, mod.cards.khal_drogo
    """
    swords = forts = 0
    if bonuses(game, c, house) and c.cards.get(house) in ("theon_greyjoy", "ser_davos_seaworth"):
        swords += 1
    if played(c, house, "asha_greyjoy") and not any(h == house for h in c.support.values()):
        swords, forts = swords + 2, forts + 1
    if played(c, house, "nymeria_sand"):
        swords, forts = (swords + 1, forts) if house == c.attacker else (swords, forts + 1)
    if played(c, house, "ser_vardis_egen") and _weak_opponent(c, house):
        forts += 2
    if played(c, house, "khal_drogo"):
        swords += _knights(game, c, house)
    return swords, forts


def protected(c: Combat, house: str) -> bool:
    """The Blackfish: no losses to swords or card texts. rule: board.cards.the_blackfish"""
    return played(c, house, "the_blackfish")


# -- cancel and "immediately" texts ------------------------------------------------------------

#: Texts that cancel the opponent's card: they go first, in turn order.
CANCELS = ("tyrion_lannister", "jaqen_h_ghar")
IMMEDIATE = (
    *CANCELS,
    "aeron_damphair",
    "mace_tyrell",
    "queen_of_thorns",
    "doran_martell",
    "viserys_targaryen",
    "bronn",
)
OUTCOME = (
    "robb_stark",
    "tywin_lannister",
    "arianne_martell",
    "cersei_lannister",
    "renly_baratheon",
    "lysa_arryn_mod",
    "anya_waynwood",
    "viserys_targaryen",
    "missandei",
)


def has_immediate(game: BoardGame) -> bool:
    c = game.state.combat
    return c is not None and any(cid in IMMEDIATE for cid in c.cards.values())


def has_outcome(game: BoardGame) -> bool:
    c = game.state.combat
    return c is not None and any(cid in OUTCOME for cid in c.cards.values())


def immediate(game: BoardGame) -> Walk:
    """The cancelling texts first (Tyrion, Jaqen H'ghar), then the 'immediately' texts, each group in
    turn order; a card brought in by Tyrion, Jaqen or Aeron has its own text resolved too.
    rules: board.combat.cards, board.cards.tyrion_lannister, board.cards.aeron_damphair,
    mod.cards.jaqen_h_ghar
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
        pending.sort(key=lambda hc: hc[1] not in CANCELS)
        house, cid = pending[0]
        c.done.append(f"{house}:{cid}")
        texts = {
            "tyrion_lannister": _tyrion,
            "aeron_damphair": _aeron,
            "mace_tyrell": _mace,
            "queen_of_thorns": _queen,
            "doran_martell": _doran,
            "jaqen_h_ghar": _jaqen,
            "viserys_targaryen": _viserys,
            "bronn": _bronn,
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


def _jaqen(game: BoardGame, c: Combat, house: str) -> Walk:
    """The opponent's card goes back to its hand and one card of that hand, drawn at random (the
    returned card too), is played instead; its text resolves as a newly revealed card's would."""
    other = opponent(c, house)
    before, hand = c.cards.get(other), game.state.hands[other]
    if not before or not hand:
        return
    drawn = game.rng.choice(hand)  # the played card never left the hand: it is among them
    c.cards[other] = drawn
    if f"{other}:{drawn}" in c.done:
        c.done.remove(f"{other}:{drawn}")
    game.record(
        "jaqen",
        f"Jaqen H'ghar sends {CARDS[before].name} back; {game.name(other)} plays {CARDS[drawn].name}, "
        "drawn at random from its hand",
        "mod.cards.jaqen_h_ghar",
        {"house": other, "before": before, "card": drawn},
    )
    return
    yield


def _viserys(game: BoardGame, c: Combat, house: str) -> Walk:
    """Viserys' house may discard a card from its hand; its printed strength is added."""
    s = game.state
    others = [cid for cid in s.hands[house] if cid != "viserys_targaryen"]
    if not others:
        return
    options = [
        option("viserys", cid, label=f"Discard {CARDS[cid].name}: +{CARDS[cid].strength}", explain=text(cid))
        for cid in others
    ]
    options.append(option("viserys-none", label="Discard nothing"))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Viserys Targaryen: discard a card from your hand to add its printed strength?",
        options,
        rule="mod.cards.viserys_targaryen",
    )
    if choice.verb != "viserys":
        return
    cid = str(choice.subject)
    s.hands[house].remove(cid)
    s.discards[house].append(cid)
    mark(c, house, "viserys_targaryen", cid)
    game.record(
        "viserys",
        f"Viserys Targaryen: {game.name(house)} discards {CARDS[cid].name} for +{CARDS[cid].strength}",
        "mod.cards.viserys_targaryen",
    )


def _bronn(game: BoardGame, c: Combat, house: str) -> Walk:
    """Bronn's opponent may discard 2 power to bring his strength to 0; a vassal holds no power, so
    against a vassal the text offers nothing. rules: mod.cards.bronn, mod.vassals.power
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


# -- on win or loss ----------------------------------------------------------------------------


def on_outcome(game: BoardGame) -> Walk:
    """'If you win' and 'if you lose' texts, in turn order. rules: board.combat.win-lose, and the
    cards' own rules
    """
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
        elif cid == "lysa_arryn_mod" and won and _own_defense(game, c, house):
            yield from _lysa(game, c, house)
        elif cid == "anya_waynwood" and won:
            _anya(game, c, house)
        elif cid == "viserys_targaryen" and not won:
            remove_from_game(game, house, cid, "Viserys Targaryen lost his combat")
        elif cid == "missandei" and not won and gap(c) <= 2:
            yield from _missandei(game, c, house)


def _own_defense(game: BoardGame, c: Combat, house: str) -> bool:
    order = game.state.orders.get(c.area)
    return house == c.defender and order is not None and order.house == house and TOKENS[order.token].acts_as("defense")


def _lysa(game: BoardGame, c: Combat, house: str) -> Walk:
    """Lysa Arryn may go back to the hand instead of the discard pile (done at the clean-up)."""
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Lysa Arryn: keep her in your hand instead of discarding her?",
        [
            option("lysa-keep", label="Keep Lysa Arryn in hand", explain="she may be played again"),
            option("lysa-discard", label="Discard her as usual"),
        ],
        rule="mod.cards.lysa_arryn_mod",
    )
    if choice.verb == "lysa-keep":
        mark(c, house, "lysa_arryn_mod", "keep")


def _anya(game: BoardGame, c: Combat, house: str) -> None:
    """Anya Waynwood's house and each other house whose Support order backed it gain 3 power (a
    vassal gains none)."""
    backers = [h for h in game.state.tracks["iron_throne"] if h != house and _backed_by(game, c, h, house)]
    for h in [house, *backers]:
        n = game.gain_power(h, 3)
        game.record("anya", f"Anya Waynwood: {game.name(h)} gains {n} power", "mod.cards.anya_waynwood")


def _backed_by(game: BoardGame, c: Combat, backer: str, house: str) -> bool:
    return any(
        backed == house and a in game.state.orders and game.state.orders[a].house == backer
        for a, backed in c.support.items()
    )


def _missandei(game: BoardGame, c: Combat, house: str) -> Walk:
    """Beaten by 2 or less, Missandei's house may take one discarded card back into its hand."""
    s = game.state
    pile = [cid for cid in s.discards[house] if cid != "missandei"]
    if not pile:
        return
    options = [option("missandei", cid, label=f"Take back {CARDS[cid].name} ({CARDS[cid].strength})") for cid in pile]
    options.append(option("missandei-none", label="Take nothing back"))
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Missandei: lost by {gap(c)}: take a discarded card back into your hand?",
        options,
        rule="mod.cards.missandei",
    )
    if choice.verb != "missandei":
        return
    cid = str(choice.subject)
    s.discards[house].remove(cid)
    s.hands[house].append(cid)
    game.record("missandei", f"Missandei: {game.name(house)} takes back {CARDS[cid].name}", "mod.cards.missandei")


def _cersei(game: BoardGame, c: Combat, house: str) -> Walk:
    yield from _remove_order(game, c, house, sorted(game.state.orders), "cersei_lannister", "cersei", "anywhere", True)


def _renly(game: BoardGame, c: Combat, house: str) -> Walk:
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
    """Between the discarding and the refresh of the clean-up: Lysa Arryn, kept, goes back to the
    hand; a beaten Roose Bolton takes back the whole discard pile, himself too.
    rules: mod.cards.lysa_arryn_mod, board.cards.roose_bolton
    """
    s, c = game.state, game.state.combat
    assert c is not None
    for house, cid in c.cards.items():
        if cid == "lysa_arryn_mod" and "keep" in marks(c, house, cid) and cid in s.discards[house]:
            s.discards[house].remove(cid)
            s.hands[house].append(cid)
            game.record("lysa", f"Lysa Arryn goes back to {game.name(house)}'s hand", "mod.cards.lysa_arryn_mod")
    if c.loser and c.cards.get(c.loser) == "roose_bolton":
        s.hands[c.loser] += s.discards[c.loser]
        s.discards[c.loser] = []
        game.record(
            "roose", f"Roose Bolton: {game.name(c.loser)} takes back every discarded card", "board.cards.roose_bolton"
        )


# -- after combat --------------------------------------------------------------------------------


def after_combat(game: BoardGame) -> Walk:
    """The 'after combat' texts in turn order: Ser Loras' March order moves in; Patchface discards a
    card from the opponent's hand; and the expansion's texts (AFTER).
    rules: board.cards.ser_loras_tyrell, board.cards.patchface, mod.cards.<card> for each of AFTER
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
        elif cid in AFTER:
            yield from AFTER[cid](game, c, house)
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
            if not hand and other not in s.vassals:
                refresh(game, other, keep_out=gone)


def _robert(game: BoardGame, c: Combat, house: str) -> Walk:
    """Defending, Robert Arryn's house may put him and the weakest card (by printed strength) of the
    opponent's discard pile out of the game; between equally weak cards the Iron Throne's holder
    picks. A vassal opponent has no discard pile: only Robert goes."""
    if house != c.defender:
        return
    s, other = game.state, opponent(c, house)
    pile = [] if other in s.vassals else s.discards[other]  # a vassal's played card goes back to its deck
    weakest = [cid for cid in pile if CARDS[cid].strength == min(CARDS[x].strength for x in pile)]
    what = " and ".join(sorted({CARDS[cid].name for cid in weakest}, key=str)) if weakest else ""
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Robert Arryn: put him out of the game"
        + (f", with {game.name(other)}'s weakest discarded card ({what})?" if weakest else "?"),
        [
            option("robert-use", label="Put them out of the game" if weakest else "Put him out of the game"),
            option("robert-keep", label="Keep Robert Arryn"),
        ],
        rule="mod.cards.robert_arryn",
    )
    if choice.verb != "robert-use":
        return
    if len(weakest) > 1:
        throne = tracks.holder(game, "iron_throne")
        pick = yield Decision(
            game.player_of(throne),
            f"{game.name(throne)} (Iron Throne): which of {game.name(other)}'s weakest cards leaves the game?",
            [option("robert-card", cid, label=f"{CARDS[cid].name} ({CARDS[cid].strength})") for cid in weakest],
            rule="mod.cards.robert_arryn",
        )
        weakest = [str(pick.subject)]
    remove_from_game(game, house, "robert_arryn", "Robert Arryn's text")
    if weakest:
        remove_from_game(game, other, weakest[0], "Robert Arryn's text")


def _drogo(game: BoardGame, c: Combat, house: str) -> Walk:
    """Khal Drogo is used once: after his combat he leaves the game."""
    remove_from_game(game, house, "khal_drogo", "Khal Drogo is played only once")
    return
    yield


def _illyrio(game: BoardGame, c: Combat, house: str) -> Walk:
    """Illyrio's house gains power equal to the strength gap; then, with 5 or more power, he goes."""
    n = game.gain_power(house, gap(c))
    game.record(
        "illyrio",
        f"Illyrio Mopatis: {game.name(house)} gains {n} power (a gap of {gap(c)})",
        "mod.cards.illyrio_mopatis",
    )
    if game.state.power[house] >= 5:
        remove_from_game(game, house, "illyrio_mopatis", f"{game.name(house)} holds 5 power or more")
    return
    yield


def _daenerys_b(game: BoardGame, c: Combat, house: str) -> Walk:
    """The opponent discards power equal to the strength gap (what it has; a vassal has none)."""
    s, other = game.state, opponent(c, house)
    n = min(s.power[other], gap(c))
    s.power[other] -= n
    game.record(
        "daenerys",
        f"Daenerys Targaryen: {game.name(other)} discards {n} power (a gap of {gap(c)})",
        "mod.cards.daenerys_targaryen_b",
    )
    return
    yield


def _varys(game: BoardGame, c: Combat, house: str) -> Walk:
    """The vassal that played Varys goes to the top of the Fiefdoms track (a vassal holds no Blade:
    the first house a player holds keeps it)."""
    tracks.move_to(game, house, "fiefdoms", "top", "Varys' text", "mod.cards.varys")
    return
    yield


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


#: The expansion's 'after combat' texts (Ser Loras and Patchface are in ``after_combat``).
AFTER = {
    "robert_arryn": _robert,
    "khal_drogo": _drogo,
    "illyrio_mopatis": _illyrio,
    "daenerys_targaryen_b": _daenerys_b,
    "varys": _varys,
    "jon_connington": _jon_connington,
    "beric_dondarrion": _beric,
}
