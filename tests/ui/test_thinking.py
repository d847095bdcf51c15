"""A computer player that thinks long (Hard) chooses on a worker thread: the table
keeps drawing frames meanwhile, and applies the move once chosen (dummy video
driver)."""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from rules.scenario import make_state

from game.present.session import GameSession
from game.ui.app import App
from game.ui.scenes.table import TableScene
from ui.test_table import HAND, OTHERS


class SlowPlayer:
    """Chooses the first legal action once ``go`` is set, from another thread."""

    thinks_long = True

    def __init__(self) -> None:
        self.go = threading.Event()
        self.threads: list[str] = []

    def choose(self, view, legal):
        self.threads.append(threading.current_thread().name)
        assert self.go.wait(5.0)
        return legal[0]


@pytest.fixture
def app():
    application = App(size=(1280, 800), options={"speed": "fast"})
    yield application
    pygame.display.quit()


def test_a_slow_player_thinks_while_the_table_draws(app):
    session = GameSession("classic", {}, 1, 0, ["normal"])
    session.state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=1)
    slow = SlowPlayer()
    session.players[1] = slow
    scene = TableScene(app.ctx, session, speed="fast")
    app.push(scene)
    asked = session.state
    for _ in range(120):  # two seconds of frames while the player thinks
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1),
                                              buttons=(0, 0, 0))])
        assert session.state is asked  # nothing applied yet
    assert scene._thinking is not None and scene._thinking[0] is asked
    assert slow.threads and slow.threads[0] != threading.current_thread().name
    slow.go.set()
    deadline = time.monotonic() + 10.0  # the worker thread needs the interpreter too
    while session.state is asked and time.monotonic() < deadline:
        app.frame(1 / 60, [])
        time.sleep(0.002)
    assert session.actions == ["draw"]
    assert len(session.state.hands[1]) == len(asked.hands[1]) + 1  # CL-2.2: one card
    assert scene._thinking is None


def test_the_app_owns_the_thinking_thread_and_ends_it(app):
    """The worker thread belongs to the app: one for every table, made when first
    needed, ended when the app closes (a choice still being made is abandoned)."""
    first = app.thinker()
    assert app.thinker() is first
    slow = SlowPlayer()
    future = first.submit(slow.choose, None, ["draw"])
    waiting = first.submit(slow.choose, None, ["discard"])  # queued behind the first
    deadline = time.monotonic() + 5.0
    while not slow.threads and time.monotonic() < deadline:
        time.sleep(0.002)
    assert slow.threads == ["canasta-ai_0"]
    app.close()
    assert waiting.cancelled()  # never started
    slow.go.set()
    assert future.result(timeout=5.0) == "draw"  # the running one ends on its own
    assert app.thinker() is not first  # a new one if asked again


def test_a_slow_player_is_asked_while_the_last_move_lands(app):
    """The choice of a player that thinks long is asked for as soon as its turn
    is next, while the human's discard still travels (CL-5.1); its draw is shown
    only after the discard has landed and the turn's pause has passed (table
    clock)."""
    from rules.scenario import hand_cards

    from game.rules.actions import Discard
    from game.rules.state import Phase
    from game.ui.scenes.table import PACES

    session = GameSession("classic", {}, 1, 0, ["normal"])
    session.state = make_state("classic", hands={0: HAND, **OTHERS}, pile="7H QD", current=0,
                               phase=Phase.MELD)
    slow = SlowPlayer()
    session.players[1] = slow
    scene = TableScene(app.ctx, session, speed="fast")
    app.push(scene)
    app.frame(1 / 60, [])
    session.propose(Discard(hand_cards(session.state, 0, "4S")[0]))
    app.frame(1 / 60, [])
    set_off = scene.clock
    app.frame(1 / 60, [])
    assert scene.tweens.busy() and scene._thinking is not None  # asked during the flight
    slow.go.set()
    scene._thinking[1].result(timeout=10.0)  # chosen; the table's clock decides the rest
    asked = session.state
    while session.state is asked and scene.clock < set_off + 2.0:
        app.frame(1 / 60, [])
    pace = PACES["fast"]
    assert session.actions[-1] == "draw"
    assert scene.clock >= set_off + pace.card + pace.turn - 1 / 60  # the landing's frame
