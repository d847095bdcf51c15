"""Scenario tests of Railroad Canasta, one or more per rule of railroad.md (RR-1.1
to RR-7.2). Each player is a side of their own (seat = side); two players unless
a test says otherwise (table rule "players"). Positions are written in the card
notation (scenario.py, game.rules.position)."""

from __future__ import annotations

import pytest

from game.rules import (
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    NextDeal,
    Phase,
    TableRuleError,
    apply,
    legal_actions,
    observe,
    start_game,
)
from game.rules.cards import make_deck
from game.rules.games import REGISTRY, RULESETS, get_ruleset, player_counts, with_players
from game.rules.melds import is_closed
from game.rules.state import MeldKind

from .scenario import (
    assert_cites,
    end_by_stock,
    legal,
    lines_of,
    listed,
    make_state,
    play,
    refusal,
    uncited,
)

RR = "railroad"
NATURAL = "KH KS KD KC KH KS KD"
MIXED = "QH QS QD QC 2C 2D 2H"
WILD = "2S 2C 2D 2H JK JK JK"
SEVENS = "7H 7S 7D 7C 7H 7S 7D"
ALL_FOUR = [NATURAL, MIXED, WILD, SEVENS]
KITTY = "3H 5C 5D 6C 6D 8C 8D 9C 9D 10C 10D"  # eleven cards, a red three among them
THREE = {"players": 3}


# ---------------------------------------------------------------------------
# RR-1 Cards and deal


@pytest.mark.parametrize("players, cards", [(2, 216), (3, 324), (4, 432), (5, 540), (6, 648)])
def test_rr_1_1_two_packs_with_their_jokers_per_player(players, cards):
    """RR-1.1: two packs with their jokers per player (216 to 648 cards); G-3 values."""
    state, _ = start_game(RR, {"players": players}, seed=3)
    rs = state.ruleset
    assert rs.packs == 2 * players and rs.jokers == 4 * players
    assert len(make_deck(rs.packs, rs.jokers)) == cards == len(state.all_cards())
    assert rs.card_value(make_deck(1, 1)[-1]) == 50


@pytest.mark.parametrize("players", [2, 4, 6])
def test_rr_1_2_a_hand_of_thirteen_an_unseen_kitty_of_eleven_and_84_a_player(players):
    """RR-1.2: each player holds 13 cards and has an 11-card kitty nobody sees
    (its own owner included); the rest, 84 cards per player, is the stock (with
    the upcard, RR-1.3)."""
    state, _ = start_game(RR, {"players": players}, seed=5)
    assert [len(h) for h in state.hands] == [13] * players  # red threes replaced (RR-4.1)
    assert [len(f) for f in state.feet] == [11] * players and not any(state.foot_taken)
    assert len(state.stock) + len(state.pile) == 84 * players - sum(
        len(r) for r in state.red_threes)  # red threes laid out at the first turn are replaced
    for seat in range(players):
        view = observe(state, seat)
        assert view.foot == () and view.foot_counts == (11,) * players
        assert not set(view.hand) & {c for f in state.feet for c in f}


def test_rr_1_3_draw_two_from_one_stock_and_the_upcard_as_pennies():
    """RR-1.3: a draw takes two cards; the stock is one stock, empty only when its
    last card is gone (G-12: one card left is drawn alone); a wild upcard stays,
    sideways (PH-1.3)."""
    state = make_state(RR, hands={0: "9C 4D"}, stock="5C 6D")
    drawn, _ = apply(state, Draw())
    assert {"5C", "6D"} <= {c.kind for c in drawn.hands[0]} and len(drawn.hands[0]) == 4
    last = make_state(RR, hands={0: "9C 4D"}, stock="5C", rest="pile")
    one, _ = apply(last, Draw())
    assert one.phase is Phase.MELD and len(one.hands[0]) == 3 and one.stock == []
    for seed in range(400):
        dealt, moves = start_game(RR, seed=seed)
        if dealt.pile[0].is_wild:
            break
    assert len(dealt.pile) == 1 and next(m for m in moves if m.dst == "pile").sideways


