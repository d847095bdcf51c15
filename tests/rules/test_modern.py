"""Scenario tests of Modern American Canasta (modern-american.md, MA-1 to MA-12).
Four players in two partnerships: seats 0 and 2 are side 0, seats 1 and 3 side 1.
The tests use the game's RuleSet, :data:`game.rules.games.modern.MODERN` (``modern``),
which is not registered yet."""

from __future__ import annotations

import pytest

from game.rules import (
    Discard,
    Draw,
    Phase,
    SpecialHand,
    TakePile,
    apply,
    engine_compiled,
    legal_actions,
    new_game,
    parse_action,
)
from game.rules.cards import make_deck, parse_cards
from game.rules.engine import why_illegal
from game.rules.games import MODERN, REGISTRY, playable_games
from game.rules.games.modern import MA_RULE_IDS, ma_value
from game.rules.games.modern_scoring import (
    canasta_bonus,
    deal_lines,
    hand_penalty,
    incomplete_penalty,
    special_hand,
    threes_points,
)
from game.rules.position import setup
from game.rules.ruleset import RULE_KEYS
from game.rules.scoring import finish_deal
from game.rules.state import Phase as P
from game.rules.transitions import begin_turn

from .scenario import act, assert_cites, assert_conserved, lines_of, play, refusal, uncited

MA_IDS = (
    [f"MA-1.{i}" for i in range(1, 4)] + [f"MA-2.{i}" for i in range(1, 5)]
    + [f"MA-3.{i}" for i in range(1, 8)] + [f"MA-4.{i}" for i in range(1, 4)]
    + [f"MA-5.{i}" for i in range(1, 6)] + [f"MA-6.{i}" for i in range(1, 8)]
    + [f"MA-7.{i}" for i in range(1, 5)] + [f"MA-8.{i}" for i in range(1, 4)]
    + [f"MA-9.{i}" for i in range(1, 9)] + [f"MA-10.{i}" for i in range(1, 6)]
    + [f"MA-11.{i}" for i in range(1, 6)] + [f"MA-12.{i}" for i in range(1, 8)])
"""The 61 rules of modern-american.md (MA-1.1 to MA-12.7)."""


def _state(**zones):
    state = setup(MODERN, **zones)
    assert_conserved(state)
    return state


def _cards(text: str):
    return list(parse_cards(text.split()))


# ---------------------------------------------------------------------------
# The game's data


def test_ma_is_registered_and_playable():
    """MA-1.1: Modern American Canasta is a RuleSet of its own, in the registry and
    at the table; every mechanism has an MA rule id."""
    assert MODERN.id == "modern" and MODERN.rule("deal") == "MA-1.2"
    assert REGISTRY["modern"] is MODERN and "modern" in playable_games()
    assert MODERN.playable
    for key in RULE_KEYS:
        assert MODERN.rule(key).startswith("MA-"), key
    assert set(MA_RULE_IDS) == set(RULE_KEYS)


def test_every_ma_rule_is_cited_by_a_test():
    """Every rule of modern-american.md (MA-1.1 to MA-12.7) is named by a test."""
    assert len(MA_IDS) == 61
    assert uncited(__file__, MA_IDS) == []


# ---------------------------------------------------------------------------
# MA-1 Cards and deal


def test_ma_1_1_deck_and_values():
    """MA-1.1: 108 cards (two packs, four jokers), G-3 values; MA-10.5: any three
    left in a hand counts 5."""
    state = new_game(MODERN, seed=3)
    assert len(state.all_cards()) == 108 == len(make_deck(2, 4))
    values = {c.code.split("/")[0]: ma_value(c) for c in _cards("JK AH 2C KS 8D 7C 4H 3H 3S")}
    assert values == {"JK": 50, "AH": 20, "2C": 20, "KS": 10, "8D": 10, "7C": 5, "4H": 5,
                      "3H": 5, "3S": 5}


@pytest.mark.parametrize("seed", range(6))
def test_ma_1_2_thirteen_each_and_no_upcard(seed):
    """MA-1.2: 13 cards to each player, the discard pile starts empty (no upcard);
    MA-2.1, MA-2.2: at the start of the first player's first turn every three but
    one is laid out and replaced."""
    state = new_game(MODERN, seed=seed)
    assert not state.pile
    starter = state.current
    for seat in range(4):
        if seat != starter:
            assert len(state.hands[seat]) == 13
    assert len(state.hands[starter]) == 13
    assert sum(1 for c in state.hands[starter] if c.rank == 3) <= 1
    laid = state.red_threes[starter % 2]
    assert all(c.rank == 3 for c in laid)
    assert len(state.stock) == 108 - 52 - len(laid)


def test_ma_1_3_and_ma_7_1_the_turn_card_gives_bonus_cards():
    """MA-1.3: the turn card is the ninth card from the bottom of the stock; MA-7.1:
    a player who makes the side's initial meld while it is still in the stock
    draws, after discarding, four bonus cards face down (the first side to meld),
    which may draw the turn card."""
    state = _state(hands={0: "AH AS AD KH KS JK JD 9C", 1: "5C 5D", 2: "6C", 3: "6D"},
                   stock="4C 4D 4H 4S 5H 5S 6H 6S 8C 8D", rest="pile", melded=[False, False])
    state, moves = play(state, "draw")
    assert len(state.stock) == 9  # the turn card is the bottom card of this stock
    state, moves = play(state, "meld AH AS AD", "meld KH KS JK", "discard 9C")
    assert len(state.bonus[0]) == 4 and len(state.stock) == 5
    assert all(not m.face_up for m in moves if m.dst == "bonus:0")
    assert state.current == 1


def test_ma_7_3_no_bonus_cards_once_the_turn_card_is_drawn():
    """MA-7.3, MA-1.3: with eight cards left (the turn card drawn), the initial
    meld brings no bonus cards."""
    state = _state(hands={0: "AH AS AD KH KS JK JD 9C", 1: "5C 5D", 2: "6C", 3: "6D"},
                   stock="4C 4D 4H 4S 5H 5S 6H 6S 8C", rest="pile", melded=[False, False])
    state, _ = play(state, "draw")
    assert len(state.stock) == 8
    state, _ = play(state, "meld AH AS AD", "meld KH KS JK", "discard 9C")
    assert state.bonus[0] == [] and len(state.stock) == 8


def test_ma_7_1_three_bonus_cards_when_the_other_side_has_melded():
    """MA-7.1: three bonus cards when the other side has already melded."""
    state = _state(hands={0: "AH AS AD KH KS JK JD 9C", 1: "5C 5D", 2: "6C", 3: "6D"},
                   melds={1: ["8C 8D 8H"]}, melded=[False, True])
    state, _ = play(state, "draw", "meld AH AS AD", "meld KH KS JK", "discard 9C")
    assert len(state.bonus[0]) == 3


