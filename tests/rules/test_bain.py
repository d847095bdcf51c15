"""Scenario tests of Bain Hand and Foot, one or more per rule of
bain-hand-and-foot.md (BH-1.1 to BH-10.2). Four seats: side 0 is seats 0 and 2,
side 1 seats 1 and 3. Positions are written in the card notation (scenario.py,
game.rules.position)."""

from __future__ import annotations

import pytest

from game.rules import (
    Discard,
    Draw,
    EndPlay,
    LookAtFoot,
    Phase,
    TakePile,
    apply,
    legal_actions,
    observe,
    start_game,
)
from game.rules.actions import GARBAGE
from game.rules.cards import make_deck
from game.rules.state import MeldKind

from .scenario import (
    assert_cites,
    assert_conserved,
    end_by_stock,
    legal,
    lines_of,
    listed,
    make_state,
    play,
    refusal,
    uncited,
)

BH = "bain"
NATURAL = "KH KS KD KC KH KS KD"
MIXED = "QH QS QD QC 2C 2D 2H"
WILD = "2S 2C 2D 2H JK JK JK"
SEVENS = "7H 7S 7D 7C 7H 7S 7D"
ALL_FOUR = [NATURAL, MIXED, WILD, SEVENS]
REDS = {0: "3H 3H 3H 3H", 1: "3D 3D 3D 3D"}  # all eight red threes out
FOOT = "5C 5D 5H 6C 6D 6H 8C 8D 8H 9C 9D 10C 10D"


# ---------------------------------------------------------------------------
# BH-1 Cards and deal, BH-2 Turn


def test_bh_1_1_four_packs_with_eight_jokers():
    """BH-1.1: 216 cards, G-3 values."""
    state, _ = start_game(BH, seed=2)
    assert len(make_deck(state.ruleset.packs, state.ruleset.jokers)) == 216
    assert len(state.all_cards()) == 216 and state.ruleset.card_value(make_deck(1, 1)[-1]) == 50
    assert_conserved(state)


def test_bh_1_2_fifteen_and_thirteen_and_a_look_at_the_foot_before_play():
    """BH-1.2: a 15-card hand and a 13-card foot; before play each player looks at
    the foot once (the view shows it then only), then play begins."""
    state, moves = start_game(BH, seed=2)
    assert [len(h) for h in state.hands] == [15] * 4 and [len(f) for f in state.feet] == [13] * 4
    assert state.phase is Phase.FOOT_LOOK and legal_actions(state) == [LookAtFoot()]
    first = state.current
    assert observe(state, first).foot == tuple(state.feet[first])
    assert observe(state, (first + 1) % 4).foot == ()
    assert_cites(refusal(state, "draw"), "BH-1.2")
    for _ in range(4):
        state, _ = apply(state, LookAtFoot())
    assert state.phase is Phase.DRAW and state.current == first
    assert all(v.foot == () for v in (observe(state, s) for s in range(4)))


def test_bh_1_3_a_stock_of_104_and_a_crosswise_wild_upcard():
    """BH-1.3: 104 cards remain, the top one turned up; a wild upcard lies
    crosswise and stays (no redeal)."""
    state, _ = start_game(BH, seed=2)
    assert len(state.stock) + len(state.pile) == 104
    for seed in range(400):
        state, moves = start_game(BH, seed=seed)
        if state.pile[0].is_wild:
            break
    assert len(state.pile) == 1 and next(m for m in moves if m.dst == "pile").sideways


def test_bh_1_4_red_threes_laid_out_from_the_hand_kept_in_the_foot():
    """BH-1.4: red threes in the dealt hand are laid out and replaced at the first
    turn; red threes in the foot stay there until it is picked up (then laid out)."""
    state = make_state(BH, hands={0: "KC KD KH KS 9C 9D"}, feet={0: "3H 4C 4D"},
                       melds={0: ["KH KS KD KC KH KS"]}, melders={0: 2}, phase=Phase.MELD)
    assert [c.kind for c in state.feet[0]].count("3H") == 1
    done, moves = play(state, "meld KC @0")
    assert done.foot_taken[0] and [c.kind for c in done.red_threes[0]] == ["3H"]
    assert not any(c.is_red_three for c in done.hands[0])
    for seed in range(200):
        dealt, _ = start_game(BH, seed=seed)
        first = dealt.current
        if any(c.is_red_three for c in dealt.hands[first]):
            break
    for _ in range(4):
        dealt, _ = apply(dealt, LookAtFoot())
    assert dealt.red_threes[dealt.side_of(first)]
    assert not any(c.is_red_three for c in dealt.hands[first])


