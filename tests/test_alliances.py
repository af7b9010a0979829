"""Gra o tron: Sojusze (rulebook 002), the standard game: every rule, the scoring example, invariants."""

import json
from collections import Counter

import pytest
import yaml

import engine
from engine.alliances import SCENARIOS, Alliances, ring
from engine.alliances.acquisition import council_label
from engine.alliances.cards import DATA, load_deck
from engine.core.invariants import check_game


def new(players=4, seed=1, **options):
    return Alliances(seed=seed, players=players, options=options)


def play(g, *ids):
    for i in ids:
        g.choose(i)


def kinds(g, kind):
    return [e for e in g.events if e.kind == kind]


def hand_card(g, player, effect):
    """A card of the player's hand with this ability, or None."""
    return next((u for u in g.state.hands[player] if g.card(u).effect == effect), None)


@pytest.mark.parametrize(("players", "seasons", "rounds"), [(3, 3, 4), (4, 3, 5), (5, 2, 6), (6, 2, 7)])
def test_seasons_and_rounds_by_player_count(players, seasons, rounds):  # rules: setup.time-track, round.advance
    g = new(players)
    engine.play_out(g, engine.RandomBot(1))
    assert g.state.rounds == seasons * rounds
    assert len(kinds(g, "season")) == seasons and len(kinds(g, "deal")) == seasons


def test_setup_deals_ten_and_hides_every_token():  # rules: setup.influence, setup.tokens
    g = new(5)
    assert all(len(g.state.hands[p]) == 10 for p in g.players)
    assert sorted(Counter(g.state.token_values.values()).items()) == [(1, 18), (2, 18), (3, 18)]
    for p in g.players:
        table = g.view(p).table
        assert all(c.token_values is None and c.tokens == 0 for c in table.councils)
        assert [x.player for x in table.leaders if x.hand is not None] == [p]  # only your own hand
        assert {x.hand_size for x in table.leaders} == {10}  # the others' hands as a count
        seen = json.dumps(g.view(p).to_json())
        assert not any(f'"{u}"' in seen for q in g.players if q != p for u in g.state.hands[q])


def test_each_leader_shares_a_council_with_each_neighbour():  # rule: councils
    g = new(4)
    a, b, _c, d = g.players
    assert ring.councils_of(g, a) == (f"{a}|{b}", f"{d}|{a}")
    assert ring.left(g, d) == a and len(g.state.councils) == 4


def test_bidding_goes_clockwise_until_all_kneel():  # rules: bid.play, bid.kneel
    g = new(3)
    order = g.seats_from(g.state.first)
    assert g.decision.player == order[0]
    play(g, "kneel")
    assert g.decision.player == order[1]
    play(g, "kneel", "kneel")
    assert kinds(g, "bid-won")


def test_a_tie_goes_to_the_leader_nearest_the_first_player_even_at_zero():  # rule: acquire.tie
    g = new(4)
    first = g.state.first
    play(g, "kneel", "kneel", "kneel", "kneel")
    won = kinds(g, "bid-won")[0]
    assert won.data["winner"] == first and won.rule == "acquire.tie"
    assert set(won.data["totals"].values()) == {0}


def test_highest_influence_wins_and_places_ally_and_token():  # rules: acquire.winner, acquire.place, acquire.token
    g = new(3, seed=4)
    p = g.decision.player
    card = max(g.state.hands[p], key=lambda u: g.card(u).value if g.card(u).effect == "none" else -1)
    play(g, f"play:{card}", "kneel", "kneel", "kneel")
    while g.decision.player == p and g.node in ("acquire.place",):
        g.choose(g.decision.ids[0])
    assert kinds(g, "bid-won")[0].data["winner"] == p
    assert g.ally_count(p) == 1 and kinds(g, "token")


