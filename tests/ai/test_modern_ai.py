"""Computer players of Modern American Canasta (modern-american.md): every action
they choose is legal, and Normal plays as a club player would (MA-2.2, MA-5,
MA-7, MA-8.2, MA-9, MA-10, MA-11.2). The game's RuleSet is used directly:
:data:`game.rules.games.modern.MODERN` is not registered yet."""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.duel import duel
from game.rules import engine
from game.rules.actions import AskPartner, Discard, LayOut, Meld, SpecialHand
from game.rules.games import MODERN
from game.rules.legal import legal_actions
from game.rules.position import setup
from game.rules.state import Phase
from game.rules.view import observe


def _play_checked(level: str, seed: int) -> int:
    """Play one deal of four ``level`` players, every action through ``why_illegal``;
    return the number of actions."""
    state = engine.new_game(MODERN, None, seed)
    players = [make_player(level, f"{seed}:{seat}") for seat in range(MODERN.players)]
    for count in range(3000):
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            return count
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        reason = engine.why_illegal(state, action)
        assert reason is None, f"seed {seed}, seat {seat}: {action}: {reason}"
        state, _ = engine.apply(state, action)
    raise AssertionError(f"seed {seed}: the deal did not end")


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_every_action_chosen_is_legal(level):
    """MA-1 to MA-12: over many deals, ``why_illegal`` accepts every action Easy and
    Normal choose (their plans follow MA-3's meld rules and MA-6's initial meld)."""
    assert sum(_play_checked(level, seed) for seed in range(1, 41)) > 0


def _state(**zones):
    return setup(MODERN, **zones)


def _choose(level: str, state, seat: int | None = None):
    seat = state.to_act if seat is None else seat
    return make_player(level, 1).choose(observe(state, seat), legal_actions(state))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_ma_9_1_a_held_special_hand_is_declared(level):
    """MA-9.1, MA-9.3: holding seven pairs without wild cards after the draw, the
    side unmelded, the player lays the hand down (2500) rather than melding."""
    state = _state(hands={0: "4H 4S 5C 5D 7H 7S 8C 8D 9H 9S 10C 10D QH QS", 1: "6C 6D",
                          2: "6H", 3: "6S"}, melded=[False, False], phase=Phase.MELD)
    assert SpecialHand() in legal_actions(state)
    assert _choose(level, state) == SpecialHand()


def test_ma_10_2_no_sevens_meld_that_cannot_be_completed_late():
    """MA-3.3, MA-10.2: late in the deal (a small stock, five sevens seen), Normal
    does not begin a sevens meld it cannot bring to seven (-2500); baseline does."""
    state = _state(hands={0: "7H 7S 7D 9C KD JH 5S", 1: "6C 6D", 2: "6H", 3: "6S"},
                   melds={0: ["QH QS QD QC"], 1: ["7C 7H 7S 7D 7C"]},
                   stock="4C 5C 8C 9D 10H 10S 4D 5D 8D JS", rest="pile", phase=Phase.MELD)
    sevens = [a for a in legal_actions(state) if isinstance(a, Meld) and a.meld is None
              and a.cards[0].rank == 7]
    assert sevens
    assert _choose("baseline", state) in sevens
    assert _choose("normal", state) not in sevens


def test_ma_10_2_completing_a_sevens_meld_comes_first():
    """MA-10.1: the side's sevens meld of five, two sevens in hand: Normal completes
    the pure sevens canasta (2500) before anything else."""
    state = _state(hands={0: "7H 7S 9C 9D 9H KD JH 5S", 1: "6C 6D", 2: "6H", 3: "6S"},
                   melds={0: ["7C 7H 7S 7D 7C", "QH QS QD"]}, phase=Phase.MELD)
    action = _choose("normal", state)
    assert isinstance(action, Meld) and [c.rank for c in action.cards] == [7, 7]


def test_ma_8_2_normal_asks_the_partner_before_going_out():
    """MA-8.1, MA-8.2: with two canastas and a hand that goes out, Normal first asks
    its partner (once a deal); Easy goes out at once."""
    state = _state(hands={0: "9C 9D 9H 5S", 1: "6C 6D", 2: "6H 8C 8D", 3: "6S"},
                   melds={0: ["QH QS QD QC QH QS QD", "KH KS KD KC KH KS KD"]},
                   phase=Phase.MELD)
    assert _choose("normal", state) == AskPartner(2)
    assert isinstance(_choose("easy", state), Meld)


