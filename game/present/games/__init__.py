"""Each game's own part of the table and of its narration: :func:`game_table` finds
a game's :class:`~game.present.games.base.GameTable` (the questions, in
:mod:`game.present.games.base`); each game's entry is its own module here
(``game/present/games/<id>.py``), listed in :mod:`game.present.games.registry`.
Nothing here imports pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.present.games.base import GameMove, GameTable, SessionView
from game.present.games.registry import TABLES

if TYPE_CHECKING:
    from game.rules.ruleset import RuleSet

__all__ = ["SHARED", "GameMove", "GameTable", "SessionView", "game_table"]

SHARED = GameTable()
"""The answers of a game with no table mechanism of its own."""


def game_table(rs: RuleSet) -> GameTable:
    """The :class:`GameTable` of ``rs``'s game (:data:`SHARED` where the game has no
    entry)."""
    return TABLES.get(rs.id, SHARED)
