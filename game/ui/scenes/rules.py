"""The rules screen: a scrollable guide to each game, with a tab per game."""

from __future__ import annotations

import functools

import pygame

from game import i18n
from game.i18n import _, digits, prose_digits
from game.ui.rules_text import GUIDES, Bullets, Guide, Table, guide
from game.ui.scene import Context
from game.ui.scenes.menu import (
    LINE,
    MenuScene,
    draw_backdrop,
    draw_heading,
    game_tabs,
    px,
)
from game.ui.text import DIM, GOLD, INK, Fonts
from game.ui.widgets import Button, draw_panel

PANEL_ON_FELT = (13, 50, 34)
"""The colour of the text panel over the felt (for the fading edges)."""

_Item = tuple[pygame.Surface, int, int]  # image, x offset, y offset in the content


class RulesScene(MenuScene):
    """The rules of ``game_id`` (a tab switches to the other games). The mouse
    wheel, the arrow keys, Page Up/Down, Home/End and the scroll bar scroll;
    Left/Right switch games; Esc or Back closes."""

    def __init__(self, ctx: Context, game_id: str = "classic") -> None:
        super().__init__(ctx)
        self.game_id = guide(game_id).game_id
        self.scroll = 0
        self.content_height = 0
        self.view = pygame.Rect(0, 0, 0, 0)
        self.items: list[_Item] = []
        self.dragging: int | None = None  # mouse y offset into the thumb while dragging

    # -- scrolling --------------------------------------------------------------
    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.view.height)

    def scroll_by(self, dy: int) -> None:
        """Scroll ``dy`` pixels (positive: further down the text)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + int(dy)))

    def show(self, game_id: str) -> None:
        """Switch to the rules of ``game_id`` (from the top)."""
        self.game_id = guide(game_id).game_id
        self.scroll = 0
        self.relayout()

    def on_wheel(self, dy: int) -> None:
        self.scroll_by(-dy * px(60, self.scale, 30))

    def on_key(self, event: pygame.event.Event) -> bool:
        line = px(40, self.scale, 24)
        page = max(line, self.view.height - line)
        steps = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: page,
                 pygame.K_PAGEUP: -page, pygame.K_SPACE: page,
                 pygame.K_HOME: -self.content_height, pygame.K_END: self.content_height}
        if event.key in steps:
            self.scroll_by(steps[event.key])
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            ids = list(GUIDES)
            step = 1 if (event.key == pygame.K_RIGHT) != i18n.is_rtl() else -1
            self.show(ids[(ids.index(self.game_id) + step) % len(ids)])
            return True
        return super().on_key(event)

    def on_mouse(self, event: pygame.event.Event) -> bool:
        track, thumb = self._scrollbar()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.max_scroll:
            if thumb.collidepoint(event.pos):
                self.dragging = event.pos[1] - thumb.top
                return True
            if track.inflate(8, 0).collidepoint(event.pos):
                self.scroll_by(self.view.height if event.pos[1] > thumb.bottom
                               else -self.view.height)
                return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging is not None:
            self.dragging = None
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            room = track.height - thumb.height
            if room > 0:
                top = event.pos[1] - self.dragging - track.top
                self.scroll = max(0, min(self.max_scroll, round(top / room * self.max_scroll)))
            return True
        return super().on_mouse(event)

    def _scrollbar(self) -> tuple[pygame.Rect, pygame.Rect]:
        width = max(6, round(8 * self.scale))
        track = pygame.Rect(self.view.right + px(10, self.scale, 6), self.view.top, width,
                            self.view.height)
        if not self.content_height or not self.max_scroll:
            return track, pygame.Rect(track.left, track.top, width, track.height)
        height = max(px(40, self.scale, 24),
                     track.height * self.view.height // self.content_height)
        top = track.top + (track.height - height) * self.scroll // self.max_scroll
        return track, pygame.Rect(track.left, top, width, height)

    # -- layout -----------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        self.buttons = []
        tab_h, top = px(40, s, 30), px(100, s, 74)
        ids = list(GUIDES)
        self.buttons.extend(game_tabs(self.ctx.fonts, ids, [_(GUIDES[g].name) for g in ids],
                                      self.game_id, self.show, w, top, s))
        bw, bh = px(200, s, 150), px(46, s, 34)
        back = pygame.Rect(0, 0, bw, bh)
        back.midbottom = (w // 2, h - px(26, s, 16))
        self.buttons.append(Button(_("Back"), back, lambda: self.app.pop(self)))
        width = min(px(900, s), w - 2 * px(70, s, 50))
        view_top = top + tab_h + px(34, s, 22)
        self.view = pygame.Rect((w - width) // 2, view_top, width,
                                back.top - px(40, s, 26) - view_top)
        self.items, self.content_height = layout_guide(self.ctx.fonts, guide(self.game_id),
                                                       width, s)
        self.scroll = min(self.scroll, self.max_scroll)

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_size(surface)
        w, _h = self.size
        s = self.scale
        draw_backdrop(surface)
        draw_heading(surface, self.ctx.fonts, _("Rules"), w // 2, px(22, s, 14), s)
        pad = px(20, s, 12)
        draw_panel(surface, self.view.inflate(2 * pad, 2 * pad), alpha=150,
                   radius=max(6, round(12 * s)))
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(0, pad).clip(surface.get_rect()))
        for image, x, y in self.items:
            top = self.view.top + y - self.scroll
            if top + image.get_height() < self.view.top - pad or top > self.view.bottom + pad:
                continue
            surface.blit(image, (self.view.left + x, top))
        surface.set_clip(clip)
        fade = _fade(self.view.width + 2 * pad, pad)
        surface.blit(fade, (self.view.left - pad, self.view.top - pad // 2))
        surface.blit(pygame.transform.flip(fade, False, True),
                     (self.view.left - pad, self.view.bottom - pad // 2))
        if self.max_scroll:
            track, thumb = self._scrollbar()
            radius = track.width // 2
            pygame.draw.rect(surface, (8, 40, 26), track, border_radius=radius)
            pygame.draw.rect(surface, LINE, thumb, border_radius=radius)
        self.draw_buttons(surface)


@functools.lru_cache(maxsize=4)
def _fade(width: int, height: int) -> pygame.Surface:
    """A strip fading from the panel's colour to transparent (top edge of the text)."""
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = round(255 * (1 - y / height) ** 1.5)
        pygame.draw.line(strip, (*PANEL_ON_FELT, alpha), (0, y), (width, y))
    return strip


