"""``legal_actions(state)``: the actions the player to act may take now.

Cards that differ only in what does not change the play give one action: for
each rank the naturals are taken in a fixed order (by suit, then pack), so a meld
of two queens with a two is listed once (``QD QH 2C``), not once per choice of
suits; where several wild cards join a meld, the list holds, per number of wild
cards, the twos-first and the jokers-first choice. Any other legal choice of cards
is still accepted by ``why_illegal`` and ``apply``. Every listed action is legal
(each candidate passes the oracle). For a side that has not melded, a pickup is
also listed in its composite form, with the planner's melds reaching the minimum.
"""

from __future__ import annotations

from collections.abc import Sequence

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
    MoveWilds,
    NextDeal,
    SpecialHand,
    TakePile,
    UndoTurn,
)
from game.rules.cards import JOKER, Card, card_order
from game.rules.melds import blocking_meld, group_hand, suit_runs
from game.rules.oracle import why_illegal
from game.rules.planner import initial_meld_plan
from game.rules.state import GameState, MeldKind, Phase, TableMeld


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action of ``state.to_act`` (see the module notes on identical
    cards and wild-card mixes), in a stable order."""
    phase = state.phase
    if phase is Phase.DRAW:
        return _held_three_first(state, [Draw(), *_takes(state), *_lay_outs(state)])
    if phase is Phase.MELD:
        return _held_three_first(state, _meld_phase(state))
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


def _held_three_first(state: GameState, actions: list[Action]) -> list[Action]:
    """MA-2.2, MA-2.4: with a three held before the side's initial meld, the actions
    :func:`checks.threes_problem` allows (a red and a black three: laying out one;
    a three: no initial meld before it is laid out)."""
    if (not state.ruleset.keep_one_three or state.melded[state.side_of(state.current)]
            or not any(c.rank == 3 for c in state.hands[state.current])):
        return actions
    return [a for a in actions if isinstance(a, LayOut) or checks.threes_problem(state, a) is None]


def three_choice(legal: Sequence[Action]) -> list[LayOut]:
    """MA-2.2: the lay-outs of a red and a black three when choosing which to keep
    is all the player may do (``legal``: the legal actions), else []."""
    lay_outs = [a for a in legal if isinstance(a, LayOut)]
    return lay_outs if len(lay_outs) == len(legal) > 1 else []


def _lay_outs(state: GameState) -> list[Action]:
    """MA-2.2: laying out a held three (where the game keeps one)."""
    if not state.ruleset.keep_one_three:
        return []
    threes = [LayOut(c) for c in state.hands[state.current] if c.rank == 3]
    return [a for a in threes if why_illegal(state, a) is None]


def _distinct(cards: list[Card]) -> list[Card]:
    seen: set[str] = set()
    out = []
    for c in sorted(cards, key=card_order):
        if c.kind not in seen:
            seen.add(c.kind)
            out.append(c)
    return out


def _wild_choices(twos: list[Card], jokers: list[Card], most: int) -> list[tuple[Card, ...]]:
    """Wild cards to add, up to ``most``: per count, twos first and jokers first."""
    out: list[tuple[Card, ...]] = [()]
    low, high = twos + jokers, jokers + twos
    for n in range(1, min(most, len(low)) + 1):
        out.append(tuple(low[:n]))
        if high[:n] != low[:n]:
            out.append(tuple(high[:n]))
    return out


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
    targets: list[int | None] = [None]
    targets += [m.id for m in state.melds[side] if m.rank == top.rank]
    out: list[Action] = []
    for target in targets:
        for k in range(0, len(naturals) + 1):
            for wild in _wild_choices(twos, jokers, 2 if k < 2 else 1):
                action = TakePile(tuple(naturals[:k]) + wild, target)
                if why_illegal(state, action) is None:
                    out.append(action)
    if not state.melded[side] and state.ruleset.take_needs_melded:
        out += _open_then_take(state)  # MA-6.3
        out += [alone] if why_illegal(state, alone) is None else []
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


def _open_then_take(state: GameState) -> list[Action]:
    """MA-6.3: the planner's initial meld from the hand, then the pile taken with a
    natural pair left in the hand, or onto a meld of the plan holding the top
    card's rank."""
    top = state.top
    assert top is not None
    sim = state.copy()
    sim.phase = Phase.MELD
    plan = initial_meld_plan(sim)
    if not plan or any(step.meld is not None for step in plan):
        return []
    groups = tuple(step.cards for step in plan)
    used = {c for g in groups for c in g}
    pair = [c for c in state.hands[state.current] if c not in used and c.rank == top.rank]
    first = state.next_meld_id
    tries = [TakePile(tuple(pair[:2]), None, groups)] if len(pair) >= 2 else []
    tries += [TakePile((), first + i, groups) for i, g in enumerate(groups)
              if any(c.rank == top.rank for c in g)]
    return [a for a in tries if why_illegal(state, a) is None]


