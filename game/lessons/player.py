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

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from game.ai.levels import make_player
from game.ai.players import Player
from game.lessons.model import Expected, Lesson, Step
from game.rules.actions import GARBAGE, Action, Meld, TakePile
from game.rules.cards import Card
from game.rules.engine import apply, legal_actions, observe, why_illegal
from game.rules.position import parse_position
from game.rules.state import GameState, MeldKind, Phase

LEARNER = 0
"""The learner's seat."""

MAX_COMPUTER_MOVES = 400
"""The most moves :func:`play_computers` lets the computer seats make in a row
before the lesson is judged broken (a deal has far fewer)."""

_OVER = (Phase.DEAL_OVER, Phase.GAME_OVER)



def _canonical(value: Any) -> Any:
    """An action's fields with every card replaced by its kind, every group of cards
    sorted and every list of groups sorted: two actions that move the same kinds of
    cards into the same melds compare equal."""
    if isinstance(value, Card):
        return value.kind
    if isinstance(value, tuple):
        items = tuple(_canonical(v) for v in value)
        if value and (all(isinstance(v, Card) for v in value)
                      or all(isinstance(v, tuple) for v in value)):
            return tuple(sorted(items))  # cards of a group, or groups (melds laid with a take)
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


def here(state: GameState, expected: Expected) -> Expected:
    """``expected`` as it is named in ``state``: a move onto the garbage pile
    (``@garbage``, BH-7.1) names the side's garbage pile by its meld id once it is
    open, as the table's moves do."""
    if isinstance(expected, (Meld, TakePile)) and expected.meld == GARBAGE:
        side = state.side_of(state.to_act)
        garbage = next((m.id for m in state.melds[side] if m.kind is MeldKind.GARBAGE), None)
        if garbage is not None:
            return replace(expected, meld=garbage)
    return expected


def _copies(value: Any, pool: list[Card]) -> Any:
    """``value`` (an action's field) with each card replaced by a card of the same
    kind taken from ``pool`` (the same card where it is there); raises LookupError
    when the pool lacks one."""
    if isinstance(value, Card):
        same = [c for c in pool if c.kind == value.kind]
        if not same:
            raise LookupError(value.code)
        card = value if value in same else same[0]
        pool.remove(card)
        return card
    if isinstance(value, tuple):
        return tuple([_copies(v, pool) for v in value])
    return value


def with_held_copies(state: GameState, action: Action) -> Action:
    """``action`` naming the acting player's own copies of the cards it names (a
    lesson writes ``8H``, the hand may hold ``8H/1``); the action itself when the
    hand lacks a card it names."""
    pool = list(state.hands[state.to_act])
    if state.pending:
        pool.extend(state.pending)
    try:
        changes = {f.name: _copies(getattr(action, f.name), pool) for f in fields(action)
                   if f.name not in ("source", "target", "meld", "partner", "yes")}
    except LookupError:
        return action
    return replace(action, **changes)


def resolve(state: GameState, action: Expected) -> Action | None:
    """The legal action of ``state`` that is the same move as ``action`` (cards
    compared by kind; for a pattern, the first legal move of its kind), or None
    when there is none."""
    action = here(state, action)
    if not isinstance(action, str):
        for candidate in (action, with_held_copies(state, action)):
            if why_illegal(state, candidate) is None:
                return candidate
    for legal in legal_actions(state):
        if same_move(legal, action):
            return legal
    return None


@dataclass
class Outcome:
    """What became of the learner's move.

    ``accepted``: the move was made and advanced the lesson; ``refusal``: the
    rules' reason when the move is illegal (a Refusal or a sentence, shown with
    :func:`game.i18n.refusal`), None for a legal move; ``sentence``: the step's
    own sentence for a move it does not teach (or None)."""

    accepted: bool
    refusal: str | None = None
    sentence: str | None = None


