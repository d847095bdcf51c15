"""Playing a lesson: one player for every game's lessons.

:class:`LessonRun` holds a lesson, the step reached and the position on the
table. The learner sits in seat 0. :meth:`LessonRun.try_move` takes the learner's
move: an illegal one is refused with the rule's sentence (and the step's own
sentence), a legal one the step does not teach gets the step's sentence, and in
both cases nothing changes; the move the step teaches is applied, then the
computer seats' scripted replies, then their Normal play until the step's event.
:func:`check_lesson` plays a lesson by its listed moves (what ``python -m game
learn --check`` runs).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

from game.ai.levels import make_player
from game.ai.players import Player
from game.lessons.model import Expected, Lesson, Step
from game.rules.actions import Action
from game.rules.cards import Card
from game.rules.engine import apply, legal_actions, observe, why_illegal
from game.rules.position import parse_position
from game.rules.state import GameState, Move, Phase

LEARNER = 0
"""The learner's seat."""

MAX_COMPUTER_MOVES = 400
"""The most moves the computer seats make for one step's ``then`` or ``until``
before the lesson is judged broken (a deal has far fewer)."""

_OVER = (Phase.DEAL_OVER, Phase.GAME_OVER)

Played = list[tuple[int, Action, list[Move]]]
"""Moves made, in order: (seat, action, card movements)."""


def _canonical(value: Any) -> Any:
    """An action's fields with every card replaced by its kind and every group of
    cards sorted: two actions that move the same kinds of cards compare equal."""
    if isinstance(value, Card):
        return value.kind
    if isinstance(value, tuple):
        items = tuple(_canonical(v) for v in value)
        if value and all(isinstance(v, Card) for v in value):
            return tuple(sorted(items))
        return items
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,
                tuple(_canonical(getattr(value, f.name)) for f in fields(value)))
    return value


def same_move(a: Action, b: Expected) -> bool:
    """True when ``a`` and ``b`` are the same move up to which of identical cards
    (``8H/0`` or ``8H/1``) it names, and the order of cards within a group; ``b``
    may be a pattern of :data:`~game.lessons.model.ANY_KIND` (a kind of move)."""
    if isinstance(b, str):
        return type(a).__name__ == b
    return bool(_canonical(a) == _canonical(b))


def resolve(state: GameState, action: Expected) -> Action | None:
    """The legal action of ``state`` that is the same move as ``action`` (cards
    compared by kind; for a pattern, the first legal move of its kind), or None
    when there is none."""
    if not isinstance(action, str) and why_illegal(state, action) is None:
        return action
    for legal in legal_actions(state):
        if same_move(legal, action):
            return legal
    return None


@dataclass
class Outcome:
    """What became of the learner's move.

    ``accepted``: the move advanced the lesson; ``refusal``: the rules' reason
    when the move is illegal (a Refusal or a sentence, shown with
    :func:`game.i18n.refusal`), None for a legal move; ``sentence``: the step's
    own sentence for a move it does not teach (or None); ``played``: the moves
    made, in order, as (seat, action, card movements), the learner's first."""

    accepted: bool
    refusal: Any = None
    sentence: str | None = None
    played: Played = field(default_factory=list)


