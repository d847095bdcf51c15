"""RuleSet hooks: what games answer differently is a pure function of a
read-only Context; replacing one changes the play, and the fields the engine
reads for it (pile_take, pile_take_count, red_three_upcard_freezes,
minimum_by_deal, deals) are really read."""

from __future__ import annotations

import dataclasses

import pytest

from game.rules import Draw, Phase, apply, get_ruleset
from game.rules.context import Context, standard_pickup_size, standard_winner
from game.rules.position import setup

from .scenario import act, assert_conserved, play, refusal

CL = get_ruleset("classic")


def test_the_context_reads_but_cannot_write():
    state = setup("classic", hands={0: "QH QS"}, melds={0: ["8H 8S 8D"]}, pile="4C")
    ctx = Context(state)
    assert ctx.seat == 0 and ctx.side == 0 and ctx.melded
    assert ctx.hand == tuple(state.hands[0]) and isinstance(ctx.pile, tuple)
    with pytest.raises(AttributeError, match="read-only"):
        ctx.seat = 1
    assert not hasattr(ctx, "__dict__") and not hasattr(ctx, "state")


def test_pickup_takes_the_top_cards_when_the_game_says_so():
    """DH-2.1's data (pile_take="top", pile_take_count=5): the top five go, the
    rest stays as the pile."""
    top5 = dataclasses.replace(CL, pile_take="top", pile_take_count=5)
    state = setup(top5, hands={0: "KH KD 9C 9S"}, melds={0: ["8H 8S 8D"]},
                  pile="4C 4D 5C 5D 6C 6D 7C 7D KS")
    assert standard_pickup_size(Context(state)) == 5
    after, _ = play(state, "take KH KD")
    assert [c.kind for c in after.pile] == ["4C", "4D", "5C", "5D"]
    assert sum(1 for c in after.hands[0] if c.kind in ("6C", "6D", "7C", "7D")) == 4
    assert_conserved(after)


def test_pickup_to_the_topmost_wild_card():
    """BH-5.2's data (pile_take="to_crosswise"): down to and including the
    topmost wild card below the top; freezing has no effect (pile_freezing off)."""
    from game.rules.games.diszitett import dk_frozen_for  # frozen only by the cards

    bain = dataclasses.replace(CL, pile_take="to_crosswise", pile_freezing=False,
                               frozen_for=dk_frozen_for)
    state = setup(bain, hands={0: "KH KD 9C"}, melds={0: ["8H 8S 8D"]},
                  pile="4C 2C 5D JK 6C KS")
    assert standard_pickup_size(Context(state)) == 3
    after, _ = play(state, "take KH KD")
    assert [c.kind for c in after.pile] == ["4C", "2C", "5D"]
    assert {c.kind for c in after.hands[0]} == {"9C", "JK", "6C"}


def test_red_three_upcard_freezes_only_where_the_game_says_so():
    state = setup("classic", hands={0: "KH 9C 2C"}, melds={0: ["8H 8S 8D"]}, pile="3H 4C KS")
    assert "frozen" in refusal(state, "take KH 2C")
    loose = dataclasses.replace(CL, red_three_upcard_freezes=False)
    state = setup(loose, hands={0: "KH 9C 2C"}, melds={0: ["8H 8S 8D"]}, pile="3H 4C KS")
    assert act(state, "take KH 2C") and state.ruleset.pile_freezes(state.pile) is False


def test_minimum_by_deal_number_and_a_game_of_four_deals():
    """DH-4.1 and DH-8.2's data: the minimum goes by the deal number; the winner
    hook ends the game after ``deals`` deals."""
    by_deal = dataclasses.replace(CL, minimum_by_deal=(50, 90, 120, 150))
    assert [by_deal.initial_minimum(-500, d) for d in (1, 2, 3, 4, 5)] == [50, 90, 120, 150, 150]
    assert standard_winner(CL, (5100, 200), 1) == 0
    assert standard_winner(CL, (5100, 5100), 1) is None

    def four_deals(rs, cumulative, deals):
        if deals < 4 or cumulative[0] == cumulative[1]:
            return None
        return max(range(2), key=lambda s: cumulative[s])

    short = dataclasses.replace(CL, winner=four_deals)
    state = setup(short, rest="pile", scores=[10, 20], deal_no=4)
    over, _ = apply(state, Draw())
    assert over.phase is Phase.GAME_OVER and over.winner == 1
    state = setup(short, rest="pile", scores=[10, 20], deal_no=3)
    assert apply(state, Draw())[0].phase is Phase.DEAL_OVER


def test_the_initial_meld_hook_decides_when_the_side_has_melded():
    """G-9 by default (the value reaches the minimum); a game may ask more, here
    a count of 100 whatever the score."""
    state = setup("classic", hands={0: "KH KS KD AH AS AD 9C 4S"}, phase=Phase.MELD)
    assert play(state, "meld KH KS KD", "meld AH AS AD")[0].melded[0]
    strict = dataclasses.replace(CL, initial_meld_ok=lambda ctx, value: value >= 100)
    state = setup(strict, hands={0: "KH KS KD AH AS AD 9C 4S"}, phase=Phase.MELD)
    after, _ = play(state, "meld KH KS KD", "meld AH AS AD")
    assert not after.melded[0] and after.laid_value == 90
    assert "Meld more or undo" in refusal(after, "discard 9C")


def test_the_deal_is_scored_by_the_score_side_hook():
    """The standard sheet by default; a game may score a side its own way (here a
    flat line per red three)."""
    from game.rules.state import ScoreLine

    state = setup("classic", rest="pile", melds={0: ["KH KS KD"]}, red_threes={1: "3H"})
    over, _ = apply(state, Draw())
    assert [ln.label for ln in over.history[-1].lines[0]] == ["melded cards"]

    def threes_only(ctx):
        return [ScoreLine("threes", 7 * len(ctx.red_threes), "G-4")]

    own = dataclasses.replace(CL, score_side=threes_only)
    state = setup(own, rest="pile", melds={0: ["KH KS KD"]}, red_threes={1: "3H"})
    over, _ = apply(state, Draw())
    assert over.history[-1].totals == (0, 7)
