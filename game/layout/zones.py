"""Table zones read from Tiled maps (assets/layouts/*.tmx).

A layout is drawn in Tiled as object layers of named rectangles, no tilesets:
each rectangle is a zone with a type (``"hand"``, ``"melds"``, ``"button"`` ...)
and properties (``seat``, ``side``, ``orientation``, ``card_width``, ``label``).
The map's size (1280x800 for the shipped tables) is its design size; a layout is
scaled to the window uniformly and centred, so the table keeps its proportions.

The maps are parsed with an injected image loader that loads nothing, so a test
reads them without a display (no pygame call is made here; pytmx itself imports
pygame for its type hints).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import pytmx

if TYPE_CHECKING:
    import pygame

OVERLAY_TYPES = frozenset({"dialog", "toast"})
"""Zone types drawn over the table; the other zones never overlap each other."""


class LayoutError(Exception):
    """A layout file is missing, unreadable, or lacks a zone the table needs."""


class Rect(NamedTuple):
    """An integer rectangle in window pixels; a plain tuple pygame also accepts."""

    x: int
    y: int
    w: int
    h: int

    @property
    def topleft(self) -> tuple[int, int]:
        return (self.x, self.y)

    @property
    def size(self) -> tuple[int, int]:
        return (self.w, self.h)

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    @property
    def center(self) -> tuple[int, int]:
        return (self.x + self.w // 2, self.y + self.h // 2)

    def contains_point(self, x: float, y: float) -> bool:
        """True if the point (window pixels) lies inside."""
        return self.x <= x < self.right and self.y <= y < self.bottom

    def contains(self, other: Rect) -> bool:
        """True if ``other`` lies wholly inside this rectangle."""
        return (self.x <= other.x and self.y <= other.y
                and other.right <= self.right and other.bottom <= self.bottom)

    def overlaps(self, other: Rect) -> bool:
        """True if the two rectangles share some area (touching edges do not count)."""
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)


@dataclass(frozen=True, eq=False)
class Zone:
    """One named area of the table.

    ``rect`` is in window pixels, ``design_rect`` in the map's own pixels (floats);
    ``scale`` is window pixels per design pixel. ``props`` are the Tiled
    properties (``seat`` and ``side`` are ints, ``orientation`` is
    ``"horizontal"`` or ``"vertical"``).
    """

    name: str
    type: str
    rect: Rect
    design_rect: tuple[float, float, float, float]
    props: dict[str, Any] = field(default_factory=dict)
    layer: str = ""
    scale: float = 1.0

    @property
    def seat(self) -> int | None:
        """The seat the zone belongs to (hands, feet), or None."""
        return self.props.get("seat")

    @property
    def side(self) -> int | None:
        """The side the zone belongs to (a partnership, ``seat % 2``, or the seat
        of a player on their own), or None."""
        return self.props.get("side")

    @property
    def vertical(self) -> bool:
        """True if cards here are laid sideways and fanned downwards."""
        return self.props.get("orientation") == "vertical"

    @property
    def card_width(self) -> int | None:
        """The width in window pixels of an upright card drawn here (the zone's
        ``card_width`` property, scaled), or None if the zone holds no cards."""
        width = self.props.get("card_width")
        return None if width is None else max(1, round(width * self.scale))

    @property
    def label(self) -> str:
        """The zone's caption (``label`` property), else its name."""
        return str(self.props.get("label", self.name))

    def as_rect(self) -> pygame.Rect:
        """The zone's window rectangle as a ``pygame.Rect`` (imports pygame)."""
        import pygame

        return pygame.Rect(self.rect)


