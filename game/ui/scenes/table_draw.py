"""Drawing the table: a cached layer of everything at rest, the cards in flight
on top, the panels (scores, log, seat names) and the message. A mixin of
:class:`~game.ui.scenes.table.TableScene`; ``draw`` changes no game state (it
keeps its own picture caches)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.narrate import seat_name, side_name
from game.rules.melds import missing_kinds
from game.rules.state import GameState, Phase
from game.ui.placement import card_height
from game.ui.text import DIM, GOLD, INK, blit_text
from game.ui.widgets import FELT, draw_felt, draw_panel

if TYPE_CHECKING:
    from game.ui.scenes.table import CardSprite

_COLOUR_KEY = (255, 0, 255)


class TableDrawing:
    """The drawing half of the table scene (see the module notes)."""

    def draw(self, surface: pygame.Surface) -> None:
        """The table: a cached layer of everything at rest, then the moving cards,
        the buttons and the message on top."""
        size = surface.get_size()
        stale = self._static_key != (self._version, self._log_shown, self.log_scroll)
        if stale and self._defer_until >= self._frames and self._static is not None:
            # the cards set off this frame still lie where the old layer shows them:
            # redraw the layer next frame, so the two costs fall on two frames
            stale = False
        if self._static is None or self._static.get_size() != size or stale:
            if self._static is None or self._static.get_size() != size:
                self._static = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self._static = self._static.convert()
            self._draw_static(self._static)
            self._static_key = (self._version, self._log_shown, self.log_scroll)
        surface.blit(self._static, (0, 0))
        moving = [self.sprites[c] for c in self._moving if c in self.sprites]
        for sprite in sorted(moving, key=lambda s: s.z):
            self._draw_sprite(surface, sprite)
        fonts = self.ctx.fonts
        for button in self.buttons:
            button.enabled = self._button_enabled(button.label)
            button.draw(surface, fonts)
        if self.toast:
            self._draw_toast(surface, self.toast[0])

    def _draw_static(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        state = self.shown
        self._draw_zone_labels(surface)
        self._draw_stock(surface, state)
        for sprite in sorted(self.sprites.values(), key=lambda s: s.z):
            if sprite.card not in self._moving:
                self._draw_sprite(surface, sprite)
        self._draw_pile_info(surface, state)
        self._draw_meld_tags(surface, state)
        self._draw_counts(surface, state)
        self._draw_info(surface, state, self.session.human)
        self._draw_log(surface)

    def _settle(self) -> None:
        """The cards in flight have landed: paint them into the cached layer when
        nothing at rest lies over them, else redraw the layer."""
        landed = [self.sprites[c] for c in self._moving if c in self.sprites]
        self._moving = set()
        if self._static is None:
            return
        by_zone: dict[str, list[CardSprite]] = {}
        for sprite in self.sprites.values():
            by_zone.setdefault(sprite.zone, []).append(sprite)
        landed_set = {id(s) for s in landed}
        for sprite in landed:
            rect = _sprite_rect(sprite)
            for other in by_zone.get(sprite.zone, ()):
                if (other.z > sprite.z and id(other) not in landed_set
                        and _sprite_rect(other).colliderect(rect)):
                    self._invalidate()
                    return
        for sprite in sorted(landed, key=lambda s: s.z):
            self._draw_sprite(self._static, sprite)

    def _invalidate(self) -> None:
        """Something at rest changed: redraw the cached layer next frame."""
        self._version += 1

    def _button_enabled(self, label: str) -> bool:
        state = self.session.state
        human_turn = self.session.human_to_act()
        if label == "Draw":
            return human_turn and state.phase is Phase.DRAW
        if label == "Undo":
            return human_turn and state.phase is Phase.MELD and (
                state.laid_this_turn or state.pending is not None)
        return True

    def _draw_sprite(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        home = max(8, int(round(sprite.home_width or sprite.width)))
        width = max(8, int(round(sprite.width)))
        renderer = self.ctx.cards
        highlight = (255, 204, 0) if sprite.card in self.selected else None
        image = (renderer.face(sprite.card, home, highlight) if sprite.face_up
                 else renderer.back(home))
        if width != home:  # on its way between zones of different card sizes
            image = pygame.transform.scale(image, (width, round(width * 1.4)))
        angle = sprite.angle % 360
        if width == home and (abs(angle) < 0.5 or abs(angle - 90) < 0.5):
            image = self._fast(image, 90 if angle > 45 else 0)
        elif abs(angle) > 0.5:
            image = pygame.transform.rotate(image, angle)
        rect = image.get_rect(center=(int(sprite.x), int(sprite.y)))
        surface.blit(image, rect)

    def _fast(self, image: pygame.Surface, angle: int) -> pygame.Surface:
        """``image`` (turned ``angle`` degrees, 0 or 90) as an opaque surface with a
        colour key: its rounded corners blended with the felt, blitted about twice
        as fast as per-pixel alpha."""
        key = (id(image), angle)
        entry = self._turned.get(key)
        if entry is not None and entry[0] is image:
            return entry[1]
        if len(self._turned) > 4000:
            self._turned.clear()
        source = pygame.transform.rotate(image, angle) if angle else image
        fast = pygame.Surface(source.get_size())
        if pygame.display.get_surface() is not None:
            fast = fast.convert()
        fast.fill(FELT)
        fast.blit(source, (0, 0))
        holes = pygame.mask.from_surface(source, 24)
        holes.invert()
        holes.to_surface(fast, setcolor=_COLOUR_KEY, unsetcolor=None)
        fast.set_colorkey(_COLOUR_KEY, pygame.RLEACCEL)
        self._turned[key] = (image, fast)
        return fast

    def _draw_zone_labels(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        size = max(11, int(13 * self.layout.scale))
        for name in ("melds_0", "melds_1"):
            zone = self.layout.zone(name)
            rect = pygame.Rect(zone.rect)
            pygame.draw.rect(surface, (18, 80, 50), rect, border_radius=8)
            side = 0 if name == "melds_0" else 1
            label = "Our melds" if side == 0 else "Their melds"
            blit_text(surface, fonts, label, (rect.x + 6, rect.y + 2), size, DIM)
        state = self.session.state
        human = self.session.human
        zone = self.layout.zone("newmeld")
        rect = pygame.Rect(zone.rect)
        active = human is not None and state.phase is Phase.MELD and state.current == human
        colour = GOLD if active and self.selected else (60, 120, 90)
        pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
        blit_text(surface, fonts, "New", (rect.centerx, rect.centery - size), size, colour,
                  anchor="center")
        blit_text(surface, fonts, "meld", (rect.centerx, rect.centery + 2), size, colour,
                  anchor="center")
        for name in ("threes_0", "threes_1"):
            zone = self.layout.zone(name)
            blit_text(surface, fonts, "red threes", (zone.rect.right - 4, zone.rect.center[1]),
                      max(10, size - 2), DIM, anchor="midright")

    def _draw_stock(self, surface: pygame.Surface, state: GameState) -> None:
        zone = self.layout.zone("stock")
        width = zone.card_width or 80
        cx, cy = zone.rect.center
        n = len(state.stock)
        renderer = self.ctx.cards
        if n == 0:
            image = renderer.slot(width)
            surface.blit(image, image.get_rect(center=(cx, cy)))
        else:
            back = renderer.back(width)
            for i in range(min(4, 1 + n // 15)):
                surface.blit(back, back.get_rect(center=(cx - i * 1.5, cy - i * 1.5)))
        size = max(11, int(14 * self.layout.scale))
        blit_text(surface, self.ctx.fonts, f"Stock {n}", (cx, zone.rect.bottom + 2), size, INK,
                  anchor="midtop", shadow=True)

    def _draw_pile_info(self, surface: pygame.Surface, state: GameState) -> None:
        zone = self.layout.zone("pile")
        pile = state.pending if state.pending is not None else state.pile
        size = max(11, int(14 * self.layout.scale))
        frozen = any(c.is_wild or c.is_red_three for c in pile)
        text = f"Pile {len(pile)}" + (" \u2022 frozen" if frozen else "")
        blit_text(surface, self.ctx.fonts, text, (zone.rect.center[0], zone.rect.bottom + 2),
                  size, (140, 200, 255) if frozen else INK, anchor="midtop", shadow=True)
        if not pile:
            image = self.ctx.cards.slot(zone.card_width or 80)
            surface.blit(image, image.get_rect(center=zone.rect.center))

    def _draw_counts(self, surface: pygame.Surface, state: GameState) -> None:
        """Seat names with card counts (the player to act in gold), and feet."""
        rs = state.ruleset
        size = max(11, int(13 * self.layout.scale))
        for seat in range(rs.players):
            pos = self.seating.seat(seat)
            zone = self.layout.zone(f"hand_{pos}")
            rect = zone.rect
            name = seat_name(rs.players, seat, self.session.human)
            turn = state.to_act == seat and state.phase in (Phase.DRAW, Phase.MELD, Phase.ANSWER)
            label = f"{name} \u2022 {len(state.hands[seat])}" if pos else name
            colour = GOLD if turn else INK
            text = ("\u25b6 " if turn else "") + label
            if pos == 0:
                self._pill(surface, text, (rect.x + 4, rect.y - 4), size, colour, "bottomleft")
            elif zone.vertical:
                self._pill(surface, text, (rect.center[0], rect.y + 2), size, colour, "midtop")
            else:
                self._pill(surface, text, (rect.center[0], rect.bottom + 2), size, colour,
                           "midtop")
            if rs.foot_size:
                foot = self.layout.zone(f"foot_{pos}").rect
                n = len(state.feet[seat])
                foot_text = f"Foot {n}" if n else "Foot taken"
                self._pill(surface, foot_text, foot.center, max(10, size - 2),
                           INK if n else DIM, "center")

    def _draw_meld_tags(self, surface: pygame.Surface, state: GameState) -> None:
        """Under each squared canasta: its kind and number of cards."""
        if self.placement is None:
            return
        size = max(9, int(11 * self.layout.scale))
        for box in self.placement.meld_boxes:
            meld = box.meld
            if not meld.is_canasta:
                continue
            kind = meld.canasta_kind(state.ruleset) or ""
            colour = (255, 120, 110) if kind == "natural" else INK
            blit_text(surface, self.ctx.fonts, f"{kind} {len(meld.cards)}",
                      (box.rect.center[0], box.rect.bottom + 1), size, colour, anchor="midtop",
                      shadow=True)

    def _pill(self, surface: pygame.Surface, text: str, at: tuple[float, float], size: int,
              colour: tuple[int, int, int], anchor: str) -> None:
        image = self.ctx.fonts.render(text, size, colour, bold=colour == GOLD)
        rect = image.get_rect(**{anchor: (int(at[0]), int(at[1]))})
        back = rect.inflate(10, 4)
        shift = back.clamp(surface.get_rect())
        rect.move_ip(shift.x - back.x, shift.y - back.y)
        back = shift
        draw_panel(surface, pygame.Rect(back), alpha=190, radius=back.height // 2)
        surface.blit(image, rect)

    def _draw_info(self, surface: pygame.Surface, state: GameState, human: int | None) -> None:
        zone = self.layout.zone("info")
        rect = pygame.Rect(zone.rect)
        draw_panel(surface, rect)
        fonts = self.ctx.fonts
        rs = state.ruleset
        size = max(11, int(14 * self.layout.scale))
        line = size + 5
        x, y = rect.x + 10, rect.y + 8
        blit_text(surface, fonts, f"{rs.name}, deal {state.deal_no}", (x, y), size - 1, GOLD,
                  bold=True)
        y += line + 2
        my_side = state.side_of(human) if human is not None else 0
        for side in range(rs.sides):
            name = side_name(state, side, human)
            blit_text(surface, fonts, f"{name}: {state.scores[side]}", (x, y), size,
                      INK, bold=side == my_side)
            y += line
        minimum = state.initial_minimum(my_side)
        if not state.melded[my_side]:
            laid = state.laid_value if state.side_of(state.current) == my_side else 0
            blit_text(surface, fonts, f"Initial meld: need {minimum}, melded {laid}", (x, y),
                      size - 1, INK)
        else:
            blit_text(surface, fonts, "Initial meld made", (x, y), size - 1, DIM)
        y += line
        if rs.going_out_kinds:
            missing = missing_kinds(rs, state.melds[my_side])
            text = ("To go out: " + ", ".join(missing)) if missing else "All canasta kinds made"
            for part in fonts.wrap(text, size - 1, rect.w - 20):
                blit_text(surface, fonts, part, (x, y), size - 1, INK)
                y += line - 2
        else:
            canastas = sum(1 for m in state.melds[my_side] if m.is_canasta)
            blit_text(surface, fonts, f"Canastas: {canastas}", (x, y), size - 1, INK)
            y += line
        if state.permission is not None:
            blit_text(surface, fonts, "Going out: " + ("yes" if state.permission else "no"),
                      (x, y), size - 1, GOLD)

    def _draw_log(self, surface: pygame.Surface) -> None:
        zone = self.layout.zone("log")
        rect = pygame.Rect(zone.rect)
        draw_panel(surface, rect)
        fonts = self.ctx.fonts
        size = max(10, int(12 * self.layout.scale))
        line = size + 4
        lines: list[str] = []
        for entry in self.session.log[max(0, self._log_shown - 200):self._log_shown]:
            lines.extend(fonts.wrap(entry, size, rect.w - 16))
        visible = max(1, (rect.h - 12) // line)
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - visible))
        end = len(lines) - self.log_scroll
        shown = lines[max(0, end - visible):end]
        y = rect.y + 6
        clip = surface.get_clip()
        surface.set_clip(rect)
        for text in shown:
            blit_text(surface, fonts, text, (rect.x + 8, y), size, INK)
            y += line
        surface.set_clip(clip)

    def _draw_toast(self, surface: pygame.Surface, text: str) -> None:
        zone = self.layout.zone("toast")
        fonts = self.ctx.fonts
        size = max(12, int(14 * self.layout.scale))
        lines = fonts.wrap(text, size, zone.rect.w - 24)
        height = len(lines) * (size + 4) + 12
        rect = pygame.Rect(zone.rect.x, zone.rect.bottom - height, zone.rect.w, height)
        draw_panel(surface, rect, alpha=235, colour=(60, 16, 16))
        y = rect.y + 6
        for part in lines:
            blit_text(surface, fonts, part, (rect.centerx, y), size, (255, 236, 220),
                      anchor="midtop")
            y += size + 4



def _sprite_rect(sprite: CardSprite) -> pygame.Rect:
    w = sprite.width
    h = card_height(w)
    if abs((sprite.angle % 180) - 90) < 1:
        w, h = h, w
    return pygame.Rect(int(sprite.x - w / 2), int(sprite.y - h / 2), int(w), int(h))


def _inflate(rect, by: int):
    from game.layout import Rect

    return Rect(rect.x - by, rect.y - by, rect.w + 2 * by, rect.h + 2 * by)


