"""The live coach: a word before a costly discard or pile pickup (docs/coach.md).

With the setting ``live_coach`` on, the table asks :func:`price` about the human's
discard (CL-2.2) or pile pickup (CL-5.1, PH-5.4) before playing it. The coach weighs
the move as a review does (:func:`game.coach.reviewer.weigh`: the move against
Normal's choice and its next favourite discards, or against drawing, each played to
the end of the deal in worlds dealt from the player's view alone), but against the
clock: it plays world after world until :data:`SECONDS` have passed (at least
:data:`LEAST` worlds, at most :data:`WORLDS`). A warning comes only when the
estimated cost is :data:`WARN_AT` points or more and the whole 95% interval lies
above the review's threshold (30 points).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from game.coach.reviewer import THRESHOLD, Decision, DecisionPoint, Settings, weigh
from game.rules.actions import Action, Discard, TakePile
from game.rules.view import PlayerView

WARN_AT = 100.0
"""Points: the estimated cost from which the live coach warns (issue: "100 points
or more")."""

SECONDS = 0.8
"""Wall seconds the live coach may think before a move (the turn must not slow by
more than one second; the last world started finishes after it)."""

WORLDS = 64
"""At most as many worlds as a review deals."""

LEAST = 8
"""Fewer worlds played in time than this: no warning (too unsure to speak)."""


@dataclass(frozen=True)
class Warning:
    """What the live coach says: the ``decision`` as a review would show it (cost,
    interval, kind, sentence, rule ids, the coach's move) and the ``seconds`` it
    took to think."""

    decision: Decision
    seconds: float


def watches(action: Action) -> bool:
    """Whether the live coach weighs ``action``: a discard or a pile pickup."""
    return isinstance(action, (Discard, TakePile))


def price(view: PlayerView, action: Action, seconds: float | None = SECONDS,
          worlds: int = WORLDS, seed: str = "coach") -> Warning | None:
    """The warning for playing ``action`` (a legal discard or pile pickup) in the
    seat's ``view``, or None: not a move the live coach weighs, too few worlds in
    ``seconds`` (wall; None: no limit, all ``worlds`` played, as tests do), or a
    cost under :data:`WARN_AT` points or an interval not above the threshold.
    Uses only the view (never the hidden cards)."""
    if not watches(action):
        return None
    started = time.perf_counter()
    what = "discard" if isinstance(action, Discard) else "draw"
    point = DecisionPoint(-1, view, (action,), what, False)
    settings = Settings(worlds=worlds, threshold=THRESHOLD, seed=seed)
    deadline = None if seconds is None else started + seconds
    weighed = weigh(point, settings, deadline=deadline, least=LEAST)
    if weighed is None or weighed[1] is None:
        return None
    decision = weighed[1]
    if decision.cost < WARN_AT:
        return None
    return Warning(decision, time.perf_counter() - started)
