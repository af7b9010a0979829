"""The whole game, declared once: it runs the engine and draws the diagrams.

Read top to bottom, this is the rulebook's order: setup in seven steps (with
the optional plot draft), then rounds of seven phases until someone has 15
power. Every phase ends with an action window; a challenge has windows before
and after each of its steps.
"""

from __future__ import annotations

from engine.core.flow import ask, each_player, loop, phase, secret, step, trigger, window

from . import challenges, claim, dominance, draft, draw, marshalling, plot, setup, standing


def _round_cap(game) -> bool:
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
        secret("draft.final", draft.keep_seven, "Keep 7 of 13 plots", "draft.final"),
        label="Plot draft variant",
        rule="draft",
        when=lambda game: game.options["draft"],
    ),
    step("setup.shuffle", setup.shuffle_decks, "4. Shuffle draw decks", "setup.shuffle"),
    step("setup.hand", setup.draw_setup_hands, "5. Draw a setup hand of 7", "setup.hand"),
    ask("setup.mulligan", setup.mulligans, "5. Keep or mulligan", "setup.mulligan"),
    secret("setup.place", setup.place_setup_cards, "6. Place setup cards face down", "setup.place"),
    step("setup.reveal", setup.reveal_setup_cards, "6. Reveal setup cards", "setup.reveal"),
    step("setup.draw-up", setup.draw_up, "7. Draw up to 7", "setup.draw-up"),
    label="Setup",
    rule="setup",
)

CHALLENGE = phase(
    "challenge",
    ask("challenges.attackers", challenges.declare_attackers, "Declare attackers", "challenges.attackers"),
    ask("challenges.stealth", challenges.choose_stealth, "Stealth targets", "keywords.stealth"),
    window("challenges.after-attackers", "Actions after attackers"),
    ask("challenges.defenders", challenges.declare_defenders, "Declare defenders", "challenges.defenders"),
    trigger("challenges.after-defenders-declared", "After defenders are declared", "abilities.responses"),
    window("challenges.after-defenders", "Actions after defenders"),
    step("challenges.winner", challenges.decide_winner, "Compare strength", "challenges.winner"),
    step("challenges.unopposed", challenges.unopposed, "Unopposed: +1 power", "challenges.unopposed"),
    ask("challenges.claim", claim.apply_claim, "Claim", "challenges.claim"),
    step("challenges.renown", challenges.renown, "Renown", "keywords.renown"),
    trigger("challenges.after-challenge", "After the challenge is resolved", "abilities.responses"),
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
        secret("plot.choose", plot.choose_plots, "Choose a plot in secret", "plot.choose"),
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
            ask("marshalling.marshal", marshalling.marshal, "Play cards", "marshalling.play"),
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
        step("dominance.decide", dominance.decide_dominance, "Dominance: +1 power", "dominance"),
        trigger("dominance.won", "After dominance is won", "abilities.passive"),
        window("dominance.actions", "Dominance phase actions"),
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
    label="Round: seven phases, until someone has 15 power",
    rule="round",
)

GAME = phase("game", SETUP, ROUND, label="A Game of Thrones: The Card Game", rule="victory")

#: The phase nodes, so the engine can say which phase it is in.
PHASES = ("setup", "plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation")
