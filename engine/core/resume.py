"""Where a game can go back to: the snapshots it keeps, and the points where it was sampled.

A game is defined by its seed and its decisions, and goes back (undo, clone) by restoring a
:class:`Snapshot` and replaying the decisions since. A *sample* (``Game.sample``) breaks that
rule on purpose: at one point, the parts a seat cannot see are drawn anew, so no seed and no list
of decisions leads to it. Such a game remembers the point as a :class:`Sampling` (the decisions
made, the seat, the seed of the draw and how many snapshots it already had) and goes back like
this (:func:`restore`):

- to a point at or after the latest sampling whose snapshot was taken after it: as usual;
- to a point at or after it whose latest snapshot is older: back to the sampling point the usual
  way (the real hidden parts come back), the same draw made again from its seed (the game's
  ``resample`` is deterministic given the state and the generator), then the decisions since;
- to a point before it: refused with :class:`EngineError`, since the sample's hidden parts there
  were never drawn, and restoring the real ones would hand a bot what its seat cannot know.

So a sample can be played on, undone down to where it was drawn, and cloned, which is what a
searching bot needs; it cannot be saved (its hidden parts come from no seed).
"""

from __future__ import annotations

import copy
import random
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .protocol import EngineError

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Snapshot:
    """Where a leaf of the procedure started: enough to start the walk there again."""

    decisions: int  # how many decisions had been made
    path: tuple[str, ...]  # the cursor, down to the leaf
    blob: Any  # (state, frames, active) as :meth:`Game.freeze` keeps them: by default pickled
    rng: tuple[Any, ...]
    events: int  # the length of the log


@dataclass(frozen=True)
class Sampling:
    """A point where a game's hidden parts were drawn anew for one seat (see :func:`draw`)."""

    made: int  # decisions made when it was drawn
    seat: str  # whose view was kept
    seed: int  # the draw's own generator starts from this
    keep: frozenset[str]  # players whose hidden parts stayed (the one deciding, if not the seat)
    snapshots: int  # snapshots the game had then: those are of the real game


def draw(game: Game, seat: str, rng: random.Random) -> Game:
    """An independent copy of ``game`` whose hidden parts are drawn anew from what ``seat`` cannot
    see (see ``Game.sample``). The player deciding now, if not ``seat``, keeps their hidden parts:
    the pending options were worked out from them.
    """
    if seat not in game.players:
        raise EngineError(f"unknown player '{seat}'; players are {', '.join(game.players)}")
    d = game.decision
    keep = frozenset({d.player} - {seat}) if d is not None else frozenset()
    other = game.clone()
    apply(other, Sampling(len(other.decisions), seat, rng.getrandbits(64), keep, len(other._snapshots)))
    return other


def named_in_decision(game: Game) -> set[str]:
    """The things (card uids, ...) the pending options name as subject or target: whoever decides
    was shown them (a card picked from a hand looked at), so a sample leaves them where they are.
    """
    d = game.decision
    if d is None:
        return set()
    return {str(x) for o in d.options for x in (o.subject, *o.targets) if x is not None}


def apply(game: Game, sampling: Sampling) -> None:
    """Draw the hidden parts as ``sampling`` says, and reseed the game's generator from the same
    draw (the real game's generator would tell what is still to be shuffled or drawn at random).
    """
    r = random.Random(sampling.seed)
    game.resample(sampling.seat, r, sampling.keep)
    game.rng.seed(r.getrandbits(64))
    game._samplings = (*game._samplings, sampling)


def restore(game: Game, made: int) -> bool:
    """Go back to the point after ``made`` decisions in a sampled game when the usual way would pass
    through the real hidden parts; False when the usual way is sound (see the module's text).
    """
    if not game._samplings:
        return False
    last = game._samplings[-1]
    if made < last.made:
        raise EngineError(
            f"this game is a sample drawn after decision {last.made}: it cannot go back to decision {made}, "
            "before its hidden parts were drawn"
        )
    snapshots = game._snapshots
    while len(snapshots) > last.snapshots and snapshots[-1].decisions > made:
        snapshots.pop()
    if len(snapshots) > last.snapshots:
        return False  # a snapshot taken in the sample itself
    decisions = game.decisions[:made]
    game._samplings = game._samplings[:-1]
    game._resume(last.made)
    apply(game, last)
    game._replay(decisions, last.made)
    return True


def resume(game: Game, made: int) -> None:
    """Go to the point after the first ``made`` decisions: restore the latest snapshot before it and
    replay the decisions since (a sample: see :func:`restore`).
    """
    if restore(game, made):
        return
    decisions = game.decisions[:made]
    while game._snapshots[-1].decisions > made:
        game._snapshots.pop()
    snap = game._snapshots[-1]
    game.thaw(snap.blob)
    game.rng.setstate(snap.rng)
    del game.events[snap.events :]
    game.decisions = decisions[: snap.decisions]
    game.cursor, game.over, game.result, game.decision = [], False, None, None
    game._last_path, game._resuming = snap.path, True
    game._walk = game._run(list(snap.path))
    game._advance(None)
    game._replay(decisions, snap.decisions)


def clone(game: Game) -> Game:
    """An independent copy of ``game`` at the same point. The copy keeps a snapshot where the leaf of
    this point starts and gives it back to ``game``: cloning the same point again (a search samples one
    point hundreds of times) replays no decision. A sample's snapshots stay its own (see :func:`restore`).
    """
    other = copy.copy(game)
    other.events, other.decisions = list(game.events), list(game.decisions)
    other._snapshots, other.frames = list(game._snapshots), {}
    other.rng = random.Random()
    other.visited, other.seen, other.bad_moves = set(game.visited), defaultdict(set), []
    other._cloning = None if game._samplings else len(other._snapshots)
    resume(other, len(game.decisions))
    other._cloning = None
    if not game._samplings:
        game._snapshots = list(other._snapshots)
    return other


def score_share(game: Game, player: str, scale: float, scores: Mapping[str, float] | None = None) -> float:
    """How well ``player`` stands, from 0 (lost) to 1 (won). A game won: 1 for the winner, 0 for the
    others. Before the end, or ended without a winner (a round cap, a draw): the player's share of
    ``exp(score / scale)`` over all players, so a lead of ``scale`` points weighs e times as much.
    ``scores`` default to ``game.scores()``; a game may weigh more than its score.
    """
    n = len(game.players)
    winner = game.result.winner if game.over and game.result else None
    if winner is not None:
        return 1.0 if winner == player else 0.0
    scores = game.scores() if scores is None else scores
    if not scores:
        return 1 / n
    top = max(scores.values())
    weights = {p: pow(2.718281828459045, (scores.get(p, 0) - top) / scale) for p in game.players}
    return weights[player] / sum(weights.values())
