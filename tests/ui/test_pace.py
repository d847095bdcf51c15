"""The computer players' pace at the table, on the table's own clock (dummy video
driver, frames of 1/60 s): a computer turn at Normal speed takes about a second,
its moves still shown one by one with their cards travelling and the log naming
each; F or a click lands the moves at once (Space keeps its meaning); reduce motion keeps the pace
while the cards jump. Timing is read from ``scene.clock``, never from the wall
clock."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pygame
import pytest
from rules.scenario import make_state

from game.cli import main
from game.present.session import GameSession
from game.rules.state import Phase
from game.ui.app import App
from game.ui.pace import turn_seconds
from game.ui.scenes.table import PACES, STAGGER, TableScene
from ui.test_table import HAND, OTHERS

FRAME = 1 / 60
EAST = "AD AH AC KS KC KD 5S"
"""East's hand: three aces and three kings, an initial meld of 120 (CL-6.1)."""


def east_to_play(speed: str = "normal", settings=None) -> tuple[App, TableScene]:
    """Classic for four, East (seat 3, a Normal computer player) to draw; the
    human (seat 0) plays next (CL-5.1)."""
    app = App(size=(1280, 800), options={"speed": speed}, settings=settings)
    session = GameSession("classic", {}, 1, 0, ["normal"])
    session.state = make_state("classic", hands={0: HAND, 1: OTHERS[1], 2: OTHERS[2], 3: EAST},
                               pile="7H QD", current=3, phase=Phase.DRAW)
    scene = TableScene(app.ctx, session, speed=speed)
    app.push(scene)
    return app, scene


def run_turn(app: App, scene: TableScene, limit: int = 600) -> list[tuple[float, str]]:
    """Frames until East's turn is over and its cards have landed: the clock when
    each move was shown and the log line it wrote."""
    shown, moves = scene.shown, []
    for _ in range(limit):
        app.frame(FRAME, [])
        if scene.shown is not shown:
            shown = scene.shown
            moves.append((scene.clock, scene.session.log[scene.log_shown - 1]))
        if scene.session.human_to_act() and not scene.busy():
            return moves
    raise AssertionError("East's turn never ended")


def at_rest(scene: TableScene) -> dict:
    """Every card on screen: where it is, its size, its turn and its face."""
    return {card: (round(s.x, 3), round(s.y, 3), round(s.width, 3), round(s.angle, 3),
                   s.face_up, s.zone) for card, s in scene.sprites.items()}


def test_a_computer_turn_takes_about_a_second_at_normal_speed():
    """CL-5.1: East draws, lays its aces and kings down (CL-6.1) and discards; at
    Normal the whole turn, from its pause to the discard's landing, stays under
    1.6 s of the table's clock (it took 3.4 s before: 0.8 s before each move);
    its moves set off one after the other, never closer than the pace allows."""
    app, scene = east_to_play()
    try:
        moves = run_turn(app, scene)
        end = scene.clock
    finally:
        pygame.display.quit()
    pace = PACES["normal"]
    lines = [line for _clock, line in moves]
    assert [line.split()[1] for line in lines] == ["laid", "melded", "melded", "discarded"]
    starts = [clock for clock, _line in moves]
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert all(gap >= pace.follow for gap in gaps)  # one move at a time, each seen
    assert starts[0] >= pace.turn  # the turn's pause before its first move
    # the bound from the pace: the pause, each following move's gap (a frame late at
    # most), the last card's travel, and a frame for each move to be shown
    bound = pace.turn + len(gaps) * (pace.follow + FRAME) + pace.card + 2 * STAGGER \
        + (len(moves) + 1) * FRAME
    assert end <= bound < 1.6


