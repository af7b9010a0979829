"""The whole 2nd-edition game, declared once: it runs the engine and draws the diagram.

Read top to bottom, this is the framework's order: setup, then rounds of seven phases with their
numbered steps; an action window after 1.4, 2.2, 3.2, 4.1, a challenge's initiation and defenders,
5.2 and 6.2; the melee steps 1.4 (titles) and 7.4 (titles back). rule: agot2.timing.diagram
"""

from __future__ import annotations

from engine.core.flow import ask, ask_each, cond, each_player, loop, phase, pick, secret, step, trigger, window

from . import challenges, claim, dominance, marshalling, plot, setup, taxation, titles
from .delayed import begins, ends

WIN = "a player reaches 15 power, or is the last left"


def still_in(game) -> list[str]:
    """in player order, first player first, skipping eliminated players"""
    return game.turn_order()


def _round_cap(game) -> bool:
    """the round cap is reached (bots and tests only)

    The game itself ends only by victory or elimination; the option ``max_rounds`` stops bots'
    games. rule: agot2.variant.round-cap
    """
    cap = game.options["max_rounds"]
    return cap is not None and game.state.round >= cap


MELEE = cond("a melee game (3 to 6 players)", titles.melee)

SETUP = phase(
    "setup",
    step("setup.decks", setup.build_decks, "1. Decks, faction cards, first player", "agot2.setup"),
    step("setup.hands", setup.draw_hands, "2. Shuffle, draw 7", "agot2.setup.mulligan"),
    ask_each("setup.mulligan", setup.mulligan, "2. Keep or mulligan", "agot2.setup.mulligan", order=still_in),
    secret(
        "setup.place",
        setup.place_card,
        "3. Setup cards face down (8 gold)",
        "agot2.setup.place",
        order=still_in,
        repeat="until Done",
    ),
    step("setup.reveal", setup.reveal, "4. Reveal setup cards", "agot2.setup.reveal"),
    step("setup.draw-up", setup.draw_up, "5. Draw up to 7", "agot2.setup.draw-up"),
    label="Setup",
    rule="agot2.setup",
)

CHALLENGE = phase(
    "challenge",
    pick("challenges.attackers", challenges.declare_attackers, "Declare attackers", "agot2.challenges.initiate"),
    step("challenges.initiated", challenges.initiated, "Attackers kneel: initiated", "agot2.challenges.initiate"),
    ask(
        "challenges.redirect",
        challenges.redirect,
        "Crown Regent: redirect?",
        "agot2.melee.redirect",
        when=challenges.can_redirect,
    ),
    pick(
        "challenges.stealth",
        challenges.choose_stealth,
        "Stealth: bypass defenders",
        "agot2.kw.stealth",
        when=challenges.has_stealth_attacker,
        until="until each Stealth attacker has chosen",
    ),
    trigger("challenges.after-initiated", "After the challenge is initiated", "agot2.timing.trigger"),
    window("challenges.after-attackers", "Actions after initiation", "agot2.timing.window", ends=WIN),
    pick(
        "challenges.defenders",
        challenges.declare_defenders,
        "4.2.1 Declare defenders",
        "agot2.challenges.defenders",
        when=challenges.alive,
    ),
    trigger("challenges.after-defenders", "After defenders are declared", "agot2.timing.trigger"),
    window("challenges.after-defenders-window", "Actions after defenders", "agot2.timing.window", ends=WIN),
    phase(
        "challenges.resolve",
        step("challenges.winner", challenges.decide_winner, "4.2.2 Winner", "agot2.challenges.winner"),
        step(
            "challenges.bonus",
            challenges.bonuses,
            "4.2.3 Unopposed and rival bonus",
            "agot2.challenges.bonus",
            ends=WIN,
        ),
        ask("challenges.claim", claim.apply_claim, "4.2.4 Claim", "agot2.challenges.claim", ends=WIN),
        ask("challenges.keywords", claim.keywords, "4.2.5 Keywords", "agot2.challenges.keywords", ends=WIN),
        trigger("challenges.after-challenge", "After the challenge is won", "agot2.timing.trigger", ends=WIN),
        label="Resolve the challenge",
        rule="agot2.challenges",
        when=challenges.alive,
    ),
    step("challenges.end", challenges.end_challenge, "4.2.6 Challenge ends", "agot2.challenges.participating"),
    label="One challenge",
    rule="agot2.challenges",
    when=challenges.in_challenge,
)

