"""What cards change for a while, beyond strength: delayed effects at the end of a phase or after a
challenge is won, icons and claim until an end, characters killed at 0 strength; and the trigger
points when a phase begins and ends.

Every phase has a "begins" and an "ends" framework step (rule agot2.timing.phase-edges): abilities
that answer "after the X phase begins" or "when the X phase ends" are used there, and the delayed
effects "at the end of the phase" resolve at its end, before effects "until the end of the phase"
expire. Each effect here is plain data, so it is kept in a snapshot of the table like any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cardgame import Lasting
from engine.cardgame.lasting import add
from engine.core.flow import Walk, step

from .timing import PHASE_BEGINS, PHASE_ENDS

if TYPE_CHECKING:
    from .game import Agot2

#: What a delayed effect does to its targets still in play: the way they leave play.
LEAVES = {"discard": "discarded", "return": "returned", "kill": "killed"}


@dataclass
class Delayed(Lasting):
    """At the end of the phase (``until="phase"``), or after a challenge its player wins
    (``until="challenge"``): ``then`` happens to the targets still in play ("discard", "return",
    "kill", "stand") or to its player ("draw"). ``why`` names it in the log and on the table (a
    poison token, say). rule: agot2.timing.delayed
    """

    then: str = ""
    can_save: bool = True
    why: str = ""


@dataclass
class Grant(Lasting):
    """Until an end: icons its targets gain, and claim its player's revealed plot gains.
    rule: agot2.timing.types
    """

    icons: tuple[str, ...] = ()
    claim: int = 0


@dataclass
class Doomed(Lasting):
    """Until the end of the phase, its targets are killed whenever their strength is 0 (they also
    get its ``strength``, a negative modifier). rule: agot2.timing.doomed
    """


def delay(game: Agot2, source: str, player: str, until: str, then: str, targets: list[str], **kw: object) -> None:
    """Start a delayed effect."""
    add(game, Delayed(source, player, until, list(targets), then=then, **kw))  # type: ignore[arg-type]


def doomed(game: Agot2, source: str, player: str, target: str, strength: int) -> Walk:
    """A character gets ``strength`` until the end of the phase and is killed if it is 0; it is
    checked at once. rule: agot2.timing.doomed
    """
    add(game, Doomed(source, player, "phase", [target], strength=strength))
    yield from check_doomed(game)


def check_doomed(game: Agot2) -> Walk:
    """Kill every doomed character in play whose strength is 0 now (not one already being killed).
    rule: agot2.timing.doomed
    """
    dying = {m.get("card") for m in game.state.moments if m.get("way") == "killed"}
    found = [
        u
        for e in game.state.lasting
        if isinstance(e, Doomed)
        for u in e.targets
        if u not in dying and game.is_in_play(u) and game.strength(u) == 0
    ]
    if found:
        yield from game.leave(list(dict.fromkeys(found)), "killed", "its strength is 0")


def icons(game: Agot2, uid: str) -> set[str]:
    """Icons a character gains from effects until an end."""
    return {i for e in game.state.lasting if isinstance(e, Grant) and uid in e.targets for i in e.icons}


def claim(game: Agot2, player: str) -> int:
    """What effects until an end add to a player's claim."""
    return sum(e.claim for e in game.state.lasting if isinstance(e, Grant) and e.player == player)


def resolve(game: Agot2, until: str) -> Walk:
    """Resolve the delayed effects that wait for this end (a phase, or a challenge won). rule:
    agot2.timing.delayed
    """
    c = game.state.challenge
    for e in [e for e in game.state.lasting if isinstance(e, Delayed) and e.until == until]:
        game.state.lasting.remove(e)
        if until == "challenge" and (c is None or c.winner != e.player):
            continue
        yield from _then(game, e)


def _then(game: Agot2, e: Delayed) -> Walk:
    name = game.card(e.source).name
    if e.then == "draw":
        game.draw(e.player, len(e.targets) or 1, "agot2.timing.delayed")
        return
    here = [u for u in e.targets if game.is_in_play(u)]
    if not here:
        return
    game.record("delayed", f"{name}: {e.why or e.then} now", "agot2.timing.delayed", {"source": e.source})
    if e.then == "stand":
        for u in here:
            game.stand(u)
        yield from game.settle()
    else:
        yield from game.leave(here, LEAVES[e.then], name, can_save=e.can_save)


def begins(phase: str) -> object:
    """The framework step "the phase begins": its trigger point. rule: agot2.timing.phase-edges"""

    def run(game: Agot2) -> Walk:
        yield from game.event(PHASE_BEGINS, phase=phase)

    run.__doc__ = f"the {phase} phase begins"
    return step(f"{phase}.begins", run, "Phase begins", "agot2.timing.phase-edges", ends="a player reaches 15 power")


def ends(phase: str) -> object:
    """The framework step "the phase ends": delayed effects, then its trigger point. rule:
    agot2.timing.phase-edges
    """

    def run(game: Agot2) -> Walk:
        yield from resolve(game, "phase")
        if not game.over:
            yield from game.event(PHASE_ENDS, phase=phase)

    run.__doc__ = f"the {phase} phase ends"
    return step(f"{phase}.ends", run, "Phase ends", "agot2.timing.phase-edges", ends="a player reaches 15 power")
