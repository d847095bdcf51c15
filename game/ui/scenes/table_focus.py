"""Keyboard play at the table: the keys of the table's buttons and moves (Esc,
D, S, U, H, F; P, L and K in the games that have those moves), and a focus that Tab
and the arrow keys move between the hand's cards, the stock, the pile, New meld,
the side's melds and the buttons; Enter or Space acts on it. F lands the moves
being shown at once (the computer players' turns go faster). A part of
:class:`~game.ui.scenes.table.TableScene`, reached as ``scene.keyboard``; it acts
through the scene's actions and the pointer's drops and clicks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.present.games.registry import game_table
from game.rules.actions import Discard, Draw, LookAtFoot
from game.rules.cards import Card
from game.rules.state import Phase

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene

Focus = tuple[str, object]
"""What the keyboard focus is on: ("card", a Card), ("cut", a Card), ("stock",
None), ("pile", None), ("newmeld", None), ("meld", a meld id), ("button", a
button's label)."""


class KeyboardFocus:
    """The keyboard at the table of ``scene``: the focus and the turn it last
    moved in."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.focus: Focus | None = None
        """What Enter or Space acts on; None until Tab or an arrow key is pressed."""
        self.focused_in_turn: tuple[int, int] = (0, -1)
        """(deal, turn) of the focus's last move: the pile's pickup preview shows
        only for a focus moved onto the pile in this turn."""
        self._held: tuple[Card, int, int] | None = None
        """DK-10.2: the zsoli Enter picked up from one's group, that group's id and
        the number of moves played then (see :meth:`held`)."""

    @property
    def held(self) -> tuple[Card, int] | None:
        """DK-10.2: the zsoli picked up by Enter on one's group and that group's
        id, until Enter puts it on a group; None, or once a move was played."""
        held = self._held
        if held is None or held[2] != len(self.scene.session.actions):
            self._held = None
            return None
        return held[0], held[1]

    def handle_key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A key pressed at the table: None if it was the table's, else ``event``."""
        scene = self.scene
        key = event.key
        if key == pygame.K_ESCAPE:
            scene.dialogs.menu()
        elif key == pygame.K_d:
            scene.click_draw()
        elif key == pygame.K_s:
            scene.toggle_sort()
        elif key == pygame.K_u:
            scene.undo()
        elif key == pygame.K_h:
            scene.guidance.give_hint()
        elif key == pygame.K_f:
            scene.hurry()  # the moves shown land at once
        elif key in (pygame.K_p, pygame.K_l, pygame.K_k):  # MA-9.1, MA-2.2
            name = pygame.key.name(key).upper()
            pressed = [b for b in scene.game_buttons() if b.hotkey == name]
            for button in pressed:
                button.action()
            if not pressed:
                self._nothing_to_lay(name)
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus is None:
                self.confirm()
            else:
                self.activate(self.focus)
        elif key == pygame.K_TAB:
            back = bool((pygame.key.get_mods() | getattr(event, "mod", 0)) & pygame.KMOD_SHIFT)
            self.move_focus(group=-1 if back else 1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.move_focus(step=-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.move_focus(group=-1 if key == pygame.K_UP else 1)
        else:
            return event
        return None

    def _nothing_to_lay(self, key: str) -> None:
        """P, L or K with no move of its own to make: say that nothing can be laid
        now and why (MA-9.1: no special hand; MA-2.2: no three to lay out); nothing
        in a game without those moves."""
        scene = self.scene
        look = game_table(scene.session.ruleset)
        reason = look.nothing_to_lay(scene.session, key) if key in look.move_keys else None
        if reason is None:
            return
        reason = reason[:1].lower() + reason[1:]  # a clause after the colon
        scene.show_toast(tr("Nothing can be laid now: {reason}", reason=reason), kind="info")

    def confirm(self) -> None:
        """Space/Enter with no focus: deal at the cut (DK-2.1), draw at the start of
        the turn, set the foot aside after looking at it (BH-1.2), or discard the
        one selected card."""
        scene = self.scene
        state = scene.session.state
        if not scene.session.human_to_act():
            return
        if state.phase is Phase.CUT:
            scene.keep_cut()
        elif state.phase is Phase.DRAW:
            scene.propose(Draw())
        elif state.phase is Phase.FOOT_LOOK:
            scene.propose(LookAtFoot())
        elif state.phase is Phase.MELD and len(scene.selected) == 1:
            scene.propose(Discard(next(iter(scene.selected))))

    # -- the focus ---------------------------------------------------------------------
    def focus_groups(self) -> list[list[Focus]]:
        """What the keyboard can reach, in Tab order: the hand's cards, the stock,
        the discard pile, New meld, the side's melds, the buttons; at the cut the
        cards shown first (DK-2.1)."""
        scene = self.scene
        state = scene.shown
        human = scene.session.human
        groups: list[list[Focus]] = []
        if scene.cutting():
            groups.append([("cut", c) for c in scene.session.state.cut_cards()
                           if c in scene.sprites])
        if human is not None:
            groups.append([("card", c) for c in scene.hand_order if c in scene.sprites])
        groups += [[("stock", None)], [("pile", None)], [("newmeld", None)]]
        if human is not None and scene.placement is not None:
            side = state.side_of(human)
            groups.append([("meld", b.meld.id) for b in scene.placement.meld_boxes
                           if b.meld.side == side])
        groups.append([("button", b.label) for b in scene.active_buttons()])
        return [g for g in groups if g]

    def move_focus(self, step: int = 0, group: int = 0) -> None:
        """Arrows move within a group (cards, melds, buttons), Tab and Up/Down from
        group to group; the first key only shows the focus on the hand."""
        groups = self.focus_groups()
        if not groups:
            return
        state = self.scene.session.state
        self.focused_in_turn = (state.deal_no, state.turn_no)
        where = next(((g, i) for g, items in enumerate(groups) for i, item in enumerate(items)
                      if item == self.focus), None)
        if where is None:
            self.focus = groups[0][0]
            return
        g, i = where
        if group:
            g = (g + group) % len(groups)
            i = 0
        else:
            items = groups[g]
            if 0 <= i + step < len(items):
                i += step
            else:
                g = (g + step) % len(groups)
                i = 0 if step > 0 else len(groups[g]) - 1
        self.focus = groups[g][i]

    def focus_rect(self) -> pygame.Rect | None:
        """Where the focus ring is drawn (window pixels), or None (a focus on
        something no longer there is dropped)."""
        focus = self.focus
        if focus is None:
            return None
        scene = self.scene
        kind, value = focus
        if kind in ("card", "cut") and isinstance(value, Card) and value in scene.sprites:
            return scene.sprites[value].rect()
        if kind in ("stock", "pile", "newmeld"):
            return scene.renderer.place_rects()[kind]
        if kind == "meld" and scene.placement is not None:
            for box in scene.placement.meld_boxes:
                if box.meld.id == value:
                    return pygame.Rect(box.rect)
        if kind == "button":
            for button in scene.active_buttons():
                if button.label == value:
                    return pygame.Rect(button.rect)
        self.focus = None
        return None

    def activate(self, focus: Focus) -> None:
        """Enter or Space on the focused thing: select a card, draw, take or
        discard, meld the selected cards, press a button."""
        scene = self.scene
        kind, value = focus
        chosen = [c for c in scene.hand_order if c in scene.selected]
        if scene.session.state.phase is Phase.FOOT_LOOK and kind != "button":
            self.confirm()  # BH-1.2: the foot is set aside
        elif kind == "card" and isinstance(value, Card):
            scene.pointer.toggle(value)
        elif kind == "cut" and isinstance(value, Card):  # DK-2.1: keep it, or not
            rect = self.focus_rect()
            if rect is not None:
                scene.pointer.toggle_cut(rect.center)
        elif kind == "stock":
            scene.click_draw()
        elif kind == "button":
            for button in scene.active_buttons():
                if button.label == value and scene.button_enabled(button.label):
                    button.action()
        else:
            rect = self.focus_rect()
            if rect is None:
                return
            if kind in ("meld", "newmeld") and self._zsoli_key(kind, value, chosen):
                return
            if chosen or kind == "pile":
                if kind == "pile" and not chosen:
                    scene.pointer.click(rect.center)
                else:
                    scene.pointer.drop(chosen, rect.center)

    def _zsoli_key(self, kind: str, value: object, chosen: list[Card]) -> bool:
        """DK-10.2 by the keyboard: Enter on one of one's groups, with no card of
        the hand selected, picks up its uppermost zsoli (one not waiting on another
        group); with a zsoli held, Enter on another group puts it there, on New
        meld makes a new group with the selected cards, as a drop does
        (:meth:`~game.ui.scenes.table_pointer.Pointer.place_wild`); on its own
        group it is put back. True if the key did one of these."""
        scene = self.scene
        session = scene.session
        state = session.state
        held = self.held
        if held is not None:
            card, source = held
            self._held = None
            meld_id = value if kind == "meld" and isinstance(value, int) else None
            scene.toast = None  # "picked up" is over; a refusal tells its own
            if meld_id == source:
                scene.show_toast(tr("{card} put back", card=card.symbol()), kind="info")
            scene.pointer.place_wild(card, source, meld_id, tuple(chosen))
            scene.retarget()
            return True
        if (kind != "meld" or chosen or not isinstance(value, int) or session.human is None
                or state.phase is not Phase.MELD or not session.human_to_act()
                or not game_table(state.ruleset).wild_drag):
            return False
        meld = next((m for m in state.melds[state.side_of(session.human)] if m.id == value),
                    None)
        waiting = {c for c, _target in scene.pointer.staged_parts(value)}
        wilds = [c for c in (meld.cards if meld else ()) if c.is_wild and c not in waiting
                 and c in scene.sprites]
        if not wilds:
            return False
        card = max(wilds, key=lambda c: scene.sprites[c].z)
        self._held = (card, value, len(session.actions))
        scene.show_toast(tr("{card} picked up: press Enter on the group it joins ({rule})",
                            card=card.symbol(), rule=state.ruleset.rule("rearrange")),
                         kind="info")
        scene.retarget()
        return True
