"""The legal-action listing against the oracle: at every position met in random and
Normal deals of every game and number of players (and a few table rules), the
listing (``legal_actions``) is exactly, in the same order, the list of every
candidate the oracle (``why_illegal``) accepts, the candidates built broadly here:
every choice of naturals and wild cards of a rank, new or added to each of the
side's melds, whatever the limits (CL-4, PH-3, MA-3), every pickup with the top
card's naturals and wild cards, every discard, undo, end of play, question and
lay-out. The listing builds most candidates legal by construction and asks the
oracle about the rest only; this test keeps the oracle the judge. Where the
listing's own generators only enumerate (which of identical cards, sequences,
zsoli moves, the planner's composite pickups), the reference takes their
candidates and judges them itself.

The default run plays two random and two Normal deals of each; ``-m slow`` plays
twenty of each.
"""

from __future__ import annotations

import random

import pytest

from game.ai import make_player
from game.rules import actions as A
from game.rules import engine, legal
from game.rules.cards import JOKER
from game.rules.games import REGISTRY, player_counts, with_players
from game.rules.games import diszitett as dk
from game.rules.games import modern as ma
from game.rules.legal import legal_actions
from game.rules.melds import group_hand
from game.rules.oracle import why_illegal
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


def _accepted(state: GameState, actions: list[A.Action]) -> list[A.Action]:
    """The actions the oracle accepts, in order (a meld once)."""
    seen: set[A.Action] = set()
    out = []
    for action in actions:
        if isinstance(action, A.Meld) and action in seen:
            continue
        if why_illegal(state, action) is None:
            seen.add(action)
            out.append(action)
    return out


def oracle_listing(state: GameState) -> list[A.Action]:
    """Every candidate of the position that the oracle accepts, in the listing's
    order of kinds."""
    phase = state.phase
    if phase is Phase.DRAW:
        return _accepted(state, [A.Draw(), *_takes(state), *_lay_outs(state)])
    if phase is Phase.MELD:
        return _accepted(state, _meld_phase(state))
    if phase is Phase.ANSWER:
        return [A.Answer(True), A.Answer(False)]
    if phase is Phase.DEAL_OVER:
        return [A.NextDeal()]
    if phase is Phase.FOOT_LOOK:
        return [A.LookAtFoot()]
    if phase is Phase.CUT:
        shown = state.cut_cards()
        return [A.KeepCut(tuple(c for i, c in enumerate(shown) if mask >> i & 1))
                for mask in range(1 << len(shown))]
    return []


def _lay_outs(state: GameState) -> list[A.Action]:
    return [A.LayOut(c) for c in state.hands[state.current] if c.rank == 3]


def _takes(state: GameState) -> list[A.Action]:
    """Every pickup with the top card's naturals and up to two wild cards (one with
    a pair), new or onto each of the side's melds of its rank; the composite forms
    of a side that has not melded, the listing's (PH-5.4, MA-6.3: built from the
    planner's melds); the garbage pile (BH-5.1), the top card alone onto a sequence
    (DH-5.5); the free pickup alone of a card that is not natural (DK-14.3)."""
    top = state.top
    if top is None:
        return []
    if not top.is_natural:
        return [A.TakePile(())]
    seat = state.current
    side = state.side_of(seat)
    groups = group_hand(state.hands[seat])
    naturals = groups.by_rank.get(top.rank, [])
    out: list[A.Action] = []
    for target in [None, *(m.id for m in state.melds[side] if m.rank == top.rank)]:
        for k in range(len(naturals) + 1):
            for wild in legal.wild_choices(groups.twos, groups.jokers, 2 if k < 2 else 1):
                out.append(A.TakePile(tuple(naturals[:k]) + wild, target))
    accepted = [a for a in out if why_illegal(state, a) is None]
    if not state.melded[side] and state.ruleset.id == "modern":  # MA-5.3, MA-6.3
        out += ma.open_then_take(state)
        out.append(A.TakePile(()))
    elif not state.melded[side]:
        out += [c for c in (legal._with_initial_meld(state, a) for a in accepted) if c]
    if state.ruleset.garbage_pile:
        out.append(A.TakePile(tuple(naturals[:2]), A.GARBAGE))
    out += [A.TakePile((), m.id) for m in state.melds[side] if m.kind is MeldKind.SEQUENCE]
    return out


def _meld_phase(state: GameState) -> list[A.Action]:
    """Every meld of one rank's naturals (in the listing's fixed order of identical
    cards) with up to three wild cards, new or onto each meld of the side; melds of
    wild cards only, the listing's sequences (DH-3.3) and every rank into the
    garbage pile (BH-7.1); the listing's zsoli moves (DK-10); then every discard,
    undo, end of play, special hand, lay-out and question."""
    rs = state.ruleset
    seat = state.current
    side = state.side_of(seat)
    hand = state.hands[seat]
    free = [c for c in hand if c not in state.waiting] if state.waiting else hand
    groups = group_hand(free)
    by_rank, twos, jokers = groups.by_rank, groups.twos, groups.jokers
    wilds = legal.wild_choices(twos, jokers, 3)
    out: list[A.Action] = []
    for rank, naturals in by_rank.items():
        if rank == 3:  # black threes all together (CL-3.2)
            out.append(A.Meld(tuple(naturals)))
            continue
        for k in range(1, len(naturals) + 1):
            out += [A.Meld(tuple(naturals[:k]) + wild) for wild in wilds if k + len(wild) >= 3]
    out += [A.Meld(w) for w in legal.wild_choices(twos, jokers, len(twos) + len(jokers))
            if len(w) >= 3]
    if rs.sequence_melds:
        out += legal._sequences(free, state.melds[side], rs.max_meld or 99)
    if rs.garbage_pile:
        out += [A.Meld(tuple(naturals[:k]), A.GARBAGE) for naturals in by_rank.values()
                for k in range(1, len(naturals) + 1)]
        out += [A.Meld(w, A.GARBAGE) for w in legal.wild_choices(twos, jokers, 1)[1:]]
    for meld in state.melds[side]:
        if meld.kind in (MeldKind.SEQUENCE, MeldKind.GARBAGE):
            continue
        naturals = [] if meld.rank == JOKER else by_rank.get(meld.rank, [])
        for k in range(len(naturals) + 1):
            out += [A.Meld(tuple(naturals[:k]) + wild, meld.id) for wild in wilds
                    if k + len(wild)]
    if rs.id == "diszitett":  # DK-10
        out += dk.wild_moves(state, by_rank)
    out += [A.Discard(c) for c in legal._distinct(hand)]
    out += _lay_outs(state)
    out += [A.UndoTurn(), A.EndPlay(), A.SpecialHand()]
    out += [A.AskPartner(p) for p in rs.partners(seat)]
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
