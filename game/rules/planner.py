"""Meld planning shared by the oracle and the AI: can this player go out this
turn (CL-7.3, PH-8.3: a player asks only when a yes can be obeyed), and which
melds from the hand reach an initial-meld minimum (CL-6, PH-4). Where the game
has them, the going-out planner also lays sequence melds (DH-3.3) and uses the
garbage pile (BH-7.1).

The planner is greedy, not exhaustive: it may miss an unusual way to go out, in
which case the player can still go out without asking.
"""

from __future__ import annotations

from game.rules import checks, transitions
from game.rules.actions import GARBAGE, Action, Discard, Meld
from game.rules.cards import JOKER, Card
from game.rules.melds import group_hand, is_closed, suit_runs
from game.rules.state import GameState, MeldKind, Phase


def _hopeless(state: GameState) -> bool:
    """Cheap test: more than one card that no meld could take (never where a
    sequence meld or the garbage pile may take cards of any rank)."""
    rs = state.ruleset
    if rs.sequence_melds or rs.garbage_pile:
        return False
    side = state.side_of(state.current)
    groups = group_hand(state.hands[state.current])
    wilds = len(groups.wilds)
    open_ranks = {m.rank for m in state.melds[side] if not is_closed(rs, m)}
    stray = 0
    for rank, cards in groups.by_rank.items():
        n = len(cards)
        if rank in open_ranks or n >= 3 or (n == 2 and wilds and rank != 3):
            continue
        stray += n
        if stray > 1:
            return True
    return False


def meld_steps(state: GameState) -> list[Meld]:
    """Candidate melds from the current player's hand, best first: naturals onto
    the side's open melds, new melds of three or more naturals, pairs with a wild
    card, wild cards onto melds, a meld of wild cards, black threes."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    hand = state.hands[seat]
    groups = group_hand([c for c in hand if c not in state.waiting] if state.waiting else hand)
    by_rank, wilds = groups.by_rank, groups.wilds
    steps: list[Meld] = []
    open_melds = [m for m in state.melds[side] if not is_closed(rs, m)]
    for m in open_melds:
        cards = by_rank.get(m.rank, []) if m.rank != JOKER else []
        room = (rs.max_meld or 99) - len(m.cards)
        if cards and room > 0:
            steps.append(Meld(tuple(cards[:room]), m.id))
    open_ranks = {m.rank for m in open_melds}
    for rank, cards in by_rank.items():
        if rank == 3 or rank in open_ranks:
            continue
        if len(cards) >= 3:
            steps.append(Meld(tuple(cards[: rs.max_meld or 99])))
    spare = list(wilds)
    for rank, cards in by_rank.items():
        if rank != 3 and rank not in open_ranks and len(cards) == 2 and spare:
            steps.append(Meld((*cards, spare.pop())))
    for m in open_melds:
        room = (rs.max_meld or 99) - len(m.cards)
        if m.rank != 7 and room > 0 and spare:
            steps.append(Meld(tuple(spare[:1]), m.id))
    if rs.wild_melds and len(wilds) >= 3:
        steps.append(Meld(tuple(wilds[: rs.max_meld or 99])))
    threes = by_rank.get(3, [])
    if len(threes) >= 3:
        steps.append(Meld(tuple(threes)))
    return steps


def shape_steps(state: GameState) -> list[Meld]:
    """Candidate melds of the game's other shapes from the current player's hand:
    naturals extending the side's sequence melds at either end and new sequence
    melds of three to seven cards (DH-3.3), and cards into the garbage pile
    (BH-7.1: every rank, the oracle says which may go). Empty for a game without
    them."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    hand = state.hands[seat]
    free = [c for c in hand if c not in state.waiting] if state.waiting else list(hand)
    steps: list[Meld] = []
    if rs.sequence_melds:
        cap = rs.max_meld or 99
        by_suit: dict[str, dict[int, Card]] = {}
        for c in free:
            if c.is_natural:
                by_suit.setdefault(c.suit, {}).setdefault(c.rank, c)
        for m in state.melds[side]:
            if m.kind is not MeldKind.SEQUENCE or len(m.cards) >= cap:
                continue
            have = by_suit.get(str(m.key), {})
            ends = (_run_from(have, m.cards[0].rank - 1, -1)
                    + _run_from(have, m.cards[-1].rank + 1, 1))
            if ends:
                steps.append(Meld(tuple(ends[: cap - len(m.cards)]), m.id))
        steps += [Meld(tuple(run[:cap])) for run in suit_runs(free) if len(run) >= 3]
    if rs.garbage_pile:
        groups = group_hand(free)
        steps += [Meld(tuple(cards), GARBAGE) for rank, cards in groups.by_rank.items()
                  if rank not in (3, 7)]
    return steps


