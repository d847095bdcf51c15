"""Card faces and backs drawn at any size (pygame-ce, no image files).

Each card is drawn at three times its size and scaled down smoothly, so edges,
pips and letters stay crisp at 40 px as at 200 px. Surfaces are cached per
(card kind, width, highlight): the two queens of hearts share one picture.

Drawing needs no display; a surface is converted for fast blitting only if a
display surface exists when it is made.

The four-colour deck (a setting) gives clubs and diamonds their own colours,
chosen to stay apart for protanopes and deuteranopes as well: clubs bluish
green, diamonds blue, hearts red, spades black. Threes never rely on colour: a
red three carries a gold disc with a star under its index, a black three (a
stop card) a grey octagon with a bar, in both decks.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pygame
import pygame.freetype

from game.assets import asset_path
from game.rules.cards import ACE, JACK, JOKER, KING, QUEEN, SUIT_SYMBOLS, Card

CARD_RATIO = 1.4
"""Card height / width (a poker-size card is 63 x 88 mm)."""

SUPERSAMPLE = 3
"""Cards are drawn this many times larger, then scaled down (anti-aliasing)."""

PAPER = (252, 251, 246)
EDGE = (96, 96, 96)
RED = (196, 22, 38)
BLACK = (24, 24, 30)
GOLD = (214, 165, 40)
CLUBS_GREEN = (0, 145, 105)
DIAMONDS_BLUE = (20, 80, 190)
FOUR_COLOURS = {"S": BLACK, "H": RED, "D": DIAMONDS_BLUE, "C": CLUBS_GREEN}
"""The four-colour deck, by suit letter. Simulated for protanopia and deuteranopia
(Machado 2009), every two suits stay more than 24 CIELAB units apart; clubs are
4:1 and diamonds 7:1 in contrast against the paper."""
STOP_GREY = (70, 70, 78)
BACK_RED = (128, 18, 32)
BACK_LINE = (178, 58, 66)
HIGHLIGHT = (255, 204, 0)
"""The default highlight outline (selected or playable cards)."""

_COURT_TINT = {True: (252, 232, 226), False: (228, 234, 246)}  # by is_red
_COURT_GLYPH = {JACK: "♞", QUEEN: "♛", KING: "♚"}
_RANK_TEXT = {JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"}

# Pip centres for 2..10 as (column, row): column 0 left, 1 middle, 2 right;
# row 0.0 top to 1.0 bottom of the pip area. Pips below the middle are upside down.
_L, _M, _R = 0, 1, 2
_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((_M, 0), (_M, 1)),
    3: ((_M, 0), (_M, 0.5), (_M, 1)),
    4: ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    5: ((_L, 0), (_R, 0), (_M, 0.5), (_L, 1), (_R, 1)),
    6: ((_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    7: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    8: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1), (_R, 1)),
    9: ((_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3),
        (_L, 1), (_R, 1)),
    10: ((_L, 0), (_R, 0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3),
         (_M, 5 / 6), (_L, 1), (_R, 1)),
}

SMALL_WIDTH = 60
"""Below this width (px) number cards show one large suit symbol instead of pips."""
TINY_WIDTH = 40
"""Below this width (px) the index grows to a fifth of the card's height (rank) and
the suit symbol in the middle shrinks: a card in a crowded meld zone stays legible."""


def index_height(width: float) -> float:
    """The height (px) of the rank's ink in the index of a card ``width`` px wide."""
    height = width * 1.4
    if width < TINY_WIDTH:
        return height * 0.20
    return height * (0.15 if width < SMALL_WIDTH else 0.10)

Colour = tuple[int, int, int]


def card_size(width: int) -> tuple[int, int]:
    """The (width, height) in pixels of a card ``width`` pixels wide."""
    return (width, round(width * CARD_RATIO))


def sideways(surface: pygame.Surface, clockwise: bool = False) -> pygame.Surface:
    """The surface turned a quarter turn (a card laid across the discard pile)."""
    return pygame.transform.rotate(surface, -90 if clockwise else 90)


