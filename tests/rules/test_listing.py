"""The legal-action listing against the oracle: at every position met in random and
Normal deals of every game and number of players (and a few table rules), the
listing (``legal_actions``) is exactly, in the same order, the list of every
candidate the oracle (``why_illegal``) accepts, the candidates built broadly here:
every choice of naturals and wild cards of a rank, new or added to each of the
side's melds, whatever the limits (CL-4, PH-3, MA-3), every pickup with the top
card's naturals and wild cards, every discard, undo, end of play, question and
lay-out. The listing builds most candidates legal by construction and asks the
oracle about the rest only; this test keeps the oracle the judge.

The default run plays two random and two Normal deals of each; ``-m slow`` plays
twenty of each.
"""

from __future__ import annotations

import random

import pytest

from game.ai import make_player
from game.rules import engine
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
from game.rules.games import REGISTRY, player_counts, with_players
from game.rules.legal import legal_actions
from game.rules.melds import group_hand, suit_runs
from game.rules.oracle import why_illegal
from game.rules.planner import initial_meld_plan
from game.rules.state import GameState, MeldKind, Phase
from game.rules.view import observe

VARIANTS = [(game_id, {"players": n} if len(player_counts(game_id)) > 1 else {})
            for game_id in REGISTRY for n in player_counts(game_id)]
VARIANTS += [("classic", {"wild_limit": "1950"}), ("classic", {"players": 3, "draw_two": True}),
             ("railroad", {"players": 3, "new_meld_after_canasta": True}),
             ("modern", {"wild_opening": False, "special_from_pile": True})]
"""Every game at every number of players, and table rules that change the
candidates (CL-4.2's 1950 limit, CL-12.3, RR-7.1, MA-12.5, MA-12.7)."""

MAX_ACTIONS = 1500


def _wild_choices(twos: list[Card], jokers: list[Card], most: int) -> list[tuple[Card, ...]]:
    """Up to ``most`` wild cards, per count twos first and jokers first (the
    listing's choices of identical wild-card mixes)."""
    out: list[tuple[Card, ...]] = [()]
    low, high = twos + jokers, jokers + twos
    for n in range(1, min(most, len(low)) + 1):
        out.append(tuple(low[:n]))
        if high[:n] != low[:n]:
            out.append(tuple(high[:n]))
    return out


def _accepted(state: GameState, actions: list[Action]) -> list[Action]:
    """The actions the oracle accepts, in order (a meld once)."""
    seen: set[Action] = set()
    out = []
    for action in actions:
        if isinstance(action, Meld) and action in seen:
            continue
        if why_illegal(state, action) is None:
            seen.add(action)
            out.append(action)
    return out


def oracle_listing(state: GameState) -> list[Action]:
    """Every candidate of the position that the oracle accepts, in the listing's
    order of kinds."""
    phase = state.phase
    if phase is Phase.DRAW:
        return _accepted(state, [Draw(), *_takes(state), *_lay_outs(state)])
    if phase is Phase.MELD:
        return _accepted(state, _meld_phase(state))
    if phase is Phase.ANSWER:
        return [Answer(True), Answer(False)]
    if phase is Phase.DEAL_OVER:
        return [NextDeal()]
    if phase is Phase.FOOT_LOOK:
        return [LookAtFoot()]
    if phase is Phase.CUT:
        shown = state.cut_cards()
        return [KeepCut(tuple(c for i, c in enumerate(shown) if mask >> i & 1))
                for mask in range(1 << len(shown))]
    return []


def _lay_outs(state: GameState) -> list[Action]:
    return [LayOut(c) for c in state.hands[state.current] if c.rank == 3]


