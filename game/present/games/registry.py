"""The games with a table part of their own, by game id (the others are answered
by :data:`game.present.games.SHARED`)."""

from __future__ import annotations

from game.present.games import GameTable, bain, diszitett, modern, railroad

TABLES: dict[str, GameTable] = {
    "bain": bain.TABLE,
    "diszitett": diszitett.TABLE,
    "modern": modern.TABLE,
    "railroad": railroad.TABLE,
}
