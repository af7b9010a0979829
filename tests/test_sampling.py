"""Sampling a position from one seat's view (``Game.sample``, issue 28): at several points of
seeded random games of every game, for every seat, the sample shows that seat exactly what the
real game shows it, draws the hidden parts anew (they differ over a few draws), leaves the real
game alone, and can be played on by bots to the end; a sample cannot go back before its draw.
"""

from __future__ import annotations

import pickle
import random

import pytest

import engine
from engine.core.game import Game
from engine.core.protocol import Decision, option

#: (game, players, seed, the decision counts where samples are drawn). Two player counts where the
#: game takes more, the points spread over setup, the first rounds and later.
CASES = [
    ("shadow-throne", 2, 1, (0, 5, 30, 80)),
    ("shadow-throne", 4, 2, (3, 40, 120)),
    ("alliances", 3, 1, (0, 10, 60, 150)),
    ("alliances", 5, 2, (5, 90)),
    ("agot", 2, 1, (0, 8, 40, 120, 300)),
    ("agot", 2, 4, (20, 200)),
    ("agot2", 2, 1, (0, 10, 60, 200)),
    ("agot2", 4, 2, (30, 150)),
    ("agot-board", 3, 1, (0, 12, 50, 150)),
    ("agot-board", 5, 2, (30, 120)),
    ("mother-of-dragons", 4, 1, (0, 20, 80, 200)),
    ("mother-of-dragons", 6, 2, (60,)),
]
DRAWS = 4  # samples per seat and point
MOVES_ON = 12  # decisions a sample is played on before being checked again


def test_every_game_is_covered():
    assert {c[0] for c in CASES} == set(engine.GAMES)


def fingerprint(game: Game) -> bytes:
    """The whole state and the generator's, to tell whether anything (hidden or not) changed."""
    return pickle.dumps((game.state, game.frames, game.decisions, game.rng.getstate()), pickle.HIGHEST_PROTOCOL)


def played_to(game_id: str, players: int, seed: int, made: int) -> Game | None:
    """A seeded random game after ``made`` decisions (None if it ended before)."""
    game = engine.new_game(game_id, seed=seed, players=players)
    bot = engine.RandomBot(seed)
    while game.decision is not None and len(game.decisions) < made:
        game.choose(bot.pick(game))
    return game if game.decision is not None else None


@pytest.mark.parametrize(("game_id", "players", "seed", "points"), CASES, ids=lambda c: str(c))
def test_samples_keep_the_view_draw_the_hidden_parts_and_play_on(game_id, players, seed, points):
    rng = random.Random(seed)
    differed: dict[str, int] = {}
    reached = 0
    for made in points:
        game = played_to(game_id, players, seed, made)
        if game is None:
            continue
        reached += 1
        before = fingerprint(game)
        for seat in game.players:
            view = game.view(seat).to_json()
            samples = [game.sample(seat, rng) for _ in range(DRAWS)]
            for s in samples:
                assert s.view(seat).to_json() == view, f"{game_id} after {made}: {seat}'s view changed"
                assert s.invariants() == [], s.invariants()
            changed = sum(fingerprint(s) != before for s in samples)
            differed[seat] = differed.get(seat, 0) + changed
            if game.decision is not None and game.decision.player == seat and len(game.hidden_from(seat)) >= 2:
                # what the bot samples for: its own decision, with something it cannot see
                assert changed, f"{game_id} after {made}: {DRAWS} samples for {seat} drew nothing anew"
            s = samples[0]
            bot = engine.RandomBot(made)
            for _ in range(MOVES_ON):
                if s.decision is None:
                    break
                s.choose(bot.pick(s))
            assert s.invariants() == []
        assert fingerprint(game) == before, "sampling changed the real game"
    assert reached >= 1
    assert all(differed.get(p, 0) for p in engine.new_game(game_id, players=players).players), differed


@pytest.mark.parametrize(("game_id", "players", "seed", "points"), CASES[::2], ids=lambda c: str(c))
def test_a_sample_plays_to_the_end_clones_and_goes_back_only_to_its_draw(game_id, players, seed, points):
    made = points[-2] if len(points) > 1 else points[0]
    game = played_to(game_id, players, seed, made)
    assert game is not None
    seat = game.decision.player
    s = game.sample(seat, random.Random(seed))
    n = len(s.decisions)
    bot = engine.RandomBot(seed)
    for _ in range(40):
        if s.decision is None:
            break
        s.choose(bot.pick(s))
    twin = s.clone()  # goes back through the draw: the same draw again, the same decisions since
    assert twin.view(None).to_json() == s.view(None).to_json()
    s.go_to(n)
    assert s.view(seat).to_json() == game.view(seat).to_json()
    if n:
        with pytest.raises(engine.EngineError, match="cannot go back"):
            s.undo(1)
    with pytest.raises(engine.EngineError, match="cannot be saved"):
        s.save()
    engine.play_out(twin, engine.RandomBot(seed + 1), max_decisions=20_000)
    assert twin.over and twin.invariants() == []
    again = s.sample(seat, random.Random(seed + 2))  # a sample of a sample goes back to its own draw
    m = len(again.decisions)
    for _ in range(40):
        if again.decision is None:
            break
        again.choose(bot.pick(again))
    copy = again.clone()
    assert copy.view(None).to_json() == again.view(None).to_json()
    again.go_to(m)
    assert again.view(seat).to_json() == game.view(seat).to_json()


