"""The games with a table part of their own, by game id (the others are answered
by :data:`game.present.games.SHARED`)."""

from __future__ import annotations

from game.present.games import bain, diszitett, modern, railroad
from game.present.games.base import GameTable

TABLES: dict[str, GameTable] = {
    "bain": bain.TABLE,
    "diszitett": diszitett.TABLE,
    "modern": modern.TABLE,
    "railroad": railroad.TABLE,
}
