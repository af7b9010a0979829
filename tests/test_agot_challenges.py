"""The challenges phase of rulebook 000: declaring, resolving, claim, unopposed, Renown, Stealth."""

from helpers import advance_to, events, play, position, rejected

import engine
from engine.agot import SCENARIOS


def challenge(lannister=(), stark=(), l_plot="an-uneasy-peace", **extra):
    """Lannister is active at the start of their challenges, Stark defends."""
    sides = extra.pop("players", {})
    return position(
        "challenges.initiate",
        first_player="Lannister",
        active="Lannister",
        players={
            "Lannister": {"plot": l_plot, "in_play": list(lannister), **sides.get("Lannister", {})},
            "Stark": {"plot": "the-lion-and-the-wolf", "in_play": list(stark), **sides.get("Stark", {})},
        },
        **extra,
    )


def test_a_challenge_needs_a_standing_character_with_its_icon():  # rule: challenges.attackers
    g = challenge(lannister=["the-hound", {"card": "tyrion-lannister", "kneeling": True}])
    assert g.decision.ids == ["challenge:military", "done"]
    assert "intrigue icon" in rejected(g, "challenge:intrigue").reason


def test_attackers_kneel_and_need_the_icon():  # rule: challenges.attackers
    g = challenge(lannister=["the-hound", "tyrion-lannister", "bronn"])
    play(g, "challenge:military")
    assert rejected(g, "done").reason == "a challenge needs at least one attacker"
    assert "no military icon" in rejected(g, "attack:L.tyrion-lannister").reason
    play(g, "attack:L.the-hound", "attack:L.bronn", "done")
    assert g.card("L.the-hound").kneeling and g.card("L.bronn").kneeling
    assert not g.card("L.tyrion-lannister").kneeling


def test_one_challenge_of_each_type_per_round():  # rule: challenges.types
    g = challenge(lannister=["the-hound", "ser-meryn-trant"], stark=[])
    play(g, "challenge:military", "attack:L.the-hound", "done")
    advance_to(g, "challenges.initiate")
    assert rejected(g, "challenge:military").reason == "already made this round"
    assert "challenge:intrigue" in g.decision.ids


def test_defenders_are_optional_standing_and_need_the_icon():  # rule: challenges.defenders
    g = challenge(lannister=["the-hound"], stark=["jon-snow", {"card": "robb-stark", "kneeling": True}, "sansa-stark"])
    play(g, "challenge:military", "attack:L.the-hound", "done")
    assert g.node == "challenges.defenders" and g.decision.player == "Stark"
    assert "done" in g.decision.ids  # defending is optional
    assert "kneeling" in rejected(g, "defend:S.robb-stark").reason
    assert "no military icon" in rejected(g, "defend:S.sansa-stark").reason
    play(g, "defend:S.jon-snow", "done")
    assert g.card("S.jon-snow").kneeling


def test_the_attacker_wins_ties():  # rule: challenges.winner
    g = challenge(lannister=["the-hound"], stark=["rickard-karstark"])  # 3 against 3
    play(g, "challenge:military", "attack:L.the-hound", "done", "defend:S.rickard-karstark", "done")
    won = events(g, "challenge-won")[0]
    assert won.data["winner"] == "Lannister" and won.data["attack"] == won.data["defense"] == 3
    assert "tie goes to the attacker" in won.text


def test_the_defender_wins_with_more_strength_and_suffers_no_claim():  # rule: challenges.defender-wins
    g = challenge(lannister=["the-hound"], stark=["robb-stark"])
    play(g, "challenge:military", "attack:L.the-hound", "done", "defend:S.robb-stark", "done")
    assert events(g, "challenge-won")[0].data["winner"] == "Stark"
    assert events(g, "no-claim") and not events(g, "killed")
    assert "S.robb-stark" in g.zone("Stark", "play")


def test_unopposed_win_gains_one_power():  # rule: challenges.unopposed
    g = challenge(lannister=["the-hound"], stark=["robb-stark"])
    play(g, "challenge:military", "attack:L.the-hound", "done", "done")
    assert g.player("Lannister").power == 1
    assert [e.rule for e in events(g, "power")] == ["challenges.unopposed"]


