"""Hidden hands shaped as players keep them (game.ai.kept): the measuring level
``hard+kept`` gives the other hands of its worlds in Classic for four more pairs and
fewer wild cards than chance, and keeps every count and every card the table saw
taken with the pile (CL-5.1)."""

from __future__ import annotations

import random
import statistics
from collections import Counter

from game.ai import make_player
from game.ai.classic import CL_SHAPE
from game.ai.hard import HardPlayer, kept_world, known_world, sample_world
from game.ai.kept import HandShape, hand_features, shape_hands
from game.ai.profiles import PH_SHAPE, profile_for
from game.cli import main
from game.reading import fit_shape, self_play
from game.rules.cards import parse_cards
from game.rules.games import get_ruleset
from tests.ai.worlds import check_world


def self_play_views(game_id: str, seeds: range, every: int = 5, table_rules=None):
    """(state, view of the player to act) at every ``every``-th decision of the first
    deals of Normal self-play."""
    return [(state.copy(), view) for state, view in
            self_play(game_id, len(seeds), seeds.start, every, table_rules)]


def test_hand_features_count_pairs_triples_wild_cards_and_black_threes():
    hand = parse_cards("4D 4C 4H 5S 5D 9C 2C JK 3S 3H")
    assert hand_features(hand) == (2, 1, 2, 1)
    assert hand_features([]) == (0, 0, 0, 0)


def test_a_kept_world_agrees_with_the_view_and_keeps_the_known_cards():
    """CL-5.1, CL-3.1: every count as the view says, the same cards in all, no red
    three in a hand, and the cards seen taken with the pile in their holder's hand."""
    knowing = 0
    for state, view in self_play_views("classic", range(1, 5)):
        knowing += check_world(kept_world(view, random.Random(len(view.pile))), state, view)
    assert knowing > 5


def test_kept_hands_hold_more_pairs_and_fewer_wild_cards_than_chance():
    """The shape moves the hidden hands towards those of Normal self-play: on the
    same positions, more natural pairs and fewer wild cards than dealt at random."""
    blind: list[tuple[int, int, int, int]] = []
    kept: list[tuple[int, int, int, int]] = []
    true: list[tuple[int, int, int, int]] = []
    for state, view in self_play_views("classic", range(1, 6)):
        rng = random.Random(view.turn_no)
        a, b = sample_world(view, rng), kept_world(view, rng)
        assert a is not None and b is not None
        for seat in range(4):
            if seat != view.seat:
                blind.append(hand_features(a.hands[seat]))
                kept.append(hand_features(b.hands[seat]))
                true.append(hand_features(state.hands[seat]))

    def mean(rows, i):
        return statistics.fmean(r[i] for r in rows)

    assert mean(kept, 0) > mean(blind, 0) + 0.2  # pairs
    assert mean(kept, 2) < mean(blind, 2) - 0.1  # wild cards
    assert abs(mean(kept, 0) - mean(true, 0)) < abs(mean(blind, 0) - mean(true, 0))


def test_no_shape_leaves_the_world_as_dealt_and_the_same_numbers_the_same_world():
    _, view = self_play_views("classic", range(2, 3))[3]
    world = known_world(view, random.Random(4))
    assert world is not None
    again = world.copy()
    rng = random.Random(9)
    shape_hands(again, view, rng, HandShape())
    assert again.hands == world.hands and again.stock == world.stock
    assert rng.random() == random.Random(9).random()  # no random number spent
    one, two = world.copy(), world.copy()
    shape_hands(one, view, random.Random(3), CL_SHAPE)
    shape_hands(two, view, random.Random(3), CL_SHAPE)
    assert one.hands == two.hands and one.stock == two.stock
    assert one.hands != world.hands


def test_hard_kept_shapes_its_worlds_where_the_game_has_a_shape():
    """``hard+kept`` (for measuring; Hard deals at random) shapes the hidden hands in
    Classic for four and Pennies from Heaven for six; in Classic for two and the
    games with no fitted shape its worlds are Hard's."""
    assert profile_for(get_ruleset("classic", {})).hand_shapes == {4: CL_SHAPE}
    assert profile_for(get_ruleset("pennies", {})).hand_shapes == {6: PH_SHAPE}
    hard, kept = make_player("hard", 1), make_player("hard+kept", 1)
    assert isinstance(hard, HardPlayer) and isinstance(kept, HardPlayer)
    assert (hard.deal_world.__name__, kept.deal_world.__name__) == ("game_world", "kept_world")
    for game_id, rules in (("dollars", None), ("classic", {"players": 2})):
        _, view = self_play_views(game_id, range(1, 2), every=9, table_rules=rules)[2]
        a, b = kept_world(view, random.Random(5)), sample_world(view, random.Random(5))
        assert a is not None and b is not None and a.hands == b.hands


def test_pennies_hidden_hands_are_shaped_with_more_pairs_ph_5_4():
    """PH-5.4: a natural pair takes the pile, frozen or not, so players keep pairs; in
    Pennies from Heaven for six the five other hands of a kept world hold more natural
    pairs than those of a world dealt at random from the same view, and their counts
    and the cards seen taken with the pile are kept."""
    shaped, blind = [], []
    for _, view in self_play_views("pennies", range(1, 4), every=6):
        rng = random.Random(len(view.pile))
        a, b = sample_world(view, rng), kept_world(view, rng)
        assert a is not None and b is not None
        for seat in range(6):
            if seat != view.seat:
                assert len(b.hands[seat]) == view.hand_counts[seat]
                if view.known:
                    assert Counter(view.known[seat]) <= Counter(b.hands[seat])
                blind.append(hand_features(a.hands[seat])[0])
                shaped.append(hand_features(b.hands[seat])[0])
    assert len(shaped) >= 100
    assert statistics.fmean(shaped) > statistics.fmean(blind) + 0.2


def test_the_fit_moves_the_weights_towards_kept_hands(capsys):
    """The fitted Classic shape favours pairs and disfavours wild cards, and
    ``reading --fit-shape`` and ``reading --kept`` run from the command line."""
    fit = fit_shape("classic", deals=3)
    assert fit["positions"] > 20 and len(fit["rounds"]) == 12
    pairs, triples, wilds, threes = fit["shape"]
    assert pairs > 0.3 and wilds < -0.3
    first, last = fit["rounds"][0]["shaped"], fit["rounds"][-1]["shaped"]
    true = fit["true"]
    assert abs(last[0] - true[0]) < abs(first[0] - true[0])
    assert main(["reading", "--variant", "classic", "--deals", "1", "--fit-shape"]) == 0
    assert '"shape"' in capsys.readouterr().out
    assert main(["reading", "--variant", "classic", "--deals", "1", "--worlds", "1",
                 "--kept"]) == 0
    assert '"kept_world"' in capsys.readouterr().out
