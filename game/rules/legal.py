"""``legal_actions(state)``: the actions the player to act may take now.

Cards that differ only in what does not change the play give one action: for
each rank the naturals are taken in a fixed order (by suit, then pack), so a meld
of two queens with a two is listed once (``QD QH 2C``), not once per choice of
suits; where several wild cards join a meld, the list holds, per number of wild
cards, the twos-first and the jokers-first choice. Any other legal choice of cards
is still accepted by ``why_illegal`` and ``apply``. For a side that has not melded,
a pickup is also listed in its composite form, with the planner's melds reaching the
minimum.

Every listed action is legal, and the list is exactly the candidates the oracle
(:func:`~game.rules.oracle.why_illegal`) accepts (tests/rules/test_listing.py
compares the two over random and Normal deals of every game). Candidates are built
legal by construction where the rules are simple to build in: meld shapes and wild-card
limits (CL-4.2, PH-3.4, PH-3.6, MA-3 through the game's
:class:`~game.rules.ruleset.MeldLimits`), one meld per rank (CL-4.3, PH-3.2), a frozen
pile (CL-5.3), the hand left with cards to play on (CL-7.4, PH-9.2); the oracle is
asked only about the rest (the last cards of a hand, black threes, sequences, the
garbage pile, a completion the partner gate may forbid, BH-6.1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules import checks, transitions
from game.rules.actions import (
    GARBAGE,
    Action,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    KeepCut,
    LayOut,
    LookAtFoot,
    Meld,
    NextDeal,
    TakePile,
    UndoTurn,
)
from game.rules.cards import JOKER, Card, card_order
from game.rules.context import no_meld_rule, standard_discard_rule
from game.rules.melds import blocking_meld, group_hand, is_closed, suit_runs
from game.rules.oracle import why_illegal
from game.rules.planner import going_out_plan, initial_meld_plan
from game.rules.ruleset import MeldLimits
from game.rules.state import GameState, MeldKind, Phase, TableMeld


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action of ``state.to_act`` (see the module notes on identical
    cards and wild-card mixes), in a stable order."""
    phase = state.phase
    if phase is Phase.DRAW:
        turns = state.ruleset.turns  # MA-2.2, MA-2.4: a held three first
        return turns.narrowed(state, [Draw(), *_takes(state), *turns.lay_outs(state)])
    if phase is Phase.MELD:
        return state.ruleset.turns.narrowed(state, _meld_phase(state))
    if phase is Phase.ANSWER:
        return [Answer(True), Answer(False)]
    if phase is Phase.DEAL_OVER:
        return [NextDeal()]
    if phase is Phase.FOOT_LOOK:
        return [LookAtFoot()]
    if phase is Phase.CUT:  # DK-2.1: keep each shown card or not
        shown = state.cut_cards()
        return [KeepCut(tuple(c for i, c in enumerate(shown) if mask >> i & 1))
                for mask in range(1 << len(shown))]
    return []


def three_choice(legal: Sequence[Action]) -> list[LayOut]:
    """MA-2.2: the lay-outs of a red and a black three when choosing which to keep
    is all the player may do (``legal``: the legal actions), else []."""
    lay_outs = [a for a in legal if isinstance(a, LayOut)]
    return lay_outs if len(lay_outs) == len(legal) > 1 else []


def _distinct(cards: list[Card]) -> list[Card]:
    seen: set[str] = set()
    out = []
    for c in sorted(cards, key=card_order):
        if c.kind not in seen:
            seen.add(c.kind)
            out.append(c)
    return out


def wild_choices(twos: list[Card], jokers: list[Card], most: int) -> list[tuple[Card, ...]]:
    """Wild cards to add, up to ``most``: per count, twos first and jokers first."""
    out: list[tuple[Card, ...]] = [()]
    low, high = twos + jokers, jokers + twos
    for n in range(1, min(most, len(low)) + 1):
        out.append(tuple(low[:n]))
        if high[:n] != low[:n]:
            out.append(tuple(high[:n]))
    return out


