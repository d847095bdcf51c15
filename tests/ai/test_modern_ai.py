"""Computer players of Modern American Canasta (modern-american.md): every action
they choose is legal, and Normal plays as a club player would (MA-2.2, MA-5,
MA-7, MA-8.2, MA-9, MA-10, MA-11.2). The game's RuleSet is used directly:
:data:`game.rules.ruleset.MODERN` is not registered yet."""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.rules import engine
from game.rules.legal import legal_actions
from game.rules.ruleset import MODERN
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
