"""The board game's cards for the glossary: house cards, Westeros cards and wildling cards.

Polish names of cards that 001 does not give are our own renderings (marked in the catalogue).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.cards import CardEntry

from .data import components
from .housecards import BASE_CARDS, CARDS, HOUSE_OF, TEXTS, rule_of, text
from .westeros import CARDS as WESTEROS
from .westeros import EFFECT_NAMES, RULES
from .wildlings import NAMES as WILDLINGS

HOUSE_CARD_PL = {"queen_of_thorns": "Królowa Cierni"}
WESTEROS_PL = {
    "last_days_of_summer": "Ostatnie dni lata",
    "supply": "Zaopatrzenie",
    "mustering": "Mobilizacja",
    "a_throne_of_blades": "Tron z ostrzy",
    "winter_is_coming": "Nadchodzi zima",
    "game_of_thrones": "Gra o tron",
    "dark_wings_dark_words": "Ciemne skrzydła, ciemne słowa",
    "clash_of_kings": "Starcie królów",
    "put_to_the_sword": "Pod miecz",
    "storm_of_swords": "Nawałnica mieczy",
    "rains_of_autumn": "Jesienne deszcze",
    "sea_of_storms": "Morze sztormów",
    "web_of_lies": "Sieć kłamstw",
    "feast_for_crows": "Uczta dla wron",
    "wildlings_attack": "Atak Dzikich",
}
WILDLING_PL = {
    "silence_at_the_wall": "Cisza na Murze",
    "preemptive_raid": "Uprzedzający najazd",
    "crow_killers": "Zabójcy wron",
    "rattleshirts_raiders": "Najeźdźcy Grzechocącej Koszuli",
    "massing_on_the_milkwater": "Zgromadzenie nad Mleczną Wodą",
    "a_king_beyond_the_wall": "Król za Murem",
    "mammoth_riders": "Jeźdźcy mamutów",
    "the_horde_descends": "Nadciąga horda",
    "skinchanger_scout": "Zwiadowca zmiennoskóry",
}
WESTEROS_RULE = {
    "last_days_of_summer": "board.westeros.summer",
    "supply": "board.supply",
    "mustering": "board.muster",
    "winter_is_coming": "board.westeros.winter-is-coming",
    "game_of_thrones": "board.westeros.game-of-thrones",
    "clash_of_kings": "board.bidding",
    "wildlings_attack": "board.wildlings",
    **RULES,
}


def _westeros_text(cid: str) -> str:
    effect = WESTEROS[cid].effect
    if isinstance(effect, dict):
        ((who, picks),) = effect.items()
        holder = {
            "iron_throne_holder_picks": "The Iron Throne's holder",
            "raven_holder_picks": "The Raven's holder",
        }.get(who, "The Blade's holder")
        return f"{holder} picks: " + "; ".join(EFFECT_NAMES[p] for p in picks) + "."
    if effect == "reshuffle_deck_and_redraw":
        return "Shuffle this deck and reveal a new card in its place."
    return EFFECT_NAMES.get(effect, effect).capitalize() + "."


def card_index() -> list[CardEntry]:
    """Every house card (strength, icons, text), Westeros card and wildling card of the base game."""
    return house_card_entries(BASE_CARDS) + westeros_entries() + wildling_entries()


def house_card_entries(cards: Iterable[str]) -> list[CardEntry]:
    """The glossary's entries of these house cards, in the registry's order."""
    wanted = set(cards)
    out = []
    for cid, c in CARDS.items():
        if cid not in wanted:
            continue
        icons = f"strength {c.strength}, {c.swords} sword(s), {c.forts} fortification(s)"
        owner = HOUSE_OF[cid]
        whose = "Vassal" if owner == "vassal" else components().houses[owner].name
        body = f"{whose} house card; {icons}"
        body += f": {text(cid)}." if cid in TEXTS else "."
        out.append(CardEntry(cid, HOUSE_CARD_PL.get(cid, c.name), c.name, "house card", body, rule_of(cid)))
    return out


def westeros_entries() -> list[CardEntry]:
    """The Westeros cards of decks I to III."""
    out = []
    for cid, w in WESTEROS.items():
        deck = deck_of(cid)
        if deck == "IV":
            continue
        icon = " A wildling icon raises the threat." if w.wildling_icon else ""
        out.append(
            CardEntry(
                cid,
                WESTEROS_PL[cid],
                w.name,
                f"Westeros card ({deck})",
                _westeros_text(cid) + icon,
                WESTEROS_RULE.get(cid),
            )
        )
    return out


def deck_of(cid: str) -> str:
    """The Westeros deck ("I" to "IV") a card is in."""
    return next(
        d for d in ("I", "II", "III", "IV") if any(x.id == cid for x in components().westeros_decks[f"deck_{d}"])
    )


def wildling_entries() -> list[CardEntry]:
    return [
        CardEntry(cid, WILDLING_PL[cid], name, "wildling card", _wildling_text(cid), f"board.wildlings.{cid}")
        for cid, name in WILDLINGS.items()
    ]


_WILDLING_TEXT = {
    "silence_at_the_wall": "Nothing happens, win or lose.",
    "preemptive_raid": "Win: the wildlings attack again at 6 without the highest bidder. Lose: the lowest bidder "
    "destroys 2 units or drops 2 places on its best track.",
    "crow_killers": "Win: the highest bidder may turn up to 2 footmen into knights. Lose: the lowest bidder's "
    "knights all become footmen, the others' two each.",
    "rattleshirts_raiders": "Win: the highest bidder's supply +1. Lose: the lowest bidder's supply -2, the others' -1.",
    "massing_on_the_milkwater": "Win: the highest bidder takes back its discarded house cards. Lose: the lowest "
    "bidder discards its strongest cards, the others one card each.",
    "a_king_beyond_the_wall": "Win: the highest bidder goes to the top of a track. Lose: the lowest bidder to the "
    "bottom of all three, the others to the bottom of Fiefdoms or King's Court.",
    "mammoth_riders": "Win: the highest bidder takes back one discarded house card. Lose: the lowest bidder "
    "destroys 3 units, the others 2.",
    "the_horde_descends": "Win: the highest bidder musters in one of its castle areas. Lose: the lowest bidder "
    "destroys 2 units in one castle area, the others 1.",
    "skinchanger_scout": "Win: the highest bidder gets its bid back. Lose: the lowest bidder discards all its "
    "power, the others 2.",
}


def _wildling_text(cid: str) -> str:
    return _WILDLING_TEXT[cid]