def test_rr_1_4_two_to_six_players_each_for_themself():
    """RR-1.4: two to six players, each a side of their own; the table offers the
    game (its menus list it)."""
    assert player_counts(RR) == (2, 3, 4, 5, 6)
    for n in player_counts(RR):
        rs = get_ruleset(RR, with_players(RR, {}, n))
        assert rs.players == rs.sides == n and [rs.side_of(s) for s in range(n)] == list(range(n))
        assert all(rs.partners(s) == () for s in range(n))
    with pytest.raises(TableRuleError, match="2, 3, 4, 5 or 6"):
        with_players(RR, {}, 7)
    assert RR in REGISTRY and RR in RULESETS
    rs = get_ruleset(RR)
    assert rs.table_rules() == {"players": 2, "new_meld_after_canasta": False,
                                "kitty_red_threes": False}
    assert {o.rule for o in rs.options} == {"RR-1.4", "RR-7.1", "RR-7.2"}


def test_rr_1_5_the_dealer_rotates_left_and_the_next_seat_starts():
    """RR-1.5: a dealer is named each deal and rotates to the left; the player to
    the dealer's left starts (G-13)."""
    state, _ = start_game(RR, THREE, seed=4, dealer=1)
    assert state.dealer == 1 and state.current == 2
    dealers = []
    for _ in range(3):
        over = end_by_stock(make_state(RR, table_rules=THREE, dealer=state.dealer,
                                       current=state.current, rest="pile"))
        state, _ = apply(over, NextDeal())
        dealers.append((state.dealer, state.current))
    assert dealers == [(2, 0), (0, 1), (1, 2)]


# ---------------------------------------------------------------------------
# RR-2 Melds and canastas


def test_rr_2_1_a_canasta_is_closed_a_new_meld_takes_three_naturals():
    """RR-2.1: a seven-card meld takes nothing more; a new meld of its rank starts
    with three natural cards (two naturals and a wild card will not do: table rule
    RR-7.1 off)."""
    state = make_state(RR, hands={0: "KC KD KH 2C 9D 4H"}, melds={0: [NATURAL]},
                       phase=Phase.MELD)
    assert_cites(refusal(state, "meld KC @0"), "RR-2.1")
    assert_cites(refusal(state, "meld KC KD 2C"), "RR-2.1")
    assert legal(state, "meld KC KD KH") and legal(state, "meld KC KD KH 2C")
    assert listed(state, "meld KC KD KH") and not listed(state, "meld KC KD 2C")
    closed = make_state(RR, hands={0: "KC KD 9D 4H"}, melds={0: [NATURAL]}, pile="5S KH")
    assert legal(closed, "take KC KD")  # the top card and a natural pair: three naturals
    assert_cites(refusal(closed, "take KC KD @0"), "RR-2.1")


def test_rr_7_1_table_rule_any_legal_meld_after_a_closed_canasta():
    """RR-7.1 [off]: on, after a closed canasta a new meld of its rank may be any
    legal meld (two naturals and a wild card)."""
    on = make_state(RR, hands={0: "KC KD 2C 9D 4H"}, melds={0: [NATURAL]}, phase=Phase.MELD,
                    table_rules={"new_meld_after_canasta": True})
    assert legal(on, "meld KC KD 2C") and listed(on, "meld KC KD 2C")
    assert_cites(refusal(on, "meld KC @0"), "RR-2.1")  # the canasta itself stays closed


