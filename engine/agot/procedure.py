"""The whole game, declared once: it runs the engine and draws the diagrams.

Read top to bottom, this is the rulebook's order: setup in seven steps (with
the optional plot draft), then rounds of seven phases until someone has 15
power. Every phase ends with an action window; a challenge has windows before
and after each of its steps.
"""

from __future__ import annotations

from engine.core.flow import ask, ask_each, cond, each_player, loop, phase, pick, secret, step, trigger, window

from . import challenges, claim, dominance, draft, draw, marshalling, plot, setup, standing

VICTORY = "a player reaches 15 power"


def _round_cap(game) -> bool:
    """the round cap is reached (bots and tests only)

    The rulebook's game has no last round: it ends when a player reaches 15 power (rule
    victory), inside a round. The option ``max_rounds`` stops bots' games. rule: variant.round-cap
    """
    cap = game.options["max_rounds"]
    return cap is not None and game.state.round >= cap


SETUP = phase(
    "setup",
    step("setup.supply", setup.create_supplies, "1. Treasury and power pool", "setup.supply"),
    step("setup.houses", setup.choose_houses, "2. Choose houses", "setup.houses"),
    step("setup.plot-decks", setup.build_plot_decks, "3. Plot decks", "setup.plot-decks"),
    phase(
        "draft",
        loop(
            "draft.rounds",
            step("draft.deal", draft.deal, "Deal 3 plots each", "draft.deal"),
            secret("draft.pick", draft.first_pick, "Draft 1 of 3", "draft.pick"),
            step("draft.pass", draft.pass_on, "Pass 2 to the opponent", "draft.pass"),
            secret("draft.second-pick", draft.second_pick, "Draft 1 of 2", "draft.second-pick"),
            until=draft.draft_deck_empty,
            label="Repeat until the draft deck is empty",
        ),
        step("draft.gather", draft.gather_plots, "13 plots each", "draft.final"),
        secret("draft.final", draft.keep_plot, "Keep 7 of 13 plots", "draft.final", repeat="until 7 are kept"),
        label="Plot draft variant",
        rule="draft",
        when=cond("the plot draft variant is played", lambda game: game.options["draft"]),
    ),
    step("setup.shuffle", setup.shuffle_decks, "4. Shuffle draw decks", "setup.shuffle"),
    step("setup.hand", setup.draw_setup_hands, "5. Draw a setup hand of 7", "setup.hand"),
    ask_each("setup.mulligan", setup.mulligan, "5. Keep or mulligan", "setup.mulligan"),
    secret("setup.place", setup.place_setup_card, "6. Place setup cards face down", "setup.place", repeat="until Done"),
    step("setup.reveal", setup.reveal_setup_cards, "6. Reveal setup cards", "setup.reveal"),
    step("setup.draw-up", setup.draw_up, "7. Draw up to 7", "setup.draw-up"),
    label="Setup",
    rule="setup",
)

CHALLENGE = phase(
    "challenge",
    pick("challenges.attackers", challenges.declare_attacker, "Declare attackers", "challenges.attackers"),
    pick(
        "challenges.stealth",
        challenges.choose_stealth,
        "Stealth targets",
        "keywords.stealth",
        when=challenges.has_stealth_attacker,
        until="until each Stealth attacker has chosen",
    ),
    window("challenges.after-attackers", "Actions after attackers"),
    pick("challenges.defenders", challenges.declare_defender, "Declare defenders", "challenges.defenders"),
    trigger("challenges.after-defenders-declared", "After defenders are declared", "abilities.responses"),
    window("challenges.after-defenders", "Actions after defenders"),
    step("challenges.winner", challenges.decide_winner, "Compare strength", "challenges.winner"),
    step("challenges.unopposed", challenges.unopposed, "Unopposed: +1 power", "challenges.unopposed", ends=VICTORY),
    ask("challenges.claim", claim.apply_claim, "Claim", "challenges.claim", ends=VICTORY),
    step("challenges.renown", challenges.renown, "Renown", "keywords.renown", ends=VICTORY),
    trigger("challenges.after-challenge", "After the challenge is resolved", "abilities.responses", ends=VICTORY),
    window("challenges.after-resolution", "Actions after the challenge"),
    step("challenges.end", challenges.end_challenge, "Challenge over", "challenges.types"),
    label="One challenge",
    rule="challenges",
    when=challenges.in_challenge,
)

ROUND = loop(
    "round",
    step("round.start", plot.start_round, "New round", "round"),
    phase(
        "plot",
        secret("plot.choose", plot.choose_plot, "Choose a plot in secret", "plot.choose"),
        step("plot.reveal", plot.reveal_plots, "Reveal plots", "plot.reveal"),
        step("plot.initiative", plot.decide_initiative, "Initiative", "plot.initiative"),
        ask("plot.first-player", plot.choose_first_player, "Choose first player", "plot.first-player"),
        trigger("plot.when-revealed", "'When revealed' abilities", "plot.when-revealed"),
        window("plot.actions", "Plot phase actions"),
        label="1. Plot (Fabuła)",
        rule="plot",
    ),
    phase(
        "draw",
        step("draw.draw", draw.draw_cards, "Draw 2 cards each", "draw"),
        window("draw.actions", "Draw phase actions"),
        label="2. Draw (Dobieranie)",
        rule="draw",
    ),
    phase(
        "marshalling",
        each_player(
            "marshalling.turns",
            step("marshalling.income", marshalling.collect_income, "Collect income", "marshalling.income"),
            pick(
                "marshalling.marshal",
                marshalling.marshal,
                "Play cards",
                "marshalling.play",
                until="until the turn ends",
            ),
            label="Each player's marshalling turn",
            rule="marshalling",
        ),
        window("marshalling.actions", "Marshalling phase actions"),
        label="3. Marshalling (Mobilizacja)",
        rule="marshalling",
    ),
    phase(
        "challenges",
        each_player(
            "challenges.turns",
            loop(
                "challenges.next",
                window("challenges.before", "Actions before a challenge"),
                ask("challenges.initiate", challenges.initiate, "Initiate a challenge, or stop", "challenges.types"),
                CHALLENGE,
                until=challenges.turn_over,
                label="Up to one challenge of each type",
            ),
            label="Each player's challenges",
            rule="challenges",
        ),
        label="4. Challenges (Wyzwania)",
        rule="challenges",
    ),
    phase(
        "dominance",
        step("dominance.decide", dominance.decide_dominance, "Dominance: +1 power", "dominance", ends=VICTORY),
        trigger("dominance.won", "After dominance is won", "abilities.passive", ends=VICTORY),
        window("dominance.actions", "Dominance phase actions", ends=VICTORY),
        label="5. Dominance (Dominacja)",
        rule="dominance",
    ),
    phase(
        "standing",
        step("standing.stand", standing.stand_all, "Stand everything", "standing"),
        window("standing.actions", "Standing phase actions"),
        label="6. Standing (Powstawanie)",
        rule="standing",
    ),
    phase(
        "taxation",
        step("taxation.return", standing.pay_taxes, "Return unspent gold", "taxation"),
        window("taxation.actions", "Taxation phase actions"),
        label="7. Taxation (Podatki)",
        rule="taxation",
    ),
    until=_round_cap,
    label="Round: seven phases, again and again",
    rule="round",
    ends="the round cap is reached (bots and tests only)",
)

GAME = phase("game", SETUP, ROUND, label="A Game of Thrones: The Card Game", rule="victory")

#: The phase nodes, so the engine can say which phase it is in.
PHASES = ("setup", "plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation")
