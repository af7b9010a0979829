"""The Lannister cards of the Core Set: constants, actions and reactions in small positions, and
random games with the Lannister learning deck.
"""

from __future__ import annotations

from typing import Any

from helpers import agot2_position

from engine.agot2 import Agot2, effects
from engine.agot2.cards import library
from engine.agot2.decks import learning_deck
from engine.core.invariants import check_game


def position(start: str, p1: dict[str, Any], p2: dict[str, Any]) -> Agot2:
    """A two-player position: P1 (uids A.*) is first player and active."""
    base = {"faction": "stark", "plot": "01004"}
    return agot2_position(start, {"P1": {**base, "faction": "lannister", **p1}, "P2": {**base, **p2}})


def until(game: Agot2, wanted: str, limit: int = 60) -> None:
    """Pass (or finish declaring) until the option ``wanted`` is offered."""
    for _ in range(limit):
        assert game.decision is not None
        ids = game.decision.ids
        if wanted in ids:
            return
        game.choose("pass" if "pass" in ids else "skip" if "skip" in ids else "done")
    raise AssertionError(f"{wanted} never offered; now {game.decision.ids}")


def attack(game: Agot2, kind: str, *attackers: str) -> None:
    """P1 initiates a challenge against P2 with these attackers."""
    until(game, f"challenge:{kind}@P2")
    game.choose(f"challenge:{kind}@P2")
    for uid in attackers:
        game.choose(f"attack:{uid}")
    game.choose("done")


# -- constants ----------------------------------------------------------------------------


def test_tywin_counts_the_gold_pool_and_adds_income():
    """Tywin: +1 strength per gold in the pool and +2 income; the Moneylender +1 income.
    rules: agot2.timing.types, agot2.cards.plot-values
    """
    game = position("challenges.before", {"gold": 3, "in_play": ["01090", "01093"]}, {"in_play": ["01128"]})
    assert game.strength("A.01090") == 6 + 3
    assert effects.plot_value(game, "P1", "income") == 5 + 2 + 1
    game.player("P1").gold = 0
    assert game.strength("A.01090") == 6


def test_widows_wail_gives_strength_and_joffrey_a_military_icon():
    """Widow's Wail: +2 strength to its host; on Joffrey, a military icon. rules: agot2.attachments,
    agot2.timing.types
    """
    game = position(
        "challenges.before",
        {"in_play": [{"card": "01086", "attachments": ["01096"]}, {"card": "01084", "attachments": ["01096"]}]},
        {"in_play": ["01128"]},
    )
    assert game.strength("A.01086") == 3 + 2 and "military" in effects.icons(game, "A.01086")
    assert game.strength("A.01084") == 4 + 2 and "military" not in effects.icons(game, "A.01084")


def test_cersei_attacking_in_intrigue_raises_the_claim():
    """Cersei attacking an intrigue challenge: claim 1 + 1, so two cards are discarded at random.
    rule: agot2.challenges.claim
    """
    game = position(
        "challenges.before",
        {"in_play": ["01084"]},
        {"in_play": [{"card": "01128", "kneeling": True}], "hand": ["01129", "01130", "01131"]},
    )
    attack(game, "intrigue", "A.01084")
    assert effects.plot_value(game, "P1", "claim") == 2
    while game.state.challenge is not None:
        ids = game.decision.ids
        game.choose("pass" if "pass" in ids else "done")
    assert len(game.zone("P2", "discard")) == 2 and len(game.zone("P2", "hand")) == 1
    assert effects.plot_value(game, "P1", "claim") == 1


# -- actions -------------------------------------------------------------------------------


def test_lannisport_merchant_makes_the_next_lannister_character_cheaper():
    """Lannisport Merchant kneels: the next Lannister character marshalled costs 1 less.
    rules: agot2.timing.types, agot2.marshal
    """
    game = position("marshalling.marshal", {"gold": 2, "in_play": ["01094"], "hand": ["01084"]}, {"in_play": ["01128"]})
    assert "marshal:A.01084" not in game.decision.ids  # Cersei costs 4
    game.choose("act:A.01094")
    assert game.card("A.01094").kneeling
    assert "marshal:A.01084" not in game.decision.ids  # 3 gold still too much
    game.player("P1").gold = 3
    until(game, "marshal:A.01084")
    game.choose("marshal:A.01084")
    assert game.is_in_play("A.01084") and game.player("P1").gold == 0


