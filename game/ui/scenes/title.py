"""The title screen: the game's name, a fan of cards and the main menu.

The fan opens from a squared pile when the title appears (under a second),
unless the player chose to reduce motion: then it is simply there."""

from __future__ import annotations

import math

import pygame

from game.i18n import _, notice, ntr, tr
from game.rules.cards import JOKER, QUEEN, Card
from game.rules.games import RULESETS
from game.ui.scene import Context
from game.ui.scenes import store
from game.ui.scenes.menu import MenuScene, draw_backdrop, draw_wrapped, fit_text, noop, px
from game.ui.text import DIM, GOLD, INK, blit_text
from game.ui.tween import Tweens, ease_out
from game.ui.widgets import Button, draw_panel, label_size

FAN = (Card(QUEEN, "H"), Card(QUEEN, "S"), Card(2, "C"), Card(QUEEN, "D"), Card(JOKER, "", 0),
       Card(QUEEN, "C"), Card(QUEEN, "H", 1))
"""The decorative fan: a mixed canasta of queens."""

BANNER_SECONDS = 30.0
"""How long a notice stays up unless clicked away."""

FAN_SECONDS = 0.7
"""How long the fan takes to open (seconds)."""
FAN_SPREAD = 10.0
"""Degrees between two cards of the open fan."""


