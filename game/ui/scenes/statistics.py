"""The statistics screen: the player's record in each game."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, is_rtl, notice, ntr, number, tr
from game.rules.games import RULESETS
from game.rules.messages import joined
from game.storage.statistics import key_game
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.menu import LINE, MenuScene, px
from game.ui.text import DIM, GOLD, INK, blit_start, blit_text
from game.ui.widgets import Button, draw_panel, label_size

NO_GAMES = N_("No games yet")
RULE = (52, 96, 66)


def stat_rows(stats: Any) -> list[tuple[str, str]]:
    """The lines shown for one game's record (``GameStats``): (label, value)."""

    def get(name: str, default: Any = 0) -> Any:
        return getattr(stats, name, default)

    def share(won: int, played: int) -> str:
        if not played:
            return number(won)
        return tr("{won} ({percent}%)", won=won, percent=round(100 * won / played))

    best = get("highest_deal_score", None)
    average = get("average_deal_points", None)
    if average is None and get("deals_played"):
        average = get("total_deal_points") / get("deals_played")
    return [
        (_("Games played"), number(get("games_played"))),
        (_("Games won"), share(get("games_won"), get("games_played"))),
        (_("Deals played"), number(get("deals_played"))),
        (_("Deals won"), share(get("deals_won"), get("deals_played"))),
        (_("Highest deal score"), "\u2014" if best is None else number(best)),
        (_("Average points per deal"), "\u2014" if average is None else number(round(average))),
        (_("Canastas made"), number(get("canastas_made"))),
        (_("Times out first"), number(get("times_out_first"))),
    ]


def card_title(key: str) -> str:
    """The title of a statistics card: the game's name, with the number of players
    where it is not the game's usual one ("Classic Canasta \u00b7 2 players")."""
    game_id, players = key_game(key)
    rs = RULESETS.get(game_id)
    if rs is None:
        return key
    if players is None or key == game_id:
        return _(rs.name)
    return tr("{game} \u00b7 {players}", game=_(rs.name),
              players=ntr("{n} player", "{n} players", players, n=players))


def has_record(stats: Any) -> bool:
    """True when ``stats`` counts at least one deal or game."""
    return bool(stats is not None and (getattr(stats, "deals_played", 0)
                                       or getattr(stats, "games_played", 0)))


GAMES_PER_ROW = 3
"""Games side by side on the statistics page; more go on a second row."""


class StatisticsScene(MenuScene):
    """Per game: games and deals played and won, the highest deal score, the
    average points per deal, canastas made and times out first (read from
    ``game.storage`` statistics in ``ctx.data_dir``). Esc or Back closes."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        stats, message = store.load_statistics(ctx)
        message = joined(message, ctx.statistics_problem)
        self.message = notice(message) if message else None
        games = getattr(stats, "games", {}) or {}
        self.records: dict[str, Any] = {gid: games.get(gid) for gid in RULESETS}
        for gid, record in games.items():  # a game this version cannot play yet
            self.records.setdefault(gid, record)
        self.cards: list[tuple[str, pygame.Rect]] = []

    @property
    def empty(self) -> bool:
        """True when no game has any deal counted."""
        return not any(has_record(r) for r in self.records.values())

    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        bw, bh = px(200, s, 150), px(50, s, 36)
        back = pygame.Rect(0, 0, bw, bh)
        back.midbottom = (w // 2, h - px(34, s, 20))
        self.buttons = [Button(_("Back"), back, lambda: self.app.pop(self))]
        shown = [gid for gid, r in self.records.items() if gid in RULESETS or has_record(r)]
        gap = px(30, s, 16)
        cols = min(len(shown), GAMES_PER_ROW)
        rows = -(-len(shown) // cols)
        card_w = min(px(440, s), (w - 2 * px(60, s, 40) - (cols - 1) * gap) // cols)
        row_h = px(38, s, 26)
        card_h = px(70, s, 50) + 8 * row_h + px(20, s, 12)
        upper, lower = px(110, s, 84), back.top - px(50, s, 30)
        card_h = min(card_h, (lower - upper - (rows - 1) * gap) // rows)
        top = upper + (lower - upper - rows * card_h - (rows - 1) * gap) // 2
        self.cards = []
        for k, gid in enumerate(shown):  # first game at the start of the first row
            row, col = divmod(k, cols)
            in_row = min(cols, len(shown) - row * cols)
            left = w // 2 - (in_row * card_w + (in_row - 1) * gap) // 2
            slot = in_row - 1 - col if is_rtl() else col
            self.cards.append((gid, pygame.Rect(left + slot * (card_w + gap),
                                                top + row * (card_h + gap), card_w, card_h)))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, _("Statistics"))
        w, h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        pad = px(22, s, 14)
        label_px, value_px = px(18, s, 14), px(19, s, 14)
        for gid, rect in self.cards:
            draw_panel(surface, rect, alpha=110, radius=max(6, round(12 * s)))
            pygame.draw.rect(surface, LINE, rect, 1, border_radius=max(6, round(12 * s)))
            name = card_title(gid)
            title_px = label_size(fonts, name, px(24, s, 17), rect.w - pad, least=12)
            title = blit_text(surface, fonts, name, (rect.centerx, rect.top + pad // 2), title_px,
                              GOLD, bold=True, anchor="midtop")
            y = title.bottom + px(16, s, 10)
            record = self.records.get(gid)
            if not has_record(record):
                blit_text(surface, fonts, _(NO_GAMES), (rect.centerx, rect.centery), label_px, DIM,
                          anchor="center")
                continue
            rows = stat_rows(record)
            row_h = (rect.bottom - pad - y) // len(rows)
            for i, (label, value) in enumerate(rows):
                mid = y + i * row_h + row_h // 2
                if i:
                    pygame.draw.line(surface, RULE, (rect.left + pad, y + i * row_h),
                                     (rect.right - pad, y + i * row_h))
                blit_start(surface, fonts, label, rect.left + pad, rect.right - pad, mid,
                           label_px, INK, vertical="mid")
                end = rect.left + pad if is_rtl() else rect.right - pad
                blit_text(surface, fonts, value, (end, mid), value_px, INK,
                          bold=True, anchor="midleft" if is_rtl() else "midright")
        if self.empty:
            note = _("No games yet: your results appear here once you have played a deal.")
            blit_text(surface, fonts, note, (w // 2, self.buttons[0].rect.top - px(24, s, 14)),
                      label_px, DIM, anchor="midbottom")
        if self.message:
            blit_text(surface, fonts, self.message, (w // 2, h - px(10, s, 6)), px(15, s, 12),
                      (240, 130, 110), anchor="midbottom")
        self.draw_buttons(surface)