def give(g, player, effect):
    """Swap a card with this ability into the player's hand (cards stay conserved)."""
    s = g.state
    held = [x for p in g.players if p != player for x in s.hands[p]]
    uid = next(u for u in s.influence + s.hands[player] + held if g.card(u).effect == effect)
    if uid in s.hands[player]:
        return uid
    place = s.influence if uid in s.influence else next(s.hands[p] for p in g.players if uid in s.hands[p])
    mine = s.hands[player][0]
    place[place.index(uid)], s.hands[player][0] = mine, uid
    return uid


def plain_current(g):
    """Make the current ally one without abilities (swapping it with one in the deck)."""
    s = g.state
    other = next(u for u in s.allies if g.card(u).effect == "none")
    s.allies[s.allies.index(other)], s.current = s.current, other
    s.round_ally = other


def test_pulling_the_strings_forces_the_council_with_that_neighbour():  # rule: cards.strings
    g = new(3, seed=2)
    plain_current(g)
    a = g.decision.player
    b, c = ring.left(g, a), ring.right(g, a)
    strings = give(g, b, "strings")
    big = max(g.state.hands[a], key=lambda u: g.card(u).value if g.card(u).effect == "none" else -1)
    play(g, f"play:{big}", f"play:{strings}", "kneel", "kneel", "kneel")
    assert kinds(g, "bid-won")[0].data["winner"] == a
    placed = kinds(g, "placed")[0]
    assert placed.rule == "cards.strings" and placed.data["council"] == ring.council(g, a, b)
    assert c != b


def test_scoring_example_jon_beats_daenerys_on_the_other_council():  # rules: scoring, scoring.tie
    g = engine.load_scenario(SCENARIOS / "scoring-example.yaml")
    assert g.result.scores == {"Olenna": 16, "Tyrion": 16, "Daenerys": 17, "Jon": 17}
    assert (
        g.result.winner == "Jon"
        and g.result.rule == "scoring.tie"
        and "other council is stronger (22)" in g.result.reason
    )
    council = g.view("Jon").table.council("Jon|Olenna")
    assert council.token_values == (3, 3) and council.power_shown == 22  # turned up at the end
    header = g.view("Jon").header
    assert header.over and header.scores == g.result.scores  # the small councils, tokens counted


def test_bribery_goes_to_the_other_leaders_hand():  # rule: cards.bribery
    g = new(3, seed=2)
    plain_current(g)
    p = ring.left(g, g.decision.player)  # the second bidder: the swap happens before their decision
    bribe = give(g, p, "bribery")
    target = ring.left(g, p)
    play(g, "kneel", f"play:{bribe}", f"give:{target}")
    assert bribe in g.state.bids[target]
    while g.node == "bid.play":
        g.choose("kneel")
    while bribe not in g.state.hands[target]:
        g.choose(g.decision.ids[0])
    assert kinds(g, "bribed")[0].data == {"player": target}


def test_a_bad_deck_file_gets_one_clear_error(tmp_path):
    path = tmp_path / "deck.yaml"
    path.write_text(
        "tokens: {1: 18}\nleaders: []\nallies: [{id: x, name_pl: X, name_en: X, power: -1}]\ninfluence: []\n"
    )
    with pytest.raises(
        engine.EngineError, match=r"deck.yaml: allies.0.power: Input should be greater than or equal to 0"
    ):
        load_deck(path)
    with pytest.raises(engine.EngineError, match="deck file not found"):
        Alliances(seed=1, players=3, options={"deck": str(tmp_path / "none.yaml")})


def selection_nodes(g):
    """The nodes of the card-selection variant: they run only when it is played."""
    return {n for n in g.flow.nodes if ".selection" in n}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_keep_the_invariants(players):
    # invariants: allies, tokens and influence cards conserved; no token value visible before the end;
    # hand sizes as the rules say; every move follows game.flow
    visited = set()
    for seed in range(150):
        report = check_game(Alliances, seed, players=players)
        assert report.problems == [], (seed, report.problems)
        visited |= report.visited
    g = Alliances(seed=0, players=players)
    assert visited == set(g.flow.nodes) - selection_nodes(g)


