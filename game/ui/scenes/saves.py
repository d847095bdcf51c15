"""The saved-games screen: every save with its game, deal, scores and when it was
last played; Resume opens one at the table, Review opens the coach's review of a
deal that ended (docs/coach.md), Delete removes it (after asking)."""

from __future__ import annotations

from datetime import datetime
from functools import partial
from typing import Any

import pygame

from game.i18n import _, digits, is_rtl, language, notice, number, tr
from game.present.names import side_name
from game.rules.games import RULESETS
from game.rules.messages import sentence_of
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.dialogs import ChoiceDialog, MessageDialog
from game.ui.scenes.menu import LINE, MenuScene, fit_text, noop, px
from game.ui.text import DIM, GOLD, INK, blit_text
from game.ui.widgets import Button, draw_panel, label_px

PROBLEM = (240, 130, 110)
FINISHED = (150, 190, 150)
IN_PROGRESS = (240, 200, 80)
REVIEW_CHOICES = 6
"""The most deals a save's Review offers to choose from (the newest)."""


def has_ended_deal(info: Any) -> bool:
    """Whether a readable save holds a deal that ended: a later deal has begun, its
    score sheet is up, or the game is over."""
    return bool(getattr(info, "finished", False) or getattr(info, "deal", 0) > 1
                or getattr(info, "phase", "") in ("deal over", "game over"))


def game_name(game_id: str) -> str:
    """The name of a game id ("Classic Canasta"), or the id itself."""
    rs = RULESETS.get(game_id)
    return _(rs.name) if rs else game_id or _("Unknown game")


def when(stamp: str) -> str:
    """An ISO 8601 time as "31 Jan 2025, 20:15" in local time ("" if unreadable)."""
    try:
        moment = datetime.fromisoformat(stamp)
    except (TypeError, ValueError):
        return ""
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    if language() == "en":
        return f"{moment.day} {moment:%b %Y, %H:%M}"
    if language() == "hu":
        return f"{moment:%Y. %m. %d. %H:%M}"
    return digits(f"{moment:%Y/%m/%d %H:%M}")


def scores_text(info: Any) -> str:
    """"Your side 1230 · Their side 455" for a save (side names from the player
    called "You"; "Side 1 ..." without one)."""
    players = tuple(getattr(info, "players", ()) or ())
    human = players.index("You") if "You" in players else None
    count = len(players) or 2
    scores = tuple(getattr(info, "scores", ()) or ())
    partnerships = len(scores) != count  # a score per player: each plays on their own
    parts = [f"{side_name(count, side, human, partnerships)} {number(score)}"
             for side, score in enumerate(scores)]
    return " \u00b7 ".join(parts)


def describe(info: Any) -> str:
    """One line naming a save: game, deal and scores."""
    if getattr(info, "problem", None):
        return tr("Save {name}", name=info.id)
    return tr("{game}, deal {deal}: {scores}", game=game_name(info.game), deal=info.deal,
              scores=scores_text(info))


