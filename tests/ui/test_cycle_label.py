"""A table rule's button steps through its values and carries a chevron at its right
end: a long value ("Legfeljebb fele", Hungarian for "Up to half") is fitted left of
the chevron, never drawn under it."""

from __future__ import annotations

import pygame

from game.ui.scenes.menu import Cycle
from game.ui.text import Fonts
from game.ui.widgets import BUTTON_TEXT


def dark_columns(surface: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """The columns of ``rect`` holding a pixel of the label's ink."""
    return [x for x in range(rect.left, rect.right)
            if any(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], BUTTON_TEXT,
                                                  strict=True)) < 60
                   for y in range(rect.top, rect.bottom))]


def test_a_long_value_stays_left_of_the_chevron():
    pygame.init()
    surface = pygame.Surface((200, 40))
    cycle = Cycle("Legfeljebb fele", pygame.Rect(10, 5, 104, 28), lambda: None)
    cycle.draw(surface, Fonts())
    cx, _cy, d = cycle.chevron()
    area = cycle.label_area()
    assert area.left == cycle.rect.left and area.right == cx - d
    ink = dark_columns(surface, cycle.rect)
    assert ink, "the label is drawn"
    assert max(ink) < cx - d, "no letter runs under the chevron"
