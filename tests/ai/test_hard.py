"""The Hard level: it sees only its view, deals the unseen cards consistently,
and the same view with the same seed gives the same choice."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from rules.scenario import make_state

from game.ai import make_player
from game.ai.hard import (
    SAMPLES,
    ExpertPlayer,
    HardPlayer,
    passed_by_next,
    sample_world,
    unseen_cards,
)
from game.ai.profiles import PROFILES, profile_for
from game.rules import engine, engine_compiled
from game.rules.actions import Discard, Meld
from game.rules.games import REGISTRY, get_ruleset
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe


def played_to(game_id: str, seed: int, actions: int):
    """A state ``actions`` Normal moves into the first deal of game ``seed``."""
    state = engine.new_game(game_id, None, seed)
    players = [make_player("normal", f"{seed}:{s}") for s in range(state.ruleset.players)]
    for _ in range(actions):
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        state, _ = engine.apply_unchecked(state, action, in_place=True)
    return state


def test_a_sampled_world_agrees_with_the_view():
    for game_id in ("classic", "pennies"):
        state = played_to(game_id, 4, 40)
        seat = state.to_act
        view = observe(state, seat)
        world = sample_world(view, random.Random(1))
        assert world is not None
        for other in range(state.ruleset.players):
            assert observe(world, other).hand_counts == view.hand_counts
        assert observe(world, seat) == view
        everything = (list(world.stock) + list(world.pile)
                      + [c for h in world.hands for c in h] + [c for f in world.feet for c in f]
                      + [c for side in world.melds for m in side for c in m.cards]
                      + [c for r in world.red_threes for c in r])
        real = (list(state.stock) + list(state.pile)
                + [c for h in state.hands for c in h] + [c for f in state.feet for c in f]
                + [c for side in state.melds for m in side for c in m.cards]
                + [c for r in state.red_threes for c in r])
        assert Counter(everything) == Counter(real)
        assert not any(c.is_red_three for s, h in enumerate(world.hands) if s != seat for c in h)
        assert set(unseen_cards(view)).isdisjoint(view.hand)


def test_same_view_and_seed_same_choice_whatever_the_hidden_cards():
    """Two states that differ only in other hands and the stock look the same to
    seat 0; Hard with one seed chooses the same discard in both."""
    hand = "QH 9S KD 4S 5D 6C 7C JH"
    a = make_state("classic", hands={0: hand, 1: "4C 5C 6D", 2: "8S JC JD", 3: "AS AH AD"},
                   pile="7H QD 10S", melds={0: ["8H 8S 8D"]}, phase=Phase.MELD)
    b = make_state("classic", hands={0: hand, 1: "AS AH AD", 2: "4C 5C 6D", 3: "8S JC JD"},
                   pile="7H QD 10S", melds={0: ["8H 8S 8D"]}, phase=Phase.MELD)
    assert observe(a, 0) == observe(b, 0)
    one, two = HardPlayer(5, samples=3), HardPlayer(5, samples=3)
    first = one.choose(observe(a, 0), legal_actions(a))
    second = two.choose(observe(b, 0), legal_actions(b))
    assert first == second and isinstance(first, Discard)
    assert one.looked_ahead == two.looked_ahead == 1


def test_expert_is_hards_search_with_ten_times_the_worlds():
    """Expert deals the game's ``expert_worlds`` (60 in Classic, fewer where its
    decisions would take too long) where Hard deals :data:`SAMPLES`, at the same
    decision, and its choice is legal."""
    hand = "QH 9S KD 4S 5D 6C 7C JH"
    state = make_state("classic", hands={0: hand, 1: "4C 5C 6D", 2: "8S JC JD", 3: "AS AH AD"},
                       pile="7H QD 10S", melds={0: ["8H 8S 8D"]}, phase=Phase.MELD)
    dealt: list[str] = []

    def counting(player):
        deal = player.deal_world

        def counted(view, rng):
            dealt.append(player.name)
            return deal(view, rng)
        return counted

    for player in (HardPlayer(5), ExpertPlayer(5)):
        player.deal_world = counting(player)
        action = player.choose(observe(state, 0), legal_actions(state))
        assert engine.why_illegal(state, action) is None
        assert player.looked_ahead == 1
    assert Counter(dealt) == {"hard": SAMPLES, "expert": 10 * SAMPLES}
    assert make_player("expert").name == "expert"
    worlds = {g: profile_for(get_ruleset(g)).expert_worlds for g in REGISTRY}
    assert worlds == {"classic": 60, "pennies": 40, "dollars": 36, "bain": 40, "railroad": 60,
                      "diszitett": 30, "modern": 40}


@pytest.mark.parametrize("game_id, samples", [("classic", 2), ("pennies", 1)])
def test_every_choice_is_legal_and_some_look_ahead(game_id, samples):
    state = engine.new_game(game_id, None, 3)
    hard = HardPlayer(3, samples=samples)
    players = [hard if s == 0 else make_player("normal", s)
               for s in range(state.ruleset.players)]
    while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), legal_actions(state))
        assert engine.why_illegal(state, action) is None, str(action)
        state, _ = engine.apply(state, action)
    assert hard.looked_ahead > 0


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_hard_plays_every_game_legally_and_looks_ahead(game_id):
    """Hard goes through the one player interface in every registered game: each
    world it deals agrees with its view (threes, bonus cards, feet and the cut
    included), every choice is legal, and it looks ahead (the first 90 actions of
    the game, two worlds a decision)."""
    state = engine.new_game(game_id, None, 11)
    hard = HardPlayer(11, samples=2)
    players = [hard if s == 0 else make_player("normal", s)
               for s in range(state.ruleset.players)]
    worlds = 0
    for _ in range(90):
        if state.phase is Phase.GAME_OVER:
            break
        seat = state.to_act
        view = observe(state, seat)
        if seat == 0 and state.phase in (Phase.DRAW, Phase.MELD):
            world = sample_world(view, random.Random(worlds))
            assert world is not None
            assert observe(world, seat) == view
            assert Counter(world.all_cards()) == Counter(state.all_cards())
            worlds += 1
        action = players[seat].choose(view, legal_actions(state))
        assert engine.why_illegal(state, action) is None, str(action)
        state, _ = engine.apply(state, action)
    assert worlds and hard.looked_ahead > 0


def test_a_rollout_stops_at_its_horizon_and_scores_the_deal_as_it_stands():
    """Hard's rollouts play ``horizon`` turns with Normal, then the deal is scored
    as if the play ended there with no one going out (the static evaluation):
    the same world, first action and seed give the same figure; a full rollout
    plays on to the deal's end."""
    from game.ai.hard import HORIZON, rollout
    from game.rules import transitions

    state = played_to("classic", 4, 30)
    view = observe(state, state.to_act)
    world = sample_world(view, random.Random(2))
    first = HardPlayer(1).normal.choose(view, legal_actions(state))
    short = rollout(world, first, view.side, "s", horizon=4)
    assert short == rollout(world, first, view.side, "s", horizon=4)
    stopped = world.copy()
    stopped, _ = engine.apply_unchecked(stopped, first, in_place=True)
    players = [make_player("normal", f"s:{s}") for s in range(4)]
    stop = stopped.turn_no + 4
    while not (stopped.turn_no >= stop and stopped.phase is Phase.DRAW):
        assert stopped.phase is not Phase.DEAL_OVER
        seat = stopped.to_act
        action = players[seat].choose(observe(stopped, seat), legal_actions(stopped))
        stopped, _ = engine.apply_unchecked(stopped, action, in_place=True)
    transitions.end_deal(stopped, None, "horizon")
    totals = stopped.history[-1].totals
    assert short == totals[view.side] - totals[1 - view.side]
    assert stopped.went_out is None and not any(
        "going out" in line.label.lower() for lines in stopped.history[-1].lines for line in lines)
    assert rollout(world, first, view.side, "s", horizon=None) == rollout(
        world, first, view.side, "s", horizon=100_000)  # to the deal's end
    assert make_player("hard@0").horizon is None and make_player("hard@12").horizon == HORIZON
    assert make_player("hard@8x3").horizon == 8 and make_player("hard@8x3").samples == 3