class CardRenderer:
    """Draws and caches card faces and backs.

    ``font_path`` is the regular face, ``bold_font_path`` the bold one used for
    indices and court letters; both default to the shipped DejaVu Sans.
    ``four_colour`` draws the four-colour deck (see :attr:`four_colour`).
    """

    def __init__(self, font_path: str | Path | None = None,
                 bold_font_path: str | Path | None = None, four_colour: bool = False) -> None:
        self._four_colour = bool(four_colour)
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        regular = font_path or asset_path("fonts", "DejaVuSans.ttf")
        bold = bold_font_path or asset_path("fonts", "DejaVuSans-Bold.ttf")
        self._fonts = {False: pygame.freetype.Font(str(regular)),
                       True: pygame.freetype.Font(str(bold))}
        for font in self._fonts.values():
            font.antialiased = True
            font.kerning = True
        self._cache: dict[tuple[str, int, tuple[int, ...] | None], pygame.Surface] = {}
        self._ink_ratio: dict[tuple[str, bool], float] = {}

    # -- public -------------------------------------------------------------

    @property
    def four_colour(self) -> bool:
        """True when clubs and diamonds have their own colours; setting it to a
        new value forgets every cached face."""
        return self._four_colour

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        if bool(on) != self._four_colour:
            self._four_colour = bool(on)
            self.clear()

    def use_settings(self, settings: object) -> None:
        """Follow the player's settings (``four_colour``; absent means off)."""
        self.four_colour = bool(getattr(settings, "four_colour", False))

    def suit_colour(self, card: Card) -> Colour:
        """The ink of ``card``'s index and pips in the current deck."""
        if self._four_colour:
            return FOUR_COLOURS.get(card.suit, BLACK)
        return RED if card.is_red else BLACK

    def face(self, card: Card, width: int, highlight: Colour | None = None) -> pygame.Surface:
        """The face of ``card``, ``width`` px wide and ``round(width * 1.4)`` high,
        outlined in ``highlight`` if given. Cached; do not draw on the result."""
        return self._cached(card.kind, width, highlight, lambda w, h: self._draw_face(card, w, h))

    def back(self, width: int, highlight: Colour | None = None) -> pygame.Surface:
        """The back of a card, ``width`` px wide. Cached; do not draw on the result."""
        return self._cached("back", width, highlight, self._draw_back)

    def slot(self, width: int, colour: Colour = (255, 255, 255)) -> pygame.Surface:
        """A faint card-sized outline marking an empty place (empty stock, a
        new-meld target), ``width`` px wide. Cached."""
        return self._cached(f"slot{colour}", width, None,
                            lambda w, h: _draw_slot(w, h, colour), opaque=False)

    def size(self, width: int) -> tuple[int, int]:
        """The (width, height) of a card drawn ``width`` px wide."""
        return card_size(width)

    def clear(self) -> None:
        """Forget every cached surface (after the display mode changes, say)."""
        self._cache.clear()

    # -- drawing ------------------------------------------------------------

    def _cached(self, key: str, width: int, highlight: Colour | None,
                draw: Callable[[int, int], pygame.Surface], opaque: bool = True) -> pygame.Surface:
        width = int(width)
        if width < 8:
            raise ValueError(f"a card cannot be drawn {width} px wide (8 px at least)")
        cache_key = (key, width, tuple(highlight) if highlight else None)
        surface = self._cache.get(cache_key)
        if surface is None:
            w, h = card_size(width)
            big = draw(w * SUPERSAMPLE, h * SUPERSAMPLE)
            if highlight:
                _outline(big, highlight, max(2, round(w / 22)) * SUPERSAMPLE)
            surface = pygame.transform.smoothscale(big, (w, h))
            if opaque:
                _make_opaque_inside(surface)
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._cache[cache_key] = surface
        return surface

    def _text(self, text: str, height: float, colour: Colour, bold: bool = True,
              max_width: float | None = None) -> pygame.Surface:
        """``text`` rendered so its ink is ``height`` px high (tight surface),
        squeezed horizontally to ``max_width`` if wider."""
        font = self._fonts[bold]
        ratio = self._ink_ratio.get((text, bold))
        if ratio is None:
            ratio = font.get_rect(text, size=200).height / 200
            self._ink_ratio[(text, bold)] = ratio
        surface, _ = font.render(text, colour, size=max(1.0, height / ratio))
        if max_width is not None and surface.get_width() > max_width:
            surface = pygame.transform.smoothscale(
                surface, (max(1, round(max_width)), surface.get_height()))
        return surface

    def _draw_face(self, card: Card, w: int, h: int) -> pygame.Surface:
        surface = _blank(w, h)
        colour = self.suit_colour(card)
        small = w < SMALL_WIDTH * SUPERSAMPLE
        tiny = w < TINY_WIDTH * SUPERSAMPLE
        if card.rank == JOKER:
            self._draw_joker(surface, w, h, small)
            return surface
        suit = SUIT_SYMBOLS[card.suit]
        badge = "red three" if card.is_red_three else "black three" if card.rank == 3 else None
        self._draw_index(surface, w, h, _RANK_TEXT.get(card.rank, str(card.rank)), suit,
                         colour, small, badge, tiny)
        if tiny:  # the index is the card: one small suit symbol low in the middle
            _blit_centred(surface, self._text(suit, h * 0.18, colour), (w * 0.62, h * 0.66))
        elif card.rank in (JACK, QUEEN, KING):
            self._draw_court(surface, w, h, card, suit, colour, small)
        elif small or card.rank == ACE:
            _blit_centred(surface, self._text(suit, h * 0.30, colour), (w / 2, h / 2))
        else:
            self._draw_pips(surface, w, h, card.rank, suit, colour)
        return surface

    def _draw_index(self, surface: pygame.Surface, w: int, h: int, rank: str, suit: str,
                    colour: Colour, small: bool, badge: str | None = None,
                    tiny: bool = False) -> None:
        """Rank over suit at the top-left corner, and turned round at the bottom-right
        (a ``tiny`` card: larger, at the top-left only); a three's ``badge`` ("red
        three", "black three") under the suit."""
        rank_h = h * (0.20 if tiny else 0.15 if small else 0.10)
        suit_h = h * (0.15 if tiny else 0.12 if small else 0.075)
        column = w * (0.42 if tiny else 0.30 if small else 0.18)
        rank_img = self._text(rank, rank_h, colour, max_width=column * 0.92)
        suit_img = self._text(suit, suit_h, colour)
        gap = h * 0.025
        radius = column * 0.40
        extra = gap + 2 * radius if badge else 0
        block = pygame.Surface((round(column), round(rank_h + gap + suit_h + extra) + 2),
                               pygame.SRCALPHA)
        cx = column / 2
        block.blit(rank_img, (round(cx - rank_img.get_width() / 2), 0))
        block.blit(suit_img, (round(cx - suit_img.get_width() / 2), round(rank_h + gap)))
        if badge:
            centre = (cx, rank_h + gap + suit_h + gap + radius)
            self._draw_badge(block, badge, centre, radius)
        left, top = w * (0.035 if small else 0.02), h * 0.04
        surface.blit(block, (round(left), round(top)))
        if tiny:
            return
        turned = pygame.transform.rotate(block, 180)
        surface.blit(turned, (round(w - left - turned.get_width()),
                              round(h - top - turned.get_height())))

    def _draw_badge(self, surface: pygame.Surface, badge: str, centre: tuple[float, float],
                    radius: float) -> None:
        """A red three's gold disc with a star, or a black three's octagon with a bar
        (a stop card): told apart by shape, not only by colour."""
        edge = max(SUPERSAMPLE, round(radius * 0.14))
        if badge == "red three":
            pygame.draw.circle(surface, GOLD, centre, radius)
            pygame.draw.circle(surface, (120, 84, 20), centre, radius, width=edge)
            _blit_centred(surface, self._text("★", radius * 1.15, (255, 250, 235), bold=False),
                          centre)
            return
        corners = [(centre[0] + radius * math.cos(math.radians(22.5 + 45 * i)),
                    centre[1] + radius * math.sin(math.radians(22.5 + 45 * i))) for i in range(8)]
        pygame.draw.polygon(surface, STOP_GREY, corners)
        bar = pygame.Rect(0, 0, round(radius * 1.2), max(SUPERSAMPLE, round(radius * 0.36)))
        bar.center = (round(centre[0]), round(centre[1]))
        pygame.draw.rect(surface, PAPER, bar)

    def _draw_pips(self, surface: pygame.Surface, w: int, h: int, rank: int, suit: str,
                   colour: Colour) -> None:
        pip = self._text(suit, h * 0.115, colour)
        pip_down = pygame.transform.rotate(pip, 180)
        columns = (w * 0.335, w * 0.5, w * 0.665)
        top, bottom = h * 0.19, h * 0.81
        for col, row in _PIPS[rank]:
            y = top + (bottom - top) * row
            image = pip_down if row > 0.5 else pip
            _blit_centred(surface, image, (columns[col], y))

    def _draw_court(self, surface: pygame.Surface, w: int, h: int, card: Card, suit: str,
                    colour: Colour, small: bool) -> None:
        """A framed, double-headed centre: chess figure, letter and suit. Small cards
        get a round medallion with the letter, which clears both indices."""
        line = max(SUPERSAMPLE, round(w * 0.012))
        letter = _RANK_TEXT[card.rank]
        if small:
            centre, radius = (w / 2, h / 2), w * 0.29
            pygame.draw.circle(surface, _COURT_TINT[card.is_red], centre, radius)
            pygame.draw.circle(surface, GOLD, centre, radius, width=line * 2)
            _blit_centred(surface, self._text(letter, h * 0.2, colour), centre)
            return
        frame = pygame.Rect(0, 0, round(w * 0.58), round(h * 0.74))
        frame.center = (round(w / 2), round(h / 2))
        pygame.draw.rect(surface, _COURT_TINT[card.is_red], frame, border_radius=line * 2)
        pygame.draw.rect(surface, GOLD, frame, width=line * 2, border_radius=line * 2)
        pygame.draw.rect(surface, colour, frame.inflate(-line * 5, -line * 5), width=line)
        half = pygame.Surface((frame.width, frame.height // 2), pygame.SRCALPHA)
        hw, hh = half.get_size()
        figure = self._text(_COURT_GLYPH[card.rank], hh * 0.56, colour, bold=False)
        _blit_centred(half, figure, (hw * 0.40, hh * 0.50))
        _blit_centred(half, self._text(letter, hh * 0.30, colour), (hw * 0.76, hh * 0.30))
        _blit_centred(half, self._text(suit, hh * 0.22, colour), (hw * 0.76, hh * 0.66))
        surface.blit(half, frame.topleft)
        surface.blit(pygame.transform.rotate(half, 180), (frame.x, frame.centery))
        pygame.draw.line(surface, GOLD, (frame.x + line * 4, frame.centery),
                         (frame.right - line * 4, frame.centery), line)

    def _draw_joker(self, surface: pygame.Surface, w: int, h: int, small: bool) -> None:
        """A star over JOKER in the corners (a star alone when small, so a joker
        never reads as a jack), and a gold medallion with a red star."""
        purple, blue = (110, 30, 140), (30, 70, 160)
        star_h = h * (0.15 if small else 0.10)
        letter_h = h * 0.05
        step = letter_h * 1.4
        letters = "" if small else "JOKER"
        column = pygame.Surface((round(w * (0.30 if small else 0.18)),
                                 round(star_h + h * 0.03 + step * len(letters))),
                                pygame.SRCALPHA)
        cx = column.get_width() / 2
        star = self._text("★", star_h, RED, bold=False)
        column.blit(star, (round(cx - star.get_width() / 2), 0))
        y = star_h + h * 0.03
        for i, ch in enumerate(letters):
            img = self._text(ch, letter_h, purple if i % 2 == 0 else blue)
            column.blit(img, (round(cx - img.get_width() / 2), round(y)))
            y += step
        left, top = w * (0.035 if small else 0.02), h * 0.04
        surface.blit(column, (round(left), round(top)))
        turned = pygame.transform.rotate(column, 180)
        surface.blit(turned, (round(w - left - turned.get_width()),
                              round(h - top - turned.get_height())))
        centre = (w * 0.5, h * 0.5)
        radius = w * (0.29 if small else 0.28)
        pygame.draw.circle(surface, (250, 236, 190), centre, radius)
        pygame.draw.circle(surface, GOLD, centre, radius, width=max(SUPERSAMPLE, round(w * 0.02)))
        _blit_centred(surface, self._text("★", radius * 1.5, RED, bold=False), centre)
        _blit_centred(surface, self._text("★", radius * 0.75, GOLD, bold=False),
                      (centre[0], centre[1] + radius * 0.05))
        if not small:
            for dx, dy, c in ((0.32, -0.36, blue), (-0.32, 0.36, blue)):
                star = self._text("★", h * 0.07, c, bold=False)
                _blit_centred(surface, star, (w * (0.5 + dx), h * (0.5 + dy)))

    def _draw_back(self, w: int, h: int) -> pygame.Surface:
        surface = _blank(w, h)
        inner = pygame.Rect(0, 0, w, h).inflate(-round(w * 0.14), -round(w * 0.14))
        radius = round(w * 0.04)
        panel = pygame.Surface(inner.size, pygame.SRCALPHA)
        panel.fill(BACK_RED)
        step = max(4, round(w / 9))
        thick = max(SUPERSAMPLE, round(w * 0.012))
        pw, ph = inner.size
        for k in range(-ph, pw + ph, step):
            pygame.draw.line(panel, BACK_LINE, (k, 0), (k + ph, ph), thick)
            pygame.draw.line(panel, BACK_LINE, (k, ph), (k + ph, 0), thick)
        mid = (pw / 2, ph / 2)
        rx, ry = pw * 0.22, ph * 0.16
        diamond = [(mid[0], mid[1] - ry), (mid[0] + rx, mid[1]), (mid[0], mid[1] + ry),
                   (mid[0] - rx, mid[1])]
        pygame.draw.polygon(panel, BACK_RED, diamond)
        pygame.draw.polygon(panel, GOLD, diamond, thick * 2)
        small = [(x + (mid[0] - x) * 0.45, y + (mid[1] - y) * 0.45) for x, y in diamond]
        pygame.draw.polygon(panel, GOLD, small)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(panel, inner.topleft)
        pygame.draw.rect(surface, GOLD, inner, width=thick, border_radius=radius)
        return surface


def _blank(w: int, h: int) -> pygame.Surface:
    """A white rounded card with a thin grey edge, at supersampled size."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.075)
    edge = SUPERSAMPLE
    pygame.draw.rect(surface, EDGE, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, PAPER, surface.get_rect().inflate(-2 * edge, -2 * edge),
                     border_radius=radius - edge)
    return surface


def _make_opaque_inside(surface: pygame.Surface) -> None:
    """Undo smoothscale's rounding (alpha 253 inside): a card is opaque except
    at its anti-aliased rounded edge."""
    w, h = surface.get_size()
    solid = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(solid, (0, 0, 0, 255), solid.get_rect().inflate(-2, -2),
                     border_radius=max(0, round(w * 0.075) - 1))
    surface.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)


def _outline(surface: pygame.Surface, colour: Colour, thickness: int) -> None:
    radius = round(surface.get_width() * 0.075)
    pygame.draw.rect(surface, colour, surface.get_rect(), width=thickness, border_radius=radius)


def _draw_slot(w: int, h: int, colour: Colour) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.075)
    pygame.draw.rect(surface, (*colour, 40), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, (*colour, 150), surface.get_rect(), width=2 * SUPERSAMPLE,
                     border_radius=radius)
    return surface


def _blit_centred(target: pygame.Surface, image: pygame.Surface,
                  centre: tuple[float, float]) -> None:
    target.blit(image, (round(centre[0] - image.get_width() / 2),
                        round(centre[1] - image.get_height() / 2)))
