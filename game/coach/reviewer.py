"""The coach's review of one deal: which of a seat's decisions cost points, by how
much (with a 95% interval), and what kind of mistake each was (docs/coach.md).

For each decision of the seat (every draw where taking the pile was legal, CL-5.1,
PH-5.4; every discard; the turn's first meld where going out was possible, CL-7.2;
a wild card laid into a meld of a rank where the game has wild canastas, PH-3.5),
the coach looks only at the seat's :class:`~game.rules.view.PlayerView` at that
point, as Hard does (:mod:`game.ai.hard`): it deals the cards the player could not
see in :attr:`Settings.worlds` ways that agree with what the player saw
(:func:`~game.ai.hard.sample_world`), plays the move made and a few others (Normal's
choice, Normal's next favourite discards, the going-out plan) in each of those
worlds, and plays every one on to the END of the deal with Normal in every seat
(:func:`play_out`: no fixed horizon). The result of a play-out is the seat's side's
deal total minus the other sides' (points, from the deal's score sheet).

The candidates are compared in pairs in the same worlds with the same random
numbers: the suggested move is the candidate with the best mean; the cost is the
mean of its paired differences over the move made (points), and the 95% interval is
Student's t interval of those differences (``mean +- t(0.975, K-1) * sd / sqrt(K)``).
A decision is shown only when the interval's low end lies above
:attr:`Settings.threshold` (30 points by default). Choosing the best of several
candidates by the same rollouts favours it slightly (the winner's curse); the
interval does not correct for that, so the threshold is a little generous.

The random numbers come from :attr:`Settings.seed` and the view alone
(:func:`~game.ai.hard.view_key`): the same view gives the same review whatever the
cards the player could not see (a test checks it).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from game.ai.blunders import lacks_wild_canasta, wild_into_rank_meld
from game.ai.hard import gives_pile, sample_world, view_key
from game.ai.players import HeuristicPlayer, Player
from game.present.names import SEAT_NAMES
from game.rules import engine
from game.rules.actions import (
    Action,
    Discard,
    Draw,
    Meld,
    NextDeal,
    TakePile,
    describe,
    parse_action,
)
from game.rules.cards import Card
from game.rules.legal import legal_actions
from game.rules.messages import N_, Refusal, Word, clause
from game.rules.planner import going_out_plan
from game.rules.state import GameState, Phase
from game.rules.view import PlayerView, observe, state_from_view

THRESHOLD = 30.0
"""Points: a decision is shown only when the low end of its 95% interval lies above
this (STYLE.md 19: a review names its thresholds)."""

WORLDS = 64
"""Worlds dealt per decision (each candidate is played to the end of the deal in
each)."""

ALTERNATIVES = 2
"""Moves besides the one made that the coach plays out at a decision (Normal's
choice and its next favourite discards; the going-out plan comes on top)."""

GRADES: tuple[tuple[float, str], ...] = (
    (300.0, N_("blunder")),
    (100.0, N_("mistake")),
    (0.0, N_("inaccuracy")),
)
"""By the low end of the interval (points): a blunder above 300, a mistake above 100,
else an inaccuracy (shown only above the threshold), as Lichess sorts moves by
winning chance lost."""

MAX_PLAY_OUT_ACTIONS = 5_000
"""A play-out longer than this is cut short and scored 0 (never seen in practice)."""

PLAYING = (Phase.DRAW, Phase.MELD, Phase.ANSWER, Phase.FOOT_LOOK, Phase.CUT)

_T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201,
         2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074,
         2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)
"""Student's t, 97.5% quantile, for 1 to 30 degrees of freedom."""


@dataclass(frozen=True)
class Settings:
    """How the coach reviews: ``worlds`` dealt per decision, ``alternatives`` moves
    besides the one made, the ``threshold`` in points a decision's interval must lie
    above to be shown, and the ``seed`` of its random numbers."""

    worlds: int = WORLDS
    alternatives: int = ALTERNATIVES
    threshold: float = THRESHOLD
    seed: str = "coach"


@dataclass(frozen=True)
class DealLog:
    """One deal's move log: ``start`` the state as the deal was dealt (before its
    first action) and ``actions`` the deal's actions in order (the last may end the
    deal; a :class:`~game.rules.actions.NextDeal` is never among them)."""

    start: GameState
    actions: tuple[Action, ...]

    @property
    def deal_no(self) -> int:
        return self.start.deal_no

    def finished(self) -> bool:
        """Whether the deal's play ended (its score sheet was reached)."""
        state = self.start.copy()
        for action in self.actions:
            state, _ = engine.apply_unchecked(state, action, in_place=True)
        return state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)


