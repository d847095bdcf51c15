"""The command line: simulate, replay, errors with exit status 2."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from game.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[1]


def test_simulate_json_summary(capsys):
    assert main(["simulate", "--variant", "classic", "--games", "2", "--seed", "1",
                 "--seats", "normal,random", "--max-deals", "2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["variant"] == "classic" and summary["deals"] >= 2
    sides = summary["mean_points_per_deal"]
    assert [s["levels"] for s in sides] == [["normal"], ["random"]]
    assert len(sides[0]["ci95"]) == 2 and summary["decision_ms"]["p99"] >= 0


def test_unknown_game_exits_2_with_one_line():
    run = subprocess.run([sys.executable, "-m", "game", "simulate", "--variant", "rummy"],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        "canasta-table: error: unknown game 'rummy'; valid games: classic, pennies, dollars, bain, "
        "railroad, diszitett, modern"]


def test_bad_table_rule_and_level_exit_2(capsys):
    assert main(["simulate", "--table-rule", "concealed_going_out=maybe"]) == 2
    assert "valid values: off, on" in capsys.readouterr().err
    assert main(["simulate", "--seats", "normal,master"]) == 2
    assert "valid levels" in capsys.readouterr().err


def test_replay_prints_moves_and_score_sheets(capsys):
    assert main(["replay", str(ROOT / "saves" / "classic-can-go-out.json")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Classic Canasta, seed")
    assert "    1  " in out and "The game goes on" in out


def test_replay_of_a_bad_file_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "classic"')
    assert main(["replay", str(bad)]) == 2
    assert "could not" in capsys.readouterr().err.lower()


def test_replay_prints_each_deals_score_sheet(tmp_path, capsys):
    """CL-9: the replay shows the itemized sheet when a deal ends."""
    import dataclasses

    from game.present.session import GameSession
    from game.storage import PlayerInfo, SavedGame, save_game

    session = GameSession("classic", {}, 8, None, ["normal"])
    while session.state.phase.value not in ("deal over", "game over"):
        session.ai_step()
    players = [PlayerInfo(s, "ai", "normal", f"P{s}") for s in range(4)]
    saved = dataclasses.replace(SavedGame.new("classic", 8, players), id="deal",
                                actions=tuple(session.actions))
    path = save_game(saved, tmp_path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Score sheet, deal 1" in out
    assert "melded cards" in out and "(CL-9.1)" in out
    assert "next initial meld minimum" in out


def test_replay_in_hungarian_and_the_same_lines_in_english(capsys):
    """Issue 14: --lang hu puts the replay's own lines through the catalog too."""
    save = str(ROOT / "saves" / "classic-frozen-pile.json")
    assert main(["replay", save]) == 0
    english = capsys.readouterr().out.splitlines()
    assert english[0] == ("Classic Canasta, seed 20: You (human), West (normal), North (normal), "
                          "East (normal)")
    assert english[1] == ("table rules: Concealed going out: Off; Wild cards in a meld: Up to "
                          "half; Game target: 5000")
    assert english[-1] == "The game goes on: deal 1, draw."
    assert main(["--lang", "hu", "replay", save]) == 0
    hungarian = capsys.readouterr().out.splitlines()
    assert hungarian[0] == ("Klasszikus kanaszta, kezdőérték 20: You (ember), West (normál), "
                            "North (normál), East (normál)")
    assert hungarian[1].startswith("asztali szabályok: Rejtett kiszállás: Ki; ")
    assert hungarian[-1] == "A játék folytatódik: 1. leosztás, húzás."
    assert len(hungarian) == len(english)


