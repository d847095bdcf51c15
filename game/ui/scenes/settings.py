"""The settings screen: animation speed, card size, hand order, sound, the
four-colour deck, reduced motion, language and Persian digits, each saved as soon as it is
changed."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game import i18n
from game.i18n import LANGUAGES, N_, _
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.menu import MenuScene, Toggle, px
from game.ui.text import DIM, INK, blit_start, blit_text
from game.ui.widgets import Button, draw_panel, label_size


@dataclass(frozen=True)
class SettingRow:
    """One line of the screen: a Settings field, its title, help and choices
    as (value, button label)."""

    field: str
    title: str
    help: str
    choices: tuple[tuple[Any, str], ...]
    enabled: bool = True


ON_OFF = ((True, N_("On")), (False, N_("Off")))

ROWS = (
    SettingRow("animation_speed", N_("Animation speed"),
               N_("How fast the cards move at the table."),
               (("instant", N_("Instant")), ("fast", N_("Fast")), ("normal", N_("Normal")),
                ("slow", N_("Slow")))),
    SettingRow("card_size", N_("Card size"),
               N_("The size of the cards in your hand and on the table."),
               (("small", N_("Small")), ("medium", N_("Medium")), ("large", N_("Large")))),
    SettingRow("hand_sort", N_("Hand order"), N_("Sort your hand by rank, or by suit then rank."),
               (("rank", N_("By rank")), ("suit", N_("By suit")))),
    SettingRow("sound", N_("Sound"), N_("Card sounds at the table."), ON_OFF),
    SettingRow("four_colour", N_("Four-colour deck"),
               N_("Clubs green and diamonds blue: the four suits differ at a glance."), ON_OFF),
    SettingRow("reduce_motion", N_("Reduce motion"),
               N_("Cards jump to their places; menus and the title stay still."), ON_OFF),
    SettingRow("live_coach", N_("Coach during play"),
               N_("Before a discard or a pile pickup that costs 100 points or more, the "
                  "coach warns you."), ON_OFF),
    SettingRow("language", N_("Language"),
               N_("The language of the game; System follows your computer's."),
               (("", N_("System")), *((code, name) for code, name in LANGUAGES.items()))),
    SettingRow("persian_digits", N_("Persian digits"),
               N_("In Persian, numbers are written ۰۱۲۳۴۵۶۷۸۹ (cards keep their indices)."),
               ON_OFF),
)
"""The settings shown, in order. Titles, help and choices are catalog messages,
translated when drawn; the languages' own names are never translated."""

_DEFAULTS = {"animation_speed": "normal", "card_size": "medium", "hand_sort": "rank",
             "sound": True, "four_colour": False, "reduce_motion": False, "language": "",
             "persian_digits": True, "live_coach": False}


def _choice_label(row: SettingRow, label: str) -> str:
    return label if row.field == "language" and label != "System" else _(label)


