"""Reduce motion: the title's fan is simply there instead of opening."""

from __future__ import annotations

import pygame
import pytest

from game.storage import Settings
from game.ui.app import App
from game.ui.scenes.title import FAN_SECONDS, TitleScene


@pytest.fixture
def make_app(tmp_path):
    def make(**settings):
        return App(data_dir=tmp_path, settings=Settings().replace(**settings))

    yield make
    pygame.display.quit()


def fan_angles(title: TitleScene) -> list[int]:
    """The turned width of each card of the fan (wider when turned further)."""
    return [image.get_width() for image, _shadow, _where in title._fan]


def test_the_fan_opens_when_the_title_appears(make_app):
    app = make_app()
    title = app.push(TitleScene(app.ctx))
    app.frame(1 / 60, [])
    assert title.animating() and title.fan_open < 0.1
    closed = fan_angles(title)
    for _ in range(round(FAN_SECONDS * 60) + 20):
        app.frame(1 / 60, [])
    assert not title.animating() and title.fan_open == 1.0
    assert max(fan_angles(title)) > max(closed) + 20  # the outer cards turned


def test_reduce_motion_shows_the_fan_open_at_once(make_app):
    app = make_app(reduce_motion=True)
    title = app.push(TitleScene(app.ctx))
    app.frame(1 / 60, [])
    assert not title.animating() and title.fan_open == 1.0
    still = make_app()
    opened = still.push(TitleScene(still.ctx))
    for _ in range(round(FAN_SECONDS * 60) + 20):
        still.frame(1 / 60, [])
    assert fan_angles(title) == fan_angles(opened)
