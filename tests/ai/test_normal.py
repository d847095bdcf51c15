"""Normal's plans beyond baseline, each kept because ``python -m game duel`` showed
it helps (figures in docs/strength.md)."""

from __future__ import annotations

import pytest
from rules.scenario import make_state

from game.ai import HeuristicPlayer, make_player
from game.ai.players import NORMAL_FEATURES
from game.duel import duel
from game.rules.actions import Meld
from game.rules.cards import JOKER
from game.rules.legal import legal_actions
from game.rules.state import Phase
from game.rules.view import observe


def choose(level: str, state, seat: int = 0):
    return HeuristicPlayer(level, 1).choose(observe(state, seat), legal_actions(state))


def test_pennies_keeps_wild_cards_for_the_missing_wild_canasta():
    """PH-3.7, PH-8.1: lacking the wild canasta (the mixed one made), Normal lays
    its wild cards on the meld of wild cards, where baseline completes a second
    mixed canasta with them."""
    state = make_state("pennies", hands={0: "2C 2D 9H 4S 5C KD 8H 10S 6C JH"},
                       melds={0: ["2H 2S JK", "QH QS QD QC QH", "KH KS KD KC KH 2H 2S"]},
                       phase=Phase.MELD)
    view = observe(state, 0)
    wild_meld = next(m.id for m in view.my_melds if m.rank == JOKER)
    wild_on_naturals = [a for a in legal_actions(state) if isinstance(a, Meld)
                        and a.meld not in (None, wild_meld) and any(c.is_wild for c in a.cards)]
    assert wild_on_naturals
    assert choose("baseline", state) in wild_on_naturals
    assert choose("normal", state) not in wild_on_naturals


def test_discard_danger_grows_with_the_pile_and_the_next_players_melds():
    """CL-5.2: the next side's open meld of kings lets them take an unfrozen pile
    with one king; the price of that discard grows with the pile."""
    small = make_state("classic", hands={0: "KD 4S 9H 9C QS QH", 1: "5C 6C 7C"},
                       melds={1: ["KH KS KC"]}, pile="5H 6S", phase=Phase.MELD)
    large = make_state("classic", hands={0: "KD 4S 9H 9C QS QH", 1: "5C 6C 7C"},
                       melds={1: ["KH KS KC"]}, pile="5H 6S 7D 9D JC AH AD 10S 10D",
                       phase=Phase.MELD)
    player = HeuristicPlayer("normal", 1)
    king = next(c for c in small.hands[0] if c.rank == 13)
    four = next(c for c in small.hands[0] if c.rank == 4)
    danger = {name: {card.rank: player._danger(observe(state, 0), card, 0, {13}, False)
                     for card in (king, four)} for name, state in (("small", small),
                                                                   ("large", large))}
    assert danger["large"][13] > danger["small"][13] > danger["small"][4] > 0
    assert danger["large"][13] > danger["large"][4]


def test_a_feature_can_be_added_or_removed_by_the_level_name():
    """``normal-FEATURE`` and ``baseline+FEATURE`` measure one change with duel."""
    assert make_player("normal").flags == NORMAL_FEATURES
    assert make_player("baseline").flags == frozenset()
    assert make_player("normal-danger").flags == NORMAL_FEATURES - {"danger"}
    assert make_player("baseline+danger").flags == {"danger"}
    same = duel("pennies", "normal", "baseline+" + "+".join(sorted(NORMAL_FEATURES)), 2, 3)
    assert same["mean"] == 0 and same["sd"] == 0
    with pytest.raises(ValueError, match="unknown feature 'foo'.*valid features: wilds"):
        make_player("normal+foo")
    with pytest.raises(ValueError, match="unknown computer level 'normal-'"):
        make_player("normal-")


def test_completing_a_canasta_is_worth_more_while_the_foot_waits():
    """PH-6.1: the foot comes to a player who completes a canasta personally."""
    state = make_state("pennies", hands={0: "QD QH 9H 4S 5C KD 8H 10S 6C JH"},
                       melds={0: ["QH QS QD QC QS"]}, phase=Phase.MELD)
    view = observe(state, 0)
    meld = view.my_melds[0]
    complete = Meld(tuple(c for c in view.hand if c.rank == 12), meld.id)
    lacking = {"natural", "mixed", "wild", "sevens"}
    scores = {level: make_player(level).meld_score(view, complete, {meld.id: meld}, lacking,
                                                    None)
              for level in ("normal", "normal-foot")}
    assert scores["normal"] == scores["normal-foot"] + 40
    state.completed[0] = True
    view = observe(state, 0)
    assert (make_player("normal").meld_score(view, complete, {meld.id: meld}, lacking, None)
            == scores["normal-foot"])