@dataclass(frozen=True)
class Decision:
    """A decision the coach shows: where it was (``index`` in the deal's actions,
    the deal's ``turn`` number), the ``position`` as the player saw it (text), the
    move ``played`` and the coach's ``suggested`` move (each the first action of
    the line played out; ``suggested_line`` the whole line, several actions for
    going out), the estimated ``cost`` (points, mean of the paired differences),
    its 95% interval ``low`` to ``high`` (points), the ``grade`` (a catalog word:
    inaccuracy, mistake, blunder), the ``kind`` of mistake (``"fed pile"``,
    ``"wild into mixed"``, ``"held points"``, ``"froze pile"``, ``"general"``) with
    its sentence ``words`` (a :class:`~game.rules.messages.Refusal`: English, and
    translated by :func:`game.i18n.refusal`) and the ``rules`` ids involved."""

    index: int
    turn: int
    seat: int
    position: str
    played: Action
    suggested: Action
    suggested_line: tuple[Action, ...]
    cost: float
    low: float
    high: float
    grade: str
    kind: str
    words: Refusal
    rules: tuple[str, ...]
    worlds: int

    def to_json(self) -> dict[str, object]:
        """The decision for programs (English, card codes)."""
        return {"index": self.index, "turn": self.turn, "seat": self.seat,
                "position": self.position, "played": str(self.played),
                "suggested": " ; ".join(str(a) for a in self.suggested_line),
                "cost": round(self.cost, 1), "interval": [round(self.low, 1),
                                                          round(self.high, 1)],
                "grade": self.grade, "kind": self.kind, "words": str(self.words),
                "rules": list(self.rules), "worlds": self.worlds}


@dataclass(frozen=True)
class Judged:
    """A decision weighed (shown or not): its ``index``, the ``cost`` estimate and
    interval (points; 0 when the move made was the best candidate)."""

    index: int
    cost: float
    low: float
    high: float


@dataclass(frozen=True)
class Review:
    """The review of one ``seat`` in one deal: the ``decisions`` shown (by their
    place in the deal), every decision ``judged`` and the ``seconds`` it took."""

    seat: int
    deal_no: int
    decisions: tuple[Decision, ...]
    judged: tuple[Judged, ...]
    seconds: float
    settings: Settings = field(default_factory=Settings)


@dataclass
class DecisionPoint:
    """A decision to weigh: its ``index`` in the deal's actions (-1 for a move not
    yet made, the live coach's), the seat's ``view`` before it, the move made with
    the rest of the turn's line ``played``, ``what`` kind of decision it is
    (``"draw"``, ``"discard"``, ``"out"``, ``"wild"``) and whether the seat
    ``went_out`` in that turn."""

    index: int
    view: PlayerView
    played: tuple[Action, ...]
    what: str
    went_out: bool


def deal_logs(start: GameState, actions: Sequence[Action]) -> list[DealLog]:
    """Split a game's action log into its deals: ``start`` is the game's first
    state (:func:`~game.rules.engine.new_game`), ``actions`` every action since.
    Raises ValueError (IllegalActionError) naming an action that is not legal."""
    logs: list[DealLog] = []
    state = start
    deal_start = start.copy()
    current: list[Action] = []
    for action in actions:
        state, _ = engine.apply(state, action)
        if isinstance(action, NextDeal):
            logs.append(DealLog(deal_start, tuple(current)))
            deal_start, current = state.copy(), []
        else:
            current.append(action)
    logs.append(DealLog(deal_start, tuple(current)))
    return logs


def game_deals(game_id: str, table_rules: Mapping[str, object], seed: int,
               actions: Sequence[str]) -> list[DealLog]:
    """The deals of a saved game (:class:`game.storage.saves.SavedGame`'s game id,
    table rules, seed and action texts), each with its move log (the last may not
    have ended: :meth:`DealLog.finished`). Raises ValueError naming a bad game,
    table rule or action (UnknownGameError, TableRuleError, IllegalActionError)."""
    start = engine.new_game(game_id, dict(table_rules), seed)
    return deal_logs(start, [parse_action(text) for text in actions])


