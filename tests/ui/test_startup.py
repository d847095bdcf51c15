"""``python -m game --time-startup`` prints the start-up time and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_time_startup_prints_and_exits(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "game", "--time-startup",
                           "--data-dir", str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "startup:" in done.stdout and "s to the first title frame" in done.stdout
