"""Two copies of the game on one data folder: unique save ids, a lock per open
save (stale locks taken over), read-only autosavers; and autosave that cannot
work, which always says why."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import datetime

import pytest

from game.present.session import GameSession
from game.rules.engine import legal_actions
from game.storage.locks import (
    SaveLock,
    SaveLockedError,
    lock_owner,
    lock_path,
    pid_alive,
    process_start,
)
from game.storage.saves import (
    READ_ONLY,
    Autosaver,
    SavedGame,
    delete_save,
    list_saves,
    load_game,
    new_save_id,
)
from game.storage.statistics import record_deal

from .storage_helpers import hold_lock, live_process, play_random, players_for

NOON = datetime(2025, 3, 1, 12, 0, 0)


def dead_pid() -> int:
    """The id of a process that has ended."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


@pytest.fixture
def other_window():
    """A live process; the function it yields writes a save's lock in its name."""
    with live_process() as pid:
        def hold(save):
            hold_lock(save, pid)
            return pid

        yield hold


# --- unique ids --------------------------------------------------------------------


def test_two_games_started_in_the_same_second_get_two_saves(tmp_path):
    first = SavedGame.new("classic", 1, players_for("classic"), folder=tmp_path, now=NOON)
    second = SavedGame.new("classic", 2, players_for("classic"), folder=tmp_path, now=NOON)
    assert first.id == second.id == "classic-20250301-120000"  # neither written yet
    a = Autosaver(tmp_path, first, lock=True)
    b = Autosaver(tmp_path, second, lock=True)
    assert a.saved.id == "classic-20250301-120000"
    assert b.saved.id.startswith("classic-") and b.saved.id != a.saved.id
    assert load_game(a.path).saved.seed == 1 and load_game(b.path).saved.seed == 2
    assert a.lock.held and b.lock.held


def test_an_exclusive_create_never_writes_over_a_save(tmp_path):
    first = SavedGame.new("classic", 1, players_for("classic"), folder=tmp_path, now=NOON)
    a = Autosaver(tmp_path, first)
    # a second window chose the same id before the first one wrote it
    b = Autosaver(tmp_path, SavedGame.new("classic", 2, players_for("classic"), now=NOON))
    assert b.saved.id != a.saved.id
    assert load_game(a.path).saved.seed == 1


def test_new_ids_skip_a_locked_id(tmp_path):
    lock_path(tmp_path / "classic-20250301-120000.json").write_text("1 t\n")
    assert new_save_id("classic", tmp_path, NOON) == "classic-20250301-120000-2"


# --- locks -----------------------------------------------------------------------------


def test_an_open_save_is_locked_with_the_owners_pid(tmp_path):
    auto = play_random(tmp_path, "classic", 3, 4, save_id="g")
    lock = SaveLock.acquire(auto.path)
    pid, token = lock.path.read_text().split()
    assert int(pid) == os.getpid() and token == lock.token and lock.held
    assert lock_owner(auto.path) is None  # our own lock is no other window's
    lock.release()
    assert not lock.path.exists() and not lock.held
    lock.release()  # twice is harmless


def test_a_live_other_window_keeps_its_lock(tmp_path, other_window):
    auto = play_random(tmp_path, "classic", 3, 4, save_id="g")
    pid = other_window(auto.path)
    assert pid_alive(pid) and lock_owner(auto.path) == pid
    with pytest.raises(SaveLockedError) as info:
        SaveLock.acquire(auto.path)
    assert info.value.pid == pid and str(info.value) == "This game is open in another window."
    with pytest.raises(SaveLockedError):
        Autosaver(tmp_path, auto.saved, auto.state, lock=True)
    before = auto.path.read_bytes()
    reader = Autosaver(tmp_path, auto.saved, auto.state, read_only=True)
    reader.record(legal_actions(reader.state)[0])
    assert reader.problem == READ_ONLY and reader.write() is False
    assert auto.path.read_bytes() == before  # never written over
    with pytest.raises(SaveLockedError):
        delete_save(auto.path)
    assert auto.path.exists()
    assert lock_path(auto.path).read_text() == f"{pid} othertoken\n"


def test_a_stale_lock_from_a_dead_process_is_taken_over(tmp_path):
    auto = play_random(tmp_path, "classic", 3, 4, save_id="g")
    pid = dead_pid()
    assert not pid_alive(pid)
    lock_path(auto.path).write_text(f"{pid} oldtoken\n")
    assert lock_owner(auto.path) is None
    again = Autosaver(tmp_path, auto.saved, auto.state, lock=True)
    assert again.lock.held
    again.record(legal_actions(again.state)[0])
    assert again.problem is None
    again.close()
    assert not lock_path(auto.path).exists()


@pytest.mark.skipif(process_start(os.getpid()) is None,
                    reason="this system does not tell when a process started")
