"""The number of players, for every game: each game's counts, a wrong count refused
with the valid ones (``simulate --players``, ``duel --players``)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.rules.games import get_ruleset, player_counts, with_players
from game.rules.ruleset import TableRuleError
from game.sim import simulate


def test_each_game_says_how_many_play_it():
    assert player_counts("classic") == (2, 3, 4)  # CL-11.1, CL-12.1, CL-1.2
    assert player_counts("pennies") == (6,)
    assert player_counts("dollars") == (4, 6)  # DH-1.1
    assert player_counts("bain") == (4,)


def test_six_players_of_dollars_take_five_packs():
    """DH-1.1: six players play with five packs."""
    rs = get_ruleset("dollars", with_players("dollars", {}, 6))
    assert rs.players == 6 and rs.packs == 5
    assert with_players("bain", {"target": 10000}, 4) == {"target": 10000}
    assert with_players("classic", {"target": 3000}, 2) == {"target": 3000, "players": 2}


@pytest.mark.parametrize("game_id, players", [("classic", 6), ("dollars", 5), ("bain", 6)])
def test_a_wrong_count_is_refused_with_the_valid_ones(game_id, players):
    with pytest.raises(TableRuleError) as error:
        with_players(game_id, {}, players)
    assert f"not {players}" in str(error.value)
    counts = [str(n) for n in player_counts(game_id)]
    listed = f"{', '.join(counts[:-1])} or {counts[-1]}" if len(counts) > 1 else counts[0]
    assert f"played by {listed} players" in str(error.value)


def test_simulate_plays_dollars_at_six():
    summary = simulate("dollars", 1, 5, max_deals=1, players=6)
    assert summary["deals"] == 1


def test_the_command_refuses_a_wrong_count_in_one_line():
    done = subprocess.run([sys.executable, "-m", "game", "simulate", "--variant", "classic",
                           "--players", "6", "--games", "1"], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1].endswith(
        "Classic Canasta is played by 2, 3 or 4 players, not 6")
    assert "Traceback" not in done.stderr
