"""Phase 4, challenges (rule agot2.challenges): each player in turn may initiate one military, one
intrigue and one power challenge (plus any extra their cards or title give), each against an
opponent they name in melee; a challenge is initiated, maybe redirected by the Crown Regent,
defended, and resolved in the 2nd edition's order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame import stealth
from engine.cardgame.lasting import expire, restricted
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from . import delayed, effects, titles
from .cards import ICONS
from .state import Challenge

if TYPE_CHECKING:
    from .game import Agot2

NAMES = {"military": "military (militarne)", "intrigue": "intrigue (intrygi)", "power": "power (władzy)"}
CLAIMS = {
    "military": "the defender kills characters",
    "intrigue": "the defender discards cards at random",
    "power": "power moves from the defender's faction card to yours",
}


def current(game: Agot2) -> Challenge:
    """The challenge being resolved."""
    c = game.state.challenge
    assert c is not None
    return c


def allowed(game: Agot2, name: str, kind: str) -> int:
    """How many challenges of a type the player may make this round: one, plus extras from cards
    (Casterly Rock) and the Hand of the King's power challenge. rule: agot2.challenges.count
    """
    extra = effects.bonus(game, name, f"extra:{kind}")
    if kind == "power" and titles.title_of(game, name) == titles.HAND:
        extra += 1
    return 1 + extra


def why_not_against(game: Agot2, name: str, kind: str, defender: str) -> tuple[str, str] | None:
    """Why this player may not initiate this challenge against this opponent now, or None."""
    made = game.player(name).challenges_made
    count = sum(1 for k, _ in made if k == kind)
    if count >= allowed(game, name, kind):
        return f"you have made every {kind} challenge you may this round", "agot2.challenges.count"
    if titles.supports(game, name, defender):
        title = game.card(game.zone(defender, "title")[0]).name
        return f"your title supports {defender}'s title ({title}): no challenge against them", "agot2.melee.support"
    hand = titles.title_of(game, name) == titles.HAND
    if hand and kind == "power" and count == 1 and allowed(game, name, kind) == 2 and (kind, defender) in made:
        return "the Hand of the King's extra power challenge must be against another opponent", "agot2.melee"
    found = effects.restriction(game, name, kind, defender)
    if found:
        return found
    if not any(why_not_join(game, c.uid, [], "attacker", kind) is None for c in game.characters(name)):
        return f"you have no standing character with the {kind} icon that may attack", "agot2.challenges.initiate"
    return None


def turn_over(game: Agot2) -> bool:
    """the player has passed, or made every challenge they may

    The window before each challenge comes first, so a player with no standing character may
    still bring one in (Ambush) and attack. rules: agot2.challenges, agot2.challenges.count
    """
    p = game.player(game.active)
    if p.challenges_over or p.eliminated or game.over:
        return True
    made = [k for k, _ in p.challenges_made]
    with game.reading():
        return all(made.count(k) >= allowed(game, game.active, k) for k in ICONS)


def in_challenge(game: Agot2) -> bool:
    """a challenge was initiated

    The challenge's steps run only when the player named one (not when they passed).
    """
    return game.state.challenge is not None


def challenge_option(game: Agot2, kind: str, defender: str) -> Option:
    """Initiating a challenge of one type against one opponent."""
    against = f" against {defender}" if len(game.players) > 2 else ""
    return option(
        "challenge",
        kind,
        defender,
        label=f"{NAMES[kind].capitalize()} challenge{against}",
        explain=f"claim: {CLAIMS[kind]}",
    )


def initiate(game: Agot2) -> Walk:
    """4.2: the active player names a challenge type and (in melee) an opponent, or passes.
    rules: agot2.challenges.count, agot2.challenges.initiate, agot2.melee.support
    """
    name = game.active
    pairs = [(k, d) for k in ICONS for d in game.opponents(name)]
    with game.reading():
        options = [challenge_option(game, k, d) for k, d in pairs if why_not_against(game, name, k, d) is None]
    options.append(Option("done", "Make no more challenges", "end your challenges for this round"))

    def why_not() -> list[Rejected]:
        return [
            challenge_option(game, k, d).refused(*why) for k, d in pairs if (why := why_not_against(game, name, k, d))
        ]

    choice = yield Decision(name, f"{name}: initiate a challenge or pass", options, why_not, "agot2.challenges.count")
    if choice.verb == "done":
        game.player(name).challenges_over = True
        game.record("challenges-done", f"{name} makes no more challenges", "agot2.challenges.count", {"player": name})
        return
    kind, defender = str(choice.subject), str(choice.target)
    game.state.challenge = Challenge(kind, name, defender, defender)


def why_not_join(game: Agot2, uid: str, chosen: list[str], side: str, kind: str) -> str | None:
    """Why a character may not attack or defend in a challenge of this type, or None."""
    card = game.card(uid)
    if uid in chosen:
        return f"is already declared as {side}"
    if card.kneeling:
        return "is kneeling: only standing characters attack or defend"
    if kind not in effects.icons(game, uid):
        return f"has no {kind} icon"
    if side == "attacker" and (source := restricted(game, uid, "attack")):
        return f"cannot attack ({source})"
    if side == "defender" and (source := restricted(game, uid, "defend")):
        return f"cannot defend ({source})"
    c = game.state.challenge
    if side == "defender" and c is not None and uid in c.stealthed:
        return "was bypassed by a Stealth attacker and cannot defend"
    return None


def totals(game: Agot2) -> tuple[int, int]:
    """(attacking, defending) strength now: each side's participating characters with every
    modifier, a title's +1 where it applies, and what other cards contribute. rules:
    agot2.challenges.winner, agot2.melee
    """
    c = game.state.challenge
    if c is None:
        return 0, 0
    att, dfn = participating(game, c.attackers), participating(game, c.defenders)
    attack = sum(game.strength(u) for u in att) + titles.challenge_bonus(game, c.attacker, c.kind, att)
    defense = sum(game.strength(u) for u in dfn) + titles.challenge_bonus(game, c.defender, c.kind, dfn)
    attack += effects.contribution(game, c.attacker)
    defense += effects.contribution(game, c.defender)
    return attack, defense


def participating(game: Agot2, uids: list[str]) -> list[str]:
    """The declared characters still participating: in play, under the same control. rule:
    agot2.challenges.participating
    """
    return [u for u in uids if game.is_in_play(u)]


def _declare(game: Agot2, name: str, side: str, rule: str) -> Walk:
    """One character declared as attacker or defender, or done; a card may cap how many each
    player declares in a challenge (Jousting Contest). rules: agot2.challenges.initiate,
    agot2.challenges.defenders, agot2.timing.cannot
    """
    c = current(game)
    chosen = c.attackers if side == "attacker" else c.defenders
    verb = "attack" if side == "attacker" else "defend"
    mine = game.characters(name)
    with game.reading():
        cap = effects.declare_limit(game)
        full = cap is not None and len(chosen) >= cap[0]
        options = [
            option(verb, ch.uid, label=ch.name, explain=f"adds {game.strength(ch.uid)} strength")
            for ch in mine
            if not full and why_not_join(game, ch.uid, chosen, side, c.kind) is None
        ]
        attack, defense = totals(game)
    if chosen or side == "defender":
        label = "Done declaring attackers" if side == "attacker" else ("Done defending" if chosen else "Do not defend")
        options.append(Option("done", label, f"attacking strength {attack}, defending strength {defense}"))

    def why_not() -> list[Rejected]:
        out = [
            option(verb, ch.uid, label=ch.name).refused(f"{ch.name} {why}", rule)
            for ch in mine
            if ch.uid not in chosen and (why := why_not_join(game, ch.uid, chosen, side, c.kind))
        ]
        if full and cap is not None:
            most, card, cites = cap
            capped = f"{card}: at most {most} {side}{'s' * (most != 1)} for each player in each challenge"
            out += [
                option(verb, ch.uid, label=ch.name).refused(capped, cites)
                for ch in mine
                if why_not_join(game, ch.uid, chosen, side, c.kind) is None
            ]
        if side == "attacker" and not chosen:
            out.append(Option("done", "Done").refused("a challenge needs at least one attacker", rule))
        return out

    against = f" against {c.defender}" if side == "attacker" else ""
    prompt = f"{name}: declare {side}s for the {c.kind} challenge{against}, one at a time ({attack} against {defense})"
    choice = yield Decision(name, prompt, options, why_not, rule)
    if choice.verb != "done":
        chosen.append(str(choice.subject))
        return False
    return True


def declare_attackers(game: Agot2) -> Walk:
    """Initiating: the attacker picks one or more standing characters with the icon. rule:
    agot2.challenges.initiate
    """
    return (yield from _declare(game, current(game).attacker, "attacker", "agot2.challenges.initiate"))


def initiated(game: Agot2) -> None:
    """The attackers kneel together and the challenge is initiated. rule: agot2.challenges.initiate"""
    c = current(game)
    knelt = [u for u in c.attackers if effects.kneels(game, u, c.kind, "attacker")]
    for uid in knelt:
        game.kneel(uid)
    c.initiated = True
    game.player(c.attacker).challenges_made.append((c.kind, c.defender))
    names = ", ".join(game.card(u).name for u in c.attackers)
    standing = [game.card(u).name for u in c.attackers if u not in knelt]
    kneel = f"kneeling {', '.join(game.card(u).name for u in knelt)}" if knelt else "no one kneeling"
    stays = f" ({', '.join(standing)} stays standing)" if standing else ""
    article = "an" if c.kind == "intrigue" else "a"
    game.record(
        "challenge",
        f"{c.attacker} initiates {article} {NAMES[c.kind]} challenge against {c.defender} with {names}, {kneel}{stays}",
        "agot2.challenges.initiate",
        {"kind": c.kind, "attacker": c.attacker, "defender": c.defender, "cards": list(c.attackers)},
    )


def can_redirect(game: Agot2) -> bool:
    """the Crown Regent's bearer may redirect this challenge

    Melee only, once a round, by a bearer who is not the attacker, with another opponent to send it
    to. rule: agot2.melee.redirect
    """
    c = game.state.challenge
    regent = titles.bearer(game, titles.CROWN_REGENT)
    return (
        c is not None
        and not game.state.redirect_used
        and regent is not None
        and regent != c.attacker
        and bool(redirect_targets(game))
    )


def redirect_targets(game: Agot2) -> list[str]:
    """The opponents the attacker could be sent against instead (a supported player is allowed:
    the official reading, rule agot2.melee.redirect).
    """
    c = current(game)
    return [p for p in game.opponents(c.attacker) if p != c.defender]


def redirect(game: Agot2) -> Walk:
    """The Crown Regent's bearer may make the attacker name another opponent; attackers and type stay,
    and the challenge still counts as made against the first. rule: agot2.melee.redirect
    """
    c = current(game)
    regent = titles.bearer(game, titles.CROWN_REGENT)
    assert regent is not None
    choice = yield Decision(
        regent,
        f"{regent}: Crown Regent: redirect {c.attacker}'s {c.kind} challenge against {c.defender}?",
        [
            Option("redirect", "Redirect it", f"{c.attacker} must name another opponent; once a round"),
            Option("keep", "Let it stand"),
        ],
        rule="agot2.melee.redirect",
    )
    if choice.verb == "keep":
        return
    game.state.redirect_used = True
    targets = redirect_targets(game)
    pick = yield Decision(
        c.attacker,
        f"{c.attacker}: the Crown Regent redirects your challenge: name another opponent",
        [option("against", p, label=p) for p in targets],
        rule="agot2.melee.redirect",
    )
    c.defender = str(pick.subject)
    game.record(
        "redirect",
        f"{regent} uses the Crown Regent: the challenge is now against {c.defender}",
        "agot2.melee.redirect",
        {"regent": regent, "defender": c.defender},
    )


def has_stealth_attacker(game: Agot2) -> bool:
    """an attacker has Stealth"""
    c = game.state.challenge
    return c is not None and any(effects.has(game, u, "stealth") for u in c.attackers)


def choose_stealth(game: Agot2) -> Walk:
    """Each Stealth attacker may bypass one character of the defender without Stealth; it cannot
    defend. rule: agot2.kw.stealth
    """
    has = lambda uid: effects.has(game, uid, "stealth")  # noqa: E731
    return (yield from stealth.choose_stealth(game, current(game), has, "agot2.kw.stealth"))


def declare_defenders(game: Agot2) -> Walk:
    """4.2.1: the defender may declare standing characters with the icon, not bypassed; they kneel
    together. Returns True when done. rule: agot2.challenges.defenders
    """
    c = current(game)
    done = yield from _declare(game, c.defender, "defender", "agot2.challenges.defenders")
    if done:
        for uid in c.defenders:
            if effects.kneels(game, uid, c.kind, "defender"):
                game.kneel(uid)
        names = ", ".join(game.card(u).name for u in c.defenders) or "no one"
        game.record(
            "defenders",
            f"{c.defender} defends with {names}",
            "agot2.challenges.defenders",
            {"cards": list(c.defenders)},
        )
    return done


def alive(game: Agot2) -> bool:
    """both sides are still in the game

    A player eliminated during a challenge ends it. rule: agot2.end.eliminate
    """
    c = game.state.challenge
    return c is not None and not c.over


def decide_winner(game: Agot2) -> Walk:
    """4.2.2: the higher total wins, a tie goes to the attacker; a winner needs at least 1 strength and
    a participating character, else nobody wins. rule: agot2.challenges.winner
    """
    c = current(game)
    c.attack_strength, c.defense_strength = totals(game)
    att, dfn = participating(game, c.attackers), participating(game, c.defenders)
    if c.attack_strength >= c.defense_strength and c.attack_strength > 0 and att:
        c.winner, c.loser = c.attacker, c.defender
    elif c.defense_strength > c.attack_strength and c.defense_strength > 0 and dfn:
        c.winner, c.loser = c.defender, c.attacker
    score = f"{c.attack_strength} against {c.defense_strength}"
    if c.winner is None:
        game.record("no-winner", f"Nobody wins the {c.kind} challenge ({score})", "agot2.challenges.winner")
        return
    tie = ", a tie goes to the attacker" if c.attack_strength == c.defense_strength else ""
    game.state.won.append((c.winner, c.kind, c.loser))  # type: ignore[arg-type]
    game.record(
        "challenge-won",
        f"{c.winner} wins the {c.kind} challenge ({score}{tie})",
        "agot2.challenges.winner",
        {
            "winner": c.winner,
            "kind": c.kind,
            "attack": c.attack_strength,
            "defense": c.defense_strength,
            "modifiers": {u: m for u in att + dfn if (m := effects.modifiers(game, u))},
        },
    )
    stand_summary_keywords(game)
    yield from game.settle()


def stand_summary_keywords(game: Agot2) -> None:
    """With the summary's two keywords on: winning attackers with Vigilant and losing defenders with
    Vindictive stand at once (our reading of their timing). rules: agot2.kw.vigilant, agot2.kw.vindictive
    """
    c = current(game)
    if not game.options["summary_keywords"] or c.winner != c.attacker:
        return
    for side, keyword in ((c.attackers, "vigilant"), (c.defenders, "vindictive")):
        for uid in participating(game, side):
            if effects.has(game, uid, keyword) and game.card(uid).kneeling:
                game.stand(uid)
                name = game.card(uid).name
                game.record("stood", f"{name} stands ({keyword.title()})", f"agot2.kw.{keyword}", {"card": uid})


def bonuses(game: Agot2) -> None:
    """4.2.3: an unopposed attacker's win (defending total 0) gives 1 power; in melee, a winner
    against the bearer of a rival title gains 1 power, once a round per opponent.
    rules: agot2.challenges.unopposed, agot2.challenges.bonus, agot2.melee.rival
    """
    c = current(game)
    if c.winner is None:
        return
    if c.winner == c.attacker and c.defense_strength == 0:
        game.gain_power(c.attacker, 1, "agot2.challenges.unopposed", "the challenge was unopposed")
    if c.loser and titles.rivals(game, c.winner, c.loser):
        got = game.player(c.winner).rival_bonus_from
        if c.loser in got:
            game.record(
                "no-rival-bonus",
                f"{c.winner} already gained the rival bonus from {c.loser} this round",
                "agot2.melee.rival",
            )
        else:
            got.append(c.loser)
            game.gain_power(c.winner, 1, "agot2.melee.rival", f"won against a rival title ({c.loser})")


def end_challenge(game: Agot2) -> Walk:
    """4.2.6: the challenge ends: effects waiting for its winner resolve, effects until its end
    expire. rules: agot2.challenges.participating, agot2.timing.delayed
    """
    c = current(game)
    yield from delayed.resolve(game, "challenge")
    game.record(
        "challenge-ended", f"The {c.kind} challenge is over", "agot2.challenges.participating", {"kind": c.kind}
    )
    expire(game, "challenge")
    game.state.challenge = None
