"""Scenario tests of Pennies from Heaven, one or more per rule of
pennies-from-heaven.md (PH-1.1 to PH-11.1). Six seats: side 0 is seats 0, 2, 4 and
side 1 is seats 1, 3, 5. Positions are written in the card notation (scenario.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    Meld,
    NextDeal,
    Phase,
    TakePile,
    UndoTurn,
    apply,
    get_ruleset,
    legal_actions,
    observe,
    start_game,
    why_illegal,
)
from game.rules.cards import make_deck, parse_card

from .scenario import (
    assert_cites,
    assert_conserved,
    hand_cards,
    legal,
    lines_of,
    listed,
    make_state,
    play,
    refusal,
)

C = parse_card
PH = "pennies"

NATURAL = "KH KS KD KC KH KS KD"
MIXED = "QH QS QD QC 2C 2D 2H"
WILD = "2S 2C 2D 2H JK JK JK"
SEVENS = "7H 7S 7D 7C 7H 7S 7D"
ALL_FOUR = [NATURAL, MIXED, WILD, SEVENS]
SEVENS_2 = "7H 7S 7D 7C 7H 7S 7D"  # the other four-pack copies, for side 1


def _find_deal(wanted, limit: int = 800, **kw):
    for seed in range(limit):
        state, moves = start_game(PH, seed=seed, **kw)
        if wanted(state, moves):
            return seed, state, moves
    pytest.fail(f"no seed below {limit} gives the wanted deal")


def _kinds(cards) -> list[str]:
    return sorted(c.kind for c in cards)


# ---------------------------------------------------------------------------
# PH-1 Cards and deal


def test_ph_1_1_four_packs_with_two_jokers_each_make_216_cards():
    """PH-1.1: 216 cards, values per G-3 (black three 5)."""
    rs = get_ruleset(PH)
    deck = make_deck(rs.packs, rs.jokers)
    assert len(deck) == 216 and len(set(deck)) == 216
    kinds = Counter(c.kind for c in deck)
    assert kinds["JK"] == 8 and all(n == 4 for k, n in kinds.items() if k != "JK")
    assert [rs.card_value(C(k)) for k in ("JK", "AS", "2D", "KC", "8H", "7S", "4C", "3S")] == [
        50, 20, 20, 10, 10, 5, 5, 5]
    assert_conserved(start_game(PH, seed=2)[0])


def test_ph_1_2_thirteen_card_hand_then_eleven_card_foot_face_down():
    """PH-1.2: 13 cards to each hand, then 11 to each foot, unseen."""
    state, moves = start_game(PH, seed=9, dealer=3)
    hand_moves, foot_moves = moves[:78], moves[78:144]
    assert Counter(m.dst for m in hand_moves) == {f"hand:{s}": 13 for s in range(6)}
    assert Counter(m.dst for m in foot_moves) == {f"foot:{s}": 11 for s in range(6)}
    assert [m.dst for m in hand_moves[:6]] == [f"hand:{s}" for s in (4, 5, 0, 1, 2, 3)]
    assert not any(m.face_up for m in moves[:144])
    assert [len(h) for h in state.hands] == [13] * 6
    assert [len(f) for f in state.feet] == [11] * 6 and not any(state.foot_taken)
    view = observe(state, 4)
    assert view.foot_counts == (11,) * 6
    assert not set(view.hand) & set(state.feet[4])


def test_ph_1_3_seventy_two_cards_stock_and_upcard():
    """PH-1.3: 72 cards remain; the top one is turned up to start the pile."""
    state, moves = start_game(PH, seed=9)
    up = [m for m in moves if m.dst == "pile"]
    assert len(up) == 1 and up[0].face_up and up[0].src == "stock"
    threes = sum(len(r) for r in state.red_threes)
    assert len(state.stock) + len(state.pile) + threes == 72


def test_ph_1_3_wild_upcard_lies_sideways_and_freezes():
    """PH-1.3: a wild card turned up is placed sideways: the pile is frozen and,
    with a wild card on top, cannot be taken (PH-5.2)."""
    seed, state, moves = _find_deal(lambda s, m: s.pile and s.pile[0].is_wild)
    up = [m for m in moves if m.dst == "pile"]
    assert len(up) == 1 and up[0].sideways
    assert state.pile_frozen()
    assert not any(isinstance(a, TakePile) for a in legal_actions(state))


def test_ph_1_3_red_three_upcard_freezes_the_pile():
    """PH-1.3, PH-7.2: a red three turned up stays and freezes the pile."""
    seed, state, moves = _find_deal(lambda s, m: s.pile and s.pile[0].is_red_three)
    assert len(state.pile) == 1 and state.pile_frozen()
    assert legal_actions(state) == [Draw()]


# ---------------------------------------------------------------------------
# PH-2 Turn


def test_ph_2_1_draw_two_cards():
    """PH-2.1: draw the top two cards of the stock, then meld and discard."""
    state = make_state(PH, hands={0: "9C 4D"}, stock="6S 8D JC")
    state, moves = play(state, "draw")
    assert [m.card.kind for m in moves] == ["JC", "8D"]
    assert _kinds(state.hands[0]) == _kinds(C(k) for k in ("9C", "4D", "JC", "8D"))
    assert state.stock[-1].kind == "6S"
    state, _ = play(state, "discard 4D")
    assert state.current == 1


# ---------------------------------------------------------------------------
# PH-3 Melds and canastas


def test_ph_3_1_no_meld_holds_more_than_seven_cards():
    """PH-3.1: at most seven cards; a seven-card canasta is closed."""
    state = make_state(PH, hands={0: "KH KS KD KC KH KS KD KC 9C 9D 4S"},
                       melds={0: ["AH AS AD AC AH AS AD"]}, phase=Phase.MELD)
    assert_cites(refusal(state, "meld KH KS KD KC KH KS KD KC"), "PH-3.1")
    assert not any(len(getattr(a, "cards", ())) > 7 for a in legal_actions(state))
    assert legal(state, "meld KH KS KD KC KH KS KD")
    done, _ = play(state, "meld KH KS KD KC KH KS KD")
    assert done.melds[0][-1].is_canasta
    assert_cites(refusal(done, "meld KC @1"), "PH-3.1")


def test_ph_3_2_one_unfinished_meld_per_rank():
    """PH-3.2: one unfinished meld of a rank; after a canasta, another may start."""
    unfinished = make_state(PH, hands={0: "KH KS KD 9C 9D"}, melds={0: ["KH KS KD KC"]},
                            phase=Phase.MELD)
    assert_cites(refusal(unfinished, "meld KH KS KD"), "PH-3.2")
    assert legal(unfinished, "meld KH KS KD @0")
    closed = make_state(PH, hands={0: "KH KS KD 9C 9D"}, melds={0: [NATURAL]},
                        phase=Phase.MELD)
    assert legal(closed, "meld KH KS KD") and listed(closed, "meld KH KS KD")
    after, _ = play(closed, "meld KH KS KD")
    assert [m.rank for m in after.melds[0]] == [13, 13]


def test_ph_3_3_natural_melds_of_any_natural_rank_sevens_included():
    """PH-3.3: natural melds of one rank 4 to A, sevens included."""
    state = make_state(PH, hands={0: "7H 7S 7D 4H 4S 4D AH AS AD 9C 9D"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    for meld in ("meld 7H 7S 7D", "meld 4H 4S 4D", "meld AH AS AD"):
        assert legal(state, meld) and listed(state, meld)
    done, _ = play(state, "meld 7H 7S 7D")
    assert done.melds[0][-1].rank == 7 and done.melds[0][-1].wilds == 0


def test_ph_3_4_mixed_meld_two_naturals_at_most_three_wilds():
    """PH-3.4: a mixed meld has at least two naturals and at most three wild cards;
    a natural meld turns mixed when a wild card is added."""
    state = make_state(PH, hands={0: "QH QS 2C 2D JK 2H KH 9C 9D 4S"},
                       melds={0: ["8H 8S 8D"]}, phase=Phase.MELD)
    assert legal(state, "meld QH QS 2C 2D JK")
    assert_cites(refusal(state, "meld KH 2C 2D"), "PH-3.4")
    assert_cites(refusal(state, "meld QH QS 2C 2D JK 2H"), "PH-3.4")
    mixed, _ = play(state, "meld 2C @0")
    assert mixed.melds[0][0].wilds == 1
    mixed, _ = play(mixed, "meld 2D JK @0")
    assert_cites(refusal(mixed, "meld 2H @0"), "PH-3.4")
    rs = mixed.ruleset
    closed = make_state(PH, hands={0: "9C 9D 4S"}, melds={0: ["8H 8S 8D 8C 2C 2D JK"]})
    assert closed.melds[0][0].canasta_kind(rs) == "mixed"


def test_ph_3_5_wild_melds_of_twos_and_jokers():
    """PH-3.5: melds of wild cards only, twos and jokers in any mix."""
    state = make_state(PH, hands={0: "2C 2D JK JK 2H 2S KH 9C 9D 4S"},
                       melds={0: ["QH QS QD"]}, phase=Phase.MELD)
    assert legal(state, "meld 2C 2D JK") and listed(state, "meld 2C 2D 2H")
    wild, _ = play(state, "meld 2C 2D JK")
    assert wild.melds[0][-1].wilds == 3 and wild.melds[0][-1].naturals == 0
    assert_cites(refusal(wild, "meld KH @1"), "PH-3.5")
    assert_cites(refusal(wild, "meld JK 2H 2S"), "PH-3.2")  # one unfinished wild meld
    assert legal(wild, "meld JK 2H @1")
    full = make_state(PH, hands={0: "9C 9D 4S"}, melds={0: [WILD]})
    assert full.melds[0][0].canasta_kind(full.ruleset) == "wild"


def test_ph_3_6_sevens_melds_never_take_a_wild_card():
    """PH-3.6: sevens only, no wild card ever."""
    state = make_state(PH, hands={0: "7H 7S 2C JK 9C 9D 4S"}, melds={0: ["7D 7C 7H"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 2C @0"), "PH-3.6")
    assert_cites(refusal(state, "meld 7H 2C @0"), "PH-3.6")
    fresh = make_state(PH, hands={0: "7H 7S 2C 9C 9D 4S"}, phase=Phase.MELD)
    assert_cites(refusal(fresh, "meld 7H 7S 2C"), "PH-3.6")
    assert not any(isinstance(a, Meld) and any(c.is_wild for c in a.cards)
                   and any(c.rank == 7 for c in a.cards) for a in legal_actions(fresh))


def test_ph_3_7_canasta_kinds():
    """PH-3.7: natural, mixed (one to three wilds), wild, sevens; a natural canasta
    of sevens is a sevens canasta."""
    state = make_state(PH, melds={0: ALL_FOUR})
    rs = state.ruleset
    assert [m.canasta_kind(rs) for m in state.melds[0]] == ["natural", "mixed", "wild",
                                                             "sevens"]


@pytest.mark.parametrize(("table_rules", "mixed"), [(None, 300), ({"mixed_canasta_bonus": 500},
                                                                   500)])
def test_ph_3_7_canasta_bonuses_and_mixed_bonus_table_rule(table_rules, mixed):
    """PH-3.7: natural 500, mixed 300 (table rule: 500), wild 1000, sevens 1500."""
    state = make_state(PH, hands={0: "9H 9S 9D"}, melds={0: ALL_FOUR}, phase=Phase.MELD,
                       table_rules=table_rules)
    out, _ = play(state, "meld 9H 9S 9D")
    lines = lines_of(out, 0)
    assert lines["1 natural canasta"] == (500, "PH-3.7")
    assert lines["1 mixed canasta"] == (mixed, "PH-3.7")
    assert lines["1 wild canasta"] == (1000, "PH-3.7")
    assert lines["1 sevens canasta"] == (1500, "PH-3.7")


# ---------------------------------------------------------------------------
# PH-4 Initial meld


def test_ph_4_1_minimum_by_cumulative_score():
    """PH-4.1: negative 15; 0-4995 50; 5000-9995 90; 10000-14995 120; 15000+ 150."""
    rs = get_ruleset(PH)
    table = {-10: 15, -5000: 15, 0: 50, 4995: 50, 5000: 90, 9995: 90, 10000: 120,
             14995: 120, 15000: 150, 40000: 150}
    assert {s: rs.initial_minimum(s) for s in table} == table


def test_ph_4_1_books_ranges_table_rule():
    """PH-4.1 Decision: table rule "initial_meld_ranges=books" gives ranges ten times
    smaller."""
    rs = get_ruleset(PH, {"initial_meld_ranges": "books"})
    table = {-10: 15, 0: 50, 495: 50, 500: 90, 1000: 120, 1500: 150, 5000: 150}
    assert {s: rs.initial_minimum(s) for s in table} == table
    assert get_ruleset(PH).table_rules()["initial_meld_ranges"] == "x10"


def test_ph_4_1_negative_side_needs_fifteen():
    """PH-4.1: a side below zero meets its minimum with 15."""
    state = make_state(PH, hands={0: "5H 5S 5D 9C 4S"}, scores=[-20, 0], phase=Phase.MELD)
    done, _ = play(state, "meld 5H 5S 5D")
    assert done.melded[0] and legal(done, "discard 9C")
    other = make_state(PH, hands={0: "5H 5S 5D 9C 4S"}, phase=Phase.MELD)
    low, _ = play(other, "meld 5H 5S 5D")
    assert not low.melded[0]
    assert_cites(refusal(low, "discard 9C"), "PH-4.1")


def test_ph_4_2_minimum_from_hand_cards_several_melds_add_up():
    """PH-4.2: the minimum is met by cards from the hand, red threes excluded;
    several melds of one turn add up; undo takes them back."""
    state = make_state(PH, hands={0: "KH KS KD 8H 8S 8D 9C 4S"}, red_threes={0: "3H 3D 3H"},
                       phase=Phase.MELD)
    one, _ = play(state, "meld KH KS KD")
    assert one.laid_value == 30 and not one.melded[0]
    assert_cites(refusal(one, "discard 9C"), "PH-4.1", "PH-4.2")
    two, _ = play(one, "meld 8H 8S 8D")
    assert two.melded[0] and two.laid_value == 60
    back, _ = apply(two, UndoTurn())
    assert back.melds[0] == [] and not back.melded[0]
    assert _kinds(back.hands[0]) == _kinds(state.hands[0])


# ---------------------------------------------------------------------------
# PH-5 Discards, freezing and taking the pile


def test_ph_5_1_sevens_discarded_only_after_both_sides_have_a_sevens_canasta():
    """PH-5.1: no seven may be discarded until both teams have a sevens canasta;
    any other card, wild cards included, may."""
    hand = {0: "7C 9C 2C 4S"}
    state = make_state(PH, hands=hand, melds={0: [SEVENS]}, phase=Phase.MELD)
    assert_cites(refusal(state, "discard 7C"), "PH-5.1")
    assert legal(state, "discard 2C") and legal(state, "discard 9C")
    assert not listed(state, "discard 7C")
    both = make_state(PH, hands=hand, melds={0: [SEVENS], 1: [SEVENS_2]}, phase=Phase.MELD)
    assert legal(both, "discard 7C") and listed(both, "discard 7C")


def test_ph_5_2_pile_never_taken_under_a_wild_card_or_a_three():
    """PH-5.2: not when the top card is a wild card or a three."""
    for top, rule in (("2C", "PH-5.2"), ("JK", "PH-5.2"), ("3H", "PH-5.2"),
                      ("3S", "PH-7.3")):
        state = make_state(PH, hands={0: "KH KD 3S 3C 2D 9C"}, pile=f"KS {top}",
                           melds={0: ["KC KS KD"]})
        take = TakePile(hand_cards(state, 0, "KH KD"), 0)
        assert_cites(why_illegal(state, take), rule, "PH-5.2")
        assert legal_actions(state) == [Draw()]


def test_ph_5_3_buried_wild_or_red_three_freezes_the_pile():
    """PH-5.3: frozen while a wild card (buried or not) or a turned-up red three is
    in the pile: the top card alone cannot go on a meld."""
    for buried in ("2C", "JK", "3H"):
        state = make_state(PH, hands={0: "KH KD 9C 4S"}, pile=f"{buried} 9D KS",
                           melds={0: ["KC KS KD"]})
        assert state.pile_frozen()
        assert_cites(refusal(state, "take @0"), "PH-5.3")
        assert legal(state, "take KH KD @0")
    open_pile = make_state(PH, hands={0: "KH KD 9C 4S"}, pile="9D KS",
                           melds={0: ["KC KS KD"]})
    assert legal(open_pile, "take @0")


def test_ph_5_4_natural_pair_always_takes_new_meld_or_unfinished_meld():
    """PH-5.4: a natural pair takes even a frozen pile: a new meld with the top card,
    or onto the unfinished meld of that rank within seven cards."""
    state = make_state(PH, hands={0: "KH KD 9C 4S"}, pile="2C 9D KS", melds={0: ["QH QS QD"]})
    assert legal(state, "take KH KD") and listed(state, "take KH KD")
    taken, _ = play(state, "take KH KD")
    assert _kinds(taken.melds[0][-1].cards) == ["KD", "KH", "KS"]
    assert _kinds(taken.hands[0]) == _kinds(C(k) for k in ("9C", "4S", "2C", "9D"))
    room = make_state(PH, hands={0: "KH KD 9C 4S"}, pile="2C 9D KS",
                      melds={0: ["KC KS KD KH"]})
    assert legal(room, "take KH KD @0")
    full = make_state(PH, hands={0: "KH KD 9C 4S"}, pile="2C 9D KS",
                      melds={0: ["KC KS KD KH KC"]})
    assert_cites(refusal(full, "take KH KD @0"), "PH-3.1")


def test_ph_5_4_unmelded_side_must_meet_minimum_before_the_pile_joins():
    """PH-5.4: a side without initial meld takes the pile, the pile waits until the
    minimum is met from the hand; undo gives the top card back to the pile."""
    state = make_state(PH, hands={0: "KH KD AH AS AD 9C 4S", 1: "5C"}, pile="8C 2C 5D KS")
    assert listed(state, "take KH KD")
    taken, moves = play(state, "take KH KD")
    assert taken.phase is Phase.MELD and taken.pending is not None and taken.pile == []
    assert not taken.melded[0] and taken.laid_value == 20
    assert not any(c.kind in ("8C", "5D") for c in taken.hands[0])
    assert observe(taken, 1).pile_pending
    assert_cites(refusal(taken, "discard 9C"), "PH-5.4")
    assert not any(isinstance(a, Discard) for a in legal_actions(taken))
    undone, back = apply(taken, UndoTurn())
    assert undone.phase is Phase.DRAW and [c.kind for c in undone.pile] == ["8C", "2C", "5D",
                                                                            "KS"]
    assert _kinds(undone.hands[0]) == _kinds(state.hands[0]) and undone.melds[0] == []
    assert ("KS", "pile") in [(m.card.kind, m.dst) for m in back]
    assert undone.fingerprint() == state.fingerprint()
    done, moves = play(taken, "meld AH AS AD")
    assert done.melded[0] and done.pending is None and done.laid_value == 80
    assert _kinds(done.hands[0]) == _kinds(C(k) for k in ("9C", "4S", "8C", "2C", "5D"))
    assert sum(1 for m in moves if m.src == "pile" and m.dst == "hand:0") == 3


def test_ph_5_4_composite_pickup_lays_the_initial_meld_with_the_pile():
    """PH-5.4: the pickup and the melds that make the initial meld "at the same
    time", as one action: listed, applied at once, and refused when its melds do
    not reach the minimum."""
    state = make_state(PH, hands={0: "KH KD AH AS AD 5C 5D 5S 9C", 1: "4C"},
                       pile="8C 2C 5H KS")
    assert listed(state, "take KH KD + AH AS AD")
    done, moves = play(state, "take KH KD + AH AS AD")
    assert done.melded[0] and done.pending is None and done.laid_value == 80
    assert [m.rank for m in done.melds[0]] == [13, 14]
    assert _kinds(done.hands[0]) == _kinds(C(k) for k in "5C 5D 5S 9C 8C 2C 5H".split())
    assert sum(1 for m in moves if m.src == "pile" and m.dst == "hand:0") == 3
    short = refusal(state, "take KH KD + 5C 5D 5S")
    assert_cites(short, "PH-5.4")
    assert "35" in short
    assert_cites(refusal(state, "take KH KD + 5C 5D 9C"), "PH-3.1", "PH-3.3")


def test_ph_5_4_take_refused_when_the_hand_cannot_reach_the_minimum():
    """PH-5.4, PH-4.2: the pickup needs enough value from the hand."""
    state = make_state(PH, hands={0: "KH KD 9C 4S"}, pile="8C 2C 5D KS")
    assert_cites(refusal(state, "take KH KD"), "PH-4.2")


def test_ph_5_5_open_pile_top_card_onto_an_unfinished_meld():
    """PH-5.5: an unfrozen pile whose top card matches an unfinished meld (pure or
    mixed) may be taken by adding the top card to that meld."""
    for meld in ("KC KS KD", "KC KS 2D"):
        state = make_state(PH, hands={0: "KH KD 9C 4S"}, pile="9D KS", melds={0: [meld]})
        assert legal(state, "take @0") and listed(state, "take @0")
        assert_cites(refusal(state, "take KH KD"), "PH-3.2")
        taken, _ = play(state, "take @0")
        assert len(taken.melds[0][0].cards) == 4
        assert _kinds(taken.hands[0]) == _kinds(C(k) for k in ("KH", "KD", "9C", "4S", "9D"))
    mixed_no_pair = make_state(PH, hands={0: "KH 2C 9C 4S"}, pile="9D KS",
                               melds={0: ["QH QS QD"]})
    assert_cites(refusal(mixed_no_pair, "take KH 2C"), "PH-5.5")


def test_ph_5_6_top_card_matching_only_a_completed_canasta_needs_a_natural_pair():
    """PH-5.6: with only a closed canasta of the rank, the top card needs a natural
    pair, starting a new meld."""
    state = make_state(PH, hands={0: "KH KD 2S 9C 4S"}, pile="9D KC", melds={0: [NATURAL]})
    assert_cites(refusal(state, "take @0"), "PH-5.6", "PH-3.1")
    assert_cites(refusal(state, "take KH 2S"), "PH-5.6")
    assert legal(state, "take KH KD") and listed(state, "take KH KD")
    taken, _ = play(state, "take KH KD")
    assert [len(m.cards) for m in taken.melds[0]] == [7, 3]


# ---------------------------------------------------------------------------
# PH-6 The foot


FOOT = "AH AS 5C 5D 6H 6S 8C 8D 10H JS QC"


def test_ph_6_1_foot_is_unseen_and_unusable_until_the_player_completes_a_canasta():
    """PH-6.1: the foot is neither seen nor used before the player personally
    completes a canasta; a partner's canasta does not pick it up."""
    state = make_state(PH, hands={0: "9C 9D 9S 4S 5H", 2: "KC 5S 6D"}, feet={0: FOOT, 2: FOOT},
                       melds={0: ["KH KS KD KC KH KS"]}, phase=Phase.MELD, stock="4H 4D 6C 6S")
    view = observe(state, 0)
    assert not set(view.hand) & set(state.feet[0]) and view.foot_counts[0] == 11
    ace = state.feet[0][0]
    assert_cites(why_illegal(state, Meld((ace, *hand_cards(state, 0, "9C 9D")))), "G-4")
    state, _ = play(state, "meld 9C 9D 9S", "discard 4S")
    assert not state.foot_taken[0] and len(state.feet[0]) == 11
    state, _ = play(state, "draw", "discard 6S")
    state, _ = play(state, "draw", "meld KC @0")
    assert state.completed[2] and state.foot_due and not state.completed[0]
    state, _ = play(state, "discard 5S")
    assert state.foot_taken[2] and not state.foot_taken[0]
    assert len(state.feet[0]) == 11


