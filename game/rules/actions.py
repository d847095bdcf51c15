"""Actions a player proposes, as frozen dataclasses with a readable ``str()`` and
a parser (:func:`parse_action`) that reads that text back.

Text forms (cards in the notation of :mod:`game.rules.cards`, with ``/pack``):

=======================================  ==========================================
``draw``                                 draw from the stock (CL-2.2, PH-2.1)
``take 8H/0 8S/1``                       take the pile, melding its top card with
                                         these cards as a new meld (CL-5.1, PH-5.4)
``take 8H/0 @3``                         ... adding them to the side's meld 3
``take 8H/0 8S/1 + QH/0 QS/0 QD/1``      ... and laying a meld from the hand with
                                         it (the initial meld, PH-5.4)
``meld QH/0 QS/0 QD/1``                  lay a new meld from the hand
``meld 2C/0 @3``                         add cards to the side's meld 3
``meld QH/0 @garbage``                   add cards to the side's garbage pile (BH-7.1)
``discard 9C/0``                         discard and end the turn
``undo``                                 take back this turn's melds (CL-6.3, PH-4.2)
``ask 2``                                ask partner in seat 2 "may I go out?"
``answer yes`` / ``answer no``           the partner's binding answer (CL-7.3, PH-8.3)
``end play``                             no legal discard remains (PH-9.2)
``next deal``                            start the next deal after the score sheet
``look at foot``                         look at the foot once before play (BH-1.2)
``keep 2C/0 KD/1``                       keep these cards shown at the cut (DK-2.1)
``lay out 3C/0``                         lay out a held three and replace it (MA-2.2)
``special hand``                         lay the whole hand down as a special hand
                                         and end the play (MA-9.1)
``move 2C/0 from @3 to @5``              move zsolis from one's group 3 to group 5
                                         (DK-10.2)
``move 2C/0 from @3 with 9H/0 to @5``    ... adding the natural to group 3 at the
                                         same time (DK-10.3)
``move JK/0 from @3 to new 8H/0 8S/0``   ... to a new group with these hand cards
=======================================  ==========================================
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import Card, cards_str, parse_card

GARBAGE = -1
"""The meld target that means the side's garbage pile (BH-7.1), opened if needed."""


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the stock (one card in CL, two in PH); with an empty stock the
    play ends (G-12)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the discard pile: ``cards`` from the hand are melded at once with the
    top discard, as a new meld (``meld is None``) or added to the side's meld
    ``meld`` (CL-5.1, PH-5.4). A side that has not melded must then reach its
    initial-meld minimum with further melds from the hand before the rest of the
    pile joins the hand (PH-5.4, CL-6.2)."""

    cards: tuple[Card, ...]
    meld: int | None = None
    melds: tuple[tuple[Card, ...], ...] = ()

    def __str__(self) -> str:
        text = _with_target("take", self.cards, self.meld)
        return " + ".join([text, *(" ".join(c.code for c in m) for m in self.melds)])


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay ``cards`` from the hand as a new meld (``meld is None``) or add them to
    the side's meld with id ``meld`` (CL-4, PH-3)."""

    cards: tuple[Card, ...]
    meld: int | None = None

    def __str__(self) -> str:
        return _with_target("meld", self.cards, self.meld)


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard ``card`` face up (sideways if wild, G-10) and end the turn."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.code}"


@dataclass(frozen=True, slots=True)
class UndoTurn:
    """Take back every meld laid since the draw (and an unfinished pile pickup)."""

    def __str__(self) -> str:
        return "undo"


@dataclass(frozen=True, slots=True)
class LayOut:
    """Lay out the three ``card`` held in the hand, replaced from the stock
    (MA-2.2: voluntarily, during one's turn before the discard)."""

    card: Card

    def __str__(self) -> str:
        return f"lay out {self.card.code}"


@dataclass(frozen=True, slots=True)
class SpecialHand:
    """Lay the whole hand down as a special hand, with no discard, which ends the
    play (MA-9.1)."""

    def __str__(self) -> str:
        return "special hand"


@dataclass(frozen=True, slots=True)
class AskPartner:
    """Ask the partner in seat ``partner`` for permission to go out (CL-7.3, PH-8.3)."""

    partner: int

    def __str__(self) -> str:
        return f"ask {self.partner}"


