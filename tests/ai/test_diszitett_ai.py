"""The computer players in díszített kanaszta (DK): the cut, pickups, twins,
holding cards and going out, each a scenario that fails without the behaviour."""

from __future__ import annotations

import pytest
from rules.scenario import assert_conserved, make_state

from game.ai import HeuristicPlayer
from game.ai.diszitett import HOLD
from game.ai.players import NORMAL_FEATURES
from game.rules.actions import Discard, Draw, KeepCut, Meld, MoveWilds, TakePile
from game.rules.cards import parse_card
from game.rules.engine import apply, start_game
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe

DK = "diszitett"


def choose(level: str, state, seat: int | None = None):
    seat = state.to_act if seat is None else seat
    return HeuristicPlayer(level, 1).choose(observe(state, seat), legal_actions(state))


def _after_discard(card: str, hand0: str, hand1: str, pile: str | None = None,
                   melded: tuple[bool, bool] = (True, True), melds=None):
    """Seat 0 discards ``card``; seat 1 (holding ``hand1``) is to draw."""
    state = make_state(DK, hands={0: f"{card} {hand0}", 1: hand1}, pile=pile,
                       current=0, phase=Phase.MELD, melded=list(melded), melds=melds or {})
    discard = next(c for c in state.hands[0] if c.kind == parse_card(card).kind)
    state, _ = apply(state, Discard(discard))
    assert state.current == 1 and state.phase is Phase.DRAW
    return state


# ---------------------------------------------------------------------------
# DK-2.1 the cut


def _cut_showing(codes: str):
    """A fresh two-player deal in Phase.CUT whose three shown cards are ``codes``."""
    state, _ = start_game(DK, {"players": 2}, seed=3)
    assert state.phase is Phase.CUT
    for i, code in enumerate(codes.split()):
        want = parse_card(code)
        at = state.own.cut_at() + i
        j = next(k for k, c in enumerate(state.stock) if c.kind == want.kind
                 and not (state.own.cut_at() <= k < at))
        state.stock[at], state.stock[j] = state.stock[j], state.stock[at]
    assert_conserved(state)
    return state


@pytest.mark.parametrize("level", ["normal", "easy"])
def test_dk_2_1_red_three_and_joker_kept_black_three_left(level):
    """DK-2.1, DK-1.2, DK-3.1: a red three (100, replaced at once) and a joker shown
    at the cut are kept, a black three (-100 in hand) is not."""
    state = _cut_showing("3H JK 3S")
    action = choose(level, state, state.current)
    assert isinstance(action, KeepCut)
    kept = {c.kind for c in action.cards}
    assert {"3H", "JK"} <= kept and "3S" not in kept


def test_dk_2_1_normal_keeps_naturals_easy_does_not():
    """DK-2.1: Normal keeps a shown natural (a known card for a random one); Easy
    keeps only the obvious red threes and jokers."""
    state = _cut_showing("KH KS 7D")
    assert len(choose("normal", state, state.current).cards) == 3
    assert choose("easy", state, state.current).cards == ()


# ---------------------------------------------------------------------------
# DK-5 pickups


def test_dk_5_2_normal_takes_the_free_pickup():
    """DK-5.2: the opponent's first natural discard is offered once a deal, for
    nothing; Normal takes it rather than lose it."""
    state = _after_discard("QD", "4H 4S 4D", "KH KS 5C 6C 7C 8C 9C", pile="5H 6H")
    assert observe(state, 1).own.free_offered(1)
    assert choose("normal", state) == TakePile(())


def test_dk_5_4_normal_opens_with_a_penalized_pickup():
    """DK-5.3, DK-5.4, DK-8.1: before the opening meld, the king on top with two kings
    of the hand and three aces laid with them (90) reach the minimum of 50: Normal
    takes the talon."""
    state = make_state(DK, hands={0: "KS KC AH AS AD 9D 4C 6H JH 7C", 1: "4H 4S 4D"},
                       pile="8H 9S KD", current=0, melded=[False, False])
    action = choose("normal", state)
    assert isinstance(action, TakePile) and action.cards
    while state.current == 0:
        state, _ = apply(state, choose("normal", state))
    assert state.melded[0] and len(state.pile) == 1  # the talon taken, one discard on it