def test_rr_2_2_four_kinds_of_canasta_and_their_bonuses():
    """RR-2.2: red (seven naturals) 500, black (four or more naturals, the rest
    wild) 300, wild 1000, sevens 1500; seven sevens are a sevens canasta, never
    red; there is no black canasta of sevens."""
    over = end_by_stock(make_state(RR, melds={0: ALL_FOUR}, rest="pile"))
    rs = over.ruleset
    assert [rs.canasta_kind(m) for m in over.melds[0]] == ["natural", "mixed", "wild", "sevens"]
    lines = lines_of(over, 0)
    assert lines["1 red canasta"] == (500, "RR-2.2")
    assert lines["1 black canasta"] == (300, "RR-2.2")
    assert lines["1 wild canasta"] == (1000, "RR-2.2")
    assert lines["1 sevens canasta"] == (1500, "RR-2.2")
    sevens = make_state(RR, hands={0: "7C 2C 9D 4H"}, melds={0: ["7H 7S 7D 7C 7H 7S"]},
                        phase=Phase.MELD)
    assert_cites(refusal(sevens, "meld 2C @0"), "RR-2.3")
    threes = make_state(RR, hands={0: "3C 3S 3C 2C 9D 4H"}, melds={0: ["AH AS AD"]},
                        phase=Phase.MELD)
    assert refusal(threes, "meld 3C 3S 3C 2C")  # no canasta of threes (RR-4.2)


def test_rr_2_3_melds_under_construction_as_pennies():
    """RR-2.3: at least two naturals and at most three wild cards (so a canasta
    holds four naturals or more); wild melds of wild cards only; sevens melds of
    sevens only."""
    state = make_state(RR, hands={0: "QH QS QD 2C 2D JK 2H 7C 7S 9C 4S 5D"},
                       melds={0: ["AH AS AD"]}, phase=Phase.MELD)
    assert_cites(refusal(state, "meld QH 2C 2D"), "RR-2.3")
    assert legal(state, "meld QH QS 2C 2D JK")
    assert_cites(refusal(state, "meld QH QS 2C 2D JK 2H"), "RR-2.3")
    assert legal(state, "meld 2C 2D JK") and legal(state, "meld 2C 2D JK 2H")
    assert_cites(refusal(state, "meld 7C 7S 2C"), "RR-2.3")
    big = make_state(RR, hands={0: "QH QS QD QC QH QS QD QC 9C 4S"}, melds={0: ["AH AS AD"]},
                     phase=Phase.MELD)
    assert_cites(refusal(big, "meld QH QS QD QC QH QS QD QC"), "RR-2.1")


def test_rr_2_4_closed_canastas_keep_their_colour():
    """RR-2.4: a closed canasta is red or black; the rules core gives its kind and
    that it is closed, and the table shows it squared up under a natural card of
    its colour (the UI marks one that holds no natural of that colour)."""
    state = make_state(RR, melds={0: [NATURAL, MIXED, "9H 9S 9D"]})
    rs = state.ruleset
    red, black, open_meld = state.melds[0]
    assert rs.canasta_kind(red) == "natural" and is_closed(rs, red)
    assert rs.canasta_kind(black) == "mixed" and is_closed(rs, black)
    assert rs.canasta_kind(open_meld) is None and not is_closed(rs, open_meld)


# ---------------------------------------------------------------------------
# RR-3 The kitty


