"""What the table knows of a hand (GameState.known, PlayerView.known): the cards
every player saw go from the pile into a hand (CL-5.1: the pickup is face up) and
that the player has not melded or discarded since; Classic's Hard deals them to
their holder (game.ai.hard.game_world), as does ``hard+read``, which also weighs its
worlds by the signs (game.ai.hard.read_world)."""

from __future__ import annotations

import random

from game.ai.hard import game_world, read_world, sample_world
from game.ai.profiles import profile_for
from game.rules import engine, legal_actions, observe
from game.rules.actions import Discard, Draw, TakePile, UndoTurn
from game.rules.games import REGISTRY, get_ruleset
from game.rules.position import setup
from game.rules.state import Phase


def pickup():
    """Seat 0 takes a three-card pile with a pair of eights (CL-5.1): the eight of
    hearts goes to the new meld, the five of clubs and nine of diamonds to the hand."""
    state = setup("classic", hands={0: "8S 8D 4C 6H", 1: "KS KD QC", 2: "7C 7D 9S",
                                    3: "JC JD 10S"},
                  melds={0: ["AH AS AD"]}, pile="5C 9D 8H", phase=Phase.DRAW)
    take = next(a for a in legal_actions(state) if isinstance(a, TakePile))
    state, _ = engine.apply(state, take)
    return state


def kinds(cards):
    return sorted(c.kind for c in cards)


def test_cl_5_1_the_cards_taken_into_the_hand_are_known_to_every_seat():
    state = pickup()
    assert kinds(state.known[0]) == ["5C", "9D"]
    assert state.known[1:] == [[], [], []]
    for seat in range(4):
        assert [kinds(k) for k in observe(state, seat).known] == [["5C", "9D"], [], [], []]


def test_a_known_card_melded_or_discarded_is_no_longer_known():
    state = pickup()
    five = next(c for c in state.hands[0] if c.kind == "5C")
    state, _ = engine.apply(state, Discard(five))
    assert kinds(state.known[0]) == ["9D"]


def test_cards_waiting_for_the_initial_meld_are_not_in_the_hand_yet():
    """CL-6.2: before its initial meld a side's pickup waits (the rest of the pile is
    not in the hand until the meld counts enough); undo gives it back (CL-6.3).
    Neither puts a card in what the table knows of the hand."""
    state = setup("classic", hands={0: "8S 8D KC KD KH 6H", 1: "KS QD QC", 2: "7C 7D 9S",
                                    3: "JC JD 10S"}, pile="5C 9D 8H", phase=Phase.DRAW)
    take = next(a for a in legal_actions(state)
                if isinstance(a, TakePile) and not a.melds)  # 30 of 50: the kings to come
    state, _ = engine.apply(state, take)
    assert state.pending and state.known[0] == []
    assert engine.why_illegal(state, UndoTurn()) is None
    state, _ = engine.apply(state, UndoTurn())
    assert state.known[0] == [] and kinds(state.pile) == ["5C", "8H", "9D"]


def test_a_new_deal_knows_nothing():
    state = engine.new_game("classic", None, 1)
    assert state.known == [[], [], [], []]


def test_read_worlds_deal_the_known_cards_to_their_holder():
    """Seen from West (seat 1): every world +read deals gives seat 0 the five of
    clubs and the nine of diamonds; worlds dealt without reading seldom do."""
    state = pickup()
    five = next(c for c in state.hands[0] if c.kind == "4C")
    state, _ = engine.apply(state, Discard(five))  # seat 0's turn ends; West to draw
    view = observe(state, 1)
    rng = random.Random(3)
    for _ in range(20):
        world = read_world(view, rng)
        assert world is not None
        assert {"5C", "9D"} <= {c.kind for c in world.hands[0]}
        assert len(world.hands[0]) == len(state.hands[0])
        assert sorted(world.all_cards()) == sorted(state.all_cards())
    plain = [sample_world(view, rng) for _ in range(20)]
    assert sum({"5C", "9D"} <= {c.kind for c in w.hands[0]} for w in plain if w) < 20


def test_hards_worlds_read_the_pickups_where_its_game_does():
    """CL-5.1: Classic's Hard deals the cards seen taken with the pile to their holder
    (``AIProfile.read_pickups``, measured: docs/strength.md, "Reading the pickups");
    ``hard+blind`` deals every hidden card at random, as Hard did before, and
    ``hard+read`` also weighs its worlds by the signs (a level of the duel only).
    The other games deal at random: in Pennies (PH-5.4) reading the pickups gained
    nothing over 1000 duplicate deals (-16.6 a deal, docs/strength.md)."""
    from game.ai import LEVELS, make_player

    assert make_player("hard").deal_world is game_world
    assert make_player("hard+blind").deal_world is sample_world
    assert make_player("hard+read").deal_world is read_world
    assert "hard+read" not in LEVELS and "hard+blind" not in LEVELS
    state = pickup()
    four = next(c for c in state.hands[0] if c.kind == "4C")
    state, _ = engine.apply(state, Discard(four))
    view = observe(state, 1)
    assert profile_for(view.ruleset).read_pickups
    rng = random.Random(4)
    for _ in range(10):
        world = game_world(view, rng)
        assert world is not None and {"5C", "9D"} <= {c.kind for c in world.hands[0]}
    assert not any(profile_for(get_ruleset(g)).read_pickups for g in REGISTRY if g != "classic")


