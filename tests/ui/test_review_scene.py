"""Review my play (docs/coach.md): the score sheet's button, the review's progress
and Cancel, and the decisions stepped through on a read-only table."""

from __future__ import annotations

import time

import pygame

from game.ai.players import HeuristicPlayer
from game.coach import DealLog, Settings
from game.present.session import GameSession
from game.rules.state import Phase
from game.ui.scenes.review import ReviewScene, cost_words, deal_log
from game.ui.scenes.score_sheet import ScoreSheetScene
from tests.coach.test_review import discard, planted
from tests.ui.ui_helpers import click, frame


def human_deal(game_id: str = "classic", seed: int = 11) -> GameSession:
    """A deal played to its score sheet with a human in seat 0 (Easy's choices)."""
    session = GameSession(game_id, {}, seed, 0, ["easy"])
    hint = HeuristicPlayer("easy", 1)
    for _ in range(3000):
        if session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        if session.human_to_act():
            session.propose(hint.choose(session.view(), session.legal()))
        else:
            session.ai_step()
    assert session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    return session


def button(scene, label):
    return next((b for b in scene.buttons if b.label == label), None)


def key(app, k):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def wait_review(app, scene, seconds=120.0):
    end = time.monotonic() + seconds
    while scene.thinking and time.monotonic() < end:
        frame(app)
        time.sleep(0.01)
    assert not scene.thinking, "the review did not finish"


def test_the_sheet_has_review_my_play_after_a_human_deal(app):
    """The deal's log is the session's actions since the deal began, replayed from
    the game's seed; the button is there and opens the review over the sheet."""
    session = human_deal()
    log = deal_log(session)
    assert log is not None and log.finished() and log.deal_no == 1
    assert len(log.actions) == len(session.actions)
    sheet = app.push(ScoreSheetScene(app.ctx, session, lambda: None))
    sheet.review_settings = Settings(worlds=2, alternatives=1)
    frame(app)
    review = button(sheet, "Review my play")
    assert review is not None
    click(app, review.rect.center)
    assert isinstance(app.top, ReviewScene)
    scene = app.top
    wait_review(app, scene)
    assert scene.review is not None and scene.review.deal_no == 1
    assert scene.total_count == scene.done_count > 0  # progress reached the end
    close = scene.review_buttons["close"]
    click(app, close.rect.center)
    assert app.top is sheet
    future = scene.future
    click(app, review.rect.center)  # again: the same review, not thought out anew
    assert app.top is scene and scene.future is future and not scene.thinking
    key(app, pygame.K_ESCAPE)
    assert app.top is sheet


def test_no_button_without_a_human_seat(app):
    session = GameSession("classic", {}, 7, None, ["normal"])
    while session.ai_step():
        pass
    assert deal_log(session) is None
    sheet = app.push(ScoreSheetScene(app.ctx, session, lambda: None))
    frame(app)
    assert button(sheet, "Review my play") is None


def test_cancel_while_thinking_returns_to_the_sheet(app):
    session = human_deal()
    sheet = app.push(ScoreSheetScene(app.ctx, session, lambda: None))
    log = deal_log(session)
    assert log is not None
    scene = app.push(ReviewScene(app.ctx, log, 0, Settings(worlds=30)))
    frame(app)
    assert scene.thinking
    cancel = scene.shown_review_buttons()
    assert [b.label for b in cancel] == ["Cancel"]
    click(app, cancel[0].rect.center)
    assert app.top is sheet
    assert scene.cancel_flag.is_set()
    future = scene.future
    assert future is not None
    end = time.monotonic() + 60
    while not future.done() and time.monotonic() < end:
        time.sleep(0.02)
    assert future.done()  # the coach stopped at its next decision
    # the review ran on the coach's own worker: a computer player's move never waits
    # for the decision a cancelled review is finishing
    assert app._reviewer is not None and app._thinker is None


def test_closing_the_window_while_the_coach_thinks_stops_the_review(app):
    session = human_deal()
    app.push(ScoreSheetScene(app.ctx, session, lambda: None))
    scene = app.push(ReviewScene(app.ctx, deal_log(session), 0, Settings(worlds=30)))
    frame(app)
    assert scene.thinking
    app.close()
    assert scene.cancel_flag.is_set()


