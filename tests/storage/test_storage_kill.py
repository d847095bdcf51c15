"""Crash-proof saving: writers killed with SIGKILL at random instants.

One helper process (started once, everything imported) forks a writer that
resumes the newest save and records random legal actions in a tight loop, lets it
run a random 0-20 ms, kills it with SIGKILL and reports. After each of the 200
kills the save must be whole: the main file checks out (format, keys, types) and
so does its .bak; every tenth time the files are replayed in full. A second,
portable test kills freshly started interpreters with Popen.kill().
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage.atomic import backup_path
from game.storage.documents import DocumentError
from game.storage.saves import load_game, open_save, read_save

from .storage_helpers import REPO

KILLS = 200
LIMIT = 60  # a writer starts a new file when the newest has this many actions

WRITER = r'''
import dataclasses, os, random, sys
from pathlib import Path
from game.rules.engine import legal_actions
from game.rules.games import get_ruleset
from game.storage.saves import Autosaver, PlayerInfo, SavedGame, open_save

LIMIT = int(sys.argv[1])


def writer(folder, seed, ready):
    rng = random.Random(seed)
    saves = sorted(folder.glob("game-*.json"))
    auto = None
    if saves:
        result = open_save(saves[-1])
        if result.state is None or result.message:
            os._exit(3)  # the file was not whole: the test reports it
        if len(result.saved.actions) < LIMIT:
            auto = Autosaver(folder, result.saved, result.state)
    if auto is None:
        game = ("classic", "pennies")[len(saves) % 2]
        players = [PlayerInfo(s, "ai", "random", f"P{s}")
                   for s in range(get_ruleset(game).players)]
        saved = dataclasses.replace(SavedGame.new(game, seed, players),
                                    id=f"game-{len(saves) + 1:04d}")
        auto = Autosaver(folder, saved)
    if ready is not None:
        os.write(ready, b"r")
        os.close(ready)
    else:
        print("ready", flush=True)
    while True:
        actions = legal_actions(auto.state)
        if actions and len(auto.saved.actions) < 3 * LIMIT:
            auto.record(rng.choice(actions))
        else:
            auto.write()


if len(sys.argv) > 2:  # a plain writer process: python -c WRITER LIMIT FOLDER SEED
    writer(Path(sys.argv[2]), int(sys.argv[3]), None)

# the forking helper: reads "FOLDER SEED DELAY_MS" lines, answers one line each
for line in sys.stdin:
    folder, seed, delay = line.split()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            writer(Path(folder), int(seed), w)
        finally:
            os._exit(4)
    os.close(w)
    started = os.read(r, 1) == b"r"
    os.close(r)
    if started:
        import time
        time.sleep(int(delay) / 1000)
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
    _, status = os.waitpid(pid, 0)
    killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == 9
    print("killed" if killed else f"exited {os.waitstatus_to_exitcode(status)}", flush=True)
'''


def child_env(tmp_path_factory) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # compiled once into a private cache
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path_factory.getbasetemp() / "pycache")
    return env


def check_whole(folder: Path, full: bool, newest_only: bool = False) -> dict[str, int]:
    """Every save in ``folder`` (or the newest, the only one a writer touches) and
    its .bak must be whole; returns the action counts of the main files."""
    counts = {}
    paths = sorted(folder.glob("game-*.json"))
    for path in paths[-1:] if newest_only else paths:
        for candidate in (path, backup_path(path)):
            if candidate == path or candidate.exists():
                try:
                    saved = read_save(candidate, path.stem)
                except DocumentError as err:
                    pytest.fail(f"{candidate.name} is not whole after a kill: {err.reason}")
                if full:
                    load_game(candidate, path.stem)  # replays; SaveError fails the test
                if candidate == path:
                    counts[path.name] = len(saved.actions)
    return counts


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork (POSIX)")
def test_sigkill_at_random_instants(tmp_path, tmp_path_factory):
    folder = tmp_path / "saves"
    folder.mkdir()
    helper = subprocess.Popen([sys.executable, "-c", WRITER, str(LIMIT)], cwd=REPO,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                              env=child_env(tmp_path_factory))
    rng = random.Random(2024)
    seen: dict[str, int] = {}
    try:
        for kill in range(KILLS):
            helper.stdin.write(f"{folder} {kill} {rng.randint(0, 20)}\n")
            helper.stdin.flush()
            answer = helper.stdout.readline().strip()
            assert answer == "killed", f"kill {kill}: the writer {answer or 'vanished'}"
            counts = check_whole(folder, full=kill % 10 == 9, newest_only=True)
            for name, n in counts.items():  # what was written stays written
                assert n >= seen.get(name, 0), f"{name} lost actions after kill {kill}"
            seen.update(counts)
    finally:
        helper.stdin.close()
        helper.wait(timeout=30)
    # the writers got somewhere (how far depends on the machine's load) and were
    # killed in the middle of a write at least once
    assert sum(seen.values()) >= LIMIT // 2
    leftovers = [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    assert leftovers, "no kill landed inside a write"
    check_whole(folder, full=True)
    for path in folder.glob("game-*.json"):
        result = open_save(path)
        assert result.message is None and not result.used_backup


def test_killed_interpreters(tmp_path, tmp_path_factory):
    """Portable: a whole writer process killed by Popen.kill() (SIGKILL on POSIX,
    TerminateProcess on Windows), ten times."""
    folder = tmp_path / "saves"
    folder.mkdir()
    rng = random.Random(7)
    env = child_env(tmp_path_factory)
    for kill in range(10):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(LIMIT), str(folder), str(kill)], cwd=REPO,
            stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, env=env)
        try:
            assert proc.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0, 0.03))
        finally:
            proc.kill()
            proc.wait(timeout=30)
        check_whole(folder, full=True)
    assert any(folder.glob("game-*.json"))
