"""The coach's review (game.coach, docs/coach.md): it reads only what the player saw,
flags a planted blunder with its kind and rule ids, leaves a good move alone, and
weighs the decisions of a played deal."""

from __future__ import annotations

import pytest

from game.coach import DealLog, Settings, deal_logs, review
from game.coach.reviewer import decision_points, grade_of, interval, view_text
from game.coach.reviewer import play_deal as reviewer_play_deal
from game.rules import engine, observe
from game.rules.actions import Discard, Meld, NextDeal
from game.rules.position import setup
from game.rules.state import Phase

# Classic for four, seat 0 to discard after drawing. The pile (18 cards, no wild card
# and no red three: unfrozen, CL-5.3) holds eights and jacks; West's side has melded
# kings, eights and jacks. Discarding the king of hearts lets West take the pile by
# adding it to the kings (CL-5.1, CL-5.2); the black three cannot be taken (CL-5.4).
PILE = "4D 5H 6C 8H 9S 10H JC 4H 8C 5S 6D 8S 9C JH 10S 8C 5D 6H"
HAND = "KH 3S 9D 6S 7C"
MELDS = {0: ["QH QS QD QC QH QS 2C", "AH AS AD"], 1: ["KS KD KC", "8S 8D 8D", "JS JD JD"]}
OTHERS = {1: "QD JK 10C 7D 7D 5C 4S AH 9H 3C 10D", 2: "AC AS 7H 7S 10D 2D 9C 6C 5C 4S 3C",
          3: "AD AC 9H 10C JS KD 7S 6H 5H 4C 3S"}


def planted(others: dict[int, str] | None = None, seed: int = 0):
    """The planted position (the unseen cards as ``others`` says, the rest in the
    stock shuffled by ``seed``)."""
    state = setup("classic", hands={0: HAND, **(OTHERS if others is None else others)},
                  melds=MELDS, pile=PILE, phase=Phase.MELD, seed=seed)
    if seed:
        import random

        random.Random(seed).shuffle(state.stock)
    return state


def discard(state, kind: str) -> Discard:
    return Discard(next(c for c in state.hands[0] if c.kind == kind))


def test_cl_5_2_the_planted_blunder_is_flagged_as_feeding_west():
    """CL-5.1, CL-5.2: a king discarded onto an unfrozen pile of 18 cards while the
    next player's side has melded kings hands West 19 cards; the coach flags it,
    suggests the black three (CL-5.4) and names the pile and the player."""
    state = planted()
    result = review(DealLog(state, (discard(state, "KH"),)), 0, Settings(worlds=64))
    assert len(result.decisions) == 1
    decision = result.decisions[0]
    assert str(decision.played) == "discard KH/0"
    assert str(decision.suggested).startswith("discard 3S")
    assert decision.low > 30 and decision.low <= decision.cost <= decision.high
    assert decision.kind == "fed pile"
    assert str(decision.words) == "Fed the pile: 19 cards to West"
    assert decision.rules == ("CL-5.1", "CL-5.2")
    assert "hand: KH/0 3S/0 9D/0 6S/0 7C/0" in decision.position


def test_cl_5_4_a_good_move_is_not_flagged():
    """CL-5.4: the black three on top of the pile cannot be taken; discarding it here
    is not shown, whatever else the coach weighed."""
    state = planted()
    result = review(DealLog(state, (discard(state, "3S"),)), 0, Settings(worlds=32))
    assert len(result.judged) == 1
    assert result.decisions == ()
    assert result.judged[0].low <= 30


