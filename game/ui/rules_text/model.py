"""The shapes of a rules guide (sections of paragraphs, bullet lists and small
tables) and the pieces several games' guides share. Pure Python data, no pygame."""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_


@dataclass(frozen=True)
class Bullets:
    """A bullet list."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """A small table: a header row and rows of cells (text)."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Block = str | Bullets | Table
"""A paragraph (str), a bullet list or a table."""


@dataclass(frozen=True)
class Section:
    """A titled part of a guide; ``rules`` the rule ids it tells (shown after the
    title, so that a player can look them up in the rules files)."""

    title: str
    blocks: tuple[Block, ...]
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Guide:
    """The rules of one game (``game_id`` as in ``RULESETS``) for players."""

    game_id: str
    name: str
    summary: str
    sections: tuple[Section, ...]


CARD_VALUES = Table(
    (N_("Card"), N_("Points")),
    ((N_("Joker"), "50"),
     (N_("Ace, 2"), "20"),
     (N_("King, queen, jack, 10, 9, 8"), "10"),
     (N_("7, 6, 5, 4 and black 3"), "5")),
)

CARD_KINDS = Bullets((
    N_("Wild cards: every 2 and every joker. They stand in for natural cards in melds."),
    N_("Natural cards: 4 to ace."),
    N_("Threes are neither: red threes (\u2665 \u2666) are bonus cards, black threes "
       "(\u2660 \u2663) are stop cards."),
))


CANASTA_KINDS = (
    (N_("Natural (red)"), "500"),
    (N_("Mixed (black): one to three wild cards"), "300"),
    (N_("Wild: seven wild cards"), "1000"),
    (N_("Sevens: seven sevens"), "1500"),
)
"""The four kinds of canasta of the Hand and Foot games and their bonuses (PH-3.7)."""

CANASTA_SCORES = (
    (N_("Each natural canasta"), "+500"),
    (N_("Each mixed canasta"), "+300"),
    (N_("Each wild canasta"), "+1000"),
    (N_("Each sevens canasta"), "+1500"),
)
LEFT_IN_HANDS = (N_("Every card left in hands and in feet not picked up"), N_("\u2212 its value"))

PH_UPCARD = N_("A wild card turned up this way lies sideways and freezes the pile. A red three "
               "turned up freezes it too; whoever first takes the pile lays it out.")
"""The first upcard of Pennies from Heaven (PH-1.3), as Railroad has it too."""

PH_MELDS = Bullets((
    N_("Natural meld: cards of one rank, 4 to ace, sevens included."),
    N_("Mixed meld: at least two natural cards and at most three wild cards, never of sevens. "
       "A natural meld becomes mixed when a wild card is added."),
    N_("Wild meld: wild cards only, twos and jokers in any mix."),
    N_("Sevens meld: sevens only, never with a wild card."),
))
"""The melds of Pennies from Heaven (PH-3.3 to PH-3.6), Railroad's too (RR-2.3)."""

PH_PILE = (
    N_("You always take the whole pile. It can never be taken while its top card is a wild "
       "card or a three."),
    N_("A discarded wild card lies sideways: the pile is frozen while it holds one, buried or "
       "not, and while a red three turned up at the start is in it."),
)
"""Taking and freezing the pile in Pennies from Heaven (PH-5.2, PH-5.3) and Railroad."""

PH_MINIMUMS = (
    (N_("Below zero"), "15"),
    (N_("0 to 4995"), "50"),
    (N_("5000 to 9995"), "90"),
    (N_("10000 to 14995"), "120"),
    (N_("15000 or more"), "150"),
)
"""The initial meld minimums by score (PH-4.1; RR-6.1 per player)."""
