"""Shared fixtures of the table tests."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App


@pytest.fixture
def app():
    """The application at 1280x800, instant speed (dummy video driver)."""
    application = App(size=(1280, 800), options={"speed": "instant"})
    yield application
    pygame.display.quit()
