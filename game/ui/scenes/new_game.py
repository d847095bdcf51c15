"""The new-game screen: which game, where you sit, how strong the computer players
are, the table rules and the seed of the deal."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import pygame

from game.ai import LEVELS
from game.narrate import seat_name
from game.rules.ruleset import RULESETS, Option, RuleSet, playable_games
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.menu import (
    Cycle,
    MenuScene,
    Toggle,
    fit_text,
    px,
)
from game.ui.text import DIM, GOLD, INK, blit_text
from game.ui.widgets import BUTTON_TEXT, Button, draw_panel

COMPUTER_LEVELS = tuple(level for level in ("easy", "normal") if level in LEVELS)
"""The levels offered for a computer player, weakest first."""

MAX_SEED_DIGITS = 12


_KEYPAD = {getattr(pygame, f"K_KP{d}"): str(d) for d in range(10)}


def option_title(option: Option) -> str:
    """The name of a table rule as a player reads it ("Concealed going out")."""
    return option.label


def choice_text(value: Any) -> str:
    """A table rule's value on its button: On/Off, numbers, words."""
    if value is True:
        return "On"
    if value is False:
        return "Off"
    if isinstance(value, int):
        return f"{value:,}".replace(",", " ") if value >= 10_000 else str(value)
    text = str(value)
    return text[:1].upper() + text[1:] if text.isalpha() else text


def deal_order(players: int, human: int) -> str:
    """Who deals and who plays first (seat 0 deals the first deal, G-13):
    "South deals the first deal; you play first (West)."""
    def who(seat: int) -> str:
        name = seat_name(players, seat, None)
        return f"you ({name})" if seat == human else name

    dealer, first = who(0), who(1)
    verb = "deal" if human == 0 else "deals"
    text = f"{dealer} {verb} the first deal; {first} {'play' if human == 1 else 'plays'} first."
    return text[:1].upper() + text[1:]


def random_seed() -> int:
    """A seed from the clock, for a blank seed field."""
    return time.time_ns() // 1000 % 1_000_000_000


@dataclass
class _Text:
    """A piece of text placed by the layout."""

    text: str
    pos: tuple[int, int]
    size: int
    colour: tuple[int, int, int] = INK
    bold: bool = False
    anchor: str = "topleft"


