"""The command line facing hostile saves and bad numbers: one sentence on
standard error, exit status 2, never a traceback."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.storage.saves import PlayerInfo, SavedGame, save_game

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "saves" / "classic-can-go-out.json"


def run_game(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                               "PATH": "", "PYTHONPATH": str(ROOT)})


@pytest.fixture
def long_number_save(tmp_path):
    """The example save with its seed 5,000 digits long."""
    path = tmp_path / "long.json"
    text = re.sub(r'"seed": [0-9]+', '"seed": ' + "9" * 5000, EXAMPLE.read_text("utf-8"),
                  count=1)
    path.write_text(text, "utf-8")
    return path


def seed_line(path: Path) -> int:
    return next(i for i, line in enumerate(path.read_text("utf-8").splitlines(), 1)
                if '"seed": 9' in line)


@pytest.mark.parametrize("command", [["replay"], ["--load"]])
def test_a_number_too_long_to_read_exits_2_with_one_sentence(long_number_save, command,
                                                             tmp_path):
    run = run_game(*command, str(long_number_save), *(["--data-dir", str(tmp_path / "d")]
                                                      if command == ["--load"] else []))
    assert run.returncode == 2, run.stderr
    assert run.stderr.splitlines() == [
        "canasta-table: error: This save could not be read: the file holds a number too "
        f"long to read (line {seed_line(long_number_save)})."]
    assert "Traceback" not in run.stderr and long_number_save.exists()


def test_load_of_a_missing_file_exits_2(tmp_path, capsys):
    assert main(["--load", str(tmp_path / "none.json"), "--data-dir", str(tmp_path)]) == 2
    assert capsys.readouterr().err == (
        "canasta-table: error: This save could not be read: the file is missing.\n")


def test_replay_of_a_save_with_a_lone_surrogate_prints_it(tmp_path):
    players = [PlayerInfo(0, "human", "normal", "Ann\ud800"),
               *(PlayerInfo(s, "ai", "normal", f"P{s}") for s in range(1, 4))]
    stamp = "2025-01-01T00:00:00+00:00"
    path = save_game(SavedGame(id="odd", game="classic", seed=3, players=tuple(players),
                               created=stamp, updated=stamp), tmp_path)
    assert "\\ud800" in path.read_text("utf-8")
    run = run_game("replay", str(path))
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("Classic Canasta, seed 3: Ann\ufffd (human), P1 (normal)")
    assert run.stderr == ""


@pytest.mark.parametrize("value", ["0", "-1", "-40"])
def test_simulate_refuses_max_deals_below_one(value, capsys):
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--max-deals", value])
    assert info.value.code == 2
    assert capsys.readouterr().err == (
        "canasta-table: error: --max-deals must be at least 1\n")


def test_simulate_refuses_no_games_as_before(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--games", "0"])
    assert "--games must be at least 1" in capsys.readouterr().err


def test_simulate_function_refuses_max_deals_below_one():
    from game.sim import simulate

    with pytest.raises(ValueError, match="at least 1"):
        simulate("classic", 1, 1, max_deals=0)


def test_output_its_reader_stops_reading_ends_quietly():
    """``python -m game replay SAVE | head -1``: the reader closes the pipe before
    the moves are printed; the command ends with status 1, no traceback and no
    broken-pipe message."""
    process = subprocess.Popen([sys.executable, "-m", "game", "replay", str(EXAMPLE)],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                    "PATH": "", "PYTHONPATH": str(ROOT)})
    assert process.stdout is not None
    process.stdout.close()
    _, err = process.communicate(timeout=120)
    assert process.returncode == 1
    assert b"Traceback" not in err and b"BrokenPipe" not in err and b"Broken pipe" not in err


def test_a_command_without_a_console_runs(monkeypatch):
    """The windowed app has no console (``sys.stdout`` is None): a command still
    runs to its end and returns its status."""
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["learn", "--list"]) == 0
