"""Text drawing with the shipped fonts: DejaVu Sans (Latin, Hungarian, the suit
symbols) and Vazirmatn (Persian, under the OFL) for Arabic-script letters.

A line is laid out with the Unicode bidi algorithm (python-bidi): its characters get
embedding levels, runs of one level are put in visual order, and each run is drawn
in the font that has its letters, shaped by SDL_ttf/HarfBuzz (``set_script("Arab")``
and ``DIRECTION_RTL`` for right-to-left runs, so Persian letters join). The paragraph
direction is right to left when the language in use is (``game.i18n.is_rtl``) and the
line holds a right-to-left letter, else that of its first strong letter.
"""

from __future__ import annotations

import re

import pygame
from bidi.algorithm import (
    explicit_embed_and_overrides,
    get_base_level,
    get_embedding_levels,
    get_empty_storage,
    resolve_implicit_levels,
    resolve_neutral_types,
    resolve_weak_types,
)

from game import i18n
from game.assets import asset_path

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")

_RTL_LETTERS = r"\u0590-\u065f\u066a-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufeff"
"""Right-to-left letters (Hebrew, Arabic script), not the Arabic-Indic digits."""
_RTL = re.compile(rf"[{_RTL_LETTERS}]")
_ARABIC_SCRIPT = re.compile(r"[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff"
                            r"\ufe70-\ufeff\u200c\u200d]")
_EITHER_FONT = re.compile(r"[ !-/:-@\[-`{-~\u00a0\u200e\u200f]")
"""Spaces and ASCII punctuation: drawn in the font of the letters around them."""

_FORMAT = "\u200c\u200d\u200e\u200f"
"""Zero-width format characters (joiners, direction marks): drawn as nothing."""

_SUITS_AS_LETTERS = str.maketrans({s: "A" for s in "♠♥♦♣♤♡♢♧"})

_RULE_ID_END = re.compile(r"(?<=\d)(\)[.,;:]?)(?=\s)")
"""The end of a bracketed rule id followed by more text: "(DH-3.3). 8♥"."""

INK = (240, 236, 220)
DIM = (170, 180, 170)
GOLD = (240, 200, 80)
RED = (235, 90, 80)


def showable(text: str) -> str:
    """``text`` with every lone UTF-16 surrogate (from a hand-edited file or an
    undecodable file name) replaced by U+FFFD, which a font can draw."""
    return _LONE_SURROGATE.sub("\ufffd", text)


def has_rtl(text: str) -> bool:
    """True when ``text`` holds a right-to-left letter (Persian, Arabic, Hebrew)."""
    return _RTL.search(text) is not None


def bidi_runs(text: str, rtl_base: bool | None = None) -> list[tuple[str, bool]]:
    """The runs of ``text`` in visual order, left to right, as (logical text, is_rtl):
    the Unicode bidi algorithm (UAX #9, rules P2-I2 by python-bidi, then L2).
    ``rtl_base``: the paragraph direction (None: from the first strong letter)."""
    if not text:
        return [("", False)]
    if not has_rtl(text) and not rtl_base:
        return [(text, False)]
    storage = get_empty_storage()
    base = get_base_level(text) if rtl_base is None else (1 if rtl_base else 0)
    if base == 1:  # a rule id ends its left-to-right run: "(DH-3.3). 8♥" is not one run
        text = _RULE_ID_END.sub("\\1\u200f", text)
    storage["base_level"] = base
    storage["base_dir"] = ("L", "R")[base]
    # a suit symbol belongs to its card's index ("K♣", "10♦"): strong left to right
    get_embedding_levels(text.translate(_SUITS_AS_LETTERS), storage, False, False)
    chars = list(storage["chars"])  # X9 drops format characters (ZWNJ) from the storage
    explicit_embed_and_overrides(storage, False)
    kept = {id(c) for c in storage["chars"]}
    resolve_weak_types(storage, False)
    resolve_neutral_types(storage, False)
    resolve_implicit_levels(storage, False)
    levels: list[int] = []
    for c in chars:  # a dropped character takes the level of the one before it
        levels.append(c["level"] if id(c) in kept or not levels else levels[-1])
    # L1: trailing white space takes the paragraph level
    i = len(text) - 1
    while i >= 0 and text[i].isspace():
        levels[i] = base
        i -= 1
    runs: list[tuple[str, int]] = []
    for ch, level in zip(text, levels, strict=True):
        if runs and runs[-1][1] == level:
            runs[-1] = (runs[-1][0] + ch, level)
        else:
            runs.append((ch, level))
    # L2: from the highest level down to the lowest odd one, reverse every sequence
    # of runs at that level or above
    highest = max(level for _, level in runs)
    lowest_odd = min((level for _, level in runs if level % 2), default=highest + 1)
    for level in range(highest, lowest_odd - 1, -1):
        i = 0
        while i < len(runs):
            if runs[i][1] >= level:
                j = i
                while j < len(runs) and runs[j][1] >= level:
                    j += 1
                runs[i:j] = runs[i:j][::-1]
                i = j
            else:
                i += 1
    return [(run, level % 2 == 1) for run, level in runs]