def test_greedy_bot_and_cited_rules():
    rules = engine.rules("alliances")
    g = new(4, seed=3)
    engine.play_out(g, engine.GreedyBot(3))
    assert g.over and {e.rule for e in g.events} <= set(rules)
    assert {d["rule"] for _, d in g.flow.nodes(data=True) if d["rule"]} <= set(rules)


def test_advanced_game_deals_nine_and_one_own_card_and_discarded_leader_cards_leave():
    # rules: advanced.leader-cards
    g = new(4, seed=5, advanced=True)
    for p in g.players:
        own = [u for u in g.state.hands[p] if g.card(u).color == "white"]
        assert len(g.state.hands[p]) == 10 and len(own) == 1
        assert g.card(own[0]).leader == g.state.leaders[p] and len(g.state.piles[p]) == 3
    p = g.decision.player
    own = next(u for u in g.state.hands[p] if g.card(u).color == "white")
    play(g, f"play:{own}")
    while own in g.state.bids[p] or g.node == "bid.play":
        g.choose(g.decision.ids[-1] if g.node == "bid.play" else g.decision.ids[0])
    assert own in g.state.box and own not in g.state.discard


@pytest.mark.parametrize(("players", "events"), [(3, [0, 3, 3]), (4, [0, 3, 3]), (5, [0, 6]), (6, [0, 6])])
def test_event_cards_join_at_the_right_seasons(players, events):  # rule: advanced.events
    g = new(players, seed=2, advanced=True)
    engine.play_out(g, engine.RandomBot(2))
    added = [e.data["count"] for e in kinds(g, "events")]
    assert added == [n for n in events if n]


def test_card_selection_passes_packets_alternating_by_season():  # rule: variant.selection
    g = new(3, seed=4, variant="selection")
    assert g.node == "setup.selection.keep" and g.decision.secret
    first_packet = list(g.state.packets[g.decision.player])
    a = g.decision.player
    for _ in range(3):  # everyone keeps one card: then the packets move on
        g.choose(g.decision.ids[0])
    assert sorted(g.state.packets[ring.left(g, a)]) == sorted(first_packet[1:])
    while g.node == "setup.selection.keep":
        g.choose(g.decision.ids[0])
    assert all(len(g.state.hands[p]) == 10 for p in g.players)
    assert [e.data["direction"] for e in kinds(g, "packets")] == ["left"]
    while g.node != "season.selection.keep":  # the second season passes right
        g.choose(g.decision.ids[-1])
    assert "the rest goes right, to " + ring.right(g, g.decision.player) in g.decision.prompt
    assert [e.data["direction"] for e in kinds(g, "packets")] == ["left", "right"]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_quick_games_first_selection_passes_left_then_the_direction_turns(players):
    # rules: variant.selection, variant.quick (our reading: the first selection of every game passes left)
    g = new(players, seed=7, variant="selection", quick=True)
    assert g.view().table.season in ("autumn", "winter") and g.node == "setup.selection.keep"
    a = g.decision.player
    assert f"the rest goes left, to {ring.left(g, a)}" in g.decision.prompt
    packet = list(g.state.packets[a])
    g.choose(g.decision.ids[0])
    while g.node == "setup.selection.keep" and g.decision.player != a:
        g.choose(g.decision.ids[0])
    assert sorted(g.state.packets.get(ring.left(g, a), [])) == sorted(packet[1:])
    engine.play_out(g, engine.RandomBot(7))
    directions = [e.data["direction"] for e in kinds(g, "packets")]
    assert directions == ["left", "right"][: len(directions)] and directions[0] == "left"
    assert len(directions) == (2 if players <= 4 else 1)  # autumn and winter, or winter alone
    reading = engine.rules("alliances")["variant.selection"].reading
    assert "first selection of every game passes left" in reading


