"""The read-only context a RuleSet hook receives: one seat's (and its side's)
position in a game, with no way to change it.

Hooks are the questions games answer differently (STYLE.md, "Variants are data"):
whether the pile is frozen for a side, which cards a pickup takes, what may be
discarded, the going-out condition, when the game ends. Each is a pure function
of a :class:`Context` stored in a RuleSet field; the defaults play Classic
Canasta and Pennies from Heaven, whose differences are data.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.cards import Card
from game.rules.messages import N_, NN_, Refusal, Word

if TYPE_CHECKING:  # the RuleSet's module imports this one: no run-time import back
    from game.rules.own import OwnState
    from game.rules.ruleset import RuleSet
    from game.rules.state import GameState, Phase, TableMeld


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a side's score sheet: label, points, the rule it comes from."""

    label: str
    points: int
    rule: str


class Context:
    """What a hook may read about ``seat`` (the player concerned, usually the one
    to play) and its ``side``: every value is a number, a bool or a tuple."""

    __slots__ = ("_state", "seat", "side")

    _state: GameState
    seat: int
    side: int

    def __init__(self, state: GameState, seat: int | None = None) -> None:
        seat = state.current if seat is None else seat
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "side", state.ruleset.side_of(seat))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a rules Context is read-only (cannot set {name})")

    @property
    def ruleset(self) -> RuleSet:
        return self._state.ruleset

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def deal_no(self) -> int:
        """The number of the deal being played, from 1."""
        return self._state.deal_no

    @property
    def pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom to top."""
        return tuple(self._state.pile)

    @property
    def hand(self) -> tuple[Card, ...]:
        return tuple(self._state.hands[self.seat])

    @property
    def melds(self) -> tuple[TableMeld, ...]:
        """The side's melds."""
        return tuple(self._state.melds[self.side])

    def side_melds(self, side: int) -> tuple[TableMeld, ...]:
        return tuple(self._state.melds[side])

    @property
    def sides(self) -> int:
        return len(self._state.melds)

    @property
    def melded(self) -> bool:
        """The side has made its initial meld this deal."""
        return self._state.melded[self.side]

    @property
    def initial_minimum(self) -> int:
        """The side's initial-meld minimum this deal (CL-6.1, PH-4.1, DH-4.1)."""
        return self._state.initial_minimum(self.side)

    @property
    def scores(self) -> tuple[int, ...]:
        """Cumulative scores by side (before the deal being played)."""
        return tuple(self._state.scores)

    @property
    def side_seats(self) -> tuple[int, ...]:
        """The seats of the side, this one first."""
        return (self.seat, *self.ruleset.partners(self.seat))

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        return tuple(self._state.hands[seat])

    def foot_of(self, seat: int) -> tuple[Card, ...]:
        """The seat's foot while it is not picked up (empty once it is)."""
        return () if self._state.foot_taken[seat] else tuple(self._state.feet[seat])

    @property
    def red_threes(self) -> tuple[Card, ...]:
        """The side's red threes laid out (every three laid out, MA-2.1)."""
        return tuple(self._state.red_threes[self.side])

    @property
    def twins(self) -> int:
        """Twins the side earned this deal (DK-6.1)."""
        return self._state.own.twins(self.side)

    @property
    def own(self) -> OwnState:
        """The game's own state (:mod:`game.rules.own`), for its own hooks to read."""
        return self._state.own

    @property
    def went_out(self) -> int | None:
        """The seat that went out to end the deal, if one did."""
        return self._state.went_out

    @property
    def talon_taken(self) -> int:
        """Cards the current player took from the pile by a pickup that is not the
        free one this turn, the top card included (DK-12.1: clearing the table)."""
        return self._state.taken

    def bonus_of(self, seat: int) -> tuple[Card, ...]:
        """The seat's bonus cards not yet joined to its hand (MA-7.2, MA-7.4)."""
        bonus = self._state.bonus
        return tuple(bonus[seat]) if bonus else ()

    @property
    def special_hand(self) -> tuple[str, int] | None:
        """The special hand (name, points) the deal was ended with (MA-9.7), if any."""
        return self._state.special

    @property
    def melded_before_turn(self) -> bool:
        """The current player's side had melded before this turn (CL-9.5)."""
        return self._state.melded_before_turn

    @property
    def red_threes_out(self) -> int:
        """Red threes laid out by all sides."""
        return sum(len(r) for r in self._state.red_threes)

    @property
    def foot_taken(self) -> bool:
        return self._state.foot_taken[self.seat]

    @property
    def completed(self) -> bool:
        """The seat has personally completed a canasta this deal (PH-6.1)."""
        return self._state.completed[self.seat]

    @property
    def initial_melder(self) -> int | None:
        """The seat that made the side's initial meld this deal (BH-6.1), if known."""
        return self._state.melders.get(self.side)

    def feet_taken(self) -> tuple[bool, ...]:
        """For each seat of the side (this one first), whether its foot is picked up."""
        seats = (self.seat, *self.ruleset.partners(self.seat))
        return tuple(self._state.foot_taken[s] for s in seats)

    def partners_completed(self) -> tuple[bool, ...]:
        """For each other seat of the side, whether it has completed a canasta."""
        return tuple(self._state.completed[s] for s in self.ruleset.partners(self.seat))

    def sevens_canasta(self, side: int | None = None) -> bool:
        """The side (default: this one) has a completed sevens canasta."""
        rs = self.ruleset
        melds = self._state.melds[self.side if side is None else side]
        return any(m.rank == 7 and rs.canasta_kind(m) == "sevens" for m in melds)


