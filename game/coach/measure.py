"""How far the coach can be trusted, measured (docs/coach.md, "Measured").

Three measurements over first deals dealt from seeds, LEVEL at seat 0 and Normal at
the other seats, seat 0 reviewed with the coach's default settings:

- **calibration** (:func:`realized_cost`): every decision the coach shows is played
  again from the real position, with the TRUE hidden cards, twice: once with the
  move made and once with the coach's line; the rest of the deal is played by the
  same levels as the deal (LEVEL at seat 0, Normal elsewhere) with the same random
  numbers in both. The realized cost is the coach's line's result minus the move
  made's (points, seat 0's side's deal total minus the other sides').
- **discrimination**: shown decisions and estimated cost per deal for each level
  reviewed on the same deals.
- **time**: the CPU seconds one review takes in this process (one core).

:func:`measure_deal` measures one deal and returns a JSON-ready record;
:func:`summarize` turns records into the tables of docs/coach.md. The records are
written one JSON object a line so that a long run can stop and go on
(``python -m game coach-measure``).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Iterable, Mapping, Sequence

from game.ai.levels import make_player
from game.coach.reviewer import (
    DealLog,
    Settings,
    decision_points,
    interval,
    play_deal,
    play_out,
    review,
)
from game.rules import engine
from game.rules.actions import Action
from game.rules.state import GameState


def state_at(log: DealLog, index: int) -> GameState:
    """The true state just before the deal's action ``index`` (all cards known)."""
    state = log.start.copy()
    for action in log.actions[:index]:
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    return state


def finish(state: GameState, line: Sequence[Action], level: str, seed: str) -> float:
    """Play ``line`` from ``state`` (a copy; the first action must be legal, the rest
    are played while legal and the deal goes on), then the rest of the deal with
    ``level`` at seat 0 and Normal elsewhere (seeded by ``seed``): seat 0's side's
    deal total minus the other sides' (points)."""
    players = [make_player(level if s == 0 else "normal", f"{seed}:{s}")
               for s in range(state.ruleset.players)]
    return play_out(state, line, state.ruleset.side_of(0), seed, players)


def realized_cost(log: DealLog, index: int, played: Sequence[Action],
                  suggested: Sequence[Action], level: str, seed: str) -> float:
    """The coach's line's result minus the move made's from the true position before
    action ``index`` of ``log`` (points), the rest played as :func:`finish` plays it
    with the same random numbers in both."""
    state = state_at(log, index)
    return (finish(state, suggested, level, seed) - finish(state, played, level, seed))


def live_times(log: DealLog, seat: int = 0) -> tuple[list[float], int]:
    """The wall seconds the live coach (:func:`game.coach.live.price`, its own
    clock) takes before each of ``seat``'s discards and pile pickups in ``log``,
    and how many it warned of."""
    from game.coach.live import price, watches

    times: list[float] = []
    warned = 0
    for point in decision_points(log, seat):
        action = point.played[0]
        if not watches(action):
            continue
        started = time.perf_counter()
        warning = price(point.view, action)
        times.append(round(time.perf_counter() - started, 3))
        warned += warning is not None
    return times, warned


def measure_live(game_id: str, seed: int, level: str,
                 table_rules: Mapping[str, object] | None = None) -> dict[str, object]:
    """Play the first deal of ``game_id`` from ``seed`` as :func:`measure_deal` does
    and time the live coach before each of seat 0's discards and pile pickups: a
    JSON-ready record (game, seed, level, ``live`` seconds, ``warned``)."""
    log, _end = play_deal(game_id, level, seed, dict(table_rules) if table_rules else None)
    times, warned = live_times(log)
    return {"game": game_id, "seed": seed, "level": level, "live": times, "warned": warned}


def measure_deal(game_id: str, seed: int, level: str, calibrate: bool,
                 settings: Settings | None = None,
                 table_rules: Mapping[str, object] | None = None) -> dict[str, object]:
    """Play the first deal of ``game_id`` from ``seed`` with ``level`` at seat 0 and
    Normal elsewhere, review seat 0 and, if ``calibrate``, replay every shown
    decision for its realized cost. A JSON-ready record: game, seed, level, the
    review's ``cpu`` and ``wall`` seconds, ``judged`` decisions and the ``shown``
    ones (index, kind, grade, cost, low, high and, calibrated, ``realized``)."""
    settings = settings or Settings()
    log, _end = play_deal(game_id, level, seed, dict(table_rules) if table_rules else None)
    cpu, wall = time.process_time(), time.perf_counter()
    result = review(log, 0, settings)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    lines = {p.index: p.played for p in decision_points(log, 0)} if calibrate else {}
    shown: list[dict[str, object]] = []
    for d in result.decisions:
        record: dict[str, object] = {"index": d.index, "kind": d.kind, "grade": d.grade,
                                     "cost": round(d.cost, 1), "low": round(d.low, 1),
                                     "high": round(d.high, 1)}
        if calibrate:
            record["realized"] = realized_cost(log, d.index, lines[d.index],
                                               d.suggested_line, level,
                                               f"calibrate|{seed}|{d.index}")
        shown.append(record)
    return {"game": game_id, "seed": seed, "level": level, "worlds": settings.worlds,
            "cpu": round(cpu, 3), "wall": round(wall, 3), "judged": len(result.judged),
            "shown": shown}


