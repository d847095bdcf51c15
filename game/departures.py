"""Where Hard and the seeing reference leave Normal's choice, and what each departure is
worth, in truth and in Hard's eyes (docs/strength.md, "Where Classic's gap lies").

First deals dealt from seeds, as in a duel: Hard holds one side (side ``seed % 2``)
against Normal. At each decision of Hard's side three players are asked: Normal
(Hard's own, :attr:`~game.ai.hard.HardPlayer.normal`), Hard, and the seeing reference
(:class:`~game.ai.seeing.SeeingPlayer`, Hard's search shown the true state, with
Hard's seed). Where Hard or the seeing reference leaves Normal's choice, each
departure is played against Normal's choice in the same worlds, to the deal's end
(or the game's horizon, :attr:`~game.ai.policy.AIProfile.horizon`) with Normal in
every seat (:func:`~game.ai.hard.played_out`): in worlds holding the true hands, the
stock, feet and bonus cards dealt at random by their counts
(:func:`~game.ai.seeing.seeing_world`), its worth in truth; in worlds dealt as Hard
deals them (:func:`~game.ai.hard.game_world`), its worth as Hard can see it. The deal
goes on with Hard's choice.

A departure's kind (:data:`KINDS`): ``take`` the pile where Normal draws, ``draw``
where Normal takes it (CL-5, PH-5.4), ``guard`` a discard the pile guard changed and
kept (:meth:`~game.ai.hard.HardPlayer.safe_discard`), ``discard`` any other discard,
``other`` the rest (holding the turn's melds, PH-8).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import statistics
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from game.ai.hard import HardPlayer, game_world, played_out
from game.ai.levels import make_player
from game.ai.profiles import profile_for
from game.ai.seeing import SeeingPlayer, seeing_world
from game.rules import engine
from game.rules.actions import Action, Discard, Draw, TakePile
from game.rules.games import get_ruleset
from game.rules.legal import legal_actions
from game.rules.messages import N_, Refusal, Word
from game.rules.state import GameState, Phase
from game.rules.view import PlayerView, observe

KINDS = ("take", "draw", "guard", "discard", "other")
"""The kinds of departure from Normal's choice (see the module)."""

WORLDS = 24
"""Worlds each departure is played in, of each sort (true hands, Hard's)."""

LEVELS = ("hard", "seeing")
"""The two players whose departures are judged."""

Judge = Callable[[random.Random], GameState | None]


def kind_of(player: HardPlayer, view: PlayerView, legal: Sequence[Action], normal: Action,
            choice: Action, guarded: bool) -> str | None:
    """The kind (:data:`KINDS`) of ``choice`` as a departure from Normal's ``normal``,
    or None where it is Normal's; ``guarded``: the pile guard changed Normal's
    discard on the way (the player's :attr:`~game.ai.hard.HardPlayer.guarded` rose)."""
    if choice == normal:
        return None
    if isinstance(choice, TakePile) and isinstance(normal, Draw):
        return "take"
    if isinstance(choice, Draw) and isinstance(normal, TakePile):
        return "draw"
    if isinstance(choice, Discard) and isinstance(normal, Discard):
        if guarded and player.safe_discard(view, legal, normal)[0] == choice:
            return "guard"
        return "discard"
    return "other"


def worth(view: PlayerView, choice: Action, normal: Action, deal: Judge, worlds: int,
          horizon: int | None, label: str) -> float | None:
    """The mean of ``choice``'s deal difference less ``normal``'s (points, the chooser's
    side less the other), each played to the deal's end (or ``horizon`` turns) with
    Normal in every seat, in ``worlds`` worlds of ``deal``; None when no world agrees
    with the view."""
    differences = []
    for i in range(worlds):
        world = deal(random.Random(f"{label}|{i}"))
        if world is None:
            continue
        seed = f"{label}|rollout|{i}"
        differences.append(played_out(world, choice, view.side, seed, horizon)[0]
                           - played_out(world, normal, view.side, seed, horizon)[0])
    return statistics.fmean(differences) if differences else None


