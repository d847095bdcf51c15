"""Drawing what some games of the family add to the table: the pickup preview
(DH-2.1, BH-5.2, DK-5.2, DK-5.3), the foot shown once (BH-1.2), the cut (DK-2.1),
twins (DK-6.1), the turn card, bonus cards, dead ranks and a special hand (MA-1.3,
MA-7.1, MA-3.6, MA-9.1). A part of the table's renderer
(:class:`~game.ui.scenes.table_draw.TableRenderer`, as ``renderer.extras``),
called from it; it changes no game state."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, label, ntr, number, refusal, tr
from game.present.names import seat_name
from game.rules.actions import TakePile
from game.rules.cards import Card, sort_key_rank
from game.rules.checks import TOP_BLOCKS
from game.rules.pile import frozen_cause, pickup
from game.rules.state import GameState, Phase
from game.ui.placement import THREES_LABEL, card_height, special_seat, twins_width
from game.ui.scenes.table_paint import GLOW, glow
from game.ui.text import DIM, GOLD, INK, blit_text
from game.ui.widgets import draw_panel

if TYPE_CHECKING:
    from game.ui.scenes.table_draw import TableRenderer


def pickup_size(state: GameState) -> int:
    """How many cards from the top a pile pickup by the player to act takes
    now (CL-5.1: all; DH-2.1: the top five; BH-5.2: down to the topmost
    crosswise wild card)."""
    return state.ruleset.pickup_size(state.context())


def frozen_reason(state: GameState, pile: list[Card]) -> str:
    """Why the pile is frozen when no card on top shows it, in the player's
    language ("frozen: a red three was turned up at the deal (RR-1.3)"), or ""
    (the rules' answer: :func:`game.rules.pile.frozen_cause`)."""
    cause = frozen_cause(state, pile)
    return refusal(cause) if cause is not None else ""


class GameExtras:
    """What some games add to the table, drawn for ``renderer``'s scene."""

    def __init__(self, renderer: TableRenderer) -> None:
        self.renderer = renderer
        self.scene = renderer.scene
        self.ctx = renderer.ctx

    def draw_bonus(self, surface: pygame.Surface, state: GameState) -> None:
        """MA-7.1: each seat's bonus cards lie face down by its side's threes; a tag
        under them: "North: 4 bonus cards"."""
        scene = self.scene
        size = max(10, int(11 * scene.layout.scale))
        for seat, cards in enumerate(state.bonus):
            if not cards or scene.placement is None:
                continue
            spots = [scene.placement.spots[c] for c in cards if c in scene.placement.spots]
            if not spots:
                continue
            name = seat_name(state.ruleset.players, seat, scene.session.human)
            text = ntr("{player}: {n} bonus card", "{player}: {n} bonus cards", len(cards),
                       player=name, n=len(cards))
            spot = spots[0]
            self.renderer.pill(surface, text, (spot.x, spot.y + spot.width / 2 + 2), size,
                               INK, "midtop")

    def draw_special(self, surface: pygame.Surface, state: GameState) -> None:
        """MA-9.1: over a special hand laid down, its name and points."""
        scene = self.scene
        seat = special_seat(state)
        if seat is None or scene.placement is None or state.special is None:
            return
        spots = [scene.placement.spots[c] for c in state.hands[seat]
                 if c in scene.placement.spots]
        if not spots:
            return
        name, points = state.special
        text = tr("{player}: special hand, {hand}, {points} points (MA-9.1)",
                  player=seat_name(state.ruleset.players, seat, scene.session.human),
                  hand=label(name), points=number(points))
        left = min(s.x - s.width / 2 for s in spots)
        bottom = max(s.y + card_height(s.width) / 2 for s in spots)
        self.renderer.pill(surface, text, (left + 4, bottom + 4),
                           max(11, int(13 * scene.layout.scale)), GOLD, "topleft")

    def draw_twins(self, surface: pygame.Surface, state: GameState) -> None:
        """DK-6.1, DK-1.3: each player's twins, face-down tokens at the right end
        of the player's red-threes zone, with their count: "iker (twin) ×2"."""
        scene = self.scene
        size = max(10, int(11 * scene.layout.scale))
        self.renderer.drawn["twins"] = []
        for side in range(state.ruleset.sides):
            count = state.own.twins(side)
            if not count:
                continue
            threes = scene.layout.zone(f"threes_{scene.seating.side(side)}").rect
            zone, tokens_w = pygame.Rect(threes), twins_width(threes)
            top = round(THREES_LABEL * scene.layout.scale)  # under the zone's label
            room = pygame.Rect(zone.right - tokens_w, zone.y + top, tokens_w, zone.h - top)
            full = tr("iker (twin) \u00d7{n}", n=count)
            fonts = self.ctx.fonts
            label = next((text for text in (full, full.replace(" (", "\n(", 1))
                          if all(fonts.size(line, size)[0] <= room.w - 12
                                 for line in text.split("\n"))), "\u00d7" + number(count))
            back = self.renderer.pill(surface, label, (room.right - 2, room.bottom - 2), size, INK,
                                      "bottomright", within=room)
            width = max(12, min(int(zone.h * 0.32), int((back.top - 2 - room.y) / 1.4)))
            token = self.ctx.cards.back(width)
            tokens = back.copy()
            for i in range(min(count, 4)):
                rect = token.get_rect(bottomright=(back.right - 2 - i * width * 0.35,
                                                   back.top - 2))
                surface.blit(token, rect)
                tokens.union_ip(rect)
            self.renderer.drawn["twins"].append(tokens)

    def twin_rect(self, side: int) -> pygame.Rect:
        """Where a side's twin tokens lie (window pixels), for the glow of a new twin."""
        scene = self.scene
        threes = scene.layout.zone(f"threes_{scene.seating.side(side)}").rect
        zone, width = pygame.Rect(threes), twins_width(threes)
        return pygame.Rect(zone.right - width, zone.y + zone.h // 4, width, zone.h * 3 // 4)

    def draw_twin_flash(self, surface: pygame.Surface) -> None:
        """DK-6.1: a twin just earned: its owner's tokens glow, "Twin!" above them."""
        scene = self.scene
        if scene.guidance.twin_flash is None:
            return
        side, left = scene.guidance.twin_flash
        rect = self.twin_rect(side)
        glow(surface, rect, GOLD, 1.0 if scene.reduce_motion else min(1.0, left))
        self.renderer.pill(surface, _("Twin!"), (rect.centerx, rect.top - 2),
                           max(12, int(15 * scene.layout.scale)), GOLD, "midbottom")

    def draw_cut(self, surface: pygame.Surface) -> None:
        """DK-2.1: the cut: the rule over the three cards shown, and for the human
        starter the Deal button; for a computer starter who is deciding."""
        scene = self.scene
        state = scene.session.state
        if state.phase is not Phase.CUT or scene.queue:
            return
        zone = pygame.Rect(scene.layout.zone("melds_0").rect)
        size = max(11, int(13 * scene.layout.scale))
        rule = state.ruleset.rule("deal")
        if scene.cutting():
            n = len(scene.kept)
            title = (ntr("The cut: you keep {n} card; click to change, then Deal ({rule})",
                         "The cut: you keep {n} cards; click to change, then Deal ({rule})",
                         n, n=n, rule=rule) if n
                     else tr("The cut: click a card to keep it, then Deal ({rule})", rule=rule))
        else:
            name = seat_name(state.ruleset.players, state.current, scene.session.human)
            title = tr("The cut: {player} decides which shown cards to keep ({rule})",
                       player=name, rule=rule)
        self.renderer.pill(surface, title, (zone.centerx, zone.y + 4), size, GOLD, "midtop")
        note = _("15 cards to the starter, kept cards included; 14 to the others")
        self.renderer.pill(surface, f"{note} (DK-2.2)", (zone.centerx, zone.bottom - 4),
                           max(10, size - 2), INK, "midbottom")
        if scene.cutting():
            scene.cut_button.draw(surface, self.ctx.fonts)

    def pickup_preview(self) -> list[Card]:
        """The cards a pile pickup would take (bottom first), shown while the
        human, about to draw, points at the pile or has it in the keyboard focus
        in a game that takes only part of the pile (DH-2.1, BH-5.2); else []."""
        scene = self.scene
        session = scene.session
        state = session.state
        if state.phase is not Phase.DRAW or not session.human_to_act():
            return []
        pointed = (scene.layout.zone("pile").rect.contains_point(*scene.pointer.pos)
                   and scene.pointer.moved_in_turn == (state.deal_no, state.turn_no))
        focused = (scene.keyboard.focus == ("pile", None)
                   and scene.keyboard.focused_in_turn == (state.deal_no, state.turn_no))
        if not pointed and not focused:  # a focus left on the pile last turn shows nothing
            return []
        taking = pickup(state)  # the rules' answer: DH-2.1, BH-5.2, DK-5.2, DK-5.3
        return [] if taking is None or taking.kind == "whole" else list(taking.cards)

    def draw_pickup_preview(self, surface: pygame.Surface) -> None:
        """The part of the pile a pickup takes, fanned above the pile with the rule
        that decides it, before the player commits (DH-2.1, BH-5.2)."""
        scene = self.scene
        cards = self.pickup_preview()
        if not cards:
            return
        state = scene.session.state
        zone = pygame.Rect(scene.layout.zone("pile").rect)
        width = int((scene.layout.zone("pile").card_width or 80) * 0.8)
        height = round(width * 1.4)
        n = len(cards)
        step = min(width * 0.5, (surface.get_width() * 0.45 - width) / max(1, n - 1))
        size = max(11, int(13 * scene.layout.scale))
        caption, below = self.pickup_words(state, n)
        fan_w = width + step * (n - 1)
        small = max(10, size - 1)
        lines = self.ctx.fonts.wrap(below, small, int(max(fan_w, 420))) if below else []
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

    def pickup_words(self, state: GameState, n: int) -> tuple[str, str]:
        """The pickup preview's caption and the line under its cards: what taking
        ``n`` cards of the pile means (DH-2.1, BH-5.2), for the talon the free
        pickup (DK-5.2) or the penalized one (DK-5.3); or why no pickup is legal."""
        scene = self.scene
        top = state.pile[-1]
        taking = pickup(state)
        kind = taking.kind if taking is not None else "whole"
        if kind in ("free", "penalized"):  # DK-5.2, DK-5.3: the talon
            total = len(state.pile)
            if kind == "free":
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
        if "pile" not in scene.guidance.guide().places:  # no pickup is legal: say why
            reason = scene.session.why_illegal(TakePile(()))
            talon = kind in ("free", "penalized")
            if getattr(reason, "message", None) in TOP_BLOCKS and not talon:
                return refusal(reason), ""  # CL-3.2, PH-5.2: no pickup, so no count of it
            if reason and talon:
                below = tr("{rule}. Not now: {reason}", rule=below, reason=refusal(reason))
            elif reason:
                below = refusal(reason)
        return caption, below

    def draw_foot_look(self, surface: pygame.Surface) -> None:
        """BH-1.2: before play, the human's foot face up across the table, once;
        a click (or Enter) sets it aside face down until it is picked up."""
        scene = self.scene
        session = scene.session
        state = session.state
        human = session.human
        if state.phase is not Phase.FOOT_LOOK or human is None or not session.human_to_act():
            return
        foot = sorted(state.feet[human], key=sort_key_rank)
        if not foot:
            return
        table = pygame.Rect(0, 0, scene.layout.zone("info").rect.x, surface.get_height())
        width = int((scene.layout.zone("hand_0").card_width or 80) * 0.9)
        height = round(width * 1.4)
        n = len(foot)
        step = min(width * 0.62, (table.w * 0.8 - width) / max(1, n - 1))
        size = max(12, int(15 * scene.layout.scale))
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
