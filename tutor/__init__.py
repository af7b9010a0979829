"""The widget layer: renders engine objects and sends choices back; decides no rule.

The engine (``engine/``) never imports it. Notebooks use the ``*_view`` functions.
"""

from .app import LessonView, Tutor, explore_view, glossary_view, lesson_view, play_view, quiz_view
from .session import Session

__all__ = ["LessonView", "Session", "Tutor", "explore_view", "glossary_view", "lesson_view", "play_view", "quiz_view"]
