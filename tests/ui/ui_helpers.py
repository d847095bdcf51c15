"""Shared helpers of the table tests: frames, clicks and a human seat played by
the Easy computer's choices."""

from __future__ import annotations

import pygame

from game.ai.players import HeuristicPlayer
from game.rules.state import Phase


def frame(app, events=()):
    """One frame of 1/60 s with ``events``."""
    app.frame(1 / 60, list(events))


def click(app, pos):
    """A left click at ``pos``."""
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def human_moves(app, scene, limit):
    """Let the human seat play Easy's choices until the deal ends or the table
    leaves the top (a score sheet, a dialog), at most ``limit`` frames."""
    session = scene.session
    hint = HeuristicPlayer("easy", 1)
    for _ in range(limit):
        frame(app)
        if session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) or app.top is not scene:
            break
        if session.human_to_act() and not scene.busy():
            session.propose(hint.choose(session.view(), session.legal()))
