"""A game's words and what it shows stay pure (docs/floors.md, STYLE.md "Imports
point down"): importing game.present loads neither pygame, pytmx nor platformdirs,
so the command line tells a game as the window does, without a display."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import importlib, pkgutil, sys
import game.present
for info in pkgutil.walk_packages(game.present.__path__, "game.present."):
    importlib.import_module(info.name)
bad = sorted(m for m in sys.modules
             if m.split(".")[0] in ("pygame", "pytmx", "platformdirs"))
print(",".join(bad))
print(len([m for m in sys.modules if m.startswith("game.present.")]))
"""


def test_present_imports_without_pygame_pytmx_platformdirs():
    """A fresh interpreter imports every module of game.present (the narration, the
    session, each game's table part) and has no pygame, pytmx or platformdirs in
    sys.modules."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    result = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    bad, count = result.stdout.split("\n")[:2]
    assert bad == "", f"imported: {bad}"
    assert int(count) >= 9, "the walk missed game.present's modules"
