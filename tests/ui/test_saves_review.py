"""Review from the saved games (docs/coach.md): a save with a deal that ended has
Review; one such deal opens its review at once, several let the player pick the
deal, newest first; a save still in its first deal cannot be reviewed yet."""

from __future__ import annotations

import time

import pygame
import pytest

from game.coach import Settings as CoachSettings
from game.storage import save_game, saves_dir
from game.storage.saves import PlayerInfo, SavedGame
from game.storage.settings import Settings
from game.ui.app import App
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.saves import SavesScene
from tests.coach.saved import save_deals
from tests.ui.ui_helpers import click, frame


@pytest.fixture
def app(tmp_path):
    application = App(size=(1280, 800), options={"speed": "instant"}, data_dir=tmp_path,
                      settings=Settings())
    yield application
    pygame.display.quit()


def saves_scene(app) -> SavesScene:
    scene = SavesScene(app.ctx)
    scene.review_settings = CoachSettings(worlds=2, alternatives=1)
    app.push(scene)
    frame(app)
    return scene


def review_button(scene, row: int = 0):
    _info, rect = scene.rows[row]
    return next(b for b in scene.buttons if b.label == "Review" and b.rect.colliderect(rect))


def test_one_ended_deal_opens_its_review_and_close_returns_to_the_list(app, tmp_path):
    save_deals(saves_dir(tmp_path), ended=1)
    scene = saves_scene(app)
    button = review_button(scene)
    assert button.enabled
    click(app, button.rect.center)
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.log.deal_no == 1 and review.seat == 2 and review.log.finished()
    end = time.monotonic() + 120
    while review.thinking and time.monotonic() < end:
        frame(app)
        time.sleep(0.01)
    assert review.review is not None and review.review.seat == 2
    review.close()
    frame(app)
    assert app.top is scene


def test_several_ended_deals_let_the_player_pick_the_deal(app, tmp_path):
    save_deals(saves_dir(tmp_path), ended=2, seed=5)
    scene = saves_scene(app)
    click(app, review_button(scene).rect.center)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "Review which deal?"
    assert [label for label, _ in dialog.choices] == ["Deal 2", "Deal 1", "Cancel"]
    dialog.pick(1)
    review = app.top
    assert isinstance(review, ReviewScene) and review.log.deal_no == 1
    review.cancel()


def test_a_save_in_its_first_deal_cannot_be_reviewed_yet(app, tmp_path):
    folder = saves_dir(tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    info = [PlayerInfo(s, "human" if s == 0 else "ai", "normal", f"P{s}") for s in range(4)]
    save_game(SavedGame.new("classic", 9, info, folder=folder), folder)
    scene = saves_scene(app)
    button = review_button(scene)
    assert not button.enabled
    click(app, button.rect.center)
    assert app.top is scene
    scene.ask_review(scene.rows[0][0])  # asked anyway: a sentence, nothing opened
    assert app.top.title == "No review"
    assert app.top.text == "No deal of this game has ended yet."