Apply = Callable[[GameState, Action], GameState]
"""How a move is made: the state after ``action`` (the table's session narrates and
animates it; by default :func:`game.rules.engine.apply`)."""


def _engine_apply(state: GameState, action: Action) -> GameState:
    return apply(state, action)[0]


class LessonRun:
    """A lesson being played: the step (``index``, from 0), how many of its moves
    are made (``progress``) and the position (``state``).

    The learner's moves come through :meth:`try_move`. The computer seats move
    when :meth:`computer_to_move` says so: the caller asks :meth:`reply` for the
    step's scripted move (None: the seat plays as it would, Normal at the table)
    and reports the move made with :meth:`computer_moved`. ``apply`` makes every
    move (see :data:`Apply`). A scripted reply that is not legal raises ValueError
    naming the lesson and step (``learn --check`` finds those first)."""

    def __init__(self, lesson: Lesson, apply: Apply = _engine_apply) -> None:
        self.lesson = lesson
        self.apply = apply
        self.index = 0
        self.progress = 0
        self.done = False  # the learner's part of the step is made
        self.replies: list[Action] = []  # scripted replies still to come
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

    def at_start(self) -> bool:
        """True at the very start of the lesson (Back has nothing to go back to)."""
        return self.index == 0 and self.state is self._starts[0] and not self.progress

    def computer_to_move(self) -> bool:
        """True when a computer seat should move now: its turn, the step not read
        only (the learner reads first), the deal not over."""
        if self.finished or self.learner_to_act() or self.state.phase in _OVER:
            return False
        return not self.step.read_only or self.done

    def where(self) -> str:
        """The lesson file and step, for messages: ``".../01-a-turn.toml, step 3"``."""
        return f"{self.lesson.path}, step {self.number[0]}"

    # -- the learner

    def _start_state(self, index: int, previous: GameState | None) -> GameState:
        step = self.lesson.steps[index]
        if step.position is not None:
            return parse_position(step.position)
        assert previous is not None  # the model requires a position on step 1
        return previous

    def expected(self) -> Sequence[Expected]:
        """The moves the step waits for now (alternatives), empty when any move or
        none is."""
        step = self.step
        if self.done or step.mode != "moves" or self.progress >= len(step.moves):
            return ()
        return step.moves[self.progress]

    def try_move(self, action: Action) -> Outcome:
        """The learner's ``action``: refused (nothing changes) or made.

        An illegal move gives ``refusal`` and the step's ``wrong`` sentence; a
        legal move the step does not teach gives ``sentence`` (the step's
        ``wrong``, else its ``say``); the taught move is made and the step goes on
        (to its replies, its computer play, or the next step)."""
        step = self.step
        if self.finished or step.read_only or self.done or not self.learner_to_act():
            return Outcome(False, sentence=step.say if not self.finished else None)
        reason = why_illegal(self.state, action)
        if reason is not None:
            return Outcome(False, refusal=reason, sentence=step.wrong)
        if step.mode == "moves" and not any(same_move(action, here(self.state, e))
                                            for e in self.expected()):
            return Outcome(False, sentence=step.wrong or step.say)
        self.state = self.apply(self.state, action)
        if step.mode == "moves":
            self.progress += 1
            self.done = self.progress >= len(step.moves)
        elif step.mode == "any":
            self.done = True
        if self.done:
            self.replies = list(step.replies)
        self._settle()
        return Outcome(True)

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
        self.state, self.progress, self.done, self.replies = self._starts[self.index], 0, \
            False, []
        return True

    def restart(self) -> None:
        """Back to the first step's position."""
        self.index, self.progress, self.done, self.replies = 0, 0, False, []
        self.state = self._start_state(0, None)
        self._starts = [self.state]

    # -- the computer seats

    def reply(self) -> Action | None:
        """The step's next scripted move for the computer seat to act (the legal
        action it names), or None when the seat plays as it would."""
        if not self.replies:
            return None
        legal = resolve(self.state, self.replies[0])
        if legal is None:
            reason = why_illegal(self.state, self.replies[0])
            raise ValueError(f"{self.where()}: the reply '{self.replies[0]}' is not legal "
                             f"here: {reason}")
        return legal

    def computer_moved(self, action: Action) -> None:
        """Make the computer seat's ``action`` (a scripted reply or its own choice)
        and go on with the step. Raises IllegalActionError if it is not legal."""
        if self.replies and same_move(action, self.replies[0]):
            self.replies.pop(0)
        self.state = self.apply(self.state, action)
        self._settle()

    def _event(self, event: str | None) -> bool:
        if event == "deal over":
            return self.state.phase in _OVER
        return self.learner_to_act()

    def _settle(self) -> None:
        """Go to the next step once this one's learner part, replies and event are
        all done."""
        step = self.step
        if step.mode == "until":
            if self._event(step.until):
                self._advance()
            return
        if not self.done or self.replies:
            return
        if step.then is not None and not self._event(step.then):
            return
        self._advance()

    def _advance(self) -> None:
        self.index += 1
        self.progress, self.done, self.replies = 0, False, []
        if not self.finished:
            self.state = self._start_state(self.index, self.state)
            self._starts.append(self.state)


