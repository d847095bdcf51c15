"""Hostile files in the data folder: numbers too long to read, a byte order mark,
lone surrogates, pipes, devices and folders where files belong, and the
temporary files of a write."""

from __future__ import annotations

import json
import os
import threading

import pytest

from game.rules.engine import legal_actions
from game.storage import atomic
from game.storage.atomic import atomic_write_json, backup_path
from game.storage.documents import DocumentError, read_json
from game.storage.paths import settings_path, statistics_path
from game.storage.saves import (
    Autosaver,
    SaveError,
    latest_unfinished,
    list_saves,
    load_game,
    open_save,
)
from game.storage.settings import Settings, load_settings, save_settings
from game.storage.statistics import Statistics, load_statistics, save_statistics

from .storage_helpers import play_random

LONG = "7" * 5000
LONG_REASON = "the file holds a number too long to read (line {})"


def with_long_number(text: str, key: str) -> str:
    """``text`` (one entry per line) with the value of ``key`` replaced by 5,000 digits."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(f' "{key}": '):
            lines[i] = f' "{key}": {LONG}' + ("," if line.endswith(",") else "")
            return "\n".join(lines) + "\n"
    raise AssertionError(f"no entry {key}")


# --- 1. numbers longer than 4,300 digits ------------------------------------------


def test_a_long_number_in_a_save_is_a_save_error(tmp_path):
    auto = play_random(tmp_path, "classic", 3, 10, save_id="long")
    auto.path.write_text(with_long_number(auto.path.read_text("utf-8"), "seed"), "utf-8")
    with pytest.raises(SaveError) as info:
        load_game(auto.path)
    line = auto.path.read_text("utf-8").splitlines().index(f' "seed": {LONG},') + 1
    assert info.value.reason == LONG_REASON.format(line)
    assert str(info.value) == f"This save could not be read: {LONG_REASON.format(line)}."


def test_a_long_number_save_is_moved_aside_and_the_others_stay_listed(tmp_path):
    good = play_random(tmp_path, "classic", 4, 12, save_id="good")
    bad = play_random(tmp_path, "pennies", 5, 8, save_id="bad")
    bad.path.write_text(with_long_number(bad.path.read_text("utf-8"), "seed"), "utf-8")
    backup_path(bad.path).unlink()
    listed = {s.id: s for s in list_saves(tmp_path)}
    assert set(listed) == {"good", "bad"}
    assert listed["bad"].problem.startswith("the file holds a number too long to read")
    assert latest_unfinished(tmp_path).id == "good"
    result = open_save(bad.path)
    assert result.state is None
    assert "was moved aside to bad.json.corrupt" in result.message
    assert (tmp_path / "bad.json.corrupt").exists() and not bad.path.exists()
    assert [s.id for s in list_saves(tmp_path)] == ["good"]
    assert open_save(good.path).state.fingerprint() == good.state.fingerprint()


@pytest.mark.parametrize("kind", ["settings", "statistics"])
def test_a_long_number_in_settings_or_statistics_is_moved_aside_once(tmp_path, kind):
    if kind == "settings":
        path, load, default = settings_path(tmp_path), load_settings, Settings()
        path.write_text('{"format": 1,\n "card_size": ' + LONG + "\n}\n")
        what, after = "Your settings", "The default settings are used."
    else:
        path, load, default = statistics_path(tmp_path), load_statistics, Statistics()
        path.write_text('{"format": 1,\n "games": {"classic": {"games_played": ' + LONG
                        + "}}\n}\n")
        what, after = "Your statistics", "The statistics start again from zero."
    value, message = load(tmp_path)
    assert value == default
    assert message == (f"{what} could not be read: {LONG_REASON.format(2)}. The file was "
                       f"moved aside to {path.name}.corrupt. {after}")
    assert not path.exists() and (tmp_path / f"{path.name}.corrupt").exists()
    assert load(tmp_path) == (default, None)  # told once


# --- 3. a byte order mark ----------------------------------------------------------


def test_a_save_with_a_byte_order_mark_reads_normally(tmp_path):
    auto = play_random(tmp_path, "classic", 6, 15, save_id="bom")
    auto.path.write_bytes(b"\xef\xbb\xbf" + auto.path.read_bytes())
    loaded = load_game(auto.path)
    assert loaded.state.fingerprint() == auto.state.fingerprint()
    assert [s.id for s in list_saves(tmp_path)] == ["bom"]
    assert open_save(auto.path).message is None
    assert atomic.is_json(auto.path.read_bytes())  # still a good file to back up


def test_settings_with_a_byte_order_mark_read_normally(tmp_path):
    settings_path(tmp_path).write_bytes(b'\xef\xbb\xbf{"format": 1, "card_size": "large"}')
    assert load_settings(tmp_path) == (Settings(card_size="large"), None)


# --- 2. a lone surrogate --------------------------------------------------------------


def test_autosave_keeps_working_with_a_lone_surrogate_in_a_name(tmp_path):
    auto = play_random(tmp_path, "classic", 9, 5, save_id="odd")
    data = json.loads(auto.path.read_text("utf-8"))
    data["players"][0]["name"] = "Zo\udc80e"
    auto.path.write_text(json.dumps(data), "utf-8")  # escaped, as JSON allows
    loaded = load_game(auto.path)
    assert loaded.saved.players[0].name == "Zo\udc80e"
    again = Autosaver(tmp_path, loaded.saved, loaded.state)
    again.record(legal_actions(again.state)[0])
    assert again.problem is None
    assert "Zo\\udc80e" in auto.path.read_text("utf-8")  # written escaped
    assert load_game(auto.path).saved.players[0].name == "Zo\udc80e"
    assert list_saves(tmp_path)[0].players[0] == "Zo\udc80e"


# --- 7. pipes, devices and folders where a file belongs ------------------------------


def in_time(fn, seconds=10.0):
    """Run ``fn`` in a thread; fail if it has not returned within ``seconds``."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as err:  # noqa: BLE001 - handed to the test
            out["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked"
    if "error" in out:
        raise out["error"]
    return out.get("value")


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@needs_fifo
@pytest.mark.parametrize("kind", ["settings", "statistics"])
def test_a_pipe_instead_of_settings_or_statistics_never_blocks(tmp_path, kind):
    path = settings_path(tmp_path) if kind == "settings" else statistics_path(tmp_path)
    os.mkfifo(path)
    load = load_settings if kind == "settings" else load_statistics
    value, message = in_time(lambda: load(tmp_path))
    assert value == (Settings() if kind == "settings" else Statistics())
    assert "it is a pipe or a device, not a file" in message
    # saving replaces the pipe with a real file, without reading it
    if kind == "settings":
        in_time(lambda: save_settings(Settings(card_size="small"), tmp_path))
        assert load_settings(tmp_path) == (Settings(card_size="small"), None)
    else:
        in_time(lambda: save_statistics(Statistics(), tmp_path))
        assert load_statistics(tmp_path) == (Statistics(), None)


@needs_fifo
def test_a_pipe_instead_of_a_save_never_blocks(tmp_path):
    good = play_random(tmp_path, "classic", 8, 6, save_id="good")
    os.mkfifo(tmp_path / "pipe.json")
    assert [s.id for s in in_time(lambda: list_saves(tmp_path))] == ["good"]
    with pytest.raises(SaveError, match="it is a pipe or a device, not a file"):
        in_time(lambda: load_game(tmp_path / "pipe.json"))
    assert in_time(lambda: open_save(tmp_path / "pipe.json")).state is None
    assert (tmp_path / "pipe.json").exists()  # not the game's to move
    # a pipe where the save being written stands: the write replaces it
    os.unlink(good.path)
    os.mkfifo(good.path)
    in_time(good.write)
    assert good.problem is None and load_game(good.path).saved.actions == good.saved.actions


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_device_instead_of_settings_is_refused_unread(tmp_path):
    os.symlink("/dev/zero", settings_path(tmp_path))
    settings, message = in_time(lambda: load_settings(tmp_path))
    assert settings == Settings() and "it is a pipe or a device, not a file" in message


@pytest.mark.parametrize("kind", ["settings", "statistics", "save"])
def test_a_folder_where_a_file_belongs(tmp_path, kind):
    if kind == "save":
        (tmp_path / "dir.json").mkdir()
        assert list_saves(tmp_path) == []
        with pytest.raises(SaveError, match="it is a folder, not a file"):
            load_game(tmp_path / "dir.json")
        return
    path = settings_path(tmp_path) if kind == "settings" else statistics_path(tmp_path)
    path.mkdir()
    load = load_settings if kind == "settings" else load_statistics
    _value, message = load(tmp_path)
    assert "it is a folder, not a file" in message
    with pytest.raises(OSError):
        atomic_write_json(path, {"format": 1})
    assert path.is_dir()


def test_a_folder_where_the_open_save_stands_stops_nothing(tmp_path):
    auto = play_random(tmp_path, "classic", 8, 6, save_id="g")
    auto.path.unlink()
    auto.path.mkdir()
    auto.record(legal_actions(auto.state)[0])
    assert auto.problem == (f"This game could not be saved: the folder {tmp_path} cannot be "
                            "written (a folder stands where a file belongs).")
    auto.path.rmdir()
    auto.record(legal_actions(auto.state)[0])
    assert auto.problem is None and len(load_game(auto.path).saved.actions) == 8


def test_a_save_that_cannot_be_opened_says_why_in_the_games_words(tmp_path, monkeypatch):
    auto = play_random(tmp_path, "classic", 8, 2, save_id="g")
    real_open = os.open

    def refuse(path, *args, **kwargs):
        if os.fspath(path) == os.fspath(auto.path):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(SaveError) as info:
        load_game(auto.path)
    assert info.value.reason == "the file cannot be opened (permission was refused)"


def test_read_json_reads_at_most_the_limit(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b"[" + b"1," * 1000 + b"1]")
    with pytest.raises(DocumentError, match="larger than"):
        read_json(path, 100)
    assert read_json(path, 10_000) == [1] * 1001


# --- 6. no temporary file left behind ----------------------------------------------


def test_no_temporary_file_remains_when_the_backup_is_already_a_link(tmp_path):
    path = tmp_path / "x.json"
    atomic_write_json(path, {"n": 1})
    os.link(path, backup_path(path))  # the backup is the save itself (a hard link)
    for n in range(2, 30):
        atomic_write_json(path, {"n": n})
        if n % 3 == 0:
            backup_path(path).unlink()
            os.link(path, backup_path(path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json", "x.json.bak"]
    assert json.loads(path.read_text()) == {"n": 29}
