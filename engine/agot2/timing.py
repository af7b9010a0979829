"""Timing in the 2nd edition: its kinds of abilities, its trigger points, its ways to leave play.

- Actions are used in action windows, which open at fixed steps; the first player acts first,
  then each player in turn; all passing in a row closes the window (rule agot2.timing.window).
- Something that happens opens a trigger point: "would" ones before it (interrupts, saves),
  "after" ones when it is done (reactions). Forced abilities resolve first, the first player
  ordering those that fire together; then each player in turn may use theirs, once per copy
  (rule agot2.timing.trigger).
- Killing, discarding and returning to hand can be stopped by a save or a duplicate at their
  "would" point; sacrifice cannot (rule agot2.unique.duplicate).

The machinery is the card-game kit's (:mod:`engine.cardgame`); this module gives it the
edition's tables.
"""

from __future__ import annotations

from engine import cardgame as kit
from engine.cardgame import Kind, Way
from engine.core.flow import trigger

ACTION = Kind("action", kit.WINDOW, "agot2.timing.types", verb="act", label="Action")
REACTION = Kind("reaction", kit.CHOSEN, "agot2.timing.types", verb="react", label="Reaction")
INTERRUPT = Kind("interrupt", kit.CHOSEN, "agot2.timing.types", verb="interrupt", label="Interrupt")
SAVE = Kind("save", kit.CHOSEN, "agot2.unique.duplicate", verb="save", label="Interrupt")
FORCED = Kind("forced", kit.FORCED, "agot2.timing.types", label="Forced")
REVEALED = Kind("when-revealed", kit.FORCED, "agot2.plot.when-revealed", label="When Revealed")
CONSTANT = Kind("constant", kit.CONSTANT, "agot2.timing.types")
KINDS = (ACTION, REACTION, INTERRUPT, SAVE, FORCED, REVEALED, CONSTANT)

#: The phases: a card can enter play, leave play or be saved in any of them.
PHASES = ("setup", "plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation")
ANYWHERE = PHASES[1:]

ENTERS = "agot2.enters-play"
WOULD_KILL = "agot2.would-be-killed"
KILLED = "agot2.after-killed"
WOULD_DISCARD = "agot2.would-be-discarded"
DISCARDED = "agot2.after-discarded"
WOULD_RETURN = "agot2.would-return-to-hand"
ELIMINATED = "agot2.after-eliminated"
SACRIFICED = "agot2.after-sacrificed"
PHASE_BEGINS = "agot2.phase-begins"
PHASE_ENDS = "agot2.phase-ends"
INITIATING = "agot2.effects-initiate"
STANDS = "agot2.after-stands"
GAINS_POWER = "agot2.after-gains-power"
PLAYED = "agot2.after-event-played"

#: Trigger points that open when something happens, in whichever phase it happens.
INTERRUPTS = (
    trigger(ENTERS, "After a card enters play", "agot2.timing.trigger", ANYWHERE, ends="a player reaches 15 power"),
    trigger(WOULD_KILL, "When a character would be killed", "agot2.timing.trigger", ANYWHERE),
    trigger(KILLED, "After a character is killed", "agot2.timing.trigger", ANYWHERE, ends="a player reaches 15 power"),
    trigger(WOULD_DISCARD, "When a card would be discarded from play", "agot2.timing.trigger", ANYWHERE),
    trigger(DISCARDED, "After a card is discarded from play", "agot2.timing.trigger", ANYWHERE),
    trigger(WOULD_RETURN, "When a card would return to hand", "agot2.timing.trigger", ANYWHERE),
    trigger(SACRIFICED, "After a card is sacrificed", "agot2.timing.trigger", ANYWHERE),
    trigger(PHASE_BEGINS, "After a phase begins", "agot2.timing.phase-edges", ANYWHERE),
    trigger(PHASE_ENDS, "When a phase ends", "agot2.timing.phase-edges", ANYWHERE),
    trigger(INITIATING, "When an ability's effects would initiate", "agot2.timing.cancel", ANYWHERE),
    trigger(STANDS, "After a card stands", "agot2.timing.trigger", ANYWHERE, ends="a player reaches 15 power"),
    trigger(GAINS_POWER, "After a card gains power", "agot2.timing.trigger", ANYWHERE),
    trigger(PLAYED, "After an event is played", "agot2.timing.trigger", ANYWHERE),
)

#: How cards leave play (rule agot2.leave-play); sacrifice cannot be saved.
WAYS_TO_LEAVE = {
    "killed": Way("dead", "agot2.leave-play", WOULD_KILL, KILLED),
    "discarded": Way("discard", "agot2.leave-play", WOULD_DISCARD, DISCARDED),
    "returned": Way("hand", "agot2.leave-play", WOULD_RETURN),
    "sacrificed": Way("discard", "agot2.leave-play", None, SACRIFICED),
}

#: The rule ids the kit cites (see :data:`engine.cardgame.CITED`).
KIT_RULES = {
    "limited": "agot2.kw.limited",
    "costs": "agot2.timing.initiate",
    "gold": "agot2.cards.gold",
    "kneel": "agot2.timing.initiate",
    "targets": "agot2.timing.initiate",
    "lasting": "agot2.timing.types",
    "order": "agot2.timing.trigger",
    "duplicate": "agot2.unique.duplicate",
    "saved": "agot2.timing.then",
    "attachments": "agot2.leave-play",
    "window": "agot2.timing.window",
    "over": "agot2.end.win",
    "round": "agot2.round",
}
