"""Díszített kanaszta (DK): its RuleSet, its hooks and its rule ids.

Two to four players each for themself, 112 cards (two packs and eight jokers),
14 cards each and 15 to the starter (DK-1, DK-2), groups of three to eight cards
of one value (DK-7), five kinds of canasta (DK-9), a deal score taxed by the
player's total before the deal (DK-12, DK-13), the game to more than 10000.

Here are the game's pure hooks (card values, the wild-card limit, the canasta
kinds, the deal score and the tax), its rule ids (:data:`DK_RULE_IDS`) and its
RuleSet, :data:`DISZITETT`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from mypy_extensions import mypyc_attr

from game.rules import checks as C
from game.rules import melds as M
from game.rules.actions import Action, MoveWilds, TakePile
from game.rules.cards import ACE, JOKER, Card
from game.rules.context import Context, ScoreLine
from game.rules.legal import wild_choices
from game.rules.melds import group_hand
from game.rules.messages import N_, NN_, Refusal
from game.rules.own import OwnState, one_each, read_flags, read_number
from game.rules.pile import Pickup, PileRules
from game.rules.ruleset import Option, RuleSet, TurnRules, WildLimit
from game.rules.state import GameState, MeldKind, Move, Phase, TableMeld

UNLIMITED = 10**9
"""DK-14.5 "no limit": more reshuffles than any deal makes."""

DK_RULE_IDS: Mapping[str, str] = {
    "deal": "DK-2.1", "upcard": "DK-4.4", "turn": "DK-4.1", "red_three": "DK-3.1",
    "black_three": "DK-7.4", "meld": "DK-7.1", "wild_limit": "DK-7.2",
    "one_per_rank": "DK-7.5", "canasta": "DK-9.1", "take": "DK-5.3",
    "open_take": "DK-5.3", "frozen": "DK-5.1", "top_blocked": "DK-5.1",
    "completed_only": "DK-5.3", "minimum": "DK-8.1", "minimum_hand": "DK-8.3",
    "go_out": "DK-11.1", "go_out_how": "DK-11.1", "ask": "DK-11.1", "empty_hand": "DK-11.3",
    "end": "DK-11.2", "all_sevens": "DK-11.1", "sevens_discard": "DK-4.1",
    "foot": "DK-2.2", "foot_pickup": "DK-2.2", "foot_to_go_out": "DK-11.1",
    "wild_meld": "DK-7.3", "sevens_meld": "DK-7.1", "stock_out": "DK-4.2",
    "game": "DK-13.1", "undo": "DK-10.5", "meld_size": "DK-7.1",
    "melded_points": "DK-12.2", "canasta_bonus": "DK-12.1", "red_three_score": "DK-12.1",
    "going_out_bonus": "DK-12.1", "concealed_bonus": "DK-12.1", "hand_penalty": "DK-12.2",
    "foot_penalty": "DK-12.2", "foot_red_threes": "DK-12.1", "sequence": "DK-7.1",
    "sequence_sevens": "DK-7.1", "sequences_per_suit": "DK-7.5", "sequence_take": "DK-5.3",
    "pile_wait": "DK-5.3", "partner_gate": "DK-1.4", "partner_second": "DK-1.4",
    "garbage": "DK-7.1", "foot_look": "DK-2.1", "black_three_top": "DK-5.1",
    "pickup": "DK-5.2", "rearrange": "DK-10.2", "reshuffle_limit": "DK-4.5",
}
"""Every mechanism's rule id in DK (test_rule_keys)."""


def dk_value(card: Card) -> int:
    """DK-1.2: 4 to 7: 5; 8 to K: 10; A and two: 20; joker: 50; black three: 100;
    a red three has no card value (it scores as a bonus, DK-12.1)."""
    r = card.rank
    if r == JOKER:
        return 50
    if r == 2:
        return 20
    if r == 3:
        return 0 if card.is_red_three else 100
    return _rank_value(r)


def _rank_value(rank: int) -> int:
    """DK-1.2 by natural rank: 4 to 7: 5; 8 to K: 10; ace: 20."""
    if rank == ACE:
        return 20
    return 10 if rank >= 8 else 5


def dk_meld_value(rank: int, card: Card) -> int:
    """DK-8.2: what ``card`` laid on a group of ``rank`` counts toward the opening
    meld: a zsoli counts as the card it stands for, 20 in a group of zsolis only
    (``rank`` JOKER); a natural its value (DK-1.2)."""
    if not card.is_wild:
        return dk_value(card)
    return 20 if rank == JOKER else _rank_value(rank)


def dk_mixed_ok(naturals: int, wilds: int, size_after: int) -> bool:
    """DK-7.2: zsolis fewer than the naturals (one in three or four cards, two in
    five or six, three in seven), none in a group of eight."""
    return naturals > wilds and (size_after < 8 or wilds == 0)


