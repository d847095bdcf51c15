"""The discard pile as a player sees it: whether it is frozen and why, and what
taking it would take now. The table's labels, the pickup preview and the hints
ask these questions; a game with its own pile rules answers them through its
turn rules (:class:`~game.rules.ruleset.TurnRules`: díszített kanaszta's talon,
DK-5.1 to DK-5.3), so no caller needs to know which game it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from game.rules.cards import Card
from game.rules.messages import N_, Refusal
from game.rules.state import GameState, Phase


@dataclass(frozen=True, slots=True)
class Pickup:
    """What taking the pile takes now: ``cards`` (bottom first, the top card last),
    ``kind`` ("whole": the whole pile, CL-5.1; "part": the top cards only, DH-2.1,
    BH-5.2; "free": the top card alone, offered free, DK-5.2; "penalized": a new
    group with the top card, then the rest of the talon, DK-5.3) and the ``rule``
    id that decides it."""

    cards: tuple[Card, ...]
    kind: str
    rule: str


def pile_of(state: GameState) -> list[Card]:
    """The pile as it lies: with a pickup in progress, the cards being taken."""
    return state.pending if state.pending is not None else state.pile


@mypyc_attr(allow_interpreted_subclasses=True)  # subclasses compiled or not (game/build_engine.py)
class PileRules:
    """How a game answers the questions about its pile; these are the standard
    answers, a game with a pile of its own (díszített kanaszta's talon) subclasses
    this and sets it as its turn rules' ``pile``."""

    def frozen(self, state: GameState, pile: list[Card]) -> bool:
        """The pile freezes by its cards (CL-5.3, PH-5.3, DH-5.3; never in BH-5.1)."""
        return state.ruleset.pile_freezes(pile)

    def frozen_cause(self, state: GameState, pile: list[Card]) -> Refusal | None:
        """See :func:`frozen_cause`."""
        rs = state.ruleset
        if not pile or not rs.pile_freezes(pile):
            return None
        if pile[-1].is_wild or (pile[-1].is_red_three and rs.red_three_upcard_freezes):
            return None  # the cause lies on top, in sight
        if rs.red_three_upcard_freezes and any(c.is_red_three for c in pile):
            return Refusal(N_("frozen: a red three was turned up at the deal ({rule})"),
                           rule=rs.rule("upcard"))
        discards = state.turn_no - (state.phase in (Phase.DRAW, Phase.MELD))
        untaken = rs.upcard and len(pile) == discards + 1  # the upcard and a discard a turn
        if untaken and pile[0].is_wild and not any(c.is_wild for c in pile[1:]):
            return Refusal(N_("frozen: a wild card was turned up at the deal ({rule})"),
                           rule=rs.rule("upcard"))
        return Refusal(N_("frozen: a wild card lies in the pile ({rule})"),
                       rule=rs.rule("frozen"))

    def pickup(self, state: GameState, pile: list[Card]) -> Pickup:
        """The top cards a pickup takes (the game's ``pickup_size``: CL-5.1 the whole
        pile, DH-2.1 the top five, BH-5.2 down to the topmost crosswise wild card);
        "whole" where the game always takes the whole pile."""
        rs = state.ruleset
        n = min(len(pile), rs.pickup_size(state.context()))
        return Pickup(tuple(pile[-n:]), "whole" if rs.pile_take == "whole" else "part",
                      rs.rule("pickup"))


STANDARD = PileRules()


def _rules(state: GameState) -> PileRules:
    return state.ruleset.turns.pile or STANDARD


def is_frozen(state: GameState, pile: list[Card] | None = None) -> bool:
    """True when the pile (``pile``: as it lies, by default) is frozen for the player
    to act, as its label says it: by the game's rule (CL-5.3, PH-5.3), or its own
    (DK-5.1: a zsoli or black three on top of the talon)."""
    return _rules(state).frozen(state, pile_of(state) if pile is None else pile)


def frozen_cause(state: GameState, pile: list[Card] | None = None) -> Refusal | None:
    """Why the pile is frozen when the top card does not show it (PH-5.3): a red
    three turned up at the deal (RR-1.3; red threes are never discarded, so one in
    the pile is the upcard, PH-1.3), a wild card turned up at the deal while the
    pile was never taken, or a wild card in the pile; None when it is not frozen
    by its cards, or its top card is the cause (always, for DK-5.1's talon)."""
    return _rules(state).frozen_cause(state, pile_of(state) if pile is None else pile)


def pickup(state: GameState) -> Pickup | None:
    """What taking the pile would take now for the player to act (whether or not
    the rules allow it this moment: ask :func:`~game.rules.engine.why_illegal`);
    None when the pile is empty."""
    pile = pile_of(state)
    if not pile:
        return None
    return _rules(state).pickup(state, pile)
