"""A demonstration: computer players at every seat play one deal at the table.

Opened from the title ("Watch a game"). The hands stay face down, as at a real
table, until the deal is over and they are laid down for the count; the stock,
the discard pile, the melds and the red threes are seen as a person sitting by
would see them. Nothing is saved and nothing counts in the
statistics (the session has no human seat). Any key or click returns to the
title, at the score sheet too.
"""

from __future__ import annotations

import random

import pygame

from game.i18n import _, tr
from game.present.session import GameSession, Step
from game.rules.games import RULESETS
from game.rules.state import Phase
from game.ui.scene import Context
from game.ui.scenes.menu import draw_wrapped, noop, px
from game.ui.scenes.score_sheet import ScoreSheetScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_dialogs import TableDialogs
from game.ui.text import GOLD, INK, blit_text
from game.ui.widgets import draw_panel

LEVEL = "normal"
"""The computer players' level in a demonstration."""

_RETURN_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
_SWALLOWED = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYUP,
              pygame.TEXTINPUT, pygame.TEXTEDITING)


def _back_to_title(ctx: Context) -> None:
    from game.ui.scenes.title import TitleScene

    ctx.app.reset(TitleScene(ctx))


class DemoScene(TableScene):
    """One deal of ``game_id`` ("classic": four players, "pennies": six) played by
    computer players at the player's animation speed (``speed`` overrides it)."""

    def __init__(self, ctx: Context, game_id: str = "classic", seed: int | None = None,
                 speed: str | None = None) -> None:
        seed = random.randrange(1, 10**9) if seed is None else seed
        session = GameSession(game_id, {}, seed, None, [LEVEL])
        super().__init__(ctx, session, speed=speed)  # no autosaver: nothing is saved
        self.dialogs = DemoDialogs(self)

    @property
    def moves_made(self) -> int:
        """How many actions the computer players have taken."""
        return len(self.session.actions)

    # -- the table, watched -----------------------------------------------------
    def _make_buttons(self) -> None:
        self.buttons = []  # Draw, Sort, Undo and Menu are the player's: none here

    def retarget(self, instant: bool = False, moves: Step | None = None) -> None:
        super().retarget(instant=instant, moves=moves)
        shown = self.shown.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)  # hands laid down
        for sprite in self.sprites.values():
            if sprite.zone.startswith("hand:"):
                sprite.face_up = shown  # face down in play, South's too

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Any key or click returns to the title; other input is ignored."""
        if event.type in _RETURN_EVENTS:
            _back_to_title(self.ctx)
            return None
        if event.type in _SWALLOWED:
            return None
        return event

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        log = self.layout.zone("log").rect
        gap = max(6, round(10 * self.layout.scale))
        below = pygame.Rect(log.x, log.bottom + gap, log.w, surface.get_height() - log.bottom
                            - 2 * gap)
        draw_caption(surface, self.ctx, _("Demonstration"), _(self.session.ruleset.name), below)

class DemoDialogs(TableDialogs):
    """The screens a demonstration opens: its own score sheet, back to the title."""

    def show_score_sheet(self) -> None:
        self.scene.app.push(DemoScoreSheet(self.scene.ctx, self.scene.session))


class DemoScoreSheet(ScoreSheetScene):
    """The deal's score sheet in a demonstration: its Title button, any key or
    any click returns to the title (but Look at the table, and its T key)."""

    def __init__(self, ctx: Context, session: GameSession) -> None:
        super().__init__(ctx, session, on_next=lambda: _back_to_title(ctx))
        self.next_label = _("Title")

    def on_key(self, event: pygame.event.Event) -> bool:
        self.next()
        return True

    def on_mouse(self, event: pygame.event.Event) -> bool:
        if super().on_mouse(event):  # Title, or Look at the table
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self.next()
            return True
        return False


def draw_caption(surface: pygame.Surface, ctx: Context, title: str, subtitle: str,
                 area: pygame.Rect) -> None:
    """A panel filling ``area``: ``title``, ``subtitle`` and how to leave, wrapped."""
    scale = max(0.7, min(surface.get_width() / 1280, surface.get_height() / 800))
    fonts = ctx.fonts
    big, small = px(20, scale, 14), px(15, scale, 11)
    pad = px(12, scale, 8)
    draw_panel(surface, area, alpha=215, radius=8)
    pygame.draw.rect(surface, GOLD, area, 1, border_radius=8)
    inner = area.inflate(-2 * pad, -2 * pad)
    y = blit_text(surface, fonts, title, (inner.centerx, inner.top), big, GOLD, bold=True,
                  anchor="midtop").bottom
    for text in (subtitle, _("Any key or click returns to the title.")):
        y = draw_wrapped(surface, fonts, text, pygame.Rect(inner.x, y + pad // 2, inner.w, 0),
                         small, INK, align="center")


def choose_and_watch(ctx: Context) -> None:
    """Ask which game to watch, then show its demonstration."""
    from game.ui.scenes.dialogs import ChoiceDialog

    def watch(game_id: str):
        return lambda: ctx.app.push(DemoScene(ctx, game_id))

    choices = [(_(rs.name), watch(game_id)) for game_id, rs in RULESETS.items()]
    seats = _(", ").join(tr("{players} in {game}", players=rs.players, game=_(rs.name))
                         for rs in RULESETS.values())
    ctx.app.push(ChoiceDialog(
        ctx, _("Watch a game"),
        tr("Computer players at every seat ({seats}) play one deal, their hands face down "
           "until the count, as at a real table. Nothing is saved or counted. Any key or "
           "click returns to the title.", seats=seats),
        [*choices, (_("Cancel"), noop)], cancel=len(choices)))
