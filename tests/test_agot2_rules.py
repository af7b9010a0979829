"""The 2nd edition's framework rules, each on a small position: melee titles, the Crown Regent,
elimination, taxation, attachments leaving play, and deck lists.
"""

from __future__ import annotations

import pytest
from helpers import agot2_position

from engine import EngineError, IllegalChoice
from engine.agot2 import Agot2
from engine.agot2.decks import read_deck
from engine.agot2.effects import Reducer

JHOGO, DOGS, SELLSWORD, RESOLVE = "15007", "11089", "T02", "T01"


def position(start: str, players: dict) -> Agot2:
    """A game at ``start`` with these sides; P1 is first player and active."""
    return agot2_position(start, players)


def side(faction: str = "targaryen", **more) -> dict:
    return {"faction": faction, "plot": "01004", **more}


def until(game: Agot2, option_id: str) -> None:
    """Pass (or stop challenges) until ``option_id`` is offered, then choose it."""
    for _ in range(30):
        if game.decision.option(option_id) is not None:
            game.choose(option_id)
            return
        game.choose("pass" if game.decision.option("pass") else "done")
    raise AssertionError(f"{option_id} was never offered; now: {game.decision.prompt}")


def melee(titles: dict[str, str], **sides) -> Agot2:
    players = {p: side(title=titles.get(p), in_play=[JHOGO, DOGS], **sides.get(p, {})) for p in ("P1", "P2", "P3")}
    return position("challenges.before", players)


def test_no_challenge_against_the_bearer_of_a_title_yours_supports():
    """The Hand of the King supports the Master of Laws. rule: agot2.melee.support"""
    game = melee({"P1": "Hand of the King", "P2": "Master of Laws", "P3": "Master of Coin"})
    while game.decision.prompt.endswith("take an action or pass"):
        game.choose("pass")
    assert "challenge:military@P3" in game.decision.ids
    assert "challenge:military@P2" not in game.decision.ids
    with pytest.raises(IllegalChoice, match="supports") as err:
        game.choose("challenge:military@P2")
    assert err.value.rule == "agot2.melee.support"


def win_unopposed(game: Agot2, kind: str, defender: str, attacker: str) -> None:
    until(game, f"challenge:{kind}@{defender}")
    game.choose(f"attack:{attacker}")
    game.choose("done")
    until(game, "done")  # no defenders
    while game.state.challenge is not None:
        game.choose("pass")


def test_the_rival_bonus_comes_once_a_round_from_each_opponent():
    """P1's Hand of the King rivals P2's Master of Coin: the first win gives 1 more power, the second
    none. rule: agot2.melee.rival
    """
    game = melee({"P1": "Hand of the King", "P2": "Master of Coin", "P3": "Master of Laws"})
    before = game.player("P1").power
    win_unopposed(game, "power", "P2", "A.15007")
    assert game.player("P1").power == before + 2  # unopposed and rival
    win_unopposed(game, "intrigue", "P2", "A.11089")
    assert game.player("P1").power == before + 3  # unopposed only
    assert "no-rival-bonus" in [e.kind for e in game.events]


def test_the_crown_regent_sends_a_challenge_to_another_opponent():
    """P3 holds the Crown Regent and makes P1 name another opponent; it still counts as made against
    P2. rule: agot2.melee.redirect
    """
    game = melee({"P1": "Master of Ships", "P2": "Master of Coin", "P3": "Crown Regent"})
    until(game, "challenge:power@P2")
    game.choose("attack:A.15007")
    game.choose("done")
    assert game.decision.player == "P3" and "redirect" in game.decision.ids
    game.choose("redirect")
    assert game.decision.player == "P1" and game.decision.ids == ["against:P3"]
    game.choose("against:P3")
    assert game.state.challenge.defender == "P3"
    assert game.player("P1").challenges_made == [("power", "P2")]
    assert game.view("P1").table.challenge.initiated_against == "P2"


def test_an_empty_draw_deck_eliminates_at_once_and_in_joust_the_other_wins():
    """rule: agot2.end.eliminate"""
    game = position("draw.draw", {"P1": side(deck=["01168"] * 3), "P2": side(deck=["01168"])})
    assert game.over and game.result.winner == "P1" and game.result.rule == "agot2.end.eliminate"


