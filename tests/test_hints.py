"""The hints ("What could I do?", and the greedy bot's first choice) as a learner reads them.

Sojusze (rulebook 002) and W Cieniu Tronu (rulebook 003): the advice must not mislead, its numbers
must be those the engine counts, and each option's reason must say what is different about it.
"""

from __future__ import annotations

import re

import pytest

import engine
from engine.alliances import SCENARIOS, Alliances, bidding
from engine.core.game import Game
from engine.core.protocol import Option


def play(g: Game, *ids: str) -> None:
    for i in ids:
        g.choose(i)


def reasons(g: Game) -> dict[str, str]:
    """Option id -> the reason "What could I do?" shows for it."""
    return {o.id: why for o, _, why in g.rank()}


def first_choice(g: Game) -> str:
    return g.rank()[0][0].id


def leads_alone(g: Alliances) -> bool:
    """The leader deciding a bid would win it now, and nobody else can play a card any more."""
    s, player = g.state, g.decision.player
    totals = {p: bidding.total(g, p) for p in g.players}
    best = max(totals.values())
    winner = next(p for p in g.seats_from(s.first) if totals[p] == best)
    others = [q for q in g.players if q != player and q not in s.knelt and s.hands[q]]
    return winner == player and not others


def claims_the_bid(why: str) -> bool:
    """The reason says the card would put you ahead."""
    return bool(re.search(r"you would (lead|win)|raises your lead|takes the lead", why))


def seeded_games(game_id: str, seeds: int):
    """Games of every player count and option set, played to the end by a random or a greedy bot,
    yielding each pending decision."""
    cls = engine.game_class(game_id)
    for players in cls.player_counts:
        for seed in range(seeds):
            options = cls.conformance_options[seed % len(cls.conformance_options)]
            g = engine.new_game(game_id, seed=seed, players=players, options=options)
            bot = engine.RandomBot(seed) if seed % 2 else engine.GreedyBot(seed)
            while g.decision is not None:
                yield g
                g.choose(bot.pick(g))


# -- Sojusze: kneel once the bid is yours -------------------------------------------------------


def test_the_top_hint_is_to_kneel_when_you_lead_and_everyone_else_knelt():
    """You lead 9 to 5 and both other leaders knelt: every card you add is discarded at the end of
    the round, so kneeling comes first and says why. rules: bid.kneel, acquire.winner, round.discard
    """
    g = engine.load_scenario(SCENARIOS / "lesson-first-game.yaml")
    play(g, "play:grozba", "play:rozkaz", "play:zloto", "play:stal.2", "kneel", "kneel")
    assert g.decision.player == "Ania" and leads_alone(g)
    why = reasons(g)
    assert first_choice(g) == "kneel" and engine.GreedyBot(0).pick(g) == "kneel"
    assert "nobody else can bid" in why["kneel"] and "9 to 5" in why["kneel"]
    assert all("lead" not in why[i] and "nobody can answer" in why[i] for i in g.decision.ids if i != "kneel")


def test_a_tie_you_would_win_is_a_lead_too():
    """Every other leader is out at 0 and the first player is to decide: a tie goes to the tied leader
    nearest the first player, so kneeling wins the ally for nothing. (The position is set by hand:
    the first player bids first, so the others cannot have knelt before him in play.)
    rules: acquire.tie, bid.kneel
    """
    g = engine.load_scenario(SCENARIOS / "lesson-bidding.yaml")
    first = g.decision.player
    assert first == g.state.first
    g.state.knelt = [p for p in g.players if p != first]
    assert first_choice(g) == "kneel" and "the tie at 0 is yours" in reasons(g)["kneel"]


def test_in_seeded_games_kneeling_leads_the_hints_whenever_the_bid_is_already_won():
    """Over many positions: a leader who would win and whom nobody can answer is told to kneel, and
    the greedy bot does. rules: bid.kneel, bid.play, acquire.winner, acquire.tie
    """
    seen = 0
    for g in seeded_games("alliances", 6):
        if g.node == "bid.play" and "kneel" in g.decision.ids and leads_alone(g):
            seen += 1
            assert first_choice(g) == "kneel", (g.seed, g.decisions[-3:], g.rank()[:2])
    assert seen > 50


# -- Sojusze: count what the bid counts -----------------------------------------------------------


