"""Learn: each game taught by lessons played on the real table.

:class:`LearnScene` (title → Learn) lists the games as tabs and the chosen
game's lessons, each with its summary and a done mark (kept in the settings,
``lessons_done``). A lesson opens as a :class:`LessonScene`: the real table, with
the same drag, keyboard, hint and sounds, driven by a
:class:`game.lessons.session.LessonSession`, and a lesson panel in place of the
log: the step's words ("step 3 of 9"), the sentence for a wrong move, Back,
Restart and Next (for a step that is only read; keys B, R and N). The table
outlines what the step names. At the lesson's end: "Play a deal now" starts that
game against Easy players, "Lessons" returns to the list.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame

from game import i18n
from game.i18n import _, tr
from game.lessons import Lesson, LessonError, all_lessons
from game.lessons.session import LessonSession
from game.rules.games import RULESETS
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.menu import (
    MenuScene,
    draw_backdrop,
    draw_heading,
    draw_wrapped,
    game_tabs,
    px,
)
from game.ui.scenes.score_sheet import ScoreSheetScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_dialogs import TableDialogs
from game.ui.scenes.table_paint import HINT, glow
from game.ui.text import DIM, INK, blit_start
from game.ui.widgets import Button

DONE = "\u2713"
"""The mark of a lesson played to its end."""
WRONG_INK = (255, 150, 140)
"""The colour of the step's sentence for a wrong move."""
DONE_INK = (150, 225, 160)
"""The colour of the sentence closing a step just done."""


def lesson_key(lesson: Lesson) -> str:
    """How the settings remember a lesson done: ``"classic/01-a-turn"``."""
    return f"{lesson.game}/{lesson.ident}"


def done_lessons(ctx: Context) -> set[str]:
    """The lessons the player has played to their end (see :func:`lesson_key`)."""
    return set(getattr(store.current_settings(ctx), "lessons_done", ()) or ())


