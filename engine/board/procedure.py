"""The board game declared once: setup, then ten rounds of Westeros, Planning and Action phases.

Each turn order is a node: orders are placed in secret house by house, raids, marches and
Consolidate Power orders resolve one per house in turn order, pass after pass, and a combat is
a phase of its own inside a march. rules: board.round and the rules each node names
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.flow import Cond, Node, ask, ask_each, cond, each_player, loop, phase, pick, secret, step

from . import (
    bidding,
    combat,
    consolidate,
    housecards,
    march,
    muster,
    planning,
    ports,
    raid,
    setup,
    supply,
    westeros,
    wildlings,
)

if TYPE_CHECKING:
    from .game import BoardGame


def with_orders(kind: str) -> Callable[[BoardGame], list[str]]:
    """A turn order: the houses holding an order of this kind, in turn order."""

    def order(game: BoardGame) -> list[str]:
        return [h for h in game.state.tracks["iron_throne"] if raid.orders_of(game, h, kind)]

    order.__doc__ = f"houses with a {kind.replace('_', ' ')} order, in turn order"
    return order


def none_left(kind: str, label: str) -> Cond:
    """A loop's exit: no order of this kind is left on the board."""
    return cond(label, lambda game: not raid.any_left(game, kind))


def players_in_turn(game: BoardGame) -> list[str]:
    """every house a player holds, in turn order"""
    s = game.state
    return [h for h in s.tracks["iron_throne"] if h in s.holders]


def turn_order(game: BoardGame) -> list[str]:
    """every house in turn order (the Iron Throne track)"""
    return list(game.state.tracks["iron_throne"])


@dataclass(frozen=True)
class Parts:
    """The nodes an expansion adds to the base game's procedure, each list at its place (empty in
    the base game). ``setup`` replaces the base game's setup step when given.
    """

    setup: tuple[Node, ...] = ()
    westeros_start: tuple[Node, ...] = ()  # after the round marker moves on
    westeros_card: tuple[Node, ...] = ()  # after a token's holder picks a card's effect
    clash_track: tuple[Node, ...] = ()  # after a track's bids are revealed
    planning_start: tuple[Node, ...] = ()  # after the board is cleared of orders
    planning_orders: tuple[Node, ...] = ()  # after the orders are placed
    planning_end: tuple[Node, ...] = ()  # after the Messenger Raven


def combat_phase() -> Node:
    """The combat inside a march."""
    return phase(
        "combat",
        pick(
            "combat.support",
            combat.ask_support,
            "Support orders back a side",
            "board.combat.support",
            when=cond("a Support order is next to the combat", lambda g: bool(g.state.combat.to_ask)),
            until="until every Support order next to it has chosen",
        ),
        secret(
            "combat.cards",
            combat.choose_card,
            "Both sides choose a house card",
            "board.combat.cards",
            order=combat.combatants,
        ),
        step("combat.reveal", combat.reveal, "Reveal the house cards", "board.combat.cards"),
        ask(
            "combat.abilities",
            housecards.immediate,
            "Cancel and 'immediately' texts",
            "board.combat.cards",
            when=cond("a card with a cancel or 'immediately' text is played", housecards.has_immediate),
        ),
        ask("combat.blade", combat.blade, "The Valyrian Steel Blade", "board.combat.blade", when=combat.may_use_blade),
        step("combat.result", combat.result, "Final strength: the winner", "board.combat.final"),
        ask(
            "combat.outcome",
            combat.outcome,
            "'If you win / lose' texts",
            "board.combat.win-lose",
            when=cond("a card with a win or loss text is played", housecards.has_outcome),
        ),
        step("combat.doomed", combat.doomed, "Routed units and siege engines of the loser die", "board.siege"),
        pick(
            "combat.casualties",
            combat.casualty,
            "The loser chooses casualties",
            "board.combat.casualties",
            when=combat.losses_left,
            until="until every casualty is taken",
        ),
        ask(
            "combat.retreat",
            combat.retreat,
            "The losing defender retreats",
            "board.combat.retreat",
            when=combat.retreat_needed,
        ),
        step(
            "combat.cleanup",
            combat.cleanup,
            "Clean-up: the winner moves in",
            "board.combat.cleanup",
            ends="seven castles and strongholds",
        ),
        ask(
            "combat.after",
            combat.after,
            "'After combat' texts",
            "board.combat.cleanup",
            ends="Targaryen's seventh point",
        ),
        label="Combat",
        rule="board.combat",
        when=cond("the march attacks", combat.in_combat),
    )


