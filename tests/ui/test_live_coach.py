"""The live coach at the table (setting live_coach, docs/coach.md): before a
discard that feeds the next player a large pile (CL-5.1, CL-5.2) the table holds the
move, then warns with "Play it anyway" and "Take it back"; a safe discard (CL-5.4)
is played once the coach has looked; with the setting off nothing waits."""

from __future__ import annotations

import time

import pygame
import pytest

from game.rules.position import position_text
from game.storage.settings import Settings
from game.ui.app import App
from game.ui.scenes.dialogs import ChoiceDialog
from tests.coach.test_review import discard, planted
from tests.ui.test_table import frame, table_with
from ui.test_table_drag import followed_drag


@pytest.fixture
def app(tmp_path):
    application = App(size=(1280, 800), options={"speed": "fast"}, data_dir=tmp_path,
                      settings=Settings(live_coach=True))
    yield application
    pygame.display.quit()


def coached_table(app):
    scene = table_with(app, planted())
    scene.coach_options = {"seconds": None}  # every world: the same answer on any machine
    return scene


def wait_for_coach(app, scene, seconds=120.0):
    end = time.monotonic() + seconds
    while scene.coach_asked is not None and time.monotonic() < end:
        frame(app, n=1)
        time.sleep(0.01)
    assert scene.coach_asked is None, "the coach did not answer"
    frame(app, n=1)


def in_hand(scene, kind):
    return any(c.kind == kind for c in scene.session.state.hands[0])


def test_cl_5_2_a_feeding_discard_dragged_waits_then_is_warned_of(app):
    """The king dragged onto the pile in 16 steps follows the pointer; dropped, the
    move is held (the position unchanged, "The coach is looking at your move…"),
    then one line names the feed, its rules, the cost and the coach's move.
    Take it back leaves the position as it was."""
    scene = coached_table(app)
    before = position_text(scene.session.state)
    king = next(c for c in scene.session.state.hands[0] if c.kind == "KH")
    sprite = scene.sprites[king]
    pile = scene.renderer.place_rects()["pile"].center
    followed = followed_drag(app, scene, sprite, pile)
    assert followed >= 12, "the king travels under the pointer"
    assert scene.coach_asked is not None, "the discard waits for the coach"
    assert scene.toast[0] == "The coach is looking at your move\u2026"
    assert position_text(scene.session.state) == before
    wait_for_coach(app, scene)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    assert dialog.title == "The coach warns you"
    assert dialog.text.startswith("Fed the pile: 19 cards to West (CL-5.1, CL-5.2): about ")
    assert dialog.text.endswith("The coach's move: discard 3\u2660.")
    assert [label for label, _ in dialog.choices] == ["Play it anyway", "Take it back"]
    dialog.pick(1)
    frame(app, n=30)
    assert app.top is scene and position_text(scene.session.state) == before
    assert scene.sprites[king].zone == "hand:0", "the king went back to the hand"


def test_play_it_anyway_plays_the_discard(app):
    scene = coached_table(app)
    scene.propose(discard(scene.session.state, "KH"))
    wait_for_coach(app, scene)
    assert isinstance(app.top, ChoiceDialog)
    app.top.pick(0)
    frame(app, n=1)
    assert not in_hand(scene, "KH") and "discard KH/0" in scene.session.actions


def test_cl_5_4_a_safe_discard_is_played_once_the_coach_has_looked(app):
    scene = coached_table(app)
    scene.propose(discard(scene.session.state, "3S"))
    assert in_hand(scene, "3S")
    wait_for_coach(app, scene)
    assert app.top is scene and not in_hand(scene, "3S")


def test_a_second_move_while_the_coach_looks_is_refused(app):
    scene = coached_table(app)
    scene.propose(discard(scene.session.state, "3S"))
    scene.propose(discard(scene.session.state, "KH"))
    assert scene.toast[0] == "The coach is looking at your move."
    wait_for_coach(app, scene)
    assert in_hand(scene, "KH") and not in_hand(scene, "3S")


def test_with_the_setting_off_the_discard_is_played_at_once(tmp_path):
    app = App(size=(1280, 800), options={"speed": "fast"}, data_dir=tmp_path,
              settings=Settings())
    try:
        scene = table_with(app, planted())
        scene.propose(discard(scene.session.state, "KH"))
        assert scene.coach_asked is None and not in_hand(scene, "KH")
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("lang", ["en", "hu", "fa"])
def test_the_setting_is_switched_on_in_settings_and_the_screen_fits_a_small_window(
        tmp_path, lang):
    """Settings has "Coach during play" (off by default); On switches it on and saves
    it. At 1024x640 every row, Back and the note below it fit in the window."""
    from game import i18n
    from game.storage import load_settings
    from game.ui.scenes.settings import SettingsScene

    app = App(size=(1024, 640), options={"speed": "instant"}, data_dir=tmp_path,
              settings=Settings())
    i18n.set_language(lang)
    try:
        scene = SettingsScene(app.ctx)
        app.push(scene)
        frame(app, n=1)
        rows = [r.field for r, _mid, _help in scene.row_text]
        assert "live_coach" in rows
        toggles = [b for b in scene.buttons
                   if b.rect.centery == scene.row_text[rows.index("live_coach")][1]]
        assert [b.selected for b in toggles] == [False, True]  # On, Off: off by default
        on = toggles[0]
        click_at = (on.rect.centerx, on.rect.centery)
        frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click_at, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click_at, button=1)], n=1)
        assert app.ctx.settings.live_coach is True
        assert load_settings(tmp_path)[0].live_coach is True
        back = scene.buttons[-1].rect
        assert scene.panel.bottom < back.top and back.bottom + 28 <= 640  # the note below
    finally:
        i18n.set_language("en")
        pygame.display.quit()
