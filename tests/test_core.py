"""The game-independent core, exercised by a toy game that looks nothing like the card game:
three players, secret bids, turns in a circle, a window, and a score race.
"""

import pickle
from dataclasses import dataclass, field

import networkx as nx
import pytest

import engine
from engine.core import Decision, Game, Option, Result, ask, each_player, loop, phase, secret, step
from engine.core.catalogue import load_catalogue
from engine.core.flow import cond, is_allowed_move, pick, to_graph, trigger, window
from engine.core.invariants import check_game
from engine.core.protocol import option


@dataclass
class Table:
    tokens: dict[str, int]
    points: dict[str, int]
    bids: dict[str, int] = field(default_factory=dict)
    rounds: int = 0


def bid(game, p):
    tokens = game.state.tokens[p]
    choice = yield Decision(
        p,
        f"{p}: bid in secret",
        [option("bid", n, label=str(n), amount=n) for n in (1, 2, 3) if n <= tokens],
        why_not=lambda: [
            option("bid", n, label=str(n)).refused("not enough tokens", "bids") for n in (1, 2, 3) if n > tokens
        ],
        secret=True,
    )
    game.state.bids[p] = choice.amount
    game.record("bid", f"{p} bids", "bids", visible_to=[p])


def score(game):
    s = game.state
    s.rounds += 1
    counts = {b: list(s.bids.values()).count(b) for b in s.bids.values()}
    unique = [(b, p) for p, b in s.bids.items() if counts[b] == 1]
    if unique:
        b, p = max(unique)
        s.points[p] += 1
        game.record("point", f"{p} wins with {b}", "scoring")
        if s.points[p] == 3:
            game.end_now(Result(p, f"{p} has 3 points", "scoring"))
    for p, b in s.bids.items():
        s.tokens[p] = s.tokens[p] - b + 2


def say(game):
    choice = yield Decision(
        game.active, f"{game.active}: boast or stay quiet", [Option("boast", "Boast"), Option("quiet", "Quiet")]
    )
    game.record("talk", f"{game.active}: {choice.verb}", "talk")


def spend(game):
    """Spend tokens one at a time, then stop: returns True when done."""
    p = game.active
    options = [Option("stop", "Stop")] + ([Option("spend", "Spend a token")] if game.state.tokens[p] > 1 else [])
    choice = yield Decision(p, f"{p}: spend a token?", options)
    if choice.verb == "stop":
        return True
    game.state.tokens[p] -= 1
    return False


def leader_first(game):
    """The leader first, then around the circle."""
    i = max(range(len(game.players)), key=lambda k: game.state.points[game.players[k]])
    return game.players[i:] + game.players[:i]


class Bidding(Game):
    game_id = "toy-bidding"
    player_counts = (3, 4, 5, 6)
    checkpoint_every = 8  # a game may keep snapshots more often than the default
    procedure = phase(
        "game",
        loop(
            "round",
            phase(
                "bidding",
                secret("bid", bid, rule="bids"),
                step("score", score, rule="scoring", ends="three points"),
            ),
            each_player(
                "talking",
                ask("talk", say, rule="talk"),
                pick("spend", spend, when=cond("three or more tokens", lambda g: g.state.tokens[g.active] >= 3)),
                order=leader_first,
            ),
            window("after-talk"),
            trigger("end-of-round"),
            until=cond("never: someone reaches 3 points", lambda g: False),
        ),
    )

    def setup_state(self):
        self.state = Table(dict.fromkeys(self.players, 3), dict.fromkeys(self.players, 0))

    def turn_order(self):  # around the circle, starting after the leader
        order = leader_first(self)
        return order[1:] + order[:1]

    def view_table(self, player):
        s = self.state
        return {"points": dict(s.points), "my_bid": s.bids.get(player) if player else dict(s.bids)}

    def scores(self):
        return dict(self.state.points)

    def invariants(self):
        return [f"{p} has negative tokens" for p, t in self.state.tokens.items() if t < 0]