def deal_departures(job: tuple[str, dict[str, Any] | None, int, int]) -> list[dict[str, Any]]:
    """The departures of one first deal: ``job`` is (game id, table rules, seed,
    worlds). One row per position where Hard or the seeing reference leaves Normal's
    choice: its turn, the pile's size, and for each of :data:`LEVELS` its kind (None:
    Normal's choice) and worth in truth and in Hard's worlds (points; None where
    Normal's). A module-level function so that a worker process can run it."""
    game_id, table_rules, seed, worlds = job
    state = engine.new_game(game_id, table_rules, seed)
    rs = state.ruleset
    horizon = profile_for(rs).horizon
    a_side = seed % 2
    players = [make_player("hard" if rs.side_of(s) == a_side else "normal", f"{seed}:{s}")
               for s in range(rs.players)]
    seers = {s: SeeingPlayer(f"{seed}:{s}") for s in range(rs.players)
             if rs.side_of(s) == a_side}
    rows: list[dict[str, Any]] = []
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        seat = state.to_act
        legal = legal_actions(state)
        view = observe(state, seat)
        player = players[seat]
        if seat not in seers or not isinstance(player, HardPlayer):
            action = player.choose(view, legal)
            state, _ = engine.apply_unchecked(state, action, in_place=True)
            continue
        normal = player.normal.choose(view, legal)
        choices: dict[str, tuple[Action, str | None]] = {}
        for level, chooser in (("hard", player), ("seeing", seers[seat])):
            if isinstance(chooser, SeeingPlayer):
                chooser.see(state)
            before = chooser.guarded
            choice = chooser.choose(view, legal)
            choices[level] = (choice, kind_of(chooser, view, legal, normal, choice,
                                              chooser.guarded > before))
        if any(kind for _, kind in choices.values()):
            judges: dict[str, Judge] = {"truth": partial(seeing_world, view, state),
                                        "hard's worlds": partial(game_world, view)}
            row: dict[str, Any] = {"seed": seed, "turn": state.turn_no,
                                   "pile": len(state.pile), "normal": str(normal)}
            for level, (choice, kind) in choices.items():
                row[level] = {"kind": kind, "choice": str(choice)}
                for name, judge in judges.items():
                    row[level][name] = (None if kind is None else worth(
                        view, choice, normal, judge, worlds, horizon,
                        f"{seed}|{state.turn_no}|{name}"))
            rows.append(row)
        state, _ = engine.apply_unchecked(state, choices["hard"][0], in_place=True)
    return rows


def summarize(rows: Sequence[dict[str, Any]], deals: int) -> dict[str, Any]:
    """For each of :data:`LEVELS` and kind (:data:`KINDS`): the departures, their
    worth in truth a deal (their sum over ``deals``, points) and each (mean, with a 95%
    half-interval), and each as Hard's worlds judge it; and ``seeing alone``, the
    same for the seeing reference's departures where Hard kept Normal's choice."""
    def cell(found: list[dict[str, Any]]) -> dict[str, Any]:
        truth = [r["truth"] for r in found if r["truth"] is not None]
        seen = [r["hard's worlds"] for r in found if r["hard's worlds"] is not None]
        half = (1.96 * statistics.stdev(truth) / math.sqrt(len(truth))
                if len(truth) > 1 else None)
        return {"departures": len(found),
                "a deal in truth": round(sum(truth) / deals, 1) if deals else None,
                "each in truth": round(statistics.fmean(truth), 1) if truth else None,
                "95% half-interval": None if half is None else round(half, 1),
                "each in hard's worlds": round(statistics.fmean(seen), 1) if seen else None}

    def by_kind(found: list[dict[str, Any]]) -> dict[str, Any]:
        kinds = {kind: [f for f in found if f["kind"] == kind] for kind in KINDS}
        return {"all": cell(found), **{kind: cell(k) for kind, k in kinds.items() if k}}

    out = {level: by_kind([r[level] for r in rows if r[level]["kind"]]) for level in LEVELS}
    out["seeing alone"] = by_kind([r["seeing"] for r in rows
                                   if r["seeing"]["kind"] and not r["hard"]["kind"]])
    return out


def departures(game_id: str, deals: int, seed: int = 1, worlds: int = WORLDS, jobs: int = 1,
               table_rules: dict[str, Any] | None = None) -> dict[str, Any]:
    """Hard's and the seeing reference's departures from Normal on the first deals
    of ``game_id`` from seeds ``seed`` to ``seed + deals - 1`` (see the module), each
    played in ``worlds`` worlds of each sort, over ``jobs`` processes: the game, the
    deals, the seed, the worlds, the positions either player departed from, and
    :func:`summarize`'s table.
    Raises UnknownGameError or TableRuleError, and ValueError for fewer than one
    deal, world or job or a game not played by two sides."""
    rs = get_ruleset(game_id, table_rules)
    for count, option in ((deals, "--deals"), (worlds, "--worlds"), (jobs, "--jobs")):
        if count < 1:
            raise ValueError(Refusal(N_("{option} must be at least {least}"),
                                     option=option, least=1))
    if rs.sides != 2:
        raise ValueError(Refusal(N_("{game} is not played by two sides: a duel needs two"),
                                 game=Word(rs.name)))
    work = [(rs.id, table_rules, s, worlds) for s in range(seed, seed + deals)]
    if jobs == 1:
        found = [deal_departures(job) for job in work]
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            found = pool.map(deal_departures, work, chunksize=max(1, len(work) // (4 * jobs)))
    rows = [row for deal in found for row in deal]
    return {"game": rs.id, "deals": deals, "seed": seed, "worlds": worlds,
            "positions departed from": len(rows), **summarize(rows, deals)}