_DISCARDS: dict[Card, Discard] = {}
"""The discard of each card, made once (actions are immutable values)."""


def _discard(card: Card) -> Discard:
    return _DISCARDS.setdefault(card, Discard(card))


def _discard_test(state: GameState) -> Callable[[Card], bool]:
    """Whether a card of the current player's hand may be discarded, as far as the
    card goes, before the last card (the RuleSet's discard hook, one Context for
    every card); under the standard rule only a seven is refused, and every seven
    alike (PH-5.1), so it is asked once."""
    ctx, rule = state.context(), state.ruleset.discard_rule
    if rule is not standard_discard_rule:
        return lambda card: rule(ctx, card, False) is None
    sevens: list[bool] = []

    def test(card: Card) -> bool:
        if card.rank != 7:
            return True
        if not sevens:
            sevens.append(rule(ctx, card, False) is None)
        return sevens[0]

    return test


class _Lay:
    """What one position says about every lay of cards from the current player's
    hand, so that a candidate is known legal without the oracle: the common case of
    :func:`checks._after_lay_problem` (more than one card stays in the hand, one of
    them a legal discard where the game wants one, PH-9.2, MA-11.5; a canasta
    completed where no partner gate forbids it, BH-6.1) and the game's meld rule
    in the form candidates are built with (:class:`MeldLimits`, MA-3)."""

    __slots__ = ("state", "hand", "discardable", "limits", "judged", "most", "_gate",
                 "_gate_asked")

    def __init__(self, state: GameState) -> None:
        rs = state.ruleset
        self.state = state
        self.hand = state.hands[state.current]
        self.discardable: list[Card] | None = None
        if rs.keep_a_discard:
            self.discardable = list(filter(_discard_test(state), self.hand))
        self.limits: MeldLimits | None = (rs.meld_limits(state.context())
                                          if rs.meld_limits is not None else None)
        self.judged = rs.meld_rule is no_meld_rule or self.limits is not None
        """Candidates can be judged here: the game's meld rule is known in full."""
        self.most = len(self.hand) - 1 if self.judged else 0
        """A lay of fewer cards leaves two or more in the hand."""
        self._gate: str | None = None
        self._gate_asked = False

    def leaves_legal(self, cards: tuple[Card, ...], completes: bool) -> bool:
        """Laying ``cards`` from the hand (making a canasta if ``completes``) is
        sure to leave the position legal; False: the oracle must judge it (a hand
        down to its last card, no legal discard left, a completion to ask the
        game's gate about)."""
        n = len(cards)
        if n >= self.most:
            return False
        discardable = self.discardable  # cards of the hand: more of them than laid, one stays
        if discardable is not None and len(discardable) <= n and all(
                c in cards for c in discardable):
            return False
        if completes:
            if not self._gate_asked:
                state = self.state
                self._gate = state.ruleset.completion_rule(state.context())
                self._gate_asked = True
            return self._gate is None
        return True

    def wilds_allowed(self, rank: int, before: TableMeld | None, naturals: int,
                      wilds: int, added: int) -> bool:
        """The game's meld rule lets a meld of ``rank`` (``before``: the meld it
        grows, None for a new one) hold ``naturals`` and ``wilds`` cards, ``added``
        of the wild cards laid now (MA-3.2 to MA-3.5); dead ranks are refused
        before (MA-3.6)."""
        limits = self.limits
        if limits is None or not added or rank == JOKER:
            return True
        if before is None:
            return limits.allows(rank, 0, 0, naturals, wilds)
        return limits.allows(rank, len(before.cards), before.wilds, naturals, wilds)


