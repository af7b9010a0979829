"""The teaching cards (data/teaching.yaml): our own cards for keywords the Core Set never prints.
Their texts are in the data file; these are their abilities.
"""

from __future__ import annotations

from .words import (
    ACTION,
    ENTERS,
    FORCED,
    Ability,
    Cost,
    Use,
    all_of,
    boost,
    characters,
    kneel_target,
    stand_host,
    standing,
    strength_at_most,
)

HIDDEN_RESOLVE, GILDED_SELLSWORD, WHISPER, SENTINEL = "T01", "T02", "T03", "T04"  # Sentinel: Immune, no ability


def out_of_shadows(game, use: Use) -> bool:
    """This card has just come out of shadows."""
    return use.event.get("card") == use.source and use.event.get("way") == "shadow"


def spend_bestowed(game, use: Use) -> None:
    """Move 1 gold from this card to its controller's pool."""
    card = game.card(use.source)
    card.gold -= 1
    game.player(use.player).gold += 1


def has_bestowed(game, use: Use) -> bool:
    return game.card(use.source).gold > 0


def sellsword(game, use: Use):
    spend_bestowed(game, use)
    return boost(2)(game, use)


TEXTS: dict[str, str] = {}
ABILITIES: dict[str, tuple[Ability, ...]] = {
    HIDDEN_RESOLVE: (Ability(FORCED, trigger=ENTERS, when=out_of_shadows, effect=stand_host, rule="agot2.kw.shadow"),),
    GILDED_SELLSWORD: (
        Ability(
            ACTION,
            phase="challenges",
            when=has_bestowed,
            effect=sellsword,
            rule="agot2.kw.bestow",
            needs="gold on this card",
        ),
    ),
    WHISPER: tuple(
        Ability(
            ACTION,
            phase="challenges",
            cost=Cost(gold=gold),
            zone=zone,
            targets=characters(all_of(standing, strength_at_most(2))),
            effect=kneel_target,
            rule=rule,
        )
        for zone, gold, rule in (("hand", 0, "agot2.timing.types"), ("shadows", 1, "agot2.kw.shadow"))
    ),
}
NO_TEXT: tuple[str, ...] = (HIDDEN_RESOLVE, GILDED_SELLSWORD, WHISPER, SENTINEL)