def test_royal_council_puts_every_leader_and_event_card_in_the_deck():  # rule: variant.royal
    g = new(3, seed=4, variant="royal")
    pool = g.state.influence + [u for packet in g.state.packets.values() for u in packet]
    pool += [u for p in g.players for u in g.state.hands[p]]
    assert sum(1 for u in pool if g.card(u).color == "white") == 36
    assert sum(1 for u in pool if g.card(u).color == "blue") == 11


def test_open_allies_row_and_quick_game():  # rules: variant.open-allies, variant.quick
    g = new(4, seed=3, open_allies=True)
    assert len(g.state.row) == 4  # five turned up, the first is already the current ally
    nxt = g.state.row[0]
    play(g, "kneel", "kneel", "kneel", "kneel")
    while g.node != "bid.play":
        g.choose(g.decision.ids[0])
    assert g.state.current == nxt
    q = new(5, seed=3, quick=True)
    assert q.view().table.season == "winter"
    engine.play_out(q, engine.RandomBot(3))
    assert q.state.rounds == 6


VARIANTS = [
    {"advanced": True},
    {"variant": "selection"},
    {"variant": "royal"},
    {"open_allies": True},
    {"quick": True},
    {"open_allies": True, "quick": True},
    {"variant": "selection", "quick": True},
    {"advanced": True, "open_allies": True},
]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "+".join(f"{k}={v}" for k, v in o.items()))
def test_variants_keep_the_invariants(options):
    visited = set()
    for players in (3, 4, 5, 6):
        for seed in range(12):
            report = check_game(Alliances, seed, options=options, players=players)
            assert report.problems == [], (players, seed, report.problems)
            visited |= report.visited
    g = Alliances(seed=0, players=3, options=options)
    selecting = options.get("variant") in ("selection", "royal")
    assert visited == set(g.flow.nodes) - (set() if selecting else selection_nodes(g))


def test_unknown_variant_is_refused():
    with pytest.raises(engine.EngineError, match="option variant must be 'selection' or 'royal'"):
        new(3, variant="draft")


def set_current(g, ally_id):
    """Make a given ally the current one (swapping it with where it lies in the deck)."""
    s = g.state
    i = s.allies.index(ally_id)
    s.allies[i], s.current = s.current, ally_id
    s.round_ally = ally_id


def test_strings_equal_counts_let_the_winner_choose():  # rule: cards.strings
    g = new(3, seed=2)
    plain_current(g)
    a = g.decision.player
    b, c = ring.left(g, a), ring.right(g, a)
    s1 = give(g, b, "strings")
    s2 = give(g, c, "strings")
    assert s1 != s2 and s1 in g.state.hands[b] and s2 in g.state.hands[c]
    big = max(g.state.hands[a], key=lambda u: g.card(u).value if g.card(u).effect == "none" else -1)
    play(g, f"play:{big}", f"play:{s1}", f"play:{s2}", "kneel", "kneel", "kneel")
    assert g.node == "acquire.place" and set(g.decision.ids) == {f"council:{x}" for x in ring.councils_of(g, a)}


def test_mance_rayder_goes_to_any_council_and_ser_loras_to_the_one_with_fewer_allies():
    # rules: allies.override, acquire.restrictions
    g = new(4, seed=6)
    set_current(g, "mance-rayder")
    play(g, "kneel", "kneel", "kneel", "kneel")  # the first player wins at 0
    assert g.node == "acquire.place" and len(g.decision.ids) == 4  # every council at the table
    assert kinds(g, "bid-won")[0].rule == "acquire.tie"
    g = new(4, seed=6)
    first = g.decision.player
    left_council = ring.councils_of(g, first)[0]
    g.state.councils[left_council].allies.append(g.state.allies.pop())  # one ally already on the left
    set_current(g, "loras-tyrell")
    play(g, "kneel", "kneel", "kneel", "kneel")
    placed = kinds(g, "placed")[0]
    assert placed.rule == "acquire.restrictions" and placed.data["council"] == ring.councils_of(g, first)[1]


