"""Hidden hands as players keep them: the shape a world's other hands are given
before the measuring level ``hard+kept`` plays in it.

A hand dealt at random from the unseen cards is not a hand a player keeps. Players
meld their wild cards and their triples, throw their black threes and keep their
pairs, to take the pile with them (CL-5.1, PH-5.4). On the first deals of seeds 1 to
40 of Normal self-play in Classic, the three other hands held 4.05 natural pairs
together at a position, where hands dealt at random held 2.42, and 0.53 wild cards
where random ones held 1.55 (``python -m game reading --fit-shape --variant classic
--deals 40``). Worlds that deal the other hands at random so underrate the pairs the
next player takes the pile with, and overrate the wild cards.

:func:`shape_hands` reshapes a dealt world towards hands as they are kept, by a
Metropolis walk over the unseen cards: it proposes to swap a card of another hand
with a card of the stock (or a foot, or the bonus cards) or of a third hand, and
accepts the swap with the chance ``min(1, exp(change of the log-weight))``, where a
hand's log-weight is :meth:`HandShape.log_weight` of its features
(:func:`hand_features`). The walk keeps every count the view knows, the cards the
table saw a player take with the pile in that player's hand (CL-5.1), and the cards
laid out at once (red threes, CL-3.1) out of the hands. The weights are fitted per
game by ``python -m game reading --fit-shape`` (:func:`game.reading.fit_shape`) so
that shaped hands hold as many pairs, triples, wild cards and black threes as the
hands of Normal self-play. The measuring level ``hard+kept`` deals its worlds so;
Hard does not, since over 1000 duplicate deals of Classic ``hard+kept`` played no
better (docs/strength.md, "Kept hands"). Pure Python: no pygame.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.cards import Card
from game.rules.ruleset import RuleSet
from game.rules.state import GameState
from game.rules.view import PlayerView

FEATURES = ("pairs", "triples", "wilds", "black_threes")
"""The features of a hand that shape it, in :func:`hand_features`' order."""

STEPS = 12
"""Swaps proposed per card of the other hands that the walk may move."""


@dataclass(frozen=True)
class HandShape:
    """The log-weights a hidden hand's features get (:func:`hand_features`): a hand
    weighs ``exp(pairs * n_pairs + triples * n_triples + wilds * n_wilds +
    black_threes * n_black_threes)`` beside others; 0 leaves a feature as chance
    deals it."""

    pairs: float = 0.0
    triples: float = 0.0
    wilds: float = 0.0
    black_threes: float = 0.0

    def log_weight(self, features: Sequence[int]) -> float:
        """The log-weight of a hand of ``features`` (:func:`hand_features`)."""
        return (self.pairs * features[0] + self.triples * features[1]
                + self.wilds * features[2] + self.black_threes * features[3])


def hand_features(hand: Sequence[Card]) -> tuple[int, int, int, int]:
    """(natural ranks held twice or more, natural ranks held three times or more,
    wild cards, black threes) of ``hand``."""
    pairs, triples = _pairs(Counter(c.rank for c in hand if c.is_natural))
    return (pairs, triples, sum(1 for c in hand if c.is_wild),
            sum(1 for c in hand if c.is_black_three))


def _pairs(counts: Counter[int]) -> tuple[int, int]:
    """The ranks of ``counts`` (natural cards by rank) held twice or more, and three
    times or more."""
    pairs = triples = 0
    for n in counts.values():
        if n >= 2:
            pairs += 1
            if n >= 3:
                triples += 1
    return pairs, triples


class _Hand:
    """A hidden hand on the walk: its movable cards and its features, kept up to
    date as cards come and go."""

    __slots__ = ("free", "counts", "wilds", "threes", "weight")

    def __init__(self, free: list[Card], cards: Sequence[Card], shape: HandShape) -> None:
        self.free = free
        self.counts = Counter(c.rank for c in cards if c.is_natural)
        self.wilds = sum(1 for c in cards if c.is_wild)
        self.threes = sum(1 for c in cards if c.is_black_three)
        self.weight = shape.log_weight(self.features())

    def features(self) -> tuple[int, int, int, int]:
        """The hand's :func:`hand_features`."""
        pairs, triples = _pairs(self.counts)
        return pairs, triples, self.wilds, self.threes

    def trade(self, out: Card, into: Card) -> None:
        """``out`` leaves the hand and ``into`` comes in."""
        if out.is_natural:
            self.counts[out.rank] -= 1
        if into.is_natural:
            self.counts[into.rank] += 1
        self.wilds += into.is_wild - out.is_wild
        self.threes += into.is_black_three - out.is_black_three

    def take(self, i: int, into: Card, weight: float) -> None:
        """``into`` takes the place of the movable card at ``i``; the hand's
        log-weight is then ``weight``."""
        self.trade(self.free[i], into)
        self.free[i] = into
        self.weight = weight

    def weight_after(self, out: Card, into: Card, shape: HandShape) -> float:
        """The log-weight the hand would have with ``into`` for ``out``."""
        self.trade(out, into)
        weight = shape.log_weight(self.features())
        self.trade(into, out)
        return weight


