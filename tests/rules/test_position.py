"""The position setup (the FEN of this game): zones in the card notation,
every card exactly once (G-1, G-4), a text form that reads back what it writes."""

from __future__ import annotations

import pytest

from game.rules import Draw, Phase, apply, legal_actions, new_game
from game.rules.position import PositionError, parse_position, position_text, setup

from .scenario import act, assert_conserved


def test_setup_places_every_named_card_and_the_rest_in_the_stock():
    state = setup("classic", hands={0: "QH QS 9C", 1: "4D"}, pile="4C KS",
                  melds={1: ["8H 8S 8D"]}, red_threes={0: "3H"}, scores=[100, 200],
                  current=1, phase=Phase.MELD)
    assert [c.kind for c in state.hands[0]] == ["QH", "QS", "9C"]
    assert [c.kind for c in state.pile] == ["4C", "KS"]
    assert state.melds[1][0].rank == 8 and state.melded == [False, True]
    assert state.scores == [100, 200] and state.current == 1 and state.phase is Phase.MELD
    assert len(state.stock) == 108 - 3 - 1 - 2 - 3 - 1
    assert_conserved(state)


def test_exact_codes_are_reserved_before_kinds():
    """``QH`` takes the lowest free copy, never one named ``QH/0`` elsewhere."""
    state = setup("classic", hands={0: "QH", 1: "QH/0"})
    assert state.hands[0][0].code == "QH/1" and state.hands[1][0].code == "QH/0"


@pytest.mark.parametrize("zones, message", [
    ({"hands": {0: "QH QH QH"}}, "no copy of QH"),
    ({"hands": {0: "QH/0"}, "pile": "QH/0"}, "named twice"),
    ({"hands": {0: "QH/2"}}, "QH/2 is not in the deck"),
    ({"hands": {4: "QH"}}, "no seat 4"),
    ({"melds": {0: ["QH KS 2C"]}}, "meld 0 of side 0"),
    ({"rest": "none"}, "are in no zone"),
    ({"scores": [1, 2, 3]}, "scores needs 2 values"),
])
def test_bad_positions_are_refused_with_the_reason(zones, message):
    """G-1: a card named twice, a card not of this deck, a missing card are errors."""
    with pytest.raises(PositionError, match=message):
        setup("classic", **zones)


def test_text_form_reads_and_writes_the_same_position():
    text = """
        game: pennies
        rules: target=10000
        turn: 2 meld          # seat 2 has drawn
        hand 2: 7H 7S 7D KC KD 2C
        foot 4: 5C 5D 5H 5S 6C 6D 6H 6S 8C 8D 8H
        melds 0: QH QS QD | 2D 2H JK
        threes 1: 3H 3D
        pile: 4C 9S
        scores: 5000 -200
        melded: yes no
    """
    state = parse_position(text)
    assert state.ruleset.target == 10000
    assert state.current == 2 and state.phase is Phase.MELD
    assert [m.rank for m in state.melds[0]] == [12, 15]
    assert state.foot_taken == [True, True, True, True, False, True]
    assert state.initial_minimum(0) == 90 and state.initial_minimum(1) == 15
    again = parse_position(position_text(state))
    assert again.fingerprint() == state.fingerprint()
    assert position_text(again) == position_text(state)
    assert legal_actions(again) == legal_actions(state)
    assert act(state, "meld 7H 7S 7D")


def test_a_dealt_game_round_trips_through_the_text():
    state, _ = apply(new_game("classic", seed=3), Draw())
    again = parse_position(position_text(state))
    assert again.fingerprint() == state.fingerprint()


@pytest.mark.parametrize("text, message", [
    ("hand 0: QH", "names no game"),
    ("game: classic\nhand 0 QH", "line 2"),
    ("game: classic\ncolour: red", "unknown key"),
    ("game: classic\nmelded: maybe no", "not yes or no"),
])
def test_bad_text_names_the_line(text, message):
    with pytest.raises(PositionError, match=message):
        parse_position(text)


def test_text_form_keeps_the_initial_melder_and_the_waiting_cards():
    """BH-6.1's initial melder and DH-5.7's waiting cards survive the text form."""
    state = setup("dollars", hands={0: "QS QD 9S 4C"}, melds={0: ["AS AD AC"]},
                  waiting="QS QD", phase=Phase.MELD)
    again = parse_position(position_text(state))
    assert again.waiting == state.waiting and again.fingerprint() == state.fingerprint()
    bain = setup("bain", melds={0: ["AS AD AC"]}, melders={0: 2})
    assert parse_position(position_text(bain)).melders == {0: 2}
    with pytest.raises(PositionError, match="waiting: KH"):
        setup("dollars", hands={0: "QS"}, waiting="KH")