def test_a_killed_current_ally_goes_to_the_dead_pile_with_its_tokens_back():  # rule: allies.killed
    g = new(3, seed=2)
    plain_current(g)
    a = g.decision.player
    birds = give(g, ring.left(g, a), "little_birds")
    killer = give(g, ring.right(g, a), "assassin")
    supply = len(g.state.supply)
    play(g, "kneel", f"play:{birds}")
    assert len(g.state.on_current) == 1 and len(g.state.supply) == supply - 1
    play(g, f"play:{killer}", "kneel", "kneel")
    dead = g.state.dead
    assert dead and kinds(g, "killed")[0].rule == "allies.killed"
    assert [x.uid for x in g.view(a).table.dead] == dead  # public
    assert len(g.state.supply) >= supply - 1  # the token on it went back (then one was taken by the winner)


def plain_card(g, player):
    """The strongest card without an ability in the player's hand."""
    return max((u for u in g.state.hands[player] if g.card(u).effect == "none"), key=lambda u: g.card(u).value)


def test_the_bid_asks_the_leaders_who_have_not_knelt_pass_after_pass():  # rules: bid.play, bid.kneel
    g = new(4, seed=1)
    plain_current(g)
    a, b, c, d = g.seats_from(g.state.first)
    assert g.flow.nodes["bid.play"]["kind"] == "each"
    assert g.flow.nodes["bid.play"]["order"] == "clockwise from the first player, skipping leaders who knelt"
    assert g.flow.nodes["bid"]["until"] == "every leader has knelt"
    asked = []
    for move in ("play", "kneel", "play", "kneel", "kneel", "kneel"):  # b and d knelt: a and c bid again
        p = g.decision.player
        asked.append(p)
        g.choose(f"play:{plain_card(g, p)}" if move == "play" else "kneel")
    assert asked == [a, b, c, d, a, c]
    assert g.node != "bid.play" and kinds(g, "bid-won")


def test_triumphs_resolve_leader_by_leader_clockwise_from_the_first_player():  # rule: cards.triumph
    g = new(4, seed=2)
    plain_current(g)
    a, b, _c, d = g.seats_from(g.state.first)
    to_d = give(g, d, "matchmaker")
    to_b = give(g, b, "matchmaker")
    assert to_b != to_d and to_d in g.state.hands[d]
    assert g.flow.nodes["acquire.triumph"]["order"] == "leader by leader, clockwise from the first player"
    play(g, f"play:{plain_card(g, a)}", f"play:{to_b}", "kneel", f"play:{to_d}", "kneel", "kneel", "kneel")
    assert kinds(g, "bid-won")[0].data["winner"] == a
    while len(kinds(g, "gain")) < 2:
        g.choose(g.decision.ids[0])
    gains = kinds(g, "gain")
    assert [e.data["player"] for e in gains] == [b, d]  # b sits before d, counting from the first player


def test_open_allies_a_gained_ally_is_the_next_of_the_row_and_the_deck_tops_it_up():
    # rule: variant.open-allies (our reading: the row never runs out before the season ends)
    g = new(4, seed=3, open_allies=True)
    a, b, _c, _d = g.seats_from(g.state.first)
    matchmaker = give(g, b, "matchmaker")
    row, top = list(g.state.row), g.state.allies[0]
    assert len(row) == 4  # one per round left in the season
    play(g, f"play:{plain_card(g, a)}", f"play:{matchmaker}", "kneel", "kneel", "kneel", "kneel")
    while not kinds(g, "gain"):
        g.choose(g.decision.ids[0])
    assert kinds(g, "gain")[0].data["ally"] == row[0]  # the next ally of the row, not the deck's top
    assert g.state.row == [*row[1:], top]  # the deck's top ally joins the end of the row
    assert [x.uid for x in g.view(b).table.row] == g.state.row  # the row is public
    rows = []
    while not kinds(g, "season"):  # everyone kneels from now on: no more abilities this season
        g.choose("kneel" if g.node == "bid.play" else g.decision.ids[0])
        if g.node == "bid.play" and not g.state.knelt and len(rows) < len(kinds(g, "ally")) - 1:
            rows.append((g.state.round, len(g.state.row)))
    assert rows == [(2, 3), (3, 2), (4, 1), (5, 0), (1, 4)]  # one ally in the row for each round to come
    revealed = [e.data["ally"] for e in kinds(g, "ally")]
    assert revealed[1:5] == [*row[1:], top]  # every round of the season took its ally from the row
    assert len(revealed) == 6 and len(g.state.row) == 4  # a new season, a new row
    reading = engine.rules("alliances")["variant.open-allies"].reading
    assert "never empty before the last round" in reading


