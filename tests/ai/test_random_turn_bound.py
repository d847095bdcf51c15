"""The random player never runs a turn on without end: once its partner has said
yes (CL-7.3) it must go out, and melding and undoing at random could go on for
thousands of actions; past MAX_TURN_ACTIONS it ends the turn the simplest way."""

from __future__ import annotations

import random

import pytest

from game.ai.players import MAX_TURN_ACTIONS, RandomPlayer
from game.rules import engine
from game.rules.games import get_ruleset
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe


def longest_turn(game_id: str, seed: int, deals: int) -> tuple[int, bool]:
    """Play all-random deals; return the most actions of one turn and whether a
    turn that long came after the partner's yes."""
    rs = get_ruleset(game_id)
    state = engine.new_game(rs, None, seed)
    players = [RandomPlayer(f"{seed}:{i}") for i in range(rs.players)]
    turn, count, longest, after_yes = None, 0, 0, False
    while state.phase is not Phase.GAME_OVER and len(state.history) < deals:
        if state.phase is Phase.DEAL_OVER:
            state, _ = engine.apply_unchecked(state, engine.NextDeal(), in_place=True)
            continue
        key = (state.deal_no, state.turn_no, state.current)
        turn, count = key, (count + 1 if key == turn else 1)
        if count > longest:
            longest, after_yes = count, state.permission is True
        assert count < 10 * MAX_TURN_ACTIONS, f"turn {key} runs on"
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        state, _ = engine.apply(state, action)
    return longest, after_yes


def test_a_yes_no_longer_starts_an_endless_turn():
    """Classic seed 16: before the bound, deal 6 had a turn of more than 2000
    actions after the partner's yes."""
    longest, after_yes = longest_turn("classic", 16, 6)
    assert after_yes and MAX_TURN_ACTIONS < longest <= MAX_TURN_ACTIONS + 30


@pytest.mark.parametrize("game_id, seeds", [("classic", range(10, 20)), ("pennies", range(3))])
def test_every_random_turn_is_bounded(game_id, seeds):
    for seed in seeds:
        longest, _ = longest_turn(game_id, seed, 3)
        assert longest <= MAX_TURN_ACTIONS + 30


def test_within_the_bound_the_choice_stays_uniform():
    state = engine.new_game("classic", None, 2)
    legal = legal_actions(state)
    player = RandomPlayer(5, max_turn_actions=3)
    rng = random.Random(5)
    assert [player.choose(observe(state, state.to_act), legal) for _ in range(3)] == \
        [rng.choice(legal) for _ in range(3)]


def test_no_legal_action_is_an_error():
    state = engine.new_game("classic", None, 2)
    with pytest.raises(ValueError, match="no legal action"):
        RandomPlayer(1).choose(observe(state, state.to_act), [])
