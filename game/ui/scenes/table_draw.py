"""Drawing the table: a cached layer of everything at rest, the cards in flight
on top, the seat tags, the labels of the stock and the pile, the glows of the
turn's guidance, call-outs and celebrations, the buttons and the message. The
renderer is a part of :class:`~game.ui.scenes.table.TableScene`, reached as
``scene.renderer``, with two parts of its own: what some games add
(:class:`~game.ui.scenes.table_draw_games.GameExtras`) and the side panel
(:class:`~game.ui.scenes.table_panel.SidePanel`). Drawing changes no game state
(the renderer keeps its own picture caches and what it drew where)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ntr, number, tr
from game.present.games.registry import game_table
from game.present.names import seat_name, side_name
from game.rules.cards import Card, make_deck
from game.rules.pile import is_frozen
from game.rules.state import GameState, Phase
from game.ui.placement import card_height, meld_title, threes_column
from game.ui.scenes.menu import fit_text
from game.ui.scenes.table_draw_games import (
    GameExtras,
    frozen_reason,
    pickup_size,
)
from game.ui.scenes.table_overlays import TableOverlays
from game.ui.scenes.table_paint import (
    FRESH,
    GLOW,
    HINT,
    SELECTED,
    TEAM_COLOURS,
    Colour,
)
from game.ui.scenes.table_panel import SidePanel, fit_name, short_seat_name
from game.ui.text import DIM, GOLD, INK, blit_text
from game.ui.widgets import FELT, draw_felt, draw_panel, label_size

if TYPE_CHECKING:
    from game.ui.scenes.table import CardSprite, TableScene

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"),
               "expert": N_("Expert"), "random": N_("Random")}
"""The computer players' levels as a seat tag names them (catalog messages)."""

_COLOUR_KEY = (255, 0, 255)

PILE, PILE_FROZEN = N_("Pile {n}"), N_("Pile {n} \u2022 frozen")
FOOT, FOOT_TAKEN = N_("Foot {n}"), N_("Foot taken")
"""The words under the pile and on a foot (a game may word them its own way:
RuleSet.says)."""


def pile_frozen(state: GameState, pile: list[Card]) -> bool:
    """The pile as its label calls it frozen (the rules' answer, CL-5.3, PH-5.3,
    DK-5.1: :func:`game.rules.pile.is_frozen`, for ``pile`` as it lies)."""
    return is_frozen(state, pile)


def pile_label(state: GameState, pile: list[Card], frozen: bool) -> str:
    """The words under the pile: "Pile 12", "Pile 12 • frozen"; "Talon 12",
    "Talon 12 • frozen" where the game calls it the talon (DK-4.1)."""
    n, rs = len(pile), state.ruleset  # the game's own word: the talon (DK-4.1)
    return tr(rs.says(PILE_FROZEN if frozen else PILE), n=n)


def foot_label(state: GameState, seat: int) -> str:
    """The words on a seat's foot: "Foot 11", "Foot taken"; "Kitty 11", "Kitty
    taken" where the game calls it the kitty (RR-1.2)."""
    n, rs = len(state.feet[seat]), state.ruleset  # the game's own word: kitty (RR-1.2)
    return tr(rs.says(FOOT), n=n) if n else _(rs.says(FOOT_TAKEN))


