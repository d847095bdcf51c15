"""AI-only games for ``python -m game simulate`` and ``python -m game bench``.

Pure Python (rules core and AI only): usable without a display.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai import make_player
from game.rules import engine
from game.rules.games import REGISTRY, get_ruleset, player_counts, with_players
from game.rules.legal import legal_actions
from game.rules.messages import N_, Refusal
from game.rules.ruleset import RuleSet
from game.rules.state import GameState, Phase
from game.rules.view import observe


@dataclass
class GameResult:
    """One simulated game: deal scores per side, final totals, the winner (or None
    when ``max_deals`` ran out first)."""

    seed: int
    deal_totals: list[tuple[int, ...]]
    final: tuple[int, ...]
    winner: int | None
    actions: int


@dataclass
class Timing:
    """Seconds spent per decision and per legal_actions call."""

    decisions: list[float] = field(default_factory=list)
    listings: list[float] = field(default_factory=list)


def seat_levels(rs: RuleSet, seats: Sequence[str] | None) -> list[str]:
    """One level per seat: ``seats`` cycled over the table (default all Normal).
    Raises ValueError naming a bad level."""
    levels = list(seats or ["normal"])
    for level in levels:
        make_player(level)
    return [levels[i % len(levels)] for i in range(rs.players)]


def play_game(rs: RuleSet, seed: int, levels: Sequence[str], max_deals: int = 40,
              timing: Timing | None = None, deals: int | None = None) -> GameResult:
    """Play one game with computer players; stop after ``deals`` deals if given,
    else at the game's end or after ``max_deals``."""
    state: GameState = engine.new_game(rs, None, seed)
    players = [make_player(level, f"{seed}:{i}") for i, level in enumerate(levels)]
    actions = 0
    clock = time.perf_counter
    limit = deals if deals is not None else max_deals
    while True:
        if state.phase is Phase.GAME_OVER:
            break
        if state.phase is Phase.DEAL_OVER:
            if len(state.history) >= limit:
                break
            state, _ = engine.apply_unchecked(state, engine.NextDeal(), in_place=True)
            continue
        seat = state.to_act
        t0 = clock()
        legal = legal_actions(state)
        t1 = clock()
        action = players[seat].choose(observe(state, seat), legal)
        t2 = clock()
        if timing is not None:
            timing.listings.append(t1 - t0)
            timing.decisions.append(t2 - t1)
        state, _ = engine.apply_unchecked(state, action, in_place=True)
        actions += 1
    return GameResult(seed=seed, deal_totals=[h.totals for h in state.history],
                      final=tuple(state.scores), winner=state.winner, actions=actions)


def mean_ci95(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and a normal-approximation 95% confidence interval (points)."""
    if not values:
        return (0.0, 0.0, 0.0)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return (mean, mean, mean)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return (mean, mean - half, mean + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def simulate(game_id: str, games: int, seed: int, seats: Sequence[str] | None = None,
             table_rules: Mapping[str, Any] | None = None, max_deals: int = 40,
             report=None, players: int | None = None) -> dict[str, Any]:
    """Play ``games`` AI-only games from seeds ``seed``, ``seed+1``, ... and return the
    summary (deals, mean points per deal per side with 95% CI, deals per second,
    decision time median and p99 in milliseconds). ``report(result)`` is called
    after each game. Raises UnknownGameError/TableRuleError/ValueError (also for
    fewer than one game or deal, and for a number of ``players`` the game is not
    played by)."""
    if games < 1:
        raise ValueError(Refusal(N_("the number of games must be at least 1")))
    if max_deals < 1:
        raise ValueError(Refusal(N_("the number of deals must be at least 1")))
    rs = get_ruleset(game_id, with_players(game_id, table_rules, players))
    levels = seat_levels(rs, seats)
    timing = Timing()
    results = []
    start = time.perf_counter()
    for i in range(games):
        result = play_game(rs, seed + i, levels, max_deals, timing)
        results.append(result)
        if report:
            report(result)
    elapsed = time.perf_counter() - start
    deals = sum(len(r.deal_totals) for r in results)
    per_side = []
    for side in range(rs.sides):
        mean, lo, hi = mean_ci95([t[side] for r in results for t in r.deal_totals])
        per_side.append({"side": side, "levels": sorted({levels[s] for s in range(rs.players)
                                                         if rs.side_of(s) == side}),
                         "mean": round(mean, 1), "ci95": [round(lo, 1), round(hi, 1)],
                         "wins": sum(1 for r in results if r.winner == side)})
    return {
        "variant": rs.id, "games": games, "seed": seed, "seats": levels,
        "table_rules": rs.table_rules(), "deals": deals,
        "unfinished_games": sum(1 for r in results if r.winner is None),
        "mean_points_per_deal": per_side,
        "deals_per_second": round(deals / elapsed, 2) if elapsed else None,
        "decision_ms": {"median": round(percentile(timing.decisions, 0.5) * 1000, 3),
                        "p99": round(percentile(timing.decisions, 0.99) * 1000, 3)},
        "legal_actions_ms": {"median": round(percentile(timing.listings, 0.5) * 1000, 3),
                             "p99": round(percentile(timing.listings, 0.99) * 1000, 3)},
        "seconds": round(elapsed, 2),
    }


def bench_variants() -> list[tuple[str, str, int]]:
    """Every registered game at every player count it is played by: (name, game
    id, players), the name being the game id, with ``-N`` for a count other than
    the game's own ("dollars-6")."""
    out = []
    for game_id, rs in REGISTRY.items():
        for players in player_counts(game_id):
            name = game_id if players == rs.players else f"{game_id}-{players}"
            out.append((name, game_id, players))
    return out


def bench(deals: int = 100, seed: int = 1, level: str = "normal") -> dict[str, Any]:
    """Self-play figures per game and player count (:func:`bench_variants`), every
    seat of ``level`` (Normal; ``"random"``: random play, the rules alone at work):
    deals per second (legal listing and decisions included), decision and
    legal_actions time median and p99 (ms). Raises ValueError for an unknown
    level."""
    out = {}
    for name, game_id, players in bench_variants():
        rs = get_ruleset(game_id, with_players(game_id, None, players))
        levels = seat_levels(rs, [level])
        timing = Timing()
        start = time.perf_counter()
        played = 0
        i = 0
        while played < deals:
            result = play_game(rs, seed + i, levels, timing=timing,
                               deals=min(5, deals - played))
            played += len(result.deal_totals)
            i += 1
        elapsed = time.perf_counter() - start
        out[name] = {
            "deals": played,
            "deals_per_second": round(played / elapsed, 2),
            "decision_ms": {"median": round(percentile(timing.decisions, 0.5) * 1000, 3),
                            "p99": round(percentile(timing.decisions, 0.99) * 1000, 3)},
            "legal_actions_ms": {"median": round(percentile(timing.listings, 0.5) * 1000, 3),
                                 "p99": round(percentile(timing.listings, 0.99) * 1000, 3)},
        }
    return out
