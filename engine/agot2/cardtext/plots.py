"""Plots cards of the Core Set: what each does, in our own words, and its abilities.

The neutral plots (01001-01026) and the agendas (Fealty, the eight Banners), all of them. A plot's
abilities work while it is revealed: its When Revealed ability resolves once, when it is revealed;
its constant abilities, reactions and actions work for the round it stays revealed.

Two plots print a constant whose effect we start at the reveal and keep for the round (a plot is
revealed for one round): A Noble Cause (a cost reduction) and Taxation (one more Limited card).
Calm Over Westeros keeps the challenge type its player named until that player reveals a new
plot, which is the end of its round.

An agenda lies in its player's play area from setup (:func:`..setup.build_decks`), so its abilities
work there. Fealty's deck-building rule (15 neutral cards at most) is checked by :mod:`..decks`; its
Action's reduction applies to the next loyal card marshalled or played this phase (an event's gold
cost reads it through :meth:`..game.Agot2.discount`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cardgame.leaving import discard_from_hand
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from ..challenges import NAMES
from ..timing import PHASE_BEGINS
from .words import (
    ACTION,
    AFTER_CHALLENGE,
    CONSTANT,
    DOMINANCE_WON,
    FORCED,
    REACTION,
    REVEALED,
    WHEN_REVEALED,
    Ability,
    Constant,
    Cost,
    Use,
    choose_opponent,
    draw,
    gain_power,
    gives,
    lord_or_lady,
    pick,
    reduce_next,
    won,
)

if TYPE_CHECKING:
    from ..game import Agot2

(
    CLASH_OF_KINGS,
    FEAST_FOR_CROWS,
    GAME_OF_THRONES,
    NOBLE_CAUSE,
    STORM_OF_SWORDS,
    BUILDING_ORDERS,
    CALLING_THE_BANNERS,
    CONFISCATION,
    COUNTING_COPPERS,
    FILTHY_ACCUSATIONS,
    HEADS_ON_SPIKES,
    MARCHED_TO_THE_WALL,
    MARCHING_ORDERS,
    POWER_BEHIND_THE_THRONE,
    REBUILDING,
    REINFORCEMENTS,
    SNEAK_ATTACK,
    SUMMONS,
    WINDS_OF_WINTER,
    WILDFIRE_ASSAULT,
    FORTIFIED_POSITION,
    CALM_OVER_WESTEROS,
    JOUSTING_CONTEST,
    NAVAL_SUPERIORITY,
    SUPPORTING_THE_FAITH,
    TAXATION,
    FEALTY,
) = (
    "01001",
    "01002",
    "01003",
    "01004",
    "01005",
    "01006",
    "01007",
    "01009",
    "01010",
    "01011",
    "01013",
    "01015",
    "01016",
    "01018",
    "01019",
    "01020",
    "01021",
    "01022",
    "01025",
    "01026",
    "01012",
    "01008",
    "01014",
    "01017",
    "01023",
    "01024",
    "01027",
)
BANNERS = ("01198", "01199", "01200", "01201", "01202", "01203", "01204", "01205")

# -- small helpers -------------------------------------------------------------------


def stand_tokens(game: Agot2, uid: str) -> int:
    """Stand tokens on a revealed plot (kept with the round's counters: a plot is revealed for one round)."""
    return game.state.uses.get(f"{uid}:stand-token", 0)


def named_type(game: Agot2, uid: str) -> str | None:
    """The challenge type a revealed Calm Over Westeros named (kept with the round's counters, like
    stand tokens: its player reveals a new plot next round), or None before it is named.
    """
    return next((k for k in NAMES if game.state.uses.get(f"{uid}:named:{k}")), None)


# -- constants -------------------------------------------------------------------------


def intrigue_first(game: Agot2, src: str, player: str, kind: str, defender: str) -> str | None:
    """A Game of Thrones: no military or power challenge before winning an intrigue one this phase."""
    if kind == "intrigue" or any(w == player and k == "intrigue" for w, k, _ in game.state.won):
        return None
    return f"no {kind} challenge until you have won an intrigue challenge this phase"


def one_challenge(game: Agot2, src: str, player: str, kind: str, defender: str) -> str | None:
    """Sneak Attack: its player makes one challenge this phase at most."""
    if game.card(src).owner != player or not game.player(player).challenges_made:
        return None
    return "you may initiate only 1 challenge this phase"


def orders_only(game: Agot2, src: str, player: str, uid: str, how: str) -> str | None:
    """Marching Orders: its player marshals no location or attachment and plays no event."""
    kind = game.card(uid).data.type
    if game.card(src).owner != player:
        return None
    if how == "marshal" and kind in ("location", "attachment"):
        return f"you cannot marshal {kind}s this round"
    if how == "use" and kind == "event":
        return "you cannot play events this round"
    return None


def every_character(game: Agot2, src: str, uid: str) -> bool:
    """Fortified Position blanks every character's printed text."""
    return True


def lord_or_lady_character(game: Agot2, uid: str) -> bool:
    """Noble Cause's reduction: a Lord or Lady character."""
    return game.card(uid).data.type == "character" and lord_or_lady(game, uid)


def calm_claim(game: Agot2, src: str, player: str) -> int:
    """Calm Over Westeros: 1 less claim for a player attacking its player in a challenge of the
    named type. rule: agot2.cards.plot-values
    """
    c = game.state.challenge
    if c is None or c.attacker != player or c.defender != game.card(src).owner or c.kind != named_type(game, src):
        return 0
    return -1


def kingdom_or_edict_gold(game: Agot2, src: str, plot: str, value: str) -> bool:
    """Naval Superiority: the printed gold of every revealed Kingdom or Edict plot counts as 0."""
    return value == "income" and bool({"Kingdom", "Edict"} & set(game.card(plot).data.traits))


def loyal_card(game: Agot2, uid: str) -> bool:
    """Fealty's reduction: a loyal card."""
    return game.card(uid).data.loyal


@dataclass(frozen=True)
class KneelFactionCard(Cost):
    """Fealty's cost: kneel your faction card (paid before cancels). rule: agot2.timing.initiate"""

    def why_not(self, game: Agot2, use: Use) -> tuple[str, str] | None:  # type: ignore[override]
        if game.player(use.player).faction_kneeling:
            return "your faction card is kneeling, and its cost is to kneel it", game.kit_rules["costs"]
        return None

    def pay(self, game: Agot2, use: Use) -> Walk:  # type: ignore[override]
        game.player(use.player).faction_kneeling = True
        game.record(
            "cost", f"{use.player} pays: {self.describe(game, use)}", game.kit_rules["costs"], {"source": use.source}
        )
        return
        yield

    def describe(self, game: Agot2, use: Use) -> str:  # type: ignore[override]
        return "kneels your faction card"


# -- reactions ---------------------------------------------------------------------------


def loser_has_power(game: Agot2, use: Use) -> bool:
    c = game.state.challenge
    return c is not None and c.loser is not None and game.player(c.loser).power > 0


def power_won(game: Agot2, use: Use) -> bool:
    return won("power")(game, use) and loser_has_power(game, use)


def take_power(game: Agot2, use: Use) -> None:
    """Move 1 power from the losing opponent's faction card to yours."""
    c = game.state.challenge
    assert c is not None and c.loser is not None
    game.move_power(c.loser, use.player, 1, use.ability.cites)


def won_dominance(game: Agot2, use: Use) -> bool:
    return game.state.dominance == use.player


def challenges_begin(game: Agot2, use: Use) -> bool:
    return use.event.get("phase") == "challenges"


def return_all_gold(game: Agot2, use: Use) -> None:
    """Supporting the Faith: every player's gold pool goes back to the treasury. rule: agot2.cards.gold"""
    for name in game.turn_order():
        gold = game.player(name).gold
        if gold:
            game.pay(name, gold)
            game.record(
                "gold-returned",
                f"{name} returns {gold} gold to the treasury ({game.card(use.source).name})",
                use.ability.cites,
                {"player": name, "gold": gold},
            )


# -- when revealed -------------------------------------------------------------------------


def search_top(n: int, fits: Callable[[Agot2, str], bool], what: str) -> Callable[[Agot2, Use], Walk]:
    """Look at the top ``n`` cards of your deck for one that ``fits``; you may show it and take it into
    your hand (a search may come up empty). Then shuffle your deck.
    """

    def effect(game: Agot2, use: Use) -> Walk:
        name, deck = use.player, game.zone(use.player, "deck")
        found = [u for u in deck[:n] if fits(game, u)]
        options = [option("take", u, label=game.card(u).name, explain="show it and put it in your hand") for u in found]
        options.append(Option("none", "Take nothing", "shuffle your deck without taking a card"))
        choice = yield Decision(
            name,
            f"{name}: {game.card(use.source).name}: the top {min(n, len(deck))} cards of your deck; take {what}?",
            options,
            rule=use.ability.cites,
        )
        if choice.verb == "take":
            uid = str(choice.subject)
            game.move(uid, name, "deck", "hand")
            game.record(
                "revealed",
                f"{name} shows {game.card(uid).name} and puts it in hand",
                use.ability.cites,
                {"player": name, "card": uid},
            )
        else:
            game.record("searched", f"{name} takes nothing", use.ability.cites, {"player": name})
        game.rng.shuffle(deck)
        game.record("shuffled", f"{name} shuffles the deck", use.ability.cites, {"player": name})
        game.check_decks()

    return effect


def is_type(*types: str) -> Callable[[Agot2, str], bool]:
    return lambda game, uid: game.card(uid).data.type in types


def calling_the_banners(game: Agot2, use: Use) -> Walk:
    """Gain 1 gold for each character an opponent controls."""
    other = yield from choose_opponent(game, use, explain="1 gold for each of their characters")
    n = len(game.characters(other))
    game.player(use.player).gold += n
    game.record(
        "gold",
        f"{use.player} gains {n} gold ({other}'s characters)",
        use.ability.cites,
        {"player": use.player, "gold": n},
    )


def confiscation(game: Agot2, use: Use) -> Walk:
    """Discard an attachment in play (any player's)."""
    found = [c.uid for p in game.players for c in game.in_play(p, "attachment")]
    uid = yield from pick(
        game, use, "discard an attachment in play", found, "discard", "goes to its owner's discard pile"
    )
    if uid is None:
        game.record("no-target", "There is no attachment in play to discard", use.ability.cites)
        return
    yield from game.leave([uid], "discarded", game.card(use.source).name)


def filthy_accusations(game: Agot2, use: Use) -> Walk:
    """Kneel a standing character in play (any player's)."""
    found = [c.uid for p in game.players for c in game.characters(p) if not c.kneeling]
    uid = yield from pick(game, use, "kneel a standing character", found, "kneel", "it kneels")
    if uid is None:
        game.record("no-target", "There is no standing character to kneel", use.ability.cites)
        return
    game.kneel(uid)
    game.record("knelt", f"{game.card(uid).name} kneels", use.ability.cites, {"card": uid})


def heads_on_spikes(game: Agot2, use: Use) -> Walk:
    """An opponent discards a card at random; a character goes to the dead pile and gives you 2 power."""
    other = yield from choose_opponent(game, use, explain="discards a card at random")
    hand = game.zone(other, "hand")
    if not hand:
        game.record("no-target", f"{other} has no card in hand", use.ability.cites)
        return
    uid = game.rng.choice(hand)
    why = f"{game.card(use.source).name}, at random"
    if game.card(uid).data.type != "character":
        discard_from_hand(game, other, uid, use.ability.cites, why)
        return
    game.move(uid, other, "hand", "dead")
    game.record(
        "dead",
        f"{game.card(uid).name} from {other}'s hand goes to the dead pile: {why}",
        use.ability.cites,
        {"card": uid},
    )
    game.gain_power(
        use.player, 2, use.ability.cites, f"{game.card(use.source).name}: a character went to the dead pile"
    )


def marched_to_the_wall(game: Agot2, use: Use) -> Walk:
    """Each player picks a character of theirs; they are discarded together and cannot be saved."""
    chosen = []
    for name in game.turn_order():
        mine = [c.uid for c in game.characters(name)]
        if len(mine) > 1:
            choice = yield Decision(
                name,
                f"{name}: {game.card(use.source).name}: choose a character of yours to discard",
                [option("discard", u, label=game.card(u).name, explain="discarded, cannot be saved") for u in mine],
                rule=use.ability.cites,
            )
            chosen.append(str(choice.subject))
        elif mine:
            chosen.append(mine[0])
    yield from game.leave(chosen, "discarded", f"{game.card(use.source).name} (cannot be saved)", can_save=False)


def place_stand_token(game: Agot2, use: Use) -> None:
    game.state.uses[f"{use.source}:stand-token"] = stand_tokens(game, use.source) + 1
    game.record("token", f"{game.card(use.source).name} gets a stand token", use.ability.cites, {"card": use.source})


def has_stand_token(game: Agot2, use: Use) -> bool:
    return stand_tokens(game, use.source) > 0


def your_kneeling_characters(game: Agot2, use: Use) -> list[str]:
    return [c.uid for c in game.characters(use.player) if c.kneeling]


def spend_stand_token(game: Agot2, use: Use) -> None:
    """Remove the stand token and stand the target."""
    assert use.target is not None
    game.state.uses[f"{use.source}:stand-token"] = stand_tokens(game, use.source) - 1
    game.stand(use.target)
    game.record("stood", f"{game.card(use.target).name} stands", use.ability.cites, {"card": use.target})


def rebuilding(game: Agot2, use: Use) -> Walk:
    """Shuffle up to 3 cards of your discard pile into your deck."""
    name, chosen = use.player, []
    while len(chosen) < 3:
        left = [u for u in game.zone(name, "discard") if u not in chosen]
        if not left:
            break
        choice = yield Decision(
            name,
            f"{name}: {game.card(use.source).name}: choose a card of your discard pile to shuffle into your deck "
            f"({len(chosen) + 1} of up to 3)",
            [option("shuffle", u, label=game.card(u).name, explain="back into your deck") for u in left]
            + [Option("done", "No more", "shuffle the chosen cards in")],
            rule=use.ability.cites,
        )
        if choice.verb == "done":
            break
        chosen.append(str(choice.subject))
    for uid in chosen:
        game.move(uid, name, "discard", "deck")
    game.rng.shuffle(game.zone(name, "deck"))
    names = ", ".join(game.card(u).name for u in chosen) or "no card"
    game.record(
        "shuffled", f"{name} shuffles {names} from the discard pile into the deck", use.ability.cites, {"cards": chosen}
    )


def reinforcements(game: Agot2, use: Use) -> Walk:
    """Put a character of printed cost 5 or less into play from your hand or discard pile."""
    from engine.cardgame.duplicates import copy_in_play

    from ..marshalling import enter_play, why_not_enter

    name = use.player
    found = [
        (u, zone)
        for zone in ("hand", "discard")
        for u in game.zone(name, zone)
        if game.card(u).data.type == "character"
        and 0 <= (game.card(u).data.cost or 0) <= 5
        and why_not_enter(game, name, u, "put") is None
    ]
    if not found:
        game.record("no-target", f"{name} has no character of cost 5 or less to put into play", use.ability.cites)
        return
    uid, zone = found[0]
    if len(found) > 1:
        choice = yield Decision(
            name,
            f"{name}: {game.card(use.source).name}: put a character into play",
            [
                option("put", u, label=f"{game.card(u).name} (from {'hand' if z == 'hand' else 'discard pile'})")
                for u, z in found
            ],
            rule=use.ability.cites,
        )
        uid, zone = next((u, z) for u, z in found if u == choice.subject)
    data = game.card(uid).data
    if data.unique and copy_in_play(game, name, data.id):
        game.add_duplicate(name, uid, zone)
        return
    game.record(
        "put-into-play",
        f"{name} puts {data.name} into play from the {'hand' if zone == 'hand' else 'discard pile'}",
        use.ability.cites,
        {"player": name, "card": uid},
    )
    yield from enter_play(game, name, uid, zone, None)


def wildfire_assault(game: Agot2, use: Use) -> Walk:
    """Each player keeps 3 characters of theirs; every other character is killed and cannot be saved."""
    doomed = []
    for name in game.turn_order():
        mine = [c.uid for c in game.characters(name)]
        kept: list[str] = list(mine) if len(mine) <= 3 else []
        while len(kept) < min(3, len(mine)):
            choice = yield Decision(
                name,
                f"{name}: {game.card(use.source).name}: choose a character to keep ({len(kept) + 1} of 3); "
                "the others are killed",
                [option("keep", u, label=game.card(u).name, explain="stays in play") for u in mine if u not in kept],
                rule=use.ability.cites,
            )
            kept.append(str(choice.subject))
        doomed += [u for u in mine if u not in kept]
    yield from game.leave(doomed, "killed", f"{game.card(use.source).name} (cannot be saved)", can_save=False)


def calm_over_westeros(game: Agot2, use: Use) -> Walk:
    """Its player names a challenge type, kept while the plot stays revealed."""
    name = use.player
    choice = yield Decision(
        name,
        f"{name}: {game.card(use.source).name}: name a challenge type",
        [
            option(
                "name",
                k,
                label=f"{NAMES[k].capitalize()} challenges",
                explain=f"while this plot is revealed, an opponent attacking you in {k} challenges has 1 less claim",
            )
            for k in NAMES
        ],
        rule=use.ability.cites,
    )
    kind = str(choice.subject)
    game.state.uses[f"{use.source}:named:{kind}"] = 1
    game.record(
        "named",
        f"{name} names {kind} challenges: a player attacking {name} in one has 1 less claim",
        use.ability.cites,
        {"player": name, "kind": kind},
    )


def one_more_limited(game: Agot2, use: Use) -> None:
    """Taxation: its player may marshal or play one more Limited card this round. rule: agot2.kw.limited"""
    game.player(use.player).limited_extra += 1
    game.record(
        "limited-extra",
        f"{use.player} may marshal or play 1 more Limited card this round",
        "agot2.kw.limited",
        {"player": use.player},
    )


def revealed(effect: Callable[[Agot2, Use], Walk | None]) -> Ability:
    """A When Revealed ability."""
    return Ability(REVEALED, trigger=WHEN_REVEALED, effect=effect)


TEXTS: dict[str, str] = {
    FORTIFIED_POSITION: "Every character's printed text box counts as blank, apart from its Traits.",
    CLASH_OF_KINGS: (
        "Reaction: after you win a power challenge, move 1 power from the losing opponent's faction card to yours."
    ),
    FEAST_FOR_CROWS: "Reaction: after you win dominance, gain 2 power for your faction.",
    GAME_OF_THRONES: (
        "No player may initiate a military or power challenge before they have won an intrigue challenge this phase."
    ),
    NOBLE_CAUSE: "The first Lord or Lady character you marshal this round costs 2 less.",
    STORM_OF_SWORDS: "You may initiate one more military challenge in the challenges phase.",
    BUILDING_ORDERS: (
        "When Revealed: look at the top 10 cards of your deck for an attachment or a location, show it and put it "
        "in your hand. Then shuffle your deck."
    ),
    CALLING_THE_BANNERS: "When Revealed: choose an opponent; gain 1 gold for each character they control.",
    CONFISCATION: "When Revealed: choose an attachment in play (anyone's) and discard it.",
    COUNTING_COPPERS: "When Revealed: draw 3 cards.",
    FILTHY_ACCUSATIONS: "When Revealed: choose a standing character in play (anyone's) and kneel it.",
    HEADS_ON_SPIKES: (
        "When Revealed: choose an opponent and discard 1 card at random from their hand. If it is a character, "
        "it goes to their dead pile instead and you gain 2 power for your faction."
    ),
    MARCHED_TO_THE_WALL: (
        "When Revealed: each player chooses a character they control, if they have one, and discards it from "
        "play; it cannot be saved."
    ),
    POWER_BEHIND_THE_THRONE: (
        "When Revealed: put a stand token on this card. Action: remove a stand token from this card to stand "
        "a kneeling character you control."
    ),
    REBUILDING: "When Revealed: shuffle up to 3 cards of your choice from your discard pile into your deck.",
    REINFORCEMENTS: (
        "When Revealed: put a character with printed cost 5 or less into play from your hand or your discard pile."
    ),
    SNEAK_ATTACK: "You may initiate only 1 challenge in the challenges phase.",
    MARCHING_ORDERS: "While it is revealed, you may neither marshal locations and attachments nor play events.",
    SUMMONS: (
        "When Revealed: look at the top 10 cards of your deck for a character, show it and put it in your hand. "
        "Then shuffle your deck."
    ),
    WILDFIRE_ASSAULT: (
        "When Revealed: each player chooses 3 characters they control; every other character is killed and "
        "cannot be saved."
    ),
    CALM_OVER_WESTEROS: (
        "When Revealed: name a challenge type. Until you reveal another plot, a player attacking you in a "
        "challenge of that type has 1 less claim on their plot."
    ),
    JOUSTING_CONTEST: "In each challenge, no player may declare more than 1 attacker, nor more than 1 defender.",
    NAVAL_SUPERIORITY: "The printed gold of every revealed plot with the Kingdom or the Edict trait counts as 0.",
    SUPPORTING_THE_FAITH: (
        "Forced Reaction: when the challenges phase has begun, every player gives all the gold in their pool "
        "back to the treasury."
    ),
    TAXATION: "This round, you may marshal or play a second Limited card.",
    FEALTY: (
        "Your deck may hold 15 neutral cards at most. Action: kneel your faction card; the next loyal card you "
        "marshal or play in this phase costs 1 less."
    ),
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
    CLASH_OF_KINGS: (
        Ability(
            REACTION,
            trigger=AFTER_CHALLENGE,
            when=power_won,
            effect=take_power,
            needs="a power challenge you won against an opponent with power on their faction card",
        ),
    ),
    FEAST_FOR_CROWS: (
        Ability(REACTION, trigger=DOMINANCE_WON, when=won_dominance, effect=gain_power(2), needs="you won dominance"),
    ),
    GAME_OF_THRONES: (Constant(CONSTANT, restricts=intrigue_first),),
    # A constant in print: the first Lord or Lady this round is cheaper. The reduction starts when the
    # plot is revealed and lasts the round, used up by the first such character marshalled.
    NOBLE_CAUSE: (revealed(reduce_next(2, lord_or_lady_character, until="round")),),
    STORM_OF_SWORDS: (Constant(CONSTANT, gives=gives(**{"extra:military": 1})),),
    BUILDING_ORDERS: (revealed(search_top(10, is_type("attachment", "location"), "an attachment or a location")),),
    CALLING_THE_BANNERS: (revealed(calling_the_banners),),
    CONFISCATION: (revealed(confiscation),),
    COUNTING_COPPERS: (revealed(draw(3)),),
    FILTHY_ACCUSATIONS: (revealed(filthy_accusations),),
    HEADS_ON_SPIKES: (revealed(heads_on_spikes),),
    MARCHED_TO_THE_WALL: (revealed(marched_to_the_wall),),
    POWER_BEHIND_THE_THRONE: (
        revealed(place_stand_token),
        Ability(
            ACTION,
            when=has_stand_token,
            targets=your_kneeling_characters,
            effect=spend_stand_token,
            needs="a stand token on this card",
        ),
    ),
    REBUILDING: (revealed(rebuilding),),
    REINFORCEMENTS: (revealed(reinforcements),),
    SNEAK_ATTACK: (Constant(CONSTANT, restricts=one_challenge),),
    MARCHING_ORDERS: (Constant(CONSTANT, forbids=orders_only, rule="agot2.timing.cannot"),),
    FORTIFIED_POSITION: (Constant(CONSTANT, blanks=every_character, rule="agot2.timing.blank"),),
    SUMMONS: (revealed(search_top(10, is_type("character"), "a character")),),
    WILDFIRE_ASSAULT: (revealed(wildfire_assault),),
    CALM_OVER_WESTEROS: (
        revealed(calm_over_westeros),
        Constant(CONSTANT, claim=calm_claim, rule="agot2.cards.plot-values"),
    ),
    JOUSTING_CONTEST: (Constant(CONSTANT, declare_limit=1, rule="agot2.timing.cannot"),),
    NAVAL_SUPERIORITY: (Constant(CONSTANT, zeroes=kingdom_or_edict_gold, rule="agot2.cards.plot-values"),),
    SUPPORTING_THE_FAITH: (
        Ability(
            FORCED,
            trigger=PHASE_BEGINS,
            when=challenges_begin,
            effect=return_all_gold,
            needs="the challenges phase just begun",
        ),
    ),
    # A constant in print ("this round"): the extra Limited card is allowed from the reveal on.
    TAXATION: (revealed(one_more_limited),),
    FEALTY: (
        Ability(
            ACTION,
            cost=KneelFactionCard(),
            effect=reduce_next(1, loyal_card),
            needs="your faction card standing",
        ),
    ),
}

#: The Winds of Winter has no ability (its Winter trait is for other cards to read); a Banner's
#: only text is its deck-building rule, which :mod:`..decks` checks.
NO_TEXT: tuple[str, ...] = (WINDS_OF_WINTER, *BANNERS)
