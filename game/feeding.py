"""How often computer players feed the next opponent a large discard pile, for
``python -m game feeding``.

A discard *feeds* when, after it, the next player (an opponent: partners never sit
side by side, CL-2.1, PH-2.1) may take the pile and the pickup takes at least
:data:`LARGE` cards (CL-5.1, PH-5.4; DH-2.1's top five never does), while another
legal discard of the same turn would have left them unable to take it. The check
looks at the real next hand, which the player cannot see: it measures the outcome,
not the player's information.

For a level with Hard's pile guard, each feed is also judged as the player saw it,
in the guard's own worlds (:meth:`~game.ai.hard.HardPlayer.discard_risks`):
``safe_looked_riskier`` (every discard that was in truth safe was riskier in its
worlds: the feed came from cards it could not see), ``tied`` (a safe discard looked
as risky, and Normal liked the feeding one better), ``not_least`` (another discard
looked less risky, or no world agreed with the view: the choice was not the
guard's) and ``no_safe_option`` (only a discard the guard does not weigh was safe,
DK-5.1, CL-5.3).

With ``calibrate`` (``--calibrate WORLDS``), every discard the guard judges has each
of its options' risks judged again in that many fresh worlds and set against
whether the option would in truth have let the next player take the pile: how well
the worlds foresee feeding (:func:`calibration_of`), by risk band and by kind of
option (:data:`OPTION_KINDS`, :func:`option_kinds`).

With ``guards`` (``--guards``), at every discard onto a pile that would then be a
large pickup, each pile guard of :data:`GUARDS` chooses among the same options as
the player's level would (Normal's preference among the kinds least risky in its
worlds, :meth:`~game.ai.hard.HardPlayer.safe_discard`), and the count says how often
each one's choice would in truth have let the next player take the pile: Hard's
guard (worlds dealt at random), ``hard+read``'s (the signs read), ``hard+kept``'s
(hands shaped as kept) and ``seeing@guard``'s (the next hand seen), against the
level's own discard (:func:`guard_choices`).

Pure Python (rules core and AI only).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from itertools import pairwise
from typing import Any, NamedTuple

from game.ai import make_player
from game.ai.blunders import feeds as feeds
from game.ai.hard import LARGE_PILE, HardPlayer, gives_pile, passed_by_next, weighed_feeds
from game.rules import engine
from game.rules.actions import Action, Discard
from game.rules.games import get_ruleset, with_players
from game.rules.legal import legal_actions
from game.rules.messages import N_, Refusal
from game.rules.ruleset import RuleSet
from game.rules.state import GameState, Phase
from game.rules.view import PlayerView, observe

LARGE = LARGE_PILE
"""A pickup of this many cards or more is a large pile (Hard's guard's)."""

MAX_ACTIONS = 50_000
"""A deal longer than this many actions is a defect of a player: the count stops."""

BANDS = (0.0, 0.02, 0.10, 0.35, 0.75)
"""The lower edges of the risk bands of a calibration (:func:`calibration_of`);
the last band runs to 1 inclusive."""


def judge_feed(player: HardPlayer, state: GameState, choice: Discard,
               legal: Sequence[Action]) -> str:
    """How ``player``'s pile guard saw the feeding discard ``choice`` (see the
    module): ``"safe_looked_riskier"``, ``"tied"``, ``"not_least"`` or
    ``"no_safe_option"``."""
    view = observe(state, state.to_act)
    options = player.guard_options(view, legal, choice)
    risk = player.discard_risks(view, options)
    if not risk or risk[choice.card.kind] > min(risk.values()):
        return "not_least"
    safe = [risk[a.card.kind] for a in options if not gives_pile(state, a)]
    if not safe:
        return "no_safe_option"
    return "tied" if min(safe) == risk[choice.card.kind] else "safe_looked_riskier"


def option_risks(state: GameState, seed: int, options: Sequence[Discard],
                 worlds: int) -> list[tuple[float, bool]]:
    """For each of ``options`` (discards legal in ``state``), its risk judged in
    ``worlds`` worlds dealt afresh for the player's view (the share of their
    :func:`~game.ai.hard.world_weight` in which it lets the next player take a large
    pile, 0 to 1; the worlds seeded by ``seed`` and the turn) and whether it would in
    truth (:func:`~game.ai.hard.gives_pile` on ``state``); [] when no world agrees
    with the view."""
    rng = random.Random(f"calib|{seed}|{state.turn_no}")
    fed, total = weighed_feeds(observe(state, state.to_act), options, rng, worlds)
    if not total:
        return []
    return [(weight / total, gives_pile(state, a))
            for a, weight in zip(options, fed, strict=True)]


OPTION_KINDS = ("passed", "not_passed", "frozen", "not_frozen", "none_in_sight",
                "one_in_sight", "more_in_sight")
"""The kinds of option a calibration is also told by (:func:`option_kinds`): of a
rank the next player passed or not (:func:`~game.ai.hard.passed_by_next`: it
discarded a natural of it onto the pile as it lies, or left one on top at its turn),
onto a frozen pile or not (CL-5.3, PH-5.3), and with no card, one, or more of its
rank in sight (in the pile and the melds)."""


class JudgedOption(NamedTuple):
    """One option of a discard the guard judged, for :func:`calibration_of`."""

    risk: float
    """The share of the worlds' weight in which it lets the next player take a large
    pile, 0 to 1 (:func:`option_risks`)."""
    fed: bool
    """Whether it would in truth have (:func:`~game.ai.hard.gives_pile`)."""
    chosen: bool
    """Whether the player discarded it."""
    kinds: tuple[str, ...] = ()
    """Its kinds (:data:`OPTION_KINDS`)."""


def option_kinds(view: PlayerView, discard: Discard) -> tuple[str, ...]:
    """The kinds of ``discard`` in ``view`` (:data:`OPTION_KINDS`): passed or not,
    frozen or not, and how many cards of its rank are in sight."""
    passed = "passed" if discard.card.rank in passed_by_next(view) else "not_passed"
    frozen = "frozen" if view.pile_frozen else "not_frozen"
    rank = discard.card.rank
    shown = sum(c.rank == rank for c in view.pile) + sum(
        c.rank == rank for side in view.melds for m in side for c in m.cards)
    sight = ("none_in_sight", "one_in_sight", "more_in_sight")[min(shown, 2)]
    return passed, frozen, sight


def calibration_of(judged: Sequence[JudgedOption], worlds: int) -> dict[str, Any]:
    """The calibration of ``judged`` options: by risk band (:data:`BANDS`) the
    options, their mean risk and the share that in truth fed; the same for the
    chosen discards (``chosen``) and for each of :data:`OPTION_KINDS` (``kinds``)."""
    def summary(rows: Sequence[JudgedOption]) -> dict[str, Any]:
        return {"options": len(rows),
                "risk": round(statistics.fmean(j.risk for j in rows), 4) if rows else None,
                "fed": round(statistics.fmean(j.fed for j in rows), 4) if rows else None}

    edges = (*BANDS, 1.01)
    bands = [{"from": lo, "to": min(hi, 1.0)} | summary([j for j in judged if lo <= j.risk < hi])
             for lo, hi in pairwise(edges)]
    kinds = {kind: summary([j for j in judged if kind in j.kinds]) for kind in OPTION_KINDS}
    return {"worlds": worlds, "bands": bands, "chosen": summary([j for j in judged if j.chosen]),
            "kinds": kinds}


GUARDS = ("hard", "hard+read", "hard+kept", "seeing@guard")
"""The pile guards ``--guards`` sets side by side (see the module): Hard's, and those
of the measuring levels that read the table, shape the hands or see the next one."""


def guard_choices(state: GameState, view: PlayerView, choice: Discard,
                  legal: Sequence[Action], guards: dict[str, HardPlayer]
                  ) -> tuple[list[Discard], dict[str, Discard]] | None:
    """Where the player to act in ``state`` (``view``, its view) discards ``choice``
    onto a pile that would then be a large pickup and the guard has at least two
    kinds to weigh: those options
    (:meth:`~game.ai.hard.HardPlayer.guard_options`) and the discard each of
    ``guards`` (by name, of the acting seat) would make instead
    (:meth:`~game.ai.hard.HardPlayer.safe_discard`, CL-5, PH-5.4); else None. A
    guard that sees is shown ``state`` first."""
    first = next(iter(guards.values()))
    options = first.guard_options(view, legal, choice) if first.guards(view) else []
    if len(options) < 2:
        return None
    picks: dict[str, Discard] = {}
    for name, guard in guards.items():
        see = getattr(guard, "see", None)
        if see is not None:
            see(state)
        picks[name], _ = guard.safe_discard(view, legal, choice)
    return options, picks


JUDGEMENTS = ("safe_looked_riskier", "tied", "not_least", "no_safe_option")
"""The ways a guarded player's feed is judged (:func:`judge_feed`)."""