def test_rr_3_1_only_a_canasta_that_is_not_black_brings_the_kitty():
    """RR-3.1: completing a black canasta leaves the kitty unseen; completing a first
    red, wild or sevens canasta brings it into the hand after the discard ending
    that turn."""
    black = make_state(RR, hands={0: "QC 9D 5S 4H"}, feet={0: KITTY},
                       melds={0: ["QH QS QD 2C 2D 2H"]}, phase=Phase.MELD)
    after, _ = play(black, "meld QC @0")
    assert after.completed[0] and not after.foot_due
    done, _ = play(after, "discard 9D")
    assert not done.foot_taken[0] and len(done.feet[0]) == 11
    for meld, card in (("KH KS KD KC KH KS", "KC"), ("2S 2C 2D 2H JK JK", "JK"),
                       ("7H 7S 7D 7C 7H 7S", "7D")):
        red = make_state(RR, hands={0: f"{card} 9D 5S 4H"}, feet={0: KITTY}, melds={0: [meld]},
                         phase=Phase.MELD)
        after, _ = play(red, f"meld {card} @0")
        assert after.foot_due and not after.foot_taken[0]
        assert observe(after, 0).foot == () and len(after.hands[0]) == 3  # not yet
        done, moves = play(after, "discard 9D")
        assert done.foot_taken[0] and sum(1 for m in moves if m.src == "foot:0") == 11
        assert len(done.hands[0]) == 2 + 11 and done.current == 1
    later = make_state(RR, hands={0: "KC 9D 5S 4H"}, feet={0: KITTY},
                       melds={0: [MIXED, "KH KS KD KC KH KS"]}, completed=[True, False],
                       phase=Phase.MELD)
    done, _ = play(later, "meld KC @1", "discard 9D")
    assert done.foot_taken[0]  # a black canasta first, then a red one


def test_rr_3_2_no_going_out_before_the_kitty_is_picked_up():
    """RR-3.2: a player who has not picked up the kitty cannot go out: when the
    first red canasta would empty the hand, the discard is made, the kitty is
    picked up and play goes on; its red threes are laid out and replaced."""
    state = make_state(RR, hands={0: "KC 9D"}, feet={0: KITTY},
                       melds={0: ["KH KS KD KC KH KS"]}, phase=Phase.MELD)
    done, _ = play(state, "meld KC @0", "discard 9D")
    assert done.went_out is None and done.phase is Phase.DRAW and done.current == 1
    assert done.foot_taken[0] and len(done.hands[0]) == 11
    assert [c.kind for c in done.red_threes[0]] == ["3H"]
    assert not any(c.is_red_three for c in done.hands[0])
    unpicked = make_state(RR, hands={0: "9H 9S 9D 4C"}, feet={0: KITTY}, melds={0: ALL_FOUR},
                          phase=Phase.MELD)
    assert_cites(refusal(unpicked, "meld 9H 9S 9D"), "RR-3.2")
    black = make_state(RR, hands={0: "QC 9D"}, feet={0: KITTY},
                       melds={0: ["QH QS QD 2C 2D 2H"]}, phase=Phase.MELD)
    assert_cites(refusal(black, "meld QC @0"), "RR-3.2")  # a black one brings no kitty


# ---------------------------------------------------------------------------
# RR-4 Threes


def test_rr_4_1_red_threes_always_plus_100_no_bonus_for_all():
    """RR-4.1: + 100 each, with no meld and no sevens canasta too; all the red
    threes of the deck earn nothing more; drawn ones are laid out and replaced by
    one card (PH-7.1)."""
    bare = end_by_stock(make_state(RR, red_threes={0: "3H"}, rest="pile"))
    assert lines_of(bare, 0)["1 red three"] == (100, "RR-4.1")
    every = "3H " * 4 + "3D " * 4  # the eight red threes of four packs (two players)
    allr = end_by_stock(make_state(RR, red_threes={0: every}, melds={0: [NATURAL]}, rest="pile"))
    assert lines_of(allr, 0)["8 red threes"] == (800, "RR-4.1")
    drawn = make_state(RR, hands={0: "9C 4D"}, stock="5S 3D 9H")
    after, _ = apply(drawn, Draw())
    assert [c.kind for c in after.red_threes[0]] == ["3D"]
    assert sorted(c.kind for c in after.hands[0]) == sorted(["9C", "4D", "9H", "5S"])
    assert_cites(refusal(make_state(RR, hands={0: "3H 9C 4D"}, phase=Phase.MELD,
                                    melds={0: ["AH AS AD"]}), "discard 3H"), "RR-4.1")