class LearnScene(MenuScene):
    """The games as tabs and the chosen game's lessons: a button per lesson (its
    number and title, a done mark) with its summary beside it. Left and Right
    switch games; Esc or Back returns to the title. A lesson file that cannot be
    read is named in a message instead of the list."""

    def __init__(self, ctx: Context, game_id: str | None = None) -> None:
        super().__init__(ctx)
        self.problem: str | None = None
        try:
            self.lessons = {g: ls for g, ls in all_lessons().items()}
        except LessonError as error:
            self.lessons = {g: () for g in RULESETS}
            self.problem = str(error)
        self.game_id = game_id if game_id in RULESETS and self.lessons.get(game_id) else next(
            (g for g, ls in self.lessons.items() if ls), "classic")
        self.rows: list[tuple[Button, str]] = []

    def show(self, game_id: str) -> None:
        """Switch to ``game_id``'s lessons."""
        self.game_id = game_id
        self.relayout()

    def open(self, lesson: Lesson) -> None:
        """Play ``lesson`` at the table."""
        self.app.push(LessonScene(self.ctx, lesson))

    def resume(self) -> None:
        self.relayout()  # a lesson may have been done

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            ids = list(RULESETS)
            step = 1 if (event.key == pygame.K_RIGHT) != i18n.is_rtl() else -1
            self.show(ids[(ids.index(self.game_id) + step) % len(ids)])
            return True
        return super().on_key(event)

    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        self.buttons = []
        tab_h, top = px(40, s, 30), px(100, s, 74)
        ids = list(RULESETS)
        self.buttons.extend(game_tabs(self.ctx.fonts, ids, [_(RULESETS[g].name) for g in ids],
                                      self.game_id, self.show, w, top, s))
        bw, bh = px(200, s, 150), px(46, s, 34)
        back = pygame.Rect(0, 0, bw, bh)
        back.midbottom = (w // 2, h - px(26, s, 16))
        self.rows = []
        done = done_lessons(self.ctx)
        lessons = self.lessons.get(self.game_id, ())
        area_top = top + tab_h + px(30, s, 18)
        area = pygame.Rect(px(60, s, 30), area_top, w - 2 * px(60, s, 30),
                           back.top - px(20, s, 12) - area_top)
        if lessons:
            row_gap = px(8, s, 4)
            row_h = min(px(46, s, 30), (area.h - row_gap * (len(lessons) - 1)) // len(lessons))
            button_w = min(px(420, s, 260), area.w * 45 // 100)
            for n, lesson in enumerate(lessons):
                mark = f"{DONE} " if lesson_key(lesson) in done else ""
                rect = pygame.Rect(area.x, area.y + n * (row_h + row_gap), button_w, row_h)
                if i18n.is_rtl():
                    rect.right = area.right
                button = Button(f"{mark}{_(lesson.title)}", rect, partial(self.open, lesson))
                self.buttons.append(button)
                self.rows.append((button, _(lesson.summary)))
        self.area = area
        self.buttons.append(Button(_("Back"), back, lambda: self.app.pop(self)))

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_size(surface)
        w, _h = self.size
        s = self.scale
        draw_backdrop(surface)
        draw_heading(surface, self.ctx.fonts, _("Learn"), w // 2, px(22, s, 14), s)
        fonts = self.ctx.fonts
        small = px(15, s, 11)
        if self.problem or not self.rows:
            text = (tr("The lessons cannot be read: {problem}", problem=self.problem)
                    if self.problem else
                    tr("No lessons for {game} yet: its Rules screen tells the game.",
                       game=_(RULESETS[self.game_id].name)))
            draw_wrapped(surface, fonts, text, pygame.Rect(self.area.x, self.area.y + px(20, s),
                                                           self.area.w, 0),
                         px(17, s, 13), INK, align="center")
        for button, summary in self.rows:
            pad = px(16, s, 10)
            if i18n.is_rtl():
                box = pygame.Rect(self.area.x, button.rect.y, button.rect.left - pad
                                  - self.area.x, button.rect.h)
            else:
                box = pygame.Rect(button.rect.right + pad, button.rect.y,
                                  self.area.right - button.rect.right - pad, button.rect.h)
            lines = fonts.wrap(summary, small, box.w)
            line_h = fonts.get(small).get_linesize()
            y = box.centery - len(lines) * line_h // 2
            for line in lines[:2]:
                blit_start(surface, fonts, line, box.x, box.right, y, small, INK)
                y += line_h
        self.draw_buttons(surface)


class LessonScene(TableScene):
    """``lesson`` at the table (see the module's notes). Nothing is saved and
    nothing counts in the statistics."""

    def __init__(self, ctx: Context, lesson: Lesson, speed: str | None = None) -> None:
        self.lesson = lesson
        self.lesson_buttons: dict[str, Button] = {}
        self.recorded = False
        self._was_idle = True
        super().__init__(ctx, LessonSession(lesson), speed=speed)
        self.dialogs = LessonDialogs(self)

    @property
    def lesson_session(self) -> LessonSession:
        session = self.session
        assert isinstance(session, LessonSession)
        return session

    # -- the lesson panel's buttons ----------------------------------------------
    def _make_buttons(self) -> None:
        super()._make_buttons()
        row, end = self.panel_row(3), self.panel_row(2)
        self.lesson_buttons = {
            "back": Button(_("Back"), row[0], self.lesson_back, hotkey="B"),
            "restart": Button(_("Restart"), row[1], self.lesson_restart, hotkey="R"),
            "next": Button(_("Next"), row[2], self.lesson_next, hotkey="N"),
            "play": Button(_("Play a deal now"), end[0], self.play_a_deal),
            "lessons": Button(_("Lessons"), end[1], self.to_lessons),
        }

    def shown_lesson_buttons(self) -> list[Button]:
        """The lesson panel's buttons shown now: Back, Restart and Next during the
        lesson (Next enabled on a step that is only read); Play a deal now and
        Lessons at its end."""
        run = self.lesson_session.run
        if run.finished:
            return [self.lesson_buttons["play"], self.lesson_buttons["lessons"]]
        buttons = [self.lesson_buttons[k] for k in ("back", "restart", "next")]
        buttons[2].enabled = run.step.read_only and not self.busy()
        buttons[0].enabled = not run.at_start()
        return buttons

    def active_buttons(self) -> list[Button]:
        return [*super().active_buttons(), *self.shown_lesson_buttons()]

    def lesson_next(self) -> None:
        """Next: go on from a step that is only read (N)."""
        if not self.busy() and self.lesson_session.next_step():
            self._lesson_moved()

    def lesson_back(self) -> None:
        """Back: the start of this step, or of the one before (B)."""
        if self.lesson_session.back():
            self._jump()

    def lesson_restart(self) -> None:
        """Restart: the lesson from its first step (R)."""
        self.lesson_session.restart()
        self.recorded = False
        self._jump()

    def play_a_deal(self) -> None:
        """Play a deal now: the lesson's game against Easy computer players."""
        from game.ui.scenes.table_start import start_table

        rs = self.session.ruleset
        start_table(self.ctx, rs.id, dict(rs.table_rules()), random.randrange(1, 10**9), 0,
                    ["easy"] * rs.players)

    def to_lessons(self) -> None:
        """Lessons: back to the list of lessons."""
        self.app.pop(self)

    # -- keeping the table in step with the lesson ----------------------------------
    def _jump(self) -> None:
        """Show the lesson's position at once (a step that starts from its own
        position, Back, Restart): nothing queued, nothing in flight."""
        self.queue.clear()
        self.tweens.finish()
        self.moving.clear()
        self.selected.clear()
        self.shown = self.session.state
        guidance = self.guidance  # what the moves before the jump left on screen
        guidance.hint = guidance.revealed = guidance.twin_flash = None
        guidance.last_discard = None
        guidance.callouts.clear()
        guidance.celebrations.clear()
        guidance.fresh.clear()
        guidance.forget()
        self.retarget(instant=True)
        self.renderer.invalidate()

    def _lesson_moved(self) -> None:
        if not self.queue and self.shown is not self.session.state:
            self._jump()
        self._record_done()
        self.renderer.invalidate()

    def _record_done(self) -> None:
        if self.lesson_session.run.finished and not self.recorded:
            self.recorded = True
            done = list(getattr(store.current_settings(self.ctx), "lessons_done", ()) or ())
            key = lesson_key(self.lesson)
            if key not in done:
                problem = store.change_settings(self.ctx, lessons_done=tuple([*done, key]))
                if problem:
                    self.show_toast(problem)

    def update(self, dt: float) -> None:
        super().update(dt)
        idle = not self.queue and not self.tweens.busy()
        if idle and self.shown is not self.session.state:
            self._jump()  # the next step starts from its own position
        if idle != self._was_idle:
            self._was_idle = idle
            self.guidance.forget()  # e.g. no "finish the moves" once the lesson is done
        self._record_done()

    def propose(self, action: Any) -> None:
        """The learner's move: as at any table, and a move the step does not teach
        is answered with the step's sentence."""
        session = self.lesson_session
        session.refused = None
        super().propose(action)
        if session.refused is not None:
            self.refuse(session.refused)

    def refuse(self, reason: str) -> None:
        """A refused move: the rule's (or the step's) sentence above the hand, and
        the step's own sentence in the lesson panel."""
        super().refuse(reason)
        run = self.lesson_session.run
        if not run.finished and not run.step.read_only and run.step.wrong:
            self.lesson_session.wrong = run.step.wrong
        self.renderer.invalidate()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """N, B and R press Next, Back and Restart; the rest as at any table."""
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_n: "next", pygame.K_b: "back", pygame.K_r: "restart"}
            if event.key in keys:
                button = self.lesson_buttons[keys[event.key]]
                if button in self.shown_lesson_buttons() and button.enabled:
                    button.action()
                return None
        return super().handle_event(event)

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_outlines(surface)
        self.draw_lesson_panel(surface)

    def outline_rects(self) -> list[pygame.Rect]:
        """The window rectangles of what the step outlines (see
        :data:`game.lessons.OUTLINES`): places, the learner's cards of a kind, a meld
        of the learner's side."""
        run = self.lesson_session.run
        if run.finished or self.busy():
            return []
        places = self.renderer.place_rects()
        boxes = {b.meld.id: b for b in self.placement.meld_boxes} if self.placement else {}
        zones = {"threes": "threes_0", "foot": "foot_0", "score": "info"}
        out: list[pygame.Rect] = []
        for item in run.step.outline:
            if item in ("stock", "pile"):
                out.append(places[item])
            elif item == "new meld":
                out.append(places["newmeld"])
            elif item == "undo":
                undo = next((b for b in self.buttons if b.label == _("Undo")), None)
                if undo is not None:
                    out.append(undo.rect)
            elif item in zones:
                if zones[item] in self.layout.zones:
                    out.append(pygame.Rect(self.layout.zone(zones[item]).rect))
            elif item.startswith("hand "):
                kind = item.split()[1]
                out.extend(s.rect() for c, s in self.sprites.items()
                           if c.kind == kind and s.zone == "hand:0")
            elif item.startswith("meld "):
                box = boxes.get(int(item.split()[1]))
                if box is not None:
                    out.append(pygame.Rect(box.rect))
        return out

    def draw_outlines(self, surface: pygame.Surface) -> None:
        for rect in self.outline_rects():
            glow(surface, rect, HINT, 1.0)

    def draw_lesson_panel(self, surface: pygame.Surface) -> None:
        """The lesson panel over the log: the lesson's title, "Step 3 of 9", the
        sentence of the step just done, the step's words, the sentence for a
        wrong move; at the end the closing sentence; the buttons."""
        session = self.lesson_session
        run = session.run
        number, count = run.number
        status = (_("Lesson done") if run.finished
                  else tr("Step {n} of {count}", n=number, count=count))
        texts: list[tuple[str, tuple[int, int, int]]] = []
        if session.done:
            texts.append((f"{DONE} {_(session.done)}", DONE_INK))
        if run.finished:
            texts.append((_(self.lesson.closing), INK))
        else:
            texts.append((_(run.step.say), INK))
            if session.wrong:
                texts.append((_(session.wrong), WRONG_INK))
        self.draw_log_panel(surface, _(self.lesson.title), status, DIM, False, texts,
                            self.shown_lesson_buttons())


class LessonDialogs(TableDialogs):
    """A lesson's score sheet closes back to the lesson: no next deal follows."""

    def show_score_sheet(self) -> None:
        scene = self.scene
        sheet = ScoreSheetScene(scene.ctx, scene.session, on_next=lambda: None)
        sheet.next_label = _("Back to the lesson")
        scene.app.push(sheet)

    def menu(self) -> None:
        """Esc: the lessons (a lesson keeps nothing to resume)."""
        self.scene.app.pop(self.scene)
