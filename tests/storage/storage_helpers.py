"""Shared helpers of the storage tests: real games played with seeded random
legal actions, saved through the real Autosaver."""

from __future__ import annotations

import contextlib
import dataclasses
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from game.rules.engine import legal_actions
from game.rules.games import get_ruleset
from game.storage.saves import Autosaver, PlayerInfo, SavedGame

REPO = Path(__file__).resolve().parents[2]


def players_for(game: str) -> list[PlayerInfo]:
    """A human in seat 0 and AI players elsewhere, as many as the game seats."""
    n = get_ruleset(game).players
    return [PlayerInfo(0, "human", "normal", "You")] + [
        PlayerInfo(s, "ai", ("easy", "normal", "random")[s % 3], f"Computer {s}")
        for s in range(1, n)]


def play_random(folder: Path, game: str, seed: int, n_actions: int,
                table_rules: dict | None = None, save_id: str | None = None) -> Autosaver:
    """Start a game in ``folder`` and record up to ``n_actions`` random legal
    actions (chosen by ``random.Random(seed)``) through an Autosaver."""
    saved = SavedGame.new(game, seed, players_for(game), table_rules, folder=folder)
    if save_id is not None:
        saved = dataclasses.replace(saved, id=save_id)
    auto = Autosaver(folder, saved)
    rng = random.Random(seed)
    for _ in range(n_actions):
        actions = legal_actions(auto.state)
        if not actions:
            break
        auto.record(rng.choice(actions))
    return auto


@contextlib.contextmanager
def live_process() -> Iterator[int]:
    """A process that runs while the block does (another window, say); yields its id."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        yield child.pid
    finally:
        child.kill()
        child.wait()


def hold_lock(save: Path, pid: int) -> None:
    """Write the lock file of ``save`` as the window of process ``pid`` would."""
    lock = save.with_name(save.name + ".lock")
    lock.write_text(f"{pid} othertoken\n")
