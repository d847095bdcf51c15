"""Scenario tests of Dollars from Heaven, one or more per rule of
dollars-from-heaven.md (DH-1.1 to DH-9.3). Four seats by default: side 0 is seats
0 and 2, side 1 seats 1 and 3. Positions are written in the card notation
(scenario.py, game.rules.position)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import (
    Discard,
    Draw,
    EndPlay,
    Meld,
    NextDeal,
    Phase,
    TakePile,
    apply,
    legal_actions,
    start_game,
)
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

DH = "dollars"
NATURAL = "KH KS KD KC KH KS KD"
MIXED = "QH QS QD QC QH 2C 2D"
WILD = "2H 2S 2C 2D JK JK JK"
SEVENS = "7H 7S 7D 7C 7H 7S 7D"
SEQUENCE = "4S 5S 6S 7S 8S 9S 10S"
ALL_FIVE = [NATURAL, MIXED, WILD, SEVENS, SEQUENCE]
FOOT = "5C 5D 5H 6C 6D 6H 8C 8D 8H 9C 9D"


def _kinds(cards) -> list[str]:
    return sorted(c.kind for c in cards)


# ---------------------------------------------------------------------------
# DH-1 Cards and deal


@pytest.mark.parametrize("players, packs, cards", [(4, 4, 216), (6, 5, 270)])
def test_dh_1_1_four_packs_for_four_players_five_for_six(players, packs, cards):
    """DH-1.1: 216 cards for four players, 270 (five packs) for six; G-3 values."""
    state, _ = start_game(DH, {"players": players}, seed=3)
    rs = state.ruleset
    assert (rs.players, rs.packs, rs.jokers) == (players, packs, 2 * packs)
    deck = make_deck(rs.packs, rs.jokers)
    assert len(deck) == cards and Counter(c.kind for c in deck)["JK"] == 2 * packs
    assert len(state.all_cards()) == cards and rs.sides == 2
    values = {c.kind: rs.card_value(c) for c in make_deck(1, 1)}
    assert [values[k] for k in ("3S", "AH", "9D", "JK", "2C", "7H")] == [5, 20, 10, 50, 20, 5]
    assert_conserved(state)


def test_dh_1_2_thirteen_in_the_hand_eleven_face_down_in_the_foot():
    """DH-1.2: 13 cards to each hand (looked at), then 11 face down (the foot)."""
    state, moves = start_game(DH, seed=5)
    assert all(len(f) == 11 for f in state.feet)
    assert all(len(h) + len(r) >= 13 for h, r in zip(state.hands, [[]] * 4, strict=True))
    foot_moves = [m for m in moves if m.dst.startswith("foot:")]
    assert len(foot_moves) == 44 and not any(m.face_up for m in foot_moves)


def test_dh_1_3_stock_of_119_and_the_upcard_freezes_when_wild_or_a_red_three():
    """DH-1.3: 216 - 4 x 24 - 1 upcard = 119 in the stock (fewer once red threes
    are replaced); a wild upcard lies sideways and freezes the pile, and so does a
    red-three upcard."""
    state, moves = start_game(DH, seed=1)
    laid = sum(len(r) for r in state.red_threes)
    assert len(state.stock) + laid == 119 and len(state.pile) == 1
    six, _ = start_game(DH, {"players": 6}, seed=1)
    assert len(six.stock) + sum(len(r) for r in six.red_threes) == 125
    for seed in range(400):
        state, moves = start_game(DH, seed=seed)
        if state.pile[0].is_wild:
            break
    up = next(m for m in moves if m.dst == "pile")
    assert up.sideways and state.pile_frozen()
    red = make_state(DH, pile="3H", hands={0: "KH KD 9C"})
    assert red.pile_frozen()


# ---------------------------------------------------------------------------
# DH-2 Turn


def test_dh_2_1_draw_two_or_take_the_top_five_cards():
    """DH-2.1: two cards from the stock, or the top five of the pile (a shorter
    pile whole)."""
    state = make_state(DH, hands={0: "KH KD 9C 4S"}, melds={0: ["AH AS AD"]},
                       pile="4C 5C 6C 8C 9H JD QS KS")
    drawn, moves = apply(state, Draw())
    assert len(drawn.hands[0]) == 6 and [m.src for m in moves[:2]] == ["stock", "stock"]
    taken, _ = play(state, "take KH KD")
    assert _kinds(taken.pile) == _kinds(state.pile[:3])
    assert len(taken.hands[0]) == 2 + 4
    short = make_state(DH, hands={0: "KH KD 9C 4S"}, melds={0: ["AH AS AD"]},
                       pile="8C 9H KS")
    taken, _ = play(short, "take KH KD")
    assert taken.pile == [] and len(taken.hands[0]) == 4


# ---------------------------------------------------------------------------
# DH-3 Melds and canastas


def test_dh_3_1_seven_cards_at_most_one_unfinished_meld_per_rank():
    """DH-3.1: three to seven cards; one unfinished meld per rank (wild melds as
    one rank); another meld of a rank once its canasta is complete."""
    state = make_state(DH, hands={0: "KH KS KD 9C 9S 9D 4S 2C 2D JK"},
                       melds={0: ["KC KH KS KD KC KH", "9H 9S 9D", "2H 2S JK"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld KH KS @0"), "DH-3.1")
    assert_cites(refusal(state, "meld 9C 9S 9D"), "DH-3.1")
    assert_cites(refusal(state, "meld 2C 2D JK"), "DH-3.1")
    done, _ = play(state, "meld KH @0")
    assert done.melds[0][0].is_canasta
    assert legal(done, "meld KS KD 2C")


def test_dh_3_2_two_wild_cards_a_third_only_as_the_seventh_card():
    """DH-3.2: at least two naturals and at most two wilds while under seven; the
    play that reaches seven may bring a third; no mixed sevens."""
    state = make_state(DH, hands={0: "QH QS QD QC 2C 2D JK 7C 7S 5D 4S"},
                       melds={0: ["KH KS KD 2H 2S", "AH AS AD AC AH 2H"]},
                       phase=Phase.MELD)
    assert legal(state, "meld QH QS 2C 2D")
    assert_cites(refusal(state, "meld QH QS 2C 2D JK"), "DH-3.2")
    assert_cites(refusal(state, "meld QH 2C 2D"), "DH-3.2")
    assert_cites(refusal(state, "meld 2C @0"), "DH-3.2")  # a sixth card, third wild
    assert legal(state, "meld 2C @1")                     # the seventh card
    assert legal(state, "meld QH QS QD QC 2C 2D JK")      # a mixed canasta laid whole
    assert_cites(refusal(state, "meld 7C 7S 2C"), "DH-3.2")


def test_dh_3_3_sequence_melds_of_one_suit_ace_high_no_wild_card():
    """DH-3.3: three or more consecutive naturals of one suit, growing at either
    end to seven; no wild card, no three, no wrapping, each rank once."""
    state = make_state(DH, hands={0: "5H 6H 7H 8H 9H 4H 10H JH QH KH AH 2C 6S 3H"},
                       melds={0: ["AD AS AC"]}, phase=Phase.MELD)
    assert legal(state, "meld 5H 6H 7H") and listed(state, "meld 5H 6H 7H")
    assert legal(state, "meld QH KH AH")
    assert_cites(refusal(state, "meld 5H 6H 2C"), "DH-3.3")
    assert_cites(refusal(state, "meld 5H 6H 8H"), "DH-3.3")
    assert_cites(refusal(state, "meld 5H 6S 7H"), "DH-3.3")
    assert_cites(refusal(state, "meld 4H 5H 6H 7H 8H 9H 10H JH"), "DH-3.1")
    grown = make_state(DH, hands={0: "4H 8H 9H 10H JH 5C"}, melds={0: ["5H 6H 7H"]},
                       phase=Phase.MELD)
    assert listed(grown, "meld 4H 8H @0")
    done, _ = play(grown, "meld 4H 8H @0")
    meld = done.melds[0][0]
    assert meld.kind is MeldKind.SEQUENCE and meld.key == "H"
    assert [c.kind for c in meld.cards] == ["4H", "5H", "6H", "7H", "8H"]
    assert_cites(refusal(done, "meld 10H @0"), "DH-3.3")
    assert_cites(refusal(done, "meld 9H 10H JH @0"), "DH-3.1")
    ace = make_state(DH, hands={0: "AH 4H 9C"}, melds={0: ["QH KH JH"]}, phase=Phase.MELD)
    assert legal(ace, "meld AH @0") and not legal(ace, "meld 4H @0")


def test_dh_3_4_canasta_kinds_and_bonuses():
    """DH-3.4: natural 500, mixed 300, wild 1000, sevens 1500, sequence 2000."""
    state = make_state(DH, melds={0: ALL_FIVE}, rest="pile")
    over = end_by_stock(state)
    lines = lines_of(over, 0)
    assert lines["1 natural canasta"] == (500, "DH-3.4")
    assert lines["1 mixed canasta"] == (300, "DH-3.4")
    assert lines["1 wild canasta"] == (1000, "DH-3.4")
    assert lines["1 sevens canasta"] == (1500, "DH-3.4")
    assert lines["1 sequence canasta"] == (2000, "DH-3.4")


def test_dh_3_5_sevens_in_sequences_and_table_rule_dh_9_1():
    """DH-3.5: sevens may go in sequence melds at any time; such a canasta is a
    sequence canasta. DH-9.1 off: only once the side has a sevens canasta."""
    state = make_state(DH, hands={0: "6H 7H 8H 9C 4S"}, melds={0: ["AH AS AD"]},
                       phase=Phase.MELD)
    assert legal(state, "meld 6H 7H 8H")
    rs = state.ruleset
    seq = make_state(DH, melds={0: ["4C 5C 6C 7C 8C 9C 10C"]})
    assert rs.canasta_kind(seq.melds[0][0]) == "sequence"
    off = make_state(DH, hands={0: "6H 7H 8H 9C 4S"}, melds={0: ["AH AS AD"]},
                     phase=Phase.MELD, table_rules={"sevens_in_sequences": False})
    assert_cites(refusal(off, "meld 6H 7H 8H"), "DH-3.5")
    with_sevens = make_state(DH, hands={0: "6H 7H 8H 9C 4S"}, melds={0: [SEVENS]},
                             phase=Phase.MELD, table_rules={"sevens_in_sequences": False})
    assert legal(with_sevens, "meld 6H 7H 8H")


def test_dh_3_6_several_sequences_of_a_suit_and_table_rule_dh_9_3():
    """DH-3.6: several sequence melds, even of one suit and overlapping; a card
    joins one meld only. DH-9.3 off: one unfinished sequence meld per suit."""
    state = make_state(DH, hands={0: "5H 6H 7H 9C 4C"}, melds={0: ["4H 5H 6H"]},
                       phase=Phase.MELD)
    assert legal(state, "meld 5H 6H 7H")
    done, _ = play(state, "meld 5H 6H 7H")
    assert [len(m.cards) for m in done.melds[0]] == [3, 3]
    one = make_state(DH, hands={0: "5H 6H 7H 9C 4C"}, melds={0: ["4H 5H 6H"]},
                     phase=Phase.MELD, table_rules={"sequences_per_suit": "one"})
    assert_cites(refusal(one, "meld 5H 6H 7H"), "DH-3.6")
    assert legal(one, "meld 7H @0")


# ---------------------------------------------------------------------------
# DH-4 Initial meld


def test_dh_4_1_minimum_by_deal_number_whatever_the_scores():
    """DH-4.1: 50, 90, 120, 150 for deals one to four, 150 after; scores do not
    matter (negative included)."""
    for deal, minimum in ((1, 50), (2, 90), (3, 120), (4, 150), (5, 150)):
        state = make_state(DH, deal_no=deal, scores=[-400, 9000])
        assert [state.initial_minimum(s) for s in (0, 1)] == [minimum, minimum]
    second = make_state(DH, hands={0: "KH KS KD AH AS AD 9C 4S"}, deal_no=2,
                        phase=Phase.MELD)
    after, _ = play(second, "meld KH KS KD")
    assert_cites(refusal(after, "discard 9C"), "DH-4.1")
    done, _ = play(after, "meld AH AS AD")
    assert done.melded[0]


def test_dh_4_2_the_top_card_does_not_count():
    """DH-4.2: the minimum is met from the hand: the top card never counts."""
    state = make_state(DH, hands={0: "KH KD 9C 4S"}, pile="8C 5D KS", deal_no=1)
    assert_cites(refusal(state, "take KH KD"), "DH-4.2")
    enough = make_state(DH, hands={0: "KH KD AH AS AD 4S"}, pile="8C 5D KS")
    assert listed(enough, "take KH KD + AH AS AD")


# ---------------------------------------------------------------------------
# DH-5 Discards, freezing, the pile


def test_dh_5_1_jokers_never_discarded_sevens_only_when_going_out():
    """DH-5.1: a joker never; a seven only as the final discard going out; twos may
    be discarded."""
    state = make_state(DH, hands={0: "JK 7C 2C 9D"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "discard JK"), "DH-5.1")
    assert_cites(refusal(state, "discard 7C"), "DH-5.1")
    assert legal(state, "discard 2C") and legal(state, "discard 9D")
    discards = {a.card.kind for a in legal_actions(state) if isinstance(a, Discard)}
    assert discards == {"2C", "9D"}


def test_dh_5_2_no_pickup_under_a_wild_card_a_black_three_or_a_red_three():
    """DH-5.2: the pile is never taken with a wild card or a black three on top, nor
    with the red-three upcard on top."""
    for pile, rule in (("KC 2C", "DH-5.2"), ("KC 3S", "DH-5.2"), ("3H", "DH-5.2")):
        state = make_state(DH, hands={0: "KH KD 2D 3C 3S"}, melds={0: ["AH AS AD"]},
                           pile=pile)
        assert not any(isinstance(a, TakePile) for a in legal_actions(state))
        assert_cites(refusal(state, "take KH KD"), rule)


def test_dh_5_3_a_two_freezes_the_pile_until_the_pickup_carries_it_off():
    """DH-5.3: the pile is frozen while it holds a two (or the wild or red-three
    upcard), buried or not; taking the top five can carry it off."""
    state = make_state(DH, hands={0: "KH 9C 4S"}, melds={0: ["KC KS KD"]},
                       pile="4D 5D 2C 6D 7D 8C KS")
    assert state.pile_frozen()
    assert_cites(refusal(state, "take @0"), "DH-5.3")
    pair = make_state(DH, hands={0: "KH KD 9C 4S"}, melds={0: ["AC AS AD"]},
                      pile="4D 5D 2C 6D 7D 8C KS")
    taken, _ = play(pair, "take KH KD")
    assert _kinds(taken.pile) == ["4D", "5D"] and not taken.pile_frozen()
    deep = make_state(DH, hands={0: "KH KD 9C 4S"}, melds={0: ["AC AS AD"]},
                      pile="2C 4D 5D 6D 7D 8C KS")
    taken, _ = play(deep, "take KH KD")
    assert taken.pile_frozen()


def test_dh_5_4_natural_pair_takes_even_a_frozen_pile():
    """DH-5.4: top card and natural pair melded at once, as a new meld or into the
    unfinished meld of the rank; an unmelded side reaches its minimum at the same
    time from the hand; the rest of the five is taken."""
    state = make_state(DH, hands={0: "KH KD 9C 4S"}, pile="2C 9D KS",
                       melds={0: ["QH QS QD"]})
    taken, _ = play(state, "take KH KD")
    assert _kinds(taken.melds[0][-1].cards) == ["KD", "KH", "KS"]
    assert {"2C", "9D"} <= {c.kind for c in taken.hands[0]}
    into = make_state(DH, hands={0: "KH KD 9C"}, pile="9D KS", melds={0: ["KC KS KD"]})
    assert legal(into, "take KH KD @0")
    unmelded = make_state(DH, hands={0: "KH KD AH AS AD 9C 4S", 1: "5C"},
                          pile="8C 2C 5D KS")
    taken, _ = play(unmelded, "take KH KD")
    assert taken.pending is not None and not taken.melded[0]
    assert_cites(refusal(taken, "discard 9C"), "DH-5.4")
    done, _ = play(taken, "meld AH AS AD")
    assert done.melded[0] and done.pending is None


def test_dh_5_5_open_pile_onto_an_unfinished_meld_or_a_sequence_end():
    """DH-5.5: not frozen, the top five may be taken by adding the top card to an
    unfinished meld of its rank, or to one end of an unfinished sequence meld as it
    lies (no bridging from the hand, no new sequence from the pile)."""
    state = make_state(DH, hands={0: "KH 9C 4S"}, pile="9D KS", melds={0: ["KC KS 2D"]})
    assert listed(state, "take @0")
    seq = make_state(DH, hands={0: "7H 9C 4S 5H 6H"}, pile="9D 8H",
                     melds={0: ["4H 5H 6H", "AS AD AC"]})
    assert_cites(refusal(seq, "take 7H @0"), "DH-5.5")
    assert_cites(refusal(seq, "take @0"), "DH-5.5")
    end = make_state(DH, hands={0: "9C 4S"}, pile="9D 7H", melds={0: ["4H 5H 6H"]})
    assert listed(end, "take @0")
    taken, _ = play(end, "take @0")
    assert [c.kind for c in taken.melds[0][0].cards] == ["4H", "5H", "6H", "7H"]
    new = make_state(DH, hands={0: "5H 6H 9C"}, pile="9D 7H", melds={0: ["AS AD AC"]})
    assert_cites(refusal(new, "take 5H 6H"), "DH-5.4", "DH-5.5")
    frozen = make_state(DH, hands={0: "9C 4S"}, pile="2C 7H", melds={0: ["4H 5H 6H"]})
    assert_cites(refusal(frozen, "take @0"), "DH-5.3")


def test_dh_5_6_a_completed_canasta_only_with_a_natural_pair():
    """DH-5.6: a top card matching only a completed canasta needs a natural pair,
    starting a new meld."""
    state = make_state(DH, hands={0: "KH 2C 9C KD"}, pile="9D KS", melds={0: [NATURAL]})
    assert_cites(refusal(state, "take KH 2C"), "DH-5.6")
    assert legal(state, "take KH KD")


def test_dh_5_7_cards_from_the_pile_wait_for_the_next_turn():
    """DH-5.7: after a pickup, the cards taken besides the top card may not be
    melded this turn, but may be discarded; next turn they may be melded."""
    state = make_state(DH, hands={0: "KH KD 9C 4S", 1: "5C 6C", 2: "8D"},
                       melds={0: ["AS AD AC"]}, pile="QS QD 9S KS")
    taken, _ = play(state, "take KH KD")
    assert {c.kind for c in taken.waiting} == {"QS", "QD", "9S"}
    assert not any(isinstance(a, Meld) and set(a.cards) & set(taken.waiting)
                   for a in legal_actions(taken))
    assert legal(taken, "discard QS")
    rest = make_state(DH, hands={0: "KH KD QH 9C 4S"}, melds={0: ["AS AD AC"]},
                      pile="QS QD 9S KS")
    taken, _ = play(rest, "take KH KD")
    assert_cites(refusal(taken, "meld QH QS QD"), "DH-5.7")
    assert legal(taken, "discard QS")
    later = make_state(DH, hands={0: "QH QS QD 4S 5S"}, melds={0: ["AS AD AC"]},
                       phase=Phase.MELD)
    assert legal(later, "meld QH QS QD")


def test_dh_9_2_table_rule_only_a_pair_pickup_makes_the_cards_wait():
    """DH-9.2 off ("pair"): the cards of a DH-5.5 pickup may be melded at once."""
    rules = {"pile_cards_wait": "pair"}
    open_take = make_state(DH, hands={0: "QH 9C 4S"}, melds={0: ["KC KS KD"]},
                           pile="QS QD 9S KS", table_rules=rules)
    taken, _ = play(open_take, "take @0")
    assert legal(taken, "meld QH QS QD")
    pair = make_state(DH, hands={0: "KH KD QH 9C 4S"}, melds={0: ["AS AD AC"]},
                      pile="QS QD 9S KS", table_rules=rules)
    taken, _ = play(pair, "take KH KD")
    assert_cites(refusal(taken, "meld QH QS QD"), "DH-5.7")


# ---------------------------------------------------------------------------
# DH-6 Foot, threes, end of play


def test_dh_6_1_the_foot_as_in_pennies():
    """DH-6.1 (PH-6): completing a first canasta, the player picks up the foot
    after the discard."""
    state = make_state(DH, hands={0: "KC 9D 5C 4H"}, feet={0: FOOT},
                       melds={0: ["KH KS KD KC KH KS"]}, phase=Phase.MELD)
    done, _ = play(state, "meld KC @0", "discard 5C")
    assert done.foot_taken[0] and len(done.hands[0]) == 2 + 11


def test_dh_6_2_red_threes_with_and_without_a_sevens_canasta():
    """DH-6.2: + 100 each with a sevens canasta, - 100 each without; every red three
    of the deck: 1000 with four packs, 1200 with five; red threes in an unpicked
    foot: - 100 each and not counted as laid out."""
    plus = end_by_stock(make_state(DH, melds={0: [SEVENS]}, red_threes={0: "3H 3D"},
                                rest="pile"))
    assert lines_of(plus, 0)["2 red threes"] == (200, "DH-6.2")
    minus = end_by_stock(make_state(DH, melds={0: ["KH KS KD"]}, red_threes={0: "3H 3D"},
                                 rest="pile"))
    assert lines_of(minus, 0)["2 red threes (no sevens canasta)"] == (-200, "DH-6.2")
    eight = "3H 3H 3H 3H 3D 3D 3D 3D"
    alls = end_by_stock(make_state(DH, melds={0: [SEVENS]}, red_threes={0: eight},
                                rest="pile"))
    assert lines_of(alls, 0)["8 red threes"] == (1000, "DH-6.2")
    ten = "3H 3H 3H 3H 3H 3D 3D 3D 3D 3D"
    six = end_by_stock(make_state(DH, melds={0: [SEVENS]}, red_threes={0: ten}, rest="pile",
                               table_rules={"players": 6}))
    assert lines_of(six, 0)["10 red threes"] == (1200, "DH-6.2")
    foot = end_by_stock(make_state(DH, melds={0: [SEVENS]}, feet={2: "3H 9C"}, rest="pile"))
    assert lines_of(foot, 0)["1 red three in feet not picked up"] == (-100, "DH-6.2")


def test_dh_6_3_black_threes_only_going_out_never_a_canasta():
    """DH-6.3: black threes are melded only by a player going out, several melds
    allowed; a meld of black threes is never a canasta, its cards count 5 each."""
    state = make_state(DH, hands={0: "3C 3S 3C 3S 3C 3S 9D"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 3C 3S 3C"), "DH-6.3")
    out = make_state(DH, hands={0: "3C 3S 3C 3S 3C 3S 9D"}, melds={0: ALL_FIVE},
                     phase=Phase.MELD)
    done, _ = play(out, "meld 3C 3S 3C", "meld 3S 3C 3S", "discard 9D")
    assert done.went_out == 0
    threes = [m for m in done.melds[0] if m.kind is MeldKind.BLACK_THREES]
    assert len(threes) == 2 and not any(m.is_canasta for m in threes)
    seven = make_state(DH, melds={0: ["3C 3S 3C 3S 3C 3S 3C"]}, rest="pile")
    assert seven.ruleset.canasta_kind(seven.melds[0][0]) is None
    over = end_by_stock(seven)
    assert lines_of(over, 0)["melded cards"] == (35, "DH-8.1")
    assert not any("canasta" in label for label in lines_of(over, 0))


def test_dh_6_4_keep_a_discard_other_than_sevens_and_jokers():
    """DH-6.4: a player who cannot go out may not meld so as to keep only sevens and
    jokers; holding no card that may be discarded, the play ends without a
    discard and nobody gets the going-out bonus."""
    state = make_state(DH, hands={0: "9H 9S 9D 7C JK"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "DH-6.4")
    stuck = make_state(DH, hands={0: "7C 7S JK", 1: "4C"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert EndPlay() in legal_actions(stuck)
    over, _ = apply(stuck, EndPlay())
    assert over.phase is Phase.DEAL_OVER and over.went_out is None
    assert "DH-6.4" in over.ended and "going out" not in lines_of(over, 0)


# ---------------------------------------------------------------------------
# DH-7 Going out, DH-8 Scoring and game


def test_dh_7_1_going_out_needs_all_five_kinds():
    """DH-7.1: natural, mixed, wild, sevens and sequence canastas."""
    state = make_state(DH, hands={0: "9H 9S 9D 4C"}, melds={0: ALL_FIVE[:4]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "DH-7.1")
    assert "sequence" in refusal(state, "meld 9H 9S 9D")
    ok = make_state(DH, hands={0: "9H 9S 9D 4C"}, melds={0: ALL_FIVE}, phase=Phase.MELD)
    done, _ = play(ok, "meld 9H 9S 9D", "discard 4C")
    assert done.went_out == 0


def test_dh_7_2_the_final_discard_may_be_a_seven_never_a_joker():
    """DH-7.2: going out, the last discard may be a seven (not a joker); without
    the foot nobody goes out."""
    seven = make_state(DH, hands={0: "9H 9S 9D 7C"}, melds={0: ALL_FIVE}, phase=Phase.MELD)
    done, _ = play(seven, "meld 9H 9S 9D", "discard 7C")
    assert done.went_out == 0
    joker = make_state(DH, hands={0: "9H 9S 9D JK"}, melds={0: ALL_FIVE}, phase=Phase.MELD)
    assert refusal(joker, "meld 9H 9S 9D")
    foot = make_state(DH, hands={0: "9H 9S 9D 4C"}, feet={0: FOOT}, melds={0: ALL_FIVE},
                      phase=Phase.MELD)
    assert_cites(refusal(foot, "meld 9H 9S 9D"), "DH-7.2")
    assert refusal(foot, "meld 9H 9S 9D").count("DH-7.2") == 1  # the rule named once
    last = make_state(DH, hands={0: "4C"}, feet={0: FOOT}, melds={0: ALL_FIVE},
                      phase=Phase.MELD)
    assert refusal(last, "discard 4C").count("DH-7.2") == 1


def test_dh_8_1_scoring_as_pennies():
    """DH-8.1: melded cards, canasta bonuses, 100 for going out, minus the cards
    left in hands and in unpicked feet. Worked by hand: melded kings 70, queens 50
    + two twos 40, wild canasta 4 x 20 + 3 x 50 = 230, sevens 35, sequence 4-10 of
    spades 50, nines 30: 505; bonuses 500 + 300 + 1000 + 1500 + 2000 = 5300; going
    out 100: 5905. Side 1: KC + AC = -30 in hand, 5C + 6C = -10 in a foot: -40."""
    state = make_state(DH, hands={0: "9H 9S 9D 4C", 1: "KC AC"}, feet={3: "5C 6C"},
                       melds={0: ALL_FIVE}, phase=Phase.MELD)
    done, _ = play(state, "meld 9H 9S 9D", "discard 4C")
    side0, side1 = lines_of(done, 0), lines_of(done, 1)
    assert side0["going out"] == (100, "DH-8.1")
    assert side1["cards left in hands"] == (-30, "DH-8.1")
    assert side1["feet not picked up"] == (-10, "DH-8.1")
    assert side0["melded cards"] == (505, "DH-8.1")
    assert done.history[-1].totals == (5905, -40)


def test_dh_8_2_four_deals_then_the_higher_total_ties_play_on():
    """DH-8.2: after the fourth deal the higher total wins; equal totals: another
    deal (minimum 150)."""
    third = end_by_stock(make_state(DH, deal_no=3, scores=[500, 100], rest="pile"))
    assert third.phase is Phase.DEAL_OVER and third.history[-1].next_minimums == (150, 150)
    fourth = end_by_stock(make_state(DH, deal_no=4, scores=[500, 100], rest="pile"))
    assert fourth.phase is Phase.GAME_OVER and fourth.winner == 0
    tie = end_by_stock(make_state(DH, deal_no=4, scores=[300, 300], rest="pile"))
    assert tie.phase is Phase.DEAL_OVER and tie.winner is None
    again, _ = apply(tie, NextDeal())
    assert again.deal_no == 5 and again.initial_minimum(0) == 150


def test_dh_9_1_9_2_9_3_are_table_rules_with_their_defaults():
    """DH-9.1 [on], DH-9.2 [every pickup], DH-9.3 [several]: named table rules."""
    state = make_state(DH)
    rules = state.ruleset.table_rules()
    assert rules == {"players": 4, "sevens_in_sequences": True, "pile_cards_wait": "always",
                     "sequences_per_suit": "many"}
    assert {o.rule for o in state.ruleset.options} == {"DH-1.1", "DH-9.1", "DH-9.2",
                                                       "DH-9.3"}


DH_RULES = (
    "DH-1.1 DH-1.2 DH-1.3 DH-2.1 DH-3.1 DH-3.2 DH-3.3 DH-3.4 DH-3.5 DH-3.6 DH-4.1 DH-4.2 "
    "DH-5.1 DH-5.2 DH-5.3 DH-5.4 DH-5.5 DH-5.6 DH-5.7 DH-6.1 DH-6.2 DH-6.3 DH-6.4 "
    "DH-7.1 DH-7.2 DH-8.1 DH-8.2 DH-9.1 DH-9.2 DH-9.3").split()
"""Every rule of dollars-from-heaven.md (the project's copy of the list)."""


def test_every_dh_rule_is_cited_by_a_scenario_test():
    """Each DH rule id is named in the docstring of a test of this file."""
    assert uncited(__file__, DH_RULES) == []
