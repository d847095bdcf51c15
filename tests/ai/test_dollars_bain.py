"""Computer players in Dollars from Heaven (sequence melds, top-five pickups) and
Bain Hand and Foot (the partner gate, the garbage pile): set-up positions
(:mod:`game.rules.position`) and the action Normal (or Easy) picks."""

from __future__ import annotations

import pytest

from game.ai import HeuristicPlayer
from game.rules import engine
from game.rules.actions import GARBAGE, Discard, Meld, TakePile
from game.rules.legal import legal_actions
from game.rules.planner import going_out_plan
from game.rules.position import setup
from game.rules.state import MeldKind, Phase
from game.rules.view import observe

DH_FOUR_KINDS = ["QH QS QD QC QH QS QD", "KH KS KD KC KH 2C 2D", "2H 2S JK JK 2C 2D 2H",
                 "7C 7S 7D 7C 7S 7D 7C"]
"""A Dollars side's natural, mixed, wild and sevens canastas (DH-3.4)."""

BH_SEVENS = "7C 7S 7D 7H 7C 7S 7D"


def choose(level: str, state, seat: int | None = None):
    seat = state.to_act if seat is None else seat
    return HeuristicPlayer(level, 1).choose(observe(state, seat), legal_actions(state))


def play_plan(state, plan):
    for action in plan:
        state, _ = engine.apply(state, action)
    return state


def test_dollars_planner_goes_out_by_completing_the_sequence_canasta():
    """DH-7.1: with the four other kinds made, the planner extends the side's
    sequence meld to seven (DH-3.3) and discards the last card to go out."""
    state = setup("dollars", hands={0: "9H 10H KS", 1: "4C 5C", 2: "4D 5D", 3: "4S 5S"},
                  melds={0: [*DH_FOUR_KINDS, "4H 5H 6H 7H 8H"]}, phase=Phase.MELD)
    plan = going_out_plan(state)
    assert plan is not None and isinstance(plan[-1], Discard)
    after = play_plan(state, plan)
    assert after.went_out == 0
    assert any(m.kind is MeldKind.SEQUENCE and m.is_canasta for m in after.melds[0])


def test_dollars_planner_lays_a_new_sequence_to_go_out():
    """DH-3.3: a new sequence meld of the hand's run empties the hand but one card."""
    state = setup("dollars", hands={0: "9S 10S JS 5D", 1: "4C 5C", 2: "4D", 3: "4S 5S"},
                  melds={0: [*DH_FOUR_KINDS, "4H 5H 6H 7H 8H 9H 10H"]}, phase=Phase.MELD)
    plan = going_out_plan(state)
    assert plan is not None
    assert play_plan(state, plan).went_out == 0


def test_bain_planner_goes_out_through_the_garbage_pile():
    """BH-7.1, BH-8.1: with every kind made and the red threes out, the cards of
    the side's canasta ranks go in the garbage pile and the last card is
    discarded."""
    state = setup("bain", hands={0: "QH KD 9C", 1: "4C 5C", 2: "4D", 3: "4S 5S"},
                  melds={0: ["QH QS QD QC QH QS QD", "KH KS KD KC KH 2C 2D",
                             "2H 2S JK JK 2C 2D 2H", BH_SEVENS]},
                  red_threes={0: "3H 3D 3H 3D", 1: "3H 3D 3H 3D"},
                  completed=[True, False, True, False], phase=Phase.MELD)
    plan = going_out_plan(state)
    assert plan is not None
    assert any(isinstance(a, Meld) and a.meld == GARBAGE for a in plan)
    assert play_plan(state, plan).went_out == 0


def test_normal_lays_a_sequence_meld_from_a_run_of_one_suit():
    """DH-3.3: 4-5-6 of hearts make a sequence meld; Normal lays it."""
    state = setup("dollars", hands={0: "4H 5H 6H 9C KD QS JS"},
                  melds={0: ["QH QD QC"]}, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Meld) and action.meld is None
    assert sorted(c.code[:2] for c in action.cards) == ["4H", "5H", "6H"]


def test_normal_extends_its_sequence_rather_than_a_rank_meld():
    """DH-3.3, DH-7.1: lacking the sequence canasta, the nine of hearts goes on the
    hearts sequence, not on the meld of nines."""
    state = setup("dollars", hands={0: "9H 4C KD QS JS"},
                  melds={0: ["6H 7H 8H", "9C 9D 9S"]}, phase=Phase.MELD)
    action = choose("normal", state)
    seq = next(m.id for m in state.melds[0] if m.kind is MeldKind.SEQUENCE)
    assert isinstance(action, Meld) and action.meld == seq


def test_normal_keeps_a_waiting_card_that_extends_its_sequence():
    """DH-5.7: the nine of hearts taken from the pile waits for the next turn;
    Normal keeps it for its hearts sequence (DH-3.3) and discards another card."""
    state = setup("dollars", hands={0: "9H 4C KD 10S"}, melds={0: ["6H 7H 8H"]},
                  waiting="9H", phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Discard) and action.card.code[:2] != "9H"


