"""Where every visible card lies on the table for a given game state.

:func:`place_cards` maps each card (outside the stock) to a :class:`Spot`:
position (window pixels, card centre), width (pixels), angle (degrees: 90 is
sideways), face up or down, and drawing order. Zones come from the Tiled layout;
seats and sides are turned so that the human sits at the bottom (display seat 0)
and the human's side is "our" side (display side 0).

Pure geometry (no pygame): tests check it without a display.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.i18n import N_, NC_, _, ntr, number, pgettext
from game.layout import Layout, Rect
from game.present.games import GameTable
from game.present.games.registry import game_table
from game.present.names import rank_words
from game.present.narrate import SUIT_WORDS, meld_words, named_kind
from game.rules.actions import GARBAGE
from game.rules.cards import JOKER, Card, sort_key_rank, sort_key_suit
from game.rules.messages import NN_
from game.rules.state import GameState, MeldKind, Phase, TableMeld

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
    """Where a meld is drawn: ``rect`` holds its cards and its tag (window
    pixels; no two boxes overlap and all lie inside their zone), ``target`` the
    larger area that takes a drop or a click. ``tag`` is the text under a squared
    meld (a canasta's kind and rank, a compact stack's rank and count), one line
    an item, drawn at ``tag_size`` pixels from ``tag_top`` down."""

    meld: TableMeld
    rect: Rect
    target: Rect = Rect(0, 0, 0, 0)
    tag: tuple[str, ...] = ()
    tag_size: int = 11
    tag_top: float = 0.0
    badge: bool = False
    """The tag lies on the stack's top card, low in its blank middle (the smallest
    cards, below ``BADGE_WIDTH``), on a dark ground."""


@dataclass
class Placement:
    """The result of :func:`place_cards`: spots by card, meld boxes, the human's
    hand in display order."""

    spots: dict[Card, Spot]
    meld_boxes: list[MeldBox]
    hand_order: list[Card]
    hand_frame: tuple[float, float] = (0.0, 0.0)


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
        """Display side of a rule side (0 = the human's): the partnership turned so
        that the human's is 0, or, for players each on their own (a side per
        seat), the player's display seat."""
        if not self.partnerships:
            return self.seat(side)
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
                card_scale: float = 1.0,
                hand_frame: tuple[float, float] | None = None,
                kept: frozenset[Card] = frozenset(),
                shown: frozenset[Card] = frozenset()) -> Placement:
    """Spots for every card not in the stock (the stock is drawn as one stack);
    ``card_scale`` enlarges the cards of the human's hand, the melds and the pile
    (the card size setting). ``hand_frame`` (the first card's centre x and the
    step between cards, pixels, as a previous Placement gave it) keeps the human's
    cards where they were while the hand shrinks within a turn, instead of
    centring it again. In Phase.CUT the cards shown at the cut lie face up in the
    middle, those in ``kept`` lifted (DK-2.1); ``shown`` cards of another player's
    hand (the cut cards a computer kept) lie face up in a row before its hand."""
    spots: dict[Card, Spot] = {}
    rs = state.ruleset
    z = 0
    if state.phase is Phase.CUT:
        for card, spot in cut_spots(layout, state.cut_cards(), kept, card_scale).items():
            spots[card] = spot

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

    # melds, grouped by rank, canastas squared up, wrapped and scaled to the zone
    boxes: list[MeldBox] = []
    for side in range(rs.sides):
        zone = layout.zone(f"melds_{seating.side(side)}")
        base = (zone.card_width or 54) * card_scale
        melds = sorted(state.melds[side], key=_meld_order_key)
        if seating.side(side) == 0 and game_table(rs).empty_garbage(state, side):  # BH-7.1
            melds.append(TableMeld(GARBAGE, side, MeldKind.GARBAGE, 0, ()))
        for box, laid in _place_melds(rs, melds, zone.rect, base, layout.scale):
            for card, spot in laid:
                spots[card] = Spot(spot.x, spot.y, spot.width, spot.angle, True, z, spot.zone)
                z += 1
            boxes.append(box)

    # red threes, under the label that says whose they are, or in a column at the
    # end of the player's own meld zone (the crowded tables)
    for side in range(rs.sides):
        zone = layout.zone(f"threes_{seating.side(side)}")
        rect = zone.rect
        if state.own.twins(side):  # DK-6.1: tokens at the right end
            rect = Rect(rect.x, rect.y, rect.w - twins_width(rect), rect.h)
        stacks = sum(1 for seat, cards in enumerate(state.bonus)
                     if cards and state.side_of(seat) == side)
        if stacks and not threes_column(rect):  # MA-7.1: the bonus cards' stacks at the end
            room = stacks * (card_height(_bonus_width(zone.rect, zone.card_width, layout)) + 8)
            rect = Rect(rect.x, rect.y, max(int(rect.w - room) - 4, zone.card_width or 50), rect.h)
        for card, spot in threes_spots(rect, zone.card_width, state.red_threes[side],
                                       layout.scale, f"threes:{side}"):
            spots[card] = Spot(spot.x, spot.y, spot.width, 0.0, True, z, spot.zone)
            z += 1

    # bonus cards (MA-7.1): face down and sideways at the right end of the side's
    # threes zone, one stack per seat of the side holding some, rightmost first
    stacked: dict[int, int] = {}
    for seat, cards in enumerate(state.bonus):
        if not cards:
            continue
        side = state.side_of(seat)
        zone = layout.zone(f"threes_{seating.side(side)}")
        width = _bonus_width(zone.rect, zone.card_width, layout)
        k = stacked[side] = stacked.get(side, -1) + 1
        cx = zone.rect.right - card_height(width) / 2 - 4 - k * (card_height(width) + 8)
        cy = zone.rect.y + THREES_LABEL * layout.scale + width / 2 + 2
        for j, card in enumerate(cards):
            spots[card] = Spot(cx - j * 3, cy - j * 1.5, width, 90.0, False, z, f"bonus:{seat}")
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
    human_frame = (0.0, 0.0)
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
        rect = zone.rect
        if zone.vertical and not human_hand:  # the seat's name tag stands at the top
            room = round(TAG_ROOM * layout.scale)
            rect = Rect(rect.x, rect.y + room, rect.w, rect.h - room)
        frame = _fan(spots, cards, rect, width, zone.vertical, face, z,
                     f"hand:{seat}", selected if human_hand else frozenset(),
                     hand_frame if human_hand else None)
        z += len(cards)
        if human_hand:
            human_frame = frame
        else:
            z = _show_in_hand(spots, [c for c in hand if c in shown], rect,
                              layout.zone("stock").rect.center, width, z)
    # MA-9.1: a special hand lies face up as one display across its side's melds
    special = special_seat(state)
    if special is not None:
        melds_zone = layout.zone(f"melds_{seating.side(state.side_of(special))}")
        area = melds_zone.rect
        display = sorted(state.hands[special], key=lambda c: (c.is_wild, c.rank, c.suit))
        width = min((melds_zone.card_width or 54) * card_scale,
                    (area.h - 30 * layout.scale) / CARD_RATIO)
        gaps = sum(1 for a, b in zip(display, display[1:], strict=False) if a.rank != b.rank)
        step = min(width * 0.55, (area.w - width - 20 - gaps * width * 0.3)
                   / max(1, len(display) - 1))
        x = area.x + 10 + width / 2
        y = area.y + 22 * layout.scale + card_height(width) / 2
        for i, card in enumerate(display):
            if i and display[i - 1].rank != card.rank:
                x += width * 0.3
            spots[card] = Spot(x, y, width, 0.0, True, z, f"special:{special}")
            x += step
            z += 1
    return Placement(spots, boxes, order, human_frame)


