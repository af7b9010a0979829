"""The coach behind "What could I do?" (issue 28), as a learner reads it: every option it shows says
what that option led to in playouts of this position, with numbers the engine counted in the game's
own terms; the numbers are those that playing the option out gives; in a lesson it agrees with the
step's answer or says that the step asks otherwise; and it never reads what the seat cannot see.
Small deterministic budgets (no time limits) keep the file quick.
"""

from __future__ import annotations

import random
import re

import pytest
from test_search import CASES, positions, shuffled_positions

import engine
from engine.core import coach
from engine.core.coach import Advice, Budget, Played, advise, number, terms_of
from engine.core.game import Game
from engine.core.search import LEVELS, SearchBot
from tutor.lesson import LESSONS, load_lesson
from tutor.page import Page
from tutor.session import Session

SMALL = Budget(draws=3, depth=6, seconds=None, total=None)
DEEP = Budget(draws=3, depth=24, seconds=None, total=None)  # long enough for hidden cards to come out
IDS = [c[0] for c in CASES]


def tips(game: Game, level: str = "normal", budget: Budget = SMALL) -> list[Advice]:
    return advise(game, level, n=4, seed=5, budget=budget)


def summary(advice: Advice, seat: str) -> tuple[object, ...]:
    """What the playouts of one option came to, as the explanation rounds it."""
    played = advice.played
    outcomes = sorted((p.outcome or ("", "")) for p in played)
    changes = coach.deltas(played, seat)
    return tuple(outcomes), tuple(number(v) for v in changes.values()), tuple(sorted(str(p.winner) for p in played))


def replay(game: Game, seat: str, option: str, p: Played, depth: int) -> tuple[Game, int]:
    """The playout as the coach documents it, redone from the public API: the option in determinization
    ``p.draw``, ``depth`` decisions of greedy play with 10% random moves, then on to ``p.decisions``."""
    world = game.sample(seat, random.Random(p.draw))
    start = len(world.events)
    world.choose(option)
    for made, (rng, bot) in enumerate(
        [(random.Random(p.draw), engine.GreedyBot(p.draw))] * depth
        + [(random.Random(-p.draw), engine.GreedyBot(p.draw))] * (p.decisions - 1 - depth)
    ):
        if made >= p.decisions - 1:
            break
        noisy = rng.random() < 0.1
        world.choose(rng.choice(world.decision.options).id if noisy else bot.pick(world))
    return world, start


def test_every_game_has_its_own_terms():
    assert {c[0] for c in CASES} == set(engine.GAMES)
    for game_id, players, seed, _ in CASES:
        terms = terms_of(engine.new_game(game_id, seed=seed, players=players))
        assert type(terms) is not coach.Terms, f"{game_id} is explained by its scores alone"


@pytest.mark.parametrize(("game_id", "players", "seed", "points"), CASES, ids=IDS)
def test_each_option_is_explained_by_its_own_numbers(game_id, players, seed, points):
    told_apart = 0
    for game in positions(game_id, players, seed, points):
        seat, options = game.decision.player, {o.id: o for o in game.decision.options}
        shown = tips(game)
        labels = {o.label for o in options.values()}
        assert len(shown) == min(4, len(labels)) and len({a.label for a in shown}) == len(shown)
        for a in shown:
            assert a.label == options[a.id].label
            assert re.search(r"\d", a.why) and a.why.endswith(".") and len(a.why) < 320, a.why
            assert not [i for i in options if ":" in i and i in a.why], f"a raw option id in: {a.why}"
            assert "{" not in a.why and "None" not in a.why, a.why
        for a in shown:  # options whose playouts came to different things read differently
            for b in shown:
                if a.id < b.id and summary(a, seat) != summary(b, seat):
                    assert a.why != b.why, f"{game_id}: {a.label} and {b.label} differ but read alike: {a.why}"
        told_apart += len({a.why for a in shown}) > 1
    assert told_apart, f"{game_id}: one sentence for every option"


@pytest.mark.parametrize(("game_id", "players", "seed", "points"), CASES, ids=IDS)
def test_the_numbers_are_those_the_option_plays_out_to(game_id, players, seed, points):
    game = positions(game_id, players, seed, points[:1])[0]
    seat = game.decision.player
    for a in tips(game)[:2]:
        main = next(iter(a.played[0].before[seat]))
        for p in a.played:
            world, start = replay(game, seat, a.id, p, SMALL.depth)
            assert len(world.decisions) - len(game.decisions) == p.decisions
            assert p.before[seat][main] == game.scores()[seat], "the score before is not the table's"
            assert p.after[seat][main] == world.scores()[seat], f"{game_id}: {main} after the playout"
            if p.outcome and p.outcome[1]:  # "5 to 3": both numbers are in the event that decided it
                wanted = set(re.findall(r"\d+", p.outcome[1]))
                assert any(wanted <= set(re.findall(r"\d+", e.text + str(e.data))) for e in world.events[start:])
        change = sum(p.after[seat][main] - p.before[seat][main] for p in a.played) / len(a.played)
        said = f"your {main} {number(change)}" if abs(change) >= 0.05 else f"your {main} unchanged at"
        assert said in a.why, f"{game_id}: '{said}' is not in: {a.why}"
        outcome = re.match(r"(.+?) in (\d+) of (\d+) continuations", a.why)
        if outcome:
            assert int(outcome[3]) == len(a.played) == SMALL.draws
            said_as = [p.outcome[0][:1].upper() + p.outcome[0][1:] for p in a.played if p.outcome]
            assert int(outcome[2]) == sum(outcome[1].startswith(what) for what in said_as)