def test_the_review_never_reads_the_hidden_cards():
    """The same view with other hands and another stock order gives the same review,
    to the point: the coach deals the unseen cards from the view alone (as Hard)."""
    swapped = {1: OTHERS[3], 2: OTHERS[1], 3: OTHERS[2]}
    first, second = planted(), planted(swapped, seed=7)
    assert first.hands[1] != second.hands[1] and first.stock != second.stock
    assert observe(first, 0) == observe(second, 0)
    every = Settings(worlds=6, threshold=-1e9)  # show every decision weighed
    reviews = [review(DealLog(s, (discard(s, "KH"),)), 0, every) for s in (first, second)]
    assert reviews[0].decisions and reviews[0].judged
    assert ([d.to_json() for d in reviews[0].decisions]
            == [d.to_json() for d in reviews[1].decisions])
    assert reviews[0].judged == reviews[1].judged


def test_the_position_text_holds_only_what_the_player_saw():
    state = planted()
    text = view_text(observe(state, 0))
    assert "hand: KH/0" in text and "hand counts: 5 11 11 11" in text
    assert "QD/" not in text.split("melds 0")[0]  # West's hand is not written
    assert "JK" not in text


def play_deal(game_id: str, seed: int, level: str = "easy"):
    """A deal played by ``level`` at seat 0 and Normal elsewhere: its start, actions
    and end (game.coach.reviewer.play_deal)."""
    log, end = reviewer_play_deal(game_id, level, seed)
    return log.start, list(log.actions), end


def test_every_discard_and_every_choice_of_the_pile_is_weighed():
    """CL-5.1: every draw where taking the pile was legal, and every discard (CL-2.2)
    of the seat is a decision the coach weighs; the others' are not."""
    start, actions, _ = play_deal("classic", 3)
    points = decision_points(DealLog(start, tuple(actions)), 0)
    state = start.copy()
    expected = []
    for i, action in enumerate(actions):
        if state.to_act == 0 and isinstance(action, Discard):
            expected.append(i)
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    weighed = [p.index for p in points if p.what == "discard"]
    assert weighed == expected
    assert all(p.view.seat == 0 for p in points)


def test_a_played_deal_is_reviewed_with_intervals_that_hold_the_cost():
    start, actions, _ = play_deal("classic", 3)
    result = review(DealLog(start, tuple(actions)), 0, Settings(worlds=4))
    assert result.judged and result.seconds > 0
    for judged in result.judged:
        assert judged.low <= judged.cost <= judged.high
    assert all(d.low > 30 for d in result.decisions)


def test_deal_logs_split_a_game_at_each_next_deal():
    start, actions, end = play_deal("classic", 5, "normal")
    second = list(actions) + [NextDeal()]
    logs = deal_logs(start, second)
    assert [log.deal_no for log in logs] == [1, 2]
    assert logs[0].finished() and not logs[1].finished()
    assert logs[0].actions == tuple(actions) and logs[1].actions == ()
    assert end.deal_no == 1


def test_a_seat_that_is_not_at_the_table_is_refused():
    state = planted()
    with pytest.raises(ValueError, match="seat 4 is not at a table of 4"):
        review(DealLog(state, (discard(state, "KH"),)), 4)


def test_the_interval_and_the_grades():
    """Student's t interval of the paired differences; grades by its low end."""
    mean, low, high = interval([10.0, 20.0, 30.0])
    assert mean == 20.0 and low == pytest.approx(20 - 4.303 * 10 / 3 ** 0.5, abs=0.01)
    assert high == pytest.approx(40 - low)
    assert interval([5.0])[1] == float("-inf")
    assert [grade_of(x) for x in (301, 150, 31)] == ["blunder", "mistake", "inaccuracy"]


# The kinds of mistake, each judged on its own (kind_of) and, for going out, played out.

HELD = dict(hands={0: "AH AS AD KH KS KD 9C", 1: "QD JK 10C 7D 7D 5C 4S AH 9H 3C 10D",
                   2: "AC 7H 7S 10D 2D 9C 6C 5C 4S 3C 8H",
                   3: "AC 9H 10C JS KD 7S 6H 5H 4C 3S 8D"},
            melds={0: ["QH QS QD QC QH QS 2C"], 1: ["8S 8C 8C"]}, pile="4D 5H 6C 7H")