class TableRenderer:
    """Draws the table of ``scene``; keeps the cached layer of everything at rest,
    the card pictures turned for fast blitting, and what the last frame drew where
    (window pixels)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.ctx = scene.ctx
        self.extras = GameExtras(self)
        """What some games of the family add to the table (drawn by it)."""
        self.overlays = TableOverlays(self)
        """What is drawn over the table every frame: glows, call-outs, the message."""
        self.panel = SidePanel(scene)
        """The side panel: scores, the initial meld, going out, the glossary, the log."""
        self.tag_rects: dict[int, pygame.Rect] = {}
        """Each seat's tag as last drawn, by seat."""
        self.marker: tuple[str, tuple[int, int], int] | None = None
        """The label over the pile's top card ("▼ Your discard") as last drawn: its
        words, the middle of its bottom edge (pixels) and its size, or None."""
        self.tag_texts: dict[int, str] = {}
        """Each seat's tag's words as last drawn (lines joined by newlines), by seat."""
        self.drawn: dict[str, list[pygame.Rect]] = {}
        """What the last frame drew over the table besides the cards, by kind ("tag",
        "callout", "banner", "prompt", "toast", "label", "marker", "note", "twins",
        "threes": the labels of red-threes rows, by display side): window rectangles."""
        self._static: pygame.Surface | None = None
        self._static_key: Colour | None = None
        self._version = 0
        self._frames = 0
        self._defer_until = -1
        self._turned: dict[tuple[int, int], tuple[pygame.Surface, pygame.Surface]] = {}
        self._warm: list[tuple[Card, int]] = self._faces_to_warm()

    # -- the cached layer ------------------------------------------------------------
    def invalidate(self) -> None:
        """Something at rest changed: redraw the cached layer next frame."""
        self._version += 1

    def forget_layer(self) -> None:
        """Drop the cached layer (the window or the cards' size changed): it is made
        anew at the next drawing."""
        self._static = None

    def defer(self) -> None:
        """Cards set off this frame: the layer that still shows them at rest is
        redrawn next frame, not this one (the two costs fall on two frames)."""
        self._defer_until = self._frames

    def next_frame(self, idle: bool) -> None:
        """A new frame begins; an ``idle`` one (no card moving) also draws a few card
        faces ahead of their use."""
        self._frames += 1
        if self._warm and idle:
            for card, width in self._warm[-3:]:
                self._fast(self.ctx.cards.face(card, width), 0)
            del self._warm[-3:]

    def _faces_to_warm(self) -> list[tuple[Card, int]]:
        """Every card face at every size the table uses, drawn a few per idle frame
        so that a card turned up later costs no drawing time (frame time)."""
        scene = self.scene
        scale = scene.card_scale
        widths = sorted({round(z.card_width * (scale if z.type != "threes" else 1.0))
                         for z in scene.layout.zones.values()
                         if z.card_width and z.type in ("hand", "melds", "pile", "threes")})
        kinds = {c.kind: c for c in make_deck(1, 1)}
        return [(card, w) for w in widths for card in kinds.values()]

    def draw(self, surface: pygame.Surface) -> None:
        """The table: a cached layer of everything at rest, then the moving cards,
        the buttons and the message on top."""
        scene = self.scene
        size = surface.get_size()
        stale = self._static_key != (self._version, scene.log_shown, scene.log_scroll)
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
            self._static_key = (self._version, scene.log_shown, scene.log_scroll)
        surface.blit(self._static, (0, 0))
        moving = [scene.sprites[c] for c in scene.moving if c in scene.sprites]
        for sprite in sorted(moving, key=lambda s: s.z):
            self._draw_sprite(surface, sprite)
        self.overlays.draw_guide(surface)
        self.extras.draw_cut(surface)
        self.extras.draw_twin_flash(surface)
        self.extras.draw_pickup_preview(surface)
        self.extras.draw_foot_look(surface)
        fonts = self.ctx.fonts
        for button in scene.buttons:
            button.enabled = scene.button_enabled(button.label)
            button.draw(surface, fonts)
        if not scene.cutting():
            for button in scene.game_buttons():  # MA-9.1, MA-2.2
                button.draw(surface, fonts)
        self.overlays.draw_callouts(surface)
        self.overlays.draw_celebrations(surface)
        self.overlays.draw_focus(surface)
        self.overlays.draw_toast(surface)

    def place_rects(self) -> dict[str, pygame.Rect]:
        """The stock, the pile (its cards) and the New meld box, for glows."""
        scene = self.scene
        rects: dict[str, pygame.Rect] = {}
        for name in ("stock", "newmeld"):
            rects[name] = pygame.Rect(scene.layout.zone(name).rect)
        pile = [s for s in scene.sprites.values() if s.zone == "pile"]
        if pile:
            rect = pile[0].rect().unionall([s.rect() for s in pile])
        else:
            zone = scene.layout.zone("pile")
            w = zone.card_width or 80
            rect = pygame.Rect(0, 0, w, card_height(w))
            rect.center = zone.rect.center
        rects["pile"] = rect
        stock = scene.layout.zone("stock")
        w = stock.card_width or 80
        rects["stock"] = pygame.Rect(0, 0, w + 6, card_height(w) + 6)
        rects["stock"].center = (stock.rect.center[0] - 2, stock.rect.center[1] - 2)
        rects["threes"] = pygame.Rect(scene.layout.zone("threes_0").rect)  # MA-2.2
        return rects

    def _draw_static(self, surface: pygame.Surface) -> None:
        scene = self.scene
        draw_felt(surface)
        state = scene.shown
        self._draw_zone_labels(surface)
        self._draw_stock(surface, state)
        for sprite in sorted(scene.sprites.values(), key=lambda s: s.z):
            if sprite.card not in scene.moving:
                self._draw_sprite(surface, sprite)
        self._draw_pile_info(surface, state)
        self.extras.draw_twins(surface, state)
        self.extras.draw_bonus(surface, state)
        self.extras.draw_special(surface, state)
        self._draw_meld_tags(surface, state)
        self._draw_counts(surface, state)
        self.panel.draw_info(surface, state, scene.session.human)
        self.panel.draw_log(surface)

    def settle(self, cards: set[Card]) -> None:
        """The cards in flight have landed: paint them into the cached layer when
        nothing at rest lies over them, else redraw the layer."""
        scene = self.scene
        landed = [scene.sprites[c] for c in cards if c in scene.sprites]
        if self._static is None:
            return
        by_zone: dict[str, list[CardSprite]] = {}
        for sprite in scene.sprites.values():
            by_zone.setdefault(sprite.zone, []).append(sprite)
        landed_set = {id(s) for s in landed}
        labels = list(self.tag_rects.values())
        for sprite in landed:
            rect = sprite.rect()
            if rect.collidelist(labels) >= 0:  # a tag lies over it: redraw in order
                self.invalidate()
                return
            for other in by_zone.get(sprite.zone, ()):
                if (other.z > sprite.z and id(other) not in landed_set
                        and other.rect().colliderect(rect)):
                    self.invalidate()
                    return
        for sprite in sorted(landed, key=lambda s: s.z):
            self._draw_sprite(self._static, sprite)

    def _draw_sprite(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        scene = self.scene
        home = max(8, int(round(sprite.home_width or sprite.width)))
        width = max(8, int(round(sprite.width)))
        renderer = self.ctx.cards
        card = sprite.card
        hint = scene.guidance.hint
        highlight = (SELECTED if card in scene.selected or card in scene.kept
                     else HINT if hint is not None and card in hint.cards
                     else FRESH if card in scene.guidance.fresh else None)
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
        if card in scene.session.state.waiting and sprite.face_up:
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
        scene = self.scene
        fonts = self.ctx.fonts
        size = max(11, int(13 * scene.layout.scale))
        sides = scene.session.state.ruleset.sides
        labels: list[pygame.Rect] = []
        for side in range(sides):
            zone = scene.layout.zone(f"melds_{side}")
            rect = pygame.Rect(zone.rect)
            pygame.draw.rect(surface, (18, 80, 50), rect, border_radius=8)
            label = fit_text(fonts, self.zone_label(side, "melds"), size, rect.w - 12)
            colour = TEAM_COLOURS[min(side, 1)]
            pygame.draw.rect(surface, colour, (rect.x, rect.y + 6, 3, rect.h - 12))
            blit_text(surface, fonts, label, (rect.x + 8, rect.y + 2), size, DIM)
            width, height = fonts.size(label, size)
            labels.append(pygame.Rect(rect.x + 8, rect.y + 2, width, height))
        self.drawn["label"] = labels
        state = scene.session.state
        human = scene.session.human
        zone = scene.layout.zone("newmeld")
        rect = pygame.Rect(zone.rect)
        active = (human is not None and state.phase is Phase.MELD and state.current == human
                  and not state.discard_only)  # DK-4.4: a discard alone, no meld
        # gold only when the cards selected make a new meld the rules allow (a black
        # three alone does not, CL-4.1)
        takes = active and bool(scene.selected) and "newmeld" in scene.guidance.guide().places
        colour = GOLD if takes else (60, 120, 90)
        pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
        blit_text(surface, fonts, _("New"), (rect.centerx, rect.centery - size), size, colour,
                  anchor="center")
        blit_text(surface, fonts, _("meld"), (rect.centerx, rect.centery + 2), size, colour,
                  anchor="center")
        self.drawn["threes"] = []
        for side in range(sides):
            zone = scene.layout.zone(f"threes_{side}")
            if threes_column(zone.rect):  # beside the player's melds, under their name
                pygame.draw.rect(surface, (18, 80, 50), pygame.Rect(zone.rect), border_radius=8)
                continue
            small = max(10, size - 2)
            label = fit_text(fonts, self.zone_label(side, "red threes"), small,
                             zone.rect.w - 16)
            # over the zone's first cards, where the threes lie: a label at the
            # row's right end would stand beside the next zone's threes and read as
            # theirs (two zones side by side with three players); to the right only
            # where a side seat's tag stands over the zone's left end
            width, height = fonts.size(label, small)
            left = zone.rect.x + 14
            if pygame.Rect(left - 12, zone.rect.y, width + 12, height).collidelist(
                    list(self.tag_rects.values())) >= 0:
                left = zone.rect.right - width - 4
            pygame.draw.circle(surface, TEAM_COLOURS[min(side, 1)],
                               (left - 7, zone.rect.y + 7), 3)
            blit_text(surface, fonts, label, (left, zone.rect.y), small, DIM)
            self.drawn["threes"].append(pygame.Rect(left, zone.rect.y, width, height))

    def zone_label(self, display_side: int, what: str) -> str:
        """"Your side's melds", "Opponents' red threes"; "Side 1 melds" when
        computers play every seat; for players each on their own "Your melds",
        "West's melds", and the player's name over the red threes."""
        scene = self.scene
        rs = scene.session.state.ruleset
        human = scene.session.human
        if not rs.partnerships:
            seat = (display_side + (human or 0)) % rs.players
            name = seat_name(rs.players, seat, human)
            if what == "melds":
                return (_("Your melds") if human is not None and display_side == 0
                        else tr("{player}'s melds", player=name))
            return name
        if what == "melds":
            if scene.session.human is None:
                return tr("Side {n} melds", n=display_side + 1)
            return _("Your side's melds") if display_side == 0 else _("Opponents' melds")
        return game_table(rs).threes_label(display_side, scene.session.human is None)

    def _draw_stock(self, surface: pygame.Surface, state: GameState) -> None:
        scene = self.scene
        zone = scene.layout.zone("stock")
        width = zone.card_width or 80
        cx, cy = zone.rect.center
        n = len(state.stock)
        renderer = self.ctx.cards
        if n == 0:
            image = renderer.slot(width)
            surface.blit(image, image.get_rect(center=(cx, cy)))
        else:
            back = renderer.back(width)
            if game_table(state.ruleset).stock_mark(state):  # MA-1.3: the turn card
                side = pygame.transform.rotate(back, 90)
                surface.blit(side, side.get_rect(center=(cx, cy + width * 0.35)))
                pygame.draw.rect(surface, GOLD, side.get_rect(center=(cx, cy + width * 0.35)),
                                 2, border_radius=6)
            for i in range(min(4, 1 + n // 15)):
                surface.blit(back, back.get_rect(center=(cx - i * 1.5, cy - i * 1.5)))
        size = max(11, int(14 * scene.layout.scale))
        blit_text(surface, self.ctx.fonts, tr("Stock {n}", n=n), (cx, zone.rect.bottom + 2),
                  size, INK, anchor="midtop", shadow=True)

    def _draw_pile_info(self, surface: pygame.Surface, state: GameState) -> None:
        scene = self.scene
        self.drawn["marker"] = []
        self.marker = None
        zone = scene.layout.zone("pile")
        pile = state.pending if state.pending is not None else state.pile
        size = max(11, int(14 * scene.layout.scale))
        frozen = pile_frozen(state, pile)
        text = pile_label(state, pile, frozen)
        take = pickup_size(state)
        if state.pending is None and pile and take < len(pile):  # DH-2.1, BH-5.2
            text += " \u2022 " + ntr("takes {n}", "takes {n}", take, n=take)
        if scene.guidance.twin_card(state) is not None:  # DK-6.1: the human holds its twin
            text += " \u2022 " + _("twin possible")
        blit_text(surface, self.ctx.fonts, text, (zone.rect.center[0], zone.rect.bottom + 2),
                  size, (140, 200, 255) if frozen else INK, anchor="midtop", shadow=True)
        why = frozen_reason(state, pile) if frozen else ""  # PH-5.3, RR-1.3
        self._draw_pile_notes(surface, state, size, why)
        last = scene.guidance.last_discard
        if last is not None and pile and pile[-1] is last[0] and state.pending is None:
            spot = scene.placement.spots.get(last[0]) if scene.placement else None
            top = scene.sprites.get(last[0])
            if top is not None and spot is not None:  # where it lands, not where it flies
                top = dataclasses.replace(top, x=spot.x, y=spot.y, width=spot.width,
                                          angle=spot.angle)
            name = seat_name(state.ruleset.players, last[1], scene.session.human)
            who = (_("Your discard") if last[1] == scene.session.human
                   else tr("{player}'s discard", player=name))
            if top is not None:
                rect = top.rect()
                pygame.draw.rect(surface, GLOW, rect.inflate(4, 4), 2, border_radius=8)
                self.marker = (f"\u25bc {who}", (rect.centerx, rect.top - 3), max(10, size - 2))
                self.drawn["marker"] = [self.pill(surface, *self.marker, GLOW, "midbottom")]
        if not pile:
            image = self.ctx.cards.slot(zone.card_width or 80)
            surface.blit(image, image.get_rect(center=zone.rect.center))

    def _draw_pile_notes(self, surface: pygame.Surface, state: GameState, size: int,
                         why: str = "") -> None:
        """The notes about the stock and the pile (MA-1.3's turn card, MA-3.6's dead
        ranks, ``why`` a frozen pile is frozen when its cause lies under the top
        card), one under the other beside the pile, wrapped to the free space there;
        recorded as ``drawn["note"]``."""
        scene = self.scene
        look = game_table(state.ruleset)
        notes = [(text, colour) for text, colour in
                 ((look.stock_note(state), GOLD), (look.pile_note(state), (255, 150, 140)),
                  (why, (140, 200, 255)))
                 if text]
        self.drawn["note"] = []
        if not notes:
            return
        pile = pygame.Rect(scene.layout.zone("pile").rect)
        band = [pygame.Rect(z.rect) for z in scene.layout.zones.values()
                if z.type not in ("dialog", "toast") and z.rect.x >= pile.right
                and z.rect.y < pile.bottom and pile.y < z.rect.bottom]
        right = min([r.x for r in band] + [surface.get_width()]) - 8
        room = pygame.Rect(pile.right + 8, pile.y, max(40, right - pile.right - 8), pile.h)
        small = max(10, size - 3)
        if room.w < 120 * scene.layout.scale:  # no room beside the pile: your melds' title row
            zone = pygame.Rect(scene.layout.zone("melds_0").rect)
            title = meld_title(scene.layout.scale)
            label = self.ctx.fonts.size(self.zone_label(0, "melds"), size)[0]
            room = pygame.Rect(zone.x + label + 24, zone.y + 1, zone.w - label - 32, title - 2)
            text = fit_text(self.ctx.fonts, " \u2022 ".join(t for t, _c in notes), small - 1,
                            room.w - 12)
            self.drawn["note"].append(self.pill(surface, text, (room.right, room.y), small - 1,
                                                notes[-1][1], "topright", fill=room.h,
                                                within=room))
            return
        y = room.y
        for text, colour in notes:
            lines = self.ctx.fonts.wrap(text, small, room.w - 12, colour == GOLD)
            back = self.pill(surface, "\n".join(lines), (room.x + 5, y), small, colour,
                             "topleft", within=room)
            self.drawn["note"].append(back)
            y = back.bottom + 4

    def _draw_counts(self, surface: pygame.Surface, state: GameState) -> None:
        """Seat tags: name, partner or opponent (a word and the team's colour),
        card count; the player to act marked; feet with their counts."""
        scene = self.scene
        rs = state.ruleset
        size = max(11, int(13 * scene.layout.scale))
        self.drawn["tag"] = []
        for seat in range(rs.players):
            pos = scene.seating.seat(seat)
            zone = scene.layout.zone(f"hand_{pos}")
            rect = zone.rect
            turn = state.to_act == seat and state.phase in (Phase.DRAW, Phase.MELD, Phase.ANSWER)
            text = ("\u25b6 " if turn else "") + self.seat_tag(state, seat)
            colour = GOLD if turn else INK
            team = self.team_colour(state, seat)
            if pos == 0:
                back = self.pill(surface, text, (rect.x + 4, rect.y - 4), size, colour,
                                 "bottomleft", team)
            else:  # short lines where they cover nothing: name, role, level, cards
                parts = self.seat_tag(state, seat).split(" \u2022 ")
                n = len(state.hands[seat])
                if len(parts) == 3:
                    role, _sep, level = parts[1].partition(" (")
                    lines = [parts[0], role] + ([f"({level}"] if level else [])
                else:
                    lines = parts[:-1]
                lines.append(ntr("{n} card", "{n} cards", n, n=n))
                room, at, anchor = self._tag_place(pos)
                room -= 10 + size // 2 + 4  # the pill's rim and the team's dot
                mark = "\u25b6 " if turn else ""  # the name whole, else its short form
                tag_size = min(size, max(9, min(
                    label_size(self.ctx.fonts, line, size, room, least=9, bold=turn)
                    for line in [mark + lines[0], *lines[1:]])))
                short = short_seat_name(rs.players, seat, scene.session.human)
                lines[0] = fit_name(self.ctx.fonts, mark + lines[0], mark + short, tag_size,
                                    max(20, room), turn)
                text = "\n".join(fit_text(self.ctx.fonts, line, tag_size, max(20, room), turn)
                                  for line in lines)
                back = self.pill(surface, text, at, tag_size, colour, anchor, team)
            self.tag_rects[seat] = back
            self.tag_texts[seat] = text
            self.drawn["tag"].append(back)
            if rs.foot_size:
                foot = scene.layout.zone(f"foot_{pos}").rect
                n = len(state.feet[seat])
                self.pill(surface, foot_label(state, seat), foot.center,
                          max(10, size - 2), INK if n else DIM, "center")

    def _tag_place(self, pos: int) -> tuple[int, tuple[int, int], str]:
        """Where another seat's tag stands: the top of an upright hand zone (the
        cards fan out below, TAG_ROOM), else beside the hand and its foot, on the
        side where no other zone lies. Returns the width it may take (pixels), the
        anchor point and the anchor's name."""
        scene = self.scene
        zone = scene.layout.zone(f"hand_{pos}")
        rect = pygame.Rect(zone.rect)
        if zone.vertical:
            return rect.w + 10, (rect.centerx, rect.y), "midtop"
        seat_rect = rect.copy()
        foot = f"foot_{pos}"
        if foot in scene.layout.zones:
            seat_rect = seat_rect.union(pygame.Rect(scene.layout.zone(foot).rect))
        others = [pygame.Rect(z.rect) for z in scene.layout.zones.values()
                  if z.name not in (zone.name, foot) and z.type not in ("dialog", "toast")]
        band = [o for o in others if o.top < seat_rect.bottom and seat_rect.top < o.bottom]
        table = scene.layout.zone("info").rect.x if "info" in scene.layout.zones else 10**4
        right = min([o.x for o in band if o.x >= seat_rect.right] + [table]) - seat_rect.right
        left = seat_rect.x - max([o.right for o in band if o.right <= seat_rect.x] + [0])
        rim = 5 + max(11, int(13 * scene.layout.scale)) // 2 + 4  # the pill's rim and dot
        if right >= left:
            return right - 8, (seat_rect.right + 4 + rim, seat_rect.y), "topleft"
        return left - 8, (seat_rect.x - 4 - 5, seat_rect.y), "topright"

    def seat_tag(self, state: GameState, seat: int) -> str:
        """A seat's tag: "North • partner (Normal) • 6", "West • opponent (Easy) •
        11" (the computer player's level in brackets), "You"."""
        scene = self.scene
        human = scene.session.human
        name = seat_name(state.ruleset.players, seat, human)
        if human is not None and seat == human:
            return name
        if human is None:  # computers only (a demonstration): name the side
            if not state.ruleset.partnerships:
                return f"{name} \u2022 {number(len(state.hands[seat]))}"
            role = side_name(state, state.side_of(seat), None)
        else:
            role = _("partner") if state.side_of(seat) == state.side_of(human) else _("opponent")
            levels = scene.session.levels
            if seat < len(levels) and levels[seat] != "human":
                level = LEVEL_NAMES.get(levels[seat], levels[seat].capitalize())
                role = tr("{role} ({level})", role=role, level=_(level))
        return f"{name} \u2022 {role} \u2022 {number(len(state.hands[seat]))}"

    def team_colour(self, state: GameState, seat: int) -> Colour:
        """The colour of the seat's side: the human's side first (blue), then orange."""
        return TEAM_COLOURS[min(self.scene.seating.side(state.side_of(seat)), 1)]

    def _draw_meld_tags(self, surface: pygame.Surface, state: GameState) -> None:
        """Under each squared meld its tag: a canasta's kind and rank ("natural" /
        "kings"), a compact stack's rank and count."""
        scene = self.scene
        if scene.placement is None:
            return
        for box in scene.placement.meld_boxes:
            if not box.meld.cards:  # the garbage pile, open to a drop (BH-7.1)
                width = max(12, int((box.tag_top - 3 - box.rect.y) / 1.4))
                image = self.ctx.cards.slot(width)
                surface.blit(image, image.get_rect(midtop=(box.rect.center[0], box.rect.y)))
            if not box.tag:
                continue
            natural = box.meld.canasta_kind(state.ruleset) in ("natural", "sevens")
            colour = (255, 150, 140) if natural else INK
            y = box.tag_top
            if box.badge:  # on the top card: a dark ground under the words
                width = min(box.rect.w, self.ctx.fonts.size(box.tag[0], box.tag_size)[0] + 4)
                ground = pygame.Rect(0, 0, width, box.tag_size + 3)
                ground.midtop = (box.rect.center[0], round(y) - 1)
                draw_panel(surface, ground, alpha=225, radius=3)
            for line in box.tag:
                blit_text(surface, self.ctx.fonts, line, (box.rect.center[0], y), box.tag_size,
                          colour, anchor="midtop", shadow=True)
                y += box.tag_size + 2

    def pill(self, surface: pygame.Surface, text: str, at: tuple[float, float], size: int,
             colour: Colour, anchor: str, team: Colour | None = None, fill: int | None = None,
             within: pygame.Rect | None = None) -> pygame.Rect:
        """A name tag kept inside the window (and ``within``, if given); ``team``
        adds a coloured dot and rim; ``fill`` sets the tag's height (pixels).
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
        if fill is not None:
            back.h = fill
            if anchor.startswith("bottom"):
                back.bottom = rect.bottom + 2
        if anchor in ("midtop", "center", "midbottom"):
            back.x += dot // 2
        info = self.scene.layout.zone("info").rect
        table = surface.get_rect()
        if info.x > table.w // 2:  # the side panels: keep tags out of them
            table.width = info.x - 4
        back = back.clamp(within if within is not None else table)
        rect.topleft = (back.x + 5 + dot, back.y + (back.h - rect.h) // 2)
        radius = min(back.height // 2, size)
        draw_panel(surface, pygame.Rect(back), alpha=190, radius=radius)
        if team:
            pygame.draw.rect(surface, team, back, 2, border_radius=radius)
            pygame.draw.circle(surface, team, (back.x + 5 + dot // 2, back.centery), size // 4 + 1)
        surface.blit(image, rect)
        return back
