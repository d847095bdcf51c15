"""What the player is told about the data folder: damaged files moved aside at
start-up, autosave that cannot work, statistics that could not be recorded, and
a save open in another window."""

from __future__ import annotations

import os
import sys

import pygame
import pytest

from game.rules.state import Phase
from game.storage import READ_ONLY, atomic
from game.storage.locks import lock_path
from game.storage.paths import statistics_path
from game.ui.app import App
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.saves import SavesScene
from game.ui.scenes.score_sheet import ScoreSheetScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.store import check_saves_folder, recover_damaged
from game.ui.scenes.table import TableScene, open_saved_game, start_table
from game.ui.scenes.title import TitleScene
from tests.storage.storage_helpers import hold_lock, live_process, play_random
from tests.ui.ui_helpers import click, frame, human_moves


@pytest.fixture
def make_app():
    apps = []

    def make(data_dir):
        app = App(data_dir=data_dir, options={"speed": "instant"})
        apps.append(app)
        return app

    yield make
    pygame.display.quit()


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


def post_click(app, pos):
    """Click through the event queue, as the window would."""
    pos = tuple(int(v) for v in pos)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)


def drawn_text(app):
    """Every text drawn in one full frame."""
    seen = []
    original = app.ctx.fonts.render

    def render(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    app.ctx.fonts.render = render
    try:
        app.draw(app.screen)
    finally:
        app.ctx.fonts.render = original
    return " ".join(seen)


def test_damaged_settings_are_moved_aside_at_start_up_and_told_once(tmp_path):
    from types import SimpleNamespace

    from game.storage.paths import settings_path
    from game.ui.app import _settings_and_dir

    settings_path(tmp_path).write_text('{"format": 1, "sound": ' + "1" * 5000 + "}")
    args = SimpleNamespace(data_dir=str(tmp_path))
    settings, folder, message = _settings_and_dir(args)
    assert message == ("Your settings could not be read: the file holds a number too long "
                       "to read (line 1). The file was moved aside to settings.json.corrupt. "
                       "The default settings are used.")
    assert settings.sound is True and (tmp_path / "settings.json.corrupt").exists()
    assert _settings_and_dir(args)[2] is None  # told once


def test_settings_that_cannot_be_saved_say_why(tmp_path, make_app):
    from game.storage.paths import settings_path
    from game.ui.scenes.store import change_settings

    settings_path(tmp_path).mkdir()
    app = make_app(tmp_path)
    assert change_settings(app.ctx, sound=False) == (
        "Your settings could not be saved (a folder stands where a file belongs).")
    assert app.ctx.settings.sound is False  # kept for this session


# --- 4. autosave that cannot work is never silent -------------------------------------------


def test_a_data_folder_that_cannot_be_created_is_told_at_once_and_on_the_score_sheet(
        tmp_path, make_app):
    data = tmp_path / "data"
    data.write_text("a file where the data folder belongs")
    saves = data / "saves"
    app = make_app(data)
    app.push(TitleScene(app.ctx))
    assert check_saves_folder(app.ctx) == (
        f"Games cannot be saved: the folder {saves} cannot be created (a file stands where a "
        "folder belongs).")
    scene = start_table(app.ctx, "classic", {}, 5, 0, ["normal"] * 4)
    unsaved = (f"This game could not be saved: the folder {saves} cannot be created (a file "
               "stands where a folder belongs).")
    assert scene.toast[0] == unsaved  # at once
    human_moves(app, scene, 3000)
    for _ in range(20):
        if isinstance(app.top, ScoreSheetScene):
            break
        frame(app)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    uncounted = (f"A deal could not be counted in your statistics: {data / 'statistics.json'} "
                 "cannot be written (a file stands where a folder belongs).")
    assert sheet.notice == f"{unsaved} {uncounted}"
    assert "This game could not be saved" in drawn_text(app)
    stats = app.push(StatisticsScene(app.ctx))
    assert stats.message == uncounted
    assert "A deal could not be counted" in drawn_text(app)


def test_a_sound_folder_says_nothing(tmp_path, make_app):
    app = make_app(tmp_path)
    app.push(TitleScene(app.ctx))
    assert check_saves_folder(app.ctx) is None
    scene = start_table(app.ctx, "classic", {}, 5, 0, ["normal"] * 4)
    assert scene.toast is None and scene.autosaver.problem is None


# --- 5. two windows on one data folder ----------------------------------------------------


def test_a_save_open_in_another_window_offers_read_only_or_a_new_game(tmp_path, make_app):
    good = play_random(tmp_path / "saves", "classic", 4, 12, save_id="good")
    with live_process() as pid:
        hold_lock(good.path, pid)
        before = good.path.read_bytes()
        app = make_app(tmp_path)
        title = app.push(TitleScene(app.ctx))
        frame(app)
        post_click(app, button(title, "Continue").rect.center)
        dialog = app.top
        assert isinstance(dialog, ChoiceDialog)
        assert dialog.text == ("This game is open in another window of Canasta Table. You can "
                               "open it here read-only (your moves are not saved), or start a "
                               "new game.")
        assert [b.label for b in dialog.buttons] == ["Open read-only", "New game", "Cancel"]
        post_click(app, button(dialog, "Open read-only").rect.center)
        table = app.top
        assert isinstance(table, TableScene) and table.autosaver.read_only
        assert table.toast[0] == READ_ONLY
        assert READ_ONLY in drawn_text(app)
        human_moves(app, table, 40)
        assert len(table.session.actions) > 12
        assert table.toast[0] == READ_ONLY  # said again after each move
        assert good.path.read_bytes() == before  # never written over
        human_moves(app, table, 3000)  # to the end of the deal
        assert table.session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
        assert good.path.read_bytes() == before
        assert not statistics_path(tmp_path).exists()  # a read-only copy counts nothing
        assert lock_path(good.path).read_text() == f"{pid} othertoken\n"
        # the other choice: a new game
        title = app.reset(TitleScene(app.ctx))
        frame(app)
        post_click(app, button(title, "Continue").rect.center)
        post_click(app, button(app.top, "New game").rect.center)
        assert isinstance(app.top, NewGameScene)
    assert good.path.read_bytes() == before


def test_the_lock_is_given_up_when_the_table_closes(tmp_path, make_app):
    app = make_app(tmp_path)
    app.push(TitleScene(app.ctx))
    scene = start_table(app.ctx, "classic", {}, 5, 0, ["normal"] * 4)
    path = scene.autosaver.path
    assert scene.autosaver.lock.held and lock_path(path).exists()
    app.reset(TitleScene(app.ctx))  # back to the title
    assert not lock_path(path).exists()
    again = open_saved_game(app.ctx, path)
    assert isinstance(again, TableScene) and lock_path(path).exists()
    other = play_random(tmp_path / "saves", "classic", 6, 3, save_id="other")
    open_saved_game(app.ctx, other.path)  # another save opened
    assert not lock_path(path).exists() and lock_path(other.path).exists()
    app.close()  # the window closes
    assert not lock_path(other.path).exists()


# --- 2. lone surrogates on screen ----------------------------------------------------------


def test_lone_surrogates_are_drawn_as_replacement_characters(tmp_path, make_app):
    app = make_app(tmp_path)
    fonts = app.ctx.fonts
    assert fonts.wrap("Zo\udc80e plays", 16, 1000) == ["Zo\ufffde plays"]
    assert fonts.render("Zo\udc80e", 16).get_width() == fonts.render("Zo\ufffde", 16).get_width()
    saves = tmp_path / "saves"
    good = play_random(saves, "classic", 4, 6, save_id="good")
    data = good.path.read_text("utf-8").replace('"game": "classic"', '"game": "cl\\udc80"')
    if os.name == "posix" and sys.platform != "darwin":
        odd = os.fsencode(saves) + b"/odd\xff.json"  # a name that is not UTF-8
        with open(odd, "w", encoding="utf-8") as f:
            f.write(data)
    (saves / "other.json").write_text(data, "utf-8")
    app.push(TitleScene(app.ctx))
    scene = app.push(SavesScene(app.ctx))
    assert any("\udc80" in info.game for info in scene.saves)
    assert "\ufffd" in drawn_text(app)


# --- 6. in the player's language --------------------------------------------------------


def test_a_bad_save_is_told_in_hungarian_with_its_reason(tmp_path, make_app):
    from game import i18n

    saves = tmp_path / "saves"
    bad = play_random(saves, "classic", 5, 6, save_id="bad")
    bad.path.write_text("", "utf-8")
    atomic.backup_path(bad.path).unlink()
    app = make_app(tmp_path)
    i18n.set_language("hu")
    title = app.push(TitleScene(app.ctx))
    listing = app.push(SavesScene(app.ctx))
    info = next(s for s in listing.saves if s.id == "bad")
    assert i18n.notice(info.problem) == "a fájl üres"
    assert "a fájl üres" in drawn_text(app)
    listing.open(info)
    dialog = app.top
    assert dialog.text == ("Ezt a mentést nem sikerült beolvasni: a fájl üres. Félretéve "
                           "bad.json.corrupt néven.")
    assert title.banner is None


def test_start_up_notices_and_an_unsaved_game_are_told_in_persian(tmp_path, make_app):
    from game import i18n

    data = tmp_path / "data"
    data.write_text("a file where the data folder belongs")
    app = make_app(data)
    i18n.set_language("fa")
    title = app.push(TitleScene(app.ctx))
    title.notify(check_saves_folder(app.ctx))
    assert title.banner == (f"بازی‌ها ذخیره نمی‌شوند: پوشه‌ی {data / 'saves'} ساخته نمی‌شود "
                            "(جایی که باید پوشه باشد فایلی هست).")
    scene = start_table(app.ctx, "classic", {}, 5, 0, ["normal"] * 4)
    assert scene.toast[0] == (f"این بازی ذخیره نشد: پوشه‌ی {data / 'saves'} ساخته نمی‌شود "
                              "(جایی که باید پوشه باشد فایلی هست).")
    assert scene.autosaver.problem == (
        f"This game could not be saved: the folder {data / 'saves'} cannot be created (a file "
        "stands where a folder belongs).")  # the English sentence underneath