def feeding(game_id: str | RuleSet, level: str, deals: int, seed: int = 1,
            players: int | None = None, calibrate: int = 0,
            guards: bool = False) -> dict[str, Any]:
    """Play ``deals`` first deals (seeds ``seed``, ...) with ``level`` in every seat
    and count the discards that feed the next player (see the module): ``feeds``,
    ``per_100_deals``, the discards made with a pile of at least ``LARGE - 1`` cards
    (``large_pile_discards``) and the share of those that fed (``share``); for a
    level with Hard's pile guard also ``judged``, the feeds by :data:`JUDGEMENTS`
    (:func:`judge_feed`), and with ``calibrate`` worlds its ``calibration``
    (:func:`calibration_of`); with ``guards``, ``guards``: the discards judged
    (``positions``), those where a guard option was in truth safe (``safe_at_hand``),
    and for the level and each of :data:`GUARDS` how many of its choices there would
    have let the next player take the pile (``fed``, :func:`guard_choices`). Raises
    UnknownGameError, TableRuleError or ValueError
    (an unknown level, or ``calibrate`` for a level without the guard or below 0)."""
    rs = (game_id if isinstance(game_id, RuleSet)
          else get_ruleset(game_id, with_players(game_id, None, players)))
    probe = make_player(level)
    has_guard = isinstance(probe, HardPlayer) and probe.guard
    if calibrate < 0 or calibrate and not has_guard:
        raise ValueError(Refusal(N_("only a level with the pile guard can be calibrated, "
                                    "in one world or more")))
    fed = counted = discards = 0
    judged = dict.fromkeys(JUDGEMENTS, 0)
    foreseen: list[JudgedOption] = []
    compared: dict[str, Any] = {"positions": 0, "safe_at_hand": 0,
                                "fed": dict.fromkeys((level, *GUARDS), 0)}
    for i in range(deals):
        state = engine.new_game(rs, None, seed + i)
        seats = [make_player(level, f"{seed + i}:{seat}") for seat in range(rs.players)]
        guarding = [{name: guard_player(name, f"{seed + i}:{seat}") for name in GUARDS}
                    for seat in range(rs.players)] if guards else []
        for _ in range(MAX_ACTIONS):
            if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
                break
            seat = state.to_act
            legal = legal_actions(state)
            view = observe(state, seat)
            player = seats[seat]
            choice = player.choose(view, legal)
            if isinstance(choice, Discard):
                discards += 1
                if calibrate and isinstance(player, HardPlayer) and player.guards(view):
                    options = player.guard_options(view, legal, choice)
                    risks = (option_risks(state, seed + i, options, calibrate)
                             if len(options) > 1 else [])
                    if risks:
                        foreseen += [JudgedOption(risk, truth, a == choice, option_kinds(view, a))
                                     for a, (risk, truth) in zip(options, risks, strict=True)]
            weighed = (guard_choices(state, view, choice, legal, guarding[seat])
                       if guards and isinstance(choice, Discard) else None)
            if weighed is not None and isinstance(choice, Discard):
                options, picks = weighed
                compared["positions"] += 1
                compared["safe_at_hand"] += any(not gives_pile(state, a) for a in options)
                for name, pick in ((level, choice), *picks.items()):
                    compared["fed"][name] += gives_pile(state, pick)
            verdict = feeds(state, choice, legal)
            if verdict is not None:
                counted += 1
                fed += verdict
                if (verdict and has_guard and isinstance(player, HardPlayer)
                        and isinstance(choice, Discard)):
                    judged[judge_feed(player, state, choice, legal)] += 1
            state, _ = engine.apply_unchecked(state, choice, in_place=True)
    out: dict[str, Any] = {
        "variant": rs.id, "players": rs.players, "level": level, "deals": deals,
        "seed": seed, "discards": discards, "large_pile_discards": counted,
        "feeds": fed, "per_100_deals": round(100 * fed / deals, 2) if deals else 0.0,
        "share": round(fed / counted, 4) if counted else 0.0}
    if has_guard:
        out["judged"] = judged
    if calibrate:
        out["calibration"] = calibration_of(foreseen, calibrate)
    if guards:
        out["guards"] = compared
    return out


def guard_player(level: str, seed: str) -> HardPlayer:
    """A player of ``level`` (one of :data:`GUARDS`) whose pile guard
    :func:`guard_choices` asks."""
    player = make_player(level, seed)
    if not isinstance(player, HardPlayer):
        raise TypeError(f"{level} has no pile guard")
    return player
