"""What the learning set's cards do: each card's abilities, declared next to its name.

The summary a learner reads is the card's ``ability`` in ``data/cards.yaml``;
this module is the engine's reading of it. Building blocks first, then the
cards house by house, then the plots.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cardgame import Ability, Cost, Lasting, Use
from engine.cardgame.duplicates import copy_in_play
from engine.cardgame.effects import boost, draw, gain_gold, gain_power, kneel_target, stand_target
from engine.cardgame.lasting import add
from engine.cardgame.leaving import discard_from_hand, leave, leave_play
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, option

from . import power
from .effects import Rewarded
from .timing import ACTION, CONSTANT, PASSIVE, RESPONSE, REVEALED, SAVE

if TYPE_CHECKING:
    from .game import Agot

AFTER_PLAYED = "abilities.after-played"
AFTER_DEFENDERS = "challenges.after-defenders-declared"
AFTER_CHALLENGE = "challenges.after-challenge"
WOULD_BE_KILLED = "leave-play.would-be-killed"
AFTER_KILLED = "leave-play.after-killed"
WHEN_REVEALED = "plot.when-revealed"
DOMINANCE_WON = "dominance.won"
KNEEL = Cost(kneel_self=True)

# -- facts about cards --------------------------------------------------------


def is_trait(game: Agot, uid: str, trait: str) -> bool:
    return trait in game.card(uid).data.traits


def house_of(game: Agot, uid: str) -> str:
    return game.card(uid).data.house


def controller(game: Agot, uid: str) -> str:
    return game.card(uid).owner


def attacking(game: Agot, uid: str) -> bool:
    c = game.state.challenge
    return c is not None and uid in c.attackers and uid in game.in_play_uids()


def defending(game: Agot, uid: str) -> bool:
    c = game.state.challenge
    return c is not None and uid in c.defenders and uid in game.in_play_uids()


def participating(game: Agot, uid: str) -> bool:
    return attacking(game, uid) or defending(game, uid)


def all_characters(game: Agot) -> list[str]:
    return [c.uid for p in game.players for c in game.characters(p)]


# -- conditions on the moment ------------------------------------------------


def played_self(game: Agot, use: Use) -> bool:
    """The card that was just played is this one."""
    return use.event.get("card") == use.source


def won(kind: str | None = None, side: str | None = None, with_self: str = "") -> Callable[[Agot, Use], bool]:
    """After you win a challenge (of a kind, as attacker/defender, with this card attacking/participating)."""

    def check(game: Agot, use: Use) -> bool:
        c = game.state.challenge
        if c is None or c.winner != use.player or (kind and c.kind != kind):
            return False
        if side and (c.attacker if side == "attacker" else c.defender) != use.player:
            return False
        if with_self == "attacked":
            return use.source in c.attackers
        if with_self == "participated":
            return use.source in c.attackers + c.defenders
        return True

    return check


def lost(game: Agot, use: Use) -> bool:
    c = game.state.challenge
    return c is not None and c.winner is not None and c.winner != use.player


def declared_self_as_defender(game: Agot, use: Use) -> bool:
    return defending(game, use.source)


def in_challenge_as(side: str) -> Callable[[Agot, Use], bool]:
    def check(game: Agot, use: Use) -> bool:
        c = game.state.challenge
        return c is not None and c.winner is None and (side == "any" or getattr(c, side) == use.player)

    return check


def victim_is(test: Callable[[Agot, Use, str], bool]) -> Callable[[Agot, Use], bool]:
    """A save's condition on the character about to be killed (not yet saved)."""

    def check(game: Agot, use: Use) -> bool:
        victim = use.event.get("card")
        return victim is not None and not use.event.get("saved") and test(game, use, victim)

    return check


# -- targets --------------------------------------------------------------------


def characters(test: Callable[[Agot, Use, str], bool]) -> Callable[[Agot, Use], list[str]]:
    """Every character in play (either side) that passes ``test``."""
    return lambda game, use: [u for u in all_characters(game) if test(game, use, u)]


def yours(game: Agot, use: Use, uid: str) -> bool:
    return controller(game, uid) == use.player


def standing(game: Agot, use: Use, uid: str) -> bool:
    return not game.card(uid).kneeling


def kneeling(game: Agot, use: Use, uid: str) -> bool:
    return game.card(uid).kneeling


# -- effects --------------------------------------------------------------------