# ---------------------------------------------------------------------------
# The default hooks (CL and PH)


def standard_frozen_for(ctx: Context) -> str | None:
    """CL-5.3, PH-5.3: why the pile takes a natural pair from this side, or None:
    the pile holds a wild card or a red three, or the side has not melded."""
    rs = ctx.ruleset
    if rs.pile_freezes(ctx.pile):
        return Refusal(N_("the pile is frozen"))
    if not ctx.melded:
        return Refusal(N_("the pile is frozen for a side that has not made its initial meld"))
    return None


def standard_pickup_size(ctx: Context) -> int:
    """How many cards, from the top, a pile pickup takes: the whole pile (CL-5.1,
    PH-5.4), the top ``pile_take_count`` (DH-2.1: a shorter pile whole), or down
    to and including the topmost wild card (BH-5.2: the whole pile without one)."""
    rs = ctx.ruleset
    pile = ctx.pile
    if rs.pile_take == "top":
        return min(rs.pile_take_count, len(pile))
    if rs.pile_take == "to_crosswise":
        below = [i for i, c in enumerate(pile[:-1]) if c.is_wild]
        return len(pile) - below[-1] if below else len(pile)
    return len(pile)


def standard_discard_rule(ctx: Context, card: Card, last_card: bool) -> str | None:
    """PH-5.1: no seven until both teams (RR-5.4: every player) have a sevens
    canasta; PH-8.4: the last
    discard is no seven. None when ``card`` may be discarded (as far as the card
    goes; ``last_card``: it would empty the hand)."""
    rs = ctx.ruleset
    if card.rank == 7 and rs.sevens_discard_needs_both_sevens and not sevens_discardable(ctx):
        if not rs.partnerships:  # RR-5.4: every player
            return Refusal(N_("Sevens may not be discarded until every player has completed a "
                              "sevens canasta"), rs.rule("sevens_discard"))
        return Refusal(N_("Sevens may not be discarded until both teams have completed a sevens "
                          "canasta"), rs.rule("sevens_discard"))
    if card.rank == 7 and last_card and rs.last_discard_not_seven:
        return Refusal(N_("The last discard may not be a seven"), rs.rule("go_out_how"))
    return None


def sevens_discardable(ctx: Context) -> bool:
    """PH-5.1: sevens may be discarded once every side has a sevens canasta."""
    return all(ctx.sevens_canasta(side) for side in range(ctx.sides))


def missing_kinds(rs: RuleSet, melds: Iterable[TableMeld]) -> list[str]:
    """Canasta kinds a side still needs to go out (PH-8.1, DH-7.1), in a fixed order."""
    if not rs.going_out_kinds:
        return []
    have = {rs.canasta_kind(m) for m in melds}
    return [k for k in ("natural", "mixed", "wild", "sevens", "sequence")
            if k in rs.going_out_kinds and k not in have]


def standard_going_out_rule(ctx: Context, melds: Sequence[TableMeld]) -> str | None:
    """CL-7.1, PH-8.1: why a side holding ``melds`` may not go out, or None."""
    rs = ctx.ruleset
    if rs.going_out_kinds:
        missing = missing_kinds(rs, melds)
        if missing:
            return Refusal(N_("Your side still needs a {kinds} canasta to go out"),
                           rs.rule("go_out"), kinds=_and(missing))
        return None
    canastas = sum(1 for m in melds if m.is_canasta)
    if canastas < rs.canastas_to_go_out:
        if rs.canastas_to_go_out == 1:
            return Refusal(N_("Your side needs a canasta to go out"), rs.rule("go_out"))
        return Refusal.counted(NN_("Your side needs {n} canasta to go out",
                                   "Your side needs {n} canastas to go out"),
                               rs.canastas_to_go_out, rs.rule("go_out"))
    return None


def _and(kinds: list[str]) -> Word | Refusal:
    """Canasta kinds as a list in words ("natural, mixed and wild"), each translated."""
    words = [Word(k, "canasta kind") for k in kinds]
    if len(words) == 1:
        return words[0]
    listed: Word | Refusal = words[0]
    for word in words[1:-1]:
        listed = Refusal(N_("{list}, {item}"), list=listed, item=word)
    return Refusal(N_("{list} and {item}"), list=listed, item=words[-1])


def standard_initial_meld_ok(ctx: Context, value: int) -> bool:
    """CL-6.1, PH-4.1 (G-9): melds of ``value`` points from the hand this turn make
    the side's initial meld when they reach its minimum."""
    return value >= ctx.initial_minimum


def no_opening_refusal(ctx: Context, value: int) -> str | None:
    """CL-6.1, PH-4.1: the melds laid this turn, of ``value`` points, that do not
    open the side fall short of its minimum only: None, and the shared sentence
    gives the count and the minimum."""
    return None


def no_meld_rule(ctx: Context, before: Sequence[Card], after: TableMeld) -> str | None:
    """CL, PH, DH, BH, RR, DK: a meld's shape alone decides (no rule by when it is
    laid)."""
    return None


def no_completion_rule(ctx: Context) -> str | None:
    """CL, PH, DH: any player of the side may complete a canasta."""
    return None


def standard_winner(rs: RuleSet, cumulative: Sequence[int], deals: int) -> int | None:
    """CL-10.1, PH-11.1: after a deal, the side that has reached the target with
    the highest total wins (a tie at the top: another deal); else None."""
    best = max(cumulative)
    leaders = [side for side, s in enumerate(cumulative) if s == best]
    if best >= rs.target and len(leaders) == 1:
        return leaders[0]
    return None