@pytest.mark.skipif(engine_compiled(), reason="a compiled module calls its functions "
                    "directly, not through the module's attributes the spy replaces")
@pytest.mark.parametrize("game_id, horizon", [("classic", None), ("pennies", 12)])
def test_hards_horizon_is_the_games_own(monkeypatch, game_id, horizon):
    """Hard's rollouts run to the deal's end in Classic and twelve turns in
    Pennies (the horizons measured by duel: the games' profiles); ``hard@H`` sets one."""
    import game.ai.hard as hard_module

    seen: set = set()
    real = hard_module.played_out

    def spy(world, first, side, seed, horizon=None):
        seen.add(horizon)
        return real(world, first, side, seed, 2)  # short, to keep the test quick

    monkeypatch.setattr(hard_module, "played_out", spy)
    for player, expected in ((HardPlayer(3, samples=1), horizon),
                             (make_player("hard@5x1"), 5)):
        seen.clear()
        state = engine.new_game(game_id, None, 3)
        while not seen and state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            seat = state.to_act
            chooser = player if seat == 0 else make_player("normal", seat)
            action = chooser.choose(observe(state, seat), legal_actions(state))
            state, _ = engine.apply_unchecked(state, action, in_place=True)
        assert seen == {expected}


def test_hard_weighs_holding_the_turns_first_meld():
    """Where it weighs holding (``hold="turn"``, ``hard+hold``), at the turn's first
    meld Hard also weighs holding the cards and discarding at once (Normal's
    favourite discard); later melds of the turn, ``hard-hold`` and the game's own
    choice where the game's profile names no ``hold`` do not. Both choices it may make are
    legal."""
    state = make_state("classic", hands={0: "QH QS QD KH KS KD 4S 5D", 1: "4C 5C 6D",
                                         2: "8S JC JD", 3: "AS AH AD"},
                       pile="7H QC 10S", melds={0: ["8H 8S 8D"]}, phase=Phase.MELD)
    view, legal = observe(state, 0), legal_actions(state)
    hard = HardPlayer(5, samples=2, hold="turn")
    choice = hard.normal.choose(view, legal)
    assert isinstance(choice, Meld) and not view.laid_this_turn
    candidates = hard._candidates(view, legal, choice)
    assert candidates[0] == choice and isinstance(candidates[1], Discard)
    assert candidates[1] == hard.normal.discard_order(
        view, [a for a in legal if isinstance(a, Discard)])[0]
    assert make_player("hard-hold", 5)._candidates(view, legal, choice) == [choice]
    assert make_player("hard+hold", 5)._candidates(view, legal, choice) == candidates
    by_game = HardPlayer(5)._candidates(view, legal, choice)
    assert by_game == (candidates if profile_for(state.ruleset).hold == "turn" else [choice])
    assert make_player("hard+out", 5)._candidates(view, legal, choice) == [choice]  # no way out
    assert engine.why_illegal(state, hard.choose(view, legal)) is None
    assert hard.looked_ahead == 1
    melded, _ = engine.apply(state, choice)
    later = observe(melded, 0)
    assert later.laid_this_turn
    another = next(a for a in legal_actions(melded) if isinstance(a, Meld))
    assert hard._candidates(later, legal_actions(melded), another) == [another]