# ---------------------------------------------------------------------------
# DK-6 twins


def test_dk_6_1_normal_and_easy_discard_an_available_twin():
    """DK-6.1: holding the card identical to the one just discarded (still on top),
    Normal and Easy discard it onto it: a twin worth 100."""
    state = _after_discard("8D", "4H 4S 4D", "8D 8S KH KS QC QD 5C 6C 7S 9S JC 10H 10S AH AS")
    state, _ = apply(state, Draw())
    for level in ("normal", "easy"):
        action = choose(level, state)
        assert isinstance(action, Discard) and action.card.kind == "8D", level
    state, _ = apply(state, choose("normal", state))
    assert state.own.twins(1) == 1


def test_dk_6_3_normal_draws_rather_than_spoil_its_twin():
    """DK-6.3: taking the card just discarded (here the free pickup) spoils the twin;
    Normal draws, baseline takes."""
    state = _after_discard("8D", "4H 4S 4D", "8D KH KS QC 5C 6C 7S 9S JC 10H 10S AH AS",
                           pile="5H 6H")
    assert TakePile(()) in legal_actions(state)
    assert choose("baseline", state) == TakePile(())
    assert choose("normal", state) == Draw()


def test_dk_6_1_normal_gives_no_twin_when_another_discard_is_as_good():
    """DK-6.1: of two single nines, the one whose identical card lies in the talon
    cannot give the next player a twin; Normal discards that one."""
    state = make_state(DK, hands={0: "9H 9C KH KS QC QD JC JD 10H 10S AH AS 8C 8D",
                                  1: "4H 4S 4D"},
                       pile="4C 9H 6D", current=0, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Discard) and action.card.kind == "9H"
    without = HeuristicPlayer("normal", 1, NORMAL_FEATURES - {"twins"})
    assert without.choose(observe(state, 0), legal_actions(state)).card.kind == "9C"


# ---------------------------------------------------------------------------
# DK-10.1, DK-11 holding cards and going out


def test_dk_10_1_normal_keeps_its_hand_baseline_melds_it_away():
    """DK-10.1, DK-5.3, DK-11.3: groups grow only from the hand and a pickup takes
    two of its cards, so Normal lays no group that would leave fewer than
    :data:`HOLD` cards (unless it completes a canasta); baseline lays it."""
    hand = "KH KS KD 5C 6C 7S 9S JC 10H 10S AH AS QC"
    assert len(hand.split()) - 3 < HOLD
    state = make_state(DK, hands={0: hand, 1: "4H 4S 4D"}, melds={0: ["8H 8S 8D"]},
                       pile="4C 6D", current=0, phase=Phase.MELD)
    kings = [a for a in legal_actions(state) if isinstance(a, Meld)
             and {c.rank for c in a.cards} == {13}]
    assert kings
    assert isinstance(choose("baseline", state), Meld)
    assert isinstance(choose("normal", state), Discard)


def test_dk_9_1_normal_completes_a_canasta_from_a_full_hand():
    """DK-9.1: completing a canasta is laid whatever the hand size."""
    state = make_state(DK, hands={0: "KH KS KD KC 5C 6C 7S 9S JC 10H 10S AH AS QC",
                                  1: "4H 4S 4D"},
                       melds={0: ["KH KS KD"]}, pile="4C 6D", current=0, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, Meld) and len(action.cards) == 4


def test_dk_11_1_normal_goes_out_when_it_can():
    """DK-11.1: with a canasta, Normal lays the fives and discards its last card."""
    state = make_state(DK, hands={0: "5H 5S 5D 9C", 1: "4H 4S 4D"},
                       melds={0: ["KH KS KD KC KH KS KD"]}, pile="4C 6D", current=0,
                       phase=Phase.MELD)
    for _ in range(3):
        if state.phase is not Phase.MELD:
            break
        state, _ = apply(state, choose("normal", state))
    assert state.went_out == 0


