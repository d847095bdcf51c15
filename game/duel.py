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

* A side's level may name one level for each of its seats, joined by ``/`` in
  seat order (``normal/hard``: the side's first seat Normal, its partner Hard), to
  measure what a partner is worth (docs/strength.md, "Partners").
* With ``blunders`` (``--blunders``) each play also counts, per side, two mistakes a
  partner dreads (:func:`~game.ai.blunders.blunder_of`): a discard that lets the next
  player take a large pile while another discard would not have (judged in the true
  cards, as ``python -m game feeding`` does), and a wild card laid into a meld of a
  rank while the side lacks its wild canasta (PH-3.5, MA-3.5; the coach's "wild into
  mixed").
* With ``out`` (``--out FILE``) each duplicate deal is written to FILE as one JSON
  line as soon as it is played, and a run goes on from the deals FILE already holds
  (:func:`load_records`): a long measure may be stopped and resumed, and two record
  files of the same seeds give the share of a gap (:func:`gap`, ``python -m game
  gap``) with a paired bootstrap interval.

Pure Python (rules core and AI only). Work is shared between processes with
:mod:`multiprocessing`; the result does not depend on the number of processes.
"""

from __future__ import annotations

import gc
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.ai import make_player
from game.ai.blunders import BLUNDERS, blunder_of
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

BOOTSTRAP = 2000
"""Resamples of the paired bootstrap of :func:`gap`."""


@dataclass(frozen=True, slots=True)
class Play:
    """One play of a deal (or of a whole game): the deal totals (the final scores)
    of level A and of level B (points), the number of decisions and the seconds
    spent deciding by each level; for a whole game, ``won`` (1: A won it, 0: B,
    0.5: neither, the game stopped after :data:`MAX_GAME_DEALS` deals) and the
    number of ``deals`` played; with ``blunders``, A's and B's count of each of
    :data:`BLUNDERS` (empty when not counted)."""

    a: int
    b: int
    decisions: tuple[int, int]
    seconds: tuple[float, float]
    won: float = 0.5
    deals: int = 1
    blunders: tuple[tuple[int, ...], ...] = ()


def seat_levels(levels: tuple[str, str], rs: RuleSet, a_side: int) -> list[str]:
    """The level of each seat when level ``levels[0]`` (A) holds the seats of side
    ``a_side``: a level naming one per seat (``normal/hard``) gives them to its
    side's seats in seat order, round and round."""
    out: list[str] = []
    taken = [0, 0]
    for seat in range(rs.players):
        who = 0 if rs.side_of(seat) == a_side else 1
        names = levels[who].split("/")
        out.append(names[taken[who] % len(names)])
        taken[who] += 1
    return out


def play_deal(rs: RuleSet, game_seed: int, levels: tuple[str, str], a_side: int,
              a_times: list[float] | None = None, whole: bool = False,
              start_score: int = 0, blunders: bool = False) -> Play:
    """Play the first deal of a fresh game seeded ``game_seed`` (with ``whole``, the
    whole game, to its end or :data:`MAX_GAME_DEALS` deals): level ``levels[0]``
    (A) holds the seats of side ``a_side``, ``levels[1]`` (B) the others (two sides,
    CL and PH partnerships; a level may name one per seat, :func:`seat_levels`).
    The seconds of each of A's decisions are appended to ``a_times`` if given.
    Both sides begin at the cumulative score ``start_score`` (points; the
    initial-meld minimum follows from it, CL-6.1, PH-4.1). With ``blunders``, each
    side's :data:`~game.ai.blunders.BLUNDERS` are counted
    (:func:`~game.ai.blunders.blunder_of`). Raises RuntimeError
    for a deal of more than :data:`MAX_ACTIONS` actions."""
    state = engine.new_game(rs, None, game_seed)
    state.scores = [start_score] * rs.sides
    who = [0 if rs.side_of(seat) == a_side else 1 for seat in range(rs.players)]
    players = [make_player(level, f"{game_seed}:{seat}")
               for seat, level in enumerate(seat_levels(levels, rs, a_side))]
    decisions = [0, 0]
    seconds = [0.0, 0.0]
    mistakes = [[0] * len(BLUNDERS) for _ in range(2)]
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
                        won=won, deals=len(state.history),
                        blunders=tuple(map(tuple, mistakes)) if blunders else ())
        if state.phase is Phase.DEAL_OVER:
            actions = 0  # the limit is a deal's
        actions += 1
        seat = state.to_act
        legal = legal_actions(state)
        see = getattr(players[seat], "see", None)
        if see is not None:  # the seeing reference is shown the true state
            see(state)
        view = observe(state, seat)
        t0 = clock()
        action = players[seat].choose(view, legal)
        spent = clock() - t0
        if blunders:
            kind = blunder_of(state, view, legal, action)
            if kind is not None:
                mistakes[who[seat]][kind] += 1
        seconds[who[seat]] += spent
        if a_times is not None and who[seat] == 0:
            a_times.append(spent)
        decisions[who[seat]] += 1
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    raise RuntimeError(f"deal seed {game_seed} did not end within {MAX_ACTIONS} actions")


def duplicate_deal(job: tuple[Any, ...]) -> tuple[Play, Play]:
    """Both seatings of one deal (or whole game): ``job`` is (game id or RuleSet,
    table rules, game seed, level A, level B[, whole game: False when left out[,
    start score: 0 when left out[, count blunders: False when left out]]]);
    returns (A on side 0, A on side 1). A module-level function so that a worker
    process can run it."""
    game_id, table_rules, game_seed, a, b, *rest = job
    whole = bool(rest and rest[0])
    start = int(rest[1]) if len(rest) > 1 else 0
    counted = bool(rest[2]) if len(rest) > 2 else False
    rs = (game_id.with_table_rules(table_rules) if isinstance(game_id, RuleSet)
          else get_ruleset(game_id, table_rules))
    return (play_deal(rs, game_seed, (a, b), 0, whole=whole, start_score=start,
                      blunders=counted),
            play_deal(rs, game_seed, (a, b), 1, whole=whole, start_score=start,
                      blunders=counted))


def check_levels(*levels: str) -> None:
    """Raise ValueError (listing the valid levels) for an unknown level (a level
    naming one per seat, ``normal/hard``, is checked name by name)."""
    for level in levels:
        for name in level.split("/"):
            make_player(name)


def record_of(rs: RuleSet, a: str, b: str, seed: int, pair: tuple[Play, Play],
              whole: bool, start_score: int) -> dict[str, Any]:
    """One duplicate deal as a JSON object (a line of a record file, :func:`duel`'s
    ``out``): what was played and the two plays (:class:`Play`'s fields)."""
    return {"variant": rs.id, "players": rs.players, "table_rules": rs.table_rules(),
            "a": a, "b": b, "whole": whole, "start_score": start_score, "seed": seed,
            "plays": [asdict(play) for play in pair]}


def cut_torn_line(path: Path) -> None:
    """Remove a last line without its end from the record file ``path`` (a run
    stopped while writing it), so that the next record starts a line of its own;
    raises OSError when the file cannot be rewritten."""
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        path.write_bytes(data[:data.rfind(b"\n") + 1])


def play_of(data: dict[str, Any]) -> Play:
    """A :class:`Play` from its JSON object (:func:`record_of`); raises KeyError or
    TypeError for an object of another shape."""
    return Play(a=int(data["a"]), b=int(data["b"]),
                decisions=(int(data["decisions"][0]), int(data["decisions"][1])),
                seconds=(float(data["seconds"][0]), float(data["seconds"][1])),
                won=float(data["won"]), deals=int(data["deals"]),
                blunders=tuple(tuple(int(n) for n in side) for side in data["blunders"]))


def load_records(path: Path, same: dict[str, Any] | None = None
                 ) -> dict[int, tuple[Play, Play]]:
    """The duplicate deals a record file holds, by game seed (empty for a file not
    there; a last line without its end, cut off by a run that was stopped, is left
    out). With ``same``, every line must agree with it on each of its keys (the
    game, its players and table rules, the levels, whole games, the start score).
    Raises ValueError naming the file and the line for a line that is not a record
    or records another duel."""
    out: dict[int, tuple[Play, Play]] = {}
    if not path.exists():
        return out
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    if lines and not text.endswith("\n"):
        lines.pop()  # cut off as it was written (a run stopped): played again
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            plays = (play_of(data["plays"][0]), play_of(data["plays"][1]))
            seed = int(data["seed"])
            other = [key for key, value in (same or {}).items() if data[key] != value]
        except (ValueError, KeyError, TypeError, IndexError):
            raise ValueError(Refusal(N_("line {line} of {file} is not a duel's record"),
                                     line=number, file=str(path))) from None
        if other:
            raise ValueError(Refusal(
                N_("line {line} of {file} records another duel (its {keys} differ)"),
                line=number, file=str(path), keys=", ".join(other)))
        out[seed] = plays
    return out


def duel(game_id: str | RuleSet, a: str, b: str, deals: int, seed: int = 1, jobs: int = 1,
         table_rules: Mapping[str, Any] | None = None, players: int | None = None,
         progress: Callable[[int, int, float], None] | None = None,
         whole: bool = False, start_score: int = 0, blunders: bool = False,
         out: Path | None = None) -> dict[str, Any]:
    """Play ``deals`` duplicate deals (seeds ``seed`` .. ``seed + deals - 1``; with
    ``whole``, so many whole games) between levels ``a`` and ``b`` over ``jobs``
    processes and return the summary (see the module docstring; points per deal or
    game, plays per second), both sides beginning at the cumulative score
    ``start_score`` (points); with ``blunders``, each side's :data:`BLUNDERS` per
    100 plays. With ``out``, each deal is appended to that record file as it is
    played and the deals it already holds are not played again (the summary is
    over all the deals asked for). ``game_id`` may be a
    RuleSet, for a game not registered yet (its own players only). ``progress(done,
    deals, seconds)`` is called as deals finish. Raises UnknownGameError,
    TableRuleError or ValueError (unknown level, fewer than one deal or job, a
    player count the game is not played with, a start score at or above the game's
    target, a record file of another duel or not of records) and OSError when the
    record file cannot be written."""
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
    same = {"variant": rs.id, "players": rs.players, "table_rules": rules, "a": a, "b": b,
            "whole": whole, "start_score": start_score}
    done = load_records(out, same) if out is not None else {}
    if out is not None and out.exists():
        cut_torn_line(out)
    seeds = [s for s in range(seed, seed + deals) if s not in done]
    work = [(game, rules, s, a, b, whole, start_score, blunders) for s in seeds]
    start = time.perf_counter()
    played: dict[int, tuple[Play, Play]] = {}

    def finished(game_seed: int, pair: tuple[Play, Play]) -> None:
        played[game_seed] = pair
        if out is not None:
            with out.open("a", encoding="utf-8") as file:
                file.write(json.dumps(record_of(rs, a, b, game_seed, pair, whole, start_score))
                           + "\n")
        if progress:
            progress(len(played), len(seeds), time.perf_counter() - start)

    if jobs == 1:
        for game_seed, job in zip(seeds, work, strict=True):
            finished(game_seed, duplicate_deal(job))
    elif work:
        context = multiprocessing.get_context("spawn")
        chunk = max(1, min(8, len(work) // (4 * jobs)))
        with context.Pool(jobs) as pool:
            for game_seed, pair in zip(seeds, pool.imap(duplicate_deal, work, chunksize=chunk),
                                       strict=True):
                finished(game_seed, pair)
    elapsed = time.perf_counter() - start
    results = [played[s] if s in played else done[s] for s in range(seed, seed + deals)]
    summary = summarize(rs, a, b, seed, jobs, results, elapsed, whole,
                        played=2 * len(played))
    if start_score:
        summary["start_score"] = start_score
    if blunders:
        summary["blunders_per_100"] = blunders_per_100(results)
    return summary


def blunders_per_100(results: Sequence[tuple[Play, Play]]) -> dict[str, dict[str, float] | None]:
    """Each side's :data:`BLUNDERS` per 100 plays (a deal played twice is two plays),
    among the plays that counted them (None for a side when none did)."""
    counted = [p for pair in results for p in pair if p.blunders]
    out: dict[str, dict[str, float] | None] = {}
    for index, side in enumerate(("a", "b")):
        out[side] = ({name: round(100 * sum(p.blunders[index][k] for p in counted)
                                  / len(counted), 2)
                      for k, name in enumerate(BLUNDERS)} if counted else None)
    return out


def deal_differences(results: Mapping[int, tuple[Play, Play]]) -> dict[int, float]:
    """Each duplicate deal's difference A - B (points; see the module), by seed."""
    return {s: ((p.a - p.b) + (q.a - q.b)) / 2 for s, (p, q) in results.items()}


def gap(closer: Path, reference: Path, reps: int = BOOTSTRAP, seed: int = 1
        ) -> dict[str, Any]:
    """The share of a gap that one level closes: ``closer`` and ``reference`` are
    record files of two duels against the same level B (``hard`` against
    ``normal`` and ``seeing`` against ``normal``, say); on the seeds both hold, the
    share is mean(closer's differences) / mean(reference's differences), with a
    95% interval from a paired bootstrap over deals (``reps`` resamples of the
    seeds, each taking both files' difference of a deal together; percentile
    interval). Also each duel's mean with its 95% interval (points a deal), and
    ``difference``: closer minus reference deal by deal (each seed's two
    differences subtracted), its mean and 95% interval (points a deal). Raises
    ValueError when the files hold no seed in common, are of other games or
    levels B, or are not record files."""
    one, two = load_records(closer), load_records(reference)
    about = [_about(closer), _about(reference)]
    if about[0] != about[1]:
        raise ValueError(Refusal(N_("{one} and {two} are not duels of the same game "
                                    "against the same level"),
                                 one=str(closer), two=str(reference)))
    seeds = sorted(set(one) & set(two))
    if not seeds:
        raise ValueError(Refusal(N_("{one} and {two} hold no deal of the same seed"),
                                 one=str(closer), two=str(reference)))
    x = deal_differences({s: one[s] for s in seeds})
    y = deal_differences({s: two[s] for s in seeds})
    xs, ys = [x[s] for s in seeds], [y[s] for s in seeds]
    rng = random.Random(seed)
    n = len(seeds)
    shares: list[float] = []
    for _ in range(reps):
        picks = [rng.randrange(n) for _ in range(n)]
        below = sum(ys[i] for i in picks)
        if below:
            shares.append(sum(xs[i] for i in picks) / below)
    shares.sort()
    mean_y = statistics.fmean(ys)

    def summary(values: list[float]) -> dict[str, Any]:
        mean = statistics.fmean(values)
        half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0
        return {"mean": round(mean, 1), "ci95": [round(mean - half, 1), round(mean + half, 1)]}

    return {"variant": about[0][0], "b": about[0][1], "deals": n,
            "seeds": [seeds[0], seeds[-1]],
            "closer": {"level": _level_of(closer), **summary(xs)},
            "reference": {"level": _level_of(reference), **summary(ys)},
            "difference": summary([a - b for a, b in zip(xs, ys, strict=True)]),
            "share": round(statistics.fmean(xs) / mean_y, 3) if mean_y else None,
            "share_ci95": ([round(percentile(shares, 0.025), 3),
                            round(percentile(shares, 0.975), 3)] if shares else None),
            "bootstrap": reps}


def _first_record(path: Path) -> dict[str, Any]:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            return dict(json.loads(line))
    raise ValueError(Refusal(N_("{file} holds no duel's record"), file=str(path)))


def _about(path: Path) -> tuple[Any, ...]:
    data = _first_record(path)
    return (data["variant"], data["b"], data["players"], json.dumps(data["table_rules"]),
            data["whole"], data["start_score"])


def _level_of(path: Path) -> str:
    return str(_first_record(path)["a"])


def summarize(rs: RuleSet, a: str, b: str, seed: int, jobs: int,
              results: list[tuple[Play, Play]], elapsed: float,
              whole: bool = False, played: int | None = None) -> dict[str, Any]:
    """The duel's summary from its plays (see :func:`duel`); for whole games also
    the share of games A won (``game_win_share``, a game won by neither counting
    half) and the mean number of deals a game. ``played``: the plays of these that
    took the ``elapsed`` seconds (all of them when None; fewer when some came from a
    record file)."""
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
        "plays_per_second": (round((len(plays) if played is None else played) / elapsed, 2)
                             if elapsed and played != 0 else None),
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