def test_rr_4_2_black_threes_block_the_pile_and_meld_only_going_out_any_number():
    """RR-4.2: a black three on top stops the next player from taking the pile; a
    player going out may meld three or more black threes, no wild card, the one
    meld with no size limit; it earns no bonus and is never a canasta."""
    blocked = make_state(RR, hands={0: "KH KD 9C"}, melds={0: ["AH AS AD"]}, pile="KS 3C")
    assert_cites(refusal(blocked, "take KH KD"), "RR-4.2")
    eight = "3S 3C 3S 3C 3S 3C 3S 3C"
    going = make_state(RR, hands={0: f"{eight} 4D"}, melds={0: ALL_FOUR}, phase=Phase.MELD)
    assert legal(going, f"meld {eight}") and listed(going, f"meld {eight}")
    wild = make_state(RR, hands={0: "3S 3C 3S 2C 4D"}, melds={0: ALL_FOUR}, phase=Phase.MELD)
    assert_cites(refusal(wild, "meld 3S 3C 3S 2C"), "RR-4.2")
    out, _ = play(going, f"meld {eight}", "discard 4D")
    assert out.went_out == 0
    threes = next(m for m in out.melds[0] if m.kind is MeldKind.BLACK_THREES)
    assert len(threes.cards) == 8 and not threes.is_canasta
    lines = lines_of(out, 0)
    assert lines["melded cards"] == (70 + 100 + 230 + 35 + 40, "RR-5.3")
    assert sum(p for label, (p, _) in lines.items() if "canasta" in label) == 3300
    staying = make_state(RR, hands={0: "3S 3C 3S 9D 4D"}, melds={0: ALL_FOUR}, phase=Phase.MELD)
    assert_cites(refusal(staying, "meld 3S 3C 3S"), "RR-4.2")


def test_rr_4_3_red_threes_in_an_unpicked_kitty_score_nothing():
    """RR-4.3: red threes still in a kitty not picked up count nothing (not
    - 100); the kitty's other cards count against the player (RR-5.3)."""
    over = end_by_stock(make_state(RR, feet={1: "3H 3D 5C"}, melds={1: ["9H 9S 9D"]},
                                   rest="pile"))
    lines = lines_of(over, 1)
    assert not any("red three" in label for label in lines)
    assert lines["kitties not picked up"] == (-5, "RR-5.3")
    assert over.history[-1].totals[1] == 30 - 5


def test_rr_7_2_table_rule_kitty_red_threes_count_100():
    """RR-7.2 [off]: on, red threes in a kitty not picked up count + 100 each."""
    over = end_by_stock(make_state(RR, feet={1: "3H 3D 5C"}, rest="pile",
                                   table_rules={"kitty_red_threes": True}))
    assert lines_of(over, 1)["2 red threes in kitties not picked up"] == (200, "RR-7.2")
    assert over.history[-1].totals[1] == 200 - 5


# ---------------------------------------------------------------------------
# RR-5 Going out and scoring


def test_rr_5_1_going_out_needs_the_four_kinds():
    """RR-5.1: a player goes out only with a red, a black, a wild and a sevens
    canasta of their own (seven cards each)."""
    no_wild = make_state(RR, hands={0: "9H 9S 9D 4C"}, melds={0: [NATURAL, MIXED, SEVENS]},
                         phase=Phase.MELD)
    assert_cites(refusal(no_wild, "meld 9H 9S 9D"), "RR-5.1")
    other = make_state(RR, hands={0: "9H 9S 9D 4C"}, melds={0: [NATURAL, MIXED, SEVENS],
                                                            1: [WILD]}, phase=Phase.MELD)
    assert_cites(refusal(other, "meld 9H 9S 9D"), "RR-5.1")  # another player's is not theirs
    state = make_state(RR, hands={0: "9H 9S 9D 4C"}, melds={0: ALL_FOUR}, phase=Phase.MELD)
    done, _ = play(state, "meld 9H 9S 9D", "discard 4C")
    assert done.went_out == 0


