"""The table: the game as the human sees it, played with the mouse or the keys.

The scene never decides a rule: a click or a drop becomes a candidate action,
``why_illegal`` judges it, and a refused drop glides back with the rules'
sentence. Every card movement the rules report is tweened (seconds), computer
players act at a readable pace, and the log narrates each move.

The scene keeps the model (the session, the state shown, the cards on screen,
the hand's order and selection, the layout) and the loop (moves shown one after
the other, the computer players' turns); it owns the parts that do the rest,
each reached by a public attribute and given the scene:

- ``renderer`` (:mod:`~game.ui.scenes.table_draw`): draws it all, with the games'
  extras, the overlays and the side panel as parts of its own;
- ``pointer`` (:mod:`~game.ui.scenes.table_pointer`): the mouse, drags and drops;
- ``keyboard`` (:mod:`~game.ui.scenes.table_focus`): the keys and the focus;
- ``guidance`` (:mod:`~game.ui.scenes.table_guide`): prompts, hints, call-outs;
- ``dialogs`` (:mod:`~game.ui.scenes.table_dialogs`): the questions and screens
  opened over the table.
"""

from __future__ import annotations

import collections
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game import i18n
from game.i18n import _, notice, refusal, tr
from game.layout import Layout, table_layout
from game.present.games.registry import game_table
from game.present.narrate import meld_words
from game.present.session import GameSession, Step
from game.rules.actions import (
    Action,
    Discard,
    Draw,
    EndPlay,
    KeepCut,
    Meld,
    MoveWilds,
    TakePile,
    UndoTurn,
)
from game.rules.cards import Card
from game.rules.messages import sentence_of
from game.rules.state import GameState, Phase
from game.ui.placement import Placement, Seating, card_height, order_hand, place_cards
from game.ui.scene import Context, Scene
from game.ui.scenes.table_dialogs import TableDialogs
from game.ui.scenes.table_draw import TableRenderer
from game.ui.scenes.table_focus import KeyboardFocus
from game.ui.scenes.table_guide import Guidance
from game.ui.scenes.table_pointer import Pointer
from game.ui.sound import Sounds
from game.ui.text import GOLD, blit_start
from game.ui.tween import Tweens, ease_in_out
from game.ui.widgets import Button, draw_panel


@dataclass(frozen=True)
class Pace:
    """How the table moves at one animation speed (all in seconds).

    A computer player's turn starts ``turn`` after every card has landed; its
    next moves of the same turn (draw, melds, discard) follow one another, each
    setting off ``follow`` after the one before and once the cards of the one
    before have at most ``overlap`` left to travel, so that they may overlap."""

    card: float
    """A card's travel to its place (the cards of one move set off 0.03 s apart)."""
    turn: float
    """The pause before a computer player's turn, once every card has landed."""
    follow: float
    """The least time between two moves of one computer turn setting off."""
    overlap: float
    """How long the cards of a computer's move may still travel when its next move
    of the same turn sets off."""
    cut: float
    """A computer starter's pause at the cut: the three cards shown are seen before
    its decision (DK-2.1)."""


PACES: dict[str, Pace] = {
    "instant": Pace(card=0.0, turn=0.0, follow=0.0, overlap=0.0, cut=0.0),
    "fast": Pace(card=0.18, turn=0.15, follow=0.14, overlap=0.08, cut=0.9),
    "normal": Pace(card=0.3, turn=0.3, follow=0.25, overlap=0.12, cut=2.0),
    "slow": Pace(card=0.5, turn=0.9, follow=0.8, overlap=0.0, cut=3.5),
}
"""The pace of each animation speed (the player's setting)."""

STAGGER = 0.03
"""Seconds between the cards of one move setting off (0.6 s at most)."""

TOAST_SECONDS = 5.0


@dataclass
class CardSprite:
    """A card on screen: centre (pixels), width (pixels), angle (degrees), face."""

    card: Card
    x: float
    y: float
    width: float
    angle: float
    face_up: bool
    z: int = 0
    zone: str = ""
    home_width: float = 0.0  # the width of its place (drawn from the cache at this size)

    def rect(self) -> pygame.Rect:
        """The card's rectangle on screen (window pixels), turned sideways when
        it lies crosswise."""
        w = self.width
        h = card_height(w)
        if abs((self.angle % 180) - 90) < 1:
            w, h = h, w
        return pygame.Rect(int(self.x - w / 2), int(self.y - h / 2), int(w), int(h))