@dataclass(frozen=True, slots=True)
class Answer:
    """The asked partner's answer; it binds for the turn (CL-7.3, PH-8.3)."""

    yes: bool

    def __str__(self) -> str:
        return "answer yes" if self.yes else "answer no"


@dataclass(frozen=True, slots=True)
class EndPlay:
    """End the play when no legal discard remains (PH-9.2)."""

    def __str__(self) -> str:
        return "end play"


@dataclass(frozen=True, slots=True)
class NextDeal:
    """Deal the next hand after the score sheet (G-13)."""

    def __str__(self) -> str:
        return "next deal"


@dataclass(frozen=True, slots=True)
class LookAtFoot:
    """Look at one's foot once before play, then set it aside face down (BH-1.2)."""

    def __str__(self) -> str:
        return "look at foot"


@dataclass(frozen=True, slots=True)
class KeepCut:
    """The starter keeps ``cards`` of those shown at the cut (none, some or all)
    and the deal follows (DK-2.1, DK-2.2)."""

    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        return " ".join(["keep", *(c.code for c in self.cards)])


@dataclass(frozen=True, slots=True)
class MoveWilds:
    """Rearrange one's collection (DK-10): take the zsolis ``wilds`` out of one's
    group ``source`` while the natural cards ``naturals`` from the hand join it
    (DK-10.3: a black canasta turned red or gold, or keeping seven cards), and lay
    them on one's group ``target`` or, with ``target`` None, as a new group (DK-10.2);
    ``cards`` from the hand join the zsolis there. ``more``: further zsolis of
    ``source``, each with the id of the group of one's own it joins in the same
    move (DK-10.2: a group's zsolis split among several groups, as a group of
    zsolis only broken up). Natural cards never move from group to group (DK-10.7).

    Written ``move WILDS from @S [with NATURALS] to (@T | new) [CARDS]``, each
    further zsoli added as ``+ CARD to @N`` (:func:`parse_action`)."""

    wilds: tuple[Card, ...]
    source: int
    target: int | None = None
    naturals: tuple[Card, ...] = ()
    cards: tuple[Card, ...] = ()
    more: tuple[tuple[Card, int], ...] = ()

    @property
    def moving(self) -> tuple[Card, ...]:
        """Every zsoli that leaves ``source``: ``wilds``, then those of ``more``."""
        return self.wilds + tuple(card for card, _target in self.more)

    def __str__(self) -> str:
        parts = ["move", *(c.code for c in self.wilds), "from", f"@{self.source}"]
        if self.naturals:
            parts += ["with", *(c.code for c in self.naturals)]
        parts += ["to", "new" if self.target is None else f"@{self.target}"]
        parts += [c.code for c in self.cards]
        for card, target in self.more:
            parts += ["+", card.code, "to", f"@{target}"]
        return " ".join(parts)


Action = (Draw | TakePile | Meld | Discard | UndoTurn | AskPartner | Answer | EndPlay | NextDeal
          | LookAtFoot | KeepCut | MoveWilds | SpecialHand | LayOut)


def _with_target(verb: str, cards: tuple[Card, ...], meld: int | None) -> str:
    parts = [verb] + [c.code for c in cards]
    if meld is not None:
        parts.append("@garbage" if meld == GARBAGE else f"@{meld}")
    return " ".join(parts)


def describe(action: Action, symbols: bool = True) -> str:
    """A short human sentence fragment for logs: ``"meld Q♥ Q♠ Q♦"``."""
    if isinstance(action, (TakePile, Meld)):
        verb = "take the pile with" if isinstance(action, TakePile) else "meld"
        target = f" on meld {action.meld}" if action.meld is not None else ""
        return f"{verb} {cards_str(action.cards, symbols)}{target}".rstrip()
    if isinstance(action, Discard):
        return f"discard {action.card.symbol() if symbols else action.card.kind}"
    if isinstance(action, MoveWilds):
        target = "a new meld" if action.target is None else f"meld {action.target}"
        more = "".join(f", {cards_str((card,), symbols)} to meld {meld}"
                       for card, meld in action.more)  # DK-10.2: a split
        return (f"move {cards_str(action.wilds, symbols)} from meld {action.source} to "
                f"{target}{more}")
    return str(action)


