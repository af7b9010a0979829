"""Mother of Dragons' cards for the glossary: the base game's, the expansion's house cards (Arryn,
Targaryen's sets A and B, the vassal deck), deck IV and the twelve loans (worded as their rules
are). Polish names that 001 does not give are our own renderings.
"""

from __future__ import annotations

from engine.core.cards import CardEntry
from engine.core.protocol import Rule

from ..cards import deck_of, house_card_entries, westeros_entries, wildling_entries
from ..data import components
from ..housecards import CARDS
from ..westeros import CARDS as WESTEROS

#: Polish names the rulebook 001 gives for the loans (its last page); the rest are our renderings.
LOAN_PL = {
    "master_at_arms": "Zbrojmistrz",
    "savvy_steward": "Sprytny zarządca",
    "expert_artificer": "Mistrz rzemieślnik",
    "customs_officer": "Celnik",
    "the_faceless_men": "Człowiek bez twarzy",
    "pyromancer": "Piromanta",
    "spymaster": "Mistrz szpiegów",
    "full_host": "Pełen zastęp",
    "vanguard_cavalry": "Zwiadowcza konnica",
    "siege_engineers": "Inżynierowie wojskowi",
    "sea_raiders": "Morscy łupieżcy",
    "loyal_maester": "Wierny maester",
}
DECK_IV_PL = {  # our renderings: 001 names no deck IV card
    "domestic_disputes": "Domowe waśnie",
    "empty_promises": "Puste obietnice",
    "fire_made_flesh": "Ogień stał się ciałem",
    "playing_with_fire": "Igranie z ogniem",
    "scattering_dissent": "Siejąc niezgodę",
    "southron_ambitions": "Południowe ambicje",
    "strongholds_of_resistance": "Twierdze oporu",
    "the_long_plan": "Długi plan",
    "watering_the_seed": "Podlewanie ziarna",
    "word_spreads_quickly": "Wieść szybko się niesie",
}


def _summary(catalogue: dict[str, Rule], rule: str) -> str:
    r = catalogue.get(rule)
    return " ".join(r.summary.split()) if r else ""


def card_index(catalogue: dict[str, Rule]) -> list[CardEntry]:
    """The base game's cards and the expansion's, the loans last; ``catalogue`` words deck IV and
    the loans as their rules are."""
    deck_iv = [
        CardEntry(cid, DECK_IV_PL[cid], w.name, "Westeros card (IV)", _summary(catalogue, rule), rule)
        for cid, w in WESTEROS.items()
        if deck_of(cid) == "IV" and (rule := f"mod.deck-iv.{cid}")
    ]
    loans = [
        CardEntry(loan.id, LOAN_PL[loan.id], loan.name, "loan card", _summary(catalogue, rule), rule)
        for loan in components().loan_cards
        if (rule := f"mod.loans.{loan.id.replace('_', '-')}")
    ]
    return house_card_entries(CARDS) + westeros_entries() + deck_iv + wildling_entries() + loans