class SavesScene(MenuScene):
    """The list of saves, newest first. Resume calls
    ``game.ui.scenes.table.open_saved_game(ctx, path)``; Delete asks first. The
    mouse wheel and Page Up/Down scroll a long list; Esc or Back closes."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.saves: list[Any] = store.list_saves(ctx)
        self.first = 0
        self.rows: list[tuple[Any, pygame.Rect]] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.per_page = 1
        self.review_settings: Any = None
        """The coach's settings for Review (None: the coach's defaults)."""

    def refresh(self) -> None:
        """Read the saves folder again."""
        self.saves = store.list_saves(self.ctx)
        self.relayout()

    def resume(self) -> None:
        self.refresh()

    # -- actions ----------------------------------------------------------------
    def open(self, info: Any) -> None:
        try:
            from game.ui.scenes.table import open_saved_game
        except ImportError:
            self.app.push(MessageDialog(self.ctx, _("Not available"),
                                        _("The card table could not be opened in this version.")))
            return
        from game.ui.scenes.title import TitleScene

        title = self.app.find(TitleScene)
        before = getattr(title, "banner", None)
        store.mark_abandoned(self.ctx, info.id, abandoned=False)  # taken up again
        open_saved_game(self.ctx, info.path)
        if self.app.top is self:  # not opened: the table told the title why
            self.refresh()
            title = self.app.find(TitleScene)
            message = getattr(title, "banner", None)
            if message and message != before and isinstance(title, TitleScene):
                title.banner = None
                self.app.push(MessageDialog(self.ctx, _("Save not opened"), message))

    def ask_review(self, info: Any) -> None:
        """Review: the coach's review of the human's play in a deal of the save that
        ended; with several, the player picks the deal (the newest first)."""
        from game.coach.reviewer import game_deals

        problem: str | None = None
        logs: list[Any] = []
        seat: int | None = None
        try:
            from game.storage import load_game

            saved = load_game(info.path).saved
            seat = next((p.seat for p in saved.players if p.kind == "human"), None)
            logs = [log for log in game_deals(saved.game, saved.table_rules, saved.seed,
                                              saved.actions) if log.finished()]
        except (ValueError, OSError) as error:
            problem = notice(sentence_of(error))
        if problem is None and seat is None:
            problem = _("Only a game with a person at the table can be reviewed.")
        elif problem is None and not logs:
            problem = _("No deal of this game has ended yet.")
        if problem is not None or seat is None:
            self.app.push(MessageDialog(self.ctx, _("No review"), problem or ""))
            return
        if len(logs) == 1:
            self.review(logs[0], seat)
            return
        newest = logs[::-1][:REVIEW_CHOICES]
        choices = [(tr("Deal {deal}", deal=log.deal_no), partial(self.review, log, seat))
                   for log in newest]
        self.app.push(ChoiceDialog(self.ctx, _("Review which deal?"),
                                   tr("The coach reviews your play in one deal ({game}).",
                                      game=game_name(info.game)),
                                   [*choices, (_("Cancel"), noop)], cancel=len(choices)))

    def review(self, log: Any, seat: int) -> None:
        """Open the coach's review of ``seat``'s play in the deal ``log``."""
        from game.ui.scenes.review import ReviewScene

        self.app.push(ReviewScene(self.ctx, log, seat, self.review_settings))

    def ask_delete(self, info: Any) -> None:
        played = when(getattr(info, "updated", ""))
        text = (tr("{save}, last played {when}.", save=describe(info), when=played) if played
                else tr("{save}.", save=describe(info)))
        text += "\n" + _("A deleted save cannot be brought back.")
        self.app.push(ChoiceDialog(self.ctx, _("Delete this save?"), text,
                                   [(_("Delete"), lambda: self.delete(info)), (_("Keep"), noop)],
                                   cancel=1))

    def delete(self, info: Any) -> None:
        problem = store.delete_save(info.path)
        self.refresh()
        if problem:
            self.app.push(MessageDialog(self.ctx, _("Not deleted"), problem))

    def scroll_rows(self, step: int) -> None:
        """Scroll the list by ``step`` rows (positive: further down)."""
        last = max(0, len(self.saves) - self.per_page)
        first = max(0, min(last, self.first + step))
        if first != self.first:
            self.first = first
            self.relayout()

    def on_wheel(self, dy: int) -> None:
        self.scroll_rows(-dy)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = self.per_page if event.key == pygame.K_PAGEDOWN else -self.per_page
            self.scroll_rows(step)
            return True
        return super().on_key(event)

    # -- layout -----------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        bw, bh = px(200, s, 150), px(50, s, 36)
        back = pygame.Rect(0, 0, bw, bh)
        back.midbottom = (w // 2, h - px(30, s, 18))
        width = min(px(1000, s), w - 2 * px(60, s, 40))
        top = px(118, s, 86)
        self.list_rect = pygame.Rect((w - width) // 2, top, width,
                                     back.top - px(30, s, 18) - top)
        row_h, gap = px(76, s, 58), px(10, s, 6)
        self.per_page = max(1, (self.list_rect.height + gap) // (row_h + gap))
        self.first = max(0, min(self.first, len(self.saves) - self.per_page))
        self.buttons = []
        self.rows = []
        small_h = px(38, s, 28)
        widest = max(self.ctx.fonts.size(label, label_px(small_h), True)[0]
                     for label in (_("Resume"), _("Review"), _("Delete")))
        small_w = max(px(84, s, 70), min(px(120, s, 92), widest + px(28, s, 18)))
        for i, info in enumerate(self.saves[self.first:self.first + self.per_page]):
            rect = pygame.Rect(self.list_rect.left, top + i * (row_h + gap), width, row_h)
            self.rows.append((info, rect))
            delete = pygame.Rect(0, 0, small_w, small_h)
            if is_rtl():  # the buttons at the end of the row: its left
                delete.midleft = (rect.left + px(16, s, 10), rect.centery)
                resume = delete.move(small_w + px(12, s, 8), 0)
            else:
                delete.midright = (rect.right - px(16, s, 10), rect.centery)
                resume = delete.move(-(small_w + px(12, s, 8)), 0)
            readable = getattr(info, "problem", None) is None
            if readable:
                self.buttons.append(Button(_("Resume"), resume, partial(self.open, info),
                                           enabled=not getattr(info, "finished", False)))
                step = -(small_w + px(12, s, 8)) if not is_rtl() else small_w + px(12, s, 8)
                self.buttons.append(Button(_("Review"), resume.move(step, 0),
                                           partial(self.ask_review, info),
                                           enabled=has_ended_deal(info)))
            self.buttons.append(Button(_("Delete"), delete,
                                       partial(self.ask_delete, info)))
        self.buttons.append(Button(_("Back"), back, lambda: self.app.pop(self)))

    # -- drawing ----------------------------------------------------------------
    def row_texts(self, info: Any, width: int) -> tuple[str, list[str]]:
        """What a readable save's row says within ``width`` pixels: its title
        ("Modern American Canasta · deal 3", beside the In progress / Finished
        badge) and one line of scores and when it was last played, or two lines
        (the scores, then the time) when one is too narrow for both, so neither
        the deal nor the date is cut."""
        s = self.scale
        fonts = self.ctx.fonts
        title_px, text_px, badge_px = px(20, s, 15), px(16, s, 13), px(13, s, 11)
        status = _("Finished") if info.finished else _("In progress")
        badge_w = fonts.size(status, badge_px, True)[0] + px(14, s, 8) + px(14, s, 8)
        title = tr("{game} \u00b7 deal {deal}", game=game_name(info.game), deal=info.deal)
        title = fit_text(fonts, title, title_px, width - badge_w, True)
        scores = scores_text(info)
        played = when(info.updated)
        if not played:
            return title, [fit_text(fonts, scores, text_px, width)]
        last = tr("last played {when}", when=played)
        line = scores + "   \u2014   " + last
        if fonts.size(line, text_px)[0] <= width:
            return title, [line]
        return title, [fit_text(fonts, scores, text_px, width), fit_text(fonts, last, text_px,
                                                                          width)]

    def text_width(self, rect: pygame.Rect) -> int:
        """The room (pixels) a row's texts have beside its buttons."""
        pad = px(20, self.scale, 12)
        mine = [b.rect for b in self.buttons if b.rect.colliderect(rect)]
        if is_rtl():
            return rect.right - max((b.right for b in mine), default=rect.left) - 2 * pad
        return min((b.left for b in mine), default=rect.right) - rect.left - 2 * pad

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, _("Saved games"))
        w, _h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        if not self.saves:
            empty = pygame.Rect(self.list_rect.left, self.list_rect.top, self.list_rect.width,
                                px(120, s, 90))
            draw_panel(surface, empty, alpha=100, radius=max(6, round(12 * s)))
            text = _("No saved games yet. Games are saved as you play, after every move.")
            blit_text(surface, fonts, text, (w // 2, self.list_rect.top + px(60, s, 45)),
                      px(19, s, 14), DIM, anchor="center")
        pad = px(20, s, 12)
        title_px, text_px = px(20, s, 15), px(16, s, 13)
        radius = max(6, round(10 * s))
        for info, rect in self.rows:
            draw_panel(surface, rect, alpha=120, radius=radius)
            pygame.draw.rect(surface, LINE, rect, 1, border_radius=radius)
            rtl = is_rtl()
            text_w = self.text_width(rect)
            start = rect.right - pad if rtl else rect.left + pad
            anchor = "midright" if rtl else "midleft"
            y1 = rect.top + rect.height * 0.32
            y2 = rect.top + rect.height * 0.70
            problem = getattr(info, "problem", None)
            if problem:
                name = tr("Save \u201c{name}\u201d", name=info.id)
                blit_text(surface, fonts, fit_text(fonts, name, title_px, text_w, True),
                          (start, y1), title_px, INK, True, anchor)
                why = tr("Cannot be opened: {problem}", problem=notice(problem))
                blit_text(surface, fonts, fit_text(fonts, why, text_px, text_w),
                          (start, y2), text_px, PROBLEM, anchor=anchor)
                continue
            title, lines = self.row_texts(info, text_w)
            status, colour = ((_("Finished"), FINISHED) if info.finished
                              else (_("In progress"), IN_PROGRESS))
            badge = fonts.render(status, px(13, s, 11), colour, bold=True)
            at = rect.top + rect.height * (0.32 if len(lines) == 1 else 0.22)
            r = blit_text(surface, fonts, title, (start, at), title_px, GOLD, True, anchor)
            if rtl:
                box = badge.get_rect(midright=(r.left - px(14, s, 8), r.centery))
            else:
                box = badge.get_rect(midleft=(r.right + px(14, s, 8), r.centery))
            box = box.inflate(px(14, s, 8), px(6, s, 4))
            pygame.draw.rect(surface, colour, box, 1, border_radius=box.height // 2)
            surface.blit(badge, badge.get_rect(center=box.center))
            steps = (0.70,) if len(lines) == 1 else (0.53, 0.79)
            for line, step in zip(lines, steps, strict=True):
                blit_text(surface, fonts, line, (start, rect.top + rect.height * step), text_px,
                          INK, anchor=anchor)
        if self.first > 0:
            blit_text(surface, fonts, "\u25b2 " + _("more"),
                      (self.list_rect.right, self.list_rect.top),
                      px(14, s, 12), DIM, anchor="bottomright")
        if self.first + self.per_page < len(self.saves):
            bottom = self.rows[-1][1].bottom if self.rows else self.list_rect.bottom
            blit_text(surface, fonts, "\u25bc " + _("more (mouse wheel)"),
                      (self.list_rect.right, bottom + 2), px(14, s, 12), DIM, anchor="topright")
        self.draw_buttons(surface)
