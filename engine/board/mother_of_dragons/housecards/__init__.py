"""Mother of Dragons' house cards, one record per card: Arryn's deck, Targaryen's sets A and B and
the vassals' shared deck, registered beside the base game's when the expansion is imported.
rules: mod.cards.sets, mod.vassals.cards, mod.cards.<card> for each card of the expansion
"""

from ...data import components
from ...housecards import register
from . import arryn, targaryen_a, targaryen_b, vassal
from .removed import out_of_game, remove_from_game

_TARGARYEN = components().houses["targaryen"].name
#: Mother of Dragons' decks: their key in the components, whose they are and the glossary's name
#: of the deck. Targaryen has two sets, the vassals share one deck. rules: mod.cards.sets,
#: mod.vassals.cards
MOD_DECKS = (
    (arryn, "arryn", components().houses["arryn"].name),
    (targaryen_a, "targaryen", f"{_TARGARYEN} (set A)"),
    (targaryen_b, "targaryen", f"{_TARGARYEN} (set B)"),
    (vassal, "vassal", "the vassal deck"),
)
for _deck, _owner, _name in MOD_DECKS:
    register(_deck.DECK, _owner, _deck.CARDS, _name, "mod.cards")

#: Polish names of the expansion's cards where the Polish translation of the novels renders them
#: (our choice: 001 does not print the cards); the others keep their English names.
NAMES_PL = {
    "bronze_yohn_royce_mod": "Spiżowy Yohn Royce",
    "arstan_whitebeard": "Arstan Białobrody",
    "gray_worm": "Szary Robak",
    "strong_belwas": "Silny Belwas",
    "captain_groleo": "Kapitan Groleo",
}

__all__ = ["MOD_DECKS", "NAMES_PL", "out_of_game", "remove_from_game"]