def test_a_lock_whose_pid_was_reused_is_stale(tmp_path):
    save = tmp_path / "g.json"
    with live_process() as pid:
        assert abs(process_start(pid) - time.time()) < 30
        hold_lock(save, pid)
        old = time.time() - 3600  # written an hour before this process started
        os.utime(lock_path(save), (old, old))
        assert lock_owner(save) is None
        assert SaveLock.acquire(save).held


def test_a_lock_being_written_waits_then_is_stale(tmp_path):
    save = tmp_path / "g.json"
    lock_path(save).write_text("")
    with pytest.raises(SaveLockedError) as info:
        SaveLock.acquire(save)
    assert info.value.pid is None
    old = 1_000_000_000
    os.utime(lock_path(save), (old, old))
    assert SaveLock.acquire(save).held


def test_a_lock_taken_over_by_another_window_is_not_removed(tmp_path):
    save = tmp_path / "g.json"
    lock = SaveLock.acquire(save)
    lock_path(save).write_text("12345 theirs\n")
    lock.release()
    assert lock_path(save).read_text() == "12345 theirs\n"


def test_pid_alive_for_odd_ids():
    assert pid_alive(os.getpid())
    assert not pid_alive(0) and not pid_alive(-5)


def test_delete_removes_a_stale_lock(tmp_path):
    auto = play_random(tmp_path, "classic", 3, 4, save_id="g")
    lock_path(auto.path).write_text(f"{dead_pid()} x\n")
    delete_save(auto.path)
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_locks_are_not_listed_as_saves(tmp_path):
    auto = play_random(tmp_path, "classic", 3, 4, save_id="g")
    SaveLock.acquire(auto.path)
    assert [s.id for s in list_saves(tmp_path)] == ["g"]


# --- autosave that cannot work ---------------------------------------------------------


def test_a_saves_folder_that_cannot_be_created_is_reported(tmp_path):
    (tmp_path / "data").write_text("a file where the data folder belongs")
    folder = tmp_path / "data" / "saves"
    saved = SavedGame.new("classic", 1, players_for("classic"), folder=folder, now=NOON)
    auto = Autosaver(folder, saved, lock=True)
    assert auto.problem == (f"This game could not be saved: the folder {folder} cannot be "
                            "created (a file stands where a folder belongs).")
    auto.record(legal_actions(auto.state)[0])  # the game goes on
    assert auto.problem.startswith("This game could not be saved")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="needs POSIX permissions and a user who obeys them")
def test_a_saves_folder_that_cannot_be_written_is_reported(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        saved = SavedGame.new("classic", 1, players_for("classic"), folder=folder, now=NOON)
        auto = Autosaver(folder, saved, lock=True)
        assert auto.problem == (f"This game could not be saved: the folder {folder} cannot "
                                "be written (permission was refused).")
    finally:
        folder.chmod(0o700)


def test_statistics_that_cannot_be_written_say_so(tmp_path):
    session = GameSession("classic", {}, 5, None, ["normal"])
    while session.state.phase.value not in ("deal over", "game over"):
        session.ai_step()
    state = session.state
    (tmp_path / "statistics.json").mkdir()
    message = record_deal(tmp_path, state, 0)
    assert message.endswith(f"A deal could not be counted in your statistics: "
                            f"{tmp_path / 'statistics.json'} cannot be written (a folder "
                            "stands where a file belongs).")


def test_four_processes_starting_in_the_same_second_write_four_saves(tmp_path):
    script = (
        "import sys, time\n"
        "from datetime import datetime\n"
        "from game.storage.saves import Autosaver, SavedGame\n"
        "from tests.storage.storage_helpers import players_for\n"
        "seed = int(sys.argv[1])\n"
        "now = datetime(2025, 3, 1, 12, 0, 0)\n"
        "saved = SavedGame.new('classic', seed, players_for('classic'), folder=sys.argv[2],"
        " now=now)\n"
        "while time.time() < float(sys.argv[3]):\n"
        "    pass\n"
        "auto = Autosaver(sys.argv[2], saved, lock=True)\n"
        "assert auto.problem is None, auto.problem\n")
    start = str(time.time() + 1.5)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    children = [subprocess.Popen([sys.executable, "-c", script, str(seed), str(tmp_path), start],
                                 cwd=root, env={**os.environ, "PYTHONPATH": root})
                for seed in (11, 12, 13, 14)]
    assert [child.wait(60) for child in children] == [0, 0, 0, 0]
    saves = list_saves(tmp_path)
    assert len(saves) == 4 and len({s.id for s in saves}) == 4
    assert sorted(load_game(s.path).saved.seed for s in saves) == [11, 12, 13, 14]
    # each process ended without closing its game: its lock is stale
    assert all(lock_owner(s.path) is None for s in saves)
