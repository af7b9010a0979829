"""Timing in this edition: its kinds of abilities, its trigger points, and the rules the kit cites.

- In an action window, players alternate (first player first) taking actions of the current
  phase or "any phase"; two passes in a row close it (rule actions.window).
- At a trigger point, mandatory passive abilities resolve first, in the order the first player
  chooses when several fire together (rule abilities.passive); then players may use responses
  to that moment, alternating; a response not used before the window closes is lost (rule
  abilities.responses).
- Saves are responses to "a character would be killed" (rule abilities.saves); a duplicate
  can save the unique character it is under (rule cards.duplicate).

The machinery is the card-game kit's (:mod:`engine.cardgame`); this module gives it the
edition's tables.
"""

from __future__ import annotations

from engine import cardgame as kit
from engine.cardgame import Kind, Way
from engine.core.flow import trigger

ACTION = Kind("action", kit.WINDOW, "abilities.actions", verb="act", label="Action")
RESPONSE = Kind("response", kit.CHOSEN, "abilities.responses", verb="respond", label="Response")
SAVE = Kind("save", kit.CHOSEN, "abilities.saves", verb="save", label="Response", timing_rule="abilities.responses")
PASSIVE = Kind("passive", kit.FORCED, "abilities.passive")
REVEALED = Kind("when-revealed", kit.FORCED, "plot.when-revealed")
CONSTANT = Kind("constant", kit.CONSTANT, "abilities.lasting")
KINDS = (ACTION, RESPONSE, SAVE, PASSIVE, REVEALED, CONSTANT)

#: Nodes where a card can be killed: the claim, plot effects, and responses after a challenge.
KILLING = ("challenges.claim", "plot.when-revealed", "challenges.after-challenge", "window")

#: Trigger points that fire when something happens, wherever it happens.
INTERRUPTS = (
    trigger(
        "abilities.after-played",
        "After a card is played",
        "abilities.responses",
        ("marshalling.marshal",),
        ends="a player reaches 15 power",
    ),
    trigger("leave-play.would-be-killed", "When a character would be killed (saves)", "abilities.saves", KILLING),
    trigger(
        "leave-play.after-killed",
        "After a character is killed",
        "abilities.responses",
        KILLING,
        ends="a player reaches 15 power",
    ),
)

#: The one way of leaving play that can be saved from: being killed (rule leave-play.killed).
WAYS_TO_LEAVE = {"killed": Way("dead", "leave-play.killed", "leave-play.would-be-killed", "leave-play.after-killed")}

#: The rule ids the kit cites (see :data:`engine.cardgame.CITED`).
KIT_RULES = {
    "limited": "keywords.limited",
    "costs": "abilities.costs",
    "gold": "gold.pool",
    "kneel": "kneel",
    "targets": "abilities.targets",
    "lasting": "abilities.lasting",
    "order": "abilities.passive",
    "duplicate": "cards.duplicate",
    "saved": "abilities.saves",
    "attachments": "leave-play.attachments",
    "window": "actions.window",
    "over": "victory",
    "round": "round",
}
