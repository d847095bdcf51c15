"""Review my play: the coach's review of the deal just played (docs/coach.md).

:func:`deal_log` finds the deal's move log of a session (its actions replayed from
the game's seed); :class:`ReviewScene` is a read-only table pushed over the score
sheet. While the coach thinks (on the worker thread) its panel, over the log zone,
shows "Reviewing your play: decision 3 of 17" and Cancel; then it steps through the
decisions the coach shows (Back / Next, keys B or Left and N or Right; Close or
Esc), each drawn as the player saw it at that point: the player's hand face up,
the other hands and the stock face down as at the table. The move made is outlined
in one colour, the coach's move in another; the panel gives the grade, the cost
with its 95% interval, the coach's sentence with its rule ids, and the deal's total
estimated cost at the top.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any

import pygame

from game.coach import reviewer
from game.coach.reviewer import DealLog, Decision, Review, Settings
from game.i18n import _, number, refusal, tr
from game.present.session import GameSession
from game.rules import engine
from game.rules.actions import Action, Discard, Draw, Meld, TakePile, parse_action
from game.rules.state import GameState
from game.ui.scene import Context
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_dialogs import cost_words
from game.ui.scenes.table_paint import glow
from game.ui.text import DIM, GOLD, INK
from game.ui.widgets import Button

PLAYED = (240, 150, 130)
"""The outline of the move made."""
SUGGESTED = (120, 220, 140)
"""The outline of the coach's move."""


def deal_log(session: Any) -> DealLog | None:
    """The move log of the deal that just ended in ``session`` (a
    :class:`~game.present.session.GameSession`): its actions replayed from the
    game's seed and split into deals (:func:`game.coach.reviewer.deal_logs`). None
    when there is no human seat, or the actions do not lead to the session's state
    (a practice position opened from a file, a lesson)."""
    if getattr(session, "human", None) is None or not getattr(session, "actions", None):
        return None
    if type(session) is not GameSession:
        return None  # a lesson's moves do not start from the game's seed
    try:
        start = GameSession(session.game_id, dict(session.table_rules), session.seed,
                            session.human, list(session.levels)).state
        actions = [parse_action(text) for text in session.actions]
        logs = reviewer.deal_logs(start, actions)
    except (ValueError, KeyError):
        return None
    state = start.copy()
    for action in actions:
        state, _moves = engine.apply_unchecked(state, action, in_place=True)
    if state.fingerprint() != session.state.fingerprint():
        return None
    log = logs[-1] if logs else None
    if log is None or not log.actions or not log.finished():
        return None
    return log


class _Cancelled(Exception):
    """Raised by the progress callback once the review is cancelled."""