def test_normal_takes_the_top_card_onto_its_sequence():
    """DH-5.5: the top card extends the side's sequence meld: Normal takes the
    top five cards of the pile with it."""
    state = setup("dollars", hands={0: "4C KD 10S JC"}, melds={0: ["6H 7H 8H"]},
                  pile="5S 6C QD 9H")
    action = choose("normal", state)
    assert isinstance(action, TakePile) and not action.cards
    assert action.meld == state.melds[0][0].id


BH_KINDS = ["QH QS QD QC QH QS QD", "KH KS KD KC KH 2C 2D", "2H 2S JK JK 2C 2D 2H", BH_SEVENS]
"""A Bain side's natural, mixed, wild and sevens canastas (BH-3.1)."""


def test_normal_puts_a_stray_card_in_the_garbage_pile():
    """BH-7.1: with its canasta kinds made, Normal sheds a queen (a rank of its
    canastas) into the garbage pile so that the hand shrinks toward going out."""
    state = setup("bain", hands={0: "QH 5C 9D JS 10H 8C"}, melds={0: BH_KINDS},
                  completed=[True, False, True, False], phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Meld) and action.meld == GARBAGE
    assert [c.rank for c in action.cards] == [12]


def test_normal_keeps_a_pair_to_take_the_pile_while_the_hand_is_large():
    """BH-5.1: a natural pair of a canasta rank can take the pile into the garbage
    pile; Normal keeps it while its hand is large."""
    state = setup("bain", hands={0: "QH QC 5C 9D JS 10H 8C 4D"}, melds={0: BH_KINDS},
                  completed=[True, False, True, False], phase=Phase.MELD)
    action = choose("normal", state)
    assert not (isinstance(action, Meld) and action.meld == GARBAGE)


def test_normal_never_discards_a_seven_in_bain():
    """BH-7.2, BH-7.3: sevens are never discarded; Normal keeps them (the legal
    actions hold no such discard) and discards another card."""
    state = setup("bain", hands={0: "7C 7D 5C 9D JS"}, melds={0: ["QH QS QD"]},
                  phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Discard) and action.card.rank != 7


DH_FIVE_KINDS = [*DH_FOUR_KINDS, "4H 5H 6H 7H 8H 9H 10H"]
"""A Dollars side with every kind it needs to go out (DH-7.1)."""


def test_normal_melds_a_pair_with_a_wild_card_once_its_side_may_go_out():
    """DH-7.1, DH-3.2: with all five kinds made, the hand is to be emptied: Normal
    lays a pair of kings with a two rather than keep the pair for the pile."""
    state = setup("dollars", hands={0: "KC KD 2S 9S 5D 6C 10D JS"},
                  melds={0: DH_FIVE_KINDS}, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Meld) and action.meld is None
    assert sorted(c.rank for c in action.cards) == [2, 13, 13]


def test_normal_discards_the_rank_of_a_closed_canasta_once_its_side_may_go_out():
    """DH-3.1, DH-7.1: a six cannot join the closed canasta of sixes; the nine
    (waiting for the next turn, DH-5.7) can join the open meld of nines, so
    Normal discards the six."""
    state = setup("dollars", hands={0: "6D 9S"},
                  melds={0: [*DH_FIVE_KINDS, "6C 6S 6D 6H 6C 6S 6D", "9C 9D 9H"]},
                  waiting="9S", phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Discard) and action.card.rank == 6


def test_normal_keeps_its_two_where_a_pickup_takes_only_five_cards():
    """DH-2.1, DH-5.3: a pickup takes the top five cards, so freezing a large pile
    with a two guards little: Normal keeps the two for its melds."""
    state = setup("dollars", hands={0: "2C 4D 9S KH 6C 10H", 1: "5C 8D"},
                  melds={1: ["QH QS QD"]}, pile="4S 5D 6H 8C 9D 10C JD QC KS AD",
                  phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Discard) and not action.card.is_wild


def test_normal_still_freezes_a_large_classic_pile_with_a_two():
    """CL-5.3: where a pickup takes the whole pile, a two freezes a large one."""
    state = setup("classic", hands={0: "2C 4D 9S KH 6C 10H", 1: "5C 8D"},
                  melds={1: ["QH QS QD"]}, pile="4S 5D 6H 8C 9D 10C JD QC KS AD",
                  melded=[False, True], phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Discard) and action.card.rank == 2


def test_normal_waits_to_join_a_run_to_its_open_sequence():
    """DH-3.6: melds are never joined, so Normal does not lay 10-J-Q of hearts
    beside its 6-7-8 of hearts: with the nine they will make one seven-card
    sequence (DH-3.3)."""
    state = setup("dollars", hands={0: "10H JH QH 4C KD 8S"}, melds={0: ["6H 7H 8H"]},
                  phase=Phase.MELD)
    action = choose("normal", state)
    assert not (isinstance(action, Meld) and action.meld is None
                and any(c.code.startswith("JH") for c in action.cards))


