"""Mother of Dragons' steps in the board game's procedure: houses chosen at setup, players leaving,
the Iron Bank's row and interest, deck IV's loyalty cards, Targaryen handing out its bids, vassals
chosen and ordered, and sea orders on land removed. rules: mod and the rules each node names
"""

from __future__ import annotations

from engine.core.flow import ask, cond, pick, secret, step

from .. import westeros
from ..procedure import Parts, game_flow
from . import bids, ironbank, leaving, loyalty, sea_orders, vassals
from . import setup as mod_setup

PARTS = Parts(
    setup=(
        pick(
            "setup.houses",
            mod_setup.choose_house,
            "Each player chooses a house",
            "mod.setup.houses",
            until="until every player holds a house",
        ),
        step("setup", mod_setup.prepare, "Setup in fifteen steps", "mod.setup"),
    ),
    westeros_start=(
        step("westeros.leave", leaving.leave, "Players who leave hand over their houses", "mod.presence"),
        step(
            "bank.shift",
            ironbank.shift,
            "The Iron Bank's row moves on",
            "mod.bank.row",
            when=cond("the Iron Bank is in play", lambda g: bool(g.state.bank)),
        ),
        pick(
            "bank.interest",
            ironbank.interest,
            "Interest: a power token per loan",
            "mod.bank.interest",
            when=ironbank.owes_interest,
            until="until every debtor has paid",
        ),
    ),
    westeros_card=(
        ask(
            "westeros.loyalty",
            loyalty.resolve,
            "Deck IV: loyalty tokens",
            "mod.targaryen.deck-iv",
            when=westeros.effect_is("loyalty", "the card is from deck IV"),
            ends="Targaryen's seventh point",
        ),
    ),
    clash_track=(
        pick(
            "clash.targaryen",
            bids.hand_out,
            "Targaryen hands out its bid",
            "mod.targaryen.bids",
            when=cond("Targaryen bid power tokens", bids.targaryen_gives),
            until="until every token is handed out",
        ),
    ),
    planning_start=(
        step("vassals.sets", vassals.hand_out_sets, "Vassal order sets to the top players", "mod.vassals.choice"),
        pick(
            "vassals.choose",
            vassals.choose,
            "Players take vassals or pass",
            "mod.vassals.choice",
            until="until every vassal has a lord",
        ),
    ),
    planning_orders=(
        secret(
            "vassals.orders",
            vassals.place,
            "Lords order their vassals",
            "mod.vassals.orders",
            order=vassals.ordering,
            repeat="until two orders or Done",
        ),
    ),
    planning_end=(
        step("planning.sea", sea_orders.clear_sea_orders, "Sea orders on land are removed", "mod.sea-orders"),
    ),
)
MOD_GAME = game_flow(PARTS)