def test_ma_7_2_and_ma_4_3_bonus_cards_join_at_the_next_turn():
    """MA-7.2, MA-4.3: the bonus cards are not used in the turn they are drawn; at
    the start of the player's next turn they join the hand and their threes are
    laid out and replaced before the draw."""
    state = _state(hands={0: "AH AS AD KH KS JK JD 9C", 1: "5C 5D 5H", 2: "6C 6D",
                          3: "6S 6H 8S"},
                   stock="7C 7D 4C 3S 4D JH 10H", melds={1: ["9C 9D 9H"]}, melded=[False, True])
    state, _ = play(state, "draw", "meld AH AS AD", "meld KH KS JK", "discard 9C")
    bonus = list(state.bonus[0])
    assert [c.kind for c in bonus] == ["JH", "4D", "3S"]
    state, _ = play(state, "draw", "discard 5C", "draw", "discard 6C", "draw", "discard 6S")
    assert state.current == 0 and state.phase is Phase.DRAW
    assert state.bonus[0] == []
    hand = state.hands[0]
    assert all(c in hand for c in bonus if c.rank != 3)
    assert any(c.kind == "3S" for c in state.red_threes[0])  # laid out and replaced
    assert not any(c.rank == 3 for c in hand)


def test_ma_7_4_bonus_cards_count_as_cards_in_hand():
    """MA-7.4, MA-10.5: bonus cards not yet joined when the play ends count as
    cards left in that player's hand, a three among them 5."""
    state = _state(hands={0: "5C", 1: "4C", 2: "4D", 3: "4H"},
                   melds={0: ["8C 8D 8H"], 1: ["9C 9D 9H"]})
    state.bonus[0] = [c for c in state.stock if c.kind in ("KH", "3C")][:2]
    state.stock = [c for c in state.stock if c not in state.bonus[0]]
    assert_conserved(state)
    finish_deal(state)
    assert lines_of(state, 0)["cards left in hands"] == (-20, "MA-10.5")


# ---------------------------------------------------------------------------
# MA-2 Threes


