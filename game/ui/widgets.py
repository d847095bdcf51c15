"""Small drawn widgets: buttons and panels, in the table's colours."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.text import INK, Fonts

FELT = (22, 92, 58)
FELT_DARK = (14, 66, 42)
PANEL = (10, 36, 26)
BUTTON = (236, 226, 196)
BUTTON_HOVER = (255, 242, 205)
BUTTON_TEXT = (40, 30, 20)
DISABLED = (120, 128, 118)
ACCENT = (240, 200, 80)


@dataclass
class Button:
    """A clickable rounded button; ``action`` runs on a left click inside it."""

    label: str
    rect: pygame.Rect
    action: Callable[[], None]
    enabled: bool = True
    hover: bool = False
    hotkey: str = ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event clicked this button (and its action ran)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled
              and self.rect.collidepoint(event.pos)):
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        colour = BUTTON_HOVER if self.hover and self.enabled else BUTTON
        if not self.enabled:
            colour = DISABLED
        radius = max(4, self.rect.height // 4)
        shadow = self.rect.move(0, 2)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.rect(surface, colour, self.rect, border_radius=radius)
        area = self.label_area()
        size = label_size(fonts, self.label, label_px(self.rect.height),
                          area.width - max(8, self.rect.height // 3))
        image = fonts.render(self.label, size, BUTTON_TEXT, bold=True)
        surface.blit(image, image.get_rect(center=area.center))

    def label_area(self) -> pygame.Rect:
        """Where the label is centred and fitted (pixels): the whole button."""
        return self.rect


def label_px(height: int) -> int:
    """The font size (pixels) of a button's label for a button ``height`` pixels high."""
    return max(11, int(height * 0.42))


def label_size(fonts: Fonts, label: str, size: int, room: int, least: int | None = None,
               bold: bool = True) -> int:
    """The font size (pixels) for a ``label``: ``size``, or smaller (down to ``least``,
    by default three quarters of it) until the label fits ``room`` pixels; a longer
    label (a translation) is then cut by the caller or overflows a little."""
    least = max(9, round(size * 0.75)) if least is None else least
    while size > least and fonts.size(label, size, bold)[0] > room:
        size -= 1
    return size


_PANELS: dict[tuple, pygame.Surface] = {}


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 200,
               colour: tuple[int, int, int] = PANEL, radius: int = 10) -> None:
    """A translucent rounded panel (cached per size and colour)."""
    rect = pygame.Rect(rect)
    key = (rect.size, alpha, tuple(colour), radius)
    panel = _PANELS.get(key)
    if panel is None:
        if len(_PANELS) > 500:
            _PANELS.clear()
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*colour, alpha), panel.get_rect(), border_radius=radius)
        _PANELS[key] = panel
    surface.blit(panel, rect)


def draw_felt(surface: pygame.Surface) -> None:
    """The green table cloth with a soft vignette."""
    surface.fill(FELT)
    w, h = surface.get_size()
    border = max(8, min(w, h) // 60)
    pygame.draw.rect(surface, FELT_DARK, surface.get_rect(), border)


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken everything drawn so far (under a dialog)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def text_colour() -> tuple[int, int, int]:
    return INK