def test_a_game_without_resample_says_so():
    class NoDraw(engine.game_class("shadow-throne")):  # a game that has not said how to draw its hidden parts
        resample = Game.resample

    with pytest.raises(engine.EngineError, match="cannot draw its hidden parts"):
        NoDraw(seed=1).sample("P1", random.Random(0))


@pytest.mark.parametrize("game_id", sorted(engine.GAMES))
def test_a_sample_for_the_deciding_seat_plays_on_at_every_decision(game_id):
    """What the searching bot does at each of its decisions: a sample for the player deciding now (whose
    options may name cards of a hand it is shown) can be played on at once, at every decision of a game.
    """
    players = {"alliances": 3, "agot-board": 3, "mother-of-dragons": 4}.get(game_id, 2)
    game = engine.new_game(game_id, seed=7, players=players)
    bot, rng = engine.RandomBot(7), random.Random(7)
    while game.decision is not None and len(game.decisions) < 700:
        seat = game.decision.player
        s = game.sample(seat, rng)
        for _ in range(3):
            if s.decision is None:
                break
            s.choose(bot.pick(s))
        game.choose(bot.pick(game))


@pytest.mark.parametrize(("game_id", "by_code"), [("agot", False), ("agot2", True)])
def test_cards_the_pending_options_name_stay_in_the_hand_they_were_shown_in(game_id, by_code):
    """A card effect that shows the seat another player's hand offers its cards (Spies in Their Ranks by
    uid, Seen In Flames by card code): a sample keeps them there, or the choice would find nothing.
    """
    game = played_to(game_id, 2, 3, 40)
    assert game is not None
    seat, other = game.players
    hand = list(game.zone(other, "hand"))
    assert hand
    shown = {game.card(u).data.id if by_code else u for u in hand[:2]}
    game.decision = Decision(seat, "discard which card?", [option("discard", x, label=x) for x in sorted(shown)])
    for draw in range(6):
        world = game.clone()
        world.decision = game.decision
        world.resample(seat, random.Random(draw), frozenset())
        held = {world.card(u).data.id if by_code else u for u in world.zone(other, "hand")}
        assert shown <= held
        assert len(world.zone(other, "hand")) == len(hand)


def test_a_vassal_hand_patchface_shows_stays_in_a_sample_and_every_option_plays():
    """Patchface shows the opponent's hand; when that opponent is a vassal another lord commands, its
    hand is otherwise drawn anew from the vassal deck. A sample keeps it, so each offered card can be
    discarded in the sample (a searching bot crashed here when the hand was redealt)."""
    game = engine.new_game("mother-of-dragons", seed=1, players=6)
    bot = engine.RandomBot(1)
    for _ in range(869):  # random play reaches Patchface against the Martell vassal here
        game.choose(bot.pick(game))
    d, c = game.decision, game.state.combat
    assert d is not None and c is not None and {o.verb for o in d.options} == {"patchface"}
    other = c.defender if game.holding(d.player) == c.attacker else c.attacker
    assert other in game.state.vassals
    for draw in range(4):
        world = game.sample(d.player, random.Random(draw))
        assert sorted(world.state.hands[other]) == sorted(game.state.hands[other])
        for o in d.options:
            world.clone().choose(o.id)


def test_the_top_of_its_deck_a_seat_looked_at_stays_where_it_is():
    """Bran Stark: the seat looks at its deck's top three and puts them back one decision at a time; the
    first one chosen is no longer offered, yet a sample must leave all three where they are.
    """
    game = played_to("agot", 2, 3, 40)
    assert game is not None
    seat = game.players[0]
    top = game.zone(seat, "deck")[:3]
    pending = Decision(seat, "which card goes next?", [option("order", u, label=u) for u in top[1:]])
    moved = 0
    for draw in range(6):
        world = game.clone()
        world.record("look", "looks at the top three", "abilities", {"cards": list(top)}, visible_to=[seat])
        world.decision = pending
        world.resample(seat, random.Random(draw), frozenset())
        assert world.zone(seat, "deck")[:3] == top
        moved += world.zone(seat, "deck")[3:] != game.zone(seat, "deck")[3:]
    assert moved, "the rest of the deck was never shuffled"
