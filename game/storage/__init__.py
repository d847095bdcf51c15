"""Saves, settings and statistics in the platform data folder, as versioned JSON
written atomically (never pickle). Pure Python and platformdirs: no pygame.

``data_dir()`` finds the folder (override, ``$CANASTA_TABLE_DATA_DIR``, then
platformdirs); ``saves/``, ``settings.json`` and ``statistics.json`` live in it.
"""

from game.storage.atomic import atomic_write_bytes, atomic_write_json, backup_path
from game.storage.locks import SaveLock, SaveLockedError, lock_owner
from game.storage.paths import data_dir, saves_dir, settings_path, statistics_path
from game.storage.saves import (
    READ_ONLY,
    UPGRADES,
    Autosaver,
    LoadedGame,
    LoadResult,
    PlayerInfo,
    SavedGame,
    SaveError,
    SaveInfo,
    SaveSnapshot,
    delete_save,
    latest_unfinished,
    list_saves,
    load_game,
    open_save,
    replay,
    save_game,
    state_checksum,
)
from game.storage.settings import Settings, SettingsError, load_settings, save_settings
from game.storage.statistics import GameStats, Statistics, load_statistics, save_statistics

__all__ = [
    "READ_ONLY", "UPGRADES", "Autosaver", "GameStats", "LoadResult", "LoadedGame", "PlayerInfo",
    "SaveError", "SaveInfo", "SaveLock", "SaveLockedError", "SaveSnapshot", "SavedGame",
    "Settings", "SettingsError", "Statistics", "atomic_write_bytes", "atomic_write_json",
    "backup_path", "data_dir", "delete_save", "latest_unfinished", "list_saves", "load_game",
    "load_settings", "load_statistics", "lock_owner", "open_save", "replay", "save_game",
    "save_settings", "save_statistics", "saves_dir", "settings_path", "state_checksum",
    "statistics_path",
]