def test_ma_3_6_a_dead_card_is_discarded_before_a_live_one():
    """MA-3.6, MA-5.2: kings are dead (the other side's king canasta): nobody may
    meld them or take the pile with one, so Normal discards its king before a
    live odd card."""
    state = _state(hands={0: "KD 4S 9H 9C JH JS", 1: "6C 6D", 2: "6H", 3: "6S"},
                   melds={0: ["QH QS QD"], 1: ["KH KS KC KH KS KC KD"]},
                   pile="5H 8S", phase=Phase.MELD)
    action = _choose("normal", state)
    assert action == Discard(next(c for c in state.hands[0] if c.rank == 13))


def test_ma_2_2_a_three_is_laid_out_unless_kept_for_a_straight():
    """MA-2.2, MA-9.2: a three held for nothing is laid out (its replacement and the
    threes' score, MA-10.3); Normal keeps one in a hand holding twelve or more of
    the straight's fourteen cards."""
    plain = _state(hands={0: "3C 9H 9C 9D JH JS QH QS KD KC 5S 5H 6D", 1: "6C 6D",
                          2: "6H", 3: "6S"}, melded=[False, False])
    assert isinstance(_choose("normal", plain), LayOut)
    assert isinstance(_choose("easy", plain), LayOut)
    straight = _state(hands={0: "3C AH 2C 4D 5H 6S 7C 8D 9H 10C JD QS KH", 1: "6C 6D",
                             2: "6H", 3: "6S"}, melded=[False, False])
    assert not isinstance(_choose("normal", straight), LayOut)


def test_ma_6_normal_opens_without_a_pure_ace_meld_it_cannot_finish():
    """MA-6.2, MA-10.2: able to open (125) with pure aces and K-K-K-2, or with dirty
    aces A-A-A-2 (no penalty under seven) and pure kings, Normal takes the safe
    way."""
    state = _state(hands={0: "AH AS AD 2C KH KS KD QH QS QD 9C 5S 6D", 1: "6C 6D",
                          2: "6H", 3: "6S"}, melded=[False, False], phase=Phase.MELD)
    player = make_player("normal", 1)
    for _ in range(10):
        if state.melded[0]:
            break
        action = player.choose(observe(state, 0), legal_actions(state))
        assert isinstance(action, Meld)
        state, _ = engine.apply(state, action)
    aces = next(m for m in state.melds[0] if m.rank == 14)
    assert any(c.is_wild for c in aces.cards)


def test_ma_4_2_and_ma_7_1_normal_opens_down_to_one_card_for_the_bonus_cards():
    """MA-4.2, MA-7.1: while the turn card is in the stock Normal opens with every
    meld it holds, down to a single card, discards it and draws four bonus cards."""
    state = _state(hands={0: "KH KS KD QH QS QD JH JS JD 8H 8S 8D 2C 5S", 1: "6C 6D",
                          2: "6H", 3: "6S"}, melded=[False, False], phase=Phase.MELD)
    player = make_player("normal", 1)
    for _ in range(10):
        if state.current != 0 or state.phase is not Phase.MELD:
            break
        action = player.choose(observe(state, 0), legal_actions(state))
        state, _ = engine.apply(state, action)
    assert state.melded[0] and state.hands[0] == [] and len(state.bonus[0]) == 4


def test_a_duel_takes_the_ruleset_of_a_game_not_registered():
    """Duplicate deals of Modern American Canasta (``duel`` with the RuleSet): a
    level against itself differs by exactly 0."""
    assert duel(MODERN, "normal", "normal", 2, seed=3)["mean"] == 0


def test_ma_10_2_a_third_seven_that_cannot_be_melded_is_shed_first():
    """MA-10.2: three sevens left in a hand cost 1500; late in the deal, no sevens
    meld to be completed, Normal discards a seven even before a dead king."""
    state = _state(hands={0: "7H 7S 7D KD 9C JH 5S", 1: "6C 6D", 2: "6H", 3: "6S"},
                   melds={0: ["QH QS QD QC"], 1: ["7C 7H 7S 7D 7C", "KH KS KC KH KS KC 2C"]},
                   stock="4C 5C 8C 9D 10H 10S 4D 5D 8D JS", rest="pile", phase=Phase.MELD)
    action = _choose("normal", state)
    assert isinstance(action, Discard) and action.card.rank == 7