def test_each_move_of_the_turn_is_seen_travelling():
    """The cards of a computer's move glide to their places over several frames
    (never a jump at Normal speed): East's discard is seen between its hand and
    the discard pile (CL-5.1), and the move before it was named in the log before
    the discard set off."""
    app, scene = east_to_play()
    try:
        shown = scene.shown
        discard_frames = []
        for _ in range(300):
            app.frame(FRAME, [])
            if scene.shown is not shown:
                shown = scene.shown
            if scene.shown.phase is Phase.DRAW and scene.shown.current == 0:  # discarded
                top = scene.shown.pile[-1]
                discard_frames.append((scene.sprites[top].x, scene.sprites[top].y))
                if not scene.busy():
                    break
        lines = scene.session.log[-4:]
    finally:
        pygame.display.quit()
    assert len(discard_frames) >= int(PACES["normal"].card * 60) - 2
    xs = [x for x, _y in discard_frames]
    assert len(set(xs)) >= 10  # a new place nearly every frame
    assert lines[-1].startswith("East discarded") and lines[-2].startswith("East melded")


def test_f_lands_the_moves_at_once_where_waiting_would():
    """F while East's discard travels: the card is on the pile at once, every
    other card where it rests, nothing moves afterwards, and the table is exactly
    as the same turn left it after waiting (CL-5.1)."""
    app, scene = east_to_play()
    try:
        run_turn(app, scene)
        waited = at_rest(scene)
        waited_log = scene.log_shown
    finally:
        pygame.display.quit()
    app, scene = east_to_play()
    try:
        prompts = set()
        for _ in range(300):
            app.frame(FRAME, [])
            if scene.shown.current == 0 and scene.tweens.busy():
                break  # the discard has set off
            prompts.add(scene.guidance.guide().prompt)
        assert prompts == {"F or a click: finish the moves"}  # while East plays
        top = scene.shown.pile[-1]
        spot = scene.placement.spots[top]
        sprite = scene.sprites[top]
        flights = []
        for _ in range(3):  # in flight: between the hand and the pile
            flights.append((sprite.x, sprite.y))
            app.frame(FRAME, [])
        assert len(set(flights)) == 3 and all((x, y) != (spot.x, spot.y) for x, y in flights)
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0,
                                        unicode="f"))
        assert not scene.tweens.busy() and not scene.queue
        assert (sprite.x, sprite.y) == (spot.x, spot.y)
        assert at_rest(scene) == waited and scene.log_shown == waited_log
        for _ in range(30):
            app.frame(FRAME, [])
        assert at_rest(scene) == waited
        assert scene.session.human_to_act() and scene.guidance.guide().prompt.startswith(
            "Draw from the stock")
    finally:
        pygame.display.quit()


def test_f_mid_turn_lands_the_move_and_the_next_follows_without_a_pause():
    """F while East's first meld travels: its cards are in the meld at once
    (the placement of the state shown), and the next meld is shown at the next
    frame, not after the pace's gap (CL-6.1)."""
    app, scene = east_to_play()
    try:
        for _ in range(300):
            app.frame(FRAME, [])
            if scene.shown.melds[1]:
                break
        assert scene.tweens.busy()
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0,
                                        unicode="f"))
        assert not scene.tweens.busy()
        spots = scene.placement.spots
        assert all((s.x, s.y) == (spots[c].x, spots[c].y) for c, s in scene.sprites.items())
        melds = len(scene.shown.melds[1])
        app.frame(FRAME, [])
        app.frame(FRAME, [])
        assert len(scene.shown.melds[1]) == melds + 1
        assert scene.tweens.busy()  # the next meld travels as usual
    finally:
        pygame.display.quit()