def test_military_claim_the_defender_chooses_whom_to_kill():  # rule: challenges.claim.military
    g = challenge(lannister=["the-hound"], stark=[{"card": "robb-stark", "kneeling": True}, "arya-stark"])
    play(g, "challenge:military", "attack:L.the-hound", "done", "done")
    assert g.decision.player == "Stark" and g.node == "challenges.claim"
    assert set(g.decision.ids) == {"kill:S.robb-stark", "kill:S.arya-stark"}  # participants or not
    play(g, "kill:S.arya-stark")
    assert g.zone("Stark", "dead") == ["S.arya-stark"]


def test_high_military_claim_kills_different_characters_together():  # rule: challenges.claim.high
    g = challenge(l_plot="a-killing-cold", lannister=["the-hound"], stark=["robb-stark", "arya-stark", "bran-stark"])
    play(g, "challenge:military", "attack:L.the-hound", "done", "done")  # claim 2
    play(g, "kill:S.arya-stark")
    assert "kill:S.arya-stark" not in g.decision.ids  # the same character cannot be chosen twice
    assert g.zone("Stark", "dead") == []  # nobody dies before all are chosen
    play(g, "kill:S.bran-stark")
    assert sorted(g.zone("Stark", "dead")) == ["S.arya-stark", "S.bran-stark"]


def test_military_claim_as_far_as_possible():  # rule: challenges.claim
    g = challenge(l_plot="a-killing-cold", lannister=["the-hound"], stark=["arya-stark"])
    play(g, "challenge:military", "attack:L.the-hound", "done", "done")
    assert g.zone("Stark", "dead") == ["S.arya-stark"]


def test_intrigue_claim_discards_at_random():  # rule: challenges.claim.intrigue
    hands = set()
    for seed in range(6):
        g = challenge(
            seed=seed,
            lannister=["tyrion-lannister"],
            players={"Stark": {"hand": ["jon-snow", "arya-stark", "not-today"]}},
        )
        play(g, "challenge:intrigue", "attack:L.tyrion-lannister", "done", "skip", "done")
        assert len(g.zone("Stark", "discard")) == 1 and len(g.zone("Stark", "hand")) == 2
        hands.add(g.zone("Stark", "discard")[0])
    assert len(hands) > 1


def test_power_claim_moves_power_from_the_house_card():  # rule: challenges.claim.power
    g = challenge(lannister=["lancel-lannister"], players={"Stark": {"power": 3}})
    play(g, "challenge:power", "attack:L.lancel-lannister", "done", "done")
    assert g.player("Stark").power == 2
    assert g.player("Lannister").power == 2  # 1 claimed, 1 for unopposed


def test_power_claim_takes_only_what_the_house_card_has():  # rule: challenges.claim
    g = challenge(lannister=["lancel-lannister"], players={"Stark": {"power": 0}})
    play(g, "challenge:power", "attack:L.lancel-lannister", "done", "done")
    assert events(g, "power-moved")[0].data["amount"] == 0


def test_renown_gives_power_to_winning_participants():  # rule: keywords.renown
    g = challenge(lannister=["the-hound"], stark=["robb-stark"])
    play(g, "challenge:military", "attack:L.the-hound", "done", "defend:S.robb-stark", "done")
    assert g.card("S.robb-stark").power == 1
    assert events(g, "power")[-1].rule == "keywords.renown"


def test_stealth_keeps_a_character_from_defending():  # rule: keywords.stealth
    g = challenge(lannister=["tyrion-lannister"], stark=["sansa-stark", "arya-stark", "maester-luwin"])
    play(g, "challenge:intrigue", "attack:L.tyrion-lannister", "done")
    assert g.node == "challenges.stealth" and g.decision.player == "Lannister"
    assert "has Stealth itself" in rejected(g, "stealth:S.arya-stark").reason
    play(g, "stealth:S.sansa-stark")
    assert "Stealth attacker" in rejected(g, "defend:S.sansa-stark").reason
    assert "defend:S.maester-luwin" in g.decision.ids