def _takes(state: GameState) -> list[Action]:
    top = state.top
    if top is None:
        return []
    alone = TakePile(())  # DK-5.2 the free pickup; MA-12.5 the only card
    if not top.is_natural:  # DK-14.3: a zsoli may be the free pickup
        return [alone] if why_illegal(state, alone) is None else []
    seat = state.current
    side = state.side_of(seat)
    groups = group_hand(state.hands[seat])
    by_rank, twos, jokers = groups.by_rank, groups.twos, groups.jokers
    naturals = by_rank.get(top.rank, [])
    targets: list[TableMeld | None] = [None]
    targets += [m for m in state.melds[side] if m.rank == top.rank]
    judge = _take_judge(state, top)
    out: list[Action] = []
    for target in targets:
        meld_id = None if target is None else target.id
        for k in range(0, len(naturals) + 1):
            for wild in wild_choices(twos, jokers, 2 if k < 2 else 1):
                action = TakePile(tuple(naturals[:k]) + wild, meld_id)
                verdict = judge(action.cards, k, target) if judge is not None else None
                if verdict or (verdict is None and why_illegal(state, action) is None):
                    out.append(action)
    opening = None if state.melded[side] else state.ruleset.turns.opening_pickups(state)
    if opening is not None:
        out += opening  # MA-6.3: the initial meld from the hand first
    elif not state.melded[side]:
        out += [c for c in map(lambda a: _with_initial_meld(state, a), list(out)) if c]
    if state.ruleset.garbage_pile:  # BH-5.1: the top card and a pair into the garbage
        action = TakePile(tuple(naturals[:2]), GARBAGE)
        if len(naturals) >= 2 and why_illegal(state, action) is None:
            out.append(action)
    for meld in state.melds[side]:  # DH-5.5: the top card alone extends a sequence
        if meld.kind is MeldKind.SEQUENCE:
            action = TakePile((), meld.id)
            if why_illegal(state, action) is None:
                out.append(action)
    return out