def test_ma_2_1_a_three_drawn_later_is_laid_out_and_replaced():
    """MA-2.1: once the side has melded, a three drawn (red or black) is laid out in
    the side's threes area and replaced at once, repeating for a three again."""
    state = _state(hands={0: "KH KS 9C 9D", 1: "5C", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, stock="JD 3H 3C")
    state, moves = play(state, "draw")
    assert [c.kind for c in state.red_threes[0]] == ["3C", "3H"]
    assert any(c.kind == "JD" for c in state.hands[0])
    assert state.phase is Phase.MELD


def test_ma_2_2_one_three_is_kept_before_the_side_melds():
    """MA-2.2: while the side has not melded a player keeps one three; when a second
    arrives one of them (the player's choice) is laid out and replaced; when the
    partner makes the side's initial meld the held three is laid out at the start
    of the player's next turn, before drawing."""
    state = _state(hands={0: "3S KH KS 9C 9D", 1: "5C 5D", 2: "6C", 3: "6D"},
                   stock="JD 3H 3C", melded=[False, False])
    state, _ = play(state, "draw")  # 3C, the same colour as 3S: laid out at once
    assert [c.kind for c in state.red_threes[0]] == ["3C"]
    assert sorted(c.kind for c in state.hands[0] if c.rank == 3) == ["3H", "3S"]
    assert_cites(refusal(state, "discard 9C"), "MA-2.2")  # a red and a black: choose
    assert {str(a) for a in legal_actions(state)} == {"lay out 3S/0", "lay out 3H/0"}
    state, _ = play(state, "lay out 3S")
    assert [c.kind for c in state.red_threes[0]] == ["3C", "3S"]
    assert [c.kind for c in state.hands[0] if c.rank == 3] == ["3H"]
    assert any(c.kind == "JD" for c in state.hands[0])
    state.melded[0] = True  # the partner has made the side's initial meld
    state, _ = play(state, "discard 9C", "draw", "discard 5C", "draw", "discard 6C",
                    "draw", "discard 6D")
    assert state.current == 0 and state.phase is Phase.DRAW
    assert not any(c.rank == 3 for c in state.hands[0])
    assert len(state.red_threes[0]) == 3


def test_ma_2_2_the_choice_of_three_before_the_first_draw():
    """MA-2.1, MA-2.2: of the threes dealt, all but one of each colour are laid out at
    the first turn; of a red and a black the player lays out the one not kept
    (which one counts: MA-10.3 counts red and black threes apart), before
    drawing."""
    state = _state(hands={0: "3S 3C 3H 3D KH KS 9C 9D", 1: "5C 5D", 2: "6C", 3: "6D"},
                   stock="JD 8H 4C 5S", melded=[False, False])
    state.first_turn_done[0] = False
    begin_turn(state, [])
    assert [c.kind for c in state.red_threes[0]] == ["3C", "3D"]
    assert [c.kind for c in state.hands[0][-2:]] == ["5S", "4C"]  # their replacements
    assert_cites(refusal(state, "draw"), "MA-2.2")
    assert {str(a) for a in legal_actions(state)} == {"lay out 3S/0", "lay out 3H/0"}
    state, _ = play(state, "lay out 3H", "draw")
    assert [c.kind for c in state.red_threes[0]] == ["3C", "3D", "3H"]
    assert [c.kind for c in state.hands[0] if c.rank == 3] == ["3S"]


def test_ma_2_3_threes_are_never_melded_nor_discarded():
    """MA-2.3, MA-11.1: a held three is never melded nor discarded."""
    state = _state(hands={0: "3C KH KS 9C 9D", 1: "5C", 2: "6C", 3: "6D"},
                   melded=[False, False], phase=P.MELD)
    assert_cites(refusal(state, "discard 3C"), "MA-11.1")
    assert refusal(state, "meld 3C KH KS") is not None


def test_ma_2_4_the_melder_lays_out_a_held_three():
    """MA-2.4: a player holding a three lays it out and replaces it before putting
    down the side's initial meld, a pickup with it included (MA-5.3); the
    replacement is seen before the meld, and the initial meld may be taken back as
    any meld of the turn. A special hand keeps the three (MA-9.2)."""
    state = _state(hands={0: "3C AH AS AD KH KS JK JD 9C", 1: "5C 5D", 2: "6C", 3: "6D"},
                   stock="JH", melded=[False, False], phase=P.MELD)
    assert_cites(refusal(state, "meld AH AS AD"), "MA-2.4")
    state, _ = play(state, "lay out 3C")
    assert any(c.kind == "JH" for c in state.hands[0])
    state, _ = play(state, "meld AH AS AD", "meld KH KS JK")
    assert state.melded[0]
    assert [c.kind for c in state.red_threes[0]] == ["3C"]
    undone, _ = play(state, "undo")
    assert not undone.melded[0] and len(undone.hands[0]) == 9
    assert [c.kind for c in undone.red_threes[0]] == ["3C"]
    pickup = _state(hands={0: "3C AH AS AD KH KS JK 9C 9D", 1: "5C 5D", 2: "6C", 3: "6D"},
                    pile="4C 9S", melded=[False, False])
    assert_cites(refusal(pickup, "take 9C 9D + AH AS AD + KH KS JK"), "MA-2.4")


# ---------------------------------------------------------------------------
# MA-3 Melds


def test_ma_3_1_seven_cards_and_one_meld_of_a_rank():
    """MA-3.1: at most seven cards in a meld; a side has one meld of a rank, both
    sides may meld the same rank."""
    state = _state(hands={0: "8S 8C 9C 9D 9H 5C", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H 8S 8D 8H"], 1: ["9C 9S 9S"]}, phase=P.MELD)
    assert_cites(refusal(state, "meld 8S 8C @0"), "MA-3.1")
    assert why_illegal(state, act(state, "meld 8S @0")) is None
    assert why_illegal(state, act(state, "meld 9C 9D 9H")) is None
    state, _ = play(state, "meld 9C 9D 9H")
    assert state.melds[0][-1].rank == state.melds[1][0].rank == 9


def test_ma_3_2_wild_cards_by_when_the_meld_is_laid():
    """MA-3.2: after the initial meld a new meld is clean until it holds five
    naturals (8-8-8-8-8-2 is legal, 8-8-8-2 is not); at most two wild cards."""
    state = _state(hands={0: "8C 8D 8H 8S 8C 2C 2D JK KH", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["9C 9D 9H"]}, phase=P.MELD)
    assert_cites(refusal(state, "meld 8C 8D 8H 2C"), "MA-3.2")
    assert why_illegal(state, act(state, "meld 8C 8D 8H 8S 8C 2C")) is None
    assert_cites(refusal(state, "meld 8C 8D 8H 8S 2C 2D JK"), "MA-3.2")


def test_ma_3_2_a_dirty_initial_meld_takes_naturals_until_five():
    """MA-3.2 (a), MA-6.7: a dirty meld put down as part of the initial meld holds
    two naturals; later it takes only naturals until it holds five, then a wild
    card; MA-6.6: the partner melds under the same rules."""
    state = _state(hands={0: "6C 6D JK KH KS KD AH AS AD 9C", 1: "5D", 2: "6H 6S 6C 2C 9D 10D",
                          3: "6D"}, melded=[False, False], phase=P.MELD)
    state, _ = play(state, "meld 6C 6D JK", "meld KH KS KD", "meld AH AS AD", "discard 9C")
    assert state.melded[0]
    state.current = 2
    from game.rules.transitions import reset_turn

    reset_turn(state)
    state.phase = Phase.MELD
    six = state.melds[0][0].id
    assert_cites(refusal(state, f"meld 2C @{six}"), "MA-3.2")
    state, _ = play(state, f"meld 6H 6S 6C @{six}")
    assert why_illegal(state, act(state, f"meld 2C @{six}")) is None


def test_ma_3_3_sevens_never_take_a_wild_card():
    """MA-3.3: three to seven sevens, never a wild card, even in the initial meld."""
    state = _state(hands={0: "7C 7D 2C KH KS KD 9C", 1: "5D", 2: "6C", 3: "6D"},
                   melded=[False, False], phase=P.MELD)
    assert_cites(refusal(state, "meld 7C 7D 2C"), "MA-3.3")


def test_ma_3_4_aces():
    """MA-3.4: a dirty ace meld only as part of the initial meld, with a wild card
    from the start, two naturals and at most two wilds, its second wild card once
    it holds five aces; a pure ace meld never takes a wild card; one begun after
    the initial meld is pure."""
    opening = _state(hands={0: "AC AD JK 2C KH KS KD 9C", 1: "5D", 2: "6C", 3: "6D"},
                     melded=[False, False], phase=P.MELD)
    assert why_illegal(opening, act(opening, "meld AC AD JK")) is None
    assert_cites(refusal(opening, "meld AC JK 2C"), "MA-3.2", "MA-3.4")
    later = _state(hands={0: "AC AD AH AS JK 2C 9C 9D", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["KC KD KH"]}, phase=P.MELD)
    assert_cites(refusal(later, "meld AC AD JK"), "MA-3.4")
    pure = _state(hands={0: "AS JK 9C 9D", 1: "5D", 2: "6C", 3: "6D"},
                  melds={0: ["KC KD KH", "AC AD AH"]}, phase=P.MELD)
    assert_cites(refusal(pure, "meld JK @1"), "MA-3.4")
    dirty = _state(hands={0: "AS AC AH 2C 9C 9D", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["KC KD KH", "AC AD JK"]}, phase=P.MELD)
    assert_cites(refusal(dirty, "meld AS AC 2C @1"), "MA-3.4")
    assert why_illegal(dirty, act(dirty, "meld AS AC AH 2C @1")) is None


def test_ma_3_5_an_incomplete_wild_meld_keeps_wild_cards_at_home():
    """MA-3.5: while the side has an incomplete wild meld, no wild card goes in its
    other melds nor in a new meld; melds of the initial meld's turn are exempt."""
    state = _state(hands={0: "8C 8D 8H 8S 8C 2C 9C 9D", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["KC KD KH", "2D 2H JK"]}, phase=P.MELD)
    assert_cites(refusal(state, "meld 8C 8D 8H 8S 8C 2C"), "MA-3.5")
    assert why_illegal(state, act(state, "meld 2C @1")) is None
    opening = _state(hands={0: "2D 2H JK KC KD KH 5C 5D 2C 9C", 1: "5D", 2: "6C", 3: "6D"},
                     melded=[False, False], phase=P.MELD)
    state, _ = play(opening, "meld 2D 2H JK", "meld KC KD KH")
    assert why_illegal(state, act(state, "meld 5C 5D 2C")) is None


def test_ma_3_6_dead_ranks():
    """MA-3.6: when either side completes a canasta of a natural rank, no side may
    begin or add to a meld of that rank; a wild canasta kills nothing."""
    state = _state(hands={0: "9C 9D 9H QC QD 5C", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["KC KD KH", "QH QS QC"],
                          1: ["9C 9D 9S 9S JK 2C 2D", "2H 2S 2C 2D JK JK 2H"]},
                   phase=P.MELD)
    assert_cites(refusal(state, "meld 9C 9D 9H"), "MA-3.6")
    assert why_illegal(state, act(state, "meld QC QD @1")) is None


def test_ma_3_7_one_wild_meld_a_deal():
    """MA-3.7: a side has at most one wild meld in a deal, complete or not."""
    state = _state(hands={0: "2C 2D JK 9C 9D", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["2H 2S 2C 2D JK JK 2H"]}, phase=P.MELD)
    assert_cites(refusal(state, "meld 2C 2D JK"), "MA-3.1")


# ---------------------------------------------------------------------------
# MA-4 Turn


def test_ma_4_1_draw_or_take_then_meld_then_discard():
    """MA-4.1: draw the top card of the stock or take the pile (melding at once),
    then meld, then discard one card."""
    state = _state(hands={0: "KH KS 9C 9D 5C", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, pile="4C KD")
    assert_cites(why_illegal(state, Discard(state.hands[0][0])), "MA-4.1")
    state, _ = play(state, "take KH KS")
    assert state.melds[0][-1].rank == 13 and any(c.kind == "4C" for c in state.hands[0])
    state, _ = play(state, "discard 9C")
    assert state.current == 1


def test_ma_4_2_melding_down_to_one_card():
    """MA-4.2, MA-8.3: melding may not leave one card unless the player goes out, or
    makes the side's initial meld while the turn card is in the stock: then the
    last card is discarded and the bonus cards follow (MA-7.1)."""
    state = _state(hands={0: "KH KS KD 6C", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, phase=P.MELD)
    assert_cites(refusal(state, "meld KH KS KD"), "MA-8.1", "MA-8.3")
    opening = _state(hands={0: "AH AS AD KH KS JK 9C", 1: "5D", 2: "6C", 3: "6D"},
                     melded=[False, False], phase=P.MELD)
    state, _ = play(opening, "meld AH AS AD", "meld KH KS JK", "discard 9C")
    assert state.phase is Phase.DRAW and state.current == 1
    assert state.hands[0] == [] and len(state.bonus[0]) == 4


# ---------------------------------------------------------------------------
# MA-5 Taking the pile


def test_ma_5_1_a_natural_pair_takes_the_pile():
    """MA-5.1: the pile is taken only with a natural pair of the top card's rank:
    the pair and the top card are melded, the rest of the pile joins the hand."""
    state = _state(hands={0: "KH KS 2C 9C 9D", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, pile="4C 5S KD")
    assert_cites(refusal(state, "take KH 2C"), "MA-5.5", "MA-5.1")
    state, moves = play(state, "take KH KS")
    assert [c.kind for c in state.melds[0][-1].cards] == ["KD", "KH", "KS"]
    assert {"4C", "5S"} <= {c.kind for c in state.hands[0]} and not state.pile


def test_ma_5_2_the_pickup_joins_a_meld_of_three_or_four():
    """MA-5.2: a meld of the rank with 3 or 4 cards takes the three new cards; with
    5 or 6 the pile cannot be taken; a dead rank cannot be taken."""
    state = _state(hands={0: "KH KS 9C 9D 5C", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["KC KD KH KS"]}, pile="4C KD")
    assert why_illegal(state, act(state, "take KH KS @0")) is None
    full = _state(hands={0: "KH KS 9C 9D 5C", 1: "5D", 2: "6C", 3: "6D"},
                  melds={0: ["KC KD KH KS KC"]}, pile="4C KD")
    assert_cites(refusal(full, "take KH KS @0"), "MA-3.1")
    assert_cites(refusal(full, "take KH KS"), "MA-3.1")
    dead = _state(hands={0: "QH QS 9C 9D 5C", 1: "5D", 2: "6C", 3: "6D"},
                  melds={0: ["8C 8D 8H"], 1: ["QC QD QH QS QC JK 2C"]}, pile="4C QD")
    assert_cites(refusal(dead, "take QH QS"), "MA-3.6")


def test_ma_5_3_an_unmelded_side_opens_before_taking():
    """MA-5.3: a side that has not melded puts down its initial meld from the hand
    before taking any card of the pile."""
    state = _state(hands={0: "KH KS QH QS QC JH JS JC", 1: "5D", 2: "6C", 3: "6D"},
                   melded=[False, False], pile="4C KD")
    assert_cites(refusal(state, "take KH KS"), "MA-5.3")


def test_ma_5_4_an_empty_pile_or_a_wild_top_card():
    """MA-5.4: the pile cannot be taken when it is empty or its top card is not
    natural."""
    empty = _state(hands={0: "KH KS 9C", 1: "5D", 2: "6C", 3: "6D"}, melds={0: ["8C 8D 8H"]})
    assert_cites(why_illegal(empty, parse_action("take")), "MA-5.1")
    wild = _state(hands={0: "2H 2S 9C", 1: "5D", 2: "6C", 3: "6D"}, melds={0: ["8C 8D 8H"]},
                  pile="4C 2C")
    assert_cites(refusal(wild, "take 2H 2S"), "MA-5.4")


def test_ma_5_5_no_freezing():
    """MA-5.5: a wild card buried in the pile does not freeze it; a natural pair is
    always needed."""
    state = _state(hands={0: "KH KS 9C 9D", 1: "5D", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, pile="4C JK KD")
    assert why_illegal(state, act(state, "take KH KS")) is None
    assert not state.ruleset.pile_freezes(state.pile)


# ---------------------------------------------------------------------------
# MA-6 Initial meld


@pytest.mark.parametrize("score, minimum", [(-500, 125), (0, 125), (2995, 125), (3000, 155),
                                            (4995, 155), (5000, 180), (9000, 180)])
def test_ma_6_1_minimum_by_score(score, minimum):
    """MA-6.1: below 3000 (negative included) 125, 3000 to 4995 155, 5000 or more
    180."""
    assert MODERN.initial_minimum(score) == minimum


def test_ma_6_1_the_minimum_is_met_before_the_discard():
    """MA-6.1: melds under the minimum cannot be left on the table."""
    state = _state(hands={0: "KH KS KD QH QS 2C 9C 9D", 1: "5D", 2: "6C", 3: "6D"},
                   melded=[False, False], phase=P.MELD)
    state, _ = play(state, "meld KH KS KD")
    assert_cites(refusal(state, "discard 9C"), "MA-6.1")


def test_ma_6_2_a_pure_meld_of_three_is_required():
    """MA-6.2: the initial meld includes a pure meld of three naturals; dirty melds
    alone do not open (130 points of aces and kings with wild cards)."""
    state = _state(hands={0: "AH AS 2C KH KS JK 9C 9D 5C", 1: "5D", 2: "6C", 3: "6D"},
                   melded=[False, False], phase=P.MELD)
    state, _ = play(state, "meld AH AS 2C", "meld KH KS JK")
    assert not state.melded[0]
    assert_cites(refusal(state, "discard 9C"), "MA-6.2")


@pytest.mark.parametrize("wild_opening", ["on", "off"])
def test_ma_6_2_the_refusal_names_the_missing_pure_meld(wild_opening):
    """MA-6.2 (MA-12.7 on and off): K-K-joker and A-A-2 count 130, over the 125 of
    MA-6.1, yet hold no pure meld: the discard is refused naming the pure meld of
    three naturals (and, with MA-12.7 on, the wild meld that may stand for it),
    not the count; the state is unchanged. Short of the count as well, the
    sentence names both."""
    hands = {0: "KH KS JK AH AS 2C 9C 9D 5C", 1: "5D", 2: "6C", 3: "6D"}
    state = setup(MODERN, hands=hands, melded=[False, False], phase=P.MELD,
                  table_rules={"wild_opening": wild_opening})
    state, _ = play(state, "meld KH KS JK", "meld AH AS 2C")
    assert not state.melded[0] and state.laid_value == 130
    before = state.copy()
    reason = refusal(state, "discard 9C")
    assert_cites(reason, "MA-6.2")
    assert "130" in reason and "125" not in reason
    assert "pure meld of three or more natural cards" in reason
    assert ("three or more wild cards" in reason) == (wild_opening == "on")
    assert state.hands == before.hands and state.melds == before.melds
    short = setup(MODERN, hands=hands, melded=[False, False], phase=P.MELD,
                  table_rules={"wild_opening": wild_opening})
    short, _ = play(short, "meld AH AS 2C")
    reason = refusal(short, "discard 9C")
    assert_cites(reason, "MA-6.2")
    assert "60" in reason and "125" in reason and "pure meld" in reason


@pytest.mark.parametrize("wild_opening", ["on", "off"])
def test_ma_6_2_taking_the_pile_names_the_missing_pure_meld(wild_opening):
    """MA-6.2, MA-6.3 (MA-12.7 on and off): the melds laid from the hand to take the
    pile count 130 but hold no pure meld: the pickup is refused naming it."""
    state = setup(MODERN, hands={0: "AH AS 2C KH KS JK 9C 9D 5C", 1: "5D", 2: "6C",
                                 3: "6D"}, pile="4C 9H", melded=[False, False],
                  table_rules={"wild_opening": wild_opening})
    reason = refusal(state, "take 9C 9D + AH AS 2C + KH KS JK")
    assert_cites(reason, "MA-6.2")
    assert "pure meld of three or more natural cards" in reason
    assert ("three or more wild cards" in reason) == (wild_opening == "on")


def test_ma_12_7_a_wild_meld_may_be_the_required_meld():
    """MA-12.7 (on by default), MA-6.2: a meld of three or more wild cards may be
    the required meld; off: it may not."""
    hands = {0: "2H 2S JK AH AS 2C 9C 9D 5C", 1: "5D", 2: "6C", 3: "6D"}
    state = _state(hands=hands, melded=[False, False], phase=P.MELD)
    state, _ = play(state, "meld 2H 2S JK")
    assert not state.melded[0]  # 90 points
    state, _ = play(state, "meld AH AS 2C")
    assert state.melded[0]
    off = setup(MODERN, hands=hands, melded=[False, False], phase=P.MELD,
                table_rules={"wild_opening": "off"})
    off, _ = play(off, "meld 2H 2S JK", "meld AH AS 2C")
    assert not off.melded[0]


def test_ma_6_3_taking_the_pile_with_the_initial_meld():
    """MA-6.3, MA-5.3: the initial meld is laid from the hand first and meets the
    minimum by itself; then the pile is taken with a natural pair inside one of
    its melds (the top card joins it) or a separate pair, which does not count
    toward the minimum. The source's example: A-A-joker, Q-Q-Q and 9-9-2 laid,
    10-10 held: a 9, 10, Q or A on top may be taken."""
    hand = {0: "AH AS JK QH QS QC 9C 9D 2C 10C 10D 5C", 1: "5D", 2: "6C", 3: "6D"}
    opening = "+ AH AS JK + QH QS QC + 9C 9D 2C"
    for top, take in (("9H", "take @2"), ("10H", "take 10C 10D"), ("QD", "take @1"),
                      ("AD", "take @0")):
        state = _state(hands=hand, pile=f"4C {top}", melded=[False, False])
        state, _ = play(state, f"{take} {opening}")
        assert state.melded[0] and state.phase is Phase.MELD
        assert any(c.kind == "4C" for c in state.hands[0]) and not state.pile
    state = _state(hands=hand, pile="4C KH", melded=[False, False])
    assert_cites(refusal(state, f"take @1 {opening}"), "MA-5.1", "MA-5.5")
    short = _state(hands={0: "QH QS QC 9C 9D 10C 10D 5C", 1: "5D", 2: "6C", 3: "6D"},
                   pile="4C 10H", melded=[False, False])
    assert_cites(refusal(short, "take 10C 10D + QH QS QC + 9C 9D"), "MA-5.3", "MA-3.1")
    assert any(isinstance(a, TakePile) and a.melds
               for a in legal_actions(_state(hands=hand, pile="4C 10H",
                                             melded=[False, False])))


@pytest.mark.skipif(engine_compiled(), reason="a compiled module calls the planner "
                    "directly, not through the module attribute the test replaces")
def test_ma_6_3_no_planner_without_a_pair_of_the_top_rank(monkeypatch):
    """MA-6.3 with MA-3.2 to MA-3.4: a hand with fewer than two cards of the top
    card's rank can neither take the pile with a pair nor lay a meld of that rank to
    take it onto, so the pickups of a side that has not melded are found without
    the planner's initial meld; with the pair the planner is asked, as before."""
    import game.rules.games.modern as ma

    asked: list[int] = []
    real = ma.initial_meld_plan

    def spy(state):
        asked.append(1)
        return real(state)

    monkeypatch.setattr(ma, "initial_meld_plan", spy)
    hand = {0: "AH AS JK QH QS QC 9C 9D 2C 10C 5C", 1: "5D", 2: "6C", 3: "6D"}
    single = _state(hands=hand, pile="4C 10H", melded=[False, False])
    assert ma.open_then_take(single) == [] and not asked
    assert not any(isinstance(a, TakePile) and a.melds for a in legal_actions(single))
    hand[0] += " 10D"
    pair = _state(hands=hand, pile="4C 10H", melded=[False, False])
    assert ma.open_then_take(pair) and asked


def test_ma_6_4_a_splash_opens_with_no_minimum():
    """MA-6.4: a complete canasta from the hand is an initial meld with no minimum
    (seven fives count 35)."""
    state = _state(hands={0: "5C 5D 5H 5S 5C 5D 5H 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                   melded=[False, False], phase=P.MELD)
    state, _ = play(state, "meld 5C 5D 5H 5S 5C 5D 5H")
    assert state.melded[0] and state.melds[0][0].is_canasta


def test_ma_6_6_the_requirement_is_per_side():
    """MA-6.6: once the side has melded, the partner melds freely (no minimum)."""
    state = _state(hands={0: "5C 5D 5H 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                   melds={0: ["KC KD KH"]}, current=0, phase=P.MELD)
    state, _ = play(state, "meld 5C 5D 5H", "discard 9C")
    assert state.current == 1


def test_ma_6_7_melds_after_the_opening_in_its_turn_are_initial():
    """MA-6.7: melds laid in the rest of the initial meld's turn are still part of
    it: a dirty meld of two naturals may follow the opening."""
    state = _state(hands={0: "AH AS AD KH KS JK 5C 5D 2C 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                   melded=[False, False], phase=P.MELD)
    state, _ = play(state, "meld AH AS AD", "meld KH KS JK")
    assert state.melded[0]
    assert why_illegal(state, act(state, "meld 5C 5D 2C")) is None


# ---------------------------------------------------------------------------
# MA-8 Going out


def test_ma_8_1_two_canastas_and_a_discard():
    """MA-8.1: going out needs two canastas (one completed in the turn counts); the
    last card is discarded, and may be a wild card; melding every card is not
    going out."""
    every = _state(hands={0: "KH 2C", 1: "5S", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H 8S 8C 8D 8H", "KC KD KH KS KC"]}, phase=P.MELD)
    assert_cites(refusal(every, "meld KH 2C @1"), "MA-8.1")
    state = _state(hands={0: "KH 2C 2D", 1: "5S", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H 8S 8C 8D 8H", "KC KD KH KS KC"]}, phase=P.MELD)
    state, moves = play(state, "meld KH 2C @1", "discard 2D")
    assert state.went_out == 0 and state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    assert not moves[-1].face_up and moves[-1].dst == "pile"
    one = _state(hands={0: "KH 9C", 1: "5S", 2: "6C", 3: "6D"},
                 melds={0: ["8C 8D 8H 8S 8C 8D 8H", "KC KD KH"]}, phase=P.MELD)
    assert_cites(refusal(one, "meld KH @1"), "MA-8.1")


def test_ma_8_2_asking_the_partner():
    """MA-8.2: a player who may go out may ask the partner; no forbids going out in
    this turn, yes binds to go out."""
    state = _state(hands={0: "KH 9C", 1: "5S", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H 8S 8C 8D 8H", "KC KD KH KS KC KD"]}, phase=P.MELD)
    asked, _ = play(state, "ask 2", "answer no")
    assert_cites(refusal(asked, "meld KH @1"), "MA-8.2", "MA-8.3")
    yes, _ = play(state, "ask 2", "answer yes")
    assert_cites(refusal(yes, "discard 9C"), "MA-8.2")
    state, _ = play(yes, "meld KH @1", "discard 9C")
    assert state.went_out == 0


# ---------------------------------------------------------------------------
# MA-9 Special hands


@pytest.mark.parametrize("text, expected", [
    ("AH 2C 3S 4D 5H 6S 7C 8D 9H 10S JC QD KH JK", ("straight", 3000)),
    ("4C 4D 5H 5S 7C 7D 8H 8S 9C 9D 10H 10S QC QD", ("pairs", 2500)),
    ("2C 2D 7C 7D AH AS 8H 8S 9C 9D 10H 10S QC QD", ("pairs with twos", 2000)),
    ("4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 9C 9D 9H", ("garbage", 2000)),
    ("4C 4D 5H 5S 7C 7D 8H 8S 9C 9D 10H 10S QC JK", None),
    ("2C 2D 7C 7D 8H 8S 8C 9S 9C 9D 10H 10S QC QD", None),
    ("2C 2D 8H 8S 9C 9D 10H 10S QC QD KC KD JC JD", None),  # MA-9.4: no sevens and aces
    ("4C 4D 4H 4S 4C 4D 5H 5S 6C 6D 6H 9C 9D 9H", None),   # MA-9.8: different ranks
    ("3C 3D 5H 5S 7C 7D 8H 8S 9C 9D 10H 10S QC QD", None),
    ("2C 2D 4C 4D 4H 4S 6C 6D 6H 9C 9D 9H AC AD", None),   # zip code: off by default
])
def test_ma_9_special_hands(text, expected):
    """MA-9.2 straight 3000, MA-9.3 pairs 2500 (sevens and aces allowed), MA-9.4
    pairs with twos, sevens and aces 2000, MA-9.5 garbage 2000, MA-9.6 zip code
    only by table rule, MA-9.8 sets of different ranks."""
    assert special_hand(_cards(text)) == expected


def test_ma_12_special_hand_table_rules():
    """MA-12.1 jokers as the wild pair, MA-12.2 the pairs hand without wild cards
    only, MA-12.3 garbage of four three-of-a-kinds and two matching wild cards,
    MA-12.4 pairs and garbage 3500, MA-12.6 zip code (2000, MA-9.6)."""
    jokers = _cards("JK JK 7C 7D AH AS 8H 8S 9C 9D 10H 10S QC QD")
    assert special_hand(jokers) is None
    assert special_hand(jokers, joker_pair=True) == ("pairs with twos", 2000)
    twos = _cards("2C 2D 7C 7D AH AS 8H 8S 9C 9D 10H 10S QC QD")
    assert special_hand(twos, plain_pairs=True) is None
    garbage = _cards("4C 4D 4H 5C 5D 5H 6C 6D 6H 9C 9D 9H 2C 2D")
    assert special_hand(garbage) is None
    assert special_hand(garbage, wild_garbage=True) == ("garbage", 2000)
    assert special_hand(twos, high=True) == ("pairs with twos", 3500)
    zipped = _cards("2C 2D 4C 4D 4H 4S 6C 6D 6H 9C 9D 9H AC AD")
    assert special_hand(zipped, zip_code=True) == ("zip code", 2000)
    rs = MODERN.with_table_rules({"jokers_pair": "on", "plain_pairs_only": "off",
                                  "wild_garbage": "on", "special_3500": "on",
                                  "zip_code": "on", "special_from_pile": "off"})
    assert rs.special_hand(rs, garbage) == ("garbage", 3500)


def test_ma_9_1_golden_deal_ended_by_a_special_hand():
    """MA-9.1, MA-6.5, a worked deal: side 0 has not melded; seat 0 draws the joker
    and lays down its fourteen cards as a straight (MA-9.2, the held three kept,
    MA-2.4), with no discard, and the play ends. MA-9.7: side 0 scores only the
    straight, 3000 (its laid-out red three and its partner's hand are not
    counted); side 1 scores normally: a pure canasta of kings 500, melded cards
    70 + 30 = 100, its red three not counted with one canasta (MA-10.3), hands
    5 + 5 + 5 = -15: 585."""
    hand = "AH 2C 3S 4D 5H 6S 7C 8D 9H 10S JC QD KH"
    state = _state(hands={0: hand, 1: "5S 5C", 2: "6C 6D", 3: "6H"}, stock="JK",
                   melds={1: ["KC KD KH KS KC KD KS", "9C 9D 9H"]}, red_threes={0: "3H", 1: "3D"},
                   melded=[False, True])
    assert_cites(why_illegal(state, SpecialHand()), "MA-4.1")
    state, _ = play(state, "draw")
    assert SpecialHand() in legal_actions(state)
    state, moves = apply(state, SpecialHand())
    assert state.went_out == 0 and state.special == ("straight", 3000)
    assert lines_of(state, 0) == {"straight": (3000, "MA-9.2")}
    assert lines_of(state, 1) == {"1 natural canasta": (500, "MA-10.1"),
                                  "melded cards": (100, "MA-10.4"),
                                  "cards left in hands": (-15, "MA-10.5")}
    assert state.history[-1].totals == (3000, 585)


def test_ma_9_1_no_special_hand_after_melding_or_taking():
    """MA-9.1: never for a side that has melded, never with cards laid this turn."""
    hand = "AH 2C 3S 4D 5H 6S 7C 8D 9H 10S JC QD KH JK"
    state = _state(hands={0: hand, 1: "5S 5C", 2: "6C", 3: "6D"},
                   melds={0: ["9C 9D 9H"]}, phase=P.MELD)
    assert_cites(why_illegal(state, SpecialHand()), "MA-9.1")
    short = _state(hands={0: "AH 2C 3S 4D 5H 6S 7C 8D 9H 10S JC QD KH", 1: "5S", 2: "6C",
                          3: "6D"}, melded=[False, False], phase=P.MELD)
    assert_cites(why_illegal(short, SpecialHand()), "MA-9.1")


# ---------------------------------------------------------------------------
# MA-10 Scoring


def test_ma_10_1_canasta_bonuses():
    """MA-10.1: mixed 300, pure 500, pure aces or sevens 2500, seven twos 3000, four
    jokers and three twos 2500, any other wild canasta 2000; a dirty ace canasta
    is mixed."""
    assert canasta_bonus(9, _cards("9C 9D 9H 9S 9C 9D 2C")) == ("mixed", 300)
    assert canasta_bonus(9, _cards("9C 9D 9H 9S 9C 9D 9H")) == ("pure", 500)
    assert canasta_bonus(14, _cards("AC AD AH AS AC AD AH")) == ("aces", 2500)
    assert canasta_bonus(14, _cards("AC AD AH AS AC AD JK")) == ("mixed", 300)
    assert canasta_bonus(7, _cards("7C 7D 7H 7S 7C 7D 7H")) == ("sevens", 2500)
    assert canasta_bonus(15, _cards("2C 2D 2H 2S 2C 2D 2H")) == ("twos", 3000)
    assert canasta_bonus(15, _cards("JK JK JK JK 2C 2D 2H")) == ("jokers", 2500)
    assert canasta_bonus(15, _cards("JK JK 2S 2C 2C 2D 2H")) == ("wild", 2000)
    assert canasta_bonus(9, _cards("9C 9D 9H 9S 9C 9D")) is None


def test_ma_10_2_penalties_add_up():
    """MA-10.2: a pure ace meld or a sevens meld under seven -2500, a wild meld under
    seven -2000 (-2500 with all four jokers); a hand with three or more aces -1500,
    three or more sevens -1500; they add up."""
    assert incomplete_penalty(14, _cards("AC AD AH")) == -2500
    assert incomplete_penalty(14, _cards("AC AD JK")) == 0
    assert incomplete_penalty(7, _cards("7C 7D 7H 7S")) == -2500
    assert incomplete_penalty(15, _cards("2C 2D JK")) == -2000
    assert incomplete_penalty(15, _cards("JK JK JK JK 2C")) == -2500
    assert hand_penalty(_cards("7C 7D 7H AC AD AH 4C")) == -3000
    assert hand_penalty(_cards("7C 7D AC AD")) == 0


def test_ma_10_3_threes_counted_by_colour():
    """MA-10.3: threes laid out, red and black apart: one 100, two 300, three 500,
    four 1000."""
    assert [threes_points(n) for n in range(5)] == [0, 100, 300, 500, 1000]


def test_ma_10_golden_deal_with_an_incomplete_pure_ace_meld():
    """MA-10.1 to MA-10.5, a worked deal. Side 0 went out with two canastas (a pure
    nine canasta 500, a mixed king canasta 300), going out 100; it has an
    incomplete pure ace meld of three (-2500), two red threes (+300) and one black
    (+100), melded cards 9x7=70 + Kx6+2=80 + Ax3=60: 210; partner holds 7 7 7 4
    (-1500 and -20). Side 1 made no canasta: its meld Q Q Q (30) counts minus, its
    red three -100, a hand of A A A (-1500 and -60). Totals: side 0 500 + 300 + 100
    - 2500 + 400 + 210 - 1520 = -2510; side 1 -30 - 100 - 1560 = -1690."""
    rs = MODERN
    side0 = deal_lines(rs, [(9, _cards("9C 9D 9H 9S 9C 9D 9H")),
                            (13, _cards("KC KD KH KS KC KD 2C")),
                            (14, _cards("AC AD AH"))],
                       _cards("3H 3D 3S"), [[], _cards("7C 7D 7H 4C")], True)
    lines = {line.label: line.points for line in side0}
    assert sum(lines.values()) == -2510
    assert lines["incomplete meld of aces"] == -2500
    assert lines["going out"] == 100 and lines["melded cards"] == 210
    side1 = deal_lines(rs, [(12, _cards("QC QD QH"))], _cards("3C"),
                       [_cards("AS AD AH"), []], False)
    assert sum(line.points for line in side1) == -30 - 100 - 1500 - 60


def test_ma_10_golden_deal_with_one_canasta():
    """MA-10.3, MA-10.4: with one canasta the threes are not counted and melded cards
    count plus; MA-10.1: bonuses without going out."""
    lines = deal_lines(MODERN, [(8, _cards("8C 8D 8H 8S 8C 8D 8H")), (5, _cards("5C 5D 2C"))],
                       _cards("3H 3D 3C 3S"), [_cards("KC")], False)
    assert {line.label: line.points for line in lines} == {
        "1 natural canasta": 500, "melded cards": 70 + 30, "cards left in hands": -10}


def test_ma_10_a_deal_scored_by_the_engine():
    """MA-10, MA-11.3: a deal ended by the empty stock is scored by the matrix from
    the table."""
    state = _state(hands={0: "KH", 1: "4C", 2: "AC AD AH", 3: "9C"},
                   melds={0: ["8C 8D 8H 8S 8C 8D 8H", "5C 5D 5H"]},
                   red_threes={0: "3H 3D", 1: "3C"}, rest="pile")
    state, _ = apply(state, Draw())
    assert state.phase is Phase.DEAL_OVER
    assert lines_of(state, 0) == {
        "1 natural canasta": (500, "MA-10.1"), "aces or sevens held": (-1500, "MA-10.2"),
        "melded cards": (85, "MA-10.4"), "cards left in hands": (-70, "MA-10.5")}
    assert lines_of(state, 1) == {"1 black three laid out": (-100, "MA-10.3"),
                                  "cards left in hands": (-15, "MA-10.5")}


# ---------------------------------------------------------------------------
# MA-11 Discards and end of play


def test_ma_11_1_wild_cards_are_discarded_only_to_go_out_or_from_all_wilds():
    """MA-11.1: a wild card is discarded only to go out, or when the hand held only
    wild cards before the draw and the card drawn is wild too."""
    state = _state(hands={0: "2C 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, phase=P.MELD)
    assert_cites(refusal(state, "discard 2C"), "MA-11.1")
    wild = _state(hands={0: "2C JK", 1: "5S", 2: "6C", 3: "6D"}, melds={0: ["8C 8D 8H"]},
                  stock="2D")
    wild, _ = play(wild, "draw")
    assert why_illegal(wild, act(wild, "discard 2C")) is None
    replaced = _state(hands={0: "2C JK", 1: "5S", 2: "6C", 3: "6D"}, melds={0: ["8C 8D 8H"]},
                      stock="2D 3H")  # the three's wild replacement counts as drawn
    replaced, _ = play(replaced, "draw")
    assert why_illegal(replaced, act(replaced, "discard 2C")) is None
    melding = _state(hands={0: "2C JK 2D JK", 1: "5S", 2: "6C", 3: "6D"},
                     melds={0: ["8C 8D 8H"]}, stock="2H")
    melding, _ = play(melding, "draw", "meld 2C JK 2D")  # a wild meld laid from them
    assert why_illegal(melding, act(melding, "discard JK")) is None
    mixed = _state(hands={0: "2C JK 2D JK", 1: "5S", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, stock="8S")  # a natural drawn
    mixed, _ = play(mixed, "draw")
    assert_cites(refusal(mixed, "discard JK"), "MA-11.1")
    assert_cites(refusal(mixed, "meld 8S @0"), "MA-11.5")  # only wild cards would be left


def test_ma_11_2_onto_an_empty_pile():
    """MA-11.2: onto an empty pile an ace or a seven only from a hand whose naturals
    are all aces and sevens; a dead card only with no other legal discard."""
    state = _state(hands={0: "AC 7C 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, phase=P.MELD)
    assert_cites(refusal(state, "discard AC"), "MA-11.2")
    assert_cites(refusal(state, "discard 7C"), "MA-11.2")
    aces = _state(hands={0: "AC 7C 7D", 1: "5S", 2: "6C", 3: "6D"}, melds={0: ["8C 8D 8H"]},
                  phase=P.MELD)
    assert why_illegal(aces, act(aces, "discard AC")) is None
    dead = _state(hands={0: "QC 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                  melds={0: ["8C 8D 8H"], 1: ["QC QD QH QS QD JK 2C"]}, phase=P.MELD)
    assert_cites(refusal(dead, "discard QC"), "MA-11.2")
    onto = _state(hands={0: "QC 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                  melds={0: ["8C 8D 8H"], 1: ["QC QD QH QS QD JK 2C"]}, phase=P.MELD,
                  pile="4C")
    assert why_illegal(onto, act(onto, "discard QC")) is None


def test_ma_11_3_a_three_as_the_last_card_ends_the_play():
    """MA-11.3: if the last card drawn from the stock is a three, play ends at once
    and the three stays in the hand, counting 5 against the side."""
    state = _state(hands={0: "KH KS", 1: "5S", 2: "6C", 3: "6D"}, melds={0: ["8C 8D 8H"]},
                   stock="3C", rest="pile")
    state, _ = apply(state, Draw())
    assert state.phase is Phase.DEAL_OVER
    assert any(c.kind == "3C" for c in state.hands[0])
    assert lines_of(state, 0)["cards left in hands"] == (-30, "MA-10.5")  # and the 6 of seat 2


def test_ma_11_3_an_empty_stock_ends_the_play():
    """MA-11.3 (G-12): a player who must draw from an empty stock ends the play."""
    state = _state(hands={0: "KH KS", 1: "5S", 2: "6C", 3: "6D"}, melds={0: ["8C 8D 8H"]},
                   rest="pile")
    state, _ = apply(state, Draw())
    assert state.phase is Phase.DEAL_OVER and state.went_out is None


@pytest.mark.parametrize("scores, winner", [((8500, 8000), 0), ((8400, 8499), None),
                                             ((9000, 9100), 1), ((9000, 9000), None)])
def test_ma_11_4_game_to_8500(scores, winner):
    """MA-11.4: a side with 8500 or more wins; both: the higher; equal: another
    deal."""
    assert MODERN.winner(MODERN, scores, 3) == winner


def test_ma_11_5_no_meld_that_leaves_no_legal_discard():
    """MA-11.5: unless going out, a player may not meld so as to be left without a
    legal discard (only wild cards)."""
    state = _state(hands={0: "KH KS KD 2C JK", 1: "5S", 2: "6C", 3: "6D"},
                   melds={0: ["8C 8D 8H"]}, phase=P.MELD)
    assert_cites(refusal(state, "meld KH KS KD"), "MA-11.5")


def test_ma_12_5_special_hand_from_the_pile_is_an_option():
    """MA-12.5: the table rule exists, off by default."""
    assert MODERN.table_rules()["special_from_pile"] is False
    assert MODERN.with_table_rules({"special_from_pile": "on"}).special_from_pile


def test_ma_12_5_a_special_hand_with_the_piles_only_card():
    """MA-12.5: by the table rule, a side that has not melded may take the pile's
    only card to complete a special hand, which it then lays down (it may not
    discard instead); off by default (MA-5.3: the pile is not taken)."""
    hand = "4C 4D 5H 5S 7C 7D 8H 8S 9C 9D 10H 10S QC"
    zones = {"hands": {0: hand, 1: "5C", 2: "6C", 3: "6D"}, "pile": "QD",
             "melded": [False, False]}
    state = _state(**zones)
    assert_cites(why_illegal(state, TakePile(())), "MA-5.3")
    on = setup(MODERN, table_rules={"special_from_pile": "on"}, **zones)
    assert TakePile(()) in legal_actions(on)
    on, _ = apply(on, TakePile(()))
    assert_cites(refusal(on, "discard 4C"), "MA-12.5")
    on, _ = apply(on, SpecialHand())
    assert on.special == ("pairs", 2500) and on.history[-1].totals[0] == 2500


def test_ma_2_2_a_held_three_may_be_laid_out_at_will():
    """MA-2.2: a held three may be laid out (and replaced) during the owner's turn,
    before the draw or before melding; MA-2.3: never melded."""
    state = _state(hands={0: "3C KH KS 9C 9D", 1: "5C", 2: "6C", 3: "6D"},
                   stock="JD 8H", melded=[False, False])
    assert parse_action("lay out 3C/0") in legal_actions(state)
    state, moves = play(state, "lay out 3C")
    assert [c.kind for c in state.red_threes[0]] == ["3C"]
    assert any(c.kind == "8H" for c in state.hands[0]) and state.phase is Phase.DRAW
    assert str(parse_action("lay out 3C/0")) == "lay out 3C/0"
    melded = _state(hands={0: "3C AH AS AD KH KS JK 9C", 1: "5C", 2: "6C", 3: "6D"},
                    melded=[False, False], phase=P.MELD)
    melded.laid_this_turn = True  # a position the rules never reach (MA-2.4)
    assert_cites(refusal(melded, "lay out 3C"), "MA-2.2")


def test_ma_8_2_asking_once_a_deal():
    """MA-8.2: the partner is asked once a deal, not once a turn."""
    state = _state(hands={0: "KH 9C", 1: "5S 5C 4C", 2: "6C 6S 4D", 3: "6D 6H 4H"},
                   melds={0: ["8C 8D 8H 8S 8C 8D 8H", "KC KD KH KS KC KD"]}, phase=P.MELD)
    state, _ = play(state, "ask 2", "answer no", "discard 9C", "draw", "discard 4C", "draw",
                    "discard 4D", "draw", "discard 4H", "draw")
    assert state.current == 0 and state.own.asked_this_deal(0) and not state.asked
    reason = why_illegal(state, parse_action("ask 2"))
    assert_cites(reason, "MA-8.2")
    assert "once a deal" in reason


def test_ma_6_4_a_mixed_canasta_is_no_splash():
    """MA-6.4: a splash is a natural or a wild canasta; seven cards with a wild card
    among naturals must reach the minimum (MA-6.1)."""
    state = _state(hands={0: "5C 5D 5H 5S 5C 5D 2C 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                   melded=[False, False], phase=P.MELD)
    state, _ = play(state, "meld 5C 5D 5H 5S 5C 5D 2C")
    assert not state.melded[0]
    wild = _state(hands={0: "2C 2D 2H 2S 2C 2D JK 9C 9D", 1: "5S", 2: "6C", 3: "6D"},
                  melded=[False, False], phase=P.MELD)
    wild, _ = play(wild, "meld 2C 2D 2H 2S 2C 2D JK")
    assert wild.melded[0]


def test_ma_1_3_the_view_tells_the_turn_card_and_bonus_cards():
    """MA-1.3: every seat sees whether the turn card has been drawn; MA-7.1: the
    bonus cards lie face down, their number seen by all, not the cards."""
    from game.rules import observe
    from game.rules.games.modern import turn_card_drawn

    assert observe(new_game(MODERN, seed=1), 0).bonus_counts == ()
    state = _state(hands={0: "AH AS AD KH KS JK JD 9C", 1: "5C 5D", 2: "6C", 3: "6D"},
                   stock="4C 4D 4H 4S 5H 5S 6H 6S 8C 8D", rest="pile", melded=[False, False])
    assert not turn_card_drawn(observe(state, 1))
    state, _ = play(state, "draw", "meld AH AS AD", "meld KH KS JK", "discard 9C")
    view = observe(state, 1)
    assert view.bonus_counts == (4, 0, 0, 0) and turn_card_drawn(view)
    assert not set(state.bonus[0]) & set(observe(state, 0).hand)


def test_ma_11_3_a_three_laid_out_with_an_empty_stock_ends_the_play():
    """MA-11.3: a three laid out while the stock is empty cannot be replaced: it
    stays laid out and the play ends at once."""
    state = _state(hands={0: "3C KH KS 9C", 1: "5S", 2: "6C", 3: "6D"}, stock="8H",
                   rest="pile", melded=[False, False])
    state, _ = play(state, "draw", "lay out 3C")
    assert state.phase is Phase.DEAL_OVER and state.went_out is None
    assert [c.kind for c in state.red_threes[0]] == ["3C"]
    assert "(MA-11.3)" in state.ended
