"""The common G-rules of the rules README that the playable games use (G-1, G-4,
G-10, G-11, G-12, G-13), and the table rules (named options, TableRuleError)."""

from __future__ import annotations

import re

import pytest

from game.rules import (
    RULESETS,
    Answer,
    AskPartner,
    Discard,
    Draw,
    EndPlay,
    Meld,
    NextDeal,
    Phase,
    TableRuleError,
    TakePile,
    UndoTurn,
    UnknownGameError,
    apply,
    get_ruleset,
    legal_actions,
    new_game,
    observe,
    parse_cards,
    start_game,
    why_illegal,
)
from game.rules.cards import make_deck

from .scenario import (
    assert_cites,
    assert_conserved,
    assert_moves_match,
    lines_of,
    make_state,
    play,
    refusal,
    zone_map,
)

# a side's melds that allow going out, per game
GOING_OUT_MELDS = {
    "classic": ["QH QS QD QC QH QS QD"],
    "pennies": ["KH KS KD KC KH KS KD", "QH QS QD QC 2C 2D 2H", "2S 2C 2D 2H JK JK JK",
                "7H 7S 7D 7C 7H 7S 7D"],
}


# ---------------------------------------------------------------------------
# G-1 Cards


def test_g_1_every_physical_card_is_distinct_and_conserved(game_id):
    """G-1: a pack index makes identical cards distinct; every card of the deck is
    in exactly one zone after the deal."""
    rs = get_ruleset(game_id)
    deck = make_deck(rs.packs, rs.jokers)
    assert len(set(deck)) == len(deck) == (rs.packs * 52 + rs.jokers)
    two = parse_cards("QH QH")
    assert two[0] != two[1] and two[0].kind == two[1].kind
    for seed in range(5):
        assert_conserved(new_game(game_id, seed=seed))


def test_g_1_scenario_builder_never_uses_a_card_twice():
    """G-1: the builder hands out each physical copy once (two packs: two QH)."""
    state = make_state("classic", hands={0: "QH", 1: "QH"})
    assert state.hands[0][0] != state.hands[1][0]
    with pytest.raises(ValueError, match="QH"):
        make_state("classic", hands={0: "QH", 1: "QH", 2: "QH"})
    with pytest.raises(ValueError, match="QH/0"):
        make_state("classic", hands={0: "QH/0", 1: "QH/0"})


# ---------------------------------------------------------------------------
# G-4 Zones


def test_g_4_cards_only_move_between_zones(game_id):
    """G-4: every card movement names a zone it leaves and a zone it enters, and
    the movements account for every change of the zones."""
    melds = {0: GOING_OUT_MELDS[game_id][:1] + ["8H 8S 8D"]}
    state = make_state(game_id, hands={0: "9C 9D 9H 4S 5S", 1: "KH KD 6C"}, pile="4C KS",
                       melds=melds, red_threes={0: "3H"}, stock="10S 9S 6D 3D")
    steps = ["draw", "meld 9C 9D 9H", "discard 4S"]
    for text in steps:
        after, moves = play(state, text)
        assert_moves_match(state, after, moves)
        state = after
    assert "threes:0" in zone_map(state) and len(state.red_threes[0]) == 2


def test_g_4_take_and_undo_moves_balance(game_id):
    """G-4: taking the pile, melding and undoing move cards zone to zone."""
    state = make_state(game_id, hands={0: "KH KD AH AS AD 9C 4S", 1: "5C"}, pile="8C 5D KS")
    after, moves = play(state, "take KH KD")
    assert_moves_match(state, after, moves)
    back, moves = apply(after, UndoTurn())
    assert_moves_match(after, back, moves)
    assert back.fingerprint() == state.fingerprint()


def test_g_4_view_hides_other_hands_feet_and_stock(game_id):
    """G-4: the stock and other hands (and feet) are face down: a seat's view holds
    only counts of them."""
    state = new_game(game_id, seed=3)
    for seat in range(state.ruleset.players):
        view = observe(state, seat)
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        assert view.stock_count == len(state.stock)
        hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h}
        hidden |= {c for f in state.feet for c in f} | set(state.stock)
        shown = set(view.hand) | set(view.pile)
        shown |= {c for side in view.melds for m in side for c in m.cards}
        shown |= {c for side in view.red_threes for c in side}
        assert not hidden & shown


# ---------------------------------------------------------------------------
# G-10 Freezing


def test_g_10_wild_discard_is_sideways_and_stays_visible(game_id):
    """G-10: a discarded wild card is placed sideways and stays visible as a marker
    under later discards."""
    state = make_state(game_id, hands={0: "JK 9C 9D 4S", 1: "5C 6C 8C"},
                       melds={0: ["KH KS KD"], 1: ["QH QS QD"]}, pile="10S",
                       phase=Phase.MELD, stock="4H 8H 8D")
    state, moves = play(state, "discard JK")
    assert moves[0].sideways and moves[0].dst == "pile"
    state, moves = play(state, "draw", "discard 5C")
    assert not moves[-1].sideways
    view = observe(state, 2)
    assert view.pile[-2].is_joker and view.top.kind == "5C" and view.pile_frozen


