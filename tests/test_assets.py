"""asset_path finds shipped files from a checkout, a frozen app or a wheel."""

import sys

import pytest

from game.assets import asset_path


def test_fonts_ship_with_their_licence():
    fonts = asset_path("fonts")
    assert (fonts / "DejaVuSans.ttf").is_file()
    assert (fonts / "DejaVuSans-Bold.ttf").is_file()
    licence = (fonts / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "public domain" in licence


def test_asset_path_without_parts_is_the_assets_folder():
    assert asset_path().is_dir()
    assert asset_path("layouts").is_dir()


def test_missing_asset_names_the_file():
    with pytest.raises(FileNotFoundError, match="sounds/nope.ogg"):
        asset_path("sounds", "nope.ogg")


def test_frozen_app_looks_in_meipass_first(tmp_path, monkeypatch):
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    frozen_font = tmp_path / "assets" / "fonts" / "DejaVuSans.ttf"
    frozen_font.write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "DejaVuSans.ttf") == frozen_font
    # a file the frozen bundle lacks is still found in the checkout
    assert asset_path("layouts", "table4.tmx").is_file()