def test_killed_character_leaves_with_its_power_attachments_and_duplicates():  # rules: leave-play.*
    g = challenge(
        lannister=["the-hound"],
        stark=[{"card": "jon-snow", "power": 2, "duplicates": ["jon-snow"]}],
        players={"Lannister": {"in_play": ["the-hound", "gilded-helm"]}},
    )
    g.card("L.gilded-helm").attached_to = "S.jon-snow"  # a Lannister attachment on Jon
    pool = g.state.power_pool
    play(g, "challenge:military", "attack:L.the-hound", "done", "done")
    assert g.node == "leave-play.would-be-killed" and "save:S.jon-snow.2" in g.decision.ids
    play(g, "pass")  # Stark could save Jon by discarding the duplicate, but does not
    assert g.zone("Stark", "dead") == ["S.jon-snow"]
    assert g.zone("Stark", "discard") == ["S.jon-snow.2"]
    assert g.zone("Lannister", "discard") == ["L.gilded-helm"]  # to its owner's discard pile
    assert g.state.power_pool == pool + 2 - 1  # Jon's 2 back, 1 out for unopposed
    assert {e.rule for e in events(g, "discarded")} == {"leave-play.attachments"}


def test_the_rulebook_unique_card_example():  # rule: cards.unique
    g = engine.load_scenario(SCENARIOS / "unique-example.yaml")
    advance_to(g, "marshalling.marshal", player="Stark")  # Eddard, kneeling, could not defend
    killed = events(g, "killed")[0]
    assert killed.data["card"] == "S.eddard-stark" and killed.rule == "leave-play.killed"
    assert g.zone("Stark", "dead") == ["S.littlefinger", "S.eddard-stark"]
    assert "S.eddard-stark.2" in g.zone("Stark", "hand")
    r = rejected(g, "play:S.eddard-stark.2")
    assert r.rule == "cards.unique" and "dead pile" in r.reason
    advance_to(g, "marshalling.marshal", player="Lannister")
    assert any(i.startswith("play:L.littlefinger") for i in g.decision.ids)  # their own copy is fine


def test_the_view_and_the_prompts_carry_the_strengths_while_characters_are_declared():
    # rules: challenges.winner, challenges.participating, challenges.defenders
    g = challenge(
        lannister=[{"card": "the-hound", "attachments": ["gilded-helm"]}, "bronn"],
        stark=["jon-snow", "moat-cailin"],
    )
    play(g, "challenge:military", "attack:L.the-hound")
    seen = g.view("Lannister").table.challenge
    assert seen.attack_strength == g.strength("L.the-hound") == 4  # 3 printed, +1 from the Gilded Helm
    assert "attacking strength 4" in g.decision.prompt
    play(g, "attack:L.bronn", "done")
    assert g.node == "challenges.defenders" and g.decision.player == "Stark"
    total = sum(g.strength(u) for u in g.state.challenge.attackers)
    view = g.view("Stark")
    assert view.table.challenge.attack_strength == total == 7
    assert view.to_json()["table"]["challenge"]["attack_strength"] == 7
    assert "attacking strength 7" in g.decision.prompt and "defending strength 0" in g.decision.prompt
    assert "against attacking strength 7" in g.decision.option("done").explain
    play(g, "defend:S.jon-snow")
    jon = next(c for c in g.view("Stark").table.players["Stark"].play if c.uid == "S.jon-snow")
    assert jon.strength == 3  # 2 printed, +1 from Moat Cailin while defending: each participant's own strength
    assert g.view("Stark").table.challenge.defense_strength == 3
    assert "defending strength 3" in g.decision.prompt
    play(g, "done")
    won = events(g, "challenge-won")[0]
    assert (won.data["attack"], won.data["defense"]) == (7, 3)  # the rule's sums are the ones shown


