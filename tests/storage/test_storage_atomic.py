"""atomic_write_json: round trip, the .bak of the previous good file, and what is
left on disk when a step fails."""

from __future__ import annotations

import json
import os
import time

import pytest

from game.storage import atomic
from game.storage.atomic import atomic_write_bytes, atomic_write_json, backup_path


def temps(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_round_trip_and_backup(tmp_path):
    path = tmp_path / "sub" / "a.json"
    first = {"format": 1, "name": "Zoë ♥", "n": [1, 2, 3], "ok": True, "none": None}
    assert atomic_write_json(path, first) == path  # creates the folder
    assert json.loads(path.read_text("utf-8")) == first
    assert not backup_path(path).exists()  # nothing to keep yet
    second = {"format": 1, "n": list(range(1000))}
    atomic_write_json(path, second)
    assert json.loads(path.read_text("utf-8")) == second
    assert json.loads(backup_path(path).read_text("utf-8")) == first
    atomic_write_json(path, {"third": 3})
    assert json.loads(backup_path(path).read_text("utf-8")) == second
    assert temps(path.parent) == []
    assert backup_path(path).name == "a.json.bak"


def test_without_backup(tmp_path):
    path = tmp_path / "a.json"
    atomic_write_json(path, 1)
    atomic_write_json(path, 2, backup=False)
    assert not backup_path(path).exists()
    assert json.loads(path.read_text()) == 2


def test_not_json_writes_nothing(tmp_path):
    path = tmp_path / "a.json"
    atomic_write_json(path, {"v": 1})
    for bad in ({"v": {1, 2}}, {"v": float("nan")}, object()):
        with pytest.raises((TypeError, ValueError)):
            atomic_write_json(path, bad)
    assert json.loads(path.read_text()) == {"v": 1}
    assert not backup_path(path).exists()
    assert temps(tmp_path) == []


def test_damaged_current_file_never_replaces_good_backup(tmp_path):
    path = tmp_path / "a.json"
    atomic_write_json(path, {"v": 1})
    atomic_write_json(path, {"v": 2})
    path.write_text('{"v": 3')  # damaged by someone else
    atomic_write_json(path, {"v": 4})
    assert json.loads(backup_path(path).read_text()) == {"v": 1}
    assert json.loads(path.read_text()) == {"v": 4}


def test_failure_at_the_final_rename_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "a.json"
    atomic_write_json(path, {"v": 1})
    real_replace = os.replace

    def failing_replace(src, dst):
        if os.fspath(dst) == os.fspath(path):
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", failing_replace)
    with pytest.raises(OSError):
        atomic_write_json(path, {"v": 2})
    assert json.loads(path.read_text()) == {"v": 1}
    assert json.loads(backup_path(path).read_text()) == {"v": 1}
    assert temps(tmp_path) == []


def test_failure_while_writing_the_temp_file(tmp_path, monkeypatch):
    path = tmp_path / "a.json"
    atomic_write_json(path, {"v": 1})

    def no_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(atomic.os, "fsync", no_fsync)
    with pytest.raises(OSError):
        atomic_write_json(path, {"v": 2})
    assert json.loads(path.read_text()) == {"v": 1}
    assert temps(tmp_path) == []


def test_backup_by_copy_without_hard_links(tmp_path, monkeypatch):
    def no_link(src, dst):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "link", no_link)
    path = tmp_path / "a.json"
    atomic_write_json(path, {"v": 1})
    atomic_write_json(path, {"v": 2})
    assert json.loads(backup_path(path).read_text()) == {"v": 1}
    assert temps(tmp_path) == []


def test_backup_is_its_own_file(tmp_path):
    path = tmp_path / "a.json"
    atomic_write_json(path, {"v": 1})
    atomic_write_json(path, {"v": 2})
    atomic_write_json(path, {"v": 3})
    assert not os.path.samefile(path, backup_path(path))


def test_stale_temp_files_are_swept(tmp_path):
    path = tmp_path / "a.json"
    stale = tmp_path / ".a.json.123-dead.tmp"
    fresh = tmp_path / ".a.json.456-busy.tmp"
    other = tmp_path / ".b.json.789-dead.tmp"
    for p in (stale, fresh, other):
        p.write_bytes(b"{")
    old = time.time() - 2 * atomic.STALE_TEMP_SECONDS
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    atomic_write_bytes(path, b"{}\n")
    assert not stale.exists()
    assert fresh.exists() and other.exists()  # maybe a writer at work; another file


def test_custom_good_test(tmp_path):
    path = tmp_path / "a.txt"
    atomic_write_bytes(path, b"one", is_good=lambda b: True)
    atomic_write_bytes(path, b"two", is_good=lambda b: True)
    assert backup_path(path).read_bytes() == b"one"


def test_fsync_dir_tolerates_anything(tmp_path):
    atomic.fsync_dir(tmp_path)
    atomic.fsync_dir(tmp_path / "missing")
