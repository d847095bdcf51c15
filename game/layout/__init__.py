"""Table layouts: zones read from the Tiled maps in assets/layouts (pytmx, no display).

>>> layout = table_layout(4, size=(1280, 800))
>>> layout.zone("hand_0").rect
Rect(x=130, y=636, w=1000, h=156)
"""

from __future__ import annotations

from game.assets import asset_path
from game.layout.zones import (
    OVERLAY_TYPES,
    Layout,
    LayoutError,
    Rect,
    Zone,
    load_layout,
    table_zone_names,
)

__all__ = ["OVERLAY_TYPES", "Layout", "LayoutError", "Rect", "Zone", "load_layout",
           "table_layout", "table_zone_names"]


def table_layout(seats: int, size: tuple[int, int] | None = None,
                 partnerships: bool = True) -> Layout:
    """Load the shipped layout for ``seats`` players, scaled to ``size``, and check
    it has every zone the table needs: assets/layouts/table<seats>.tmx for two
    partnerships (two meld zones), solo<seats>.tmx for players each for themself
    (a meld zone and a red-threes zone per player).

    Raises LayoutError if there is no layout for that table or a zone is missing.
    """
    name = f"table{seats}.tmx" if partnerships else f"solo{seats}.tmx"
    try:
        path = asset_path("layouts", name)
    except FileNotFoundError as exc:
        kind = "" if partnerships else " each playing for themself"
        raise LayoutError(f"there is no table layout for {seats} players{kind} ({exc})"
                          ) from None
    layout = load_layout(path, size)
    layout.require(table_zone_names(seats, 2 if partnerships else seats))
    return layout
