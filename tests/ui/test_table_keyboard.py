"""Keyboard-only play: Tab and the arrows move a visible focus between the hand's
cards, the stock, the pile, New meld, the melds and the buttons; Enter or Space
acts on it (dummy video driver)."""

from __future__ import annotations

import pygame
import pytest
from rules.scenario import make_state

from game.rules.state import Phase
from game.ui.app import App
from ui.test_table import HAND, OTHERS, frame, table_with


@pytest.fixture
def app():
    application = App(size=(1280, 800), options={"speed": "instant"})
    yield application
    pygame.display.quit()


def press(app, key, mod=0):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def focus_on(app, scene, target):
    """Tab until the focus is on ``target`` (a kind, or a (kind, value) pair)."""
    for _ in range(40):
        focus = scene.keyboard.focus
        if focus is not None and (focus == target or focus[0] == target):
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {target}: {scene.keyboard.focus}")


def test_a_turn_played_with_the_keyboard_alone(app):
    state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                       phase=Phase.DRAW)
    scene = table_with(app, state)
    assert scene.keyboard.focus is None
    press(app, pygame.K_TAB)
    assert scene.keyboard.focus == ("card", scene.hand_order[0])
    assert scene.keyboard.focus_rect() is not None
    # the stock: Enter draws
    focus_on(app, scene, "stock")
    press(app, pygame.K_RETURN)
    state = scene.session.state
    assert state.phase is Phase.MELD and len(state.hands[0]) == 12
    # back to the hand, walk right to the kings and select them
    focus_on(app, scene, "card")
    kings = [c for c in scene.hand_order if c.rank == 13]
    while scene.keyboard.focus != ("card", kings[0]):
        press(app, pygame.K_RIGHT)
    for _ in kings:
        press(app, pygame.K_SPACE)
        press(app, pygame.K_RIGHT)
    assert scene.selected == set(kings)
    nines = [c for c in scene.hand_order if c.rank == 9]
    # New meld: Enter melds the selection
    focus_on(app, scene, "newmeld")
    press(app, pygame.K_RETURN)
    assert [m.rank for m in scene.session.state.melds[0]] == [13]
    # then the nines the same way, added up to the minimum
    focus_on(app, scene, "card")
    while scene.keyboard.focus != ("card", nines[0]):
        press(app, pygame.K_RIGHT)
    for _ in nines:
        press(app, pygame.K_RETURN)
        press(app, pygame.K_RIGHT)
    focus_on(app, scene, "newmeld")
    press(app, pygame.K_RETURN)
    assert scene.session.state.melded[0]
    # select one card and discard it on the pile
    focus_on(app, scene, "card")
    card = scene.keyboard.focus[1]
    press(app, pygame.K_RETURN)
    focus_on(app, scene, "pile")
    press(app, pygame.K_RETURN)
    assert f"discard {card.code}" in scene.session.actions


def test_buttons_are_reached_and_pressed(app):
    state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                       phase=Phase.MELD)
    scene = table_with(app, state)
    focus_on(app, scene, "button")
    while scene.keyboard.focus != ("button", "Sort"):
        press(app, pygame.K_RIGHT)
    before = scene.sort_mode
    press(app, pygame.K_RETURN)
    assert scene.sort_mode != before
    press(app, pygame.K_LEFT)
    assert scene.keyboard.focus[0] == "button"


def test_the_focus_ring_shows_on_a_white_card(app):
    """The focus ring is a bright ring between two dark ones: next to a white card
    (the hand's neighbours) it stands out, not only on the green table."""
    state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                       phase=Phase.DRAW)
    scene = table_with(app, state)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    frame(app)
    ring = scene.keyboard.focus_rect()
    assert scene.keyboard.focus[0] == "card" and ring is not None
    y = ring.centery
    dark, bright = app.screen.get_at((ring.left - 6, y)), app.screen.get_at((ring.left - 3, y))
    edge = app.screen.get_at((ring.left, y))
    assert sum(dark[:3]) < 120 and sum(edge[:3]) < 120  # dark on the white neighbour
    assert sum(bright[:3]) > 700