def save(game: Agot, use: Use) -> None:
    """Stop the kill: the character stays in play (the killing effect's cost stays paid)."""
    use.event["saved"] = True


def while_in(test: Callable[[Agot, str, str], bool], amount: int) -> Callable[[Agot, str, str], int]:
    """A constant modifier: +amount to each character for which ``test(game, source, target)`` holds."""
    return lambda game, src, uid: amount if test(game, src, uid) else 0


# -- Stark ----------------------------------------------------------------------


def robb_leads(game: Agot, src: str, uid: str) -> bool:
    return uid != src and attacking(game, src) and attacking(game, uid) and house_of(game, uid) == "stark"


def robb_attacking(game: Agot) -> bool:
    return any(attacking(game, u) and game.card(u).data.id == "robb-stark" for u in all_characters(game))


def look_and_order(game: Agot, use: Use) -> Walk:
    """Bran Stark: look at the top 3 cards and put them back in the order you choose."""
    deck = game.zone(use.player, "deck")
    top = deck[:3]
    game.record(
        "look",
        f"{use.player} looks at: {', '.join(game.card(u).name for u in top)}",
        use.ability.cites,
        {"cards": top},
        visible_to=[use.player],
    )
    ordered: list[str] = []
    while len(ordered) < len(top) - 1:
        left = [u for u in top if u not in ordered]
        choice = yield Decision(
            use.player,
            f"{use.player}: which card goes {'on top' if not ordered else 'next'}?",
            [option("order", u, label=game.card(u).name) for u in left],
            rule=use.ability.cites,
            secret=True,
        )
        ordered.append(choice.subject)
    ordered += [u for u in top if u not in ordered]
    deck[: len(top)] = ordered


def blood_of_the_first_men(game: Agot, use: Use) -> None:
    assert use.target is not None
    power.gain_power(game, use.player, 1, use.ability.cites, "Blood of the First Men", on=use.target)


def winter_is_coming(game: Agot, use: Use) -> None:
    mine = [c.uid for c in game.characters(use.player) if c.data.house == "stark"]
    add(game, Lasting(use.source, use.player, "phase", mine, strength=1))


def guest_right(game: Agot, use: Use) -> None:
    assert use.target is not None
    add(game, Lasting(use.source, use.player, "phase", [use.target], forbids=("attack",)))