def twins_width(zone: Rect) -> int:
    """DK-6.1: the width (pixels) at the right end of a red-threes zone kept for the
    side's twin tokens and their count, clear of its red threes."""
    return round(zone.w * 0.42)


def threes_column(zone: Rect) -> bool:
    """True for a red-threes zone drawn as a column at the end of its player's meld
    zone (taller than wide): the cards lie fanned downwards, with no label."""
    return zone.h > zone.w * 1.5


def _bonus_width(zone: Rect, card_width: int | None, layout: Layout) -> float:
    """The width (window pixels) of a bonus card lying sideways in a threes zone
    (MA-7.1): the zone's card width, within the zone's height under its label."""
    return min(card_width or 50, (zone.h - THREES_LABEL * layout.scale) / CARD_RATIO)


def threes_spots(zone: Rect, card_width: int | None, cards: Sequence[Card], scale: float,
                 name: str) -> list[tuple[Card, Spot]]:
    """Where a side's red threes lie in their zone (window pixels; ``card_width``
    the zone's, in window pixels): in a row under the zone's label
    (``THREES_LABEL`` pixels at design size, times ``scale``), or fanned down a
    column (:func:`threes_column`), each card's index showing."""
    if not cards:
        return []
    out: list[tuple[Card, Spot]] = []
    if threes_column(zone):
        width = min(float(card_width or 50), zone.w - 4.0)
        height = card_height(width)
        step = min(height * 0.3, (zone.h - 4 - height) / max(1, len(cards) - 1))
        for j, card in enumerate(cards):
            out.append((card, Spot(zone.x + zone.w / 2, zone.y + 2 + height / 2 + j * step,
                                   width, 0.0, True, 0, name)))
        return out
    label = THREES_LABEL * scale
    width = min(card_width or 50, (zone.h - label) / CARD_RATIO)
    step = min(width * 0.45, (zone.w - width) / max(1, len(cards) - 1))
    cy = zone.y + label + card_height(width) / 2
    for j, card in enumerate(cards):
        out.append((card, Spot(zone.x + width / 2 + j * step, cy, width, 0.0, True, 0, name)))
    return out


