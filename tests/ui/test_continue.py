"""Autosave at the table, a new start, Continue: the same table; a finished deal
counts in the statistics (issue of saves, settings and statistics)."""

from __future__ import annotations

import pygame

from game.rules.state import Phase
from game.storage import list_saves, load_statistics
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