def _with_initial_meld(state: GameState, take: Action) -> TakePile | None:
    """The composite pickup: ``take`` with the new melds from the hand that the
    planner finds to reach the initial meld (PH-5.4), if it finds them."""
    assert isinstance(take, TakePile)
    sim, _ = transitions.apply_unchecked(state, take)
    if sim.pending is None:
        return None
    plan = initial_meld_plan(sim)
    if not plan or any(step.meld is not None for step in plan):
        return None
    action = TakePile(take.cards, take.meld, tuple(step.cards for step in plan))
    return action if why_illegal(state, action) is None else None


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
    free = [c for c in hand if c not in state.waiting] if state.waiting else hand  # DH-5.7
    groups = group_hand(free)
    by_rank, twos, jokers = groups.by_rank, groups.twos, groups.jokers
    cap = rs.max_meld or 99
    candidates: list[Meld] = []
    wilds_upto = [_wild_choices(twos, jokers, m) for m in range(4)]
    blocked = {rank for rank in (*by_rank, JOKER)  # CL-4.3, PH-3.2: add to that meld
               if blocking_meld(rs, state.melds[side], rank) is not None}
    for rank, naturals in by_rank.items():
        if rank == 3:
            if len(naturals) >= 3:
                candidates.append(Meld(tuple(naturals)))
            continue
        if rank in blocked:
            continue
        pure = rs.sevens_pure and rank == 7
        for k in range(1, min(len(naturals), cap) + 1):
            for wild in wilds_upto[0 if pure else min(3, cap - k)]:
                w = len(wild)
                if k + w >= 3 and (not w or rs.mixed_ok(k, w, k + w)):
                    candidates.append(Meld(tuple(naturals[:k]) + wild))
    if rs.wild_melds and JOKER not in blocked:
        for wild in _wild_choices(twos, jokers, min(cap, len(twos) + len(jokers))):
            if len(wild) >= 3:
                candidates.append(Meld(wild))
    if rs.sequence_melds:
        candidates += _sequences(free, state.melds[side], cap)
    if rs.garbage_pile and checks.garbage_problem(state, ()) is None:
        ranks, wilds_go = checks.garbage_takes(state)  # BH-7.1, BH-7.2, BH-10.1
        candidates += [Meld(tuple(naturals[:k]), GARBAGE) for rank, naturals in by_rank.items()
                       if rank in ranks for k in range(1, len(naturals) + 1)]
        candidates += [Meld(wild, GARBAGE) for wild in wilds_upto[1][1:]] if wilds_go else []
    for meld in state.melds[side]:
        room = (99 if meld.kind is MeldKind.BLACK_THREES and rs.black_threes_any_size
                else cap) - len(meld.cards)  # RR-4.2
        if room <= 0 or meld.kind in (MeldKind.SEQUENCE, MeldKind.GARBAGE):
            continue
        naturals = [] if meld.rank == JOKER else by_rank.get(meld.rank, [])
        pure = rs.sevens_pure and meld.rank == 7
        nat, wil = meld.naturals, meld.wilds
        for k in range(0, min(len(naturals), room) + 1):
            for wild in wilds_upto[0 if pure else min(3, room - k)]:
                w = len(wild)
                if k + w and (not w or meld.rank == JOKER
                              or rs.mixed_ok(nat + k, wil + w, nat + k + wil + w)):
                    candidates.append(Meld(tuple(naturals[:k]) + wild, meld.id))
    seen: set[Meld] = set()
    for action in candidates:
        if action not in seen and checks.meld_problem(state, action, trusted=True) is None:
            seen.add(action)
            out.append(action)
    if rs.rearranging and state.melded[side] and not state.discard_only:
        out += [a for a in _wild_moves(state, by_rank)
                if checks.move_wilds_problem(state, a) is None]
    if checks.discard_turn_problem(state) is None:
        out += [Discard(c) for c in _distinct(hand)
                if checks.discard_choice_problem(state, c) is None]
    out += _lay_outs(state)
    more: tuple[Action, ...] = (UndoTurn(), EndPlay())
    if rs.special_hand is not None:  # MA-9.1
        more += (SpecialHand(),)
    out += [a for a in more if why_illegal(state, a) is None]
    if rs.partnerships and not state.asked and state.pending is None:
        asks = [AskPartner(partner) for partner in rs.partners(seat)]
        if asks and why_illegal(state, asks[0]) is None:
            out += asks  # the same for every partner: the going-out plan is made once
    return out


def _wild_moves(state: GameState, by_rank: dict[int, list[Card]]) -> list[MoveWilds]:
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
        for wilds in _wild_choices(twos, jokers, len(wild))[1:]:
            for n in range(min(len(own), len(wilds) + 1) + 1):
                kept = len(source.cards) - len(wilds) + n
                if checks.left_meld_problem(state.ruleset, source, kept):
                    continue  # DK-10.2, DK-10.3: too few cards left behind
                naturals = tuple(own[:n])
                out += [MoveWilds(wilds, source.id, m.id, naturals) for m in melds
                        if m.id != source.id]
                out += [MoveWilds(wilds, source.id, None, naturals, tuple(same[:k]))
                        for rank, same in by_rank.items() if rank not in (3, source.rank)
                        for k in range(2, len(same) + 1)]
    return out