def test_a_bad_save_is_refused_in_the_language_asked_for(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "classic"')
    assert main(["replay", str(bad)]) == 2
    assert capsys.readouterr().err == (
        "canasta-table: error: This save could not be read: the file is cut short (line 1).\n")
    assert main(["--lang", "hu", "replay", str(bad)]) == 2
    assert capsys.readouterr().err == (
        "canasta-table: hiba: Ezt a mentést nem sikerült beolvasni: a fájl csonka (1. sor).\n")
    assert main(["--lang", "fa", "replay", str(bad)]) == 2
    assert capsys.readouterr().err == (  # logical order, no bidi reordering for a terminal
        "canasta-table: خطا: این بازی ذخیره‌شده خوانده نشد: فایل ناقص است (خط ۱).\n")


def test_simulate_summary_in_persian_and_json_in_english(capsys):
    args = ["simulate", "--games", "1", "--seed", "1", "--max-deals", "1"]
    assert main(["--lang", "fa", *args]) == 0
    out = capsys.readouterr().out
    assert "بازی با بذر ۱:" in out and "زمان تصمیم: میانه" in out and "(معمولی)" in out
    assert main(["--lang", "fa", *args, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["mean_points_per_deal"][0]["levels"] == ["normal"]


def test_a_bad_game_or_player_count_is_refused_in_hungarian(capsys):
    assert main(["--lang", "hu", "simulate", "--variant", "rummy"]) == 2
    assert capsys.readouterr().err == (
        "canasta-table: hiba: ismeretlen játék: 'rummy'; érvényes "
        "játékok: classic, pennies, dollars, bain, railroad, diszitett, modern\n")
    assert main(["--lang", "hu", "simulate", "--variant", "dollars", "--players", "5"]) == 2
    assert capsys.readouterr().err == ("canasta-table: hiba: a Dollárok az égből játékot "
                                       "4 vagy 6 játékos játssza, nem 5\n")
    assert main(["simulate", "--variant", "dollars", "--players", "5"]) == 2
    assert capsys.readouterr().err == ("canasta-table: error: Dollars from Heaven is played by "
                                       "4 or 6 players, not 5\n")


def test_help_lists_every_command_and_selftest_says_what_it_runs(capsys):
    """``--help`` alone lists the commands (not only the table's options);
    ``selftest --help`` names the deals it really plays, one of every game."""
    import pytest

    from game.rules.games import playable_games

    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for command in ("simulate", "duel", "feeding", "bench", "play", "replay", "selftest"):
        assert f"    {command}" in out
    with pytest.raises(SystemExit):
        main(["selftest", "--help"])
    out = capsys.readouterr().out
    assert f"every game ({len(playable_games())} deals)" in " ".join(out.split())
    assert "two AI-only deals" not in out


def test_bench_random_plays_every_game_at_random(capsys):
    """``bench --random`` measures random play (the rules alone at work) in every
    game at every player count, as ``bench`` measures Normal self-play."""
    from game.rules import engine_compiled
    from game.sim import bench_variants

    assert main(["bench", "--deals", "1", "--random"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result.pop("engine") == ("compiled" if engine_compiled() else "python")
    assert set(result) == {name for name, _, _ in bench_variants()}
    assert all(row["deals"] == 1 and row["deals_per_second"] > 0 for row in result.values())


def test_replay_names_the_table_rules_in_words_not_internal_values(tmp_path, capsys):
    """CL-4.2 and CL-12.1: the replay prints each table rule's name and its value as
    the new-game screen shows them ("Wild cards in a meld: Up to three"), never the
    stored value ("wild_limit=1950")."""
    import dataclasses

    from game.storage import PlayerInfo, SavedGame, save_game

    players = [PlayerInfo(s, "ai", "normal", f"P{s}") for s in range(4)]
    saved = dataclasses.replace(SavedGame.new("classic", 8, players), id="rules",
                                table_rules={"wild_limit": "1950"})
    path = save_game(saved, tmp_path)
    assert main(["replay", str(path)]) == 0
    line = capsys.readouterr().out.splitlines()[1]
    assert "Wild cards in a meld: Up to three" in line
    assert "wild_limit" not in line and "1950" not in line
    assert main(["--lang", "hu", "replay", str(path)]) == 0
    line = capsys.readouterr().out.splitlines()[1]
    assert "wild_limit" not in line and "Legfeljebb három" in line


def test_top_level_help_lists_the_tables_options_and_every_option_is_described(capsys):
    """The top-level ``--help`` names ``--load``, ``--data-dir`` and
    ``--time-startup`` (given without a command they open the table), and no
    option of simulate, duel, feeding or bench is left without a description."""
    import pytest

    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for option in ("--load FILE", "--data-dir DIR", "--time-startup"):
        assert option in out
    parser = build_parser()
    commands = next(a for a in parser._actions if a.dest == "command").choices
    for name in ("simulate", "duel", "feeding", "bench", "play"):
        for action in commands[name]._actions:
            if action.option_strings and action.help != argparse.SUPPRESS:
                assert action.help, (name, action.option_strings)


def test_a_game_played_by_several_counts_lists_them_with_commas(capsys):
    """CL-11, CL-12: Classic is played by 2, 3 or 4 (not "2 or 3 or 4")."""
    assert main(["simulate", "--players", "6"]) == 2
    assert "played by 2, 3 or 4 players, not 6" in capsys.readouterr().err
