"""Scenario tests of Classic Canasta for two players (CL-11) and three (CL-12), each
for themself: one or more per rule, positions in the card notation (scenario.py)."""

from __future__ import annotations

import pytest

from game.rules import AskPartner, Draw, Phase, apply, legal_actions, new_game
from game.rules.games import get_ruleset
from game.rules.position import parse_position, position_text
from game.rules.ruleset import TableRuleError

from .scenario import assert_cites, assert_conserved, lines_of, make_state, play, refusal

TWO = {"players": 2}
THREE = {"players": 3}
DRAW_TWO = {"players": 3, "draw_two": True}
CANASTA = "KH KS KD KC KH KS KD"
CL_SOLO_RULES = ("CL-11.1", "CL-11.2", "CL-11.3", "CL-11.4", "CL-12.1", "CL-12.2",
                 "CL-12.3")


def test_cl_11_1_two_players_each_for_themself_fifteen_cards_from_one_double_pack():
    """CL-11.1: two players, each for themself, 108 cards, 15 cards each; the rest
    is the stock with the upcard turned (CL-1.3)."""
    state = new_game("classic", TWO, seed=4)
    rs = state.ruleset
    assert rs.players == 2 and not rs.partnerships and rs.sides == 2
    assert [len(h) + sum(1 for c in t) for h, t in zip(state.hands, state.red_threes,
                                                        strict=True)] == [15, 15]
    assert rs.partners(0) == () and rs.side_of(1) == 1
    assert len(state.all_cards()) == 108
    assert_conserved(state)


def test_cl_11_2_a_draw_takes_two_cards_and_the_player_discards_one():
    """CL-11.2: drawing from the stock takes the top two cards; the turn still ends
    with one discard."""
    state = make_state("classic", hands={0: "4H 5S 9C", 1: "6D 7C 8S"}, stock="QC JD",
                       table_rules=TWO)
    drawn, _ = apply(state, Draw())
    assert sorted(c.kind for c in drawn.hands[0]) == sorted(["4H", "5S", "9C", "QC", "JD"])
    assert drawn.phase is Phase.MELD and len(drawn.stock) == len(state.stock) - 2
    after, _ = play(drawn, "discard 4H")
    assert len(after.hands[0]) == 4 and after.current == 1


def test_cl_11_2_the_last_card_of_the_stock_alone_is_a_full_draw():
    """CL-11.2: with one card left in the stock, drawing it is a full draw: the
    player melds and discards as after any draw."""
    state = make_state("classic", hands={0: "4H 5S 9C", 1: "6D 7C 8S"}, stock="QC",
                       rest="pile", table_rules=TWO)
    assert len(state.stock) == 1
    drawn, _ = apply(state, Draw())
    assert drawn.phase is Phase.MELD and not drawn.stock
    assert len(drawn.hands[0]) == 4
    after, _ = play(drawn, "discard 4H")
    assert after.current == 1


def test_cl_11_3_going_out_needs_two_canastas_of_ones_own():
    """CL-11.3: with one canasta a player may not go out (the refusal names
    CL-11.3); with two it may."""
    one = make_state("classic", hands={0: "9H 9S 9D 5C"}, melds={0: [CANASTA]},
                     phase=Phase.MELD, table_rules=TWO)
    assert_cites(refusal(one, "meld 9H 9S 9D"), "CL-11.3")
    two = make_state("classic", hands={0: "9H 9S 9D 5C"},
                     melds={0: [CANASTA, "QH QS QD QC QH QS QD"]}, phase=Phase.MELD,
                     table_rules=TWO)
    out, _ = play(two, "meld 9H 9S 9D", "discard 5C")
    assert out.went_out == 0 and out.phase is Phase.DEAL_OVER


def test_cl_11_3_the_other_players_canastas_do_not_count():
    """CL-11.3: the canastas must be the player's own: the opponent's are no help."""
    state = make_state("classic", hands={0: "9H 9S 9D 5C"},
                       melds={0: [CANASTA], 1: ["QH QS QD QC QH QS QD"]},
                       phase=Phase.MELD, table_rules=TWO)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "CL-11.3")


