"""The Iron Bank of Braavos (Mother of Dragons): three face-up loans in the slots 1, 4 and 7, a
loan taken with an Iron Bank order (its effect, at once, is in :mod:`.loans`), interest at every
Westeros phase, and the discount of the house holding Braavos's neutral force token.
rules: mod.bank, mod.bank.loan, mod.bank.row, mod.bank.interest, mod.bank.braavos

``state.bank`` is the row [slot 1, slot 4, slot 7] (None for an empty slot), ``state.loan_deck``
the face-down loans (top first) and ``state.loans[house]`` the loans a house has taken. Power
tokens paid to the bank go back to the pool: nobody gains them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, Option, Rejected, option

from .. import areas, tracks
from ..data import components
from ..orders import TOKENS
from .loans import destroy, effect, loan_name, unit_name

if TYPE_CHECKING:
    from ..game import BoardGame

#: What a loan costs in each slot of the row, left to right (the slot's printed number).
SLOT_COSTS: tuple[int, ...] = tuple(slot["cost"] for slot in components().iron_bank["slots"])
INTEREST = components().iron_bank["interest_per_loan"]
DISCOUNT = components().iron_bank["braavos_controller_discount"]
#: What each loan does, in a line for the option that offers it.
EFFECTS = {
    "customs_officer": "gain 10 power",
    "expert_artificer": "a power upgrade on a land area, then gain 8 power",
    "full_host": "place a footman, a knight, a siege engine and a ship",
    "loyal_maester": "a supply upgrade on each of two land areas",
    "master_at_arms": "two castles become strongholds",
    "pyromancer": "raze a castle, then a power or supply upgrade there",
    "savvy_steward": "a supply upgrade on a land area, then one step up the supply track",
    "sea_raiders": "place a footman and three ships",
    "siege_engineers": "place a footman and two siege engines",
    "spymaster": "look at the top two cards of a Westeros deck and put them back as you like",
    "the_faceless_men": "destroy a knight in one area and a footman in another, anyone's",
    "vanguard_cavalry": "place three knights",
}
BRAAVOS = "braavos"

# -- the row ------------------------------------------------------------------------------------


def shift(game: BoardGame) -> None:
    """At the start of every round after the first the row moves one slot toward slot 1: the card
    in slot 1 goes face down to the bottom of the loan deck, then the deck's top card is revealed
    in slot 7. rule: mod.bank.row
    """
    s = game.state
    if not s.bank:
        return
    leaving, *rest = s.bank
    if leaving:
        s.loan_deck.append(leaving)
    new = s.loan_deck.pop(0) if s.loan_deck else None
    s.bank = [*rest, new]
    said = [f"{loan_name(leaving)} leaves slot {SLOT_COSTS[0]} for the bottom of the loan deck"] if leaving else []
    said += [f"{loan_name(c)} moves to slot {cost}" for cost, c in zip(SLOT_COSTS, rest, strict=False) if c]
    said += [f"{loan_name(new)} is revealed in slot {SLOT_COSTS[-1]}"] if new else ["the loan deck is empty"]
    game.record("bank-row", "The Iron Bank's row moves on: " + "; ".join(said), "mod.bank.row", {"bank": list(s.bank)})


# -- Braavos -----------------------------------------------------------------------------------


def braavos_holder(game: BoardGame) -> str | None:
    """Who holds Braavos's neutral force token: once the force is beaten, the house controlling
    Braavos (nobody while nobody controls it). rule: mod.bank.braavos
    """
    s = game.state
    if BRAAVOS not in game.map.areas or BRAAVOS in s.neutral:
        return None
    return areas.controller(game, BRAAVOS)


def discount(game: BoardGame, house: str) -> int:
    """What a house takes off a loan's price: 1 while it holds Braavos's token. rule: mod.bank.braavos"""
    return DISCOUNT if braavos_holder(game) == house else 0


def price(game: BoardGame, house: str, slot: int) -> int:
    """The power a house pays for the loan in a slot (0-based): the slot's number less its discount.
    rules: mod.bank.loan, mod.bank.braavos
    """
    return max(0, SLOT_COSTS[slot] - discount(game, house))


# -- taking a loan --------------------------------------------------------------------------------


def loan_options(game: BoardGame, house: str) -> tuple[list[Option], list[Rejected]]:
    """The loans a house may take now, and the slots it may not, each with its reason."""
    s = game.state
    options: list[Option] = []
    refused: list[Rejected] = []
    have = s.power.get(house, 0)
    off = discount(game, house)
    for i, card in enumerate(s.bank):
        cost = SLOT_COSTS[i]
        if card is None:
            o = option("loan", cost, label=f"Slot {cost} (empty)")
            refused.append(o.refused(f"slot {cost} holds no loan this round", "mod.bank.row"))
            continue
        pay = price(game, house, i)
        o = option(
            "loan",
            cost,
            card,
            label=f"{loan_name(card)} from slot {cost}: pay {pay} power",
            explain=EFFECTS[card],
            amount=pay,
        )
        if pay > have:
            with_off = f" ({cost} less {off} for Braavos)" if off else ""
            refused.append(o.refused(f"it costs {pay} power{with_off} and you have {have}", "mod.bank.loan"))
        else:
            options.append(o)
    options.append(Option("no-loan", "Take no loan", "the Iron Bank order is spent without a loan"))
    return options, refused


def take_loan(game: BoardGame, house: str, area: str) -> Walk:
    """Resolve an Iron Bank order (already taken off ``area``): choose a face-up loan or none, pay
    its slot's price, resolve its effect at once, then keep it face down. rule: mod.bank.loan
    """
    s = game.state
    options, refused = loan_options(game, house)
    choice = yield Decision(
        game.player_of(house),
        f"{game.name(house)}: Iron Bank order in {game.area_name(area)}: take a loan? "
        f"({s.power.get(house, 0)} power available)",
        options,
        refused,
        "mod.bank.loan",
    )
    if choice.verb == "no-loan":
        game.record(
            "no-loan", f"{game.name(house)} takes no loan from the Iron Bank", "mod.bank.loan", {"house": house}
        )
        return
    slot = SLOT_COSTS.index(int(choice.subject or 0))
    card = str(choice.target)
    pay = price(game, house, slot)
    s.power[house] -= pay
    s.bank[slot] = None
    off = " (1 off for holding Braavos)" if discount(game, house) else ""
    game.record(
        "loan",
        f"{game.name(house)} takes the loan {loan_name(card)} from slot {SLOT_COSTS[slot]} "
        f"and pays {pay} power to the pool{off}",
        "mod.bank.loan",
        {"house": house, "card": card, "slot": SLOT_COSTS[slot], "paid": pay},
    )
    yield from effect(game, house, card)
    s.loans.setdefault(house, []).append(card)


def order_option(game: BoardGame, area: str) -> Option | None:
    """An Iron Bank order's option when its Consolidate Power turn comes: take a loan. rule: mod.bank.loan"""
    if TOKENS[game.state.orders[area].token].kind != "iron_bank":
        return None
    return option("bank", area, label=f"Iron Bank order in {game.area_name(area)}: take a loan")


