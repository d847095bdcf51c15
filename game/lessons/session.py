"""A lesson at the table: a game session whose moves go through the lesson.

:class:`LessonSession` is a :class:`~game.present.session.GameSession` that the
table scene drives as it drives any game: the learner in seat 0, the computer
seats moved at the table's pace. The learner's moves go through
:meth:`LessonRun.try_move` (a wrong one is refused with the rule's sentence or
the step's own, and nothing changes); the computer seats play the step's
scripted replies, else as Normal players. Every move is made by the session, so
the table narrates and animates it like any other. Pure Python (no pygame).
"""

from __future__ import annotations

from game.ai import make_player
from game.ai.players import Player
from game.i18n import _, tr
from game.lessons.model import Lesson
from game.lessons.player import LEARNER, LessonRun, here, same_move
from game.present.session import GameSession, Step
from game.rules.actions import Action, AskPartner
from game.rules.engine import why_illegal
from game.rules.state import GameState
from game.rules.view import PlayerView


class LessonSession(GameSession):
    """The table's session for ``lesson``; ``run`` plays it.

    ``wrong`` is the step's sentence for the last move refused (None once a move
    is made or the step changes), shown by the table's lesson panel; ``done`` is
    the step's ``after`` sentence of the step just finished, or None.
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.wrong: str | None = None
        self.done: str | None = None
        self.refused: str | None = None
        """The reason the last proposed move was refused by the lesson (None: made)."""
        self._made: list[Step] = []
        run = LessonRun(lesson, apply=self._make)
        rs = run.state.ruleset
        super().__init__(rs.id, dict(rs.table_rules()), 0, LEARNER, ["normal"] * rs.players)
        self.counts_in_statistics = False
        self.run = run
        self.state = run.state
        self.players = [None] + [make_player("normal", f"lesson:{seat}")
                                 for seat in range(1, rs.players)]
        self.log = [tr("Lesson: {title}.", title=_(lesson.title))]
        self.deal_start = 0

    # -- the moves -------------------------------------------------------------
    def _make(self, state: GameState, action: Action) -> GameState:
        """LessonRun's way of making a move: the session's, narrated and shown."""
        self.state = state
        return self._apply(action).after

    def _follow(self, index: int) -> None:
        """After the run moved: the step's ``after`` sentence once a step is done,
        and the position of a step that starts from its own."""
        if self.run.index != index:
            finished = self.lesson.steps[index]
            self.done = finished.after
            self.wrong = None
        self.state = self.run.state

    def why_illegal(self, action: Action) -> str | None:
        """The rules' refusal, else the step's sentence for a move it does not teach
        (None: the move may be proposed). While the step waits for the learner to
        ask the partner, any legal move may be proposed, so that the table offers
        its going-out question."""
        run = self.run
        reason = why_illegal(self.state, action)
        if reason is not None:
            return reason
        step = run.step
        if run.finished or step.read_only:
            return step.say
        if any(isinstance(e, AskPartner) for e in run.expected()):
            return None
        if step.mode == "moves" and not any(same_move(action, here(self.state, e))
                                            for e in run.expected()):
            return step.wrong or step.say
        return None

    def propose(self, action: Action) -> Step | str:
        """The learner's move through the lesson: the Step made, or the sentence
        refusing it (the rules' or the step's own; nothing changes)."""
        index = self.run.index
        self._made = []
        outcome = self.run.try_move(action)
        if not outcome.accepted:
            self.wrong = outcome.sentence
            reason = outcome.refusal or outcome.sentence or self.run.step.say
            self.refused = reason
            return reason
        self.refused = None
        self.wrong = None
        self.done = None
        self._follow(index)
        return self._made[0]

    def next_step(self) -> bool:
        """Next on a read-only step; False when the step waits for a move."""
        index = self.run.index
        moved = self.run.next()
        if moved:
            self._follow(index)
        return moved

    def back(self) -> bool:
        """Back to the start of this step or the one before (see LessonRun.back)."""
        moved = self.run.back()
        self.wrong = self.done = None
        self.state = self.run.state
        return moved

    def restart(self) -> None:
        """The lesson from its first step."""
        self.run.restart()
        self.wrong = self.done = None
        self.state = self.run.state

    # -- the computer seats ----------------------------------------------------
    def human_to_act(self) -> bool:
        return self.run.learner_to_act() and not self.run.finished

    def ai_to_act(self) -> bool:
        return self.run.computer_to_move()

    def ai_question(self) -> tuple[Player, PlayerView, list[Action]] | None:
        """None: the computer seats of a lesson are asked by :meth:`ai_step` alone."""
        return None

    def ai_step(self) -> Step | None:
        """The computer seat to act makes the step's scripted reply, else its own
        choice; None when no computer seat is to move."""
        run = self.run
        if not run.computer_to_move():
            return None
        index = run.index
        seat = self.state.to_act
        action = run.reply()
        if action is None:
            player = self.players[seat]
            assert player is not None
            action = player.choose(self.view(seat), self.legal())
        self._made = []
        run.computer_moved(action)
        self._follow(index)
        return self._made[0] if self._made else None

    def next_deal(self) -> Step | None:
        """A lesson plays one deal: nothing follows its score sheet."""
        return None

    def _apply(self, action: Action) -> Step:
        step = super()._apply(action)
        self._made.append(step)
        return step
