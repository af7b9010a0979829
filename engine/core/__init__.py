"""What every game shares: procedure, decisions, events, catalogue, replay, scenarios, bots."""

from .bots import GreedyBot, RandomBot, play_out
from .flow import ask, each_player, loop, phase, secret, step, trigger, window
from .game import Game, GameOver
from .protocol import Decision, EngineError, Event, IllegalChoice, Option, Rejected, Result, Rule

__all__ = [
    "Decision",
    "EngineError",
    "Event",
    "Game",
    "GameOver",
    "GreedyBot",
    "IllegalChoice",
    "Option",
    "RandomBot",
    "Rejected",
    "Result",
    "Rule",
    "ask",
    "each_player",
    "loop",
    "phase",
    "play_out",
    "secret",
    "step",
    "trigger",
    "window",
]
