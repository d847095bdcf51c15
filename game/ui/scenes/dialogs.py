"""Dialogs over any scene: a question with choices, and a message with OK.

The scene below is dimmed and gets no input while a dialog is up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.i18n import _
from game.ui.scene import Context
from game.ui.scenes.menu import OverlayScene, draw_heading, draw_wrapped, noop, px
from game.ui.text import INK
from game.ui.widgets import Button


class ChoiceDialog(OverlayScene):
    """A question with buttons: ``choices`` are (label, callback) pairs.

    Picking a choice pops the dialog, then calls its callback. Keys: Enter or
    Space pick the first choice, 1..9 pick the choice of that number, Esc picks
    choice number ``cancel`` (an index into ``choices``) when given.
    """

    def __init__(self, ctx: Context, title: str, text: str,
                 choices: Sequence[tuple[str, Callable[[], None]]],
                 cancel: int | None = None) -> None:
        super().__init__(ctx)
        if not choices:
            raise ValueError("a dialog needs at least one choice")
        if cancel is not None and not 0 <= cancel < len(choices):
            raise ValueError(f"cancel={cancel} is not the index of a choice")
        self.title = title
        self.text = text
        self.choices = list(choices)
        self.cancel = cancel
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.chosen: int | None = None

    def pick(self, index: int) -> None:
        """Close the dialog and run choice ``index``'s callback."""
        if self.chosen is not None:
            return
        self.chosen = index
        self.app.pop(self)
        self.choices[index][1]()

    # -- layout -----------------------------------------------------------------
    def _sizes(self) -> tuple[int, int, int, int]:
        s = self.scale
        return px(19, s, 14), px(44, s, 34), px(28, s, 18), px(16, s, 10)

    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        text_px, button_h, pad, gap = self._sizes()
        fonts = self.ctx.fonts
        width = min(px(620, s), w - 2 * pad)
        inner = width - 2 * pad
        button_size = max(16, int(button_h * 0.42))
        widths = [max(px(150, s), fonts.size(label, button_size, True)[0] + 2 * pad)
                  for label, _ in self.choices]
        rows: list[list[int]] = [[]]
        used = 0
        for i, bw in enumerate(widths):
            if rows[-1] and used + gap + bw > inner:
                rows.append([])
                used = 0
            used += (gap if rows[-1] else 0) + bw
            rows[-1].append(i)
        lines = fonts.wrap(self.text, text_px, inner) if self.text else []
        line_h = round(fonts.get(text_px).get_linesize() * 1.0)
        title_h = px(30, s, 18) + px(30, s)
        height = (pad + title_h + len(lines) * line_h + pad
                  + len(rows) * button_h + (len(rows) - 1) * gap + pad)
        self.panel = pygame.Rect(0, 0, width, min(height, h - 20))
        self.panel.center = (w // 2, h // 2)
        self.buttons = []
        y = self.panel.bottom - pad - len(rows) * button_h - (len(rows) - 1) * gap
        for row in rows:
            total = sum(widths[i] for i in row) + gap * (len(row) - 1)
            x = self.panel.centerx - total // 2
            for i in row:
                rect = pygame.Rect(x, y, widths[i], button_h)
                self.buttons.append(Button(self.choices[i][0], rect,
                                           partial(self.pick, i)))
                x += widths[i] + gap
            y += button_h + gap

    # -- input ------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.cancel is not None:
                self.pick(self.cancel)
            return True
        number = _digit(event)
        if number is not None:
            if 1 <= number <= len(self.choices):
                self.pick(number - 1)
            return True
        return super().on_key(event)

    def on_enter(self) -> None:
        self.pick(0)

    def on_escape(self) -> None:
        if self.cancel is not None:
            self.pick(self.cancel)

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_size(surface)
        s = self.scale
        text_px, _button_h, pad, _gap = self._sizes()
        self.draw_frame(surface, self.panel)
        y = draw_heading(surface, self.ctx.fonts, self.title, self.panel.centerx,
                         self.panel.top + pad, s, size=30)
        if self.text:
            area = pygame.Rect(self.panel.left + pad, y + px(4, s, 2), self.panel.width - 2 * pad,
                               0)
            draw_wrapped(surface, self.ctx.fonts, self.text, area, text_px, INK,
                         align="center", line_gap=1.25)
        self.draw_buttons(surface)


class MessageDialog(ChoiceDialog):
    """A message with an OK button (Enter, Space or Esc close it too)."""

    def __init__(self, ctx: Context, title: str, text: str,
                 on_close: Callable[[], None] = noop) -> None:
        super().__init__(ctx, title, text, [(_("OK"), on_close)], cancel=0)


def _digit(event: pygame.event.Event) -> int | None:
    """The digit 1..9 typed by a key press, or None."""
    text = getattr(event, "unicode", "") or ""
    if len(text) == 1 and text in "123456789":
        return int(text)
    if pygame.K_1 <= event.key <= pygame.K_9:
        return event.key - pygame.K_0
    if pygame.K_KP1 <= event.key <= pygame.K_KP9:
        return event.key - pygame.K_KP1 + 1
    return None