class Layout:
    """The zones of one table layout, scaled to a window size.

    ``design_size`` is the map's size in pixels, ``size`` the window's;
    ``scale`` and ``offset`` map design pixels to window pixels
    (``window = offset + design * scale``).
    """

    def __init__(self, path: Path, design_size: tuple[int, int], size: tuple[int, int],
                 raw_zones: Iterable[_RawZone], props: dict[str, Any]) -> None:
        self.path = path
        self.design_size = design_size
        self.size = (int(size[0]), int(size[1]))
        self.props = props
        self._raw = tuple(raw_zones)
        dw, dh = design_size
        ww, wh = self.size
        if ww <= 0 or wh <= 0:
            raise LayoutError(f"{path.name}: window size {ww}x{wh} is not positive")
        self.scale = min(ww / dw, wh / dh)
        self.offset = ((ww - dw * self.scale) / 2, (wh - dh * self.scale) / 2)
        self.zones: dict[str, Zone] = {
            raw.name: Zone(raw.name, raw.type, self.to_window(raw.rect), raw.rect,
                           raw.props, raw.layer, self.scale)
            for raw in self._raw
        }

    @property
    def seats(self) -> int | None:
        """The number of seats the layout is drawn for (map property ``seats``)."""
        return self.props.get("seats")

    @property
    def table_rect(self) -> Rect:
        """The design area in window pixels (the window less the centring bars)."""
        dw, dh = self.design_size
        return self.to_window((0, 0, dw, dh))

    def to_window(self, design_rect: tuple[float, float, float, float]) -> Rect:
        """Scale a design rectangle (x, y, w, h) to window pixels. Edges are rounded,
        not sizes, so zones that touch in the design still touch in the window."""
        x, y, w, h = design_rect
        ox, oy = self.offset
        s = self.scale
        left, top = math.floor(ox + x * s + 0.5), math.floor(oy + y * s + 0.5)
        right, bottom = math.floor(ox + (x + w) * s + 0.5), math.floor(oy + (y + h) * s + 0.5)
        return Rect(left, top, right - left, bottom - top)

    def to_design(self, x: float, y: float) -> tuple[float, float]:
        """Map a window point (e.g. the mouse) back to design pixels."""
        ox, oy = self.offset
        return ((x - ox) / self.scale, (y - oy) / self.scale)

    def resized(self, size: tuple[int, int]) -> Layout:
        """The same layout scaled to another window size (the file is not re-read)."""
        return Layout(self.path, self.design_size, size, self._raw, self.props)

    def zone(self, name: str) -> Zone:
        """Return the zone called ``name``. Raises LayoutError naming file and zone."""
        try:
            return self.zones[name]
        except KeyError:
            raise LayoutError(f"{self.path.name} has no zone named '{name}'") from None

    def zones_of(self, type_: str) -> list[Zone]:
        """The zones of one type (``"hand"``, ``"button"`` ...), in file order."""
        return [z for z in self.zones.values() if z.type == type_]

    def zone_at(self, x: float, y: float, types: Iterable[str] | None = None) -> Zone | None:
        """The first zone (of the given types, if any) containing the window point;
        overlays are skipped unless asked for by type."""
        wanted = None if types is None else set(types)
        for z in self.zones.values():
            if wanted is None and z.type in OVERLAY_TYPES:
                continue
            if (wanted is None or z.type in wanted) and z.rect.contains_point(x, y):
                return z
        return None

    def require(self, names: Iterable[str]) -> None:
        """Raise LayoutError naming the file and every missing zone, if any is missing."""
        missing = [n for n in names if n not in self.zones]
        if missing:
            raise LayoutError(f"{self.path.name} lacks the zone(s) {', '.join(missing)}")

    def __repr__(self) -> str:
        return (f"<Layout {self.path.name} {self.size[0]}x{self.size[1]} "
                f"scale={self.scale:.3f} zones={len(self.zones)}>")


@dataclass(frozen=True)
class _RawZone:
    name: str
    type: str
    rect: tuple[float, float, float, float]
    props: dict[str, Any]
    layer: str


def table_zone_names(seats: int, sides: int = 2) -> list[str]:
    """The zones a table for ``seats`` players in ``sides`` sides needs (every layout
    must have them): a hand and a foot per seat, melds and red threes per side."""
    names = ["stock", "pile", "newmeld", "log", "info", "button_draw", "button_sort",
             "button_undo", "button_menu", "dialog", "toast"]
    names += [f"melds_{s}" for s in range(sides)]
    names += [f"threes_{s}" for s in range(sides)]
    names += [f"hand_{s}" for s in range(seats)]
    names += [f"foot_{s}" for s in range(seats)]
    return names


def _no_images(filename: str, colorkey: Any, **kwargs: Any) -> Any:
    """pytmx image loader that loads nothing: layouts need no images."""
    return lambda rect=None, flags=None: None


def load_layout(path: str | Path, size: tuple[int, int] | None = None) -> Layout:
    """Read a Tiled map of zones and scale it to ``size`` (window pixels; default:
    the map's design size).

    Raises LayoutError naming the file for an unreadable map, an unnamed,
    untyped or duplicated zone, or a zone that is not a rectangle.
    """
    path = Path(path)
    try:
        tmx = pytmx.TiledMap(str(path), image_loader=_no_images)
    except FileNotFoundError:
        raise LayoutError(f"the layout file {path} does not exist") from None
    except Exception as exc:  # ElementTree.ParseError, pytmx's ValueError, ...
        raise LayoutError(f"{path.name} is not a readable Tiled map: {exc}") from exc
    design = (int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight))
    if design[0] <= 0 or design[1] <= 0:
        raise LayoutError(f"{path.name}: the map has no size (width x tilewidth)")
    raws: list[_RawZone] = []
    seen: set[str] = set()
    for group in tmx.objectgroups:
        for obj in group:
            raws.append(_raw_zone(path, group.name or "", obj, seen))
    return Layout(path, design, size or design, raws, dict(tmx.properties))


def _raw_zone(path: Path, layer: str, obj: Any, seen: set[str]) -> _RawZone:
    name = obj.name
    if not name:
        raise LayoutError(f"{path.name}: object {obj.id} in layer '{layer}' has no name")
    if name in seen:
        raise LayoutError(f"{path.name}: two zones are named '{name}'")
    seen.add(name)
    # Tiled 1.9+ writes the type as "class"; pytmx keeps that under the name "class".
    type_ = obj.type or getattr(obj, "class", None)
    if not type_:
        raise LayoutError(f"{path.name}: zone '{name}' has no type (class)")
    if obj.gid or hasattr(obj, "points") or obj.rotation:
        raise LayoutError(f"{path.name}: zone '{name}' is not an upright rectangle")
    if obj.width <= 0 or obj.height <= 0:
        raise LayoutError(f"{path.name}: zone '{name}' has no area")
    rect = (float(obj.x), float(obj.y), float(obj.width), float(obj.height))
    return _RawZone(name, str(type_), rect, dict(obj.properties), layer)
