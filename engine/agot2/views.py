"""What each player may see of a 2nd-edition table: typed views built without what the viewer may
not know. Other players' hands, decks, plot decks, chosen plots, setup cards, cards in shadows and
titles chosen but not yet revealed are left out (only their number shows); a player sees what their
own shadow cards are. rules: agot2.cards.zones, agot2.kw.shadow, agot2.melee.select
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cardgame import views as kit
from engine.cardgame.names import copy_number
from engine.cardgame.views import Modifier

from . import challenges, effects, titles
from .cards import FACTIONS

if TYPE_CHECKING:
    from .game import Agot2


@dataclass(frozen=True)
class CardView:
    """A face-up card: its printed values and its state on the table."""

    uid: str
    id: str
    name: str
    type: str
    faction: str
    cost: int | str | None  # "X" for an event whose cost is paid as it is played
    unique: bool
    keywords: tuple[str, ...]
    traits: tuple[str, ...]
    ability: str
    owner: str
    teaching: bool = False
    attached_to: str | None = None
    strength: int | None = None
    printed_strength: int | None = None
    icons: tuple[str, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    income: int | None = None  # plots
    initiative: int | None = None
    claim: int | None = None
    reserve: int | None = None
    in_play: bool = False
    kneeling: bool = False
    power: int = 0
    gold: int = 0  # Bestow gold on it
    attached: tuple[str, ...] = ()
    facedown_duplicates: int = 0  # under it, unknown to the viewer (Arya Stark's)
    copy: int = 1


@dataclass(frozen=True)
class TitleView:
    """A title held this round: whom it supports and rivals."""

    uid: str
    name: str
    effect: str
    supports: str | None
    rivals: tuple[str, ...]


@dataclass(frozen=True)
class PlayerView:
    """One player's area. Hidden zones are None for other viewers; their sizes always show."""

    faction: str
    faction_id: str  # the faction's key (stark, lannister...), for colours
    agenda: str | None
    gold: int
    power: int  # on the faction card
    total_power: int
    faction_kneeling: bool
    eliminated: bool
    deck: int
    hand: tuple[CardView, ...] | None
    hand_size: int
    setup_size: int
    setup: tuple[CardView, ...] | None
    shadows: tuple[CardView, ...] | None  # face down: only their owner knows them
    shadows_size: int
    plots: tuple[CardView, ...] | None
    plots_left: int
    plot_chosen: bool
    chosen_plot: str | None  # which of the plots, to its owner only
    play: tuple[CardView, ...]
    duplicates: tuple[CardView, ...]
    discard: tuple[CardView, ...]
    dead: tuple[CardView, ...]
    revealed: tuple[CardView, ...]
    used_plots: tuple[CardView, ...]
    title: TitleView | None  # once revealed (or to its own bearer)
    title_chosen: bool
    reserve: int
    limited_played: bool
    challenges_made: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class ChallengeView(kit.ChallengeView):
    """The challenge being fought, and the opponent it was first initiated against (before a redirect)."""

    initiated_against: str = ""


@dataclass(frozen=True)
class Table2:
    """The whole table as one viewer sees it."""

    initiative: str | None
    title_pool: tuple[TitleView, ...]  # face up between rounds; while titles are chosen, only those left aside
    titles_aside: int  # set aside unseen this round
    challenge: ChallengeView | None
    players: dict[str, PlayerView]


