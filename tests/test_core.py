"""The game-independent core, exercised by a toy game that looks nothing like the card game:
three players, secret bids, turns in a circle, a window, and a score race.
"""

from typing import ClassVar

import networkx as nx
import pytest

import engine
from engine.core import Decision, Game, Option, Rejected, Result, ask, each_player, loop, phase, secret, step
from engine.core.catalogue import load_catalogue
from engine.core.flow import is_allowed_move, to_graph, trigger, window
from engine.core.invariants import check_game


def bid(game):
    for p in game.players:
        choice = yield Decision(
            p,
            f"{p}: bid in secret",
            [Option(f"bid:{n}", str(n)) for n in (1, 2, 3) if n <= game.tokens[p]],
            why_not=lambda p=p: [
                Rejected(str(n), "not enough tokens", "bids", f"bid:{n}") for n in (1, 2, 3) if n > game.tokens[p]
            ],
            secret=True,
        )
        game.bids[p] = int(choice.split(":")[1])
        game.record("bid", f"{p} bids", "bids", visible_to=[p])


def score(game):
    counts = {b: list(game.bids.values()).count(b) for b in game.bids.values()}
    unique = [(b, p) for p, b in game.bids.items() if counts[b] == 1]
    if unique:
        b, p = max(unique)
        game.points[p] += 1
        game.record("point", f"{p} wins with {b}", "scoring")
        if game.points[p] == 3:
            game.end_now(Result(p, f"{p} has 3 points", "scoring"))
    for p, b in game.bids.items():
        game.tokens[p] = game.tokens[p] - b + 2


def say(game):
    choice = yield Decision(
        game.active, f"{game.active}: boast or stay quiet", [Option("boast", "Boast"), Option("quiet", "Quiet")]
    )
    game.record("talk", f"{game.active}: {choice}", "talk")


class Bidding(Game):
    game_id = "toy-bidding"
    player_counts = (3, 4, 5, 6)
    option_defaults: ClassVar = {"windows": "all", "max_rounds": None}
    procedure = phase(
        "game",
        loop(
            "round",
            phase("bidding", secret("bid", bid, rule="bids"), step("score", score, rule="scoring")),
            each_player("talking", ask("talk", say, rule="talk")),
            window("after-talk"),
            trigger("end-of-round"),
            until=lambda g: False,
        ),
    )

    def setup_state(self):
        self.tokens = dict.fromkeys(self.players, 3)
        self.points = dict.fromkeys(self.players, 0)
        self.bids = {}

    def turn_order(self):  # around the circle, starting after the leader
        i = max(range(len(self.players)), key=lambda k: self.points[self.players[k]])
        return self.players[i + 1 :] + self.players[: i + 1]

    def view_state(self, player):
        return {"points": dict(self.points), "my_bid": self.bids.get(player) if player else dict(self.bids)}

    def invariants(self):
        return [f"{p} has negative tokens" for p, t in self.tokens.items() if t < 0]

    def end_now(self, result):
        from engine.core.game import GameOver

        raise GameOver(result)


def test_core_runs_a_three_player_secret_bidding_game():
    g = Bidding(seed=1, players=3)
    assert g.players == ["P1", "P2", "P3"] and g.decision.secret
    assert g.cursor == ["game", "round", "bidding", "bid"]
    engine.play_out(g, engine.RandomBot(2))
    assert g.over and g.result.winner in g.players and g.result.rule == "scoring"


def test_secret_events_are_hidden_from_the_others():
    g = Bidding(seed=1, players=["Ann", "Bob", "Cy"])
    g.choose("bid:2")
    assert [e.kind for e in g.view("Ann")["events"]] == ["bid"]
    assert g.view("Bob")["events"] == []
    assert g.view("Bob")["decision"].player == "Bob" and g.view("Ann")["decision"] is None


def test_rejected_options_are_built_only_when_read():
    g = Bidding(seed=1, players=3)
    d = g.decision
    assert d._rejected is None
    assert d.rejected == []  # 3 tokens: every bid is possible
    with pytest.raises(engine.IllegalChoice, match="'bid:9' is not an option"):
        g.choose("bid:9")


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
    assert g.edges["talk", "talk"]["kind"] == "repeat"  # one player after another
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