def test_ph_6_2_foot_picked_up_after_the_discard():
    """PH-6.2: the player who completes a first canasta picks up the foot after
    the discard, for the next turn."""
    state = make_state(PH, hands={0: "KC 9D 5C 4H"}, feet={0: FOOT},
                       melds={0: ["KH KS KD KC KH KS"]}, phase=Phase.MELD)
    done, _ = play(state, "meld KC @0")
    assert done.foot_due and not done.foot_taken[0] and done.completed[0]
    assert len(done.hands[0]) == 3
    after, moves = play(done, "discard 5C")
    foot_moves = [m for m in moves if m.src == "foot:0"]
    assert len(foot_moves) == 11 and all(m.dst == "hand:0" for m in foot_moves)
    assert moves[0].dst == "pile" and moves[0].card.kind == "5C"
    assert after.foot_taken[0] and after.feet[0] == []
    assert len(after.hands[0]) == 2 + 11 and after.current == 1


def test_ph_6_3_no_going_out_before_the_foot():
    """PH-6.3: a player who has not picked up the foot cannot go out; completing
    a first canasta that would empty the hand keeps one card to discard."""
    five = make_state(PH, hands={0: "KC KD"}, feet={0: FOOT},
                      melds={0: ["KH KS KD KC KH"] + ALL_FOUR[1:]}, phase=Phase.MELD)
    assert_cites(refusal(five, "meld KC KD @0"), "PH-6.3")
    state = make_state(PH, hands={0: "KC KD"}, feet={0: FOOT},
                       melds={0: ["KH KS KD KC KH KS"] + ALL_FOUR[1:]}, phase=Phase.MELD)
    one, _ = play(state, "meld KC @0")
    assert one.foot_due
    after, _ = play(one, "discard KD")
    assert after.went_out is None and after.phase is Phase.DRAW and after.current == 1
    assert len(after.hands[0]) == 11
    alone = make_state(PH, hands={0: "9C"}, feet={0: FOOT}, melds={0: ALL_FOUR},
                       phase=Phase.MELD)
    assert_cites(refusal(alone, "discard 9C"), "PH-6.3")


