"""The example positions in saves/: each loads, replays to its snapshot, and opens
at the table without being written over."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pygame
import pytest

from game.rules.state import Phase
from game.storage import list_saves, load_game

SAVES = Path(__file__).resolve().parents[2] / "saves"
EXAMPLES = sorted(SAVES.glob("*.json"))


def test_there_are_examples():
    names = {p.stem for p in EXAMPLES}
    assert {"classic-frozen-pile", "pennies-before-foot-pickup", "classic-can-go-out"} <= names


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_loads_and_replays(path):
    loaded = load_game(path)
    assert loaded.state.phase in (Phase.DRAW, Phase.MELD)
    assert loaded.saved.snapshot is not None


def test_frozen_pile_example_has_a_wild_card_in_the_pile():
    state = load_game(SAVES / "classic-frozen-pile.json").state
    assert state.pile_frozen() and any(c.is_wild for c in state.pile)


def test_foot_example_is_one_card_from_a_canasta():
    """PH-6.1: the human has not picked up the foot and holds the card that
    completes the aces."""
    state = load_game(SAVES / "pennies-before-foot-pickup.json").state
    assert not state.foot_taken[0] and state.current == 0
    aces = next(m for m in state.melds[0] if m.rank == 14)
    assert len(aces.cards) == 6 and any(c.rank == 14 for c in state.hands[0])


def test_opening_an_example_at_the_table_leaves_it_untouched(tmp_path):
    from game.ui.app import App
    from game.ui.scenes.table import TableScene, open_saved_game

    path = SAVES / "classic-frozen-pile.json"
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    app = App(data_dir=tmp_path, options={"speed": "instant"})
    try:
        scene = open_saved_game(app.ctx, path)
        assert isinstance(scene, TableScene)
        app.frame(1 / 60, [])
        assert scene.session.state.deal_no == 1
    finally:
        pygame.display.quit()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    copies = list_saves(tmp_path / "saves")
    assert len(copies) == 1 and copies[0].game == "classic"


def test_a_bad_file_given_to_open_is_reported_and_left_in_place(tmp_path):
    """A damaged file opened with --load is never moved: it is the player's file."""
    from game.ui.app import App
    from game.ui.scenes.table import open_saved_game
    from game.ui.scenes.title import TitleScene

    outside = tmp_path / "mine"
    outside.mkdir()
    bad = outside / "position.json"
    bad.write_text((SAVES / "classic-frozen-pile.json").read_text()[:200])
    app = App(data_dir=tmp_path / "data", options={"speed": "instant"})
    try:
        app.push(TitleScene(app.ctx))
        assert open_saved_game(app.ctx, bad) is None
        title = app.top
        assert isinstance(title, TitleScene)
        app.frame(1 / 60, [])
    finally:
        pygame.display.quit()
    assert bad.exists() and not list(outside.glob("*.corrupt"))