def play_deal(game_id: str, level: str, seed: int,
              table_rules: dict[str, object] | None = None) -> tuple[DealLog, GameState]:
    """One deal of ``game_id`` dealt from ``seed``, played by ``level`` at seat 0 and
    Normal at the other seats: its log and the state it ended in. Raises ValueError
    (UnknownGameError, TableRuleError) naming a bad game or table rule, and
    ValueError for an unknown level."""
    from game.ai.levels import make_player

    start = engine.new_game(game_id, table_rules, seed)
    state = start.copy()
    players = [make_player(level if s == 0 else "normal", f"{seed}:{s}")
               for s in range(state.ruleset.players)]
    actions: list[Action] = []
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        action = players[state.to_act].choose(observe(state, state.to_act),
                                              legal_actions(state))
        actions.append(action)
        state, _moves = engine.apply_unchecked(state, action, in_place=True)
    return DealLog(start, tuple(actions)), state


def play_out(world: GameState, line: Sequence[Action], side: int, seed: str,
             players: Sequence[Player] | None = None) -> float:
    """Play ``line`` in a copy of ``world`` (its first action must be legal there;
    the rest while each is legal and the deal goes on), then the rest of the deal
    with ``players`` (one a seat; by default Normal in every seat, seeded by
    ``seed``); ``side``'s deal total minus the other sides' (points, the deal's score
    sheet, CL-9, PH-10)."""
    state = world.copy()
    for step, action in enumerate(line):
        if state.phase not in PLAYING:
            break
        if step and engine.why_illegal(state, action) is not None:
            break
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    if players is None:
        players = [HeuristicPlayer("normal", f"{seed}:{s}")
                   for s in range(state.ruleset.players)]
    for _ in range(MAX_PLAY_OUT_ACTIONS):
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            totals = state.history[-1].totals
            return float(totals[side] - sum(t for s, t in enumerate(totals) if s != side))
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    return 0.0


