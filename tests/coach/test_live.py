"""The live coach (game.coach.live, docs/coach.md): it warns before the planted
feed (CL-5.1, CL-5.2) and not before a safe discard (CL-5.4), weighs only discards
and pile pickups, reads only the player's view and keeps to its clock."""

from __future__ import annotations

from game.coach import live
from game.coach.reviewer import DecisionPoint, Settings, weigh
from game.rules import observe
from game.rules.actions import Draw
from tests.coach.test_review import OTHERS, discard, planted


def test_cl_5_2_the_planted_feed_is_warned_of():
    state = planted()
    warning = live.price(observe(state, 0), discard(state, "KH"), seconds=None, worlds=64)
    assert warning is not None
    decision = warning.decision
    assert decision.cost >= live.WARN_AT and decision.low > 30
    assert decision.kind == "fed pile"
    assert str(decision.words) == "Fed the pile: 19 cards to West"
    assert decision.rules == ("CL-5.1", "CL-5.2")
    assert str(decision.suggested).startswith("discard 3S")
    assert decision.worlds == 64 and warning.seconds > 0


def test_cl_5_4_a_safe_discard_and_a_draw_get_no_warning():
    state = planted()
    view = observe(state, 0)
    assert live.price(view, discard(state, "3S"), seconds=None, worlds=16) is None
    assert not live.watches(Draw())
    assert live.price(view, Draw(), seconds=None) is None


def test_the_live_coach_never_reads_the_hidden_cards():
    swapped = {1: OTHERS[3], 2: OTHERS[1], 3: OTHERS[2]}
    first, second = planted(), planted(swapped, seed=7)
    assert first.hands[1] != second.hands[1]
    warnings = [live.price(observe(s, 0), discard(s, "KH"), seconds=None, worlds=64)
                for s in (first, second)]
    assert warnings[0] is not None and warnings[1] is not None
    assert warnings[0].decision.to_json() == warnings[1].decision.to_json()


def test_out_of_time_the_coach_stops_after_the_least_worlds():
    """With its deadline passed the coach still plays LEAST worlds, then stops: the
    clock bounds the wait, and a word rests on at least LEAST worlds."""
    state = planted()
    point = DecisionPoint(-1, observe(state, 0), (discard(state, "KH"),), "discard", False)
    every = Settings(worlds=64, threshold=-1e9)
    weighed = weigh(point, every, deadline=0.0, least=live.LEAST)
    assert weighed is not None and weighed[1] is not None
    assert weighed[1].worlds == live.LEAST
    assert weigh(point, every, deadline=0.0, least=65) is None  # fewer worlds than asked