def test_bh_2_1_draw_two():
    """BH-2.1: two cards from the stock, or the pile (BH-5)."""
    state = make_state(BH, hands={0: "9C 4D"}, stock="5C 6D")
    drawn, _ = apply(state, Draw())
    assert {"5C", "6D"} <= {c.kind for c in drawn.hands[0]}


# ---------------------------------------------------------------------------
# BH-3 Melds, BH-4 Initial meld


def test_bh_3_1_seven_cards_at_most_and_the_four_kinds():
    """BH-3.1: at most seven cards (not the garbage pile); sevens, wild, red and
    black canastas."""
    state = make_state(BH, hands={0: "QH QS QD QC QH QS QD QC 9C"}, melds={0: ["AH AS AD"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld QH QS QD QC QH QS QD QC"), "BH-3.1")
    table = make_state(BH, melds={0: ALL_FOUR})
    rs = table.ruleset
    assert [rs.canasta_kind(m) for m in table.melds[0]] == ["natural", "mixed", "wild", "sevens"]


def test_bh_3_2_more_naturals_than_wild_cards():
    """BH-3.2: one wild in 3-4 cards, two in 5-6, three in a canasta."""
    state = make_state(BH, hands={0: "QH QS QD QC 2C 2D JK 9C 4S 5D"}, melds={0: ["AH AS AD"]},
                       phase=Phase.MELD)
    assert legal(state, "meld QH QS 2C") and legal(state, "meld QH QS QD 2C")
    assert_cites(refusal(state, "meld QH 2C 2D"), "BH-3.2")
    assert_cites(refusal(state, "meld QH QS 2C 2D"), "BH-3.2")
    assert legal(state, "meld QH QS QD 2C 2D")
    assert legal(state, "meld QH QS QD QC 2C 2D JK")


def test_bh_3_3_sevens_take_no_wild_card():
    """BH-3.3: sevens melds take no wild cards."""
    state = make_state(BH, hands={0: "7H 7S 2C 9C 4S"}, melds={0: ["AH AS AD"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 7H 7S 2C"), "BH-3.3")


def test_bh_4_1_minimum_by_score_none_when_negative():
    """BH-4.1: negative: none; 0-4999: 50; 5000: 90; 10000: 120; 15000: 150."""
    rs = make_state(BH).ruleset
    assert [rs.initial_minimum(s) for s in (-10, 0, 4999, 5000, 10000, 15000)] == [
        0, 50, 50, 90, 120, 150]
    state = make_state(BH, hands={0: "4H 4S 4D 9C 9S"}, scores=[-100, 0], phase=Phase.MELD)
    done, _ = play(state, "meld 4H 4S 4D")
    assert done.melded[0]


# ---------------------------------------------------------------------------
# BH-5 The discard pile


def test_bh_5_1_only_a_natural_pair_takes_the_pile_freezing_has_no_effect():
    """BH-5.1: a natural pair with the top card: a new meld, into the unfinished
    meld of the rank, or into the garbage pile; never the top card alone; a wild
    card or a three on top: no taking; a wild card buried in the pile freezes
    nothing."""
    state = make_state(BH, hands={0: "KH KD 9C 4S"}, melds={0: ["KC KS KD"]}, pile="9D KS")
    assert_cites(refusal(state, "take @0"), "BH-5.1")
    assert legal(state, "take KH KD @0") and legal(state, "take KH KD") is False
    new = make_state(BH, hands={0: "KH KD 9C 4S"}, melds={0: ["AC AS AD"]},
                     pile="2C 9D KS")
    assert not new.pile_frozen() and listed(new, "take KH KD")
    for top in ("2H", "3S", "3H"):
        blocked = make_state(BH, hands={0: "KH KD 2D 3C 3S"}, melds={0: ["AC AS AD"]},
                             pile=f"KC {top}")
        assert not any(isinstance(a, TakePile) for a in legal_actions(blocked))
        assert_cites(refusal(blocked, "take KH KD"), "BH-5.1")
    garbage = make_state(BH, hands={0: "KH KD 9C 4S"}, melds={0: [NATURAL, SEVENS]},
                         pile="9D KS")
    assert listed(garbage, "take KH KD @garbage")


def test_bh_5_2_the_pickup_stops_at_the_topmost_crosswise_wild():
    """BH-5.2: the cards from the top down to and including the topmost wild card;
    the rest stays as the pile; without a wild card, the whole pile."""
    state = make_state(BH, hands={0: "KH KD 9C 4S"}, melds={0: ["AC AS AD"]},
                       pile="4C JK 5D 2C 6C 8D KS")
    taken, _ = play(state, "take KH KD")
    assert [c.kind for c in taken.pile] == ["4C", "JK", "5D"]
    assert {"2C", "6C", "8D"} <= {c.kind for c in taken.hands[0]}
    whole = make_state(BH, hands={0: "KH KD 9C 4S"}, melds={0: ["AC AS AD"]},
                       pile="4C 5D 6C 8D KS")
    assert play(whole, "take KH KD")[0].pile == []


def test_bh_5_3_taken_cards_join_the_hand_and_a_red_three_upcard_is_laid_out():
    """BH-5.3: the taken cards not melded join the hand; a red-three upcard reached
    by the pickup is laid out by that player."""
    state = make_state(BH, hands={0: "KH KD 9C 4S"}, melds={0: ["AC AS AD"]},
                       pile="3H 5D 6C KS")
    taken, _ = play(state, "take KH KD")
    assert [c.kind for c in taken.red_threes[0]] == ["3H"]
    assert {"5D", "6C"} <= {c.kind for c in taken.hands[0]}


# ---------------------------------------------------------------------------
# BH-6 Partners and feet


def test_bh_6_1_the_initial_melder_waits_for_the_partner_canasta():
    """BH-6.1: the player who made the initial meld may not complete a canasta until
    the partner has completed one; the partner may."""
    melds = {0: ["KH KS KD KC KH KS"]}
    melder = make_state(BH, hands={0: "KC 9D 5C 4H"}, feet={0: FOOT}, melds=melds,
                        melders={0: 0}, phase=Phase.MELD)
    assert_cites(refusal(melder, "meld KC @0"), "BH-6.1")
    partner = make_state(BH, hands={0: "KC 9D 5C 4H"}, feet={0: FOOT}, melds=melds,
                         melders={0: 2}, phase=Phase.MELD)
    assert legal(partner, "meld KC @0")
    pickup = make_state(BH, hands={0: "KC KD 9D 5C"}, feet={0: FOOT},
                        melds={0: ["KH KS KD KC"]}, melders={0: 0}, pile="4D KS")
    assert_cites(refusal(pickup, "take KC KD @0"), "BH-6.1")
    whole = make_state(BH, hands={0: "QH QS QD QC QH QS QD 9D 5C"}, feet={0: FOOT},
                       phase=Phase.MELD)
    assert_cites(refusal(whole, "meld QH QS QD QC QH QS QD"), "BH-6.1")  # melding now


def test_bh_6_2_the_foot_is_picked_up_at_once():
    """BH-6.2: completing a first canasta, the player picks up the foot at once and
    may go on playing it in that turn."""
    state = make_state(BH, hands={0: "KC 5S"}, feet={0: FOOT},
                       melds={0: ["KH KS KD KC KH KS"]}, melders={0: 2}, phase=Phase.MELD)
    done, moves = play(state, "meld KC @0")
    assert done.foot_taken[0] and len(done.hands[0]) == 1 + 13
    assert sum(1 for m in moves if m.src == "foot:0") == 13
    assert done.phase is Phase.MELD and legal(done, "meld 5C 5D 5H")
    empty = make_state(BH, hands={0: "KC"}, feet={0: FOOT},
                       melds={0: ["KH KS KD KC KH KS"]}, melders={0: 2}, phase=Phase.MELD)
    assert legal(empty, "meld KC @0")  # the foot refills the hand


def test_bh_6_3_once_both_have_completed_either_completes_more():
    """BH-6.3: after both partners have completed a canasta (and picked up their
    feet), either may complete further canastas."""
    state = make_state(BH, hands={0: "QC 9D 5C 4H"}, melds={0: [NATURAL, "QH QS QD QH QS QD"]},
                       melders={0: 0}, completed=[True, False, True, False], phase=Phase.MELD)
    assert legal(state, "meld QC @1")


def test_bh_6_4_the_first_completer_waits_for_the_initial_melder():
    """BH-6.4: the partner who completed the team's first canasta may not complete
    another until the initial melder has completed one."""
    state = make_state(BH, hands={0: "QC 9D 5C 4H"}, melds={0: [NATURAL, "QH QS QD QH QS QD"]},
                       melders={0: 2}, completed=[True, False, False, False], phase=Phase.MELD)
    assert_cites(refusal(state, "meld QC @1"), "BH-6.4")
    melder = make_state(BH, hands={2: "QC 9D 5C 4H"}, current=2,
                        melds={0: [NATURAL, "QH QS QD QH QS QD"]}, melders={0: 2},
                        completed=[True, False, False, False], phase=Phase.MELD)
    assert legal(melder, "meld QC @1")


# ---------------------------------------------------------------------------
# BH-7 Garbage pile, sevens


def test_bh_7_1_the_garbage_pile_after_a_sevens_canasta():
    """BH-7.1: once the side has a sevens canasta, cards of ranks it has a canasta
    in go in the garbage pile, any number; no wild card (table rule BH-10.1), no
    three; never a canasta; its cards score their values."""
    before = make_state(BH, hands={0: "KC 9D 5C 4H"}, melds={0: [NATURAL]}, phase=Phase.MELD)
    assert_cites(refusal(before, "meld KC @garbage"), "BH-7.1")
    state = make_state(BH, hands={0: "KC KD 9D 2C 3S 4H"}, melds={0: [NATURAL, SEVENS]},
                       phase=Phase.MELD)
    assert listed(state, "meld KC @garbage")
    assert_cites(refusal(state, "meld 9D @garbage"), "BH-7.1")
    assert_cites(refusal(state, "meld 2C @garbage"), "BH-7.1")
    assert_cites(refusal(state, "meld 3S @garbage"), "BH-7.1")
    done, _ = play(state, "meld KC @garbage", "meld KD @garbage")
    garbage = [m for m in done.melds[0] if m.kind is MeldKind.GARBAGE]
    assert len(garbage) == 1 and len(garbage[0].cards) == 2 and not garbage[0].is_canasta
    over = end_by_stock(make_state(BH, melds={0: [NATURAL, SEVENS, "KC KH KS KD KC KH KS KD"]},
                                rest="pile"))
    assert lines_of(over, 0)["melded cards"] == (70 + 35 + 80, "BH-9.3")


def test_bh_10_1_table_rule_wild_cards_in_the_garbage_pile():
    """BH-10.1 [off]: on, twos and jokers go in the garbage pile once the side has
    a wild canasta."""
    on = {"garbage_wilds": True}
    state = make_state(BH, hands={0: "2C JK 9D 4H"}, melds={0: [NATURAL, SEVENS, WILD]},
                       phase=Phase.MELD, table_rules=on)
    assert legal(state, "meld 2C @garbage") and legal(state, "meld JK @garbage")
    no_wild = make_state(BH, hands={0: "2C JK 9D 4H"}, melds={0: [NATURAL, SEVENS]},
                         phase=Phase.MELD, table_rules=on)
    assert_cites(refusal(no_wild, "meld 2C @garbage"), "BH-7.1")


def test_bh_7_2_sevens_never_discarded_nor_in_the_garbage_pile():
    """BH-7.2: sevens may never be discarded nor put in the garbage pile."""
    state = make_state(BH, hands={0: "7C 9D 4H"}, melds={0: [NATURAL, SEVENS]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "discard 7C"), "BH-7.2")
    assert_cites(refusal(state, "meld 7C @garbage"), "BH-7.2")
    assert Discard(state.hands[0][0]) not in legal_actions(state)


def test_bh_7_3_a_seven_after_the_sevens_canasta_blocks_going_out():
    """BH-7.3: a seven held after the sevens canasta must be kept and blocks going
    out; three sevens start a second sevens meld."""
    state = make_state(BH, hands={0: "9H 9S 9D 7C 4S"}, melds={0: ALL_FOUR},
                       red_threes=REDS, phase=Phase.MELD)
    after, _ = play(state, "meld 9H 9S 9D")
    assert_cites(refusal(after, "discard 7C"), "BH-7.2")
    kept, _ = play(after, "discard 4S")  # the seven stays: the player is not out
    assert kept.went_out is None and [c.kind for c in kept.hands[0]] == ["7C"]
    assert kept.phase is Phase.DRAW
    three = make_state(BH, hands={0: "7C 7S 7D 9C 4S"}, melds={0: ALL_FOUR},
                       red_threes=REDS, phase=Phase.MELD)
    assert legal(three, "meld 7C 7S 7D")


def test_bh_7_4_one_seven_then_two_drawn_sevens_end_the_play():
    """BH-7.4: a hand of one seven that draws two sevens ends the play (no
    going-out bonus, BH-9.6); nobody may meld so as to keep no legal discard."""
    state = make_state(BH, hands={0: "7C", 1: "4C"}, melds={0: ["KH KS KD"]}, stock="7S 7D")
    drawn, _ = apply(state, Draw())
    assert EndPlay() in legal_actions(drawn)
    over, _ = apply(drawn, EndPlay())
    assert over.went_out is None and "BH-7.4" in over.ended
    assert "going out" not in lines_of(over, 0)
    keep = make_state(BH, hands={0: "9H 9S 9D 7C 7S"}, melds={0: ["KH KS KD"]},
                      phase=Phase.MELD)
    assert_cites(refusal(keep, "meld 9H 9S 9D"), "BH-7.4")


# ---------------------------------------------------------------------------
# BH-8 Going out


def test_bh_8_1_four_kinds_and_all_eight_red_threes_face_up():
    """BH-8.1: sevens, wild, black and red canastas, and every red three of the deck
    laid out (on either side)."""
    state = make_state(BH, hands={0: "9H 9S 9D 4C"}, melds={0: ALL_FOUR}, red_threes=REDS,
                       phase=Phase.MELD)
    done, _ = play(state, "meld 9H 9S 9D", "discard 4C")
    assert done.went_out == 0
    seven_out = make_state(BH, hands={0: "9H 9S 9D 4C"}, melds={0: ALL_FOUR},
                           red_threes={0: "3H 3H 3H", 1: "3D 3D 3D 3D"}, phase=Phase.MELD)
    assert_cites(refusal(seven_out, "meld 9H 9S 9D"), "BH-8.1")
    no_wild = make_state(BH, hands={0: "9H 9S 9D 4C"}, melds={0: [NATURAL, MIXED, SEVENS]},
                         red_threes=REDS, phase=Phase.MELD)
    assert_cites(refusal(no_wild, "meld 9H 9S 9D"), "BH-8.1")


def test_bh_8_2_going_out_ends_with_a_discard_never_a_seven():
    """BH-8.2: meld all but one card and discard it; going out without a discard is
    not allowed; the last discard is no seven."""
    state = make_state(BH, hands={0: "9H 9S 9D"}, melds={0: ALL_FOUR}, red_threes=REDS,
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "BH-8.2")


def test_bh_8_3_both_feet_picked_up_and_no_empty_hand():
    """BH-8.3: both partners must have picked up their feet; a player who may not go
    out may not be left with no cards."""
    state = make_state(BH, hands={0: "9H 9S 9D 4C"}, feet={2: FOOT}, melds={0: ALL_FOUR},
                       red_threes=REDS, phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "BH-8.3")
    empty = make_state(BH, hands={0: "9H 9S 9D"}, melds={0: ["KH KS KD"]}, phase=Phase.MELD)
    assert refusal(empty, "meld 9H 9S 9D")


# ---------------------------------------------------------------------------
# BH-9 Scoring and game, BH-10 table rules


def test_bh_9_1_bonuses_and_200_for_going_out():
    """BH-9.1, BH-9.3: worked by hand. Side 0 goes out with the four canastas and the
    nines: melded kings 70, queens 40 + twos 60, wild 4 x 20 + 3 x 50 = 230,
    sevens 35, nines 30: 465; bonuses 500 + 300 + 1000 + 1500 = 3300; going out
    200; four red threes with a sevens canasta 400: 4365. Side 1: four red threes
    without a sevens canasta -400, AC in hand -20: -420."""
    state = make_state(BH, hands={0: "9H 9S 9D 4C", 1: "AC"}, melds={0: ALL_FOUR},
                       red_threes=REDS, phase=Phase.MELD)
    done, _ = play(state, "meld 9H 9S 9D", "discard 4C")
    side0 = lines_of(done, 0)
    assert side0["going out"] == (200, "BH-9.1")
    assert side0["1 sevens canasta"] == (1500, "BH-9.1")
    assert side0["melded cards"] == (465, "BH-9.3")
    assert done.history[-1].totals == (4365, -420)


def test_bh_9_2_red_threes_plus_only_with_a_sevens_canasta():
    """BH-9.2: + 100 each with a complete sevens canasta at the end, else - 100."""
    plus = end_by_stock(make_state(BH, melds={0: [SEVENS]}, red_threes={0: "3H"}, rest="pile"))
    assert lines_of(plus, 0)["1 red three"] == (100, "BH-9.2")
    minus = end_by_stock(make_state(BH, melds={0: [NATURAL]}, red_threes={0: "3H"}, rest="pile"))
    assert lines_of(minus, 0)["1 red three (no sevens canasta)"] == (-100, "BH-9.2")


def test_bh_9_3_hands_and_unpicked_feet_count_against():
    """BH-9.3: - the cards in hands and in feet not picked up."""
    over = end_by_stock(make_state(BH, hands={0: "AC"}, feet={2: "KC 5D"}, rest="pile",
                                melds={0: ["9H 9S 9D"]}))
    lines = lines_of(over, 0)
    assert lines["cards left in hands"] == (-20, "BH-9.3")
    assert lines["feet not picked up"] == (-15, "BH-9.3")


def test_bh_9_4_the_first_side_at_20000_wins():
    """BH-9.4: 20000 or more at the end of a deal; both: the higher; a tie: on."""
    won = end_by_stock(make_state(BH, scores=[19990, 100], melds={0: ["9H 9S 9D"]}, rest="pile"))
    assert won.phase is Phase.GAME_OVER and won.winner == 0
    tie = end_by_stock(make_state(BH, scores=[20000, 20000], rest="pile"))
    assert tie.phase is Phase.DEAL_OVER


def test_bh_9_5_foot_red_threes_and_no_all_eight_bonus():
    """BH-9.5: a red three in an unpicked foot - 100; all eight on one side earn
    nothing extra (800); BH-10.2 on: 1000."""
    foot = end_by_stock(make_state(BH, feet={2: "3H"}, melds={0: [SEVENS]}, rest="pile"))
    assert lines_of(foot, 0)["1 red three in feet not picked up"] == (-100, "BH-9.5")
    eight = "3H 3H 3H 3H 3D 3D 3D 3D"
    plain = end_by_stock(make_state(BH, melds={0: [SEVENS]}, red_threes={0: eight}, rest="pile"))
    assert lines_of(plain, 0)["8 red threes"] == (800, "BH-9.2")


def test_bh_10_2_table_rule_all_eight_red_threes_1000():
    """BH-10.2 [off]: on, all eight red threes count 1000 (or - 1000)."""
    eight = "3H 3H 3H 3H 3D 3D 3D 3D"
    on = end_by_stock(make_state(BH, melds={0: [SEVENS]}, red_threes={0: eight}, rest="pile",
                              table_rules={"all_red_threes": 1000}))
    assert lines_of(on, 0)["8 red threes"] == (1000, "BH-9.2")


def test_bh_9_6_no_going_out_bonus_when_the_stock_ends_the_play():
    """BH-9.6: play ended by the stock (G-12) or by BH-7.4: no going-out bonus."""
    over = end_by_stock(make_state(BH, melds={0: ALL_FOUR}, red_threes=REDS, rest="pile"))
    assert over.went_out is None and "going out" not in lines_of(over, 0)


BH_RULES = (
    "BH-1.1 BH-1.2 BH-1.3 BH-1.4 BH-2.1 BH-3.1 BH-3.2 BH-3.3 BH-4.1 BH-5.1 BH-5.2 BH-5.3 "
    "BH-6.1 BH-6.2 BH-6.3 BH-6.4 BH-7.1 BH-7.2 BH-7.3 BH-7.4 BH-8.1 BH-8.2 BH-8.3 "
    "BH-9.1 BH-9.2 BH-9.3 BH-9.4 BH-9.5 BH-9.6 BH-10.1 BH-10.2").split()
"""Every rule of bain-hand-and-foot.md (the project's copy of the list)."""


def test_every_bh_rule_is_cited_by_a_scenario_test():
    """Each BH rule id is named in the docstring of a test of this file."""
    assert uncited(__file__, BH_RULES) == []


@pytest.mark.parametrize("text", ["meld 9H/0 @garbage", "take KH/0 KD/1 @garbage"])
def test_garbage_target_text_round_trips(text):
    from game.rules import parse_action

    action = parse_action(text)
    assert action.meld == GARBAGE and str(action) == text