def test_hard_out_weighs_going_out_now():
    """``hard+out`` weighs holding only when the turn's first meld begins Normal's
    way out (CL-7.1: a canasta made; Q♥ Q♠ Q♦ then 5♣ discarded)."""
    state = make_state("classic", hands={0: "QH QS QD 5C", 1: "4C 5H 6D", 2: "9S JC",
                                         3: "AS AH AD"},
                       pile="7H QC 10S", melds={0: ["8H 8S 8D 8C 8H 8S 8D"]}, phase=Phase.MELD)
    view, legal = observe(state, 0), legal_actions(state)
    hard = make_player("hard+out", 5)
    choice = hard.normal.choose(view, legal)
    assert isinstance(choice, Meld) and choice.cards[0].rank == 12
    candidates = hard._candidates(view, legal, choice)
    assert candidates[0] == choice and candidates[1] == Discard(candidates[1].card)
    assert len(candidates) == 2


def hard_to_play(state, seed: int):
    """Seat 0's view of ``state``, its legal actions and a Hard player seeded ``seed``."""
    hard = make_player("hard", seed)
    assert isinstance(hard, HardPlayer)
    return observe(state, 0), legal_actions(state), hard


def test_hard_keeps_a_large_pile_from_the_next_player():
    """CL-5.1, CL-5.2: onto a pile of ten, a king lets the next player (whose side
    has melded kings, so the pile is not frozen for it) take it for sure; Hard
    would rather discard the five, which needs a pair in its hand."""
    state = make_state("classic", hands={0: "KH 5S 9D 9H", 1: "4C 6D 8S JC QD"},
                       melds={0: ["9C 9S 9D/1"], 1: ["KC KS KD"]},
                       pile="4D 6H 7S 8C TD JS QS AC 4H 6S", melded=[True, True],
                       current=0, phase=Phase.MELD)
    view = observe(state, 0)
    legal = legal_actions(state)
    king = next(a for a in legal if isinstance(a, Discard) and a.card.rank == 13)
    player = HardPlayer("t")
    choice, safe = player.safe_discard(view, legal, king)
    assert isinstance(choice, Discard) and choice.card.rank != 13
    assert safe is not None and king.card.kind not in safe and choice.card.kind in safe
    assert player.guarded == 1
    unguarded = make_player("hard-guard")
    assert isinstance(unguarded, HardPlayer) and not unguarded.guard


