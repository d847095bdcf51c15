"""Shared test setup: pygame runs headless (no window, no sound device)."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english():
    """Every test starts and ends in English (the language is process-wide)."""
    from game import i18n

    i18n.set_language("en", True)
    yield
    i18n.set_language("en", True)
