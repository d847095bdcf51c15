"""What the player is told about the data folder: damaged files moved aside at
start-up, autosave that cannot work, statistics that could not be recorded, and
a save open in another window."""

from __future__ import annotations

import pygame
import pytest

from game.storage import atomic
from game.storage.paths import statistics_path
from game.ui.app import App
from game.ui.scenes.store import recover_damaged
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from tests.storage.storage_helpers import play_random


@pytest.fixture
def make_app():
    apps = []

    def make(data_dir):
        app = App(data_dir=data_dir, options={"speed": "instant"})
        apps.append(app)
        return app

    yield make
    pygame.display.quit()


def frame(app, events=()):
    app.frame(1 / 60, list(events))


def click(app, pos):
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def test_start_up_moves_a_long_number_save_aside_and_continue_still_works(tmp_path, make_app):
    saves = tmp_path / "saves"
    good = play_random(saves, "classic", 4, 12, save_id="good")
    bad = play_random(saves, "classic", 5, 30, save_id="bad")
    text = bad.path.read_text("utf-8").replace('"seed": 5', '"seed": ' + "5" * 5000, 1)
    bad.path.write_text(text, "utf-8")
    seed_line = next(i for i, line in enumerate(text.splitlines(), 1) if "5" * 5000 in line)
    atomic.backup_path(bad.path).unlink()
    statistics_path(tmp_path).write_text('{"format": 1, "games": {"classic": '
                                         '{"games_played": ' + "1" * 5000 + "}}}")
    app = make_app(tmp_path)
    title = app.push(TitleScene(app.ctx))
    message = recover_damaged(app.ctx)
    assert message == (
        "Your statistics could not be read: the file holds a number too long to read (line 1)."
        " The file was moved aside to statistics.json.corrupt. The statistics start again "
        "from zero. This save could not be read: the file holds a number too long to read "
        f"(line {seed_line}). "
        "It was moved aside to bad.json.corrupt.")
    title.notify(message)
    assert (saves / "bad.json.corrupt").exists()
    assert recover_damaged(app.ctx) is None  # told once
    frame(app)
    click(app, button(title, "Continue").rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.autosaver.path == good.path
    assert list(table.session.actions[:12]) == list(good.saved.actions)
