"""Learn at the table (game/ui/scenes/learn.py): the title's Learn lists each game's
lessons; a lesson plays on the real table, a wrong move (dragged as a hand drags it,
many motion events) is refused with the rule's sentence and the step's own and
changes nothing; the taught move goes on; Back, Restart and Next; the lesson's end
is remembered and offers a deal against Easy (dummy video driver)."""

from __future__ import annotations

import pygame
import pytest

from game.lessons import game_lessons
from game.rules.actions import parse_action
from game.rules.position import position_text
from game.rules.state import Phase
from game.ui.app import App
from game.ui.scenes.learn import LearnScene, LessonScene
from game.ui.scenes.title import TitleScene
from ui.test_table import frame
from ui.test_table_drag import followed_drag, move, press, release


@pytest.fixture
def app(tmp_path):
    application = App(size=(1280, 800), options={"speed": "fast"}, data_dir=tmp_path)
    yield application
    pygame.display.quit()


def click(app, pos):
    press(app, pos)
    release(app, pos)


def key(app, k):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")], n=1)


def open_lesson(app, number: int) -> LessonScene:
    """Title → Learn → Classic Canasta's lesson ``number`` (from 0), by clicks."""
    title = TitleScene(app.ctx)
    app.push(title)
    frame(app, n=2)
    learn_button = next(b for b in title.buttons if b.label == "Learn")
    click(app, learn_button.rect.center)
    learn = app.top
    assert isinstance(learn, LearnScene) and learn.game_id == "classic"
    titles = [b.label for b, _summary in learn.rows]
    assert titles[:3] == ["The table and a turn", "Melds and wild cards", "The initial meld"]
    click(app, learn.rows[number][0].rect.center)
    scene = app.top
    assert isinstance(scene, LessonScene)
    frame(app, n=5)
    return scene


def drag(app, start, end, steps=16):
    """A drag in ``steps`` motion events; the positions the card was seen at."""
    press(app, start)
    seen = []
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        move(app, pos)
        seen.append(pos)
    release(app, end)
    return seen


def test_a_wrong_move_dragged_is_refused_with_the_rule_and_the_steps_sentence(app):
    """Step 2 teaches the draw (CL-2.2); a single card dragged onto the pile instead is
    a pickup the rules refuse (CL-5.1): the rule's sentence above the hand, the
    step's own sentence in the panel, nothing changed."""
    scene = open_lesson(app, 0)
    key(app, pygame.K_n)  # step 1 is only read
    run = scene.lesson_session.run
    assert run.number == (2, 4)
    before = position_text(scene.session.state)
    card = next(c for c in scene.session.state.hands[0] if c.kind == "4C")
    sprite = scene.sprites[card]
    pile = scene.renderer.place_rects()["pile"].center
    followed = followed_drag(app, scene, sprite, pile)
    assert followed >= 12, "the card travels under the pointer"
    frame(app, n=60)
    assert scene.toast[0].endswith("(CL-5.1).")
    assert scene.lesson_session.wrong == run.step.wrong
    assert position_text(scene.session.state) == before and run.number == (2, 4)
    assert scene.sprites[card].zone == "hand:0", "the card glided back"


def test_the_taught_move_goes_on_and_an_untaught_one_gets_the_steps_sentence(app):
    scene = open_lesson(app, 0)
    key(app, pygame.K_n)
    stock = scene.renderer.place_rects()["stock"].center
    click(app, stock)  # the draw the step teaches (CL-2.2)
    frame(app, n=60)
    run = scene.lesson_session.run
    assert run.number == (3, 4) and scene.lesson_session.done == "You drew the 8♦."
    before = position_text(scene.session.state)
    scene.propose(parse_action("discard 4C"))  # legal, but step 3 teaches the meld
    frame(app, n=5)
    assert scene.toast[0] == "Lay the three eights as a new meld: 8♥, 8♠ and 8♦."
    assert position_text(scene.session.state) == before
    scene.propose(parse_action("meld 8H 8S 8D"))
    frame(app, n=60)
    assert run.number == (4, 4) and len(scene.session.state.melds[0]) == 2