def card_view(game: Agot2, uid: str, hidden: frozenset[str] = frozenset()) -> CardView:
    """A face-up card; a character in play shows strength and icons with every modifier. Cards on it
    in ``hidden`` (face-down duplicates the viewer may not see) are only counted.
    """
    card = game.card(uid)
    d = card.data
    extra: dict = {}
    if d.type == "character":
        in_play = game.is_in_play(uid)
        extra.update(
            strength=game.strength(uid),
            printed_strength=d.strength,
            icons=tuple(
                i for i in ("military", "intrigue", "power") if i in (effects.icons(game, uid) if in_play else d.icons)
            ),
            modifiers=tuple(Modifier(game.card(s).name, n, k) for s, n, k in effects.modifiers(game, uid))
            if in_play
            else (),
        )
    if d.type == "plot":
        extra.update(income=d.income, initiative=d.initiative, claim=d.claim, reserve=d.reserve)
    if game.is_in_play(uid):
        extra.update(
            in_play=True,
            kneeling=card.kneeling,
            power=card.power,
            gold=card.gold,
            attached=tuple(a.uid for a in game.attached(uid) if a.uid not in hidden),
            facedown_duplicates=sum(a.uid in hidden for a in game.attached(uid)),
        )
    return CardView(
        uid=uid,
        id=d.id,
        name=d.name,
        type=d.type,
        faction=d.faction,
        cost="X" if d.x_cost else d.cost,
        unique=d.unique,
        keywords=tuple(f"{k} ({d.x(k)})" if d.x(k) is not None else k for k in d.keywords),
        traits=d.traits,
        ability=d.ability,
        owner=card.owner,
        teaching=d.teaching,
        attached_to=card.attached_to,
        copy=copy_number(uid),
        **extra,
    )


def title_view(game: Agot2, uid: str) -> TitleView:
    """A title with its relations, by name."""
    code = game.card(uid).data.id
    support, rivalled = titles.RELATIONS[code]
    names = titles.library_names(game)
    return TitleView(
        uid, game.card(uid).name, titles.EFFECTS[code], names.get(support or ""), tuple(names[r] for r in rivalled)
    )


def player_view(game: Agot2, name: str, own: bool, hidden: frozenset[str] = frozenset()) -> PlayerView:
    """One player's area as a viewer sees it (``own``: the viewer may see its hidden zones;
    ``hidden``: the face-down duplicates the viewer may not see, left out).
    """
    p = game.player(name)

    def cards(uids: list[str]) -> tuple[CardView, ...]:
        return tuple(card_view(game, u, hidden) for u in uids if u not in hidden)

    def secret(zone: str) -> tuple[CardView, ...] | None:
        return cards(p.zones[zone]) if own else None

    held = p.zones["title"]
    shown = held and (own or not game.card(held[0]).facedown)
    return PlayerView(
        faction=FACTIONS.get(p.faction, p.faction),
        faction_id=p.faction,
        agenda=game.library[p.agenda].name if p.agenda else None,
        gold=p.gold,
        power=p.power,
        total_power=game.total_power(name),
        faction_kneeling=p.faction_kneeling,
        eliminated=p.eliminated,
        deck=len(p.zones["deck"]),
        hand=secret("hand"),
        hand_size=len(p.zones["hand"]),
        setup=secret("setup"),
        setup_size=len(p.zones["setup"]),
        shadows=secret("shadows"),
        shadows_size=len(p.zones["shadows"]),
        plots=secret("plots"),
        plots_left=len(p.zones["plots"]),
        plot_chosen=p.chosen_plot is not None,
        chosen_plot=p.chosen_plot if own else None,
        play=cards(p.zones["play"]),
        duplicates=cards(p.zones["duplicates"]),
        discard=cards(p.zones["discard"]),
        dead=cards(p.zones["dead"]),
        revealed=cards(p.zones["revealed"]),
        used_plots=cards(p.zones["used_plots"]),
        title=title_view(game, held[0]) if shown else None,
        title_chosen=bool(held),
        reserve=effects.plot_value(game, name, "reserve"),
        limited_played=p.limited_played,
        challenges_made=tuple(p.challenges_made),
    )


def table(game: Agot2, viewer: str | None) -> Table2:
    """The table as ``viewer`` sees it (None sees everything)."""
    s = game.state
    c = s.challenge
    facedown = frozenset(
        u
        for n, p in s.players.items()
        if viewer not in (None, n)
        for u in p.zones["duplicates"]
        if game.card(u).facedown
    )
    attack, defense = (c.attack_strength, c.defense_strength) if c and c.winner else challenges.totals(game)
    return Table2(
        initiative=s.initiative,
        title_pool=tuple(title_view(game, u) for u in s.titles),
        titles_aside=len(s.titles_aside),
        challenge=None
        if c is None
        else ChallengeView(**kit.challenge_fields(c, attack, defense), initiated_against=c.initiated_against),
        players={n: player_view(game, n, viewer in (None, n), facedown) for n in s.players},
    )