def test_a_card_not_in_play_shows_its_printed_strength():  # rule: cards.in-play
    g = challenge(
        stark=["winterfell-castle", "jon-snow"],
        players={"Stark": {"hand": ["jon-snow", "robb-stark"], "discard": ["rickard-karstark"]}},
    )
    stark = g.view("Stark").table.players["Stark"]
    in_hand = {c.uid: c for c in stark.hand}
    assert in_hand["S.jon-snow.2"].strength == in_hand["S.jon-snow.2"].printed_strength == 2
    assert in_hand["S.jon-snow.2"].modifiers == () and in_hand["S.robb-stark"].strength == 5
    assert stark.discard[0].strength == 3 and stark.discard[0].modifiers == ()
    in_play = next(c for c in stark.play if c.uid == "S.jon-snow")
    assert in_play.strength == 3 and [m.amount for m in in_play.modifiers] == [1]  # Winterfell's +1 in play only
    assert g.strength("S.jon-snow.2") == 2 and g.strength("S.jon-snow") == 3


def test_stealth_hints_keep_out_the_strongest_standing_defender():
    # rules: keywords.stealth, challenges.defenders, kneel
    g = challenge(
        lannister=["ser-ilyn-payne"],
        stark=[{"card": "robb-stark", "kneeling": True}, "greatjon-umber", "jon-snow", "sansa-stark"],
    )
    play(g, "challenge:military", "attack:L.ser-ilyn-payne", "done")
    assert g.node == "challenges.stealth"
    ranked = [(o.id, why) for o, _, why in g.rank()]
    assert [i for i, _ in ranked] == [
        "stealth:S.greatjon-umber",  # the strongest standing character that could defend
        "stealth:S.jon-snow",
        "skip",
        "stealth:S.sansa-stark",  # no military icon: it could not defend anyway
        "stealth:S.robb-stark",  # kneeling: it could not defend anyway
    ]
    why = dict(ranked)
    assert len(set(why.values())) == len(why)  # every option its own reason
    assert (
        g.card("S.greatjon-umber").name in why["stealth:S.greatjon-umber"]
        and "strongest" in why["stealth:S.greatjon-umber"]
    )
    assert g.card("S.greatjon-umber").name in why["stealth:S.jon-snow"]  # names who is stronger
    assert "Robb Stark is kneeling" in why["stealth:S.robb-stark"] and "cannot defend" in why["stealth:S.robb-stark"]
    assert "no military icon" in why["stealth:S.sansa-stark"]
    assert engine.GreedyBot(0).pick(g) == "stealth:S.greatjon-umber"


def test_hint_reasons_differ_where_the_scores_differ():  # rules: the decisions' own (challenges.*, marshalling.*)
    """The hint shows each option's label beside its reason: two options ranked apart never share a reason."""
    same = []
    for seed in range(8):
        g = engine.new_game("agot", seed=seed, options={"windows": "all" if seed % 2 else "auto", "max_rounds": 12})
        bot = engine.RandomBot(seed)
        while g.decision is not None:
            by_reason: dict[str, set] = {}
            for _, score, why in g.rank():
                by_reason.setdefault(why, set()).add(round(score, 6))
            same += [(seed, g.node, why) for why, scores in by_reason.items() if len(scores) > 1]
            g.choose(bot.pick(g))
    assert same == []


def test_labels_name_the_target_and_tell_copies_apart():  # rules: marshalling.attachments, abilities.targets
    g = position(
        "marshalling.marshal",
        first_player="Lannister",
        active="Lannister",
        players={
            "Lannister": {
                "plot": "an-uneasy-peace",
                "gold": 5,
                "hand": ["white-cloak"],
                "in_play": ["lannister-guard", "lannister-guard"],
            },
            "Stark": {"plot": "the-lion-and-the-wolf", "in_play": ["eddard-stark"]},
        },
    )
    labels = {o.id: o.label for o in g.decision.options if o.targets}
    cloak, guard = "Biały Płaszcz (White Cloak)", "Gwardzista Lannisterów (Lannister Guard)"
    assert labels == {
        "play:L.white-cloak@L.lannister-guard": f"{cloak} → {guard} #1",
        "play:L.white-cloak@L.lannister-guard.2": f"{cloak} → {guard} #2",
        "play:L.white-cloak@S.eddard-stark": f"{cloak} → Eddard Stark (Stark)",  # the opponent's: named
    }