def _take_judge(state: GameState, top: Card) -> Callable[
        [tuple[Card, ...], int, TableMeld | None], bool | None] | None:
    """The verdict on a pickup of the pile with a natural ``top`` card, built from
    the hand (``cards``: its ``k`` naturals of the top card's rank first, then wild
    cards) onto the side's meld ``target`` of that rank or as a new meld: True legal,
    False refused, None for the oracle to judge (:func:`checks.take_problem`'s
    common path: CL-5.2, CL-5.3, CL-4.2, CL-4.3, CL-6.2, PH-3.4, PH-5.4, PH-9.2).
    None where a game's own pickup rules come first (DK-5.2, DK-5.3, MA-5.3, MA-6.3)."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    if state.own.free_offered(seat) or rs.turns.own_pickups(state):  # DK-5.2, DK-5.3, MA-5.3
        return None
    lay = _Lay(state)
    if not lay.judged:
        return None
    rank = top.rank
    frozen = rs.frozen_for(state.context(seat)) is not None  # CL-5.3, PH-5.3
    blocked = blocking_meld(rs, state.melds[side], rank) is not None  # CL-4.3, PH-3.2
    dead = lay.limits is not None and rank in lay.limits.dead  # MA-3.6
    pure = rs.sevens_pure and rank == 7  # PH-3.6
    unmelded = not state.melded[side]
    minimum = state.initial_minimum(side)
    hand = state.hands[seat]

    def judge(cards: tuple[Card, ...], k: int, target: TableMeld | None) -> bool | None:
        w = len(cards) - k
        pair = k >= 2
        if dead or (frozen and not pair):
            return False
        if target is None:
            if blocked or len(cards) < 2:
                return False
            if not frozen and not pair and not (rs.wild_pair_take and k and w):
                return False  # CL-5.2: a natural pair, or one natural and a wild card
            before, before_wilds = 0, 0
        else:
            if is_closed(rs, target):
                return False
            before, before_wilds = len(target.cards), target.wilds
        size = before + 1 + len(cards)
        wilds = before_wilds + w
        naturals = size - wilds
        if rs.max_meld is not None and size > rs.max_meld:
            return False
        if wilds and (pure or not rs.mixed_ok(naturals, wilds, size)):
            return False
        if not lay.wilds_allowed(rank, target, naturals, wilds, w):
            return False
        if unmelded:  # CL-6.2: the top card does not count toward the minimum
            value = rs.laid_points(rank, (top, *cards) if rs.top_card_counts else cards)
            chosen = set(cards)
            rest = [c for c in hand if c not in chosen]
            if value + checks.meldable_value(rs, rest) < minimum:
                return False
        completes = before < rs.canasta_size <= size
        return True if lay.leaves_legal(cards, completes) else None

    return judge


def _with_initial_meld(state: GameState, take: Action) -> TakePile | None:
    """The composite pickup: the legal ``take`` with the new melds from the hand
    that the planner finds to reach the initial meld (PH-5.4), if it finds them."""
    assert isinstance(take, TakePile)
    sim, _ = transitions.apply_unchecked(state, take)
    if sim.pending is None:
        return None
    plan = initial_meld_plan(sim)
    if not plan or any(step.meld is not None for step in plan):
        return None
    # legal by construction: the pickup is legal, and the oracle lays the plan's
    # melds on the same position after it, each checked as the planner checked it
    return TakePile(take.cards, take.meld, tuple(step.cards for step in plan))


def _sequences(cards: list[Card], melds: list[TableMeld], cap: int) -> list[Meld]:
    """Sequence-meld candidates (DH-3.3): every stretch of three to ``cap``
    consecutive naturals of one suit, and every extension of the side's sequence
    melds at either end or both."""
    out = [Meld(tuple(run[i:j])) for run in suit_runs(cards) for i in range(len(run))
           for j in range(i + 3, min(len(run), i + cap) + 1)]
    by_suit: dict[str, dict[int, Card]] = {}
    for c in sorted(cards, key=card_order):
        if c.is_natural:
            by_suit.setdefault(c.suit, {}).setdefault(c.rank, c)
    for meld in melds:
        room = cap - len(meld.cards)
        if meld.kind is not MeldKind.SEQUENCE or room <= 0:
            continue
        have = by_suit.get(str(meld.key), {})
        low, high = meld.cards[0].rank, meld.cards[-1].rank
        below = [have[r] for r in range(low - 1, 3, -1) if r in have]
        below = [c for k, c in enumerate(below) if c.rank == low - 1 - k]
        above = [have[r] for r in range(high + 1, 15) if r in have]
        above = [c for k, c in enumerate(above) if c.rank == high + 1 + k]
        for a in range(len(below) + 1):
            for b in range(len(above) + 1):
                if 0 < a + b <= room:
                    out.append(Meld(tuple(below[:a]) + tuple(above[:b]), meld.id))
    return out


def _meld_phase(state: GameState) -> list[Action]:
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    hand = state.hands[seat]
    out: list[Action] = []
    if not state.discard_only:  # DK-4.4: the first turn is the discard alone
        seen: set[Meld] = set()
        for action, sure in _meld_candidates(state):
            if action not in seen and (
                    sure or checks.meld_problem(state, action, trusted=True) is None):
                seen.add(action)
                out.append(action)
    out += rs.turns.rearrangements(state)  # DK-10
    discard_turn = checks.discard_turn_problem(state)
    discards: list[Action] = []
    if discard_turn is None and len(hand) > 1 and state.permission is not True:
        # not the last card, no promise to go out: the card alone decides (PH-5.1)
        discards = [_DISCARDS.get(c) or _discard(c)
                    for c in filter(_discard_test(state), _distinct(hand))]
    elif discard_turn is None:
        discards = [Discard(c) for c in _distinct(hand)
                    if checks.discard_choice_problem(state, c) is None]
    out += discards
    out += rs.turns.lay_outs(state)  # MA-2.2
    if state.snapshot is not None and (state.laid_this_turn or state.pending is not None):
        out.append(UndoTurn())  # CL-6.3, PH-4.2 (checks.undo_problem)
    laying = state.pending is not None or (state.laid_this_turn and not state.melded[side])
    if state.permission is None and discard_turn is None and not laying:
        if not discards:  # PH-9.2: no legal discard (checks.end_play_problem)
            out.append(EndPlay())
    elif checks.end_play_problem(state, EndPlay()) is None:
        out.append(EndPlay())
    out += rs.turns.special_hands(state)  # MA-9.1
    if rs.partnerships and not state.asked and state.pending is None:
        partners = rs.partners(seat)
        if partners and _may_ask(state):
            out += [AskPartner(partner) for partner in partners]  # one plan for every partner
    return out


def _free(state: GameState) -> list[Card]:
    """The current player's cards that may be melded now (DH-5.7: not those taken
    from the pile this turn)."""
    hand = state.hands[state.current]
    return [c for c in hand if c not in state.waiting] if state.waiting else hand


def _may_ask(state: GameState) -> bool:
    """The current player, not having asked this turn and taking no pile, may ask a
    partner "may I go out?" (:func:`~game.rules.oracle.ask_problem`: CL-7.3, PH-8.3,
    MA-8.2): two cards or more in hand and a way out the planner finds."""
    seat = state.current
    if state.own.asked_this_deal(seat):  # MA-8.2
        return False
    return len(state.hands[seat]) >= 2 and going_out_plan(state) is not None


def _meld_candidates(state: GameState) -> list[tuple[Meld, bool]]:
    """The meld candidates from the current player's hand, each with True where it
    is legal by construction (else the oracle judges it): new melds of a rank and of
    wild cards within the game's size and wild-card limits (CL-4.2, PH-3.1, PH-3.4,
    PH-3.5, PH-3.6, MA-3) and never of a rank the side must add to (CL-4.3, PH-3.2),
    RR-2.1's naturals after a canasta, dead ranks never (MA-3.6); cards added to the
    side's melds likewise; black threes (CL-3.2), sequences (DH-3.3) and the garbage
    pile (BH-7.1) for the oracle."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    free = _free(state)
    groups = group_hand(free)
    by_rank, twos, jokers = groups.by_rank, groups.twos, groups.jokers
    cap = rs.max_meld or 99
    size = rs.canasta_size
    lay = _Lay(state)
    leaves_legal = lay.leaves_legal
    limits = lay.limits
    dead = limits.dead if limits is not None else frozenset()
    mixed_ok = rs.mixed_ok.ok
    melds = state.melds[side]
    candidates: list[tuple[Meld, bool]] = []
    # the wild-card choices (twos first and jokers first), by count
    by_count: list[list[tuple[Card, ...]]] = [[] for _ in range(min(3, len(groups.wilds)) + 1)]
    for wild in wild_choices(twos, jokers, 3):
        by_count[len(wild)].append(wild)
    top = len(by_count) - 1
    per_rank = rs.one_meld_per_rank  # CL-4.3, PH-3.2: add to that meld (blocking_meld)
    blocked = ({m.rank for m in melds} if per_rank == "always" else
               {m.rank for m in melds if not m.is_canasta} if per_rank == "unfinished" else set())
    least = rs.naturals_after_canasta  # RR-2.1: a new meld after a canasta of the rank
    after_canasta = {m.rank for m in melds if m.is_canasta} if least else set()
    for rank, naturals in by_rank.items():
        if rank == 3:
            if len(naturals) >= 3:
                candidates.append((Meld(tuple(naturals)), False))
            continue
        if len(naturals) + top < 3 or rank in blocked or rank in dead:
            continue  # too few cards for a new meld, or none allowed
        pure = rs.sevens_pure and rank == 7  # PH-3.6, MA-3.3
        for k in range(least if rank in after_canasta else 1, min(len(naturals), cap) + 1):
            counts = _NEW_COUNTS.get((mixed_ok, top, cap, k))
            if counts is None:
                counts = _new_counts(mixed_ok, top, cap, k)
            if not counts:
                continue
            prefix = tuple(naturals[:k])
            for w in counts:
                if w and (pure or (limits is not None and not limits.allows(rank, 0, 0, k, w))):
                    continue
                completes = k + w >= size
                for wild in by_count[w]:
                    cards = prefix + wild
                    candidates.append((Meld(cards), leaves_legal(cards, completes)))
    if rs.wild_melds and JOKER not in blocked:
        most_wild = rs.max_wild_meld or 99
        for wild in wild_choices(twos, jokers, min(cap, len(twos) + len(jokers))):
            if len(wild) >= 3:
                sure = len(wild) <= most_wild and leaves_legal(wild, len(wild) >= size)
                candidates.append((Meld(wild), sure))
    if rs.sequence_melds:
        candidates += [(meld, False) for meld in _sequences(free, melds, cap)]
    if rs.garbage_pile and checks.garbage_problem(state, ()) is None:
        ranks, wilds_go = checks.garbage_takes(state)  # BH-7.1, BH-7.2, BH-10.1
        candidates += [(Meld(tuple(naturals[:k]), GARBAGE), False)
                       for rank, naturals in by_rank.items()
                       if rank in ranks for k in range(1, len(naturals) + 1)]
        candidates += [(Meld(wild, GARBAGE), False) for wild in by_count[1]] if (
            wilds_go and top) else []
    for meld in melds:
        rank = meld.rank
        naturals = [] if rank == JOKER else by_rank.get(rank, [])
        if not naturals and not top:
            continue  # nothing in the hand to add
        kind = meld.kind
        threes = kind is MeldKind.BLACK_THREES
        before = len(meld.cards)
        room = (99 if threes and rs.black_threes_any_size else cap) - before  # RR-4.2
        if room <= 0 or kind is MeldKind.SEQUENCE or kind is MeldKind.GARBAGE or rank in dead:
            continue
        pure = rs.sevens_pure and rank == 7
        wil = meld.wilds
        nat = before - wil
        for k in range(0, min(len(naturals), room) + 1):
            prefix = tuple(naturals[:k])
            for w in range(0 if k else 1, min(0 if pure else 3, room - k, top) + 1):
                after = before + k + w
                if rank == JOKER:
                    sure = after <= (rs.max_wild_meld or 99)
                else:
                    wilds = wil + w
                    if w and not (mixed_ok(nat + k, wilds, after) and (
                            limits is None or limits.allows(rank, before, wil, nat + k, wilds))):
                        continue
                    # the limits hold for the whole meld, naturals alone added too (DK-7.2)
                    sure = not threes and not (wilds and (pure or not mixed_ok(
                        nat + k, wilds, after)))
                completes = before < size <= after
                for wild in by_count[w]:
                    cards = prefix + wild
                    candidates.append((Meld(cards, meld.id),
                                       sure and leaves_legal(cards, completes)))
    return candidates


_NEW_COUNTS: dict[tuple[Callable[[int, int, int], bool], int, int, int], list[int]] = {}
""":func:`_new_counts` by its arguments (the wild-card limits are pure functions)."""


def _new_counts(mixed_ok: Callable[[int, int, int], bool], top: int, cap: int,
                k: int) -> list[int]:
    """The counts of wild cards, up to ``top``, that a new meld of ``k`` naturals
    may hold, whatever its rank: three cards at least, ``cap`` at most, within the
    game's wild-card limit ``mixed_ok`` (CL-4.2, PH-3.1, PH-3.4)."""
    counts = _NEW_COUNTS[(mixed_ok, top, cap, k)] = [
        w for w in range(min(top, cap - k) + 1) if k + w >= 3 and (not w or mixed_ok(k, w, k + w))]
    return counts