def canasta_kind(cards: Sequence[Card]) -> str | None:
    """DK-9.1: the kind of a legal group of seven or eight cards: ``"gold"`` (eight
    naturals), ``"red"`` (seven naturals), ``"black"`` (seven, one to three
    zsolis), ``"red_zsoli"`` (seven twos or seven jokers), ``"black_zsoli"`` (seven
    zsolis, both jokers and twos); None for a group under seven."""
    wild = [c for c in cards if c.is_wild]
    if len(cards) == 8:
        return "gold" if not wild else None
    if len(cards) != 7:
        return None
    if not wild:
        return "red"
    if len(wild) < 7:
        return "black"
    jokers = sum(1 for c in wild if c.is_joker)
    return "red_zsoli" if jokers in (0, 7) else "black_zsoli"


CANASTA_BONUS: Mapping[str, int] = {"black_zsoli": 200, "black": 300, "red": 400,
                                    "red_zsoli": 500, "gold": 600}
"""DK-12.1: the canasta bonuses by kind (a red zsoli canasta of seven jokers: 1000
with the table rule DK-14.1)."""

_KIND_FORMS: Mapping[str, tuple[str, str]] = {
    "red": NN_("{n} red canasta", "{n} red canastas"),
    "black": NN_("{n} black canasta", "{n} black canastas"),
    "gold": NN_("{n} gold canasta", "{n} gold canastas"),
    "red_zsoli": NN_("{n} red zsoli canasta", "{n} red zsoli canastas"),
    "black_zsoli": NN_("{n} black zsoli canasta", "{n} black zsoli canastas"),
}
"""DK-9.1: the score sheet's line for the canastas of each kind (catalog messages)."""
_TWINS = NN_("{n} twin", "{n} twins")
_TAX = N_("tax")


def half(s: int) -> int:
    """DK-13.5: half of a deal score, a score ending in 5 first rounded up."""
    return (s + 5) // 2 if s % 10 == 5 else s // 2


def quarter(s: int) -> int:
    """DK-13.5: half of the half."""
    return half(half(s))


def tenth(s: int) -> int:
    """DK-13.5: the last digit dropped, then rounded to a multiple of ten (last
    digit 0-4 down, 5-9 up)."""
    t = s // 10
    return (t + 5) // 10 * 10


def tax(score: int, before: int, losses: bool = False) -> int:
    """DK-13.1: the deal ``score`` taxed by the player's total ``before`` the deal:
    below 5000 unchanged, 5000-6999 halved, 7000-8999 quartered, 9000 or more
    divided by ten; DK-13.3: a negative score is not taxed (DK-14.2 ``losses``:
    taxed by its absolute value)."""
    if score < 0:
        return -tax(-score, before) if losses else score
    if before >= 9000:
        return tenth(score)
    if before >= 7000:
        return quarter(score)
    if before >= 5000:
        return half(score)
    return score


def deal_lines(rs: RuleSet, groups: Iterable[Sequence[Card]], red_threes: int, twins: int,
               hand: Iterable[Card], went_out: bool, from_hand: bool = False,
               joker_canasta: bool = False, cleared: bool = False) -> list[ScoreLine]:
    """DK-12: one player's deal score before tax: canasta bonuses, red threes (100
    each, 800 for all four), twins (100 each), going out (100, + 100 from hand,
    + 100 for clearing the table), the value of the collection's cards, minus the
    cards left in hand."""
    groups = [tuple(g) for g in groups]
    lines: list[ScoreLine] = []
    laid = sum(dk_value(c) for g in groups for c in g)
    if laid:
        lines.append(ScoreLine(Refusal(N_("melded cards")), laid, rs.rule("melded_points")))
    kinds = [canasta_kind(g) for g in groups]
    for kind, bonus in CANASTA_BONUS.items():
        found = [g for g, k in zip(groups, kinds, strict=True) if k == kind]
        if not found:
            continue
        points = sum(1000 if joker_canasta and all(c.is_joker for c in g) else bonus
                     for g in found)
        lines.append(ScoreLine(Refusal.counted(_KIND_FORMS[kind], len(found)), points,
                               rs.rule("canasta_bonus")))
    if red_threes:
        points = (rs.red_three_all or 0) if red_threes == 2 * rs.packs else 100 * red_threes
        lines.append(ScoreLine(Refusal.counted(NN_("{n} red three", "{n} red threes"),
                                               red_threes), points,
                               rs.rule("red_three_score")))
    if twins:
        lines.append(ScoreLine(Refusal.counted(_TWINS, twins), 100 * twins,
                               rs.rule("canasta_bonus")))
    if went_out:
        lines.append(ScoreLine(Refusal(N_("going out")), rs.going_out_bonus,
                               rs.rule("going_out_bonus")))
        if from_hand:
            lines.append(ScoreLine(Refusal(N_("going out from hand")), rs.concealed_bonus,
                                   rs.rule("concealed_bonus")))
        if from_hand and cleared:
            lines.append(ScoreLine(Refusal(N_("clearing the table")), 100,
                                   rs.rule("concealed_bonus")))
    in_hand = sum(dk_value(c) for c in hand)
    if in_hand:
        lines.append(ScoreLine(Refusal(N_("cards left in hands")), -in_hand,
                               rs.rule("hand_penalty")))
    return lines


