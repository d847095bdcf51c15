"""What the menu screens share: a scale for the window size, the felt backdrop,
headings, toggle buttons and :class:`MenuScene`, a scene of buttons with mouse
and keyboard handling (arrows and Tab move the focus, Enter or Space press it).

Layout is relative to the window: :func:`ui_scale` is 1.0 at 1280 x 800 and
every size (fonts, buttons, gaps) is a design size times that scale.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game import i18n
from game.ui.scene import Context, Scene
from game.ui.text import GOLD, INK, Fonts, blit_start, blit_text, showable
from game.ui.widgets import (
    ACCENT,
    BUTTON,
    BUTTON_HOVER,
    BUTTON_TEXT,
    DISABLED,
    PANEL,
    Button,
    dim,
    draw_felt,
    draw_panel,
    label_size,
)

DESIGN_SIZE = (1280, 800)
"""The window size (pixels) at which :func:`ui_scale` is 1."""

SELECTED = (236, 196, 88)
SELECTED_HOVER = (250, 214, 112)
LINE = (200, 168, 80)
"""Thin gold rules and outlines."""

_INPUT_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                 pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT,
                 pygame.TEXTEDITING)
_ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def ui_scale(size: tuple[int, int]) -> float:
    """The scale of menu layouts for a window of ``size`` pixels (1.0 at 1280 x 800)."""
    w, h = size
    return max(0.7, min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1], 2.5))


@dataclass(eq=False)
class Toggle(Button):
    """A button that can be the selected one of a group (drawn gold when selected).

    ``text_size`` (pixels; 0: chosen per button) draws the label at one size
    shared by a row of tabs: on one line where it fits, else on two."""

    selected: bool = False
    text_size: int = 0

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.enabled:
            colour = DISABLED
        elif self.selected:
            colour = SELECTED_HOVER if self.hover else SELECTED
        else:
            colour = BUTTON_HOVER if self.hover else BUTTON
        radius = max(4, self.rect.height // 4)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 2), border_radius=radius)
        pygame.draw.rect(surface, colour, self.rect, border_radius=radius)
        if self.selected:
            pygame.draw.rect(surface, (120, 84, 20), self.rect, 2, border_radius=radius)
        room = self.rect.width - 10
        size = self.text_size or label_size(fonts, self.label, max(
            11, int(self.rect.height * 0.40)), room)
        lines = _two_lines(self.label)
        if fonts.size(self.label, size, True)[0] > room and lines:
            # a long name ("Modern American Canasta") on two lines rather than cut
            small = max(9, min(label_size(fonts, line, size, room, least=9) for line in lines))
            height = fonts.get(small, True).get_linesize()
            if 2 * height <= self.rect.height:
                for i, line in enumerate(lines):
                    image = fonts.render(fit_text(fonts, line, small, room, bold=True), small,
                                         BUTTON_TEXT, bold=True)
                    surface.blit(image, image.get_rect(center=(
                        self.rect.centerx, self.rect.centery + (i - 0.5) * height)))
                return
        text = fit_text(fonts, self.label, size, room, bold=True)
        image = fonts.render(text, size, BUTTON_TEXT, bold=True)
        surface.blit(image, image.get_rect(center=self.rect.center))


def tab_widths(fonts: Fonts, labels: list[str], room: int, gap: int, size: int,
               least: int, pad: int = 10) -> tuple[int, list[int]]:
    """One font size (pixels) for a row of tabs and each tab's width, so that the
    tabs fill ``room`` pixels with ``gap`` between them: the largest size from
    ``size`` down to ``least`` at which every label fits its tab, the longest
    labels ("Modern American Canasta") on two lines where one line leaves too
    little room (two pixels smaller count as much as one label more on two lines);
    each tab as wide as its label needs plus an equal share of what is left.
    At ``least`` with still too little room: equal widths."""
    gaps = gap * (len(labels) - 1)
    best: tuple[int, int, list[int]] | None = None  # (cost, size, widths)
    for px_size in range(size, least - 1, -1):
        one = [fonts.size(label, px_size, True)[0] + pad for label in labels]
        two = []
        for label, width in zip(labels, one, strict=True):
            lines = _two_lines(label)
            two.append(max(fonts.size(line, px_size, True)[0] for line in lines) + pad
                       if lines else width)
        widths = list(one)
        splits = 0
        for i in sorted(range(len(labels)), key=lambda i: two[i] - one[i]):
            if sum(widths) + gaps <= room or two[i] >= one[i]:
                break
            widths[i] = two[i]
            splits += 1
        if sum(widths) + gaps > room:
            continue
        # two pixels smaller weigh as much as one more label on two lines; a tie
        # keeps the larger size
        cost = (size - px_size) + 2 * splits
        if best is None or cost < best[0]:
            extra = (room - gaps - sum(widths)) // len(labels)
            best = (cost, px_size, [width + extra for width in widths])
    if best is None:
        return least, [(room - gaps) // len(labels)] * len(labels)
    return best[1], best[2]


def game_tabs(fonts: Fonts, ids: list[str], names: list[str], selected: str,
              choose: Callable[[str], None], width: int, top: int,
              scale: float) -> list[Toggle]:
    """A row of tabs, one per game (``ids`` with their shown ``names``), at ``top``
    pixels across a window ``width`` pixels wide, at one font size
    (:func:`tab_widths`), the first game at the start (the right in Persian);
    ``choose(game_id)`` runs on a click."""
    tab_h, gap = px(40, scale, 30), px(12, scale, 8)
    size = max(11, int(tab_h * 0.40))
    size, widths = tab_widths(fonts, names, width - 2 * px(40, scale, 24), gap, size,
                              max(9, round(size * 0.75)))
    order = list(reversed(range(len(ids)))) if i18n.is_rtl() else list(range(len(ids)))
    x = width // 2 - (sum(widths) + (len(ids) - 1) * gap) // 2
    rects: dict[int, pygame.Rect] = {}
    for i in order:
        rects[i] = pygame.Rect(x, top, widths[i], tab_h)
        x += widths[i] + gap
    return [Toggle(names[i], rects[i], partial(choose, gid), selected=gid == selected,
                   text_size=size) for i, gid in enumerate(ids)]


def _two_lines(label: str) -> tuple[str, str] | None:
    """A label split at the space nearest its middle, or None (one word)."""
    spaces = [i for i, ch in enumerate(label) if ch == " "]
    if not spaces:
        return None
    cut = min(spaces, key=lambda i: abs(i - len(label) / 2))
    return label[:cut], label[cut + 1:]


@dataclass(eq=False)
class Cycle(Button):
    """A button that steps through values on each click: a chevron marks it."""

    def chevron(self) -> tuple[int, int, int]:
        """The chevron's centre and half height (pixels)."""
        r = self.rect
        return r.right - max(8, r.height // 3), r.centery, max(3, r.height // 7)

    def label_area(self) -> pygame.Rect:
        """The button left of its chevron: a long label never runs under it."""
        cx, _cy, d = self.chevron()
        return pygame.Rect(self.rect.left, self.rect.top, cx - d - self.rect.left,
                           self.rect.height)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        super().draw(surface, fonts)
        cx, cy, d = self.chevron()
        colour = (150, 120, 60) if self.enabled else (90, 90, 90)
        pygame.draw.polygon(surface, colour, [(cx - d // 2, cy - d), (cx + d // 2 + 1, cy),
                                              (cx - d // 2, cy + d)])


def fit_text(fonts: Fonts, text: str, size: int, width: int, bold: bool = False) -> str:
    """``text``, cut with an ellipsis if wider than ``width`` pixels at ``size``."""
    text = showable(text)
    if fonts.size(text, size, bold)[0] <= width:
        return text
    while text and fonts.size(text + "…", size, bold)[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


@functools.lru_cache(maxsize=4)
def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """A soft dark edge over the felt (drawn small, scaled up smoothly)."""
    small_w, small_h = 48, 30
    small = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w * 2 - 1
            dy = (y + 0.5) / small_h * 2 - 1
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.3)
            small.set_at((x, y), (0, 16, 8, int(150 * d ** 2.2)))
    return pygame.transform.smoothscale(small, size)


def draw_backdrop(surface: pygame.Surface) -> None:
    """The felt table cloth with a soft vignette (the background of every menu)."""
    draw_felt(surface)
    surface.blit(_vignette(surface.get_size()), (0, 0))
    w, h = surface.get_size()
    border = max(8, min(w, h) // 60)
    inner = surface.get_rect().inflate(-2 * border - 6, -2 * border - 6)
    pygame.draw.rect(surface, (*LINE, 255), inner, 1, border_radius=6)


def draw_heading(surface: pygame.Surface, fonts: Fonts, text: str, centre_x: int, top: int,
                 scale: float, size: int = 40) -> int:
    """A gold title with a thin ornament under it; returns the y below it."""
    px = max(18, round(size * scale))
    rect = blit_text(surface, fonts, text, (centre_x, top), px, GOLD, bold=True,
                     anchor="midtop", shadow=True)
    y = rect.bottom + max(4, round(6 * scale))
    half = max(rect.width // 2, round(120 * scale))
    d = max(3, round(4 * scale))
    pygame.draw.line(surface, LINE, (centre_x - half, y), (centre_x - 2 * d, y))
    pygame.draw.line(surface, LINE, (centre_x + 2 * d, y), (centre_x + half, y))
    pygame.draw.polygon(surface, LINE, [(centre_x, y - d), (centre_x + d, y),
                                        (centre_x, y + d), (centre_x - d, y)])
    return y + d + max(6, round(10 * scale))


def draw_wrapped(surface: pygame.Surface, fonts: Fonts, text: str, rect: pygame.Rect, size: int,
                 colour=INK, bold: bool = False, align: str = "left",
                 line_gap: float = 1.25) -> int:
    """Word-wrapped ``text`` inside ``rect`` (not clipped); returns the y below it."""
    y = rect.top
    step = round(fonts.get(size, bold).get_linesize() * line_gap * 0.8)
    for line in fonts.wrap(text, size, rect.width, bold):
        if align == "center":
            blit_text(surface, fonts, line, (rect.centerx, y), size, colour, bold, "midtop")
        else:
            blit_start(surface, fonts, line, rect.left, rect.right, y, size, colour, bold)
        y += step
    return y


def px(size: float, scale: float, minimum: int = 12) -> int:
    """A design size (pixels at 1280 x 800) at ``scale``, not below ``minimum``."""
    return max(minimum, round(size * scale))


class MenuScene(Scene):
    """A screen of buttons. Subclasses build ``self.buttons`` in :meth:`layout`
    (called with the window size on push and resize) and draw in :meth:`draw`.

    Input never falls through to the scene below: the mouse drives the buttons,
    arrows and Tab move the keyboard focus, Enter or Space press the focused
    button (or call :meth:`on_enter`), Esc calls :meth:`on_escape`.
    """

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.size: tuple[int, int] = (0, 0)
        self.buttons: list[Button] = []
        self.focus: Button | None = None

    # -- layout -----------------------------------------------------------------
    @property
    def scale(self) -> float:
        return ui_scale(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        index = next((i for i, b in enumerate(self.buttons) if b is self.focus), None)
        self.layout()
        self.focus = (self.buttons[index] if index is not None and index < len(self.buttons)
                      else None)

    def layout(self) -> None:
        """Build ``self.buttons`` for ``self.size``."""

    def relayout(self) -> None:
        """Build the buttons again (after a choice changed what is shown)."""
        if self.size != (0, 0):
            self.resize(self.size)

    def _ensure_size(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:  # drawn before resize(): lay out once
            self.resize(surface.get_size())

    # -- input ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type not in _INPUT_EVENTS:
            return event
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.on_mouse(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.on_wheel(event.y)
        elif event.type == pygame.KEYDOWN:
            self.on_key(event)
        return None

    def on_mouse(self, event: pygame.event.Event) -> bool:
        """Give a mouse event to the buttons; True if one was clicked."""
        for button in list(self.buttons):
            if button.handle_event(event):
                return True
        return False

    def on_wheel(self, dy: int) -> None:
        """The mouse wheel turned ``dy`` notches (up is positive)."""

    def on_key(self, event: pygame.event.Event) -> bool:
        """A key press; True if used."""
        key = event.key
        if key == pygame.K_ESCAPE:
            self.on_escape()
            return True
        if key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            back = key == pygame.K_UP or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.move_focus(-1 if back else 1)
            return True
        if key in _ENTER_KEYS:
            if self.focus is not None and self._focused() and self.focus.enabled:
                self.focus.action()
            else:
                self.on_enter()
            return True
        return False

    def move_focus(self, step: int) -> None:
        enabled = [b for b in self.buttons if b.enabled]
        if not enabled:
            return
        index = next((i for i, b in enumerate(enabled) if b is self.focus), None)
        if index is None:
            self.focus = enabled[0 if step > 0 else -1]
        else:
            self.focus = enabled[(index + step) % len(enabled)]

    def _focused(self) -> bool:
        return any(b is self.focus for b in self.buttons)

    def on_escape(self) -> None:
        """Esc: leave this screen."""
        self.app.pop(self)

    def on_enter(self) -> None:
        """Enter or Space with no focused button."""

    # -- drawing ----------------------------------------------------------------
    def draw_page(self, surface: pygame.Surface, title: str) -> None:
        """The start of a full-screen menu's drawing: the felt and the heading."""
        self._ensure_size(surface)
        draw_backdrop(surface)
        draw_heading(surface, self.ctx.fonts, title, self.size[0] // 2,
                     px(26, self.scale, 16), self.scale)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface, self.ctx.fonts)
        if self.focus is not None and self._focused():
            ring = self.focus.rect.inflate(8, 8)
            pygame.draw.rect(surface, ACCENT, ring, 2, border_radius=max(6, ring.height // 4))


class OverlayScene(MenuScene):
    """A menu drawn over the scene below it, which is dimmed (a dialog, the pause
    menu, the score sheet)."""

    opaque = False

    def draw_frame(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Dim what is below and draw the panel ``rect`` with a gold edge."""
        dim(surface, 150)
        radius = max(8, round(14 * self.scale))
        draw_panel(surface, rect.move(0, 4), alpha=120, colour=(0, 0, 0), radius=radius)
        draw_panel(surface, rect, alpha=250, colour=PANEL, radius=radius)
        pygame.draw.rect(surface, LINE, rect, 2, border_radius=radius)


def noop() -> None:
    """A choice that does nothing more than close its dialog."""


