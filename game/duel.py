"""Duplicate deals between two computer levels, for ``python -m game duel``.

How a deal is scored (the method, also in docs/strength.md):

* Deal ``i`` of a duel is the first deal of a fresh game seeded ``seed + i``
  (scores 0, so both sides have the lowest initial-meld minimum, CL-6.1, PH-4.1).
  With ``whole`` (``--whole-games``) it is the whole game seeded ``seed + i``,
  played deal after deal to its end (CL-10.1, PH-11.1), so that play under higher
  initial-meld minimums and near the game's end counts too; its "deal total" is
  then the final cumulative score, and ``game_win_share`` the share of games won
  (at most :data:`MAX_GAME_DEALS` deals: a game still going on then is won by
  neither).
* With ``start_score`` (``--start-score``) both sides begin the game at that
  cumulative score instead of 0, so that a duel of first deals is played at a higher
  initial-meld minimum (CL-6.1: 90 from 1500, 120 from 3000; PH-4.1).
* It is played twice: first level A holds the seats of side 0 and level B those of
  side 1, then the seats are swapped. The cards are the same both times, so the
  luck of the deal cancels.
* Each seat's player is seeded by the game seed and its seat number only, never by
  its level: a level playing itself makes the same choices in both seatings, so the
  two plays are the same play and the difference is exactly 0.
* The deal's difference is ``((A - B) in play 1 + (A - B) in play 2) / 2``, where
  ``A`` and ``B`` are the two sides' deal totals (score sheet of CL-9, PH-10).
  ``mean``, ``sd`` and ``ci95`` (normal approximation, ``mean +- 1.96 sd / sqrt(n)``)
  are over these per-deal differences; ``win_share`` is the share of deals with a
  positive difference, a tie counting half.

Pure Python (rules core and AI only). Work is shared between processes with
:mod:`multiprocessing`; the result does not depend on the number of processes.
"""

from __future__ import annotations

import gc
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai import make_player
from game.rules import engine
from game.rules.games import get_ruleset, with_players
from game.rules.legal import legal_actions
from game.rules.messages import N_, Refusal, Word
from game.rules.ruleset import RuleSet
from game.rules.state import Phase
from game.rules.view import observe
from game.sim import percentile

MAX_ACTIONS = 50_000
"""A deal longer than this many actions is a defect of a player: the duel stops."""

MAX_GAME_DEALS = 60
"""Deals a whole game of a duel may last; then it stops, won by neither side."""


@dataclass(frozen=True, slots=True)
class Play:
    """One play of a deal (or of a whole game): the deal totals (the final scores)
    of level A and of level B (points), the number of decisions and the seconds
    spent deciding by each level; for a whole game, ``won`` (1: A won it, 0: B,
    0.5: neither, the game stopped after :data:`MAX_GAME_DEALS` deals) and the
    number of ``deals`` played."""

    a: int
    b: int
    decisions: tuple[int, int]
    seconds: tuple[float, float]
    won: float = 0.5
    deals: int = 1


def play_deal(rs: RuleSet, game_seed: int, levels: tuple[str, str], a_side: int,
              a_times: list[float] | None = None, whole: bool = False,
              start_score: int = 0) -> Play:
    """Play the first deal of a fresh game seeded ``game_seed`` (with ``whole``, the
    whole game, to its end or :data:`MAX_GAME_DEALS` deals): level ``levels[0]``
    (A) holds the seats of side ``a_side``, ``levels[1]`` (B) the others (two sides,
    CL and PH partnerships). The seconds of each of A's decisions are appended to
    ``a_times`` if given. Both sides begin at the cumulative score ``start_score``
    (points; the initial-meld minimum follows from it, CL-6.1, PH-4.1). Raises
    RuntimeError for a deal of more than :data:`MAX_ACTIONS` actions."""
    state = engine.new_game(rs, None, game_seed)
    state.scores = [start_score] * rs.sides
    who = [0 if rs.side_of(seat) == a_side else 1 for seat in range(rs.players)]
    players = [make_player(levels[who[seat]], f"{game_seed}:{seat}")
               for seat in range(rs.players)]
    decisions = [0, 0]
    seconds = [0.0, 0.0]
    clock = time.perf_counter
    actions = 0
    while actions < MAX_ACTIONS:
        over = state.phase is Phase.GAME_OVER or len(state.history) >= MAX_GAME_DEALS
        if over or (state.phase is Phase.DEAL_OVER and not whole):
            score = state.history[-1].cumulative if whole else state.history[-1].totals
            won = (0.5 if state.winner is None or not over
                   else 1.0 if state.winner == a_side else 0.0)
            return Play(a=score[a_side], b=score[1 - a_side],
                        decisions=(decisions[0], decisions[1]), seconds=(seconds[0], seconds[1]),
                        won=won, deals=len(state.history))
        if state.phase is Phase.DEAL_OVER:
            actions = 0  # the limit is a deal's
        actions += 1
        seat = state.to_act
        legal = legal_actions(state)
        see = getattr(players[seat], "see", None)
        if see is not None:  # the seeing reference is shown the true state
            see(state)
        t0 = clock()
        action = players[seat].choose(observe(state, seat), legal)
        spent = clock() - t0
        seconds[who[seat]] += spent
        if a_times is not None and who[seat] == 0:
            a_times.append(spent)
        decisions[who[seat]] += 1
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    raise RuntimeError(f"deal seed {game_seed} did not end within {MAX_ACTIONS} actions")