@pytest.mark.parametrize(("game_id", "players", "seed", "points"), CASES, ids=IDS)
def test_the_coach_reads_only_its_seats_view(game_id, players, seed, points, monkeypatch):
    real_differs = 0
    for game, _, shuffled in shuffled_positions(game_id, players, seed, points):
        said = {}
        for level, budget in (("beginner", SMALL), ("normal", DEEP)):
            said[level] = [(a.id, a.why) for a in tips(game, level, budget)]
            assert [(a.id, a.why) for a in tips(shuffled, level, budget)] == said[level], f"{game_id}: {level} peeked"
        with monkeypatch.context() as m:  # a coach that played the real state would be told apart
            m.setattr(type(game), "sample", lambda self, seat, rng: self.clone())
            real_differs += [(a.id, a.why) for a in tips(game, "normal", DEEP)] != said["normal"]
    assert real_differs, f"{game_id}: this test could not tell a coach reading the real state apart"


@pytest.mark.parametrize("game_id", ["agot2", "alliances", "agot-board"])
def test_at_normal_level_the_first_option_is_the_searching_bots_choice(game_id):
    """Same seed, no time limit: the coach's first option is what engine.make_bot("normal") picks."""
    case = next(c for c in CASES if c[0] == game_id)
    for game in positions(*case):
        budget = Budget(draws=2, depth=LEVELS["normal"].depth, seconds=None, total=None)
        first = advise(game, "normal", n=3, seed=17, budget=budget)[0]
        assert first.id == SearchBot("normal", seed=17, seconds=None).pick(game)


def test_a_challenge_defended_or_not_reads_as_won_or_lost():
    """Declaring defenders in the 2nd edition: each defender is said to win the challenge for you, not
    defending is said to lose it to the attacker, with the totals."""
    game = positions("agot2", 2, 5, (30,))[0]
    d = game.decision
    assert d.prompt.startswith(f"{d.player}: declare defenders")
    said = {a.label: a.why for a in tips(game)}
    lost = [why for label, why in said.items() if label == "Do not defend"]
    assert lost and re.match(r"[A-Z]\w+ wins the military challenge \d+ to 0 in", lost[0]), said
    assert any(why.startswith("You win the military challenge") for why in said.values()), said


def test_the_hint_follows_the_level_and_the_beginner_gives_the_judges_reason():
    s = Session("shadow-throne", seed=3, players=["Ania", "Bot"])
    while len(s.game.decision.options) < 2:
        s.game.choose(s.game.decision.options[0].id)
    s.viewer = s.game.decision.player
    assert s.level == "normal"
    s.level = "beginner"
    beginner = s.hints(n=3)
    judged = s.game.sample(s.viewer, random.Random(len(s.game.decisions))).rank()
    assert [h[0] for h in beginner] == [o.id for o, _, _ in judged[:3]]
    assert all(h[2].startswith(why[:1].upper() + why[1:20]) for h, (_, _, why) in zip(beginner, judged, strict=False))


def lesson_page(name: str, monkeypatch: pytest.MonkeyPatch) -> Page:
    monkeypatch.setitem(coach.BUDGETS, "normal", SMALL)
    lesson = load_lesson(LESSONS / name)
    return Page(Session(lesson.game), lesson)


def test_in_a_lesson_the_coach_agrees_with_the_answer_or_says_the_step_asks_otherwise(monkeypatch):
    page = lesson_page("alliances/04-bidding-and-ties.yaml", monkeypatch)
    run, s = page.run, page.session
    seen = {"agrees": 0, "differs": 0}
    while not run.finished:
        if not run.beat.expected:
            page.act({"act": "next"})
            continue
        d = s.game.decision
        answers = [a for a in run.beat.expected if d.option(a) is not None]
        top = advise(s.game, "normal", 5, answers, seed=len(s.game.decisions), budget=SMALL)[0]
        page.act({"act": "hint"})
        hints = page.hints
        assert hints[0]["id"] in answers and re.search(r"\d", hints[0]["why"])
        if top.id in answers:
            seen["agrees"] += 1
            assert hints[0]["id"] == top.id and hints[0]["why"].startswith(
                "The normal coach agrees: the step's answer."
            )
        else:
            seen["differs"] += 1
            pick = hints[-1]
            assert pick["id"] == top.id and pick["why"].startswith("The normal coach's pick in a free game. ")
            wanted = " or ".join(h["label"] for h in hints if h["id"] in answers)
            assert pick["why"].endswith(f"this step asks for {wanted} to show its point.")
            assert top.why[:-1] in pick["why"]  # the same numbers as the coach's own explanation
        page.act({"act": "choose", "id": answers[0]})
    assert seen["agrees"] and seen["differs"], seen


def test_choosing_a_house_in_the_expansion_is_explained_by_what_each_house_holds():
    """Before a player holds a house (Mother of Dragons: houses are chosen in the game) the coach
    counts nothing for it, so each house reads with the castles and units it brings."""
    game = engine.new_game("mother-of-dragons", seed=1, players=4)
    while len(game.decision.options) < 2:
        game.choose(game.decision.options[0].id)
    assert game.holding(game.decision.player) is None
    said = {a.label: a.why for a in tips(game)}
    assert len(said) == 4 and all(re.search(r"your castles \+\d", why) for why in said.values()), said
    assert len(set(said.values())) == len(said)