def test_jaqen_betrayal_and_bribery_options_say_what_they_act_on():  # rules: allies.killed, cards.you, cards.bribery
    g = new(3, seed=2)
    plain_current(g)
    a, b, c = g.seats_from(g.state.first)
    betrayal = give(g, b, "betrayal")
    bribe = give(g, c, "bribery")
    card = plain_card(g, a)
    play(g, f"play:{card}", f"play:{betrayal}")
    take = g.decision.option(f"take:{a}@{card}")
    assert (take.verb, take.subject, take.targets) == ("take", card, (a,))
    assert g.decision.about(card) == [take]
    play(g, f"take:{a}@{card}", f"play:{bribe}")
    give_a = g.decision.option(f"give:{a}")
    assert (give_a.verb, give_a.subject, give_a.target) == ("give", bribe, a)
    play(g, f"give:{a}")
    assert card in g.state.bids[b] and bribe in g.state.bids[a]
    g = new(4, seed=6)
    first = g.decision.player
    council = ring.councils_of(g, ring.left(g, first))[0]
    victim = g.state.allies.pop()
    g.state.councils[council].allies.append(victim)
    set_current(g, "jaqen-hghar")
    play(g, "kneel", "kneel", "kneel", "kneel")
    kill = g.decision.option(f"kill:{council}@{victim}")
    assert (kill.verb, kill.subject, kill.target) == ("kill", victim, council)
    g.choose(kill.id)
    assert victim in g.state.dead and victim not in g.state.councils[council].allies


def test_undo_and_clone_resume_inside_bids_triumphs_and_selection():
    g = new(4, seed=5, variant="selection", open_allies=True)
    bot = engine.RandomBot(5)
    for i in range(400):
        if g.decision is None:
            break
        g.choose(bot.pick(g))
        if i % 9 == 8 and g.decision is not None:
            other = g.clone()
            assert other.state == g.state and other.cursor == g.cursor and other.decision.ids == g.decision.ids
            last = g.decisions[-4:]
            state, node = g.state, g.node
            g.undo(4)
            play(g, *last)
            assert g.state == state and g.node == node


def test_the_flow_labels_its_conditions_and_says_where_the_game_ends():  # rules: round.season, variant.selection
    flow = new(3).flow
    assert flow.graph["ends"] == ["rounds"] and flow.nodes["rounds"]["ends"] == "winter ends: scoring"
    assert flow.nodes["setup.selection"]["when"] == "card selection is on and hands were just dealt"
    assert flow.nodes["season.selection.passes"]["until"] == "every packet is used up"
    assert flow.nodes["season.selection.keep"]["kind"] == "secret"
    assert (
        flow.nodes["season.selection.keep"]["order"] == "each leader with cards left in their packet, in seating order"
    )


def small_deck(tmp_path, allies):
    """A deck file like the tutor's own, with only the first ``allies`` allies without abilities."""
    raw = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    raw["allies"] = [a for a in raw["allies"] if a["effect"] == "none"][:allies]
    path = tmp_path / "few-allies.yaml"
    path.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
    return str(path)


def kneel_until(g, done):
    """Every leader kneels and takes the first option elsewhere, until ``done(g)`` holds."""
    while g.decision is not None and not done(g):
        g.choose("kneel" if g.node == "bid.play" else g.decision.ids[0])


