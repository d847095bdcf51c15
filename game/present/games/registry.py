"""The games with a table part of their own, by game id, and :func:`game_table`,
which finds a game's part (the others are answered by :data:`SHARED`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.present.games import GameTable, bain, diszitett, modern, railroad

if TYPE_CHECKING:
    from game.rules.ruleset import RuleSet

TABLES: dict[str, GameTable] = {
    "bain": bain.TABLE,
    "diszitett": diszitett.TABLE,
    "modern": modern.TABLE,
    "railroad": railroad.TABLE,
}

SHARED = GameTable()
"""The answers of a game with no table mechanism of its own."""


def game_table(rs: RuleSet) -> GameTable:
    """The :class:`~game.present.games.GameTable` of ``rs``'s game (:data:`SHARED`
    where the game has no entry)."""
    return TABLES.get(rs.id, SHARED)
