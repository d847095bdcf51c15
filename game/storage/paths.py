"""Where the game keeps its files: one data folder per user, found by platformdirs.

Layout of the data folder::

    saves/            one JSON file per game (plus its .bak)
    settings.json     the player's options
    statistics.json   results per game id

Nothing here runs at import: every path is computed when a function is called, so
tests and the ``CANASTA_TABLE_DATA_DIR`` variable can redirect it.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "CanastaTable"
"""The folder name under the platform's data directory."""

ENV_VAR = "CANASTA_TABLE_DATA_DIR"
"""An environment variable that replaces the platform data folder when set."""


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """Return the data folder (not created here).

    The first that is given wins: ``override``, the ``CANASTA_TABLE_DATA_DIR``
    environment variable (ignored when empty), then
    ``platformdirs.user_data_dir("CanastaTable", appauthor=False)``: e.g.
    ``~/.local/share/CanastaTable`` (or ``$XDG_DATA_HOME/CanastaTable``) on Linux,
    ``~/Library/Application Support/CanastaTable`` on macOS and
    ``%LOCALAPPDATA%\\CanastaTable`` on Windows. A leading ``~`` is expanded.
    """
    if override is not None and str(override).strip():
        return Path(override).expanduser()
    from_env = os.environ.get(ENV_VAR, "").strip()
    if from_env:
        return Path(from_env).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir(root: str | os.PathLike[str] | None = None) -> Path:
    """Return the ``saves`` folder inside :func:`data_dir` (``root`` as its override)."""
    return data_dir(root) / "saves"


def settings_path(root: str | os.PathLike[str] | None = None) -> Path:
    """Return the path of ``settings.json`` beside ``saves/``."""
    return data_dir(root) / "settings.json"


def statistics_path(root: str | os.PathLike[str] | None = None) -> Path:
    """Return the path of ``statistics.json`` beside ``saves/``."""
    return data_dir(root) / "statistics.json"