def test_ph_6_3_table_rule_foot_before_going_out():
    """PH-6.3 Decision, table rule "foot_before_going_out" (default on): off, a
    player may go out with the foot unpicked, which then counts against the team
    (PH-10.3)."""
    hand = {0: "9H 9S 9D"}
    state = make_state(PH, hands=hand, feet={0: "8C 8D 4S"}, melds={0: ALL_FOUR},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "PH-6.3")
    off = make_state(PH, hands=hand, feet={0: "8C 8D 4S"}, melds={0: ALL_FOUR},
                     phase=Phase.MELD, table_rules={"foot_before_going_out": "off"})
    out, _ = play(off, "meld 9H 9S 9D")
    assert out.went_out == 0 and not out.foot_taken[0]
    lines = lines_of(out, 0)
    assert lines["going out"] == (100, "PH-10.2")
    assert lines["feet not picked up"] == (-25, "PH-10.3")


# ---------------------------------------------------------------------------
# PH-7 Red and black threes


def test_ph_7_1_red_three_drawn_is_laid_out_and_replaced_by_one_card():
    """PH-7.1: a red three drawn goes with the team's melds, replaced by one card."""
    state = make_state(PH, hands={0: "9C 4D"}, stock="6S 9H 3H 8D")
    state, moves = play(state, "draw")
    assert [c.kind for c in state.red_threes[0]] == ["3H"]
    assert _kinds(state.hands[0]) == _kinds(C(k) for k in ("9C", "4D", "8D", "9H"))
    assert state.stock[-1].kind == "6S"
    assert [(m.card.kind, m.dst) for m in moves] == [
        ("8D", "hand:0"), ("3H", "hand:0"), ("3H", "threes:0"), ("9H", "hand:0")]


