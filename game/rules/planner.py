"""Meld planning shared by the oracle and the AI: can this player go out this
turn (CL-7.3, PH-8.3: a player asks only when a yes can be obeyed), and which
melds from the hand reach an initial-meld minimum (CL-6, PH-4). Where the game
has them, the going-out planner also lays sequence melds (DH-3.3) and uses the
garbage pile (BH-7.1).

The planner is greedy, not exhaustive: it may miss an unusual way to go out, in
which case the player can still go out without asking.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules import checks, transitions
from game.rules.actions import GARBAGE, Action, Discard, Meld
from game.rules.cards import JOKER, Card
from game.rules.context import missing_kinds
from game.rules.melds import HandGroups, group_hand, is_closed, suit_runs
from game.rules.melds import open_ranks as melds_open
from game.rules.ruleset import RuleSet
from game.rules.state import GameState, MeldKind, Phase, TableMeld


def _hopeless(state: GameState) -> bool:
    """Cheap tests that the greedy planner can find no way out, each a condition
    every plan needs (without them it would fail only after laying every card):

    - going out needs the foot, and it comes only after the discard (PH-6.3,
      DH-7.2, RR-3.2) or with a canasta the hand cannot complete (BH-6.2); where
      a canasta could bring it into the hand, the tests below are made on the hand
      with the foot (its red threes laid out and replaced, as they would be);
    - more than one card that no meld could take: no meld of its rank on the side,
      fewer than three of it, or two without a wild card; in a game with sequence
      melds no natural of its suit next to it in the hand or at an end of a
      sequence meld (DH-3.3); the garbage pile takes only ranks the side has melds
      of (BH-7.1);
    - a canasta kind the side needs cannot reach ``canasta_size`` cards with the
      hand's cards (:func:`_kind_out_of_reach`: PH-8.1, DH-7.1, BH-8.1);
    - the game's going-out rule refuses even a side holding a canasta of every
      kind (:func:`_refused_at_best`: BH-8.1's red threes, BH-8.3's partner's foot)."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    melds = state.melds[side]
    groups = group_hand(state.hands[seat])
    if not state.foot_taken[seat]:
        kinds = ("mixed", "wild", "sequence") if rs.sequence_melds else ("mixed", "wild")
        if rs.foot_pickup == "at_once" and not all(
                _kind_out_of_reach(rs, kind, melds, groups) for kind in kinds):
            # a canasta may bring the foot into the hand (BH-6.2): judge the hand with it
            with_foot = state.copy()
            transitions.pick_up_foot(with_foot, seat, [])
            if not _hopeless(with_foot):
                return False
        if rs.go_out_needs_foot:
            return True
    wilds = len(groups.wilds)
    open_ranks = melds_open(rs, melds)
    if rs.garbage_pile:
        open_ranks |= {m.rank for m in melds}
    ends: set[tuple[str, int]] = set()
    if rs.sequence_melds:
        ends = {(c.suit, c.rank + step) for c in state.hands[seat] if c.is_natural
                for step in (-1, 1)}
        ends |= {(str(m.key), rank) for m in melds if m.kind is MeldKind.SEQUENCE
                 for rank in (m.cards[0].rank - 1, m.cards[-1].rank + 1)}
    stray = 0
    for rank, cards in groups.by_rank.items():
        n = len(cards)
        if rank in open_ranks or n >= 3 or (n == 2 and wilds and rank != 3):
            continue
        stray += sum(1 for c in cards if (c.suit, rank) not in ends) if ends else n
        if stray > 1:
            return True
    return (any(_kind_out_of_reach(rs, kind, melds, groups) for kind in missing_kinds(rs, melds))
            or _refused_at_best(state, seat, melds))


def _refused_at_best(state: GameState, seat: int, melds: Sequence[TableMeld]) -> bool:
    """The game's going-out rule refuses the side even with a canasta of every kind
    added to its ``melds``: what it then refuses cannot change by melding (the
    rules are monotone in the side's canastas)."""
    rs = state.ruleset
    side = state.side_of(seat)
    every = _EVERY_KIND_BY_SIDE.get(side)
    if every is None:  # the same canastas for every deal: made once a side
        every = _EVERY_KIND_BY_SIDE[side] = tuple(
            TableMeld(-1 - i, side, kind, key, cards, len(cards))
            for i, (kind, key, cards) in enumerate(_EVERY_KIND))
    return rs.going_out_rule(state.context(seat), [*melds, *every]) is not None


def _every_kind_cards() -> tuple[tuple[MeldKind, int | str, tuple[Card, ...]], ...]:
    """Canastas of every kind (natural, mixed, wild, sevens, sequence) for
    :func:`_refused_at_best`; their cards are only counted, never placed."""
    kings = tuple(Card(13, s, p) for p in range(2) for s in "CDHS")[:7]
    sevens = tuple(Card(7, s, p) for p in range(2) for s in "CDHS")[:7]
    twos = tuple(Card(2, s, p) for p in range(2) for s in "CDHS")[:7]
    mixed = tuple(Card(12, s, p) for p in range(2) for s in "CDHS")[:6] + (Card(2, "S", 1),)
    run = tuple(Card(r, "H") for r in range(4, 11))
    return ((MeldKind.RANK, 13, kings), (MeldKind.RANK, 12, mixed),
            (MeldKind.WILD, JOKER, twos), (MeldKind.RANK, 7, sevens),
            (MeldKind.SEQUENCE, "H", run))


_EVERY_KIND = _every_kind_cards()
_EVERY_KIND_BY_SIDE: dict[int, tuple[TableMeld, ...]] = {}


def _kind_out_of_reach(rs: RuleSet, kind: str, melds: Sequence[TableMeld],
                       groups: HandGroups) -> bool:
    """No meld of the side, and no new meld, can become a canasta of ``kind``
    (:meth:`RuleSet.canasta_kind`) this turn with the hand's cards (``groups``):
    a wild canasta needs wild cards only, a natural or sevens canasta naturals
    only, a mixed one naturals and wild cards; a sequence canasta is not judged."""
    size = rs.canasta_size
    wilds = len(groups.wilds)
    growing = [m for m in melds if not m.is_canasta]
    if kind == "wild":
        return max([len(m.cards) for m in growing if m.kind is MeldKind.WILD], default=0) \
            + wilds < size
    if kind == "sequence":
        return False
    sevens_apart = "sevens" in rs.canasta_bonus  # PH-3.7: a natural canasta of sevens
    ranks = {"sevens": [7], "mixed": range(4, 15)}.get(
        kind, [r for r in range(4, 15) if r != 7 or not sevens_apart])
    by_rank: dict[int, list[TableMeld]] = {}
    for m in growing:
        if m.kind is MeldKind.RANK:
            by_rank.setdefault(m.rank, []).append(m)
    held = groups.by_rank
    for rank in ranks:
        same = by_rank.get(rank, [])
        have = len(held.get(rank, ()))
        if not same:  # no meld of the rank to grow: a new one from the hand
            if have + (wilds if kind == "mixed" else 0) >= size:
                return False
        elif kind == "mixed":
            laid = max([len(m.cards) for m in same], default=0)
            if laid + have + wilds >= size:
                return False
        elif max([len(m.cards) for m in same if not m.wilds], default=0) + have >= size:
            return False
    return True


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
    melds of three to seven cards (DH-3.3), and cards into the open garbage pile
    (BH-7.1: every card of each rank it takes). Empty for a game without them."""
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
    if rs.garbage_pile and checks.garbage_problem(state, ()) is None:
        ranks, _ = checks.garbage_takes(state)
        groups = group_hand(free)
        steps += [Meld(tuple(cards), GARBAGE) for rank, cards in groups.by_rank.items()
                  if rank in ranks]
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
