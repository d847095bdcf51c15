"""The score sheet after each deal, and the result at the end of the game
(overlays on the table). Both have "Look at the table" (or the T key): the sheet
steps aside to show the final melds until any key or click brings it back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _, digits, is_rtl, label, ntr, number, tr
from game.present.names import seat_name, side_name
from game.rules.games.diszitett import before_tax, deal_winner, taxes_deals
from game.rules.state import DealScore, Phase
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.menu import OverlayScene, Toggle, draw_heading, draw_wrapped, fit_text, px
from game.ui.text import DIM, GOLD, INK, blit_text
from game.ui.widgets import Button, draw_panel, label_size

RULE = (60, 104, 74)
NEGATIVE = (240, 150, 130)


def points(n: int, sign: bool = True) -> str:
    """Points as shown on the sheet: "+290", "\u221280" (a real minus sign)."""
    text = f"{n:+d}" if sign else f"{n:d}"
    return digits(text.replace("-", "\u2212"))


def how_it_ended(score: DealScore, players: int, human: int | None) -> str:
    """"You went out." / "West went out." / "The play ended: the stock ran out (G-12).\""""
    if score.went_out is not None:
        who = seat_name(players, score.went_out, human)
        if who == _("You"):
            return _("You went out.")
        return tr("{player} went out.", player=who)
    why = label(score.ended) if score.ended else _("the play ended")
    return tr("The play ended: {why}.", why=why)


def deal_won_before_tax(score: DealScore, players: int, human: int | None) -> str:
    """DK-13.4: who wins the deal by the score before tax (shown only):
    "North wins the deal before tax (DK-13.4)."; "The deal is tied before tax
    (DK-13.4)." on a tie."""
    winner = deal_winner(score.lines)
    if winner is None:
        return _("The deal is tied before tax (DK-13.4).")
    if human is not None and winner == human:
        return _("You win the deal before tax (DK-13.4).")
    return tr("{player} wins the deal before tax (DK-13.4).",
              player=seat_name(players, winner, human))


def side_members(rs: Any, side: int, human: int | None) -> str:
    """The seats of ``side``: "You, North" ("West, East")."""
    seats = [s for s in range(rs.players) if rs.side_of(s) == side]
    return _(", ").join(seat_name(rs.players, s, human) for s in seats)


def _label(text: str) -> str:
    text = label(text)
    return text[:1].upper() + text[1:]


_LOOK_KEY = pygame.K_t
_BACK_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
_INPUT = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
          pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


