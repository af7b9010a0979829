"""The Core Set's plots with a When Revealed ability: what each does, in our own words, and its
abilities. rule: agot2.plot.when-revealed

A When Revealed ability resolves once, when its plot is revealed. What it leaves on the plot lasts
while the plot stays revealed, which is one round: Power Behind the Throne's stand tokens, and the
challenge type Calm Over Westeros named (kept until its player reveals a new plot, the end of its
round), which its constant reads for 1 less claim.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cardgame.duplicates import copy_in_play
from engine.cardgame.leaving import discard_from_hand
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from ...challenges import NAMES
from ...marshalling import enter_play, why_not_enter
from ..words import ACTION, CONSTANT, Ability, Constant, Use, choose_opponent, draw, pick, revealed

if TYPE_CHECKING:
    from ...game import Agot2

BUILDING_ORDERS = "01006"
CALLING_THE_BANNERS = "01007"
CALM_OVER_WESTEROS = "01008"
CONFISCATION = "01009"
COUNTING_COPPERS = "01010"
FILTHY_ACCUSATIONS = "01011"
HEADS_ON_SPIKES = "01013"
MARCHED_TO_THE_WALL = "01015"
POWER_BEHIND_THE_THRONE = "01018"
REBUILDING = "01019"
REINFORCEMENTS = "01020"
SUMMONS = "01022"
WILDFIRE_ASSAULT = "01026"

# -- what stays on the plot while it is revealed -------------------------------------------


def stand_tokens(game: Agot2, uid: str) -> int:
    """Stand tokens on a revealed plot (kept with the round's counters: a plot is revealed for one round)."""
    return game.state.uses.get(f"{uid}:stand-token", 0)


def named_type(game: Agot2, uid: str) -> str | None:
    """The challenge type a revealed Calm Over Westeros named (kept with the round's counters, like
    stand tokens: its player reveals a new plot next round), or None before it is named.
    """
    return next((k for k in NAMES if game.state.uses.get(f"{uid}:named:{k}")), None)


def calm_claim(game: Agot2, src: str, player: str) -> int:
    """Calm Over Westeros: 1 less claim for a player attacking its player in a challenge of the
    named type. rule: agot2.cards.plot-values
    """
    c = game.state.challenge
    if c is None or c.attacker != player or c.defender != game.card(src).owner or c.kind != named_type(game, src):
        return 0
    return -1


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


TEXTS: dict[str, str] = {
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
}

ABILITIES: dict[str, tuple[Ability, ...]] = {
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
    SUMMONS: (revealed(search_top(10, is_type("character"), "a character")),),
    WILDFIRE_ASSAULT: (revealed(wildfire_assault),),
    CALM_OVER_WESTEROS: (
        revealed(calm_over_westeros),
        Constant(CONSTANT, claim=calm_claim, rule="agot2.cards.plot-values"),
    ),
}
