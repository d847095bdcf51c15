"""The computer players: legal, blind to hidden cards, and sensible."""

from __future__ import annotations

import random

import pytest
from rules.scenario import hand_cards, make_state

from game.ai import LEVELS, HeuristicPlayer, RandomPlayer, make_player
from game.ai.hard import HardPlayer
from game.rules import engine
from game.rules.actions import Answer, Discard, Draw, TakePile
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe
from game.sim import simulate


def test_levels_and_bad_level():
    assert set(LEVELS) == {"easy", "normal", "hard", "expert", "random"}
    assert isinstance(make_player("baseline"), HeuristicPlayer)
    assert isinstance(make_player("hard"), HardPlayer)
    assert isinstance(make_player("expert"), HardPlayer)
    assert isinstance(make_player("random"), RandomPlayer)
    assert isinstance(make_player("normal"), HeuristicPlayer)
    with pytest.raises(ValueError,
                       match="valid levels: easy, normal, hard, expert, random, baseline"):
        make_player("grandmaster")


@pytest.mark.parametrize("game_id", ["classic", "pennies"])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_every_choice_is_legal_in_the_real_state(game_id, level):
    """The AI plans on a view; each action it returns is legal in the full state."""
    state = engine.new_game(game_id, None, 5)
    players = [make_player(level, i) for i in range(state.ruleset.players)]
    for _ in range(3000):
        if state.phase is Phase.DEAL_OVER or state.phase is Phase.GAME_OVER:
            break
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        assert engine.why_illegal(state, action) is None, (str(action), state.phase)
        state, _ = engine.apply(state, action)
    assert state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)


def test_the_choice_does_not_depend_on_hidden_cards():
    """Two states that differ only in other hands and the stock look the same to
    seat 0, and Normal chooses the same action in both."""
    hand = "QH QS 9S 9H 9C KD KS 4S 5D 6C 3C"
    a = make_state("classic", hands={0: hand, 1: "4C 5C 6D", 2: "8S JC JD", 3: "AS AH AD"},
                   pile="7H QD", phase=Phase.MELD)
    b = make_state("classic", hands={0: hand, 1: "AS AH AD", 2: "4C 5C 6D", 3: "8S JC JD"},
                   pile="7H QD", phase=Phase.MELD)
    va, vb = observe(a, 0), observe(b, 0)
    assert va.hand == vb.hand and va.pile == vb.pile
    choice_a = HeuristicPlayer("normal", 1).choose(va, legal_actions(a))
    choice_b = HeuristicPlayer("normal", 1).choose(vb, legal_actions(b))
    assert choice_a == choice_b


def test_prefers_a_black_three_as_a_safe_discard():
    """A black three blocks the next player (CL-3.2): Normal discards it."""
    state = make_state("classic", hands={0: "QH QS 9S 9H KD 4S 3C", 1: "5C 6C 7C"},
                       melds={0: ["8H 8S 8D"]}, phase=Phase.MELD)
    action = HeuristicPlayer("normal").choose(observe(state, 0), legal_actions(state))
    assert action == Discard(hand_cards(state, 0, "3C")[0])


def test_does_not_feed_an_opponents_meld():
    """With an open pile, a discard matching an opponents' meld lets them take it."""
    state = make_state("classic", hands={0: "KD 4S 9H 9C QS QH", 1: "5C 6C 7C"},
                       melds={0: ["8H 8S 8D"], 1: ["KH KS KC"]}, pile="5H 6S 7D 9D JC",
                       phase=Phase.MELD)
    action = HeuristicPlayer("normal").choose(observe(state, 0), legal_actions(state))
    assert isinstance(action, Discard)
    assert action.card.rank != 13


def test_takes_a_big_pile_when_it_can():
    state = make_state("classic", hands={0: "QH QS 9S 9H KD 4S 5C 6C", 1: "5D 6D 7D"},
                       melds={0: ["8H 8S 8D"]}, pile="5H 6S 7D 9D JC 10C 10H AH QD")
    action = HeuristicPlayer("normal").choose(observe(state, 0), legal_actions(state))
    assert isinstance(action, TakePile)


def test_draws_when_the_pile_cannot_be_taken():
    state = make_state("classic", hands={0: "QH 9S 9H KD 4S 5C 6C", 1: "5D 6D 7D"},
                       melds={0: ["8H 8S 8D"]}, pile="5H 6S 7D 3S")
    action = HeuristicPlayer("normal").choose(observe(state, 0), legal_actions(state))
    assert action == Draw()


def test_answers_the_partner():
    """CL-7.3: asked "may I go out?", Normal says yes with a small hand."""
    state = make_state("classic", hands={0: "QH QS QD 4S", 2: "5C 6C"},
                       melds={0: ["8H 8S 8D 8C 8H 8S 8D"]}, phase=Phase.ANSWER,
                       asked_partner=2)
    view = observe(state, 2)
    assert HeuristicPlayer("normal").choose(view, [Answer(True), Answer(False)]) == Answer(True)


@pytest.mark.parametrize("game_id, games", [("classic", 6), ("pennies", 2)])
def test_normal_beats_random_by_a_clear_margin(game_id, games):
    summary = simulate(game_id, games, 1, ["normal", "random"], max_deals=3)
    normal, rand = summary["mean_points_per_deal"]
    assert normal["levels"] == ["normal"] and rand["levels"] == ["random"]
    assert normal["ci95"][0] > rand["ci95"][1]


def test_random_player_is_reproducible():
    state = engine.new_game("classic", None, 2)
    legal = legal_actions(state)
    picks = [RandomPlayer(9).choose(observe(state, state.to_act), legal) for _ in range(3)]
    assert len(set(picks)) == 1
    assert random.Random(9).choice(legal) == picks[0]
