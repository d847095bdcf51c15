"""Physical cards and the compact card notation (G-1, G-2, G-3).

Every physical card is distinct: a card is its rank, its suit and the pack it
came from, so the two queens of hearts of a two-pack game are ``QH/0`` and
``QH/1`` and a test can check that each card sits in exactly one zone (G-1, G-4).

Notation, ASCII and with suit symbols, both parsed and printed:

==========  =======================================================
``QH``      queen of hearts (``Q♥``); ``10S`` / ``TS`` ten of spades
``2C``      two of clubs, a wild card (G-2)
``JK``      a joker (``🃏`` is not used: fonts lack it, ``JK`` prints)
``QH/1``    the queen of hearts of pack 1 (physical identity)
==========  =======================================================

:func:`parse_cards` numbers repeated cards by itself: ``"QH QH QS"`` is
``QH/0 QH/1 QS/0``, which keeps scenario tests short.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterable

JACK, QUEEN, KING, ACE, JOKER = 11, 12, 13, 14, 15
NATURAL_RANKS: tuple[int, ...] = (4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING, ACE)
"""The natural ranks, 4 to ace (G-2)."""

SUITS = "CDHS"
RED_SUITS = "DH"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_SYMBOL_SUITS = {v: k for k, v in SUIT_SYMBOLS.items()}
_RANK_NAMES = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
               JACK: "J", QUEEN: "Q", KING: "K", ACE: "A", JOKER: "JK"}
_NAME_RANKS = {v: k for k, v in _RANK_NAMES.items()} | {"T": 10, "JO": JOKER, "JKR": JOKER}
RANK_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
              9: "nine", 10: "ten", JACK: "jack", QUEEN: "queen", KING: "king", ACE: "ace",
              JOKER: "joker"}
RANK_PLURALS = {r: w + ("es" if w == "six" else "s") for r, w in RANK_WORDS.items()}


class Card:
    """One physical card (G-1), immutable and interned: ``Card(12, "H", 1)`` is
    always the same object, so equality and hashing are identity's, and cheap
    (never iterate a set of cards where the order matters: it varies by run).

    ``rank`` is 2..14 (11 J, 12 Q, 13 K, 14 A) or 15 for a joker; ``suit`` is one
    of ``"CDHS"`` ("" for a joker); ``pack`` numbers identical cards from 0
    (for jokers, the joker's serial number in the deck). Cards order by
    (rank, suit, pack). Flags: ``is_wild`` (twos and jokers, G-2), ``is_natural``
    (4 to ace), ``is_joker``, ``is_red_three``, ``is_black_three``, ``is_red``;
    ``kind`` (``"QH"``, identical cards share it) and ``code`` (``"QH/1"``).
    """

    __slots__ = ("rank", "suit", "pack", "is_wild", "is_natural", "is_joker", "is_red_three",
                 "is_black_three", "is_red", "kind", "code", "_key")
    _interned: dict[tuple[int, str, int], Card] = {}

    rank: int
    suit: str
    pack: int
    is_wild: bool
    is_natural: bool
    is_joker: bool
    is_red_three: bool
    is_black_three: bool
    is_red: bool
    kind: str
    code: str
    _key: tuple[int, str, int]

    def __new__(cls, rank: int, suit: str, pack: int = 0) -> Card:
        key = (rank, suit, pack)
        card = cls._interned.get(key)
        if card is not None:
            return card
        if rank not in _RANK_NAMES or (suit not in SUITS or not suit) and rank != JOKER:
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
        card = object.__new__(cls)
        put = object.__setattr__
        put(card, "rank", rank)
        put(card, "suit", suit)
        put(card, "pack", pack)
        put(card, "is_wild", rank == 2 or rank == JOKER)
        put(card, "is_natural", 4 <= rank <= ACE)
        put(card, "is_joker", rank == JOKER)
        put(card, "is_red_three", rank == 3 and suit in RED_SUITS)
        put(card, "is_black_three", rank == 3 and suit not in RED_SUITS)
        put(card, "is_red", bool(suit) and suit in RED_SUITS)
        put(card, "kind", _RANK_NAMES[rank] + suit)
        put(card, "code", f"{_RANK_NAMES[rank]}{suit}/{pack}")
        put(card, "_key", key)
        cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type, tuple[int, str, int]]:
        return (Card, (self.rank, self.suit, self.pack))

    def __lt__(self, other: Card) -> bool:
        return self._key < other._key

    def __le__(self, other: Card) -> bool:
        return self._key <= other._key

    def __gt__(self, other: Card) -> bool:
        return self._key > other._key

    def __ge__(self, other: Card) -> bool:
        return self._key >= other._key

    def symbol(self) -> str:
        """The card with its suit symbol: ``"Q♥"``, ``"10♠"``, ``"JK"``."""
        return _RANK_NAMES[self.rank] + SUIT_SYMBOLS.get(self.suit, "")

    def __str__(self) -> str:
        return self.kind

    def __repr__(self) -> str:
        return f"Card({self.code})"


card_order: Callable[[Card], tuple[int, str, int]] = operator.attrgetter("_key")
"""Sort key (rank, suit, pack), faster than comparing cards (a C getter)."""


def standard_value(card: Card) -> int:
    """Points of a card by G-3: joker 50; A and 2: 20; K to 8: 10; 7 to 4 and black
    three: 5; a red three has no card value (it is a bonus card, CL-9.3)."""
    r = card.rank
    if r == JOKER:
        return 50
    if r == ACE or r == 2:
        return 20
    if r >= 8:
        return 10
    if r == 3:
        return 0 if card.suit in RED_SUITS else 5
    return 5


_CARD_RE = re.compile(r"^(10|[2-9TJQKA]|JKR?|JO)([CDHS♣♦♥♠]?)(?:/(\d+))?$", re.IGNORECASE)


def parse_card(text: str) -> Card:
    """Parse one card: ``"QH"``, ``"Q♥"``, ``"10s"``, ``"JK"``, ``"QH/1"``.

    Raises ValueError with a sentence naming the bad text.
    """
    m = _CARD_RE.match(text.strip())
    if not m:
        raise ValueError(f"'{text}' is not a card (write e.g. QH, 10S, Q♥, 2C or JK)")
    rank = _NAME_RANKS[m.group(1).upper()]
    suit = _SYMBOL_SUITS.get(m.group(2), m.group(2).upper())
    if rank == JOKER:
        if suit:
            raise ValueError(f"'{text}' is not a card: a joker has no suit")
    elif not suit:
        raise ValueError(f"'{text}' is not a card: the suit is missing (C, D, H or S)")
    pack = int(m.group(3)) if m.group(3) is not None else 0
    return Card(rank, suit, pack)


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse several cards separated by spaces or commas.

    A card written without ``/pack`` takes the lowest pack number not yet used in
    this text by an identical card, so ``"QH QH"`` is two different queens.
    """
    words = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    used: set[Card] = set()
    explicit = {parse_card(w) for w in words if "/" in w}
    out: list[Card] = []
    for w in words:
        c = parse_card(w)
        if "/" not in w:
            while c in used or c in explicit:
                c = Card(c.rank, c.suit, c.pack + 1)
        used.add(c)
        out.append(c)
    return tuple(out)


def cards_str(cards: Iterable[Card], symbols: bool = False) -> str:
    """``"QH QS 2C"`` (or with suit symbols)."""
    return " ".join(c.symbol() if symbols else c.kind for c in cards)


def make_deck(packs: int, jokers: int) -> list[Card]:
    """Every card of ``packs`` standard 52-card packs plus ``jokers`` jokers, in a
    fixed order (shuffle it with the deal's ``random.Random``)."""
    deck = [Card(r, s, p) for p in range(packs) for s in SUITS for r in range(2, ACE + 1)]
    deck.extend(Card(JOKER, "", j) for j in range(jokers))
    return deck


def sort_key_rank(card: Card) -> tuple[int, str, int]:
    """Hand order by rank (threes, naturals 4..A, then wild cards), then suit."""
    r = card.rank
    order = 0 if r == 3 else (r if card.is_natural else 20 + r)
    return (order, card.suit, card.pack)


def sort_key_suit(card: Card) -> tuple[str, int, int]:
    """Hand order by suit, then rank; wild cards last."""
    return ("Z" if card.is_wild else card.suit, card.rank, card.pack)
