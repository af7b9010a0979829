"""The glossary search as a learner meets it: typed without Polish letters, inflected, by card name, misspelt."""

from functools import cache

import pytest

import engine
from tutor.app import lesson_links
from tutor.glossary import (
    Entry,
    Glossary,
    card_lessons,
    fold,
    glossary_entries,
    mentioned,
    no_match_message,
    search,
    word_matches,
)

GAMES = tuple(engine.GAMES)


@cache
def entries(game: str) -> tuple[Entry, ...]:
    return tuple(glossary_entries(game, lesson_links(game)))


def found(game: str, query: str) -> list[str]:
    """The ids of what a query finds, best first."""
    return [e.id for e in search(entries(game), query)]


def first(game: str, query: str) -> str:
    return found(game, query)[0]


def entry(game: str, kind: str, entry_id: str) -> Entry:
    return next(e for e in entries(game) if e.kind == kind and e.id == entry_id)


# -- folding -----------------------------------------------------------------------------------


def test_case_and_polish_letters_fold_both_ways():
    assert fold("SKRYTOŚĆ") == fold("Skrytość") == fold("skrytosc") == "skrytosc"
    assert fold("Łupy Wojenne") == "lupy wojenne"  # ł/Ł do not decompose under NFKD
    assert fold("Zakończenie gry") == "zakonczenie gry"


@pytest.mark.parametrize("query", ["skrytosc", "SKRYTOŚĆ", "Skrytość", "skrytość", "SKRYTOSC", "Stealth", "STEALTH"])
def test_stealth_is_found_however_it_is_typed(query):
    assert first("agot", query) == "keywords.stealth"


# -- Polish and English word forms --------------------------------------------------------------


@pytest.mark.parametrize("query", ["Wyzwanie", "wyzwanie", "wyzwania", "wyzwań", "wyzwan"])
def test_wyzwanie_finds_the_challenges_phase(query):
    """The phase is "Faza wyzwań" (rule challenges); the claims are "Wyzwanie wojskowe" and so on."""
    ids = found("agot", query)
    assert ids[0] == "challenges"
    assert {"challenges.claim.military", "challenges.unopposed"} <= set(ids)
    assert all(i.startswith("challenges") for i in ids)  # no stray rules


@pytest.mark.parametrize("query", ["dominacja", "Dominacji", "dominance", "DOMINANCE"])
def test_dominance_in_either_language(query):
    assert first("agot", query) == "dominance"  # rule dominance: "Faza dominacji"


def test_english_plurals_and_partial_words_find_the_rule():
    assert "challenges.claim" in found("agot", "claims")
    assert first("agot", "renow") == "keywords.renown"  # still typing
    assert first("shadow-throne", "kings") == "powers.king"


def test_a_shared_beginning_does_not_make_stealth_an_assassin():
    """Skrytość (Stealth) and Skrytobójca (Assassin) share six letters; they are different words."""
    assert not word_matches("skrytosc", "skrytobojca")
    assert found("shadow-throne", "skrytosc") == []
    assert found("agot", "skrytobojca") == []


def test_every_word_of_a_query_must_match():
    assert first("agot", "military claim") == "challenges.claim.military"
    assert found("agot", "stark escort") == ["stark-escort"]
    assert found("agot", "claim xyzzy") == []


def test_title_or_term_matches_come_before_summary_matches():
    for game, query in [
        ("agot", "dominance"),
        ("agot", "stealth"),
        ("alliances", "triumph"),
        ("shadow-throne", "exchange"),
    ]:
        results = search(entries(game), query)
        in_title = [any(word_matches(w, t) for w in query.split() for t in e.head) for e in results]
        assert in_title == sorted(in_title, reverse=True), (game, query)
        assert in_title[0] and not in_title[-1], (game, query)


# -- cards --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "polish", "english", "card"),
    [
        ("agot", "eskorta starkow", "Stark Escort", "stark-escort"),
        ("agot", "lod", "Ice", "ice"),
        ("shadow-throne", "sedzia", "Judge", "judge"),
        ("shadow-throne", "krolowa", "Queen", "queen"),
        ("alliances", "cien zabojca", "Shadow Assassin", "cien-zabojca"),
        ("alliances", "zloto", "gold", "zloto"),
    ],
)
def test_a_card_is_found_by_its_polish_name_without_diacritics_or_its_english_name(game, polish, english, card):
    for query in (polish, english):
        top = [(e.kind, e.id) for e in search(entries(game), query)[:2]]
        # first, or second after the rule named after it (W Cieniu Tronu: rule powers.judge is "Sędzia")
        assert ("card", card) in top, query


