"""Where the shipped files (layouts, fonts, sounds, icons) are found.

The files live in the repository's top-level ``assets/`` folder. The same call
finds them from a source checkout, from a PyInstaller app (``sys._MEIPASS``, the
spec copies ``assets/`` to ``assets``) and from an installed wheel that carries
them as package data under ``game/_assets``. Pure Python: no pygame here.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

_REPO_ASSETS = Path(__file__).resolve().parent.parent / "assets"


def _roots() -> Iterator[Path]:
    """The assets folders to try, in order: frozen app, source checkout, wheel."""
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        yield Path(meipass) / "assets"
    yield _REPO_ASSETS
    try:
        packaged = resources.files(__package__ or "game").joinpath("_assets")
    except (ModuleNotFoundError, TypeError):
        return
    if isinstance(packaged, Path):
        yield packaged


def asset_path(*parts: str) -> Path:
    """Return the path of a shipped file, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``;
    with no parts, the assets folder itself.

    Raises FileNotFoundError with a sentence naming the file and the folders tried.
    """
    tried: list[Path] = []
    for root in _roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
        tried.append(root)
    name = "/".join(parts) or "the assets folder"
    where = ", ".join(str(r) for r in tried)
    raise FileNotFoundError(f"The game's file {name} is missing (looked in {where}).")
