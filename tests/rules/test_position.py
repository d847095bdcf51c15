"""The position setup (the FEN of this game): zones in the card notation,
every card exactly once (G-1, G-4), a text form that reads back what it writes."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.rules import Draw, NextDeal, Phase, apply, legal_actions, new_game
from game.rules.games.diszitett import own as dk_own
from game.rules.position import PositionError, parse_position, position_text, setup
from game.rules.state import MeldKind

from .scenario import act, assert_conserved, play


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


def _texts(state) -> list[str]:
    return sorted(str(a) for a in legal_actions(state))


def test_melds_keep_their_ids_and_the_next_id():
    """G-7: a meld is written with its id, so ``meld KC @4`` stays ``@4``; the next
    meld laid gets the id ``next meld`` says."""
    state = parse_position("""
        game: classic
        turn: 0 meld
        hand 0: 8C KC 9C 9D 9H 5S
        melds 0: @1 8H 8S 8D | @4 KH KS KD
        next meld: 6
        melded: yes no
    """)
    assert [m.id for m in state.melds[0]] == [1, 4] and state.next_meld_id == 6
    assert {"meld 8C/0 @1", "meld KC/0 @4"} <= set(_texts(state))
    laid, _ = play(state, "meld 9C 9D 9H")
    assert [m.id for m in laid.melds[0]] == [1, 4, 6]
    assert parse_position(position_text(laid)).melds == laid.melds


def test_melds_without_ids_are_numbered_in_order_skipping_the_ids_given():
    state = parse_position("game: classic\nmelds 0: 8H 8S 8D | @0 KH KS KD | QH QS QD\n")
    assert [m.id for m in state.melds[0]] == [1, 0, 2] and state.next_meld_id == 3


def test_a_pile_pickup_in_progress_and_its_undo_survive_the_text():
    """PH-5.4, CL-6.2: the pile's other cards wait for the initial meld; undo
    gives the top card back to the pile (CL-6.3)."""
    state = setup("classic", hands={0: "QH QS KH KS KD AH AS AD 5C"}, pile="4C 7D QD")
    took, _ = play(state, "take QH QS")
    assert took.pending is not None and [c.kind for c in took.pending] == ["4C", "7D"]
    text = position_text(took)
    assert "pending: 4C/0 7D/0" in text and "undo: draw" in text
    again = parse_position(text)
    assert again.pending == took.pending and again.snapshot == took.snapshot
    assert _texts(again) == _texts(took)
    undone, _ = play(took, "undo")
    assert position_text(play(again, "undo")[0]) == position_text(undone)
    assert [c.kind for c in undone.pile] == ["4C", "7D", "QD"]


def test_the_garbage_pile_is_written_as_such():
    """BH-7.1: the side's garbage pile is a meld of its own kind."""
    state = parse_position("""
        game: bain
        turn: 0 meld
        melds 0: @0 KH KS KD KC KH KS KD | @2 garbage KC KH
        melded: yes no
    """)
    garbage = state.melds[0][1]
    assert garbage.kind is MeldKind.GARBAGE and garbage.id == 2
    assert "@2 garbage KC/1 KH/2" in position_text(state)
    with pytest.raises(PositionError, match="line 2.*has no garbage pile"):
        parse_position("game: classic\nmelds 0: @0 garbage 8H 8S\n")


def test_bonus_cards_join_the_hand_at_the_seats_next_turn():
    """MA-7.1, MA-7.2: bonus cards drawn face down wait for the seat's next turn."""
    state = parse_position("""
        game: modern
        turn: 0 meld
        hand 0: 5C 6D
        hand 1: 8H 9H
        bonus 1: KH KS KD KC
        melds 0: AH AS AD
        melded: yes yes
    """)
    assert [c.kind for c in state.bonus[1]] == ["KH", "KS", "KD", "KC"]
    after, _ = play(state, "discard 5C")
    assert after.bonus[1] == [] and {"KH", "KS", "KD", "KC"} <= {c.kind for c in after.hands[1]}


def test_the_free_pickup_offer_is_part_of_the_position():
    """DK-5.2: the top card offered to the seat may be taken alone."""
    text = """
        game: diszitett
        turn: 1 draw
        hand 1: 9H 9S 4C 5D 6S
        pile: 8D KC
    """
    plain = parse_position(text)
    offered = parse_position(text + "free offer: no yes\n")
    assert dk_own(offered).free_offer == [False, True]
    assert "take" in _texts(offered) and "take" not in _texts(plain)
    assert position_text(parse_position(position_text(offered))) == position_text(offered)