class SettingsScene(MenuScene):
    """The player's options; a click changes one and saves the settings at once
    (``game.storage.save_settings`` in ``ctx.data_dir``). Esc or Back closes."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.problem: str | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_text: list[tuple[SettingRow, int, int]] = []

    def value(self, field: str) -> Any:
        """The current value of setting ``field``; for the language, the one given
        with ``--lang`` while it is in force (not the saved one it overrides)."""
        if field == "language" and self.ctx.options.get("lang"):
            return self.ctx.options["lang"]
        return getattr(store.current_settings(self.ctx), field, _DEFAULTS.get(field))

    def choose(self, field: str, value: Any) -> None:
        """Change one setting and save (a failure is shown on the screen); a
        language chosen here replaces the one given with ``--lang``."""
        if self.value(field) != value:
            if field == "language":
                self.ctx.options["lang"] = None
            self.problem = store.change_settings(self.ctx, **{field: value})
            self.ctx.cards.use_settings(self.ctx.settings)  # the deck's colours
            if field in ("language", "persian_digits"):
                settings = self.ctx.settings
                i18n.set_language(getattr(settings, "language", ""),
                                  getattr(settings, "persian_digits", True))
        self.relayout()

    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        self.buttons = []
        self.row_text = []
        width = min(px(860, s), w - 2 * px(50, s))
        pad = px(28, s, 16)
        bh = px(34, s, 26)
        gap = px(10, s, 6)
        title_px, help_px = px(20, s, 15), px(15, s, 12)
        row_h = bh + fonts.get(help_px).get_linesize() + px(8, s, 4)
        row_gap = px(5, s, 3)
        top = px(100, s, 76)
        bw, bh2 = px(200, s, 150), px(50, s, 36)
        below = px(36, s, 20) + bh2 + 2 * fonts.get(help_px).get_linesize()  # Back, the note
        if top + len(ROWS) * (row_h + row_gap) + 2 * pad + below > h:  # a short window
            top, pad, row_gap = px(88, s, 72), px(12, s, 8), 1
        height = len(ROWS) * row_h + (len(ROWS) - 1) * row_gap + 2 * pad
        self.panel = pygame.Rect((w - width) // 2, top, width, height)
        title_w = max(fonts.size(_(r.title), title_px, True)[0] for r in ROWS) + px(30, s)
        choice_w = self.panel.width - 2 * pad - title_w
        rtl = i18n.is_rtl()  # titles at the right, choices at the left
        choice_left = self.panel.left + pad + (0 if rtl else title_w)
        y = self.panel.top + pad
        for row in ROWS:
            current = self.value(row.field)
            n = 4
            bw = (choice_w - (n - 1) * gap) // n
            for i, (value, label) in enumerate(row.choices):
                slot = n - 1 - i if rtl else i
                rect = pygame.Rect(choice_left + slot * (bw + gap), y, bw, bh)
                self.buttons.append(Toggle(
                    _choice_label(row, label), rect, partial(self.choose, row.field, value),
                    enabled=self.enabled(row), selected=current == value))
            self.row_text.append((row, y + bh // 2, y + bh + px(6, s, 3)))
            y += row_h + row_gap
        back = pygame.Rect(0, 0, bw, bh2)
        back.midtop = (w // 2, min(self.panel.bottom + px(36, s, 20), h - bh2 - px(34, s, 20)))
        self.buttons.append(Button(_("Back"), back, lambda: self.app.pop(self)))

    def enabled(self, row: SettingRow) -> bool:
        """Persian digits matter only in Persian."""
        if row.field == "persian_digits":
            return i18n.language() == "fa"
        return row.enabled

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, _("Settings"))
        w, h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        draw_panel(surface, self.panel, alpha=90, radius=max(6, round(12 * s)))
        pad = px(28, s, 16)
        title_px, help_px = px(20, s, 15), px(15, s, 12)
        choice_left = min((b.rect.left for b in self.buttons[:-1]), default=0)
        choice_right = max((b.rect.right for b in self.buttons[:-1]), default=0)
        for row, mid, help_y in self.row_text:
            blit_start(surface, fonts, _(row.title), self.panel.left + pad,
                       self.panel.right - pad, mid, title_px,
                       INK if self.enabled(row) else DIM, bold=True, vertical="mid")
            size = label_size(fonts, _(row.help), help_px, choice_right - choice_left,
                              bold=False)
            blit_start(surface, fonts, _(row.help), choice_left, choice_right, help_y, size, DIM)
        self.draw_buttons(surface)
        back = self.buttons[-1].rect
        if self.problem:
            note, colour = self.problem, (240, 130, 110)
        elif self.ctx.data_dir is None:
            note, colour = _("These settings last until the game is closed."), DIM
        else:
            note, colour = _("Changes are saved at once."), DIM
        blit_text(surface, fonts, note, (w // 2, back.bottom + px(10, s, 6)), help_px,
                  colour, anchor="midtop")