def special_seat(state: GameState) -> int | None:
    """MA-9.1: the seat whose special hand ended the deal, or None."""
    if state.special is None or not state.history:
        return None
    return state.history[-1].went_out


def cut_spots(layout: Layout, cards: Sequence[Card], kept: frozenset[Card] = frozenset(),
              card_scale: float = 1.0) -> dict[Card, Spot]:
    """DK-2.1: the cards shown at the cut, face up in a row in the middle of the
    human's meld zone (empty before the deal), each card of ``kept`` lifted by a
    sixth of its height; zone ``"cut"``."""
    zone = layout.zone("melds_0").rect
    width = (layout.zone("pile").card_width or 80) * card_scale
    width = min(width, zone.h / CARD_RATIO * 0.62)
    gap = width * 1.25
    cx, cy = zone.center[0], zone.center[1] + card_height(width) / 12
    spots: dict[Card, Spot] = {}
    for i, card in enumerate(cards):
        lift = card_height(width) / 6 if card in kept else 0.0
        spots[card] = Spot(cx + (i - (len(cards) - 1) / 2) * gap, cy - lift, width, 0.0, True,
                           900 + i, "cut")
    return spots


def _show_in_hand(spots: dict[Card, Spot], cards: list[Card], hand: Rect,
                  centre: tuple[float, float], width: float, z: int) -> int:
    """``cards`` of another player's hand face up in a row before it, towards the
    table's ``centre`` (the cut cards a computer kept, DK-2.1, briefly shown);
    returns the next drawing order."""
    if not cards:
        return z
    hx, hy = hand.center
    x = hx + (centre[0] - hx) * 0.5
    y = hy + (centre[1] - hy) * 0.5
    for i, card in enumerate(cards):
        old = spots[card]
        spots[card] = Spot(x + (i - (len(cards) - 1) / 2) * width * 0.8, y, width, 0.0, True,
                           z, old.zone)
        z += 1
    return z


