"""The meld model: kinds and keys, the canasta size and kind decided by
the RuleSet, and the one way to group a hand."""

from __future__ import annotations

import dataclasses

from game.rules import get_ruleset
from game.rules.cards import JOKER
from game.rules.melds import group_hand, make_meld
from game.rules.state import MeldKind

from .scenario import cards


def test_kinds_keys_and_the_rank_the_table_reads():
    rs = get_ruleset("pennies")
    queens = make_meld(rs, 0, 0, 12, tuple(cards("QH QS QD")))
    wild = make_meld(rs, 1, 0, JOKER, tuple(cards("2C 2D JK")))
    threes = make_meld(rs, 2, 1, 3, tuple(cards("3C 3S 3C")))
    assert (queens.kind, queens.key, queens.rank) == (MeldKind.RANK, 12, 12)
    assert (wild.kind, wild.key, wild.rank) == (MeldKind.WILD, JOKER, JOKER)
    assert (threes.kind, threes.key, threes.rank) == (MeldKind.BLACK_THREES, 3, 3)


def test_canasta_kind_comes_from_the_ruleset():
    """CL-4.4: natural/mixed; PH-3.7: seven sevens make a sevens canasta; G-8: the
    canasta size is the RuleSet's; black threes are never a canasta (PH-7.3)."""
    cl, ph = get_ruleset("classic"), get_ruleset("pennies")
    sevens = tuple(cards("7H 7S 7D 7C 7H 7S 7D"))
    assert make_meld(cl, 0, 0, 7, sevens).canasta_kind(cl) == "natural"
    assert make_meld(ph, 0, 0, 7, sevens).canasta_kind(ph) == "sevens"
    mixed = tuple(cards("KH KS KD KC KH 2C JK"))
    assert make_meld(cl, 0, 0, 13, mixed).canasta_kind(cl) == "mixed"
    assert make_meld(ph, 0, 0, JOKER, tuple(cards("2C 2D 2H 2S JK JK JK"))).canasta_kind(ph) \
        == "wild"
    assert make_meld(ph, 0, 0, 3, tuple(cards("3C 3S 3C 3S 3C 3S 3C"))).canasta_kind(ph) is None
    six = dataclasses.replace(cl, canasta_size=6)
    assert make_meld(six, 0, 0, 13, mixed[:6]).is_canasta
    assert not make_meld(cl, 0, 0, 13, mixed[:6]).is_canasta


def test_group_hand_sorts_naturals_by_rank_and_splits_wild_cards():
    groups = group_hand(cards("QS JK 3C QH 2D 9C"))
    assert {r: [c.kind for c in cs] for r, cs in groups.by_rank.items()} == {
        3: ["3C"], 9: ["9C"], 12: ["QH", "QS"]}
    assert [c.kind for c in groups.twos] == ["2D"]
    assert [c.kind for c in groups.jokers] == ["JK"]
    assert sorted(c.kind for c in groups.wilds) == ["2D", "JK"]


def test_meld_names_for_logs():
    from game.rules.melds import meld_name, new_meld

    rs = get_ruleset("dollars")
    assert meld_name(make_meld(rs, 0, 0, 8, tuple(cards("8H 8S 8D")))) == "eights"
    seq = new_meld(rs, 1, 0, MeldKind.SEQUENCE, "H", tuple(cards("6H 4H 5H")))
    assert meld_name(seq) == "a sequence of hearts" and seq.rank == 0
    assert [c.kind for c in seq.cards] == ["4H", "5H", "6H"]
    assert meld_name(new_meld(rs, 2, 0, MeldKind.GARBAGE, 0, ())) == "the garbage pile"
