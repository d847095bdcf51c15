"""The table: the game as the human sees it, played with the mouse.

The scene never decides a rule: a click or a drop becomes a candidate action,
``why_illegal`` judges it, and a refused drop glides back with the rules'
sentence. Every card movement the rules report is tweened (seconds), computer
players act at a readable pace, and the log narrates each move.
"""

from __future__ import annotations

import collections
import math
import random
from dataclasses import dataclass
from typing import Any

import pygame

from game.ai.players import HeuristicPlayer
from game.layout import Layout, table_layout
from game.narrate import seat_name
from game.rules.actions import (
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    Meld,
    TakePile,
    UndoTurn,
    describe,
)
from game.rules.cards import Card, make_deck
from game.rules.state import GameState, Phase
from game.session import GameSession, Step
from game.ui.placement import Placement, Seating, order_hand, place_cards
from game.ui.scene import Context, Scene
from game.ui.scenes.table_draw import TableDrawing, _inflate, _sprite_rect
from game.ui.sound import Sounds
from game.ui.tween import Tweens, ease_in_out
from game.ui.widgets import Button

SPEEDS: dict[str, tuple[float, float]] = {
    "instant": (0.0, 0.0),
    "fast": (0.18, 0.35),
    "normal": (0.32, 0.8),
    "slow": (0.55, 1.4),
}
"""Animation speed: (seconds a card takes to move, pause before a computer move)."""

TOAST_SECONDS = 5.0
DRAG_THRESHOLD = 6  # pixels


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


@dataclass
class Drag:
    """A mouse press on the human's cards that may become a drag."""

    card: Card
    start: tuple[int, int]
    cards: list[Card]
    offsets: dict[Card, tuple[float, float]]
    active: bool = False