def test_a_card_entry_names_its_rule():
    arya = entry("agot", "card", "arya-stark")
    assert arya.rule == "keywords.stealth" and arya.rule_title == "Stealth"
    assert entry("shadow-throne", "card", "judge").rule == "powers.judge"
    assert entry("alliances", "card", "przekupstwo").rule == "cards.bribery"


@pytest.mark.parametrize("game", GAMES)
def test_card_index_lists_each_card_once_with_a_known_rule(game):
    cards = engine.card_index(game)
    rules = engine.rules(game)
    assert len({c.id for c in cards}) == len(cards)
    assert all(c.name_pl and c.name_en and c.kind and c.text for c in cards)
    assert all(c.rule is None or c.rule in rules for c in cards)


def test_card_index_reads_the_data_each_engine_loads():
    from engine.agot.cards import library
    from engine.alliances.cards import standard
    from engine.shadow_throne.cards import CHARACTERS

    assert {c.id for c in engine.card_index("agot")} == set(library().cards)
    deck = standard()
    assert {c.id for c in engine.card_index("alliances")} == set(deck.cards()) | {c.id for c in deck.leaders}
    assert [c.name_pl for c in engine.card_index("shadow-throne")][:9] == [c.name_pl for c in CHARACTERS.values()]
    with pytest.raises(engine.EngineError, match="unknown game id"):
        engine.card_index("chess")


# -- which lessons use a card ---------------------------------------------------------------------


def test_a_card_lists_the_lessons_that_use_it():
    # lesson 4 has Arya attack (attack:S.arya-stark); lesson 5 has the Sędzia repeat a power
    assert "04-challenges.ipynb" in dict(entry("agot", "card", "arya-stark").lessons).values()
    assert "05-powers.ipynb" in dict(entry("shadow-throne", "card", "judge").lessons).values()
    # Cersei plays Zdrada (Betrayal) in lesson 4
    assert "04-bidding-and-ties.ipynb" in dict(entry("alliances", "card", "zdrada").lessons).values()


def test_a_card_no_lesson_names_lists_none():
    assert card_lessons("agot").get("summer") is None  # only "The Long Summer", a plot, is named
    assert entry("agot", "card", "summer").lessons == ()


def test_names_and_ids_are_found_whole():
    agot, alliances = engine.card_index("agot"), engine.card_index("alliances")
    assert mentioned("Stark plays The Long Summer.", agot) == {"the-long-summer"}
    assert mentioned("attack:S.arya-stark", agot) == {"arya-stark"}
    assert mentioned("the Hound defends", agot) == {"the-hound"}
    assert mentioned("play:stal.2", alliances) == {"stal"}
    assert mentioned("installed, stalemate", alliances) == set()


def test_the_widget_shows_a_card_with_its_rule_and_lessons():
    g = Glossary("agot", lesson_links("agot"))
    g.search.value = "arya"
    assert "card: character" in g.entries.value and "Rule: Stealth" in g.entries.value
    assert "04-challenges.ipynb" in g.entries.value


# -- nothing found --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "typo", "meant"),
    [("agot", "stelth", "Stealth"), ("shadow-throne", "sedzja", "Sędzia (Judge)"), ("alliances", "zdrda", "Zdrada")],
)
def test_a_misspelt_word_gets_the_no_match_message_with_the_closest_titles(game, typo, meant):
    assert found(game, typo) == []
    message = no_match_message(entries(game), typo)
    assert message.startswith(f"No rule or card matches '{typo}'. Did you mean: ") and meant in message


def test_nonsense_is_not_answered_with_random_titles():
    message = no_match_message(entries("agot"), "qwxz")
    assert message.startswith("No rule or card matches 'qwxz'.") and "Did you mean" not in message


def test_the_no_match_message_is_escaped_on_the_page():
    g = Glossary("agot")
    g.search.value = "<script>x</script>"
    assert "No rule or card matches" in g.entries.value
    assert "<script>" not in g.entries.value and "&lt;script&gt;" in g.entries.value


# -- short words ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("query", ["a", "s", "st", "w", "the"])
def test_short_words_do_not_flood_the_list(game, query):
    results = search(entries(game), query)
    assert len(results) < len(entries(game)) / 4
    # what they do find begins with them: the learner is typing a title or a name
    assert all(any(p.startswith(fold(query)) for p in e.phrases) for e in results)


def test_short_words_beside_a_real_word_are_ignored():
    assert found("agot", "the claim") == found("agot", "claim")
    assert first("agot", "w grze") == "cards.in-play"  # "W grze" (In play)


def test_an_empty_query_shows_every_rule_then_every_card():
    everything = search(entries("alliances"), "")
    assert everything == list(entries("alliances"))
    kinds = [e.kind for e in everything]
    assert kinds == sorted(kinds, key=lambda k: k != "rule")