def _takes(state: GameState) -> list[Action]:
    """Every pickup with the top card's naturals and up to two wild cards (one with
    a pair), new or onto each of the side's melds of its rank, the composite forms
    of a side that has not melded (PH-5.4, MA-6.3), the garbage pile (BH-5.1), the
    top card alone onto a sequence (DH-5.5); the free pickup alone of a card that
    is not natural (DK-14.3)."""
    top = state.top
    if top is None:
        return []
    if not top.is_natural:
        return [TakePile(())]
    seat = state.current
    side = state.side_of(seat)
    groups = group_hand(state.hands[seat])
    naturals = groups.by_rank.get(top.rank, [])
    out: list[Action] = []
    for target in [None, *(m.id for m in state.melds[side] if m.rank == top.rank)]:
        for k in range(len(naturals) + 1):
            for wild in _wild_choices(groups.twos, groups.jokers, 2 if k < 2 else 1):
                out.append(TakePile(tuple(naturals[:k]) + wild, target))
    legal = [a for a in out if why_illegal(state, a) is None]
    if not state.melded[side] and state.ruleset.take_needs_melded:
        out += _open_then_take(state)
        out.append(TakePile(()))
    elif not state.melded[side]:
        out += [c for c in map(lambda a: _with_initial_meld(state, a), legal) if c]
    if state.ruleset.garbage_pile:
        out.append(TakePile(tuple(naturals[:2]), GARBAGE))
    out += [TakePile((), m.id) for m in state.melds[side] if m.kind is MeldKind.SEQUENCE]
    return out


def _open_then_take(state: GameState) -> list[Action]:
    """MA-6.3: the planner's initial meld, then the pile taken with a pair or onto a
    meld of the plan."""
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
    tries = [TakePile(tuple(pair[:2]), None, groups)] if len(pair) >= 2 else []
    tries += [TakePile((), state.next_meld_id + i, groups) for i, g in enumerate(groups)
              if any(c.rank == top.rank for c in g)]
    return tries


def _with_initial_meld(state: GameState, take: Action) -> TakePile | None:
    assert isinstance(take, TakePile)
    sim, _ = engine.apply_unchecked(state, take)
    if sim.pending is None:
        return None
    plan = initial_meld_plan(sim)
    if not plan or any(step.meld is not None for step in plan):
        return None
    return TakePile(take.cards, take.meld, tuple(step.cards for step in plan))


def _meld_phase(state: GameState) -> list[Action]:
    """Every meld of one rank's naturals (in the listing's fixed order of identical
    cards) with up to three wild cards, new or onto each meld of the side; melds of
    wild cards only, sequences (DH-3.3) and the garbage pile (BH-7.1); moving
    zsolis (DK-10); then every discard, undo, end of play, special hand, lay-out
    and question."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    hand = state.hands[seat]
    free = [c for c in hand if c not in state.waiting] if state.waiting else hand
    groups = group_hand(free)
    by_rank, twos, jokers = groups.by_rank, groups.twos, groups.jokers
    cap = rs.max_meld or 99
    wilds = _wild_choices(twos, jokers, 3)
    out: list[Action] = []
    for rank, naturals in by_rank.items():
        if rank == 3:  # black threes all together (CL-3.2)
            out.append(Meld(tuple(naturals)))
            continue
        for k in range(1, len(naturals) + 1):
            out += [Meld(tuple(naturals[:k]) + wild) for wild in wilds if k + len(wild) >= 3]
    out += [Meld(w) for w in _wild_choices(twos, jokers, len(twos) + len(jokers)) if len(w) >= 3]
    if rs.sequence_melds:
        out += [Meld(tuple(run[i:j])) for run in suit_runs(free) for i in range(len(run))
                for j in range(i + 3, min(len(run), i + cap) + 1)]
        out += _sequence_ends(free, state, cap)
    if rs.garbage_pile:
        out += [Meld(tuple(naturals[:k]), GARBAGE) for naturals in by_rank.values()
                for k in range(1, len(naturals) + 1)]
        out += [Meld(w, GARBAGE) for w in _wild_choices(twos, jokers, 1)[1:]]
    for meld in state.melds[side]:
        if meld.kind in (MeldKind.SEQUENCE, MeldKind.GARBAGE):
            continue
        naturals = [] if meld.rank == JOKER else by_rank.get(meld.rank, [])
        for k in range(len(naturals) + 1):
            out += [Meld(tuple(naturals[:k]) + wild, meld.id) for wild in wilds
                    if k + len(wild)]
    if rs.rearranging:
        out += _wild_moves(state, by_rank)
    out += [Discard(c) for c in _distinct(hand)]
    out += _lay_outs(state)
    out += [UndoTurn(), EndPlay(), SpecialHand()]
    out += [AskPartner(p) for p in rs.partners(seat)]
    return out


def _sequence_ends(cards: list[Card], state: GameState, cap: int) -> list[Action]:
    """DH-3.3: naturals extending each sequence meld of the side at either end or
    both."""
    by_suit: dict[str, dict[int, Card]] = {}
    for c in sorted(cards, key=card_order):
        if c.is_natural:
            by_suit.setdefault(c.suit, {}).setdefault(c.rank, c)
    out: list[Action] = []
    for meld in state.melds[state.side_of(state.current)]:
        if meld.kind is not MeldKind.SEQUENCE:
            continue
        have = by_suit.get(str(meld.key), {})
        low, high = meld.cards[0].rank, meld.cards[-1].rank
        below = [have[r] for r in range(low - 1, 3, -1) if r in have]
        below = [c for k, c in enumerate(below) if c.rank == low - 1 - k]
        above = [have[r] for r in range(high + 1, 15) if r in have]
        above = [c for k, c in enumerate(above) if c.rank == high + 1 + k]
        out += [Meld(tuple(below[:a]) + tuple(above[:b]), meld.id)
                for a in range(len(below) + 1) for b in range(len(above) + 1)
                if 0 < a + b <= cap]
    return out


def _wild_moves(state: GameState, by_rank: dict[int, list[Card]]) -> list[Action]:
    """DK-10: zsolis from each group (twos first and jokers first) to every other
    group, or to a new group with a pair or more from the hand, with up to one more
    natural of the group's rank than zsolis taken."""
    melds = state.melds[state.side_of(state.current)]
    out: list[Action] = []
    for source in melds:
        wild = [c for c in source.cards if c.is_wild]
        twos = [c for c in wild if not c.is_joker]
        jokers = [c for c in wild if c.is_joker]
        own = [] if source.kind is MeldKind.WILD else by_rank.get(source.rank, [])
        for wilds in _wild_choices(twos, jokers, len(wild))[1:]:
            for n in range(min(len(own), len(wilds) + 1) + 1):
                naturals = tuple(own[:n])
                out += [MoveWilds(wilds, source.id, m.id, naturals) for m in melds
                        if m.id != source.id]
                out += [MoveWilds(wilds, source.id, None, naturals, tuple(same[:k]))
                        for rank, same in by_rank.items() if rank not in (3, source.rank)
                        for k in range(2, len(same) + 1)]
    return out


