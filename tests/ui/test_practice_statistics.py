"""Only games started with New game count in the statistics: a position opened
from a file of the player's (``--load``, an example) is practice, also when
continued later from its autosave."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game.storage import PlayerInfo, SavedGame, list_saves, load_statistics, save_game, saves_dir
from game.ui.app import App
from game.ui.scenes.table import open_saved_game, start_table
from game.ui.scenes.title import TitleScene
from tests.ui.test_continue import human_moves

EXAMPLES = Path(__file__).resolve().parents[2] / "saves"


@pytest.fixture
def make_app(tmp_path):
    def make():
        app = App(data_dir=tmp_path / "data", options={"speed": "instant"})
        app.push(TitleScene(app.ctx))
        return app

    yield make
    pygame.display.quit()


def deals_played(data: Path) -> int:
    stats, _message = load_statistics(data)
    return sum(s.deals_played for s in stats.games.values()) if stats is not None else 0


def play_the_deal(app, scene) -> None:
    human_moves(app, scene, 4000)
    assert scene.session.state.history, "the deal did not end"


def test_a_new_game_counts(make_app, tmp_path):
    app = make_app()
    scene = start_table(app.ctx, "classic", {}, 77, 0, ["normal"] * 4)
    assert scene.session.counts_in_statistics
    play_the_deal(app, scene)
    assert deals_played(tmp_path / "data") == 1


def test_an_example_position_does_not_count_nor_does_its_continuation(make_app, tmp_path):
    example = tmp_path / "classic-can-go-out.json"
    shutil.copy(EXAMPLES / "classic-can-go-out.json", example)
    app = make_app()
    scene = open_saved_game(app.ctx, example)
    assert scene is not None and not scene.session.counts_in_statistics
    (autosave,) = list_saves(saves_dir(tmp_path / "data"))
    assert autosave.id.startswith("practice-classic-")
    play_the_deal(app, scene)
    assert deals_played(tmp_path / "data") == 0
    # its autosave continued later (Continue, Saved games) is still practice
    from game.ui.scenes.title import TitleScene

    app.reset(TitleScene(app.ctx))  # the table is closed first, its save unlocked
    again = open_saved_game(app.ctx, autosave.path)
    assert again is not None and not again.session.counts_in_statistics


def test_a_new_games_autosave_continued_counts(make_app, tmp_path):
    folder = saves_dir(tmp_path / "data")
    folder.mkdir(parents=True)
    players = [PlayerInfo(i, "human" if i == 0 else "ai", "normal", f"P{i}") for i in range(4)]
    saved = SavedGame.new("classic", 5, players, folder=folder)
    path = save_game(saved, folder)
    app = make_app()
    scene = open_saved_game(app.ctx, path)
    assert scene is not None and scene.session.counts_in_statistics
    play_the_deal(app, scene)
    assert deals_played(tmp_path / "data") == 1
