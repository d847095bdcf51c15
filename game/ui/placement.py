"""Where every visible card lies on the table for a given game state.

:func:`place_cards` maps each card (outside the stock) to a :class:`Spot`:
position (window pixels, card centre), width (pixels), angle (degrees: 90 is
sideways), face up or down, and drawing order. Zones come from the Tiled layout;
seats and sides are turned so that the human sits at the bottom (display seat 0)
and the human's side is "our" side (display side 0).

Pure geometry (no pygame): tests check it without a display.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.layout import Layout, Rect
from game.rules.cards import JOKER, Card, sort_key_rank, sort_key_suit
from game.rules.state import GameState, TableMeld

CARD_RATIO = 1.4


@dataclass(frozen=True, slots=True)
class Spot:
    """A card's place: centre ``x``, ``y`` and ``width`` in pixels, ``angle`` in
    degrees (counter-clockwise), ``face_up``, drawing order ``z`` and the zone
    name (``"hand:0"``, ``"meld:0:5"``, ``"pile"`` ...)."""

    x: float
    y: float
    width: float
    angle: float
    face_up: bool
    z: int
    zone: str


@dataclass
class MeldBox:
    """Where a meld is drawn (for drops and clicks): its id, side and rectangle."""

    meld: TableMeld
    rect: Rect


@dataclass
class Placement:
    """The result of :func:`place_cards`: spots by card, meld boxes, the human's
    hand in display order."""

    spots: dict[Card, Spot]
    meld_boxes: list[MeldBox]
    hand_order: list[Card]


class Seating:
    """Turns rule seats and sides into display positions (human at the bottom)."""

    def __init__(self, players: int, human: int | None, partnerships: bool = True) -> None:
        self.players = players
        self.human = human or 0
        self.partnerships = partnerships

    def seat(self, seat: int) -> int:
        """Display position of a rule seat (0 = bottom, then clockwise)."""
        return (seat - self.human) % self.players

    def side(self, side: int) -> int:
        """Display side of a rule side (0 = the human's)."""
        if not self.partnerships:
            return 0 if side == self.human else 1
        return (side - self.human % 2) % 2


def card_height(width: float) -> float:
    return width * CARD_RATIO


def order_hand(hand: Sequence[Card], previous: Sequence[Card], sort: str | None) -> list[Card]:
    """The human's hand in display order: sorted by ``sort`` ("rank"/"suit") when
    given, else ``previous``'s order kept with new cards sorted in at the end."""
    if sort == "suit":
        return sorted(hand, key=sort_key_suit)
    if sort == "rank":
        return sorted(hand, key=sort_key_rank)
    present = set(hand)
    kept = [c for c in previous if c in present]
    seen = set(kept)
    new = sorted((c for c in hand if c not in seen), key=sort_key_rank)
    return kept + new


def place_cards(state: GameState, layout: Layout, seating: Seating, hand_order: Sequence[Card],
                selected: frozenset[Card] = frozenset(), reveal_all: bool = False,
                card_scale: float = 1.0) -> Placement:
    """Spots for every card not in the stock (the stock is drawn as one stack);
    ``card_scale`` enlarges the cards of the human's hand, the melds and the pile
    (the card size setting)."""
    spots: dict[Card, Spot] = {}
    rs = state.ruleset
    z = 0

    # the discard pile: squared, wild cards sideways (G-10), the top card last
    pile_zone = layout.zone("pile")
    pile_w = (pile_zone.card_width or 80) * card_scale
    px, py = pile_zone.rect.center
    pile = state.pending if state.pending is not None else state.pile
    for i, card in enumerate(pile):
        depth = min(i, 12)
        spots[card] = Spot(px - 6 + depth * 0.5, py - depth * 0.5, pile_w,
                           90.0 if card.is_wild else 0.0, True, z, "pile")
        z += 1

    # melds, grouped by rank, canastas squared up
    boxes: list[MeldBox] = []
    for side in range(rs.sides):
        zone = layout.zone(f"melds_{seating.side(side)}")
        width = (zone.card_width or 54) * card_scale
        height = card_height(width)
        melds = sorted(state.melds[side], key=lambda m: (_rank_order(m.rank), m.id))
        if not melds:
            continue
        gap = max(4.0, width * 0.18)
        step = min(width + gap, (zone.rect.w - width) / max(1, len(melds) - 1)
                   if len(melds) > 1 else width + gap)
        for i, meld in enumerate(melds):
            left = zone.rect.x + i * step
            cx = left + width / 2
            top = zone.rect.y + 18
            if meld.is_canasta:
                cards = _canasta_order(meld)
                for j, card in enumerate(cards):
                    last = j == len(cards) - 1
                    sideways = last and meld.wilds > 0 and card.is_wild
                    spots[card] = Spot(cx + (0 if last else j * 0.4), top + height / 2 + j * 0.3,
                                       width, 90.0 if sideways else 0.0, True, z,
                                       f"meld:{side}:{meld.id}")
                    z += 1
                boxes.append(MeldBox(meld, Rect(int(left), int(top), int(width),
                                                int(height + 8))))
            else:
                n = len(meld.cards)
                room = zone.rect.bottom - top - height
                offset = min(height * 0.24, room / max(1, n - 1)) if n > 1 else 0
                for j, card in enumerate(_meld_order(meld)):
                    spots[card] = Spot(cx, top + height / 2 + j * offset, width, 0.0, True, z,
                                       f"meld:{side}:{meld.id}")
                    z += 1
                boxes.append(MeldBox(meld, Rect(int(left), int(top), int(width),
                                                int(height + offset * (n - 1)))))

    # red threes
    for side in range(rs.sides):
        zone = layout.zone(f"threes_{seating.side(side)}")
        width = zone.card_width or 50
        cards = state.red_threes[side]
        step = min(width * 0.45, (zone.rect.w - width) / max(1, len(cards) - 1)) if cards else 0
        for j, card in enumerate(cards):
            spots[card] = Spot(zone.rect.x + width / 2 + j * step, zone.rect.center[1], width,
                               0.0, True, z, f"threes:{side}")
            z += 1

    # feet: a face-down stack each
    for seat in range(rs.players):
        if not state.feet[seat]:
            continue
        zone = layout.zone(f"foot_{seating.seat(seat)}")
        width = zone.card_width or 60
        if zone.vertical:
            width = min(width, zone.rect.h / CARD_RATIO * 1.0)
        cx, cy = zone.rect.center
        angle = 90.0 if zone.vertical else 0.0
        for j, card in enumerate(state.feet[seat]):
            d = min(j, 4) * 1.2
            spots[card] = Spot(cx + d, cy - d, width, angle, False, z, f"foot:{seat}")
            z += 1

    # hands
    order: list[Card] = []
    for seat in range(rs.players):
        pos = seating.seat(seat)
        zone = layout.zone(f"hand_{pos}")
        hand = state.hands[seat]
        human_hand = pos == 0
        # other hands keep the order the cards arrived in: a drawn card lands at the end
        cards = list(hand_order) if human_hand else list(hand)
        if human_hand:
            present = set(hand)
            cards = [c for c in cards if c in present]
            cards += [c for c in hand if c not in set(cards)]
            order = cards
        face = human_hand or reveal_all
        width = (zone.card_width or 60) * (card_scale if human_hand else 1.0)
        z = _fan(spots, cards, zone.rect, width, zone.vertical, face, z,
                 f"hand:{seat}", selected if human_hand else frozenset())
    return Placement(spots, boxes, order)


def _fan(spots: dict[Card, Spot], cards: list[Card], rect: Rect, width: float, vertical: bool,
         face_up: bool, z: int, zone: str, selected: frozenset[Card]) -> int:
    n = len(cards)
    if not n:
        return z
    height = card_height(width)
    if vertical:
        # cards lie sideways, fanned downwards
        length = rect.h
        along = width
        step = min(along * 0.35, (length - along) / max(1, n - 1)) if n > 1 else 0
        start = rect.y + along / 2 + max(0.0, (length - along - step * (n - 1)) / 2)
        cx = rect.x + rect.w / 2
        for i, card in enumerate(cards):
            spots[card] = Spot(cx, start + i * step, width, 90.0, face_up, z, zone)
            z += 1
        return z
    length = rect.w
    full = width * (0.72 if face_up else 0.3)
    step = min(full, (length - width) / max(1, n - 1)) if n > 1 else 0
    start = rect.x + width / 2 + max(0.0, (length - width - step * (n - 1)) / 2)
    cy = rect.y + rect.h / 2
    lift = height * 0.16
    for i, card in enumerate(cards):
        y = cy - (lift if card in selected else 0) + (height * 0.05 if face_up else 0)
        spots[card] = Spot(start + i * step, y, width, 0.0, face_up, z, zone)
        z += 1
    return z


def _rank_order(rank: int) -> int:
    if rank == JOKER:
        return 100
    return rank


def _meld_order(meld: TableMeld) -> list[Card]:
    """Naturals first, wild cards at the bottom of the column."""
    naturals = [c for c in meld.cards if not c.is_wild]
    wilds = [c for c in meld.cards if c.is_wild]
    return naturals + wilds


def _canasta_order(meld: TableMeld) -> list[Card]:
    """A squared canasta shows its kind on top: a red natural on a natural
    canasta, a wild card (turned sideways) on a mixed one."""
    cards = list(meld.cards)
    if meld.wilds and meld.naturals:
        top = next(c for c in reversed(cards) if c.is_wild)
    else:
        top = next((c for c in cards if c.is_red), cards[-1])
    cards.remove(top)
    return cards + [top]