def test_in_melee_an_eliminated_player_leaves_and_play_goes_on():
    """P2's cards leave the game, P2's title goes back, P2 is skipped. rules: agot2.end.eliminate,
    agot2.end.leftovers
    """
    players = {
        "P1": side(deck=["01168"] * 5, title="Master of Coin"),
        "P2": side(deck=["01168"], in_play=[JHOGO], title="Master of Laws"),
        "P3": side(deck=["01168"] * 5, title="Crown Regent"),
    }
    game = position("draw.draw", players)
    assert not game.over and game.player("P2").eliminated
    assert game.zone("P2", "play") == [] and game.zone("P2", "title") == []
    assert "P2" not in game.turn_order() and "P2" not in game.opponents("P1")
    assert len(game.state.titles) == 4


def test_taxation_cuts_a_hand_to_the_reserve():
    """A Noble Cause has reserve 6: a hand of 8 loses 2, its owner choosing. rule: agot2.taxation"""
    hand = ["01168", "01169", "01170", "01171", "01174", "01175", "01176", "01177"]
    game = position("taxation.gold", {"P1": side(hand=hand), "P2": side()})
    assert game.decision.player == "P1" and "reserve is 6" in game.decision.prompt
    game.choose(game.decision.ids[0])
    game.choose(game.decision.ids[0])
    assert len(game.zone("P1", "hand")) == 6


def test_an_attachment_goes_back_to_its_owners_hand_when_its_character_is_killed():
    """Jhogo, kneeling, cannot defend and dies to the military claim; the card on him returns to
    hand. rules: agot2.leave-play, agot2.challenges.claim
    """
    players = {
        "P1": side(in_play=[DOGS, SELLSWORD]),
        "P2": side(in_play=[{"card": JHOGO, "kneeling": True, "attachments": [RESOLVE]}]),
    }
    game = position("challenges.before", players)
    win_unopposed(game, "military", "P2", "A.11089")
    assert game.zone("P2", "dead") == ["B.15007"]
    assert "B.T01" in game.zone("P2", "hand")


def test_a_duplicate_on_an_attachment_leaves_with_it():
    """Widow's Wail with a duplicate under it sits on Jhogo; when he dies, the attachment returns to
    hand and its duplicate is discarded, neither left behind. rules: agot2.leave-play, agot2.unique.duplicate
    """
    wail = "01096"
    players = {
        "P1": side(in_play=[DOGS, SELLSWORD]),
        "P2": side(in_play=[{"card": JHOGO, "kneeling": True, "attachments": [wail]}], hand=[wail]),
    }
    game = position("challenges.before", players)
    game.add_duplicate("P2", f"B.{wail}.2", "hand")
    assert game.card(f"B.{wail}.2").attached_to == f"B.{wail}"
    win_unopposed(game, "military", "P2", "A.11089")
    assert f"B.{wail}" in game.zone("P2", "hand") and game.zone("P2", "discard") == [f"B.{wail}.2"]
    assert game.card(f"B.{wail}.2").attached_to is None and game.invariants() == []


DECK = """faction: lannister
cards:
  "01089": 1
  {extra}
"""


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ('"99999": 1', "line 4: unknown card code '99999'"),
        ('"01004": 3', "line 4: A Noble Cause: 3 copies; at most 2"),
        ('"01160": 1', "line 4: Daenerys Targaryen is a Targaryen card; this is a Lannister deck"),
        ('"01027": x', "line 4: copies of '01027' must be a number"),
    ],
)
def test_a_deck_list_names_the_line_of_what_is_wrong(extra, message):
    """rule: agot2.cards.agenda"""
    with pytest.raises(EngineError, match=message):
        read_deck(DECK.format(extra=extra), "my deck")


def test_a_deck_list_too_small_says_how_small():
    """rule: agot2.cards.agenda"""
    with pytest.raises(EngineError, match="the draw deck has 1 cards; it needs at least 60"):
        read_deck(DECK.format(extra=""), "my deck")


def test_the_summarys_vigilant_and_vindictive_stand_when_the_attacker_wins():
    """With option summary_keywords, a Baratheon attacker that wins stands, and a Martell defender
    that loses stands. rules: agot2.kw.vigilant, agot2.kw.vindictive
    """
    players = {"P1": side("baratheon", in_play=["01055"]), "P2": side("martell", in_play=["01113"])}
    scenario = {"game": "agot2", "title": "t", "start": "challenges.before", "first_player": "P1", "active": "P1"}
    game = Agot2(
        seed=0, options={"windows": "all", "summary_keywords": True}, scenario={**scenario, "players": players}
    )
    until(game, "challenge:military@P2")
    game.choose("attack:A.01055")
    game.choose("done")
    until(game, "defend:B.01113")
    game.choose("done")
    while game.state.challenge is not None and game.decision.option("pass"):
        game.choose("pass")
    stood = [e.data["card"] for e in game.events if e.kind == "stood"]
    assert stood == ["A.01055", "B.01113"]


