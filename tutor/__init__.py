"""The widget layer: renders engine objects and sends choices back; decides no rule.

The engine (``engine/``) never imports it. Notebooks use the ``*_view`` functions.
"""

from .app import explore_view, glossary_view, lesson_view, play_view, quiz_view
from .board import Board
from .editions import changes_view
from .page import Page
from .session import Session

__all__ = [
    "Board",
    "Page",
    "Session",
    "changes_view",
    "explore_view",
    "glossary_view",
    "lesson_view",
    "play_view",
    "quiz_view",
]