def test_the_starters_first_turn_is_a_discard_alone():
    """DK-4.4: ``discard_only`` and "nothing to undo" are written with the turn."""
    text = """
        game: diszitett
        turn: 0 meld
        hand 0: AH AS AD 4C 5D 9S
    """
    free = parse_position(text)
    first = parse_position(text + "this turn: discard_only=yes\nundo: none\n")
    assert first.discard_only and first.snapshot is None
    assert all(t.startswith("discard") for t in _texts(first))
    assert any(t.startswith("meld") for t in _texts(free))


def test_the_end_of_a_deal_keeps_who_went_out_and_how():
    """MA-9.7: the special hand that ended the deal, who went out, the winner."""
    text = """
        game: modern
        turn: 1 game_over
        went out: 1
        winner: 1
        special: 2000 pairs with twos
    """
    state = parse_position(text)
    assert (state.went_out, state.winner, state.special) == (1, 1, ("pairs with twos", 2000))
    assert position_text(parse_position(position_text(state))) == position_text(state)
    over = parse_position(text.replace("game_over", "deal_over"))
    assert legal_actions(over) == [NextDeal()]


@pytest.mark.parametrize("text, message", [
    ("game: nosuch", "line 1.*unknown game"),
    ("game: classic\nrules: target=7", "line 2"),
    ("game: classic\nturn:", "line 2"),
    ("game: classic\nturn: 9 draw", "line 2.*no seat 9"),
    ("game: classic\nhand 0: QH/0\npile: QH/0", "line 3.*named twice"),
    ("game: classic\nmelds 0: @x 8H 8S 8D", "line 2.*not a meld id"),
    ("game: classic\nmelds 0: @0 8H 8S 8D | @0 KH KS KD", "line 2.*two melds have the id @0"),
    ("game: classic\nnext meld: 0\nmelds 0: @3 8H 8S 8D", "line 2.*above the highest"),
    ("game: classic\nthis turn: laid=5", "line 2.*laid_value="),
    ("game: classic\nundo hand: QH/0", "line 2.*'undo: phase' first"),
    ("game: classic\nturn: 0 meld\nundo: meld\nundo turn: melded=yes", "line 4.*needs"),
    ("game: classic\nwent out: 5", "line 2.*no seat 5"),
    ("game: classic\nlast discard: QH/7", "line 2.*not a card of this deck"),
    ("game: diszitett\nrules: players=4\nfree spent: yes", "line 3.*needs 4 values"),
    ("game: classic\nfree spent: no no no no", "line 2.*keeps no free spent"),
])
def test_bad_new_keys_name_the_line(text, message):
    with pytest.raises(PositionError, match=message):
        parse_position(text)


def test_mangled_texts_raise_only_position_errors():
    """Whatever a text holds, reading it either gives a position or raises
    PositionError (never another exception)."""
    golden = sorted((Path(__file__).parent / "golden" / "positions").glob("*.txt"))
    texts = [p.read_text(encoding="utf-8") for p in golden]
    assert len(texts) == 7
    junk = ["", "x", "-1", "99", "@", "@x", "|", "=", "QH/9", "garbage", "none", "a=b",
            "undo: meld", "undo turn: melded=yes", "next meld: 0", "cut: 5", "special: 5",
            "asked: 9", "winner: 3", "turn: 0 cut", "this turn: taken=x", "waiting: QH"]
    rng = random.Random(25)
    refused = 0
    for _ in range(300):
        lines = rng.choice(texts).splitlines()
        i = rng.randrange(len(lines))
        words = lines[i].split(" ")
        how = rng.randrange(4)
        if how == 0:
            del lines[i]
        elif how == 1:
            lines.insert(i, rng.choice(junk))
        elif how == 2:
            words[rng.randrange(len(words))] = rng.choice(junk)
            lines[i] = " ".join(words)
        else:
            lines.insert(i, lines[rng.randrange(len(lines))])
        try:
            parse_position("\n".join(lines))
        except PositionError:
            refused += 1
    assert 0 < refused < 300


def test_waiting_cards_may_have_been_laid_out_since():
    """DH-5.7: the cards of a pickup wait for the next turn; a red three among
    them is laid out at once (PH-7.2) yet stays in the waiting list."""
    state = setup("dollars", hands={0: "QS QD 9S 4C"}, red_threes={0: "3H/0"},
                  melds={0: ["AS AD AC"]}, waiting="QS 3H/0", phase=Phase.MELD)
    assert [c.code for c in state.waiting] == ["QS/0", "3H/0"]
    again = parse_position(position_text(state))
    assert again.waiting == state.waiting
    with pytest.raises(PositionError, match="waiting: 3H"):
        setup("dollars", red_threes={0: "3H/0"}, waiting="3H")