def dk_score_side(ctx: Context) -> list[ScoreLine]:
    """DK-12, DK-13: the deal score of the player of ``ctx`` and its tax, by the
    player's total before the deal; clearing the table needs a penalized pickup of
    at least ten cards in the turn of going out from hand (DK-12.1)."""
    rs = ctx.ruleset
    went_out = ctx.went_out is not None and rs.side_of(ctx.went_out) == ctx.side
    lines = deal_lines(rs, (m.cards for m in ctx.melds), len(ctx.red_threes), ctx.twins,
                       [c for s in ctx.side_seats for c in ctx.hand_of(s)], went_out,
                       from_hand=went_out and not ctx.melded_before_turn,
                       joker_canasta=rs.joker_canasta,
                       cleared=went_out and ctx.talon_taken >= 10)
    score = sum(line.points for line in lines)
    taxed = tax(score, ctx.scores[ctx.side], rs.tax_losses)
    if taxed != score:
        lines.append(ScoreLine(Refusal(_TAX), taxed - score, rs.rule("game")))
    return lines


def dk_winner(rs: RuleSet, cumulative: Sequence[int], deals: int) -> int | None:
    """DK-13.4: the player over the target (10000 itself is not enough) with the
    highest total; a tie for the highest: another deal."""
    best = max(cumulative)
    leaders = [side for side, s in enumerate(cumulative) if s == best]
    if best > rs.target and len(leaders) == 1:
        return leaders[0]
    return None


def taxes_deals(rs: RuleSet) -> bool:
    """True for a game whose deal scores are taxed (DK-13.1): its score sheet shows
    the score before tax and the deal's winner by it (DK-13.4)."""
    return rs.score_side is dk_score_side


def before_tax(lines: Iterable[ScoreLine]) -> int:
    """DK-13.4: a player's deal score before tax, in points: the sum of ``lines``
    without the tax line (DK-13.1)."""
    return sum(line.points for line in lines if str(line.label) != _TAX)


def deal_winner(lines: Sequence[Sequence[ScoreLine]]) -> int | None:
    """DK-13.4: the player (side) with the higher deal score before tax, from every
    side's score ``lines``; None on a tie for the highest. It is shown only: it
    changes nothing."""
    scores = [before_tax(side) for side in lines]
    if not scores or scores.count(max(scores)) > 1:
        return None
    return scores.index(max(scores))


class Talon(PileRules):
    """The talon's own rules (DK-4.1): only its top card counts (DK-5.1), the top
    card alone may be offered free (DK-5.2), else it is taken with a new group
    (DK-5.3)."""

    def frozen(self, state: GameState, pile: list[Card]) -> bool:
        """DK-5.1: a zsoli or black three on top closes the talon, unless that zsoli
        is the free pickup offered to the player to act (table rule DK-14.3)."""
        if not pile or not (pile[-1].is_wild or pile[-1].is_black_three):
            return False
        return not (state.own.free_offered(state.current) and pile[-1].is_wild)

    def frozen_cause(self, state: GameState, pile: list[Card]) -> Refusal | None:
        """DK-5.1: the cause is always the top card, in sight."""
        return None

    def pickup(self, state: GameState, pile: list[Card]) -> Pickup:
        """DK-5.2: the top card alone when it is offered free; else DK-5.3: a new
        group with the top card, then the rest of the talon."""
        rs = state.ruleset
        if state.own.free_offered(state.current):
            return Pickup((pile[-1],), "free", rs.rule("pickup"))
        return Pickup(tuple(pile), "penalized", rs.rule("take"))