def test_back_restart_and_next_by_key(app):
    scene = open_lesson(app, 0)
    run = scene.lesson_session.run
    assert not scene.lesson_buttons["back"].enabled or run.at_start()
    key(app, pygame.K_n)
    assert run.number == (2, 4)
    key(app, pygame.K_n)  # step 2 waits for a draw: Next does nothing
    assert run.number == (2, 4)
    scene.propose(parse_action("draw"))
    frame(app, n=60)
    assert run.number == (3, 4)
    key(app, pygame.K_b)
    frame(app, n=5)
    assert run.number == (2, 4) and len(scene.session.state.hands[0]) == 11
    assert scene.shown is scene.session.state, "the table shows the step's start at once"
    key(app, pygame.K_r)
    frame(app, n=5)
    assert run.number == (1, 4)


def test_the_lessons_end_is_remembered_and_offers_a_deal_against_easy(app):
    scene = open_lesson(app, 0)
    key(app, pygame.K_n)
    scene.propose(parse_action("draw"))
    frame(app, n=60)
    scene.propose(parse_action("meld 8H 8S 8D"))
    frame(app, n=60)
    scene.propose(parse_action("discard 4C"))
    for _ in range(3000):
        frame(app, n=1)
        if scene.lesson_session.run.finished and not scene.busy():
            break
    run = scene.lesson_session.run
    assert run.finished and scene.session.state.current == 0
    assert "classic/01-a-turn" in app.ctx.settings.lessons_done
    shown = scene.shown_lesson_buttons()
    assert [b.label for b in shown] == ["Play a deal now", "Lessons"]
    scene.to_lessons()
    frame(app, n=2)
    learn = app.top
    assert isinstance(learn, LearnScene)
    assert learn.rows[0][0].label == "\u2713 The table and a turn"
    learn.open(game_lessons("classic")[0])
    frame(app, n=2)
    lesson = app.top
    lesson.play_a_deal()
    frame(app, n=2)
    table = app.top
    assert not isinstance(table, LessonScene)
    assert table.session.human == 0
    assert [table.session.levels[s] for s in (1, 2, 3)] == ["easy"] * 3
    assert table.session.state.phase in (Phase.DRAW, Phase.MELD)


def test_the_step_outlines_what_it_names(app):
    """Step 3 of the first lesson outlines the three eights and New meld."""
    scene = open_lesson(app, 0)
    key(app, pygame.K_n)
    scene.propose(parse_action("draw"))
    frame(app, n=60)
    rects = scene.outline_rects()
    eights = [scene.sprites[c].rect() for c in scene.session.state.hands[0] if c.rank == 8]
    assert all(r in rects for r in eights) and len(eights) == 3
    assert scene.renderer.place_rects()["newmeld"] in rects


def test_a_persian_sentence_keeps_a_rule_id_apart_from_the_card_after_it():
    """A lesson's Persian sentence "... (DH-3.3). 8♥ ..." is laid out with the rule id
    and the card as two left-to-right runs, in their places, not one run
    "DH-3.3). 8♥" that would put the card inside the brackets."""
    from game.ui.text import bidi_runs

    runs = bidi_runs("هفت کارت (DH-3.3). 8♥ را روی", True)
    texts = [text.strip("\u200f ") for text, rtl in runs if not rtl]
    assert texts == ["8♥", "DH-3.3"]  # visual order, left to right: the card, then the id
    assert bidi_runs("بگیرید (CL-6.1).", True)[1] == ("CL-6.1", False)


def test_a_step_with_its_own_position_leaves_nothing_of_the_last_one_outlined(app):
    """Lesson 4 of Classic: after the pile is taken, step 4 starts from a new
    position; the cards that came from the pile are no longer outlined as new."""
    scene = open_lesson(app, 3)
    key(app, pygame.K_n)
    scene.propose(parse_action("take 7C 7S"))
    frame(app, n=120)
    assert scene.guidance.fresh, "the pile's cards are outlined as new in step 3"
    scene.propose(parse_action("discard 4C"))
    for _ in range(600):
        frame(app, n=1)
        if scene.lesson_session.run.number[0] == 4 and scene.shown is scene.session.state:
            break
    assert scene.lesson_session.run.number == (4, 6)
    assert scene.shown is scene.session.state and not scene.guidance.fresh
    assert scene.guidance.last_discard is None and not scene.guidance.callouts