def westeros_phase(parts: Parts) -> Node:
    """The Westeros phase (from round 2)."""
    return phase(
        "westeros",
        step("westeros.advance", westeros.advance, "The round marker moves on", "board.westeros.advance"),
        *parts.westeros_start,
        step("westeros.draw", westeros.draw, "Reveal cards I, II, III; wildling icons", "board.westeros.draw"),
        loop(
            "westeros.cards",
            step(
                "westeros.next",
                westeros.next_card,
                "The next card",
                "board.westeros.resolve",
                ends="Targaryen's seventh point",
            ),
            ask(
                "westeros.pick",
                westeros.pick_effect,
                "A token's holder picks the effect",
                "board.westeros.resolve",
                when=westeros.holder_picks,
            ),
            *parts.westeros_card,
            phase(
                "westeros.supply",
                step("supply.update", supply.update, "Supply tracks follow the barrels", "board.supply"),
                pick(
                    "supply.reconcile",
                    supply.reconcile,
                    "Armies over the limit shrink",
                    "board.supply.reconcile",
                    when=supply.over_supply,
                    until="until every house fits",
                ),
                label="Supply",
                rule="board.supply",
                when=westeros.effect_is("supply", "the card is Supply"),
            ),
            each_player(
                "westeros.mustering",
                step("muster.begin", muster.begin_turn, "Count the castle areas' points", "board.muster"),
                pick(
                    "muster.pick",
                    muster.pick,
                    "Muster units",
                    "board.muster",
                    until="until Done or no point is left",
                ),
                order=turn_order,
                label="Mustering, house by house",
                rule="board.muster",
                when=westeros.effect_is("mustering", "the card is Mustering"),
            ),
            phase(
                "clash",
                step("clash.open", bidding.open_clash, "Three tracks to bid for", "board.bidding"),
                loop(
                    "clash.tracks",
                    step("clash.track", bidding.open_track, "The next track", "board.bidding"),
                    secret("clash.bid", bidding.bid, "Secret bids", "board.bidding", order=bidding.bidders),
                    step("clash.reveal", bidding.reveal, "Bids revealed and paid", "board.bidding"),
                    *parts.clash_track,
                    pick(
                        "clash.ties",
                        bidding.settle_tie,
                        "The Iron Throne ranks equal bids",
                        "board.bidding.ties",
                        when=bidding.ties_left,
                        until="until no tie is left",
                    ),
                    step("clash.place", bidding.place, "The track's new order", "board.bidding"),
                    until=bidding.clash_over,
                    label="Iron Throne, Fiefdoms, King's Court",
                    rule="board.bidding",
                ),
                label="Clash of Kings",
                rule="board.bidding",
                when=westeros.effect_is("clash_of_kings", "the card is Clash of Kings"),
            ),
            step(
                "westeros.game-of-thrones",
                westeros.game_of_thrones,
                "Game of Thrones: power from crowns",
                "board.westeros.game-of-thrones",
                when=westeros.effect_is("game_of_thrones", "the card is Game of Thrones"),
            ),
            phase(
                "wildlings",
                step("wildlings.open", wildlings.open_attack, "The wildlings attack", "board.wildlings"),
                secret(
                    "wildlings.bid",
                    bidding.bid,
                    "Secret bids for the Night's Watch",
                    "board.wildlings",
                    order=bidding.bidders,
                ),
                step("wildlings.reveal", wildlings.reveal, "Bids revealed: victory or defeat", "board.wildlings"),
                ask(
                    "wildlings.ties",
                    wildlings.settle_tie,
                    "The Iron Throne settles a tie",
                    "board.wildlings.ties",
                    when=wildlings.tie,
                ),
                ask("wildlings.card", wildlings.resolve, "The top wildling card", "board.wildlings"),
                step("wildlings.end", wildlings.finish, "The card to the bottom; the threat falls", "board.wildlings"),
                label="Wildling attack",
                rule="board.wildlings",
                when=westeros.effect_is("wildlings_attack", "the wildlings attack"),
            ),
            until=westeros.all_resolved,
            label="Resolve the cards in order",
            rule="board.westeros.resolve",
        ),
        label="Westeros phase",
        rule="board.westeros",
        when=westeros.round_done,
    )


