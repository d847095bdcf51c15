"""Scenario tests of Classic Canasta, one or more per rule of classic.md (CL-1.1 to
CL-10.1). Positions are written in the card notation (see scenario.py); refusals
must name the rule they enforce."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import (
    Answer,
    AskPartner,
    Discard,
    Draw,
    IllegalActionError,
    Meld,
    NextDeal,
    Phase,
    TakePile,
    UndoTurn,
    apply,
    get_ruleset,
    legal_actions,
    new_game,
    observe,
    start_game,
    why_illegal,
)
from game.rules.cards import make_deck, parse_card

from .scenario import (
    act,
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


def _find_deal(game_id: str, wanted, limit: int = 600, **kw):
    """The first seed (with its state and moves) whose first deal satisfies
    ``wanted(state, moves)``."""
    for seed in range(limit):
        state, moves = start_game(game_id, seed=seed, **kw)
        if wanted(state, moves):
            return seed, state, moves
    pytest.fail(f"no seed below {limit} gives the wanted deal")


# ---------------------------------------------------------------------------
# CL-1 Cards and deal


def test_cl_1_1_two_packs_and_four_jokers_make_108_cards_with_g3_values():
    """CL-1.1: 108 cards (two packs, four jokers), values per G-3, black three 5."""
    rs = get_ruleset("classic")
    deck = make_deck(rs.packs, rs.jokers)
    assert len(deck) == 108 and len(set(deck)) == 108
    kinds = Counter(c.kind for c in deck)
    assert kinds["JK"] == 4
    assert all(n == 2 for k, n in kinds.items() if k != "JK")
    assert len(kinds) == 53
    values = {k: rs.card_value(C(k)) for k in
              ("JK", "AH", "2C", "KS", "QD", "JC", "10H", "9S", "8D", "7C", "6H", "5S", "4D",
               "3C", "3S")}
    assert values == {"JK": 50, "AH": 20, "2C": 20, "KS": 10, "QD": 10, "JC": 10, "10H": 10,
                      "9S": 10, "8D": 10, "7C": 5, "6H": 5, "5S": 5, "4D": 5, "3C": 5,
                      "3S": 5}
    state = new_game("classic", seed=4)
    assert len(state.all_cards()) == 108
    assert_conserved(state)


def test_cl_1_2_deal_eleven_each_one_at_a_time_from_dealers_left():
    """CL-1.2: 11 cards each, one at a time, clockwise from the dealer's left."""
    state, moves = start_game("classic", seed=7, dealer=2)
    assert state.dealer == 2
    deal = moves[:44]
    assert all(m.src == "stock" and m.dst.startswith("hand:") and not m.face_up for m in deal)
    assert [m.dst for m in deal[:8]] == ["hand:3", "hand:0", "hand:1", "hand:2"] * 2
    per_seat = Counter(m.dst for m in deal)
    assert per_seat == {f"hand:{s}": 11 for s in range(4)}
    assert [len(h) for h in state.hands] == [11, 11, 11, 11]


def test_cl_1_3_rest_is_the_stock_and_its_top_card_starts_the_pile():
    """CL-1.3: the undealt cards form the stock; its top card is turned face up."""
    state, moves = start_game("classic", seed=5)
    deck_after_deal = 108 - 44
    up = [m for m in moves if m.dst == "pile"]
    assert up and up[0].src == "stock" and up[0].face_up
    threes = sum(len(r) for r in state.red_threes)
    assert len(state.stock) + len(state.pile) + threes == deck_after_deal
    view = observe(state, 0)
    assert view.stock_count == len(state.stock)
    assert view.pile == tuple(state.pile)


def test_cl_1_4_upcard_three_is_covered_by_another_card():
    """CL-1.4: a three turned up is covered; a red three stays in the pile."""
    def red_three_up(state, moves):
        up = [m.card for m in moves if m.dst == "pile"]
        return len(up) > 1 and up[0].is_red_three

    _, state, moves = _find_deal("classic", red_three_up)
    up = [m.card for m in moves if m.dst == "pile"]
    assert all(c.rank == 3 or c.is_wild for c in up[:-1])
    assert not (up[-1].rank == 3 or up[-1].is_wild)
    assert up[0] in state.pile and up[0] not in state.red_threes[0] + state.red_threes[1]
    assert state.pile_frozen()  # CL-5.3: a red three in the pile freezes it

    def black_three_up(state, moves):
        up = [m.card for m in moves if m.dst == "pile"]
        return len(up) > 1 and up[0].is_black_three

    _, state, moves = _find_deal("classic", black_three_up)
    assert not state.top.is_black_three and state.pile[0].is_black_three


def test_cl_1_4_upcard_wild_card_is_put_sideways_and_covered():
    """CL-1.4: a wild upcard lies sideways, freezes the pile and is covered; repeat
    while the new card is a three or wild."""
    def wild_up(state, moves):
        up = [m for m in moves if m.dst == "pile"]
        return len(up) > 2 and up[0].card.is_wild

    _, state, moves = _find_deal("classic", wild_up)
    up = [m for m in moves if m.dst == "pile"]
    assert up[0].sideways and all(m.sideways == m.card.is_wild for m in up)
    assert all(m.card.rank == 3 or m.card.is_wild for m in up[:-1])
    assert state.top.is_natural
    assert state.pile_frozen()
    assert_conserved(state)