def test_ph_7_1_red_threes_in_a_foot_are_laid_out_and_replaced():
    """PH-7.1: red threes in a picked-up foot are laid out and replaced."""
    foot = "3H 3D AS 5C 5D 6H 6S 8C 8D 10H JS"
    state = make_state(PH, hands={0: "KC 9D 5C 4H"}, feet={0: foot},
                       melds={0: ["KH KS KD KC KH KS"]}, phase=Phase.MELD, stock="JC QD")
    after, moves = play(state, "meld KC @0", "discard 5C")
    assert _kinds(after.red_threes[0]) == ["3D", "3H"]
    assert len(after.hands[0]) == 2 + 11
    assert not any(c.is_red_three for c in after.hands[0])
    assert {"JC", "QD"} <= {c.kind for c in after.hands[0]}


def test_ph_7_1_red_threes_never_count_toward_the_minimum():
    """PH-7.1: red threes do not help the initial meld."""
    state = make_state(PH, hands={0: "KH KS KD 9C 4S"}, red_threes={0: "3H 3D 3H 3D"},
                       phase=Phase.MELD)
    low, _ = play(state, "meld KH KS KD")
    assert low.laid_value == 30 and not low.melded[0]
    assert_cites(refusal(low, "discard 9C"), "PH-4.1")


