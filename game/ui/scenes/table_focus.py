"""Keyboard-only play at the table: Tab and the arrow keys move a focus between
the hand's cards, the stock, the pile, New meld, the side's melds and the
buttons; Enter or Space acts on it. A mixin of
:class:`~game.ui.scenes.table.TableScene`."""

from __future__ import annotations

import pygame

from game.rules.cards import Card
from game.rules.state import Phase


class TableKeyboard:
    """The keyboard half of the table scene (see the module notes)."""

    def focus_groups(self) -> list[list[tuple[str, object]]]:
        """What the keyboard can reach, in Tab order: the hand's cards, the stock,
        the discard pile, New meld, the side's melds, the buttons; at the cut the
        cards shown first (DK-2.1)."""
        state = self.shown
        human = self.session.human
        groups: list[list[tuple[str, object]]] = []
        if self.cutting():
            groups.append([("cut", c) for c in self.session.state.cut_cards()
                           if c in self.sprites])
        if human is not None:
            groups.append([("card", c) for c in self.hand_order if c in self.sprites])
        groups += [[("stock", None)], [("pile", None)], [("newmeld", None)]]
        if human is not None and self.placement is not None:
            side = state.side_of(human)
            groups.append([("meld", b.meld.id) for b in self.placement.meld_boxes
                           if b.meld.side == side])
        groups.append([("button", b.label) for b in self.active_buttons()])
        return [g for g in groups if g]

    def _move_focus(self, step: int = 0, group: int = 0) -> None:
        """Arrows move within a group (cards, melds, buttons), Tab and Up/Down from
        group to group; the first key only shows the focus on the hand."""
        groups = self.focus_groups()
        if not groups:
            return
        state = self.session.state
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
        """Where the focus ring is drawn (window pixels), or None."""
        focus = self.focus
        if focus is None:
            return None
        kind, value = focus
        if kind in ("card", "cut") and value in self.sprites:
            return self.sprites[value].rect()
        if kind in ("stock", "pile", "newmeld"):
            return self._place_rects()[kind]
        if kind == "meld" and self.placement is not None:
            for box in self.placement.meld_boxes:
                if box.meld.id == value:
                    return pygame.Rect(box.rect)
        if kind == "button":
            for button in self.active_buttons():
                if button.label == value:
                    return pygame.Rect(button.rect)
        self.focus = None
        return None

    def _activate(self, focus: tuple[str, object]) -> None:
        """Enter or Space on the focused thing: select a card, draw, take or
        discard, meld the selected cards, press a button."""
        kind, value = focus
        chosen = [c for c in self.hand_order if c in self.selected]
        if self.session.state.phase is Phase.FOOT_LOOK and kind != "button":
            self._confirm()  # BH-1.2: the foot is set aside
        elif kind == "card" and isinstance(value, Card):
            self.pointer.toggle(value)
        elif kind == "cut" and isinstance(value, Card):  # DK-2.1: keep it, or not
            self.pointer.toggle_cut(self.focus_rect().center)
        elif kind == "stock":
            self.click_draw()
        elif kind == "button":
            for button in self.active_buttons():
                if button.label == value and self._button_enabled(button.label):
                    button.action()
        else:
            rect = self.focus_rect()
            if rect is None:
                return
            if chosen or kind == "pile":
                if kind == "pile" and not chosen:
                    self.pointer.click(rect.center)
                else:
                    self.pointer.drop(chosen, rect.center)
