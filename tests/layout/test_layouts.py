"""Every shipped table layout loads without a display, has the zones the table
needs, and keeps them apart and inside the window at any size."""

import math
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from game.assets import asset_path
from game.layout import (
    OVERLAY_TYPES,
    LayoutError,
    Rect,
    load_layout,
    table_layout,
    table_zone_names,
)

LAYOUT_FILES = sorted(asset_path("layouts").glob("*.tmx"))
TABLES = [4, 6]
WINDOW_SIZES = [(1280, 800), (1024, 640), (1920, 1080), (800, 800), (1366, 768)]


SOLO = [2, 3, 4, 5, 6]
"""Tables of players each for themself (RR-1.4: two to six)."""


def test_the_shipped_tables_are_there():
    names = {p.name for p in LAYOUT_FILES}
    assert {f"table{n}.tmx" for n in TABLES} <= names
    assert {f"solo{n}.tmx" for n in SOLO} <= names


@pytest.mark.parametrize("seats", SOLO)
@pytest.mark.parametrize("size", WINDOW_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_solo_tables_give_every_player_melds_and_threes(seats, size):
    """One meld zone and one red-threes zone per player, each labelled with its
    side; every zone inside the window and apart from the others; seats clockwise
    from the bottom; your melds below the middle, the others' above."""
    layout = table_layout(seats, size, partnerships=False)
    assert layout.seats == seats
    for name in table_zone_names(seats, seats):
        assert layout.zone(name).name == name
    for side in range(seats):
        assert layout.zone(f"melds_{side}").side == side
        assert layout.zone(f"threes_{side}").side == side
        assert layout.zone(f"hand_{side}").seat == side == layout.zone(f"hand_{side}").side
    window = Rect(0, 0, *size)
    solid = [z for z in layout.zones.values() if z.type not in OVERLAY_TYPES]
    for zone in solid:
        assert window.contains(zone.rect), zone.name
    for a, b in combinations(solid, 2):
        assert not a.rect.overlaps(b.rect), f"{a.name} overlaps {b.name}"
    middle = layout.zone("stock").rect.center[1]
    assert layout.zone("melds_0").rect.center[1] > middle
    mine = layout.zone("melds_0").rect
    assert all(layout.zone(f"melds_{s}").rect.bottom <= mine.y for s in range(1, seats))
    if seats >= 5:  # crowded tables: each player's red threes end that player's meld zone
        for side in range(seats):
            melds, threes = layout.zone(f"melds_{side}").rect, layout.zone(f"threes_{side}").rect
            assert 0 <= threes.x - melds.right <= 8 * layout.scale + 1, side
            assert threes.y == melds.y and threes.h == melds.h, side
    cx, cy = layout.zone("stock").rect.center
    angles = [math.degrees(math.atan2(layout.zone(f"hand_{s}").rect.center[1] - cy,
                                      layout.zone(f"hand_{s}").rect.center[0] - cx)) % 360
              for s in range(seats)]
    unwrapped = [(a - angles[0]) % 360 for a in angles]
    assert unwrapped == sorted(unwrapped) and len(set(unwrapped)) == seats


@pytest.mark.parametrize("path", LAYOUT_FILES, ids=lambda p: p.name)
def test_layout_loads_without_a_display(path, monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a layout must load without a display or images")

    monkeypatch.setattr(pygame.display, "set_mode", refuse)
    monkeypatch.setattr(pygame.image, "load", refuse)
    layout = load_layout(path)
    assert layout.design_size == (1280, 800)
    assert layout.seats in (TABLES if path.name.startswith("table") else SOLO)
    assert pygame.display.get_surface() is None


@pytest.mark.parametrize("seats", TABLES)
def test_every_table_zone_exists(seats):
    layout = table_layout(seats)
    assert layout.seats == seats
    for name in table_zone_names(seats):
        assert layout.zone(name).name == name
    assert len(layout.zones_of("hand")) == seats
    assert len(layout.zones_of("foot")) == seats
    assert {z.name for z in layout.zones_of("button")} == {
        "button_draw", "button_sort", "button_undo", "button_menu"}


@pytest.mark.parametrize("seats", TABLES)
def test_seats_and_sides(seats):
    layout = table_layout(seats)
    for seat in range(seats):
        for kind in ("hand", "foot"):
            zone = layout.zone(f"{kind}_{seat}")
            assert zone.type == kind
            assert zone.seat == seat
            assert zone.side == seat % 2
            assert zone.props["orientation"] in ("horizontal", "vertical")
            assert zone.card_width
    assert layout.zone("hand_0").props["face"] == "up"
    assert all(layout.zone(f"hand_{s}").props["face"] == "down" for s in range(1, seats))
    for side in (0, 1):
        assert layout.zone(f"melds_{side}").side == side
        assert layout.zone(f"threes_{side}").side == side


@pytest.mark.parametrize("seats", TABLES)
def test_seats_go_clockwise_from_the_bottom(seats):
    """Seat 0 sits at the bottom; play passes to the left, which on screen is
    clockwise: the angle round the table centre grows seat by seat."""
    layout = table_layout(seats)
    cx, cy = layout.zone("stock").rect.center
    angles = []
    for seat in range(seats):
        x, y = layout.zone(f"hand_{seat}").rect.center
        angles.append(math.degrees(math.atan2(y - cy, x - cx)) % 360)
    assert 45 < angles[0] < 135  # straight below
    unwrapped = [(a - angles[0]) % 360 for a in angles]
    assert unwrapped == sorted(unwrapped)
    assert len(set(unwrapped)) == seats


@pytest.mark.parametrize("seats", TABLES)
def test_room_for_the_human_and_the_melds(seats):
    layout = table_layout(seats)
    w, h = layout.design_size
    hand = layout.zone("hand_0").rect
    assert hand.w >= 900 and hand.h >= 140
    assert hand.y > h * 0.75
    ours, theirs = layout.zone("melds_0").rect, layout.zone("melds_1").rect
    assert ours.center[1] > h / 2 > theirs.center[1]
    for melds in (ours, theirs):
        assert melds.w >= 700 and melds.h >= 160
    assert layout.zone("log").rect.w >= 200
    assert layout.zone("log").rect.x > w * 0.75
    newmeld, ours_band = layout.zone("newmeld").rect, layout.zone("melds_0").rect
    assert newmeld.y < ours_band.bottom and ours_band.y < newmeld.bottom
    assert abs(newmeld.x - ours_band.right) <= 16
    assert layout.zone("dialog").rect.contains_point(w / 2 - 100, h / 2)


@pytest.mark.parametrize("seats", TABLES)
@pytest.mark.parametrize("size", WINDOW_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_zones_stay_inside_and_apart(seats, size):
    layout = table_layout(seats, size)
    window = Rect(0, 0, *size)
    assert window.contains(layout.table_rect)
    for zone in layout.zones.values():
        assert zone.rect.w > 0 and zone.rect.h > 0, zone.name
        assert layout.table_rect.contains(zone.rect), zone.name
    solid = [z for z in layout.zones.values() if z.type not in OVERLAY_TYPES]
    for a, b in combinations(solid, 2):
        assert not a.rect.overlaps(b.rect), f"{a.name} overlaps {b.name} at {size}"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_scaling_is_uniform_and_centred(size):
    base = table_layout(4)
    layout = base.resized(size)
    assert layout.scale == pytest.approx(min(size[0] / 1280, size[1] / 800))
    table = layout.table_rect
    assert abs((size[0] - table.right) - table.x) <= 1
    assert abs((size[1] - table.bottom) - table.y) <= 1
    for name, zone in layout.zones.items():
        design = base.zone(name).rect
        assert zone.rect.w == pytest.approx(design.w * layout.scale, abs=1)
        assert zone.rect.h == pytest.approx(design.h * layout.scale, abs=1)
    hand = layout.zone("hand_0")
    assert hand.card_width == round(90 * layout.scale)


def test_window_points_map_back_to_zones():
    layout = table_layout(4, (1920, 1080))
    hand = layout.zone("hand_0")
    x, y = hand.rect.center
    assert layout.zone_at(x, y) is hand
    dx, dy = layout.to_design(x, y)
    assert hand.design_rect[0] <= dx <= hand.design_rect[0] + hand.design_rect[2]
    assert layout.zone_at(0, 0) is None
    dialog = layout.zone("dialog").rect.center
    assert layout.zone_at(*dialog, types=["dialog"]).name == "dialog"


def test_as_rect_gives_a_pygame_rect():
    zone = table_layout(4).zone("stock")
    assert zone.as_rect() == pygame.Rect(zone.rect)


# -- errors name the file and the zone ------------------------------------------

_MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down"
     width="40" height="25" tilewidth="32" tileheight="32" infinite="0"
     nextlayerid="2" nextobjectid="9">
 <objectgroup id="1" name="zones">
{objects}
 </objectgroup>
</map>
"""


def _write_map(tmp_path: Path, objects: str) -> Path:
    path = tmp_path / "custom.tmx"
    path.write_text(_MAP.format(objects=objects), encoding="utf-8")
    return path


def test_missing_zone_names_file_and_zone(tmp_path):
    path = _write_map(tmp_path, '<object id="1" name="stock" type="stock" '
                                'x="10" y="10" width="90" height="126"/>')
    layout = load_layout(path)
    with pytest.raises(LayoutError, match=r"custom\.tmx has no zone named 'pile'"):
        layout.zone("pile")
    with pytest.raises(LayoutError, match=r"custom\.tmx lacks the zone\(s\) pile, hand_0"):
        layout.require(["stock", "pile", "hand_0"])


def test_tiled_1_9_class_attribute_is_read(tmp_path):
    path = _write_map(tmp_path, '<object id="1" name="hand_0" class="hand" '
                                'x="0" y="600" width="1000" height="150">'
                                '<properties><property name="seat" type="int" value="0"/>'
                                '</properties></object>')
    zone = load_layout(path).zone("hand_0")
    assert zone.type == "hand" and zone.seat == 0


@pytest.mark.parametrize("objects, message", [
    ('<object id="1" type="stock" x="0" y="0" width="9" height="9"/>', "has no name"),
    ('<object id="1" name="stock" x="0" y="0" width="9" height="9"/>', "'stock' has no type"),
    ('<object id="1" name="a" type="x" x="0" y="0" width="9" height="9"/>'
     '<object id="2" name="a" type="x" x="9" y="0" width="9" height="9"/>', "two zones"),
    ('<object id="1" name="a" type="x" x="0" y="0"><polygon points="0,0 9,0 9,9"/></object>',
     "'a' is not an upright rectangle"),
])
def test_bad_zones_are_refused(tmp_path, objects, message):
    with pytest.raises(LayoutError, match=message):
        load_layout(_write_map(tmp_path, objects))


def test_unreadable_files_are_refused(tmp_path):
    with pytest.raises(LayoutError, match="does not exist"):
        load_layout(tmp_path / "nowhere.tmx")
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map", encoding="utf-8")
    with pytest.raises(LayoutError, match="broken.tmx is not a readable Tiled map"):
        load_layout(broken)
    with pytest.raises(LayoutError, match="no table layout for 5 players"):
        table_layout(5)