def test_ph_7_2_red_three_upcard_goes_to_whoever_first_takes_the_pile():
    """PH-7.2: the red three turned up freezes the pile; the taker lays it out."""
    state = make_state(PH, hands={0: "KH KD 9C 4S"}, pile="3D 9D KS", melds={0: ["QH QS QD"]},
                       stock="5H 6C")
    assert state.pile_frozen()
    assert_cites(refusal(state, "take KH"),
                 "PH-5.4", "PH-5.5", "PH-5.3")
    taken, moves = play(state, "take KH KD")
    assert [c.kind for c in taken.red_threes[0]] == ["3D"]
    assert not any(c.is_red_three for c in taken.hands[0])
    assert "6C" in {c.kind for c in taken.hands[0]}
    assert ("3D", "threes:0") in [(m.card.kind, m.dst) for m in moves]


def test_ph_7_3_black_threes_meld_only_when_going_out():
    """PH-7.3: three or more black threes, no wild card, only by a player going
    out."""
    state = make_state(PH, hands={0: "3C 3S 3C 3S 9H 9D"}, melds={0: ALL_FOUR},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 3C 3S 3C"), "PH-7.3")
    assert_cites(refusal(state, "meld 3C 3S 3C 3S"),
                 "PH-7.3")
    out_hand = make_state(PH, hands={0: "3C 3S 3C 3S 9H"}, melds={0: ALL_FOUR},
                          phase=Phase.MELD)
    assert listed(out_hand, "meld 3C 3S 3C 3S")
    out, _ = play(out_hand, "meld 3C 3S 3C 3S", "discard 9H")
    assert out.went_out == 0 and any(m.rank == 3 for m in out.melds[0])
    with_wild = make_state(PH, hands={0: "3C 3S 2C 9H"}, melds={0: ALL_FOUR},
                           phase=Phase.MELD)
    assert_cites(refusal(with_wild, "meld 3C 3S 2C"), "PH-7.3")


def test_ph_7_3_black_three_on_top_stops_the_next_player_only():
    """PH-7.3: a black three on top stops the next player; once covered, nothing."""
    state = make_state(PH, hands={1: "KH KD 4C 6S", 2: "4D 4H 8C"}, pile="KC 3S",
                       melds={0: ["QH QS QD"], 1: ["KC KS KD"]}, current=1, stock="7D 9D")
    assert_cites(refusal(state, "take KH KD @0"), "PH-7.3")
    state, _ = play(state, "draw", "discard 4C")
    assert state.pile[-2].is_black_three and legal(state, "take 4D 4H")


# ---------------------------------------------------------------------------
# PH-8 Going out


def test_ph_8_1_going_out_needs_all_four_canasta_kinds():
    """PH-8.1: a natural, a mixed, a wild and a sevens canasta, at least."""
    for missing in range(4):
        melds = [m for i, m in enumerate(ALL_FOUR) if i != missing] + ["AH AS AD"]
        state = make_state(PH, hands={0: "9H 9S 9D"}, melds={0: melds}, phase=Phase.MELD)
        kind = ("natural", "mixed", "wild", "sevens")[missing]
        reason = refusal(state, "meld 9H 9S 9D")
        assert_cites(reason, "PH-8.1")
        assert kind in reason
    state = make_state(PH, hands={0: "9H 9S 9D"}, melds={0: ALL_FOUR + ["AH AS AD"]},
                       phase=Phase.MELD)
    out, _ = play(state, "meld 9H 9S 9D")
    assert out.went_out == 0


def test_ph_8_2_may_not_be_left_with_no_cards_otherwise():
    """PH-8.2: without the right to go out, no play may leave the hand empty."""
    state = make_state(PH, hands={0: "9H 9S 9D 4C"}, melds={0: ALL_FOUR[:3]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "PH-8.2", "PH-8.1")
    one = make_state(PH, hands={0: "4C"}, melds={0: ALL_FOUR[:3]}, phase=Phase.MELD)
    assert_cites(refusal(one, "discard 4C"), "PH-8.2", "PH-8.1")


def test_ph_8_3_ask_one_partner_and_obey():
    """PH-8.3: a player may ask one partner; the answer binds."""
    state = make_state(PH, hands={0: "9H 9S 9D 5C", 1: "4C", 2: "6D", 4: "8S"},
                       melds={0: ALL_FOUR}, phase=Phase.MELD)
    assert listed(state, "ask 2") and listed(state, "ask 4")
    assert_cites(why_illegal(state, AskPartner(1)), "PH-8.3")
    asked, _ = apply(state, AskPartner(4))
    assert asked.to_act == 4 and legal_actions(asked) == [Answer(True), Answer(False)]
    yes, _ = apply(asked, Answer(True))
    assert_cites(why_illegal(yes, AskPartner(2)), "PH-8.3")
    assert_cites(refusal(yes, "discard 5C"), "PH-8.3")
    out, _ = play(yes, "meld 9H 9S 9D", "discard 5C")
    assert out.went_out == 0
    no, _ = apply(asked, Answer(False))
    assert_cites(refusal(no, "meld 9H 9S 9D"), "PH-8.3")
    on, _ = play(no, "discard 5C")
    assert on.went_out is None


def test_ph_8_4_last_discard_may_not_be_a_seven():
    """PH-8.4: meld all, or all but one and discard it; never a seven as last card."""
    melds = {0: ALL_FOUR, 1: [SEVENS_2]}
    state = make_state(PH, hands={0: "9H 9S 9D 7C"}, melds=melds, phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "PH-8.4")
    assert legal(state, "discard 7C")  # not the last card: both teams have sevens
    alone = make_state(PH, hands={0: "7C"}, melds=melds, phase=Phase.MELD)
    assert_cites(refusal(alone, "discard 7C"), "PH-8.4")
    ok = make_state(PH, hands={0: "9H 9S 9D 5C"}, melds=melds, phase=Phase.MELD)
    out, _ = play(ok, "meld 9H 9S 9D", "discard 5C")
    assert out.went_out == 0 and out.top.kind == "5C"
    all_melded = make_state(PH, hands={0: "9H 9S 9D"}, melds=melds, phase=Phase.MELD)
    out, moves = play(all_melded, "meld 9H 9S 9D")
    assert out.went_out == 0 and not any(m.dst == "pile" for m in moves)


# ---------------------------------------------------------------------------
# PH-9 End of play


def test_ph_9_1_going_out_ends_the_play_stock_out_gives_no_bonus():
    """PH-9.1: going out ends the play; an exhausted stock ends it without a
    going-out bonus (G-12)."""
    state = make_state(PH, hands={0: "9H 9S 9D"}, melds={0: ALL_FOUR}, phase=Phase.MELD)
    out, _ = play(state, "meld 9H 9S 9D")
    assert out.phase is Phase.DEAL_OVER and lines_of(out, 0)["going out"] == (100, "PH-10.2")
    dry = make_state(PH, hands={0: "9H 9S"}, melds={0: ALL_FOUR}, rest="pile")
    over, _ = apply(dry, Draw())
    assert over.phase is Phase.DEAL_OVER and over.went_out is None and "G-12" in over.ended
    assert "going out" not in lines_of(over, 0) and "going out" not in lines_of(over, 1)


def test_ph_9_2_may_not_meld_so_as_to_keep_only_sevens():
    """PH-9.2: a legal discard must remain: no meld that leaves only sevens."""
    state = make_state(PH, hands={0: "9H 9S 9D 7C 7S"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "PH-9.2")
    assert legal(state, "meld 9H 9S 9D 7C") is False


def test_ph_9_2_only_sevens_and_no_legal_discard_ends_the_play():
    """PH-9.2: a player holding only sevens with no legal discard ends the play
    (EndPlay), with no going-out bonus."""
    state = make_state(PH, hands={0: "7C 7S 7D 7H", 1: "4C"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert EndPlay() in legal_actions(state)
    assert not any(isinstance(a, Discard) for a in legal_actions(state))
    over, _ = apply(state, EndPlay())
    assert over.phase is Phase.DEAL_OVER and over.went_out is None
    assert "PH-9.2" in over.ended and "going out" not in lines_of(over, 0)
    assert lines_of(over, 0)["cards left in hands"] == (-20, "PH-10.3")
    can_discard = make_state(PH, hands={0: "7C 7S 9D"}, melds={0: ["KH KS KD"]},
                             phase=Phase.MELD)
    assert_cites(why_illegal(can_discard, EndPlay()), "PH-9.2")


def test_ph_9_2_only_sevens_may_meld_all_but_one_and_the_play_ends():
    """PH-9.2: having only sevens (drawn two sevens after discarding the last
    non-seven), the player may meld all but one of them; the play ends."""
    state = make_state(PH, hands={0: "7C 7S 7D 7H", 1: "4C"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert legal(state, "meld 7C 7S 7D")
    after, _ = play(state, "meld 7C 7S 7D")
    if after.phase is Phase.MELD:
        after, _ = apply(after, EndPlay())
    assert after.phase is Phase.DEAL_OVER and after.went_out is None
    assert "going out" not in lines_of(after, 0)


@pytest.mark.parametrize("foot", [FOOT, None], ids=["foot-not-taken", "cannot-go-out"])
def test_ph_9_2_no_legal_discard_after_an_unreplaced_red_three_ends_the_play(foot):
    """PH-9.2, G-12, PH-6.3: a player holding one card who draws the stock's last
    card, a red three that cannot be replaced, has no legal discard (the last card
    may not be discarded without the foot / the four canastas): the play ends
    instead of leaving the player without a legal action."""
    state = make_state(PH, hands={0: "9C"}, feet={0: foot} if foot else None, stock="3H",
                       rest="pile", melds={0: ["KH KS KD"]})
    after, _ = apply(state, Draw())
    assert [c.kind for c in after.red_threes[0]] == ["3H"]
    if after.phase is Phase.MELD:
        actions = legal_actions(after)
        assert actions, "no legal action"
        assert EndPlay() in actions
        after, _ = apply(after, EndPlay())
    assert after.phase is Phase.DEAL_OVER and after.went_out is None


# ---------------------------------------------------------------------------
# PH-10 Scoring


def _out(state, *texts):
    out, _ = play(state, *texts)
    assert out.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    return out


def test_ph_10_1_melded_cards_and_canasta_bonuses():
    """PH-10.1: + value of all melded cards, + canasta bonuses (PH-3.7)."""
    state = make_state(PH, hands={0: "9H 9S 9D"}, melds={0: ALL_FOUR, 1: ["AH AS AD"]},
                       phase=Phase.MELD)
    out = _out(state, "meld 9H 9S 9D")
    value = 70 + (40 + 60) + (4 * 20 + 150) + 35 + 30
    assert lines_of(out, 0)["melded cards"] == (value, "PH-10.1")
    assert lines_of(out, 1)["melded cards"] == (60, "PH-10.1")
    assert out.history[-1].totals[0] == value + 500 + 300 + 1000 + 1500 + 100


def test_ph_10_2_going_out_bonus():
    """PH-10.2: + 100 to the team that went out."""
    state = make_state(PH, hands={4: "9H 9S 9D"}, melds={0: ALL_FOUR}, current=4,
                       phase=Phase.MELD)
    out = _out(state, "meld 9H 9S 9D")
    assert lines_of(out, 0)["going out"] == (100, "PH-10.2")
    assert out.went_out == 4 and "going out" not in lines_of(out, 1)


def test_ph_10_3_cards_in_hands_and_unpicked_feet_count_minus():
    """PH-10.3: - value of every card left in hands and of every unpicked foot."""
    state = make_state(PH, hands={0: "9H 9S 9D", 1: "AH 5C", 3: "JK", 2: "KD"},
                       feet={1: "8C 8D 4S", 5: "2C"}, melds={0: ALL_FOUR, 1: ["QH QS QD"]},
                       phase=Phase.MELD)
    out = _out(state, "meld 9H 9S 9D")
    s1 = lines_of(out, 1)
    assert s1["cards left in hands"] == (-75, "PH-10.3")
    assert s1["feet not picked up"] == (-45, "PH-10.3")
    assert lines_of(out, 0)["cards left in hands"] == (-10, "PH-10.3")
    assert out.history[-1].totals[1] == 30 - 75 - 45


@pytest.mark.parametrize(("threes", "sevens", "points", "label"), [
    ("3H 3D", True, 200, "2 red threes"),
    ("3H 3D", False, -200, "2 red threes (no sevens canasta)"),
    ("3H 3H 3H 3H 3D 3D 3D 3D", True, 1000, "8 red threes"),
    ("3H 3H 3H 3H 3D 3D 3D 3D", False, -1000, "8 red threes (no sevens canasta)"),
])
def test_ph_10_4_red_threes_plus_with_a_sevens_canasta_minus_without(threes, sevens, points,
                                                                     label):
    """PH-10.4: with a sevens canasta + 100 each, + 1000 for all eight; without,
    - 100 each (- 1000 for all eight)."""
    side1 = [SEVENS_2] if sevens else ["AH AS AD"]
    state = make_state(PH, hands={0: "9H 9S 9D"}, melds={0: ALL_FOUR, 1: side1},
                       red_threes={1: threes}, phase=Phase.MELD)
    out = _out(state, "meld 9H 9S 9D")
    assert lines_of(out, 1)[label] == (points, "PH-10.4")


def test_ph_10_4_red_threes_in_an_unpicked_foot_count_minus_regardless():
    """PH-10.4: red threes in a foot never picked up: - 100 each, even with a
    sevens canasta."""
    state = make_state(PH, hands={0: "9H 9S 9D"}, feet={1: "3H 3D 5C"},
                       melds={0: ALL_FOUR, 1: [SEVENS_2]}, red_threes={1: "3H"},
                       phase=Phase.MELD)
    out = _out(state, "meld 9H 9S 9D")
    s1 = lines_of(out, 1)
    assert s1["2 red threes in feet not picked up"] == (-200, "PH-10.4")
    assert s1["1 red three"] == (100, "PH-10.4")
    assert s1["feet not picked up"] == (-5, "PH-10.3")


# ---------------------------------------------------------------------------
# PH-11 Game


def _end_by_stock(scores, table_rules=None):
    state = make_state(PH, scores=scores, rest="pile", table_rules=table_rules)
    over, _ = apply(state, Draw())
    assert over.history[-1].totals == (0, 0)
    return over


def test_ph_11_1_target_20000_higher_total_wins_tie_plays_on():
    """PH-11.1: at 20000 or more after a deal the higher total wins; a tie is broken
    by another deal."""
    assert _end_by_stock([20000, 19990]).winner == 0
    assert _end_by_stock([19990, 15000]).phase is Phase.DEAL_OVER
    both = _end_by_stock([20100, 20500])
    assert both.winner == 1 and both.phase is Phase.GAME_OVER
    tie = _end_by_stock([21000, 21000])
    assert tie.winner is None and tie.phase is Phase.DEAL_OVER
    nxt, _ = apply(tie, NextDeal())
    assert nxt.deal_no == 2 and [len(h) for h in nxt.hands] == [13] * 6
    assert _end_by_stock([10000, 0], {"target": 10000}).winner == 0
