"""The window fits the screen: it opens at the size last used (1280x800 at first),
never larger than the desktop, and remembers its size in Settings."""

from __future__ import annotations

import pygame
import pytest

from game.storage.settings import Settings, SettingsError, load_settings, save_settings
from game.ui.app import DEFAULT_SIZE, MIN_SIZE, App, window_size


@pytest.mark.parametrize("desktop, remembered, expected", [
    ((1920, 1080), None, DEFAULT_SIZE),
    ((1024, 640), None, (1024, 640)),
    ((1366, 768), None, (1280, 768)),
    ((1920, 1080), (1600, 1000), (1600, 1000)),
    ((1280, 720), (1600, 1000), (1280, 720)),
    ((1920, 1080), (300, 200), MIN_SIZE),
    ((800, 600), None, (800, 600)),
    (None, (1500, 900), (1500, 900)),
])
def test_the_window_opens_within_the_desktop(desktop, remembered, expected):
    assert window_size(desktop, remembered) == expected


def test_the_player_window_opens_within_a_smaller_desktop(monkeypatch, tmp_path):
    """On a 1024x640 desktop the window opens at 1024x640, not 1280x800."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 640)])
    app = App(None, settings=Settings(), data_dir=tmp_path)
    try:
        assert app.screen.get_size() == (1024, 640)
    finally:
        pygame.display.quit()


def test_the_size_is_remembered_in_settings(monkeypatch, tmp_path):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app = App(None, settings=Settings(), data_dir=tmp_path)
    try:
        assert app.screen.get_size() == DEFAULT_SIZE
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1400, h=900, size=(1400, 900)))
        app.screen = pygame.display.set_mode((1400, 900), pygame.RESIZABLE)
        app.quit()
        assert app.ctx.settings.window_size == (1400, 900)
    finally:
        pygame.display.quit()
    settings, message = load_settings(tmp_path)
    assert message is None and settings.window_size == (1400, 900)
    again = App(None, settings=settings, data_dir=tmp_path)
    try:
        assert again.screen.get_size() == (1400, 900)
    finally:
        pygame.display.quit()


def test_a_bad_remembered_size_falls_back_with_a_message(tmp_path):
    with pytest.raises(SettingsError, match="window_size"):
        Settings().replace(window_size=(0, "x"))
    save_settings(Settings(window_size=(1100, 700)), tmp_path)
    path = tmp_path / "settings.json"
    path.write_text(path.read_text().replace("1100", "-5"))
    settings, message = load_settings(tmp_path)
    assert settings.window_size is None and "window_size" in message
