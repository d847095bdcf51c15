"""The table's colours and its glow: shared by the renderer and its parts
(:mod:`game.ui.scenes.table_draw`, :mod:`game.ui.scenes.table_draw_games`,
:mod:`game.ui.scenes.table_panel`)."""

from __future__ import annotations

import pygame

Colour = tuple[int, int, int]
"""An RGB colour, each channel 0..255."""

SELECTED: Colour = (255, 204, 0)
FRESH: Colour = (120, 230, 140)
"""The outline of cards that just came into the hand (drawn, from the pile, the foot)."""
HINT: Colour = (110, 200, 255)
GLOW: Colour = (255, 226, 120)
FOCUS: Colour = (255, 255, 255)
FOCUS_EDGE: Colour = (16, 16, 24)
CALLOUT: Colour = (255, 250, 235)
TEAM_COLOURS: tuple[Colour, Colour] = ((90, 170, 255), (255, 150, 60))
"""The sides' colours, the human's side first: blue and orange (told apart with
any colour vision; a word always goes with them)."""


def glow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, strength: float) -> None:
    """A soft rounded glow around ``rect`` (``strength`` 0..1)."""
    for grow, alpha in ((10, 50), (6, 90), (3, 170)):
        box = rect.inflate(grow, grow)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, int(alpha * strength)), layer.get_rect(), 3,
                         border_radius=10)
        surface.blit(layer, box)