def test_cl_1_4_red_three_from_upcard_goes_to_the_taker():
    """CL-1.4, CL-3.1: a red three buried in the pile goes to the red-three area of
    whoever takes the pile, replaced from the stock."""
    state = make_state("classic", hands={0: "KH KD 9C", 1: "5C", 2: "6C", 3: "8C"},
                       pile="3H 7D KS", melds={0: ["QH QS QD"]}, stock="4C 9H")
    state, moves = play(state, "take KH KD")
    assert [c.kind for c in state.red_threes[0]] == ["3H"]
    assert sorted(c.kind for c in state.hands[0]) == sorted(["9C", "7D", "9H"])
    assert any(m.card.kind == "3H" and m.dst == "threes:0" for m in moves)


# ---------------------------------------------------------------------------
# CL-2 Turn


def test_cl_2_1_player_on_dealers_left_starts_and_play_goes_clockwise():
    """CL-2.1: the dealer's left starts; turns go clockwise."""
    for dealer in range(4):
        state = new_game("classic", seed=11, dealer=dealer)
        assert state.current == (dealer + 1) % 4
    state = make_state("classic", hands={0: "4C 9D 6S", 1: "4D 9C 6H", 2: "5C 10D 7S",
                                                3: "5D 10C 7H"}, current=1,
                       stock="8H 8C 8D 8S")
    for seat in (1, 2, 3, 0, 1):
        assert state.current == seat and state.phase is Phase.DRAW
        state, _ = play(state, "draw")
        state, _ = play(state, f"discard {state.hands[seat][0].kind}")


def test_cl_2_2_turn_is_draw_then_meld_then_discard():
    """CL-2.2: draw one card (or take the pile), meld if wished, discard one card."""
    state = make_state("classic", hands={0: "9H 9S 9D 4C", 1: "5C"}, melds={0: ["KH KS KD"]},
                       stock="7H")
    assert_cites(refusal(state, "meld 9H 9S 9D"), "CL-2.2")
    assert_cites(refusal(state, "discard 4C"), "CL-2.2")
    state, moves = play(state, "draw")
    assert [m.card.kind for m in moves] == ["7H"] and moves[0].src == "stock"
    assert state.phase is Phase.MELD and len(state.hands[0]) == 5
    assert_cites(why_illegal(state, Draw()), "CL-2.2")
    state, _ = play(state, "meld 9H 9S 9D", "discard 4C")
    assert state.current == 1 and state.phase is Phase.DRAW
    assert state.top.kind == "4C" and [c.kind for c in state.hands[0]] == ["7H"]


# ---------------------------------------------------------------------------
# CL-3 Threes


def test_cl_3_1_red_three_drawn_is_laid_out_and_replaced():
    """CL-3.1: a red three drawn goes to the side's red-three area and is replaced."""
    state = make_state("classic", hands={1: "9H 4C"}, current=1, stock="6S 3D")
    state, moves = play(state, "draw")
    assert [c.kind for c in state.red_threes[1]] == ["3D"]
    assert sorted(c.kind for c in state.hands[1]) == ["4C", "6S", "9H"]
    assert [(m.card.kind, m.src, m.dst) for m in moves] == [
        ("3D", "stock", "hand:1"), ("3D", "hand:1", "threes:1"), ("6S", "stock", "hand:1")]
    assert moves[1].face_up


def test_cl_3_1_red_threes_dealt_are_laid_out_at_the_first_turn():
    """CL-3.1: red threes dealt are laid out when their owner's first turn starts."""
    def dealt_three_to_second(state, moves):
        return any(c.is_red_three for c in state.hands[(state.current + 1) % 4])

    _, state, moves = _find_deal("classic", dealt_three_to_second)
    first, second = state.current, (state.current + 1) % 4
    assert not any(c.is_red_three for c in state.hands[first])
    threes_before = len(state.red_threes[second % 2])
    state, _ = apply(state, Draw())
    discard = next(c for c in state.hands[first] if c.rank != 7)
    state, moves = play(state, f"discard {discard.code}")
    assert state.current == second
    assert not any(c.is_red_three for c in state.hands[second])
    assert len(state.hands[second]) == 11
    assert len(state.red_threes[second % 2]) > threes_before
    laid = [m for m in moves if m.dst == f"threes:{second % 2}"]
    assert laid and all(m.card.is_red_three and m.face_up for m in laid)


def test_cl_3_1_red_three_is_never_melded():
    """CL-3.1: a red three cannot be melded."""
    state = make_state("classic", hands={0: "3H 3D 3H 9C"}, phase=Phase.MELD,
                       melds={0: ["KH KS KD"]})
    assert_cites(refusal(state, "meld 3H 3D 3H"), "CL-3.1")
    assert_cites(refusal(state, "meld 3H @0"), "CL-3.1")


def test_cl_3_2_black_three_on_top_blocks_the_pile_for_one_turn():
    """CL-3.2: a black three on top stops the next player taking the pile; covered,
    it has no effect."""
    state = make_state("classic", hands={1: "KH KD 4C 6S", 2: "4D 4H 8D 8C"},
                       pile="KC 3S", melds={0: ["QH QS QD"], 1: ["JH JS JD"]},
                       current=1, stock="7D")
    assert_cites(refusal(state, "take KH KD"), "CL-3.2")
    assert not any(type(a).__name__ == "TakePile" for a in legal_actions(state))
    state, _ = play(state, "draw", "discard 4C")
    assert state.current == 2 and state.pile[-2].is_black_three
    # covered, the black three has no effect: seat 2 takes with a pair of fours
    assert legal(state, "take 4D 4H") and listed(state, "take 4D 4H")
    taken, _ = play(state, "take 4D 4H")
    assert any(c.is_black_three for c in taken.hands[2])


