"""Shared fixtures of the rules tests; the position builder lives in
:mod:`scenario` (imported by the test modules)."""

from __future__ import annotations

import pytest

from game.rules import new_game


@pytest.fixture(params=["classic", "pennies"])
def game_id(request: pytest.FixtureRequest) -> str:
    """Each playable game in turn."""
    return request.param


@pytest.fixture
def fresh(game_id: str):
    """A freshly dealt game of ``game_id`` (seed 1)."""
    return new_game(game_id, seed=1)
