"""Hard's close decisions: more worlds where the rollouts leave Normal's choice and
its best alternative within a few standard errors (:meth:`HardPlayer.more_worlds`)."""

from __future__ import annotations

import dataclasses
import math

import pytest
from rules.scenario import make_state

import game.ai.hard as hard_module
from game.ai import make_player
from game.ai.hard import CLEAR, CLOSE, MARGIN, SAMPLES, HardPlayer, best_lead
from game.ai.policy import ROLLOUT_BUDGET
from game.ai.profiles import PROFILES, profile_for
from game.rules import engine, engine_compiled
from game.rules.actions import Draw, TakePile
from game.rules.games import REGISTRY, get_ruleset
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe


def test_the_best_lead_is_counted_in_standard_errors_of_the_paired_differences():
    normal = [0.0, 10.0, -20.0, 5.0]
    ahead = [a + d for a, d in zip(normal, [10.0, 12.0, 8.0, 10.0], strict=True)]
    error = math.sqrt(sum((d - 10.0) ** 2 for d in [10.0, 12.0, 8.0, 10.0]) / 3) / 2
    assert best_lead([normal, ahead]) == pytest.approx(10.0 / error)
    behind = [a - 5.0 for a in normal]
    assert best_lead([normal, behind, ahead]) == pytest.approx(10.0 / error)
    assert best_lead([normal, behind]) == -math.inf  # trails by the same in every world
    assert best_lead([normal, list(normal)]) == 0.0
    assert best_lead([normal]) == -math.inf  # no alternative


def close_results(lead: float, worlds: int = SAMPLES) -> list[list[float]]:
    """Normal's choice and one alternative ``lead`` standard errors ahead."""
    normal = [0.0] * worlds
    diffs = [1.0 if i % 2 else -1.0 for i in range(worlds)]
    error = math.sqrt(sum(d * d for d in diffs) / (worlds - 1)) / math.sqrt(worlds)
    return [normal, [d + lead * error for d in diffs]]


