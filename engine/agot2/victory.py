"""Power, victory and elimination (rule agot2.end): 15 power wins at once; an empty draw deck
eliminates at once, and in melee the last player left wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Result, option

if TYPE_CHECKING:
    from .cards import Card
    from .game import Agot2

VICTORY_POWER = 15


def total_power(game: Agot2, name: str) -> int:
    """Power on the faction card and on every card the player has in play. rule: agot2.cards.power"""
    return game.player(name).power + sum(c.power for c in game.in_play(name))


def gain_power(game: Agot2, name: str, n: int, rule: str, why: str, on: str | None = None) -> None:
    """Gain ``n`` power on the faction card (or a card); victory is checked at once."""
    if n <= 0 or game.player(name).eliminated:
        return
    if on is None:
        game.player(name).power += n
        where = "the faction card"
    else:
        game.card(on).power += n
        where = game.card(on).name
    game.record("power", f"{name} gains {n} power on {where}: {why}", rule, {"player": name, "amount": n, "on": on})
    check_victory(game)


def return_tokens(game: Agot2, card: Card) -> None:
    """Power and gold on a card that leaves play go back to the treasury. rule: agot2.leave-play"""
    if card.power or card.gold:
        game.record(
            "tokens-returned",
            f"{card.power} power and {card.gold} gold on {card.name} go back to the treasury",
            "agot2.leave-play",
            {"card": card.uid},
        )
    game.state.treasury += card.gold
    card.power, card.gold = 0, 0


class TiedVictory(Exception):
    """Several players reached 15 power at one moment: the game stops there, and the first player
    names the winner (see :func:`pick_winner`). rule: agot2.end.win"""

    def __init__(self, tied: list[str]):
        super().__init__(f"{', '.join(tied)} reached {VICTORY_POWER} power together")
        self.tied = tied


def check_victory(game: Agot2) -> None:
    """15 or more power wins at once. If several reach it together, the game stops at once and the
    first player decides which of them wins (:func:`pick_winner`). rule: agot2.end.win
    """
    scores = {p: total_power(game, p) for p in game.players if not game.player(p).eliminated}
    reached = [p for p in game.turn_order() if scores.get(p, 0) >= VICTORY_POWER]
    if len(reached) > 1:
        raise TiedVictory(reached)
    if reached:
        winner = reached[0]
        game.end_now(Result(winner, f"{winner} has {scores[winner]} power", "agot2.end.win", game.scores()))


def pick_winner(game: Agot2, tied: list[str]) -> Walk:
    """The first player chooses the winner among the players who reached 15 together (themselves
    or another), and the game ends with that pick. rule: agot2.end.win
    """
    first = game.first_player() or game.turn_order()[0]
    shown = ", ".join(f"{p} {total_power(game, p)}" for p in tied)
    game.record("victory-tie", f"{shown}: several players reached {VICTORY_POWER} power together", "agot2.end.win")
    choice = yield Decision(
        first,
        f"{first}: {' and '.join(tied)} reached {VICTORY_POWER} power together; as first player, choose the winner",
        [
            option("winner", p, label=f"{p} wins", explain=f"{total_power(game, p)} power; the first player's pick")
            for p in tied
        ],
        rule="agot2.end.win",
    )
    winner = str(choice.subject)
    why = f"{' and '.join(tied)} reached {VICTORY_POWER} power together; the first player, {first}, picks {winner}"
    game.end_now(Result(winner, why, "agot2.end.win", game.scores()))


def check_decks(game: Agot2) -> None:
    """A player whose draw deck is empty is eliminated at once; the first player orders
    simultaneous eliminations (player order here). rule: agot2.end.eliminate
    """
    for name in game.turn_order():
        if not game.zone(name, "deck"):
            eliminate(game, name)


def eliminate(game: Agot2, name: str) -> None:
    """The player leaves the game: in joust the other wins; in melee their cards leave the game,
    their title goes back, player order skips them, and the last player left wins. rules:
    agot2.end.eliminate, agot2.end.leftovers
    """
    p = game.player(name)
    p.eliminated = True
    game.record(
        "eliminated", f"{name}'s draw deck is empty: {name} is eliminated", "agot2.end.eliminate", {"player": name}
    )
    left = [q for q in game.players if not game.player(q).eliminated]
    if len(left) == 1:
        game.end_now(Result(left[0], f"{left[0]} is the last player left", "agot2.end.eliminate", game.scores()))
    remove_cards(game, name)
    c = game.state.challenge
    if c is not None and name in (c.attacker, c.defender):
        c.over = True
    if game.state.first_player == name:
        game.state.first_player = next(q for q in game.seats_from(name) if not game.player(q).eliminated)
        game.record(
            "first-player",
            f"The first player token passes to {game.state.first_player}",
            "agot2.end.eliminate",
            {"player": game.state.first_player},
        )


def remove_cards(game: Agot2, name: str) -> None:
    """An eliminated player's cards leave the game (our reading); cards of others on theirs go back
    to their owners' hands, their cards on others' are removed too. rule: agot2.end.leftovers
    """
    p = game.player(name)
    for uid in list(p.zones["play"]):
        for other in game.attached(uid):
            if other.owner != name:
                zone = next(z for z in game.attachment_zones if other.uid in game.zone(other.owner, z))
                other.attached_to = None
                game.move(other.uid, other.owner, zone, game.attachment_pile(other))
    for zone, uids in p.zones.items():
        if zone not in ("removed", "title"):
            for uid in list(uids):
                card = game.card(uid)
                card.power = card.gold = 0
                card.attached_to, card.kneeling = None, False
                game.move(uid, name, zone, "removed")
    for uid in list(p.zones["title"]):
        p.zones["title"].remove(uid)
        game.card(uid).owner = ""
        game.state.titles.append(uid)
    p.power, p.gold = 0, 0
    game.record("removed", f"{name}'s cards leave the game", "agot2.end.leftovers", {"player": name})
