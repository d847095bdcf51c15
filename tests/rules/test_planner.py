"""The going-out planner's cheap tests (``planner._hopeless``) never hide a way out
the greedy planner would find: each is a condition every plan needs (PH-6.3,
BH-6.2, BH-8.1, BH-8.3, PH-8.1, DH-3.3, BH-7.1)."""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.ai.players import HeuristicPlayer
from game.rules import engine, planner
from game.rules.actions import GARBAGE, Discard, Meld
from game.rules.games import with_players
from game.rules.legal import legal_actions
from game.rules.position import setup
from game.rules.state import Phase
from game.rules.view import observe, state_from_view

PH_FOUR_KINDS = ["QH QS QD QC QH QS QD", "KH KS KD KC KH 2C 2D", "2H 2S JK JK 2C 2D 2H",
                 "7C 7S 7D 7H 7C 7S 7D"]
"""A side's natural, mixed, wild and sevens canastas (PH-8.1, BH-8.1)."""

PH_OTHERS = {1: "4C", 2: "4D", 3: "4S", 4: "5D", 5: "5S"}
"""The other five hands of a six-player Pennies table."""

BH_RED_THREES = {0: "3H 3D 3H 3D", 1: "3H 3D 3H 3D"}
"""Every red three of Bain's deck face up (BH-8.1)."""


def greedy(state):
    """The plan the greedy planner finds without the cheap tests."""
    rs = state.ruleset
    if state.phase is not Phase.MELD or state.pending is not None:
        return None
    if not (rs.sequence_melds or rs.garbage_pile):
        return planner._greedy_out(state, 0)
    return planner._greedy_out(state, 1) or planner._greedy_out(state, 2)


def test_pennies_foot_still_to_come_means_no_way_out():
    """PH-6.3: the foot joins after the discard, so a hand that could meld every
    card but one still cannot go out: no plan, and the greedy agrees."""
    state = setup("pennies", hands={0: "8H 8S 8D 5C", **PH_OTHERS},
                  feet={0: "9C 9D 9H 9S 10C 10D 10H 10S 4H 6H 6D"},
                  melds={0: PH_FOUR_KINDS}, phase=Phase.MELD)
    assert planner._hopeless(state)
    assert planner.going_out_plan(state) is None and greedy(state) is None


def test_pennies_a_missing_wild_canasta_out_of_reach():
    """PH-8.1: without a wild canasta, and two wild cards in hand, the side cannot
    go out this turn; with the wild canasta laid it can."""
    kinds = [PH_FOUR_KINDS[0], PH_FOUR_KINDS[1], PH_FOUR_KINDS[3]]
    state = setup("pennies", hands={0: "8H 8S 8D 2S JK 5C", **PH_OTHERS},
                  melds={0: kinds}, phase=Phase.MELD)
    assert planner._hopeless(state)
    assert greedy(state) is None
    state = setup("pennies", hands={0: "8H 8S 8D 5C", **PH_OTHERS},
                  melds={0: PH_FOUR_KINDS}, phase=Phase.MELD)
    assert not planner._hopeless(state)
    plan = planner.going_out_plan(state)
    assert plan == greedy(state) and plan is not None and plan[-1] == Discard(plan[-1].card)


def test_bain_red_threes_still_hidden_mean_no_way_out():
    """BH-8.1: while a red three is not face up, no side goes out, whatever it melds."""
    state = setup("bain", hands={0: "QH KD 9C", 1: "4C 5C", 2: "4D", 3: "4S 5S"},
                  melds={0: PH_FOUR_KINDS}, red_threes={0: "3H 3D 3H", 1: "3H 3D 3H 3D"},
                  completed=[True, False, True, False], phase=Phase.MELD)
    assert planner._hopeless(state)
    assert greedy(state) is None