# ---------------------------------------------------------------------------
# G-11 Going out


def test_g_11_going_out_ends_the_deal_and_asking_binds(game_id):
    """G-11: getting rid of the last card when the side may go out; a player may
    ask a partner first and the answer binds."""
    state = make_state(game_id, hands={0: "9H 9S 9D 5C", 1: "4C"},
                       melds={0: GOING_OUT_MELDS[game_id]}, phase=Phase.MELD)
    assert AskPartner(2) in legal_actions(state)
    asked, _ = apply(state, AskPartner(2))
    assert asked.phase is Phase.ANSWER and asked.to_act == 2
    no, _ = apply(asked, Answer(False))
    assert_cites(refusal(no, "meld 9H 9S 9D"), "CL-7.3", "PH-8.3")
    yes, _ = apply(asked, Answer(True))
    out, _ = play(yes, "meld 9H 9S 9D", "discard 5C")
    assert out.went_out == 0 and out.phase is Phase.DEAL_OVER and out.hands[0] == []


# ---------------------------------------------------------------------------
# G-12 End of the stock


def test_g_12_empty_stock_at_a_draw_ends_the_play_without_going_out_bonus(game_id):
    """G-12: a player who must draw from an empty stock ends the play; no bonus."""
    state = make_state(game_id, hands={0: "9H 9S", 1: "4C"}, melds={0: GOING_OUT_MELDS[game_id]},
                       rest="pile")
    over, moves = apply(state, Draw())
    assert moves == [] and over.phase is Phase.DEAL_OVER and over.went_out is None
    assert "G-12" in over.ended and over.history[-1].went_out is None
    assert all("going out" not in lines_of(over, side) for side in (0, 1))


def test_g_12_empty_stock_play_goes_on_while_the_pile_is_taken(game_id):
    """G-12: with the stock empty, a player who can take the discard pile does."""
    state = make_state(game_id, hands={0: "KH KD 9C 4S"}, melds={0: ["8H 8S 8D"]},
                       pile="KS", rest="pile")
    assert state.stock == [] and state.top.kind == "KS"
    # the rest of the deck lies under KS: the pile is frozen, a natural pair takes it
    taken, _ = play(state, "take KH KD")
    assert taken.phase is Phase.MELD and taken.stock == []


def test_g_12_draw_two_with_one_card_left_draws_that_one():
    """G-12: a player who should draw two when one card is left draws that one."""
    state = make_state("pennies", hands={0: "9C 4D"}, stock="8D", rest="pile")
    after, moves = play(state, "draw")
    assert [m.card.kind for m in moves] == ["8D"] and after.stock == []
    assert after.phase is Phase.MELD and len(after.hands[0]) == 3


def test_g_12_unreplaceable_red_three_is_simply_laid_out():
    """G-12 (PH has no CL-8.1 rule): a red three that cannot be replaced is laid out
    and the turn goes on."""
    state = make_state("pennies", hands={0: "9C 4D"}, stock="3H", rest="pile")
    after, _ = play(state, "draw")
    assert after.phase is Phase.MELD and [c.kind for c in after.red_threes[0]] == ["3H"]
    assert len(after.hands[0]) == 2
    after, _ = play(after, "discard 4D")
    over, _ = apply(after, Draw())
    assert over.phase is Phase.DEAL_OVER and "G-12" in over.ended


# ---------------------------------------------------------------------------
# G-13 Game


def test_g_13_dealer_rotates_left_and_dealers_left_starts(game_id):
    """G-13: each deal the dealer moves one seat to the left (clockwise); the
    player on the dealer's left starts; scores carry over."""
    n = get_ruleset(game_id).players
    state = make_state(game_id, rest="pile", scores=[120, -40], current=2)
    dealer = state.dealer
    assert dealer == 1
    for deal in range(2, 2 + n):
        state, _ = apply(state, Draw())
        assert state.phase is Phase.DEAL_OVER and legal_actions(state) == [NextDeal()]
        state, moves = apply(state, NextDeal())
        assert_conserved(state)
        assert state.deal_no == deal and state.dealer == (dealer + deal - 1) % n
        assert state.current == (state.dealer + 1) % n and state.phase is Phase.DRAW
        assert state.scores[:2] != [0, 0]
        assert moves and moves[0].src == "stock"
        # empty the stock to end this deal at the next draw, keeping conservation
        state.pile = state.stock + state.pile
        state.stock = []


def test_g_13_next_deal_minimum_follows_the_cumulative_score():
    """G-13, CL-6.1: the next deal's minimum is read from the cumulative score."""
    state = make_state("classic", rest="pile", scores=[1490, 2990],
                       hands={0: "AH", 1: "AS"})
    over, _ = apply(state, Draw())
    score = over.history[-1]
    assert score.cumulative == (1490 - 20, 2990 - 20)
    assert score.next_minimums == (50, 90)
    state = make_state("classic", rest="pile", scores=[1490, 2990],
                       melds={0: ["KH KS KD"], 1: ["QH QS QD"]})
    over, _ = apply(state, Draw())
    assert over.history[-1].next_minimums == (90, 120)
    nxt, _ = apply(over, NextDeal())
    assert [nxt.initial_minimum(s) for s in (0, 1)] == [90, 120]