class TableScene(TableDrawing, Scene):
    """The table for one :class:`GameSession` (``speed`` overrides the setting)."""

    def __init__(self, ctx: Context, session: GameSession, speed: str | None = None,
                 autosaver: Any = None) -> None:
        super().__init__(ctx)
        self.session = session
        self.autosaver = autosaver
        settings = ctx.settings
        self._speed = speed or ctx.options.get("speed")
        self.sort_mode: str | None = getattr(settings, "hand_sort", "rank")
        rs = session.ruleset
        self.seating = Seating(rs.players, session.human, rs.partnerships)
        size = pygame.display.get_surface().get_size() if pygame.display.get_surface() else (
            1280, 800)
        self.layout: Layout = table_layout(rs.players, size)
        self.shown: GameState = session.state
        self.queue: collections.deque[Step] = collections.deque()
        self.tweens = Tweens()
        self.sprites: dict[Card, CardSprite] = {}
        self.placement: Placement | None = None
        self.hand_order: list[Card] = []
        self.selected: set[Card] = set()
        self.anchor: Card | None = None
        self.drag: Drag | None = None
        self.toast: tuple[str, float] | None = None
        self.ai_timer = 0.0
        self.log_scroll = 0
        self.sheet_shown_for: tuple[int, int] | None = None
        self.answer_asked = False
        self.buttons: list[Button] = []
        self.mouse = (0, 0)
        self.hint_player = HeuristicPlayer("normal", seed=session.seed)
        self._turned: dict[tuple[int, int], tuple[pygame.Surface, pygame.Surface]] = {}
        self.sounds = Sounds(bool(getattr(settings, "sound", True)))
        if self.speed != "instant":
            self.sounds.prepare()
        self._static: pygame.Surface | None = None
        self._static_key: tuple[int, int, int] | None = None
        self._version = 0
        self._moving: set[Card] = set()
        self._frames = 0
        self._defer_until = -1
        self._warm: list[tuple[Card, int]] = self._faces_to_warm()
        self._log_shown = len(session.log)
        session.on_step.append(self._on_step)
        self._retarget(instant=True)
        self._make_buttons()

    @property
    def speed(self) -> str:
        """The animation speed: as given, else the player's setting (it may change
        in the pause menu during a game)."""
        return self._speed or getattr(self.ctx.settings, "animation_speed", "normal")

    @property
    def card_scale(self) -> float:
        """The player's card size setting as a factor of the layout's card widths."""
        size = getattr(self.ctx.settings, "card_size", "medium")
        return {"small": 0.85, "medium": 1.0, "large": 1.18}.get(size, 1.0)

    def resume(self) -> None:
        """Back from a menu: settings may have changed (card size, sorting)."""
        self._static = None
        self._retarget(instant=True)

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
        return (self.busy() or bool(self._moving) or self.toast is not None
                or bool(self.drag and self.drag.active) or self.session.ai_to_act())

    # -- scene hooks ----------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self._static = None
        self.layout = self.layout.resized(size)
        self._make_buttons()
        self._retarget(instant=True)

    def exit(self) -> None:
        if self._on_step in self.session.on_step:
            self.session.on_step.remove(self._on_step)
        close = getattr(self.autosaver, "close", None)
        if close is not None:
            close()  # the save is free for another window

    def _make_buttons(self) -> None:
        labels = {"button_draw": ("Draw", self._click_draw, "D"),
                  "button_sort": ("Sort", self._toggle_sort, "S"),
                  "button_undo": ("Undo", self._undo, "U"),
                  "button_menu": ("Menu", self._menu, "Esc")}
        self.buttons = []
        for name, (label, action, key) in labels.items():
            zone = self.layout.zone(name)
            self.buttons.append(Button(label, pygame.Rect(zone.rect), action, hotkey=key))

    # -- the game moving on ----------------------------------------------------
    def _on_step(self, step: Step) -> None:
        self.queue.append(step)
        if self.autosaver is not None:
            try:
                self.autosaver.record(step.action)
            except Exception as error:  # a save must never stop the game
                self.show_toast(f"The game could not be saved: {error}")
            if getattr(self.autosaver, "problem", None):
                self.show_toast(self.autosaver.problem)
        if step.after.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            self._record_statistics(step.after)

    def _record_statistics(self, state: GameState) -> None:
        if self.session.human is None or getattr(self.autosaver, "read_only", False):
            return  # a read-only copy counts nothing: its game goes on in another window
        from game.ui.scenes import store

        problem = store.record_statistics(self.ctx, state, self.session.human)
        if problem:
            self.show_toast(problem)

    def _faces_to_warm(self) -> list[tuple[Card, int]]:
        """Every card face at every size the table uses, drawn a few per idle frame
        so that a card turned up later costs no drawing time (frame time)."""
        scale = self.card_scale
        widths = sorted({round(z.card_width * (scale if z.type != "threes" else 1.0))
                         for z in self.layout.zones.values()
                         if z.card_width and z.type in ("hand", "melds", "pile", "threes")})
        kinds = {c.kind: c for c in make_deck(1, 1)}
        return [(card, w) for w in widths for card in kinds.values()]

    def update(self, dt: float) -> None:
        self._frames += 1
        if self._warm and not self.tweens.busy():
            for card, width in self._warm[-3:]:
                self._fast(self.ctx.cards.face(card, width), 0)
            del self._warm[-3:]
        self.tweens.update(dt)
        if self._moving and not self.tweens.busy() and not (self.drag and self.drag.active):
            self._settle()
        if self.toast:
            text, left = self.toast
            self.toast = (text, left - dt) if left - dt > 0 else None
        if self.drag and self.drag.active:
            return
        steps = 0
        while True:
            if self.queue and not self.tweens.busy():
                step = self.queue.popleft()
                self.shown = step.after
                if self.speed != "instant":
                    self._sound_for(step)
                self._log_shown = len(self.session.log) - sum(len(q.lines) for q in self.queue)
                self._retarget(moves=step)
                steps += 1
                if self.speed != "instant" or steps > 40:
                    break
                continue
            if self.queue or self.tweens.busy():
                break
            if not self._idle(dt) or self.speed != "instant" or steps > 40:
                break
            steps += 1

    def _idle(self, dt: float) -> bool:
        """Everything shown: score sheet, dialogs, or the next computer move.
        Returns True if a move was made (so instant speed may go on)."""
        session = self.session
        state = session.state
        if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            key = (state.deal_no, len(state.history))
            if self.sheet_shown_for != key and self.app.top is self:
                self.sheet_shown_for = key
                self._show_score_sheet()
            return False
        if session.human_to_act():
            if state.phase is Phase.ANSWER and not self.answer_asked and self.app.top is self:
                self.answer_asked = True
                self._ask_human_answer()
            return False
        self.answer_asked = False
        if not session.ai_to_act() or self.app.top is not self:
            return False
        pause = SPEEDS.get(self.speed, SPEEDS["normal"])[1]
        self.ai_timer += dt
        if self.ai_timer < pause:
            return False
        self.ai_timer = 0.0
        try:
            session.ai_step()
        except Exception as error:  # never let a computer player crash the table
            self.show_toast(f"A computer player could not move: {error}")
            return False
        return True

    # -- placing and animating cards -------------------------------------------
    def _retarget(self, instant: bool = False, moves: Step | None = None) -> None:
        state = self.shown
        human = self.session.human
        if human is not None:
            self.hand_order = order_hand(state.hands[human], self.hand_order, self.sort_mode)
        self.selected &= set(state.hands[human]) if human is not None else set()
        placement = place_cards(state, self.layout, self.seating, self.hand_order,
                                frozenset(self.selected), card_scale=self.card_scale)
        self.placement = placement
        duration = 0.0 if instant else SPEEDS.get(self.speed, SPEEDS["normal"])[0]
        stock = self.layout.zone("stock").rect.center
        new_sprites: dict[Card, CardSprite] = {}
        moved: dict[Card, int] = {}
        if moves is not None:
            for i, move in enumerate(moves.moves):
                moved.setdefault(move.card, i)
        still_moving = self._moving if self.tweens.busy() else set()
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
            if moves_now or card in still_moving:
                delay = min(moved.get(card, 0) * 0.03, 0.6) if duration else 0.0
                self.tweens.add(sprite, duration=duration, delay=delay, ease=ease_in_out,
                                x=spot.x, y=spot.y, width=spot.width, angle=spot.angle)
            new_sprites[card] = sprite
        self.sprites = new_sprites
        self._moving = moving
        self._invalidate()
        if duration and not instant:
            self._defer_until = self._frames

    # -- input --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for button in self.buttons:
                button.handle_event(event)
            self._motion(event)
            return None
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.zone("log").rect.contains_point(*self.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self._press(event)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            for button in self.buttons:
                if button.handle_event(event):
                    self.drag = None
                    return None
            self._release(event)
            return None
        return event

    def _key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        key = event.key
        if key == pygame.K_ESCAPE:
            self._menu()
        elif key == pygame.K_d:
            self._click_draw()
        elif key == pygame.K_s:
            self._toggle_sort()
        elif key == pygame.K_u:
            self._undo()
        elif key == pygame.K_h:
            self._hint()
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self._confirm()
        else:
            return event
        return None

    def _human_card_at(self, pos: tuple[int, int]) -> Card | None:
        human = self.session.human
        if human is None:
            return None
        zone = f"hand:{human}"
        hits = [s for s in self.sprites.values() if s.zone == zone and _sprite_rect(s)
                .collidepoint(pos)]
        if not hits:
            return None
        return max(hits, key=lambda s: s.z).card

    def _press(self, event: pygame.event.Event) -> None:
        card = self._human_card_at(event.pos)
        if card is None:
            self.drag = None
            return
        mods = pygame.key.get_mods() | getattr(event, "mod", 0)
        shift = bool(mods & pygame.KMOD_SHIFT)
        if shift and self.anchor in self.hand_order:
            a, b = self.hand_order.index(self.anchor), self.hand_order.index(card)
            lo, hi = min(a, b), max(a, b)
            self.selected |= set(self.hand_order[lo:hi + 1])
            self._retarget(instant=False)
            self.drag = None
            return
        cards = [c for c in self.hand_order if c in self.selected] if card in self.selected \
            else [card]
        sprite = self.sprites[card]
        offsets = {c: (self.sprites[c].x - sprite.x, self.sprites[c].y - sprite.y) for c in cards}
        self.drag = Drag(card, event.pos, cards, offsets)

    def _motion(self, event: pygame.event.Event) -> None:
        drag = self.drag
        if drag is None:
            return
        if not drag.active:
            dx, dy = event.pos[0] - drag.start[0], event.pos[1] - drag.start[1]
            if math.hypot(dx, dy) < DRAG_THRESHOLD:
                return
            drag.active = True
            self.tweens.finish()
            self._moving = set(drag.cards)
            self._invalidate()
        base = self.sprites.get(drag.card)
        if base is None:
            return
        grab_dx = drag.start[0] - base.x
        grab_dy = drag.start[1] - base.y
        for i, card in enumerate(drag.cards):
            sprite = self.sprites.get(card)
            if sprite is None:
                continue
            ox = i * sprite.width * 0.3
            sprite.x = event.pos[0] - grab_dx + ox
            sprite.y = event.pos[1] - grab_dy
            sprite.angle = 0.0
            sprite.z = 10_000 + i

    def _release(self, event: pygame.event.Event) -> None:
        drag = self.drag
        self.drag = None
        pos = event.pos
        if drag is not None and drag.active:
            self._drop(drag.cards, pos)
            return
        if drag is not None:  # a click on a card of the hand
            card = drag.card
            if card in self.selected:
                self.selected.discard(card)
            else:
                self.selected.add(card)
            self.anchor = card
            self._retarget()
            return
        self._click(pos)

    def _zone_hit(self, name: str, pos: tuple[int, int]) -> bool:
        return self.layout.zone(name).rect.contains_point(*pos)

    def _meld_at(self, pos: tuple[int, int], side: int) -> int | None:
        if self.placement is None:
            return None
        for box in self.placement.meld_boxes:
            if box.meld.side == side and _inflate(box.rect, 8).contains_point(*pos):
                return box.meld.id
        return None

    def _drop(self, cards: list[Card], pos: tuple[int, int]) -> None:
        """Turn a drop into a candidate action (or a reordering of the hand)."""
        session = self.session
        state = session.state
        human = session.human
        if human is None:
            return
        side = state.side_of(human)
        action: Action | None = None
        if self._zone_hit("pile", pos):
            if state.phase is Phase.DRAW:
                action = self._take_with(cards)
            elif len(cards) == 1:
                action = Discard(cards[0])
            else:
                self._refuse("Discard one card at a time (G-5).")
                return
        else:
            meld_id = self._meld_at(pos, side)
            if meld_id is not None:
                action = (TakePile(tuple(cards), meld_id) if state.phase is Phase.DRAW
                          else Meld(tuple(cards), meld_id))
            elif self._zone_hit("newmeld", pos) or self._zone_hit(
                    f"melds_{self.seating.side(side)}", pos):
                action = (TakePile(tuple(cards)) if state.phase is Phase.DRAW
                          else Meld(tuple(cards)))
            elif self._zone_hit("hand_0", pos):
                self._reorder(cards, pos)
                return
        if action is None:
            self._retarget()
            return
        self._propose(action)

    def _reorder(self, cards: list[Card], pos: tuple[int, int]) -> None:
        """Dropping cards in the hand moves them there (the order sticks)."""
        rest = [c for c in self.hand_order if c not in cards]
        xs = [self.sprites[c].x for c in rest if c in self.sprites and not self.sprites[c].z
              >= 10_000]
        index = sum(1 for x in xs if x < pos[0])
        self.hand_order = rest[:index] + cards + rest[index:]
        self.sort_mode = None
        self._retarget()

    def _click(self, pos: tuple[int, int]) -> None:
        session = self.session
        state = session.state
        human = session.human
        if human is None or not session.human_to_act():
            return
        chosen = [c for c in self.hand_order if c in self.selected]
        if self._zone_hit("stock", pos):
            self._click_draw()
        elif self._zone_hit("pile", pos):
            if state.phase is Phase.DRAW:
                self._propose(self._take_with(chosen))
            elif len(chosen) == 1:
                self._propose(Discard(chosen[0]))
            elif not chosen:
                self._refuse("Select the card to discard, then click the discard pile.")
            else:
                self._refuse("Discard one card at a time (G-5).")
        elif chosen and state.phase is Phase.MELD:
            side = state.side_of(human)
            meld_id = self._meld_at(pos, side)
            if meld_id is not None:
                self._propose(Meld(tuple(chosen), meld_id))
            elif self._zone_hit("newmeld", pos):
                self._propose(Meld(tuple(chosen)))

    def _take_with(self, cards: list[Card]) -> Action:
        """The pile pickup the human means: with the selected cards, or the
        simplest legal one when nothing is selected."""
        state = self.session.state
        if cards:
            side = state.side_of(state.current)
            top = state.top
            target = None
            if top is not None:
                for meld in state.melds[side]:
                    if meld.rank == top.rank and len(meld.cards) < (state.ruleset.max_meld or 99):
                        target = meld.id
            action = TakePile(tuple(cards), target)
            if target is not None and self.session.why_illegal(action) is not None:
                alternative = TakePile(tuple(cards))
                if self.session.why_illegal(alternative) is None:
                    return alternative
            return action
        takes = [a for a in self.session.legal() if isinstance(a, TakePile)]
        if takes:
            takes.sort(key=lambda a: (len(a.cards), a.meld is None))
            return takes[0]
        return TakePile(())

    def _propose(self, action: Action) -> None:
        session = self.session
        if not session.human_to_act():
            self._refuse("Wait for your turn.")
            return
        reason = session.why_illegal(action)
        if reason is not None:
            self._refuse(reason)
            if isinstance(action, Discard) and session.why_illegal(EndPlay()) is None:
                self._offer_end_play(reason)
            return
        if self._goes_out(action) and self._may_ask():
            self._offer_ask(action)
            return
        self.selected.clear()
        session.propose(action)

    def _goes_out(self, action: Action) -> bool:
        state = self.session.state
        hand = state.hands[state.current]
        if isinstance(action, Discard):
            return len(hand) == 1 and not state.foot_due
        if isinstance(action, Meld):
            return len(hand) == len(action.cards) and state.pending is None
        return False

    def _may_ask(self) -> bool:
        state = self.session.state
        rs = state.ruleset
        if not rs.partnerships or state.asked or state.permission is not None:
            return False
        partners = rs.partners(state.current)
        return any(self.session.why_illegal(AskPartner(p)) is None for p in partners)

    def _offer_ask(self, action: Action) -> None:
        from game.ui.scenes.dialogs import ChoiceDialog

        state = self.session.state
        partner = next(p for p in state.ruleset.partners(state.current)
                       if self.session.why_illegal(AskPartner(p)) is None)
        name = seat_name(state.ruleset.players, partner, self.session.human)

        def ask() -> None:
            self.session.propose(AskPartner(partner))

        def go() -> None:
            self.selected.clear()
            self.session.propose(action)

        self.app.push(ChoiceDialog(
            self.ctx, "Going out",
            f"You can go out now. Ask {name} first? The answer binds: yes, you must go out; "
            "no, you may not go out this turn.",
            [(f"Ask {name}", ask), ("Go out", go), ("Cancel", lambda: self._retarget())],
            cancel=2))

    def _offer_end_play(self, reason: str) -> None:
        """No card may be discarded (PH-9.2): offer to end the play."""
        from game.ui.scenes.dialogs import ChoiceDialog

        rule = self.session.ruleset.rule("all_sevens")
        self.app.push(ChoiceDialog(
            self.ctx, "No legal discard",
            f"{reason} No card in your hand may be discarded, so the play ends here, "
            f"without a going-out bonus ({rule}).",
            [("End the play", lambda: self.session.propose(EndPlay())),
             ("Keep melding", lambda: None)], cancel=1))

    def _ask_human_answer(self) -> None:
        from game.ui.scenes.dialogs import ChoiceDialog

        state = self.session.state
        asker = seat_name(state.ruleset.players, state.current, self.session.human)
        self.app.push(ChoiceDialog(
            self.ctx, "May I go out?",
            f"{asker} asks: \u201cPartner, may I go out?\u201d Your answer binds "
            f"({state.ruleset.rule('ask')}).",
            [("Yes", lambda: self.session.propose(Answer(True))),
             ("No", lambda: self.session.propose(Answer(False)))]))

    def _refuse(self, reason: str) -> None:
        self.show_toast(reason)
        self.sounds.enabled = bool(getattr(self.ctx.settings, "sound", True))
        self.sounds.play("refuse")
        self._retarget()

    def _sound_for(self, step: Step) -> None:
        """A canasta chimes, a meld thumps, any other card movement clicks."""
        self.sounds.enabled = bool(getattr(self.ctx.settings, "sound", True))
        if any("canasta of" in line for line in step.lines):
            self.sounds.play("canasta")
        elif isinstance(step.action, (Meld, TakePile)):
            self.sounds.play("meld")
        elif step.moves:
            self.sounds.play("card")

    def show_toast(self, text: str) -> None:
        """Show a sentence above the hand for a few seconds."""
        self.toast = (text, TOAST_SECONDS)

    # -- buttons and keys ------------------------------------------------------------
    def _click_draw(self) -> None:
        if self.session.human_to_act() and self.session.state.phase is Phase.DRAW:
            self._propose(Draw())
        elif self.session.human_to_act():
            self._refuse(f"You have already drawn this turn ({self.session.ruleset.rule('turn')}).")

    def _toggle_sort(self) -> None:
        self.sort_mode = "suit" if self.sort_mode == "rank" else "rank"
        self._retarget()

    def _undo(self) -> None:
        if self.session.human_to_act():
            self._propose(UndoTurn())

    def _confirm(self) -> None:
        """Space/Enter: draw at the start of the turn, or discard the one selected card."""
        state = self.session.state
        if not self.session.human_to_act():
            return
        if state.phase is Phase.DRAW:
            self._propose(Draw())
        elif state.phase is Phase.MELD and len(self.selected) == 1:
            self._propose(Discard(next(iter(self.selected))))

    def _hint(self) -> None:
        session = self.session
        if not session.human_to_act():
            return
        action = self.hint_player.choose(session.view(), session.legal())
        self.show_toast(f"Hint: {describe(action)}.")

    def _menu(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.ctx, on_abandon=self._abandon))

    def _abandon(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.reset(TitleScene(self.ctx))

    def _show_score_sheet(self) -> None:
        from game.ui.scenes.score_sheet import GameOverScene, ScoreSheetScene

        session = self.session
        if session.state.phase is Phase.GAME_OVER:
            # the last deal's sheet first, then the result of the game
            def result() -> None:
                self.app.push(GameOverScene(self.ctx, session, on_play_again=self._play_again,
                                            on_title=self._abandon))

            self.app.push(ScoreSheetScene(self.ctx, session, on_next=result))
        else:
            self.app.push(ScoreSheetScene(self.ctx, session, on_next=self._next_deal))

    def _next_deal(self) -> None:
        self.session.next_deal()

    def _play_again(self) -> None:
        s = self.session
        start_table(self.ctx, s.game_id, s.table_rules, random.randrange(1, 10**9),
                    s.human if s.human is not None else 0, s.levels)

    # -- drawing ----------------------------------------------------------------------


def start_table(ctx: Context, game_id: str, table_rules: dict, seed: int, human_seat: int,
                levels: list[str]) -> TableScene:
    """Start a new game and show its table (see :mod:`game.ui.scenes.table_start`)."""
    from game.ui.scenes.table_start import start_table as start

    return start(ctx, game_id, table_rules, seed, human_seat, levels)


def open_saved_game(ctx: Context, path: Any) -> TableScene | None:
    """Continue a saved game (see :mod:`game.ui.scenes.table_start`)."""
    from game.ui.scenes.table_start import open_saved_game as open_game

    return open_game(ctx, path)