def parse_action(text: str) -> Action:
    """Read an action from its ``str()`` form. Raises ValueError naming the problem."""
    words = text.strip().split()
    if not words:
        raise ValueError("an empty action")
    verb, rest = words[0].lower(), words[1:]
    if verb == "draw" and not rest:
        return Draw()
    if verb == "undo" and not rest:
        return UndoTurn()
    if verb == "next" and [w.lower() for w in rest] == ["deal"]:
        return NextDeal()
    if verb == "end" and [w.lower() for w in rest] == ["play"]:
        return EndPlay()
    if verb == "look" and [w.lower() for w in rest] == ["at", "foot"]:
        return LookAtFoot()
    if verb == "lay" and len(rest) == 2 and rest[0].lower() == "out":
        return LayOut(parse_card(rest[1]))
    if verb == "special" and [w.lower() for w in rest] == ["hand"]:
        return SpecialHand()
    if verb == "keep":
        return KeepCut(tuple(parse_card(w) for w in rest))
    if verb == "move" and "+" in rest:
        head, *tails = " ".join(rest).split("+")
        single = _parse_move(text, head.split())
        more = tuple(pair for tail in tails for pair in _parse_more(text, tail.split()))
        return MoveWilds(single.wilds, single.source, single.target, single.naturals,
                         single.cards, more)
    if verb == "move":
        return _parse_move(text, rest)
    if verb == "ask" and len(rest) == 1 and rest[0].isdigit():
        return AskPartner(int(rest[0]))
    if verb == "answer" and len(rest) == 1 and rest[0].lower() in ("yes", "no"):
        return Answer(rest[0].lower() == "yes")
    if verb == "discard" and len(rest) == 1:
        return Discard(parse_card(rest[0]))
    if verb == "take" and "+" in rest:
        parts = " ".join(rest).split("+")
        first = parse_action("take " + parts[0])
        assert isinstance(first, TakePile)
        groups = tuple(tuple(parse_card(w) for w in part.split()) for part in parts[1:])
        if any(not g for g in groups):
            raise ValueError(f"'{text}' has an empty meld after '+'")
        return TakePile(first.cards, first.meld, groups)
    if verb in ("take", "meld"):
        target = None
        if rest and rest[-1].startswith("@"):
            if rest[-1].lower() == "@garbage":
                target = GARBAGE
            elif not rest[-1][1:].isdigit():
                raise ValueError(f"'{rest[-1]}' is not a meld number")
            else:
                target = int(rest[-1][1:])
            rest = rest[:-1]
        cards = tuple(parse_card(w) for w in rest)
        return TakePile(cards, target) if verb == "take" else Meld(cards, target)
    raise ValueError(f"'{text}' is not an action")


def _meld_number(word: str) -> int:
    if not word.startswith("@") or not word[1:].isdigit():
        raise ValueError(f"'{word}' is not a meld number")
    return int(word[1:])


def _parse_more(text: str, words: list[str]) -> list[tuple[Card, int]]:
    """``CARDS to @N`` after a ``+`` of a move of zsolis: each card with the group
    it joins (DK-10.2)."""
    if len(words) < 3 or words[-2].lower() != "to":
        raise ValueError(f"'{text}': expected 'CARD to @N' after '+'")
    target = _meld_number(words[-1])
    return [(parse_card(w), target) for w in words[:-2]]


def _parse_move(text: str, words: list[str]) -> MoveWilds:
    """``move WILDS from @S [with NATURALS] to (@T | new) [CARDS]`` (DK-10)."""
    lowered = [w.lower() for w in words]
    if "from" not in lowered or "to" not in lowered:
        raise ValueError(f"'{text}' needs 'from @N' and 'to @N' or 'to new'")
    at_from, at_to = lowered.index("from"), lowered.index("to")
    if not at_from < at_to - 1 < len(words) - 1:
        raise ValueError(f"'{text}' is not a move of zsolis")
    wilds = tuple(parse_card(w) for w in words[:at_from])
    source = _meld_number(words[at_from + 1])
    between = words[at_from + 2:at_to]
    if between and between[0].lower() != "with":
        raise ValueError(f"'{text}': expected 'with' before the natural cards")
    naturals = tuple(parse_card(w) for w in between[1:])
    target_word = words[at_to + 1]
    target = None if target_word.lower() == "new" else _meld_number(target_word)
    cards = tuple(parse_card(w) for w in words[at_to + 2:])
    if not wilds:
        raise ValueError(f"'{text}' moves no card")
    return MoveWilds(wilds, source, target, naturals, cards)