STARK = {
    "eddard-stark": (
        Ability(
            RESPONSE,
            trigger=AFTER_PLAYED,
            when=played_self,
            effect=gain_power(1, on_self=True),
            needs="that you have just played Eddard Stark",
        ),
    ),
    "arya-stark": (
        Ability(
            CONSTANT,
            modifier=lambda g, s, u: (
                1 if u == s and g.state.challenge is not None and g.state.challenge.attackers == [s] else 0
            ),
        ),
    ),
    "jon-snow": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            effect=stand_target,
            when=lambda g, use: participating(g, use.source) and g.card(use.source).kneeling,
            needs="a challenge Jon Snow took part in, and Jon kneeling",
        ),
    ),
    "sansa-stark": (
        Ability(
            RESPONSE,
            trigger=AFTER_DEFENDERS,
            when=declared_self_as_defender,
            effect=boost(2, "challenge"),
            needs="Sansa declared as a defender",
        ),
    ),
    "maester-luwin": (Ability(ACTION, phase="dominance", cost=KNEEL, effect=draw(2)),),
    "stark-escort": (
        Ability(
            RESPONSE,
            trigger=AFTER_DEFENDERS,
            when=declared_self_as_defender,
            effect=draw(1),
            needs="Stark Escort declared as a defender",
        ),
    ),
    "robb-stark": (Ability(CONSTANT, modifier=while_in(robb_leads, 1)),),
    "catelyn-stark": (
        Ability(
            ACTION,
            phase="challenges",
            cost=KNEEL,
            effect=boost(2, "challenge"),
            when=in_challenge_as("any"),
            needs="a challenge under way",
            targets=characters(lambda g, use, u: yours(g, use, u) and house_of(g, u) == "stark"),
        ),
    ),
    "bran-stark": (
        Ability(
            ACTION,
            phase="dominance",
            cost=KNEEL,
            effect=look_and_order,
            when=lambda g, use: bool(g.zone(use.player, "deck")),
            needs="cards in your deck",
        ),
    ),
    "summer": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            cost=KNEEL,
            effect=save,
            needs="Bran Stark about to die",
            when=victim_is(lambda g, use, v: yours(g, use, v) and g.card(v).data.id == "bran-stark"),
        ),
    ),
    "grey-wind": (Ability(CONSTANT, modifier=lambda g, s, u: 2 if u == s and robb_attacking(g) else 0),),
    "ghost": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won(with_self="attacked"),
            effect=draw(1),
            needs="a challenge you won with Ghost attacking",
        ),
    ),
    "ser-rodrik-cassel": (Ability(CONSTANT, modifier=lambda g, s, u: 2 if u == s and defending(g, s) else 0),),
    "benjen-stark": (
        Ability(
            RESPONSE,
            trigger=AFTER_KILLED,
            zone="dead",
            effect=draw(2),
            when=lambda g, use: use.event.get("card") == use.source,
            needs="Benjen just killed",
        ),
    ),
    "septa-mordane": (
        Ability(
            CONSTANT,
            modifier=while_in(
                lambda g, s, u: (
                    not g.card(s).kneeling and controller(g, u) == controller(g, s) and is_trait(g, u, "Lady")
                ),
                1,
            ),
        ),
    ),
    "winterfell-castle": (
        Ability(
            CONSTANT,
            modifier=while_in(lambda g, s, u: controller(g, u) == controller(g, s) and house_of(g, u) == "stark", 1),
        ),
    ),
    "moat-cailin": (
        Ability(
            CONSTANT, modifier=while_in(lambda g, s, u: controller(g, u) == controller(g, s) and defending(g, u), 1)
        ),
    ),
    "the-godswood": (
        Ability(
            ACTION,
            phase="challenges",
            cost=KNEEL,
            effect=stand_target,
            targets=characters(
                lambda g, use, u: yours(g, use, u) and house_of(g, u) == "stark" and kneeling(g, use, u)
            ),
        ),
    ),
    "hand-of-the-king": (Ability(ACTION, phase="dominance", cost=KNEEL, effect=gain_power(1)),),
    "bannermans-oath": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            cost=Cost(discard_self=True),
            effect=save,
            needs="the attached character about to die",
            when=victim_is(lambda g, use, v: g.card(use.source).attached_to == v),
        ),
    ),
    "not-today": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            effect=save,
            needs="one of your characters about to die",
            when=victim_is(yours),
        ),
    ),
    "winter-is-coming": (Ability(ACTION, phase="challenges", effect=winter_is_coming),),
    "the-north-remembers": (
        Ability(
            RESPONSE,
            trigger=AFTER_KILLED,
            effect=gain_power(2),
            needs="one of your Stark characters just killed",
            when=lambda g, use: use.event.get("owner") == use.player and house_of(g, use.event["card"]) == "stark",
        ),
    ),
    "the-wolf-pack": (
        Ability(
            ACTION,
            phase="challenges",
            effect=stand_target,
            targets=characters(
                lambda g, use, u: yours(g, use, u) and is_trait(g, u, "Direwolf") and kneeling(g, use, u)
            ),
        ),
    ),
    "guest-right": (Ability(ACTION, phase="any", effect=guest_right, targets=characters(lambda g, use, u: True)),),
    "blood-of-the-first-men": (
        Ability(
            ACTION,
            phase="dominance",
            effect=blood_of_the_first_men,
            when=lambda g, use: g.state.dominance == use.player,
            needs="that you won dominance this round",
            targets=characters(
                lambda g, use, u: yours(g, use, u) and house_of(g, u) == "stark" and is_trait(g, u, "Lord")
            ),
        ),
    ),
}

# -- Lannister ------------------------------------------------------------------


def loser(game: Agot) -> str:
    """The player who lost the challenge under way (the opponent a winner's card text means)."""
    c = game.state.challenge
    assert c is not None
    return c.defender if c.winner == c.attacker else c.attacker


def cersei(game: Agot, use: Use) -> None:
    from .claim import intrigue_claim

    intrigue_claim(game, loser(game), 1, use.ability.cites)


def kevan(game: Agot, use: Use) -> None:
    knights = [
        u
        for u in all_characters(game)
        if attacking(game, u) and house_of(game, u) == "lannister" and is_trait(game, u, "Knight")
    ]
    add(game, Lasting(use.source, use.player, "challenge", knights, strength=1))


def look_at_hand(game: Agot, use: Use, other: str) -> None:
    """The ability's player looks at another player's hand (only they see it in the log)."""
    seen = ", ".join(game.card(u).name for u in game.zone(other, "hand")) or "nothing"
    game.record(
        "look",
        f"{use.player} looks at {other}'s hand: {seen}",
        use.ability.cites,
        {"cards": list(game.zone(other, "hand"))},
        visible_to=[use.player],
    )


