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


def table_layout(seats: int, size: tuple[int, int] | None = None) -> Layout:
    """Load the shipped layout for ``seats`` players (assets/layouts/table<seats>.tmx),
    scaled to ``size``, and check it has every zone the table needs.

    Raises LayoutError if there is no layout for that many seats or a zone is missing.
    """
    try:
        path = asset_path("layouts", f"table{seats}.tmx")
    except FileNotFoundError as exc:
        raise LayoutError(f"there is no table layout for {seats} players ({exc})") from None
    layout = load_layout(path, size)
    layout.require(table_zone_names(seats))
    return layout