class TableScene(Scene):
    """The table for one :class:`GameSession` (``speed`` overrides the setting;
    ``autosaver`` records each action, or None: nothing is saved)."""

    def __init__(self, ctx: Context, session: GameSession, speed: str | None = None,
                 autosaver: Any = None) -> None:
        super().__init__(ctx)
        self.session = session
        self.autosaver = autosaver
        settings = ctx.settings
        self._speed: str | None = speed or ctx.options.get("speed")
        self.sort_mode: str | None = getattr(settings, "hand_sort", "rank")
        rs = session.ruleset
        self.seating = Seating(rs.players, session.human, rs.partnerships)
        screen = pygame.display.get_surface()
        size = screen.get_size() if screen is not None else (1280, 800)
        self.layout: Layout = table_layout(rs.players, size, rs.partnerships)
        self.shown: GameState = session.state
        """The state on screen: the session's, once the moves queued are shown."""
        self.queue: collections.deque[Step] = collections.deque()
        """The moves made but not yet shown, oldest first."""
        self.tweens = Tweens()
        self.sprites: dict[Card, CardSprite] = {}
        """Every card on screen."""
        self.placement: Placement | None = None
        """Where each card of the state shown belongs, and the melds' boxes."""
        self.hand_order: list[Card] = []
        """The human's hand, left to right."""
        self.selected: set[Card] = set()
        """The cards of the hand the human has selected (lifted)."""
        self.kept: set[Card] = set()
        """The cut cards the human means to keep (DK-2.1), lifted until the deal."""
        self.toast: tuple[str, float] | None = None
        """The message above the hand and its seconds left (see :meth:`show_toast`)."""
        self.toast_kind = "refusal"
        self._last_seat: int | None = None
        self._hand_frame: tuple[int, int, tuple[float, float]] | None = None
        self._order_before_melds: list[Card] = []
        self.ai_timer = 0.0
        """Seconds every card has been at rest while a computer player is to start
        its turn (see :class:`Pace`)."""
        self.clock = 0.0
        """The table's clock: seconds of frames since it opened."""
        self._set_off = -1e9
        """The clock when the last move shown set off."""
        self._last_turn: tuple[int, int, int] | None = None
        """(deal, turn, seat) of the last move shown."""
        self._others_land = 0.0
        """The clock when the cards of the last move shown of another seat than the
        human's have landed."""
        self._thinking: tuple[GameState, Future[Action]] | None = None
        """The state a computer player is choosing for on the worker thread, and its
        choice to come (see :meth:`_think`)."""
        self.coach_asked: tuple[GameState, Action, Future[Any]] | None = None
        """The human's discard or pile pickup the live coach is weighing: the state
        it was asked in, the move, and the coach's answer to come (see
        :meth:`ask_coach`)."""
        self.coach_options: dict[str, Any] = {}
        """Keyword arguments for :func:`game.coach.live.price` (tests give
        ``seconds=None``: every world, whatever the clock)."""
        self.log_scroll = 0
        """How many lines the log is scrolled back."""
        self.sheet_shown_for: tuple[int, int] | None = None
        self.answer_asked = False
        self.buttons: list[Button] = []
        """The table's buttons: Draw, Sort, Undo, Menu."""
        self._game_buttons_key: tuple[tuple[str, ...], tuple[int, int]] | None = None
        self._game_buttons_cache: list[Button] = []
        self.sounds = Sounds(bool(getattr(settings, "sound", True)))
        if self.speed != "instant":
            self.sounds.prepare()
        self.moving: set[Card] = set()
        """The cards in flight (moving to their places or dragged): drawn over the
        cached layer of everything at rest."""
        self.log_shown = len(session.log)
        """How many lines of the session's log the moves shown so far have written."""
        self.renderer = TableRenderer(self)
        self.dialogs = TableDialogs(self)
        self.pointer = Pointer(self)
        self.keyboard = KeyboardFocus(self)
        self.guidance = Guidance(self)
        session.on_step.append(self._on_step)
        self.retarget(instant=True)
        self._make_buttons()

    @property
    def speed(self) -> str:
        """The animation speed: as given, else the player's setting (it may change
        in the pause menu during a game)."""
        return self._speed or str(getattr(self.ctx.settings, "animation_speed", "normal"))

    @property
    def pace(self) -> Pace:
        """The pace of the animation speed (see :class:`Pace`)."""
        return PACES.get(self.speed, PACES["normal"])

    @property
    def reduce_motion(self) -> bool:
        """The reduce-motion setting: cards jump to their places, glows stay still."""
        return bool(getattr(self.ctx.settings, "reduce_motion", False))

    @property
    def card_scale(self) -> float:
        """The player's card size setting as a factor of the layout's card widths."""
        size = getattr(self.ctx.settings, "card_size", "medium")
        return {"small": 0.85, "medium": 1.0, "large": 1.18}.get(size, 1.0)

    def resume(self) -> None:
        """Back from a menu: settings may have changed (card size, sorting; a hand
        arranged by hand keeps its order)."""
        if self.sort_mode is not None:
            self.sort_mode = getattr(self.ctx.settings, "hand_sort", self.sort_mode)
        self.renderer.forget_layer()
        self.retarget(instant=True)

    # -- queries used by selftest and tests --------------------------------
    def deal_over_shown(self) -> bool:
        """True once the score sheet of the current deal is on screen."""
        state = self.session.state
        return (state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and not self.queue
                and self.sheet_shown_for == (state.deal_no, len(state.history)))

    def busy(self) -> bool:
        """True while cards are moving or moves wait to be shown."""
        return bool(self.queue) or self.tweens.busy()

    def animating(self) -> bool:
        """Cards moving, moves to show, a computer about to move, a message shown."""
        return (self.busy() or bool(self.moving) or self.toast is not None
                or self.pointer.dragging or self.session.ai_to_act()
                or self.guidance.showing())

    # -- scene hooks ----------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self.layout.resized(size)
        self.renderer.forget_layer()
        self._make_buttons()
        self.retarget(instant=True)

    def exit(self) -> None:
        if self._on_step in self.session.on_step:
            self.session.on_step.remove(self._on_step)
        close = getattr(self.autosaver, "close", None)
        if close is not None:
            close()  # the save is free for another window

    def _make_buttons(self) -> None:
        labels = {"button_draw": (_("Draw"), self.click_draw, "D"),
                  "button_sort": (_("Sort"), self.toggle_sort, "S"),
                  "button_undo": (_("Undo"), self.undo, "U"),
                  "button_menu": (_("Menu"), self.dialogs.menu, "Esc")}
        self.buttons = []
        for name, (label, action, key) in labels.items():
            zone = self.layout.zone(name)
            self.buttons.append(Button(label, pygame.Rect(zone.rect), action, hotkey=key))
        self.cut_button = Button(_("Deal"), self.cut_button_rect(), self.keep_cut,
                                 hotkey="Enter")

    def panel_row(self, count: int) -> list[pygame.Rect]:
        """``count`` button rectangles side by side at the foot of the log's zone
        (window pixels), the first at the start of the line (the right in Persian):
        the buttons of a panel drawn over the log (a lesson's, a review's)."""
        zone = pygame.Rect(self.layout.zone("log").rect)
        height = max(26, pygame.Rect(self.layout.zone("button_draw").rect).h - 4)
        pad, gap = 8, 6
        width = (zone.w - 2 * pad - (count - 1) * gap) // count
        row = [pygame.Rect(zone.x + pad + i * (width + gap), zone.bottom - pad - height,
                           width, height) for i in range(count)]
        return row[::-1] if i18n.is_rtl() else row

    def draw_log_panel(self, surface: pygame.Surface, title: str, status: str,
                       status_ink: tuple[int, int, int], status_bold: bool,
                       texts: list[tuple[str, tuple[int, int, int]]],
                       buttons: list[Button]) -> None:
        """A panel drawn over the log's zone (a lesson's, a review's): ``title`` in
        gold, a ``status`` line, the paragraphs ``texts`` (text, colour) clipped
        above ``buttons``, which are drawn at its foot (see :meth:`panel_row`)."""
        zone = pygame.Rect(self.layout.zone("log").rect)
        draw_panel(surface, zone, alpha=255, radius=8)
        pygame.draw.rect(surface, GOLD, zone, 1, border_radius=8)
        fonts = self.ctx.fonts
        scale = self.layout.scale
        big, size, small = (max(12, int(15 * scale)), max(11, int(13 * scale)),
                            max(10, int(11 * scale)))
        inner = zone.inflate(-16, -16)
        y = inner.y
        for line in fonts.wrap(title, big, inner.w, bold=True)[:2]:
            blit_start(surface, fonts, line, inner.x, inner.right, y, big, GOLD, bold=True)
            y += fonts.get(big, bold=True).get_linesize()
        for line in fonts.wrap(status, small, inner.w)[:2]:
            blit_start(surface, fonts, line, inner.x, inner.right, y, small, status_ink,
                       bold=status_bold)
            y += fonts.get(small).get_linesize()
        y += 4
        bottom = min(b.rect.top for b in buttons) - 6
        line_h = fonts.get(size).get_linesize()
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(inner.x, y, inner.w, max(0, bottom - y)))
        for text, colour in texts:
            for line in fonts.wrap(text, size, inner.w):
                blit_start(surface, fonts, line, inner.x, inner.right, y, size, colour)
                y += line_h
            y += line_h // 2
        surface.set_clip(clip)
        for button in buttons:
            button.draw(surface, fonts)

    def draw(self, surface: pygame.Surface) -> None:
        """The table as it stands (see :class:`TableRenderer`)."""
        self.renderer.draw(surface)

    # -- the game moving on ----------------------------------------------------
    def _on_step(self, step: Step) -> None:
        self.queue.append(step)
        if self.autosaver is not None:
            try:
                self.autosaver.record(step.action)
            except Exception as error:  # a save must never stop the game
                self.show_toast(tr("The game could not be saved: {error}",
                                   error=notice(sentence_of(error))))
            if getattr(self.autosaver, "problem", None):
                self.show_toast(notice(self.autosaver.problem))
        for notice_text in game_table(step.before.ruleset).step_toasts(step.before, step.after):
            self.show_toast(notice_text, kind="info")  # MA-1.3: the turn card drawn
        if step.after.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            self._record_statistics(step.after)

    def _record_statistics(self, state: GameState) -> None:
        if (self.session.human is None or not self.session.counts_in_statistics
                or getattr(self.autosaver, "read_only", False)):
            return  # practice, or a read-only copy whose game goes on in another window
        from game.ui.scenes import store

        problem = store.record_statistics(self.ctx, state, self.session.human)
        if problem:
            self.show_toast(problem)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.renderer.next_frame(idle=not self.tweens.busy())
        self.tweens.update(dt)
        if self.moving and not self.tweens.busy() and not self.pointer.dragging:
            landed, self.moving = self.moving, set()
            self.renderer.settle(landed)
        if self.toast:
            text, left = self.toast
            self.toast = (text, left - dt) if left - dt > 0 else None
        self.guidance.update(dt)
        self.coach_answer()
        if self.pointer.dragging:
            return
        steps = 0
        while True:
            if self.queue and (not self.tweens.busy() or self._may_follow(self.queue[0])):
                self._show(self.queue.popleft())
                steps += 1
                if self.speed != "instant" or steps > 40:
                    break
                continue
            if self.queue:
                break
            if not self._idle(dt) or self.speed != "instant" or steps > 40:
                break
            steps += 1

    def _show(self, step: Step, sound: bool = True) -> None:
        """Show the move ``step``: its cards set off, its lines join the log."""
        self.shown = step.after
        if self.speed != "instant" and sound:
            self._sound_for(step)
        self.log_shown = len(self.session.log) - sum(len(q.lines) for q in self.queue)
        self.guidance.note(step)
        self._last_seat = step.seat
        self._last_turn = (step.before.deal_no, step.before.turn_no, step.seat)
        self._set_off = self.clock
        self.retarget(moves=step)
        if step.seat != self.session.human:
            self._others_land = self.clock + self.tweens.remaining()

    def _same_turn(self, state: GameState, seat: int) -> bool:
        """True if a move of ``seat`` from ``state`` goes on the computer turn of the
        last move shown."""
        return (seat != self.session.human
                and (state.deal_no, state.turn_no, seat) == self._last_turn)

    def _may_follow(self, step: Step) -> bool:
        """True if ``step``, a computer's next move of the turn shown, may set off
        while cards still travel (see :class:`Pace`)."""
        return self._same_turn(step.before, step.seat) and self._followed()

    def _followed(self) -> bool:
        """True once the last move shown is far enough on for the next move of the
        same turn to set off (see :class:`Pace`)."""
        pace = self.pace
        return (self.clock - self._set_off >= pace.follow - 1e-9
                and self.tweens.remaining() <= pace.overlap + 1e-9)

    def others_moving(self) -> bool:
        """True while the computer players' moves are shown or still to come: a
        computer to act, a move waiting, or another seat's cards still on their
        way (not the human's own)."""
        return (bool(self.queue) or self.session.ai_to_act()
                or (self.tweens.busy() and self.clock < self._others_land))

    def hurry(self) -> bool:
        """F, or a click on the table while the computer players move: the moves
        waiting are shown and every card in flight lands at once (the log names
        them all); the next computer move follows without its pause. False if
        nothing was moving or waiting."""
        if not (self.queue or self.tweens.busy() or self.session.ai_to_act()):
            return False
        while self.queue:
            self._show(self.queue.popleft(), sound=False)
        self.tweens.finish()
        self._others_land = self._set_off = -1e9
        self.ai_timer = max(self.ai_timer, self.pace.cut, self.pace.turn)
        return True

    def _idle(self, dt: float) -> bool:
        """Everything shown: score sheet, dialogs, or the next computer move.
        Returns True if a move was made (so instant speed may go on)."""
        session = self.session
        state = session.state
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and not self.tweens.busy():
            key = (state.deal_no, len(state.history))
            if self.sheet_shown_for != key and self.app.top is self:
                self.sheet_shown_for = key
                self.dialogs.show_score_sheet()
            return False
        if session.ai_to_act() and self.app.top is self and self._thinking is None and (
                self.speed != "instant"
                and getattr(session.players[state.to_act], "thinks_long", False)):
            self._think(session)  # chosen on the worker thread while the cards travel
        if self.tweens.busy() and not (session.ai_to_act()
                                       and self._same_turn(state, state.to_act)):
            return False  # the last move lands first
        if session.human_to_act():
            if state.phase is Phase.ANSWER and not self.answer_asked and self.app.top is self:
                self.answer_asked = True
                self.dialogs.ask_human_answer()
            return False
        self.answer_asked = False
        if not session.ai_to_act() or self.app.top is not self:
            return False
        if self._same_turn(state, state.to_act):
            if not self._followed():
                return False
        else:
            if self.tweens.busy():
                return False
            self.ai_timer += dt
            if self.ai_timer < (self.pace.cut if state.phase is Phase.CUT else self.pace.turn):
                return False
        self.ai_timer = 0.0
        try:
            if self._thinking is not None:
                return self._think(session)
            session.ai_step()
        except Exception as error:  # never let a computer player crash the table
            self._thinking = None
            self.show_toast(tr("A computer player could not move: {error}", error=str(error)))
            return False
        return True

    def _think(self, session: GameSession) -> bool:
        """A computer player that thinks long (Hard's look-ahead) chooses on a worker
        thread, so that the table keeps drawing; its move is applied once chosen,
        if the game is still where it was asked. True once a move is made."""
        if self._thinking is None:
            question = session.ai_question()
            if question is None:
                return False
            player, view, legal = question
            self._thinking = (session.state,
                              self.ctx.app.thinker().submit(player.choose, view, legal))
            return False
        asked, future = self._thinking
        if not future.done():
            self.ai_timer = max(self.pace.cut, self.pace.turn)  # poll next frame
            return False
        self._thinking = None
        if asked is not session.state:
            return False
        session.apply_choice(future.result())
        return True

    # -- placing and animating cards -------------------------------------------
    def retarget(self, instant: bool = False, moves: Step | None = None) -> None:
        """Place every card of the state shown anew: a card whose place changed
        glides there (jumps when ``instant``), one after the other in the order of
        ``moves``'s card movements; the hand keeps its order (after an undo, its
        order before the turn's first meld)."""
        state = self.shown
        human = self.session.human
        if human is not None:
            previous = self._order_before_melds if isinstance(
                moves and moves.action, UndoTurn) else self.hand_order
            self.hand_order = order_hand(state.hands[human], previous or self.hand_order,
                                         self.sort_mode)
        self.selected &= set(state.hands[human]) if human is not None else set()
        # within a turn the hand keeps its place as it shrinks: a second click lands
        # on the card the player sees there
        turn = human is not None and state.current == human and state.phase is Phase.MELD
        size = len(state.hands[human]) if human is not None else 0
        frame = self._hand_frame
        keep = (turn and frame is not None and frame[0] == state.deal_no and size <= frame[1]
                and not instant)
        revealed = self.guidance.revealed
        placement = place_cards(state, self.layout, self.seating, self.hand_order,
                                frozenset(self.selected), card_scale=self.card_scale,
                                hand_frame=frame[2] if keep and frame else None,
                                kept=frozenset(self.kept),
                                shown=revealed[0] if revealed else frozenset())
        self.pointer.place_staged(placement)  # DK-10.2: zsolis waiting for a split
        if not keep:
            self._hand_frame = (state.deal_no, size, placement.hand_frame) if turn else None
        self.placement = placement
        duration = 0.0 if instant or self.reduce_motion else self.pace.card
        stock = self.layout.zone("stock").rect.center
        new_sprites: dict[Card, CardSprite] = {}
        moved: dict[Card, int] = {}
        if moves is not None:
            for i, move in enumerate(moves.moves):
                moved.setdefault(move.card, i)
        still_moving = self.moving if self.tweens.busy() else set()
        moving: set[Card] = set(still_moving)
        for card, spot in placement.spots.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = CardSprite(card, stock[0], stock[1], spot.width, 0.0, False)
            moves_now = (abs(sprite.x - spot.x) > 0.5 or abs(sprite.y - spot.y) > 0.5
                         or abs(sprite.width - spot.width) > 0.5
                         or abs(sprite.angle - spot.angle) > 0.5)
            if duration and moves_now:
                moving.add(card)
            sprite.face_up = spot.face_up
            sprite.home_width = spot.width
            sprite.z = spot.z
            sprite.zone = spot.zone
            goal = {"x": spot.x, "y": spot.y, "width": spot.width, "angle": spot.angle}
            heading = self.tweens.heading(sprite)
            on_its_way = bool(duration) and len(heading) == len(goal) and all(
                abs(heading.get(k, 1e9) - v) <= 0.5 for k, v in goal.items())
            # a card on its way elsewhere turns to its new place; one on its way
            # here, or landed, keeps going (or stays)
            if (moves_now or bool(heading)) and not on_its_way:
                delay = min(moved.get(card, 0) * STAGGER, 0.6) if duration else 0.0
                self.tweens.add(sprite, duration=duration, delay=delay, ease=ease_in_out,
                                x=spot.x, y=spot.y, width=spot.width, angle=spot.angle)
            new_sprites[card] = sprite
        self.sprites = new_sprites
        self.moving = moving
        self.renderer.invalidate()
        if duration and not instant:
            self.renderer.defer()

    # -- input --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Keys go to the keyboard part, the mouse to the pointer; None once used."""
        if event.type == pygame.KEYDOWN:
            return self.keyboard.handle_key(event)
        if self.pointer.handle_event(event):
            return None
        return event

    def active_buttons(self) -> list[Button]:
        """The buttons that take clicks now: the table's, and Deal at the cut."""
        if self.cutting():
            return [*self.buttons, self.cut_button]
        return [*self.buttons, *self.game_buttons()]

    def game_buttons(self) -> list[Button]:
        """The human's moves of one game that no card drag makes: "Special hand" (key
        P) while the whole hand may be laid down (MA-9.1), "Lay out 3♣" (keys L,
        then K for a second three to choose from) for a held three (MA-2.2);
        stacked up from the bottom right corner of the human's melds zone
        (pixels)."""
        session = self.session
        if not session.human_to_act():
            return []
        moves = game_table(session.ruleset).moves(session)
        key = (tuple(str(action) for _label, action, _key in moves), self.layout.size)
        if key != self._game_buttons_key:
            draw = pygame.Rect(self.layout.zone("button_draw").rect)
            melds = pygame.Rect(self.layout.zone("melds_0").rect)
            width = max(draw.w, int(draw.w * 1.2))
            buttons = []
            for i, (label, action, hotkey) in enumerate(moves):
                rect = pygame.Rect(0, 0, width, draw.h)
                rect.bottomright = (melds.right - 8, melds.bottom - 8 - i * (draw.h + 6))
                buttons.append(Button(label, rect, partial(self.propose, action),
                                      hotkey=hotkey))
            self._game_buttons_key = key
            self._game_buttons_cache = buttons
        return self._game_buttons_cache

    def propose(self, action: Action) -> None:
        """Try the human's ``action``: refused with the rules' sentence while a move
        is landing, out of turn or when illegal (a refused discard may offer to end
        the play, PH-9.2); going out may ask the partner first (CL-7.3, PH-8.3);
        else the session applies it."""
        session = self.session
        if self.queue or (self.tweens.busy() and self.clock < self._others_land):
            self.refuse(_("Wait until the last move has landed."))
            return
        if not session.human_to_act():
            self.refuse(_("Wait for your turn."))
            return
        reason = session.why_illegal(action)
        if reason is not None:
            self.refuse(reason)
            if isinstance(action, Discard) and session.why_illegal(EndPlay()) is None:
                self.dialogs.offer_end_play(reason)
            return
        if self.dialogs.goes_out(action) and self.dialogs.may_ask():
            self.dialogs.offer_ask(action)
            return
        if self.coach_asked is not None:
            self.refuse(_("The coach is looking at your move."))
            return
        if self.coach_watches(action):
            self.ask_coach(action)
            return
        self.play(action)

    def play(self, action: Action) -> None:
        """Play the human's legal ``action`` (after :meth:`propose`'s checks)."""
        session = self.session
        state = session.state
        if isinstance(action, (Meld, TakePile)) and not state.laid_this_turn and (
                state.pending is None):
            self._order_before_melds = list(self.hand_order)
        self.selected.clear()
        session.propose(action)
        if isinstance(action, MoveWilds) and action.naturals and action.target is not None:
            target = next(m for m in session.state.melds[state.side_of(state.current)]
                          if m.id == action.target)
            self.show_toast(tr("{cards} moved to your {meld} ({rule})",
                               cards=" ".join(c.symbol() for c in action.wilds),
                               meld=meld_words(target), rule="DK-10.3"), kind="info")

    # -- the live coach (setting live_coach, docs/coach.md) ---------------------------
    def coach_watches(self, action: Action) -> bool:
        """Whether the live coach weighs the human's ``action`` before it is played:
        the setting is on, this is a game (not a lesson or a review), and the move is
        a discard that does not go out or a pile pickup."""
        from game.coach import live

        if not getattr(self.ctx.settings, "live_coach", False):
            return False
        if type(self.session) is not GameSession or self.session.human is None:
            return False
        return live.watches(action) and not self.dialogs.goes_out(action)

    def ask_coach(self, action: Action) -> None:
        """Ask the live coach about ``action`` on the worker thread; its answer is
        taken up by :meth:`coach_answer` (at most about one second later)."""
        from game.coach import live
        from game.rules.view import observe

        session = self.session
        view = observe(session.state, session.state.current)
        future = self.ctx.app.thinker().submit(live.price, view, action,
                                               **self.coach_options)
        self.coach_asked = (session.state, action, future)
        self.show_toast(_("The coach is looking at your move\u2026"), kind="info")
        self.retarget()

    def coach_answer(self) -> None:
        """Once the live coach has answered: play the move, or warn with "Play it
        anyway" and "Take it back" (:meth:`TableDialogs.offer_coach_warning`). A
        coach that failed never holds a move back."""
        if self.coach_asked is None or not self.coach_asked[2].done():
            return
        asked, action, future = self.coach_asked
        self.coach_asked = None
        self.toast = None
        if asked is not self.session.state:
            return
        try:
            warning = future.result()
        except Exception:  # the coach must never stop a move
            warning = None
        if warning is None:
            self.play(action)
        else:
            self.dialogs.offer_coach_warning(action, warning)

    def refuse(self, reason: str) -> None:
        """Show a refusal (translated by :func:`game.i18n.refusal`) and sound it."""
        self.show_toast(refusal(reason))
        self.sounds.enabled = bool(getattr(self.ctx.settings, "sound", True))
        self.sounds.play("refuse")
        self.retarget()

    def _sound_for(self, step: Step) -> None:
        """A canasta chimes, a meld thumps, any other card movement clicks."""
        self.sounds.enabled = bool(getattr(self.ctx.settings, "sound", True))
        before = {m.id for side in step.before.melds for m in side if m.is_canasta}
        if any(m.is_canasta and m.id not in before for side in step.after.melds for m in side):
            self.sounds.play("canasta")
        elif isinstance(step.action, (Meld, TakePile)):
            self.sounds.play("meld")
        elif step.moves:
            self.sounds.play("card")

    def show_toast(self, text: str, kind: str = "refusal") -> None:
        """Show a sentence above the hand for a few seconds; ``kind`` is
        ``"refusal"`` (red), ``"hint"`` (blue) or ``"info"``."""
        self.toast = (text, TOAST_SECONDS)
        self.toast_kind = kind

    # -- buttons and keys ------------------------------------------------------------
    def click_draw(self) -> None:
        """Draw from the stock (the Draw button, D, a click on the stock); refused
        once the human has drawn."""
        if self.session.human_to_act() and self.session.state.phase is Phase.DRAW:
            self.propose(Draw())
        elif self.session.human_to_act():
            self.refuse(tr("You have already drawn this turn ({rule}).",
                           rule=self.session.ruleset.rule("turn")))

    def toggle_sort(self) -> None:
        """S: sort by rank or by suit; the choice is kept in the settings."""
        self.sort_mode = "suit" if self.sort_mode == "rank" else "rank"
        from game.ui.scenes import store

        problem = store.change_settings(self.ctx, hand_sort=self.sort_mode)
        if problem:
            self.show_toast(problem, kind="info")
        self.retarget()

    def undo(self) -> None:
        """Take back what was laid this turn (the Undo button, U)."""
        if self.session.human_to_act():
            self.propose(UndoTurn())

    def button_enabled(self, label: str) -> bool:
        """Whether the table's button labelled ``label`` (as shown, translated) may
        be pressed now: Draw in the human's draw phase, Undo while something laid
        this turn can be taken back (the rules allow it: not after the pile is
        taken, CL-6.3); the others always."""
        state = self.session.state
        human_turn = self.session.human_to_act()
        if label == _("Draw"):  # not while a three waits to be chosen (MA-2.2)
            return human_turn and state.phase is Phase.DRAW and (
                not game_table(state.ruleset).lays_out_threes
                or self.session.why_illegal(Draw()) is None)
        if label == _("Undo"):  # only when it would take something back (CL-6.3)
            return human_turn and state.phase is Phase.MELD and (
                state.laid_this_turn or state.pending is not None) and (
                self.session.why_illegal(UndoTurn()) is None)
        return True

    def keep_cut(self) -> None:
        """DK-2.1, DK-2.2: deal, the starter keeping the cut cards marked (the
        Deal button)."""
        if not self.cutting():
            return
        shown = self.session.state.cut_cards()
        self.propose(KeepCut(tuple(c for c in shown if c in self.kept)))

    def cutting(self) -> bool:
        """True while the human, the starter, decides which cut cards to keep."""
        return self.session.state.phase is Phase.CUT and self.session.human_to_act()

    def cut_button_rect(self) -> pygame.Rect:
        """DK-2.1: the Deal button at the cut, right of the cards shown (pixels)."""
        deal = pygame.Rect(self.layout.zone("button_draw").rect)
        melds = pygame.Rect(self.layout.zone("melds_0").rect)
        rect = pygame.Rect(0, 0, deal.w, deal.h)
        rect.midleft = (melds.centerx + melds.w // 4, melds.centery)
        return rect



def start_table(ctx: Context, game_id: str, table_rules: dict[str, Any], seed: int,
                human_seat: int, levels: list[str]) -> TableScene:
    """Start a new game and show its table (see :mod:`game.ui.scenes.table_start`)."""
    from game.ui.scenes.table_start import start_table as start

    return start(ctx, game_id, table_rules, seed, human_seat, levels)


def open_saved_game(ctx: Context, path: Any) -> TableScene | None:
    """Continue a saved game (see :mod:`game.ui.scenes.table_start`)."""
    from game.ui.scenes.table_start import open_saved_game as open_game

    return open_game(ctx, path)

