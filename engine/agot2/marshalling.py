"""Phase 3, marshalling (rule agot2.marshal): income, then an action window in which the active
player may also marshal cards. Also the other ways into play the framework gives: Ambush in the
challenges phase, Shadow cards in and out of shadows, duplicates, and Bestow gold.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cardgame.duplicates import copy_in_play
from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from . import effects
from .cards import SHADOW_COST
from .timing import ENTERS

if TYPE_CHECKING:
    from .game import Agot2

Handler = Callable[["Agot2"], Walk]
#: How an option to bring a card into play begins, by its verb.
WAYS_IN = {"marshal": "Marshal", "ambush": "Ambush", "emerge": "Bring out"}


def collect_income(game: Agot2) -> None:
    """3.2: the active player takes income: the plot's gold with its modifiers. rule: agot2.marshal"""
    name = game.active
    got = effects.plot_value(game, name, "income")
    game.player(name).gold += got
    game.record("income", f"{name} collects {got} gold", "agot2.marshal", {"player": name, "gold": got})


def cost(game: Agot2, uid: str) -> int:
    """What marshalling a card costs now: its printed cost less every cost reduction that fits it,
    never below 0. rule: agot2.marshal
    """
    card = game.card(uid)
    return max(0, (card.data.cost or 0) - sum(e.amount for e in effects.reductions(game, card.owner, uid)))


def use_reductions(game: Agot2, name: str, uid: str) -> None:
    """The cost reductions that fitted this card are used up."""
    for found in effects.reductions(game, name, uid):
        game.state.lasting.remove(found)
        game.record(
            "reduced",
            f"{game.card(found.source).name} reduces the cost by {found.amount}",
            "agot2.timing.types",
            {"source": found.source},
        )


def why_not_enter(game: Agot2, name: str, uid: str, way: str) -> tuple[str, str] | None:
    """Why a card from hand may not come into play now (marshalled, ambushed or put into play):
    unique cards, Limited (one a round, or more where a card allows: Taxation), attachments.
    rules: agot2.unique.rule, agot2.kw.limited, agot2.attachments
    """
    data = game.card(uid).data
    p = game.player(name)
    if data.unique:
        if copy_in_play(game, name, data.id):
            return None  # it goes under the copy in play as a duplicate, for free
        if any(game.card(u).data.id == data.id for u in p.zones["dead"]):
            return f"a copy of {data.name} is in your dead pile", "agot2.unique.rule"
        if game.options["unique"] == "summary" and any(
            c.data.id == data.id for q in game.players for c in game.in_play(q)
        ):
            return f"another player has {data.name} in play (the summary's reading)", "agot2.unique.rule"
    if way == "marshal" and data.has("limited") and p.limited_played:
        if p.limited_extra:
            n = p.limited_count
            why = f"you have already marshalled or played {n} Limited cards this round, all you may"
            return why, "agot2.kw.limited"
        return "you have already marshalled or played a Limited card this round", "agot2.kw.limited"
    if data.type == "attachment" and not game.hosts(uid, name):
        return "there is no character in play that can take this attachment", "agot2.attachments"
    return None


def why_not_marshal(game: Agot2, name: str, uid: str) -> tuple[str, str] | None:
    """Why the active player may not marshal this card from hand now. rule: agot2.marshal"""
    data = game.card(uid).data
    if data.type == "event":
        return "events are not marshalled: each is played when its own text says", "agot2.cards.types"
    found = effects.forbidden(game, name, uid, "marshal") or why_not_enter(game, name, uid, "marshal")
    if found or (data.unique and copy_in_play(game, name, data.id)):
        return found
    if cost(game, uid) > game.player(name).gold:
        return f"costs {cost(game, uid)} gold; your gold pool holds {game.player(name).gold}", "agot2.cards.gold"
    return None


def enter_options(game: Agot2, name: str, uid: str, verb: str, price: int) -> list[Option]:
    """The options of bringing one card into play: as a duplicate, on each possible host, or alone."""
    d = game.card(uid).data
    how = WAYS_IN[verb]
    if d.unique and copy_in_play(game, name, d.id):
        return [option(verb, uid, label=f"{how} {d.name} as a duplicate", explain="free; can later save the copy")]
    paid = f"pay {price} of {game.player(name).gold} gold"
    if d.type == "attachment":
        return [
            option(verb, uid, h, label=f"{how} {game.aimed_label(name, uid, (h,))}", explain=paid)
            for h in game.hosts(uid, name)
        ]
    return [option(verb, uid, label=f"{how} {d.name}", explain=paid)]


def marshal_actions(game: Agot2, name: str) -> list[tuple[Option, Handler]]:
    """The active player's marshalling choices in the window: each card of the hand that can be
    marshalled (onto each host, or as a duplicate), and each Shadow card into shadows for 2.
    rules: agot2.marshal, agot2.kw.shadow
    """
    out: list[tuple[Option, Handler]] = []
    gold = game.player(name).gold
    for uid in game.zone(name, "hand"):
        if why_not_marshal(game, name, uid) is None:
            for o in enter_options(game, name, uid, "marshal", cost(game, uid)):
                out.append((o, _marshal(o)))
        if game.card(uid).data.x("shadow") is not None and gold >= SHADOW_COST:
            o = option("shadow", uid, label=f"{game.card(uid).name} into shadows", explain=f"pay {SHADOW_COST} gold")
            out.append((o, _into_shadows(uid)))
    return out