def _fan(spots: dict[Card, Spot], cards: list[Card], rect: Rect, width: float, vertical: bool,
         face_up: bool, z: int, zone: str, selected: frozenset[Card],
         frame: tuple[float, float] | None = None) -> tuple[float, float]:
    """Fan ``cards`` in ``rect``; returns the frame used (first centre, step)."""
    n = len(cards)
    if not n:
        return (0.0, 0.0)
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
        return (start, step)
    length = rect.w
    full = width * (0.72 if face_up else 0.3)
    step = min(full, (length - width) / max(1, n - 1)) if n > 1 else 0
    start = rect.x + width / 2 + max(0.0, (length - width - step * (n - 1)) / 2)
    if frame is not None and frame[1] > 0 and frame[0] + frame[1] * (n - 1) + width / 2 <= (
            rect.right + 0.5):
        start, step = frame
    cy = rect.y + rect.h / 2
    lift = height * 0.16
    for i, card in enumerate(cards):
        y = cy - (lift if card in selected else 0) + (height * 0.05 if face_up else 0)
        spots[card] = Spot(start + i * step, y, width, 0.0, face_up, z, zone)
        z += 1
    return (start, step)


THREES_LABEL = 16
"""Pixels at the top of a red-threes zone kept for its label (at design size)."""
TAG_ROOM = 72
"""Pixels at the top of another player's upright hand zone kept for the seat's name
tag (at design size): the face-down cards fan out below it."""
MIN_CARD = 26
"""The least width (window pixels) of a meld's cards while they fit the zone: a
card this wide shows its index (rank and suit, about 7 pixels high) at a glance."""
BADGE_WIDTH = 32
"""Below this card width (pixels) a squared meld's short tag lies on its top card."""
SHORT_TAG_WIDTH = 40
"""Below this card width (pixels) a squared meld's tag is one short line: the
canasta's kind, or a compact stack's count ("×5 ★1": cards, wild cards)."""
MELD_TITLE = 18
"""Pixels at the top of a meld zone kept for its label (at design size)."""


def meld_title(scale: float) -> int:
    """The height (pixels) of a meld zone's title row at layout ``scale``: its
    label, at least 11-pixel type, and no card under it."""
    return max(round(MELD_TITLE * scale), 16)


FAN_MIN = 0.17
"""The least visible strip of a card in a fanned meld, in card heights (its index)."""