def test_dk_5_3_the_next_players_groups_do_not_take_the_talon():
    """DK-5.3: a pickup lays a new group from the hand, so the next player's laid
    kings do not let them take the talon with a king; with three kings in sight a
    king is the safer discard, where Classic's pricing keeps it."""
    state = make_state(DK, hands={0: "KH QH 9C 9D JC JD 10H 10S AH AS 8C 8D 6S 6D",
                                  1: "4H 4S 4D 7H 7S"},
                       melds={1: ["KS KD KC"]}, pile="4C 5D 6H 7D 8S 9S JS QS",
                       current=0, phase=Phase.MELD)
    assert choose("normal", state).card.kind == "KH"
    without = HeuristicPlayer("normal", 1, NORMAL_FEATURES - {"newgroup"})
    assert without.choose(observe(state, 0), legal_actions(state)).card.kind == "QH"


def test_dk_10_3_normal_turns_a_black_canasta_red():
    """DK-10.2, DK-10.3: holding the two kings its black canasta lacks, Normal takes
    the canasta's zsolis out to its group of zsolis and lays the kings: red (400)
    instead of black (300)."""
    state = make_state(DK, hands={0: "KS KD 5C 6C 7S 9S JC 10H 10S AH AS QC QD 8H",
                                  1: "4H 4S 4D"},
                       melds={0: ["KH KS KD KC KH 2C 2S", "JK JK 2H"]}, pile="4C 6D",
                       current=0, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, MoveWilds) and len(action.naturals) == 2
    state, _ = apply(state, action)
    kings = next(m for m in state.melds[0] if m.rank == 13)
    assert len(kings.cards) == 7 and not kings.wilds


def test_dk_10_2_normal_breaks_up_a_group_of_zsolis_to_complete_a_canasta():
    """DK-10.2, DK-9.1: a group of zsolis 2-joker-joker whose zsolis, split among
    six kings and two groups of three, complete a black canasta of kings: Normal
    plays the split move (one zsoli alone would leave two cards behind)."""
    state = make_state(DK, hands={0: "5C 6C 7S 9S", 1: "4H 4S 4D"},
                       melds={0: ["KC KD KH KS KC KD", "QC QD QH", "JC JD JH", "2C JK JK"]},
                       pile="4C 6D", current=0, phase=Phase.MELD)
    action = choose("normal", state)
    assert isinstance(action, MoveWilds) and action.more, action
    state, _ = apply(state, action)
    assert_conserved(state)
    kings = next(m for m in state.melds[0] if m.rank == 13)
    assert kings.is_canasta and len(kings.cards) == 7
    assert len(state.melds[0]) == 3 and all(m.naturals for m in state.melds[0])


def _opening(player: HeuristicPlayer, theirs: list[str] | None = None):
    """The cards ``player`` lays in its opening meld from a hand whose kings and
    queens reach the minimum of 50 alone; the opponent's groups ``theirs``."""
    state = make_state(DK, hands={0: "AH AS KH KS KD QH QS QD JK 2C 5C 6C 7S 9S",
                                  1: "4H 4S 4D"}, melds={1: theirs or []},
                       pile="4C 6D", current=0, phase=Phase.MELD,
                       melded=[False, bool(theirs)])
    while state.current == 0:
        state, _ = apply(state, player.choose(observe(state, 0), legal_actions(state)))
    return [c for m in state.melds[0] for c in m.cards]


def test_dk_8_1_normal_opens_without_zsolis_where_it_can():
    """DK-8.1, DK-7.2: Normal's opening keeps its zsolis in hand where naturals
    reach the minimum, where baseline's opening lays them too."""
    opener = HeuristicPlayer("normal", 1, NORMAL_FEATURES - {"pickupopen"})
    laid = _opening(opener)
    assert laid and not any(c.is_wild for c in laid)
    assert any(c.is_wild for c in _opening(HeuristicPlayer("baseline", 1)))


def test_dk_5_4_normal_opens_with_a_pickup_not_from_the_hand():
    """DK-5.4, DK-8.2, DK-10.1: Normal does not shorten its hand by an opening
    from the hand alone (it opens with a penalized pickup or by going out)."""
    assert _opening(HeuristicPlayer("normal", 1)) == []


def test_dk_11_1_normal_opens_from_the_hand_once_an_opponent_may_go_out():
    """DK-11.1, DK-12.2: once the opponent has a canasta and may go out, catching
    Normal's whole hand, Normal opens from the hand."""
    assert _opening(HeuristicPlayer("normal", 1), ["8H 8S 8D 8C 8H 8S 8D"])