def planning_phase(parts: Parts) -> Node:
    """The Planning phase."""
    return phase(
        "planning",
        step(
            "planning.start",
            planning.start,
            "The board is cleared of orders",
            "board.planning",
            ends="Targaryen's seventh point",
        ),
        *parts.planning_start,
        secret(
            "planning.assign",
            planning.place,
            "Place orders face down",
            "board.planning.assign",
            order=players_in_turn,
            repeat="until every area with your units has an order",
        ),
        *parts.planning_orders,
        step("planning.reveal", planning.reveal, "Reveal every order", "board.planning.reveal"),
        ask("planning.raven", planning.raven, "The Messenger Raven", "board.planning.raven"),
        *parts.planning_end,
        label="Planning phase",
        rule="board.planning",
    )


def action_phase() -> Node:
    """The Action phase: raids, marches, consolidations."""
    return phase(
        "action",
        loop(
            "action.raids",
            ask_each(
                "action.raid", raid.resolve, "Resolve a Raid order", "board.action.raid", order=with_orders("raid")
            ),
            until=none_left("raid", "no Raid order is left"),
            label="Raids, one per house in turn order",
            rule="board.action.raid",
        ),
        loop(
            "action.marches",
            each_player(
                "action.march-turns",
                ask("march.order", march.choose_order, "Pick a March order", "board.action.march"),
                pick(
                    "march.move",
                    march.move,
                    "Send units, one at a time",
                    "board.action.march",
                    when=march.marching,
                    until="until the march ends",
                ),
                ask(
                    "march.token",
                    march.ask_token,
                    "Leave a power token?",
                    "board.action.march.power-token",
                    when=cond(
                        "the march empties a land area",
                        lambda g: g.state.march is not None and march.may_leave_token(g),
                    ),
                ),
                step(
                    "march.end",
                    march.finish,
                    "The march takes effect",
                    "board.action.march",
                    when=march.marching,
                    ends="seven castles and strongholds",
                ),
                combat_phase(),
                pick(
                    "march.port",
                    ports.replace_ships,
                    "A captured port",
                    "board.ports.capture",
                    when=ports.port_captured,
                    until="until every captured port is settled",
                ),
                order=with_orders("march"),
                label="Each house with a March order",
                rule="board.action.march",
            ),
            until=none_left("march", "no March order is left"),
            label="Marches, one per house in turn order",
            rule="board.action.march",
        ),
        loop(
            "action.consolidations",
            each_player(
                "action.consolidate-turns",
                ask(
                    "consolidate.order",
                    consolidate.resolve,
                    "Resolve a Consolidate Power order",
                    "board.action.consolidate",
                    ends="Targaryen's seventh point",
                ),
                pick(
                    "action.muster",
                    muster.pick,
                    "Muster (★)",
                    "board.action.consolidate.star",
                    when=muster.mustering,
                    until="until Done or no point is left",
                ),
                order=with_orders("consolidate_power"),
                label="Each house with a Consolidate Power order",
                rule="board.action.consolidate",
            ),
            until=none_left("consolidate_power", "no Consolidate Power order is left"),
            label="Consolidate Power, one per house in turn order",
            rule="board.action.consolidate",
        ),
        step(
            "action.cleanup",
            planning.cleanup,
            "Clean-up: orders off, routed units stand",
            "board.action.cleanup",
        ),
        label="Action phase",
        rule="board.action",
    )


def game_flow(parts: Parts) -> Node:
    """The whole game: setup, then the rounds; an expansion's ``parts`` go in at their places."""
    return phase(
        "game",
        *(parts.setup or (step("setup", setup.prepare, "Setup", "board.setup"),)),
        loop(
            "rounds",
            phase(
                "round",
                westeros_phase(parts),
                planning_phase(parts),
                action_phase(),
                label="A round",
                rule="board.round",
            ),
            until=cond("the last round is over", lambda g: g.state.round_over and g.state.round >= g.state.rounds),
            label="Ten rounds",
            rule="board.end.round10",
            ends="after the last round: most castles and strongholds",
        ),
        label="A Game of Thrones: The Board Game",
        rule="board",
    )


GAME = game_flow(Parts())
