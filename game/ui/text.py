"""Text drawing with the shipped DejaVu Sans (it has the suit symbols, Hungarian
and Persian letters). Right-to-left runs (Persian) are shaped run by run with
``set_script("Arab")`` and ``DIRECTION_RTL``: SDL_ttf has no bidi of its own.
"""

from __future__ import annotations

import re

import pygame

from game.assets import asset_path

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")

_RTL_LETTERS = r"\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff"
_RTL = re.compile(rf"[{_RTL_LETTERS}]+(?:[ \u200c][{_RTL_LETTERS}]+)*")

INK = (240, 236, 220)
DIM = (170, 180, 170)
GOLD = (240, 200, 80)
RED = (235, 90, 80)


def showable(text: str) -> str:
    """``text`` with every lone UTF-16 surrogate (from a hand-edited file or an
    undecodable file name) replaced by U+FFFD, which a font can draw."""
    return _LONE_SURROGATE.sub("\ufffd", text)


class Fonts:
    """DejaVu Sans at any pixel size, regular or bold, cached."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._paths = {False: str(asset_path("fonts", "DejaVuSans.ttf")),
                       True: str(asset_path("fonts", "DejaVuSans-Bold.ttf"))}
        self._cache: dict[tuple[int, bool, bool], pygame.font.Font] = {}
        self._images: dict[tuple[str, int, tuple, bool], pygame.Surface] = {}
        self._wraps: dict[tuple[str, int, int, bool], list[str]] = {}

    def get(self, size: int, bold: bool = False, rtl: bool = False) -> pygame.font.Font:
        """The font at ``size`` pixels (``rtl``: shaped as Arabic script, right to left)."""
        size = max(6, int(size))
        key = (size, bold, rtl)
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(self._paths[bold], size)
            if rtl:
                try:
                    font.set_script("Arab")
                    font.set_direction(pygame.DIRECTION_RTL)
                except (AttributeError, pygame.error):
                    pass
            self._cache[key] = font
        return font

    def render(self, text: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
        """``text`` on a transparent surface; right-to-left runs are shaped as such
        and the runs are laid out right to left when the text starts with one.
        Cached: do not draw on the result."""
        key = (text, int(size), tuple(colour), bold)
        image = self._images.get(key)
        if image is None:
            if len(self._images) > 4000:
                self._images.clear()
            image = self._images[key] = self._render(text, size, colour, bold)
        return image

    def _render(self, text: str, size: int, colour, bold: bool) -> pygame.Surface:
        text = showable(text)
        runs = _runs(text)
        if len(runs) == 1 and not runs[0][1]:
            return self.get(size, bold).render(text, True, colour)
        images = [self.get(size, bold, rtl).render(run, True, colour) for run, rtl in runs]
        if runs and runs[0][1]:
            images.reverse()
        width = sum(i.get_width() for i in images)
        height = max(i.get_height() for i in images)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        x = 0
        for image in images:
            surface.blit(image, (x, 0))
            x += image.get_width()
        return surface

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines that fit ``width`` pixels (cached)."""
        key = (text, int(size), int(width), bold)
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 4000:
                self._wraps.clear()
            lines = self._wraps[key] = self._wrap(text, size, width, bold)
        return lines

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        font = self.get(size, bold)
        lines: list[str] = []
        for paragraph in showable(text).split("\n"):
            line = ""
            for word in paragraph.split(" "):
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


def _runs(text: str) -> list[tuple[str, bool]]:
    """Split text into (run, is_rtl) pieces."""
    out: list[tuple[str, bool]] = []
    pos = 0
    for m in _RTL.finditer(text):
        if m.start() > pos:
            out.append((text[pos:m.start()], False))
        out.append((m.group(0), True))
        pos = m.end()
    if pos < len(text) or not out:
        out.append((text[pos:], False))
    return out


def blit_text(surface: pygame.Surface, fonts: Fonts, text: str, pos: tuple[float, float],
              size: int, colour=INK, bold: bool = False, anchor: str = "topleft",
              shadow: bool = False) -> pygame.Rect:
    """Draw text with its ``anchor`` (a pygame.Rect attribute) at ``pos``."""
    image = fonts.render(text, size, colour, bold)
    rect = image.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow:
        dark = fonts.render(text, size, (0, 0, 0), bold)
        surface.blit(dark, rect.move(1, 1))
    surface.blit(image, rect)
    return rect
