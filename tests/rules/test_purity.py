"""The rules core and the AI stay pure Python (STYLE.md, "The shape"): importing
them loads neither pygame, pytmx nor platformdirs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import importlib, pkgutil, sys
import game.rules
import game.ai
for pkg in (game.rules, game.ai):
    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        importlib.import_module(info.name)
bad = sorted(m for m in sys.modules
             if m.split(".")[0] in ("pygame", "pytmx", "platformdirs"))
print(",".join(bad))
"""


def test_rules_and_ai_import_without_pygame_pytmx_platformdirs():
    """A fresh interpreter imports game.rules and game.ai (every module of both)
    and has no pygame, pytmx or platformdirs in sys.modules."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    result = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"imported: {result.stdout.strip()}"
