"""A drag as the hand makes it: a press, then many small motion events. The
grabbed point of the card stays under the pointer after every event, and a
selected group travels fanned beside it (dummy video driver; positions come
from the posted events)."""

from __future__ import annotations

import pygame
import pytest
from rules.scenario import hand_cards, make_state

from game.rules.state import Phase
from game.ui.app import App
from game.ui.scenes.table_pointer import FAN_STEP
from ui.test_table import HAND, OTHERS, centre, frame, select, table_with, zone_centre


@pytest.fixture(params=["instant", "normal"])
def app(request):
    application = App(size=(1280, 800), options={"speed": request.param})
    yield application
    pygame.display.quit()


def meld_phase(app):
    state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                       phase=Phase.MELD)
    return table_with(app, state)


def press(app, pos):
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], n=1)


def move(app, pos):
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                   buttons=(1, 0, 0))], n=1)


def release(app, pos):
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], n=1)


def path(start, end, steps):
    return [(start[0] + (end[0] - start[0]) * i // steps,
             start[1] + (end[1] - start[1]) * i // steps) for i in range(1, steps + 1)]


def followed_drag(app, scene, sprite, end, steps=16):
    """Drag ``sprite``'s card from where it lies to ``end`` in ``steps`` motion events
    and drop it; how many of those events found the card under the pointer (within
    40 by 60 pixels of it) while the drag was active."""
    start = (int(sprite.x), int(sprite.y))
    press(app, start)
    followed = 0
    for pos in path(start, end, steps):
        move(app, pos)
        if scene.pointer.drag is not None and scene.pointer.drag.active:
            assert abs(sprite.x - pos[0]) < 40 and abs(sprite.y - pos[1]) < 60
            followed += 1
    release(app, end)
    return followed


def test_a_dragged_card_stays_under_the_pointer_for_every_motion_event(app):
    scene = meld_phase(app)
    frame(app, n=30)
    four = hand_cards(scene.session.state, 0, "4S")[0]
    sprite = scene.sprites[four]
    start = (int(centre(scene, four)[0]), int(centre(scene, four)[1]))
    grab = (start[0] - sprite.x, start[1] - sprite.y)
    press(app, start)
    end = zone_centre(scene, "newmeld")
    seen = []
    for pos in path(start, end, 24):
        move(app, pos)
        if scene.pointer.drag is not None and scene.pointer.drag.active:
            assert sprite.x == pytest.approx(pos[0] - grab[0], abs=0.5)
            assert sprite.y == pytest.approx(pos[1] - grab[1], abs=0.5)
            assert four in scene.moving  # drawn on top, not in the resting layer
            seen.append(pos)
    assert len(seen) >= 20
    # a single card is not a meld: it is refused and glides home
    release(app, end)
    frame(app, n=120)
    assert four in scene.session.state.hands[0]
    assert "(CL-4.1)" in scene.toast[0]
    assert sprite.zone == "hand:0"


def test_a_selected_group_travels_fanned_beside_the_pointer(app):
    scene = meld_phase(app)
    state = scene.session.state
    nines = hand_cards(state, 0, "9S 9H 9C")
    select(app, scene, nines)
    frame(app, n=60)  # the selection has risen
    grabbed = nines[1]
    order = [c for c in scene.hand_order if c in nines]
    sprite = scene.sprites[grabbed]
    start = (int(sprite.x), int(sprite.y + 10))
    press(app, start)
    end = zone_centre(scene, "newmeld")
    for pos in path(start, end, 22)[:-1]:
        move(app, pos)
        if not scene.pointer.drag.active:
            continue
        base = scene.sprites[grabbed]
        assert base.x == pytest.approx(pos[0], abs=0.5)
        assert base.y == pytest.approx(pos[1] - 10, abs=0.5)
        at = order.index(grabbed)
        for i, card in enumerate(order):
            other = scene.sprites[card]
            assert other.x == pytest.approx(base.x + (i - at) * other.width * FAN_STEP, abs=0.5)
            assert other.y == pytest.approx(base.y, abs=0.5)
            assert other.angle == 0.0
    release(app, end)
    frame(app, n=120)
    assert [len(m.cards) for m in scene.session.state.melds[0]] == [3]
