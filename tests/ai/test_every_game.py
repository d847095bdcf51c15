"""Every registered game, playable at the table or not yet, is played to its end
by the computer levels through the one player interface (``make_player``)."""

from __future__ import annotations

import pytest

from game.rules.games import REGISTRY
from game.sim import play_game


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_whole_game_is_played_by_computer_players(game_id, level):
    rs = REGISTRY[game_id]
    result = play_game(rs, 2, [level] * rs.players, 12)
    assert result.deal_totals, "at least one deal was scored"
    assert result.actions > 0