def test_the_tickler_discards_a_copy_of_the_top_card_from_play():
    """The Tickler kneels in the dominance phase: the top card of the opponent's deck is discarded,
    then a card in play with its title. rules: agot2.timing.types, agot2.leave-play
    """
    game = position(
        "dominance.decide",
        {"in_play": ["01088"]},
        {"in_play": ["01128"], "deck": ["01128", "01129", "01130"]},
    )
    until(game, "act:A.01088")
    game.choose("act:A.01088")
    assert game.card("A.01088").kneeling
    assert game.zone("P2", "discard") == ["B.01128.2"]
    game.choose("discard:B.01128")
    assert not game.is_in_play("B.01128") and "B.01128" in game.zone("P2", "discard")


# -- reactions -----------------------------------------------------------------------------


def test_joffrey_gains_power_when_a_lord_is_killed_by_military_claim():
    """Joffrey with Widow's Wail wins a military challenge; the claim kills P2's Lord and Joffrey
    reacts: 1 power on him. rules: agot2.timing.types, agot2.challenges.claim
    """
    game = position(
        "challenges.before",
        {"in_play": [{"card": "01086", "attachments": ["01096"]}]},
        {"in_play": [{"card": "01090", "kneeling": True}], "faction": "lannister"},
    )
    attack(game, "military", "A.01086")
    until(game, "react:A.01086")
    assert "B.01090" in game.zone("P2", "dead")
    game.choose("react:A.01086")
    assert game.card("A.01086").power == 1


def test_lannisport_draws_after_an_intrigue_win():
    """Lannisport: after you win an intrigue challenge, draw 1 card. rule: agot2.timing.types"""
    game = position(
        "challenges.before",
        {"in_play": ["01098", "01093"], "deck": ["01084", "01086", "01088"]},
        {"in_play": [{"card": "01128", "kneeling": True}]},
    )
    attack(game, "intrigue", "A.01093")
    until(game, "react:A.01098")
    game.choose("react:A.01098")
    assert game.zone("P1", "hand") == ["A.01084"]


def test_the_queens_assassin_kills_after_ambush_not_after_marshalling():
    """The Queen's Assassin by Ambush (4): P1 holds more cards, so P2 kills a character of theirs.
    Marshalled, it offers no reaction. rules: agot2.kw.ambush, agot2.timing.types
    """
    game = position(
        "challenges.before",
        {"gold": 4, "hand": ["01095", "01084", "01086"]},
        {"in_play": ["01128", "01129"], "hand": ["01131"]},
    )
    until(game, "ambush:A.01095")
    game.choose("ambush:A.01095")
    assert "react:A.01095" in game.decision.ids
    game.choose("react:A.01095")
    assert game.decision.player == "P2"
    game.choose("kill:B.01129")
    assert game.zone("P2", "dead") == ["B.01129"] and game.is_in_play("B.01128")

    marshalled = position(
        "marshalling.marshal", {"gold": 2, "hand": ["01095", "01084", "01086"]}, {"in_play": ["01128"]}
    )
    marshalled.choose("marshal:A.01095")
    assert marshalled.is_in_play("A.01095")
    assert "react:A.01095" not in marshalled.decision.ids


def pass_phase(game: Agot2, phase: str, limit: int = 80) -> None:
    """Pass (or finish declaring) until the game has left ``phase``."""
    for _ in range(limit):
        if game.phase != phase:
            return
        ids = game.decision.ids
        game.choose("pass" if "pass" in ids else "skip" if "skip" in ids else "done")
    raise AssertionError(f"still in the {phase} phase; now {game.decision.ids}")