def test_bribery_is_never_counted_toward_your_own_bid():
    """Przekupstwo goes into another leader's bidding area: its value is theirs. The hint says you
    stay where you are and ranks it below kneeling; the next choice names whose bid it raises.
    rules: cards.bribery, cards.you
    """
    g = engine.load_scenario(SCENARIOS / "lesson-bidding.yaml")
    play(g, "play:plan-awaryjny", "play:przysiega")
    assert g.decision.player == "Doran" and "play:przekupstwo.2" in g.decision.ids
    why = reasons(g)["play:przekupstwo.2"]
    assert "you stay at 0" in why and not claims_the_bid(why) and "counts 3" not in why
    ranked = [o.id for o, _, _ in g.rank()]
    assert ranked.index("kneel") < ranked.index("play:przekupstwo.2")
    play(g, "play:przekupstwo.2")
    give = reasons(g)
    assert set(give) == {"give:Cersei", "give:Euron", "give:Tyrion"}
    assert "Tyrion goes to 8 and would lead" in give["give:Tyrion"] and "shares one of your" in give["give:Tyrion"]
    assert "shares no council with you" in give["give:Euron"]


def test_in_seeded_games_no_reason_counts_bribery_for_the_one_who_plays_it():
    """Over many positions, every Bribery in a leader's hand keeps their own total as it is, and the
    greedy bot never plays one to lead. rules: cards.bribery, cards.you
    """
    seen = 0
    for g in seeded_games("alliances", 6):
        if g.node != "bid.play" or "kneel" not in g.decision.ids:
            continue
        player = g.decision.player
        for o, _, why in g.rank():
            if o.verb == "play" and g.card(o.subject).effect == "bribery" and not leads_alone(g):
                seen += 1
                assert f"you stay at {bidding.total(g, player)})" in why and not claims_the_bid(why), why
        best = g.rank()[0][0]
        assert best.verb != "play" or g.card(best.subject).effect != "bribery"
    assert seen > 20


def test_vengeance_is_judged_by_the_influence_it_counts():
    """Daenerys has fewer allies than both her neighbours, so Zemsta (printed 1) counts 1 + 3 = 4:
    against Tyrion's 7 she would have 11, not 8. rules: cards.you, acquire.winner
    """
    g = engine.load_scenario(SCENARIOS / "lesson-last-round.yaml")
    play(g, "kneel", "play:grozba", "play:gra-o-tron.3", "kneel", "play:honor.2")
    assert g.decision.player == "Daenerys" and bidding.total(g, "Tyrion") == 7
    zemsta = next(u for u in g.state.hands["Daenerys"] if g.card(u).id == "zemsta")
    counted = bidding.value(g, "Daenerys", zemsta)
    assert counted == 4 > g.card(zemsta).value
    why = reasons(g)[f"play:{zemsta}"]
    assert "counts 4" in why and "11 against 7" in why and "8 against 7" not in why


def test_in_seeded_games_every_card_is_quoted_at_the_value_the_bid_counts():
    """Over many positions, each card's reason quotes :func:`bidding.value` for the leader who would
    hold it, bonus included. rule: cards.you
    """
    bonus = 0
    for g in seeded_games("alliances", 4):
        if g.node != "bid.play" or "kneel" not in g.decision.ids or leads_alone(g):
            continue
        player = g.decision.player
        for o, _, why in g.rank():
            c = g.card(o.subject) if o.verb == "play" else None
            if c is None or c.effect == "bribery":
                continue
            counted = bidding.value(g, player, o.subject)
            assert f"{c.name} counts {counted}" in why, why
            bonus += counted > c.value
    assert bonus > 0  # some bonus counted above the printed value


# -- Sojusze: reasons that say what differs -------------------------------------------------------


def test_council_and_token_reasons_name_the_council_and_say_which_is_small():
    """Euron's councils show 10 (with Cersei) and 2 (with Melisandre): the ally and the token are
    advised for the small council, and each reason names its neighbour. rules: goal, councils,
    acquire.place, acquire.token
    """
    g = engine.load_scenario(SCENARIOS / "lesson-ring.yaml")
    play(g, "play:gra-o-tron.2", "kneel", "kneel", "kneel", "kneel")
    why = reasons(g)
    assert first_choice(g) == "council:Euron|Melisandre"
    assert "your small council (2 against 10), shared with Melisandre" in why["council:Euron|Melisandre"]
    assert "your stronger council, shared with Cersei" in why["council:Cersei|Euron"]
    play(g, "council:Euron|Melisandre")
    why = reasons(g)
    assert first_choice(g) == "token:Euron|Melisandre"
    assert "Melisandre" in why["token:Euron|Melisandre"] and "Cersei" in why["token:Cersei|Euron"]
    assert why["token:Euron|Melisandre"] != why["token:Cersei|Euron"]


