"""A game's own state: what one game keeps beyond the zones and the turn every
game shares (:class:`~game.rules.state.GameState`), held in ``GameState.own``.

The shared engine, the views, the position text and the table never read a
game's fields: they copy the state, write and read its position lines, show a
seat what it may know, and ask the few questions below, whose answers here are
those of a game without such state. A game that keeps more (díszített
kanaszta's cut, talon and twins, DK-2 to DK-6; Modern American's asking and wild
draw, MA-8.2, MA-11.1) subclasses :class:`OwnState` in its own module and makes
it in its turn rules (:meth:`game.rules.ruleset.TurnRules.own_state`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, ClassVar, TypeVar

from mypy_extensions import mypyc_attr

from game.rules.cards import Card

if TYPE_CHECKING:
    from game.rules.state import GameState

T = TypeVar("T")


@mypyc_attr(native_class=False)  # the games' dataclasses extend it (game/build_engine.py)
class OwnState:
    """The own state of a game that has none: it holds nothing, so it is shared
    and never copied. Subclasses are mutable dataclasses changed only by their
    game's turn rules."""

    __slots__ = ()

    KEYS: ClassVar[tuple[str, ...]] = ()
    """The position-text keys this state writes and reads (``"twins"``, ...)."""

    TURN_ITEMS: ClassVar[tuple[str, ...]] = ()
    """Fields reset at each turn's start, written in the ``this turn`` line."""

    def copy(self) -> OwnState:
        """An independent copy (lists copied; cards are immutable)."""
        return self

    def new_turn(self) -> None:
        """Clear what lasts one turn (the fields of :attr:`TURN_ITEMS`)."""

    def seen_by(self, seat: int, current: int) -> OwnState:
        """What ``seat`` may know of this state while ``current`` is to play (a
        copy; what only the current player knows cleared for the others)."""
        return self.copy()

    def lines(self, codes: Callable[[Iterable[Card]], str]) -> list[str]:
        """The position-text lines of this state that differ from a new deal's,
        each ``"key: value"`` with ``key`` in :attr:`KEYS`; ``codes`` writes cards."""
        return []

    def read(self, key: str, value: str, card: Callable[[str], Card]) -> None:
        """Set the field of position-text ``key`` (one of :attr:`KEYS`) from
        ``value``; ``card`` reads a card of the deck. Raises ValueError (a
        PositionError) on a bad value."""
        raise ValueError(f"no such key: {key}")

    def turn_item(self, name: str) -> int | bool:
        """The value of the turn item ``name`` (one of :attr:`TURN_ITEMS`)."""
        raise KeyError(name)

    def set_turn_item(self, name: str, value: int | bool) -> None:
        """Set the turn item ``name`` (one of :attr:`TURN_ITEMS`)."""
        raise KeyError(name)

    def fingerprint(self, state: GameState) -> str:
        """This game's part of :meth:`GameState.fingerprint` (``state`` is the
        state holding this one): a text equal for equal states, "" for none. A
        game's part keeps the form its saves' checksums were made with."""
        return ""

    # -- the questions the shared engine, the views and the table ask ----------

    def twins(self, side: int) -> int:
        """Twins ``side`` earned this deal (DK-6.1)."""
        return 0

    def free_offered(self, seat: int) -> bool:
        """The pile's top card is offered to ``seat`` as its free pickup (DK-5.2)."""
        return False

    def refills(self) -> int:
        """How many times this deal the pile became the stock (DK-4.2, DK-4.5)."""
        return 0

    def asked_this_deal(self, seat: int) -> bool:
        """``seat`` has asked its partner to go out this deal (MA-8.2: once a
        deal)."""
        return False

    def cut_at(self) -> int:
        """Before the deal, where the pack is cut (DK-2.1): ``stock[cut_at:]`` is
        the lifted part; 0 when no cut waits."""
        return 0


def read_flags(words: list[str]) -> list[bool]:
    """Yes/no words of a position line (``yes``, ``no``, ``true``, ``1``, ...);
    raises ValueError naming a word that is neither."""
    out = []
    for w in words:
        if w.lower() not in ("yes", "no", "true", "false", "1", "0"):
            raise ValueError(f"'{w}' is not yes or no")
        out.append(w.lower() in ("yes", "true", "1"))
    return out


def read_number(value: str) -> int:
    """A whole number (negative allowed); raises ValueError."""
    text = value.strip()
    if not text.lstrip("-").isdigit():
        raise ValueError(f"'{value}' is not a whole number")
    return int(text)


def one_each(values: list[T], count: int, what: str) -> list[T]:
    """``values`` when there are ``count`` of them (one by seat or side, ``what``);
    raises ValueError otherwise."""
    if len(values) != count:
        raise ValueError(f"needs {count} values (one by {what}), not {len(values)}")
    return values


NO_OWN_STATE = OwnState()
"""The own state of every game that keeps none."""