def test_a_view_carries_the_next_meld_id():
    """Meld ids are public, and so is the id the next meld will have. A pickup that
    lays the initial meld from the hand first (MA-6.3) names the meld it will make by
    that id, so a state rebuilt from a view must number its next meld as the table
    does, even after an undo left the numbering past the highest id on the table
    (the coach's play-outs once stopped on such a pickup in Modern American)."""
    from game.rules.view import state_from_view

    state = pickup()
    state.next_meld_id = 10_001
    for seat in range(4):
        view = observe(state, seat)
        assert view.next_meld_id == 10_001
        assert state_from_view(view).next_meld_id == 10_001
    fresh = engine.new_game("modern", None, 2)
    assert state_from_view(observe(fresh, 0)).next_meld_id == fresh.next_meld_id


def test_cl_5_a_pickup_declined_and_the_ranks_discarded_are_seen_by_every_seat():
    """Seat 0 draws from the stock while the eight of hearts, a natural, lies on the
    pile (CL-5: it might have taken the pile with a pair of eights), then discards
    the four of clubs: the table has seen both (GameState.declined, .discarded)."""
    state = setup("classic", hands={0: "KS KD QC 4C", 1: "KH 7S QD", 2: "7C 7D 9S",
                                    3: "JC JD 10S"},
                  melds={0: ["AH AS AD"]}, pile="5C 9D 8H", stock="6S 6D 5H 5S",
                  phase=Phase.DRAW)
    draw = next(a for a in legal_actions(state) if isinstance(a, Draw))
    state, _ = engine.apply(state, draw)
    assert state.declined == [[8], [], [], []]
    four = next(c for c in state.hands[0] if c.kind == "4C")
    state, _ = engine.apply(state, Discard(four))
    assert state.discarded == [[4], [], [], []]
    for seat in range(4):
        view = observe(state, seat)
        assert view.declined == ((8,), (), (), ()) and view.discarded == ((4,), (), (), ())
    fresh = engine.new_game("classic", None, 1)
    assert fresh.declined == fresh.discarded == [[], [], [], []]


def test_a_wild_card_or_a_three_on_top_is_no_pickup_declined():
    """CL-5.3, CL-5.4: a pile topped by a wild card or a black three cannot be taken
    with a natural pair of it; drawing then tells nothing."""
    for top in ("2C", "3S"):
        state = setup("classic", hands={0: "KS KD QC 4C", 1: "KH 7S QD", 2: "7C 7D 9S",
                                        3: "JC JD 10S"},
                      melds={0: ["AH AS AD"]}, pile="5C 9D " + top, stock="6S 6D 5H 5S",
                      phase=Phase.DRAW)
        draw = next(a for a in legal_actions(state) if isinstance(a, Draw))
        state, _ = engine.apply(state, draw)
        assert state.declined == [[], [], [], []]


def test_a_world_that_holds_a_rank_its_player_discarded_weighs_less():
    """Hard +read chooses among its worlds by how the table's signs make them likely:
    a hand with a natural of a rank its player discarded weighs DISCARDED_HELD, one
    with a natural pair of a pickup it declined DECLINED_PAIR (game.ai.hard)."""
    from game.ai.hard import DECLINED_PAIR, DISCARDED_HELD, sign_weight

    state = setup("classic", hands={0: "KS KD QC 4C", 1: "KH 7S QD", 2: "7C 7D 9S",
                                    3: "JC JD 10S"},
                  melds={0: ["AH AS AD"]}, pile="5C 9D", stock="6S 6D 5H 5S",
                  phase=Phase.DRAW, current=1)
    state.discarded[3] = [10]
    state.declined[2] = [7]
    view = observe(state, 1)
    assert sign_weight(view, state) == DISCARDED_HELD * DECLINED_PAIR
    other = state.copy()
    other.hands[3], other.hands[2] = other.hands[2], other.hands[3]
    assert sign_weight(view, other) == 1.0
    rng = random.Random(5)
    worlds = [read_world(view, rng) for _ in range(300)]
    held = sum(any(c.rank == 10 for c in w.hands[3]) for w in worlds if w)
    plain = sum(any(c.rank == 10 for c in w.hands[3])
                for w in (sample_world(view, rng) for _ in range(300)) if w)
    assert held < plain
