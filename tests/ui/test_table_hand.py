"""The human's hand keeps still and keeps its order: positions stay within a
turn, Undo returns cards where they were, the sort order is kept in the settings."""

from __future__ import annotations

import pygame
import pytest
from rules.scenario import hand_cards

from game.rules.actions import Meld, UndoTurn
from game.storage.settings import load_settings
from game.ui.app import App
from ui.test_table import frame
from ui.test_table_drag import meld_phase


@pytest.fixture
def app(tmp_path):
    from game.storage.settings import Settings

    application = App(size=(1280, 800), options={"speed": "instant"}, settings=Settings(),
                      data_dir=tmp_path)
    yield application
    pygame.display.quit()


def key(app, k, char):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=char)])


def test_cards_keep_their_place_while_the_hand_shrinks_within_a_turn(app):
    scene = meld_phase(app)
    state = scene.session.state
    xs = {c: scene.sprites[c].x for c in state.hands[0]}
    nines = hand_cards(state, 0, "9S 9H 9C")
    scene.propose(Meld(tuple(nines)))
    frame(app, n=5)
    left = [c for c in scene.hand_order if xs[c] < min(xs[n] for n in nines)]
    assert left, "some cards lie left of the nines"
    for card in left:
        assert scene.sprites[card].x == pytest.approx(xs[card])
    # the step between cards is unchanged: no re-centring
    order = scene.hand_order
    xs_now = [scene.sprites[c].x for c in order]
    gaps = {round(b - a, 3) for a, b in zip(xs_now, xs_now[1:], strict=False)}
    assert len(gaps) == 1


def test_undo_puts_cards_back_where_they_were_in_a_custom_order(app):
    scene = meld_phase(app)
    state = scene.session.state
    # a custom order: the hand reversed, as if the player had dragged it so
    scene.hand_order = list(reversed(scene.hand_order))
    scene.sort_mode = None
    scene.retarget(instant=True)
    before = list(scene.hand_order)
    kings = hand_cards(state, 0, "KD KS KH")
    nines = hand_cards(state, 0, "9S 9H 9C")
    scene.propose(Meld(tuple(kings)))
    frame(app)
    scene.propose(Meld(tuple(nines)))
    frame(app, n=3)
    assert len(scene.session.state.melds[0]) == 2
    scene.propose(UndoTurn())
    frame(app, n=3)
    assert scene.hand_order == before


def test_the_sort_key_is_kept_in_the_settings(app, tmp_path):
    scene = meld_phase(app)
    assert scene.sort_mode == "rank"
    key(app, pygame.K_s, "s")
    assert scene.sort_mode == "suit"
    assert app.ctx.settings.hand_sort == "suit"
    settings, _problem = load_settings(tmp_path)[:2]
    assert settings.hand_sort == "suit"
