"""The card notation (G-1, G-2) and the action text: round trips and clear errors."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    Answer,
    AskPartner,
    Card,
    Discard,
    Draw,
    EndPlay,
    Meld,
    NextDeal,
    TakePile,
    UndoTurn,
    apply,
    legal_actions,
    new_game,
    parse_action,
    parse_card,
    parse_cards,
)
from game.rules.actions import describe
from game.rules.cards import JOKER, cards_str, make_deck

FULL_DECK = make_deck(4, 8)


@pytest.mark.parametrize(("text", "rank", "suit", "pack"), [
    ("QH", 12, "H", 0), ("Q♥", 12, "H", 0), ("qh", 12, "H", 0), ("10S", 10, "S", 0),
    ("TS", 10, "S", 0), ("10♠", 10, "S", 0), ("2C", 2, "C", 0), ("AD", 14, "D", 0),
    ("A♦/3", 14, "D", 3), ("JK", JOKER, "", 0), ("jk/5", JOKER, "", 5), ("QH/1", 12, "H", 1),
    ("3S", 3, "S", 0), (" KC ", 13, "C", 0),
])
def test_g_1_parse_card_ascii_symbols_and_pack(text, rank, suit, pack):
    """G-1: a card is rank, suit and pack; ASCII and suit symbols are read."""
    card = parse_card(text)
    assert (card.rank, card.suit, card.pack) == (rank, suit, pack)
    assert card == Card(rank, suit, pack)


def test_g_1_every_card_round_trips_through_code_kind_and_symbol():
    """G-1: code (with /pack), kind and symbol read back as the same card."""
    for card in FULL_DECK:
        assert parse_card(card.code) == card
        assert parse_card(card.kind) == Card(card.rank, card.suit, 0)
        assert parse_card(card.symbol()).kind == card.kind
        assert str(card) == card.kind
    assert parse_card("QH/1").code == "QH/1" and parse_card("Q♥").symbol() == "Q♥"
    assert parse_card("JK").symbol() == "JK" and parse_card("10D").kind == "10D"


def test_g_1_parse_cards_numbers_identical_cards():
    """G-1: "QH QH" is two different queens; explicit packs are respected."""
    assert [c.code for c in parse_cards("QH QH QS")] == ["QH/0", "QH/1", "QS/0"]
    assert [c.code for c in parse_cards("QH/0 QH")] == ["QH/0", "QH/1"]
    assert [c.code for c in parse_cards("QH QH/0")] == ["QH/1", "QH/0"]
    assert [c.code for c in parse_cards("JK, JK,2C")] == ["JK/0", "JK/1", "2C/0"]
    assert [c.code for c in parse_cards(["Q♥", "Q♥"])] == ["QH/0", "QH/1"]


def test_g_1_cards_str_round_trip():
    """G-1: a hand printed (ASCII or symbols) parses back to the same kinds."""
    rng = random.Random(5)
    hand = rng.sample(FULL_DECK, 15)
    for symbols in (False, True):
        text = cards_str(hand, symbols=symbols)
        assert [c.kind for c in parse_cards(text)] == [c.kind for c in hand]
    assert cards_str(parse_cards("QH 10S JK"), symbols=True) == "Q♥ 10♠ JK"


@pytest.mark.parametrize(("text", "needle"), [
    ("XX", "'XX' is not a card"), ("Q", "suit is missing"), ("1H", "'1H' is not a card"),
    ("", "is not a card"), ("JKH", "joker has no suit"), ("QH/", "is not a card"),
    ("11H", "is not a card"), ("QX", "is not a card"),
])
def test_g_1_parse_errors_are_value_errors_with_a_clear_message(text, needle):
    """G-1: bad notation raises ValueError naming the text."""
    with pytest.raises(ValueError) as err:
        parse_card(text)
    assert needle in str(err.value)


def test_g_1_parse_cards_names_the_bad_word():
    """G-1: a bad word among good ones is named."""
    with pytest.raises(ValueError, match="'ZZ'"):
        parse_cards("QH ZZ 9C")


def test_g_2_card_classes():
    """G-2: twos and jokers are wild; 4 to A natural; red and black threes."""
    wild = {c.kind for c in FULL_DECK if c.is_wild}
    assert wild == {"2C", "2D", "2H", "2S", "JK"}
    assert {c.rank for c in FULL_DECK if c.is_natural} == set(range(4, 15))
    assert {c.kind for c in FULL_DECK if c.is_red_three} == {"3H", "3D"}
    assert {c.kind for c in FULL_DECK if c.is_black_three} == {"3C", "3S"}


QH, QS, QD = parse_cards("QH QS QD/1")
ACTIONS = [
    Draw(), TakePile((QH, QS)), TakePile((QH,), 3), TakePile((), 0), Meld((QH, QS, QD)),
    Meld((parse_card("2C/1"),), 12), Meld(parse_cards("JK/7 2C 2D")), Discard(parse_card("10S/2")),
    UndoTurn(), AskPartner(2), AskPartner(4), Answer(True), Answer(False), EndPlay(),
    NextDeal(), TakePile((QH, QS), None, (parse_cards("AH AS AD"), parse_cards("5C 5D 2C"))),
    TakePile((QH,), 2, (parse_cards("9H 9S 9D"),)),
]


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_action_text_round_trips(action):
    """Actions print readably and parse back to an equal action."""
    assert parse_action(str(action)) == action


def test_action_texts_are_readable():
    """The text forms of the actions module."""
    assert str(TakePile((QH, QS), 3)) == "take QH/0 QS/0 @3"
    assert str(Meld((QH, QS, QD))) == "meld QH/0 QS/0 QD/1"
    assert str(Discard(QH)) == "discard QH/0"
    assert [str(a) for a in (Draw(), UndoTurn(), EndPlay(), NextDeal(), Answer(False))] == [
        "draw", "undo", "end play", "next deal", "answer no"]
    assert describe(Meld((QH, QS, QD))) == "meld Q♥ Q♠ Q♦"
    assert parse_action("  MELD qh qs qd/1 ") == Meld((QH, QS, QD))
    composite = TakePile((QH, QS), None, (parse_cards("AH AS AD"),))
    assert str(composite) == "take QH/0 QS/0 + AH/0 AS/0 AD/0"


@pytest.mark.parametrize("text", ["", "fly", "meld QH @x", "discard", "discard QH QS",
                                  "ask two", "answer maybe", "next", "end", "meld ZZ",
                                  "take QH/0 QS/0 +", "take QH/0 + ZZ"])
def test_action_parse_errors_are_value_errors(text):
    """A text that is no action raises ValueError."""
    with pytest.raises(ValueError):
        parse_action(text)


@pytest.mark.parametrize("game_id", ["classic", "pennies"])
def test_every_legal_action_round_trips_in_play(game_id):
    """Every action legal_actions lists over a few random turns reads back equal."""
    rng = random.Random(3)
    state = new_game(game_id, seed=3)
    for _ in range(120):
        actions = legal_actions(state)
        if not actions:
            break
        for action in actions:
            assert parse_action(str(action)) == action
        state, _ = apply(state, rng.choice(actions))