def play_computers(run: LessonRun, players: dict[int, Player], seed: int = 0) -> None:
    """Let the computer seats move (scripted replies, else Normal play) until the
    learner is to act or the step waits for nothing from them. Raises ValueError
    naming the step after :data:`MAX_COMPUTER_MOVES` moves, or for a reply that is
    not legal."""
    for _ in range(MAX_COMPUTER_MOVES):
        if not run.computer_to_move():
            return
        seat = run.state.to_act
        action = run.reply()
        if action is None:
            if seat not in players:
                players[seat] = make_player("normal", f"{seed}:{seat}")
            action = players[seat].choose(observe(run.state, seat), legal_actions(run.state))
        run.computer_moved(action)
    raise ValueError(f"{run.where()}: the computer seats made {MAX_COMPUTER_MOVES} moves "
                     "without reaching the step's end")


def check_lesson(lesson: Lesson, seed: int = 0) -> list[str]:
    """Play ``lesson`` headless by its listed moves (Normal play for the learner on
    ``any`` and ``until`` steps, and for the computer seats where no reply is
    scripted) and return the problems found, each naming the step: a listed move
    that is not legal in its position, a reply that is not, a step that waits for
    the learner when no one can move, a lesson that does not reach its end. An
    empty list: the lesson plays."""
    try:
        run = LessonRun(lesson)
    except ValueError as error:
        return [f"{lesson.path}, step 1: {error}"]
    players: dict[int, Player] = {}
    learner = make_player("normal", f"{seed}:learner")
    for _ in range(10 * len(lesson.steps) + MAX_COMPUTER_MOVES):
        try:
            play_computers(run, players, seed)
        except ValueError as error:
            return [str(error)]
        if run.finished:
            return []
        step = run.step
        if step.read_only:
            run.next()
            continue
        if not run.learner_to_act():
            return [f"{run.where()}: the step waits for a move, but the deal is over "
                    f"(phase '{run.state.phase.value}')"]
        if step.mode == "moves":
            wanted = run.expected()
            legal = next((a for a in (resolve(run.state, w) for w in wanted) if a), None)
            if legal is None:
                reasons = "; ".join(f"'{w}': " + (f"no legal move of the kind {w}"
                                    if isinstance(w, str) else str(why_illegal(run.state, w)))
                                    for w in wanted)
                return [f"{run.where()}: the listed move is not legal here ({reasons})"]
        else:
            legal = learner.choose(observe(run.state, LEARNER), legal_actions(run.state))
        outcome = run.try_move(legal)
        if not outcome.accepted:
            return [f"{run.where()}: the move '{legal}' was not accepted"]
    return [f"{lesson.path}: the lesson does not reach its end"]