def test_when_the_ally_deck_runs_out_the_rounds_go_on_for_the_power_token(tmp_path):
    # rule: round.no-ally (our reading: only the end of winter ends the game)
    g = new(3, seed=3, deck=small_deck(tmp_path, 4))
    kneel_until(g, lambda g: kinds(g, "no-ally"))
    view = g.view(g.decision.player)
    assert kinds(g, "no-ally")[0].rule == "round.no-ally" and len(kinds(g, "ally")) == 4
    assert view.table.current is None and view.table.allies_left == 0
    assert (view.table.season, view.table.round, view.header.round) == ("autumn", 1, 5)
    assert g.node == "bid.play" and "kneel" in g.decision.ids  # the leaders still bid
    tokens = sum(c.tokens for c in view.table.councils)
    kneel_until(g, lambda g: g.node == "acquire.place")
    winner = kinds(g, "bid-won")[-1].data["winner"]
    assert g.decision.player == winner and g.decision.rule == "acquire.token"  # no ally to place: a token
    g.choose(g.decision.ids[0])
    assert sum(c.tokens for c in g.view(winner).table.councils) == tokens + 1
    assert len(kinds(g, "placed")) == 4  # nothing was placed this round
    kneel_until(g, lambda g: False)
    assert g.over and g.state.rounds == 12  # every round of the time track was played
    assert len(kinds(g, "no-ally")) == 8 and len(kinds(g, "token")) == 12
    assert "only the end of winter ends the game" in engine.rules("alliances")["round.no-ally"].reading


def test_an_ability_that_gains_an_ally_gains_nothing_when_none_is_left(tmp_path):  # rule: round.no-ally
    g = new(3, seed=2, deck=small_deck(tmp_path, 1))
    a, b, _c = g.seats_from(g.state.first)
    matchmaker = give(g, b, "matchmaker")
    play(g, f"play:{plain_card(g, a)}", f"play:{matchmaker}", "kneel", "kneel", "kneel")
    kneel_until(g, lambda g: kinds(g, "no-ally"))
    missed = kinds(g, "no-ally")[0]
    assert missed.rule == "round.no-ally" and missed.data == {"player": b}
    assert kinds(g, "bid-won")[0].data["winner"] == a
    kneel_until(g, lambda g: g.state.round == 2)
    table = g.view(b).table
    assert not kinds(g, "gain") and sum(len(c.allies) for c in table.councils) == 1  # only the ally a won
    assert table.allies_left == 0 and table.current is None


def test_open_allies_with_the_deck_empty_a_gain_shrinks_the_row(tmp_path):
    # rules: variant.open-allies, round.no-ally (our reading: the row is not topped up, it shrinks)
    g = new(4, seed=3, open_allies=True, deck=small_deck(tmp_path, 5))
    row = [a.uid for a in g.view("P1").table.row]
    assert len(row) == 4 and g.view("P1").table.allies_left == 0  # five allies: all in the first row
    a, b, _c, _d = g.seats_from(g.state.first)
    matchmaker = give(g, b, "matchmaker")
    play(g, f"play:{plain_card(g, a)}", f"play:{matchmaker}", "kneel", "kneel", "kneel", "kneel")
    kneel_until(g, lambda g: kinds(g, "gain"))
    assert kinds(g, "gain")[0].data["ally"] == row[0] and kinds(g, "row-short")[0].rule == "round.no-ally"
    assert [x.uid for x in g.view(a).table.row] == row[1:]  # one ally fewer than the rounds left
    kneel_until(g, lambda g: kinds(g, "no-ally"))
    view = g.view(a)
    assert (view.table.round, view.table.current, view.table.row) == (5, None, ())  # the last round has none
    kneel_until(g, lambda g: kinds(g, "season"))
    assert g.view(a).table.row == () and "holds 0 of 5 allies" in kinds(g, "row-short")[-1].text