def test_cl_11_4_no_partner_is_asked_and_scoring_is_per_player():
    """CL-11.4: "may I go out?" is never asked (no partner, CL-7.3 lapses); the
    initial-meld minimums, red threes, bonuses and the 5000 game are CL-6, CL-9 and
    CL-10, each player scoring for themself."""
    state = make_state("classic", hands={0: "9H 9S 9D 5C"},
                       melds={0: [CANASTA, "QH QS QD QC QH QS QD"]}, phase=Phase.MELD,
                       red_threes={1: "3H"}, table_rules=TWO)
    assert not any(isinstance(a, AskPartner) for a in legal_actions(state))
    assert state.initial_minimum(0) == 50
    scored = make_state("classic", hands={0: "9H 9S 9D 5C"},
                        melds={0: [CANASTA, "QH QS QD QC QH QS QD"]}, phase=Phase.MELD,
                        red_threes={1: "3H"}, scores=[4000, 100], table_rules=TWO)
    out, _ = play(scored, "meld 9H 9S 9D", "discard 5C")
    mine = lines_of(out, 0)
    theirs = lines_of(out, 1)
    assert any(points == 100 and rule == "CL-9.4" for points, rule in mine.values())
    assert any(points == -100 and rule == "CL-9.3" for points, rule in theirs.values())
    assert out.history[-1].next_minimums[0] == 120  # CL-6.1: 3000 or more


def test_cl_12_1_three_players_thirteen_cards_and_a_one_card_draw():
    """CL-12.1: three players, each for themself, one double pack, 13 cards each; a
    draw takes one card."""
    state = new_game("classic", THREE, seed=2)
    assert state.ruleset.sides == 3 and not state.ruleset.partnerships
    assert [len(h) + len(t) for h, t in zip(state.hands, state.red_threes,
                                            strict=True)] == [13, 13, 13]
    assert_conserved(state)
    turn = make_state("classic", hands={0: "4H 5S 9C"}, stock="QC JD", table_rules=THREE)
    drawn, _ = apply(turn, Draw())
    assert [c.kind for c in drawn.hands[0]][-1] == "JD" and len(drawn.hands[0]) == 4


def test_cl_12_2_one_canasta_of_ones_own_and_no_partner_asked():
    """CL-12.2: going out needs one canasta of the player's own; no partner is
    asked; scoring is per player."""
    none = make_state("classic", hands={0: "9H 9S 9D 5C"},
                      melds={0: ["8H 8S 8D"], 1: [CANASTA]}, phase=Phase.MELD,
                      table_rules=THREE)
    assert_cites(refusal(none, "meld 9H 9S 9D"), "CL-12.2")
    one = make_state("classic", hands={0: "9H 9S 9D 5C"}, melds={0: [CANASTA]},
                     phase=Phase.MELD, table_rules=THREE)
    assert not any(isinstance(a, AskPartner) for a in legal_actions(one))
    out, _ = play(one, "meld 9H 9S 9D", "discard 5C")
    assert out.went_out == 0 and len(out.history[-1].totals) == 3


def test_cl_12_3_draw_two_for_three_players():
    """CL-12.3 (table rule, default off): three players draw two, discard one and go
    out with two canastas; the rule is played with three players only."""
    assert get_ruleset("classic", THREE).draw_count == 1
    rs = get_ruleset("classic", DRAW_TWO)
    assert rs.draw_count == 2 and rs.canastas_to_go_out == 2
    state = make_state("classic", hands={0: "9H 9S 9D 5C"}, melds={0: [CANASTA]},
                       phase=Phase.MELD, table_rules=DRAW_TWO)
    assert_cites(refusal(state, "meld 9H 9S 9D"), "CL-12.3")
    turn = make_state("classic", hands={0: "4H"}, stock="QC JD", table_rules=DRAW_TWO)
    assert len(apply(turn, Draw())[0].hands[0]) == 3
    for players in (2, 4):
        with pytest.raises(TableRuleError, match="CL-12.3"):
            get_ruleset("classic", {"players": players, "draw_two": True})
        assert get_ruleset("classic", {"players": players, "draw_two": False}).table_rules()[
            "draw_two"] is False
    assert get_ruleset("classic", {"draw_two": False, "players": 2}).draw_count == 2


def test_the_partnership_game_is_unchanged_by_the_players_table_rule():
    """CL-1.2, CL-7.1: four players (the default) are the partnership game."""
    four = get_ruleset("classic", {"players": 4})
    assert four == get_ruleset("classic")
    assert four.partnerships and four.hand_size == 11 and four.rule("go_out") == "CL-7.1"


@pytest.mark.parametrize("rules", [TWO, THREE, DRAW_TWO])
def test_the_position_text_carries_the_number_of_players(rules):
    """A saved position names the table rules, the number of players among them."""
    state = new_game("classic", rules, seed=9)
    again = parse_position(position_text(state))
    assert again.ruleset == state.ruleset and again.ruleset.players == rules["players"]


def test_every_rule_of_cl_11_and_cl_12_is_cited():
    from .scenario import uncited

    assert uncited(__file__, CL_SOLO_RULES) == []