ROUND = loop(
    "round",
    step("round.start", plot.start_round, "New round", "agot2.round"),
    phase(
        "plot",
        begins("plot"),
        secret("plot.choose", plot.choose_plot, "1.2 Choose a plot in secret", "agot2.plot", order=still_in),
        step("plot.reveal", plot.reveal_plots, "1.3 Reveal plots", "agot2.plot"),
        step("plot.initiative", plot.decide_initiative, "Initiative", "agot2.plot.initiative"),
        ask("plot.first-player", plot.choose_first_player, "First player", "agot2.plot.first-player"),
        trigger("plot.when-revealed", "'When revealed' abilities", "agot2.plot.when-revealed", ends=WIN),
        phase(
            "plot.titles",
            step("titles.deal", titles.deal_titles, "Shuffle, set some aside", "agot2.melee.select"),
            secret(
                "titles.choose", titles.choose_title, "Choose a title in secret", "agot2.melee.select", order=still_in
            ),
            step("titles.reveal", titles.reveal_titles, "Reveal titles", "agot2.melee.select"),
            label="1.4 Titles (melee)",
            rule="agot2.melee.select",
            when=MELEE,
        ),
        window("plot.actions", "Plot phase actions", "agot2.timing.window", ends=WIN),
        ends("plot"),
        label="1. Plot (Intryga)",
        rule="agot2.plot",
    ),
    phase(
        "draw",
        begins("draw"),
        step("draw.draw", plot.draw_cards, "2.2 Draw 2 each", "agot2.draw", ends=WIN),
        window("draw.actions", "Draw phase actions", "agot2.timing.window", ends=WIN),
        ends("draw"),
        label="2. Draw (Dobieranie)",
        rule="agot2.draw",
    ),
    phase(
        "marshalling",
        begins("marshalling"),
        each_player(
            "marshalling.turns",
            step("marshalling.income", marshalling.collect_income, "3.2 Collect income", "agot2.marshal"),
            window("marshalling.marshal", "Marshal cards, take actions", "agot2.marshal", ends=WIN),
            label="Each player's marshalling",
            rule="agot2.marshal",
            order=still_in,
        ),
        ends("marshalling"),
        label="3. Marshalling (Mobilizacja)",
        rule="agot2.marshal",
    ),
    phase(
        "challenges",
        begins("challenges"),
        each_player(
            "challenges.turns",
            loop(
                "challenges.next",
                window("challenges.before", "Actions before a challenge", "agot2.timing.window", ends=WIN),
                ask(
                    "challenges.initiate",
                    challenges.initiate,
                    "Initiate a challenge, or pass",
                    "agot2.challenges.count",
                ),
                CHALLENGE,
                until=challenges.turn_over,
                label="Challenges one at a time",
            ),
            label="Each player's challenges",
            rule="agot2.challenges",
            order=still_in,
        ),
        ends("challenges"),
        label="4. Challenges (Wyzwania)",
        rule="agot2.challenges",
    ),
    phase(
        "dominance",
        begins("dominance"),
        step("dominance.decide", dominance.decide, "5.2 Dominance: +1 power", "agot2.dominance", ends=WIN),
        trigger("dominance.won", "After dominance is won", "agot2.timing.trigger", ends=WIN),
        window("dominance.actions", "Dominance phase actions", "agot2.timing.window", ends=WIN),
        ends("dominance"),
        label="5. Dominance (Dominacja)",
        rule="agot2.dominance",
    ),
    phase(
        "standing",
        begins("standing"),
        ask("standing.stand", taxation.stand_all, "6.2 Stand everything", "agot2.standing"),
        window("standing.actions", "Standing phase actions", "agot2.timing.window", ends=WIN),
        ends("standing"),
        label="6. Standing (Wstawanie)",
        rule="agot2.standing",
    ),
    phase(
        "taxation",
        begins("taxation"),
        step("taxation.gold", taxation.return_gold, "7.2 Return gold", "agot2.taxation"),
        ask_each(
            "taxation.reserve",
            taxation.discard_to_reserve,
            "7.3 Discard down to reserve",
            "agot2.taxation",
            when=taxation.over_reserve,
            order=still_in,
            repeat="until within the reserve",
        ),
        step("taxation.titles", titles.return_titles, "7.4 Titles back (melee)", "agot2.melee.select", when=MELEE),
        ends("taxation"),
        label="7. Taxation (Podatki)",
        rule="agot2.taxation",
    ),
    until=_round_cap,
    label="Round: seven phases",
    rule="agot2.round",
    ends="the round cap is reached (bots and tests only)",
)

GAME = phase("game", SETUP, ROUND, label="The card game, 2nd edition", rule="agot2.end.win")