def _place_melds(rs, melds: Sequence[TableMeld], zone: Rect, base_width: float,
                 scale: float) -> list[tuple[MeldBox, list[tuple[Card, Spot]]]]:
    """Lay ``melds`` out in rows inside ``zone``: the largest card width up to
    ``base_width`` (pixels) at which every meld fits, wrapping into more rows as
    needed. Melds whose cards would overlap too much to show their indices are
    squared into a compact stack tagged with rank and count; canastas are squared
    and tagged with their kind and rank ("natural" / "kings")."""
    if not melds:
        return []
    title = meld_title(scale)
    inner = Rect(zone.x + 4, zone.y + title, zone.w - 8, zone.h - title - 4)
    width, rows = _largest_fit(rs, melds, inner, max(12.0, base_width))
    if rows is None:  # not even tiny cards fit: one row of slivers, clipped to the zone
        rows = [list(melds)]
    height = card_height(width)
    size = _tag_size(width)
    short = width < SHORT_TAG_WIDTH
    tag_h = _tag_lines(width) * (size + 2)
    row_gap = max(3.0, width * 0.08)
    row_h = (inner.h - row_gap * (len(rows) - 1)) / len(rows)
    out: list[tuple[MeldBox, list[tuple[Card, Spot]]]] = []
    for r, row in enumerate(rows):
        top = inner.y + r * (row_h + row_gap)
        left = float(inner.x)
        gap = _meld_gap(width)
        widths = [_meld_width(rs, m, width) for m in row]
        spare = inner.w - sum(widths) - gap * (len(row) - 1)
        gap += min(spare / max(1, len(row) - 1), width * 0.25) if len(row) > 1 else 0
        for meld, w in zip(row, widths, strict=True):
            cx = left + w / 2
            zone_name = f"meld:{meld.side}:{meld.id}"
            cards: list[tuple[Card, Spot]] = []
            n = len(meld.cards)
            fan = (row_h - height) / (n - 1) if n > 1 else 0.0
            fan = min(fan, height * 0.24)
            if _is_run(meld):
                step = _run_step(width, n)
                x0 = cx - (width + step * (n - 1)) / 2 + width / 2
                for j, card in enumerate(meld.cards):
                    cards.append((card, Spot(x0 + j * step, top + height / 2, width, 0.0,
                                             True, 0, zone_name)))
                tag = meld_tag(rs, meld)
                tag_top = top + height + 3
                bottom = tag_top + 2 * (size + 2)
            elif (meld.is_canasta or meld.kind is MeldKind.GARBAGE
                  or (n > 1 and fan < height * FAN_MIN)):
                look = game_table(rs)
                ordered = _canasta_order(meld, look) if meld.is_canasta else _meld_order(meld)
                for j, card in enumerate(ordered):
                    last = j == n - 1
                    sideways = (last and meld.is_canasta and card.is_wild
                                and look.sideways_top(meld))
                    d = min(j, 6) * 0.4 - 1.2
                    cards.append((card, Spot(cx + d, top + height / 2 + 1.2 + d * 0.7, width,
                                             90.0 if sideways else 0.0, True, 0, zone_name)))
                tag = meld_tag(rs, meld, short)
                tag_top = top + height + 3
                bottom = tag_top + tag_h
                if width < BADGE_WIDTH:
                    tag_top = top + height - size - 4
                    bottom = top + height + 2
            else:
                for j, card in enumerate(_meld_order(meld)):
                    cards.append((card, Spot(cx, top + height / 2 + j * fan, width, 0.0, True,
                                             0, zone_name)))
                tag = ()
                tag_top = top + height + fan * (n - 1)
                bottom = tag_top
            rect = Rect(int(left), int(top), int(round(w)), int(min(bottom, top + row_h) - top))
            target = Rect(int(left - gap / 2), int(top), int(round(w + gap)), int(row_h))
            out.append((MeldBox(meld, rect, target, tag, size, tag_top,
                                width < BADGE_WIDTH and bool(tag) and not _is_run(meld)), cards))
            left += w + gap
    return out


def _largest_fit(rs, melds: Sequence[TableMeld], inner: Rect,
                 base: float) -> tuple[float, list[list[TableMeld]] | None]:
    """The largest card width (pixels, ``base`` less a whole number of pixels, at
    least 12) at which ``melds`` fit ``inner``, and their rows (None if not even
    12-pixel cards fit). Within each tag style (two lines, one short line, on the
    card) a smaller width always fits more easily, so each style's range is
    searched by halves, the largest cards' style first."""
    lengths: dict[tuple[int, bool], int] = {}
    steps = int(base - 12)  # widths base, base - 1, ... base - steps
    bounds = [0]
    for edge in (SHORT_TAG_WIDTH, BADGE_WIDTH):  # the first step below each style edge
        k = math.floor(base - edge) + 1
        if 0 < k <= steps:
            bounds.append(k)
    bounds.append(steps + 1)
    for lo, hi in zip(bounds, bounds[1:], strict=False):  # steps lo .. hi - 1
        if _meld_rows(rs, melds, inner, base - (hi - 1), lengths) is None:
            continue  # not even this style's smallest cards fit
        while lo < hi - 1:  # the fewest steps that fit, between lo and hi - 1
            mid = (lo + hi - 1) // 2
            if _meld_rows(rs, melds, inner, base - mid, lengths) is None:
                lo = mid + 1
            else:
                hi = mid + 1
        width = base - lo
        return width, _meld_rows(rs, melds, inner, width, lengths)
    return base - steps, None


def _meld_gap(width: float) -> float:
    return max(4.0, width * 0.14)