def duplicate_deal(job: tuple[Any, ...]) -> tuple[Play, Play]:
    """Both seatings of one deal (or whole game): ``job`` is (game id or RuleSet,
    table rules, game seed, level A, level B[, whole game: False when left out[,
    start score: 0 when left out]]);
    returns (A on side 0, A on side 1). A module-level function so that a worker
    process can run it."""
    game_id, table_rules, game_seed, a, b, *rest = job
    whole = bool(rest and rest[0])
    start = int(rest[1]) if len(rest) > 1 else 0
    rs = (game_id.with_table_rules(table_rules) if isinstance(game_id, RuleSet)
          else get_ruleset(game_id, table_rules))
    return (play_deal(rs, game_seed, (a, b), 0, whole=whole, start_score=start),
            play_deal(rs, game_seed, (a, b), 1, whole=whole, start_score=start))


def check_levels(*levels: str) -> None:
    """Raise ValueError (listing the valid levels) for an unknown level."""
    for level in levels:
        make_player(level)


def duel(game_id: str | RuleSet, a: str, b: str, deals: int, seed: int = 1, jobs: int = 1,
         table_rules: Mapping[str, Any] | None = None, players: int | None = None,
         progress: Callable[[int, int, float], None] | None = None,
         whole: bool = False, start_score: int = 0) -> dict[str, Any]:
    """Play ``deals`` duplicate deals (seeds ``seed`` .. ``seed + deals - 1``; with
    ``whole``, so many whole games) between levels ``a`` and ``b`` over ``jobs``
    processes and return the summary (see the module docstring; points per deal or
    game, plays per second), both sides beginning at the cumulative score
    ``start_score`` (points). ``game_id`` may be a
    RuleSet, for a game not registered yet (its own players only). ``progress(done,
    deals, seconds)`` is called as deals finish. Raises UnknownGameError,
    TableRuleError or ValueError (unknown level, fewer than one deal or job, a
    player count the game is not played with, a start score at or above the game's
    target)."""
    if isinstance(game_id, RuleSet):
        rs = game_id.with_table_rules(table_rules or {})
    else:
        rs = get_ruleset(game_id, with_players(game_id, table_rules, players))
    check_levels(a, b)
    if deals < 1:
        raise ValueError(Refusal(N_("the number of deals must be at least 1")))
    if jobs < 1:
        raise ValueError(Refusal(N_("the number of jobs must be at least 1")))
    if rs.deals is None and start_score >= rs.target:
        raise ValueError(Refusal(N_("the start score must be below the game's target of "
                                    "{target} points"), target=rs.target))
    if rs.sides != 2:
        raise ValueError(Refusal(N_("{game} is not played by two sides: a duel needs two"),
                                 game=Word(rs.name)))
    rules = rs.table_rules()
    game: str | RuleSet = game_id if isinstance(game_id, RuleSet) else rs.id
    work = [(game, rules, seed + i, a, b, whole, start_score) for i in range(deals)]
    start = time.perf_counter()
    results: list[tuple[Play, Play]] = []
    if jobs == 1:
        for job in work:
            results.append(duplicate_deal(job))
            if progress:
                progress(len(results), deals, time.perf_counter() - start)
    else:
        context = multiprocessing.get_context("spawn")
        chunk = max(1, min(8, deals // (4 * jobs)))
        with context.Pool(jobs) as pool:
            for pair in pool.imap(duplicate_deal, work, chunksize=chunk):
                results.append(pair)
                if progress:
                    progress(len(results), deals, time.perf_counter() - start)
    elapsed = time.perf_counter() - start
    out = summarize(rs, a, b, seed, jobs, results, elapsed, whole)
    if start_score:
        out["start_score"] = start_score
    return out


def summarize(rs: RuleSet, a: str, b: str, seed: int, jobs: int,
              results: list[tuple[Play, Play]], elapsed: float,
              whole: bool = False) -> dict[str, Any]:
    """The duel's summary from its plays (see :func:`duel`); for whole games also
    the share of games A won (``game_win_share``, a game won by neither counting
    half) and the mean number of deals a game."""
    diffs = [((p.a - p.b) + (q.a - q.b)) / 2 for p, q in results]
    n = len(diffs)
    mean = statistics.fmean(diffs)
    sd = statistics.stdev(diffs) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    plays = [p for pair in results for p in pair]
    wins = sum(1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in diffs)

    def side(index: int, level: str) -> dict[str, Any]:
        points = [p.a if index == 0 else p.b for p in plays]
        decided = sum(p.decisions[index] for p in plays)
        spent = sum(p.seconds[index] for p in plays)
        return {"level": level, "mean_score": round(statistics.fmean(points), 1),
                "decision_ms": round(1000 * spent / decided, 3) if decided else None}

    out = {
        "variant": rs.id, "players": rs.players, "table_rules": rs.table_rules(),
        "seed": seed, "deals": n, "plays": len(plays), "jobs": jobs,
        "a": side(0, a), "b": side(1, b),
        "mean": round(mean, 1), "ci95": [round(mean - half, 1), round(mean + half, 1)],
        "sd": round(sd, 1), "win_share": round(wins / n, 4),
        "plays_per_second": round(len(plays) / elapsed, 2) if elapsed else None,
        "seconds": round(elapsed, 1),
    }
    if whole:
        out["whole_games"] = True
        out["game_win_share"] = round(statistics.fmean(p.won for p in plays), 4)
        out["deals_per_game"] = round(statistics.fmean(p.deals for p in plays), 1)
    return out


def stderr_progress(every: float = 10.0) -> Callable[[int, int, float], None]:
    """A progress callback writing one line to standard error at most every
    ``every`` seconds (nothing for a run shorter than that)."""
    last = [0.0]

    def report(done: int, total: int, seconds: float) -> None:
        if seconds - last[0] >= every or (done == total and last[0] > 0):
            last[0] = seconds
            rate = 2 * done / seconds if seconds else 0.0
            from game.i18n import digits, tr

            print(tr("duel: {done}/{total} deals, {rate} plays/s, {seconds} s", done=done,
                     total=total, rate=digits(f"{rate:.1f}"), seconds=digits(f"{seconds:.0f}")),
                  file=sys.stderr, flush=True)

    return report


def decision_times(game_id: str, levels: Sequence[str], deals: int, seed: int = 1
                   ) -> dict[str, dict[str, float | int]]:
    """Per level, the time of its decisions (ms: median, p99, mean, and the number
    of decisions) over ``deals`` deals (seeds ``seed``, ...) in which it holds the
    seats of side 0 against Normal, and ``objects_left``: the objects the garbage
    collector still tracks after the last deal beyond those after the first (each
    counted after a collection; about 0 where nothing leaks, a deal's players and
    the like where something does). Raises ValueError for an unknown level."""
    check_levels(*levels)
    rs = get_ruleset(game_id)
    out: dict[str, dict[str, float | int]] = {}
    for level in levels:
        times: list[float] = []
        tracked = 0
        for i in range(deals):
            play_deal(rs, seed + i, (level, "normal"), 0, times)
            if i == 0:
                tracked = _tracked_objects()
        out[level] = {"decisions": len(times),
                      "median": round(percentile(times, 0.5) * 1000, 3),
                      "p99": round(percentile(times, 0.99) * 1000, 3),
                      "mean": round(statistics.fmean(times) * 1000, 3) if times else 0.0,
                      "objects_left": _tracked_objects() - tracked if deals > 1 else 0}
    return out


def _tracked_objects() -> int:
    """The objects the garbage collector tracks, after a full collection."""
    gc.collect()
    return len(gc.get_objects())