def test_more_worlds_only_at_a_close_decision_within_the_worlds_and_the_budget():
    view = observe(engine.new_game("classic", None, 4), 0)
    hard = HardPlayer(4, most=24)
    assert best_lead(close_results(1.0)) == pytest.approx(1.0)
    assert hard.more_worlds(view, close_results(1.0), 100) == SAMPLES
    assert hard.more_worlds(view, close_results(-1.0), 100) == 0  # Normal's choice leads
    assert hard.more_worlds(view, close_results(CLEAR + 1), 100) == 0  # already clear
    assert hard.more_worlds(view, close_results(1.0, 18), 100) == SAMPLES
    assert hard.more_worlds(view, close_results(1.0, 24), 100) == 0  # at its most worlds
    # six worlds took half the budget: six more would reach it, not pass it
    assert hard.more_worlds(view, close_results(1.0), ROLLOUT_BUDGET // 2) == SAMPLES
    assert hard.more_worlds(view, close_results(1.0), ROLLOUT_BUDGET // 2 + 1) == 0
    assert HardPlayer(4, most=0).more_worlds(view, close_results(1.0), 100) == 0
    assert make_player("expert").more_worlds(view, close_results(1.0), 100) == 0


def test_only_classics_hard_deals_more_worlds_by_its_profile():
    worlds = {g: profile_for(get_ruleset(g)).more_worlds for g in REGISTRY}
    assert worlds == {"classic": 48, "pennies": 0, "dollars": 0, "bain": 0, "railroad": 0,
                      "diszitett": 0, "modern": 0}


@pytest.mark.parametrize("level, most", [("hard~24", 24), ("hard", 48), ("hard~0", 0)])
def test_a_close_decision_deals_more_worlds_and_every_choice_is_legal(level, most):
    """``hard~24`` deals six more worlds at a time at some decisions of a Classic
    deal, never more than 24, Classic's Hard likewise up to 48, and both play
    legally; ``hard~0`` never deals more."""
    more = most > 0
    hard = make_player(level, 7)
    assert isinstance(hard, HardPlayer)
    dealt: list[int] = []
    deal = hard.deal_world

    def counted(view, rng):
        dealt.append(1)
        return deal(view, rng)

    hard.deal_world = counted
    state = engine.new_game("classic", None, 7)
    players = [hard if s == 0 else make_player("normal", s) for s in range(4)]
    counts = []
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        seat = state.to_act
        dealt.clear()
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        assert engine.why_illegal(state, action) is None, str(action)
        if dealt:
            counts.append(len(dealt))
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    assert counts and all(c % SAMPLES == 0 and c <= max(most, SAMPLES) for c in counts)
    assert (max(counts) > SAMPLES) is more
    assert (hard.dealt_more > 0) is more


def test_classics_hard_weighs_the_pile_at_half_a_standard_error():
    """CL-5: between drawing and taking the pile Classic's Hard leaves Normal's choice
    for a lead of half a standard error (its profile's ``pile_margin``); at every other
    decision, and in the other games, two."""
    start = engine.new_game("classic", None, 3)
    drawing = observe(start, start.to_act)
    assert drawing.phase is Phase.DRAW
    hard = HardPlayer(3)
    assert hard.margin_for(drawing) == 0.5
    pennies = engine.new_game("pennies", None, 3)
    assert hard.margin_for(observe(pennies, pennies.to_act)) == MARGIN
    melding = make_state("classic", hands={0: "7H 9S KD"}, phase=Phase.MELD)
    assert hard.margin_for(observe(melding, 0)) == MARGIN
    assert {g for g in REGISTRY if profile_for(get_ruleset(g)).pile_margin is not None} == {
        "classic"}


@pytest.mark.skipif(engine_compiled(), reason="a compiled module calls its functions "
                    "directly: played_out cannot be replaced there")
def test_drawing_that_leads_taking_by_three_quarters_of_a_standard_error(monkeypatch):
    """CL-5.1: Normal takes this pile (its side has melded, a natural pair of the top
    card's rank in hand); in Hard's worlds drawing leads by three quarters of a standard
    error. Classic's Hard draws; with two standard errors, as at other decisions, it
    takes."""
    state = make_state("classic", hands={0: "7H 7C 9S KD", 1: "4C 5C 6H 8D"},
                       melds={0: ["KH KC KS"]}, pile="5D 7D", melded=[True, False],
                       current=0, phase=Phase.DRAW)
    view, legal = observe(state, 0), legal_actions(state)
    normal = make_player("normal", 3).choose(view, legal)
    assert isinstance(normal, TakePile)
    lead = 0.75 * math.sqrt(SAMPLES / (SAMPLES - 1)) / math.sqrt(SAMPLES)  # in points

    def played_out(world, first, side, seed, horizon=None):
        i = int(seed.rsplit("|", 1)[1])
        return (0.0 if isinstance(first, TakePile)
                else lead + (1.0 if i % 2 else -1.0)), 1

    monkeypatch.setattr(hard_module, "played_out", played_out)
    assert best_lead(close_results(0.75)) == pytest.approx(0.75)
    assert isinstance(HardPlayer(3, most=0).choose(view, legal), Draw)
    monkeypatch.setitem(PROFILES, "classic",
                        dataclasses.replace(profile_for(state.ruleset), pile_margin=None))
    assert HardPlayer(3, most=0).choose(view, legal) == normal


def test_classics_pile_decision_is_close_about_its_margin():
    """CL-5: Classic's Hard deals more worlds while drawing or taking the pile leads
    Normal's choice by more than 0 and less than 2 standard errors (its profile's
    ``pile_close``, about its margin of a half); a discard, and every decision of
    the other games, by more than :data:`CLOSE` and less than :data:`CLEAR`."""
    hard = HardPlayer(4, most=24)
    start = engine.new_game("classic", None, 4)
    drawing = observe(start, start.to_act)
    assert hard.close_band(drawing) == (0.0, 2.0)
    assert hard.more_worlds(drawing, close_results(0.25), 100) == SAMPLES
    assert hard.more_worlds(drawing, close_results(2.5), 100) == 0  # clear at 2
    discarding = observe(make_state("classic", hands={0: "7H 9S KD"}, phase=Phase.MELD), 0)
    assert hard.close_band(discarding) == (CLOSE, CLEAR)
    assert hard.more_worlds(discarding, close_results(0.25), 100) == 0
    assert hard.more_worlds(discarding, close_results(2.5), 100) == SAMPLES
    assert {g for g in REGISTRY if profile_for(get_ruleset(g)).pile_close is not None} == {
        "classic"}