class SheetOverTable(OverlayScene):
    """An overlay that can step aside: :meth:`look` hides it (the table below is
    seen whole) until any key or click, which shows it again. T looks too."""

    looking = False

    def look(self) -> None:
        """Hide the sheet and show the table."""
        self.looking = True

    def look_button(self, rect: pygame.Rect) -> Button:
        return Button(_("Look at the table"), rect, self.look, hotkey="T")

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.looking:
            if event.type in _BACK_EVENTS:
                self.looking = False
            return None if event.type in _INPUT else event
        if event.type == pygame.KEYDOWN and event.key == _LOOK_KEY:
            self.look()
            return None
        return super().handle_event(event)

    def draw_looking(self, surface: pygame.Surface, what: str) -> None:
        """The table as it is, and one line at the top: ``what`` (how to get the
        overlay back)."""
        self._ensure_size(surface)
        s = self.scale
        fonts = self.ctx.fonts
        size = px(16, s, 12)
        text = what
        rect = pygame.Rect(0, 0, fonts.size(text, size, True)[0] + px(32, s, 20),
                           fonts.get(size, True).get_linesize() + px(14, s, 8))
        rect.midtop = (self.size[0] // 2, px(10, s, 6))
        draw_panel(surface, rect, alpha=225, radius=max(6, rect.height // 3))
        pygame.draw.rect(surface, GOLD, rect, 1, border_radius=max(6, rect.height // 3))
        blit_text(surface, fonts, text, rect.center, size, INK, bold=True, anchor="center")


class ScoreSheetScene(SheetOverTable):
    """Deal N: how it ended, each side's itemized lines (label, points, rule id),
    the deal total, the running total and the next deal's initial-meld minimum;
    below them, :attr:`notice` when the game is not being saved (or is read-only)
    or the deal could not be counted in the statistics. Next deal (Space or
    Enter) pops the sheet, then calls ``on_next``; Look at the table (T) hides it
    until any key or click."""

    def __init__(self, ctx: Context, session: Any, on_next: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.session = session
        self.on_next = on_next
        self.score: DealScore = session.state.history[-1]
        self.notice: str | None = store.game_notice(ctx)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.columns: list[pygame.Rect] = []
        self.done = False
        self.next_label: str | None = None
        """The button's label (default "Next deal", or "Final result" at the end)."""
        from game.ui.scenes.review import deal_log

        self.review_log = deal_log(session)
        """The deal's move log for Review my play (None: no button)."""
        self.review_settings: Any = None
        """The coach's settings for Review my play (None: the coach's defaults)."""
        self.review_scene: Any = None
        """The review opened last (kept: Close, then Review my play again, shows it)."""

    @property
    def game_over(self) -> bool:
        return self.session.state.phase is Phase.GAME_OVER

    def next(self) -> None:
        """Close the sheet and go on."""
        if self.done:
            return
        self.done = True
        self.app.pop(self)
        self.on_next()

    def on_enter(self) -> None:
        self.next()

    def review_my_play(self) -> None:
        """Review my play: the coach's review of the deal (over the sheet)."""
        from game.ui.scenes.review import ReviewScene

        if self.review_log is None or self.session.human is None:
            return
        scene = self.review_scene
        if scene is None or scene.cancel_flag.is_set() or scene.error is not None:
            scene = ReviewScene(self.ctx, self.review_log, self.session.human,
                                self.review_settings)
            self.review_scene = scene  # a finished review opens again at once
        self.app.push(scene)

    def on_escape(self) -> None:
        """Esc does not close the sheet: it waits for Next deal."""

    # -- layout -----------------------------------------------------------------
    def _metrics(self) -> dict[str, int]:
        s = self.scale
        fonts = self.ctx.fonts
        m = {"pad": px(30, s, 18), "line": px(17, s, 13), "rule": px(12, s, 11),
             "head": px(21, s, 15), "total": px(19, s, 14), "gap": px(36, s, 20)}
        m["row"] = round(fonts.get(m["line"]).get_linesize() * 1.35)
        return m

    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        m = self._metrics()
        sides = len(self.score.lines)
        rows = max((len(lines) for lines in self.score.lines), default=0)
        width = min(px(420, s) * sides + m["gap"] * (sides - 1) + 2 * m["pad"], w - 40)
        bh = px(48, s, 34)
        top_part = px(118, s, 84)
        totals = 4 if taxes_deals(self.session.state.ruleset) else 3  # DK-13.4: before tax
        column_h = px(56, s, 40) + rows * m["row"] + px(16, s, 10) + totals * px(32, s, 24)
        height = min(top_part + column_h + px(24, s, 14) + bh + m["pad"]
                     + self._notice_height(width - 2 * m["pad"]), h - 24)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        col_w = (width - 2 * m["pad"] - m["gap"] * (sides - 1)) // sides
        self.columns = [pygame.Rect(self.panel.left + m["pad"] + i * (col_w + m["gap"]),
                                    self.panel.top + top_part, col_w, column_h)
                        for i in range(sides)]
        label = self.next_label or (_("Final result") if self.game_over else _("Next deal"))
        bw, gap = px(220, s, 160), px(20, s, 12)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.bottomleft = (self.panel.centerx + gap // 2, self.panel.bottom - m["pad"])
        self.buttons = [Toggle(label, rect, self.next, selected=True),
                        self.look_button(rect.move(-bw - gap, 0))]
        if self.review_log is not None:  # three in a row: Look, Review my play, Next
            bw = min(bw, (self.panel.width - 2 * m["pad"] - 2 * gap) // 3)
            left = self.panel.centerx - (3 * bw + 2 * gap) // 2
            row = [pygame.Rect(left + i * (bw + gap), rect.top, bw, bh) for i in range(3)]
            self.buttons[0].rect, self.buttons[1].rect = row[2], row[0]
            self.buttons.append(Button(_("Review my play"), row[1], self.review_my_play))

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.looking:
            self.draw_looking(surface, _("Any key or click shows the score sheet again"))
            return
        self._ensure_size(surface)
        s = self.scale
        fonts = self.ctx.fonts
        m = self._metrics()
        state = self.session.state
        rs = state.ruleset
        human = self.session.human
        score = self.score
        self.draw_frame(surface, self.panel)
        y = draw_heading(surface, fonts, tr("Deal {deal}", deal=score.deal), self.panel.centerx,
                         self.panel.top + px(22, s, 14), s, size=34)
        ended = how_it_ended(score, rs.players, human)
        if taxes_deals(rs):
            ended = f"{ended} {deal_won_before_tax(score, rs.players, human)}"
        blit_text(surface, fonts, fit_text(fonts, ended, px(18, s, 14),
                                           self.panel.width - 2 * m["pad"]),
                  (self.panel.centerx, y), px(18, s, 14), INK, anchor="midtop")
        best = max(score.totals) if score.totals else 0
        for side, rect in enumerate(self.columns):
            self._draw_side(surface, side, rect, m, best, rs, human)
        if self.notice:
            width = self.panel.width - 2 * m["pad"]
            top = self.buttons[0].rect.top - px(12, s, 8) - self._notice_height(width)
            draw_wrapped(surface, fonts, self.notice,
                         pygame.Rect(self.panel.left + m["pad"], top, width, 0),
                         px(15, s, 12), NEGATIVE, align="center")
        self.draw_buttons(surface)

    def _notice_height(self, width: int) -> int:
        """Pixels taken by :attr:`notice` (0 without one)."""
        if not self.notice:
            return 0
        size = px(15, self.scale, 12)
        lines = self.ctx.fonts.wrap(self.notice, size, width)
        return round(self.ctx.fonts.get(size).get_linesize() * len(lines)) + px(8, self.scale, 5)

    def _draw_side(self, surface: pygame.Surface, side: int, rect: pygame.Rect,
                   m: dict[str, int], best: int, rs: Any, human: int | None) -> None:
        s = self.scale
        fonts = self.ctx.fonts
        score = self.score
        name = side_name(rs.players, side, human, rs.partnerships)
        rtl = is_rtl()
        start, end = (rect.right, rect.left) if rtl else (rect.left, rect.right)
        near, far = ("right", "left") if rtl else ("left", "right")
        head = blit_text(surface, fonts, name, (start, rect.top), m["head"], GOLD, True,
                         "top" + near)
        if rs.partnerships:  # a player on their own is the side's name already
            blit_text(surface, fonts, fit_text(fonts, side_members(rs, side, human), m["rule"],
                                               rect.width - head.width - 12),
                      (end, head.centery), m["rule"], DIM, anchor="mid" + far)
        y = head.bottom + px(8, s, 5)
        pygame.draw.line(surface, GOLD, (rect.left, y), (rect.right, y))
        y += px(8, s, 5)
        rows_top = y
        for line in score.lines[side]:
            mid = y + m["row"] // 2
            value = points(line.points)
            value_img = fonts.render(value, m["line"], NEGATIVE if line.points < 0 else INK,
                                     bold=True)
            rule_img = fonts.render(line.rule, m["rule"], DIM)
            room = rect.width - value_img.get_width() - rule_img.get_width() - px(24, s, 14)
            label = blit_text(surface, fonts, fit_text(fonts, _label(line.label), m["line"], room),
                              (start, mid), m["line"], INK, anchor="mid" + near)
            if rtl:
                surface.blit(rule_img, rule_img.get_rect(
                    midright=(label.left - px(8, s, 5), mid + 1)))
                surface.blit(value_img, value_img.get_rect(midleft=(end, mid)))
            else:
                surface.blit(rule_img, rule_img.get_rect(
                    midleft=(label.right + px(8, s, 5), mid + 1)))
                surface.blit(value_img, value_img.get_rect(midright=(end, mid)))
            y += m["row"]
        y = rows_top + max(len(lines) for lines in score.lines) * m["row"] + px(6, s, 4)
        pygame.draw.line(surface, RULE, (rect.left, y), (rect.right, y))
        y += px(6, s, 4)
        total = score.totals[side]
        colour = GOLD if total == best and score.totals.count(best) == 1 else INK
        rows: tuple[tuple[str, str, tuple[int, int, int], int], ...] = (
            (_("This deal"), points(total), colour, m["total"]),
            (_("Total"), points(score.cumulative[side], sign=False), INK, m["total"]))
        if taxes_deals(rs):  # DK-13.4: the deal is won before tax; the total is taxed
            won = GOLD if deal_winner(score.lines) == side else INK
            rows = ((_("Before tax"), points(before_tax(score.lines[side])), won, m["total"]),
                    (_("After tax"), points(total), INK, m["total"]), rows[1])
        for words, value, tint, size in rows:
            mid = y + px(16, s, 12)
            blit_text(surface, fonts, words, (start, mid), size, INK, True, "mid" + near)
            blit_text(surface, fonts, value, (end, mid), size, tint, True, "mid" + far)
            y += px(32, s, 24)
        if not self.game_over and side < len(score.next_minimums):
            mid = y + px(16, s, 12)
            blit_text(surface, fonts, _("Initial meld next deal"), (start, mid), m["line"], DIM,
                      anchor="mid" + near)
            blit_text(surface, fonts, number(score.next_minimums[side]), (end, mid),
                      m["line"], DIM, True, "mid" + far)


class GameOverScene(SheetOverTable):
    """The end of the game: the winner, the final scores and the margin, the
    totals of each deal, and Play again (Enter) or Title (Esc); Look at the
    table (T) hides it until any key or click."""

    def __init__(self, ctx: Context, session: Any, on_play_again: Callable[[], None],
                 on_title: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.session = session
        self.on_play_again = on_play_again
        self.on_title = on_title
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.done = False

    def _choose(self, callback: Callable[[], None]) -> None:
        if self.done:
            return
        self.done = True
        self.app.pop(self)
        callback()

    def play_again(self) -> None:
        self._choose(self.on_play_again)

    def title(self) -> None:
        self._choose(self.on_title)

    def on_enter(self) -> None:
        self.play_again()

    def on_escape(self) -> None:
        self.title()

    def headline(self) -> str:
        """"Your side wins!" / "Their side wins." / "Side 2 wins."""
        state = self.session.state
        winner = state.winner
        if winner is None:
            scores = list(state.scores)
            winner = scores.index(max(scores)) if scores else 0
        name = side_name(state.ruleset.players, winner, self.session.human,
                         state.ruleset.partnerships)
        if name == _("Your side"):
            return _("Your side wins!")
        if name == _("You"):
            return _("You win!")
        return tr("{side} wins.", side=name)

    def margin(self) -> int:
        """Points between the winner and the next side."""
        scores = sorted(self.session.state.scores, reverse=True)
        return scores[0] - scores[1] if len(scores) > 1 else 0

    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        sides = len(self.session.state.scores)
        width = min(px(680 + 120 * max(0, sides - 2), s), w - 40)  # DK-1.4: up to four
        fonts = self.ctx.fonts
        row = round(fonts.get(px(16, s, 12)).get_linesize() * 1.3)
        deals = len(self.session.state.history)
        extra = px(22, s, 16) if taxes_deals(self.session.state.ruleset) else 0  # DK-13.4
        height = min(px(330, s, 230) + extra + (deals + 1) * row + px(30, s, 18), h - 24)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        bw, bh, gap = px(200, s, 150), px(48, s, 34), px(14, s, 8)
        y = self.panel.bottom - px(30, s, 18) - bh
        left = self.panel.centerx - bw // 2
        self.buttons = [
            Toggle(_("Play again"), pygame.Rect(left - bw - gap, y, bw, bh), self.play_again,
                   selected=True),
            Button(_("Title"), pygame.Rect(left, y, bw, bh), self.title),
            self.look_button(pygame.Rect(left + bw + gap, y, bw, bh)),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        if self.looking:
            self.draw_looking(surface, _("Any key or click shows the result again"))
            return
        self._ensure_size(surface)
        s = self.scale
        fonts = self.ctx.fonts
        state = self.session.state
        rs = state.ruleset
        human = self.session.human
        self.draw_frame(surface, self.panel)
        y = draw_heading(surface, fonts, self.headline(), self.panel.centerx,
                         self.panel.top + px(26, s, 16), s, size=36)
        margin = self.margin()
        deals = len(state.history)
        summary = tr("{game}, {deals}, won by {points}", game=_(rs.name),
                     deals=ntr("{n} deal", "{n} deals", deals, n=deals),
                     points=ntr("{n} point", "{n} points", margin, n=margin))
        blit_text(surface, fonts, summary,
                  (self.panel.centerx, y), px(17, s, 13), DIM, anchor="midtop")
        if taxes_deals(rs) and state.winner is not None:
            won = (tr("You are over {target} with the highest total (DK-13.4).",
                      target=rs.target) if state.winner == human else
                   tr("{player} is over {target} with the highest total (DK-13.4).",
                      player=seat_name(rs.players, state.winner, human), target=rs.target))
            blit_text(surface, fonts, won, (self.panel.centerx, y + px(22, s, 16)),
                      px(15, s, 12), DIM, anchor="midtop")
            y += px(22, s, 16)
        y += px(40, s, 28)
        sides = len(state.scores)
        # beyond two sides a column of its own for "Deal N" keeps it off the first side's
        label_w = px(70, s, 50) if sides > 2 else 0
        col_w = (self.panel.width - 2 * px(40, s, 24) - label_w) // max(1, sides)
        left = self.panel.left + px(40, s, 24)
        big = min(label_size(fonts, points(t, sign=False), px(40, s, 26), col_w - px(12, s, 8),
                             least=px(22, s, 16)) for t in state.scores)
        for side, total in enumerate(state.scores):
            cx = left + label_w + side * col_w + col_w // 2
            winner = side == state.winner
            blit_text(surface, fonts, side_name(rs.players, side, human, rs.partnerships),
                      (cx, y), px(19, s, 14), GOLD if winner else INK, True, "midtop")
            blit_text(surface, fonts, points(total, sign=False), (cx, y + px(28, s, 20)),
                      big, GOLD if winner else INK, True, "midtop")
        y += px(96, s, 68)
        self._draw_deals(surface, y, left, col_w, label_w)
        self.draw_buttons(surface)

    def _draw_deals(self, surface: pygame.Surface, y: int, left: int, col_w: int,
                    label_w: int = 0) -> None:
        """The totals of each deal (the most recent ones if they do not all fit),
        the sides' columns ``label_w`` pixels right of the deal's number."""
        s = self.scale
        fonts = self.ctx.fonts
        history = self.session.state.history
        size = px(16, s, 12)
        row = round(fonts.get(size).get_linesize() * 1.3)
        room = self.buttons[0].rect.top - px(16, s, 10) - y
        fit = max(0, room // row - 1)
        if not history or fit <= 0:
            return
        shown = history[-fit:]
        right = left + label_w + col_w * len(shown[0].totals)
        for score in shown:
            pygame.draw.line(surface, RULE, (left, y), (right, y))
            y += px(4, s, 3)
            blit_text(surface, fonts, tr("Deal {deal}", deal=score.deal), (left, y), size, DIM)
            for side, total in enumerate(score.totals):
                cx = left + label_w + side * col_w + col_w // 2
                blit_text(surface, fonts, points(total), (cx, y), size,
                          NEGATIVE if total < 0 else INK, anchor="midtop")
            y += row - px(4, s, 3)