def little_bird(game: Agot, use: Use) -> None:
    """Little Bird: look at the hand of the player who lost the challenge."""
    look_at_hand(game, use, loser(game))


def varys(game: Agot, use: Use) -> Walk:
    """Varys: discard an Ally character of your choice from play; Varys himself if he is the only one."""
    allies = [u for u in all_characters(game) if is_trait(game, u, "Ally")]
    victim = allies[0]
    if len(allies) > 1:
        choice = yield Decision(
            use.player,
            f"{use.player}: Varys: discard an Ally character from play",
            [option("discard", u, label=f"{game.card(u).name} ({controller(game, u)})") for u in allies],
            rule=use.ability.cites,
        )
        victim = choice.subject
    leave_play(game, victim, "discard", "leave-play.discarded", "Varys")


def treacherous_ways(game: Agot, use: Use) -> None:
    assert use.target is not None
    add(game, Rewarded(use.source, use.player, "challenge", [use.target], strength=2, on_win_draw=2))


def lannister_debts(game: Agot, use: Use) -> Walk:
    assert use.target is not None
    yield from leave(game, [use.target], "killed", "A Lannister Always Pays His Debts")


LANNISTER = {
    "cersei-lannister": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("intrigue"),
            effect=cersei,
            needs="an intrigue challenge you won",
        ),
    ),
    "tyrion-lannister": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("intrigue", with_self="participated"),
            effect=gain_gold(2),
            needs="an intrigue challenge you won with Tyrion in it",
        ),
    ),
    "ser-kevan-lannister": (
        Ability(
            ACTION,
            phase="challenges",
            cost=KNEEL,
            effect=kevan,
            when=in_challenge_as("attacker"),
            needs="a challenge you are attacking in",
        ),
    ),
    "joffrey-baratheon": (
        Ability(
            ACTION,
            phase="dominance",
            cost=KNEEL,
            effect=kneel_target,
            targets=characters(lambda g, use, u: standing(g, use, u) and g.strength(u) <= 2 and u != use.source),
        ),
    ),
    "ser-ilyn-payne": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("military", with_self="attacked"),
            effect=kneel_target,
            needs="a military challenge you won with Ser Ilyn attacking",
            targets=characters(lambda g, use, u: not yours(g, use, u) and standing(g, use, u)),
        ),
    ),
    "ser-gregor-clegane": (Ability(CONSTANT, modifier=lambda g, s, u: 2 if u == s and attacking(g, s) else 0),),
    "grand-maester-pycelle": (Ability(ACTION, phase="marshalling", cost=KNEEL, effect=draw(1)),),
    "little-bird": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("intrigue", with_self="attacked"),
            effect=little_bird,
            needs="an intrigue challenge you won with Little Bird attacking",
        ),
    ),
    "varys": (Ability(PASSIVE, trigger=AFTER_PLAYED, when=played_self, effect=varys),),
    "littlefinger": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("intrigue", with_self="participated"),
            effect=draw(1),
            needs="an intrigue challenge you won with Littlefinger in it",
        ),
    ),
    "casterly-rock": (
        Ability(
            CONSTANT,
            modifier=while_in(
                lambda g, s, u: (
                    controller(g, u) == controller(g, s) and house_of(g, u) == "lannister" and is_trait(g, u, "Lord")
                ),
                1,
            ),
        ),
    ),
    "the-red-keep": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=won("power", side="defender"),
            effect=gain_power(1),
            needs="a power challenge you won as the defender",
        ),
    ),
    "white-cloak": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            cost=Cost(discard_self=True),
            effect=save,
            needs="the attached character about to die",
            when=victim_is(lambda g, use, v: g.card(use.source).attached_to == v),
        ),
    ),
    "purse-of-gold": (Ability(ACTION, phase="marshalling", cost=KNEEL, effect=gain_gold(1)),),
    "seat-on-the-small-council": (Ability(ACTION, phase="dominance", cost=KNEEL, effect=draw(1)),),
    "treacherous-ways": (
        Ability(
            ACTION,
            phase="challenges",
            effect=treacherous_ways,
            when=in_challenge_as("any"),
            needs="a challenge under way",
            targets=lambda g, use: [u for u in all_characters(g) if participating(g, u)],
        ),
    ),
    "the-lions-cunning": (
        Ability(ACTION, phase="any", cost=Cost(gold=2), effect=kneel_target, targets=characters(standing)),
    ),
    "a-lannister-always-pays-his-debts": (
        Ability(
            RESPONSE,
            trigger=AFTER_CHALLENGE,
            when=lost,
            effect=lannister_debts,
            needs="a challenge you lost",
            cost=Cost(kneel_one=lambda g, u: house_of(g, u) == "lannister", kneel_one_text="Lannister character"),
            targets=lambda g, use: [u for u in all_characters(g) if participating(g, u)],
        ),
    ),
    "ransom": (
        Ability(
            SAVE,
            trigger=WOULD_BE_KILLED,
            cost=Cost(gold=2),
            effect=save,
            needs="one of your Lannister characters about to die",
            when=victim_is(lambda g, use, v: yours(g, use, v) and house_of(g, v) == "lannister"),
        ),
    ),
    "gold-of-casterly-rock": (Ability(ACTION, phase="marshalling", effect=gain_gold(2)),),
}