def test_core_runs_a_three_player_secret_bidding_game():
    g = Bidding(seed=1, players=3)
    assert g.players == ["P1", "P2", "P3"] and g.decision.secret
    assert g.cursor == ["game", "round", "bidding", "bid"]
    engine.play_out(g, engine.RandomBot(2))
    assert g.over and g.result.winner in g.players and g.result.rule == "scoring"


def test_secret_events_are_hidden_from_the_others():
    g = Bidding(seed=1, players=["Ann", "Bob", "Cy"])
    g.choose("bid:2")
    assert [e.kind for e in g.view("Ann").events] == ["bid"]
    assert g.view("Bob").events == ()
    assert g.view("Bob").decision.player == "Bob" and g.view("Ann").decision is None
    assert g.view("Bob").table["my_bid"] is None and g.view("Ann").table["my_bid"] == 2


def test_rejected_options_are_built_only_when_read():
    g = Bidding(seed=1, players=3)
    d = g.decision
    assert d._rejected is None
    assert d.rejected == []  # 3 tokens: every bid is possible
    with pytest.raises(engine.IllegalChoice, match="'bid:9' is not an option"):
        g.choose("bid:9")


def test_what_a_rule_keeps_while_reading_goes_when_the_reading_ends():
    g = Bidding(seed=1, players=3)
    asked = []

    def work():
        asked.append(g.state.tokens["P1"])
        return g.state.tokens["P1"]

    assert g.kept("tokens", work) == 3 and g.kept("tokens", work) == 3 and len(asked) == 2  # outside: always asked
    with g.reading():
        assert g.kept("tokens", work) == 3
        with g.reading():  # nested: the same block
            assert g.kept("tokens", work) == 3
        assert len(asked) == 3
    g.choose("bid:2")
    g.state.tokens["P1"] = 1
    with g.reading():
        assert g.kept("tokens", work) == 1  # a new reading sees the change


def test_core_invariant_harness_on_a_different_game():
    for seed in range(30):
        report = check_game(Bidding, seed, max_decisions=3000)
        assert report.problems == [] and report.winner
    assert report.visited == set(Bidding(seed=0, players=3).flow.nodes)


def test_flow_graph_has_kinds_and_edges():
    g = to_graph(Bidding.procedure)
    assert g.nodes["bid"]["kind"] == "secret" and g.nodes["after-talk"]["kind"] == "window"
    assert g.nodes["end-of-round"]["kind"] == "trigger" and g.nodes["talking"]["kind"] == "turns"
    assert g.edges["round", "bidding"]["kind"] == "contains"
    assert g.edges["bidding", "talking"]["kind"] == "next"
    assert g.edges["end-of-round", "bidding"]["kind"] == "repeat"
    assert g.edges["spend", "talk"]["kind"] == "repeat"  # one player after another
    # conditions, exits, orders and ends are data on the graph, with their words
    assert g.nodes["spend"]["when"] == "three or more tokens" and g.nodes["spend"]["until"] == "until Done is chosen"
    assert g.nodes["round"]["until"] == "never: someone reaches 3 points"
    assert g.nodes["bid"]["order"] == "each player in seating order"
    assert g.graph["ends"] == ["score"] and g.nodes["score"]["ends"] == "three points"
    assert nx.is_weakly_connected(g)


def test_moves_that_skip_the_declared_order_are_caught():
    g = to_graph(Bidding.procedure)
    assert is_allowed_move(g, ("game", "round", "bidding", "bid"), "score")
    assert not is_allowed_move(g, ("game", "round", "bidding", "bid"), "talk")
    assert not is_allowed_move(g, ("game", "round"), "score")


def test_duplicate_node_ids_are_refused():
    with pytest.raises(ValueError, match="declared twice"):
        to_graph(phase("a", step("x", lambda g: None), step("x", lambda g: None)))


def test_wrong_player_count_for_the_game():
    with pytest.raises(engine.EngineError, match="takes 3 or 4 or 5 or 6"):
        Bidding(seed=1, players=2)


def test_catalogue_refuses_a_rule_twice(tmp_path):
    path = tmp_path / "rules.yaml"
    path.write_text("- {id: a, title: A, term_pl: a, section: s, summary: x}\n" * 2)
    with pytest.raises(engine.EngineError, match="rule id 'a' appears twice"):
        load_catalogue(path)