def test_cl_5_2_a_planted_blunder_is_shown_with_both_moves_outlined(app):
    """CL-5.1, CL-5.2: the king fed to West's kings is shown: the grade, the cost
    with its interval, the coach's sentence with its rule ids; the move made
    (the king in the hand) and the coach's (the black three) are outlined."""
    state = planted()
    log = DealLog(state, (discard(state, "KH"),))
    scene = app.push(ReviewScene(app.ctx, log, 0, Settings(worlds=64)))
    frame(app)
    title, status, _texts = scene.panel_texts()
    assert title == "Review of deal 1"
    wait_review(app, scene)
    assert scene.review is not None and len(scene.review.decisions) == 1
    decision = scene.decision
    title, status, texts = scene.panel_texts()
    assert status.startswith("Estimated cost of the deal: about ")
    words = [t for t, _c in texts]
    assert words[1] == f"Cost: {cost_words(decision)}"
    assert "Fed the pile: 19 cards to West (CL-5.1, CL-5.2)" in words
    frame(app)
    played = scene.outline_rects(decision.played)
    suggested = scene.outline_rects(decision.suggested)
    king = scene.sprites[decision.played.card].rect()
    three = scene.sprites[decision.suggested.card].rect()
    assert king in played and three in suggested
    # the hidden hands stay face down: only seat 0's cards are in a face-up hand
    assert all(s.zone in ("hand:0",) or not s.zone.startswith("hand:") or not s.face_up
               for s in scene.sprites.values())
    # one decision: Close only, Esc closes
    assert [b.label for b in scene.shown_review_buttons()] == ["Close"]
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_back_and_next_by_click_and_keys(app):
    """Several decisions: Next (click, N, Right) and Back (click, B, Left) step
    through them and put each position on the table."""
    state = planted()
    log = DealLog(state, (discard(state, "KH"),))
    scene = app.push(ReviewScene(app.ctx, log, 0, Settings(worlds=64)))
    wait_review(app, scene)
    review = scene.review
    assert review is not None
    scene.review = type(review)(review.seat, review.deal_no,
                                review.decisions * 3, review.judged, review.seconds)
    frame(app)
    labels = [b.label for b in scene.shown_review_buttons()]
    assert labels == ["Back", "Next", "Close"]
    assert not scene.review_buttons["back"].enabled
    click(app, scene.review_buttons["next"].rect.center)
    assert scene.index == 1
    key(app, pygame.K_n)
    assert scene.index == 2
    key(app, pygame.K_RIGHT)
    assert scene.index == 2  # the last one
    key(app, pygame.K_b)
    assert scene.index == 1
    key(app, pygame.K_LEFT)
    assert scene.index == 0
    click(app, scene.review_buttons["next"].rect.center)
    click(app, scene.review_buttons["back"].rect.center)
    assert scene.index == 0
    assert scene.panel_texts()[2][0][0].startswith("Decision 1 of 3: ")
    assert scene.session.state.phase is Phase.MELD


def test_no_decision_flagged_says_so(app):
    state = planted()
    log = DealLog(state, (discard(state, "KH"),))
    scene = app.push(ReviewScene(app.ctx, log, 0, Settings(worlds=2, threshold=1e9)))
    wait_review(app, scene)
    assert scene.review is not None and not scene.review.decisions
    words = [t for t, _c in scene.panel_texts()[2]]
    assert words == ["The coach found no decision in this deal that cost you points."]
    frame(app)
    click(app, scene.review_buttons["close"].rect.center)
    assert app.top is not scene


def test_the_coach_reports_progress_and_stops_when_asked():
    """review(progress=) is called before each decision and at the end; an
    exception it raises stops the review (the scene's Cancel)."""
    from game.coach import review

    session = human_deal()
    log = deal_log(session)
    assert log is not None
    calls = []
    review(log, 0, Settings(worlds=2, alternatives=1),
           lambda done, total: calls.append((done, total)))
    total = calls[-1][1]
    assert total > 1 and calls == [(i, total) for i in range(total + 1)]

    class Stop(Exception):
        pass

    def stop(done, total):
        if done == 1:
            raise Stop

    try:
        review(log, 0, Settings(worlds=2, alternatives=1), stop)
    except Stop:
        pass
    else:
        raise AssertionError("the review went on after it was stopped")