def layout_guide(fonts: Fonts, g: Guide, width: int, scale: float) -> tuple[list[_Item], int]:
    """Render ``g`` for a column ``width`` pixels wide: (image, x, y) items and the
    total height in pixels. Every text is looked up in the catalog; in a
    right-to-left language the column is mirrored (bullets and first columns at
    the right)."""
    s = scale
    body, small, title = px(18, s, 14), px(16, s, 13), px(25, s, 18)
    para_gap = px(10, s, 6)
    items: list[_Item] = []
    y = 0

    def text(t: str, x: int, size: int, colour=INK, bold: bool = False) -> None:
        nonlocal y
        items.append((fonts.render(t, size, colour, bold), x, y))

    def wrapped(t: str, x: int, size: int, colour=INK, bold: bool = False) -> None:
        nonlocal y
        for line in fonts.wrap(t, size, width - x):
            text(line, x, size, colour, bold)
            y += round(fonts.get(size, bold).get_linesize() * 1.12)

    wrapped(prose_digits(_(g.summary)), 0, body, DIM)
    y += para_gap
    for section in g.sections:
        y += px(16, s, 10)
        heading = fonts.render(_(section.title), title, GOLD, True)
        items.append((heading, 0, y))
        below = 0
        if section.rules:
            ids = fonts.render(", ".join(section.rules), small, DIM)
            beside = heading.get_width() + px(10, s, 6)
            if beside + ids.get_width() <= width:
                items.append((ids, beside, y + heading.get_height() - ids.get_height()
                              - px(3, s, 2)))
            else:  # a long title: its rule ids on a line of their own under it
                below = fonts.get(small).get_linesize()
                items.append((ids, 0, y + fonts.get(title, True).get_linesize()))
        y += fonts.get(title, True).get_linesize() + below + px(2, s, 1)
        rule = pygame.Surface((width, max(1, round(s))), pygame.SRCALPHA)
        rule.fill((*LINE, 150))
        items.append((rule, 0, y))
        y += px(10, s, 6)
        for block in section.blocks:
            if isinstance(block, str):
                wrapped(prose_digits(_(block)), 0, body)
            elif isinstance(block, Bullets):
                indent = px(26, s, 18)
                for item in block.items:
                    items.append((fonts.render("\u2022", body, GOLD, True), px(8, s, 5), y))
                    wrapped(prose_digits(_(item)), indent, body)
                    y += px(3, s, 2)
            elif isinstance(block, Table):
                y = _table(fonts, block, items, y + px(4, s, 2), width, s, body, small)
                y += px(4, s, 2)
            y += para_gap
    if i18n.is_rtl():
        items = [(image, width - x - image.get_width(), iy) for image, x, iy in items]
    return items, y + px(10, s, 6)