#: Characters that do not kneel to attack in these challenge types.
STAYS_STANDING = {"jaime-lannister": ("military",)}

#: Attachments that go only on some characters: card id -> (test, words).
ATTACH_ONLY = {
    "ice": (lambda g, u: house_of(g, u) == "stark" and is_trait(g, u, "Lord"), "a Stark Lord"),
    "longclaw": (lambda g, u: is_trait(g, u, "Night's Watch"), "a Night's Watch character"),
    "needle": (lambda g, u: g.card(u).data.id == "arya-stark", "Arya Stark"),
}

# -- plots --------------------------------------------------------------------


def choose_character(game: Agot, player: str, candidates: list[str], prompt: str, rule: str) -> Walk:
    """Ask ``player`` to pick one of ``candidates`` (returns its uid, or None if there is none)."""
    if not candidates:
        return None
    if len(candidates) == 1:
        return candidates[0]
    choice = yield Decision(
        player,
        f"{player}: {prompt}",
        [option("pick", u, label=f"{game.card(u).name} ({controller(game, u)})") for u in candidates],
        rule=rule,
    )
    return choice.subject


def hear_me_roar(game: Agot, use: Use) -> Walk:
    hand = [
        u
        for u in game.zone(use.player, "hand")
        if game.card(u).data.type == "character"
        and game.card(u).data.house == "lannister"
        and game.card(u).data.cost <= 3
        and not _unique_blocked(game, use.player, u)
    ]
    uid = yield from choose_character(
        game, use.player, hand, "Hear Me Roar!: put a character into play", "plot.when-revealed"
    )
    if uid:
        game.move(uid, use.player, "hand", "play")
        game.record(
            "put-into-play", f"{use.player} puts {game.card(uid).name} into play", "plot.when-revealed", {"card": uid}
        )


def _unique_blocked(game: Agot, player: str, uid: str) -> bool:
    d = game.card(uid).data
    dead = any(game.card(u).data.id == d.id for u in game.zone(player, "dead"))
    return d.unique and (dead or copy_in_play(game, player, d.id) is not None)


def consolidation_of_power(game: Agot, use: Use) -> Walk:
    budget = 4
    while True:
        fits = [u for u in all_characters(game) if not game.card(u).kneeling and game.strength(u) <= budget]
        if not fits:
            return
        choice = yield Decision(
            use.player,
            f"{use.player}: Consolidation of Power: kneel characters of total strength up to {budget} more",
            [
                *(
                    option(
                        "kneel",
                        u,
                        label=f"{game.card(u).name} ({controller(game, u)})",
                        explain=f"strength {game.strength(u)}",
                    )
                    for u in fits
                ),
                Option("done", "Stop"),
            ],
            rule="plot.when-revealed",
        )
        if choice.verb == "done":
            return
        uid = choice.subject
        budget -= game.strength(uid)
        game.kneel(uid)
        game.record("knelt", f"{game.card(uid).name} kneels", "plot.when-revealed", {"card": uid})


def valar_morghulis(game: Agot, use: Use) -> Walk:
    yield from leave(game, all_characters(game), "killed", "Valar Morghulis")


def detained(game: Agot, use: Use) -> Walk:
    standing_ = [u for u in all_characters(game) if not game.card(u).kneeling]
    uid = yield from choose_character(game, use.player, standing_, "Detained: kneel a character", "plot.when-revealed")
    if uid:
        game.kneel(uid)
        add(game, Lasting(use.source, use.player, "round", [uid], forbids=("stand",)))
        game.record(
            "knelt", f"{game.card(uid).name} kneels and will not stand this round", "plot.when-revealed", {"card": uid}
        )


