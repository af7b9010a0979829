"""Rules of thumb for the greedy bot and the tutor's hints: a score and a reason per option.

A sensible beginner: it keeps a hand that sets up well and sets up the best cards within the 8 gold
(:mod:`.hints_setup`), makes and defends challenges by the strengths the engine counts and uses the
Crown Regent only when it helps (:mod:`.hints_challenges`), picks a title for what it gives this
round (:mod:`.hints_titles`), and otherwise weighs power toward 15, characters and gold. Every reason
carries the numbers it was judged by, all of them on the deciding player's side of the table.
rule: agot2.end.win
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import effects
from . import hints_challenges as fight
from . import hints_setup as setup
from .hints_titles import title
from .victory import total_power

if TYPE_CHECKING:
    from .game import Agot2

Judge = Callable[["Agot2", str, Option], tuple[float, str]]


def judge(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """A score for one option (higher is better) and the reason."""
    by_node = _BY_NODE.get((game.node, option.verb))
    if by_node is not None:
        return by_node(game, player, option)
    rule = _BY_VERB.get(option.verb)
    return rule(game, player, option) if rule else (1.0, "")


def _bring_in(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Marshal (or bring in by Ambush or from shadows) the card that adds most. rule: agot2.marshal"""
    data = game.card(str(option.subject)).data
    if option.target is not None and data.type == "attachment":
        return _attach(game, player, option)
    if not data.cost:
        return 3.0, f"{data.name} comes in for nothing"
    if data.type == "character":
        return 3 + data.strength / 2 + data.cost / 4, f"{data.name}: {data.strength} strength for {data.cost} gold"
    return 3 + data.cost / 4, f"{data.name}: a {data.type} for {data.cost} gold"


def _attach(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """An attachment: a Terminal one on an opponent's character, any other on your own, and not an
    icon its host has already. rules: agot2.attachments, agot2.kw.terminal
    """
    data, host = game.card(str(option.subject)).data, game.card(str(option.target))
    on = f"{data.name} on {host.name} ({data.cost} gold)"
    ours = host.owner == player
    if data.has("terminal") and ours:
        return 0.2, f"{on}: it would weaken your own character"
    if not data.has("terminal") and not ours:
        return 0.2, f"{on}: it would help your opponent"
    icon = setup.icon_given(data)
    if icon and icon in effects.icons(game, host.uid):
        return 0.3, f"{on} adds nothing: {host.name} has the {icon} icon already"
    return 3 + data.cost / 4 + game.strength(host.uid) / 10, f"{on}, a {game.strength(host.uid)}-strength character"


def _attack_kill(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """A military claim: lose the cheapest character. rule: agot2.challenges.claim"""
    data = game.card(str(option.subject)).data
    return -(data.cost or 0), f"{data.name} costs {data.cost}: the cheaper the loss, the better"


def _discard(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Discard your cheapest card; a card named by its code is in another player's hand (Seen In
    Flames shows codes, never hidden uids): discard their costliest. rule: agot2.timing.types
    """
    subject = str(option.subject)
    if subject in game.state.cards:
        data = game.card(subject).data
        return -(data.cost or 0), f"{data.name} costs {data.cost}: keep the costlier cards"
    data = game.library[subject]
    return float(data.cost or 0), f"{data.name} costs {data.cost}: take their costliest card"


def _plot(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Gold first, then initiative. rule: agot2.plot"""
    d = game.card(str(option.subject)).data
    return d.income + d.initiative / 3, f"{d.name}: income {d.income}, initiative {d.initiative}, claim {d.claim}"


def _first(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Name yourself first player: you marshal, challenge and (melee) pick a title first.
    rule: agot2.plot.first-player
    """
    if option.subject == player:
        title = ", and pick your title first" if len(game.players) > 2 else ""
        return 2.0, f"you marshal and challenge first{title}"
    return 1.0, f"{option.subject} would act first in every phase"


def _winner(game: Agot2, player: str, option: Option) -> tuple[float, str]:
    """Several reached 15 together and the first player names the winner: yourself if you can.
    rule: agot2.end.win
    """
    who = str(option.subject)
    if who == player:
        return 2.0, f"you have {total_power(game, who)} power: name yourself"
    return 1.0, f"{who} has {total_power(game, who)} power"


def _end_marshalling(game: Agot2, player: str) -> tuple[float, str]:
    """End your marshalling (or, in another player's turn, let the moment go). rule: agot2.marshal"""
    if player != game.active:
        return 0.5, "keep your cards and gold for later"
    gold = game.player(player).gold
    return 0.5, f"end marshalling with {gold} gold unspent (gold in your pool counts at dominance)"


def _ability(score: float, why: str) -> Judge:
    """An ability used now, the reason naming the card."""
    return lambda g, p, o: (score, f"{g.card(str(o.subject)).name}: {why}")


_BY_NODE: dict[tuple[str, str], Judge] = {
    ("setup.mulligan", "keep"): lambda g, p, o: setup.keep(g, p),
    ("setup.mulligan", "mulligan"): lambda g, p, o: setup.mulligan(g, p),
    ("setup.place", "place"): setup.place,
    ("setup.place", "shadow"): setup.shadow,
    ("setup.place", "done"): lambda g, p, o: setup.done(g, p),
    ("challenges.initiate", "done"): lambda g, p, o: fight.no_more_challenges(g, p),
    ("challenges.attackers", "done"): lambda g, p, o: fight.done_attacking(g, p),
    ("challenges.defenders", "done"): lambda g, p, o: fight.done_defending(g, p),
    ("challenges.redirect", "redirect"): fight.redirect,
    ("challenges.redirect", "keep"): fight.redirect,
    ("challenges.stealth", "skip"): lambda g, p, o: fight.skip_stealth(g, p),
    ("marshalling.marshal", "pass"): lambda g, p, o: _end_marshalling(g, p),
}

_BY_VERB: dict[str, Judge] = {
    "marshal": _bring_in,
    "ambush": _bring_in,
    "emerge": _bring_in,
    "challenge": fight.challenge,
    "attack": fight.attack,
    "defend": fight.defend,
    "against": fight.against,
    "stealth": fight.stealth,
    "intimidate": fight.intimidate,
    "whisper": fight.whisper,
    "kill": _attack_kill,
    "discard": _discard,
    "plot": _plot,
    "title": title,
    "first": _first,
    "winner": _winner,
    "keep": lambda g, p, o: (0.5, "keeps what you have"),
    "done": lambda g, p, o: (0.5, "stop here"),
    "pass": lambda g, p, o: (0.5, "keep your cards and gold for later"),
    "act": _ability(2.5, "use its ability now"),
    "react": _ability(2.5, "the moment passes if you do not use it now"),
    "interrupt": _ability(2.5, "the moment passes if you do not use it now"),
    "save": _ability(2.5, "keeps your card in play"),
}