def test_rr_5_2_going_out_ends_with_a_discard_never_a_seven_and_no_asking():
    """RR-5.2: meld all but one card and discard it; no going out without a
    discard; the last discard is no seven; going out ends the play. PH-8.3 does not
    apply: nobody asks permission (no partner)."""
    state = make_state(RR, hands={0: "9H 9S 9D"}, melds={0: ALL_FOUR}, phase=Phase.MELD)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "RR-5.2")
    seven = make_state(RR, hands={0: "9H 9S 9D 7C"}, melds={0: ALL_FOUR, 1: [SEVENS]},
                       phase=Phase.MELD)
    assert_cites(refusal(seven, "meld 9H 9S 9D"), "RR-5.2")
    ready = make_state(RR, hands={0: "9H 9S 9D 4C"}, melds={0: ALL_FOUR}, phase=Phase.MELD)
    assert not any(isinstance(a, AskPartner) for a in legal_actions(ready))
    assert_cites(refusal(ready, "ask 1"), "RR-5.2")
    done, _ = play(ready, "meld 9H 9S 9D", "discard 4C")
    assert done.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and done.went_out == 0
    assert done.ended == "went out"


def test_rr_5_3_worked_scoring_per_player():
    """RR-5.3, worked by hand for two players. Player 0 goes out with the four
    canastas, melding three nines and discarding 4C: melded kings 7 x 10 = 70,
    queens 4 x 10 + twos 3 x 20 = 100, wild 4 x 20 + 3 x 50 = 230, sevens 7 x 5 =
    35, nines 30: 465; bonuses 500 + 300 + 1000 + 1500 = 3300; going out 100; two
    red threes 200: 4065. Player 1 melded eights 30, one red three + 100 (no sevens
    canasta needed), AC KD in hand - 30, kitty not picked up 3D 5C 5D: - 10 (the red
    three nothing): 90."""
    state = make_state(RR, hands={0: "9H 9S 9D 4C", 1: "AC KD"}, feet={1: "3D 5C 5D"},
                       melds={0: ALL_FOUR, 1: ["8H 8S 8D"]},
                       red_threes={0: "3H 3H", 1: "3D"}, phase=Phase.MELD)
    done, _ = play(state, "meld 9H 9S 9D", "discard 4C")
    p0, p1 = lines_of(done, 0), lines_of(done, 1)
    assert p0["melded cards"] == (465, "RR-5.3")
    assert p0["going out"] == (100, "RR-5.3")
    assert p0["2 red threes"] == (200, "RR-4.1")
    assert p1["1 red three"] == (100, "RR-4.1")
    assert p1["cards left in hands"] == (-30, "RR-5.3")
    assert p1["kitties not picked up"] == (-10, "RR-5.3")
    assert done.history[-1].totals == (4065, 90)
    assert done.history[-1].cumulative == (4065, 90) == tuple(done.scores)


def test_rr_5_4_sevens_discarded_only_once_every_player_has_a_sevens_canasta():
    """RR-5.4: with three players, a seven may not be discarded while one of them
    has no sevens canasta; once every player has one, it may."""
    state = make_state(RR, hands={0: "7C 9D 4H"}, melds={0: [SEVENS], 1: [SEVENS]},
                       phase=Phase.MELD, table_rules=THREE)
    reason = refusal(state, "discard 7C")
    assert_cites(reason, "RR-5.4") and "every player" in reason
    assert Discard(next(c for c in state.hands[0] if c.rank == 7)) not in legal_actions(state)
    every = make_state(RR, hands={0: "7C 9D 4H"}, melds={0: [SEVENS], 1: [SEVENS], 2: [SEVENS]},
                       phase=Phase.MELD, table_rules=THREE)
    assert legal(every, "discard 7C")


