"""Phase 3, marshalling (FAZA MOBILIZACJI): income, then playing cards by paying gold.

Also the rules that decide whether a card may be played at all: unique cards,
duplicates and Limited (KARTY UNIKATOWE, DUPLIKATY, OGRANICZENIE).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardgame import windows
from engine.cardgame.duplicates import add_duplicate, copy_in_play
from engine.core.flow import Walk, call
from engine.core.protocol import Decision, Option, Rejected, option

from .cardtext import ATTACH_ONLY

if TYPE_CHECKING:
    from .game import Agot


def income(game: Agot, name: str) -> int:
    """Plot income plus the income bonuses of the player's cards in play, kneeling
    ones included. rules: marshalling.income, marshalling.income-bonus
    """
    plot = game.plot(name)
    return (plot.income if plot else 0) + sum(c.data.income for c in game.in_play(name))


def collect_income(game: Agot) -> None:
    """At the start of a marshalling turn the active player takes their income
    from the treasury into their gold pool. rule: marshalling.income
    """
    name = game.active
    due = income(game, name)
    got = game.take_gold(name, due, "marshalling.income")
    short = "" if got == due else f" (the treasury held only {got})"
    game.record(
        "income", f"{name} collects {got} gold income{short}", "marshalling.income", {"player": name, "gold": got}
    )


def why_not_play(game: Agot, name: str, uid: str) -> tuple[str, str] | None:
    """Why a card in hand may not be played (or duplicated) now: (reason, rule), or None."""
    data = game.card(uid).data
    p = game.player(name)
    if game.active != name:
        return "only the active player plays cards in the marshalling phase", "marshalling.play"
    if data.type == "event":
        return "an event is played when its own text says, not by marshalling", "marshalling.play-types"
    if data.unique and copy_in_play(game, name, data.id):
        if data.type == "character":
            return None  # it can go under the copy in play as a duplicate, for free
        return "a copy of this unique card is already in play", "cards.unique"
    if data.unique and any(game.card(u).data.id == data.id for u in p.zones["dead"]):
        return "a copy of this unique card is in your dead pile", "cards.unique"
    if data.has("limited") and p.limited_played:
        return "you have already played a Limited card this round", "keywords.limited"
    if data.cost > p.gold:
        return f"costs {data.cost} gold; your gold pool holds {p.gold}", "marshalling.play"
    if data.type == "attachment" and not attachment_targets(game, uid):
        only = ATTACH_ONLY.get(data.id)
        return f"there is no {only[1] if only else 'character'} in play to attach it to", "marshalling.attachments"
    return None


def attachment_targets(game: Agot, uid: str) -> list[str]:
    """Characters an attachment may go on: any character in play, yours or your opponent's,
    unless the attachment says it goes only on some.
    """
    only = ATTACH_ONLY.get(game.card(uid).data.id)
    return [c.uid for p in game.players for c in game.characters(p) if only is None or only[0](game, c.uid)]


def play_option(game: Agot, uid: str, target: str | None = None) -> Option:
    """Playing a card from hand (an attachment onto ``target``), or adding it as a duplicate."""
    d = game.card(uid).data
    if target is not None:
        owner = game.card(uid).owner
        label, gold = game.aimed_label(owner, uid, (target,)), game.player(owner).gold
        return option("play", uid, target, label=label, explain=f"pay {d.cost} of {gold} gold")
    return option("play", uid, label=d.name, explain=f"pay {d.cost} of {game.player(game.card(uid).owner).gold} gold")


def play_options(game: Agot, name: str) -> list[Option]:
    """The legal plays of the active player's marshalling turn."""
    options = []
    for uid in game.zone(name, "hand"):
        if why_not_play(game, name, uid):
            continue
        d = game.card(uid).data
        if d.unique and copy_in_play(game, name, d.id):
            options.append(
                option(
                    "duplicate", uid, label=f"{d.name} as a duplicate", explain="free; can later save the copy in play"
                )
            )
        elif d.type == "attachment":
            options += [play_option(game, uid, target) for target in attachment_targets(game, uid)]
        else:
            options.append(play_option(game, uid))
    return options


def marshal(game: Agot) -> Walk:
    """The active player plays characters, locations and attachments, and adds duplicates,
    one at a time, until they choose to stop. Returns True when the turn ends. rule: marshalling.play
    """
    name = game.active
    with game.reading():  # the options only read the game
        actions = windows.options(game, name, "marshalling.marshal", game.window_kinds)
        options = [
            *play_options(game, name),
            *(o for o, _ in actions),
            Option("done", "End my marshalling turn", "keep the rest of the gold"),
        ]

    def why_not() -> list[Rejected]:
        out = [
            play_option(game, uid).refused(*reason)
            for uid in game.zone(name, "hand")
            if (reason := why_not_play(game, name, uid)) and game.card(uid).data.type != "event"
        ]
        return out + windows.unavailable(game, name, "marshalling.marshal")

    choice = yield Decision(
        name,
        f"{name}: play a card ({game.player(name).gold} gold) or end your turn",
        options,
        why_not,
        "marshalling.play",
    )
    if choice.verb == "done":
        game.record("marshal-done", f"{name} ends the marshalling turn", "marshalling.play", {"player": name})
        return True
    if choice.verb == "duplicate":
        add_duplicate(game, name, choice.subject)
    elif choice.verb == "play":
        play_card(game, name, choice.subject, choice.target)
        yield from game.event("abilities.after-played", card=choice.subject, player=name)
    else:
        yield from call(next(h for o, h in actions if o is choice), game)
    return False


def play_card(game: Agot, name: str, uid: str, target: str | None) -> None:
    """Pay the gold cost and put the card into play standing (an attachment onto
    its character). rules: marshalling.play, keywords.limited
    """
    card = game.card(uid)
    game.pay(name, card.data.cost)
    game.move(uid, name, "hand", "play")
    card.kneeling = False
    card.attached_to = target
    if card.data.has("limited"):
        game.player(name).limited_played = True
    onto = f" onto {game.card(target).name}" if target else ""
    game.record(
        "played",
        f"{name} plays {card.name}{onto} for {card.data.cost} gold",
        "marshalling.play",
        {"player": name, "card": uid, "target": target},
    )
