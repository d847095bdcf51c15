"""Autosave at the table, a new start, Continue: the same table; a finished deal
counts in the statistics (issue of saves, settings and statistics)."""

from __future__ import annotations

import pygame

from game.rules.state import Phase
from game.storage import list_saves, load_settings, load_statistics
from game.ui.app import App
from game.ui.scenes.table import TableScene, start_table
from game.ui.scenes.title import TitleScene
from tests.ui.ui_helpers import click, frame, human_moves


def test_continue_shows_the_same_table(tmp_path):
    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        app.push(TitleScene(app.ctx))
        scene = start_table(app.ctx, "classic", {}, 77, 0, ["normal"] * 4)
        human_moves(app, scene, 12)
        for _ in range(400):  # close when the human is to act: the computers wait
            if scene.session.human_to_act() and not scene.busy():
                break
            frame(app)
        fingerprint = scene.session.state.fingerprint()
        actions = len(scene.session.actions)
        assert actions > 4
        app.close()  # the window closes: the save is free again
    finally:
        pygame.display.quit()
    saves = list_saves(tmp_path / "saves")
    assert len(saves) == 1 and not saves[0].finished
    # a new start of the program: Continue resumes the same position
    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        title = app.push(TitleScene(app.ctx))
        frame(app)
        button = next(b for b in title.buttons if b.label == "Continue")
        click(app, button.rect.center)
        table = app.top
        assert isinstance(table, TableScene)
        assert table.session.state.fingerprint() == fingerprint
        assert len(table.session.actions) == actions
    finally:
        pygame.display.quit()


def test_a_finished_deal_counts_in_the_statistics(tmp_path):
    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        app.push(TitleScene(app.ctx))
        scene = start_table(app.ctx, "classic", {}, 5, 0, ["normal"] * 4)
        human_moves(app, scene, 3000)
        assert scene.session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    finally:
        pygame.display.quit()
    stats, message = load_statistics(tmp_path)
    assert message is None
    classic = stats.of("classic")
    assert classic.deals_played == 1


def test_an_abandoned_game_is_not_offered_by_continue_but_stays_in_saved_games(tmp_path):
    """Menu, Abandon game: the title's Continue no longer offers the game (not in
    this window, not after a new start); it stays in the saved games, and
    Resume there takes it up again, so Continue offers it once more. The
    Continue caption names the game, its number of players and its deal."""
    from game.ui.scenes.dialogs import ChoiceDialog
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.saves import SavesScene
    from game.ui.scenes.store import latest_unfinished
    from game.ui.scenes.title import _save_caption

    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        app.push(TitleScene(app.ctx))
        scene = start_table(app.ctx, "classic", {"players": 2}, 77, 0, ["normal"] * 2)
        human_moves(app, scene, 2)
        scene.dialogs.menu()  # the Menu button (Esc)
        frame(app)
        pause = app.top
        assert isinstance(pause, PauseScene)
        pause.ask_abandon()
        frame(app)
        assert isinstance(app.top, ChoiceDialog)
        app.top.pick(0)  # Abandon
        frame(app)
        title = app.find(TitleScene)
        assert "Continue" not in [b.label for b in title.buttons]
        assert latest_unfinished(app.ctx) is None
        app.close()
    finally:
        pygame.display.quit()
    saves = list_saves(tmp_path / "saves")
    assert len(saves) == 1 and not saves[0].finished  # still among the saved games
    settings, _message = load_settings(tmp_path)  # a new start reads the settings
    assert settings.abandoned == (saves[0].id,)
    app = App(data_dir=tmp_path, options={"speed": "instant"}, settings=settings)
    try:
        title = app.push(TitleScene(app.ctx))
        frame(app)
        assert "Continue" not in [b.label for b in title.buttons]
        saves_scene = app.push(SavesScene(app.ctx))
        frame(app)
        saves_scene.open(saves_scene.saves[0])  # Resume: taken up again
        assert isinstance(app.top, TableScene)
        info = latest_unfinished(app.ctx)
        assert info is not None
        assert _save_caption(info) == "Classic Canasta, 2 players, deal 1"
    finally:
        pygame.display.quit()
