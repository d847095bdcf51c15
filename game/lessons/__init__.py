"""Lessons: each game taught by playing real positions (pure Python, no pygame).

A lesson is data, not code: ``assets/lessons/<game>/NN-name.toml``, a list of
steps over positions written in the position text (:mod:`game.rules.position`).
Each step holds what the learner reads, what the table outlines, the move or
moves that advance it (compared as actions), the computer seats' scripted replies
and a closing sentence. :mod:`game.lessons.model` reads and validates the files,
:mod:`game.lessons.player` plays one (the table and ``python -m game learn
--check`` use the same player), :mod:`game.lessons.catalog` finds their words for
the gettext catalogs. See docs/lessons.md for the file format.
"""

from game.lessons.model import (
    EVENTS,
    OUTLINES,
    Lesson,
    LessonError,
    Step,
    all_lessons,
    game_lessons,
    load_lesson,
)
from game.lessons.player import LessonRun, Outcome, check_lesson, play_computers, same_move

__all__ = [
    "EVENTS", "OUTLINES", "Lesson", "LessonError", "LessonRun", "Outcome", "Step",
    "all_lessons", "check_lesson", "game_lessons", "load_lesson", "play_computers",
    "same_move",
]
