"""The demonstration: from the title, computer players play a deal with every
hand face down; nothing is saved or counted; any key or click returns."""

from __future__ import annotations

import pygame
import pytest

from game.storage import Settings, saves_dir
from game.ui.app import App
from game.ui.scenes.demo import DemoScene, DemoScoreSheet
from game.ui.scenes.title import TitleScene
from tests.ui.test_menus import button


@pytest.fixture
def app(tmp_path):
    app = App(data_dir=tmp_path, settings=Settings())
    app.push(TitleScene(app.ctx))
    app.frame(1 / 60, [])
    yield app
    pygame.display.quit()


def post_click(app: App, pos) -> None:
    """A click put on pygame's event queue, read by the next frame as in the game."""
    pygame.event.clear()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame(1 / 60)


def post_key(app: App, key: int) -> None:
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, unicode="", mod=0,
                                         scancode=0))
    app.frame(1 / 60)


def watch(app: App, game: str) -> DemoScene:
    post_click(app, button(app.top, "Watch a game").rect.center)
    post_click(app, button(app.top, game).rect.center)
    demo = app.top
    assert isinstance(demo, DemoScene)
    return demo


def test_watch_a_game_plays_with_hands_face_down_and_a_key_returns(app, tmp_path):
    demo = watch(app, "Classic Canasta")
    session = demo.session
    assert session.human is None and demo.autosaver is None
    assert session.ruleset.players == 4 and demo.buttons == []
    start = session.state.fingerprint()
    for _ in range(600):  # at the normal speed, a tenth of a second a frame
        app.frame(0.1, [])
        if demo.moves_made >= 6:
            break
    assert demo.moves_made >= 6 and session.state.fingerprint() != start
    hands = [s for s in demo.sprites.values() if s.zone.startswith("hand:")]
    assert len(hands) > 20 and not any(s.face_up for s in hands)
    assert any(s.face_up for s in demo.sprites.values()
               if s.zone == "pile" or s.zone.startswith("meld:"))  # the rest is seen
    post_key(app, pygame.K_a)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1
    assert not saves_dir(tmp_path).exists() or not any(saves_dir(tmp_path).iterdir())


def test_a_whole_demo_deal_ends_on_its_sheet_and_a_click_returns(app, tmp_path):
    app.ctx.settings = app.ctx.settings.replace(animation_speed="instant")
    demo = watch(app, "Pennies from Heaven")
    assert demo.session.ruleset.players == 6
    for _ in range(5000):
        app.frame(1 / 60, [])
        if demo.deal_over_shown():
            break
    sheet = app.top
    assert isinstance(sheet, DemoScoreSheet) and button(sheet, "Title")
    assert not (tmp_path / "statistics.json").exists()  # no human: nothing counted
    hands = [s for s in demo.sprites.values() if s.zone.startswith("hand:")]
    assert hands and all(s.face_up for s in hands)  # laid down for the count
    post_click(app, (5, 5))  # anywhere
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_the_watch_dialog_cancels_back_to_the_title(app):
    post_click(app, button(app.top, "Watch a game").rect.center)
    post_click(app, button(app.top, "Cancel").rect.center)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1