@mypyc_attr(native_class=False)  # as OwnState (game/build_engine.py)
@dataclass(slots=True)
class DiszitettState(OwnState):
    """Díszített kanaszta's own state of a deal (``GameState.own``): the cut, the
    talon's reshuffles, the free pickup and the twins."""

    free_offer: list[bool]
    """By seat: the top card is offered to the seat as its free pickup (DK-5.2)."""
    free_spent: list[bool]
    """By seat: the free pickup was offered this deal, taken or not (DK-5.2)."""
    twin_counts: list[int]
    """By side: twins earned this deal (DK-6.1)."""
    reshuffles: int = 0
    """How many times this deal the talon became the stock (DK-4.2, DK-4.5)."""
    cut: int = 0
    """In Phase.CUT, where the pack is cut: ``stock[cut:]`` is the lifted part, its
    bottom cards shown to all (DK-2.1), ``stock[:cut]`` the lower part; 0 once
    the hands are dealt."""
    KEYS: ClassVar[tuple[str, ...]] = ("free offer", "free spent", "twins", "reshuffles", "cut")

    @classmethod
    def new(cls, rs: RuleSet) -> DiszitettState:
        """A new deal's state: nothing offered, spent or earned, no cut."""
        return cls([False] * rs.players, [False] * rs.players, [0] * rs.sides)

    def copy(self) -> DiszitettState:
        return DiszitettState(self.free_offer[:], self.free_spent[:], self.twin_counts[:],
                              self.reshuffles, self.cut)

    def seen_by(self, seat: int, current: int) -> DiszitettState:
        """The free pickup offered to the seat, on its turn only (DK-5.2)."""
        seen = self.copy()
        seen.free_offer = [offered and s == seat == current
                           for s, offered in enumerate(self.free_offer)]
        return seen

    def lines(self, codes: Callable[[Iterable[Card]], str]) -> list[str]:
        out = [f"{name}: {' '.join('yes' if f else 'no' for f in flags)}"
               for name, flags in (("free offer", self.free_offer),
                                   ("free spent", self.free_spent)) if any(flags)]
        if any(self.twin_counts):
            out.append(f"twins: {' '.join(map(str, self.twin_counts))}")
        if self.reshuffles:
            out.append(f"reshuffles: {self.reshuffles}")
        if self.cut:
            out.append(f"cut: {self.cut}")
        return out

    def read(self, key: str, value: str, card: Callable[[str], Card]) -> None:
        words = value.split()
        if key in ("free offer", "free spent"):
            setattr(self, key.replace(" ", "_"),
                    one_each(read_flags(words), len(self.free_offer), "seat"))
        elif key == "twins":
            self.twin_counts = one_each([read_number(w) for w in words], len(self.twin_counts),
                                        "side")
        elif key == "reshuffles":
            self.reshuffles = read_number(value)
        elif key == "cut":
            self.cut = read_number(value)
        else:
            super().read(key, value, card)

    def fingerprint(self, state: GameState) -> str:
        rs = state.ruleset
        if not (rs.free_pickup or rs.twins or rs.cut_shown):
            return ""
        last = state.last_discard and state.last_discard.code
        return (f"dk {self.twin_counts} {self.free_offer} {self.free_spent} {self.reshuffles} "
                f"{state.discard_only} {self.cut} {last} {state.taken}")

    def twins(self, side: int) -> int:
        return self.twin_counts[side]

    def free_offered(self, seat: int) -> bool:
        return self.free_offer[seat]

    def refills(self) -> int:
        return self.reshuffles

    def cut_at(self) -> int:
        return self.cut


def dk_frozen_for(ctx: Context) -> str | None:
    """DK-5.3: the talon takes a natural pair only when it holds a zsoli or a red
    three; a side that has not opened is not held to a pair (a four and a zsoli
    take a four)."""
    if ctx.ruleset.pile_freezes(ctx.pile):
        return Refusal(N_("the pile is frozen"))
    return None


def own(state: GameState) -> DiszitettState:
    """The deal's :class:`DiszitettState` (``state.own``)."""
    assert isinstance(state.own, DiszitettState)
    return state.own