def _tag_size(width: float) -> int:
    """The tag's font size (pixels) for cards ``width`` pixels wide: "natural"
    and "queens" fit under the card."""
    return max(8, min(12, int(width / 4.6)))


RUN_STEP = 0.26
"""The visible strip of each card of an unfinished sequence meld, drawn as a run
from left to right (DH-3.3), in card widths: enough for its index."""


def _is_run(meld: TableMeld) -> bool:
    """An unfinished sequence meld lies as a run; a sequence canasta is squared."""
    return meld.kind is MeldKind.SEQUENCE and not meld.is_canasta


def _run_step(width: float, n: int) -> float:
    return width * RUN_STEP if n > 1 else 0.0


def _meld_width(rs, meld: TableMeld, width: float,
                lengths: dict[tuple[int, bool], int] | None = None) -> float:
    """How wide a meld is drawn (pixels): a canasta topped by a sideways wild card
    is a card's height wide, a run of a sequence as wide as its cards overlap; a
    tag never runs past its meld. ``lengths`` keeps the tags' lengths (characters)
    by meld id and tag style while one zone is laid out."""
    wide = meld.is_canasta and game_table(rs).sideways_top(meld)
    shown = card_height(width) if wide else width
    if _is_run(meld):
        shown = width + _run_step(width, len(meld.cards)) * (len(meld.cards) - 1)
    size = _tag_size(width)
    short = width < SHORT_TAG_WIDTH and not _is_run(meld)
    longest = lengths.get((meld.id, short)) if lengths is not None else None
    if longest is None:
        longest = max((len(line) for line in meld_tag(rs, meld, short)), default=0)
        if lengths is not None:
            lengths[(meld.id, short)] = longest
    return max(shown, longest * size * 0.62) + 3


def _tag_lines(width: float) -> int:
    """How many lines a squared meld's tag has under its cards (``width`` pixels
    wide): none when the tag lies on the card (below BADGE_WIDTH)."""
    if width < BADGE_WIDTH:
        return 0
    return 1 if width < SHORT_TAG_WIDTH else 2


def _meld_rows(rs, melds: Sequence[TableMeld], inner: Rect, width: float,
               lengths: dict[tuple[int, bool], int] | None = None
               ) -> list[list[TableMeld]] | None:
    """Melds split into rows that fit ``inner`` with cards ``width`` pixels wide,
    or None if they do not fit."""
    height = card_height(width)
    tag_h = _tag_lines(width) * (_tag_size(width) + 2) + 3
    if not _tag_lines(width):
        tag_h = 2
    if any(_is_run(m) for m in melds):
        tag_h = 2 * (_tag_size(width) + 2) + 3
    gap = _meld_gap(width)
    rows: list[list[TableMeld]] = [[]]
    used = 0.0
    for meld in melds:
        w = _meld_width(rs, meld, width, lengths)
        if w > inner.w:
            return None
        if rows[-1] and used + gap + w > inner.w:
            rows.append([])
            used = 0.0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(meld)
    row_gap = max(3.0, width * 0.08)
    row_h = (inner.h - row_gap * (len(rows) - 1)) / len(rows)
    return rows if height + tag_h <= row_h else None


WILD_CARDS = N_("wild cards")
"""A meld of wild cards alone, named (a game may word it its own way: zsolis)."""