# -- interest ------------------------------------------------------------------------------------


def owes_interest(game: BoardGame) -> bool:
    """a house holds a loan"""
    return any(game.state.loans.values())


def _due(game: BoardGame) -> list[str]:
    """The debtors still to lose a unit, one entry per unpaid token, in turn order."""
    return game.state.interest_due


def collector(game: BoardGame, debtor: str) -> str:
    """Who destroys a debtor's units: the Blade's holder; for the holder itself, the next house a
    player holds down the Fiefdoms track. rule: mod.bank.interest
    """
    s = game.state
    blade = tracks.holder(game, "fiefdoms")
    if blade != debtor:
        return blade
    return next(h for h in s.tracks["fiefdoms"] if h not in s.vassals and h != debtor)


def collect(game: BoardGame) -> list[str]:
    """Every house with loans pays 1 power per loan, in turn order (back to the pool). Returns the
    debtors, one entry per token a house could not pay. rule: mod.bank.interest
    """
    s = game.state
    short: list[str] = []
    for h in s.tracks["iron_throne"]:
        held = len(s.loans.get(h, []))
        if not held:
            continue
        due = held * INTEREST
        paid = min(due, s.power.get(h, 0))
        s.power[h] = s.power.get(h, 0) - paid
        missing = due - paid
        owes = f"; {missing} unpaid: it loses {missing} unit{'s' if missing > 1 else ''}" if missing else ""
        game.record(
            "interest",
            f"{game.name(h)} pays the Iron Bank {paid} of {due} power in interest for {held} loan"
            f"{'s' if held > 1 else ''}{owes}",
            "mod.bank.interest",
            {"house": h, "due": due, "paid": paid},
        )
        short += [h] * missing
    return short


def interest(game: BoardGame) -> Walk:
    """At the start of each Westeros phase every house pays interest on its loans; for each token it
    cannot pay the collector destroys one of its units anywhere, one question per unit. A "pick"
    body: returns True when every unit owed is destroyed. rule: mod.bank.interest
    """
    due = _due(game)
    if not due:  # the first question of this Westeros phase: every debtor pays now
        due[:] = collect(game)
    while due and not any(u.house == due[0] for units in game.state.units.values() for u in units):
        debtor = due[0]
        game.record(
            "interest-spared", f"{game.name(debtor)} has no unit left to lose", "mod.bank.interest", {"house": debtor}
        )
        due[:] = [h for h in due if h != debtor]
    if not due:
        return True
    debtor = due[0]
    taker = collector(game, debtor)
    places = sorted(a for a, units in game.state.units.items() if any(u.house == debtor for u in units))
    options = [
        option("bank-destroy", kind, a, label=f"Destroy {game.name(debtor)}'s {unit_name(kind)} in {game.area_name(a)}")
        for a in places
        for kind in sorted({u.kind for u in game.state.units[a] if u.house == debtor})
    ]
    spare = Option("bank-spare", f"Spare {game.name(debtor)}").refused(
        "every token of interest left unpaid costs the debtor a unit", "mod.bank.interest"
    )
    left = due.count(debtor)
    choice = yield Decision(
        game.player_of(taker),
        f"{game.name(taker)}: {game.name(debtor)} could not pay its interest: destroy one of its units "
        f"({left} to destroy)",
        options,
        [spare],
        "mod.bank.interest",
    )
    destroy(
        game,
        str(choice.target),
        str(choice.subject),
        f"The Iron Bank collects through {game.name(taker)}",
        "mod.bank.interest",
    )
    due.pop(0)
    return not due