def move_wilds_problem(state: GameState, action: MoveWilds, partial: bool = False
                       ) -> str | None:
    """Why the zsolis of ``action`` may not move (DK-10), or None: only zsolis move
    (DK-10.7), never out of a zsoli canasta (DK-10.6); the group they leave stays
    legal, a canasta keeps at least seven cards (DK-10.3, DK-10.6), a group of
    zsolis only may be broken up whole (DK-10.2); each group they join (several
    with ``action.more``, DK-10.2), or the new group they make with cards from the
    hand, must be legal (DK-7); the hand keeps a card to discard, two without a
    canasta (DK-11.3). ``partial``: a group of zsolis only may keep one or two
    cards, the part of a break-up chosen so far (the table's staged move)."""
    rs = state.ruleset
    rid = rs.rule("rearrange")
    seat = state.current
    side = state.side_of(seat)
    if state.discard_only:
        return Refusal(N_("The first turn of the deal is the discard alone"), rs.rule("upcard"))
    if state.pending is not None or not state.melded[side]:
        return Refusal(N_("Make your opening before rearranging your groups"),
                       rs.rule("minimum"))
    source = C.side_meld(state, side, action.source)
    if source is None:
        return Refusal(N_("There is no meld {meld} on your side"), "G-7", meld=action.source)
    moving = action.moving
    if not action.wilds or len(set(moving)) != len(moving):
        return Refusal(N_("Choose the zsolis to move"), rid)
    if any(not c.is_wild or c not in source.cards for c in moving):
        return Refusal(N_("Only zsolis of that group can move; natural cards never move "
                          "from group to group"), rs.rule("rearrange"))
    if source.kind is MeldKind.WILD and source.is_canasta:
        return Refusal(N_("No card may be taken from a canasta of zsolis"), rid)
    reason = C.cards_in_hand_problem(state, seat, (*action.naturals, *action.cards))
    if reason:
        return reason
    if any(not c.is_natural or c.rank != source.rank for c in action.naturals):
        return Refusal(N_("Only natural cards of the group's rank can join it"), rid)
    leaving = set(moving)
    kept = tuple(c for c in source.cards if c not in leaving) + action.naturals
    if not (partial and source.kind is MeldKind.WILD and 0 < len(kept) < 3):
        reason = left_meld_problem(rs, source, len(kept))
        if reason:
            return reason
    if kept and (source.kind is not MeldKind.WILD or len(kept) >= 3):
        shape = M.shape_problem(rs, source.rank, kept)
        if shape:
            return shape
    joining = (*action.wilds, *action.cards)
    grown: list[TableMeld] = []
    if action.target is None:
        classified = M.classify(rs, joining)
        if isinstance(classified, str):
            return Refusal(rs.says(C.CLASSIFIED[classified]), rs.rule("meld"))
        if len(joining) < 3:
            return Refusal(rs.says(N_("A new meld needs at least three cards")), rs.rule("meld"))
        grown.append(M.new_meld(rs, -1, side, *classified, joining))
    for target_id, cards in _joins(action):
        target = C.side_meld(state, side, target_id)
        if target is None or target_id == action.source:
            return Refusal(N_("There is no meld {meld} on your side"), "G-7", meld=target_id)
        grown.append(M.grown(rs, target, cards))
    for new in grown:
        shape = M.shape_problem(rs, new.rank, new.cards)
        if shape:
            return shape
    left = len(state.hands[seat]) - len(action.naturals) - len(action.cards)
    changed = {action.source, *(t for t, _cards in _joins(action))}
    melds_after = [m for m in state.melds[side] if m.id not in changed]
    melds_after += grown
    if kept:
        melds_after.append(M.new_meld(rs, source.id, side, source.kind, source.key, kept))
    if left < 1:
        return Refusal(N_("You must keep a card to discard to go out"), rs.rule("go_out_how"))
    if left == 1:
        out = C.go_out_problem(state, seat, melds_after, True)
        if out:
            return C.not_out(rs, out, N_("You would be left with one card and may not go out "
                                        "({rule_id}): {problem}"),
                            N_("You would be left with one card and may not go out: {problem}"))
    return None


def _joins(action: MoveWilds) -> list[tuple[int, tuple[Card, ...]]]:
    """DK-10.2: the groups of one's own the zsolis of ``action`` join, each with
    its cards, in the order first named (``target``, then ``more``)."""
    joins: dict[int, list[Card]] = {}
    if action.target is not None:
        joins[action.target] = [*action.wilds, *action.cards]
    for card, target in action.more:
        joins.setdefault(target, []).append(card)
    return [(target, tuple(cards)) for target, cards in joins.items()]


def left_meld_problem(rs: RuleSet, source: TableMeld, kept: int) -> str | None:
    """Why the meld wild cards leave may not keep ``kept`` cards (DK-10.2: three at
    least, a canasta ``canasta_size``, DK-10.3; a group of zsolis only may go whole,
    keeping none), or None."""
    rid = rs.rule("rearrange")
    if not kept and source.kind is MeldKind.WILD:
        return None
    if kept < 3:
        return Refusal(N_("The group the zsolis leave must keep at least three cards"), rid)
    if source.is_canasta and kept < rs.canasta_size:
        return Refusal(N_("A canasta keeps {n} cards: add a natural card for each zsoli "
                          "taken out"), rid, n=rs.canasta_size)
    return None




def wild_moves(state: GameState, by_rank: dict[int, list[Card]]) -> list[MoveWilds]:
    """Candidates for rearranging the collection (DK-10): from each group holding
    zsolis, one to all of them (twos first and jokers first) to every other group,
    or with a pair or more of one rank from the hand as a new group (DK-10.2); with
    as many naturals of the group's rank from the hand as zsolis taken, or one
    more (DK-10.3)."""
    melds = state.melds[state.side_of(state.current)]
    out: list[MoveWilds] = []
    for source in melds:
        wild = [c for c in source.cards if c.is_wild]
        if not wild or (source.kind is MeldKind.WILD and source.is_canasta):
            continue
        twos = [c for c in wild if not c.is_joker]
        jokers = [c for c in wild if c.is_joker]
        own = [] if source.kind is MeldKind.WILD else by_rank.get(source.rank, [])
        for wilds in wild_choices(twos, jokers, len(wild))[1:]:
            for n in range(min(len(own), len(wilds) + 1) + 1):
                kept = len(source.cards) - len(wilds) + n
                if left_meld_problem(state.ruleset, source, kept):
                    continue  # DK-10.2, DK-10.3: too few cards left behind
                naturals = tuple(own[:n])
                out += [MoveWilds(wilds, source.id, m.id, naturals) for m in melds
                        if m.id != source.id]
                out += [MoveWilds(wilds, source.id, None, naturals, tuple(same[:k]))
                        for rank, same in by_rank.items() if rank not in (3, source.rank)
                        for k in range(2, len(same) + 1)]
        if source.kind is MeldKind.WILD:
            out += split_moves(state.ruleset, source, melds)
    return out