def shape_hands(state: GameState, view: PlayerView, rng: random.Random,
                shape: HandShape, steps: int = STEPS) -> None:
    """Reshape ``state``, a world dealt for ``view`` (:func:`game.ai.hard.sample_world`),
    in place towards hands weighted by ``shape``: ``steps`` swaps proposed per card
    of the other hands that may move (see the module). Every hand, foot, bonus pile
    and the stock keeps its count; a card the view knows a player holds (CL-5.1)
    stays in that hand, and a card laid out at once (CL-3.1, PH-7.1, MA-2.1) never
    enters one. The same ``rng`` state gives the same world."""
    if not any((shape.pairs, shape.triples, shape.wilds, shape.black_threes)):
        return  # nothing to shape: the world stays as it was dealt
    rs = view.ruleset
    known = view.known or tuple(() for _ in range(rs.players))
    hands: list[_Hand] = []
    seats: list[int] = []
    for seat in range(rs.players):
        if seat == view.seat or not state.hands[seat]:
            continue
        held = Counter(known[seat])
        fixed: list[Card] = []
        free: list[Card] = []
        for card in state.hands[seat]:
            if held[card] > 0:
                held[card] -= 1
                fixed.append(card)
            else:
                free.append(card)
        if free:
            hands.append(_Hand(free, state.hands[seat], shape))
            seats.append(seat)
            state.hands[seat] = fixed  # the free cards are put back after the walk
    if not hands:
        return
    pool, parts = _pool(state, rs)
    movable = sum(len(h.free) for h in hands)
    for _ in range(steps * movable):
        a = hands[rng.randrange(len(hands))]
        i = rng.randrange(len(a.free))
        k = rng.randrange(len(pool) + movable)
        b: _Hand | None = None
        if k < len(pool):
            into = pool[k]
        else:
            b = hands[rng.randrange(len(hands))]
            if b is a:
                continue
            k = rng.randrange(len(b.free))
            into = b.free[k]
        out = a.free[i]
        if rs.turns.laid_out_at_once(into) or (b is not None and rs.turns.laid_out_at_once(out)):
            continue
        after_a = a.weight_after(out, into, shape)
        change = after_a - a.weight
        after_b = 0.0
        if b is not None:
            after_b = b.weight_after(into, out, shape)
            change += after_b - b.weight
        if change < 0 and rng.random() >= math.exp(change):
            continue
        a.take(i, into, after_a)
        if b is None:
            pool[k] = out
        else:
            b.take(k, out, after_b)
    for seat, hand in zip(seats, hands, strict=True):
        state.hands[seat] = state.hands[seat] + hand.free
    _unpool(state, rs, pool, parts)


def _pool(state: GameState, rs: RuleSet) -> tuple[list[Card], list[int]]:
    """The stock, the feet and the bonus cards in one list, and each part's count."""
    parts = [state.stock, *(state.feet[s] for s in range(rs.players))]
    if state.bonus:
        parts += [state.bonus[s] for s in range(rs.players)]
    return [c for part in parts for c in part], [len(part) for part in parts]


def _unpool(state: GameState, rs: RuleSet, pool: list[Card], counts: list[int]) -> None:
    """Put :func:`_pool`'s list back as the stock, the feet and the bonus cards."""
    start = 0
    cut: list[list[Card]] = []
    for count in counts:
        cut.append(pool[start:start + count])
        start += count
    state.stock = cut[0]
    for seat in range(rs.players):
        state.feet[seat] = cut[1 + seat]
    if state.bonus:
        for seat in range(rs.players):
            state.bonus[seat] = cut[1 + rs.players + seat]