def _font_pieces(run: str) -> list[tuple[str, bool]]:
    """Split a run into (piece, in Vazirmatn) by the font that has its letters;
    spaces and ASCII punctuation go with the piece before them."""
    pieces: list[tuple[str, bool]] = []
    for ch in run:
        if pieces and (_EITHER_FONT.match(ch) or pieces[-1][1] == bool(
                _ARABIC_SCRIPT.match(ch))):
            pieces[-1] = (pieces[-1][0] + ch, pieces[-1][1])
        else:
            pieces.append((ch, bool(_ARABIC_SCRIPT.match(ch))))
    return pieces


class Fonts:
    """DejaVu Sans and Vazirmatn at any pixel size, regular or bold, cached."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._paths = {(False, False): str(asset_path("fonts", "DejaVuSans.ttf")),
                       (True, False): str(asset_path("fonts", "DejaVuSans-Bold.ttf")),
                       (False, True): str(asset_path("fonts", "Vazirmatn-Regular.ttf")),
                       (True, True): str(asset_path("fonts", "Vazirmatn-Bold.ttf"))}
        self._cache: dict[tuple[int, bool, bool, bool], pygame.font.Font] = {}
        self._images: dict[tuple[str, int, tuple, bool, bool], pygame.Surface] = {}
        self._wraps: dict[tuple[str, int, int, bool, bool], list[str]] = {}

    def get(self, size: int, bold: bool = False, rtl: bool = False,
            persian: bool = False) -> pygame.font.Font:
        """The font at ``size`` pixels (``rtl``: shaped as Arabic script, right to left;
        ``persian``: Vazirmatn rather than DejaVu Sans)."""
        size = max(6, int(size))
        key = (size, bold, rtl, persian)
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(self._paths[bold, persian], size)
            if rtl:
                try:
                    font.set_script("Arab")
                    font.set_direction(pygame.DIRECTION_RTL)
                except (AttributeError, pygame.error):
                    pass
            self._cache[key] = font
        return font

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """The (width, height) in pixels that :meth:`render` gives ``text``."""
        return self.render(text, size, INK, bold).get_size()

    def render(self, text: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
        """``text`` on a transparent surface, laid out by the bidi algorithm (see the
        module's docstring). Cached: do not draw on the result."""
        key = (text, int(size), tuple(colour), bold, i18n.is_rtl())
        image = self._images.get(key)
        if image is None:
            if len(self._images) > 4000:
                self._images.clear()
            image = self._images[key] = self._render(text, size, colour, bold)
        return image

    def _render(self, text: str, size: int, colour, bold: bool) -> pygame.Surface:
        text = showable(text)
        rtl_base = True if i18n.is_rtl() and (has_rtl(text) or text.startswith(RLM)) else None
        runs = bidi_runs(text, rtl_base)
        if len(runs) == 1 and not runs[0][1] and not _ARABIC_SCRIPT.search(text):
            return self.get(size, bold).render(text, True, colour)
        parts: list[tuple[pygame.Surface, pygame.font.Font]] = []
        for run, rtl in runs:
            pieces = _font_pieces(run)
            if rtl:
                pieces.reverse()
            for piece, persian in pieces:
                font = self.get(size, bold, rtl, persian)
                if not piece.strip(_FORMAT):  # a direction mark alone: nothing to draw
                    continue
                parts.append((font.render(piece, True, colour), font))
        if not parts:
            return self.get(size, bold).render(" ", True, colour)
        ascent = max(font.get_ascent() for _, font in parts)
        height = max(ascent - font.get_ascent() + image.get_height() for image, font in parts)
        width = sum(image.get_width() for image, _ in parts)
        surface = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        x = 0
        for image, font in parts:
            surface.blit(image, (x, ascent - font.get_ascent()))
            x += image.get_width()
        return surface

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines that fit ``width`` pixels (cached)."""
        key = (text, int(size), int(width), bold, i18n.is_rtl())
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 4000:
                self._wraps.clear()
            lines = self._wraps[key] = self._wrap(text, size, width, bold)
        return lines

    def _wrap(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        lines: list[str] = []
        for paragraph in showable(text).split("\n"):
            units = _units(paragraph)
            if len(units) > _BALANCED_UNITS:
                paragraph_lines = self._greedy(units, size, width, bold)
            else:
                paragraph_lines = self._fewest_bad(units, size, width, bold)
            if i18n.is_rtl() and has_rtl(paragraph):
                # a line of the paragraph without a Persian letter of its own (a rule
                # id alone: "(CL-6.1).") is still laid out right to left, its full
                # stop on the left as in the whole sentence
                paragraph_lines = [line if has_rtl(line) or not line else RLM + line
                                   for line in paragraph_lines]
            lines.extend(paragraph_lines)
        return lines

    def _greedy(self, units: list[str], size: int, width: int, bold: bool) -> list[str]:
        """As many words on each line as fit ``width`` pixels."""
        lines: list[str] = []
        line = ""
        for word in units:
            trial = f"{line} {word}" if line else word
            if self.size(trial, size, bold)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
        return lines

    def _fewest_bad(self, units: list[str], size: int, width: int, bold: bool) -> list[str]:
        """The words on as few lines as greedy filling needs, with no line holding
        a lone short word or number (:func:`_lonely`) where another split of the
        same number of lines avoids it, the lines but the last as full as can be
        (a dynamic program over the break points)."""
        n = len(units)
        if n <= 1:
            return [" ".join(units)]
        # a line's width as its words' widths and the spaces between (measured once
        # each); the lines chosen are measured whole at the end
        widths = [self.size(unit, size, bold)[0] for unit in units]
        space = self.size("a a", size, bold)[0] - self.size("aa", size, bold)[0]
        inf = float("inf")
        # best[i]: (lines, lonely lines, slack cost) of units[i:], and the next break
        best: list[tuple[tuple[float, float, float], int]] = [((inf, inf, inf), n)] * (n + 1)
        best[n] = ((0, 0, 0), n)
        for i in range(n - 1, -1, -1):
            w = -space
            for j in range(i + 1, n + 1):
                w += widths[j - 1] + space
                if w > width and j > i + 1:
                    break
                rest, _next = best[j]
                lonely = 1 if j == i + 1 and _lonely(units[i]) else 0
                slack = 0 if j == n else max(0, width - w) ** 2
                cost = (rest[0] + 1, rest[1] + lonely, rest[2] + slack)
                if cost < best[i][0]:
                    best[i] = (cost, j)
        lines: list[str] = []
        i = 0
        while i < n:
            j = best[i][1]
            lines.append(" ".join(units[i:j]))
            i = j
        if any(len(line.split(" ")) > 1 and self.size(line, size, bold)[0] > width
               for line in lines):  # the sum of the parts misjudged a line (shaping)
            return self._greedy(units, size, width, bold)
        return lines


RLM = "\u200f"
"""The right-to-left mark: put before a wrapped line of a right-to-left paragraph
that has no right-to-left letter, so that it is laid out right to left."""

_SEPARATORS = frozenset("\u00b7\u2022|\u2013\u2014")
"""Words that only separate others ("·", "•", "|", dashes): kept with the next word."""

_BALANCED_UNITS = 200
"""Paragraphs of more words are wrapped greedily (the search weighs every pair of
break points on a line)."""

_NUMBER = re.compile(r"^[\W\d_]*\d[\W\d_]*$")


def _units(paragraph: str) -> list[str]:
    """The words of ``paragraph`` (split at spaces), a separator joined to the word
    after it so that no line ends with a "·" or holds it alone."""
    units: list[str] = []
    glue = False
    for word in paragraph.split(" "):
        if glue and units:
            units[-1] = f"{units[-1]} {word}"
        else:
            units.append(word)
        glue = word in _SEPARATORS
    return units


def _lonely(unit: str) -> bool:
    """True for a word that should not stand alone on a wrapped line: a number
    ("40", "12,"), a separator, or a short word of at most three letters ("the")."""
    letters = [c for c in unit if c.isalpha()]
    return bool(_NUMBER.match(unit)) or unit in _SEPARATORS or len(letters) <= 3


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


def blit_start(surface: pygame.Surface, fonts: Fonts, text: str, left: float, right: float,
               y: float, size: int, colour=INK, bold: bool = False, vertical: str = "top",
               shadow: bool = False) -> pygame.Rect:
    """Draw a line of a text panel at its start: against ``left`` in a left-to-right
    language, against ``right`` in a right-to-left one. ``vertical``: "top", "mid"
    or "bottom", what ``y`` is."""
    if i18n.is_rtl():
        return blit_text(surface, fonts, text, (right, y), size, colour, bold,
                         f"{vertical}right", shadow)
    return blit_text(surface, fonts, text, (left, y), size, colour, bold,
                     f"{vertical}left", shadow)