class LessonRun:
    """A lesson being played: the step (``index``, from 0), how many of its moves
    are made (``progress``) and the position (``state``).

    ``seed`` seeds the computer seats' Normal play (for ``then`` and ``until``).
    Raises LessonError (from :func:`parse_position` problems at load time, the
    lesson file was checked then) never; a scripted reply that is not legal raises
    ValueError naming the step (``learn --check`` finds those first)."""

    def __init__(self, lesson: Lesson, seed: int = 0) -> None:
        self.lesson = lesson
        self.seed = seed
        self._players: dict[int, Player] = {}
        self.index = 0
        self.progress = 0
        self.state = self._start_state(0, None)
        self._starts: list[GameState] = [self.state]  # the position each step began with

    # -- where we are

    @property
    def step(self) -> Step:
        """The current step (the last one once the lesson is finished)."""
        return self.lesson.steps[min(self.index, len(self.lesson.steps) - 1)]

    @property
    def finished(self) -> bool:
        """True once every step is done."""
        return self.index >= len(self.lesson.steps)

    @property
    def number(self) -> tuple[int, int]:
        """(this step, of how many), counted from 1: "step 3 of 9"."""
        return min(self.index + 1, len(self.lesson.steps)), len(self.lesson.steps)

    def learner_to_act(self) -> bool:
        """True when the position waits for the learner's move."""
        return self.state.to_act == LEARNER and self.state.phase not in _OVER

    # -- moving

    def _start_state(self, index: int, previous: GameState | None) -> GameState:
        step = self.lesson.steps[index]
        if step.position is not None:
            return parse_position(step.position)
        assert previous is not None  # the model requires a position on step 1
        return previous

    def _player(self, seat: int) -> Player:
        if seat not in self._players:
            self._players[seat] = make_player("normal", f"{self.seed}:{seat}")
        return self._players[seat]

    def _expected(self) -> Sequence[Expected]:
        step = self.step
        if step.mode != "moves" or self.progress >= len(step.moves):
            return ()
        return step.moves[self.progress]

    def try_move(self, action: Action) -> Outcome:
        """The learner's ``action``: refused (state unchanged) or played.

        An illegal move gives ``refusal`` and the step's ``wrong`` sentence; a
        legal move the step does not teach gives ``sentence`` (the step's
        ``wrong``, or a generic one naming the step's words); the taught move is
        applied with the replies and computer play it brings."""
        step = self.step
        if self.finished or step.read_only or not self.learner_to_act():
            return Outcome(False, sentence=step.say)
        reason = why_illegal(self.state, action)
        if reason is not None:
            return Outcome(False, refusal=reason, sentence=step.wrong)
        if step.mode == "moves" and not any(same_move(action, e) for e in self._expected()):
            return Outcome(False, sentence=step.wrong or step.say)
        played = [self._apply(LEARNER, action)]
        if step.mode == "moves":
            self.progress += 1
            if self.progress < len(step.moves):
                return Outcome(True, played=played)
        elif step.mode == "until":
            played.extend(self._computers(None))
            if not self._event(step.until):
                return Outcome(True, played=played)
        played.extend(self._finish_step())
        return Outcome(True, played=played)

    def next(self) -> bool:
        """Go on from a read-only step; False (nothing done) for a step that waits
        for a move."""
        if self.finished or not self.step.read_only:
            return False
        self._advance()
        return True

    def back(self) -> bool:
        """Return to the start of this step when a move of it was made, else to the
        start of the previous step; False (nothing done) at the very start."""
        if self.finished:
            self.index = len(self._starts) - 1
        elif self.state is self._starts[self.index] and not self.progress:
            if self.index == 0:
                return False
            self.index -= 1
        del self._starts[self.index + 1:]
        self.state, self.progress = self._starts[self.index], 0
        return True

    def restart(self) -> None:
        """Back to the first step's position."""
        self._players.clear()
        self.index, self.progress = 0, 0
        self.state = self._start_state(0, None)
        self._starts = [self.state]

    # -- the computer seats

    def _apply(self, seat: int, action: Action) -> tuple[int, Action, list[Move]]:
        self.state, moves = apply(self.state, action)
        return seat, action, moves

    def _event(self, event: str | None) -> bool:
        if event == "deal over":
            return self.state.phase in _OVER
        return self.learner_to_act()

    def _computers(self, event: str | None) -> Played:
        """Normal play by the computer seats until ``event`` holds or the learner
        is to act (or the deal is over)."""
        played: Played = []
        for _ in range(MAX_COMPUTER_MOVES):
            if self._event(event) or self.learner_to_act() or self.state.phase in _OVER:
                return played
            seat = self.state.to_act
            action = self._player(seat).choose(observe(self.state, seat),
                                               legal_actions(self.state))
            played.append(self._apply(seat, action))
        raise ValueError(f"{self.lesson.path}, step {self.index + 1}: the computer seats "
                         f"made {MAX_COMPUTER_MOVES} moves without reaching the event")

    def _finish_step(self) -> Played:
        step = self.step
        played: Played = []
        for reply in step.replies:
            if self.learner_to_act():
                raise ValueError(f"{self.lesson.path}, step {self.index + 1}: the reply "
                                 f"'{reply}' would be the learner's move")
            legal = resolve(self.state, reply)
            if legal is None:
                reason = why_illegal(self.state, reply)
                raise ValueError(f"{self.lesson.path}, step {self.index + 1}: the reply "
                                 f"'{reply}' is not legal here: {reason}")
            played.append(self._apply(self.state.to_act, legal))
        if step.then is not None:
            played.extend(self._computers(step.then))
        self._advance()
        return played

    def _advance(self) -> None:
        self.index += 1
        self.progress = 0
        if not self.finished:
            self.state = self._start_state(self.index, self.state)
            self._starts.append(self.state)


def check_lesson(lesson: Lesson, seed: int = 0) -> list[str]:
    """Play ``lesson`` headless by its listed moves (Normal play for the learner on
    ``any`` and ``until`` steps) and return the problems found, each naming the
    step: a listed move that is not legal in its position, a reply that is not,
    a step that waits for the learner when it is not the learner's move, a lesson
    that does not reach its end. An empty list: the lesson plays."""
    try:
        run = LessonRun(lesson, seed)
    except ValueError as error:
        return [f"{lesson.path}, step 1: {error}"]
    learner = make_player("normal", f"{seed}:learner")
    for _ in range(10 * len(lesson.steps) + MAX_COMPUTER_MOVES):
        if run.finished:
            return []
        step, where = run.step, f"{lesson.path}, step {run.index + 1}"
        if step.read_only:
            run.next()
            continue
        if not run.learner_to_act():
            return [f"{where}: the step waits for a move, but seat {run.state.to_act} is "
                    f"to act in phase '{run.state.phase.value}'"]
        if step.mode == "moves":
            wanted = run._expected()
            legal = next((a for a in (resolve(run.state, w) for w in wanted) if a), None)
            if legal is None:
                reasons = "; ".join(f"'{w}': " + (f"no legal move of the kind {w}"
                                    if isinstance(w, str) else str(why_illegal(run.state, w)))
                                    for w in wanted)
                return [f"{where}: the listed move is not legal here ({reasons})"]
        else:
            legal = learner.choose(observe(run.state, LEARNER), legal_actions(run.state))
        try:
            outcome = run.try_move(legal)
        except ValueError as error:
            return [str(error)]
        if not outcome.accepted:
            return [f"{where}: the move '{legal}' was not accepted"]
    return [f"{lesson.path}: the lesson does not reach its end"]