def _mean_interval(values: Sequence[float], digits: int = 1) -> dict[str, object]:
    if not values:
        return {"n": 0}
    mean, low, high = interval(values)
    return {"n": len(values), "mean": round(mean, digits),
            "interval": [round(low, digits) if math.isfinite(low) else None,
                         round(high, digits) if math.isfinite(high) else None]}


def _correlation(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    if len(xs) < 3 or statistics.pstdev(xs) == 0 or statistics.pstdev(ys) == 0:
        return None
    return round(statistics.correlation(xs, ys), 3)


def _quantile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summarize(records: Iterable[Mapping[str, object]]) -> dict[str, object]:
    """The measurements of ``records`` (from :func:`measure_deal`) per game and level:
    ``live coach`` (seconds before a move: median, p99, worst; warnings),
    ``calibration`` (flags replayed: the mean realized cost with its 95% interval,
    the correlation of estimated and realized cost, the shares of realized costs
    above, at and below 0, and the same for the estimates), ``discrimination`` (deals, shown
    decisions and estimated cost per deal, with intervals) and ``time`` (CPU
    seconds per review: median, worst)."""
    out: dict[str, dict[str, object]] = {}
    groups: dict[tuple[str, str], list[Mapping[str, object]]] = {}
    for record in records:
        groups.setdefault((str(record["game"]), str(record["level"])), []).append(record)
    for (game_id, level), group in sorted(groups.items()):
        entry: dict[str, object] = {}
        live = [_num(t) for r in group for t in _list(r.get("live"))]
        if live:
            entry["live coach"] = {
                "deals": sum(1 for r in group if "live" in r), "moves": len(live),
                "median": round(statistics.median(live), 3),
                "p99": round(_quantile(live, 0.99), 3), "worst": round(max(live), 3),
                "warned": sum(int(_num(r.get("warned", 0))) for r in group)}
        rows = [r for r in group if "cpu" in r]
        out.setdefault(game_id, {})[level] = entry
        if not rows:
            continue
        flags = [f for r in rows for f in _shown(r)]
        cost_per_deal = [sum(_num(f["cost"]) for f in _shown(r)) for r in rows]
        cpu = [_num(r["cpu"]) for r in rows]
        entry.update({
            "deals": len(rows),
            "discrimination": {
                "shown per deal": _mean_interval([float(len(_shown(r))) for r in rows], 2),
                "estimated cost per deal": _mean_interval(cost_per_deal),
                "judged per deal": round(statistics.fmean(_num(r["judged"]) for r in rows),
                                         1)},
            "time": {"median": round(statistics.median(cpu), 2), "worst": round(max(cpu), 2),
                     "p90": round(_quantile(cpu, 0.9), 2)},
        })
        replayed = [f for f in flags if f.get("realized") is not None]
        if replayed:
            real = [_num(f["realized"]) for f in replayed]
            est = [_num(f["cost"]) for f in replayed]
            entry["calibration"] = {
                "flags": len(replayed),
                "realized": _mean_interval(real),
                "estimated": _mean_interval(est),
                "correlation": _correlation(est, real),
                "share realized above 0": round(sum(r > 0 for r in real) / len(real), 3),
                "share realized 0": round(sum(r == 0 for r in real) / len(real), 3),
                "share realized below 0": round(sum(r < 0 for r in real) / len(real), 3),
                "by grade": {g: _mean_interval([_num(f["realized"]) for f in replayed
                                                if f["grade"] == g])
                             for g in sorted({str(f["grade"]) for f in replayed})},
                "by kind": {k: _mean_interval([_num(f["realized"]) for f in replayed
                                               if f["kind"] == k])
                            for k in sorted({str(f["kind"]) for f in replayed})},
            }
    return dict(out)


def _num(value: object) -> float:
    """A record's number (points, seconds); TypeError for anything else."""
    if isinstance(value, (int, float)):
        return float(value)
    raise TypeError(f"not a number: {value!r}")


def _list(value: object) -> list[object]:
    return list(value) if isinstance(value, list) else []


def _shown(record: Mapping[str, object]) -> list[Mapping[str, object]]:
    return [f for f in _list(record.get("shown")) if isinstance(f, Mapping)]