def test_the_classic_guard_counts_a_discard_within_its_tolerance_as_safe(monkeypatch):
    """CL-5.1: the guard's risks are counted in 16 worlds, so one or two worlds more
    are within their noise; in Classic a discard whose risk is within
    ``guard_tolerance`` (two worlds' weight) of the least counts as safe, and Normal's
    favourite among those stands. A king onto this pile feeds the next player in
    every world (its side has melded kings, CL-5.2): beyond any such tolerance, the
    guard changes it; within a tolerance of every world's weight it stands. The other
    games keep 0: in Pennies (PH-5.4) the tolerance cost -47.1 a deal over 1000
    duplicate deals (docs/strength.md, "Reading the pickups")."""
    state = make_state("classic", hands={0: "KH 5S 9D 9H", 1: "4C 6D 8S JC QD"},
                       melds={0: ["9C 9S 9D/1"], 1: ["KC KS KD"]},
                       pile="4D 6H 7S 8C TD JS QS AC 4H 6S", melded=[True, True],
                       current=0, phase=Phase.MELD)
    view, legal, hard = hard_to_play(state, 1)
    king = next(a for a in legal if isinstance(a, Discard) and a.card.rank == 13)
    tolerance = profile_for(state.ruleset).guard_tolerance
    assert tolerance == 2.0
    risk = hard.discard_risks(view, hard.guard_options(view, legal, king))
    choice, safe = hard.safe_discard(view, legal, king)
    assert safe == {kind for kind, r in risk.items() if r <= min(risk.values()) + tolerance}
    assert choice != king and choice.card.kind in safe and "KH" not in safe
    monkeypatch.setitem(PROFILES, "classic",
                        dataclasses.replace(profile_for(state.ruleset), guard_tolerance=16.0))
    choice, safe = hard_to_play(state, 1)[2].safe_discard(view, legal, king)
    assert choice == king and safe == set(risk)
    assert all(profile_for(get_ruleset(g)).guard_tolerance == 0 for g in REGISTRY
               if g != "classic")


def test_holding_the_melds_discards_as_the_guard_would():
    """PH-5.4: where Pennies' Hard weighs holding the turn's melds and discarding at
    once, onto a pile of ten that discard is the guard's, not Normal's favourite (a
    king, which the worlds Hard deals let the next player take more often than the
    nine); Hard without the guard keeps Normal's."""
    state = make_state("pennies", hands={0: "QH QS QD KH 5S 9D", 1: "4C 6D 8S JC QC TD"},
                       melds={0: ["9C 9S 9D/1"], 1: ["5C 5H 5D"]},
                       pile="4D 6H 7S 8C TH JS KS AC 4H 6S", melded=[True, True],
                       current=0, phase=Phase.MELD)
    view, legal, hard = hard_to_play(state, 5)
    choice = hard.normal.choose(view, legal)
    assert isinstance(choice, Meld)
    favourite = hard.normal.discard_order(view, [a for a in legal if isinstance(a, Discard)])[0]
    assert favourite.card.rank == 13
    guarded, _ = hard.safe_discard(view, legal, favourite)
    assert guarded != favourite
    assert hard._candidates(view, legal, choice) == [choice, guarded]
    unguarded = make_player("hard-guard", 5)
    assert isinstance(unguarded, HardPlayer)
    assert unguarded._candidates(view, legal, choice) == [choice, favourite]


@pytest.mark.skipif(engine_compiled(), reason="a compiled module calls its functions "
                    "directly, not through the module's attributes the spy replaces")
@pytest.mark.parametrize("game_id, worlds", [("classic", 16), ("pennies", 256), ("bain", 64),
                                             ("modern", 256), ("railroad", 16)])
def test_the_guard_deals_the_games_own_worlds(monkeypatch, game_id, worlds):
    """Hard's pile guard judges the discards onto a pile of ten in 64 worlds in Bain,
    where 16 let it feed the next player about twice as often (BH-5.1: measured with
    ``feeding``), in 256 in Modern American, where 64 still judged close risks by
    their noise (MA-5.1), and in Pennies from Heaven, where Hard then gained +45.4 a
    deal over 16 worlds (PH-5.4: 1000 duplicate deals), and in 16 elsewhere."""
    import game.ai.hard as hard_module

    dealt: list[int] = []
    real = hard_module.sample_world

    def spy(view, rng, **reading):
        dealt.append(1)
        return real(view, rng, **reading)

    monkeypatch.setattr(hard_module, "sample_world", spy)
    state = make_state(game_id, hands={0: "KH 5S 9D 9H 7C", 1: "4C 6D 8S JC QD"},
                       pile="4D 6H 7S 8C TD JS QS AC 4H 6S", melded=[True, True],
                       current=0, phase=Phase.MELD)
    view, legal, hard = hard_to_play(state, 1)
    discard = next(a for a in legal if isinstance(a, Discard))
    hard.safe_discard(view, legal, discard)
    assert len(dealt) == worlds == profile_for(state.ruleset).feed_worlds