def finish_challenge(game: Agot2) -> None:
    """Pass (or finish declaring) until the challenge being resolved has ended."""
    while game.state.challenge is not None:
        ids = game.decision.ids
        game.choose("pass" if "pass" in ids else "done")


# -- the Core Set's other Lannister cards ----------------------------------------------------


def test_ser_jaime_stays_standing_and_has_renown_only_in_military_challenges():
    """Ser Jaime attacks in a military challenge without kneeling and has Renown while he takes part:
    he wins 1 power. In an intrigue challenge he kneels and has no Renown.
    rules: agot2.challenges.initiate, agot2.kw.renown
    """
    game = position("challenges.before", {"in_play": ["01087"]}, {"in_play": [{"card": "01128", "kneeling": True}]})
    assert not effects.has(game, "A.01087", "renown")
    attack(game, "military", "A.01087")
    assert not game.card("A.01087").kneeling
    assert effects.has(game, "A.01087", "renown")
    finish_challenge(game)
    assert game.card("A.01087").power == 1
    assert not effects.has(game, "A.01087", "renown")
    attack(game, "intrigue", "A.01087")
    assert game.card("A.01087").kneeling and not effects.has(game, "A.01087", "renown")


def test_gold_cloaks_by_ambush_are_discarded_when_the_phase_ends_marshalled_ones_stay():
    """Gold Cloaks by Ambush (2) are discarded from play when the challenges phase ends; a copy
    marshalled earlier this round stays. rules: agot2.kw.ambush, agot2.timing.phase-edges
    """
    game = position(
        "challenges.before",
        {"gold": 2, "in_play": ["01092"], "hand": ["01092"]},
        {"in_play": ["01128"]},
    )
    until(game, "ambush:A.01092.2")
    game.choose("ambush:A.01092.2")
    assert game.is_in_play("A.01092.2") and game.player("P1").gold == 0
    pass_phase(game, "challenges")
    assert game.zone("P1", "discard") == ["A.01092.2"]
    assert game.is_in_play("A.01092")

    marshalled = position("marshalling.marshal", {"gold": 4, "hand": ["01092"]}, {"in_play": ["01128"]})
    marshalled.choose("marshal:A.01092")
    pass_phase(marshalled, "marshalling")
    pass_phase(marshalled, "challenges")
    assert marshalled.is_in_play("A.01092") and marshalled.zone("P1", "discard") == []


def test_hear_me_roar_puts_a_lannister_character_into_play_until_the_phase_ends():
    """Hear Me Roar! (1 gold) puts Ser Jaime from hand into play, not the Stark card; when the phase
    ends he is discarded (not killed). rules: agot2.timing.types, agot2.timing.delayed
    """
    game = position(
        "challenges.before",
        {"gold": 1, "hand": ["01100", "01087", "01149"]},
        {"in_play": ["01128"]},
    )
    assert "act:A.01100@A.01087" in game.decision.ids
    assert "act:A.01100@A.01149" not in game.decision.ids
    game.choose("act:A.01100@A.01087")
    assert game.is_in_play("A.01087") and game.player("P1").gold == 0
    assert game.zone("P1", "discard") == ["A.01100"]
    pass_phase(game, "challenges")
    assert not game.is_in_play("A.01087")
    assert "A.01087" in game.zone("P1", "discard") and game.zone("P1", "dead") == []


def test_the_things_i_do_for_love_returns_a_character_costing_at_most_your_gold():
    """The Things I Do For Love: X is the printed cost of the opponent's character chosen; your
    faction card kneels and X gold is paid; the character returns to its owner's hand. Without a
    Lannister Lord or Lady, or with the faction card kneeling, it is refused.
    rules: agot2.timing.initiate, agot2.cards.gold
    """
    game = position(
        "challenges.before",
        {"gold": 3, "in_play": ["01089"], "hand": ["01101", "01101"]},
        {"in_play": ["01149", "01144"]},
    )
    assert "act:A.01101@B.01149" in game.decision.ids  # Direwolf Pup: printed cost 2
    assert "act:A.01101@B.01144" not in game.decision.ids  # Eddard Stark: printed cost 7
    game.choose("act:A.01101@B.01149")
    assert game.player("P1").faction_kneeling and game.player("P1").gold == 1
    assert game.zone("P2", "hand") == ["B.01149"] and not game.is_in_play("B.01149")
    until(game, "pass")
    if game.decision.player != "P1":
        game.choose("pass")
    assert any("faction card is kneeling" in r.reason for r in game.why_not("A.01101.2"))

    no_lord = position(
        "challenges.before",
        {"gold": 3, "in_play": ["01094"], "hand": ["01101"]},
        {"in_play": ["01149"]},
    )
    assert any("Lannister Lord or Lady" in r.reason for r in no_lord.why_not("A.01101"))


