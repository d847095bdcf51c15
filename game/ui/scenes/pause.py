"""The pause menu over the table: resume, read the rules, change settings,
abandon the game or quit (the game is saved after every move)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_, _
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.scenes.menu import OverlayScene, draw_heading, noop, px
from game.ui.text import DIM, blit_text
from game.ui.widgets import Button

ABANDON_QUESTION = N_("Abandon this game? It stays in your saved games.")


class PauseScene(OverlayScene):
    """Resume (Esc), Rules (of the game on the table), Settings, Abandon game
    (asks first, then pops itself and calls ``on_abandon``) and Quit."""

    def __init__(self, ctx: Context, on_abandon: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.on_abandon = on_abandon
        self.panel = pygame.Rect(0, 0, 0, 0)

    def game_id(self) -> str:
        """The id of the game on the table below (Classic Canasta without one)."""
        try:
            from game.ui.scenes.table import TableScene
        except ImportError:
            return "classic"
        table = self.app.find(TableScene)
        session = getattr(table, "session", None)
        return str(getattr(session, "game_id", None) or "classic")

    # -- actions ----------------------------------------------------------------
    def resume_game(self) -> None:
        self.app.pop(self)

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.ctx, self.game_id()))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.ctx))

    def ask_abandon(self) -> None:
        self.app.push(ChoiceDialog(self.ctx, _("Abandon game"), _(ABANDON_QUESTION),
                                   [(_("Abandon"), self.abandon), (_("Keep playing"), noop)],
                                   cancel=1))

    def abandon(self) -> None:
        """Leave the game: the title's Continue no longer offers it (it stays in
        the saved games, where Resume takes it up again)."""
        store.mark_abandoned(self.ctx, self.save_id())
        self.app.pop(self)
        self.on_abandon()

    def save_id(self) -> str | None:
        """The save id of the game on the table below, or None (not saved)."""
        try:
            from game.ui.scenes.table import TableScene
        except ImportError:
            return None
        table = self.app.find(TableScene)
        saved = getattr(getattr(table, "autosaver", None), "saved", None)
        save_id = getattr(saved, "id", None)
        return save_id if isinstance(save_id, str) else None

    def quit(self) -> None:
        self.app.quit()

    def on_escape(self) -> None:
        self.resume_game()

    # -- layout and drawing -----------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        entries = [(_("Resume"), self.resume_game), (_("Rules"), self.rules),
                   (_("Settings"), self.settings), (_("Abandon game"), self.ask_abandon),
                   (_("Quit"), self.quit)]
        bw, bh, gap = px(280, s, 210), px(48, s, 34), px(12, s, 8)
        pad = px(30, s, 18)
        head = px(84, s, 60)
        note = px(34, s, 24)
        height = pad + head + len(entries) * bh + (len(entries) - 1) * gap + note + pad
        self.panel = pygame.Rect(0, 0, bw + 2 * px(50, s, 30), height)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.top + pad + head
        self.buttons = []
        for label, action in entries:
            self.buttons.append(Button(label, pygame.Rect(self.panel.centerx - bw // 2, y, bw, bh),
                                       action))
            y += bh + gap

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_size(surface)
        s = self.scale
        self.draw_frame(surface, self.panel)
        draw_heading(surface, self.ctx.fonts, _("Paused"), self.panel.centerx,
                     self.panel.top + px(30, s, 18), s, size=34)
        self.draw_buttons(surface)
        blit_text(surface, self.ctx.fonts, _("Your game is saved after every move."),
                  (self.panel.centerx, self.buttons[-1].rect.bottom + px(14, s, 8)),
                  px(15, s, 12), DIM, anchor="midtop")
