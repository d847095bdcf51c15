"""What is drawn over the table every frame, above the cached layer and the
cards in flight: the glows and the prompt of the turn's guidance, a hint's
target, computer players' call-outs, a completed canasta's sparks and banner,
the keyboard focus ring and the message above the hand. A part of the table's
renderer (:class:`~game.ui.scenes.table_draw.TableRenderer`, as
``renderer.overlays``); it changes no game state and records what it drew in
``renderer.drawn``."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui.placement import meld_title
from game.ui.scenes.menu import fit_text
from game.ui.scenes.table_paint import CALLOUT, FOCUS, FOCUS_EDGE, GLOW, HINT, glow
from game.ui.text import GOLD, blit_text
from game.ui.widgets import draw_panel

if TYPE_CHECKING:
    from game.ui.scenes.table_draw import TableRenderer

CELEBRATION_SPAN = 1.2
"""Seconds the sparks of a completed canasta fly."""


class TableOverlays:
    """The overlays of ``renderer``'s table, drawn in the order the renderer calls
    them."""

    def __init__(self, renderer: TableRenderer) -> None:
        self.renderer = renderer
        self.scene = renderer.scene
        self.ctx = renderer.ctx

    def draw_guide(self, surface: pygame.Surface) -> None:
        """The turn's prompt beside the human's tag and a glow on the places that
        take the next move (a steady one with reduced motion); a hint's target in
        its own colour."""
        scene = self.scene
        guide = scene.guidance.guide()
        pulse = 1.0  # steady: an idle table is not redrawn
        rects = self.renderer.place_rects()
        for name in guide.places:
            if name in rects:
                glow(surface, rects[name], GLOW, pulse)
        boxes = {b.meld.id: b for b in scene.placement.meld_boxes} if scene.placement else {}
        for meld_id in guide.melds:
            if meld_id in boxes:
                glow(surface, pygame.Rect(boxes[meld_id].rect), GLOW, pulse)
        drag = scene.pointer.drag
        if drag is not None and drag.active and drag.source.startswith("meld:"):  # DK-10.2
            for meld_id in drag.targets:
                if meld_id in boxes:
                    glow(surface, pygame.Rect(boxes[meld_id].rect), GLOW, pulse)
            if drag.new_ok:
                glow(surface, rects["newmeld"], GLOW, pulse)
        if (drag is not None and drag.active and drag.source == "hand"
                and "threes" not in guide.places
                and scene.guidance.threes_take(drag.cards)):  # MA-2.2
            glow(surface, rects["threes"], GLOW, pulse)
        hint = scene.guidance.hint
        if hint is not None:
            if hint.place in rects:
                glow(surface, rects[hint.place], HINT, 1.0)
            if hint.meld in boxes:
                glow(surface, pygame.Rect(boxes[hint.meld].rect), HINT, 1.0)
        self.renderer.drawn["prompt"] = []
        human = scene.session.human
        if guide.prompt and human is not None and human in self.renderer.tag_rects:
            tag = self.renderer.tag_rects[human]
            size = max(11, int(13 * scene.layout.scale))
            info = scene.layout.zone("info").rect
            right = info.x - 4 if info.x > surface.get_width() // 2 else surface.get_width()
            room = max(60, right - (tag.right + 8) - 14)  # a long prompt wraps beside the tag
            text = "\n".join(self.ctx.fonts.wrap(guide.prompt, size, room, bold=True))
            self.renderer.drawn["prompt"] = [self.renderer.pill(
                surface, text, (tag.right + 8, tag.centery), size, GOLD, "midleft")]

    def draw_callouts(self, surface: pygame.Surface) -> None:
        """A computer player's last move, in a bubble over its own face-down hand
        (under the seat's tag), wrapped to the hand's width."""
        scene = self.scene
        self.renderer.drawn["callout"] = []
        size = max(10, int(12 * scene.layout.scale))
        fonts = self.ctx.fonts
        for seat, (text, _left) in scene.guidance.callouts.items():
            pos = scene.seating.seat(seat)
            if pos == 0:  # your own moves are not called out
                continue
            hand = pygame.Rect(scene.layout.zone(f"hand_{pos}").rect)
            tag = self.renderer.tag_rects.get(seat)
            if tag is not None and tag.colliderect(hand):
                hand = pygame.Rect(hand.x, tag.bottom + 4, hand.w, hand.bottom - tag.bottom - 4)
            lines = fonts.wrap(text, size, max(20, hand.w - 16))
            if len(lines) > 3 and " \u00b7 " in text:  # a narrow hand: the last move alone
                lines = fonts.wrap(text.split(" \u00b7 ")[-1], size, max(20, hand.w - 16))
            most = max(1, (hand.h - 8) // (size + 3))
            if len(lines) > most:
                lines = lines[:most - 1] + [fit_text(fonts, " ".join(lines[most - 1:]), size,
                                                     max(20, hand.w - 16))]
            self.renderer.drawn["callout"].append(self.renderer.pill(
                surface, "\n".join(lines), (hand.centerx, hand.y + 2), size, CALLOUT, "midtop",
                within=hand))

    def draw_celebrations(self, surface: pygame.Surface) -> None:
        """A completed canasta: gold sparks fly out of the meld and a banner names
        it in the title row of its meld zone (the banner alone with reduced motion);
        two canastas in one turn are celebrated one after the other."""
        scene = self.scene
        self.renderer.drawn["banner"] = []
        if not scene.guidance.celebrations or scene.placement is None:
            return
        boxes = {b.meld.id: b for b in scene.placement.meld_boxes}
        for party in scene.guidance.celebrations[:1]:
            box = boxes.get(party.meld)
            if box is None:
                continue
            rect = pygame.Rect(box.rect)
            t = min(1.0, party.age / CELEBRATION_SPAN)
            if not scene.reduce_motion:
                fade = int(255 * (1 - t))
                reach = 12 + 70 * t
                for k in range(12):
                    angle = k * math.pi / 6 + 0.3
                    x = rect.centerx + math.cos(angle) * (rect.w / 2 + reach)
                    y = rect.centery + math.sin(angle) * (rect.h / 2 + reach * 0.7)
                    spark = pygame.Surface((10, 10), pygame.SRCALPHA)
                    pygame.draw.circle(spark, (*GOLD, fade), (5, 5), 4 if k % 2 else 3)
                    surface.blit(spark, (x - 5, y - 5))
                glow(surface, rect, GOLD, 1 - t * 0.7)
            self.renderer.drawn["banner"].append(self._title_banner(
                surface, scene.seating.side(box.meld.side), party.text, party.short))

    def _title_banner(self, surface: pygame.Surface, display_side: int,
                      text: str, short: str = "") -> pygame.Rect:
        """A gold banner at the right end of a meld zone's title row (the zone of
        ``display_side``), clear of the zone's label and of its melds; returns its
        rectangle. Where ``text`` is too wide for the row, ``short`` is shown if it
        fits, else ``text`` cut short."""
        scene = self.scene
        zone = pygame.Rect(scene.layout.zone(f"melds_{display_side}").rect)
        title = meld_title(scene.layout.scale)
        size = max(9, title - 6)
        fonts = self.ctx.fonts
        label = fonts.size(self.renderer.zone_label(display_side, "melds"), size)[0]
        room = max(20, zone.w - label - 36)
        if short and fonts.size(text, size, True)[0] > room >= fonts.size(short, size, True)[0]:
            text = short
        text = fit_text(fonts, text, size, room, True)
        return self.renderer.pill(surface, text, (zone.right - 10, zone.y + 1), size, GOLD,
                                  "topright", fill=title - 2)

    def _clear_of_melds(self, rect: pygame.Rect, text: str,
                        size: int) -> tuple[pygame.Rect, list[str]] | None:
        """Where the message goes when its place (``rect``, pixels) lies over the
        cards of melds (tall melds of a hand-and-foot game): the same bottom edge,
        in the widest stretch of the melds zone that no meld reaches down to, the
        text wrapped to it; None when its place is clear or no stretch is wide
        enough (about 260 pixels at design size). Returns the rectangle and the
        lines."""
        scene = self.scene
        if scene.placement is None:
            return None
        boxes = [pygame.Rect(b.rect) for b in scene.placement.meld_boxes if b.meld.cards]
        if rect.collidelist(boxes) < 0:
            return None
        fonts = self.ctx.fonts
        zone = pygame.Rect(scene.layout.zone("melds_0").rect)
        least = int(260 * scene.layout.scale)
        for _attempt in range(3):  # a narrower message is taller: check it again
            band = [b for b in boxes if b.bottom > rect.top and b.top < rect.bottom]
            edges = sorted((b.left - 6, b.right + 6) for b in band)
            free: list[tuple[int, int]] = []
            x = zone.x + 6
            for left, right in edges:
                if left > x:
                    free.append((x, left))
                x = max(x, right)
            if zone.right - 6 > x:
                free.append((x, zone.right - 6))
            if not free:
                return None
            left, right = max(free, key=lambda span: span[1] - span[0])
            width = min(right - left, rect.w)
            if width < least:
                return None
            lines = fonts.wrap(text, size, width - 24)
            height = len(lines) * (size + 4) + 12
            placed = pygame.Rect(0, rect.bottom - height, width, height)
            placed.centerx = (left + right) // 2
            if placed.collidelist(boxes) < 0:
                return placed, lines
            rect = placed
        return None

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The keyboard focus ring: bright between two dark rings, seen on a white
        card too; the label over the pile's top card drawn again over a ring that
        reaches it."""
        ring = self.scene.keyboard.focus_rect()
        if ring is not None:
            pygame.draw.rect(surface, FOCUS_EDGE, ring.inflate(16, 16), 4, border_radius=12)
            pygame.draw.rect(surface, FOCUS, ring.inflate(9, 9), 4, border_radius=10)
            pygame.draw.rect(surface, FOCUS_EDGE, ring.inflate(3, 3), 2, border_radius=8)
            marker = self.renderer.marker  # "▼ Your discard" stays readable over the ring
            labels = self.renderer.drawn.get("marker", [])
            if marker is not None and ring.inflate(16, 16).collidelist(labels) >= 0:
                self.renderer.pill(surface, *marker, GLOW, "midbottom")

    def draw_toast(self, surface: pygame.Surface) -> None:
        """The scene's message above the hand: a refusal on dark red, a hint on
        blue with its own mark; nothing when there is none."""
        self.renderer.drawn["toast"] = []
        if not self.scene.toast:
            return
        text = self.scene.toast[0]
        scene = self.scene
        zone = scene.layout.zone("toast")
        fonts = self.ctx.fonts
        size = max(12, int(14 * scene.layout.scale))
        hint = scene.toast_kind == "hint"
        if hint:
            text = "\u2605 " + text
        lines = fonts.wrap(text, size, zone.rect.w - 24)
        height = len(lines) * (size + 4) + 12
        rect = pygame.Rect(zone.rect.x, zone.rect.bottom - height, zone.rect.w, height)
        clear = self._clear_of_melds(rect, text, size)
        if clear is not None:  # tall melds reach down to the message: beside them
            rect, lines = clear
        colour = {"hint": (16, 44, 84), "info": (24, 40, 32)}.get(scene.toast_kind, (60, 16, 16))
        draw_panel(surface, rect, alpha=235, colour=colour)
        self.renderer.drawn["toast"] = [rect]
        if hint:
            pygame.draw.rect(surface, HINT, rect, 2, border_radius=10)
        ink = (220, 240, 255) if hint else (255, 236, 220)
        y = rect.y + 6
        for part in lines:
            blit_text(surface, fonts, part, (rect.centerx, y), size, ink, anchor="midtop")
            y += size + 4