def test_open_allies_an_emptied_row_is_topped_up_from_the_deck_for_a_gain():
    # rule: variant.open-allies (the last round of a season has an empty row; the deck's top joins it)
    g = new(4, seed=3, open_allies=True)
    kneel_until(g, lambda g: g.state.round == 5 and g.node == "bid.play")
    assert g.view("P1").table.row == ()  # the row's last ally is the current one
    a, b, _c, _d = g.seats_from(g.state.first)
    top = g.state.allies[0]
    matchmaker = give(g, b, "matchmaker")
    play(g, f"play:{plain_card(g, a)}", f"play:{matchmaker}", "kneel", "kneel", "kneel", "kneel")
    kneel_until(g, lambda g: kinds(g, "gain"))
    turned = [e for e in kinds(g, "row") if e.data.get("ally") == top]
    assert turned and turned[0].rule == "variant.open-allies"  # turned up at the end of the row ...
    assert kinds(g, "gain")[0].data == {"ally": top, "player": b}  # ... and gained from it
    assert g.state.row == [] and top in g.state.incoming


def test_the_header_counts_rounds_over_the_game_and_scores_only_what_is_shown():
    # rules: round.advance, round.season, round.first-player, setup.tokens, scoring
    g = new(3, seed=1)
    bot, rounds = engine.RandomBot(1), []
    while g.decision is not None:
        view = g.view(g.decision.player)
        h, table = view.header, view.table
        rounds.append(h.round)
        assert h.first_player == table.first == h.seats[0] and h.phase in g.flow.nodes
        allies = {c.id: sum(x.power for x in c.allies) for c in table.councils}
        assert h.scores == {x.player: min(allies[c] for c in x.councils) for x in table.leaders}  # tokens hidden
        g.choose(bot.pick(g))
    assert rounds[0] == 1 and rounds[-1] == 12 and rounds == sorted(rounds)
    assert g.view("P1").header.scores == g.result.scores  # the tokens count once turned up
    last = engine.load_scenario(SCENARIOS / "lesson-last-round.yaml")
    assert last.view("Daenerys").header.round == 15  # winter's last round of a four-leader game


def test_a_scenario_past_the_time_track_gets_one_clear_error(tmp_path):  # rules: setup.time-track, round.advance
    text = (SCENARIOS / "lesson-last-round.yaml").read_text(encoding="utf-8")
    path = tmp_path / "late.yaml"
    path.write_text(text.replace("season: 2", "season: 3"), encoding="utf-8")
    with pytest.raises(engine.EngineError, match=r"late.yaml: season: 3 is past winter; with 4 leaders it is 0 to 2"):
        engine.load_scenario(path)
    path.write_text(text.replace("round: 5", "round: 6"), encoding="utf-8")
    with pytest.raises(engine.EngineError, match=r"round: 6 is past the season's last; with 4 leaders it is 1 to 5"):
        engine.load_scenario(path)


def test_the_standings_of_the_scoring_example_name_the_tie_breaks():  # rules: scoring, scoring.tie
    g = engine.load_scenario(SCENARIOS / "scoring-example.yaml")
    table = g.view("Jon").header.standings
    assert [s.player for s in table][:2] == ["Jon", "Daenerys"] and [s.place for s in table] == [1, 2, 3, 4]
    jon, daenerys = table[0], table[1]
    assert jon.score == daenerys.score == 17
    assert dict(jon.tiebreaks)["the other council"] == 22 and dict(daenerys.tiebreaks)["the other council"] == 20
    assert "ahead of Daenerys on the other council (22 against 20)" in jon.note
    assert "behind Jon on the other council (20 against 22)" in daenerys.note
    assert [name for name, _ in jon.tiebreaks] == ["the other council", "allies in both councils"]


def test_a_council_the_chooser_does_not_sit_at_is_named_by_both_leaders():
    # rules: councils, acquire.place, allies.override (an ally that may go to any council)
    assert [council_label("P3", c) for c in ("P1|P2", "P3|P1")] == ["the council of P1 and P2", "shared with P1"]
