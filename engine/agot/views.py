"""What each player may see of the table: typed views, built without what the viewer may not know.

Another player's hand, face-down setup cards, plot deck, drafted plots and secretly chosen plot
are left out (only their number shows). rule: setup.place (face down), plot.choose (in secret)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cardgame.names import copy_number
from engine.cardgame.views import ChallengeView, Modifier, challenge_fields

from . import challenges, effects

if TYPE_CHECKING:
    from .game import Agot


@dataclass(frozen=True)
class CardView:
    """A face-up card: its printed (or teaching) values and its state on the table."""

    uid: str
    id: str
    name: str
    name_pl: str
    name_en: str
    type: str
    house: str
    cost: int
    unique: bool
    keywords: tuple[str, ...]
    traits: tuple[str, ...]
    ability: str
    printed: bool  # False: the rulebook prints no values; these are the tutor's teaching values
    owner: str
    attached_to: str | None = None
    strength: int | None = None  # characters
    printed_strength: int | None = None
    icons: tuple[str, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    income: int = 0  # plots and cards that give gold
    initiative: int | None = None  # plots
    claim: int | None = None
    in_play: bool = False
    kneeling: bool = False
    power: int = 0
    attached: tuple[str, ...] = ()  # uids of attachments and duplicates on it
    copy: int = 1  # which copy of its card this is (#2 in a label when two are in play)


@dataclass(frozen=True)
class PlayerView:
    """One player's area. Hidden zones are None for other viewers; their sizes always show."""

    house: str
    gold: int
    power: int  # on the house card
    total_power: int  # house card and characters (rule victory)
    deck: int
    hand: tuple[CardView, ...] | None
    hand_size: int
    setup: tuple[CardView, ...] | None  # face down at setup
    setup_size: int
    plots: tuple[CardView, ...] | None  # the plot deck
    plots_left: int
    drafted: tuple[CardView, ...] | None
    draft_hand: tuple[CardView, ...] | None
    plot_chosen: bool
    chosen_plot: CardView | None
    play: tuple[CardView, ...]
    duplicates: tuple[CardView, ...]
    discard: tuple[CardView, ...]
    dead: tuple[CardView, ...]
    revealed: tuple[CardView, ...]
    used_plots: tuple[CardView, ...]
    limited_played: bool
    challenges_made: tuple[str, ...]


@dataclass(frozen=True)
class AgotTable:
    """The whole table as one viewer sees it."""

    treasury: int
    power_pool: int
    initiative: str | None
    draft_deck: int
    challenge: ChallengeView | None
    players: dict[str, PlayerView]


def card_view(game: Agot, uid: str, in_play: set[str]) -> CardView:
    """A face-up card with its printed (teaching) values and its state on the table. A character in
    play shows its strength and icons with every modifier; anywhere else (hand, discard pile, dead
    pile, a plot or setup card) its printed strength and icons and no modifiers, since bonuses reach
    only cards in play. rule: cards.in-play
    """
    card = game.card(uid)
    d = card.data
    extra: dict = {}
    if d.type == "character":
        if uid in in_play:
            mods = effects.modifiers(game, uid)
            extra.update(
                strength=game.strength(uid),
                icons=tuple(sorted(game.icons(uid))),
                modifiers=tuple(Modifier(game.card(src).name, n, kind) for src, n, kind in mods),
            )
        else:
            extra.update(strength=d.strength, icons=tuple(sorted(d.icons)))
        extra.update(printed_strength=d.strength)
    if d.type == "plot":
        extra.update(initiative=d.initiative, claim=d.claim)
    if d.type != "plot" and card.attached_to is None and uid in in_play:
        extra.update(
            in_play=True,
            kneeling=card.kneeling,
            power=card.power,
            attached=tuple(a.uid for a in game.attached(uid)),
        )
    return CardView(
        uid=uid,
        id=d.id,
        copy=copy_number(uid),
        name=d.name,
        name_pl=d.name_pl,
        name_en=d.name_en,
        type=d.type,
        house=d.house,
        cost=d.cost,
        unique=d.unique,
        keywords=tuple(d.keywords),
        traits=tuple(d.traits),
        ability=d.ability,
        printed=d.printed,
        owner=card.owner,
        attached_to=card.attached_to,
        income=d.income,
        **extra,
    )


def player_view(game: Agot, name: str, own: bool, in_play: set[str]) -> PlayerView:
    """One player's area as a viewer sees it (``own``: the viewer may see its hidden zones)."""
    p = game.player(name)

    def cards(uids: list[str]) -> tuple[CardView, ...]:
        return tuple(card_view(game, u, in_play) for u in uids)

    def secret(zone: str) -> tuple[CardView, ...] | None:
        return cards(p.zones[zone]) if own else None

    return PlayerView(
        house=p.house,
        gold=p.gold,
        power=p.power,
        total_power=game.total_power(name),
        deck=len(p.zones["deck"]),
        hand=secret("hand"),
        hand_size=len(p.zones["hand"]),
        setup=secret("setup"),
        setup_size=len(p.zones["setup"]),
        plots=secret("plots"),
        plots_left=len(p.zones["plots"]),
        drafted=secret("drafted"),
        draft_hand=cards(game.state.draft_hands.get(name, [])) if own else None,
        plot_chosen=p.chosen_plot is not None,
        chosen_plot=card_view(game, p.chosen_plot, in_play) if own and p.chosen_plot else None,
        play=cards(p.zones["play"]),
        duplicates=cards(p.zones["duplicates"]),
        discard=cards(p.zones["discard"]),
        dead=cards(p.zones["dead"]),
        revealed=cards(p.zones["revealed"]),
        used_plots=cards(p.zones["used_plots"]),
        limited_played=p.limited_played,
        challenges_made=tuple(p.challenges_made),
    )


def table(game: Agot, viewer: str | None) -> AgotTable:
    """The table as ``viewer`` sees it (None sees everything)."""
    s = game.state
    in_play = game.in_play_uids()
    c = s.challenge
    attack, defense = (c.attack_strength, c.defense_strength) if c and c.winner else challenges.totals(game)
    return AgotTable(
        treasury=s.treasury,
        power_pool=s.power_pool,
        initiative=s.initiative,
        draft_deck=len(s.draft_deck),
        challenge=None if c is None else ChallengeView(**challenge_fields(c, attack, defense)),
        players={n: player_view(game, n, viewer in (None, n), in_play) for n in s.players},
    )
