"""The plot draft variant (WARIANT DRAFTOWANIA FABUŁY)."""

from helpers import events

from engine.agot import Agot


def test_draft_deals_three_passes_two_and_ends_with_seven_of_thirteen():
    # rules: draft.deal, draft.pick, draft.pass, draft.second-pick, draft.final
    g = Agot(seed=5, options={"draft": True, "windows": "auto"})
    assert g.node == "draft.pick" and len(g.state.draft_deck) == 12
    assert len(g.state.draft_hands["Stark"]) == 3
    first = g.decision.options[0]
    g.choose(first.id)
    # Stark's pick is secret
    assert first.subject not in str(g.view("Lannister").to_json())
    g.choose(g.decision.ids[0])
    # the two plots left were handed across
    stark_hand = g.state.draft_hands["Stark"]
    assert len(stark_hand) == 2 and g.node == "draft.second-pick"
    assert all(g.card(u).owner == "" for u in stark_hand)
    while g.node != "draft.final":
        g.choose(g.decision.ids[0])
    assert all(len(g.zone(p, "plots")) == 13 for p in g.players)  # 7 of the house, 6 drafted
    assert len(g.state.box) == 6 and g.state.draft_deck == []
    assert "keep 7 more" in g.decision.prompt
    while g.node == "draft.final":
        g.choose(g.decision.ids[-1])
    for p in g.players:
        assert len(g.zone(p, "plots")) == 7 and g.zone(p, "drafted") == []
    assert len(g.state.box) == 6 + 12  # 6 from passing, 6 per player not kept
    assert [e.rule for e in events(g, "draft")][-2:] == ["draft.final", "draft.final"]
    assert g.node == "setup.mulligan"