class ReviewScene(TableScene):
    """The coach's review of ``seat``'s play in the deal ``log``, with
    ``settings`` (default :class:`~game.coach.reviewer.Settings`). Read-only:
    no move can be made here. ``review`` is the coach's result once it is in."""

    def __init__(self, ctx: Context, log: DealLog, seat: int,
                 settings: Settings | None = None) -> None:
        self.log = log
        self.seat = seat
        self.settings = settings or Settings()
        self.review: Review | None = None
        self.error: str | None = None
        self.index = 0
        self.done_count = 0
        self.total_count = 0
        self.cancel_flag = threading.Event()
        self.future: Future[Review] | None = None
        self.review_buttons: dict[str, Button] = {}
        self._states: dict[int, GameState] = {}
        rs = log.start.ruleset
        session = GameSession(rs.id, dict(rs.table_rules()), 0, seat,
                              ["normal"] * rs.players)
        session.state = log.start.copy()
        session.players = [None] * rs.players
        session.log = []
        session.counts_in_statistics = False
        super().__init__(ctx, session, speed="instant")

    # -- the coach on the worker thread -----------------------------------------
    def _progress(self, done: int, total: int) -> None:
        if self.cancel_flag.is_set():
            raise _Cancelled
        self.done_count, self.total_count = done, total

    def start(self) -> None:
        """Ask the coach (on the worker thread)."""
        if self.future is None:
            self.future = self.ctx.app.reviewer().submit(
                reviewer.review, self.log, self.seat, self.settings, self._progress)

    @property
    def thinking(self) -> bool:
        return self.review is None and self.error is None

    def cancel(self) -> None:
        """Cancel: stop the coach and go back to the score sheet."""
        self.cancel_flag.set()
        if self.future is not None:
            self.future.cancel()
        self.app.pop(self)

    def close(self) -> None:
        """Close: back to the score sheet."""
        self.app.pop(self)

    def exit(self) -> None:
        """Leaving while the coach thinks (the window closed) stops the review at
        its next decision, so that nothing waits for the rest of it."""
        if self.thinking:
            self.cancel_flag.set()
        super().exit()

    def back(self) -> None:
        if self.review is not None and self.index > 0:
            self.index -= 1
            self._show_decision()

    def next(self) -> None:
        if self.review is not None and self.index < len(self.review.decisions) - 1:
            self.index += 1
            self._show_decision()

    @property
    def decision(self) -> Decision | None:
        if self.review is None or not self.review.decisions:
            return None
        return self.review.decisions[self.index]

    def state_at(self, index: int) -> GameState:
        """The deal's state before its action ``index`` (as the table showed it:
        only the player's hand face up)."""
        if index not in self._states:
            state = self.log.start.copy()
            for action in self.log.actions[:index]:
                state, _moves = engine.apply_unchecked(state, action, in_place=True)
            self._states[index] = state
        return self._states[index]

    def _show_decision(self) -> None:
        """Put the current decision's position on the table at once."""
        decision = self.decision
        if decision is None:
            return
        self.session.state = self.state_at(decision.index)
        self.queue.clear()
        self.tweens.finish()
        self.moving.clear()
        self.selected.clear()
        self.shown = self.session.state
        self.guidance.forget()
        self.retarget(instant=True)
        self.renderer.invalidate()

    def update(self, dt: float) -> None:
        self.start()
        future = self.future
        if self.thinking and future is not None and future.done():
            try:
                self.review = future.result()
            except _Cancelled:
                return
            except Exception as error:  # the coach must never crash the window
                self.error = tr("The coach could not review this deal: {error}",
                                error=str(error))
            else:
                self.index = 0
                self._show_decision()
        super().update(dt)

    # -- input ----------------------------------------------------------------------
    def _make_buttons(self) -> None:
        super()._make_buttons()
        self.buttons = []  # no Draw, Sort, Undo or Menu: the position is only looked at
        row = self.panel_row(3)
        self.review_buttons = {
            "back": Button(_("Back"), row[0], self.back, hotkey="B"),
            "next": Button(_("Next"), row[1], self.next, hotkey="N"),
            "close": Button(_("Close"), row[2], self.close),
            "cancel": Button(_("Cancel"), row[2], self.cancel),
        }

    def shown_review_buttons(self) -> list[Button]:
        """Cancel while the coach thinks; then Back, Next and Close."""
        if self.thinking:
            return [self.review_buttons["cancel"]]
        count = len(self.review.decisions) if self.review is not None else 0
        back, nxt = self.review_buttons["back"], self.review_buttons["next"]
        back.enabled = self.index > 0
        nxt.enabled = self.index < count - 1
        if count <= 1:
            return [self.review_buttons["close"]]
        return [back, nxt, self.review_buttons["close"]]

    def active_buttons(self) -> list[Button]:
        return self.shown_review_buttons()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """B or Left, N or Right, Esc (Close, or Cancel while thinking); the
        panel's buttons; nothing else (the position cannot be played)."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel() if self.thinking else self.close()
            elif event.key in (pygame.K_b, pygame.K_LEFT):
                self.back()
            elif event.key in (pygame.K_n, pygame.K_RIGHT):
                self.next()
            return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            for button in self.shown_review_buttons():
                if button.handle_event(event):
                    return None
            return None
        if event.type in (pygame.MOUSEWHEEL, pygame.KEYUP, pygame.TEXTINPUT):
            return None
        return event

    def on_escape(self) -> None:
        self.cancel() if self.thinking else self.close()

    # -- drawing ----------------------------------------------------------------------
    def outline_rects(self, action: Action) -> list[pygame.Rect]:
        """Window rectangles of ``action``: the stock for a draw, the pile for
        taking it, the card in the hand for a discard, the cards for a meld and the
        meld (or the New meld place) they go to."""
        places = self.renderer.place_rects()
        boxes = {b.meld.id: b for b in self.placement.meld_boxes} if self.placement else {}
        out: list[pygame.Rect] = []
        cards: tuple[Any, ...] = ()
        target: int | None = None
        if isinstance(action, Draw):
            out.append(places["stock"])
        elif isinstance(action, TakePile):
            out.append(places["pile"])
            target = getattr(action, "meld", None)
        elif isinstance(action, Discard):
            cards = (action.card,)  # the card in the hand (both moves go to the pile)
        elif isinstance(action, Meld):
            cards = action.cards
            target = action.meld
            if target is None:
                out.append(places["newmeld"])
        if target is not None and target in boxes:
            out.append(pygame.Rect(boxes[target].rect))
        for card in cards:
            sprite = self.sprites.get(card)
            if sprite is not None:
                out.append(sprite.rect())
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        decision = self.decision
        if decision is not None and not self.busy():
            for rect in self.outline_rects(decision.played):
                glow(surface, rect.inflate(6, 6), PLAYED, 1.0)
                pygame.draw.rect(surface, PLAYED, rect.inflate(6, 6), 3, border_radius=6)
            for rect in self.outline_rects(decision.suggested):
                glow(surface, rect, SUGGESTED, 1.0)
                pygame.draw.rect(surface, SUGGESTED, rect, 3, border_radius=6)
        self.draw_review_panel(surface)

    def panel_texts(self) -> tuple[str, str, list[tuple[str, tuple[int, int, int]]]]:
        """The panel's title, status line and paragraphs (text, colour)."""
        title = tr("Review of deal {deal}", deal=self.log.deal_no)
        if self.error is not None:
            return title, "", [(self.error, PLAYED)]
        if self.review is None:
            status = (tr("Reviewing your play: decision {n} of {count}\u2026",
                         n=min(self.done_count + 1, self.total_count), count=self.total_count)
                      if self.total_count else _("Reviewing your play\u2026"))
            return title, status, [(_("The coach plays each decision out in many deals "
                                      "that agree with what you saw."), DIM)]
        decisions = self.review.decisions
        if not decisions:
            return title, "", [(_("The coach found no decision in this deal that cost "
                                  "you points."), INK)]
        total = sum(d.cost for d in decisions)
        status = tr("Estimated cost of the deal: about {cost} points",
                    cost=number(round(total)))
        d = decisions[self.index]
        texts: list[tuple[str, tuple[int, int, int]]] = [
            (tr("Decision {n} of {count}: {grade}", n=self.index + 1, count=len(decisions),
                grade=_(d.grade)), GOLD),
            (tr("Cost: {cost}", cost=cost_words(d)), INK),
            (refusal(d.words) + (f" ({', '.join(d.rules)})" if d.rules else ""), INK),
            (_("Red outline: your move. Green outline: the coach's move."), DIM),
        ]
        return title, status, texts

    def draw_review_panel(self, surface: pygame.Surface) -> None:
        title, status, texts = self.panel_texts()
        self.draw_log_panel(surface, title, status, INK, True, texts,
                            self.shown_review_buttons())

