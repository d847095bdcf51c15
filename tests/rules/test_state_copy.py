"""``GameState.copy`` sets every field of the state: equal values, zones that are
lists of their own (G-4), mid-deal in every game."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.rules import engine
from game.rules.games import REGISTRY
from game.rules.legal import legal_actions
from game.rules.state import Phase


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_copy_sets_every_field(game_id: str):
    state = engine.new_game(game_id, None, seed=3)
    rng = random.Random(3)
    for _ in range(60):  # into the deal: melds, a pile, maybe a pickup under way
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        state, _ = engine.apply_unchecked(state, rng.choice(legal_actions(state)))
    copy = state.copy()
    for field in dataclasses.fields(state):
        value = getattr(state, field.name)
        if field.name == "contexts":
            assert getattr(copy, field.name) == {}
            continue
        assert getattr(copy, field.name) == value, field.name
        if isinstance(value, (list, dict)):
            assert getattr(copy, field.name) is not value, field.name
    assert copy.fingerprint() == state.fingerprint()