SPLITS_PER_GROUP = 48
"""How many ways of breaking up one group of zsolis among other groups the listing
offers at most (DK-10.2)."""


def split_moves(rs: RuleSet, source: TableMeld, melds: Sequence[TableMeld]
                ) -> list[MoveWilds]:
    """DK-10.2: a group of zsolis only (not a zsoli canasta) broken up in one move
    among two or more of the side's other groups ``melds``, each taking no more
    zsolis than keeps it legal (DK-7.2, DK-7.3); twos are given first, in the
    order of the groups; at most :data:`SPLITS_PER_GROUP` ways. Moving one zsoli
    at a time would leave the group one or two cards, which DK-10.2 forbids."""
    if source.is_canasta:
        return []
    wild = sorted(source.cards, key=lambda c: c.is_joker)
    others = [m for m in melds if m.id != source.id]
    room = [_room(rs, m, wild) for m in others]
    out: list[MoveWilds] = []
    for counts in _shares(len(wild), room, SPLITS_PER_GROUP):
        pairs: list[tuple[Card, int]] = []
        at = 0
        for meld, n in zip(others, counts, strict=True):
            pairs += [(card, meld.id) for card in wild[at:at + n]]
            at += n
        first = pairs[0][1]
        wilds = tuple(card for card, target in pairs if target == first)
        more = tuple((card, target) for card, target in pairs if target != first)
        out.append(MoveWilds(wilds, source.id, first, (), (), more))
    return out


def _room(rs: RuleSet, meld: TableMeld, wild: Sequence[Card]) -> int:
    """How many of the zsolis ``wild`` the group ``meld`` may take and stay legal
    (DK-7.2, DK-7.3), counting from the first."""
    n = 0
    while n < len(wild) and M.shape_problem(rs, meld.rank,
                                            (*meld.cards, *wild[:n + 1])) is None:
        n += 1
    return n


def _shares(total: int, room: Sequence[int], most: int) -> list[tuple[int, ...]]:
    """The ways of sharing ``total`` zsolis among groups with ``room`` (how many
    each may take), two groups or more taking some, the first groups given the
    most first; at most ``most`` ways."""
    out: list[tuple[int, ...]] = []
    _share(room, 0, total, (), most, out)
    return out


def _share(room: Sequence[int], i: int, left: int, counts: tuple[int, ...], most: int,
           out: list[tuple[int, ...]]) -> None:
    """:func:`_shares` from group ``i`` on, ``left`` zsolis still to give."""
    if len(out) >= most:
        return
    if i == len(room):
        if left == 0 and sum(1 for n in counts if n) >= 2:
            out.append(counts)
        return
    if sum(room[i:]) < left:
        return
    for n in range(min(room[i], left), -1, -1):
        _share(room, i + 1, left - n, (*counts, n), most, out)