def spending_guard(monkeypatch, state, favourite):
    """What the pile guard of a Hard seeded 1 discards in seat 0 of ``state`` instead
    of ``favourite`` when the game's profile lets it spend wild cards
    (``guard_wilds``): ``safe_discard``'s (choice, safe kinds)."""
    monkeypatch.setitem(PROFILES, state.ruleset.id,
                        dataclasses.replace(profile_for(state.ruleset), guard_wilds=True))
    view, legal, spender = hard_to_play(state, 1)
    return spender.safe_discard(view, legal, favourite)


def test_the_dk_guard_spends_no_zsoli(monkeypatch):
    """DK-5.1: a zsoli on top closes the talon for one turn only, and the talon grows
    on. Onto a talon of ten, a joker is the one discard the next player can never
    take it with; Hard's guard in díszített kanaszta keeps it all the same (its
    profile's ``guard_wilds``), where a guard free to spend wild cards throws it."""
    state = make_state("diszitett", table_rules={"players": 2},
                       hands={0: "JK 8C 9D KH QS 5D 6S",
                              1: "4C 4D 6D 8S JC QD TC TD 7H 7S AH"},
                       melds={0: ["9C 9S 9D/1"], 1: ["KC KS KD"]},
                       pile="4H 6H 7C 8D TH JS QS/1 AC 5H 6C", melded=[True, True],
                       current=0, phase=Phase.MELD)
    view, legal, hard = hard_to_play(state, 1)
    favourite = hard.normal.choose(view, legal)
    assert isinstance(favourite, Discard) and not favourite.card.is_wild
    choice, safe = hard.safe_discard(view, legal, favourite)
    assert not choice.card.is_wild and safe is not None and "JK" not in safe
    choice, safe = spending_guard(monkeypatch, state, favourite)
    assert choice.card.is_joker and safe == {"JK"}


def test_the_classic_guard_spends_no_wild_card(monkeypatch):
    """CL-5.3: a wild card on top freezes the pile, so the next player cannot take it
    (CL-5.1); onto a pile of ten where each natural in the hand matches a meld of the
    next player's side (CL-5.2: it takes the unfrozen pile with the top card alone),
    the two is the one safe discard. Classic's Hard keeps it all the same (its
    profile's ``guard_wilds``); a guard free to spend wild cards throws it."""
    state = make_state("classic", hands={0: "2C KH 5S", 1: "4C 6D 8S JC QD"},
                       melds={0: ["9C 9S 9D"], 1: ["KC KS KD", "5C 5D 5H"]},
                       pile="4D 6H 7S 8C TD JS QS AC 4H", melded=[True, True],
                       current=0, phase=Phase.MELD)
    view, legal, hard = hard_to_play(state, 1)
    favourite = next(a for a in legal if isinstance(a, Discard) and a.card.kind == "KH")
    risk = hard.discard_risks(view, hard.guard_options(view, legal, favourite))
    assert set(risk) == {"KH", "5S"}  # the two is not weighed
    choice, _ = hard.safe_discard(view, legal, favourite)
    assert not choice.card.is_wild
    choice, safe = spending_guard(monkeypatch, state, favourite)
    assert choice.card.is_wild and safe == {"2C"}


def test_the_ranks_the_next_player_passed_are_read_from_the_pile():
    """Each turn adds one discard: with four players the card three from the top
    is the next player's own discard and the fourth the one it left on top."""
    state = make_state("classic", hands={0: "KH 5S"}, pile="4C 5C 6C 7C 8C 9C",
                       melded=[True, True], current=0, phase=Phase.MELD)
    assert passed_by_next(observe(state, 0)) == {6, 7}


@pytest.mark.parametrize("game_id", ["classic", "diszitett"])
def test_hards_deals_leave_no_objects_behind(game_id):
    """Hard's rollouts make a Normal player a seat, hundreds a decision: over a
    second deal none of them, nor anything else, is left behind (``bench``'s
    ``objects_left``; compiled, every player of these two games once stayed,
    some 5000 objects a deal: tests/ai/test_policy.py)."""
    from game.duel import decision_times

    times = decision_times(game_id, ["hard"], 2, seed=1)["hard"]
    assert times["decisions"] > 0 and times["objects_left"] < 500
