"""Drawing the table: a cached layer of everything at rest, the cards in flight
on top, the panels (scores, log, seat names) and the message. A mixin of
:class:`~game.ui.scenes.table.TableScene`; ``draw`` changes no game state (it
keeps its own picture caches)."""

from __future__ import annotations

import dataclasses
import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, is_rtl, label, ntr, number, refusal, tr
from game.narrate import rank_words, seat_name, shown_kind, side_name
from game.rules.actions import TakePile
from game.rules.cards import Card, sort_key_rank
from game.rules.melds import missing_kinds
from game.rules.modern import dead_ranks
from game.rules.state import GameState, Phase
from game.ui.placement import card_height, kind_word, special_seat
from game.ui.scenes.menu import fit_text
from game.ui.text import DIM, GOLD, INK, blit_start, blit_text
from game.ui.widgets import FELT, draw_felt, draw_panel, label_size

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "random": N_("Random")}
"""The computer players' levels as a seat tag names them (catalog messages)."""

if TYPE_CHECKING:
    from game.ui.scenes.table import CardSprite

_COLOUR_KEY = (255, 0, 255)
SELECTED = (255, 204, 0)
FRESH = (120, 230, 140)
"""The outline of cards that just came into the hand (drawn, from the pile, the foot)."""
HINT = (110, 200, 255)
GLOW = (255, 226, 120)
FOCUS = (255, 255, 255)
CELEBRATION_SPAN = 1.2
"""Seconds the sparks of a completed canasta fly."""
CALLOUT = (255, 250, 235)
TEAM_COLOURS = ((90, 170, 255), (255, 150, 60))
"""The sides' colours, the human's side first: blue and orange (told apart with
any colour vision; a word always goes with them)."""


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
        self._draw_guide(surface)
        self._draw_cut(surface)
        self._draw_twin_flash(surface)
        self._draw_pickup_preview(surface)
        self._draw_foot_look(surface)
        fonts = self.ctx.fonts
        for button in self.buttons:
            button.enabled = self._button_enabled(button.label)
            button.draw(surface, fonts)
        if not self.cutting():
            for button in self.game_buttons():  # MA-9.1, MA-2.2
                button.draw(surface, fonts)
        self._draw_callouts(surface)
        self._draw_celebrations(surface)
        ring = self.focus_rect()
        if ring is not None:
            pygame.draw.rect(surface, FOCUS, ring.inflate(8, 8), 3, border_radius=9)
            pygame.draw.rect(surface, (20, 20, 20), ring.inflate(12, 12), 1, border_radius=11)
        if self.toast:
            self._draw_toast(surface, self.toast[0])

    def _draw_guide(self, surface: pygame.Surface) -> None:
        """The turn's prompt beside the human's tag and a glow on the places that
        take the next move (a steady one with reduced motion); a hint's target in
        its own colour."""
        guide = self.guide()
        pulse = 1.0  # steady: an idle table is not redrawn
        rects = self._place_rects()
        for name in guide.places:
            if name in rects:
                _glow(surface, rects[name], GLOW, pulse)
        boxes = {b.meld.id: b for b in self.placement.meld_boxes} if self.placement else {}
        for meld_id in guide.melds:
            if meld_id in boxes:
                _glow(surface, pygame.Rect(boxes[meld_id].rect), GLOW, pulse)
        drag = self.drag
        if drag is not None and drag.active and drag.source.startswith("meld:"):  # DK-10.2
            for meld_id in drag.targets:
                if meld_id in boxes:
                    _glow(surface, pygame.Rect(boxes[meld_id].rect), GLOW, pulse)
            if drag.new_ok:
                _glow(surface, rects["newmeld"], GLOW, pulse)
        if (drag is not None and drag.active and drag.source == "hand"
                and "threes" not in guide.places and self.threes_take(drag.cards)):  # MA-2.2
            _glow(surface, rects["threes"], GLOW, pulse)
        hint = self.hint
        if hint is not None:
            if hint.place in rects:
                _glow(surface, rects[hint.place], HINT, 1.0)
            if hint.meld in boxes:
                _glow(surface, pygame.Rect(boxes[hint.meld].rect), HINT, 1.0)
        human = self.session.human
        if guide.prompt and human is not None and human in self.tag_rects:
            tag = self.tag_rects[human]
            size = max(11, int(13 * self.layout.scale))
            self._pill(surface, guide.prompt, (tag.right + 8, tag.centery), size, GOLD,
                       "midleft")

    def _draw_celebrations(self, surface: pygame.Surface) -> None:
        """A completed canasta: gold sparks fly out of the meld and a banner names
        it (the banner alone with reduced motion)."""
        if not self.celebrations or self.placement is None:
            return
        boxes = {b.meld.id: b for b in self.placement.meld_boxes}
        size = max(12, int(15 * self.layout.scale))
        for party in self.celebrations:
            box = boxes.get(party.meld)
            if box is None:
                continue
            rect = pygame.Rect(box.rect)
            t = min(1.0, party.age / CELEBRATION_SPAN)
            if not self.reduce_motion:
                fade = int(255 * (1 - t))
                reach = 12 + 70 * t
                for k in range(12):
                    angle = k * math.pi / 6 + 0.3
                    x = rect.centerx + math.cos(angle) * (rect.w / 2 + reach)
                    y = rect.centery + math.sin(angle) * (rect.h / 2 + reach * 0.7)
                    spark = pygame.Surface((10, 10), pygame.SRCALPHA)
                    pygame.draw.circle(spark, (*GOLD, fade), (5, 5), 4 if k % 2 else 3)
                    surface.blit(spark, (x - 5, y - 5))
                _glow(surface, rect, GOLD, 1 - t * 0.7)
            self._pill(surface, party.text, (rect.centerx, rect.top - 4), size, GOLD,
                       "midbottom")

    def _place_rects(self) -> dict[str, pygame.Rect]:
        """The stock, the pile (its cards) and the New meld box, for glows."""
        rects: dict[str, pygame.Rect] = {}
        for name in ("stock", "newmeld"):
            rects[name] = pygame.Rect(self.layout.zone(name).rect)
        pile = [s for s in self.sprites.values() if s.zone == "pile"]
        if pile:
            rect = _sprite_rect(pile[0]).unionall([_sprite_rect(s) for s in pile])
        else:
            zone = self.layout.zone("pile")
            w = zone.card_width or 80
            rect = pygame.Rect(0, 0, w, card_height(w))
            rect.center = zone.rect.center
        rects["pile"] = rect
        stock = self.layout.zone("stock")
        w = stock.card_width or 80
        rects["stock"] = pygame.Rect(0, 0, w + 6, card_height(w) + 6)
        rects["stock"].center = (stock.rect.center[0] - 2, stock.rect.center[1] - 2)
        rects["threes"] = pygame.Rect(self.layout.zone("threes_0").rect)  # MA-2.2
        return rects

    def _draw_callouts(self, surface: pygame.Surface) -> None:
        """A computer player's last move, in a bubble under its seat tag."""
        size = max(11, int(13 * self.layout.scale))
        for seat, (text, _left) in self.callouts.items():
            tag = self.tag_rects.get(seat)
            if tag is None:
                continue
            below = tag.bottom + 3 + size
            at = (tag.centerx, below) if below + size < surface.get_height() else (
                tag.centerx, tag.top - 3 - size)
            self._pill(surface, text, at, size, CALLOUT, "center")

    def _draw_static(self, surface: pygame.Surface) -> None:
        draw_felt(surface)
        state = self.shown
        self._draw_zone_labels(surface)
        self._draw_stock(surface, state)
        for sprite in sorted(self.sprites.values(), key=lambda s: s.z):
            if sprite.card not in self._moving:
                self._draw_sprite(surface, sprite)
        self._draw_pile_info(surface, state)
        self._draw_twins(surface, state)
        self._draw_bonus(surface, state)
        self._draw_special(surface, state)
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
        labels = list(self.tag_rects.values())
        for sprite in landed:
            rect = _sprite_rect(sprite)
            if rect.collidelist(labels) >= 0:  # a tag lies over it: redraw in order
                self._invalidate()
                return
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
        card = sprite.card
        highlight = (SELECTED if card in self.selected or card in self.kept
                     else HINT if self.hint is not None and card in self.hint.cards
                     else FRESH if card in self.fresh else None)
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
        if card in self.session.state.waiting and sprite.face_up:
            # DH-5.7: taken from the pile this turn, not to be melded before the next
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((20, 30, 60, 90))
            surface.blit(veil, rect)

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
        sides = self.session.state.ruleset.sides
        for side in range(sides):
            zone = self.layout.zone(f"melds_{side}")
            rect = pygame.Rect(zone.rect)
            pygame.draw.rect(surface, (18, 80, 50), rect, border_radius=8)
            label = fit_text(fonts, self._zone_label(side, "melds"), size, rect.w - 12)
            colour = TEAM_COLOURS[min(side, 1)]
            pygame.draw.rect(surface, colour, (rect.x, rect.y + 6, 3, rect.h - 12))
            blit_text(surface, fonts, label, (rect.x + 8, rect.y + 2), size, DIM)
        state = self.session.state
        human = self.session.human
        zone = self.layout.zone("newmeld")
        rect = pygame.Rect(zone.rect)
        active = human is not None and state.phase is Phase.MELD and state.current == human
        colour = GOLD if active and self.selected else (60, 120, 90)
        pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
        blit_text(surface, fonts, _("New"), (rect.centerx, rect.centery - size), size, colour,
                  anchor="center")
        blit_text(surface, fonts, _("meld"), (rect.centerx, rect.centery + 2), size, colour,
                  anchor="center")
        for side in range(sides):
            zone = self.layout.zone(f"threes_{side}")
            small = max(10, size - 2)
            label = fit_text(fonts, self._zone_label(side, "red threes"), small,
                             zone.rect.w - 16)
            # to the right: a side seat's tag may stand over the zone's left end
            width = fonts.render(label, small, DIM).get_width()
            left = zone.rect.right - width - 4
            pygame.draw.circle(surface, TEAM_COLOURS[min(side, 1)],
                               (left - 7, zone.rect.y + 7), 3)
            blit_text(surface, fonts, label, (left, zone.rect.y), small, DIM)

    def _zone_label(self, display_side: int, what: str) -> str:
        """"Your side's melds", "Opponents' red threes"; "Side 1 melds" when
        computers play every seat; for players each on their own "Your melds",
        "West's melds", and the player's name over the red threes."""
        rs = self.session.state.ruleset
        human = self.session.human
        if not rs.partnerships:
            seat = (display_side + (human or 0)) % rs.players
            name = seat_name(rs.players, seat, human)
            if what == "melds":
                return (_("Your melds") if human is not None and display_side == 0
                        else tr("{player}'s melds", player=name))
            return name
        if what == "melds":
            if self.session.human is None:
                return tr("Side {n} melds", n=display_side + 1)
            return _("Your side's melds") if display_side == 0 else _("Opponents' melds")
        if rs.all_threes_out:  # MA-2.1: every three is laid out, red or black
            if self.session.human is None:
                return tr("Side {n} threes", n=display_side + 1)
            return _("Your side's threes") if display_side == 0 else _("Opponents' threes")
        if self.session.human is None:
            return tr("Side {n} red threes", n=display_side + 1)
        return _("Your side's red threes") if display_side == 0 else _("Opponents' red threes")

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
            turn_card = state.ruleset.turn_card
            if turn_card and n >= turn_card:  # MA-1.3: the turn card lies sideways under
                side = pygame.transform.rotate(back, 90)
                surface.blit(side, side.get_rect(center=(cx, cy + width * 0.35)))
                pygame.draw.rect(surface, GOLD, side.get_rect(center=(cx, cy + width * 0.35)),
                                 2, border_radius=6)
            for i in range(min(4, 1 + n // 15)):
                surface.blit(back, back.get_rect(center=(cx - i * 1.5, cy - i * 1.5)))
        size = max(11, int(14 * self.layout.scale))
        blit_text(surface, self.ctx.fonts, tr("Stock {n}", n=n), (cx, zone.rect.bottom + 2),
                  size, INK, anchor="midtop", shadow=True)
        label = self.turn_card_label(state)
        if label:
            self._pill(surface, label, (cx, zone.rect.bottom + size + 6), max(10, size - 3),
                       GOLD, "midtop")

    @staticmethod
    def turn_card_label(state: GameState) -> str:
        """MA-1.3: the words under the stock: "turn card: 46 cards above it" while
        the marked card is in the stock, "turn card drawn: no bonus cards" after
        (MA-7.3); "" in a game without a turn card."""
        turn_card = state.ruleset.turn_card
        if not turn_card:
            return ""
        n = len(state.stock)
        if n >= turn_card:
            return ntr("turn card: {n} card above it", "turn card: {n} cards above it",
                       n - turn_card, n=n - turn_card)
        return _("turn card drawn: no bonus cards")

    def _draw_bonus(self, surface: pygame.Surface, state: GameState) -> None:
        """MA-7.1: each seat's bonus cards lie face down by its side's threes; a tag
        under them: "North: 4 bonus cards"."""
        size = max(10, int(11 * self.layout.scale))
        for seat, cards in enumerate(state.bonus):
            if not cards or self.placement is None:
                continue
            spots = [self.placement.spots[c] for c in cards if c in self.placement.spots]
            if not spots:
                continue
            name = seat_name(state.ruleset.players, seat, self.session.human)
            text = ntr("{player}: {n} bonus card", "{player}: {n} bonus cards", len(cards),
                       player=name, n=len(cards))
            spot = spots[0]
            self._pill(surface, text, (spot.x, spot.y + spot.width / 2 + 2), size, INK,
                       "midtop")

    def _draw_special(self, surface: pygame.Surface, state: GameState) -> None:
        """MA-9.1: over a special hand laid down, its name and points."""
        seat = special_seat(state)
        if seat is None or self.placement is None or state.special is None:
            return
        spots = [self.placement.spots[c] for c in state.hands[seat]
                 if c in self.placement.spots]
        if not spots:
            return
        name, points = state.special
        text = tr("{player}: special hand, {hand}, {points} points (MA-9.1)",
                  player=seat_name(state.ruleset.players, seat, self.session.human),
                  hand=label(name), points=number(points))
        left = min(s.x - s.width / 2 for s in spots)
        bottom = max(s.y + card_height(s.width) / 2 for s in spots)
        self._pill(surface, text, (left + 4, bottom + 4), max(11, int(13 * self.layout.scale)),
                   GOLD, "topleft")

    @staticmethod
    def dead_label(state: GameState) -> str:
        """MA-3.6: the dead ranks, shown under the pile ("dead: kings, fives"), or ""."""
        if not state.ruleset.turn_card:  # only Modern American has dead ranks
            return ""
        dead = dead_ranks(m for side in state.melds for m in side)
        if not dead:
            return ""
        return tr("dead: {ranks}", ranks=", ".join(rank_words(r) for r in sorted(dead)))

    def _draw_pile_info(self, surface: pygame.Surface, state: GameState) -> None:
        zone = self.layout.zone("pile")
        pile = state.pending if state.pending is not None else state.pile
        size = max(11, int(14 * self.layout.scale))
        frozen = self.pile_frozen(state, pile)
        text = self.pile_label(state, pile, frozen)
        take = self.pickup_size(state)
        if state.pending is None and pile and take < len(pile):  # DH-2.1, BH-5.2
            text += " \u2022 " + ntr("takes {n}", "takes {n}", take, n=take)
        if self.twin_card(state) is not None:  # DK-6.1: the human holds its twin
            text += " \u2022 " + _("twin possible")
        blit_text(surface, self.ctx.fonts, text, (zone.rect.center[0], zone.rect.bottom + 2),
                  size, (140, 200, 255) if frozen else INK, anchor="midtop", shadow=True)
        dead = self.dead_label(state)
        if dead:  # MA-3.6
            self._pill(surface, dead, (zone.rect.center[0], zone.rect.bottom + size + 6),
                       max(10, size - 3), (255, 150, 140), "midtop")
        last = self.last_discard
        if last is not None and pile and pile[-1] is last[0] and state.pending is None:
            spot = self.placement.spots.get(last[0]) if self.placement else None
            top = self.sprites.get(last[0])
            if top is not None and spot is not None:  # where it lands, not where it flies
                top = dataclasses.replace(top, x=spot.x, y=spot.y, width=spot.width,
                                          angle=spot.angle)
            name = seat_name(state.ruleset.players, last[1], self.session.human)
            who = (_("Your discard") if last[1] == self.session.human
                   else tr("{player}'s discard", player=name))
            if top is not None:
                rect = _sprite_rect(top)
                pygame.draw.rect(surface, GLOW, rect.inflate(4, 4), 2, border_radius=8)
                self._pill(surface, f"\u25bc {who}", (rect.centerx, rect.top - 3),
                           max(10, size - 2), GLOW, "midbottom")
        if not pile:
            image = self.ctx.cards.slot(zone.card_width or 80)
            surface.blit(image, image.get_rect(center=zone.rect.center))

    @staticmethod
    def pile_frozen(state: GameState, pile: list[Card]) -> bool:
        """The pile as its label calls it frozen: by the game's own rule (CL-5.3,
        PH-5.3), or, for the talon, a zsoli or black three on top (DK-5.1: only the
        top card counts), unless that zsoli is the free pickup offered to the
        player to act (table rule DK-14.3)."""
        if state.ruleset.pile_term == "talon":
            if not pile or not (pile[-1].is_wild or pile[-1].is_black_three):
                return False
            offered = bool(state.free_offer) and state.free_offer[state.current]
            return not (offered and pile[-1].is_wild)
        return state.ruleset.pile_freezes(pile)

    @staticmethod
    def pile_label(state: GameState, pile: list[Card], frozen: bool) -> str:
        """The words under the pile: "Pile 12", "Pile 12 • frozen"; "Talon 12",
        "Talon 12 • frozen" where the game calls it the talon (DK-4.1)."""
        n = len(pile)
        if state.ruleset.pile_term == "talon":
            return (tr("Talon {n} \u2022 frozen", n=n) if frozen else tr("Talon {n}", n=n))
        return tr("Pile {n} \u2022 frozen", n=n) if frozen else tr("Pile {n}", n=n)

    def _draw_twins(self, surface: pygame.Surface, state: GameState) -> None:
        """DK-6.1, DK-1.3: each player's twins, face-down tokens at the right end
        of the player's red-threes zone, with their count: "iker (twin) ×2"."""
        twins = state.twins if state.ruleset.twins else []
        size = max(10, int(11 * self.layout.scale))
        for side, count in enumerate(twins):
            if not count:
                continue
            zone = pygame.Rect(self.layout.zone(f"threes_{self.seating.side(side)}").rect)
            label = tr("iker (twin) \u00d7{n}", n=count)
            back = self._pill(surface, label, (zone.right - 2, zone.bottom - 2), size, INK,
                              "bottomright")
            width = max(12, int(zone.h * 0.32))
            token = self.ctx.cards.back(width)
            for i in range(min(count, 4)):
                surface.blit(token, token.get_rect(bottomright=(
                    back.right - 2 - i * width * 0.35, back.top - 2)))

    def twin_rect(self, side: int) -> pygame.Rect:
        """Where a side's twin tokens lie (window pixels), for the glow of a new twin."""
        zone = pygame.Rect(self.layout.zone(f"threes_{self.seating.side(side)}").rect)
        return pygame.Rect(zone.right - zone.w // 2, zone.y + zone.h // 4, zone.w // 2,
                           zone.h * 3 // 4)

    def _draw_twin_flash(self, surface: pygame.Surface) -> None:
        """DK-6.1: a twin just earned: its owner's tokens glow, "Twin!" above them."""
        if self.twin_flash is None:
            return
        side, left = self.twin_flash
        rect = self.twin_rect(side)
        _glow(surface, rect, GOLD, 1.0 if self.reduce_motion else min(1.0, left))
        self._pill(surface, _("Twin!"), (rect.centerx, rect.top - 2),
                   max(12, int(15 * self.layout.scale)), GOLD, "midbottom")

    def _draw_cut(self, surface: pygame.Surface) -> None:
        """DK-2.1: the cut: the rule over the three cards shown, and for the human
        starter the Deal button; for a computer starter who is deciding."""
        state = self.session.state
        if state.phase is not Phase.CUT or self.queue:
            return
        zone = pygame.Rect(self.layout.zone("melds_0").rect)
        size = max(11, int(13 * self.layout.scale))
        rule = state.ruleset.rule("deal")
        if self.cutting():
            n = len(self.kept)
            title = (ntr("The cut: you keep {n} card; click to change, then Deal ({rule})",
                         "The cut: you keep {n} cards; click to change, then Deal ({rule})",
                         n, n=n, rule=rule) if n
                     else tr("The cut: click a card to keep it, then Deal ({rule})", rule=rule))
        else:
            name = seat_name(state.ruleset.players, state.current, self.session.human)
            title = tr("The cut: {player} decides which shown cards to keep ({rule})",
                       player=name, rule=rule)
        self._pill(surface, title, (zone.centerx, zone.y + 4), size, GOLD, "midtop")
        note = _("15 cards to the starter, kept cards included; 14 to the others")
        self._pill(surface, f"{note} (DK-2.2)", (zone.centerx, zone.bottom - 4),
                   max(10, size - 2), INK, "midbottom")
        if self.cutting():
            self.cut_button.draw(surface, self.ctx.fonts)

    @staticmethod
    def pickup_size(state: GameState) -> int:
        """How many cards from the top a pile pickup by the player to act takes
        now (CL-5.1: all; DH-2.1: the top five; BH-5.2: down to the topmost
        crosswise wild card)."""
        return state.ruleset.pickup_size(state.context())

    def pickup_preview(self) -> list[Card]:
        """The cards a pile pickup would take (bottom first), shown while the
        human, about to draw, points at the pile or has it in the keyboard focus
        in a game that takes only part of the pile (DH-2.1, BH-5.2); else []."""
        session = self.session
        state = session.state
        talon = state.ruleset.pile_term == "talon"  # DK-5.2, DK-5.3: say what is taken
        if ((state.ruleset.pile_take == "whole" and not talon) or state.phase is not Phase.DRAW
                or not session.human_to_act() or not state.pile):
            return []
        pointed = (self.layout.zone("pile").rect.contains_point(*self.mouse)
                   and self.moved_in_turn == (state.deal_no, state.turn_no))
        if not pointed and self.focus != ("pile", None):
            return []
        if talon and session.view().free_offer:
            return [state.pile[-1]]
        return list(state.pile[-self.pickup_size(state):])

    def _draw_pickup_preview(self, surface: pygame.Surface) -> None:
        """The part of the pile a pickup takes, fanned above the pile with the rule
        that decides it, before the player commits (DH-2.1, BH-5.2)."""
        cards = self.pickup_preview()
        if not cards:
            return
        state = self.session.state
        zone = pygame.Rect(self.layout.zone("pile").rect)
        width = int((self.layout.zone("pile").card_width or 80) * 0.8)
        height = round(width * 1.4)
        n = len(cards)
        step = min(width * 0.5, (surface.get_width() * 0.45 - width) / max(1, n - 1))
        size = max(11, int(13 * self.layout.scale))
        caption, below = self._pickup_words(state, n)
        fan_w = width + step * (n - 1)
        small = max(10, size - 1)
        lines = self.ctx.fonts.wrap(below, small, int(max(fan_w, 420)))
        panel_w = int(max(fan_w, self.ctx.fonts.size(caption, size)[0],
                          *(self.ctx.fonts.size(line, small)[0] for line in lines)) + 24)
        panel = pygame.Rect(0, 0, panel_w, height + size + (small + 4) * len(lines) + 30)
        panel.midbottom = (zone.centerx, zone.top - 6)
        panel.clamp_ip(surface.get_rect())
        draw_panel(surface, panel, alpha=225)
        pygame.draw.rect(surface, GLOW, panel, 2, border_radius=8)
        blit_text(surface, self.ctx.fonts, caption, (panel.centerx, panel.top + 6), size,
                  GOLD, anchor="midtop")
        x = panel.centerx - fan_w / 2 + width / 2
        y = panel.top + size + 14 + height / 2
        renderer = self.ctx.cards
        for i, card in enumerate(cards):
            image = renderer.face(card, width, GLOW if i == n - 1 else None)
            surface.blit(image, image.get_rect(center=(int(x + i * step), int(y))))
        y = panel.top + size + 18 + height
        for line in lines:
            blit_text(surface, self.ctx.fonts, line, (panel.centerx, y), small, INK,
                      anchor="midtop")
            y += small + 4

    def _pickup_words(self, state: GameState, n: int) -> tuple[str, str]:
        """The pickup preview's caption and the line under its cards: what taking
        ``n`` cards of the pile means (DH-2.1, BH-5.2), for the talon the free
        pickup (DK-5.2) or the penalized one (DK-5.3); or why no pickup is legal."""
        top = state.pile[-1]
        if state.ruleset.pile_term == "talon":
            total = len(state.pile)
            if self.session.view().free_offer:
                caption = tr("Free pickup: take {card} alone ({rule})", card=top.symbol(),
                             rule=state.ruleset.rule("pickup"))
                below = _("Nothing under it comes along; then meld if you like and discard.")
            else:
                caption = ntr("Taking the talon: {n} card ({rule})",
                              "Taking the talon: {n} cards ({rule})", total, n=total,
                              rule=state.ruleset.rule("take"))
                rest = total - 1
                below = ntr("Lay a new group of at least three with the top card, then the "
                            "rest of the talon, {n} card, joins your hand ({rule})",
                            "Lay a new group of at least three with the top card, then the "
                            "rest of the talon, {n} cards, joins your hand ({rule})",
                            rest, n=rest, rule=state.ruleset.rule("take"))
        else:
            rule = state.ruleset.rule("pickup")
            caption = ntr("Taking the pile takes {n} card ({rule})",
                          "Taking the pile takes these {n} cards ({rule})", n, n=n, rule=rule)
            rest = len(state.pile) - n
            below = (ntr("{n} card stays in the pile", "{n} cards stay in the pile", rest,
                         n=rest) if rest else _("the whole pile"))
        if "pile" not in self.guide().places:  # no pickup is legal: say why
            reason = self.session.why_illegal(TakePile(()))
            if reason and state.ruleset.pile_term == "talon":
                below = tr("{rule}. Not now: {reason}", rule=below, reason=refusal(reason))
            elif reason:
                below = refusal(reason)
        return caption, below

    def _draw_foot_look(self, surface: pygame.Surface) -> None:
        """BH-1.2: before play, the human's foot face up across the table, once;
        a click (or Enter) sets it aside face down until it is picked up."""
        session = self.session
        state = session.state
        human = session.human
        if state.phase is not Phase.FOOT_LOOK or human is None or not session.human_to_act():
            return
        foot = sorted(state.feet[human], key=sort_key_rank)
        if not foot:
            return
        table = pygame.Rect(0, 0, self.layout.zone("info").rect.x, surface.get_height())
        width = int((self.layout.zone("hand_0").card_width or 80) * 0.9)
        height = round(width * 1.4)
        n = len(foot)
        step = min(width * 0.62, (table.w * 0.8 - width) / max(1, n - 1))
        size = max(12, int(15 * self.layout.scale))
        rule = state.ruleset.rule("foot_look")
        title = ntr("Your foot: {n} card", "Your foot: {n} cards", n, n=n)
        note = tr("Look at it once: it then lies face down until you pick it up ({rule}).",
                  rule=rule)
        action = _("Click anywhere or press Enter to set it aside.")
        fan_w = width + step * (n - 1)
        text_w = max(self.ctx.fonts.size(line, size)[0] for line in (title, note, action))
        panel = pygame.Rect(0, 0, int(max(fan_w, text_w) + 32), height + 3 * size + 56)
        panel.center = table.center
        draw_panel(surface, panel, alpha=235)
        pygame.draw.rect(surface, GOLD, panel, 2, border_radius=8)
        y = panel.top + 8
        blit_text(surface, self.ctx.fonts, title, (panel.centerx, y), size, GOLD,
                  anchor="midtop")
        y += size + 6
        blit_text(surface, self.ctx.fonts, note, (panel.centerx, y), max(11, size - 2), INK,
                  anchor="midtop")
        y += size + 8
        x = panel.centerx - fan_w / 2 + width / 2
        renderer = self.ctx.cards
        for i, card in enumerate(foot):
            image = renderer.face(card, width)
            surface.blit(image, image.get_rect(center=(int(x + i * step), int(y + height / 2))))
        blit_text(surface, self.ctx.fonts, action, (panel.centerx, panel.bottom - size - 8),
                  max(11, size - 2), DIM, anchor="midtop")

    def _draw_counts(self, surface: pygame.Surface, state: GameState) -> None:
        """Seat tags: name, partner or opponent (a word and the team's colour),
        card count; the player to act marked; feet with their counts."""
        rs = state.ruleset
        size = max(11, int(13 * self.layout.scale))
        for seat in range(rs.players):
            pos = self.seating.seat(seat)
            zone = self.layout.zone(f"hand_{pos}")
            rect = zone.rect
            turn = state.to_act == seat and state.phase in (Phase.DRAW, Phase.MELD, Phase.ANSWER)
            text = ("\u25b6 " if turn else "") + self.seat_tag(state, seat)
            if zone.vertical:  # a narrow tag beside the melds: the role on a line of its own
                if seat != self.session.human:
                    full = self.seat_tag(state, seat).split(" \u2022 ")
                    # the level under the role: the tag stays clear of the melds
                    text = (text.replace(f" \u2022 {full[1]}", "") + "\n"
                            + full[1].replace(" (", "\n("))
            colour = GOLD if turn else INK
            team = self.team_colour(state, seat)
            if pos == 0:
                at, anchor = (rect.x + 4, rect.y - 4), "bottomleft"
            elif zone.vertical:
                at, anchor = (rect.center[0], rect.y + 2), "midtop"
            else:
                at, anchor = (rect.center[0], rect.bottom + 2), "midtop"
            self.tag_rects[seat] = self._pill(surface, text, at, size, colour, anchor, team)
            if rs.foot_size:
                foot = self.layout.zone(f"foot_{pos}").rect
                n = len(state.feet[seat])
                self._pill(surface, self.foot_label(state, seat), foot.center,
                           max(10, size - 2), INK if n else DIM, "center")

    @staticmethod
    def foot_label(state: GameState, seat: int) -> str:
        """The words on a seat's foot: "Foot 11", "Foot taken"; "Kitty 11", "Kitty
        taken" where the game calls it the kitty (RR-1.2)."""
        n = len(state.feet[seat])
        if state.ruleset.foot_term == "kitty":
            return tr("Kitty {n}", n=n) if n else _("Kitty taken")
        return tr("Foot {n}", n=n) if n else _("Foot taken")

    def seat_tag(self, state: GameState, seat: int) -> str:
        """A seat's tag: "North • partner (Normal) • 6", "West • opponent (Easy) •
        11" (the computer player's level in brackets), "You"."""
        human = self.session.human
        name = seat_name(state.ruleset.players, seat, human)
        if human is not None and seat == human:
            return name
        if human is None:  # computers only (a demonstration): name the side
            if not state.ruleset.partnerships:
                return f"{name} \u2022 {number(len(state.hands[seat]))}"
            role = side_name(state, state.side_of(seat), None)
        else:
            role = _("partner") if state.side_of(seat) == state.side_of(human) else _("opponent")
            levels = self.session.levels
            if seat < len(levels) and levels[seat] != "human":
                level = LEVEL_NAMES.get(levels[seat], levels[seat].capitalize())
                role = tr("{role} ({level})", role=role, level=_(level))
        return f"{name} \u2022 {role} \u2022 {number(len(state.hands[seat]))}"

    def team_colour(self, state: GameState, seat: int) -> tuple[int, int, int]:
        """The colour of the seat's side: the human's side first (blue), then orange."""
        return TEAM_COLOURS[min(self.seating.side(state.side_of(seat)), 1)]

    def _draw_meld_tags(self, surface: pygame.Surface, state: GameState) -> None:
        """Under each squared meld its tag: a canasta's kind and rank ("natural" /
        "kings"), a compact stack's rank and count."""
        if self.placement is None:
            return
        for box in self.placement.meld_boxes:
            if not box.meld.cards:  # the garbage pile, open to a drop (BH-7.1)
                width = max(12, int((box.tag_top - 3 - box.rect.y) / 1.4))
                image = self.ctx.cards.slot(width)
                surface.blit(image, image.get_rect(midtop=(box.rect.center[0], box.rect.y)))
            if not box.tag:
                continue
            natural = box.meld.canasta_kind(state.ruleset) in ("natural", "sevens")
            colour = (255, 150, 140) if natural else INK
            y = box.tag_top
            for line in box.tag:
                blit_text(surface, self.ctx.fonts, line, (box.rect.center[0], y), box.tag_size,
                          colour, anchor="midtop", shadow=True)
                y += box.tag_size + 2

    def _pill(self, surface: pygame.Surface, text: str, at: tuple[float, float], size: int,
              colour: tuple[int, int, int], anchor: str,
              team: tuple[int, int, int] | None = None) -> pygame.Rect:
        """A name tag kept inside the window; ``team`` adds a coloured dot and rim.
        Returns the tag's rectangle."""
        lines = [self.ctx.fonts.render(line, size, colour, bold=colour == GOLD)
                 for line in text.split("\n")]
        if len(lines) == 1:
            image = lines[0]
        else:
            image = pygame.Surface((max(i.get_width() for i in lines),
                                    sum(i.get_height() for i in lines)), pygame.SRCALPHA)
            y = 0
            for line in lines:
                image.blit(line, ((image.get_width() - line.get_width()) // 2, y))
                y += line.get_height()
        dot = size // 2 + 4 if team else 0
        rect = image.get_rect(**{anchor: (int(at[0]), int(at[1]))})
        back = pygame.Rect(rect.x - 5 - dot, rect.y - 2, rect.w + 10 + dot, rect.h + 4)
        if anchor in ("midtop", "center", "midbottom"):
            back.x += dot // 2
        info = self.layout.zone("info").rect
        table = surface.get_rect()
        if info.x > table.w // 2:  # the side panels: keep tags out of them
            table.width = info.x - 4
        back = back.clamp(table)
        rect.topleft = (back.x + 5 + dot, back.y + 2)
        radius = min(back.height // 2, size)
        draw_panel(surface, pygame.Rect(back), alpha=190, radius=radius)
        if team:
            pygame.draw.rect(surface, team, back, 2, border_radius=radius)
            pygame.draw.circle(surface, team, (back.x + 5 + dot // 2, back.centery), size // 4 + 1)
        surface.blit(image, rect)
        return back

    def _draw_info(self, surface: pygame.Surface, state: GameState, human: int | None) -> None:
        zone = self.layout.zone("info")
        rect = pygame.Rect(zone.rect)
        draw_panel(surface, rect)
        fonts = self.ctx.fonts
        rs = state.ruleset
        size = max(11, int(14 * self.layout.scale))
        line = size + 5
        x, y = rect.x + 10, rect.y + 8
        left, right = rect.x + 10, rect.right - 10

        def line_at(text: str, indent: int, top: int, px: int, colour, bold: bool = False):
            room = rect.w - 20 - indent
            px = label_size(fonts, text, px, room, least=10, bold=bold)  # smaller before cut
            text = fit_text(fonts, text, px, room, bold)
            if is_rtl():
                blit_text(surface, fonts, text, (right - indent, top), px, colour, bold,
                          "topright")
            else:
                blit_text(surface, fonts, text, (left + indent, top), px, colour, bold)

        title = (tr("{game}, deal {deal} of {deals}", game=_(rs.name), deal=state.deal_no,
                    deals=rs.deals) if rs.deals and state.deal_no <= rs.deals
                 else tr("{game}, deal {deal}", game=_(rs.name), deal=state.deal_no))
        line_at(title, 0, y, size - 1, GOLD, bold=True)
        y += line + 2
        my_side = state.side_of(human) if human is not None else 0
        if rs.sides > 3:  # players each on their own: two to a line
            half = (rect.w - 20) // 2
            for side in range(rs.sides):
                colour = TEAM_COLOURS[min(self.seating.side(side), 1)]
                column = side % 2
                x0 = (right - column * half) if is_rtl() else (left + column * half)
                text = fit_text(fonts, tr("{side}: {points}", side=side_name(state, side, human),
                                          points=state.scores[side]), size - 2, half - 16)
                dot_x = x0 - 4 if is_rtl() else x0 + 4
                pygame.draw.circle(surface, colour, (dot_x, y + size // 2), size // 4)
                anchor = "topright" if is_rtl() else "topleft"
                offset = -12 if is_rtl() else 12
                blit_text(surface, fonts, text, (x0 + offset, y), size - 2, INK,
                          side == my_side, anchor)
                if column == 1 or side == rs.sides - 1:
                    y += line - 2
        for side in range(rs.sides if rs.sides <= 3 else 0):
            name = side_name(state, side, human)
            colour = TEAM_COLOURS[min(self.seating.side(side), 1)]
            dot_x = right - 4 if is_rtl() else x + 4
            pygame.draw.circle(surface, colour, (dot_x, y + size // 2 + 1), size // 3)
            line_at(tr("{side}: {points}", side=name, points=state.scores[side]), 12, y, size,
                    INK, bold=side == my_side)
            y += line
            if not rs.partnerships:  # a side is one player: no members to list
                continue
            members = _(", ").join(seat_name(rs.players, seat, human)
                                   for seat in range(rs.players) if state.side_of(seat) == side)
            for part in fonts.wrap(members, size - 2, rect.w - 32):
                line_at(part, 12, y - 2, size - 2, DIM)
                y += line - 4
        minimum = state.initial_minimum(my_side)
        if not state.melded[my_side]:
            laid = state.laid_value if state.side_of(state.current) == my_side else 0
            line_at(tr("Initial meld: need {minimum}, melded {laid}", minimum=minimum,
                       laid=laid), 0, y, size - 1, INK)
        else:
            line_at(_("Initial meld made"), 0, y, size - 1, DIM)
        y += line
        if rs.going_out_kinds:
            missing = missing_kinds(rs, state.melds[my_side])
            kinds = _(", ").join(kind_word(shown_kind(rs, k)) for k in missing)
            seat = human if human is not None else state.current
            problem = None if missing else rs.going_out_rule(state.context(seat),
                                                             state.melds[my_side])
            text = (tr("To go out: {kinds}", kinds=kinds) if missing
                    else tr("To go out: {kinds}", kinds=refusal(problem)) if problem
                    else _("All canasta kinds made"))
            parts = fonts.wrap(text, size - 1, rect.w - 20)
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
        if rs.wild_term == "zsoli":  # DK-7.2, DK-4.1: the game's own words, glossed
            line_at(_("zsoli: wild card \u2022 talon: discard pile"), 0, y, size - 2, DIM)
            y += line
        if state.permission is not None:
            line_at(_("Going out: yes") if state.permission else _("Going out: no"), 0, y,
                    size - 1, GOLD)

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
            blit_start(surface, fonts, text, rect.x + 8, rect.right - 8, y, size, INK)
            y += line
        surface.set_clip(clip)

    def _draw_toast(self, surface: pygame.Surface, text: str) -> None:
        """A refusal on dark red; a hint on blue with its own mark."""
        zone = self.layout.zone("toast")
        fonts = self.ctx.fonts
        size = max(12, int(14 * self.layout.scale))
        hint = self.toast_kind == "hint"
        if hint:
            text = "\u2605 " + text
        lines = fonts.wrap(text, size, zone.rect.w - 24)
        height = len(lines) * (size + 4) + 12
        rect = pygame.Rect(zone.rect.x, zone.rect.bottom - height, zone.rect.w, height)
        colour = {"hint": (16, 44, 84), "info": (24, 40, 32)}.get(self.toast_kind, (60, 16, 16))
        draw_panel(surface, rect, alpha=235, colour=colour)
        if hint:
            pygame.draw.rect(surface, HINT, rect, 2, border_radius=10)
        ink = (220, 240, 255) if hint else (255, 236, 220)
        y = rect.y + 6
        for part in lines:
            blit_text(surface, fonts, part, (rect.centerx, y), size, ink, anchor="midtop")
            y += size + 4


def _glow(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
          strength: float) -> None:
    """A soft rounded glow around ``rect`` (``strength`` 0..1)."""
    for grow, alpha in ((10, 50), (6, 90), (3, 170)):
        box = rect.inflate(grow, grow)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, int(alpha * strength)), layer.get_rect(), 3,
                         border_radius=10)
        surface.blit(layer, box)


def _sprite_rect(sprite: CardSprite) -> pygame.Rect:
    w = sprite.width
    h = card_height(w)
    if abs((sprite.angle % 180) - 90) < 1:
        w, h = h, w
    return pygame.Rect(int(sprite.x - w / 2), int(sprite.y - h / 2), int(w), int(h))