class TitleScene(MenuScene):
    """The main menu: New game, Continue (when an unfinished save exists), Saved
    games, Rules, Settings, Statistics, Watch a game, Quit. Enter starts a new
    game; Esc asks whether to quit (Enter or Yes quits, Esc or No stays).

    :meth:`notify` shows a message banner (a save or settings file that could
    not be read, say).
    """

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.latest = store.latest_unfinished(ctx)
        self.banner: str | None = None
        self.banner_age = 0.0
        self.banner_rect = pygame.Rect(0, 0, 0, 0)
        self._fan: list[tuple[pygame.Surface, pygame.Surface, pygame.Rect]] = []
        self.tweens = Tweens()
        self.fan_open = 1.0
        """How far the fan is open: 0 squared, 1 fully spread."""
        self._fan_drawn = -1.0
        if not getattr(store.current_settings(ctx), "reduce_motion", False):
            self.fan_open = 0.0
            self.tweens.add(self, duration=FAN_SECONDS, delay=0.1, ease=ease_out, fan_open=1.0)

    # -- public -----------------------------------------------------------------
    def notify(self, message: str) -> None:
        """Show ``message`` (a storage message: translated here by
        :func:`game.i18n.notice`) in a banner at the bottom of the screen."""
        self.banner = notice(message).strip() or None
        self.banner_age = 0.0
        self.latest = store.latest_unfinished(self.ctx)  # a save may have been moved aside
        self.relayout()

    # -- actions ----------------------------------------------------------------
    def new_game(self) -> None:
        from game.ui.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.ctx))

    def continue_game(self) -> None:
        if self.latest is None:
            return
        try:
            from game.ui.scenes.table import open_saved_game
        except ImportError:
            self._unavailable()
            return
        open_saved_game(self.ctx, self.latest.path)

    def learn(self) -> None:
        """Learn: the games' lessons, played at the table (see :mod:`.learn`)."""
        from game.ui.scenes.learn import LearnScene

        last = getattr(self.ctx.settings, "last_game", None)
        self.app.push(LearnScene(self.ctx, last if last in RULESETS else None))

    def saved_games(self) -> None:
        from game.ui.scenes.saves import SavesScene

        self.app.push(SavesScene(self.ctx))

    def watch(self) -> None:
        """A demonstration deal played by computer players (see :mod:`.demo`)."""
        from game.ui.scenes.demo import choose_and_watch

        choose_and_watch(self.ctx)

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        last = getattr(self.ctx.settings, "last_game", None)
        self.app.push(RulesScene(self.ctx, last if last in RULESETS else "classic"))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.ctx))

    def statistics(self) -> None:
        from game.ui.scenes.statistics import StatisticsScene

        self.app.push(StatisticsScene(self.ctx))

    def quit(self) -> None:
        self.app.quit()

    def _unavailable(self) -> None:
        from game.ui.scenes.dialogs import MessageDialog

        self.app.push(MessageDialog(self.ctx, _("Not available"),
                                    _("The card table could not be opened in this version.")))

    # -- scene ------------------------------------------------------------------
    def resume(self) -> None:
        self.latest = store.latest_unfinished(self.ctx)
        self.relayout()

    def animating(self) -> bool:
        """True while the fan opens."""
        return self.tweens.busy()

    def update(self, dt: float) -> None:
        if self.tweens.busy():
            self.tweens.update(dt)
            if self.fan_open != self._fan_drawn and self.size != (0, 0):
                self._layout_fan()
        if self.banner is not None:
            self.banner_age += dt
            if self.banner_age > BANNER_SECONDS:
                self.banner = None

    def layout(self) -> None:
        w, h = self.size
        s = self.scale
        entries = [(_("New game"), self.new_game)]
        if self.latest is not None:
            entries.append((_("Continue"), self.continue_game))
        entries += [(_("Learn"), self.learn), (_("Saved games"), self.saved_games),
                    (_("Rules"), self.rules),
                    (_("Settings"), self.settings), (_("Statistics"), self.statistics),
                    (_("Watch a game"), self.watch), (_("Quit"), self.quit)]
        bw, bh, gap = px(300, s), px(50, s, 34), px(14, s, 8)
        extra = px(20, s) if self.latest is not None else 0  # the Continue caption
        total = len(entries) * bh + (len(entries) - 1) * gap + extra
        x = int(w * 0.74) - bw // 2
        y = max(px(30, s), (h - total) // 2)
        self.buttons = []
        for label, action in entries:
            self.buttons.append(Button(label, pygame.Rect(x, y, bw, bh), action))
            y += bh + gap + (extra if label == _("Continue") else 0)
        self._layout_fan()
        self.banner_rect = pygame.Rect(0, 0, 0, 0)
        if self.banner:
            width = min(px(760, s), w - 80)
            lines = self.ctx.fonts.wrap(self.banner, px(17, s, 14), width - px(40, s))
            line_h = self.ctx.fonts.get(px(17, s, 14)).get_linesize()
            self.banner_rect = pygame.Rect(0, 0, width, len(lines) * line_h + px(28, s))
            self.banner_rect.midbottom = (w // 2, h - px(24, s))

    def _layout_fan(self) -> None:
        """Turn the fan's cards once per window size and while it opens (rotozoom
        is too slow for every frame)."""
        w, h = self.size
        s = self.scale
        card_w = px(132, s)
        card_h = round(card_w * 1.4)
        radius = card_h * 1.15
        pivot = (int(w * 0.32), int(h * 0.60 + radius))
        spread = FAN_SPREAD * self.fan_open
        self._fan_drawn = self.fan_open
        self._fan = []
        for i, card in enumerate(FAN):
            angle = (i - (len(FAN) - 1) / 2) * spread
            face = self.ctx.cards.face(card, card_w)
            image = pygame.transform.rotozoom(face, -angle, 1.0)
            rad = math.radians(angle)
            centre = (pivot[0] + radius * math.sin(rad), pivot[1] - radius * math.cos(rad))
            shadow = image.copy()
            shadow.fill((0, 0, 0, 70), special_flags=pygame.BLEND_RGBA_MULT)
            where = image.get_rect(center=(round(centre[0]), round(centre[1])))
            self._fan.append((image, shadow, where))

    def on_mouse(self, event: pygame.event.Event) -> bool:
        if (self.banner and event.type == pygame.MOUSEBUTTONUP
                and self.banner_rect.collidepoint(event.pos)):
            self.banner = None
            return True
        return super().on_mouse(event)

    def on_escape(self) -> None:
        """Esc asks before quitting: Enter or Yes quits, Esc again or No stays."""
        from game.ui.scenes.dialogs import ChoiceDialog

        self.app.push(ChoiceDialog(self.ctx, _("Quit"), _("Quit Canasta Table?"),
                                   [(_("Yes"), self.quit), (_("No"), noop)], cancel=1))

    def on_enter(self) -> None:
        self.new_game()

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_size(surface)
        w, h = self.size
        s = self.scale
        fonts = self.ctx.fonts
        draw_backdrop(surface)
        cx = int(w * 0.32)
        top = int(h * 0.09)
        rect = blit_text(surface, fonts, _("Canasta Table"), (cx, top), px(68, s, 40), GOLD,
                         bold=True, anchor="midtop", shadow=True)
        size = px(20, s, 14)
        y = rect.bottom + px(8, s)
        for line in _name_lines(fonts, [_(r.name) for r in RULESETS.values()], size,
                                2 * cx - px(40, s)):
            y = blit_text(surface, fonts, line, (cx, y), size, DIM, anchor="midtop").bottom
        offset = px(5, s, 3)
        for image, shadow, where in self._fan:
            surface.blit(shadow, where.move(offset, offset))
            surface.blit(image, where)
        self.draw_buttons(surface)
        if self.latest is not None:
            button = next((b for b in self.buttons if b.label == _("Continue")), None)
            if button is not None:
                text = _save_caption(self.latest)
                room = button.rect.width + px(40, s, 24)  # a little wider than the button
                size = label_size(fonts, text, px(14, s, 12), room, least=10, bold=False)
                caption = fit_text(fonts, text, size, room)
                blit_text(surface, fonts, caption, (button.rect.centerx,
                                                    button.rect.bottom + px(5, s, 3)),
                          size, DIM, anchor="midtop")
        if self.banner and self.banner_rect.width:
            draw_panel(surface, self.banner_rect, alpha=235, radius=10)
            pygame.draw.rect(surface, GOLD, self.banner_rect, 2, border_radius=10)
            area = self.banner_rect.inflate(-px(40, s), -px(28, s))
            draw_wrapped(surface, fonts, self.banner, area, px(17, s, 14), INK, align="center")


def _save_caption(info) -> str:
    """"Classic Canasta, 4 players, deal 3" for the Continue button (the number
    of players from the save's seats)."""
    rs = RULESETS.get(getattr(info, "game", ""))
    name = _(rs.name) if rs else str(getattr(info, "game", _("a game")))
    players = len(getattr(info, "players", ()) or ())
    if players:
        name = tr("{game}, {players}", game=name, players=ntr(
            "{n} player", "{n} players", players, n=players))
    deal = getattr(info, "deal", 0)
    return tr("{game}, deal {deal}", game=name, deal=deal) if deal else name


def _name_lines(fonts, names: list[str], size: int, width: int) -> list[str]:
    """The games' names joined by dots, on as many lines as ``width`` needs (a name
    is never split)."""
    lines: list[str] = []
    for name in names:
        trial = f"{lines[-1]} \u00b7 {name}" if lines else name
        if lines and fonts.size(trial, size)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(name)
    return lines
