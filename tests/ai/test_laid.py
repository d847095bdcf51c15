"""Hidden hands with what a melded side would have laid taken out (game.ai.hard.lay_off):
the measuring levels ``hard+laid`` and ``hard+laidranks`` deal worlds that agree with
the view, keep every card the table saw taken with the pile (CL-5.1), never put a red
three in a hand (CL-3.1), and leave a melded side's hands without the naturals of its
melded ranks (CL-4.3) and, for ``hard+laid``, without wild cards (CL-4.2) and triples
(CL-4.1), where the stock can give them other cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai import make_player
from game.ai.hard import (
    LAID_WORLDS,
    known_world,
    laid_ranks_world,
    laid_world,
    lay_off,
    would_lay,
)
from game.reading import placed, self_play
from game.rules.cards import parse_cards
from game.rules.state import MeldKind
from tests.ai.worlds import check_world


def melded_views(game_id: str = "classic", deals: int = 6, every: int = 4):
    """(true state, view) at every ``every``-th decision of Normal self-play's first
    deals where some other player's side has melded."""
    out = []
    for state, view in self_play(game_id, deals, 1, every):
        rs = view.ruleset
        if any(view.melds[rs.side_of(s)] for s in range(rs.players) if s != view.seat):
            out.append((state.copy(), view))
    return out


def melded_ranks(view, seat):
    return {m.rank for m in view.melds[view.ruleset.side_of(seat)] if m.kind is MeldKind.RANK}


def test_would_lay_a_melded_rank_a_wild_card_and_a_third_natural():
    """CL-4.3: a natural of a melded rank goes on its meld; CL-4.2 and CL-4.1: with
    ``wilds``, a wild card and a third natural too; a single or a pair is held."""
    king, four, two, joker = parse_cards("KH 4D 2C JK")
    assert would_lay(king, {13}, {}, wilds=False)
    assert not would_lay(four, {13}, {4: 1}, wilds=True)
    assert would_lay(four, {13}, {4: 2}, wilds=True)
    assert not would_lay(four, {13}, {4: 2}, wilds=False)
    assert would_lay(two, set(), {}, wilds=True) and would_lay(joker, set(), {}, wilds=True)
    assert not would_lay(two, set(), {}, wilds=False)


@pytest.mark.parametrize("name", sorted(LAID_WORLDS))
def test_a_laid_world_agrees_with_the_view_and_keeps_the_known_cards(name):
    """CL-5.1, CL-3.1: every count as the view says, the same cards in all, no red
    three in a hand, and the cards seen taken with the pile in their holder's hand."""
    deal = LAID_WORLDS[name]
    knowing = 0
    views = melded_views()
    assert len(views) > 20
    for state, view in views:
        knowing += check_world(deal(view, random.Random(len(view.pile))), state, view)
    assert knowing > 3


def test_a_melded_sides_hands_hold_nothing_it_would_have_laid():
    """CL-4.3, CL-4.2, CL-4.1: beside the known cards, no natural of a melded rank, no
    wild card and no triple in a hidden hand of a side that has melded, while the
    stock holds cards to swap for; a side that has not melded keeps its hand."""
    moved = 0
    for _, view in melded_views():
        before = known_world(view, random.Random(7))
        after = laid_world(view, random.Random(7))
        assert before is not None and after is not None
        rs = view.ruleset
        for seat in range(rs.players):
            if seat == view.seat:
                continue
            if not view.melds[rs.side_of(seat)]:
                assert after.hands[seat] == before.hands[seat]
                continue
            free = Counter(after.hands[seat]) - Counter(view.known[seat] if view.known else ())
            ranks = melded_ranks(view, seat)
            naturals = Counter(c.rank for c in free.elements() if c.is_natural)
            if len(after.stock) > 20:
                assert not any(c.is_wild for c in free.elements())
                assert not any(c.is_natural and c.rank in ranks for c in free.elements())
                assert max(naturals.values(), default=0) <= 2
            moved += len(Counter(before.hands[seat]) - Counter(after.hands[seat]))
    assert moved > 50


def test_laid_ranks_moves_the_melded_ranks_alone():
    """``hard+laidranks``: the naturals of the side's melded ranks leave its hidden
    hands (CL-4.3); its wild cards stay where the world dealt them."""
    wild_before = wild_after = 0
    for _, view in melded_views():
        before = known_world(view, random.Random(3))
        after = laid_ranks_world(view, random.Random(3))
        assert before is not None and after is not None
        for seat in range(view.ruleset.players):
            if seat == view.seat or not view.melds[view.ruleset.side_of(seat)]:
                continue
            held = Counter(view.known[seat] if view.known else ())
            free = Counter(after.hands[seat]) - held
            ranks = melded_ranks(view, seat)
            if len(after.stock) > 20:
                assert not any(c.is_natural and c.rank in ranks for c in free.elements())
            wild_before += sum(c.is_wild for c in before.hands[seat])
            wild_after += sum(c.is_wild for c in after.hands[seat])
    assert wild_before > 10
    assert wild_after >= wild_before  # wild cards are never moved out, only in


def test_the_same_numbers_give_the_same_laid_world():
    _, view = melded_views()[5]
    one, two = laid_world(view, random.Random(5)), laid_world(view, random.Random(5))
    assert one is not None and two is not None
    assert one.hands == two.hands and one.stock == two.stock
    world = known_world(view, random.Random(5))
    assert world is not None
    lay_off(world, view, random.Random(6), wilds=True)
    assert Counter(world.all_cards()) == Counter(one.all_cards())


def test_laid_worlds_place_more_of_the_hidden_cards_right_than_the_pickups_alone():
    """docs/strength.md, "Laid-off hands": on positions of Normal self-play the laid
    worlds place more of the other hands' cards right, by card, than worlds that deal
    the pickups alone."""
    known = laid = cards = 0
    for state, view in melded_views(deals=10, every=3):
        for w in range(2):
            a = known_world(view, random.Random(f"{view.turn_no}:{w}"))
            b = laid_world(view, random.Random(f"{view.turn_no}:{w}"))
            assert a is not None and b is not None
            known += placed(view, state, a)[0]
            laid += placed(view, state, b)[0]
            cards += placed(view, state, a)[2]
    assert laid / cards > known / cards + 0.01


def test_hard_laid_levels_deal_their_worlds():
    """The levels name their worlds (the names, as the compiled engine wraps functions)."""
    assert make_player("hard+laid").deal_world.__name__ == laid_world.__name__
    assert make_player("hard+laidranks").deal_world.__name__ == laid_ranks_world.__name__
    assert make_player("hard").deal_world.__name__ == "game_world"