def meld_tag(rs, meld: TableMeld, short: bool = False) -> tuple[str, ...]:
    """The words under a squared meld or a run: a canasta's kind and rank (or
    suit), else what the meld is and its count (a compact stack, a sequence, the
    garbage pile). ``short``: one line for small cards, a canasta's kind or a
    stack's count of cards and of wild cards ("×5 ★1"); the card on top shows the
    rank."""
    if short and meld.kind is not MeldKind.SEQUENCE:
        return _short_tag(rs, meld)
    kind = named_kind(rs, meld)  # DK-9.1: the game's own names
    if kind is not None:
        if meld.kind is MeldKind.SEQUENCE:
            return (kind_word(kind), _(SUIT_WORDS[str(meld.key)]))
        return canasta_words(kind, meld.rank)
    if meld.kind is MeldKind.SEQUENCE:
        return (kind_word("sequence"), _(SUIT_WORDS[str(meld.key)]))
    if meld.rank == 3:
        return (_("black"), _("threes"))
    name = meld_words(meld) if meld.naturals or not meld.cards else _(rs.says(WILD_CARDS))
    n = len(meld.cards)
    if not n:
        return (name, _("empty"))
    if meld.wilds:  # DK-7.2: zsolis where the game says so
        one, many = rs.says_n(NN_("{n} card, {wild} wild", "{n} cards, {wild} wild"))
        return (name, ntr(one, many, n, n=n, wild=meld.wilds))
    return (name, ntr("{n} card", "{n} cards", n, n=n))


def _short_tag(rs, meld: TableMeld) -> tuple[str]:
    """One short line under a small squared meld (see :func:`meld_tag`)."""
    kind = named_kind(rs, meld)
    if kind is not None:
        return (kind_word(kind),)
    if meld.kind is MeldKind.GARBAGE and not meld.cards:
        return (_("empty"),)
    text = "\u00d7" + number(len(meld.cards))
    if meld.wilds and meld.naturals:
        text += " \u2605" + number(meld.wilds)
    return (text,)


KIND = "canasta kind"
CANASTA_KINDS = {"natural": NC_("canasta kind", "natural"),
                 "mixed": NC_("canasta kind", "mixed"),
                 "wild": NC_("canasta kind", "wild"),
                 "sevens": NC_("canasta kind", "sevens"),
                 "sequence": NC_("canasta kind", "sequence"),
                 "red": NC_("canasta kind", "red"),
                 "black": NC_("canasta kind", "black"),
                 "gold": NC_("canasta kind", "gold"),
                 "red_zsoli": NC_("canasta kind", "red zsoli"),
                 "black_zsoli": NC_("canasta kind", "black zsoli")}
"""A canasta's kind as the tag under it names it (catalog messages)."""


def kind_word(kind: str) -> str:
    """A canasta kind ("natural", "sevens") in the player's language."""
    return pgettext(KIND, CANASTA_KINDS.get(kind, kind))


def canasta_words(kind: str, rank: int) -> tuple[str, str]:
    """A canasta's kind and rank in words, in the player's language: ("natural",
    "kings"), ("mixed", "aces"), ("wild", "canasta"), ("sevens", "canasta")."""
    word = kind_word(kind)
    if kind in ("wild", "sevens", "red_zsoli", "black_zsoli"):  # no rank to name (DK-9.1)
        return (word, _("canasta"))
    return (word, rank_words(rank))


def _meld_order_key(meld: TableMeld) -> tuple[int, int, int]:
    """Melds by rank (black threes first, wild cards after the aces), then the
    sequences by suit, then the garbage pile (BH-7.1), each group in the order
    laid."""
    if meld.kind is MeldKind.SEQUENCE:
        return (1, "CDHS".index(str(meld.key)), meld.id)
    if meld.kind is MeldKind.GARBAGE:
        return (2, 0, meld.id)
    return (0, 100 if meld.rank == JOKER else meld.rank, meld.id)


def _meld_order(meld: TableMeld) -> list[Card]:
    """Naturals first, wild cards at the bottom of the column."""
    naturals = [c for c in meld.cards if not c.is_wild]
    wilds = [c for c in meld.cards if c.is_wild]
    return naturals + wilds


def _canasta_order(meld: TableMeld, look: GameTable) -> list[Card]:
    """A squared canasta shows its kind on top (the game's :meth:`GameTable.canasta_top`:
    a red natural on a natural canasta, a wild card turned sideways on a mixed one;
    RR-2.4's black natural on a mixed, black, canasta)."""
    cards = list(meld.cards)
    top = look.canasta_top(meld)
    cards.remove(top)
    return cards + [top]
