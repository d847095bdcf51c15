"""data_dir(): explicit override > $CANASTA_TABLE_DATA_DIR > platformdirs, and the
shape platformdirs gives on Linux, macOS and Windows (no real user folder is
touched: HOME and the platform variables point into tmp_path)."""

from __future__ import annotations

import ntpath
import subprocess
import sys
from pathlib import Path

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from game.storage import paths
from game.storage.paths import (
    APP_NAME,
    ENV_VAR,
    data_dir,
    saves_dir,
    settings_path,
    statistics_path,
)

from .storage_helpers import REPO


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fake home folder; no XDG variables, no override variable."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("USERPROFILE", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv(ENV_VAR, raising=False)
    return tmp_path


def test_override_wins_over_env(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "from-env"))
    assert data_dir(tmp_path / "explicit") == tmp_path / "explicit"
    assert data_dir(str(tmp_path / "explicit")) == tmp_path / "explicit"


def test_env_wins_over_platformdirs(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "from-env"))
    monkeypatch.setattr(platformdirs, "user_data_dir",
                        lambda *a, **k: pytest.fail("platformdirs asked despite the variable"))
    assert data_dir() == tmp_path / "from-env"


def test_empty_override_and_env_fall_through(home, monkeypatch):
    monkeypatch.setenv(ENV_VAR, "  ")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(home / "pd"))
    assert data_dir("") == home / "pd"
    assert data_dir(None) == home / "pd"


def test_tilde_is_expanded(home, monkeypatch):
    monkeypatch.setenv(ENV_VAR, "~/canasta")
    assert data_dir() == home / "canasta"
    assert data_dir("~/other") == home / "other"


def test_platformdirs_called_with_app_name_and_no_author(home, monkeypatch):
    calls = []

    def fake(*args, **kwargs):
        calls.append((args, kwargs))
        return str(home / "x")

    monkeypatch.setattr(platformdirs, "user_data_dir", fake)
    assert data_dir() == home / "x"
    assert calls == [((APP_NAME,), {"appauthor": False})]


def test_computed_when_called_not_at_import(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "a"))
    first = data_dir()
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "b"))
    assert (first, data_dir()) == (tmp_path / "a", tmp_path / "b")
    assert not any(isinstance(v, Path) for v in vars(paths).values())


def test_layout_beside_saves(tmp_path):
    assert saves_dir(tmp_path) == tmp_path / "saves"
    assert settings_path(tmp_path) == tmp_path / "settings.json"
    assert statistics_path(tmp_path) == tmp_path / "statistics.json"
    assert not (tmp_path / "saves").exists()  # computing a path creates nothing


# --- what platformdirs gives on each platform -----------------------------


def test_linux_default(home, monkeypatch):
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.unix.Unix)
    expected = home / ".local" / "share" / APP_NAME
    assert data_dir() == expected
    assert Path(platformdirs.unix.Unix(APP_NAME, appauthor=False).user_data_dir) == expected


def test_linux_xdg_data_home(home, monkeypatch):
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.unix.Unix)
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg"))
    assert data_dir() == home / "xdg" / APP_NAME


def test_macos_application_support(home, monkeypatch):
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.macos.MacOS)
    got = data_dir()
    assert got == home / "Library" / "Application Support" / APP_NAME
    assert got.as_posix().endswith("Library/Application Support/CanastaTable")


def test_windows_local_appdata(home, monkeypatch):
    # Resolve the shell folder from %LOCALAPPDATA% as platformdirs does without
    # ctypes or the registry, so the test runs on any system.
    monkeypatch.setattr(platformdirs.windows, "get_win_folder",
                        platformdirs.windows.get_win_folder_from_env_vars)
    monkeypatch.setenv("LOCALAPPDATA", r"C:\Users\Ann\AppData\Local")
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    got = str(data_dir())
    parts = got.replace("/", "\\").split("\\")
    assert "AppData" in parts and parts[-1] == APP_NAME
    assert parts.count(APP_NAME) == 1  # appauthor=False: no "CanastaTable\CanastaTable"
    assert ntpath.splitdrive(got)[0] == "C:"
    assert "Roaming" not in parts  # saves stay on this machine (not roaming)


def test_storage_never_imports_pygame():
    code = ("import sys, game.storage; "
            "bad = [m for m in ('pygame', 'pytmx') if m in sys.modules]; "
            "print(*bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