def test_two_cost_reductions_apply_to_the_same_card():
    """Winterfell Steward and Heart Tree Grove both knelt: the next Stark character costs 2 less, and
    both reductions are used up. rule: agot2.marshal
    """
    players = {"P1": side("stark", in_play=["01152", "01156"], hand=["01149"], gold=0), "P2": side()}
    game = position("marshalling.marshal", players)
    game.choose("act:A.01152")
    until(game, "act:A.01156")
    until(game, "marshal:A.01149")  # Direwolf Pup, cost 2, for nothing
    assert game.is_in_play("A.01149") and game.player("P1").gold == 0
    assert not any(isinstance(e, Reducer) for e in game.state.lasting)


def test_two_copies_of_a_card_in_different_piles_are_told_apart_in_options():
    """Summer entering play may return Arya Stark from the discard pile or from the dead pile: the
    two options name the pile, so they do not read alike. rule: agot2.timing.types
    """
    game = position(
        "marshalling.marshal",
        {"P1": side("stark", gold=5, hand=["01148"], discard=["01141"], dead=["01141"]), "P2": side()},
    )
    until(game, "marshal:A.01148")
    labels = sorted(o.label for o in game.decision.options if o.id.startswith("react:A.01148"))
    assert labels == ["Summer → Arya Stark (dead pile)", "Summer → Arya Stark (discard pile)"]


def test_a_player_eliminated_during_a_challenge_ends_it_with_no_defenders_and_no_winner():
    """P1 attacks P2 in a melee; in the action window after attackers, P2's Gates of Winterfell
    draws the last card of P2's deck, so P2 is eliminated: no defenders are declared, nobody wins
    the challenge, and the game goes on between P1 and P3. rule: agot2.end.eliminate
    """
    players = {
        "P1": side(deck=["01168"] * 5, title="Master of Coin", in_play=[JHOGO]),
        "P2": side("stark", deck=["01152"], in_play=["01154"], title="Master of Laws"),
        "P3": side(deck=["01168"] * 5, title="Hand of the King"),
    }
    game = position("challenges.before", players)
    until(game, "challenge:military@P2")
    until(game, f"attack:A.{JHOGO}")
    until(game, "act:B.01154")
    assert game.player("P2").eliminated and not game.over
    assert not any(e.kind in ("challenge-won", "no-winner") for e in game.events)
    assert all(not o.id.startswith("defend:") for o in game.decision.options)
    assert "P2" not in game.opponents("P1") and "P3" in game.opponents("P1")


def test_at_setup_an_attachment_goes_on_a_placed_character_never_on_its_duplicate():
    """Daenerys placed, then a second Daenerys as her duplicate: Little Bird is offered onto the
    first only. rules: agot2.setup.place, agot2.unique.duplicate
    """
    game = position("setup.place", {"P1": side(hand=["01160", "01160", "01034"]), "P2": side()})
    game.choose("place:A.01160")
    game.choose("place:A.01160.2@A.01160")
    assert [o.id for o in game.decision.options if o.id.startswith("place:A.01034")] == ["place:A.01034@A.01160"]


def test_a_card_immune_to_events_is_never_their_target_and_the_refusal_says_so():
    """Unbowed Sentinel (a teaching card) is immune to events: Whisper in the Dark may kneel the other
    2-strength character, never the Sentinel, and choosing it is refused with rule agot2.kw.immune."""
    game = position(
        "challenges.before",
        {"P1": side(hand=["T03"]), "P2": side("lannister", in_play=["T04", "Burned Men"])},
    )
    sentinel, guard = (c.uid for c in game.characters("P2"))
    whisper = game.zone("P1", "hand")[0]
    targets = {o.targets[0] for o in game.decision.options if o.subject == whisper}
    assert guard in targets and sentinel not in targets
    refused = next(r for r in game.decision.rejected if r.subject == whisper and sentinel in r.targets)
    assert refused.rule == "agot2.kw.immune" and "immune to events" in refused.reason
    with pytest.raises(IllegalChoice, match="immune to events"):
        game.choose(refused.id)