def test_the_initial_melder_leaves_the_first_canasta_to_its_partner():
    """BH-6.1: seat 0 made the initial meld, so it may not complete the side's
    first canasta: Normal keeps the queen for later and discards another card
    (no stall, no undo)."""
    state = setup("bain", hands={0: "QD 5C 9D JS 8H 6C"}, melds={0: ["QH QS QD QC QH QS"]},
                  melders={0: 0}, completed=[False] * 4, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Discard) and action.card.rank != 12


def test_the_partner_of_the_initial_melder_completes_the_first_canasta():
    """BH-6.1, BH-6.2: the partner of the initial melder completes the side's first
    canasta (and picks up its foot at once)."""
    state = setup("bain", hands={2: "QD 5C 9D JS 8H 6C"}, melds={0: ["QH QS QD QC QH QS"]},
                  feet={2: "4C 4D 5D 5H 6D 6H 8C 8D 9C 9H 10C 10D JC"},
                  melders={0: 0}, completed=[False] * 4, current=2, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Meld) and action.meld == state.melds[0][0].id
    after, _ = engine.apply(state, action)
    assert after.foot_taken[2] and after.melds[0][0].is_canasta


def finish_turn(state, seat: int = 0):
    """Let Normal play ``seat``'s turn to its end."""
    while state.current == seat and state.phase is Phase.MELD:
        state, _ = engine.apply(state, choose("normal", state))
    return state


def test_normal_goes_out_with_its_sequence_canasta():
    """DH-7.1, DH-7.2: with the four other kinds made, Normal completes its
    sequence canasta and goes out (its partner holds few cards: it does not ask)."""
    state = setup("dollars", hands={0: "9H 10H KS", 1: "4C 5C", 2: "4D 5D", 3: "4S 5S"},
                  melds={0: [*DH_FOUR_KINDS, "4H 5H 6H 7H 8H"]}, phase=Phase.MELD)
    assert finish_turn(state).went_out == 0


def test_normal_goes_out_through_the_garbage_pile():
    """BH-7.1, BH-8.1, BH-8.2: Normal sheds its queen and king into the garbage
    pile and discards the last card to go out."""
    state = setup("bain", hands={0: "QH KD 9C", 1: "4C 5C", 2: "4D", 3: "4S 5S"},
                  melds={0: BH_KINDS}, red_threes={0: "3H 3D 3H 3D", 1: "3H 3D 3H 3D"},
                  completed=[True, False, True, False], phase=Phase.MELD)
    assert finish_turn(state).went_out == 0


@pytest.mark.parametrize("game, players", [("pennies", 6), ("dollars", 4), ("bain", 4)])
def test_normal_keeps_a_two_for_the_missing_wild_canasta(game, players):
    """PH-3.7, DH-3.4, BH-3.1: lacking the wild canasta (1000) with a mixed one
    made, Normal does not spend its two on a second mixed canasta (300)."""
    state = setup(game, hands={0: "2C 5D 9S JH 4C 8D 10S"},
                  melds={0: ["QH QS QD QC QH 2D 2S", "KH KS KD KC KH KS"]},
                  completed=[True] * players, phase=Phase.MELD)
    action = choose("normal", state)
    assert not (isinstance(action, Meld) and any(c.is_wild for c in action.cards))


def test_normal_makes_its_initial_meld_with_a_sequence():
    """DH-4.1, DH-4.2: 10-J-Q-K-A of hearts count 60, over the first deal's 50:
    Normal lays them as a sequence meld (DH-3.3) for its initial meld."""
    state = setup("dollars", hands={0: "10H JH QH KH AH 5C 9D 4S"}, melded=[False, False],
                  phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Meld) and len(action.cards) == 5
    after, _ = engine.apply(state, action)
    assert after.melded[0] and after.melds[0][0].kind is MeldKind.SEQUENCE


def test_normal_keeps_its_seven_for_the_missing_sevens_canasta():
    """DH-3.5, DH-7.1: sevens may go in sequences (DH-9.1), but while the sevens
    canasta is missing Normal does not spend one on a new sequence."""
    state = setup("dollars", hands={0: "6H 7H 8H 5C 9D KS"}, melds={0: ["QH QD QC"]},
                  phase=Phase.MELD)
    action = choose("normal", state)
    assert not (isinstance(action, Meld) and any(c.rank == 7 for c in action.cards))


def test_normal_lays_a_seven_in_a_sequence_once_its_sevens_canasta_is_made():
    """DH-3.5, DH-9.1: with the sevens canasta made, 6-7-8 of hearts make a
    sequence meld."""
    state = setup("dollars", hands={0: "6H 7H 8H 5C 9D KS"},
                  melds={0: ["QH QD QC", "7C 7S 7D 7C 7S 7D 7C"]}, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Meld) and any(c.rank == 7 for c in action.cards)
    assert sorted(c.rank for c in action.cards) == [6, 7, 8]