def test_cl_7_2_passing_over_going_out_is_flagged_with_the_points_held():
    """CL-7.1, CL-7.2: with a canasta on the table and two sets of three in hand, the
    player could meld them and go out discarding the nine; discarding it and keeping
    100 points in hand is flagged, the coach's line going out."""
    state = setup("classic", phase=Phase.MELD, **HELD)
    result = review(DealLog(state, (discard(state, "9C"),)), 0, Settings(worlds=16))
    assert len(result.decisions) == 1
    decision = result.decisions[0]
    assert decision.kind == "held points"
    assert str(decision.words) == "Held 100 points in hand when going out was possible"
    assert decision.rules == ("CL-7.1", "CL-7.2", "CL-9.1")
    assert str(decision.suggested_line[-1]) == "discard 9C/0"
    assert len(decision.suggested_line) == 3


def sampled(state, count: int = 4):
    import random

    from game.ai.hard import sample_world

    view = observe(state, 0)
    rng = random.Random(1)
    return view, [sample_world(view, rng) for _ in range(count)]


def test_cl_5_3_a_wild_card_discarded_onto_an_open_pile_froze_it_for_the_partner():
    """CL-5.3, CL-5.4: a two discarded onto an unfrozen pile blocks West (CL-5.4) but
    freezes the pile for North too."""
    from game.coach.reviewer import DecisionPoint, kind_of

    state = setup("classic", hands={0: "2C 3S 8D 4H 7C"}, pile="4D 5H 6C 9S 10H JC 8C 8S KH",
                  melds={0: ["9C 9D 9H"], 1: ["5S 5D 5D"]}, phase=Phase.MELD)
    view, worlds = sampled(state)
    two = discard(state, "2C")
    kind, words, rules = kind_of(DecisionPoint(0, view, (two,), "discard", False),
                                 (discard(state, "3S"),), worlds, 80.0)
    assert kind == "froze pile"
    assert str(words) == "Froze the pile for your partner"
    assert rules == ("CL-5.3", "CL-5.4")


def test_ph_3_5_a_wild_card_into_a_mixed_meld_without_the_wild_canasta():
    """PH-3.5, PH-8.1: in Pennies a two laid on the side's fives while the side has no
    wild canasta is a decision the coach weighs, and its kind says so."""
    from game.coach.reviewer import kind_of

    state = setup("pennies", hands={0: "5C 2C 9D 9H KS QS JD"}, melds={0: ["5H 5S 5D"]},
                  phase=Phase.MELD)
    fives = state.melds[0][0].id
    lay = Meld((next(c for c in state.hands[0] if c.kind == "5C"),
                next(c for c in state.hands[0] if c.kind == "2C")), fives)
    points = decision_points(DealLog(state, (lay,)), 0)
    assert [p.what for p in points] == ["wild"]
    _, worlds = sampled(state)
    kind, words, rules = kind_of(points[0], (Discard(state.hands[0][-1]),), worlds, 50.0)
    assert kind == "wild into mixed"
    assert str(words) == ("Put a wild card into a mixed canasta while your side lacks the "
                          "wild canasta")
    assert rules == ("PH-3.5", "PH-8.1", "PH-3.7")


def test_other_costly_moves_say_the_points_and_the_coachs_move():
    """CL-2.2: a costly discard onto a small pile is told as the points lost and the
    coach's move."""
    from game.coach.reviewer import DecisionPoint, kind_of

    state = setup("classic", phase=Phase.MELD, **HELD)
    view, worlds = sampled(state)
    kind, words, rules = kind_of(DecisionPoint(0, view, (discard(state, "9C"),), "discard", False),
                                 (discard(state, "KH"),), worlds, 123.4)
    assert kind == "general"
    assert str(words) == "Lost about 123 points: the coach would have played discard K♥"
    assert rules == ("CL-2.2",)