@pytest.mark.parametrize(("foot", "goes_out"), [("KD KS 5C", True), ("KD 5C 6D", False)])
def test_bain_a_way_out_through_the_foot(foot, goes_out):
    """BH-6.2: 9♥ completes the nines, the foot joins the hand at once, its kings go
    in the garbage pile (BH-7.1) with Q♥ and the last card is discarded. The cheap
    tests judge the hand with the foot: with two cards no meld takes there is no
    way out."""
    state = setup("bain", hands={0: "9H QH", 1: "4C 5C", 2: "4D", 3: "4S 5S"},
                  feet={0: foot}, foot_taken=[False, True, True, True],
                  melds={0: [*PH_FOUR_KINDS, "9C 9D 9H 9S 9C 9D"]}, red_threes=BH_RED_THREES,
                  completed=[True, False, True, False], phase=Phase.MELD)
    assert planner._hopeless(state) is not goes_out
    plan = planner.going_out_plan(state)
    assert plan == greedy(state)
    assert (plan is not None) is goes_out
    if goes_out:
        assert plan[0] == Meld(plan[0].cards, 4) and any(
            isinstance(a, Meld) and a.meld == GARBAGE for a in plan)
        after = state
        for action in plan:
            after, _ = engine.apply(after, action)
        assert after.went_out == 0


def test_dollars_a_card_beside_a_sequence_is_not_stray():
    """DH-3.3: 9♥ and 10♥ extend the hearts sequence; only K♠ is left for the
    discard, so the cheap tests leave the hand to the planner, which goes out."""
    state = setup("dollars", hands={0: "9H 10H KS", 1: "4C 5C", 2: "4D 5D", 3: "4S 5S"},
                  melds={0: ["QH QS QD QC QH QS QD", "KH KS KD KC KH 2C 2D",
                             "2H 2S JK JK 2C 2D 2H", "7C 7S 7D 7C 7S 7D 7C",
                             "4H 5H 6H 7H 8H"]}, phase=Phase.MELD)
    assert not planner._hopeless(state)
    assert planner.going_out_plan(state) == greedy(state) is not None


VARIANTS = [("classic", None), ("pennies", None), ("dollars", 4), ("bain", None),
            ("railroad", 3), ("diszitett", 2), ("diszitett", 4), ("modern", None)]


@pytest.mark.parametrize(("game", "players"), VARIANTS)
def test_cheap_tests_agree_with_the_greedy_planner_in_play(game, players):
    """At every meld decision of two Normal deals, the plan with the cheap tests is
    the greedy planner's, on the real state and on the player's own view of it;
    where Normal reads from the listing that there is no way out (no "may I go
    out?" offered, CL-7.3), its own planner finds none either
    (where the view's stand-in foot is empty and could join the hand at once,
    BH-6.2, the greedy planner alone may go out through that empty foot; the cheap
    tests judge the hand with the foot it holds and need not agree)."""
    rules = with_players(game, None, players) if players else None
    judged = {"hopeless": 0, "plans": 0, "listed": 0}
    for deal in range(2):
        state = engine.new_game(game, rules, seed=f"planner-{deal}")
        seats = [make_player("normal", f"{deal}:{s}") for s in range(state.ruleset.players)]
        for _ in range(1500):
            if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
                break
            if state.phase is Phase.MELD:
                positions = [state]
                if not (state.ruleset.foot_pickup == "at_once"
                        and not state.foot_taken[state.current]):
                    positions.append(state_from_view(observe(state, state.current)))
                for position in positions:
                    plan = greedy(position)
                    assert planner.going_out_plan(position) == plan
                    judged["hopeless"] += position.pending is None and planner._hopeless(
                        position)
                    judged["plans"] += plan is not None
            view, legal = observe(state, state.to_act), legal_actions(state)
            if state.phase is Phase.MELD and HeuristicPlayer.listed_no_way_out(view, legal):
                assert planner.going_out_plan(state_from_view(view)) is None
                judged["listed"] += 1
            action = seats[state.to_act].choose(view, legal)
            state, _ = engine.apply_unchecked(state, action, in_place=True)
    assert judged["hopeless"] > 20
    if rules_plan_from_the_listing(state.ruleset):
        assert judged["listed"] > 20


def rules_plan_from_the_listing(rs) -> bool:
    """Normal reads "no way out" from the listing in this game (partners, and no
    bonus cards: see ``HeuristicPlayer.listed_no_way_out``)."""
    return rs.partnerships and not rs.bonus_cards