def _run_from(have: dict[int, Card], rank: int, step: int) -> list[Card]:
    """The cards of ``have`` (by rank) at ``rank``, ``rank + step``, ... without a gap."""
    out: list[Card] = []
    while rank in have:
        out.append(have[rank])
        rank += step
    return out


def going_out_plan(state: GameState) -> list[Action] | None:
    """A legal sequence of melds (and a final discard) with which the current
    player goes out this turn, or None if the greedy planner finds none. Where
    the game has sequence melds or a garbage pile (DH-3.3, BH-7.1), their steps
    are tried before and after the rank melds."""
    if state.phase is not Phase.MELD or state.pending is not None or _hopeless(state):
        return None
    rs = state.ruleset
    if not (rs.sequence_melds or rs.garbage_pile):
        return _greedy_out(state, 0)
    return _greedy_out(state, 1) or _greedy_out(state, 2)


def _greedy_out(state: GameState, shapes: int) -> list[Action] | None:
    """The greedy going-out plan; ``shapes``: 0 rank melds only, 1 the other
    shapes (:func:`shape_steps`) first, 2 after the rank melds."""
    sim = state.copy()
    sim.permission = None
    seat = sim.current
    plan: list[Action] = []
    for _ in range(40):
        if sim.phase is not Phase.MELD:
            break
        hand = sim.hands[seat]
        if len(hand) == 1:
            last = Discard(hand[0])
            if checks.discard_problem(sim, last) is None and not sim.foot_due:
                return plan + [last]
            return None
        progress = False
        steps = meld_steps(sim)
        if shapes:
            extra = shape_steps(sim)
            steps = extra + steps if shapes == 1 else steps + extra
        for step in steps:
            # wild cards may have been used by an earlier step of this round
            if all(c in hand for c in step.cards) and checks.meld_problem(sim, step) is None:
                transitions.apply_unchecked(sim, step, in_place=True)
                plan.append(step)
                progress = True
                break
        if not progress:
            return None
    if sim.went_out == seat and sim.phase is not Phase.MELD:
        return plan
    return None


def initial_meld_plan(state: GameState, shapes: bool = False) -> list[Meld] | None:
    """Melds from the hand reaching the side's initial-meld minimum this turn
    (CL-6, PH-4), highest value first, or None; ``shapes``: sequence melds count
    too (DH-3.3, DH-4.2; :func:`shape_steps`)."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    need = state.initial_minimum(side) - state.laid_value
    sim = state.copy()
    plan: list[Meld] = []
    for _ in range(20):
        if sim.melded[side] and sim.phase is Phase.MELD:
            return plan
        if sim.phase is not Phase.MELD:
            return None
        hand = sim.hands[seat]
        steps = meld_steps(sim) + (shape_steps(sim) if shapes else [])
        options = [s for s in steps if all(c in hand for c in s.cards)]
        options.sort(key=lambda s: -sum(rs.card_value(c) for c in s.cards))
        for step in options:
            if step.cards and step.cards[0].is_black_three:
                continue
            if checks.meld_problem(sim, step) is None:
                transitions.apply_unchecked(sim, step, in_place=True)
                plan.append(step)
                need -= sum(rs.card_value(c) for c in step.cards)
                break
        else:
            return None
    return None