def cell_text(cell: str) -> str:
    """A table cell as the player reads it: words from the catalog, numbers
    ("+500", "\u2212100") in the player's digits."""
    if any(ch.isalpha() for ch in cell):
        return prose_digits(_(cell))
    return digits(cell)


def _table(fonts: Fonts, table: Table, items: list[_Item], y: int, width: int, s: float,
           body: int, small: int) -> int:
    """Lay out ``table`` at ``y``: the first column wraps, the others are
    right-aligned; returns the y below it. Cells are looked up in the catalog
    (numbers are shown in the player's digits)."""
    table = Table(tuple(cell_text(c) for c in table.header),
                  tuple(tuple(cell_text(c) for c in row) for row in table.rows))
    pad = px(12, s, 8)
    gap = 3 * pad
    indent = px(8, s, 5)
    inner = width - indent
    columns = len(table.header)
    widths = [max(fonts.get(body, True).size(row[c])[0] for row in (table.header, *table.rows))
              for c in range(columns)]
    first_w = inner - 2 * pad - sum(widths[1:]) - (columns - 1) * gap
    line_h = round(fonts.get(body).get_linesize() * 1.05)
    cell_pad = px(5, s, 3)

    def right_edge(c: int) -> int:
        return indent + inner - pad - sum(widths[c + 1:]) - (columns - 1 - c) * gap

    heights = [len(fonts.wrap(row[0], body, first_w)) * line_h + 2 * cell_pad
               for row in table.rows]
    header_h = fonts.get(small, True).get_linesize() + 2 * cell_pad
    box = pygame.Surface((inner, header_h + sum(heights)), pygame.SRCALPHA)
    box.fill((0, 0, 0, 50))
    pygame.draw.rect(box, (*LINE, 130), box.get_rect(), 1)
    for i in range(len(heights) - 1):
        rule_y = header_h + sum(heights[: i + 1])
        pygame.draw.line(box, (*LINE, 60), (pad // 2, rule_y), (inner - pad // 2, rule_y))
    pygame.draw.line(box, (*LINE, 130), (0, header_h), (inner, header_h))
    items.append((box, indent, y))
    for c, cell in enumerate(table.header):
        image = fonts.render(cell, small, GOLD, True)
        x = indent + pad if c == 0 else right_edge(c) - image.get_width()
        items.append((image, x, y + cell_pad))
    ty = y + header_h
    for row, height in zip(table.rows, heights, strict=True):
        ry = ty + cell_pad
        for line in fonts.wrap(row[0], body, first_w):
            items.append((fonts.render(line, body, INK), indent + pad, ry))
            ry += line_h
        for c in range(1, columns):
            image = fonts.render(row[c], body, INK, True)
            items.append((image, right_edge(c) - image.get_width(), ty + cell_pad))
        ty += height
    return ty