def test_the_agot_catalogue_has_our_summaries():
    rules = engine.rules("agot")
    assert rules["challenges.winner"].term_pl == "Rozpatrzenie wyzwania"
    assert all(r.summary and r.title for r in rules.values())


def _same(a: Game, b: Game) -> None:
    """Two games at the same point: same state, log, walk and pending decision."""
    assert a.state == b.state
    assert a.events == b.events and a.cursor == b.cursor and a.active == b.active
    assert (a.decision and a.decision.ids) == (b.decision and b.decision.ids)
    assert a.rng.getstate() == b.rng.getstate()


def test_undo_resumes_from_a_snapshot_and_matches_replaying_from_the_start():
    g = Bidding(seed=4, players=4)
    bot = engine.RandomBot(4)
    while g.decision is not None and len(g.decisions) < 60:
        g.choose(bot.pick(g))
    full = list(g.decisions)
    assert 3 < len(g._snapshots) < 20  # kept along the way, not one per decision
    for made in (59, 57, 51, 35, 1, 0):
        g.go_to(made)
        reference = Bidding(seed=4, players=4)
        reference._replay(full[:made])  # everything again from the start
        _same(g, reference)
        for option_id in full[made:]:  # and forward again
            g.choose(option_id)
        assert g.decisions == full


def test_a_clone_is_independent_and_at_the_same_point():
    g = Bidding(seed=5, players=3)
    engine.play_out(g, engine.RandomBot(1), max_decisions=20)
    twin = g.clone()
    _same(g, twin)
    twin.choose(twin.decision.ids[0])
    assert len(twin.decisions) == len(g.decisions) + 1 and g.decision is not None
    g.undo(5)
    assert len(twin.decisions) == len(g.decisions) + 6


def test_a_refused_or_broken_choice_changes_nothing():
    g = Bidding(seed=2, players=3)
    engine.play_out(g, engine.RandomBot(3), max_decisions=11)
    before = pickle.loads(pickle.dumps(g.state)), list(g.events), list(g.decisions)
    with pytest.raises(engine.IllegalChoice):
        g.choose("bid:9")
    assert (g.state, g.events, g.decisions) == before


def test_a_node_counts_as_visited_only_when_its_body_runs_and_conditions_are_seen():
    g = Bidding(seed=1, players=3, trace=True)
    g.choose(g.decision.ids[0])
    assert "spend" not in g.visited and "bid" in g.visited
    engine.play_out(g, engine.RandomBot(2))
    assert g.seen["spend:when"] == {True, False} and g.seen["round:until"] == {False}


def test_a_game_that_ends_where_no_end_is_declared_is_caught():
    class Sudden(Bidding):
        procedure = phase("game", step("boom", lambda g: g.end_now(Result(None, "boom", "scoring"))))

    g = Sudden(seed=0, players=3, trace=True)
    assert g.over and g.bad_moves == ["the game ended at game > boom, where no end is declared"]


def test_an_option_says_what_it_does_and_writes_its_own_id():
    o = option("play", "S.ice", "S.eddard-stark", label="Ice on Eddard Stark")
    assert (o.id, o.verb, o.subject, o.target) == ("play:S.ice@S.eddard-stark", "play", "S.ice", "S.eddard-stark")
    r = o.refused("costs too much", "marshalling.play")
    assert (r.id, r.subject, r.targets, r.rule) == (o.id, "S.ice", ("S.eddard-stark",), "marshalling.play")
    with pytest.raises(ValueError, match="has a subject"):
        Option("play:S.ice", "Ice")


def test_a_legal_option_is_never_also_listed_as_refused():
    """A card with two abilities of one kind (Robb Stark's two reactions) may have one usable and the
    other waiting: the page must show it as usable, not as both."""
    usable = option("react", "A.robb", label="Robb")
    waiting = option("react", "A.robb", label="Robb").refused("waiting for its moment", "timing")
    other = option("react", "A.bran", label="Bran").refused("waiting for its moment", "timing")
    d = Decision("Stark", "respond or pass", [usable], why_not=lambda: [waiting, other])
    assert [r.subject for r in d.rejected] == ["A.bran"]