class NewGameScene(MenuScene):
    """Choose a game and start it (Enter: Start, Esc: Back).

    Start calls ``game.ui.scenes.table.start_table(ctx, game_id, table_rules,
    seed, human_seat, levels)`` with ``levels`` one per seat (the human's seat
    holds "normal"), and remembers the game and levels in the settings.
    """

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        settings = ctx.settings
        last = getattr(settings, "last_game", None)
        games = playable_games()
        self.game_id: str = last if last in games else next(iter(games))
        self.human = 0
        self.relative_levels: dict[str, list[str]] = {}
        self.table_rules: dict[str, dict[str, Any]] = {}
        remembered = [lv for lv in getattr(settings, "last_levels", ()) or ()]
        for gid, rs in games.items():
            levels = ["normal"] * (rs.players - 1)
            if gid == self.game_id:
                for i, level in enumerate(remembered[: rs.players - 1]):
                    if level in COMPUTER_LEVELS:
                        levels[i] = level
            self.relative_levels[gid] = levels
            self.table_rules[gid] = {o.name: o.default for o in rs.options}
        self.seed_text = ""
        self.texts: list[_Text] = []
        self.panels: list[pygame.Rect] = []
        self.seed_rect = pygame.Rect(0, 0, 0, 0)
        self.clock = 0.0
        self.problem: str | None = None

    # -- what is chosen ---------------------------------------------------------
    @property
    def ruleset(self) -> RuleSet:
        return RULESETS[self.game_id]

    def levels(self) -> list[str]:
        """The computer level of every seat ("normal" at the human's seat)."""
        rs = self.ruleset
        out = ["normal"] * rs.players
        for k, level in enumerate(self.relative_levels[self.game_id]):
            out[(self.human + 1 + k) % rs.players] = level
        return out

    def seed(self) -> int:
        """The typed seed, or one from the clock when the field is blank."""
        return int(self.seed_text) if self.seed_text else random_seed()

    # -- actions ----------------------------------------------------------------
    def choose_game(self, game_id: str) -> None:
        self.game_id = game_id
        if self.human >= self.ruleset.players:
            self.human = 0
        self.relayout()

    def choose_seat(self, seat: int) -> None:
        self.human = seat
        self.relayout()

    def cycle_level(self, k: int) -> None:
        levels = self.relative_levels[self.game_id]
        i = COMPUTER_LEVELS.index(levels[k]) if levels[k] in COMPUTER_LEVELS else -1
        levels[k] = COMPUTER_LEVELS[(i + 1) % len(COMPUTER_LEVELS)]
        self.relayout()

    def cycle_rule(self, name: str) -> None:
        option = self.ruleset.option(name)
        values = self.table_rules[self.game_id]
        i = option.choices.index(values[name]) if values[name] in option.choices else -1
        values[name] = option.choices[(i + 1) % len(option.choices)]
        self.relayout()

    def type_digit(self, digit: str) -> None:
        if len(self.seed_text) < MAX_SEED_DIGITS and digit.isdigit():
            self.seed_text = (self.seed_text + digit).lstrip("0") or "0"

    def start(self) -> None:
        """Start the game (the new-game screen closes first)."""
        try:
            from game.ui.scenes.table import start_table
        except ImportError:
            self.problem = "The card table is not available in this version."
            return
        levels = self.levels()
        self._remember()
        self.app.pop(self)
        start_table(self.ctx, self.game_id, dict(self.table_rules[self.game_id]), self.seed(),
                    self.human, levels)

    def back(self) -> None:
        self.app.pop(self)

    def _remember(self) -> None:
        settings = self.ctx.settings
        if settings is None or not (hasattr(settings, "last_game")
                                    and hasattr(settings, "last_levels")):
            return
        store.change_settings(self.ctx, last_game=self.game_id,
                              last_levels=tuple(self.relative_levels[self.game_id]))

    # -- input ------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> bool:
        text = getattr(event, "unicode", "") or ""
        if len(text) == 1 and text.isdigit():
            self.type_digit(text)
            return True
        if event.key in _KEYPAD:
            self.type_digit(_KEYPAD[event.key])
            return True
        if event.key == pygame.K_BACKSPACE:
            self.seed_text = self.seed_text[:-1]
            return True
        if event.key == pygame.K_DELETE:
            self.seed_text = ""
            return True
        return super().on_key(event)

    def on_escape(self) -> None:
        self.back()

    def on_enter(self) -> None:
        self.start()

    def update(self, dt: float) -> None:
        self.clock += dt

    # -- layout -----------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        rs = self.ruleset
        fonts = self.ctx.fonts
        self.buttons = []
        self.texts = []
        margin = px(64, s, 40)
        col_gap = px(56, s, 30)
        col_w = (w - 2 * margin - col_gap) // 2
        bh = px(42, s, 30)
        gap = px(10, s, 6)
        label_px, text_px, small_px = px(21, s, 15), px(17, s, 13), px(15, s, 12)
        label_gap = px(8, s, 5)
        section_gap = px(22, s, 12)
        top = px(112, s, 80)

        def label(text: str, x: int, y: int) -> int:
            self.texts.append(_Text(text, (x, y), label_px, GOLD, True))
            return y + fonts.get(label_px, True).get_linesize() + label_gap

        # left column: game, seat, computer players
        x, y = margin, top
        y = label("Game", x, y)
        bw = (col_w - gap) // 2
        games = playable_games()
        for i, (gid, other) in enumerate(games.items()):
            rect = pygame.Rect(x + i % 2 * (bw + gap), y + i // 2 * (bh + gap), bw, bh)
            self.buttons.append(Toggle(other.name, rect, lambda g=gid: self.choose_game(g),
                                       selected=gid == self.game_id))
        y += ((len(games) + 1) // 2) * (bh + gap)
        blurb = rs.blurb or f"{rs.players} players"
        for line in fonts.wrap(blurb, small_px, col_w)[:2]:
            self.texts.append(_Text(fit_text(fonts, line, small_px, col_w), (x, y), small_px, DIM))
            y += fonts.get(small_px).get_linesize()
        y += section_gap

        y = label("Your seat", x, y)
        per_row = 4 if rs.players <= 4 else 3
        sw = (col_w - (per_row - 1) * gap) // per_row
        for seat in range(rs.players):
            row, col = divmod(seat, per_row)
            rect = pygame.Rect(x + col * (sw + gap), y + row * (bh + gap), sw, bh)
            self.buttons.append(Toggle(seat_name(rs.players, seat, None), rect,
                                       lambda seat=seat: self.choose_seat(seat),
                                       selected=seat == self.human))
        y += ((rs.players + per_row - 1) // per_row) * (bh + gap)
        self.texts.append(_Text(fit_text(fonts, deal_order(rs.players, self.human), small_px,
                                         col_w), (x, y), small_px, DIM))
        y += fonts.get(small_px).get_linesize() + section_gap

        y = label("Computer players", x, y)
        level_w = px(130, s, 96)
        row_h = px(36, s, 26)
        for k, level in enumerate(self.relative_levels[self.game_id]):
            seat = (self.human + 1 + k) % rs.players
            role = "partner" if rs.side_of(seat) == rs.side_of(self.human) else "opponent"
            rect = pygame.Rect(x + col_w - level_w, y, level_w, row_h)
            self.buttons.append(Cycle(level.capitalize(), rect,
                                      lambda k=k: self.cycle_level(k)))
            name = seat_name(rs.players, seat, None)
            self.texts.append(_Text(name, (x, rect.centery), text_px, INK, True, "midleft"))
            name_w = fonts.get(text_px, True).size(name)[0]
            self.texts.append(_Text(f"  {role}", (x + name_w, rect.centery), text_px, DIM,
                                    False, "midleft"))
            y += row_h + px(6, s, 4)

        pad = px(18, s, 12)
        left_bottom = y
        # right column: table rules and seed
        x, y = margin + col_w + col_gap, top
        y = label("Table rules", x, y)
        cycle_w = px(130, s, 96)
        for option in rs.options:
            value = self.table_rules[self.game_id][option.name]
            rect = pygame.Rect(x + col_w - cycle_w, y, cycle_w, row_h)
            self.buttons.append(Cycle(option.choice_name(value) or choice_text(value), rect,
                                      lambda n=option.name: self.cycle_rule(n)))
            self.texts.append(_Text(option_title(option), (x, rect.centery), text_px, INK, True,
                                    "midleft"))
            y = rect.bottom + px(4, s, 2)
            help_text = f"{option.help} ({option.rule})"
            for line in fonts.wrap(help_text, small_px, col_w)[:3]:
                self.texts.append(_Text(line, (x, y), small_px, DIM))
                y += fonts.get(small_px).get_linesize()
            y += px(12, s, 8)
        y += section_gap - px(12, s, 8)
        y = label("Seed", x, y)
        self.seed_rect = pygame.Rect(x, y, px(200, s, 150), bh)
        hint = "Type digits to replay a deal; leave it blank for a new deal."
        hint_x = self.seed_rect.right + px(14, s, 8)
        for i, line in enumerate(fonts.wrap(hint, small_px, x + col_w - hint_x)[:2]):
            self.texts.append(_Text(line, (hint_x, y + i * fonts.get(small_px).get_linesize()),
                                    small_px, DIM))

        right_bottom = self.seed_rect.bottom
        # bottom: Back and Start
        bw, bh2 = px(200, s, 150), px(50, s, 36)
        by = h - margin // 2 - bh2 - px(10, s)
        bottom = min(max(left_bottom, right_bottom) + pad, by - px(16, s, 8))
        self.panels = [pygame.Rect(margin - pad, top - pad, col_w + 2 * pad, bottom - top + pad),
                       pygame.Rect(margin + col_w + col_gap - pad, top - pad, col_w + 2 * pad,
                                   bottom - top + pad)]
        self.buttons.append(Button("Back", pygame.Rect(w // 2 - bw - gap * 2, by, bw, bh2),
                                   self.back))
        self.buttons.append(Toggle("Start", pygame.Rect(w // 2 + gap * 2, by, bw, bh2),
                                   self.start, selected=True))

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, "New game")
        w, h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        for rect in self.panels:
            draw_panel(surface, rect, alpha=70, radius=max(6, round(12 * s)))
        for t in self.texts:
            blit_text(surface, fonts, t.text, t.pos, t.size, t.colour, t.bold, t.anchor)
        self._draw_seed(surface)
        self.draw_buttons(surface)
        if self.problem:
            blit_text(surface, fonts, self.problem, (w // 2, h - px(12, s, 6)),
                      px(15, s, 12), (235, 120, 100), anchor="midbottom")

    def _draw_seed(self, surface: pygame.Surface) -> None:
        s = self.scale
        fonts = self.ctx.fonts
        rect = self.seed_rect
        radius = max(4, rect.height // 5)
        pygame.draw.rect(surface, (250, 246, 232), rect, border_radius=radius)
        pygame.draw.rect(surface, GOLD, rect, 2, border_radius=radius)
        size = px(19, s, 14)
        pad = px(12, s, 8)
        if self.seed_text:
            image = fonts.render(self.seed_text, size, BUTTON_TEXT, bold=True)
        else:
            image = fonts.render("random", size, (150, 140, 120))
        where = image.get_rect(midleft=(rect.left + pad, rect.centery))
        surface.blit(image, where)
        if int(self.clock * 2) % 2 == 0:
            cx = where.right + 2 if self.seed_text else rect.left + pad - 3
            pygame.draw.line(surface, BUTTON_TEXT, (cx, rect.top + pad // 2 + 2),
                             (cx, rect.bottom - pad // 2 - 2), 2)