def spies(game: Agot, use: Use) -> Walk:
    (other,) = game.opponents(use.player)  # this edition has two players
    look_at_hand(game, use, other)
    events_ = [u for u in game.zone(other, "hand") if game.card(u).data.type == "event"]
    uid = yield from choose_character(
        game, use.player, events_, "Spies in Their Ranks: discard an event", "plot.when-revealed"
    )
    if uid:
        discard_from_hand(game, other, uid, "plot.when-revealed", "Spies in Their Ranks")


def summoning(game: Agot, use: Use) -> None:
    lords = sum(1 for c in game.characters(use.player) if "Lord" in c.data.traits)
    game.draw(use.player, min(2, lords), "plot.when-revealed")


def red_wedding(game: Agot, use: Use) -> Walk:
    for player in game.turn_order():
        lords = [c.uid for c in game.characters(player) if "Lord" in c.data.traits]
        uid = yield from choose_character(
            game, player, lords, "The Red Wedding: kill one of your Lords", "plot.when-revealed"
        )
        if uid:
            yield from leave(game, [uid], "killed", "The Red Wedding")


def small_council(game: Agot, use: Use) -> None:
    for player in game.turn_order():
        game.draw(player, 1, "plot.when-revealed")


def forced_march(game: Agot, use: Use) -> Walk:
    targets = [u for u in all_characters(game) if not game.card(u).kneeling and "military" in game.icons(u)]
    uid = yield from choose_character(
        game, use.player, targets, "Forced March: kneel a character", "plot.when-revealed"
    )
    if uid:
        game.kneel(uid)
        game.record("knelt", f"{game.card(uid).name} kneels", "plot.when-revealed", {"card": uid})


def your_plot_constant(test: Callable[[Agot, str, str], bool]) -> Ability:
    """A plot's strength bonus through the round, for characters of the plot's owner."""
    return Ability(
        CONSTANT,
        rule="plot.round",
        modifier=while_in(lambda g, s, u: controller(g, u) == g.card(s).owner and test(g, s, u), 1),
    )


def revealed(effect: Callable[[Agot, Use], Walk | None]) -> Ability:
    return Ability(REVEALED, trigger=WHEN_REVEALED, effect=effect)


PLOTS = {
    "hear-me-roar": (revealed(hear_me_roar),),
    "consolidation-of-power": (revealed(consolidation_of_power),),
    "valar-morghulis": (revealed(valar_morghulis),),
    "detained": (revealed(detained),),
    "spies-in-their-ranks": (revealed(spies),),
    "summoning-the-bannermen": (revealed(summoning),),
    "the-red-wedding": (revealed(red_wedding),),
    "the-small-council-meets": (revealed(small_council),),
    "forced-march": (revealed(forced_march),),
    "the-old-gods": (your_plot_constant(lambda g, s, u: house_of(g, u) == "stark" and defending(g, u)),),
    "hidden-in-shadow": (your_plot_constant(lambda g, s, u: g.card(u).data.has("stealth")),),
    "the-hands-tourney": (
        Ability(CONSTANT, rule="plot.round", modifier=while_in(lambda g, s, u: g.card(u).data.has("renown"), 1)),
    ),
    "illyrios-gift": (
        Ability(
            PASSIVE,
            trigger=DOMINANCE_WON,
            effect=gain_power(3),
            rule="plot.round",
            when=lambda g, use: g.state.dominance == use.player,
        ),
    ),
    "a-clash-of-kings": (
        Ability(
            PASSIVE,
            trigger=AFTER_CHALLENGE,
            effect=gain_power(1),
            rule="plot.round",
            when=won("power", side="attacker"),
        ),
    ),
    # a-game-of-thrones, a-storm-of-swords and the-long-night change rules of a phase:
    # see challenges.allowed and standing.stand_all, which read PLOT_RULES.
}

#: Plots whose text changes a rule for the round (read where that rule is applied).
PLOT_RULES = {
    "a-game-of-thrones": "no-military-or-power-before-intrigue",
    "a-storm-of-swords": "extra-military",
    "the-long-night": "nothing-stands",
}

ABILITIES: dict[str, tuple[Ability, ...]] = {**STARK, **LANNISTER, **PLOTS}
