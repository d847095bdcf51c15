"""Duplicate deals (``python -m game duel``): deterministic, seats really swapped,
a level against itself exactly even, bad values refused with exit status 2."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.duel import duel, duplicate_deal, play_deal
from game.rules.games import REGISTRY, get_ruleset
from game.sim import play_game

TIMING = ("plays_per_second", "seconds", "jobs")


def without_timing(result: dict) -> dict:
    out = {k: v for k, v in result.items() if k not in TIMING}
    for side in ("a", "b"):
        out[side] = {k: v for k, v in out[side].items() if k != "decision_ms"}
    return out


def test_same_seed_same_result_whatever_the_number_of_processes():
    one = duel("classic", "normal", "easy", 6, seed=11, jobs=1)
    again = duel("classic", "normal", "easy", 6, seed=11, jobs=1)
    two = duel("classic", "normal", "easy", 6, seed=11, jobs=2)
    assert without_timing(one) == without_timing(again) == without_timing(two)
    assert one["deals"] == 6 and one["plays"] == 12


@pytest.mark.parametrize("game_id", ["classic", "pennies"])
def test_the_seats_are_swapped_between_the_two_plays(game_id):
    """Play 1 is the deal with A in the seats of side 0; play 2 the same deal with A
    in the seats of side 1 (each seat's player seeded by seat, as in simulate)."""
    rs = get_ruleset(game_id)
    first, second = duplicate_deal((game_id, {}, 3, "normal", "random"))
    a_first = play_game(rs, 3, ["normal", "random"] * (rs.players // 2), deals=1)
    a_second = play_game(rs, 3, ["random", "normal"] * (rs.players // 2), deals=1)
    assert (first.a, first.b) == a_first.deal_totals[0]
    assert (second.b, second.a) == a_second.deal_totals[0]
    assert (first.a, first.b) != (second.a, second.b)
    assert first.decisions[0] > 0 and first.decisions[1] > 0


@pytest.mark.parametrize("level", ["random", "easy", "normal", "baseline"])
def test_a_level_against_itself_is_exactly_even(level):
    """Players are seeded by seat, not by level: both seatings are the same play."""
    result = duel("pennies", level, level, 3, seed=5)
    assert result["mean"] == 0 and result["sd"] == 0 and result["ci95"] == [0, 0]
    assert result["win_share"] == 0.5
    assert result["a"]["mean_score"] == result["b"]["mean_score"]


def test_one_play_is_the_first_deal_of_a_fresh_game():
    rs = get_ruleset("classic")
    play = play_deal(rs, 8, ("easy", "easy"), 0)
    assert (play.a, play.b) == play_game(rs, 8, ["easy"] * 4, deals=1).deal_totals[0]


def test_the_json_summary(capsys):
    assert main(["duel", "--variant", "classic", "--a", "normal", "--b", "random",
                 "--deals", "3", "--seed", "2", "--players", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"mean", "ci95", "sd", "deals", "win_share", "a", "b", "plays_per_second"} <= set(out)
    assert out["a"]["level"] == "normal" and out["b"]["level"] == "random"
    assert out["ci95"][0] <= out["mean"] <= out["ci95"][1]
    assert out["mean"] == round(out["a"]["mean_score"] - out["b"]["mean_score"], 1)


@pytest.mark.parametrize("args, message", [
    (["--deals", "0"], "--deals must be at least 1"),
    (["--jobs", "0"], "--jobs must be at least 1"),
    (["--players", "6"], "Classic Canasta is played by 2, 3 or 4 players, not 6"),
    (["--a", "grandmaster"], "unknown computer level 'grandmaster'"),
    (["--variant", "rummy"], "unknown game 'rummy'"),
    (["--deals", "many"], "invalid int value: 'many'"),
    (["--table-rule", "target=7"], "target"),
])
def test_bad_values_are_refused_with_one_line(capsys, args, message):
    base = {"--variant": "classic", "--a": "normal", "--b": "easy", "--deals": "2"}
    for flag, value in zip(args[::2], args[1::2], strict=True):
        base[flag] = value
    argv = ["duel"] + [x for pair in base.items() for x in pair]
    with pytest.raises(SystemExit) as exit_info:
        raise SystemExit(main(argv))
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0], err


def test_bench_times_each_levels_decisions(capsys):
    assert main(["bench", "--deals", "1", "--levels", "easy,normal", "--level-deals", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"classic", "pennies", "dollars", "dollars-6", "bain"} <= set(out)  # every game
    assert all(out[name]["deals"] >= 1 and out[name]["deals_per_second"] > 0 for name in out
               if name not in ("decision_ms_by_level", "engine"))
    for game_id in REGISTRY:
        times = out["decision_ms_by_level"][game_id]
        assert set(times) == {"easy", "normal"}
        normal = times["normal"]
        assert normal["decisions"] > 0 and normal["p99"] >= normal["median"]
    assert main(["bench", "--deals", "1", "--levels", "master"]) == 2
    assert "unknown computer level 'master'" in capsys.readouterr().err


def test_whole_games_are_played_to_the_games_end_and_scored_by_final_totals():
    """``--whole-games``: each duplicate item is a whole game played deal after deal
    to the target (CL-10.1, lowered to 3000 by table rule), scored by the final
    cumulative totals; a level against itself is exactly even."""
    rules = {"target": 3000}
    rs = get_ruleset("classic", rules)
    play = play_deal(rs, 5, ("normal", "easy"), 0, whole=True)
    assert play.deals > 1 and play.won in (0.0, 1.0)
    assert max(play.a, play.b) >= 3000 and (play.won == 1.0) == (play.a > play.b)
    first = play_deal(rs, 5, ("normal", "easy"), 0)
    assert first.deals == 1 and first.won == 0.5  # a first deal alone decides no game
    even = duel("classic", "normal", "normal", 2, seed=5, table_rules=rules, whole=True)
    assert even["whole_games"] and even["mean"] == 0 and even["game_win_share"] == 0.5
    result = duel("classic", "normal", "easy", 2, seed=5, table_rules=rules, whole=True)
    assert result["deals_per_game"] > 1 and 0 <= result["game_win_share"] <= 1
    assert "whole_games" not in duel("classic", "normal", "easy", 1, seed=5)


def test_whole_games_from_the_command_line(capsys):
    assert main(["duel", "--variant", "classic", "--a", "normal", "--b", "easy", "--deals",
                 "1", "--whole-games", "--table-rule", "target=3000", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["whole_games"] and result["deals"] == 1 and result["deals_per_game"] > 1


def test_a_start_score_begins_both_sides_there():
    """``--start-score``: both sides begin at that cumulative score, so a first deal is
    played at its initial-meld minimum (CL-6.1: 90 from 1500) and a whole game ends
    sooner; a start at or above the target is refused (CL-10.1)."""
    rs = get_ruleset("classic", {"target": 3000})
    first = play_deal(rs, 5, ("normal", "easy"), 0, start_score=2990)
    whole = play_deal(rs, 5, ("normal", "easy"), 0, whole=True, start_score=2990)
    assert max(whole.a, whole.b) >= 3000
    if whole.deals == 1:
        assert (whole.a, whole.b) == (2990 + first.a, 2990 + first.b)
    else:
        assert max(2990 + first.a, 2990 + first.b) < 3000
    even = duel("classic", "normal", "normal", 2, seed=5, start_score=1500)
    assert even["start_score"] == 1500 and even["mean"] == 0
    assert "start_score" not in duel("classic", "normal", "normal", 1, seed=5)
    with pytest.raises(ValueError, match="target of 5000 points"):
        duel("classic", "normal", "easy", 1, start_score=5000)


def test_a_start_score_from_the_command_line(capsys):
    assert main(["duel", "--variant", "classic", "--a", "normal", "--b", "easy", "--deals",
                 "1", "--start-score", "3000", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["start_score"] == 3000
    assert main(["duel", "--variant", "classic", "--a", "normal", "--b", "easy",
                 "--start-score", "6000"]) == 2
    assert "below the game's target of 5000 points" in capsys.readouterr().err
