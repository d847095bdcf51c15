"""The settings screen: animation speed, card size, hand order, sound, the
four-colour deck, reduced motion and language, each saved as soon as it is
changed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.menu import MenuScene, Toggle, px
from game.ui.text import DIM, INK, blit_text
from game.ui.widgets import Button, draw_panel


@dataclass(frozen=True)
class SettingRow:
    """One line of the screen: a Settings field, its title, help and choices
    as (value, button label)."""

    field: str
    title: str
    help: str
    choices: tuple[tuple[Any, str], ...]
    enabled: bool = True


ROWS = (
    SettingRow("animation_speed", "Animation speed", "How fast the cards move at the table.",
               (("instant", "Instant"), ("fast", "Fast"), ("normal", "Normal"),
                ("slow", "Slow"))),
    SettingRow("card_size", "Card size", "The size of the cards in your hand and on the table.",
               (("small", "Small"), ("medium", "Medium"), ("large", "Large"))),
    SettingRow("hand_sort", "Hand order", "Sort your hand by rank, or by suit then rank.",
               (("rank", "By rank"), ("suit", "By suit"))),
    SettingRow("sound", "Sound", "Card sounds at the table.", ((True, "On"), (False, "Off"))),
    SettingRow("four_colour", "Four-colour deck",
               "Clubs green and diamonds blue: the four suits differ at a glance.",
               ((True, "On"), (False, "Off"))),
    SettingRow("reduce_motion", "Reduce motion",
               "Cards jump to their places; menus and the title stay still.",
               ((True, "On"), (False, "Off"))),
    SettingRow("language", "Language", "Only English for now; more languages will follow.",
               (("en", "English"),), enabled=False),
)
"""The settings shown, in order."""

_DEFAULTS = {"animation_speed": "normal", "card_size": "medium", "hand_sort": "rank",
             "sound": True, "four_colour": False, "reduce_motion": False, "language": "en"}


class SettingsScene(MenuScene):
    """The player's options; a click changes one and saves the settings at once
    (``game.storage.save_settings`` in ``ctx.data_dir``). Esc or Back closes."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.problem: str | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_text: list[tuple[SettingRow, int, int]] = []

    def value(self, field: str) -> Any:
        """The current value of setting ``field``."""
        return getattr(store.current_settings(self.ctx), field, _DEFAULTS.get(field))

    def choose(self, field: str, value: Any) -> None:
        """Change one setting and save (a failure is shown on the screen)."""
        if self.value(field) != value:
            self.problem = store.change_settings(self.ctx, **{field: value})
            self.ctx.cards.use_settings(self.ctx.settings)  # the deck's colours
        self.relayout()

    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        self.buttons = []
        self.row_text = []
        width = min(px(860, s), w - 2 * px(50, s))
        pad = px(28, s, 16)
        bh = px(36, s, 28)
        gap = px(10, s, 6)
        title_px, help_px = px(20, s, 15), px(15, s, 12)
        row_h = bh + fonts.get(help_px).get_linesize() + px(8, s, 4)
        row_gap = px(8, s, 5)
        height = len(ROWS) * row_h + (len(ROWS) - 1) * row_gap + 2 * pad
        top = px(108, s, 80)
        self.panel = pygame.Rect((w - width) // 2, top, width, height)
        title_w = max(fonts.get(title_px, True).size(r.title)[0] for r in ROWS) + px(30, s)
        choice_left = self.panel.left + pad + title_w
        choice_w = self.panel.right - pad - choice_left
        y = self.panel.top + pad
        for row in ROWS:
            current = self.value(row.field)
            n = 4
            bw = (choice_w - (n - 1) * gap) // n
            for i, (value, label) in enumerate(row.choices):
                rect = pygame.Rect(choice_left + i * (bw + gap), y, bw, bh)
                self.buttons.append(Toggle(
                    label, rect, lambda f=row.field, v=value: self.choose(f, v),
                    enabled=row.enabled, selected=current == value))
            self.row_text.append((row, y + bh // 2, y + bh + px(6, s, 3)))
            y += row_h + row_gap
        bw, bh2 = px(200, s, 150), px(50, s, 36)
        back = pygame.Rect(0, 0, bw, bh2)
        back.midtop = (w // 2, min(self.panel.bottom + px(36, s, 20), h - bh2 - px(34, s, 20)))
        self.buttons.append(Button("Back", back, lambda: self.app.pop(self)))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, "Settings")
        w, h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        draw_panel(surface, self.panel, alpha=90, radius=max(6, round(12 * s)))
        pad = px(28, s, 16)
        title_px, help_px = px(20, s, 15), px(15, s, 12)
        choice_left = min((b.rect.left for b in self.buttons[:-1]), default=0)
        for row, mid, help_y in self.row_text:
            blit_text(surface, fonts, row.title, (self.panel.left + pad, mid), title_px,
                      INK if row.enabled else DIM, bold=True, anchor="midleft")
            blit_text(surface, fonts, row.help, (choice_left, help_y), help_px, DIM)
        self.draw_buttons(surface)
        back = self.buttons[-1].rect
        if self.problem:
            note, colour = self.problem, (240, 130, 110)
        elif self.ctx.data_dir is None:
            note, colour = "These settings last until the game is closed.", DIM
        else:
            note, colour = "Changes are saved at once.", DIM
        blit_text(surface, fonts, note, (w // 2, back.bottom + px(10, s, 6)), help_px,
                  colour, anchor="midtop")