class DiszitettTurns(TurnRules):
    """Díszített kanaszta's own turn rules: the cut (DK-2.1), the starter's first
    turn a discard alone (DK-4.4), twins (DK-6.1), the free pickup (DK-5.2) and the
    talon (:class:`Talon`, DK-4.2)."""

    pile: PileRules | None = Talon()

    def rearrangements(self, state: GameState) -> list[Action]:
        """DK-10: the legal moves of zsolis between the side's groups, once the side
        has made its opening and past the first turn's discard alone (DK-4.4)."""
        if not state.melded[state.side_of(state.current)] or state.discard_only:
            return []
        by_rank = group_hand(state.hands[state.current]).by_rank
        return [a for a in wild_moves(state, by_rank) if move_wilds_problem(state, a) is None]

    def move_wilds_problem(self, state: GameState, action: MoveWilds) -> str | None:
        return move_wilds_problem(state, action)

    def own_state(self, rs: RuleSet) -> DiszitettState:
        return DiszitettState.new(rs)

    def deal_waits(self, state: GameState, rng: random.Random) -> bool:
        """DK-2.1, DK-2.5: the starter cuts and decides on the shown cards first."""
        rs = state.ruleset
        if not rs.cut_shown:
            return False
        lower = rs.hand_size * rs.players + rs.starter_extra
        own(state).cut = rng.randint(lower, len(state.stock) - rs.cut_shown)
        state.phase = Phase.CUT
        return True

    def play_started(self, state: GameState) -> None:
        """DK-2.3: the cut is over; DK-4.4: the starter's first turn is a discard
        alone."""
        own(state).cut = 0
        if state.ruleset.first_turn_discard and state.phase is Phase.DRAW:
            state.phase = Phase.MELD
            state.discard_only = True

    def drawing(self, state: GameState, seat: int) -> bool:
        """DK-5.2: the seat draws or takes on the turn its free pickup is offered:
        the offer is spent whatever it does. Returns whether it was offered."""
        talon = own(state)
        if not talon.free_offer[seat]:
            return False
        talon.free_offer[seat] = False
        talon.free_spent[seat] = True
        return True

    def pickup_problem(self, state: GameState, action: TakePile) -> str | bool | None:
        """DK-5.3: taking the talon, the top card starts a new group with two cards
        of the hand at least, never onto a group on the table."""
        if action.meld is not None:
            return Refusal(N_("A new group needs at least three cards: the top card and two "
                              "from your hand"), state.ruleset.rule("take"))
        return None

    def own_pickups(self, state: GameState) -> bool:
        """DK-5.3: always (the talon's own pickup rules)."""
        return True

    def first_dealer(self, rs: RuleSet, seed: int | str, dealer: int) -> int:
        """DK-2.4: the first deal's starter is drawn by lot (the seat before it is
        the dealer of the engine's deal order)."""
        return random.Random(f"{rs.id}:{seed}:starter").randrange(rs.players)

    def stock_out(self, state: GameState) -> Refusal:
        """DK-4.5: the talon may not become the stock again (table rule DK-14.5)."""
        if state.pile and state.ruleset.talon_reshuffles:
            return Refusal(N_("the stock ran out and the discard pile may not become the "
                              "stock again ({rule_id})"),
                           rule_id=state.ruleset.rule("reshuffle_limit"))
        return super().stock_out(state)

    def refill_stock(self, state: GameState, moves: list[Move]) -> bool:
        """DK-4.2, DK-4.5: the whole talon is shuffled and becomes the stock, at most
        ``talon_reshuffles`` times a deal."""
        rs = state.ruleset
        talon = own(state)
        if not state.pile or talon.reshuffles >= rs.talon_reshuffles:
            return False
        talon.reshuffles += 1
        cards = state.pile
        state.pile = []
        random.Random(f"{rs.id}:{state.seed}:{state.deal_no}:talon:{talon.reshuffles}"
                      ).shuffle(cards)
        moves.extend(Move(c, "pile", "stock", face_up=False) for c in cards)
        state.stock = cards
        return True

    def discarding(self, state: GameState, seat: int, card: Card) -> None:
        """DK-6.1 to DK-6.3: a card identical to the one just discarded, still on
        top, earns its side a twin (never a joker)."""
        if self.earns_twin(state, card):
            own(state).twin_counts[state.side_of(seat)] += 1

    def earns_twin(self, state: GameState, card: Card) -> bool:
        """DK-6.1 to DK-6.3: ``card`` is identical to the card just discarded, still
        on top of the talon, and no joker."""
        top = state.top
        return (state.ruleset.twins and top is not None and top is state.last_discard
                and not card.is_joker and (top.rank, top.suit) == (card.rank, card.suit))

    def discarded(self, state: GameState, seat: int, card: Card) -> None:
        """DK-5.2: a natural discard is offered
        to the next player as the free pickup, once a deal (black threes and zsolis
        are passed over; DK-14.3: a zsoli too)."""
        rs = state.ruleset
        talon = own(state)
        nxt = (seat + 1) % rs.players
        offered = card.is_natural or (rs.free_wild_pickup and card.is_wild)
        if rs.free_pickup and offered and not talon.free_spent[nxt]:
            talon.free_offer[nxt] = True


DK_WILD_LIMIT = WildLimit(
    dk_mixed_ok, N_("A group must hold more natural cards than zsolis "
                    "(this one would have {naturals} and {wilds})"))

DK_WORDS: Mapping[str, str | tuple[str, str]] = {
    "Only {rank} and wild cards can be melded with the top card":
        N_("Only {rank} and zsolis can be put in a group with the top card"),
    "A new meld needs at least three cards: the top card and two from your hand":
        N_("A new group needs at least three cards: the top card and two from your hand"),
    "A new meld needs at least three cards": N_("A new group needs at least three cards"),
    "A meld holds cards of one rank only (with wild cards)":
        N_("A group holds cards of one rank only (with zsolis)"),
    "No meld may hold more than {n} cards": N_("No group may hold more than {n} cards"),
    "A wild-card meld takes wild cards only": N_("A group of zsolis takes zsolis only"),
    "This meld takes only {rank} and wild cards": N_("This group takes only {rank} and zsolis"),
    "To take the pile with a new meld you need a natural pair, or one natural and a wild card, "
    "of {rank} from your hand": N_("To take the talon with a new group you need a natural pair, "
                                   "or one natural and a zsoli, of {rank} from your hand"),
    "Pile {n}": N_("Talon {n}"),
    "Pile {n} \u2022 frozen": N_("Talon {n} \u2022 frozen"),
    "Draw from the stock or take the pile":
        N_("Draw from the stock or take the talon (the discard pile)"),
    "wild cards": N_("zsolis"),
    "{n} card, {wild} wild": NN_("{n} card, {wild} zsoli", "{n} cards, {wild} zsoli"),
}
"""The shared messages in the game's own words: a group, a zsoli, the talon (DK-4.1,
DK-7.1, DK-7.2)."""


