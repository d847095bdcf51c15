"""The table's side panel: the game and deal, the scores, the initial meld, what
going out still needs, the game's glossary, and under it the log. A part of the
table's renderer (:class:`~game.ui.scenes.table_draw.TableRenderer`, as
``renderer.panel``); drawing changes no game state."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import NC_, _, is_rtl, number, pgettext, refusal, tr
from game.present.names import seat_name, side_name
from game.present.narrate import shown_kind
from game.rules.melds import missing_kinds
from game.rules.state import GameState
from game.ui.placement import kind_word
from game.ui.scenes.menu import fit_text
from game.ui.scenes.table_paint import TEAM_COLOURS, Colour
from game.ui.text import DIM, GOLD, INK, Fonts, blit_start, blit_text
from game.ui.widgets import draw_panel, label_size

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene

SHORT_SEAT_NAMES = {"North-west": NC_("seat", "NW"), "North-east": NC_("seat", "NE"),
                    "South-west": NC_("seat", "SW"), "South-east": NC_("seat", "SE")}
"""The compass names' short forms (catalog messages, context "seat"), shown where
the whole name does not fit (a tag or a score line at a table of five or six)."""


def short_seat_name(players: int, seat: int, human: int | None) -> str:
    """The short form of ``seat``'s compass name in the player's language ("NW"
    for North-west), or the whole name where it has none ("North", "You")."""
    english = seat_name(players, seat, human, translate=False)
    short = SHORT_SEAT_NAMES.get(english)
    return pgettext("seat", short) if short else seat_name(players, seat, human)


def fit_name(fonts: Fonts, name: str, short: str, size: int, room: int,
             bold: bool = False) -> str:
    """``name`` if it fits ``room`` pixels at ``size``, else ``short`` (cut with an
    ellipsis only if even that is too wide): never "North-..."."""
    if fonts.size(name, size, bold)[0] <= room:
        return name
    return fit_text(fonts, short, size, room, bold)


class SidePanel:
    """The side panel of ``scene``'s table, beside the cards."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.ctx = scene.ctx
        self.lines: list[tuple[str, pygame.Rect]] = []
        """The info panel's last drawing: each text as drawn (cut or whole) and where."""

    def draw_info(self, surface: pygame.Surface, state: GameState, human: int | None) -> None:
        """The panel over the log: the game and deal, the sides' scores (and their
        members where they fit), the initial meld, going out, the glossary, the
        answer of a partner asked; for the ``human`` seat (None: computers only)."""
        scene = self.scene
        zone = scene.layout.zone("info")
        rect = pygame.Rect(zone.rect)
        draw_panel(surface, rect)
        fonts = self.ctx.fonts
        rs = state.ruleset
        size = max(11, int(14 * scene.layout.scale))
        line = size + 5
        x, y = rect.x + 10, rect.y + 8
        left, right = rect.x + 10, rect.right - 10

        self.lines = []

        def line_at(text: str, indent: int, top: int, px: int, colour: Colour,
                    bold: bool = False) -> None:
            room = rect.w - 20 - indent
            px = label_size(fonts, text, px, room, least=9, bold=bold)  # smaller before cut
            text = fit_text(fonts, text, px, room, bold)
            width, height = fonts.size(text, px, bold)
            self.lines.append((text, pygame.Rect(
                (right - indent - width) if is_rtl() else (left + indent), top, width, height)))
            if is_rtl():
                blit_text(surface, fonts, text, (right - indent, top), px, colour, bold,
                          "topright")
            else:
                blit_text(surface, fonts, text, (left + indent, top), px, colour, bold)

        title = (tr("{game}, deal {deal} of {deals}", game=_(rs.name), deal=state.deal_no,
                    deals=rs.deals) if rs.deals and state.deal_no <= rs.deals
                 else tr("{game}, deal {deal}", game=_(rs.name), deal=state.deal_no))
        least = label_size(fonts, title, size - 1, rect.w - 20, least=size - 3)
        parts = fonts.wrap(title, least, rect.w - 20, True)
        if len(parts) > 1:  # the game's name on a line, the deal under it: nothing cut
            line_at(_(rs.name), 0, y, size - 1, GOLD, bold=True)
            y += line - 2
            title = title.replace(_(rs.name), "").lstrip(", \u060c")
        line_at(title, 0, y, least, GOLD, bold=True)
        y += line + 2
        my_side = state.side_of(human) if human is not None else 0
        if rs.sides > 3:  # players each on their own: two to a line
            half = (rect.w - 20) // 2
            for side in range(rs.sides):
                colour = TEAM_COLOURS[min(scene.seating.side(side), 1)]
                column = side % 2
                x0 = (right - column * half) if is_rtl() else (left + column * half)
                # the score never cut: the name gives way (and comes whole in the log)
                bold = side == my_side
                points = number(state.scores[side])
                room = half - 16 - fonts.size(points, size - 2, bold)[0] - 6
                name = fit_name(fonts, side_name(state, side, human),
                                short_seat_name(rs.players, side, human), size - 2, room, bold)
                dot_x = x0 - 4 if is_rtl() else x0 + 4
                pygame.draw.circle(surface, colour, (dot_x, y + size // 2), size // 4)
                anchor = "topright" if is_rtl() else "topleft"
                offset = -12 if is_rtl() else 12
                drawn = blit_text(surface, fonts, name, (x0 + offset, y), size - 2, INK, bold,
                                  anchor)
                self.lines.append((name, drawn))
                end = (x0 - half + 6) if is_rtl() else (x0 + half - 6)
                width, height = fonts.size(points, size - 2, bold)
                self.lines.append((points, pygame.Rect(
                    end if is_rtl() else end - width, y, width, height)))
                blit_text(surface, fonts, points, (end, y), size - 2, INK, bold,
                          "topleft" if is_rtl() else "topright")
                if column == 1 or side == rs.sides - 1:
                    y += line - 2
        # the lines under the scores; the sides' members only where all of it fits
        going_out = self.going_out_text(state, human, my_side)
        tail = line * (1 + bool(rs.glossary) + (state.permission is not None)) + (
            (line - 2) * len(fonts.wrap(going_out, size - 1, rect.w - 20)) if going_out
            else line)
        members = [_(", ").join(seat_name(rs.players, seat, human) for seat in range(rs.players)
                                if state.side_of(seat) == side) for side in range(rs.sides)]
        listed = rs.partnerships and (
            y + rs.sides * line + tail + sum(
                (line - 4) * len(fonts.wrap(m, size - 2, rect.w - 32)) for m in members)
            <= rect.bottom - 4)
        for side in range(rs.sides if rs.sides <= 3 else 0):
            name = side_name(state, side, human)
            colour = TEAM_COLOURS[min(scene.seating.side(side), 1)]
            dot_x = right - 4 if is_rtl() else x + 4
            pygame.draw.circle(surface, colour, (dot_x, y + size // 2 + 1), size // 3)
            line_at(tr("{side}: {points}", side=name, points=state.scores[side]), 12, y, size,
                    INK, bold=side == my_side)
            y += line
            if not listed:  # a side of one player, or no room: the seat tags say it
                continue
            for part in fonts.wrap(members[side], size - 2, rect.w - 32):
                line_at(part, 12, y - 2, size - 2, DIM)
                y += line - 4
        minimum = state.initial_minimum(my_side)
        if not state.melded[my_side]:
            laid = state.laid_value if state.side_of(state.current) == my_side else 0
            text = tr("Initial meld: need {minimum}, melded {laid}", minimum=minimum, laid=laid)
            parts = ([text] if fonts.size(text, size - 2)[0] <= rect.w - 20
                     else fonts.wrap(text, size - 1, rect.w - 20))
            for part in parts[:-1]:  # a narrow panel: on two lines, nothing cut
                line_at(part, 0, y, size - 1, INK)
                y += line - 4
            line_at(parts[-1], 0, y, size - 1, INK)
        else:
            line_at(_("Initial meld made"), 0, y, size - 1, DIM)
        y += line
        if going_out:
            parts = fonts.wrap(going_out, size - 1, rect.w - 20)
            room = max(1, (rect.bottom - 4 - y) // (line - 2))
            if len(parts) > room:  # what does not fit is cut, never drawn over the log
                parts = parts[:room - 1] + [" ".join(parts[room - 1:])]
            for part in parts:
                line_at(part, 0, y, size - 1, INK)
                y += line - 2
        else:
            canastas = sum(1 for m in state.melds[my_side] if m.is_canasta)
            line_at(tr("Canastas: {n}", n=canastas), 0, y, size - 1, INK)
            y += line
        if rs.glossary:  # DK-7.2, DK-4.1: the game's own words, glossed
            gloss = _(rs.glossary)
            parts = fonts.wrap(gloss, size - 2, rect.w - 20)  # wrapped, never cut off
            if len(parts) > 1:  # a word and its meaning on a line of their own
                parts = [p for g in gloss.split(" \u2022 ")
                         for p in fonts.wrap(g, size - 2, rect.w - 20)]
            for part in parts:
                line_at(part, 0, y, size - 2, DIM)
                y += line - 4
        if state.permission is not None:
            line_at(_("Going out: yes") if state.permission else _("Going out: no"), 0, y,
                    size - 1, GOLD)

    def going_out_text(self, state: GameState, human: int | None, my_side: int) -> str:
        """The panel's line on going out where a game asks for canasta kinds (PH-8.1,
        DH-7.1, BH-8.1, RR-5.1): the kinds still missing, what else the rule asks,
        or that every kind is made; "" in the other games."""
        rs = state.ruleset
        if not rs.going_out_kinds:
            return ""
        missing = missing_kinds(rs, state.melds[my_side])
        kinds = _(", ").join(kind_word(shown_kind(rs, k)) for k in missing)
        seat = human if human is not None else state.current
        problem = None if missing else rs.going_out_rule(state.context(seat),
                                                         state.melds[my_side])
        return (tr("To go out: {kinds}", kinds=kinds) if missing
                else tr("To go out: {kinds}", kinds=refusal(problem)) if problem
                else _("All canasta kinds made"))

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log of the moves shown so far, its last lines (scrolled back by the
        wheel: ``scene.log_scroll`` lines)."""
        scene = self.scene
        zone = scene.layout.zone("log")
        rect = pygame.Rect(zone.rect)
        draw_panel(surface, rect)
        fonts = self.ctx.fonts
        size = max(10, int(12 * scene.layout.scale))
        line = size + 4
        lines: list[str] = []
        for entry in scene.session.log[max(0, scene.log_shown - 200):scene.log_shown]:
            lines.extend(fonts.wrap(entry, size, rect.w - 16))
        visible = max(1, (rect.h - 12) // line)
        scene.log_scroll = min(scene.log_scroll, max(0, len(lines) - visible))
        end = len(lines) - scene.log_scroll
        shown = lines[max(0, end - visible):end]
        y = rect.y + 6
        clip = surface.get_clip()
        surface.set_clip(rect)
        for text in shown:
            blit_start(surface, fonts, text, rect.x + 8, rect.right - 8, y, size, INK)
            y += line
        surface.set_clip(clip)