def interval(diffs: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``diffs`` (points, at least one) and its 95% Student's t
    interval: (mean, low, high); a single difference gives an unbounded interval."""
    mean = statistics.fmean(diffs)
    if len(diffs) < 2:
        return mean, -math.inf, math.inf
    df = len(diffs) - 1
    t = _T975[df - 1] if df <= len(_T975) else 1.96 + 2.4 / df
    half = t * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return mean, mean - half, mean + half


def grade_of(low: float) -> str:
    """The grade (a catalog word) of a decision whose interval starts at ``low``."""
    return next((word for floor, word in GRADES if low > floor), GRADES[-1][1])


def review(log: DealLog, seat: int, settings: Settings | None = None,
           progress: Callable[[int, int], None] | None = None) -> Review:
    """Review ``seat``'s decisions in the deal ``log`` (see the module notes):
    the decisions whose cost interval lies above ``settings.threshold``. Uses only
    what the seat saw at each decision. ``progress(done, total)``, if given, is
    called before each decision is weighed and once at the end (decisions weighed,
    decisions in all); an exception it raises stops the review (a window's Cancel).
    Raises ValueError for a seat that is not at the table or a log whose actions
    are not legal (IllegalActionError)."""
    settings = settings or Settings()
    rs = log.start.ruleset
    if not 0 <= seat < rs.players:
        raise ValueError(Refusal(N_("seat {seat} is not at a table of {players}"),
                                 seat=seat, players=rs.players))
    started = time.perf_counter()
    shown: list[Decision] = []
    judged: list[Judged] = []
    points = decision_points(log, seat)
    for done, point in enumerate(points):
        if progress is not None:
            progress(done, len(points))
        result = weigh(point, settings)
        if result is None:
            continue
        judged.append(result[0])
        if result[1] is not None:
            shown.append(result[1])
    if progress is not None:
        progress(len(points), len(points))
    return Review(seat, log.deal_no, tuple(shown), tuple(judged),
                  time.perf_counter() - started, settings)


def decision_points(log: DealLog, seat: int) -> list[DecisionPoint]:
    """The seat's decisions the coach weighs in ``log`` (see the module notes)."""
    states: list[GameState] = []
    state = log.start.copy()
    for action in log.actions:
        states.append(state)
        state, _ = engine.apply(state, action)
    states.append(state)
    actions = log.actions
    points: list[DecisionPoint] = []
    turn_checked = -1
    for i, action in enumerate(actions):
        before = states[i]
        if before.to_act != seat or before.phase not in (Phase.DRAW, Phase.MELD):
            continue
        end = i
        while (end + 1 < len(actions) and states[end + 1].to_act == seat
               and states[end + 1].phase is Phase.MELD and states[end + 1].current == seat
               and not isinstance(actions[end], Discard)):
            end += 1
        rest = tuple(actions[i:end + 1])
        went_out = any(states[j + 1].went_out == seat for j in range(i, end + 1))
        view = observe(before, seat)
        if before.phase is Phase.DRAW:
            if isinstance(action, (Draw, TakePile)) and any(
                    isinstance(a, TakePile) for a in legal_actions(before)):
                line = (action,) if isinstance(action, Draw) else rest
                points.append(DecisionPoint(i, view, line, "draw", went_out))
            continue
        if isinstance(action, Discard):
            points.append(DecisionPoint(i, view, (action,), "discard", went_out))
            continue
        if turn_checked != before.turn_no and not went_out:
            turn_checked = before.turn_no
            if going_out_plan(state_from_view(view)):
                points.append(DecisionPoint(i, view, rest, "out", went_out))
                continue
        if wild_into_rank_meld(view, action) and lacks_wild_canasta(view):
            points.append(DecisionPoint(i, view, (action,), "wild", went_out))
    return points


def candidates(point: DecisionPoint, legal: Sequence[Action], settings: Settings
               ) -> list[tuple[Action, ...]]:
    """The lines the coach plays out at ``point``: the one played first, then
    Normal's choice and its next favourite discards (one card of each kind), or at
    the draw the other of drawing and taking the pile, and where going out was
    possible the going-out plan (CL-7.2)."""
    view = point.view
    normal = HeuristicPlayer("normal", f"{settings.seed}|normal")
    lines: list[tuple[Action, ...]] = [point.played]
    seen: set[str] = {_identity(point.played[0])}

    def add(line: tuple[Action, ...]) -> None:
        if line and _identity(line[0]) not in seen:
            seen.add(_identity(line[0]))
            lines.append(line)

    if point.what == "draw":
        takes = [a for a in legal if isinstance(a, TakePile)]
        if isinstance(point.played[0], Draw):
            add((normal.choose(view, takes),))
        else:
            add((Draw(),))
            choice = normal.choose(view, legal)
            if isinstance(choice, TakePile):
                add((choice,))
        return lines
    if point.what == "wild":
        others = [a for a in legal if not wild_into_rank_meld(view, a)]
        if others:
            add((normal.choose(view, others),))
        return lines
    plan = going_out_plan(state_from_view(view)) if not point.went_out else None
    if plan:
        add(tuple(plan))
    if point.what == "out":
        return lines
    add((normal.choose(view, legal),))
    discards = [a for a in legal if isinstance(a, Discard)]
    for action in normal.discard_order(view, discards):
        if len(lines) >= 1 + settings.alternatives + (1 if plan else 0):
            break
        add((action,))
    return lines


def _identity(action: Action) -> str:
    """Actions the coach counts as one move: discards of the same kind of card."""
    return f"discard {action.card.kind}" if isinstance(action, Discard) else str(action)


def weigh(point: DecisionPoint, settings: Settings, deadline: float | None = None,
          least: int = 2) -> tuple[Judged, Decision | None] | None:
    """Play out the candidates at ``point`` in the same worlds, world after world,
    up to ``settings.worlds`` worlds or, with a ``deadline`` (a
    :func:`time.perf_counter` reading), until it passes once ``least`` worlds are
    played. None when fewer than ``least`` worlds agree with the view or were
    played in time, or there is nothing to compare."""
    view = point.view
    rng = random.Random(f"{settings.seed}|{view_key(view)}")
    worlds: list[GameState] = []
    lines: list[tuple[Action, ...]] = []
    results: list[list[float]] = []
    side = view.side
    for _ in range(settings.worlds):
        if deadline is not None and len(worlds) >= least and time.perf_counter() > deadline:
            break
        world = sample_world(view, rng)
        if world is None:
            continue
        if not lines:
            lines = candidates(point, legal_actions(world), settings)
            if len(lines) < 2:
                return None
            results = [[] for _ in lines]
        for line, row in zip(lines, results, strict=True):
            row.append(play_out(world, line, side, f"{settings.seed}|{len(worlds)}"))
        worlds.append(world)
    if len(worlds) < least:
        return None
    means = [statistics.fmean(r) for r in results]
    best = max(range(1, len(lines)), key=lambda k: means[k])
    diffs = [b - m for b, m in zip(results[best], results[0], strict=True)]
    cost, low, high = interval(diffs)
    judged = Judged(point.index, cost, low, high)
    if not low > settings.threshold:
        return judged, None
    suggested = lines[best]
    kind, words, rules = kind_of(point, suggested, worlds, cost)
    decision = Decision(point.index, view.turn_no, view.seat, view_text(view),
                        point.played[0], suggested[0], suggested, cost, low, high,
                        grade_of(low), kind, words, rules, len(worlds))
    return judged, decision


def kind_of(point: DecisionPoint, suggested: tuple[Action, ...], worlds: Sequence[GameState],
            cost: float) -> tuple[str, Refusal, tuple[str, ...]]:
    """The kind of mistake, its sentence and its rule ids: going out passed over
    (CL-7.2), a large pile handed to the next player (CL-5.1, CL-5.2), the pile frozen
    for the partner (CL-5.3), a wild card into a mixed meld while the side lacks
    its wild canasta (PH-3.5, PH-8), else the points lost and the coach's move."""
    view = point.view
    rs = view.ruleset
    made = point.played[0]
    if len(suggested) > 1 and point.what in ("out", "discard"):
        points = sum(rs.card_value(c) for c in view.hand)
        return ("held points", Refusal(N_("Held {points} points in hand when going out "
                                          "was possible"), points=points),
                (rs.rule("go_out"), rs.rule("go_out_how"), rs.rule("hand_penalty")))
    if isinstance(made, Discard):
        fed = [w for w in worlds if gives_pile(w, made)]
        if 2 * len(fed) >= len(worlds):
            after, _ = engine.apply_unchecked(fed[0], made)
            size = rs.pickup_size(after.context())
            nxt = after.current
            return ("fed pile", Refusal(N_("Fed the pile: {n} cards to {player}"),
                                        n=size, player=Word(seat_word(view, nxt))),
                    (rs.rule("take"), rs.rule("open_take")))
        if (made.card.is_wild and rs.partnerships and rs.players > 2
                and not view.pile_frozen and rs.pile_freezes([made.card])):
            return ("froze pile", Refusal(N_("Froze the pile for your partner")),
                    (rs.rule("frozen"), rs.rule("top_blocked")))
    if point.what == "wild":
        return ("wild into mixed",
                Refusal(N_("Put a wild card into a mixed canasta while your side lacks "
                           "the wild canasta")),
                (rs.rule("wild_meld"), rs.rule("go_out"), rs.rule("canasta_bonus")))
    mechanism = {"draw": "take", "discard": "turn", "out": "go_out_how", "wild": "wild_meld"}
    return ("general", Refusal(N_("Lost about {points} points: the coach would have "
                                  "played {move}"), points=round(cost),
                               move=move_words(suggested)),
            (rs.rule(mechanism.get(point.what, "turn")),))


def seat_word(view: PlayerView, seat: int) -> str:
    """The compass name of ``seat`` seen from the view's seat (English msgid)."""
    names = SEAT_NAMES.get(view.ruleset.players)
    if names is None:
        return f"Player {seat + 1}"
    return names[(seat - view.seat) % view.ruleset.players]


def move_words(line: Sequence[Action]) -> Refusal:
    """The coach's move as a clause for the player (card symbols, game terms)."""
    first = line[0]
    if len(line) > 1 and isinstance(line[-1], Discard):
        return Refusal(N_("going out"))
    if isinstance(first, Discard):
        return Refusal(N_("discard {card}"), card=first.card.symbol())
    if isinstance(first, Draw):
        return Refusal(N_("draw from the stock"))
    if isinstance(first, TakePile):
        return Refusal(N_("take the pile with {cards}"), cards=_symbols(first.cards))
    if isinstance(first, Meld):
        return Refusal(N_("meld {cards}"), cards=_symbols(first.cards))
    return clause(describe(first))


def _symbols(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol() for c in cards)


def view_text(view: PlayerView) -> str:
    """The position as the seat saw it (text, card codes): its hand, the pile, the
    melds and red threes on the table, the others' hand counts, the stock."""
    def codes(cards: Sequence[Card]) -> str:
        return " ".join(c.code for c in cards) or "-"

    top = view.top
    lines = [f"game: {view.ruleset.id}", f"deal: {view.deal_no}", f"turn: {view.turn_no}",
             f"seat: {view.seat} ({view.phase.value})", f"hand: {codes(view.hand)}",
             f"pile ({len(view.pile)}): top {top.code if top else '-'}"
             + (", frozen" if view.pile_frozen else "")]
    for side, melds in enumerate(view.melds):
        if melds:
            lines.append(f"melds {side}: " + " | ".join(codes(m.cards) for m in melds))
    for side, threes in enumerate(view.red_threes):
        if threes:
            lines.append(f"threes {side}: {codes(threes)}")
    lines.append("hand counts: " + " ".join(map(str, view.hand_counts)))
    if any(view.foot_counts):
        lines.append("foot counts: " + " ".join(map(str, view.foot_counts)))
    lines += [f"stock: {view.stock_count}", "scores: " + " ".join(map(str, view.scores))]
    return "\n".join(lines) + "\n"