def test_betrayal_reasons_name_the_card_its_owner_and_the_bid_after_it():
    """Zdrada: each card that could be taken gets its own reason, with the totals after the move;
    the Bribery would then join the taker's hand. rules: cards.you, cards.bribery
    """
    g = engine.load_scenario(SCENARIOS / "lesson-bidding.yaml")
    play(g, "play:plan-awaryjny", "play:przysiega", "play:przekupstwo.2", "give:Tyrion", "play:zdrada")
    why = reasons(g)
    assert set(why) == {"take:Euron@plan-awaryjny", "take:Tyrion@przysiega", "take:Tyrion@przekupstwo.2"}
    assert all(why.values()) and len(set(why.values())) == 3
    assert "Przysięga (Oath) counts 5 for you and Tyrion drops to 3" in why["take:Tyrion@przysiega"]
    assert "joins your hand" in why["take:Tyrion@przekupstwo.2"]
    assert "if you lose, you gain a power token" in why["take:Euron@plan-awaryjny"]


def test_card_selection_reasons_weigh_the_card_not_repeat_its_text():
    """Keep one card of the packet: the reason gives what the card bids against the packet's best.
    rule: variant.selection
    """
    g = Alliances(seed=4, players=["Ania", "Bot 1", "Bot 2"], options={"variant": "selection"})
    assert g.decision.ids[0].startswith("keep:")
    ranked = g.rank()
    assert g.card(ranked[0][0].subject).id == "gra-o-tron" and "the highest bid in this packet" in ranked[0][2]
    for o, _, why in ranked:
        assert why != o.explain and g.card(o.subject).name in why


# -- both games: options that differ get reasons that differ --------------------------------------


def interchangeable(g: Game, a: Option, b: Option) -> bool:
    """Copies of one choice: the same verb, targets and amount, subjects that are copies of one card."""
    return (a.verb, g.card_of(a.subject), a.targets, a.amount) == (b.verb, g.card_of(b.subject), b.targets, b.amount)


@pytest.mark.parametrize("game_id", ["alliances", "shadow-throne"])
def test_in_seeded_games_options_that_differ_get_different_reasons(game_id):
    """Over many positions of every player count and option set: no empty reason, and two options of
    one decision share a reason only when they are copies of one choice. rules (Sojusze): bid.play,
    cards.you, acquire.place, acquire.token, allies.killed, variant.selection; (W Cieniu Tronu):
    turn.reveal, powers.offensive, turn.equal, exchange, columns.new, columns.replace
    """
    problems, decisions, verbs = [], 0, set()
    for g in seeded_games(game_id, 8):
        decisions += 1
        ranked = g.rank()
        by_reason: dict[str, Option] = {}
        for o, _, why in ranked:
            verbs.add(o.verb)
            if not why.strip():
                problems.append(f"seed {g.seed} at {g.node}: {o.id} has no reason")
            other = by_reason.setdefault(why, o)
            if not interchangeable(g, o, other):
                problems.append(f"seed {g.seed} at {g.node}: {other.id} and {o.id} both read '{why}'")
    assert problems == []
    assert decisions > 500
    expected = {
        "alliances": {"play", "kneel", "take", "give", "council", "token", "keep"},
        "shadow-throne": {"reveal", "stop", "take", "exchange", "eliminate", "power", "done", "replace", "discard"},
    }[game_id]
    assert expected <= verbs  # the positions reach every kind of decision


# -- W Cieniu Tronu: going on against stopping ----------------------------------------------------


def test_in_seeded_games_reveal_gives_the_risk_and_stop_gives_the_points_kept():
    """Reveal names the chance the next card busts you and what a bust loses; stop names the score you
    keep by taking the cards. rules: turn.reveal, turn.bust, columns.take, scoring
    """
    from engine.shadow_throne import columns, odds

    seen = 0
    for g in seeded_games("shadow-throne", 6):
        ids = g.decision.ids
        if g.node != "turn.reveal" or "stop" not in ids:
            continue
        seen += 1
        player = g.decision.player
        why = reasons(g)
        risk = odds.bust_chance(g, player)
        t = g.state.turn
        if t.seen is None:
            assert f"{risk:.0%} chance the next card busts you" in why["reveal"]
        assert f"the {len(t.revealed)} card(s) out" in why["reveal"]
        assert re.search(rf"your score {columns.score(g, player)} → \d+", why["stop"])
    assert seen > 100
