"""Phase 4, challenges (FAZA WYZWAŃ): declare attackers, defenders, resolve.

Each player in turn, first player first, may make one military, one intrigue
and one power challenge, one at a time, in any order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame import stealth, windows
from engine.cardgame.lasting import expire, restricted
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from . import effects
from .cards import ICONS
from .cardtext import PLOT_RULES, STAYS_STANDING
from .state import Challenge

if TYPE_CHECKING:
    from .game import Agot

NAMES = {"military": "military (wojskowe)", "intrigue": "intrigue (intryg)", "power": "power (władzy)"}
ARTICLE = {"military": "a", "intrigue": "an", "power": "a"}


def allowed(game: Agot, name: str, kind: str) -> int:
    """How many challenges of this type the player may make this round (1, or more if a plot says so)."""
    plot = game.plot(name)
    extra = 1 if plot and PLOT_RULES.get(plot.id) == "extra-military" and kind == "military" else 0
    return 1 + extra


def forbidden(game: Agot, name: str, kind: str) -> tuple[str, str] | None:
    """A revealed plot that forbids this challenge type now: (reason, rule), or None."""
    for p in game.players:
        plot = game.plot(p)
        blocks = plot is not None and PLOT_RULES.get(plot.id) == "no-military-or-power-before-intrigue"
        if blocks and kind != "intrigue" and not any(k == "intrigue" for _, k, _ in game.state.won):
            return f"{plot.name} ({p}'s plot): no {kind} challenge until an intrigue challenge is won", "plot.round"
    return None


def turn_over(game: Agot) -> bool:
    """every challenge made, or the player stops

    The active player's challenges end when all are made or they stop. rule: challenges.types
    """
    p = game.player(game.active)
    return p.challenges_over or all(p.challenges_made.count(k) >= allowed(game, game.active, k) for k in ICONS)


def can_attack(game: Agot, name: str, kind: str) -> bool:
    """Whether the player has a standing character with the icon that may attack."""
    return any(
        not c.kneeling and kind in game.icons(c.uid) and not restricted(game, c.uid, "attack")
        for c in game.characters(name)
    )


def in_challenge(game: Agot) -> bool:
    """a challenge was initiated

    The challenge's pipeline runs only when the player initiated one (not when they stopped).
    """
    return game.state.challenge is not None


def challenge_option(kind: str) -> Option:
    """Initiating a challenge of one type."""
    return option(
        "challenge", kind, label=f"{NAMES[kind].capitalize()} challenge", explain=f"claim: {CLAIM_TEXT[kind]}"
    )


def initiate(game: Agot) -> Walk:
    """The active player picks the type of the next challenge, or stops.

    rules: challenges.types, challenges.attackers
    """
    name = game.active
    made = game.player(name).challenges_made
    options = [challenge_option(k) for k in ICONS if why_not_initiate(game, name, k) is None]
    options.append(Option("done", "Make no more challenges", "end your challenges for this round"))

    def why_not() -> list[Rejected]:
        return [
            challenge_option(k).refused(*reason) for k in ICONS if (reason := why_not_initiate(game, name, k))
        ] + windows.unavailable(game, name, "challenges.initiate")

    choice = yield Decision(name, f"{name}: initiate a challenge or stop", options, why_not, "challenges.types")
    if choice.verb == "done":
        game.player(name).challenges_over = True
        game.record("challenges-done", f"{name} makes no more challenges", "challenges.types", {"player": name})
        return
    kind = choice.subject
    made.append(kind)
    defender = game.defender_for(name)
    game.state.challenge = Challenge(kind, name, defender)
    game.record(
        "challenge",
        f"{name} initiates {ARTICLE[kind]} {NAMES[kind]} challenge against {defender}",
        "challenges.types",
        {"kind": kind, "attacker": name, "defender": defender},
    )


def why_not_initiate(game: Agot, name: str, kind: str) -> tuple[str, str] | None:
    """Why the player may not initiate a challenge of this type now: (reason, rule), or None."""
    made = game.player(name).challenges_made.count(kind)
    if made >= allowed(game, name, kind):
        return "already made this round", "challenges.types"
    if not can_attack(game, name, kind):
        return f"no standing character with the {kind} icon that may attack", "challenges.attackers"
    return forbidden(game, name, kind)


CLAIM_TEXT = {
    "military": "the defender kills characters",
    "intrigue": "the defender discards cards at random",
    "power": "the defender loses power to you",
}


def why_not_join(game: Agot, uid: str, chosen: list[str], side: str) -> str | None:
    """Why a character may not attack or defend in this challenge, or None."""
    c = game.state.challenge
    assert c is not None
    card = game.card(uid)
    if uid in chosen:
        return f"is already declared as {side}"
    if card.kneeling:
        return "is kneeling; only standing characters can be declared"
    if c.kind not in game.icons(uid):
        return f"has no {c.kind} icon"
    if side == "attacker" and (source := restricted(game, uid, "attack")):
        return f"cannot attack this phase ({source})"
    if side == "defender" and uid in c.stealthed:
        return "was chosen by a Stealth attacker and cannot defend"
    return None


def join_option(game: Agot, uid: str, verb: str) -> Option:
    """Declaring one character as an attacker or a defender."""
    return option(verb, uid, label=game.card(uid).name, explain=f"adds {game.strength(uid)} strength")


def _declare(game: Agot, name: str, side: str, rule: str) -> Walk:
    """Pick one more character, or 'done'; on 'done' they all kneel together. Returns True when done.
    The prompt and the 'done' option give the strengths as they stand now (see :func:`totals`).
    rules: challenges.attackers, challenges.defenders, challenges.winner
    """
    c = game.state.challenge
    assert c is not None
    chosen = c.attackers if side == "attacker" else c.defenders
    verb = "attack" if side == "attacker" else "defend"
    with game.reading():  # every strength through the same constant abilities, worked out once
        options = [
            join_option(game, ch.uid, verb)
            for ch in game.characters(name)
            if not why_not_join(game, ch.uid, chosen, side)
        ]
        attack, defense = totals(game)
    if chosen or side == "defender":
        label = "Done declaring attackers" if side == "attacker" else ("Done defending" if chosen else "Do not defend")
        if side == "attacker":
            explain = f"attack with strength {attack}"
        elif chosen:
            explain = f"defend with strength {defense} against attacking strength {attack}"
        else:
            explain = f"no defenders: defending strength 0 against attacking strength {attack}"
        options.append(Option("done", label, explain))

    def why_not() -> list[Rejected]:
        out = [
            join_option(game, ch.uid, verb).refused(f"{ch.name} {why}", rule)
            for ch in game.characters(name)
            if (why := why_not_join(game, ch.uid, chosen, side)) and ch.uid not in chosen
        ]
        if not chosen and side == "attacker":
            out.append(Option("done", "Done").refused("a challenge needs at least one attacker", rule))
        return out

    if side == "attacker":
        prompt = f"{name}: declare attackers for the {c.kind} challenge, one at a time (attacking strength {attack})"
    else:
        prompt = (
            f"{name}: declare defenders for the {c.kind} challenge, one at a time "
            f"(attacking strength {attack}, defending strength {defense})"
        )
    choice = yield Decision(name, prompt, options, why_not, rule)
    if choice.verb != "done":
        chosen.append(choice.subject)
        return False
    for uid in chosen:
        if side == "attacker" and c.kind in STAYS_STANDING.get(game.card(uid).data.id, ()):
            game.record(
                "stays-standing", f"{game.card(uid).name} attacks without kneeling", "abilities.lasting", {"card": uid}
            )
            continue
        game.kneel(uid)
    names = ", ".join(game.card(u).name for u in chosen) or "no one"
    game.record(f"{side}s-declared", f"{name} kneels {names} to {verb}", rule, {"cards": list(chosen)})
    return True


def declare_attacker(game: Agot) -> Walk:
    """Step 1: the attacker kneels any number of standing characters with the
    challenge's icon, picked one at a time; at least one. rule: challenges.attackers
    """
    c = game.state.challenge
    assert c is not None
    return (yield from _declare(game, c.attacker, "attacker", "challenges.attackers"))


def has_stealth_attacker(game: Agot) -> bool:
    """an attacker has Stealth"""
    c = game.state.challenge
    return c is not None and any(game.card(u).data.has("stealth") for u in c.attackers)


def choose_stealth(game: Agot) -> Walk:
    """Each attacker with Stealth may pick an opposing character without Stealth; it cannot defend
    in this challenge. rule: keywords.stealth
    """
    c = game.state.challenge
    assert c is not None
    return (yield from stealth.choose_stealth(game, c, lambda u: game.card(u).data.has("stealth"), "keywords.stealth"))


def declare_defender(game: Agot) -> Walk:
    """Step 2: the defender may kneel standing characters with the icon to defend, picked
    one at a time; defending is optional. rule: challenges.defenders
    """
    c = game.state.challenge
    assert c is not None
    return (yield from _declare(game, c.defender, "defender", "challenges.defenders"))


def participating(game: Agot, uids: list[str]) -> list[str]:
    """Those of the declared characters still in play (a character removed from
    the challenge no longer counts). rule: challenges.participating
    """
    in_play = game.in_play_uids()
    return [u for u in uids if u in in_play]


def totals(game: Agot) -> tuple[int, int]:
    """(attacking strength, defending strength) of the challenge as it stands: the strength, with
    every modifier, of the declared characters still participating (those being declared count as
    soon as they are picked). The same sums decide the winner. rules: challenges.winner,
    challenges.participating
    """
    c = game.state.challenge
    if c is None:
        return 0, 0
    attack = sum(game.strength(u) for u in participating(game, c.attackers))
    return attack, sum(game.strength(u) for u in participating(game, c.defenders))


def decide_winner(game: Agot) -> None:
    """Step 3: total the strengths; the attacker wins with equal or higher strength.

    rule: challenges.winner
    """
    c = game.state.challenge
    assert c is not None
    c.attack_strength, c.defense_strength = totals(game)
    c.winner = c.attacker if c.attack_strength >= c.defense_strength else c.defender
    tie = " (a tie goes to the attacker)" if c.attack_strength == c.defense_strength else ""
    game.state.won.append((c.winner, c.kind, "attacker" if c.winner == c.attacker else "defender"))
    game.record(
        "challenge-won",
        f"{c.winner} wins the {c.kind} challenge: attackers {c.attack_strength}, defenders {c.defense_strength}{tie}",
        "challenges.winner",
        {
            "winner": c.winner,
            "kind": c.kind,
            "attack": c.attack_strength,
            "defense": c.defense_strength,
            "modifiers": {
                u: m for u in participating(game, c.attackers + c.defenders) if (m := effects.modifiers(game, u))
            },
        },
    )
    effects.reward_winner(game, c.winner)


def unopposed(game: Agot) -> None:
    """An attacker who wins against a total defending strength below 1 gains 1 power.

    rule: challenges.unopposed
    """
    c = game.state.challenge
    assert c is not None
    if c.winner == c.attacker and c.defense_strength < 1:
        game.gain_power(c.attacker, 1, "challenges.unopposed", "the challenge was unopposed")


def renown(game: Agot) -> None:
    """After the challenge, each of the winner's participating characters with
    Renown gains 1 power. rule: keywords.renown
    """
    c = game.state.challenge
    assert c is not None
    side = c.attackers if c.winner == c.attacker else c.defenders
    for uid in participating(game, side):
        if game.card(uid).data.has("renown"):
            game.gain_power(c.winner, 1, "keywords.renown", "Renown", on=uid)  # type: ignore[arg-type]


def end_challenge(game: Agot) -> None:
    """The challenge is over; participants stay kneeling. rule: challenges.types"""
    c = game.state.challenge
    assert c is not None
    game.record("challenge-ended", f"The {c.kind} challenge is over", "challenges.types", {"kind": c.kind})
    expire(game, "challenge")
    game.state.challenge = None
