"""A game being played at the table: the rules state, who sits where (one human,
computer players by level), the action log and the narration. Pure Python: the
table scene drives it, tests and saves use it without a display.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai import make_player
from game.ai.players import Player
from game.i18n import _, tr
from game.present.narrate import narrate
from game.rules import engine
from game.rules.actions import Action, parse_action
from game.rules.games import get_ruleset
from game.rules.legal import legal_actions
from game.rules.state import GameState, Move, Phase
from game.rules.view import PlayerView, observe

PLAYER_PHASES = (Phase.CUT, Phase.FOOT_LOOK, Phase.DRAW, Phase.MELD, Phase.ANSWER)
"""The phases in which a player (human or computer) decides: keeping cards shown
at the cut (DK-2.1), looking at the foot before play (BH-1.2), the draw, melding
and discarding, answering the partner."""


@dataclass(frozen=True)
class Step:
    """One applied action: who acted, the action, the states around it, the card
    movements and the log lines."""

    seat: int
    action: Action
    before: GameState
    after: GameState
    moves: tuple[Move, ...]
    lines: tuple[str, ...]


@dataclass
class SeatPlan:
    """Who plays a seat: ``"human"`` or a computer ``level`` (easy, normal, hard, random)."""

    seat: int
    kind: str
    level: str = "normal"

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "level": self.level}


@dataclass
class GameSession:
    """A game in progress. ``human`` is the human's seat (None: computers only)."""

    game_id: str
    table_rules: dict[str, Any]
    seed: int
    human: int | None
    levels: list[str]
    state: GameState = field(init=False)
    players: list[Player | None] = field(init=False)
    actions: list[str] = field(default_factory=list)
    counts_in_statistics: bool = True  # False for practice: a position opened from a file
    log: list[str] = field(default_factory=list)
    deal_start: int = 0
    """Where the current deal's lines begin in ``log``."""
    on_step: list[Callable[[Step], None]] = field(default_factory=list)

    def __post_init__(self) -> None:
        rs = get_ruleset(self.game_id, self.table_rules)
        self.table_rules = dict(rs.table_rules())
        state, _moves = engine.start_game(rs, None, self.seed)
        self.state = state
        if len(self.levels) != rs.players:
            self.levels = [self.levels[i % len(self.levels)] if self.levels else "normal"
                           for i in range(rs.players)]
        self.players = [None if seat == self.human else
                        make_player(self.levels[seat], f"{self.seed}:{seat}")
                        for seat in range(rs.players)]
        self.log.append(tr("Deal 1 of {game}.", game=_(rs.name)))

    # -- what the table asks ------------------------------------------------
    @property
    def ruleset(self):
        return self.state.ruleset

    def seats(self) -> list[SeatPlan]:
        """Who plays each seat."""
        return [SeatPlan(s, "human" if s == self.human else "ai",
                         "human" if s == self.human else self.levels[s])
                for s in range(self.ruleset.players)]

    def view(self, seat: int | None = None) -> PlayerView:
        """The view of ``seat`` (default the human's, or seat 0)."""
        return observe(self.state, self.human if seat is None and self.human is not None
                       else (seat or 0))

    def human_to_act(self) -> bool:
        """True when the game waits for the human (never at the score sheet)."""
        return (self.human is not None and self.state.to_act == self.human
                and self.state.phase in PLAYER_PHASES)

    def ai_to_act(self) -> bool:
        """True when a computer player should move now."""
        return (self.state.phase in PLAYER_PHASES
                and self.players[self.state.to_act] is not None)

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    def why_illegal(self, action: Action) -> str | None:
        return engine.why_illegal(self.state, action)

    # -- moving the game on -------------------------------------------------
    def propose(self, action: Action) -> Step | str:
        """Apply the human's (or anyone's) action; the refusal sentence if illegal."""
        reason = engine.why_illegal(self.state, action)
        if reason is not None:
            return reason
        return self._apply(action)

    def ai_step(self) -> Step | None:
        """Let the computer player to act make one move; None if it is not its turn."""
        question = self.ai_question()
        if question is None:
            return None
        player, view, legal = question
        return self._apply(player.choose(view, legal))

    def ai_question(self) -> tuple[Player, PlayerView, list[Action]] | None:
        """What the computer player to act must decide: the player, its view and the
        legal actions (copies: the choice may be made on another thread); None if
        no computer player is to act."""
        if not self.ai_to_act():
            return None
        seat = self.state.to_act
        player = self.players[seat]
        assert player is not None
        return player, observe(self.state, seat), legal_actions(self.state)

    def apply_choice(self, action: Action) -> Step:
        """Apply a computer player's ``action`` chosen from :meth:`ai_question` for
        the current state. Raises IllegalActionError if it is not legal now."""
        return self._apply(action)

    def next_deal(self) -> Step | None:
        """Start the next deal after the score sheet (None if the game is over)."""
        if self.state.phase is not Phase.DEAL_OVER:
            return None
        return self._apply(engine.NextDeal())

    def _apply(self, action: Action) -> Step:
        before = self.state
        seat = before.to_act
        after, moves = engine.apply(before, action)
        lines = narrate(before, action, after, moves, self.human)
        if isinstance(action, engine.NextDeal):
            self.deal_start = len(self.log)
        self.state = after
        self.actions.append(str(action))
        self.log.extend(lines)
        step = Step(seat, action, before, after, tuple(moves), tuple(lines))
        for callback in self.on_step:
            callback(step)
        return step

    @classmethod
    def resume(cls, game_id: str, table_rules: dict[str, Any], seed: int, human: int | None,
               levels: Sequence[str], state: GameState, actions: Sequence[str]) -> GameSession:
        """A session continuing from ``state`` (already replayed from ``actions``),
        its log narrated again from the actions of the current deal."""
        session = cls(game_id, dict(table_rules), seed, human, list(levels))
        try:
            replayed = cls.replay(game_id, dict(table_rules), seed, human, levels, actions)
        except ValueError:
            replayed = None
        if replayed is not None and replayed.state.fingerprint() == state.fingerprint():
            session.log = replayed.log[replayed.deal_start:]
        else:
            session.log = []
        session.log.append(tr("Game resumed: deal {deal} of {game}.", deal=state.deal_no,
                              game=_(state.ruleset.name)))
        session.state = state
        session.actions = list(actions)
        return session

    @classmethod
    def replay(cls, game_id: str, table_rules: dict[str, Any], seed: int, human: int | None,
               levels: Sequence[str], actions: Sequence[str]) -> GameSession:
        """Rebuild a session from its action log (each text parsed and checked).

        Raises ValueError (IllegalActionError included) naming the bad action.
        """
        session = cls(game_id, dict(table_rules), seed, human, list(levels))
        for i, text in enumerate(actions):
            try:
                action = parse_action(text)
            except ValueError as error:
                raise ValueError(f"action {i + 1} ('{text}') cannot be read: {error}") from None
            reason = engine.why_illegal(session.state, action)
            if reason is not None:
                raise ValueError(f"action {i + 1} ('{text}') is illegal: {reason}")
            session._apply(action)
        return session
