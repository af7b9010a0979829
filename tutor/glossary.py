"""The glossary: every rule of the catalogue and every card, English and Polish, searchable,
with the lessons using each.

The search is a pure function over :class:`Entry` values (:func:`search`); the widget only
renders what it returns. A query is folded (case, Polish diacritics, ``ł``) and cut into words;
each query word must match some word of an entry, where two words match when one begins the
other or they share a long enough beginning (Polish and English endings change:
``wyzwanie`` / ``wyzwań``, ``dominacja`` / ``dominacji``).

>>> fold("Skrytość, ŁUPY")
'skrytosc, lupy'
>>> word_matches("wyzwanie", "wyzwan"), word_matches("skrytosc", "skrytobojca")
(True, False)
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import cache, cached_property
from pathlib import Path
from typing import Any

import ipywidgets as widgets

import engine
from engine.core.cards import CardEntry, bilingual

from .lesson import LESSONS, LessonFile, load_lesson
from .style import esc

Links = list[tuple[str, str]]  # [(lesson title, link relative to the lesson folder)]

#: Common words of 3 letters or more that say nothing on their own (shorter words never search summaries).
STOP_WORDS = frozenset({"the", "and", "for", "its", "with", "from", "you", "your", "are"})  # English
STOP_WORDS |= {"sie", "lub", "oraz", "jest", "jak", "dla"}  # Polish, folded
#: How close a title must be to a query (difflib ratio) to be suggested when nothing matches.
SUGGEST_CUTOFF = 0.8
#: Endings a card name may take in a lesson's text: English plural and possessive, Polish cases.
_ENDINGS = "(?:'s|s|es|a|e|i|u|y|em|om|ie|ej|ego|emu|ow|ami|ach)?"
_LEADING_ARTICLE = re.compile(r"^(?:The|A|An) (?=\w)")


def fold(text: str) -> str:
    """Lower case without diacritics: ``Skrytość`` -> ``skrytosc`` (``ł`` -> ``l`` too)."""
    return _plain(text).casefold()


def _plain(text: str) -> str:
    """The text without diacritics, case kept (``ł``/``Ł`` do not decompose: mapped by hand)."""
    text = text.replace("ł", "l").replace("Ł", "L")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """The folded words of a text; apostrophes vanish (``H'ghar`` -> ``hghar``), ids split at dots."""
    return re.findall(r"[^\W_]+", re.sub(r"['’]", "", fold(text)))


def word_matches(query_word: str, text_word: str) -> bool:
    """Whether a (folded) query word finds a (folded) word of a text.

    Equal words match. A query of 3 letters or more matches the words it begins (a learner
    still typing). A text word of 4 letters or more matches a query that extends it by at most
    3 letters (``challenge`` for ``challenges``, ``wyzwan`` for ``wyzwanie``). Otherwise the two
    must share a beginning of 5 letters or more that leaves at most 2 letters of the shorter word
    and at most 3 of the longer one (``dominacja`` / ``dominacji``, not ``skrytosc`` /
    ``skrytobojca``). Numbers match only themselves.
    """
    q, t = query_word, text_word
    if q == t:
        return True
    if q.isdigit() or t.isdigit() or len(q) < 3:
        return False
    if t.startswith(q):
        return True
    if q.startswith(t):
        return len(t) >= 4 and len(q) - len(t) <= 3
    common = next((i for i, (x, y) in enumerate(zip(q, t, strict=False)) if x != y), min(len(q), len(t)))
    shorter, longer = sorted((len(q), len(t)))
    return common >= 5 and common >= shorter - 2 and longer - common <= 3


def _weak(word: str) -> bool:
    """A query word too short or too common to search the summaries with."""
    return len(word) < 2 or (not word.isdigit() and (len(word) < 3 or word in STOP_WORDS))


@dataclass(frozen=True)
class Entry:
    """One glossary entry: a rule of the catalogue or a card ("rule" or "card" in ``kind``)."""

    kind: str
    id: str
    title: str  # a rule's English title, a card's English name
    term_pl: str  # a rule's Polish term, a card's Polish name
    summary: str  # a rule's summary, a card's text
    reading: str = ""  # our reading of an unclear rule
    card_kind: str = ""  # character, event, ally, influence card, ...
    rule: str | None = None  # a card's related rule
    rule_title: str = ""
    lessons: tuple[tuple[str, str], ...] = ()

    @property
    def label(self) -> str:
        """The name a learner reads: a rule's title with its Polish term, a card's Polish and English names."""
        if self.kind == "card":
            return bilingual(self.term_pl, self.title)
        has_term = self.term_pl not in ("", "-") and fold(self.term_pl) not in fold(self.title)
        return f"{self.title} ({self.term_pl})" if has_term else self.title

    @cached_property
    def phrases(self) -> tuple[str, str]:
        """The title and the Polish term (or the card's names), folded, words joined by one space."""
        return " ".join(words(self.title)), " ".join(words(self.term_pl))

    @cached_property
    def head(self) -> tuple[str, ...]:
        """The words of the id, the title and the Polish term (or the card's names)."""
        return tuple(words(f"{self.id} {self.title} {self.term_pl}"))

    @cached_property
    def body(self) -> tuple[str, ...]:
        """The words of the summary and the reading (or the card's kind and text)."""
        return tuple(words(f"{self.card_kind} {self.summary} {self.reading}"))


def rule_entries(rules: Iterable[engine.Rule], lessons: dict[str, Links] | None = None) -> list[Entry]:
    """The rules as glossary entries, with the lessons that teach each (rule id -> lessons)."""
    lessons = lessons or {}
    return [
        Entry("rule", r.id, r.title, r.term_pl, r.summary, r.reading, lessons=tuple(lessons.get(r.id, ())))
        for r in rules
    ]


def card_entries(
    cards: Iterable[CardEntry], rules: dict[str, engine.Rule] | None = None, lessons: dict[str, Links] | None = None
) -> list[Entry]:
    """The cards as glossary entries, with their rule's title and the lessons using each (card id -> lessons)."""
    rules, lessons = rules or {}, lessons or {}
    return [
        Entry(
            "card",
            c.id,
            c.name_en,
            c.name_pl,
            c.text,
            card_kind=c.kind,
            rule=c.rule,
            rule_title=rules[c.rule].title if c.rule in rules else "",
            lessons=tuple(lessons.get(c.id, ())),
        )
        for c in cards
    ]


def glossary_entries(game_id: str, lessons: dict[str, Links] | None = None) -> list[Entry]:
    """All entries of a game: its rules (linked to ``lessons``, rule id -> lessons), then its cards
    (linked to the lessons whose script names them)."""
    rules = engine.rules(game_id)
    cards = engine.card_index(game_id)
    return rule_entries(rules.values(), lessons) + card_entries(cards, rules, card_lessons(game_id, cards))


# -- which lessons use a card -------------------------------------------------------------------


def _strings(value: Any) -> Iterable[str]:
    """Every string inside a value of a lesson file (quiz entries nest lists and mappings)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


def lesson_text(lesson: LessonFile) -> str:
    """What a lesson says and plays: its beats' text, done, expect and play, and its quiz, one per line."""
    parts = [s for b in lesson.beats for s in (b.text, b.done, *b.expected, *b.play)]
    parts += list(_strings(lesson.quiz))
    return "\n".join(p for p in parts if p)


def _name_pattern(name: str) -> str:
    """A card name as written in a lesson (case kept, diacritics dropped), with a Polish or English ending.

    A leading English article may be lower case or missing (``the Hound``); a long last word
    ending in a vowel may lose it to a Polish ending (``Królowa`` -> ``Królowej``).
    """
    name = _LEADING_ARTICLE.sub("", _plain(name).strip())
    if len(name.split()[-1]) >= 6 and name[-1] in "aeiouy":
        return re.escape(name[:-1]) + f"(?:{re.escape(name[-1])}|ej|ie|ego|emu|y|i|e|a|u|om|ow|ami|ach)"
    return re.escape(name) + _ENDINGS


@cache
def _finders(cards: tuple[CardEntry, ...]) -> tuple[re.Pattern[str], list[str], re.Pattern[str]]:
    """One pattern for all the names (longest first; group i is card ``owners[i - 1]``), one for all ids."""
    names = sorted({(_plain(n), c.id) for c in cards for n in (c.name_en, c.name_pl)}, key=lambda n: -len(n[0]))
    owners = [card_id for _, card_id in names]
    by_name = re.compile(r"(?<!\w)(?:" + "|".join(f"({_name_pattern(n)})" for n, _ in names) + r")(?!\w)")
    ids = sorted({c.id for c in cards}, key=len, reverse=True)
    by_id = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
    return by_name, owners, by_id


def mentioned(text: str, cards: Sequence[CardEntry]) -> set[str]:
    """The ids of the cards a text names: by English or Polish name, or by card id.

    The longest name wins where names overlap, so "The Long Summer" is not also Summer; ids
    count only as whole ids (``S.arya-stark``, ``stal.2``), never inside a longer id.
    """
    if not cards:
        return set()
    by_name, owners, by_id = _finders(tuple(cards))
    found = {owners[m.lastindex - 1] for m in by_name.finditer(_plain(text)) if m.lastindex}
    known = {c.id for c in cards}
    return found | {m.group(1) for m in by_id.finditer(text) if m.group(1) in known}


def card_lessons(game_id: str, cards: Sequence[CardEntry] | None = None) -> dict[str, Links]:
    """For each card, the lessons of the game whose script names it: card id -> [(title, notebook)]."""
    cards = tuple(engine.card_index(game_id) if cards is None else cards)
    files = tuple((p, p.stat().st_mtime_ns) for p in sorted((LESSONS / game_id).glob("*.yaml")))
    return {card_id: list(links) for card_id, links in _card_lessons(files, cards).items()}


@cache
def _card_lessons(
    files: tuple[tuple[Path, int], ...], cards: tuple[CardEntry, ...]
) -> dict[str, tuple[tuple[str, str], ...]]:
    """card_lessons, read once for each version of the lesson files (the key holds their times)."""
    out: dict[str, list[tuple[str, str]]] = {}
    for path, _ in files:
        lesson = load_lesson(path)
        for card_id in sorted(mentioned(lesson_text(lesson), cards)):
            out.setdefault(card_id, []).append((lesson.title, path.with_suffix(".ipynb").name))
    return {card_id: tuple(links) for card_id, links in out.items()}


# -- the search ---------------------------------------------------------------------------------


def search(entries: Sequence[Entry], query: str) -> list[Entry]:
    """The entries matching every word of ``query``; those matching in their title, term or
    name come before those matching only in their summary or text, rules before cards.

    Short or common words (``a``, ``w``, ``the``) are left out when the query has other words;
    alone, they are the beginning of a title, term or name (``st`` finds Stealth and Standing,
    not every summary with a word in "st"). An empty query gives every entry, in order.
    """
    qwords = words(query)
    if not qwords:  # nothing typed yet: every entry; only signs: nothing to find
        return [] if query.strip() else list(entries)
    strong = [w for w in qwords if not _weak(w)]
    ranked = []
    for i, e in enumerate(entries):
        if not strong:  # only short or common words: the beginning of a title, term or name
            start = " ".join(qwords)
            if not any(phrase.startswith(start) for phrase in e.phrases):
                continue
            missing = 0
        else:
            in_head = [any(word_matches(w, t) for t in e.head) for w in strong]
            if not all(h or any(word_matches(w, t) for t in e.body) for w, h in zip(strong, in_head, strict=True)):
                continue
            missing = in_head.count(False)
        exact = " ".join(qwords) in e.phrases
        ranked.append(((missing, not exact, e.kind != "rule", i), e))
    return [e for _, e in sorted(ranked, key=lambda r: r[0])]


def suggestions(entries: Sequence[Entry], query: str, n: int = 3) -> list[str]:
    """The labels of the entries whose title, term or name is closest to the query (difflib),
    at most ``n``, none below :data:`SUGGEST_CUTOFF`."""
    qwords = [w for w in words(query) if not _weak(w)] or words(query)
    whole = " ".join(qwords)
    if not whole:
        return []
    scored: list[tuple[float, int, str]] = []
    for i, e in enumerate(entries):
        best = 0.0
        for name in (e.title, e.term_pl):
            nwords = words(name)
            pairs = [(whole, " ".join(nwords))] + [(q, t) for q in qwords for t in nwords if len(t) >= 3]
            for a, b in pairs:
                m = SequenceMatcher(None, a, b)
                if m.real_quick_ratio() > best and m.quick_ratio() > best:
                    best = max(best, m.ratio())
        if best >= SUGGEST_CUTOFF:
            scored.append((-best, i, e.label))
    out: list[str] = []
    for _, _, label in sorted(scored):
        if label not in out:
            out.append(label)
    return out[:n]


def no_match_message(entries: Sequence[Entry], query: str) -> str:
    """What the glossary says when nothing matches: the query, and the closest titles if any."""
    close = suggestions(entries, query)
    said = f"No rule or card matches '{query.strip()}'."
    if close:
        return f"{said} Did you mean: {', '.join(close)}?"
    return f"{said} Try one word, in English or Polish, or the beginning of a card's name."


# -- the widget ---------------------------------------------------------------------------------


def render(entry: Entry) -> str:
    """One entry as HTML (every text escaped)."""
    links = ", ".join(f'<a href="{esc(href)}">{esc(t)}</a>' for t, href in entry.lessons)
    lessons = f'<div class="rt-why">Lessons: {links}</div>' if links else ""
    if entry.kind == "card":
        rule = (
            f'<div class="rt-why">Rule: {esc(entry.rule_title or entry.rule)} [{esc(entry.rule)}]</div>'
            if entry.rule
            else ""
        )
        return (
            f"<div><b>{esc(entry.label)}</b> <span class='rt-why'>card: {esc(entry.card_kind)} [{esc(entry.id)}]</span>"
            f"<div>{esc(entry.summary)}</div>{rule}{lessons}</div><hr>"
        )
    reading = f'<div class="rt-why">Our reading: {esc(entry.reading)}</div>' if entry.reading else ""
    return (
        f"<div><b>{esc(entry.title)}</b> — <i>{esc(entry.term_pl)}</i> <span class='rt-why'>[{esc(entry.id)}]</span>"
        f"<div>{esc(entry.summary)}</div>{reading}{lessons}</div><hr>"
    )


class Glossary(widgets.VBox):
    """Search the rules catalogue and the cards; each entry links to the lessons that use it."""

    def __init__(self, game_id: str = "agot", lessons: dict[str, Links] | None = None):
        super().__init__()
        self.game_id = game_id
        self.rules = engine.rules(game_id)
        self.lessons = lessons or {}  # rule id -> [(lesson title, link)]
        self.index = glossary_entries(game_id, self.lessons)
        self.search = widgets.Text(
            placeholder="search: claim, Skrytość, dominance, a card's name…", description="Find", continuous_update=True
        )
        self.entries = widgets.HTML()
        self.search.observe(lambda ch: self.refresh(), names="value")
        self.children = [self.search, self.entries]
        self.refresh()

    def matches(self) -> list[Entry]:
        """The entries matching the search text, best first."""
        return search(self.index, self.search.value)

    def refresh(self) -> None:
        """Show the entries matching the search text, or why none does."""
        found = self.matches()
        if found:
            self.entries.value = "".join(render(e) for e in found)
        else:
            self.entries.value = f"<i>{esc(no_match_message(self.index, self.search.value))}</i>"