# ---------------------------------------------------------------------------
# Table rules


def test_unknown_table_rule_raises_table_rule_error_listing_valid_ones():
    """Table rules are named options: an unknown one is refused with the list."""
    with pytest.raises(TableRuleError) as err:
        get_ruleset("classic", {"nope": 1})
    for name in ("concealed_going_out", "wild_limit", "target"):
        assert name in str(err.value)
    with pytest.raises(TableRuleError, match="mixed_canasta_bonus"):
        new_game("pennies", {"nope": 1})


def test_bad_table_rule_value_lists_the_choices():
    """A value a table rule does not accept is refused with its choices."""
    with pytest.raises(TableRuleError) as err:
        get_ruleset("classic", {"concealed_going_out": "maybe"})
    assert "on" in str(err.value) and "off" in str(err.value) and "maybe" in str(err.value)
    with pytest.raises(TableRuleError, match="300.*500"):
        get_ruleset("pennies", {"mixed_canasta_bonus": 400})
    assert isinstance(TableRuleError("x"), ValueError)


def test_table_rules_accept_text_values_and_report_defaults():
    """Options accept "on"/"off" and numbers as text; defaults are reported."""
    assert get_ruleset("classic", {"concealed_going_out": "on"}).concealed_bonus == 100
    assert get_ruleset("classic", {"concealed_going_out": "off"}).concealed_bonus == 0
    assert get_ruleset("pennies", {"mixed_canasta_bonus": "500"}).canasta_bonus["mixed"] == 500
    assert get_ruleset("classic").table_rules() == {"players": 4, "draw_two": False,
                                                    "concealed_going_out": False,
                                                    "wild_limit": "seed", "target": 5000}
    assert get_ruleset("pennies").table_rules() == {"mixed_canasta_bonus": 300,
                                                    "initial_meld_ranges": "x10",
                                                    "foot_before_going_out": True,
                                                    "target": 20000}


def test_unknown_game_lists_the_games():
    """An unknown game id is refused with the valid ids."""
    with pytest.raises(UnknownGameError) as err:
        get_ruleset("bridge")
    assert all(gid in str(err.value) for gid in RULESETS)


def test_deal_is_replayed_exactly_from_the_seed(game_id):
    """Style point 5: the same (game, table rules, seed) deals the same cards."""
    a, moves_a = start_game(game_id, seed="abc")
    b, moves_b = start_game(game_id, seed="abc")
    c = new_game(game_id, seed="abd")
    assert a.fingerprint() == b.fingerprint() and moves_a == moves_b
    assert a.fingerprint() != c.fingerprint()


# ---------------------------------------------------------------------------
# Refusals name their rule


RULE_ID = re.compile(r"\((?:CL|PH|G)-\d+(?:\.\d+)?\)\.$")


def _sample_actions(state):
    hand = state.hands[state.to_act]
    yield Draw()
    yield UndoTurn()
    yield NextDeal()
    yield Answer(True)
    yield AskPartner(1)
    if hand:
        yield Discard(hand[0])
        yield Meld(tuple(hand[:3]))
        yield Meld(tuple(hand[:1]), 0)
        yield TakePile(tuple(hand[:2]))


@pytest.mark.parametrize("phase", [Phase.DRAW, Phase.MELD])
def test_every_refusal_ends_with_a_rule_id(game_id, phase):
    """Style point 4: a refusal is a sentence ending with the rule id, "(CL-5.3)."."""
    state = make_state(game_id, hands={0: "KH KD 9C 4S 5S", 1: "6C"}, pile="8C 3S",
                       melds={0: ["QH QS QD"]}, phase=phase)
    refusals = [why_illegal(state, a) for a in _sample_actions(state)]
    refusals = [r for r in refusals if r is not None]
    assert len(refusals) >= 5
    for reason in refusals:
        assert RULE_ID.search(reason), reason
    over = make_state(game_id, rest="pile")
    over, _ = apply(over, Draw())
    for action in (Draw(), Discard(over.stock[0] if over.stock else over.pile[0])):
        assert RULE_ID.search(why_illegal(over, action))


def test_ph_9_2_end_play_refused_while_a_legal_discard_remains():
    """PH-9.2: EndPlay is refused (naming PH-9.2) when a card may be discarded."""
    state = make_state("pennies", hands={0: "9C 7C"}, phase=Phase.MELD)
    assert RULE_ID.search(why_illegal(state, EndPlay()))
    assert_cites(why_illegal(state, EndPlay()), "PH-9.2")


def test_cl_2_2_end_play_refusal_names_a_rule():
    """CL-2.2: classic has no "end play" (PH-9.2); its refusal still names a rule."""
    state = make_state("classic", hands={0: "9C 9D 5S"}, phase=Phase.MELD)
    reason = why_illegal(state, EndPlay())
    assert reason is not None and RULE_ID.search(reason), reason