def test_rr_5_5_all_sevens_end_the_play_without_a_going_out_bonus():
    """RR-5.5: while a player has no sevens canasta, nobody melds so as to keep only
    sevens; a hand of one seven that draws two sevens ends the play (no legal
    discard), with no going-out bonus (PH-9.2)."""
    state = make_state(RR, hands={0: "7C"}, melds={0: ["KH KS KD"]}, stock="7S 7D")
    drawn, _ = apply(state, Draw())
    assert EndPlay() in legal_actions(drawn)
    over, _ = apply(drawn, EndPlay())
    assert over.went_out is None and "RR-5.5" in over.ended
    assert "going out" not in lines_of(over, 0)
    keep = make_state(RR, hands={0: "9H 9S 9D 7C 7S"}, melds={0: ["KH KS KD"]},
                      phase=Phase.MELD)
    assert_cites(refusal(keep, "meld 9H 9S 9D"), "RR-5.5")


def test_rr_5_6_an_empty_stock_ends_the_play_without_a_going_out_bonus():
    """RR-5.6: the stock exhausted ends the play (G-12); nobody scores the going-out
    bonus."""
    over = end_by_stock(make_state(RR, melds={0: ALL_FOUR}, rest="pile"))
    assert over.went_out is None and "RR-5.6" in over.ended
    assert all("going out" not in lines_of(over, s) for s in (0, 1))


# ---------------------------------------------------------------------------
# RR-6 Initial meld and game


def test_rr_6_1_the_initial_minimum_by_the_players_own_score():
    """RR-6.1: each player's minimum follows their own cumulative score as PH-4.1:
    negative 15, 0 to 4995 50, 5000 90, 10000 120, 15000 150."""
    rs = get_ruleset(RR)
    assert [rs.initial_minimum(s) for s in (-10, 0, 4995, 5000, 10000, 15000)] == [
        15, 50, 50, 90, 120, 150]
    state = make_state(RR, hands={0: "KH KS KD 4C 5D"}, scores=[6000, -100, 0],
                       melded=[False, False, False], phase=Phase.MELD, table_rules=THREE)
    assert [state.initial_minimum(s) for s in range(3)] == [90, 15, 50]
    laid, _ = play(state, "meld KH KS KD")
    reason = refusal(laid, "discard 4C")
    assert_cites(reason, "RR-6.1") and "90" in reason


def test_rr_6_2_the_game_ends_at_20000_the_highest_wins_a_tie_plays_on():
    """RR-6.2: when a player has 20000 or more at the end of a deal the highest
    total wins (not necessarily the first past 20000); a tie for the highest: another
    deal, all players taking part."""
    won = end_by_stock(make_state(RR, scores=[19990, 20500, 100], melds={0: ["9H 9S 9D"]},
                                  rest="pile", table_rules=THREE))
    assert won.history[-1].cumulative == (20020, 20500, 100)
    assert won.phase is Phase.GAME_OVER and won.winner == 1
    tie = end_by_stock(make_state(RR, scores=[20000, 20000, 100], rest="pile",
                                  table_rules=THREE))
    assert tie.phase is Phase.DEAL_OVER and tie.winner is None
    again, _ = apply(tie, NextDeal())
    assert [len(h) for h in again.hands] != [0, 0, 0] and len(again.feet) == 3
    assert all(len(f) == 11 for f in again.feet)


RR_RULES = (
    "RR-1.1 RR-1.2 RR-1.3 RR-1.4 RR-1.5 RR-2.1 RR-2.2 RR-2.3 RR-2.4 RR-3.1 RR-3.2 "
    "RR-4.1 RR-4.2 RR-4.3 RR-5.1 RR-5.2 RR-5.3 RR-5.4 RR-5.5 RR-5.6 RR-6.1 RR-6.2 "
    "RR-7.1 RR-7.2").split()
"""Every rule of railroad.md (the project's copy of the list)."""


def test_every_rr_rule_is_cited_by_a_scenario_test():
    """Each RR rule id is named in the docstring of a test of this file."""
    assert uncited(__file__, RR_RULES) == []