def canasta_name(meld: TableMeld) -> str | None:
    """DK-9.1: a canasta's kind as the game names it (:func:`canasta_kind`)."""
    return canasta_kind(meld.cards)

DISZITETT = RuleSet(
    id="diszitett",
    name="Díszített kanaszta",
    prefix="DK",
    blurb=N_("2 to 4 players, each for themself \u00b7 112 cards \u00b7 15 cards to the "
             "starter, 14 to the others"),
    players=2,                            # DK-1.4 (the "players" table rule)
    partnerships=False,
    packs=2,                              # DK-1.1
    jokers=8,
    hand_size=14,                         # DK-2.2
    starter_extra=1,                      # DK-2.2: 15 to the starter
    cut_shown=3,                          # DK-2.1: three cards shown at the cut
    top_card_counts=True,                 # DK-8.3: all cards laid in the turn
    out_opens=True,                       # DK-8.2
    meld_value=dk_meld_value,             # DK-8.2
    first_turn_discard=True,              # DK-4.4
    talon_reshuffles=3,                   # DK-4.2, DK-4.5 (table rule DK-14.5)
    upcard=False,                         # DK-4.1: the starter's discard starts the talon
    canasta_size=7,                       # DK-9.1
    max_meld=8,                           # DK-7.1
    one_meld_per_rank="any",              # DK-7.5
    mixed_ok=DK_WILD_LIMIT,               # DK-7.2
    wild_melds=True,                      # DK-7.3
    max_wild_meld=7,                      # DK-7.3
    black_three_melds=False,              # DK-7.4
    pile_freezing=False,                  # DK-5.1: only the top card counts
    frozen_for=dk_frozen_for,             # DK-5.3: e.g. a four and a zsoli take a four
    free_pickup=True,                     # DK-5.2
    twins=True,                           # DK-6
    own_words=DK_WORDS,                   # DK-4.1, DK-7.1, DK-7.2
    glossary=N_("zsoli: wild card \u2022 talon: discard pile"),
    canasta_names=canasta_name,           # DK-9.1
    canasta_bonus=dict(CANASTA_BONUS),
    going_out_bonus=100,                  # DK-12.1
    concealed_bonus=100,                  # DK-12.1: going out from hand
    go_out_without_discard=False,         # DK-11.1
    red_threes="always",                  # DK-12.1: never against the player
    red_three_all=800,
    initial_minimums=(),                  # DK-8.1: one agreed minimum
    initial_base=50,
    target=10000,                         # DK-13.4
    winner=dk_winner,
    score_side=dk_score_side,
    card_value=dk_value,
    options=(
        Option("players", "players", (2, 3, 4), 2, "DK-1.4",
               N_("two to four players, each for themself"), title=N_("Players")),
        Option("opening_minimum", "initial_base", (50, 75, 90, 120), 50, "DK-14.4",
               N_("the count the first cards laid in a deal must reach"),
               title=N_("Opening minimum")),
        Option("reshuffles", "talon_reshuffles", (3, 1, 2, "unlimited"), 3, "DK-14.5",
               N_("how many times a deal the talon may become the stock"),
               title=N_("Reshuffles"),
               to_field=lambda c: UNLIMITED if c == "unlimited" else c),
        Option("joker_canasta", "joker_canasta", (False, True), False, "DK-14.1",
               N_("a red zsoli canasta of seven jokers scores 1000 instead of 500"),
               title=N_("Joker canasta")),
        Option("free_zsoli", "free_wild_pickup", (False, True), False, "DK-14.3",
               N_("the free pickup may take a zsoli: the first discard that is not a black "
                  "three is offered even when it is a zsoli"),
               title=N_("Free zsoli")),
        Option("tax_on_losses", "tax_losses", (False, True), False, "DK-14.2",
               N_("a negative deal score is taxed too, by its absolute value"),
               title=N_("Tax on losses")),
    ),
    rule_ids=DK_RULE_IDS,
    turns=DiszitettTurns(),
)
"""Díszített kanaszta (DK): two to four players each for themself, the cut, free
and penalized pickups, twins, five canasta kinds and a taxed score to over 10000."""