def test_a_click_on_the_table_lands_the_moves_and_space_keeps_its_meaning():
    """A click away from the hand while East plays lands its move at once; Space
    with the keyboard focus on a card of the hand still selects that card, and
    Space without a focus lands nothing (it draws on the human's turn, CL-5.1: a
    key pressed to hurry must not draw by accident)."""
    app, scene = east_to_play()
    try:
        for _ in range(300):
            app.frame(FRAME, [])
            if scene.tweens.busy():
                break
        log = scene.layout.zone("log").rect.center
        app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=log, button=1),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=log, button=1)])
        spots = scene.placement.spots
        assert all((s.x, s.y) == (spots[c].x, spots[c].y) for c, s in scene.sprites.items()
                   if c not in scene.moving)
        for _ in range(300):
            app.frame(FRAME, [])
            if scene.tweens.busy():
                break
        space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
        app.dispatch(space)
        assert scene.tweens.busy()  # still on its way
        scene.keyboard.focus = ("card", scene.hand_order[0])
        app.dispatch(space)
        assert scene.selected == {scene.hand_order[0]} and scene.tweens.busy()
    finally:
        pygame.display.quit()


def test_reduce_motion_keeps_the_pace_while_cards_jump():
    """Reduce motion: East's cards are in their places the frame each move is
    shown (no card travels), and its moves are still shown one by one, at least
    the pace's gap apart, so that each can be read."""
    settings = SimpleNamespace(reduce_motion=True, sound=False)
    app, scene = east_to_play(settings=settings)
    try:
        shown, starts = scene.shown, []
        for _ in range(300):
            app.frame(FRAME, [])
            assert not scene.tweens.busy()
            spots = scene.placement.spots
            assert all((s.x, s.y) == (spots[c].x, spots[c].y)
                       for c, s in scene.sprites.items())
            if scene.shown is not shown:
                shown = scene.shown
                starts.append(scene.clock)
            if scene.session.human_to_act() and not scene.queue:
                break
    finally:
        pygame.display.quit()
    assert len(starts) == 4
    assert all(b - a >= PACES["normal"].follow
               for a, b in zip(starts, starts[1:], strict=False))


def test_the_pace_tool_reports_about_a_second_a_turn():
    """``turn_seconds`` plays a real deal at the table on its clock: Classic for
    four at Normal, the first 12 computer turns average under 1.4 s each, none
    longer than 2.5 s, and none shorter than a pause and a card's travel."""
    seconds = turn_seconds("classic", 1, 4, turns=12)
    assert len(seconds) == 12
    pace = PACES["normal"]
    assert all(pace.turn + pace.card <= s <= 2.5 for s in seconds)
    assert sum(seconds) / len(seconds) < 1.4


def test_the_pace_command_prints_its_figures(capsys):
    assert main(["pace", "--games", "classic:2", "--seeds", "1", "--turns", "4"]) == 0
    result = json.loads(capsys.readouterr().out)
    (row,) = result["games"]
    assert (row["game"], row["players"], row["turns"]) == ("classic", 2, 4)
    assert 0.5 < row["median"] <= row["p90"] <= row["max"] < 3.0
    assert row["wait_between_your_turns"] == pytest.approx(row["median"], abs=0.05)


@pytest.mark.parametrize(("games", "words"), [
    ("classic:two", "is not a game and a number of players"),
    ("bain:6", "Bain"),
])
def test_the_pace_command_refuses_a_bad_game(capsys, games, words):
    assert main(["pace", "--games", games, "--seeds", "1", "--turns", "1"]) == 2
    assert words in capsys.readouterr().err


def test_a_click_on_your_turn_is_a_move_while_only_your_cards_move():
    """Once East's cards have landed, a click on the stock while the card just
    selected in the hand still rises draws (CL-5.1): only the computer players'
    moves are hurried by a click, never the human's own."""
    from ui.test_table import centre, click, zone_centre

    app, scene = east_to_play()
    try:
        run_turn(app, scene)
        card = scene.hand_order[0]
        click(app, centre(scene, card))
        assert scene.selected == {card} and scene.tweens.busy()  # rising
        assert not scene.others_moving()
        click(app, zone_centre(scene, "stock"))
        assert scene.session.state.phase is Phase.MELD
        assert scene.session.log[-1].startswith("You drew")
    finally:
        pygame.display.quit()