def why_not_marshal_all(game: Agot2, name: str) -> list[Rejected]:
    """Why each other card of the active player's hand cannot be marshalled now."""
    return [
        option("marshal", u, label=game.card(u).name).refused(*why)
        for u in game.zone(name, "hand")
        if (why := why_not_marshal(game, name, u))
    ]


def _marshal(chosen: Option) -> Handler:
    def run(game: Agot2) -> Walk:
        uid, name = str(chosen.subject), game.active
        data = game.card(uid).data
        if data.unique and copy_in_play(game, name, data.id):
            game.add_duplicate(name, uid, "hand")
            return
        price = cost(game, uid)
        use_reductions(game, name, uid)
        game.pay(name, price)
        if data.has("limited"):
            game.player(name).limited_played = True
        onto = f" onto {game.card(str(chosen.target)).name}" if chosen.target else ""
        game.record(
            "marshal",
            f"{name} marshals {data.name}{onto} for {price} gold",
            "agot2.marshal",
            {"player": name, "card": uid, "target": chosen.target},
        )
        yield from enter_play(game, name, uid, "hand", chosen.target, "marshal")

    return run


def _into_shadows(uid: str) -> Handler:
    def run(game: Agot2) -> None:
        name = game.active
        game.pay(name, SHADOW_COST)
        game.card(uid).facedown = True
        game.move(uid, name, "hand", "shadows")
        game.record(
            "shadow", f"{name} puts a card into shadows for {SHADOW_COST} gold", "agot2.kw.shadow", {"player": name}
        )

    return run


def enter_play(game: Agot2, name: str, uid: str, source: str, host: str | None, way: str = "put") -> Walk:
    """A card comes into play standing, unless its text says knelt (an attachment on its host);
    Bestow (X) lets its controller move up to X gold from the pool onto it; then reactions to its
    entering play, which know the ``way`` it came in ("marshal", "ambush", "shadow", or "put" by an
    effect). rules: agot2.marshal, agot2.kw.bestow
    """
    card = game.card(uid)
    card.kneeling, card.facedown, card.attached_to = effects.enters_knelt(game, uid), False, host
    game.move(uid, name, source, "play")
    x = card.data.x("bestow")
    if x and game.player(name).gold:
        most = min(x, game.player(name).gold)
        choice = yield Decision(
            name,
            f"{name}: Bestow ({x}): how much gold moves from your pool onto {card.name}?",
            [option("bestow", uid, label=f"{n} gold", amount=n, id=f"bestow:{n}") for n in range(most + 1)],
            rule="agot2.kw.bestow",
        )
        n = choice.amount or 0
        game.player(name).gold -= n
        card.gold += n
        game.record("bestow", f"{name} puts {n} gold on {card.name}", "agot2.kw.bestow", {"card": uid, "gold": n})
    yield from game.event(ENTERS, card=uid, player=name, source=source, way=way)


def challenge_actions(game: Agot2, name: str, node: str) -> list[tuple[Option, Handler]]:
    """Framework actions in action windows: Ambush (X) from hand in the challenges phase, and a
    Shadow card out of shadows in any window. rules: agot2.kw.ambush, agot2.kw.shadow
    """
    out: list[tuple[Option, Handler]] = []
    gold = game.player(name).gold
    if game.phase == "challenges":
        for uid in game.zone(name, "hand"):
            x = effects.ambush_cost(game, uid)
            if x is not None and x <= gold and why_not_enter(game, name, uid, "ambush") is None:
                out += [(o, _bring(o, "hand", x)) for o in enter_options(game, name, uid, "ambush", x)]
    for uid in game.zone(name, "shadows"):
        data = game.card(uid).data
        x = data.x("shadow")
        if data.type != "event" and x is not None and x <= gold and why_not_enter(game, name, uid, "shadow") is None:
            out += [(o, _bring(o, "shadows", x)) for o in enter_options(game, name, uid, "emerge", x)]
    return out


def why_not_bring(game: Agot2, name: str) -> list[Rejected]:
    """Why each Ambush card in hand and each card in shadows cannot come out now."""
    out, gold = [], game.player(name).gold
    for zone, kw, verb in (("hand", "ambush", "ambush"), ("shadows", "shadow", "emerge")):
        for uid in game.zone(name, zone):
            data = game.card(uid).data
            x = effects.ambush_cost(game, uid) if kw == "ambush" else data.x(kw)
            if x is None or data.type == "event":
                continue
            rule = f"agot2.kw.{kw}"
            if kw == "ambush" and game.phase != "challenges":
                why: tuple[str, str] | None = ("Ambush is used only in the challenges phase", rule)
            elif x > gold:
                why = (f"costs {x} gold; your gold pool holds {gold}", rule)
            else:
                why = why_not_enter(game, name, uid, kw)
            if why:
                out.append(option(verb, uid, label=data.name).refused(*why))
    return out


def _bring(chosen: Option, source: str, x: int) -> Handler:
    def run(game: Agot2) -> Walk:
        uid = str(chosen.subject)
        name = game.card(uid).owner
        data = game.card(uid).data
        game.pay(name, x)
        if data.unique and copy_in_play(game, name, data.id):
            game.add_duplicate(name, uid, source)
            return
        how = "ambushes" if source == "hand" else "brings out of shadows"
        rule = "agot2.kw.ambush" if source == "hand" else "agot2.kw.shadow"
        game.record(chosen.verb, f"{name} {how} {data.name} for {x} gold", rule, {"player": name, "card": uid})
        yield from enter_play(game, name, uid, source, chosen.target, "ambush" if source == "hand" else "shadow")

    return run