def _distinct(cards: list[Card]) -> list[Card]:
    seen: set[str] = set()
    out = []
    for c in sorted(cards, key=card_order):
        if c.kind not in seen:
            seen.add(c.kind)
            out.append(c)
    return out


def compare_deals(game_id: str, rules: dict, deals: int) -> int:
    """Play ``deals`` random and ``deals`` Normal deals (each the first of a game)
    and compare the listing with the oracle's at every position; returns the
    number of positions compared."""
    positions = 0
    for mode in ("random", "normal"):
        for seed in range(deals):
            state = engine.new_game(game_id, rules, seed=f"listing-{seed}")
            rng = random.Random(seed)
            players = [make_player("normal", f"{seed}:{s}")
                       for s in range(state.ruleset.players)]
            for _ in range(MAX_ACTIONS):
                if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
                    break
                listed = legal_actions(state)
                expected = oracle_listing(state)
                assert listed == expected, (
                    f"{game_id} {rules} {mode} deal {seed}, {state.phase.value}: listed "
                    f"{[str(a) for a in listed if a not in expected]} beyond the oracle's, "
                    f"missing {[str(a) for a in expected if a not in listed]}, or another order")
                positions += 1
                if mode == "random":
                    action = rng.choice(listed)
                else:
                    action = players[state.to_act].choose(observe(state, state.to_act), listed)
                state, _ = engine.apply_unchecked(state, action, in_place=True)
    return positions


@pytest.mark.parametrize(("game_id", "rules"), VARIANTS)
def test_listing_is_every_candidate_the_oracle_accepts(game_id: str, rules: dict):
    """Two random and two Normal deals: the listing equals the oracle's."""
    assert compare_deals(game_id, with_players(game_id, rules, None), 2) > 100


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "rules"), VARIANTS)
def test_listing_is_every_candidate_the_oracle_accepts_long_run(game_id: str, rules: dict):
    """The long run: twenty random and twenty Normal deals (run with -m slow)."""
    assert compare_deals(game_id, with_players(game_id, rules, None), 20) > 1000