def test_cl_3_2_black_threes_meld_only_when_going_out():
    """CL-3.2: three or four black threes, no wild card, only by a player going out."""
    canasta = "QH QS QD QC QH QS QD"
    state = make_state("classic", hands={0: "3C 3S 3C 9H 9D"}, melds={0: [canasta]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 3C 3S 3C"), "CL-3.2")
    state = make_state("classic", hands={0: "3C 3S 2C 9H"}, melds={0: [canasta]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 3C 3S 2C"), "CL-3.2")
    no_canasta = make_state("classic", hands={0: "3C 3S 3C 9H"}, melds={0: ["QH QS QD"]},
                            phase=Phase.MELD)
    assert_cites(refusal(no_canasta, "meld 3C 3S 3C"), "CL-3.2")
    state = make_state("classic", hands={0: "3C 3S 3C 9H"}, melds={0: [canasta]},
                       phase=Phase.MELD)
    assert listed(state, "meld 3C 3S 3C")
    out, _ = play(state, "meld 3C 3S 3C", "discard 9H")
    assert out.went_out == 0 and out.phase is Phase.DEAL_OVER
    assert any(m.rank == 3 and len(m.cards) == 3 for m in out.melds[0])
    four = make_state("classic", hands={0: "3C 3S 3C 3S"}, melds={0: [canasta]},
                      phase=Phase.MELD)
    out, _ = play(four, "meld 3C 3S 3C 3S")
    assert out.went_out == 0


# ---------------------------------------------------------------------------
# CL-4 Melds and canastas


def test_cl_4_1_meld_is_three_or_more_of_one_natural_rank():
    """CL-4.1: three or more cards of one natural rank, wild cards as substitutes;
    no threes in a normal meld."""
    state = make_state("classic", hands={0: "QH QS QD KH 2C 4H 4S 3C 9D 9C"},
                       melds={0: ["8H 8S 8D"]}, phase=Phase.MELD)
    assert_cites(refusal(state, "meld QH QS"), "CL-4.1")
    assert_cites(refusal(state, "meld QH QS KH"), "CL-4.1")
    assert_cites(refusal(state, "meld 4H 4S 3C"), "CL-4.1")
    assert_cites(refusal(state, "meld 9D @0"), "CL-4.1")
    assert legal(state, "meld QH QS QD") and listed(state, "meld QH QS QD")
    assert legal(state, "meld QH QS 2C") and listed(state, "meld QH QS 2C")


def test_cl_4_2_wild_cards_may_not_outnumber_naturals():
    """CL-4.2: wild <= natural in every meld; no meld of wild cards only."""
    state = make_state("classic", hands={0: "QH QS 2C 2D JK 2H KH 9C 9D"},
                       melds={0: ["8H 8S 2S 2H"]}, phase=Phase.MELD)
    assert legal(state, "meld QH QS 2C 2D")
    assert_cites(refusal(state, "meld QH QS 2C 2D JK"), "CL-4.2")
    assert_cites(refusal(state, "meld KH 2C 2D"), "CL-4.2")
    assert_cites(refusal(state, "meld 2C 2D JK"), "CL-4.2")
    assert_cites(refusal(state, "meld 2C @0"), "CL-4.2")
    for action in legal_actions(state):
        cards = getattr(action, "cards", ())
        if type(action).__name__ == "Meld" and action.meld is None:
            wild = sum(c.is_wild for c in cards)
            assert wild <= len(cards) - wild


def test_cl_4_2_mixed_canasta_holds_at_most_three_wild_cards():
    """CL-4.2: a seven-card mixed canasta holds at most three wild cards."""
    state = make_state("classic", hands={0: "2C 9C 9D"}, melds={0: ["QH QS QD 2S 2D 2H"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 2C @0"), "CL-4.2")
    assert legal(state, "meld 9C @0") is False  # nines do not go on queens
    state = make_state("classic", hands={0: "QC 9C 9D"}, melds={0: ["QH QS QD 2S 2D 2H"]},
                       phase=Phase.MELD)
    done, _ = play(state, "meld QC @0")
    assert done.melds[0][0].canasta_kind(done.ruleset) == "mixed"


def test_cl_4_2_table_rule_wild_limit_1950():
    """CL-4.2 Decision, table rule wild_limit=1950: two naturals and up to three wilds."""
    hand = {0: "QH QS 2C 2D JK KH 9C 9D"}
    seed_rule = make_state("classic", hands=hand, phase=Phase.MELD)
    rule_1950 = make_state("classic", hands=hand, phase=Phase.MELD,
                           table_rules={"wild_limit": "1950"})
    assert_cites(refusal(seed_rule, "meld QH QS 2C 2D JK"), "CL-4.2")
    assert legal(rule_1950, "meld QH QS 2C 2D JK")
    assert_cites(refusal(rule_1950, "meld KH 2C JK"), "CL-4.2")


def test_cl_4_3_one_meld_per_rank():
    """CL-4.3: at most one meld of each rank per side; more cards go onto it."""
    state = make_state("classic", hands={0: "KH KS KD KC 9C"},
                       melds={0: ["KH KS KD"], 1: ["9H 9S 9D"]}, phase=Phase.MELD)
    assert_cites(refusal(state, "meld KH KS KD"), "CL-4.3")
    assert legal(state, "meld KH @0") and listed(state, "meld KH KS KD KC @0")
    assert_cites(refusal(state, "meld 9C @1"), "G-7")  # the opponents' nines
    done, _ = play(state, "meld KH KS @0")
    assert len(done.melds[0]) == 1 and len(done.melds[0][0].cards) == 5
    take = make_state("classic", hands={0: "KH KD 9C"}, pile="4C KS",
                      melds={0: ["KH KS KD 2C"]})
    assert_cites(refusal(take, "take KH KD"), "CL-4.3")
    assert legal(take, "take KH KD @0")


def test_cl_4_4_canasta_of_seven_natural_or_mixed_and_may_grow():
    """CL-4.4: seven or more cards make a canasta; natural without wild cards,
    mixed with; a wild card added to a natural canasta makes it mixed."""
    state = make_state("classic", hands={0: "QD 2C 9C 9D 9S"},
                       melds={0: ["QH QS QD QC QH QS"]}, phase=Phase.MELD)
    rs = state.ruleset
    assert not state.melds[0][0].is_canasta
    state, _ = play(state, "meld QD @0")
    meld = state.melds[0][0]
    assert meld.is_canasta and meld.canasta_kind(rs) == "natural"
    state, _ = play(state, "meld 2C @0")  # an eighth card: canastas may keep growing
    meld = state.melds[0][0]
    assert len(meld.cards) == 8 and meld.canasta_kind(rs) == "mixed"


def test_cl_4_5_melds_never_go_back_to_a_hand():
    """CL-4.5: once the turn is over (and once a pile pickup is complete), melds
    stay on the table: undo cannot take them back."""
    state = make_state("classic", hands={0: "9H 9S 9D 4C 5C", 1: "6C 6D"},
                       melds={0: ["KH KS KD"]}, phase=Phase.MELD)
    state, _ = play(state, "meld 9H 9S 9D", "discard 4C")
    assert len(state.melds[0]) == 2
    state, _ = play(state, "draw")
    assert_cites(why_illegal(state, UndoTurn()), "CL-6.3")
    assert sum(len(m.cards) for m in state.melds[0]) == 6
    take = make_state("classic", hands={0: "JH JD 5C"}, pile="4D JS",
                      melds={0: ["KH KS KD"]})
    take, _ = play(take, "take JH JD")
    assert why_illegal(take, UndoTurn()) is not None
    assert any(m.rank == 11 for m in take.melds[0])


# ---------------------------------------------------------------------------
# CL-5 The discard pile


def test_cl_5_1_taking_the_pile_melds_the_top_card_then_the_rest_joins_the_hand():
    """CL-5.1: the top card is melded at once with cards from the hand, the rest of
    the pile goes into the hand, then the player may meld and must discard."""
    state = make_state("classic", hands={0: "KH KD 9C 9S 5C"}, pile="9D 4S 7H KS",
                       melds={0: ["QH QS QD"]})
    assert listed(state, "take KH KD")
    state, moves = play(state, "take KH KD")
    assert state.phase is Phase.MELD and state.pile == []
    kings = next(m for m in state.melds[0] if m.rank == 13)
    assert sorted(c.kind for c in kings.cards) == ["KD", "KH", "KS"]
    assert sorted(c.kind for c in state.hands[0]) == sorted("9C 9S 5C 9D 4S 7H".split())
    assert [(m.card.kind, m.src) for m in moves[:1]] == [("KS", "pile")]
    state, _ = play(state, "meld 9C 9S 9D", "discard 5C")
    assert state.current == 1 and state.top.kind == "5C"


def test_cl_5_1_pile_cards_cannot_help_make_the_meld():
    """CL-5.1, G-6: only cards from the hand may be melded with the top card."""
    state = make_state("classic", hands={0: "KH 9C 9S 5C"}, pile="KD 4S KS",
                       melds={0: ["QH QS QD"]})
    pile_king = state.pile[0]
    assert_cites(why_illegal(state, TakePile((state.hands[0][0], pile_king))), "G-4")
    assert not any(type(a) is TakePile for a in legal_actions(state))


def test_cl_5_2_unfrozen_pile_natural_pair_natural_and_wild_or_existing_meld():
    """CL-5.2: an open pile is taken with a natural pair, one natural and a wild
    card, or by adding the top card to the side's meld of its rank."""
    hand = {0: "KH KD 2C 9C 5S", 1: "4C"}
    state = make_state("classic", hands=hand, pile="4S 9D KS", melds={0: ["QH QS QD"]})
    assert legal(state, "take KH KD") and listed(state, "take KH KD")
    assert legal(state, "take KH 2C") and listed(state, "take KH 2C")
    assert_cites(refusal(state, "take KH"), "CL-5.1")
    assert_cites(refusal(state, "take KH 9C"), "CL-5.1")
    with_meld = make_state("classic", hands={0: "9C 5S 6D"}, pile="4S 9D KS",
                           melds={0: ["KH KS KD"]})
    assert legal(with_meld, "take @0") and listed(with_meld, "take @0")
    after, _ = play(with_meld, "take @0")
    assert len(after.melds[0][0].cards) == 4
    assert sorted(c.kind for c in after.hands[0]) == sorted("9C 5S 6D 4S 9D".split())
    canasta = make_state("classic", hands={0: "9C 5S 6D"}, pile="4S 9D QS",
                         melds={0: ["QH QS QD QC QH QC QD"]})
    grown, _ = play(canasta, "take @0")  # CL-4.4: a canasta may keep growing
    assert len(grown.melds[0][0].cards) == 8
    two_wilds = make_state("classic", hands={0: "2C 2D 9C 9S KH"}, pile="4S 9D KS",
                           melds={0: ["QH QS QD"]})
    assert_cites(refusal(two_wilds, "take 2C 2D"), "CL-5.2")


def test_cl_5_3_frozen_pile_needs_natural_pair():
    """CL-5.3: a wild card or red three in the pile freezes it: only a natural pair
    of the top card's rank from the hand takes it."""
    for buried in ("2C", "JK", "3H"):
        state = make_state("classic", hands={0: "KH KD 2H 9C 5S"},
                           pile=f"4S {buried} 9D KS", melds={0: ["KH KS KD"]})
        assert state.pile_frozen() and observe(state, 1).pile_frozen
        assert_cites(refusal(state, "take KH 2H @0"), "CL-5.3")
        assert_cites(refusal(state, "take @0"), "CL-5.3")
        assert legal(state, "take KH KD @0")
        fresh = make_state("classic", hands={0: "KH KD 2H 9C 5S"},
                           pile=f"4S {buried} 9D KS", melds={0: ["QH QS QD"]})
        assert_cites(refusal(fresh, "take KH 2H"), "CL-5.3")
        assert legal(fresh, "take KH KD")
    open_pile = make_state("classic", hands={0: "KH KD 2H 9C 5S"}, pile="4S 9D KS",
                           melds={0: ["KH KS KD"]})
    assert legal(open_pile, "take @0")


def test_cl_5_3_pile_is_frozen_for_a_side_without_initial_meld():
    """CL-5.3: for a side that has not melded, the pile is frozen: a natural pair."""
    state = make_state("classic", hands={0: "KH KD 2H AH AD AC 9C"}, pile="4S 9D KS")
    assert not state.pile_frozen()
    assert_cites(refusal(state, "take KH 2H"), "CL-5.3")
    assert legal(state, "take KH KD")
    melded = make_state("classic", hands={0: "KH KD 2H AH AD AC 9C"}, pile="4S 9D KS",
                        melds={0: ["QH QS QD"]})
    assert legal(melded, "take KH 2H")


def test_cl_5_4_pile_cannot_be_taken_under_a_wild_card_or_black_three():
    """CL-5.4: never when the top card is a black three or a wild card."""
    for top in ("2C", "JK"):
        state = make_state("classic", hands={0: "KH KD 2H 9C"}, pile=f"KS {top}",
                           melds={0: ["KH KS KD"]})
        take = TakePile(hand_cards(state, 0, "KH KD"), 0)
        assert_cites(why_illegal(state, take), "CL-5.4")
        assert legal_actions(state) == [Draw()]
    state = make_state("classic", hands={0: "3C 3S 9C"}, pile="KS 3C", melds={0: ["KH KS KD"]})
    assert_cites(why_illegal(state, TakePile(hand_cards(state, 0, "3C 3S"))), "CL-3.2", "CL-5.4")
    assert legal_actions(state) == [Draw()]


def test_cl_5_5_wild_discard_lies_sideways_and_freezes_until_taken():
    """CL-5.5, G-10: a discarded wild card is sideways, visible, and freezes the
    pile until the pile is taken."""
    state = make_state("classic", hands={0: "2C 9C 4D", 1: "KH KD 6C 6D", 2: "5C 5D",
                                         3: "8C 8D"},
                       melds={0: ["QH QS QD"], 1: ["JH JS JD"]}, pile="KS",
                       phase=Phase.MELD)
    assert not state.pile_frozen()
    state, moves = play(state, "discard 2C")
    assert moves[0].sideways and moves[0].face_up and moves[0].dst == "pile"
    assert state.pile_frozen()
    state, _ = play(state, "draw", "discard 6C")
    assert state.top.kind == "6C" and state.pile_frozen()
    view = observe(state, 2)
    assert view.pile_frozen and any(c.is_wild for c in view.pile)
    state, _ = play(state, "draw", "discard 5C", "draw", "discard 8C", "draw")
    assert state.current == 0 and state.top.kind == "8C" and state.pile_frozen()


# ---------------------------------------------------------------------------
# CL-6 Initial meld


def test_cl_6_1_minimum_by_cumulative_score():
    """CL-6.1: below 1500 (negative too) 50; 1500-2999 90; 3000 or more 120."""
    rs = get_ruleset("classic")
    table = {-100: 50, -5: 50, 0: 50, 1499: 50, 1500: 90, 2999: 90, 3000: 120, 8000: 120}
    assert {s: rs.initial_minimum(s) for s in table} == table


def test_cl_6_1_minimum_is_enforced_for_the_side():
    """CL-6.1: a side at 1500 needs 90 for its initial meld."""
    state = make_state("classic", hands={0: "AH AD AS KH KD KS 9C 4D"}, scores=[1500, 0],
                       phase=Phase.MELD)
    assert state.initial_minimum(0) == 90 and state.initial_minimum(1) == 50
    low, _ = play(state, "meld AH AD AS")
    assert low.laid_value == 60 and not low.melded[0]
    assert_cites(refusal(low, "discard 9C"), "CL-6.1")
    assert not any(type(a).__name__ == "Discard" for a in legal_actions(low))
    ok, _ = play(low, "meld KH KD KS")
    assert ok.melded[0] and ok.laid_value == 90
    assert legal(ok, "discard 9C")


def test_cl_6_2_top_discard_does_not_count_toward_the_minimum():
    """CL-6.2: taking the pile for the initial meld, the top card and the pile's
    cards do not count; the pile joins the hand once the minimum is met."""
    state = make_state("classic", hands={0: "AH AD 5C 5D 5S 9S JC", 1: "4C"},
                       pile="KC KD JK AS")
    taken, moves = play(state, "take AH AD")
    assert taken.laid_value == 40 and not taken.melded[0]
    assert taken.pending is not None and taken.pile == []
    assert not any(c.kind == "KC" for c in taken.hands[0])
    assert_cites(refusal(taken, "discard 9S"), "CL-5.1")
    king = taken.pending[0]
    assert why_illegal(taken, Meld((king, *hand_cards(taken, 0, "5C 5D")))) is not None
    done, moves = play(taken, "meld 5C 5D 5S")
    assert done.melded[0] and done.pending is None and done.laid_value == 55
    assert sorted(c.kind for c in done.hands[0]) == sorted("9S JC KC KD JK".split())
    assert any(m.src == "pile" and m.dst == "hand:0" for m in moves)


def test_cl_6_2_pickup_and_initial_meld_in_one_action():
    """CL-6.2: the pickup may carry the further melds of the initial meld; the top
    card still does not count."""
    state = make_state("classic", hands={0: "AH AD 5C 5D 5S 9S JC", 1: "4C"},
                       pile="KC KD JK AS")
    assert listed(state, "take AH AD + 5C 5D 5S")
    done, _ = play(state, "take AH AD + 5C 5D 5S")
    assert done.melded[0] and done.laid_value == 55 and done.pending is None
    short = make_state("classic", hands={0: "9H 9D 5C 5D 5S 6C 6D 6S 4H"}, pile="KC 9S")
    assert_cites(refusal(short, "take 9H 9D + 5C 5D 5S"), "CL-5.1", "CL-6.2")
    assert legal(short, "take 9H 9D + 5C 5D 5S + 6C 6D 6S")


def test_cl_6_2_take_refused_when_hand_cannot_reach_minimum():
    """CL-6.2: with only the pair and the top card, 40 + 20 is not 50 from the hand."""
    state = make_state("classic", hands={0: "AH AD 9C 6S"}, pile="4D AS")
    assert_cites(refusal(state, "take AH AD"), "CL-6.2")
    assert legal_actions(state) == [Draw()]


def test_cl_6_3_several_melds_add_up_and_undo_takes_them_back():
    """CL-6.3: several melds in one turn count together; red threes and canasta
    bonuses do not count; undo takes the turn's melds back."""
    state = make_state("classic", hands={0: "5C 5D 5S 5H 5C 5D 5S KH KD KS 9C"},
                       red_threes={0: "3H 3D"}, phase=Phase.MELD)
    canasta, _ = play(state, "meld 5C 5D 5S 5H 5C 5D 5S")
    assert canasta.melds[0][0].is_canasta and canasta.laid_value == 35
    assert not canasta.melded[0]
    assert_cites(refusal(canasta, "discard 9C"), "CL-6.1")
    both, _ = play(canasta, "meld KH KD KS")
    assert both.melded[0] and both.laid_value == 65
    undone, moves = apply(both, UndoTurn())
    assert undone.melds[0] == [] and not undone.melded[0] and undone.laid_value == 0
    assert sorted(undone.hands[0]) == sorted(state.hands[0])
    assert {m.dst for m in moves} == {"hand:0"} and len(moves) == 10
    assert_conserved(undone)


# ---------------------------------------------------------------------------
# CL-7 Going out


CANASTA = "QH QS QD QC QH QS QD"


def test_cl_7_1_going_out_needs_a_canasta():
    """CL-7.1: no going out without a canasta on the side."""
    state = make_state("classic", hands={0: "9H 9S 9D 5C"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "CL-7.1")
    one = make_state("classic", hands={0: "5C"}, melds={0: ["KH KS KD"]}, phase=Phase.MELD)
    assert_cites(refusal(one, "discard 5C"), "CL-7.1")


def test_cl_7_1_canasta_may_be_completed_in_the_going_out_turn():
    """CL-7.1: the canasta may be completed in the same turn."""
    state = make_state("classic", hands={0: "QC QH 5C"}, melds={0: ["QH QS QD QC QS"]},
                       phase=Phase.MELD)
    state, _ = play(state, "meld QC QH @0", "discard 5C")
    assert state.went_out == 0 and state.phase is Phase.DEAL_OVER


def test_cl_7_2_go_out_by_melding_everything_or_all_but_one_and_discarding():
    """CL-7.2: meld all cards (no discard), or all but one and discard it."""
    state = make_state("classic", hands={0: "9H 9S 9D"}, melds={0: [CANASTA]},
                       phase=Phase.MELD)
    out, moves = play(state, "meld 9H 9S 9D")
    assert out.went_out == 0 and out.phase is Phase.DEAL_OVER
    assert not any(m.dst == "pile" for m in moves)
    state = make_state("classic", hands={0: "9H 9S 9D 5C"}, melds={0: [CANASTA]},
                       phase=Phase.MELD)
    out, _ = play(state, "meld 9H 9S 9D", "discard 5C")
    assert out.went_out == 0 and out.top.kind == "5C"
    assert out.hands[0] == []


def test_cl_7_3_ask_partner_and_the_answer_binds():
    """CL-7.3: the partner's yes obliges the player to go out, a no forbids it."""
    state = make_state("classic", hands={0: "9H 9S 9D 5C", 1: "4C", 2: "6D", 3: "7S"},
                       melds={0: [CANASTA]}, phase=Phase.MELD)
    assert listed(state, "ask 2")
    assert_cites(why_illegal(state, AskPartner(1)), "CL-7.3")
    asked, _ = apply(state, AskPartner(2))
    assert asked.phase is Phase.ANSWER and asked.to_act == 2
    assert legal_actions(asked) == [Answer(True), Answer(False)]
    assert_cites(why_illegal(asked, Discard(hand_cards(asked, 0, "5C")[0])), "CL-7.3")

    yes, _ = apply(asked, Answer(True))
    assert yes.phase is Phase.MELD and yes.to_act == 0
    assert_cites(refusal(yes, "discard 5C"), "CL-7.3")
    assert_cites(why_illegal(yes, AskPartner(2)), "CL-7.3")
    out, _ = play(yes, "meld 9H 9S 9D", "discard 5C")
    assert out.went_out == 0

    no, _ = apply(asked, Answer(False))
    assert_cites(refusal(no, "meld 9H 9S 9D"), "CL-7.3")
    assert legal(no, "discard 5C")
    kept, _ = play(no, "discard 5C")
    assert kept.went_out is None and kept.current == 1


def test_cl_7_3_ask_only_when_the_player_can_go_out():
    """CL-7.3: a yes must be obeyable, so asking needs a way out this turn."""
    state = make_state("classic", hands={0: "9H 9S 5D 5C"}, melds={0: [CANASTA]},
                       phase=Phase.MELD)
    assert_cites(why_illegal(state, AskPartner(2)), "CL-7.3")


def test_cl_7_4_hand_may_not_be_left_empty_unless_going_out():
    """CL-7.4: without the right to go out, the last card may not be melded or
    discarded (the refusal names the going-out rule it rests on)."""
    state = make_state("classic", hands={0: "9H 9S 9D"}, melds={0: ["KH KS KD"]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "CL-7.4", "CL-7.1")
    add = make_state("classic", hands={0: "KC KH 9D"}, melds={0: ["KH KS KD"]},
                     phase=Phase.MELD)
    assert_cites(refusal(add, "meld KC KH @0"), "CL-7.4", "CL-7.1")
    assert legal(add, "meld KC @0") and legal(add, "discard 9D")
    last = make_state("classic", hands={0: "KC"}, melds={0: ["KH KS KD"]}, phase=Phase.MELD)
    assert_cites(refusal(last, "meld KC @0"), "CL-7.4", "CL-7.1")
    assert_cites(refusal(last, "discard KC"), "CL-7.4", "CL-7.1")


# ---------------------------------------------------------------------------
# CL-8 End of play


def test_cl_8_1_play_ends_when_a_player_goes_out():
    """CL-8.1: going out ends the play."""
    state = make_state("classic", hands={0: "9H 9S 9D", 1: "4C"}, melds={0: [CANASTA]},
                       phase=Phase.MELD)
    out, _ = play(state, "meld 9H 9S 9D")
    assert out.phase is Phase.DEAL_OVER and out.ended == "went out"
    assert out.history[-1].went_out == 0
    assert legal_actions(out) == [NextDeal()]


def test_cl_8_1_play_ends_when_the_stock_cannot_supply_a_draw():
    """CL-8.1, G-12: an empty stock at a draw ends the play, no going-out bonus."""
    state = make_state("classic", hands={0: "9H 9S", 1: "4C", 2: "5D", 3: "6S"},
                       melds={0: [CANASTA]}, rest="pile")
    assert state.stock == []
    over, _ = apply(state, Draw())
    assert over.phase is Phase.DEAL_OVER and over.went_out is None
    assert "G-12" in over.ended
    for side in (0, 1):
        assert "going out" not in lines_of(over, side)


def test_cl_8_1_red_three_as_last_card_ends_the_play():
    """CL-8.1: the last card of the stock a red three: laid out, no meld or discard,
    the play ends."""
    state = make_state("classic", hands={0: "9H 9S 9D 4C", 1: "5C"}, melds={0: ["KH KS KD"]},
                       stock="3D", rest="pile")
    over, moves = apply(state, Draw())
    assert over.phase is Phase.DEAL_OVER and "CL-8.1" in over.ended
    assert [c.kind for c in over.red_threes[0]] == ["3D"]
    assert len(over.hands[0]) == 4
    assert lines_of(over, 0)["1 red three"] == (100, "CL-9.3")


# ---------------------------------------------------------------------------
# CL-9 Scoring


def _go_out(state, *texts):
    out, _ = play(state, *texts)
    assert out.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    return out


def test_cl_9_1_melded_cards_plus_cards_in_hands_minus():
    """CL-9.1: + every melded card, - every card left in the side's hands."""
    state = make_state("classic", hands={0: "9H 9S 9D", 1: "AH", 2: "KH 5C", 3: "JK"},
                       melds={0: [CANASTA], 1: ["8H 8S 8D"]}, phase=Phase.MELD)
    out = _go_out(state, "meld 9H 9S 9D")
    s0, s1 = lines_of(out, 0), lines_of(out, 1)
    assert s0["melded cards"] == (70 + 30, "CL-9.1")
    assert s0["cards left in hands"] == (-15, "CL-9.1")
    assert s1["melded cards"] == (30, "CL-9.1")
    assert s1["cards left in hands"] == (-70, "CL-9.1")
    assert out.history[-1].totals == (100 + 500 + 100 - 15, 30 - 70)
    assert out.scores == list(out.history[-1].cumulative)


def test_cl_9_2_canasta_bonuses():
    """CL-9.2: + 500 per natural canasta, + 300 per mixed canasta."""
    state = make_state("classic", hands={0: "9H 9S 9D"},
                       melds={0: [CANASTA, "KH KS KD KC 2C 2D 2H", "AH AS AD AC 2S JK AH"],
                              1: ["8H 8S 8D 8C 8H 8S 8D"]}, phase=Phase.MELD)
    out = _go_out(state, "meld 9H 9S 9D")
    s0, s1 = lines_of(out, 0), lines_of(out, 1)
    assert s0["1 natural canasta"] == (500, "CL-9.2")
    assert s0["2 mixed canastas"] == (600, "CL-9.2")
    assert s1["1 natural canasta"] == (500, "CL-9.2")
    assert "mixed canasta" not in " ".join(s1)


@pytest.mark.parametrize(("threes", "melds", "points", "label"), [
    ("3H 3D", [], -200, "2 red threes (no meld)"),
    ("3H 3D 3H 3D", [], -800, "4 red threes (no meld)"),
    ("3H 3D", ["8H 8S 8D"], 200, "2 red threes"),
    ("3H 3D 3H 3D", ["8H 8S 8D"], 800, "4 red threes"),
    ("3H", ["8H 8S 8D"], 100, "1 red three"),
])
def test_cl_9_3_red_threes_worked_example(threes, melds, points, label):
    """CL-9.3: + 100 each, 800 for all four; minus when the side melded nothing
    (seed 004's example: two red threes, no meld: -200; all four: -800)."""
    state = make_state("classic", hands={0: "9H 9S 9D"}, melds={0: [CANASTA], 1: melds},
                       red_threes={1: threes}, phase=Phase.MELD)
    out = _go_out(state, "meld 9H 9S 9D")
    assert lines_of(out, 1)[label] == (points, "CL-9.3")
    expected = points + (30 if melds else 0)
    assert out.history[-1].totals[1] == expected


def test_cl_9_4_going_out_bonus():
    """CL-9.4: + 100 for going out, to the side of the player who went out."""
    state = make_state("classic", hands={2: "9H 9S 9D", 0: "4C"}, melds={0: [CANASTA]},
                       current=2, phase=Phase.MELD)
    out = _go_out(state, "meld 9H 9S 9D")
    assert lines_of(out, 0)["going out"] == (100, "CL-9.4")
    assert "going out" not in lines_of(out, 1)


def test_cl_9_5_concealed_going_out_table_rule():
    """CL-9.5: with the table rule on, + 100 more for going out in one turn without
    the side having melded before; off by default."""
    hand = {0: "QH QS QD QC QH QS 2C 9D 9S 9C", 1: "4C"}
    plays = ("draw", "meld QH QS QD QC QH QS 2C", "meld 9D 9S 9C", "discard 5C")
    on = make_state("classic", hands=hand, stock="5C", table_rules={"concealed_going_out": "on"})
    out = _go_out(on, *plays)
    s0 = lines_of(out, 0)
    assert s0["concealed going out"] == (100, "CL-9.5")
    assert s0["going out"] == (100, "CL-9.4")
    off = make_state("classic", hands=hand, stock="5C")
    assert "concealed going out" not in lines_of(_go_out(off, *plays), 0)
    before = make_state("classic", hands=hand, stock="5C", melds={0: ["KH KS KD"]},
                        table_rules={"concealed_going_out": True})
    assert "concealed going out" not in lines_of(_go_out(before, *plays), 0)
    assert get_ruleset("classic").table_rules()["concealed_going_out"] is False


# ---------------------------------------------------------------------------
# CL-10 Game


def _end_by_stock(scores, table_rules=None):
    state = make_state("classic", scores=scores, rest="pile", table_rules=table_rules)
    over, _ = apply(state, Draw())
    assert over.history[-1].totals == (0, 0)
    return over


def test_cl_10_1_first_side_to_5000_wins():
    """CL-10.1: a side reaching 5000 at the end of a deal wins."""
    over = _end_by_stock([5000, 4990])
    assert over.phase is Phase.GAME_OVER and over.winner == 0
    assert legal_actions(over) == []
    assert_cites(why_illegal(over, NextDeal()), "CL-10.1")
    not_yet = _end_by_stock([4990, 4000])
    assert not_yet.phase is Phase.DEAL_OVER and not_yet.winner is None


def test_cl_10_1_both_over_higher_wins_and_a_tie_plays_another_deal():
    """CL-10.1: both sides over 5000: the higher wins; equal: another deal."""
    over = _end_by_stock([5100, 5200])
    assert over.winner == 1 and over.phase is Phase.GAME_OVER
    tie = _end_by_stock([5000, 5000])
    assert tie.phase is Phase.DEAL_OVER and tie.winner is None
    nxt, _ = apply(tie, NextDeal())
    assert nxt.deal_no == tie.deal_no + 1 and nxt.phase is Phase.DRAW


def test_cl_10_1_target_table_rule():
    """CL-10.1: the table rule "target" moves the winning score (3000)."""
    over = _end_by_stock([3000, 0], {"target": 3000})
    assert over.winner == 0
    assert _end_by_stock([3000, 0]).winner is None


def test_cl_illegal_apply_raises_and_leaves_the_state_untouched():
    """CL-4.2 (via apply): an illegal action raises IllegalActionError with the
    sentence and the state is unchanged."""
    state = make_state("classic", hands={0: "2C 2D JK 9C"}, phase=Phase.MELD)
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match=r"\(CL-4\.2\)"):
        apply(state, act(state, "meld 2C 2D JK"))
    assert state.fingerprint() == before
