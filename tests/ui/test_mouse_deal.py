"""A whole deal of each game played by the human with the mouse alone: every
decision (a computer player's choice for the human's seat) is turned into clicks
and drags on the real table, dialogs included, until the score sheet's button."""

from __future__ import annotations

import pygame
import pytest

from game.ai.players import HeuristicPlayer
from game.present.session import GameSession
from game.rules.actions import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    Meld,
    TakePile,
    UndoTurn,
)
from game.rules.state import Phase
from game.ui.app import App
from game.ui.scenes.table import TableScene


def frame(app, events=()):
    app.frame(1 / 60, list(events))


def click(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drag(app, start, end):
    start = (int(start[0]), int(start[1]))
    end = (int(end[0]), int(end[1]))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def card_point(scene, card):
    sprite = scene.sprites[card]
    return (sprite.x - sprite.width * 0.3, sprite.y)


def press_button(app, label):
    scene = app.top
    button = next(b for b in scene.buttons if b.label.startswith(label))
    click(app, button.rect.center)


def select_only(app, scene, cards):
    for card in list(scene.selected):
        if card not in cards:
            click(app, card_point(scene, card))
    for card in cards:
        if card not in scene.selected:
            click(app, card_point(scene, card))
    assert scene.selected == set(cards)


def meld_target(scene, meld_id):
    if meld_id is None:
        return scene.layout.zone("newmeld").rect.center
    box = next(b for b in scene.placement.meld_boxes if b.meld.id == meld_id)
    return (box.rect.center[0], box.rect.y + 10)


def perform(app, scene, action):
    """The mouse gestures for ``action`` of the human's seat."""
    if isinstance(action, Draw):
        click(app, scene.layout.zone("stock").rect.center)
    elif isinstance(action, TakePile):
        select_only(app, scene, list(action.cards))
        if action.cards:
            drag(app, card_point(scene, action.cards[0]), meld_target(scene, action.meld)
                 if action.meld is not None else scene.layout.zone("pile").rect.center)
        else:
            click(app, scene.layout.zone("pile").rect.center)
    elif isinstance(action, Meld):
        select_only(app, scene, list(action.cards))
        drag(app, card_point(scene, action.cards[0]), meld_target(scene, action.meld))
    elif isinstance(action, Discard):
        select_only(app, scene, [])
        drag(app, card_point(scene, action.card), scene.layout.zone("pile").rect.center)
    elif isinstance(action, UndoTurn):
        press_button(app, "Undo")
    else:
        raise AssertionError(f"no gesture for {action}")


@pytest.mark.parametrize("game_id, seed", [("classic", 4), ("pennies", 2)])
def test_a_deal_with_the_mouse_alone(game_id, seed):
    app = App(size=(1280, 800), options={"speed": "instant"})
    try:
        session = GameSession(game_id, {}, seed, 0, ["normal"])
        scene = TableScene(app.ctx, session, speed="instant")
        app.push(scene)
        human = HeuristicPlayer("easy", seed)
        gestures = 0
        for _ in range(4000):
            frame(app)
            if scene.deal_over_shown():
                break
            top = app.top
            if top is not scene:  # a dialog: answer yes, or go out without asking
                labels = [b.label for b in top.buttons]
                press_button(app, "Yes" if "Yes" in labels else "Go out")
                continue
            if not session.human_to_act() or scene.busy():
                continue
            action = human.choose(session.view(), session.legal())
            if isinstance(action, EndPlay):  # offered when a discard is refused (PH-9.2)
                seven = session.state.hands[0][0]
                drag(app, card_point(scene, seven), scene.layout.zone("pile").rect.center)
                press_button(app, "End the play")
                continue
            assert not isinstance(action, (AskPartner, Answer)), "the easy player never asks"
            before = len(session.actions)
            perform(app, scene, action)
            frame(app)
            assert len(session.actions) > before or app.top is not scene, (
                f"the gestures for '{action}' did nothing: {scene.toast}")
            gestures += 1
        assert scene.deal_over_shown(), "the deal did not reach the score sheet"
        assert gestures > 5
        press_button(app, "Next deal")
        frame(app)
        assert session.state.deal_no == 2 or session.state.phase is Phase.GAME_OVER
    finally:
        pygame.display.quit()