def test_treachery_cancels_an_opponents_character_ability():
    """Treachery (1 gold, with a unique Lannister character): Grey Wind kneels to kill Lannisport
    Merchant; P1 cancels the effect, so the Merchant lives and Grey Wind stays knelt. Without a
    unique Lannister character it is not offered, and the Merchant dies.
    rules: agot2.timing.cancel, agot2.timing.initiate
    """
    game = position(
        "challenges.before",
        {"gold": 1, "in_play": ["01090", "01094"], "hand": ["01102"]},
        {"in_play": ["01145"]},
    )
    game.choose("pass")
    game.choose("act:B.01145@A.01094")
    assert game.decision.player == "P1" and "interrupt:A.01102" in game.decision.ids
    game.choose("interrupt:A.01102")
    assert game.is_in_play("A.01094") and game.card("B.01145").kneeling
    assert game.zone("P1", "discard") == ["A.01102"] and game.player("P1").gold == 0

    alone = position(
        "challenges.before",
        {"gold": 1, "in_play": ["01094"], "hand": ["01102"]},
        {"in_play": ["01145"]},
    )
    alone.choose("pass")
    alone.choose("act:B.01145@A.01094")
    assert "A.01094" in alone.zone("P1", "dead") and alone.zone("P1", "hand") == ["A.01102"]


def test_a_sacrifice_paid_as_a_cost_stays_paid_when_treachery_cancels_the_effect():
    """Handmaiden is sacrificed to stand Daenerys; P1 cancels with Treachery: Handmaiden is gone
    all the same and Daenerys stays knelt. rules: agot2.timing.cancel, agot2.timing.initiate
    """
    game = position(
        "challenges.before",
        {"gold": 1, "in_play": ["01090"], "hand": ["01102"]},
        {"in_play": ["Handmaiden", {"card": "Daenerys Targaryen", "kneeling": True}]},
    )
    game.choose("pass")
    game.choose("act:B.01169@B.01160")
    game.choose("interrupt:A.01102")
    assert "B.01169" in game.zone("P2", "discard") and game.card("B.01160").kneeling


def test_treachery_does_not_answer_an_event():
    """Treachery cancels only a character's, location's or attachment's ability: an event (Hear Me
    Roar!) resolves with no chance to cancel it. rule: agot2.timing.cancel
    """
    game = position(
        "challenges.before",
        {"gold": 2, "in_play": ["01090"], "hand": ["01100", "01102", "01094"]},
        {"in_play": ["01145"]},
    )
    game.choose("act:A.01100@A.01094")
    assert game.is_in_play("A.01094")
    assert "A.01102" in game.zone("P1", "hand") and game.player("P1").gold == 1


# -- the learning deck ---------------------------------------------------------------------


def test_lannister_learning_deck_plays_three_random_games():
    """Every Lannister card of the Core Set we implement twice in the learning deck; three seeded
    random games with it keep every invariant. rules: agot2.cards.agenda, agot2.end.win
    """
    deck = learning_deck("lannister")
    mine = [c for c in deck.draw_cards() if library()[c].faction == "lannister"]
    assert len(mine) == 2 * 19
    for seed in range(3):
        report = check_game(
            Agot2, seed, {"windows": "auto", "max_rounds": 10, "decks": ["lannister", "lannister"]}, players=2
        )
        assert report.problems == []
